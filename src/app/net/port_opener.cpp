// PortOpener: the UPnP attempt on its thread, its result, and the words for it.
#include "app/net/port_opener.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

using i18n::tr;
using i18n::trf;

namespace {

// The router work still running on detached threads (attempts, mappings given back). Never
// destroyed: such a thread may still end while the program's statics are being torn down.
struct InFlight {
    std::mutex mutex;
    std::condition_variable done;
    int count = 0;
};

InFlight& inFlight() {
    static InFlight* const flight = new InFlight;
    return *flight;
}

void began() {
    std::lock_guard<std::mutex> lock(inFlight().mutex);
    ++inFlight().count;
}

void ended() {
    std::lock_guard<std::mutex> lock(inFlight().mutex);
    --inFlight().count;
    inFlight().done.notify_all();
}

} // namespace

bool waitForRouter(std::chrono::milliseconds limit) {
    std::unique_lock<std::mutex> lock(inFlight().mutex);
    return inFlight().done.wait_for(lock, limit, [] { return inFlight().count == 0; });
}

PortOpener::PortOpener(std::uint16_t port, PortAttempt attempt)
    : m_port(port), m_shared(std::make_shared<Shared>()) {
    began();
    m_thread = std::thread([shared = m_shared, port, attempt = std::move(attempt)] {
        PortResult result = attempt(port, shared->cancelled);
        const auto undo = std::move(result.undo);
        const auto renew = std::move(result.renew);
        const double every = result.renewSeconds;
        std::unique_lock<std::mutex> lock(shared->mutex);
        shared->result = std::move(result);
        // This thread holds the mapping until the table closes: it renews the lease meanwhile
        // (never holding the lock over a request, so the lobby and the closing never wait),
        // then gives the port back.
        const auto closed = [&] {
            return shared->cancelled.load();
        };
        while (undo && !closed()) {
            if (!renew || every <= 0) {
                shared->wake.wait(lock, closed);
            } else if (!shared->wake.wait_for(lock, std::chrono::duration<double>(every), closed)) {
                lock.unlock();
                renew();
                lock.lock();
            }
        }
        lock.unlock();
        if (undo) {
            undo();
        }
        ended();
    });
}

PortOpener::~PortOpener() {
    {
        std::lock_guard<std::mutex> lock(m_shared->mutex);
        m_shared->cancelled = true;
    }
    m_shared->wake.notify_all();
    // The thread ends by itself (it holds its own share of the state).
    m_thread.detach();
}

PortResult::Kind PortOpener::kind() const {
    std::lock_guard<std::mutex> lock(m_shared->mutex);
    return m_shared->result.kind;
}

std::string PortOpener::publicAddress() const {
    std::lock_guard<std::mutex> lock(m_shared->mutex);
    return m_shared->result.publicAddress;
}

std::string portLine(PortResult::Kind kind, const std::string& publicAddress, std::uint16_t port,
                     double waited) {
    switch (kind) {
    case PortResult::Kind::Trying:
        if (waited >= kRouterPatienceSeconds) {
            // TRANSLATORS: UPnP: the home router is slow to answer (the game keeps asking).
            return tr("Your router has not answered: only this network can join for now. To "
                      "play over the internet, use Play online.");
        }
        // TRANSLATORS: UPnP: the game asks the home router to let friends elsewhere in.
        return tr("Asking your router to open the port…");
    case PortResult::Kind::Opened:
        if (publicAddress.empty()) {
            return tr("Your router opened the port for friends elsewhere");
        }
        return trf("Friends elsewhere join at {0}", publicAddress + ":" + std::to_string(port));
    case PortResult::Kind::NoRouter:
        return tr("No router opened the port: only this network can join. To play over the "
                  "internet, use Play online.");
    case PortResult::Kind::Refused:
        break;
    }
    return tr("Your router refused to open the port: only this network can join. To play over "
              "the internet, use Play online.");
}

} // namespace greed::app
