// HostLookup: the lookup's thread, the system's resolver and addresses in numbers.
#include "net/host_lookup.hpp"

#include <arpa/inet.h>
#include <thread>

namespace greed::net {

std::optional<std::string> numericAddress(const std::string& host) {
    in_addr parsed{};
    if (inet_pton(AF_INET, host.c_str(), &parsed) != 1) {
        return std::nullopt;
    }
    char text[INET_ADDRSTRLEN] = {0};
    inet_ntop(AF_INET, &parsed, text, sizeof text);
    return std::string(text);
}

HostLookup::HostLookup(std::string host, HostResolver resolve)
    : m_host(std::move(host)), m_shared(std::make_shared<Shared>()) {
    if (const auto numeric = numericAddress(m_host)) {
        m_shared->state = State::Found;
        m_shared->address = *numeric;
        return;
    }
    // Detached: a name server can keep the lookup for many seconds and nothing can cut it
    // short, so nobody waits for it; it only writes into the state it shares.
    std::thread([shared = m_shared, host = m_host, resolve = std::move(resolve)] {
        const auto found = resolve(host);
        std::lock_guard<std::mutex> lock(shared->mutex);
        shared->state = found ? State::Found : State::NotFound;
        shared->address = found.value_or("");
    }).detach();
}

HostLookup::State HostLookup::state() const {
    std::lock_guard<std::mutex> lock(m_shared->mutex);
    return m_shared->state;
}

std::string HostLookup::address() const {
    std::lock_guard<std::mutex> lock(m_shared->mutex);
    return m_shared->address;
}

} // namespace greed::net
