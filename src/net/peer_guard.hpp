// Peer limits: what one connection may cost a host (handshake time, connections per address,
// message and sync rates, queued bytes, log lines), and the small meters that enforce them.
#pragma once

#include <cstddef>
#include <string>

namespace greed::net {

// The limits of one connection at a host. A zero turns a limit off (not a burst: it is what a rate
// allows at once, at least 1). The defaults leave an honest player (a hello at once, a few intents
// a second, a sync after a lost step) far below every one of them.
struct PeerLimits {
    double helloSeconds = 5;        // a connection that has not said hello by then is dropped
    std::size_t perAddress = 16;    // connections at once from one IP address
    double messagesPerSecond = 100; // a peer's sustained message rate; above it: disconnected
    double messageBurst = 400;      // what it may send at once (a whole bot game fits)
    double syncsPerSecond = 0.5;    // full states a peer may ask for; more wait their turn
    double syncBurst = 3;
    std::size_t maxQueuedBytes = 1024 * 1024; // bytes waiting to be sent to one peer
    std::size_t logLines = 10; // refusal lines a peer may cause per window, then one summary
    double logWindowSeconds = 60;
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

// "9990" -> "9,990": summary lines are read by people.
std::string groupedNumber(std::size_t n);

} // namespace greed::net
