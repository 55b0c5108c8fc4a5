// HostLookup: a host's name turned into its IPv4 address on a thread of its own, so that a slow
// name server never holds the caller (a screen's frame); an address in numbers needs no thread.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace greed::net {

// Turns a host name into an IPv4 address in numbers ("192.0.2.7"); nullopt when it has none.
// It may take seconds (the name server's time-outs); tests give one they hold.
using HostResolver = std::function<std::optional<std::string>(const std::string& host)>;

// The system's resolver (getaddrinfo, through ENet).
std::optional<std::string> systemResolve(const std::string& host);
// The address itself when `host` is written in numbers ("192.0.2.7"), else nullopt.
std::optional<std::string> numericAddress(const std::string& host);

class HostLookup {
public:
    enum class State { Looking, Found, NotFound };

    // Starts looking `host` up (an address in numbers is found at once, without a thread).
    explicit HostLookup(std::string host, HostResolver resolve = systemResolve);
    // Never waits: a lookup still running ends by itself and its answer is dropped.
    ~HostLookup() = default;
    HostLookup(const HostLookup&) = delete;
    HostLookup& operator=(const HostLookup&) = delete;

    State state() const;
    std::string address() const; // Found: the address in numbers
    const std::string& host() const { return m_host; }

private:
    // Shared with the lookup's thread, which may outlive this object.
    struct Shared {
        mutable std::mutex mutex;
        State state = State::Looking;
        std::string address;
    };
    std::string m_host;
    std::shared_ptr<Shared> m_shared;
};

} // namespace greed::net
