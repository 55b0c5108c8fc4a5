// House rules: the options over a base rule set and the rule set they make.
#include "app/house/house_options.hpp"

#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

using core::ComboScore;
using core::KindScore;
using core::Rules;

// The smallest count the "four of a kind and more" option governs.
constexpr int kBigKind = 4;
// Three pairs and two triples need six dice, as does the straight 1-6 (and six faces).
constexpr int kSixDice = 6;

bool isBigKind(const KindScore& k) {
    return k.count >= kBigKind && !k.isPenalty();
}

bool isThreePairs(const ComboScore& c) {
    return c.kind == ComboScore::Kind::Groups && c.groups == 3 && c.size == 2;
}
bool isTwoTriples(const ComboScore& c) {
    return c.kind == ComboScore::Kind::Groups && c.groups == 2 && c.size == 3;
}
bool isFourAndPair(const ComboScore& c) {
    return c.kind == ComboScore::Kind::Sets && c.sets == std::vector<int>{4, 2};
}
bool isStraightOneToSix(const ComboScore& c) {
    return c.kind == ComboScore::Kind::Straight &&
           c.faces == std::vector<core::Face>{1, 2, 3, 4, 5, 6};
}

int comboPoints(const Rules& r, bool (*is)(const ComboScore&)) {
    for (const auto& c : r.combos) {
        if (is(c)) {
            return c.points;
        }
    }
    return 0;
}

// Four, five, six... of a kind for any face: fixed at 1,000, 2,000, 3,000..., or each die
// more doubling the kind below it.
std::vector<KindScore> bigKinds(int dice, bool doubling) {
    std::vector<KindScore> out;
    for (int count = kBigKind; count <= dice; ++count) {
        KindScore k;
        k.face = 0;
        k.count = count;
        if (doubling) {
            k.multiplier = 2;
        } else {
            k.points = 1000 * (count - kBigKind + 1);
        }
        out.push_back(k);
    }
    return out;
}

KindsChoice baseKinds(const Rules& r) {
    std::vector<KindScore> big;
    for (const auto& k : r.kinds) {
        if (isBigKind(k)) {
            big.push_back(k);
        }
    }
    auto same = [&big](const std::vector<KindScore>& want) {
        return std::equal(big.begin(), big.end(), want.begin(), want.end(),
                          [](const KindScore& a, const KindScore& b) {
                              return a.face == b.face && a.count == b.count &&
                                     a.points == b.points && a.multiplier == b.multiplier;
                          });
    };
    if (big.empty()) {
        return KindsChoice::None;
    }
    if (same(bigKinds(r.diceCount, false))) {
        return KindsChoice::Fixed;
    }
    if (same(bigKinds(r.diceCount, true))) {
        return KindsChoice::Doubling;
    }
    return KindsChoice::AsBase;
}

// The standard values with the base's own among them, in ascending order.
std::vector<int> withBase(std::vector<int> values, int base) {
    if (std::find(values.begin(), values.end(), base) == values.end()) {
        values.push_back(base);
        std::sort(values.begin(), values.end());
    }
    return values;
}

int indexOf(const std::vector<int>& values, int value) {
    const auto it = std::find(values.begin(), values.end(), value);
    return it == values.end() ? 0 : static_cast<int>(it - values.begin());
}

// Sets a combo row's points: changes what the base had of it in place, or adds it, or
// removes it.
void setCombo(Rules& r, bool (*is)(const ComboScore&), int points, ComboScore made) {
    const auto it = std::find_if(r.combos.begin(), r.combos.end(), is);
    if (it != r.combos.end() && points > 0) {
        it->points = points; // keeps the rule set's own word for it and its place
        return;
    }
    r.combos.erase(std::remove_if(r.combos.begin(), r.combos.end(), is), r.combos.end());
    if (points > 0) {
        made.points = points;
        r.combos.push_back(made);
    }
}

// `groups` different faces with `size` dice each, e.g. three pairs.
ComboScore groupsCombo(const char* name, int groups, int size) {
    ComboScore c;
    c.name = name;
    c.kind = ComboScore::Kind::Groups;
    c.groups = groups;
    c.size = size;
    return c;
}

} // namespace

