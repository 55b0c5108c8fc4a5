// Scorer: finds the best way to score a roll (kinds, singles, special combos) by trying
// every way to apply the combos (each state solved once) and, per face, every kind size plus
// singles.
#include "scoring.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>

namespace greed::core {

namespace {

// Above this many face multisets, results are computed on demand instead of tabled.
constexpr std::uint64_t kTableLimit = 60000;
// Largest direct-index table, in slots of 4 bytes.
constexpr std::uint64_t kDenseLimit = std::uint64_t{1} << 22;

const char* countWord(int count) {
    static const char* const kWords[] = {"",    "One",   "Two",   "Three", "Four", "Five",
                                         "Six", "Seven", "Eight", "Nine",  "Ten"};
    return count >= 0 && count <= 10 ? kWords[count] : "Many";
}

std::uint64_t multisetCount(int dice, int faces) {
    // C(dice + faces, faces): multisets of size 0..dice.
    std::uint64_t result = 1;
    for (int i = 1; i <= faces; ++i) {
        result = result * static_cast<std::uint64_t>(dice + i) / static_cast<std::uint64_t>(i);
        if (result > kTableLimit * 1000) {
            return result;
        }
    }
    return result;
}

// A multiset of at most 12 dice of faces up to 31 as one number: its faces in ascending order,
// 5 bits each (no face is 0, so different multisets never share a key).
std::uint64_t packedFaces(const Counts& counts) {
    std::uint64_t key = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
        for (int n = 0; n < counts[i]; ++n) {
            key = (key << 5) | static_cast<std::uint64_t>(i + 1);
        }
    }
    return key;
}

// How one face's dice score: `kind` dice as a kind (0 = none) and `singles` as singles.
struct FaceChoice {
    int points = -1; // -1: not possible
    int used = 0;
    int kind = 0;
    int singles = 0;
};

struct Applied {
    size_t combo = 0;
    std::vector<Face> dice;
};

// One way to score a roll, before it is turned into a ScoreResult.
struct Candidate {
    int points = -1;
    int used = -1;
    std::vector<Applied> applied;
    Counts rest; // dice left for kinds and singles after the combos
};

} // namespace

Counts countFaces(const std::vector<Face>& faces, int faceCount) {
    Counts counts(static_cast<size_t>(faceCount), 0);
    for (Face f : faces) {
        if (f >= 1 && f <= faceCount) {
            ++counts[static_cast<size_t>(f - 1)];
        }
    }
    return counts;
}

std::vector<Face> facesOf(const Counts& counts) {
    std::vector<Face> faces;
    for (size_t i = 0; i < counts.size(); ++i) {
        faces.insert(faces.end(), static_cast<size_t>(counts[i]), static_cast<Face>(i + 1));
    }
    return faces;
}

int ScoreResult::diceUsed() const {
    return std::accumulate(used.begin(), used.end(), 0);
}

// The search over one roll; a struct so the recursive steps share the rules and results.
struct Scorer::Search {
    const Scorer& scorer;

    FaceChoice bestFace(Face face, int n) const {
        FaceChoice choice;
        const int single = scorer.singlePoints(face);
        choice.points = single * n;
        choice.used = single > 0 ? n : 0;
        choice.singles = choice.used;
        for (int k = 2; k <= n; ++k) {
            const int kind = scorer.kindPoints(face, k);
            if (kind <= 0) {
                continue;
            }
            const int points = kind + single * (n - k);
            const int used = single > 0 ? n : k;
            if (points > choice.points || (points == choice.points && used > choice.used)) {
                choice = {points, used, k, single > 0 ? n - k : 0};
            }
        }
        return choice;
    }

    FaceChoice allFace(Face face, int n) const {
        FaceChoice choice;
        if (n == 0) {
            return {0, 0, 0, 0};
        }
        const int single = scorer.singlePoints(face);
        if (single > 0) {
            choice = {single * n, n, 0, n};
        }
        for (int k = 2; k <= n; ++k) {
            const int kind = scorer.kindPoints(face, k);
            if (kind <= 0 || (k < n && single == 0)) {
                continue;
            }
            const int points = kind + single * (n - k);
            if (points > choice.points) {
                choice = {points, n, k, n - k};
            }
        }
        return choice;
    }

