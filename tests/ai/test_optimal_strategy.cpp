// The Professor (OptimalStrategy) against its own solution: on states sampled from real play,
// its decision is the one the two-player solution rates best.
#include "ai/expected_policy.hpp"
#include "ai/factory.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/personality.hpp"
#include "ai/turn_dp.hpp"
#include "ai/win_solver.hpp"

#include "core/game.hpp"
#include "core/rules_io.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace greed;

namespace {

// Two actions whose winning chances differ by less than this are both optimal.
constexpr double kTie = 1e-12;

// Indices (into the keep options, or 0 = bank / 1 = roll) the values rate best within kTie.
std::vector<size_t> bestWithin(const std::vector<double>& values) {
    const double best = *std::max_element(values.begin(), values.end());
    std::vector<size_t> picks;
    for (size_t i = 0; i < values.size(); ++i) {
        if (values[i] >= best - kTie) {
            picks.push_back(i);
        }
    }
    return picks;
}

// A decision state of a two-player game and what the solution says about it.
struct Reference {
    std::vector<double> values; // per keep option, or {bank, roll}
    std::vector<size_t> best;   // the optimal indices (several when they tie)
    size_t expected = 0;        // what max expected points would choose
};

// Where the Professor's tables must come from, computed here from the game alone: the
// solution's turn for the player to move, or a last-turn chase in a final round.
class SolvedValues {
public:
    SolvedValues(std::shared_ptr<const ai::WinSolution> solution,
                 std::shared_ptr<const ai::ExpectedPolicy> expected)
        : m_solution(std::move(solution)), m_expected(std::move(expected)),
          m_dp(m_solution->model()) {}

    // Fills the turn's values for the player to move; false when the solution does not
    // cover the position (not two players in the game).
    bool prepare(const core::Game& game) {
        const ai::TurnModel& m = m_solution->model();
        const int me = game.currentPlayer();
        const auto& self = game.players()[static_cast<size_t>(me)];
        const auto& other = game.players()[static_cast<size_t>(1 - me)];
        m_entered = self.entered;
        if (game.inFinalRound()) {
            // The other player has reached the target: win by ending above their score.
            const int gap = std::max(0, (other.score - self.score) / m.unit());
            ai::prepareChase(m_dp, gap, self.entered);
            return true;
        }
        // Seat 0 began the game (it matters when turns are counted equal).
        const int seat = me == game.firstPlayer() ? 0 : 1;
        m_solution->prepareTurn(m_dp, seat, self.score, self.entered, other.score, other.entered);
        checkAgainstTable(game, seat, self, other);
        return true;
    }

    Reference keep(const core::Game& game) const {
        const ai::TurnModel& m = m_solution->model();
        const int thrown = static_cast<int>(game.lastRoll().size());
        const int t = game.turnTotal() / m.unit();
        Reference r;
        std::vector<double> points;
        for (const auto& option : game.keepOptions()) {
            const ai::KeepChoice c{option.points / m.unit(),
                                   m.nextDice(thrown, static_cast<int>(option.faces.size()))};
            r.values.push_back(m_dp.choiceValue(t, c));
            points.push_back(m_expected->dp(m_entered).choiceValue(t, c));
        }
        r.best = bestWithin(r.values);
        r.expected = bestWithin(points).front();
        return r;
    }

    Reference bankOrRoll(const core::Game& game) const {
        const int t = game.turnTotal() / m_solution->model().unit();
        const int dice = game.diceToThrow();
        Reference r;
        r.values = {m_dp.bankValue(t), m_dp.rollValue(t, dice)};
        r.best = bestWithin(r.values);
        r.expected = m_expected->dp(m_entered).shouldBank(t, dice) ? 0 : 1;
        return r;
    }

    int tableChecks = 0; // values compared with the turn-start table

private:
    // The turn's values must rest on the solution's table of turn-start chances: banking
    // hands the other player a turn at the new scores, and at the turn's start the turn is
    // worth what the table says (the solver's fixed point).
    void checkAgainstTable(const core::Game& game, int seat, const core::PlayerState& self,
                           const core::PlayerState& other) {
        const int u = m_solution->model().unit();
        if (game.turnTotal() == 0 && game.phase() == core::Phase::AwaitRoll) {
            CHECK(m_dp.start() == Approx(m_solution->turnStartValue(seat, self.score, self.entered,
                                                                    other.score, other.entered))
                                      .margin(1e-9));
            ++tableChecks;
        }
        const int banked = self.score + game.turnTotal();
        if (game.canBank() && banked < game.rules().target) {
            CHECK(m_dp.bankValue(game.turnTotal() / u) ==
                  Approx(1.0 - m_solution->turnStartValue(1 - seat, other.score, other.entered,
                                                          banked, true))
                      .margin(1e-12));
            ++tableChecks;
        }
    }

