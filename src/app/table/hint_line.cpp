// The hint line: parts joined by a middle dot, each only when it has something to say.
#include "app/table/hint_line.hpp"

#include "app/table/table_words.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <vector>

namespace greed::app {

namespace {

using i18n::trf;
using i18n::trnf;
using table_words::number;
using table_words::percent;

const core::PlayerState& current(const core::Game& game) {
    return game.players()[static_cast<std::size_t>(game.currentPlayer())];
}

// The chance that the next throw ends the turn with nothing, and what that would cost: the
// turn total (and a busts-in-a-row penalty that would follow).
std::string risk(const core::Game& game, const ai::Hint& h) {
    const int atStake = std::max(0, game.turnTotal()) + std::max(0, h.streakPenalty);
    const std::string bust = percent(h.bustChance);
    if (h.penaltyChance > 0) {
        const std::string penalty = percent(h.penaltyChance);
        return atStake > 0
                   // TRANSLATORS: the hint line: the chances that the next throw scores nothing
                   // ({0}) or brings a penalty ({1}), and the points it would lose ({2}).
                   ? trf("Bust chance {0}, penalty {1}: {2} at stake", bust, penalty,
                         number(atStake))
                   // TRANSLATORS: the hint line: the chances that the next throw scores nothing
                   // ({0}) or brings a penalty ({1}).
                   : trf("Bust chance {0}, penalty {1}", bust, penalty);
    }
    // TRANSLATORS: the hint line: the chance that the next throw scores nothing ({0}), and the
    // points it would lose ({1}).
    return atStake > 0 ? trf("Bust chance {0}: {1} at stake", bust, number(atStake))
                       // TRANSLATORS: the hint line: the chance that the next throw scores nothing.
                       : trf("Bust chance {0}", bust);
}

// What holds banking back: the entry rule while the player is not in yet, the bank minimum.
std::string threshold(const core::Game& game) {
    const auto& rules = game.rules();
    if (!current(game).entered && rules.entryRule == core::EntryRule::FirstRoll &&
        game.rollsThisTurn() == 0) {
        // TRANSLATORS: the hint line: the entry rule (the first throw must score {0}).
        return trf("Get in: {0} or more on the first throw", number(rules.entryMinimum));
    }
    if (game.canBank() || game.bankThreshold() <= 0) {
        return "";
    }
    const std::string from = number(game.bankThreshold());
    if (!current(game).entered && game.bankThreshold() > rules.bankMinimum) {
        // TRANSLATORS: the hint line: the turn total a player must bank to get into the game.
        return trf("Get in: bank {0} or more", from);
    }
    // TRANSLATORS: the hint line: the smallest turn total that may be banked.
    return trf("Bank from {0}", from);
}

std::string winChances(const ai::Hint& h) {
    if (h.winIfBank && h.winIfRoll) {
        // TRANSLATORS: the chances of winning the game if the player banks now or rolls on.
        return trf("win: bank {0}, roll {1}", percent(*h.winIfBank), percent(*h.winIfRoll));
    }
    if (h.winIfRoll) {
        // TRANSLATORS: the chance of winning the game.
        return trf("win {0}", percent(*h.winIfRoll));
    }
    return "";
}

} // namespace

std::string hintLine(const core::Game& game, const std::optional<ai::Hint>& hint) {
    std::vector<std::string> parts;
    switch (game.phase()) {
    case core::Phase::AwaitRoll:
    case core::Phase::AwaitDecision:
        if (hint && hint->dice > 0) {
            parts.push_back(risk(game, *hint));
        }
        parts.push_back(threshold(game));
        if (game.phase() == core::Phase::AwaitDecision && game.canBank()) {
            // TRANSLATORS: the hint line: the player's score if they bank now ({0}).
            parts.push_back(
                trf("Bank now: {0} in all", number(current(game).score + game.turnTotal())));
        }
        if (hint) {
            parts.push_back(winChances(*hint));
        }
        break;
    case core::Phase::AdoptOffer:
        // TRANSLATORS: the hint line when the previous player's points are on offer: what the
        // two buttons (Adopt, Decline) mean.
        parts.push_back(trnf("Adopt: go on from the {0} point left \u00B7 Decline: start afresh",
                             "Adopt: go on from the {0} points left \u00B7 Decline: start afresh",
                             static_cast<unsigned long>(std::max(0, game.adoptablePoints())),
                             number(game.adoptablePoints())));
        break;
    default:
        break;
    }
    std::string out;
    for (const auto& part : parts) {
        if (!part.empty()) {
            out += (out.empty() ? "" : " \u00B7 ") + part;
        }
    }
    return out;
}

} // namespace greed::app