    // The best way to score `counts` with combos numbered `start` or later (each may be used
    // again) and then kinds and singles, relative to the combos already applied. A combo
    // search over every order of combos is exponential (10 dice, 12 combos: minutes); the
    // same dice left with the same combos still allowed recur, so each such state is solved
    // once. Ties go to the first way in the order the exhaustive search met them (the base
    // first, then combos in rule order), so results are the same as that search's.
    struct Step {
        bool stop = true; // score the rest with kinds and singles
        size_t combo = 0;
        std::vector<Face> dice;
    };
    struct Node {
        int points = -1;
        int used = -1;
        Step step;
        int allPoints = -1; // -1: no way uses every die
        Step allStep;
    };
    std::map<std::pair<std::uint64_t, size_t>, Node> nodes;

    const Node& solve(Counts& counts, size_t start) {
        const auto key = std::make_pair(packedFaces(counts), start);
        if (const auto it = nodes.find(key); it != nodes.end()) {
            return it->second;
        }
        Node node;
        node.points = 0;
        node.used = 0;
        bool allPossible = true;
        int allPoints = 0;
        for (size_t i = 0; i < counts.size(); ++i) {
            const Face face = static_cast<Face>(i + 1);
            const FaceChoice b = bestFace(face, counts[i]);
            node.points += b.points;
            node.used += b.used;
            const FaceChoice a = allFace(face, counts[i]);
            allPossible = allPossible && a.points >= 0;
            allPoints += std::max(a.points, 0);
        }
        if (allPossible) {
            node.allPoints = allPoints;
        }
        const auto& combos = scorer.m_rules->combos;
        for (size_t c = start; c < combos.size(); ++c) {
            forEachPlacement(counts, combos[c], [&](const std::vector<Face>& dice) {
                for (Face f : dice) {
                    --counts[static_cast<size_t>(f - 1)];
                }
                const Node& child = solve(counts, c);
                for (Face f : dice) {
                    ++counts[static_cast<size_t>(f - 1)];
                }
                const int points = combos[c].points + child.points;
                const int used = static_cast<int>(dice.size()) + child.used;
                if (points > node.points || (points == node.points && used > node.used)) {
                    node.points = points;
                    node.used = used;
                    node.step = {false, c, dice};
                }
                if (child.allPoints >= 0 && combos[c].points + child.allPoints > node.allPoints) {
                    node.allPoints = combos[c].points + child.allPoints;
                    node.allStep = {false, c, dice};
                }
            });
        }
        return nodes.emplace(key, std::move(node)).first->second;
    }

    // Follows the chosen steps from `counts` down to where kinds and singles take over.
    Candidate follow(Counts counts, bool useAll) {
        Candidate candidate;
        const Node& root = solve(counts, 0);
        candidate.points = useAll ? root.allPoints : root.points;
        candidate.used = useAll ? 0 : root.used;
        size_t start = 0;
        for (;;) {
            const Node& node = solve(counts, start);
            const Step& step = useAll ? node.allStep : node.step;
            if (step.stop) {
                break;
            }
            candidate.applied.push_back({step.combo, step.dice});
            for (Face f : step.dice) {
                --counts[static_cast<size_t>(f - 1)];
            }
            start = step.combo;
        }
        candidate.rest = std::move(counts);
        return candidate;
    }