    std::shared_ptr<const ai::WinSolution> m_solution;
    std::shared_ptr<const ai::ExpectedPolicy> m_expected;
    ai::TurnDp m_dp;
    bool m_entered = true;
};

// The option of `options` that `action` keeps (options.size() when none).
size_t keptOption(const core::Game& game, const core::Action& action) {
    for (size_t i = 0; i < game.keepOptions().size(); ++i) {
        std::vector<core::Face> kept;
        for (int index : action.dice) {
            kept.push_back(game.lastRoll()[static_cast<size_t>(index)]);
        }
        std::sort(kept.begin(), kept.end());
        if (kept == game.keepOptions()[i].faces) {
            return i;
        }
    }
    return game.keepOptions().size();
}

struct Tally {
    int states = 0;      // decisions compared
    int keeps = 0;       // of which keep choices
    int finalRound = 0;  // of which last turns in a final round
    int differ = 0;      // the Professor chose an action the solution rates worse
    int informative = 0; // states where max expected points plays a worse action
};

// Plays `games` seeded games of the Professor against each heuristic personality in turn
// (first seat alternating) and, at every decision with a real choice, by either player,
// asks the Professor and compares its answer with the solution's. The Professor's answers
// are its moves; the opponent plays its own.
Tally compareOnPlay(const core::Rules& rules, int games, std::uint64_t seed) {
    ai::StrategyOptions options;
    options.dataDir = test::scratchDataDir();
    options.takeLateSolution = false;
    auto professor = ai::makeStrategy("professor", rules, options);
    const auto* optimal = dynamic_cast<const ai::OptimalStrategy*>(professor.get());
    REQUIRE(optimal != nullptr);
    REQUIRE(optimal->hasSolution());

    // Solved again here, not read from the cache the Professor used.
    auto model = std::make_shared<const ai::TurnModel>(rules);
    SolvedValues solved(ai::WinSolution::solve(model, {}),
                        std::make_shared<const ai::ExpectedPolicy>(model));

    std::vector<std::string> opponents;
    for (const auto& p : ai::defaultPersonalities()) {
        if (!ai::playsSolution(p.id, options)) {
            opponents.push_back(p.id);
        }
    }
    Tally tally;
    core::Rng minds(seed);
    for (int g = 0; g < games; ++g) {
        const std::string& id = opponents[static_cast<size_t>(g) % opponents.size()];
        auto opponent = ai::makeStrategy(id, rules, options);
        core::Driver driver(seed * 1000 + static_cast<std::uint64_t>(g));
        core::Game game(rules);
        game.addPlayer({"Professor", core::PlayerKind::Computer, "professor"});
        game.addPlayer({id, core::PlayerKind::Computer, id});
        game.start(g % 2);
        for (int move = 0; move < 20000 && game.phase() != core::Phase::GameOver; ++move) {
            const bool keep = game.phase() == core::Phase::ChooseKeep;
            const bool choice = keep ? game.keepOptions().size() > 1
                                     : game.phase() == core::Phase::AwaitDecision && game.canBank();
            core::Action answer = professor->decide(game, minds);
            if (game.phase() == core::Phase::AwaitRoll && game.turnTotal() == 0) {
                solved.prepare(game); // a turn's start: its value against the table
            }
            if (choice && solved.prepare(game)) {
                INFO(rules.id << " game " << g << " vs " << id << " move " << move << ": scores "
                              << game.players()[0].score << "/" << game.players()[1].score
                              << ", player " << game.currentPlayer() << ", turn total "
                              << game.turnTotal() << ", dice " << game.diceToThrow());
                const Reference ref = keep ? solved.keep(game) : solved.bankOrRoll(game);
                const size_t chosen = keep ? keptOption(game, answer)
                                           : (answer.type == core::ActionType::Bank ? 0 : 1);
                const bool optimalChoice =
                    std::find(ref.best.begin(), ref.best.end(), chosen) != ref.best.end();
                if (!optimalChoice) {
                    ++tally.differ;
                    CAPTURE(chosen, ref.values);
                    CHECK(optimalChoice);
                }
                ++tally.states;
                tally.finalRound += game.inFinalRound() ? 1 : 0;
                tally.keeps += keep ? 1 : 0;
                const bool expectedIsOptimal =
                    std::find(ref.best.begin(), ref.best.end(), ref.expected) != ref.best.end();
                tally.informative += expectedIsOptimal ? 0 : 1;
            }
            if (game.currentPlayer() != 0) {
                answer = opponent->decide(game, minds);
            }
            REQUIRE(driver.apply(game, answer).ok);
        }
        REQUIRE(game.phase() == core::Phase::GameOver);
    }
    WARN(rules.id << ": " << tally.states << " decisions compared (" << tally.keeps << " keeps, "
                  << tally.finalRound << " in a final round), " << tally.informative
                  << " where max expected points plays worse, " << solved.tableChecks
                  << " values checked against the solution's table");
    return tally;
}

core::Rules withTarget(const std::string& preset, int target) {
    core::Rules rules = core::loadPreset(preset);
    rules.id = preset + "-" + std::to_string(target);
    rules.target = target;
    return rules;
}

// Pig as a rule file: one die, a 1 loses the turn, the other faces score their number.
core::Rules pig() {
    core::Rules rules =
        test::singlesRules(1, 6, {0, 2, 3, 4, 5, 6}, 100, core::EndPolicy::Immediate);
    rules.id = "pig";
    return rules;
}

} // namespace

TEST_CASE("the Professor plays the solved policy", "[strategies]") {
    // Rule sets the two-player solver finishes in well under a second: greed itself (dice
    // set aside automatically, a final round), zehntausend and farkle to 2000 (choose what to
    // keep; immediate end and a final round) and Pig as a rule file (one die, 1 busts).
    const std::vector<core::Rules> sets{core::loadPreset("greed"), withTarget("zehntausend", 2000),
                                        withTarget("farkle", 2000), pig()};
    for (const auto& rules : sets) {
        INFO(rules.id);
        const Tally tally = compareOnPlay(rules, 24, 5);
        CHECK(tally.differ == 0);
        // Enough states, and enough where a player maximising expected points would go
        // wrong: a Professor that fell back to that policy must fail here.
        CHECK(tally.states >= 300);
        CHECK(tally.informative >= 10);
        if (rules.keepPolicy == core::KeepPolicy::Choose) {
            CHECK(tally.keeps >= 100);
        }
    }
}
