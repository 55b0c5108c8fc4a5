// Property tests (OpenSpiel RandomSimTest style): many seeded games of random legal actions per
// rule set, checking the invariants of score, history and game end after every step, that
// random illegal actions are refused without effect, that save/load mid-game is exact, and that
// players joining and leaving mid-game keep all of it.
#include "helpers.hpp"

#include "core/save.hpp"

#include <cstdlib>
#include <optional>
#include <set>
#include <sstream>

using namespace greed;
using namespace greed::test;
using core::ActionType;
using core::Rng;
using core::TurnEnd;

namespace {

constexpr int kStepCap = 200000;

int gameCount(int fallback) {
    if (const char* env = std::getenv("GREED_PROPERTY_GAMES"); env != nullptr && *env != '\0') {
        return std::max(1, std::atoi(env));
    }
    return fallback;
}

struct Variant {
    std::string label;
    Rules rules;
    int players;
};

std::vector<Variant> variants() {
    std::vector<Variant> all;
    for (const auto& name : core::presetNames()) {
        all.push_back({name, core::loadPreset(name), 3});
    }
    Rules z = core::loadPreset("zehntausend");
    z.adoptPoints = true;
    all.push_back({"zehntausend+adopt", z, 3});
    Rules g = core::loadPreset("greed");
    g.tieBreak = true;
    g.target = 1000; // short games, many ties
    all.push_back({"greed+tiebreak", g, 4});
    Rules c = core::loadPreset("cubilete");
    c.tieBreak = true;
    c.target = 1500;
    all.push_back({"cubilete+tiebreak", c, 2});
    all.push_back({"custom-11", core::loadRulesFile(fixturePath("rules/custom-11.json")), 2});
    all.push_back({"tiny", core::loadRulesFile(fixturePath("rules/tiny.json")), 5});
    return all;
}

bool listed(const std::vector<Action>& actions, ActionType type) {
    return std::any_of(actions.begin(), actions.end(),
                       [type](const Action& a) { return a.type == type; });
}

// An action the rules do not allow now (never Restart, which is always allowed).
Action illegalAction(const Game& game, Rng& rng) {
    const auto legal = game.legalActions();
    const int faces = game.rules().faceCount;
    std::vector<Action> candidates;
    if (!listed(legal, ActionType::Bank)) {
        candidates.push_back(Action::bank());
    }
    if (!listed(legal, ActionType::Adopt)) {
        candidates.push_back(Action::adopt());
        candidates.push_back(Action::decline());
    }
    const int dice = std::max(1, game.diceToThrow());
    if (!listed(legal, ActionType::Roll)) {
        candidates.push_back(Action::roll(rng.roll(dice, faces)));
    } else {
        candidates.push_back(Action::roll(rng.roll(dice + 1, faces)));
        if (dice > 1) {
            candidates.push_back(Action::roll(rng.roll(dice - 1, faces)));
        }
        auto outside = rng.roll(dice, faces);
        outside[rng.below(outside.size())] = rng.below(2) ? faces + 1 : 0;
        candidates.push_back(Action::roll(outside));
    }
    const auto& last = game.lastRoll();
    if (game.phase() != Phase::ChooseKeep) {
        candidates.push_back(Action::keep({0}));
    } else {
        // A random index set whose faces are not a keep option, or invalid indices.
        std::set<std::vector<Face>> options;
        for (const auto& option : game.keepOptions()) {
            options.insert(option.faces);
        }
        for (int attempt = 0; attempt < 20; ++attempt) {
            std::vector<int> indices;
            std::vector<Face> kept;
            for (size_t i = 0; i < last.size(); ++i) {
                if (rng.below(2)) {
                    indices.push_back(static_cast<int>(i));
                    kept.push_back(last[i]);
                }
            }
            std::sort(kept.begin(), kept.end());
            if (!options.count(kept)) {
                candidates.push_back(Action::keep(indices));
                break;
            }
        }
        candidates.push_back(Action::keep({static_cast<int>(last.size())}));
        if (!last.empty()) {
            candidates.push_back(Action::keep({0, 0}));
        }
    }
    return candidates[rng.below(candidates.size())];
}

// What an action could change, cheaply.
std::vector<int> fingerprint(const Game& game) {
    std::vector<int> print = {static_cast<int>(game.phase()),
                              game.currentPlayer(),
                              game.turnTotal(),
                              game.diceToThrow(),
                              game.rollsThisTurn(),
                              game.adoptablePoints(),
                              static_cast<int>(game.keepOptions().size())};
    print.insert(print.end(), game.lastRoll().begin(), game.lastRoll().end());
    print.insert(print.end(), game.setAside().begin(), game.setAside().end());
    for (const auto& player : game.players()) {
        print.push_back(player.score);
        print.push_back(static_cast<int>(player.history.size()));
        print.push_back(player.entered ? 1 : 0);
    }
    return print;
}

size_t regularTurns(const core::PlayerState& player) {
    return static_cast<size_t>(
        std::count_if(player.history.begin(), player.history.end(),
                      [](const core::TurnRecord& t) { return !t.tieBreak; }));
}

// The score and history invariants of one player; returns what is wrong, or "" when all hold.
// (Plain checks, not REQUIREs: this runs after every step of thousands of games.)
std::string playerProblem(const Game& game, int p) {
    const auto& player = game.players()[static_cast<size_t>(p)];
    std::ostringstream problem;
    int sum = 0;
    for (size_t t = 0; t < player.history.size(); ++t) {
        const auto& turn = player.history[t];
        problem << "player " << p << " turn " << t + 1 << " (" << core::toString(turn.end) << "): ";
        if (turn.turn != static_cast<int>(t) + 1) {
            return problem.str() + "turn number " + std::to_string(turn.turn);
        }
        sum += turn.delta;
        if (turn.scoreAfter != sum) {
            return problem.str() + "scoreAfter " + std::to_string(turn.scoreAfter) +
                   " but the deltas sum to " + std::to_string(sum);
        }
        if (turn.rolls.empty() && turn.end != TurnEnd::Left) {
            return problem.str() + "a turn without rolls";
        }
        switch (turn.end) {
        case TurnEnd::Banked:
            if (turn.delta != turn.turnTotal || turn.delta <= 0) {
                return problem.str() + "banked delta " + std::to_string(turn.delta) +
                       " turn total " + std::to_string(turn.turnTotal);
            }
            break;
        case TurnEnd::Penalty:
            if (turn.delta >= 0 || turn.delta != turn.rolls.back().points) {
                return problem.str() + "penalty delta " + std::to_string(turn.delta);
            }
            break;
        case TurnEnd::Bust:
        case TurnEnd::EntryFailed:
        case TurnEnd::Left:
            if (turn.delta != 0) {
                return problem.str() + "delta " + std::to_string(turn.delta);
            }
            break;
        }
        int rolled = turn.adopted;
        for (const auto& r : turn.rolls) {
            for (Face f : r.faces) {
                if (f < 1 || f > game.rules().faceCount) {
                    return problem.str() + "face " + std::to_string(f);
                }
            }
            rolled += r.points > 0 ? r.points : 0;
        }
        if (turn.end == TurnEnd::Banked && rolled != turn.turnTotal) {
            return problem.str() + "rolls scored " + std::to_string(rolled) + " but banked " +
                   std::to_string(turn.turnTotal);
        }
        problem.str("");
    }
    if (sum != player.score) {
        return "player " + std::to_string(p) + ": score " + std::to_string(player.score) +
               " but the turns sum to " + std::to_string(sum);
    }
    if (!game.rules().hasPenalties() && player.score < 0) {
        return "player " + std::to_string(p) + ": negative score without penalties";
    }
    return "";
}

void checkPlayers(const Game& game, const std::vector<size_t>& before) {
    for (int p = 0; p < game.playerCount(); ++p) {
        const auto& player = game.players()[static_cast<size_t>(p)];
        // Histories only grow: re-check a player whose history changed, or all at the end.
        if (!before.empty() && player.history.size() == before[static_cast<size_t>(p)]) {
            if (player.history.empty() ? player.score != 0
                                       : player.score != player.history.back().scoreAfter) {
                FAIL("player " << p << ": score changed outside a turn end");
            }
            continue;
        }
        const auto problem = playerProblem(game, p);
        if (!problem.empty()) {
            FAIL(problem);
        }
    }
}

struct GameRun {
    bool triggered = false;
    int trigger = -1;
    std::vector<size_t> turnsAtTrigger;
    bool tieBreak = false;
    bool someoneLeft = false;
    bool someoneJoined = false;
    std::vector<core::Event> lastEvents;
};

void checkEnd(const Game& game, const GameRun& run) {
    const auto& rules = game.rules();
    const auto& players = game.players();
    const auto winners = game.winners();
    REQUIRE_FALSE(winners.empty());
    for (int w : winners) {
        REQUIRE_FALSE(players[static_cast<size_t>(w)].left);
    }
    // The winners are exactly the players at the top.
    CHECK(winners == game.leaders());
    if (rules.tieBreak) {
        CHECK(winners.size() == 1);
    }
    if (run.someoneLeft && game.activePlayerCount() <= 1) {
        return; // ended because the table emptied
    }
    switch (rules.endPolicy) {
    case core::EndPolicy::Immediate: {
        REQUIRE(winners.size() == 1);
        const int w = winners.front();
        CHECK(players[static_cast<size_t>(w)].score >= rules.target);
        const auto banked =
            std::find_if(run.lastEvents.begin(), run.lastEvents.end(),
                         [](const core::Event& e) { return e.type == EventType::Banked; });
        REQUIRE(banked != run.lastEvents.end());
        CHECK(banked->player == w);
        for (int p = 0; p < game.playerCount(); ++p) {
            if (p != w) {
                CHECK(players[static_cast<size_t>(p)].score < rules.target);
            }
        }
        break;
    }
    case core::EndPolicy::FinalRound: {
        REQUIRE(run.triggered);
        const auto& trigger = players[static_cast<size_t>(run.trigger)];
        // The trigger plays no more regular turns; every other player exactly one more.
        CHECK(regularTurns(trigger) == run.turnsAtTrigger[static_cast<size_t>(run.trigger)]);
        for (int p = 0; p < game.playerCount(); ++p) {
            const auto& player = players[static_cast<size_t>(p)];
            if (p == run.trigger || player.left) {
                continue;
            }
            INFO("player " << p);
            CHECK(regularTurns(player) == run.turnsAtTrigger[static_cast<size_t>(p)] + 1);
        }
        if (!run.tieBreak) {
            CHECK(trigger.score >= rules.target);
        }
        break;
    }
    case core::EndPolicy::EqualTurns: {
        REQUIRE(run.triggered);
        // Everyone there from the start has had the same number of turns; a late joiner has had
        // no more (they are not owed the turns they missed).
        std::set<size_t> counts;
        size_t most = 0;
        for (const auto& player : players) {
            most = std::max(most, regularTurns(player));
            if (!player.left && player.joinedAtTurn == 0) {
                counts.insert(regularTurns(player));
            }
        }
        CHECK(counts.size() <= 1);
        if (!counts.empty()) {
            CHECK(*counts.begin() == most);
        }
        if (!run.tieBreak) {
            CHECK(players[static_cast<size_t>(run.trigger)].score >= rules.target);
        }
        break;
    }
    }
}

// Plays one seeded game of random legal actions and checks everything after each step.
void playRandomGame(const Variant& variant, const Game& fresh, std::uint64_t seed) {
    INFO(variant.label << " seed " << seed);
    Game game = fresh; // copies share the scorer's table, built once per rule set
    core::Driver driver(seed);
    Rng choices(seed * 7919 + 1);
    GameRun run;
    // Loading builds a new scorer table: round-trip every fourth game, not all of them.
    const bool saveRoundTrip = seed % 4 == 0;
    const int saveAt = saveRoundTrip ? static_cast<int>(choices.below(300)) : -1;
    const bool mayLeave = choices.below(8) == 0;
    // Joins draw from their own stream, so the games without them stay as they were.
    Rng joins(seed * 104729 + 3);
    const bool mayJoin = joins.below(6) == 0;
    int step = 0;
    for (; step < kStepCap && game.phase() != Phase::GameOver; ++step) {
        // Messages are built only on failure: INFO would format them on every step.
        const auto where = [&] {
            return variant.label + " seed " + std::to_string(seed) + " step " +
                   std::to_string(step) + " phase " + core::toString(game.phase());
        };
        const auto legal = game.legalActions();
        REQUIRE_FALSE(legal.empty());
        REQUIRE_FALSE(game.players()[static_cast<size_t>(game.currentPlayer())].left);

        // A random illegal action is refused and changes nothing (a full comparison every
        // 32nd step, a cheap fingerprint otherwise: copies of long games are not free).
        {
            const bool full = step % 32 == 0;
            std::optional<Game> before;
            if (full) {
                before = game;
            }
            const auto print = fingerprint(game);
            const auto bad = illegalAction(game, choices);
            const auto refused = game.apply(bad);
            if (refused.ok || refused.error.empty() || !refused.events.empty() ||
                fingerprint(game) != print || (full && game != *before)) {
                FAIL(where() << ": illegal " << core::toString(bad.type) << " ["
                             << facesText(bad.dice)
                             << "] accepted or changed the game: " << eventsText(refused));
            }
        }

        if (step == saveAt) {
            Game loaded = core::loadGameText(core::saveGameText(game), "mid-game");
            REQUIRE(loaded == game);
            game = loaded; // play on from the loaded copy
        }

        if (mayJoin && joins.below(40) == 0) {
            const bool allowed = game.endTriggeredBy() < 0 && !game.inTieBreak() &&
                                 game.activePlayerCount() < game.rules().maxPlayers;
            const int turns = game.turnsPlayed();
            const auto joined = game.join(
                {"J" + std::to_string(game.playerCount()), core::PlayerKind::Computer, ""});
            if (joined.ok != allowed) {
                FAIL(where() << ": join " << (joined.ok ? "accepted" : "refused: " + joined.error));
            }
            if (joined.ok) {
                run.someoneJoined = true;
                const auto& newcomer = game.players().back();
                REQUIRE(joined.events.size() == 1);
                REQUIRE(joined.events.front().type == EventType::PlayerJoined);
                REQUIRE(joined.events.front().player == game.playerCount() - 1);
                REQUIRE(newcomer.score == 0);
                REQUIRE(newcomer.history.empty());
                REQUIRE(newcomer.joinedAtTurn == turns);
                REQUIRE(newcomer.entered == (game.rules().entryRule == core::EntryRule::None));
                REQUIRE(game.turnsPlayed() == turns);
            }
        }

        std::vector<size_t> before;
        for (const auto& player : game.players()) {
            before.push_back(player.history.size());
        }
        core::Outcome outcome;
        if (mayLeave && game.activePlayerCount() > 2 && choices.below(200) == 0) {
            int who =
                static_cast<int>(choices.below(static_cast<std::uint64_t>(game.playerCount())));
            while (game.players()[static_cast<size_t>(who)].left) {
                who = (who + 1) % game.playerCount();
            }
            const int turns = game.turnsPlayed();
            const bool theirTurn = who == game.currentPlayer();
            outcome = game.leave(who);
            run.someoneLeft = true;
            REQUIRE(game.players()[static_cast<size_t>(who)].leftAtTurn ==
                    turns + (theirTurn ? 1 : 0));
        } else {
            outcome = driver.apply(game, legal[choices.below(legal.size())]);
        }
        if (!outcome.ok) {
            FAIL(where() << ": a legal action was refused: " << outcome.error);
        }
        run.lastEvents = outcome.events;

        // Every turn that ended is in the history with the right ending.
        size_t ended = 0;
        for (const auto& event : outcome.events) {
            TurnEnd end = TurnEnd::Banked;
            switch (event.type) {
            case EventType::Banked:
                end = TurnEnd::Banked;
                break;
            case EventType::Bust:
                end = TurnEnd::Bust;
                break;
            case EventType::Penalty:
                end = TurnEnd::Penalty;
                break;
            case EventType::EntryFailed:
                end = TurnEnd::EntryFailed;
                break;
            case EventType::FinalRoundStarted:
                REQUIRE_FALSE(run.triggered);
                run.triggered = true;
                run.trigger = event.player;
                for (const auto& player : game.players()) {
                    run.turnsAtTrigger.push_back(regularTurns(player));
                }
                continue;
            case EventType::TieBreakStarted:
                run.tieBreak = true;
                REQUIRE(event.players.size() >= 2);
                continue;
            default:
                continue;
            }
            ++ended;
            const auto& history = game.players()[static_cast<size_t>(event.player)].history;
            REQUIRE(history.size() == before[static_cast<size_t>(event.player)] + 1);
            REQUIRE(history.back().end == end);
            REQUIRE(history.back().scoreAfter ==
                    game.players()[static_cast<size_t>(event.player)].score);
        }
        size_t grown = 0;
        for (int p = 0; p < game.playerCount(); ++p) {
            grown += game.players()[static_cast<size_t>(p)].history.size() -
                     before[static_cast<size_t>(p)];
        }
        const bool leftMidTurn = hasEvent(outcome, EventType::PlayerLeft) && grown == ended + 1;
        REQUIRE((grown == ended || leftMidTurn));
        checkPlayers(game, before);
        if (game.phase() != Phase::GameOver && run.triggered) {
            REQUIRE(game.endTriggeredBy() == run.trigger);
        }
    }
    REQUIRE(step < kStepCap);
    REQUIRE(game.phase() == Phase::GameOver);
    CHECK(game.legalActions().empty());
    checkPlayers(game, {});
    checkEnd(game, run);
    if (saveRoundTrip) {
        CHECK(core::loadGameText(core::saveGameText(game), "end") == game);
    }
}

void runProperties(int games, std::uint64_t seedBase) {
    for (const auto& variant : variants()) {
        const Game fresh = startedGame(variant.rules, variant.players);
        for (int i = 0; i < games; ++i) {
            playRandomGame(variant, fresh, seedBase + static_cast<std::uint64_t>(i));
        }
    }
}

} // namespace

TEST_CASE("Properties: random legal play keeps every invariant", "[properties]") {
    runProperties(gameCount(20), 1000);
}

TEST_CASE("Properties: many more random games", "[properties][slow]") {
    runProperties(gameCount(1500), 500000);
}
