// The House rules screen's words.
#include "app/house/house_words.hpp"

#include "ai/turn_model.hpp"
#include "ai/win_solver.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

using i18n::formatNumber;
using i18n::tr;
using i18n::trf;

std::string houseOptionLabel(HouseOptionKind kind) {
    switch (kind) {
    case HouseOptionKind::Dice:
        return tr("Dice");
    case HouseOptionKind::Target:
        // TRANSLATORS: house rules: the score that ends the game.
        return tr("Play to");
    case HouseOptionKind::Entry:
        // TRANSLATORS: house rules: the points a player needs in one turn to get on the board.
        return tr("Points to get in");
    case HouseOptionKind::BankMinimum:
        // TRANSLATORS: house rules: the smallest turn total a player may bank.
        return tr("Bank at least");
    case HouseOptionKind::End:
        return tr("The game ends");
    case HouseOptionKind::BigKinds:
        return tr("Four of a kind and more");
    case HouseOptionKind::ThreePairs:
        return tr("Three pairs");
    case HouseOptionKind::TwoTriples:
        return tr("Two triples");
    case HouseOptionKind::Straight:
        // TRANSLATORS: house rules: the straight 1-2-3-4-5-6.
        return tr("Straight 1 to 6");
    case HouseOptionKind::FourAndPair:
        return tr("Four of a kind and a pair");
    case HouseOptionKind::BustStreak:
        // TRANSLATORS: house rules: busts one after another cost points (three Farkles).
        return tr("Busts in a row");
    }
    return {};
}

std::string houseValueText(const HouseOption& option, const core::Rules& base) {
    const int v = option.value();
    switch (option.kind) {
    case HouseOptionKind::Dice:
    case HouseOptionKind::Target:
        return formatNumber(v);
    case HouseOptionKind::Entry:
    case HouseOptionKind::BankMinimum:
        // TRANSLATORS: house rules: no entry minimum, no bank minimum.
        return v == 0 ? std::string(i18n::trp("minimum", "None")) : formatNumber(v);
    case HouseOptionKind::End:
        switch (static_cast<core::EndPolicy>(v)) {
        case core::EndPolicy::FinalRound:
            // TRANSLATORS: house rules: reaching the target starts a final round.
            return tr("After a final round");
        case core::EndPolicy::EqualTurns:
            // TRANSLATORS: house rules: the round is completed so all had equal turns.
            return tr("With equal turns");
        case core::EndPolicy::Immediate:
            // TRANSLATORS: house rules: the first player to reach the target wins at once.
            return tr("At once");
        }
        return {};
    case HouseOptionKind::BigKinds:
        switch (static_cast<KindsChoice>(v)) {
        case KindsChoice::AsBase:
            return trf("As in {0}", tr(base.name));
        case KindsChoice::None:
            // TRANSLATORS: house rules: four of a kind scores nothing more than three.
            return tr("Nothing extra");
        case KindsChoice::Fixed:
            return trf("{0} · {1} · {2}", formatNumber(1000), formatNumber(2000),
                       formatNumber(3000));
        case KindsChoice::Doubling:
            // TRANSLATORS: house rules: each die more doubles the kind's points.
            return tr("Each die doubles");
        }
        return {};
    case HouseOptionKind::BustStreak:
        if (v == 0) {
            // TRANSLATORS: house rules: busts in a row cost nothing extra (no penalty).
            return std::string(i18n::trp("busts in a row", "Off"));
        }
        // TRANSLATORS: house rules: {0} busts in a row lose {1} points ("3 lose 1,000").
        return trf("{0} lose {1}", v / bustStreakValue(1, 0),
                   formatNumber(v % bustStreakValue(1, 0)));
    case HouseOptionKind::ThreePairs:
    case HouseOptionKind::TwoTriples:
    case HouseOptionKind::Straight:
    case HouseOptionKind::FourAndPair:
        // TRANSLATORS: house rules: the combination does not score.
        return v == 0 ? std::string(i18n::trp("combination", "Off")) : formatNumber(v);
    }
    return {};
}

std::string houseDisabledReason(const HouseOption& option) {
    return i18n::trnf("needs {0} die", "needs {0} dice",
                      static_cast<unsigned long>(option.diceNeeded), option.diceNeeded);
}

std::vector<ChangedLine> changedLines(const std::vector<HelpLine>& before,
                                      const std::vector<HelpLine>& after) {
    std::vector<ChangedLine> out;
    auto missing = [&out](const std::vector<HelpLine>& from, const std::vector<HelpLine>& in,
                          bool removed) {
        for (const auto& line : from) {
            // The example turn is a picture of the rules, not a rule: it changes with them.
            if (line.kind == HelpLine::Kind::Heading || line.kind == HelpLine::Kind::Gap ||
                line.kind == HelpLine::Kind::Example) {
                continue;
            }
            const bool kept = std::any_of(in.begin(), in.end(), [&](const HelpLine& other) {
                return other.text == line.text && other.dice == line.dice;
            });
            if (!kept) {
                out.push_back({line.text, removed});
            }
        }
    };
    missing(after, before, false);
    missing(before, after, true);
    return out;
}

std::string professorNote(const core::Rules& rules) {
    try {
        const ai::TurnModel model(rules);
        if (ai::WinSolution::unsupportedReason(model).empty()) {
            return {};
        }
    } catch (const std::exception&) {
        // A model that cannot even be built is as unsupported as one too large.
    }
    return tr("The Professor cannot work these rules out on this machine: it will play for "
              "the most points each turn instead.");
}

} // namespace greed::app
