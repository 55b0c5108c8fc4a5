// DiceTally: a throw is classified by the core's own scorer, so "bust" means what the game means.
#include "stats/dice_tally.hpp"

#include <sstream>

namespace greed::stats {

void DiceTally::add(const core::Scorer& scorer, const std::vector<core::Face>& roll) {
    const int faceCount = scorer.rules().faceCount;
    faces.resize(static_cast<std::size_t>(faceCount), 0);
    for (const core::Face f : roll) {
        if (f >= 1 && f <= faceCount) {
            ++faces[static_cast<std::size_t>(f - 1)];
        }
    }
    ThrowTally& t = byDice[static_cast<int>(roll.size())];
    ++t.throws;
    const int points = scorer.bestPoints(core::countFaces(roll, faceCount));
    if (points < 0) {
        ++t.penalties;
    } else if (points == 0) {
        ++t.busts;
    }
}

std::string facesText(const std::vector<core::Face>& faces) {
    std::string text;
    for (const core::Face f : faces) {
        text += (text.empty() ? "" : " ") + std::to_string(f);
    }
    return text;
}

std::vector<core::Face> facesFromText(const std::string& text) {
    std::vector<core::Face> faces;
    std::istringstream in(text);
    int f = 0;
    while (in >> f) {
        faces.push_back(f);
    }
    return faces;
}

} // namespace greed::stats