std::vector<int> standardValues(HouseOptionKind kind) {
    switch (kind) {
    case HouseOptionKind::Dice:
        return {3, 4, 5, 6, 7, 8};
    case HouseOptionKind::Target:
        return {1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 15000, 20000};
    case HouseOptionKind::Entry:
        return {0, 300, 350, 500, 750, 1000};
    case HouseOptionKind::BankMinimum:
        return {0, 300, 350, 500};
    case HouseOptionKind::End:
        return {static_cast<int>(core::EndPolicy::FinalRound),
                static_cast<int>(core::EndPolicy::EqualTurns),
                static_cast<int>(core::EndPolicy::Immediate)};
    case HouseOptionKind::BigKinds:
        return {static_cast<int>(KindsChoice::None), static_cast<int>(KindsChoice::Fixed),
                static_cast<int>(KindsChoice::Doubling)};
    case HouseOptionKind::ThreePairs:
        return {0, 500, 750, 1000, 1500};
    case HouseOptionKind::TwoTriples:
        return {0, 1500, 2500};
    case HouseOptionKind::Straight:
        return {0, 1000, 1500, 2500, 3000};
    case HouseOptionKind::FourAndPair:
        return {0, 1500};
    case HouseOptionKind::BustStreak:
        return {0, bustStreakValue(2, 500), bustStreakValue(3, 500), bustStreakValue(3, 1000),
                bustStreakValue(4, 1000)};
    }
    return {};
}

HouseRules::HouseRules(core::Rules base) : m_base(std::move(base)) {
    const Rules& r = m_base;
    auto add = [this](HouseOptionKind kind, const char* id, std::vector<int> values, int value) {
        HouseOption o{kind, id, std::move(values), 0};
        o.index = indexOf(o.values, value);
        m_options.push_back(o);
    };
    using K = HouseOptionKind;
    add(K::Dice, "dice", withBase(standardValues(K::Dice), r.diceCount), r.diceCount);
    add(K::Target, "target", withBase(standardValues(K::Target), r.target), r.target);
    const int entry = r.entryRule == core::EntryRule::None ? 0 : r.entryMinimum;
    add(K::Entry, "entry", withBase(standardValues(K::Entry), entry), entry);
    add(K::BankMinimum, "bank", withBase(standardValues(K::BankMinimum), r.bankMinimum),
        r.bankMinimum);
    add(K::End, "end", standardValues(K::End), static_cast<int>(r.endPolicy));
    std::vector<int> kinds = standardValues(K::BigKinds);
    const KindsChoice own = baseKinds(r);
    if (own == KindsChoice::AsBase) {
        kinds.insert(kinds.begin(), static_cast<int>(KindsChoice::AsBase));
    }
    add(K::BigKinds, "kinds", kinds, static_cast<int>(own));
    const int pairs = comboPoints(r, isThreePairs);
    add(K::ThreePairs, "pairs", withBase(standardValues(K::ThreePairs), pairs), pairs);
    const int triples = comboPoints(r, isTwoTriples);
    add(K::TwoTriples, "triples", withBase(standardValues(K::TwoTriples), triples), triples);
    const int straight = comboPoints(r, isStraightOneToSix);
    add(K::Straight, "straight", withBase(standardValues(K::Straight), straight), straight);
    const int fourAndPair = comboPoints(r, isFourAndPair);
    add(K::FourAndPair, "four-and-pair", withBase(standardValues(K::FourAndPair), fourAndPair),
        fourAndPair);
    const int streak =
        r.bustStreak.on() ? bustStreakValue(r.bustStreak.count, r.bustStreak.penalty) : 0;
    add(K::BustStreak, "busts", withBase(standardValues(K::BustStreak), streak), streak);
    name = r.name;
    refreshEnabled();
}

const HouseOption* HouseRules::find(const std::string& id) const {
    for (const auto& o : m_options) {
        if (o.id == id) {
            return &o;
        }
    }
    return nullptr;
}

HouseOption& HouseRules::option(HouseOptionKind kind) {
    for (auto& o : m_options) {
        if (o.kind == kind) {
            return o;
        }
    }
    return m_options.front(); // every kind is made by the constructor
}

const HouseOption& HouseRules::option(HouseOptionKind kind) const {
    return const_cast<HouseRules*>(this)->option(kind);
}

void HouseRules::step(const std::string& id, int delta) {
    for (auto& o : m_options) {
        if (o.id == id && o.enabled) {
            const int n = static_cast<int>(o.values.size());
            o.index = ((o.index + delta) % n + n) % n;
        }
    }
    refreshEnabled();
}

void HouseRules::choose(const std::string& id, int index) {
    for (auto& o : m_options) {
        if (o.id == id && o.enabled && index >= 0 && index < static_cast<int>(o.values.size())) {
            o.index = index;
        }
    }
    refreshEnabled();
}

void HouseRules::refreshEnabled() {
    const int dice = option(HouseOptionKind::Dice).value();
    auto needs = [&](HouseOptionKind kind, int want, bool also) {
        HouseOption& o = option(kind);
        o.enabled = dice >= want && also;
        o.diceNeeded = want;
    };
    needs(HouseOptionKind::BigKinds, kBigKind, true);
    needs(HouseOptionKind::ThreePairs, kSixDice, m_base.faceCount >= 3);
    needs(HouseOptionKind::TwoTriples, kSixDice, true);
    needs(HouseOptionKind::Straight, kSixDice, m_base.faceCount >= kSixDice);
    needs(HouseOptionKind::FourAndPair, kSixDice, m_base.faceCount >= 2);
}

