// Scoring one roll: its best score, the dice that make it, and the legal keep choices.
#pragma once

#include "rules.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace greed::core {

// The most points a kind may score. Fixed points are at most 1000000 each, but multipliers
// compound (x100 of x100 of ...), so rule files are held to this bound at load: with at most
// 10 dice, so 10 scoring parts, a roll then scores at most 100000000, far inside an int.
constexpr int kMaxKindPoints = 10000000;

// Points of `count` dice of `face` as a kind (0 when there is no positive kind of that
// size), computed in 64 bits and capped at kMaxKindPoints + 1, so any rule set is safe.
std::int64_t kindValue(const Rules& rules, Face face, int count);

// Faces that score alike in every roll, grouped in face order: the same single points and, at
// every count, the same kind value and penalty, and in no straight (a straight names its
// faces; groups of pairs or triples take any faces alike). Swapping two faces of one group in
// a roll changes no score, which lets throw odds be enumerated per group (forEachThrowGrouped).
std::vector<std::vector<Face>> interchangeableFaces(const Rules& rules);

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
    int points = 0;              // negative for a penalty
    bool penalty = false;        // a penalty kind was thrown: the turn ends
    Counts used;                 // dice that score (all of the roll's dice for a penalty)
    std::vector<Face> usedFaces; // the same dice as a list, ascending
    std::vector<Combo> combos;   // what scored, largest first
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

// Scores rolls under one rule set. Cheap to copy; safe to use from several threads.
class Scorer {
public:
    explicit Scorer(Rules rules);

    const Rules& rules() const { return *m_rules; }
    // Best score of a roll; among equal scores the one using the most dice.
    ScoreResult best(const std::vector<Face>& roll) const;
    ScoreResult bestCounts(const Counts& counts) const;
    // Every non-empty sub-multiset of the roll whose dice all score, with its points,
    // in descending order of points (then more dice first).
    std::vector<KeepOption> keepOptions(const std::vector<Face>& roll) const;
    // Points when every die of `counts` scores within it, -1 when some die cannot.
    int scoreUsingAll(const Counts& counts) const;
    // best() without copying: a reference into the table, or into `scratch` when the rule
    // set is too large to table.
    const ScoreResult& bestOf(const std::vector<Face>& roll, ScoreResult& scratch) const;
    // Just the best points (fast path for solvers).
    int bestPoints(const Counts& counts) const;
    // True when both score from one table: scorers of equal rules share it while either lives.
    bool sharesTableWith(const Scorer& other) const;

private:
    struct Memo {
        ScoreResult best;
        ScoreResult all; // points -1 when not every die can score
    };
    struct Search;
    struct Table;
    std::shared_ptr<const Table> fillTable() const;
    Memo lookup(const Counts& counts) const;
    Memo compute(const Counts& counts) const;
    const KindScore* findKind(Face face, int count) const;
    int kindPoints(Face face, int count) const; // 0 when no (positive) kind of that size
    int singlePoints(Face face) const;

    std::shared_ptr<const Rules> m_rules;
    // Every multiset's result, computed once when the rule set is small enough; shared
    // read-only between copies (and so between threads).
    std::shared_ptr<const Table> m_table;
};

} // namespace greed::core
