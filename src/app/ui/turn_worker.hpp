// TurnWorker: turned sprite copies made on a thread of their own, at idle priority. A turned
// cup at 1920x1080 takes ~1 ms to make, and a throw's first pour asks for a new angle every
// frame: made ahead, off the frame, the frame only uploads them. Pure pixel work (no SDL), so it is
// safe off the render thread; the images are the very ones the frame would have made.
#pragma once

#include "app/ui/soft_canvas.hpp"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <utility>

namespace greed::app {

class TurnWorker {
public:
    // How the jobs are made: on a thread at idle priority (the game), on a thread at normal
    // priority (a test that waits for it on a busy machine), or only by runOne() (tests).
    enum class Mode { Idle, Normal, Manual };
    explicit TurnWorker(Mode mode = Mode::Idle) : m_mode(mode) {}
    ~TurnWorker();
    TurnWorker(const TurnWorker&) = delete;
    TurnWorker& operator=(const TurnWorker&) = delete;

    // Queues `source` turned by `angle` onto a side x side square, filed under `key` (once:
    // a key queued, being made or made is not queued again).
    void request(const std::string& key, std::shared_ptr<const TurnSource> source, int angle,
                 int side);
    // The image filed under `key`, taken out, when it is made; none otherwise: never asked
    // for, being made (then thrown away when finished), or still queued (then dropped from
    // the queue): the caller makes it now, sooner than waiting behind the others. Never waits.
    std::optional<PixelImage> take(const std::string& key);
    // Any one finished image with its key, taken out (the painter takes them by key; this
    // shows what the worker made without naming it).
    std::optional<std::pair<std::string, PixelImage>> takeAny();
    // Drops every queued job and finished image (the window changed size); the one being
    // made is dropped when it finishes.
    void cancel();
    // Whether the image filed under `key` is made and waiting to be taken.
    bool ready(const std::string& key) const;
    // Images queued or finished and not yet taken.
    std::size_t pending() const;
    // Makes the first queued job on the calling thread; false when none is queued.
    bool runOne();

private:
    struct Job {
        std::string key;
        std::shared_ptr<const TurnSource> source;
        int angle = 0;
        int side = 0;
    };
    void run();
    // Takes the first job off the queue (the lock held) and makes it (the lock released
    // meanwhile).
    void make(std::unique_lock<std::mutex>& lock);

    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // a job queued, or stop
    std::deque<Job> m_queue;
    std::unordered_map<std::string, PixelImage> m_done;
    std::string m_making;          // the key being made, empty when none
    bool m_makingUnwanted = false; // taken while being made: the frame made its own
    unsigned m_generation = 0;
    bool m_stop = false;
    Mode m_mode = Mode::Idle;
    std::thread m_thread; // started by the first request
};

} // namespace greed::app
