// The log lines of the table's events, and the recent log rebuilt from a match's moves.
#include "app/table/table_log.hpp"

#include "app/match.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/personality_words.hpp"
#include "core/scoring.hpp"
#include "i18n/translate.hpp"
#include "session/match_session.hpp"

#include <algorithm>
#include <cstdlib>
#include <regex>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;
using i18n::trnf;
using table_words::number;

// A computer player that kept its personality's name is named by the short form ("Zilli", not
// "Zilli Zögerlich"): the log panel is narrow, and the words after the name say what happened.
std::string nameOf(const core::Game& game, int player) {
    const auto i = static_cast<std::size_t>(player);
    return player < 0 || i >= game.players().size() ? std::string()
                                                    : shortPlayerName(game.players()[i].info);
}

// The log's first line says the target itself: a rule set's name that glosses its target in
// brackets ("Zehntausend (10.000)") drops the gloss there, where the panel is narrow. Another
// bracket ("Greed Specification (1989)") is part of the name and stays.
std::string withoutTargetGloss(const std::string& name, int target) {
    static const std::regex kGloss(R"( *\(([0-9., ]+)\)$)");
    std::smatch gloss;
    if (!std::regex_search(name, gloss, kGloss)) {
        return name;
    }
    std::string digits = gloss[1].str();
    digits.erase(
        std::remove_if(digits.begin(), digits.end(), [](char c) { return c < '0' || c > '9'; }),
        digits.end());
    return digits == std::to_string(target) ? gloss.prefix().str() : name;
}

void keepLast(std::vector<std::string>& log) {
    if (log.size() > kTableLogLines) {
        log.erase(log.begin(), log.end() - static_cast<long>(kTableLogLines));
    }
}

} // namespace

std::vector<std::string> logOpening(const core::Game& game) {
    // TRANSLATORS: the first log line: {0} the rules' name, {1} the points that win.
    return {trf("{0}: first to {1}", withoutTargetGloss(tr(game.rules().name), game.rules().target),
                number(game.rules().target)),
            // TRANSLATORS: a log line: the player who starts.
            trf("First: {0}", nameOf(game, game.firstPlayer()))};
}

std::vector<LogName> logNames(const core::Game& game) {
    std::vector<LogName> names;
    for (int p = 0; p < game.playerCount(); ++p) {
        names.push_back({nameOf(game, p), table_words::seatShortName(
                                              game.players()[static_cast<std::size_t>(p)].info)});
    }
    return names;
}

std::string playerNames(const core::Game& game, const std::vector<int>& players) {
    std::string names;
    for (int p : players) {
        names += (names.empty() ? "" : " & ") + nameOf(game, p);
    }
    return names;
}

