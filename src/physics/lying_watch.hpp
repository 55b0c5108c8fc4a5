// How long a die has lain in one place along the felt, judged the way a viewer judges it: looking
// back from where it is now, for how long was it never further than a given distance from here.
#pragma once

#include <deque>

namespace greed::physics {

class LyingWatch {
public:
    // within: how far (die sizes along the felt) it may have been from where it is now;
    // span: how far back it looks (seconds), the longest it can report.
    LyingWatch(double within, double span) : m_within(within), m_span(span) {}

    // Where its centre is at time t (seconds, increasing from call to call).
    void add(double t, double x, double y);
    // How long (seconds, at most the span) it has been within `within` of where it was last
    // added; 0 before anything was added.
    double lyingFor() const;
    // Forgets where it has been (a die knocked or sent on starts over).
    void reset() { m_seen.clear(); }

private:
    struct Seen {
        double t, x, y;
    };
    double m_within;
    double m_span;
    std::deque<Seen> m_seen; // oldest first, spanning at least m_span when it can
};

} // namespace greed::physics
