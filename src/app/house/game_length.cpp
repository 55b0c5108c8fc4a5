// The simulation behind the House rules screen's estimate of how long a game runs.
#include "app/house/game_length.hpp"

#include "ai/expected_policy.hpp"
#include "ai/factory.hpp"
#include "core/game.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <memory>
#include <vector>

namespace greed::app {

namespace {

// One game to its end (the target, or the roll limit); the end is certain (core/limits.hpp), and
// a move a player gets wrong is replaced by a legal one rather than tried again.
core::Game playOne(const core::Scorer& scorer,
                   const std::vector<std::unique_ptr<ai::Strategy>>& players, int game) {
    core::Game g(scorer);
    g.setDetailedEvents(false);
    for (int p = 0; p < kLengthPlayers; ++p) {
        g.addPlayer({"P" + std::to_string(p + 1), core::PlayerKind::Computer, "steady"});
    }
    g.start(game % kLengthPlayers);
    core::Driver dice(0x5eed0000ULL + static_cast<std::uint64_t>(game));
    core::Rng minds(0x3141ULL + static_cast<std::uint64_t>(game));
    while (g.phase() != core::Phase::GameOver) {
        const auto& player = players[static_cast<std::size_t>(g.currentPlayer())];
        if (!dice.apply(g, player->decide(g, minds)).ok) {
            dice.apply(g, g.legalActions().front());
        }
    }
    return g;
}

} // namespace

GameLength estimateGameLength(const core::Rules& rules) {
    GameLength length;
    if (!ai::computerPlayRefusal(rules).empty()) {
        return length;
    }
    const core::Scorer scorer(rules);
    std::vector<std::unique_ptr<ai::Strategy>> players;
    for (int p = 0; p < kLengthPlayers; ++p) {
        players.push_back(ai::makeStrategy("steady", rules));
    }
    bool endless = false;
    long long turns = 0;
    long long rolls = 0;
    int games = 0;
    // One game at the roll limit settles it: no need to play the others that far too.
    while (games < kLengthGames && !endless) {
        const core::Game g = playOne(scorer, players, games++);
        endless = g.endedByRollLimit();
        turns += g.turnsPlayed();
        rolls += g.rollsPlayed();
    }
    length.turnsEach = static_cast<int>(turns / (games * kLengthPlayers));
    length.rolls = static_cast<int>(rolls / games);
    length.verdict = endless                             ? GameLength::Verdict::Endless
                     : length.turnsEach > kLongGameTurns ? GameLength::Verdict::Long
                                                         : GameLength::Verdict::Usual;
    return length;
}

using i18n::trf;
using i18n::trnf;

std::string gameLengthWords(const GameLength& length) {
    using V = GameLength::Verdict;
    const auto turns = static_cast<unsigned long>(length.turnsEach);
    switch (length.verdict) {
    case V::Usual:
        // TRANSLATORS: house rules: an estimate from simulated games of two computer players.
        return trnf("A game of two takes about {0} turn each.",
                    "A game of two takes about {0} turns each.", turns,
                    i18n::formatNumber(length.turnsEach));
    case V::Long:
        // TRANSLATORS: house rules: a warning before saving; {0} turns each player would take.
        return trnf("Very long games: two players take about {0} turn each.",
                    "Very long games: two players take about {0} turns each.", turns,
                    i18n::formatNumber(length.turnsEach));
    case V::Endless:
        // TRANSLATORS: house rules: a warning before saving; {0} the roll limit (20,000).
        return trf("Games may never reach the target: they would stop at the limit of {0} rolls.",
                   i18n::formatNumber(core::kRollLimit));
    case V::Unknown:
        break;
    }
    return "";
}

} // namespace greed::app
