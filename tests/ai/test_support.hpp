// Helpers for the AI tests: a scratch data directory and small rule sets.
#pragma once

#include "core/rules.hpp"
#include "core/rules_io.hpp"

#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace greed::test {

// A fresh directory per test process, also set as GREED_DATA_DIR so nothing touches ~.
inline std::filesystem::path scratchDataDir() {
    static const std::filesystem::path dir = [] {
        auto d = std::filesystem::temp_directory_path() /
                 ("greed-ai-test-" + std::to_string(static_cast<long>(getpid())));
        std::filesystem::remove_all(d);
        std::filesystem::create_directories(d);
        setenv("GREED_DATA_DIR", d.c_str(), 1);
        return d;
    }();
    return dir;
}

// A rule set of `dice` dice with `faces` faces where face f scores points[f-1] alone.
inline core::Rules singlesRules(int dice, int faces, const std::vector<int>& points, int target,
                                core::EndPolicy end) {
    core::Rules r = core::loadPreset("greed");
    r.id = "tiny";
    r.name = "Tiny";
    r.diceCount = dice;
    r.faceCount = faces;
    r.faceLabels.clear();
    r.singles.clear();
    r.kinds.clear();
    r.combos.clear();
    for (int f = 1; f <= faces; ++f) {
        r.faceLabels.push_back(std::to_string(f));
        if (points[static_cast<size_t>(f - 1)] > 0) {
            r.singles.push_back({f, points[static_cast<size_t>(f - 1)]});
        }
    }
    r.entryRule = core::EntryRule::None;
    r.entryMinimum = 0;
    r.bankMinimum = 0;
    r.target = target;
    r.endPolicy = end;
    r.minPlayers = 1;
    core::validateRules(r, "test");
    return r;
}

} // namespace greed::test
