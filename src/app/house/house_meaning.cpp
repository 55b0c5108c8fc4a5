// The focused house option's meaning, from the rules text's sentences (house_meaning.hpp).
#include "app/house/house_meaning.hpp"

#include "app/ui/rules_text.hpp"
#include "core/scoring.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

namespace {

// The scoring lines of the combinations the option's example roll makes.
std::vector<std::string> comboLines(const HouseOption& option, const core::Rules& rules) {
    std::vector<std::string> out;
    const auto roll = exampleRoll(option.kind, rules);
    if (roll.empty()) {
        return out;
    }
    for (const core::Combo& made : core::Scorer(rules).best(roll).combos) {
        for (const core::ComboScore& c : rules.combos) {
            if (c.name == made.name) {
                out.push_back(comboRuleText(rules, c));
            }
        }
    }
    return out;
}

} // namespace

std::vector<std::string> houseOptionMeaning(const HouseOption& option, const core::Rules& rules) {
    if (!option.enabled) {
        return {};
    }
    switch (option.kind) {
    case HouseOptionKind::Dice:
        if (rules.rerollPolicy == core::RerollPolicy::All) {
            // Cubilete: no die is set aside, every roll throws them all.
            // TRANSLATORS: house rules, what the Dice row means where every roll throws every
            // die (Cubilete): {0} dice
            return {i18n::trnf("A turn throws {0} die, and every roll throws it again.",
                               "A turn throws {0} dice, and every roll throws them all again.",
                               static_cast<unsigned long>(rules.diceCount), rules.diceCount)};
        }
        // TRANSLATORS: house rules, what the Dice row means: {0} dice in the first roll
        return {i18n::trnf("A turn starts with {0} die; the dice that score are set aside as "
                           "it goes on.",
                           "A turn starts with {0} dice; the dice that score are set aside as "
                           "it goes on.",
                           static_cast<unsigned long>(rules.diceCount), rules.diceCount)};
    case HouseOptionKind::Target:
    case HouseOptionKind::End:
        return {endRuleText(rules)};
    case HouseOptionKind::Entry:
        return {entryRuleText(rules)};
    case HouseOptionKind::BankMinimum:
        if (rules.bankMinimum > 0) {
            return {i18n::trf("Banking needs a turn total of at least {0}.",
                              i18n::formatNumber(rules.bankMinimum))};
        }
        // TRANSLATORS: house rules, what "Bank at least: None" means
        return {i18n::tr("Any turn total may be banked.")};
    case HouseOptionKind::BigKinds: {
        std::vector<std::string> out;
        for (const core::KindScore& k : rules.kinds) {
            if (k.count >= 4) {
                out.push_back(kindRuleText(rules, k));
            }
        }
        if (out.empty()) {
            // TRANSLATORS: house rules: four or more of a kind score as three of them and
            // the dice left over on their own
            out.push_back(i18n::tr("Four or more of a kind score nothing extra: three of them "
                                   "count as a triple, the rest on their own."));
        }
        return out;
    }
    case HouseOptionKind::ThreePairs:
    case HouseOptionKind::TwoTriples:
    case HouseOptionKind::Straight:
    case HouseOptionKind::FourAndPair: {
        auto lines = comboLines(option, rules);
        if (lines.empty()) {
            // TRANSLATORS: house rules, a combination set to Off (three pairs, a straight...)
            lines.push_back(i18n::tr("Off: these dice score only as the single dice and three "
                                     "of a kind in them."));
        }
        return lines;
    }
    case HouseOptionKind::BustStreak:
        if (rules.bustStreak.on()) {
            return {bustStreakText(rules)};
        }
        // TRANSLATORS: house rules, what "Busts in a row: Off" means
        return {i18n::tr("A bust costs the turn's total and nothing more, however many come "
                         "in a row.")};
    }
    return {};
}

} // namespace greed::app