    // Sets: gives group `g` (and each later one) a face not yet taken that shows at least
    // that many dice. Equal sizes next to each other take faces in rising order, so each
    // choice of faces is placed once.
    static void placeSets(const Counts& counts, const std::vector<int>& sets, size_t g,
                          std::vector<bool> taken, std::vector<Face>& dice,
                          const std::function<void(const std::vector<Face>&)>& place) {
        if (g == sets.size()) {
            std::vector<Face> sorted = dice; // dice lists are ascending, as other combos give
            std::sort(sorted.begin(), sorted.end());
            place(sorted);
            return;
        }
        size_t from = 0;
        if (g > 0 && sets[g] == sets[g - 1]) {
            from = static_cast<size_t>(dice.back()); // face f sits at index f - 1: start after it
        }
        for (size_t i = from; i < counts.size(); ++i) {
            if (taken[i] || counts[i] < sets[g]) {
                continue;
            }
            taken[i] = true;
            dice.insert(dice.end(), static_cast<size_t>(sets[g]), static_cast<Face>(i + 1));
            placeSets(counts, sets, g + 1, taken, dice, place);
            dice.resize(dice.size() - static_cast<size_t>(sets[g]));
            taken[i] = false;
        }
    }

    // Calls place(dice) for every way the combo fits into `counts`.
    static void forEachPlacement(const Counts& counts, const ComboScore& combo,
                                 const std::function<void(const std::vector<Face>&)>& place) {
        if (combo.kind == ComboScore::Kind::Straight) {
            for (Face f : combo.faces) {
                if (counts[static_cast<size_t>(f - 1)] < 1) {
                    return;
                }
            }
            place(combo.faces);
            return;
        }
        if (combo.kind == ComboScore::Kind::Sets) {
            std::vector<Face> dice;
            placeSets(counts, combo.sets, 0, std::vector<bool>(counts.size(), false), dice, place);
            return;
        }
        std::vector<Face> eligible;
        for (size_t i = 0; i < counts.size(); ++i) {
            if (counts[i] >= combo.size) {
                eligible.push_back(static_cast<Face>(i + 1));
            }
        }
        if (static_cast<int>(eligible.size()) < combo.groups) {
            return;
        }
        // Every choice of `groups` eligible faces, by a selection mask.
        std::vector<bool> pick(eligible.size(), false);
        std::fill(pick.begin(), pick.begin() + combo.groups, true);
        do {
            std::vector<Face> dice;
            for (size_t i = 0; i < eligible.size(); ++i) {
                if (pick[i]) {
                    dice.insert(dice.end(), static_cast<size_t>(combo.size), eligible[i]);
                }
            }
            place(dice);
        } while (std::prev_permutation(pick.begin(), pick.end()));
    }

    ScoreResult describe(const Candidate& candidate, bool useAll) const {
        ScoreResult result;
        result.points = candidate.points;
        result.used.assign(scorer.m_rules->faceLabels.size(), 0);
        for (const Applied& a : candidate.applied) {
            const auto& combo = scorer.m_rules->combos[a.combo];
            result.combos.push_back({combo.name, combo.points, a.dice});
            for (Face f : a.dice) {
                ++result.used[static_cast<size_t>(f - 1)];
            }
        }
        for (size_t i = 0; i < candidate.rest.size(); ++i) {
            const Face face = static_cast<Face>(i + 1);
            const int n = candidate.rest[i];
            const FaceChoice choice = useAll ? allFace(face, n) : bestFace(face, n);
            const std::string& label = scorer.m_rules->label(face);
            if (choice.kind > 0) {
                result.combos.push_back(
                    {std::string(countWord(choice.kind)) + " " + label + "s",
                     scorer.kindPoints(face, choice.kind),
                     std::vector<Face>(static_cast<size_t>(choice.kind), face)});
            }
            if (choice.singles > 0) {
                std::string name = "Single " + label;
                if (choice.singles > 1) {
                    name += " x" + std::to_string(choice.singles);
                }
                result.combos.push_back(
                    {name, scorer.singlePoints(face) * choice.singles,
                     std::vector<Face>(static_cast<size_t>(choice.singles), face)});
            }
            result.used[i] += choice.kind + choice.singles;
        }
        std::stable_sort(result.combos.begin(), result.combos.end(),
                         [](const Combo& a, const Combo& b) { return a.points > b.points; });
        result.usedFaces = facesOf(result.used);
        return result;
    }
};

