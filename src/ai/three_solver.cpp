// ThreeSolution: score triples are solved in falling order of their sum (a bank only raises
// a score), each together with its two rotations, which a bust leads to (the next player to
// move with the same scores). With the play within each turn fixed, the three rotations'
// values are linear in one another and are solved exactly; the play is then recomputed from
// the new values until nothing changes (policy iteration, 2-3 rounds). Where the players' best
// responses cycle the iteration never settles: it stops after kMaxRounds and keeps the values
// of the last round's play, which is then not an equilibrium (docs/ai.md). A final round is
// solved first: the last player's chase by gap, then the middle player's last turn for every
// trigger score and pair of scores below the target.
#include "ai/three_solver.hpp"

#include "ai/memory_limit.hpp"
#include "ai/solution_file.hpp"
#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <istream>
#include <iterator>
#include <ostream>
#include <system_error>
#include <thread>

namespace greed::ai {

static_assert(sizeof(Chances3) == 3 * sizeof(double), "Chances3 is stored as three doubles");

namespace {

constexpr char kMagic[8] = {'G', 'R', 'D', 'T', 'H', 'R', '0', '1'};
constexpr std::uint64_t kMaxStates = 400'000'000ULL;
// Policy iteration rounds per set of rotations: 2-3 where the play settles; where the best
// responses cycle, more rounds would not settle it.
constexpr int kMaxRounds = 100;

int bankThresholdUnits(const TurnModel& m) {
    return std::max(m.unitsAtLeast(m.rules().bankMinimum), m.entryUnits());
}

// (w0, w1, w2) seen from the player before: that player's own chance is w2.
Chances3 back(const Chances3& w) {
    return {w[2], w[0], w[1]};
}

Chances4 withBust(const Chances3& w, double bust) {
    return {w[0], w[1], w[2], bust};
}

// Calls work(dp, i) for i in [0, count) on up to `threads` threads, each with its own DP.
template <typename Work>
void shareOut(size_t count, std::vector<VectorTurnDp>& workers, const Work& work) {
    std::atomic<size_t> next{0};
    auto share = [&](VectorTurnDp& dp) {
        for (size_t i = next++; i < count; i = next++) {
            work(dp, i);
        }
    };
    std::vector<std::thread> pool;
    if (count >= 4) {
        for (size_t t = 1; t < workers.size(); ++t) {
            try {
                pool.emplace_back(share, std::ref(workers[t]));
            } catch (const std::system_error&) {
                break; // the threads started share the work
            }
        }
    }
    share(workers[0]);
    for (auto& th : pool) {
        th.join();
    }
}

} // namespace

std::string ThreeSolution::unsupportedReason(const TurnModel& model) {
    const core::Rules& r = model.rules();
    if (r.adoptPoints) {
        return "adopting points is not modelled by the solver";
    }
    if (r.minPlayers > 3 || r.maxPlayers < 3) {
        return "the rules do not allow three players";
    }
    if (model.sampled()) {
        return "too many distinct throws to count exactly (the throw odds are sampled)";
    }
    if (r.endPolicy != core::EndPolicy::FinalRound) {
        return "the three-player solver takes final-round rules only";
    }
    if (r.tieBreak) {
        return "tie-breaks are not modelled by the three-player solver";
    }
    if (model.hasPenalties() || model.streakCount() > 0) {
        return "penalties are not modelled by the three-player solver";
    }
    if (estimateStates(model) > kMaxStates) {
        return "too many states for a three-player solve";
    }
    return memoryRefusal("the three-player solve", estimateBytes(model, 1));
}

ThreeSolution::ThreeSolution(std::shared_ptr<const TurnModel> model) : m_model(std::move(model)) {
    const TurnModel& m = *m_model;
    m_target = std::max(1, m.unitsAtLeast(m.rules().target));
    m_cap = 2 * m_target;
    m_maxFinal = m_cap + m.maxPoints();
    m_slots = m_target + (m.rules().entryRule != core::EntryRule::None ? 1 : 0);
    m_gaps = m_maxFinal + 2 * m.maxPoints() + bankThresholdUnits(m) + 2;
}

int ThreeSolution::slot(int s, bool entered) const {
    return !entered && m_slots > m_target ? m_target : std::clamp(s, 0, m_target - 1);
}

int ThreeSolution::turnLength(int s) const {
    return std::max(m_cap - s, bankThresholdUnits(*m_model) + 1);
}

std::uint64_t ThreeSolution::estimateStates(const TurnModel& model) {
    const ThreeSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    const auto slots = static_cast<std::uint64_t>(layout.m_slots);
    const auto dice = static_cast<std::uint64_t>(model.diceCounts().size());
    if (slots > 100'000) {
        return slots * slots * slots; // already far beyond any limit
    }
    std::uint64_t turns = 0; // sum over the mover's slots of their turn length
    std::uint64_t lasts = 0; // the same for every trigger score
    for (int a = 0; a < layout.m_slots; ++a) {
        const int s = layout.slotScore(a);
        turns += static_cast<std::uint64_t>(layout.turnLength(s));
        for (int x = layout.m_target; x <= layout.m_maxFinal; ++x) {
            lasts += static_cast<std::uint64_t>(
                std::max(std::max(layout.m_cap, x + 1) - s, bankThresholdUnits(model) + 1));
        }
    }
    return (slots * slots * turns + slots * lasts) * dice;
}

std::uint64_t ThreeSolution::estimateBytes(const TurnModel& model, int threads) {
    const ThreeSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    const auto slots = static_cast<std::uint64_t>(layout.m_slots);
    if (slots > 100'000) {
        return UINT64_MAX;
    }
    const auto finals = static_cast<std::uint64_t>(layout.m_maxFinal - layout.m_target + 1);
    const std::uint64_t values =
        (slots * slots * slots + finals * slots * slots) * sizeof(Chances3);
    const std::uint64_t chase = 4 * static_cast<std::uint64_t>(layout.m_gaps) * 16;
    const auto rows = static_cast<std::uint64_t>(layout.m_gaps + model.maxPoints() + 1);
    const std::uint64_t dp =
        rows * (static_cast<std::uint64_t>(model.diceCount()) + 2) * sizeof(Chances4);
    return values + chase + static_cast<std::uint64_t>(std::max(1, threads)) * dp;
}

Chances4 ThreeSolution::lastEnd(int x, int y, int c) const {
    const int top = std::max(x, y);
    const int k = (x == top ? 1 : 0) + (y == top ? 1 : 0);
    const int gap = std::clamp(top - slotScore(c), 0, m_gaps - 1);
    const size_t row = static_cast<size_t>((slotEntered(c) ? 2 : 0) + k - 1);
    const auto& [win, tie] = m_chase[row * static_cast<size_t>(m_gaps) + static_cast<size_t>(gap)];
    const double share = 1.0 / (k + 1);
    const double topShare = (1.0 - win - tie) / k + tie * share; // for each player at the top
    return {y == top ? topShare : 0.0, win + tie * share, x == top ? topShare : 0.0, 0.0};
}

void ThreeSolution::setupLast(VectorTurnDp& dp, int x, int b, int c) const {
    const int s = slotScore(b);
    const int length = std::max(std::max(m_cap, x + 1) - s, bankThresholdUnits(*m_model) + 1);
    std::vector<Chances4>& bank = dp.prepare(length);
    for (size_t t = 0; t < bank.size(); ++t) {
        bank[t] = lastEnd(x, s + static_cast<int>(t), c);
    }
    Chances4 bust = lastEnd(x, s, c);
    bust[3] = 1.0;
    dp.setBustValue(bust);
    dp.run(slotEntered(b));
}

Chances3 ThreeSolution::finalRound(int x, int b, int c) const {
    const size_t s = static_cast<size_t>(m_slots);
    const size_t i =
        (static_cast<size_t>(std::min(x, m_maxFinal) - m_target) * s + static_cast<size_t>(b)) * s +
        static_cast<size_t>(c);
    return m_final[i];
}

Chances4 ThreeSolution::afterTurn(int total, bool entered, int b, int c) const {
    if (total >= m_target) {
        return withBust(finalRound(total, b, c), 0.0);
    }
    return withBust(back(m_w[index(b, c, slot(total, entered))]), 0.0);
}

void ThreeSolution::setupTurn(VectorTurnDp& dp, int a, int b, int c) const {
    const int s = slotScore(a);
    std::vector<Chances4>& bank = dp.prepare(turnLength(s));
    for (size_t t = 1; t < bank.size(); ++t) {
        bank[t] = afterTurn(s + static_cast<int>(t), true, b, c);
    }
    Chances4 bust = afterTurn(s, slotEntered(a), b, c);
    bust[3] = 1.0;
    dp.setBustValue(bust);
    dp.run(slotEntered(a));
}

void ThreeSolution::buildChaseTable() {
    VectorTurnDp dp(*m_model);
    m_chase.assign(4 * static_cast<size_t>(m_gaps), {0.0, 0.0});
    for (int row = 0; row < 4; ++row) {
        const bool entered = row >= 2;
        if (!entered && m_slots == m_target) {
            continue; // nobody is ever out of the game
        }
        const double share = 1.0 / (row % 2 + 2);
        for (int gap = 0; gap < m_gaps; ++gap) {
            std::vector<Chances4>& bank =
                dp.prepare(std::max(gap + 1, bankThresholdUnits(*m_model) + 1));
            for (size_t t = 0; t < bank.size(); ++t) {
                const int ti = static_cast<int>(t);
                bank[t] = ti > gap ? Chances4{1, 1, 0, 0}
                                   : (ti == gap ? Chances4{share, 0, 1, 0} : Chances4{});
            }
            dp.setBustValue(gap == 0 ? Chances4{share, 0, 1, 1} : Chances4{0, 0, 0, 1});
            dp.run(entered);
            m_chase[static_cast<size_t>(row * m_gaps + gap)] = {dp.start()[1], dp.start()[2]};
        }
    }
}

void ThreeSolution::buildFinalTable(int threads) {
    const auto s = static_cast<size_t>(m_slots);
    const auto finals = static_cast<size_t>(m_maxFinal - m_target + 1);
    m_final.assign(finals * s * s, Chances3{});
    std::vector<VectorTurnDp> workers(static_cast<size_t>(threads), VectorTurnDp(*m_model));
    shareOut(finals * s, workers, [&](VectorTurnDp& dp, size_t item) {
        const int x = m_target + static_cast<int>(item / s);
        const int b = static_cast<int>(item % s);
        for (int c = 0; c < m_slots; ++c) {
            setupLast(dp, x, b, c);
            const Chances4& v = dp.start(); // (b, c, the trigger)
            m_final[item * s + static_cast<size_t>(c)] = {v[2], v[0], v[1]};
        }
    });
}

void ThreeSolution::run(const SolveOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    const int threads = std::clamp(options.threads, 1, kMaxSolveThreads);
    buildChaseTable();
    buildFinalTable(threads);
    m_w.assign(static_cast<size_t>(m_slots) * static_cast<size_t>(m_slots) *
                   static_cast<size_t>(m_slots),
               Chances3{1.0 / 3, 1.0 / 3, 1.0 / 3});

    // One item per set of rotations (its least rotation), grouped by the sum of the scores.
    std::vector<std::vector<std::array<int, 3>>> bySum(static_cast<size_t>(3 * m_target));
    for (int a = 0; a < m_slots; ++a) {
        for (int b = 0; b < m_slots; ++b) {
            for (int c = 0; c < m_slots; ++c) {
                const std::array<int, 3> r{a, b, c};
                if (r <= std::array<int, 3>{b, c, a} && r <= std::array<int, 3>{c, a, b}) {
                    const int sum = slotScore(a) + slotScore(b) + slotScore(c);
                    bySum[static_cast<size_t>(sum)].push_back(r);
                }
            }
        }
    }
    size_t total = 0;
    for (const auto& g : bySum) {
        total += g.size();
    }

    std::atomic<std::uint64_t> unsettled{0};
    auto solveRotations = [&](VectorTurnDp& dp, const std::array<int, 3>& r) {
        const std::array<size_t, 3> at{index(r[0], r[1], r[2]), index(r[1], r[2], r[0]),
                                       index(r[2], r[0], r[1])};
        for (int round = 0; round < kMaxRounds; ++round) {
            // Each rotation's start is A + beta * (the bust value it was given).
            std::array<Chances3, 3> a{};
            std::array<double, 3> beta{};
            for (size_t i = 0; i < 3; ++i) {
                setupTurn(dp, r[i], r[(i + 1) % 3], r[(i + 2) % 3]);
                const Chances4& v = dp.start();
                const Chances3 bust = back(m_w[at[(i + 1) % 3]]);
                beta[i] = v[3];
                for (size_t k = 0; k < 3; ++k) {
                    a[i][k] = v[k] - beta[i] * bust[k];
                }
            }
            // V0 = A0 + b0 R(V1), V1 = A1 + b1 R(V2), V2 = A2 + b2 R(V0), R = back, R^3 = 1.
            const Chances3 r1 = back(a[1]);
            const Chances3 r2 = back(back(a[2]));
            const double loop = beta[0] * beta[1] * beta[2];
            std::array<Chances3, 3> v{};
            for (size_t k = 0; k < 3; ++k) {
                v[0][k] = (a[0][k] + beta[0] * r1[k] + beta[0] * beta[1] * r2[k]) / (1.0 - loop);
            }
            const Chances3 v0 = back(v[0]);
            for (size_t k = 0; k < 3; ++k) {
                v[2][k] = a[2][k] + beta[2] * v0[k];
            }
            const Chances3 v2 = back(v[2]);
            for (size_t k = 0; k < 3; ++k) {
                v[1][k] = a[1][k] + beta[1] * v2[k];
            }
            double change = 0.0;
            for (size_t i = 0; i < 3; ++i) {
                for (size_t k = 0; k < 3; ++k) {
                    change = std::max(change, std::fabs(v[i][k] - m_w[at[i]][k]));
                    m_w[at[i]][k] = std::clamp(v[i][k], 0.0, 1.0);
                }
            }
            if (change < options.tolerance) {
                return;
            }
        }
        unsettled.fetch_add(1, std::memory_order_relaxed); // the best responses cycle here
    };

    std::vector<VectorTurnDp> workers(static_cast<size_t>(threads), VectorTurnDp(*m_model));
    size_t done = 0;
    for (size_t sum = bySum.size(); sum-- > 0;) {
        const auto& group = bySum[sum];
        shareOut(group.size(), workers,
                 [&](VectorTurnDp& dp, size_t i) { solveRotations(dp, group[i]); });
        done += group.size();
        if (options.progress) {
            options.progress(1, static_cast<double>(done) / static_cast<double>(total));
        }
    }

    const int start = slot(0, m_slots == m_target);
    m_stats.firstPlayerWin = m_w[index(start, start, start)][0];
    m_stats.states = estimateStates(*m_model);
    m_stats.sweeps = 1;
    m_stats.unsettled = unsettled.load();
    m_stats.memoryBytes = estimateBytes(*m_model, threads);
    m_stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

std::shared_ptr<const ThreeSolution> ThreeSolution::solve(std::shared_ptr<const TurnModel> model,
                                                          const SolveOptions& options) {
    requireMemory("the three-player solve of " + model->rules().id,
                  estimateBytes(*model, std::clamp(options.threads, 1, kMaxSolveThreads)));
    std::shared_ptr<ThreeSolution> solution(new ThreeSolution(std::move(model)));
    solution->run(options);
    return solution;
}

Chances3 ThreeSolution::turnStart(const std::array<int, 3>& scores,
                                  const std::array<bool, 3>& entered) const {
    const int u = m_model->unit();
    return m_w[index(slot(scores[0] / u, entered[0]), slot(scores[1] / u, entered[1]),
                     slot(scores[2] / u, entered[2]))];
}

void ThreeSolution::prepareTurn(TurnDp& dp, const std::array<int, 3>& scores,
                                const std::array<bool, 3>& entered) const {
    const int u = m_model->unit();
    const int s = std::clamp(scores[0] / u, 0, m_target - 1);
    const int b = slot(scores[1] / u, entered[1]);
    const int c = slot(scores[2] / u, entered[2]);
    std::vector<double>& bank = dp.prepare(turnLength(s));
    for (size_t t = 1; t < bank.size(); ++t) {
        bank[t] = afterTurn(s + static_cast<int>(t), true, b, c)[0];
    }
    dp.setBustValue(afterTurn(s, entered[0], b, c)[0]);
    dp.run(entered[0]);
}

void ThreeSolution::prepareLastTurn(TurnDp& dp, int trigger, int myScore, bool myEntered, int last,
                                    bool lastEntered) const {
    const int u = m_model->unit();
    const int x = std::clamp(trigger / u, m_target, m_maxFinal);
    const int s = std::clamp(myScore / u, 0, m_target - 1);
    const int c = slot(last / u, lastEntered);
    const int length = std::max(std::max(m_cap, x + 1) - s, bankThresholdUnits(*m_model) + 1);
    std::vector<double>& bank = dp.prepare(length);
    for (size_t t = 0; t < bank.size(); ++t) {
        bank[t] = lastEnd(x, s + static_cast<int>(t), c)[0];
    }
    dp.setBustValue(lastEnd(x, s, c)[0]);
    dp.run(myEntered);
}

namespace {

using namespace solution_file;

// Reads `expected` triples of chances, each in [0, 1] and summing to one.
bool getValues(std::istream& in, std::vector<Chances3>& v, std::uint64_t expected) {
    if (!getVector(in, v, expected)) {
        return false;
    }
    return std::all_of(v.begin(), v.end(), [](const Chances3& c) {
        const double sum = c[0] + c[1] + c[2];
        return std::all_of(c.begin(), c.end(),
                           [](double x) { return std::isfinite(x) && x >= 0.0 && x <= 1.0; }) &&
               std::fabs(sum - 1.0) < 1e-6;
    });
}

} // namespace

std::uint64_t ThreeSolution::fileBytes(const TurnModel& model) {
    const ThreeSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    const auto slots = static_cast<std::uint64_t>(layout.m_slots);
    if (slots > 100'000) {
        return UINT64_MAX; // far beyond any limit (and slots^3 would not fit)
    }
    const auto finals = static_cast<std::uint64_t>(layout.m_maxFinal - layout.m_target + 1);
    const std::uint64_t fields = 5 * sizeof(std::int32_t) + sizeof(SolveStats::firstPlayerWin) +
                                 sizeof(SolveStats::states) + sizeof(SolveStats::seconds) +
                                 sizeof(SolveStats::memoryBytes);
    return framedBytes(model.rules(), fields + vectorBytes<Chances3>(finals * slots * slots) +
                                          vectorBytes<Chances3>(slots * slots * slots));
}

void ThreeSolution::write(std::ostream& out) const {
    FramedWriter body(out, kMagic);
    putRules(body, m_model->rules());
    const std::int32_t layout[5] = {m_target, m_cap, m_maxFinal, m_slots, m_gaps};
    put(body, layout);
    put(body, m_stats.firstPlayerWin);
    put(body, m_stats.states);
    put(body, m_stats.seconds);
    put(body, m_stats.memoryBytes);
    putVector(body, m_final);
    putVector(body, m_w);
    body.finish();
}

std::shared_ptr<const ThreeSolution> ThreeSolution::read(std::istream& file,
                                                         std::shared_ptr<const TurnModel> model) {
    if (!unsupportedReason(*model).empty()) {
        return nullptr;
    }
    // Read as it streams, the checksum checked at the end: nothing is held twice.
    FramedReader in(file, kMagic, bodyBytes(fileBytes(*model)));
    if (!sameRules(in, model->rules())) {
        return nullptr;
    }
    std::shared_ptr<ThreeSolution> s(new ThreeSolution(std::move(model)));
    std::int32_t layout[5] = {};
    if (!get(in, layout) || layout[0] != s->m_target || layout[1] != s->m_cap ||
        layout[2] != s->m_maxFinal || layout[3] != s->m_slots || layout[4] != s->m_gaps) {
        return nullptr;
    }
    if (!get(in, s->m_stats.firstPlayerWin) || !get(in, s->m_stats.states) ||
        !get(in, s->m_stats.seconds) || !get(in, s->m_stats.memoryBytes)) {
        return nullptr;
    }
    const auto slots = static_cast<std::uint64_t>(s->m_slots);
    const auto finals = static_cast<std::uint64_t>(s->m_maxFinal - s->m_target + 1);
    const double p1 = s->m_stats.firstPlayerWin;
    if (!std::isfinite(p1) || p1 < 0.0 || p1 > 1.0 ||
        !getValues(in, s->m_final, finals * slots * slots) ||
        !getValues(in, s->m_w, slots * slots * slots) ||
        in.peek() != std::char_traits<char>::eof() || !in.finish()) {
        return nullptr;
    }
    s->m_stats.sweeps = 1;
    s->buildChaseTable(); // cheap (a few hundred short chases), so not stored
    return s;
}

} // namespace greed::ai
