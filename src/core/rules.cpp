// Rules: comparisons and the names of its enumerations.
#include "rules.hpp"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace greed::core {

namespace {

auto tieSingle(const SingleScore& s) {
    return std::tie(s.face, s.points);
}
auto tieKind(const KindScore& k) {
    return std::tie(k.face, k.count, k.points, k.multiplier);
}
auto tieCombo(const ComboScore& c) {
    return std::tie(c.name, c.kind, c.faces, c.groups, c.size, c.sets, c.points);
}

template <typename T, typename Tie>
bool sameList(const std::vector<T>& a, const std::vector<T>& b, Tie tie) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(),
                      [&](const T& x, const T& y) { return tie(x) == tie(y); });
}

auto tieRules(const Rules& r) {
    return std::tie(r.id, r.name, r.summary, r.diceCount, r.faceCount, r.faceLabels, r.keepPolicy,
                    r.rerollPolicy, r.entryRule, r.entryMinimum, r.bankMinimum, r.target,
                    r.endPolicy, r.tieBreak, r.adoptPoints, r.bustStreak, r.bustWord, r.minPlayers,
                    r.maxPlayers);
}

} // namespace

int ComboScore::diceUsed() const {
    switch (kind) {
    case Kind::Straight:
        return static_cast<int>(faces.size());
    case Kind::Groups:
        return groups * size;
    case Kind::Sets:
        return std::accumulate(sets.begin(), sets.end(), 0);
    }
    return 0;
}

bool Rules::hasPenalties() const {
    return std::any_of(kinds.begin(), kinds.end(),
                       [](const KindScore& k) { return k.isPenalty(); });
}

bool Rules::operator==(const Rules& other) const {
    return tieRules(*this) == tieRules(other) && sameList(singles, other.singles, tieSingle) &&
           sameList(kinds, other.kinds, tieKind) && sameList(combos, other.combos, tieCombo);
}

std::string labelsText(const Rules& rules, const std::vector<Face>& faces) {
    std::string text;
    for (Face f : faces) {
        text += (text.empty() ? "" : " ") + rules.label(f);
    }
    return text;
}

const char* toString(KeepPolicy value) {
    return value == KeepPolicy::Auto ? "auto" : "choose";
}

const char* toString(RerollPolicy value) {
    return value == RerollPolicy::Remaining ? "remaining" : "all";
}

const char* toString(EntryRule value) {
    switch (value) {
    case EntryRule::None:
        return "none";
    case EntryRule::TurnTotal:
        return "turn-total";
    case EntryRule::FirstRoll:
        return "first-roll";
    case EntryRule::FirstBank:
        return "first-bank";
    }
    return "?";
}

const char* toString(EndPolicy value) {
    switch (value) {
    case EndPolicy::FinalRound:
        return "final-round";
    case EndPolicy::EqualTurns:
        return "equal-turns";
    case EndPolicy::Immediate:
        return "immediate";
    }
    return "?";
}

const char* toString(BustWord value) {
    return value == BustWord::Bust ? "bust" : "farkle";
}

} // namespace greed::core
