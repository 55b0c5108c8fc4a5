// Combination and face names for players, in their language: "Three 4s", "Three Jacks",
// "Single 5", "Straight" instead of the engine's terse "Single 5 x2" or "Three Js". Built from
// the combination's dice and the rule set's face labels; named combinations (straights, pairs)
// keep the rule data's name, translated like every data string.
#pragma once

#include "core/rules.hpp"
#include "core/scoring.hpp"

#include <string>
#include <vector>

namespace greed::app {

// A number of dice spelled out at the start of a line or name ("Three"); digits above ten.
std::string countWord(int count);
// The same inside a sentence or after another name ("three", "1 + two 5s"); 0 is "no".
std::string countWordInSentence(int count);
// A face as players name it: poker dice by their names (Ace, King, Queen, Jack), other faces
// by their label; `count` picks the singular or the plural ("4"/"4s", "Jack"/"Jacks").
std::string faceName(const core::Rules& rules, core::Face face, int count);
// One face named inside a sentence ("Each single ace: 100"): no capital where the language
// writes the face's name in lower case mid-sentence.
std::string faceNameInSentence(const core::Rules& rules, core::Face face);
// `inSentence`: the name follows other words, so a count starts in lower case ("two 5s"). One
// die is its face alone, as a list names it ("5" in "Three 4s + 5").
std::string comboName(const core::Rules& rules, const core::Combo& combo, bool inSentence = false);
// How a die is named inside a sentence: its subject ("a 4 does not score") or its object ("set
// aside a King"); German declines a masculine face's article (ein König, einen König).
enum class SentenceRole { Subject, Object };
// One die scoring on its own, named alone (a popup): "Single 5", "Un 5", "Eine 5", "Ein Ass".
std::string singleName(const core::Rules& rules, core::Face face);
// Dice inside a sentence, grouped by face in the order first given: "two 1s and a 5", "a 4".
std::string diceInSentence(const core::Rules& rules, const std::vector<core::Face>& faces,
                           SentenceRole role);
// Combinations inside a sentence ("three 2s and a 5"); the rule set's own by their names as a
// sentence writes them ("three pairs", "a straight"; German keeps its nouns' capitals).
std::string combosInSentence(const core::Rules& rules, const std::vector<core::Combo>& combos,
                             SentenceRole role);
// A phrase that starts a sentence, its first letter in capitals ("A 4 does not score").
std::string sentenceStart(std::string phrase);
// Several combinations joined with " + " ("Three 2s + two 5s", "Three 4s + 5"); a single die
// alone by singleName. The one name of a score everywhere: its popup, the log, a penalty.
std::string comboNames(const core::Rules& rules, const std::vector<core::Combo>& combos);

} // namespace greed::app
