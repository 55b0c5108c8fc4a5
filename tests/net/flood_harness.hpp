// Floods of a server by many loopback addresses (issue 38): each flood opens connections from
// 127.0.N.H (Linux routes all of 127.0.0.0/8 to the loopback device, so a test has as many
// source addresses and /24 networks as it needs, and never leaves the machine). A flood is
// stepped once a round of the server; everything it does is counted by outcome. The real
// players' check runs while a flood goes on.
#pragma once

#include "net_harness.hpp"

#include <map>

namespace greed::net::test {

// One kind of flood. step() is called once a round with the server's clock.
class Flood {
public:
    virtual ~Flood() = default;
    virtual void step(double now) = 0;
    // True once it made all the attempts it was to make and each has its outcome.
    virtual bool finished() const { return false; }
    // How often each outcome happened ("seated", or the reason of a refusal or an end).
    std::map<std::string, std::size_t> outcomes;
    std::size_t attempts = 0;
    std::size_t count(const std::string& outcome) const {
        const auto it = outcomes.find(outcome);
        return it == outcomes.end() ? 0 : it->second;
    }
};

// Players that sit down and go at once, `perStep` new ones a round (at most `limit` in all,
// `parallel` at a time), each from the next of `from` in turn. `make` gives the options of
// attempt n; a player that sat down leaves (politely, or by vanishing when `vanish`).
class SitAndGo : public Flood {
public:
    SitAndGo(std::uint16_t port, std::vector<std::string> from, std::size_t perStep,
             std::size_t limit, std::function<ClientOptions(std::size_t n)> make)
        : m_port(port), m_from(std::move(from)), m_perStep(perStep), m_limit(limit),
          m_make(std::move(make)) {}
    bool vanish = false;
    std::size_t parallel = 64;
    bool finished() const override { return attempts == m_limit && m_live.empty(); }

    void step(double) override {
        for (std::size_t i = 0; i < m_perStep && attempts < m_limit && m_live.size() < parallel;
             ++i) {
            ClientOptions options = m_make(attempts);
            options.port = m_port;
            options.source = m_from[attempts % m_from.size()];
            options.timeouts = PeerTimeouts{300, 1500};
            m_live.push_back(std::make_unique<TableClient>(options));
            ++attempts;
        }
        for (auto it = m_live.begin(); it != m_live.end();) {
            TableClient& client = **it;
            client.update(0);
            const ClientState state = client.state();
            if (state == ClientState::Connecting) {
                ++it;
                continue;
            }
            if (state == ClientState::Ended) {
                ++outcomes[client.endReason()];
            } else {
                ++outcomes["seated"];
                if (!vanish) {
                    client.leave();
                    m_leaving.emplace_back(std::move(*it), 0);
                }
            }
            it = m_live.erase(it);
        }
        // A polite goodbye is over when the host has answered it (or after a while).
        for (auto it = m_leaving.begin(); it != m_leaving.end();) {
            it->first->update(0);
            it = ++it->second > 100 ? m_leaving.erase(it) : std::next(it);
        }
    }

private:
    std::uint16_t m_port;
    std::vector<std::string> m_from;
    std::size_t m_perStep;
    std::size_t m_limit;
    std::function<ClientOptions(std::size_t)> m_make;
    std::vector<std::unique_ptr<TableClient>> m_live;
    std::vector<std::pair<std::unique_ptr<TableClient>, int>> m_leaving;
};

// Raw connections that each send `hello` (or nothing) once connected and count the answers.
// `perStep` new ones a round, at most `limit`, from the next of `from` in turn.
class RawFlood : public Flood {
public:
    RawFlood(std::uint16_t port, std::vector<std::string> from, std::size_t perStep,
             std::size_t limit, std::function<std::string(std::size_t n)> first)
        : m_port(port), m_from(std::move(from)), m_perStep(perStep), m_limit(limit),
          m_first(std::move(first)) {}
    std::size_t parallel = 64;
    std::size_t live() const { return m_live.size(); }
    bool finished() const override { return attempts == m_limit && m_live.empty(); }

    void step(double) override {
        for (std::size_t i = 0; i < m_perStep && attempts < m_limit && m_live.size() < parallel;
             ++i) {
            m_live.push_back(
                Live{std::make_unique<RawPeer>(m_port, m_from[attempts % m_from.size()]), false,
                     attempts});
            ++attempts;
        }
        for (auto it = m_live.begin(); it != m_live.end();) {
            RawPeer& peer = *it->peer;
            peer.pump();
            if (peer.connected && !it->spoke) {
                it->spoke = true;
                const std::string text = m_first(it->n);
                if (text.empty()) {
                    peer.leave(); // only connecting, again and again
                } else {
                    peer.send(text);
                }
            }
            if (!peer.received.empty() || peer.gone) {
                std::string reason = "gone";
                if (!peer.received.empty()) {
                    const auto answer =
                        nlohmann::json::parse(peer.received.front(), nullptr, false);
                    reason =
                        answer.is_object() ? answer.value("reason", answer.value("t", "?")) : "?";
                }
                ++outcomes[reason];
                if (!peer.gone) {
                    peer.leave();
                }
                it = m_live.erase(it);
                continue;
            }
            ++it;
        }
    }

private:
    struct Live {
        std::unique_ptr<RawPeer> peer;
        bool spoke = false;
        std::size_t n = 0;
    };
    std::uint16_t m_port;
    std::vector<std::string> m_from;
    std::size_t m_perStep;
    std::size_t m_limit;
    std::function<std::string(std::size_t)> m_first;
    std::vector<Live> m_live;
};

// Connections that only read the public list, `each` from every address of `from`, each asking
// for a page every `every` seconds of the server's clock; a connection the server cut or
// refused is made again (as a hostile browser would).
class ListFlood : public Flood {
public:
    ListFlood(std::uint16_t port, std::vector<std::string> from, std::size_t each, double every)
        : m_port(port), m_from(std::move(from)), m_each(each), m_every(every) {
        m_peers.resize(m_from.size() * m_each);
    }

