// The words of every refusal of the core, one message each with its numbers as arguments.
#include "app/ui/refusal_words.hpp"
#include "app/ui/combo_names.hpp"
#include "app/ui/error_words.hpp"

#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

using core::RefusalCode;
using i18n::formatNumber;
using i18n::tr;
using i18n::trf;
using i18n::trnf;

namespace {

unsigned long plural(int n) {
    return static_cast<unsigned long>(n < 0 ? -n : n);
}

} // namespace

std::string explain(const core::Refusal& r, const core::Rules& rules) {
    switch (r.code) {
    case RefusalCode::None:
    case RefusalCode::Other:
        return {};
    case RefusalCode::UnknownAction:
        return tr("That is not a move of this game");
    case RefusalCode::NotYourTurn:
        return tr("It is not your turn");
    case RefusalCode::AddAfterStart:
        return tr("Players can only be added before the game starts");
    case RefusalCode::RemoveAfterStart:
        return tr("Players can only be removed before the game starts");
    case RefusalCode::AlreadyStarted:
        return tr("The game has already started");
    case RefusalCode::NotStarted:
        return tr("The game has not started yet");
    case RefusalCode::GameIsOver:
        return tr("The game is over");
    case RefusalCode::TableFull:
        // TRANSLATORS: {0} the most players the rules allow at one table
        return trnf("The table is full: at most {0} player",
                    "The table is full: at most {0} players", plural(r.count),
                    formatNumber(r.count));
    case RefusalCode::TooFewPlayers:
        // TRANSLATORS: {0} the fewest players the rules allow
        return trnf("These rules need at least {0} player", "These rules need at least {0} players",
                    plural(r.count), formatNumber(r.count));
    case RefusalCode::NeedsName:
        return tr("A player needs a name");
    case RefusalCode::NoSuchPlayer:
        // TRANSLATORS: {0} a seat number, counted from 1
        return trf("There is no player {0}", formatNumber(r.count + 1));
    case RefusalCode::NotAtTable:
        // TRANSLATORS: {0} a seat number, counted from 1
        return trf("Player {0} is not at the table", formatNumber(r.count + 1));
    case RefusalCode::LeaveBeforeStart:
        return tr("Before the game starts, remove the player instead");
    case RefusalCode::JoinBeforeStart:
        return tr("Before the game starts, add the player instead");
    case RefusalCode::FinalRoundBegun:
        return tr("Nobody can join once the final round has begun");
    case RefusalCode::CannotRollNow:
        return tr("You cannot roll now");
    case RefusalCode::WrongDiceCount:
        // TRANSLATORS: {0} the dice this roll throws, {1} the faces that were given
        return trnf("This roll throws {0} die, not {1}", "This roll throws {0} dice, not {1}",
                    plural(r.count), formatNumber(r.count), formatNumber(r.value));
    case RefusalCode::FaceNotOnDie:
        // TRANSLATORS: {0} a face number, {1} how many faces the dice of this game have
        return trnf("Face {0} is not on a die of {1} face", "Face {0} is not on a die of {1} faces",
                    plural(r.count), formatNumber(r.value), formatNumber(r.count));
    case RefusalCode::NothingToBank:
        return tr("There is nothing to bank now");
    case RefusalCode::BankNeedsTotal:
        // TRANSLATORS: {0} the points this turn must reach before they can be banked
        return trnf("Banking needs at least {0} point this turn",
                    "Banking needs at least {0} points this turn", plural(r.count),
                    formatNumber(r.count));
    case RefusalCode::NoOffer:
        return tr("There are no points on offer");
    case RefusalCode::NothingToKeep:
        return tr("There is nothing to set aside now");
    case RefusalCode::KeepEmpty:
        return tr("Set aside at least one scoring die");
    case RefusalCode::DieNotInRoll:
        // TRANSLATORS: {0} a die's position in the roll, counted from 1
        return trf("Die {0} is not in this roll", formatNumber(r.count));
    case RefusalCode::KeepNotScoring:
        // TRANSLATORS: {0} the dice picked that score nothing, starting the sentence ("A 4",
        // "Two 6s", "A 2 and a 3"); the plural form is for more than one die.
        return trnf("{0} does not score \u2014 only scoring dice can be set aside",
                    "{0} do not score \u2014 only scoring dice can be set aside",
                    plural(static_cast<int>(r.faces.size())),
                    sentenceStart(diceInSentence(rules, r.faces, SentenceRole::Subject)));
    }
    return {};
}

std::string explain(const core::Outcome& outcome, const core::Rules& rules) {
    if (outcome.ok) {
        return {};
    }
    if (outcome.refusal.code == RefusalCode::Other || !outcome.refusal) {
        // A session or file error known only as English text: logged, and said plainly.
        logDetail(outcome.error);
        return tr("Not possible now");
    }
    return explain(outcome.refusal, rules);
}

} // namespace greed::app
