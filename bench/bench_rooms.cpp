// Benchmark of a server's cost per table (docs/network.md, "Many servers"): N tables in one
// Server, measured as memory (resident set) per table in the lobby and per table whose game
// was played to the end (its session holds the whole match), CPU per game played (computer
// players at pace 0: the rules, the players' choices and the log, without the network), and
// CPU of a server tick per idle table. Usage: greed-bench-rooms [TABLES]  (default 1000)
#include "core/rules_io.hpp"
#include "net/server.hpp"
#include "session/match_session.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <unistd.h>
#include <utility>

namespace {

using namespace greed;

// Resident memory in bytes (/proc/self/statm's second field, in pages).
double residentBytes() {
    std::ifstream statm("/proc/self/statm");
    long pages = 0;
    long resident = 0;
    statm >> pages >> resident;
    return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE));
}

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// A plain player's move (bank from 350, keep the first scoring choice): the people a server
// relays for cost nothing but the rules and the log, so they are played this way here.
core::Action plainMove(const core::Game& game) {
    if (game.phase() == core::Phase::ChooseKeep) {
        return game.legalActions().front();
    }
    if (game.phase() == core::Phase::AdoptOffer) {
        return core::Action::decline();
    }
    const bool bank = game.canBank() && game.turnTotal() >= 350;
    return bank ? core::Action::bank() : core::Action::roll();
}

enum class Seats { Open, People, Computers };

net::RoomConfig tableConfig(Seats kind, std::uint64_t seed) {
    net::RoomConfig config;
    config.rulesSource = "greed";
    config.rules = core::loadPreset("greed");
    config.seed = seed;
    config.computerPace = 0.0;
    config.autoStart = false;
    using Kind = net::RoomSeat::Kind;
    // A lobby as Play online makes it (the creator and a friend elsewhere), or two computer
    // players that play a whole game by themselves.
    switch (kind) {
    case Seats::Open:
        config.seats = {{Kind::Remote, "", "steady"}, {Kind::Remote, "", "steady"}};
        break;
    case Seats::People:
        config.seats = {{Kind::Local, "Ann", "steady"}, {Kind::Local, "Bea", "steady"}};
        break;
    case Seats::Computers:
        config.seats = {{Kind::Computer, "Sam", "steady"}, {Kind::Computer, "Bo", "bold"}};
        break;
    }
    return config;
}

} // namespace

int main(int argc, char** argv) {
    const int tables = argc > 1 ? std::max(1, std::atoi(argv[1])) : 1000;
    net::ServerOptions options;
    options.bindAddress = "127.0.0.1";
    options.port = 0;
    options.maxRooms = static_cast<std::size_t>(tables) * 2 + 10;
    net::Server server(options);
    server.update(0.01);

    const double base = residentBytes();
    for (int i = 0; i < tables; ++i) {
        server.createRoom("lobby" + std::to_string(i), tableConfig(Seats::Open, 1));
    }
    const double lobbies = residentBytes();
    // Idle tables: what one tick of the server costs with them all waiting.
    const int ticks = 200;
    double cpu = cpuSeconds();
    for (int i = 0; i < ticks; ++i) {
        server.update(0.01);
    }
    const double tickCpu = (cpuSeconds() - cpu) / ticks;

    // Whole games, each kept to the end: people (played plainly), then computer players.
    struct Played {
        double cpu;
        double bytes;
        double moves;
    };
    auto play = [&](Seats kind, const std::string& prefix) {
        const double before = residentBytes();
        const double started = cpuSeconds();
        std::size_t moves = 0;
        for (int i = 0; i < tables; ++i) {
            net::Room& room = server.createRoom(
                prefix + std::to_string(i), tableConfig(kind, static_cast<std::uint64_t>(i + 1)));
            std::string why;
            if (!room.start(why)) {
                std::fprintf(stderr, "cannot start: %s\n", why.c_str());
                std::exit(1);
            }
            session::MatchSession& match = *room.session();
            for (int step = 0; step < 100000 && !room.over(); ++step) {
                const int p = match.game().currentPlayer();
                if (const auto* seat = match.seat(p);
                    seat != nullptr && seat->kind() == session::SeatKind::Human) {
                    match.submit(p, plainMove(match.game()));
                }
                room.update(0.1);
            }
            moves += match.moves().size();
        }
        return Played{(cpuSeconds() - started) / tables, (residentBytes() - before) / tables,
                      static_cast<double>(moves) / tables};
    };
    const Played people = play(Seats::People, "people");
    const Played computers = play(Seats::Computers, "computers");

    std::printf("tables: %d (greed rules, two seats)\n", tables);
    std::printf("memory per table in the lobby:          %.1f KiB\n",
                (lobbies - base) / tables / 1024.0);
    for (const auto& [what, played] : {std::pair<const char*, Played>{"two people", people},
                                       {"two computer players", computers}}) {
        std::printf("%s, a game to the end (%.0f moves, no network):\n", what, played.moves);
        std::printf("  memory per table, game kept:           %.1f KiB\n", played.bytes / 1024.0);
        std::printf("  CPU per game:                          %.2f ms\n", played.cpu * 1000.0);
    }
    std::printf("CPU per server tick per idle table:     %.3f us (%d tables: %.3f ms a tick)\n",
                tickCpu / tables * 1e6, tables, tickCpu * 1000.0);
    return 0;
}
