// WinSolution: score pairs are solved in falling order of their sum (a bank only raises a
// score), each pair together with its partner state reached by a bust; penalties, which
// lower a score, are handled by repeating the sweeps until nothing changes. Under a
// busts-in-a-row rule a bust leads to a state with one more bust counted instead (or, paying
// the penalty, to a lower score), so states are solved one by one in falling order of the
// counts' sum within a score sum, and the sweeps repeat as for penalties.
#include "ai/win_solver.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <istream>
#include <iterator>
#include <map>
#include <ostream>
#include <system_error>
#include <thread>

#include "ai/memory_limit.hpp"
#include "ai/solution_file.hpp"
#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

namespace greed::ai {

namespace {

constexpr char kMagic[8] = {'G', 'R', 'D', 'S', 'O', 'L', '0', '2'}; // 02: checksummed

int bankThresholdUnits(const TurnModel& m) {
    return std::max(m.unitsAtLeast(m.rules().bankMinimum), m.entryUnits());
}

} // namespace

void prepareChase(TurnDp& dp, int gap, bool entered, double tie, bool bustTies) {
    const int length = std::max(gap + 1, bankThresholdUnits(dp.model()) + 1);
    std::vector<double>& bank = dp.prepare(length);
    for (size_t t = 0; t < bank.size(); ++t) {
        const int ti = static_cast<int>(t);
        bank[t] = ti > gap ? 1.0 : (ti == gap ? tie : 0.0);
    }
    std::fill(dp.penaltyValues().begin(), dp.penaltyValues().end(), 0.0);
    dp.setBustValue(gap == 0 && bustTies ? tie : 0.0);
    dp.run(entered);
}

std::string WinSolution::unsupportedReason(const TurnModel& model) {
    const core::Rules& r = model.rules();
    if (r.adoptPoints) {
        return "adopting points is not modelled by the solver";
    }
    if (r.minPlayers > 2 || r.maxPlayers < 2) {
        return "the rules do not allow two players";
    }
    if (model.sampled()) {
        // An optimal policy for estimated odds is not the optimal one: claim none.
        return "too many distinct throws to count exactly (the throw odds are sampled)";
    }
    if (estimateStates(model) > 400'000'000ULL) {
        return "too many states for this machine";
    }
    return memoryRefusal("the two-player solve", estimateBytes(model, 1));
}

WinSolution::WinSolution(std::shared_ptr<const TurnModel> model) : m_model(std::move(model)) {
    const TurnModel& m = *m_model;
    const core::Rules& r = m.rules();
    m_target = std::max(1, m.unitsAtLeast(r.target));
    m_floor = m.hasPenalties() ? -std::max(2 * m.maxPenalty(), m_target / 2) : 0;
    m_cap = r.endPolicy == core::EndPolicy::Immediate ? m_target : 2 * m_target;
    m_seats = r.endPolicy == core::EndPolicy::EqualTurns ? 2 : 1;
    m_entered = m_target - m_floor;
    m_streaks = std::max(1, m.streakCount());
    // Slots for players not yet in: scores floor..0 (only a penalty can push them below 0).
    m_slots = (m_entered + (r.entryRule != core::EntryRule::None ? 1 - m_floor : 0)) * m_streaks;
    m_maxGap = m_cap + bankThresholdUnits(m) + m.maxPoints() - m_floor + 2;
}

void WinSolution::buildSlots() {
    m_slotScore.clear();
    m_slotEntered.clear();
    for (int a = 0; a < m_slots; ++a) {
        m_slotScore.push_back(slotScore(a));
        m_slotEntered.push_back(a / m_streaks < m_entered ? 1 : 0);
    }
}

int WinSolution::slotScore(int a) const {
    const int base = a / m_streaks;
    return base < m_entered ? m_floor + base : m_floor + (base - m_entered);
}

int WinSolution::slot(int s, bool entered, int streak) const {
    const int bases = m_slots / m_streaks;
    const int base = !entered && bases > m_entered
                         ? m_entered + (std::clamp(s, m_floor, 0) - m_floor)
                         : std::clamp(s, m_floor, m_target - 1) - m_floor;
    return base * m_streaks + std::clamp(streak, 0, m_streaks - 1);
}

int WinSolution::nothingSlot(int s, bool entered, int streak) const {
    const StreakStep next =
        afterNothing(s, streak, m_model->streakCount(), m_model->streakPenaltyUnits());
    return slot(next.score, entered, next.streak);
}

bool WinSolution::onBrink(int b) const {
    const int count = m_model->streakCount();
    return count > 0 && b % m_streaks + 1 >= count && m_slotScore[static_cast<size_t>(b)] > 0;
}

int WinSolution::turnLength(int seat, int myScore) const {
    const core::EndPolicy end = m_model->rules().endPolicy;
    const bool lastToPlay =
        end == core::EndPolicy::Immediate || (end == core::EndPolicy::EqualTurns && seat == 1);
    const int horizon = lastToPlay ? m_target : m_cap;
    return std::max(horizon - myScore, bankThresholdUnits(*m_model) + 1);
}

std::uint64_t WinSolution::estimateStates(const TurnModel& model) {
    const WinSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    const auto slots = static_cast<std::uint64_t>(layout.m_slots);
    const auto dice = static_cast<std::uint64_t>(model.diceCounts().size());
    if (slots > 1'000'000) {
        return slots * slots * dice; // a lower bound, already far beyond any limit
    }
    std::uint64_t states = 0;
    for (int seat = 0; seat < layout.m_seats; ++seat) {
        for (int a = 0; a < layout.m_slots; ++a) {
            const auto len =
                static_cast<std::uint64_t>(layout.turnLength(seat, layout.slotScore(a)));
            states += len * dice * slots;
        }
    }
    return states;
}

std::uint64_t WinSolution::estimateBytes(const TurnModel& model, int threads) {
    const WinSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    const auto slots = static_cast<std::uint64_t>(layout.m_slots);
    const auto cells = static_cast<std::uint64_t>(layout.m_seats) * slots * slots;
    // Values (twice with penalties: the previous sweep is kept), the pair list, the chase
    // table and its DP, and one turn DP per thread.
    const bool sweeps = model.hasPenalties() || model.streakCount() > 0;
    const std::uint64_t values = cells * sizeof(double) * (sweeps ? 2 : 1);
    // Pairs of states, or every state on its own under a busts-in-a-row rule.
    const std::uint64_t pairs = model.streakCount() > 0 ? cells * 16 : slots * slots * 16;
    const auto gaps = static_cast<std::uint64_t>(layout.m_maxGap) + 1;
    const std::uint64_t chase = 3 * gaps * sizeof(double) + TurnDp::bytesFor(model, gaps);
    const std::uint64_t turn =
        TurnDp::bytesFor(model, static_cast<std::uint64_t>(layout.turnLength(0, layout.m_floor)));
    return values + pairs + chase + static_cast<std::uint64_t>(std::max(1, threads)) * turn;
}

void WinSolution::buildChaseTable() {
    TurnDp dp(*m_model);
    for (int e = 0; e < 2; ++e) {
        auto& table = m_chase[e];
        table.assign(static_cast<size_t>(m_maxGap + 1), 0.0);
        if (e == 0 && m_slots == m_entered) {
            continue;
        }
        for (int gap = 0; gap <= m_maxGap; ++gap) {
            prepareChase(dp, gap, e == 1);
            table[static_cast<size_t>(gap)] = dp.start();
        }
    }
    m_chaseBrink.clear();
    if (m_model->streakCount() > 0) {
        m_chaseBrink.assign(static_cast<size_t>(m_maxGap + 1), 0.0);
        for (int gap = 0; gap <= m_maxGap; ++gap) {
            prepareChase(dp, gap, true, 0.5, false);
            m_chaseBrink[static_cast<size_t>(gap)] = dp.start();
        }
    }
}

double WinSolution::endValue(int seat, int total, bool entered, int b, int streak) const {
    const core::EndPolicy end = m_model->rules().endPolicy;
    const int next = m_seats == 2 ? 1 - seat : 0;
    if (total < m_target) {
        return 1.0 - m_w[index(next, b, slot(total, entered, streak))];
    }
    const int so = m_slotScore[static_cast<size_t>(b)];
    if (end == core::EndPolicy::Immediate || (end == core::EndPolicy::EqualTurns && seat == 1)) {
        return total > so ? 1.0 : (total == so ? 0.5 : 0.0);
    }
    const auto& chase =
        onBrink(b) ? m_chaseBrink : m_chase[m_slotEntered[static_cast<size_t>(b)] ? 1 : 0];
    return 1.0 - chase[static_cast<size_t>(std::min(total - so, m_maxGap))];
}

void WinSolution::setupTurn(TurnDp& dp, const std::vector<double>& w, int seat, int a,
                            int b) const {
    const int next = m_seats == 2 ? 1 - seat : 0;
    const int s = m_slotScore[static_cast<size_t>(a)];
    const bool entered = m_slotEntered[static_cast<size_t>(a)] != 0;
    const int streak = a % m_streaks;

    // Banks read `w` (the values being solved), so only the over-target case is shared.
    std::vector<double>& bank = dp.prepare(turnLength(seat, s));
    for (size_t t = 0; t < bank.size(); ++t) {
        const int total = s + static_cast<int>(t);
        bank[t] = total >= m_target ? endValue(seat, total, true, b)
                                    : 1.0 - w[index(next, b, slot(total, true))];
    }
    auto& pen = dp.penaltyValues();
    for (size_t k = 1; k < pen.size(); ++k) {
        pen[k] = 1.0 - w[index(next, b, nothingSlot(s - static_cast<int>(k), entered, streak))];
    }
    dp.setBustValue(1.0 - w[index(next, b, nothingSlot(s, entered, streak))]);
    dp.run(entered);
}

void WinSolution::prepareTurn(TurnDp& dp, int seat, int myScore, bool myEntered, int oppScore,
                              bool oppEntered, int myStreak, int oppStreak) const {
    const int u = m_model->unit();
    setupTurn(dp, m_w, m_seats == 2 ? seat : 0, slot(myScore / u, myEntered, myStreak),
              slot(oppScore / u, oppEntered, oppStreak));
}

double WinSolution::turnEndValue(int seat, int myScore, bool myEntered, int oppScore,
                                 bool oppEntered, int myStreak, int oppStreak) const {
    const int u = m_model->unit();
    const int total = std::max(myScore / u, m_floor);
    return endValue(m_seats == 2 ? seat : 0, total, myEntered,
                    slot(oppScore / u, oppEntered, oppStreak), myStreak);
}

double WinSolution::turnStartValue(int seat, int myScore, bool myEntered, int oppScore,
                                   bool oppEntered, int myStreak, int oppStreak) const {
    const int u = m_model->unit();
    return m_w[index(m_seats == 2 ? seat : 0, slot(myScore / u, myEntered, myStreak),
                     slot(oppScore / u, oppEntered, oppStreak))];
}

namespace {

// A state to solve: `seat` to move with slots `a` (own) and `b` (the opponent's).
struct Pair {
    int seat, a, b;
};

// Calls work(dp, item) for every item, on up to `threads` threads, each with its own DP.
template <typename Work>
void forEachShared(const std::vector<Pair>& items, std::vector<TurnDp>& workers, int threads,
                   const Work& work) {
    if (threads == 1 || items.size() < 4) {
        for (const Pair& p : items) {
            work(workers[0], p);
        }
        return;
    }
    std::atomic<size_t> nextItem{0};
    auto share = [&](TurnDp& dp) {
        for (size_t i = nextItem++; i < items.size(); i = nextItem++) {
            work(dp, items[i]);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) {
        try {
            pool.emplace_back(share, std::ref(workers[static_cast<size_t>(t)]));
        } catch (const std::system_error&) {
            break; // no more threads to be had: the ones started share the work
        }
    }
    share(workers[0]);
    for (auto& th : pool) {
        th.join();
    }
}

} // namespace

void WinSolution::run(const SolveOptions& options) {
    const auto started = std::chrono::steady_clock::now();
    const TurnModel& m = *m_model;
    buildChaseTable();
    m_w.assign(static_cast<size_t>(m_seats) * static_cast<size_t>(m_slots) *
                   static_cast<size_t>(m_slots),
               0.5);
    const bool streaks = m.streakCount() > 0;

    // Groups solved in order, highest score sum first. Without a busts-in-a-row rule a group
    // holds canonical pairs, each solved with its partner state reached by a bust (the other
    // player to move with the same scores). With one, it holds single states of one sum of
    // bust counts, highest first: a bust leads to a higher count sum or a lower score.
    std::map<std::pair<int, int>, std::vector<Pair>, std::greater<>> groups;
    for (int seat = 0; seat < (streaks ? m_seats : 1); ++seat) {
        for (int a = 0; a < m_slots; ++a) {
            for (int b = 0; b < m_slots; ++b) {
                if (!streaks && m_seats == 1 && a > b) {
                    continue;
                }
                const int sum =
                    m_slotScore[static_cast<size_t>(a)] + m_slotScore[static_cast<size_t>(b)];
                groups[{sum, a % m_streaks + b % m_streaks}].push_back({seat, a, b});
            }
        }
    }

    const int threads = std::clamp(options.threads, 1, kMaxSolveThreads);
    std::vector<TurnDp> workers(static_cast<size_t>(threads), TurnDp(m));
    const double tol = options.tolerance;

    auto solvePair = [&](TurnDp& dp, const Pair& p) {
        const int qs = m_seats == 2 ? 1 : 0;
        const size_t ip = index(p.seat, p.a, p.b);
        const size_t iq = index(qs, p.b, p.a);
        auto h = [&](double x) {
            m_w[iq] = x;
            setupTurn(dp, m_w, p.seat, p.a, p.b);
            m_w[ip] = dp.start();
            if (iq != ip) {
                setupTurn(dp, m_w, qs, p.b, p.a);
                m_w[iq] = dp.start();
            }
            return m_w[iq];
        };
        double x0 = m_w[iq];
        for (int round = 0; round < 60; ++round) {
            const double x1 = h(x0);
            if (std::fabs(x1 - x0) < tol) {
                return;
            }
            const double x2 = h(x1);
            if (std::fabs(x2 - x1) < tol) {
                return;
            }
            // The map is piecewise linear: jump to the fixed point of the current piece.
            const double slope = (x2 - x1) / (x1 - x0);
            double next = x2;
            if (std::isfinite(slope) && slope < 0.999 && slope > -0.999) {
                next = x2 + slope / (1.0 - slope) * (x2 - x1);
            }
            x0 = std::clamp(next, 0.0, 1.0);
        }
        h(x0);
    };
    auto solveOne = [&](TurnDp& dp, const Pair& p) {
        setupTurn(dp, m_w, p.seat, p.a, p.b);
        m_w[index(p.seat, p.a, p.b)] = dp.start();
    };
    // With a count of 1 a bust at a score the penalty cannot lower stays in its own group:
    // one thread then, so no state is read while another thread writes it.
    const int groupThreads = streaks && m.streakCount() == 1 ? 1 : threads;

    const size_t totalItems = [&] {
        size_t n = 0;
        for (const auto& group : groups) {
            n += group.second.size();
        }
        return n;
    }();
    const bool repeat = m.hasPenalties() || streaks;
    const int maxSweeps = repeat ? 500 : 1;
    int sweep = 0;
    for (; sweep < maxSweeps; ++sweep) {
        const std::vector<double> before = repeat ? m_w : std::vector<double>{};
        size_t done = 0;
        for (const auto& group : groups) {
            if (streaks) {
                forEachShared(group.second, workers, groupThreads, solveOne);
            } else {
                forEachShared(group.second, workers, threads, solvePair);
            }
            done += group.second.size();
            if (options.progress) {
                options.progress(sweep + 1,
                                 static_cast<double>(done) / static_cast<double>(totalItems));
            }
        }
        if (!repeat) {
            ++sweep;
            break;
        }
        double change = 0.0;
        for (size_t i = 0; i < m_w.size(); ++i) {
            change = std::max(change, std::fabs(m_w[i] - before[i]));
        }
        if (change < 1e-11) {
            ++sweep;
            break;
        }
    }

    const int start = slot(0, m.rules().entryRule == core::EntryRule::None);
    m_stats.firstPlayerWin = m_w[index(0, start, start)];
    m_stats.states = estimateStates(m);
    m_stats.sweeps = sweep;
    const auto rows = static_cast<std::uint64_t>(turnLength(0, m_floor) + m.maxPoints() + 1);
    const std::uint64_t dpBytes =
        rows * static_cast<std::uint64_t>(m.diceCount() + 1) * 2 * sizeof(double) +
        rows * sizeof(double);
    m_stats.memoryBytes =
        m_w.size() * sizeof(double) * (repeat ? 2 : 1) +
        (m_chase[0].size() + m_chase[1].size() + m_chaseBrink.size()) * sizeof(double) +
        static_cast<std::uint64_t>(threads) * dpBytes;
    m_stats.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
}

std::shared_ptr<const WinSolution> WinSolution::solve(std::shared_ptr<const TurnModel> model,
                                                      const SolveOptions& options) {
    requireMemory("the two-player solve of " + model->rules().id,
                  estimateBytes(*model, std::clamp(options.threads, 1, kMaxSolveThreads)));
    std::shared_ptr<WinSolution> solution(new WinSolution(std::move(model)));
    solution->buildSlots();
    solution->run(options);
    return solution;
}

namespace {

using namespace solution_file;

bool probabilities(const std::vector<double>& v) {
    return std::all_of(v.begin(), v.end(),
                       [](double x) { return std::isfinite(x) && x >= 0.0 && x <= 1.0; });
}

} // namespace

std::uint64_t WinSolution::fileBytes(const TurnModel& model) {
    const WinSolution layout{std::shared_ptr<const TurnModel>(&model, [](const TurnModel*) {})};
    if (layout.m_slots > 1'000'000) {
        return UINT64_MAX; // far beyond any limit (and the cells might not fit)
    }
    const auto gaps = static_cast<std::uint64_t>(layout.m_maxGap + 1);
    const std::uint64_t cells = static_cast<std::uint64_t>(layout.m_seats) *
                                static_cast<std::uint64_t>(layout.m_slots) *
                                static_cast<std::uint64_t>(layout.m_slots);
    const std::uint64_t chases = model.streakCount() > 0 ? 3 : 2;
    const std::uint64_t fields = 6 * sizeof(std::int32_t) + sizeof(SolveStats::firstPlayerWin) +
                                 sizeof(SolveStats::states) + sizeof(SolveStats::seconds) +
                                 sizeof(SolveStats::memoryBytes) + sizeof(std::int32_t);
    return framedBytes(model.rules(),
                       fields + chases * vectorBytes<double>(gaps) + vectorBytes<double>(cells));
}

void WinSolution::write(std::ostream& out) const {
    // Magic, then the body, then the FNV-1a checksum of the body (solution_file.hpp).
    FramedWriter body(out, kMagic);
    putRules(body, m_model->rules());
    const std::int32_t layout[6] = {m_target, m_floor, m_cap, m_seats, m_slots, m_maxGap};
    put(body, layout);
    put(body, m_stats.firstPlayerWin);
    put(body, m_stats.states);
    put(body, m_stats.seconds);
    put(body, m_stats.memoryBytes);
    put(body, static_cast<std::int32_t>(m_stats.sweeps));
    putVector(body, m_chase[0]);
    putVector(body, m_chase[1]);
    if (m_model->streakCount() > 0) { // only then: files of other rules keep their layout
        putVector(body, m_chaseBrink);
    }
    putVector(body, m_w);
    body.finish();
}

std::shared_ptr<const WinSolution> WinSolution::read(std::istream& file,
                                                     std::shared_ptr<const TurnModel> model) {
    // Read as it streams, the checksum checked at the end: nothing is held twice.
    FramedReader in(file, kMagic, bodyBytes(fileBytes(*model)));
    if (!sameRules(in, model->rules())) {
        return nullptr;
    }
    std::shared_ptr<WinSolution> s(new WinSolution(std::move(model)));
    std::int32_t layout[6] = {};
    std::int32_t sweeps = 0;
    if (!get(in, layout) || layout[0] != s->m_target || layout[1] != s->m_floor ||
        layout[2] != s->m_cap || layout[3] != s->m_seats || layout[4] != s->m_slots ||
        layout[5] != s->m_maxGap) {
        return nullptr;
    }
    if (!get(in, s->m_stats.firstPlayerWin) || !get(in, s->m_stats.states) ||
        !get(in, s->m_stats.seconds) || !get(in, s->m_stats.memoryBytes) || !get(in, sweeps)) {
        return nullptr;
    }
    s->m_stats.sweeps = sweeps;
    const auto gaps = static_cast<std::uint64_t>(s->m_maxGap + 1);
    const auto cells = static_cast<std::uint64_t>(s->m_seats) *
                       static_cast<std::uint64_t>(s->m_slots) *
                       static_cast<std::uint64_t>(s->m_slots);
    const bool brink = s->m_model->streakCount() > 0;
    if (!getVector(in, s->m_chase[0], gaps) || !getVector(in, s->m_chase[1], gaps) ||
        (brink && !getVector(in, s->m_chaseBrink, gaps)) || !getVector(in, s->m_w, cells) ||
        in.peek() != std::char_traits<char>::eof() || !in.finish()) {
        return nullptr;
    }
    // Every value is a winning chance: anything else (NaN, infinities, out of range) is a
    // damaged file even when its checksum was recomputed.
    const double p1 = s->m_stats.firstPlayerWin;
    if (!std::isfinite(p1) || p1 < 0.0 || p1 > 1.0 || !probabilities(s->m_chase[0]) ||
        !probabilities(s->m_chase[1]) || !probabilities(s->m_chaseBrink) ||
        !probabilities(s->m_w)) {
        return nullptr;
    }
    s->buildSlots();
    return s;
}

} // namespace greed::ai
