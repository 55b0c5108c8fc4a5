// BackgroundSolve: workers live in a process-wide list rather than in the scene, so leaving the
// table mid-solve costs nothing; the list joins them (finished ones at once, the rest at exit).
#include "ai/background_solve.hpp"

#include "ai/solution_cache.hpp"

#include <condition_variable>
#include <thread>
#include <utility>
#include <vector>

namespace greed::ai {

namespace {

class Workers {
public:
    ~Workers() {
        for (auto& w : m_running) {
            if (w.second.joinable()) {
                w.second.join();
            }
        }
    }
    void add(std::shared_ptr<BackgroundSolve> job, std::thread worker) {
        std::lock_guard<std::mutex> lock(m_mutex);
        for (auto it = m_running.begin(); it != m_running.end();) {
            if (it->first->done()) {
                it->second.join(); // returns at once: the worker is past its last statement
                it = m_running.erase(it);
            } else {
                ++it;
            }
        }
        m_running.emplace_back(std::move(job), std::move(worker));
    }
    int running() {
        std::lock_guard<std::mutex> lock(m_mutex);
        int n = 0;
        for (const auto& w : m_running) {
            n += w.first->done() ? 0 : 1;
        }
        return n;
    }

private:
    std::mutex m_mutex;
    std::vector<std::pair<std::shared_ptr<BackgroundSolve>, std::thread>> m_running;
};

Workers& workers() {
    static Workers list;
    return list;
}

struct Gate {
    std::mutex mutex;
    std::condition_variable opened;
    bool held = false;
};

Gate& gate() {
    static Gate g;
    return g;
}

} // namespace

std::shared_ptr<BackgroundSolve> BackgroundSolve::start(const core::Rules& rules,
                                                        std::uint64_t maxStates, int players) {
    // The caches the worker uses exist before the worker list, so at exit the list (destroyed
    // first) joins the worker while they still exist.
    sharedModel(rules);
    sharedSolution(rules, 0);
    heldThreeSolution(rules, core::dataDirectory()); // never waits for a solve in progress
    Workers& list = workers();
    Gate& held = gate();
    auto job = std::make_shared<BackgroundSolve>();
    std::thread worker([job, rules, maxStates, players, &held] {
        {
            std::unique_lock<std::mutex> lock(held.mutex);
            held.opened.wait(lock, [&] { return !held.held; });
        }
        std::shared_ptr<const WinSolution> solution;
        try {
            auto* self = job.get();
            const SolveProgress progress = [self](int sweep, double fraction) {
                self->m_sweep.store(sweep);
                self->m_fraction.store(fraction);
            };
            solution = sharedSolution(rules, maxStates, core::dataDirectory(), progress);
            if (solution && players == 3) {
                sharedThreeSolution(rules, maxStates, core::dataDirectory(), progress);
            }
        } catch (const std::exception&) {
            // No solution: the hints keep to the bust chance.
        }
        job->finish(std::move(solution));
    });
    list.add(job, std::move(worker));
    return job;
}

int BackgroundSolve::running() {
    return workers().running();
}

void BackgroundSolve::holdWorkers(bool held) {
    Gate& g = gate();
    {
        std::lock_guard<std::mutex> lock(g.mutex);
        g.held = held;
    }
    g.opened.notify_all();
}

void BackgroundSolve::finish(std::shared_ptr<const WinSolution> solution) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_result = std::move(solution);
    m_done = true;
}

bool BackgroundSolve::done() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_done;
}

std::shared_ptr<const WinSolution> BackgroundSolve::result() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_result;
}

} // namespace greed::ai
