// Scoring one roll: its best score, the dice that make it, and the legal keep choices.
#pragma once

#include "rules.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace greed::core {

// How many dice show each face: counts[f - 1] for face f.
using Counts = std::vector<int>;

Counts countFaces(const std::vector<Face>& faces, int faceCount);
std::vector<Face> facesOf(const Counts& counts); // ascending

// One scoring part of a roll, e.g. "Three 4s" = 400 using 4 4 4.
struct Combo {
    std::string name;
    int points = 0;
    std::vector<Face> dice;
    bool operator==(const Combo& other) const {
        return name == other.name && points == other.points && dice == other.dice;
    }
};

struct ScoreResult {
    int points = 0;             // negative for a penalty
    bool penalty = false;       // a penalty kind was thrown: the turn ends
    Counts used;                // dice that score (all of the roll's dice for a penalty)
    std::vector<Combo> combos;  // what scored, largest first
    bool bust() const { return points == 0 && !penalty; }
    int diceUsed() const;
};

// A legal set of dice to set aside in a choose-keep variant: every die in it scores.
struct KeepOption {
    Counts counts;
    std::vector<Face> faces; // ascending
    int points = 0;
    std::vector<Combo> combos;
};

// Scores rolls under one rule set. Results are memoised per face multiset, so a Scorer
// should live as long as the rules it scores (it is cheap to copy while empty).
class Scorer {
public:
    explicit Scorer(Rules rules);

    const Rules& rules() const { return m_rules; }
    // Best score of a roll; among equal scores the one using the most dice.
    ScoreResult best(const std::vector<Face>& roll) const;
    ScoreResult bestCounts(const Counts& counts) const;
    // Every non-empty sub-multiset of the roll whose dice all score, with its points,
    // in descending order of points (then more dice first).
    std::vector<KeepOption> keepOptions(const std::vector<Face>& roll) const;
    // Points when every die of `counts` scores within it; nullopt-like -1 when not.
    int scoreUsingAll(const Counts& counts) const;

private:
    struct Memo {
        ScoreResult best;
        int usingAll = -1;
    };
    const Memo& lookup(const Counts& counts) const;
    Memo compute(const Counts& counts) const;
    int kindPoints(Face face, int count) const; // 0 when no kind of that size
    void facePart(const Counts& counts, Face face, int& points, int& used,
                  std::vector<Combo>& combos) const;
    int singlePoints(Face face) const;

    Rules m_rules;
    mutable std::unordered_map<std::string, Memo> m_memo;
};

} // namespace greed::core
