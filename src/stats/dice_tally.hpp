// DiceTally: how often each face came up and, per number of dice thrown, how many throws
// scored nothing (bust) or a penalty: the raw material of the fairness checks.
#pragma once

#include "core/scoring.hpp"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace greed::stats {

struct ThrowTally {
    std::int64_t throws = 0;
    std::int64_t busts = 0;     // the throw scored nothing (as the core scores it)
    std::int64_t penalties = 0; // the throw held a penalty kind
};

struct DiceTally {
    std::vector<std::int64_t> faces;  // [face - 1]: dice that showed it
    std::map<int, ThrowTally> byDice; // by the number of dice thrown
    void add(const core::Scorer& scorer, const std::vector<core::Face>& roll);
};

// Faces as stored in greed.db ("1 3 5") and back.
std::string facesText(const std::vector<core::Face>& faces);
std::vector<core::Face> facesFromText(const std::string& text);

} // namespace greed::stats