// Every multiset's result, found by a key. Dense: the key sum(count[f] * (dice+1)^f) indexes
// an array directly (no sorting, no hashing); sparse, for many faces: a hash of the sorted
// faces packed 5 bits each.
struct Scorer::Table {
    std::vector<Memo> memos;
    std::vector<std::uint64_t> weight; // (dice+1)^f, dense only
    std::vector<std::int32_t> slots;   // dense key -> memo index, -1 for none
    std::unordered_map<std::uint64_t, std::int32_t> sparse;
    size_t maxDice = 0;

    bool dense() const { return !weight.empty(); }

    static std::uint64_t packed(const Counts& counts) { return packedFaces(counts); }

    const Memo* find(const Counts& counts) const {
        if (dense()) {
            if (counts.size() != weight.size()) {
                return nullptr;
            }
            std::uint64_t key = 0;
            size_t dice = 0;
            for (size_t i = 0; i < counts.size(); ++i) {
                if (counts[i] < 0) {
                    return nullptr;
                }
                dice += static_cast<size_t>(counts[i]);
                key += static_cast<std::uint64_t>(counts[i]) * weight[i];
            }
            if (dice > maxDice) {
                return nullptr;
            }
            return at(key < slots.size() ? slots[key] : -1);
        }
        const auto it = sparse.find(packed(counts));
        return at(it == sparse.end() ? -1 : it->second);
    }

    const Memo* findRoll(const std::vector<Face>& roll) const {
        if (!dense() || roll.size() > maxDice) {
            return nullptr;
        }
        std::uint64_t key = 0;
        for (Face f : roll) {
            if (f < 1 || static_cast<size_t>(f) > weight.size()) {
                return nullptr;
            }
            key += weight[static_cast<size_t>(f - 1)];
        }
        return at(key < slots.size() ? slots[key] : -1);
    }

    const Memo* at(std::int32_t index) const {
        return index < 0 ? nullptr : &memos[static_cast<size_t>(index)];
    }
};

namespace {

// The tables of the rule sets some scorer uses now: a game, its match and the log each build a
// scorer of the same rules at start-up, and a table of 10 dice takes tens of milliseconds to
// fill. Held weakly: a table lives as long as a scorer uses it.
struct SharedTables {
    std::mutex lock;
    std::vector<std::pair<Rules, std::weak_ptr<const void>>> tables;

    std::shared_ptr<const void> find(const Rules& rules) {
        const std::lock_guard<std::mutex> guard(lock);
        tables.erase(std::remove_if(tables.begin(), tables.end(),
                                    [](const auto& entry) { return entry.second.expired(); }),
                     tables.end());
        for (const auto& entry : tables) {
            if (entry.first == rules) {
                return entry.second.lock();
            }
        }
        return nullptr;
    }

    void keep(const Rules& rules, const std::shared_ptr<const void>& table) {
        const std::lock_guard<std::mutex> guard(lock);
        tables.emplace_back(rules, table);
    }
};

SharedTables& sharedTables() {
    static SharedTables tables;
    return tables;
}

} // namespace

bool Scorer::sharesTableWith(const Scorer& other) const {
    return m_table != nullptr && m_table == other.m_table;
}

Scorer::Scorer(Rules rules) : m_rules(std::make_shared<const Rules>(std::move(rules))) {
    if (multisetCount(m_rules->diceCount, m_rules->faceCount) > kTableLimit) {
        return;
    }
    if (auto shared = sharedTables().find(*m_rules)) {
        m_table = std::static_pointer_cast<const Table>(shared);
        return;
    }
    m_table = fillTable();
    sharedTables().keep(*m_rules, m_table);
}

