// libFuzzer target: the rule-file validator's "can this game end" check (core/reach.hpp). The
// bytes build a rule set directly (dice, faces, singles, kinds with penalties and multipliers,
// combos, entry, bank minimum, busts in a row), so nearly every input reaches the check. Its
// claims are then tested against the scorer and the game:
// - no throw scores more than the check's best throw (nor a first throw more than its best
//   first throw), and a rule set refused as "no throw scores" has no throw that scores;
// - a rule set the validator accepts plays, seeded from the input, without a score past the
//   saturation limit and never past the roll limit.
#include "core/game.hpp"
#include "core/reach.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace greed;

namespace {

class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : m_data(data), m_size(size) {}
    // The next byte (0 once the input is used up).
    int next() { return m_at < m_size ? m_data[m_at++] : 0; }
    // A value in [low, high].
    int pick(int low, int high) { return low + next() % (high - low + 1); }
    // Points from a small, often interesting set, scaled by a byte.
    int points() {
        static const int kScales[] = {1, 10, 50, 100, 1000, 100000, 1000000};
        return pick(1, 20) * kScales[next() % 7];
    }
    bool more() const { return m_at < m_size; }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};

core::Rules rulesFrom(Bytes& in) {
    core::Rules r;
    r.id = "fuzz";
    r.diceCount = in.pick(1, 10);
    r.faceCount = in.pick(2, 20);
    for (int f = 1; f <= r.faceCount; ++f) {
        r.faceLabels.push_back(std::to_string(f));
    }
    const int singles = in.pick(0, 3);
    for (int i = 0; i < singles; ++i) {
        r.singles.push_back({in.pick(1, r.faceCount), in.points()});
    }
    const int kinds = in.pick(0, 4);
    for (int i = 0; i < kinds; ++i) {
        core::KindScore kind;
        kind.face = in.pick(0, r.faceCount);
        kind.count = in.pick(2, std::max(2, r.diceCount));
        const int how = in.next() % 3;
        if (how == 0) {
            kind.multiplier = in.pick(1, 4);
        } else {
            kind.points = how == 1 ? in.points() : -in.points();
        }
        r.kinds.push_back(kind);
    }
    if (in.next() % 4 == 0) {
        core::ComboScore combo;
        combo.name = "combo";
        combo.kind = core::ComboScore::Kind::Groups;
        combo.groups = in.pick(1, 3);
        combo.size = in.pick(1, 3);
        combo.points = in.points();
        r.combos.push_back(combo);
    }
    r.rerollPolicy = in.next() % 4 == 0 ? core::RerollPolicy::All : core::RerollPolicy::Remaining;
    r.entryRule = static_cast<core::EntryRule>(in.pick(0, 3));
    r.entryMinimum = r.entryRule == core::EntryRule::None ? 0 : in.points();
    r.bankMinimum = in.next() % 2 == 0 ? 0 : in.points();
    r.target = in.points();
    if (in.next() % 3 == 0) {
        r.bustStreak = {in.pick(1, 3), in.points()};
    }
    r.minPlayers = 1;
    r.maxPlayers = 2;
    return r;
}

// A throw of `dice` dice with faces from the input.
core::Counts throwFrom(Bytes& in, const core::Rules& rules, int dice) {
    core::Counts counts(static_cast<std::size_t>(rules.faceCount), 0);
    for (int d = 0; d < dice; ++d) {
        ++counts[static_cast<std::size_t>(in.pick(1, rules.faceCount) - 1)];
    }
    return counts;
}

void checkThrows(Bytes& in, const core::Rules& rules, const core::ReachFacts& facts,
                 bool refusedAsScoreless) {
    const core::Scorer scorer(rules);
    for (int i = 0; i < 16 && in.more(); ++i) {
        // Throws of fewer dice happen only when dice are set aside (the check ignores them
        // when every throw throws every die).
        const int fewest = rules.rerollPolicy == core::RerollPolicy::All ? rules.diceCount : 1;
        const int dice = in.pick(fewest, rules.diceCount);
        const core::ScoreResult result = scorer.bestCounts(throwFrom(in, rules, dice));
        if (result.penalty || result.points <= 0) {
            continue;
        }
        const std::int64_t bound = dice == rules.diceCount ? facts.bestFirst : facts.bestThrow;
        if (refusedAsScoreless || result.points > bound) {
            std::abort(); // the check claimed less than a throw scores
        }
    }
}

// Two players who bank as soon as they may, dice from the input's seed.
void play(const core::Rules& rules, std::uint64_t seed) {
    core::Game game(rules);
    game.addPlayer({"A", core::PlayerKind::Computer, ""});
    game.addPlayer({"B", core::PlayerKind::Computer, ""});
    game.start(0);
    core::Driver driver(seed);
    for (int step = 0; step < 1000 && game.phase() != core::Phase::GameOver; ++step) {
        const auto actions = game.legalActions();
        const core::Action action = game.canBank() ? core::Action::bank() : actions.front();
        if (!driver.apply(game, action).ok) {
            std::abort(); // a listed action was refused
        }
        for (const auto& player : game.players()) {
            if (player.score > core::kScoreLimit || player.score < -core::kScoreLimit) {
                std::abort();
            }
        }
        if (game.rollsPlayed() > core::kRollLimit || game.turnTotal() > core::kScoreLimit) {
            std::abort();
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const core::Rules rules = rulesFrom(in);
    std::string refusal;
    try {
        core::validateRules(rules, "fuzz");
    } catch (const core::RulesError& error) {
        refusal = error.what();
    }
    const bool endless = refusal.find("no game could end") != std::string::npos;
    if (!refusal.empty() && !endless) {
        return 0; // refused for another fault: the check never saw a sound rule set
    }
    const core::ReachFacts facts = core::reachFacts(rules);
    if (facts.bestFirst > facts.bestThrow || facts.scoringChance < 0.0 ||
        facts.scoringChance > 1.0 || facts.reachChance < 0.0 || facts.reachChance > 1.0) {
        std::abort();
    }
    // The check and the validator agree: refused exactly when the check finds a fault.
    if (endless != core::endlessFault(rules).has_value()) {
        std::abort();
    }
    checkThrows(in, rules, facts, endless && facts.bestThrow <= 0);
    if (!endless) {
        play(rules, static_cast<std::uint64_t>(in.next()) * 2654435761ULL + size);
    }
    return 0;
}
