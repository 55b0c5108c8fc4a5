// TurnWorker: a queue of turned copies and the thread that makes them.
#include "app/ui/turn_worker.hpp"

#include <algorithm>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

namespace greed::app {

TurnWorker::~TurnWorker() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
        m_queue.clear();
    }
    m_wake.notify_all();
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

void TurnWorker::request(const std::string& key, std::shared_ptr<const TurnSource> source,
                         int angle, int side) {
    if (!source) {
        return;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const bool known =
            m_making == key || m_done.count(key) != 0 ||
            std::any_of(m_queue.begin(), m_queue.end(), [&](const Job& j) { return j.key == key; });
        if (known) {
            return;
        }
        m_queue.push_back({key, std::move(source), angle, side});
        if (m_mode != Mode::Manual && !m_thread.joinable()) {
            m_thread = std::thread([this] { run(); });
        }
    }
    m_wake.notify_one();
}

std::optional<PixelImage> TurnWorker::take(const std::string& key) {
    std::unique_lock<std::mutex> lock(m_mutex);
    const auto queued =
        std::find_if(m_queue.begin(), m_queue.end(), [&](const Job& j) { return j.key == key; });
    if (queued != m_queue.end()) {
        m_queue.erase(queued);
        return std::nullopt;
    }
    // One being made is not waited for: the frame makes its own (the worker runs at idle
    // priority and may not be running at all on a busy machine), and the worker's copy is
    // thrown away when it is finished (kept, nothing would ever take it: 1.7 MB of such
    // copies over half an hour of play).
    if (key == m_making) {
        m_makingUnwanted = true;
        return std::nullopt;
    }
    const auto it = m_done.find(key);
    if (it == m_done.end()) {
        return std::nullopt;
    }
    PixelImage image = std::move(it->second);
    m_done.erase(it);
    return image;
}

std::optional<std::pair<std::string, PixelImage>> TurnWorker::takeAny() {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_done.empty()) {
        return std::nullopt;
    }
    auto it = m_done.begin();
    std::pair<std::string, PixelImage> out{it->first, std::move(it->second)};
    m_done.erase(it);
    return out;
}

void TurnWorker::cancel() {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_queue.clear();
    m_done.clear();
    ++m_generation;
}

bool TurnWorker::ready(const std::string& key) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_done.count(key) != 0;
}

std::size_t TurnWorker::pending() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_queue.size() + m_done.size() + (m_making.empty() ? 0 : 1);
}

void TurnWorker::run() {
#if defined(__linux__)
    // Only when a core is otherwise idle: the frame and a throw's physics come first.
    if (m_mode == Mode::Idle) {
        sched_param idle{};
        pthread_setschedparam(pthread_self(), SCHED_IDLE, &idle);
    }
#endif
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [&] { return m_stop || !m_queue.empty(); });
        if (m_stop) {
            return;
        }
        make(lock);
    }
}

bool TurnWorker::runOne() {
    std::unique_lock<std::mutex> lock(m_mutex);
    if (m_queue.empty()) {
        return false;
    }
    make(lock);
    return true;
}

void TurnWorker::make(std::unique_lock<std::mutex>& lock) {
    Job job = std::move(m_queue.front());
    m_queue.pop_front();
    m_making = job.key;
    m_makingUnwanted = false;
    const unsigned generation = m_generation;
    lock.unlock();
    PixelImage image = turnedImage(*job.source, job.angle, job.side);
    lock.lock();
    if (generation == m_generation && !m_makingUnwanted) {
        m_done.emplace(job.key, std::move(image));
    }
    m_making.clear();
}

} // namespace greed::app