std::shared_ptr<const Scorer::Table> Scorer::fillTable() const {
    const auto dice = static_cast<std::uint64_t>(m_rules->diceCount);
    auto table = std::make_shared<Table>();
    table->maxDice = static_cast<size_t>(dice);
    // Dense when (dice+1)^faces slots stay small.
    std::uint64_t slots = 1;
    for (int f = 0; f < m_rules->faceCount && slots <= kDenseLimit; ++f) {
        table->weight.push_back(slots);
        slots *= dice + 1;
    }
    if (slots <= kDenseLimit) {
        table->slots.assign(slots, -1);
    } else {
        table->weight.clear();
    }
    Counts counts(static_cast<size_t>(m_rules->faceCount), 0);
    // Every multiset of 0..diceCount dice, face by face.
    std::function<void(size_t, int)> fill = [&](size_t face, int left) {
        if (face == counts.size()) {
            const auto index = static_cast<std::int32_t>(table->memos.size());
            table->memos.push_back(compute(counts));
            if (table->dense()) {
                std::uint64_t key = 0;
                for (size_t i = 0; i < counts.size(); ++i) {
                    key += static_cast<std::uint64_t>(counts[i]) * table->weight[i];
                }
                table->slots[key] = index;
            } else {
                table->sparse.emplace(Table::packed(counts), index);
            }
            return;
        }
        for (int n = 0; n <= left; ++n) {
            counts[face] = n;
            fill(face + 1, left - n);
        }
        counts[face] = 0;
    };
    fill(0, m_rules->diceCount);
    return table;
}

int Scorer::singlePoints(Face face) const {
    for (const auto& single : m_rules->singles) {
        if (single.face == face) {
            return single.points;
        }
    }
    return 0;
}

namespace {

const KindScore* findKindIn(const Rules& rules, Face face, int count) {
    const KindScore* any = nullptr;
    for (const auto& kind : rules.kinds) {
        if (kind.count != count) {
            continue;
        }
        if (kind.face == face) {
            return &kind;
        }
        if (kind.face == 0) {
            any = &kind;
        }
    }
    return any;
}

} // namespace

std::int64_t kindValue(const Rules& rules, Face face, int count) {
    const KindScore* kind = findKindIn(rules, face, count);
    if (kind == nullptr) {
        return 0;
    }
    if (kind->points) {
        return std::max(0, *kind->points);
    }
    // At most (kMaxKindPoints + 1) * INT_MAX before the cap: inside 64 bits.
    const std::int64_t value =
        std::int64_t{kind->multiplier.value_or(1)} * kindValue(rules, face, count - 1);
    return std::min<std::int64_t>(value, std::int64_t{kMaxKindPoints} + 1);
}

std::vector<std::vector<Face>> interchangeableFaces(const Rules& rules) {
    std::vector<std::vector<Face>> classes;
    std::map<std::vector<std::int64_t>, size_t> bySignature;
    for (Face face = 1; face <= rules.faceCount; ++face) {
        // What the scorer asks of a face: singles (first entry), kinds, penalties, straights.
        std::vector<std::int64_t> signature;
        const auto single = std::find_if(rules.singles.begin(), rules.singles.end(),
                                         [&](const SingleScore& s) { return s.face == face; });
        signature.push_back(single == rules.singles.end() ? 0 : single->points);
        for (int count = 2; count <= rules.diceCount; ++count) {
            const KindScore* kind = findKindIn(rules, face, count);
            signature.push_back(kindValue(rules, face, count));
            signature.push_back(kind != nullptr && kind->isPenalty() ? *kind->points : 0);
        }
        for (const auto& combo : rules.combos) {
            if (combo.kind == ComboScore::Kind::Straight &&
                std::find(combo.faces.begin(), combo.faces.end(), face) != combo.faces.end()) {
                signature.push_back(-1 - face); // alone in its class
                break;
            }
        }
        const auto [it, added] = bySignature.emplace(signature, classes.size());
        if (added) {
            classes.emplace_back();
        }
        classes[it->second].push_back(face);
    }
    return classes;
}

const KindScore* Scorer::findKind(Face face, int count) const {
    return findKindIn(*m_rules, face, count);
}

int Scorer::kindPoints(Face face, int count) const {
    return static_cast<int>(kindValue(*m_rules, face, count));
}