core::Rules HouseRules::rules() const {
    Rules r = m_base;
    using K = HouseOptionKind;
    r.name = name;
    r.diceCount = option(K::Dice).value();
    r.target = option(K::Target).value();
    const int entry = option(K::Entry).value();
    if (entry == 0) {
        r.entryRule = core::EntryRule::None;
        r.entryMinimum = 0;
    } else {
        // A new entry rule is the common one: a first bank of at least that much.
        if (r.entryRule == core::EntryRule::None) {
            r.entryRule = core::EntryRule::FirstBank;
        }
        r.entryMinimum = entry;
    }
    r.bankMinimum = option(K::BankMinimum).value();
    r.endPolicy = static_cast<core::EndPolicy>(option(K::End).value());

    const auto kinds = static_cast<KindsChoice>(option(K::BigKinds).value());
    // The base's own kinds stay as written (and in their order) unless this option or the
    // dice changed.
    const bool kindsAsBase = kinds == baseKinds(m_base) && r.diceCount == m_base.diceCount;
    if (kinds != KindsChoice::AsBase && !kindsAsBase) {
        r.kinds.erase(std::remove_if(r.kinds.begin(), r.kinds.end(), isBigKind), r.kinds.end());
        if (kinds != KindsChoice::None) {
            const auto more = bigKinds(r.diceCount, kinds == KindsChoice::Doubling);
            r.kinds.insert(r.kinds.end(), more.begin(), more.end());
        }
    }
    setCombo(r, isThreePairs, option(K::ThreePairs).value(), groupsCombo(N_("Three pairs"), 3, 2));
    setCombo(r, isTwoTriples, option(K::TwoTriples).value(), groupsCombo(N_("Two triples"), 2, 3));
    ComboScore straight;
    straight.name = N_("Straight"); // the rules text translates it
    straight.kind = ComboScore::Kind::Straight;
    straight.faces = {1, 2, 3, 4, 5, 6};
    setCombo(r, isStraightOneToSix, option(K::Straight).value(), straight);

    ComboScore fourAndPair;
    fourAndPair.name = N_("Four of a kind and a pair");
    fourAndPair.kind = ComboScore::Kind::Sets;
    fourAndPair.sets = {4, 2};
    setCombo(r, isFourAndPair, option(K::FourAndPair).value(), fourAndPair);
    const int streak = option(K::BustStreak).value();
    r.bustStreak = {streak / bustStreakValue(1, 0), streak % bustStreakValue(1, 0)};

    // What fewer dice cannot throw goes (a rule file may not list it).
    r.kinds.erase(std::remove_if(r.kinds.begin(), r.kinds.end(),
                                 [&r](const KindScore& k) { return k.count > r.diceCount; }),
                  r.kinds.end());
    r.combos.erase(std::remove_if(r.combos.begin(), r.combos.end(),
                                  [&r](const ComboScore& c) { return c.diceUsed() > r.diceCount; }),
                   r.combos.end());
    if (!unchanged()) {
        r.summary.clear(); // the base's one line no longer says what these rules are
    }
    return r;
}

bool HouseRules::unchanged() const {
    const HouseRules fresh(m_base);
    for (const auto& o : m_options) {
        if (o.value() != fresh.option(o.kind).value()) {
            return false;
        }
    }
    return true;
}

std::string HouseRules::problem() const {
    try {
        core::validateRules(rules(), name.empty() ? m_base.name : name);
    } catch (const core::RulesError& e) {
        return e.what();
    }
    return {};
}

std::vector<core::Face> exampleRoll(HouseOptionKind kind, const core::Rules& rules) {
    std::vector<core::Face> roll;
    switch (kind) {
    case HouseOptionKind::Dice:
        // A first roll of the turn: as many dice as the rules throw, a 1 and a 5 among them.
        roll = {1, 4, 5, 2, 6, 4, 3, 2, 6, 3};
        roll.resize(static_cast<std::size_t>(std::clamp(rules.diceCount, 1, 10)));
        break;
    case HouseOptionKind::BigKinds:
        roll = {2, 2, 2, 2};
        break;
    case HouseOptionKind::ThreePairs:
        roll = {2, 2, 3, 3, 4, 4};
        break;
    case HouseOptionKind::TwoTriples:
        roll = {2, 2, 2, 3, 3, 3};
        break;
    case HouseOptionKind::Straight:
        roll = {1, 2, 3, 4, 5, 6};
        break;
    case HouseOptionKind::FourAndPair:
        roll = {2, 2, 2, 2, 3, 3};
        break;
    default:
        return {};
    }
    const bool fits = static_cast<int>(roll.size()) <= rules.diceCount &&
                      *std::max_element(roll.begin(), roll.end()) <= rules.faceCount;
    return fits ? roll : std::vector<core::Face>{};
}

} // namespace greed::app