    void step(double now) override {
        for (std::size_t i = 0; i < m_peers.size(); ++i) {
            Browser& b = m_peers[i];
            if (!b.peer || b.peer->gone) {
                if (b.peer) {
                    ++outcomes[b.peer->connected ? "cut" : "refused"];
                }
                b = Browser{std::make_unique<RawPeer>(m_port, m_from[i / m_each]), now - m_every};
                ++attempts;
            }
            b.peer->pump();
            if (b.peer->connected && now - b.asked >= m_every) {
                b.peer->send(R"({"t":"list"})");
                b.asked = now;
            }
        }
    }
    std::size_t connected() const {
        return static_cast<std::size_t>(
            std::count_if(m_peers.begin(), m_peers.end(), [](const Browser& b) {
                return b.peer && b.peer->connected && !b.peer->gone;
            }));
    }

private:
    struct Browser {
        std::unique_ptr<RawPeer> peer;
        double asked = 0;
    };
    std::uint16_t m_port;
    std::vector<std::string> m_from;
    std::size_t m_each;
    double m_every;
    std::vector<Browser> m_peers;
};

// A table for `seats` of which the first is remote and the rest computers.
inline nlohmann::json tableOf(std::size_t seats) {
    nlohmann::json list = nlohmann::json::array({"remote"});
    for (std::size_t i = 1; i < seats; ++i) {
        list.push_back("computer:bold");
    }
    return nlohmann::json{{"rules", "greed"}, {"seats", list}};
}

// A server under a flood, on its own clock: rounds of `dt` server seconds in which the server
// takes what arrived, then the flood and the players act.
struct FloodRun {
    Server& server;
    Flood& flood;
    double dt;
    double now = 0;

    void round(const std::vector<Bot*>& bots = {}) {
        server.update(dt, 1);
        now += dt;
        flood.step(now);
        for (Bot* bot : bots) {
            bot->client->update(0);
        }
    }
    void rounds(int n) {
        for (int i = 0; i < n; ++i) {
            round();
        }
    }
    bool until(const std::vector<Bot*>& bots, const std::function<bool()>& done) {
        for (int i = 0; i < kMaxRounds / 10 && !done(); ++i) {
            round(bots);
        }
        return done();
    }

    // Two pairs of real players while the flood goes on: Ann makes a table by code from a
    // network of her own, Bob joins it by that code from another, and their game starts; Cy
    // makes a table by name from a third and Dee takes its other seat.
    void realPlayersPlay(int network) {
        const nlohmann::json pair{{"rules", "greed"}, {"seats", {"remote", "remote"}}};
        ClientOptions ann = joinOptions(server, "", "Ann");
        ann.source = loopback(network, 1);
        ann.create = pair;
        Bot a{std::make_unique<TableClient>(ann)};
        REQUIRE(until({&a}, [&] { return settled(a); }));
        INFO("Ann: " << a.client->endReason());
        REQUIRE(a.client->state() == ClientState::Lobby);
        ClientOptions bob = joinOptions(server, a.client->room(), "Bob");
        bob.source = loopback(network + 1, 1);
        Bot b{std::make_unique<TableClient>(bob)};
        REQUIRE(until({&a, &b}, [&] { return bothPlay(a, b) || ended(b); }));
        INFO("Bob: " << b.client->endReason());
        CHECK(bothPlay(a, b));

        ClientOptions cy = joinOptions(server, "realname", "Cy");
        cy.source = loopback(network + 2, 1);
        cy.table = pair;
        Bot c{std::make_unique<TableClient>(cy)};
        REQUIRE(until({&c}, [&] { return settled(c); }));
        INFO("Cy: " << c.client->endReason());
        REQUIRE(c.client->state() == ClientState::Lobby);
        ClientOptions dee = joinOptions(server, "realname", "Dee");
        dee.source = loopback(network + 3, 1);
        Bot d{std::make_unique<TableClient>(dee)};
        REQUIRE(until({&c, &d}, [&] { return bothPlay(c, d) || ended(d); }));
        INFO("Dee: " << d.client->endReason());
        CHECK(bothPlay(c, d));
    }
    static bool settled(const Bot& bot) { return bot.client->state() != ClientState::Connecting; }
    static bool ended(const Bot& bot) { return bot.client->state() == ClientState::Ended; }
    static bool bothPlay(const Bot& one, const Bot& two) {
        return one.client->state() == ClientState::Playing &&
               two.client->state() == ClientState::Playing;
    }
};

} // namespace greed::net::test
