// Dice fairness: observed face counts against uniform (Pearson's chi-square test with its
// p-value, said in plain words), and observed bust rates per number of dice against the exact
// bust chance the core computes for the rule set.
#pragma once

#include "stats/sqlite.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace greed::stats {

struct ChiSquare {
    std::int64_t total = 0; // dice counted
    int degrees = 0;        // faces - 1
    double statistic = 0;
    double pValue = 1;
    // Every face is expected at least 5 times (the usual condition for the test).
    bool enoughData = false;
    // "consistent with fair dice", ...
    std::string verdict() const;
};

// counts[f]: how often face f + 1 came up. Expected: total / counts.size() each.
ChiSquare chiSquareUniform(const std::vector<std::int64_t>& counts);
// P(X >= x) for a chi-square variable with `degrees` degrees of freedom.
double chiSquarePValue(double x, int degrees);

struct FaceReport {
    int faceCount = 6;
    std::vector<std::string> labels; // of the first rule set seen with this many faces
    std::vector<std::int64_t> counts;
    ChiSquare test;
};

struct BustLine {
    std::string rules; // the rule set's name
    int dice = 0;      // dice thrown at once
    std::int64_t throws = 0;
    std::int64_t busts = 0;
    double observed = 0;
    std::optional<double> exact; // none when the rule set is too large to enumerate quickly
    std::string exactText;       // "25/324"
    double pValue = 1;           // two-sided, normal approximation to the binomial
    bool enoughData = false;     // at least 5 expected busts and 5 expected non-busts
};

struct FairnessReport {
    std::vector<FaceReport> faces; // by number of faces on a die
    std::vector<BustLine> busts;   // by rule set and dice thrown
    std::int64_t diceThrown() const;
};

// Over every game (or the one game `game`).
FairnessReport fairness(const Database& db, std::optional<std::int64_t> game = std::nullopt);

} // namespace greed::stats
