// The help screen's pictured example turn and its keys, both made from the chosen rules: a
// roll that scores, a second roll, then a bust, each shown with its dice; and only the keys
// those rules use (no "pick dice" where scoring dice are kept automatically).
#pragma once

#include "app/ui/help_line.hpp"
#include "app/ui/type_scale.hpp"
#include "core/rules.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace greed::app {

// One roll of the example: the dice thrown and which of them score (lit; the rest dimmed).
struct ExampleRoll {
    std::vector<core::Face> dice;
    std::vector<bool> scores;
    int points = 0;
};

// Three rolls of one turn under `rules`: the first scores with dice left over, the second
// scores again, the third is a bust. Found by a fixed search (the same rolls every time);
// fewer when the rules allow no such roll (then the help shows no example).
std::vector<ExampleRoll> exampleTurn(const core::Rules& rules);

// The example as help lines: a heading, then one line per roll, its dice and a caption.
std::vector<HelpLine> exampleTurnLines(const core::Rules& rules);

// How large the help draws a line's dice: the scoring list's beside their words (larger than a
// letter: 28 px at 1280x720), an example turn's rolls larger still (pictures to look at).
int helpDiceSize(HelpLine::Kind kind, const MenuType& type);
// The tint of an example roll's die: white where it scores; where it does not, the same ivory
// faded to about half into the felt strip the roll lies on (a grey tint looked dirty, and a
// faded die on the dark panel itself vanished), so its pips still read.
SDL_Color helpDiceTint(bool scores);

// The table's keys these rules use, as one line: roll and bank (keep and roll, keep and bank
// where the player chooses), picking dice and the best keep only where the player chooses,
// adopt / decline only with adopt points.
std::string playKeysText(const core::Rules& rules);

} // namespace greed::app
