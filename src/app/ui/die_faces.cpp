// Die faces: pips for 1..6, card faces for poker dice, a drawn number for anything else.
#include "app/ui/die_faces.hpp"

namespace greed::app {

DieStyle dieStyle(const core::Rules& rules) {
    if (rules.faceCount == 6 && static_cast<int>(rules.faceLabels.size()) == 6) {
        bool pips = true;
        bool poker = true;
        const char* pokerLabels[] = {"A", "K", "Q", "J", "10", "9"};
        for (int f = 1; f <= 6; ++f) {
            pips = pips && rules.label(f) == std::to_string(f);
            poker = poker && rules.label(f) == pokerLabels[f - 1];
        }
        if (pips) {
            return DieStyle::Pips;
        }
        if (poker) {
            return DieStyle::Poker;
        }
    }
    return DieStyle::Numbered;
}

std::string faceSprite(const core::Rules& rules, core::Face face) {
    switch (dieStyle(rules)) {
    case DieStyle::Pips:
        return "die_" + std::to_string(face);
    case DieStyle::Poker:
        return "poker_" + rules.label(face);
    case DieStyle::Numbered:
        break;
    }
    return "die_blank";
}

} // namespace greed::app
