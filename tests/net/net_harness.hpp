// Helpers of the network tests: loopback servers and clients in one process, bots that play
// through their TableClient, and bounded polling (no wall-clock deadlines: a round is one
// server update with a 1 ms wait and one update of every client).
#pragma once

#include "../session/session_helpers.hpp"
#include "core/rules_io.hpp"
#include "net/client.hpp"
#include "net/server.hpp"
#include "session/match_setup.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

namespace greed::net::test {

// Generous: a round takes about a millisecond, so this is minutes on a busy machine.
constexpr int kMaxRounds = 200000;

// Loopback, any free port, short ENet time-outs so a killed client is noticed quickly.
inline ServerOptions loopbackOptions() {
    ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.port = 0;
    options.timeouts = PeerTimeouts{300, 1500};
    options.computerPace = 0.0;
    options.seed = 7;
    if (std::getenv("GREED_NET_TEST_LOG") != nullptr) {
        options.log = [](const std::string& line) {
            std::fprintf(stderr, "%s\n", line.c_str());
        };
    }
    return options;
}

inline ClientOptions joinOptions(const Server& server, const std::string& room,
                                 const std::string& name) {
    ClientOptions options;
    options.port = server.port();
    options.room = room;
    options.name = name;
    options.timeouts = PeerTimeouts{300, 1500};
    return options;
}

inline RoomConfig roomOf(const std::string& preset, std::vector<RoomSeat> seats,
                         std::uint64_t seed) {
    RoomConfig config;
    config.rulesSource = preset;
    config.rules = core::loadPreset(preset);
    config.seats = std::move(seats);
    config.seed = seed;
    config.computerPace = 0.0;
    return config;
}

inline RoomSeat remote() {
    return RoomSeat{RoomSeat::Kind::Remote, "", "steady"};
}
inline RoomSeat local(const std::string& name) {
    return RoomSeat{RoomSeat::Kind::Local, name, "steady"};
}
inline RoomSeat computer(const std::string& name, const std::string& strategy) {
    return RoomSeat{RoomSeat::Kind::Computer, name, strategy};
}

// What a plain player does (the session tests' human): keep the first option, bank from 350.
using session::test::humanChoice;
using session::test::tempFolder;

// 127.0.`network`.`host`: a source address on the loopback device (network 0 is 127.0.0.x,
// the address the other tests use).
inline std::string loopback(int network, int host) {
    return "127.0." + std::to_string(network) + "." + std::to_string(host);
}

// The addresses of a flood: `hosts` addresses in each of `networks` networks from `first` on.
inline std::vector<std::string> addresses(int first, int networks, int hosts) {
    std::vector<std::string> out;
    for (int n = 0; n < networks; ++n) {
        for (int h = 1; h <= hosts; ++h) {
            out.push_back(loopback(first + n, h));
        }
    }
    return out;
}

// A remote player that plays plainly: one intent per position of the table.
struct Bot {
    std::unique_ptr<TableClient> client;
    std::size_t sentAt = static_cast<std::size_t>(-1);
    std::function<bool()> holdIf = {}; // the bot waits while this says so (a player thinking)

    // True when it sent an intent now.
    bool play() {
        if (!client->myTurn() || (holdIf && holdIf())) {
            return false;
        }
        const std::size_t at = client->match()->moves().size();
        if (at == sentAt) {
            return false;
        }
        sentAt = at;
        return client->act(humanChoice(client->match()->game()));
    }
};

inline Bot joinBot(const Server& server, const std::string& room, const std::string& name) {
    return Bot{std::make_unique<TableClient>(joinOptions(server, room, name))};
}

// Plays the local human seats of a room at the host.
inline void playLocal(Room& room) {
    auto* session = room.session();
    if (session == nullptr || session->over()) {
        return;
    }
    const int p = session->game().currentPlayer();
    if (const auto* seat = session->seat(p); seat && seat->kind() == session::SeatKind::Human) {
        room.play(p, humanChoice(session->game()));
    }
}

// Rounds of server and bot updates until `done` (true) or the round limit (false).
inline bool runUntil(Server& server, std::vector<Bot*> bots, const std::function<bool()>& done,
                     const std::function<void()>& eachRound = {}) {
    for (int round = 0; round < kMaxRounds; ++round) {
        if (done()) {
            return true;
        }
        server.update(0.01, 1);
        for (Bot* bot : bots) {
            if (bot->client) {
                bot->client->update(0);
                bot->play();
            }
        }
        if (eachRound) {
            eachRound();
        }
    }
    return done();
}

// A connection that sends whatever it is told (hostile clients, other protocol versions).
struct RawPeer {
    EnetLink link;
    bool connected = false;
    bool gone = false;
    std::vector<std::string> received;

    // `from`: the loopback address it sends from (127.0.0.x; "" = 127.0.0.1).
    explicit RawPeer(std::uint16_t port, const std::string& from = "",
                     PeerTimeouts timeouts = PeerTimeouts{300, 1500})
        : link(EnetLink::connect("127.0.0.1", port, kMaxHostMessage, timeouts, from)) {}
    // Handles what arrived; true once connected.
    bool pump() {
        while (auto event = link.service(0)) {
            if (event->kind == LinkEvent::Kind::Connected) {
                connected = true;
            } else if (event->kind == LinkEvent::Kind::Received) {
                received.push_back(event->data);
            } else {
                gone = true;
            }
        }
        return connected;
    }
    void send(const std::string& text) {
        link.send(link.serverPeer(), text);
        link.flush();
    }
    // Says goodbye (the host learns at once, not by its time-out).
    void leave() {
        link.disconnect(link.serverPeer());
        link.flush();
    }
};

// A server whose log lines are kept for the checks.
struct LoggedServer {
    std::vector<std::string> lines;
    std::unique_ptr<Server> server;

    explicit LoggedServer(ServerOptions options) {
        options.log = [this](const std::string& line) {
            lines.push_back(line);
        };
        server = std::make_unique<Server>(std::move(options));
    }
    std::size_t count(const std::string& part) const {
        return static_cast<std::size_t>(
            std::count_if(lines.begin(), lines.end(), [&](const std::string& line) {
                return line.find(part) != std::string::npos;
            }));
    }
};

} // namespace greed::net::test