std::string logLine(const core::Event& e, const core::Game& game) {
    // Every table line names the player without a verb that would have to agree with it:
    // "Turn: You", "You — bust" read right for any name.
    const std::string who = nameOf(game, e.player);
    const core::Rules& rules = game.rules();
    using T = core::EventType;
    switch (e.type) {
    case T::GameStarted:
        return "";
    case T::TurnStarted:
        // TRANSLATORS: a line of the table's log: whose turn begins.
        return trf("Turn: {0}", who);
    case T::AdoptOffered:
        // TRANSLATORS: a log line: {0} a player, {1} points left by the previous player, {2}
        // dice.
        return trnf(
            "{0} \u2014 may adopt {1} with {2} die", "{0} \u2014 may adopt {1} with {2} dice",
            static_cast<unsigned long>(std::max(0, e.total)), who, number(e.points), e.total);
    case T::Adopted:
        return trf("{0} \u2014 adopted {1}", who, number(e.points));
    case T::Rolled:
        // TRANSLATORS: a log line: {0} a player, {1} the faces thrown.
        return trf("{0} \u2014 throw: {1}", who, core::labelsText(rules, e.dice));
    case T::Scored: {
        const std::string combos = comboNames(rules, e.combos);
        // TRANSLATORS: a log line: {0} a player, {1} the combinations scored, {2} their points.
        return combos.empty() ? trf("{0} \u2014 score +{1}", who, number(e.points))
                              : trf("{0} \u2014 {1} +{2}", who, combos, number(e.points));
    }
    case T::HotDice:
        // TRANSLATORS: a log line when every die scored (hot dice): the player throws all again.
        return trf("{0} \u2014 hot dice! All dice again", who);
    case T::Bust:
        // TRANSLATORS: log lines of a throw that scores nothing, losing the turn's points.
        return e.points > 0 ? trf("{0} \u2014 bust, {1} lost", who, number(e.points))
                            : trf("{0} \u2014 bust", who);
    case T::EntryFailed:
        // TRANSLATORS: a log line: the first roll scored {1}, too little to enter the game.
        return trf("{0} \u2014 not in yet ({1} on the first roll)", who, number(e.points));
    case T::Penalty: {
        // The cause comes first, named as its popup names it: "Three Jacks −1,000".
        const std::string cause = comboNames(rules, e.combos);
        const std::string amount = "\u2212" + number(std::abs(e.points));
        // TRANSLATORS: log lines of a penalty: {1} its cause (a combination), then the points
        // lost.
        return cause.empty() ? trf("{0} \u2014 penalty: {1}", who, amount)
                             : trf("{0} \u2014 penalty: {1} {2}", who, cause, amount);
    }
    case T::Banked:
        // TRANSLATORS: a log line: {1} the points banked this turn, {2} the player's new score.
        return trf("{0} \u2014 banked {1} ({2})", who, number(e.points), number(e.total));
    case T::Entered:
        // TRANSLATORS: a log line: the player has got in (scored the entry minimum).
        return trf("{0} \u2014 in the game", who);
    case T::FinalRoundStarted:
        return trf("Final round: {0} reached {1}", who, number(rules.target));
    case T::TieBreakStarted:
        return tr("Tie! Extra rounds for the leaders");
    case T::GameOver:
        if (game.endedEarly()) {
            return tr("The game ended early: everyone else left");
        }
        if (game.endedByRollLimit()) {
            // TRANSLATORS: the game stopped at its roll limit ({1}, docs: "Limits") before anyone
            // reached the target; {0} the winner's name, or tied winners joined by " & ".
            return trnf("Limit of {1} rolls reached. Winner: {0}",
                        "Limit of {1} rolls reached. Winners: {0}",
                        static_cast<unsigned long>(e.players.size()), playerNames(game, e.players),
                        number(core::kRollLimit));
        }
        // TRANSLATORS: {0} the winner's name, or the names of tied winners joined by " & ".
        return trnf("Winner: {0}", "Winners: {0}", static_cast<unsigned long>(e.players.size()),
                    playerNames(game, e.players));
    case T::PlayerLeft:
        return trf("{0} \u2014 left the game", who);
    case T::Restarted:
        return tr("Game restarted");
    case T::PlayerJoined:
        return trf("{0} \u2014 joined the game", who);
    case T::StreakPenalty: {
        const int count = e.players.empty() ? 0 : e.players.front();
        if (e.points == 0) {
            // TRANSLATORS: a log line: {1} turns in a row ended with nothing, which costs
            // points, but the player has none to lose.
            return trnf("{0} \u2014 {1} bust in a row, nothing to lose",
                        "{0} \u2014 {1} busts in a row, nothing to lose",
                        static_cast<unsigned long>(count), who, number(count));
        }
        // TRANSLATORS: a log line: {1} turns in a row ended with nothing, {2} the points that
        // cost ("−1,000"). Kept short: the log panel is narrow.
        return trnf("{0} \u2014 {1} bust in a row: {2}", "{0} \u2014 {1} busts in a row: {2}",
                    static_cast<unsigned long>(count), who, number(count),
                    "\u2212" + number(std::abs(e.points)));
    }
    }
    return "";
}

std::vector<std::string> recentLog(const session::MatchConfig& setup,
                                   const std::vector<session::Move>& moves, std::size_t count) {
    core::Game game = session::createGame(setup);
    std::vector<std::string> log = logOpening(game);
    const std::size_t n = std::min(count, moves.size());
    for (std::size_t i = 0; i < n; ++i) {
        const core::Outcome out = session::applyMove(game, moves[i]);
        if (!out) {
            throw session::MatchFileError("move " + std::to_string(i + 1) +
                                          " does not apply: " + out.error);
        }
        for (const auto& e : out.events) {
            if (std::string line = logLine(e, game); !line.empty()) {
                log.push_back(std::move(line));
            }
        }
        keepLast(log);
    }
    keepLast(log);
    return log;
}

} // namespace greed::app
