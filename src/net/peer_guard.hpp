// Peer limits: what one connection may cost a host (handshake time, connections per address,
// message and sync rates, queued bytes, log lines), and the small meters that enforce them.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace greed::net {

// The limits of one connection at a host. A zero turns a limit off (not a burst: it is what a rate
// allows at once, at least 1). The defaults leave an honest player (a hello at once, a few intents
// a second, a sync after a lost step) far below every one of them.
struct PeerLimits {
    double helloSeconds = 5;     // a connection that has not said hello by then is dropped
    std::size_t perAddress = 16; // connections at once from one IP address
    std::size_t perNetwork = 64; // ... from one network (IPv4 /24, IPv6 /64)
    // Connections not seated at a table (before their hello, or only reading the public list):
    // at once from one address, and for the whole server a share of its connections; past
    // the share a new connection takes the place of the oldest unseated one of the network
    // that holds most of them, so browsers and the silent can never fill the server.
    std::size_t unseatedPerAddress = 8;
    double unseatedShare = 0.25;
    std::size_t unseatedFloor = 8; // the share is never below this (small hosts)
    double connectsPerMinute = 60; // new connections one address may open (30 at once)
    double connectBurst = 30;
    double messagesPerSecond = 100; // a peer's sustained message rate; above it: disconnected
    double messageBurst = 400;      // what it may send at once (a whole bot game fits)
    double syncsPerSecond = 0.5;    // full states a peer may ask for; more wait their turn
    double syncBurst = 3;
    std::size_t maxQueuedBytes = 1024 * 1024; // bytes waiting to be sent to one peer
    std::size_t logLines = 10; // refusal lines a peer may cause per window, then one summary
    double logWindowSeconds = 60;
    // Lines about connections (connected, refused, cut) one network may cause per window,
    // and all networks together; the rest are counted into one summary line each.
    std::size_t networkLogLines = 20;
    std::size_t serverLogLines = 600;
};

// A token bucket on the host's clock (seconds): `rate` tokens a second, at most `burst`.
class TokenBucket {
public:
    TokenBucket(double rate, double burst) : m_rate(rate), m_burst(burst), m_tokens(burst) {}
    // Takes a token at time `now`; false when there is none. Always true when rate is 0.
    bool take(double now);

private:
    double m_rate;
    double m_burst;
    double m_tokens;
    double m_last = 0;
};

// Counts the log lines of one source in a window: the first `limit` are written, the rest
// only counted, for one summary line when the window ends.
class LogThrottle {
public:
    explicit LogThrottle(double start = 0) : m_start(start) {}
    // True when a line may be written now (counted either way).
    bool admit(std::size_t limit);
    bool windowOver(double now, double window) const { return now - m_start >= window; }
    // Starts a new window at `now`; returns how many lines the old one held back.
    std::size_t restart(double now);

private:
    double m_start;
    std::size_t m_written = 0;
    std::size_t m_held = 0;
};

// Lines about connections, limited per key (a network) and for all keys together in windows
// of the host's clock, so reconnecting in a loop cannot flood the log: past a limit lines are
// counted, and each window that held some back ends with one summary line.
class LogGate {
public:
    LogGate(std::size_t perKey, std::size_t total, double window)
        : m_perKey(perKey), m_total(total), m_window(window) {}
    // True when a line about `key` may be written at `now` (counted either way).
    bool admit(const std::string& key, double now);
    // The summaries of the windows that ended by `now`.
    std::vector<std::string> summaries(double now);

private:
    static constexpr std::size_t kMaxKeys = 4096; // past it only the total limit applies
    std::size_t m_perKey;
    std::size_t m_total;
    double m_window;
    std::map<std::string, LogThrottle> m_keys;
    LogThrottle m_all;
};

// Token buckets by key (an address, a network), made full on first use and forgotten once
// they would be full again, so memory follows the keys active lately.
class MeterBook {
public:
    // `keepSeconds`: how long usedWithin() may look back (a bucket is kept at least so long).
    MeterBook(double perSecond, double burst, double keepSeconds = 120)
        : m_rate(perSecond), m_burst(burst), m_keep(keepSeconds) {}
    // Takes a token of `key`'s bucket; false when it has none. Always true when rate is 0.
    bool take(const std::string& key, double now);
    // Whether take() would succeed now, taking nothing.
    bool peek(const std::string& key, double now) const;
    // Whether `key` took a token in the last `seconds`.
    bool usedWithin(const std::string& key, double now, double seconds) const;
    void prune(double now);
    std::size_t size() const { return m_meters.size(); }

private:
    struct Meter {
        TokenBucket bucket;
        double last = 0;
    };
    double m_rate;
    double m_burst;
    double m_keep;
    std::map<std::string, Meter> m_meters;
};

// "9990" -> "9,990": summary lines are read by people.
std::string groupedNumber(std::size_t n);

} // namespace greed::net
