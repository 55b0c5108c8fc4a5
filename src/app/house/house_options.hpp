// House rules: the options a player knows (target, entry, scoring choices...) over a rule set,
// each a list of values, and the rule set they make. No drawing here: the editor screen shows
// these options and the tests drive them.
#pragma once

#include "core/rules.hpp"

#include <string>
#include <vector>

namespace greed::app {

// What an option's values mean (a value of 0 is "off" or "none" where that makes sense).
enum class HouseOptionKind {
    Dice,        // dice thrown
    Target,      // points that end the game
    Entry,       // points to get in (0: no entry rule)
    BankMinimum, // turn total needed to bank
    End,         // how the game ends: an EndPolicy as int
    BigKinds,    // four, five, six of a kind: a KindsChoice as int
    ThreePairs,  // points of three pairs
    TwoTriples,  // points of two triples
    Straight,    // points of the straight 1-6
    FourAndPair, // points of four of a kind with a pair
    BustStreak,  // busts in a row that cost points: bustStreakValue(count, penalty), 0 off
};

// A BustStreak option's value: the count and the penalty in one number.
constexpr int bustStreakValue(int count, int penalty) {
    return count * 100000 + penalty;
}

// Four of a kind and more.
enum class KindsChoice { AsBase = -1, None = 0, Fixed = 1, Doubling = 2 };

struct HouseOption {
    HouseOptionKind kind;
    std::string id;          // stable: scripts and tests click rows by id
    std::vector<int> values; // in the order they are offered
    int index = 0;           // the chosen value
    bool enabled = true;     // false: the option does nothing under the other choices
    int diceNeeded = 0;      // when disabled: the dice the option needs
    int value() const { return values.at(static_cast<std::size_t>(index)); }
};

class HouseRules {
public:
    // Starts from `base`: every option shows what the base rule set says.
    explicit HouseRules(core::Rules base);

    const core::Rules& base() const { return m_base; }
    const std::vector<HouseOption>& options() const { return m_options; }
    const HouseOption* find(const std::string& id) const;
    // Moves an option by `delta` values (wrapping), or sets it to value index `index`.
    void step(const std::string& id, int delta);
    void choose(const std::string& id, int index);

    // The name the rule set is saved under (the player types it).
    std::string name;

    // The rule set these choices make (not validated: see validateRules).
    core::Rules rules() const;
    // Empty when the rules are usable, else the validation's message.
    std::string problem() const;
    // True when nothing differs from the base rule set but perhaps the name.
    bool unchanged() const;

private:
    void refreshEnabled();
    HouseOption& option(HouseOptionKind kind);
    const HouseOption& option(HouseOptionKind kind) const;

    core::Rules m_base;
    std::vector<HouseOption> m_options;
};

// The standard values an option offers, for the docs and the tests.
std::vector<int> standardValues(HouseOptionKind kind);

// A roll that shows what an option does: a first roll of the turn for the dice, the
// combination for a scoring option (empty for options that are not about a roll).
std::vector<core::Face> exampleRoll(HouseOptionKind kind, const core::Rules& rules);

} // namespace greed::app