Scorer::Memo Scorer::compute(const Counts& counts) const {
    Memo memo;
    // A penalty kind decides the roll on its own.
    ScoreResult penalty;
    penalty.used = counts;
    for (size_t i = 0; i < counts.size(); ++i) {
        const Face face = static_cast<Face>(i + 1);
        for (int k = counts[i]; k >= 2; --k) {
            const KindScore* kind = findKind(face, k);
            if (kind != nullptr && kind->isPenalty()) {
                penalty.penalty = true;
                penalty.points += *kind->points;
                penalty.combos.push_back(
                    {std::string(countWord(k)) + " " + m_rules->label(face) + "s", *kind->points,
                     std::vector<Face>(static_cast<size_t>(k), face)});
                break;
            }
        }
    }
    if (penalty.penalty) {
        penalty.usedFaces = facesOf(counts);
        memo.best = penalty;
        memo.all.points = -1;
        return memo;
    }
    Search search{*this, {}};
    memo.best = search.describe(search.follow(counts, false), false);
    const Candidate all = search.follow(counts, true);
    if (all.points >= 0) {
        memo.all = search.describe(all, true);
    } else {
        memo.all.points = -1;
    }
    return memo;
}

Scorer::Memo Scorer::lookup(const Counts& counts) const {
    if (const Memo* memo = m_table ? m_table->find(counts) : nullptr) {
        return *memo;
    }
    return compute(counts);
}

ScoreResult Scorer::best(const std::vector<Face>& roll) const {
    if (const Memo* memo = m_table ? m_table->findRoll(roll) : nullptr) {
        return memo->best;
    }
    return bestCounts(countFaces(roll, m_rules->faceCount));
}

ScoreResult Scorer::bestCounts(const Counts& counts) const {
    if (const Memo* memo = m_table ? m_table->find(counts) : nullptr) {
        return memo->best;
    }
    return compute(counts).best;
}

const ScoreResult& Scorer::bestOf(const std::vector<Face>& roll, ScoreResult& scratch) const {
    if (const Memo* memo = m_table ? m_table->findRoll(roll) : nullptr) {
        return memo->best;
    }
    scratch = best(roll);
    return scratch;
}

int Scorer::bestPoints(const Counts& counts) const {
    if (const Memo* memo = m_table ? m_table->find(counts) : nullptr) {
        return memo->best.points;
    }
    return compute(counts).best.points;
}

int Scorer::scoreUsingAll(const Counts& counts) const {
    if (std::accumulate(counts.begin(), counts.end(), 0) == 0) {
        return -1;
    }
    return lookup(counts).all.points;
}

std::vector<KeepOption> Scorer::keepOptions(const std::vector<Face>& roll) const {
    const Counts counts = countFaces(roll, m_rules->faceCount);
    std::vector<KeepOption> options;
    ScoreResult scratch;
    if (bestOf(roll, scratch).penalty) {
        return options;
    }
    Counts sub(counts.size(), 0);
    std::function<void(size_t)> visit = [&](size_t face) {
        if (face == counts.size()) {
            if (std::accumulate(sub.begin(), sub.end(), 0) == 0) {
                return;
            }
            const Memo* tabled = m_table ? m_table->find(sub) : nullptr;
            const Memo computed = tabled != nullptr ? Memo{} : compute(sub);
            const Memo& memo = tabled != nullptr ? *tabled : computed;
            if (memo.all.points > 0) {
                options.push_back({sub, facesOf(sub), memo.all.points, memo.all.combos});
            }
            return;
        }
        for (int n = 0; n <= counts[face]; ++n) {
            sub[face] = n;
            visit(face + 1);
        }
        sub[face] = 0;
    };
    visit(0);
    std::stable_sort(options.begin(), options.end(), [](const KeepOption& a, const KeepOption& b) {
        if (a.points != b.points) {
            return a.points > b.points;
        }
        return a.faces.size() > b.faces.size();
    });
    return options;
}

} // namespace greed::core
