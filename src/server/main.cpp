// greed-server: hosts many network tables (by room code or by name) until SIGTERM or SIGINT; every
// match is saved as it is played, so a stop loses nothing.
#include "net/server.hpp"
#include "session/save_store.hpp"

#include <CLI/CLI.hpp>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <iostream>

namespace {

volatile std::sig_atomic_t g_stop = 0;

extern "C" void onSignal(int) {
    g_stop = 1;
}

void logLine(const std::string& line) {
    char stamp[32];
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%SZ", &utc);
    std::printf("%s %s\n", stamp, line.c_str());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{
        "greed-server: network tables for Greed (tables by room code or name, no display)"};
    app.set_version_flag("--version", std::string("greed-server ") + GREED_VERSION);
    greed::net::ServerOptions options;
    std::string saveDir;
    bool noSave = false;
    app.add_option("--bind", options.bindAddress, "address to listen on (default: every one)");
    app.add_option("--port", options.port, "UDP port (default 24816)");
    app.add_option("--saves", saveDir,
                   "folder for the match files (default: <data dir>/saves/server)");
    app.add_flag("--no-save", noSave, "do not save matches");
    app.add_option("--rejoin-seconds", options.rejoinSeconds,
                   "how long a dropped player's seat waits for them")
        ->check(CLI::Range(0.0, 86400.0));
    app.add_option("--takeover", options.takeover,
                   "the computer personality that takes a seat nobody came back to");
    app.add_option("--pace", options.computerPace, "computer players' thinking pace (0: instant)")
        ->check(CLI::Range(0.0, 10.0));
    app.add_option("--max-tables", options.maxRooms, "tables at once at most");
    app.add_option("--max-peers", options.maxPeers, "connections at once at most")
        ->check(CLI::Range(1, 4095));
    app.add_option("--seed", options.seed, "dice seeds of the tables (seed + n); default: random");
    // Limits of one connection (docs/network.md, "Limits"); 0 turns one off.
    greed::net::PeerLimits& limits = options.limits;
    std::size_t queueKb = limits.maxQueuedBytes / 1024;
    app.add_option("--hello-seconds", limits.helloSeconds,
                   "a connection that has not said hello by then is dropped (default 5; 0: never)")
        ->check(CLI::Range(0.0, 3600.0));
    app.add_option("--max-per-address", limits.perAddress,
                   "connections at once from one IP address (default 16; 0: no limit)")
        ->check(CLI::Range(0, 4095));
    app.add_option("--max-per-network", limits.perNetwork,
                   "connections at once from one network, an IPv4 /24 or IPv6 /64 (default 64; "
                   "0: no limit)")
        ->check(CLI::Range(0, 4095));
    app.add_option("--message-rate", limits.messagesPerSecond,
                   "messages a second one connection may send; above it (past --message-burst) "
                   "it is disconnected (default 100; 0: no limit)")
        ->check(CLI::Range(0.0, 100000.0));
    app.add_option("--message-burst", limits.messageBurst,
                   "messages one connection may send at once (default 400)")
        ->check(CLI::Range(1.0, 1000000.0));
    app.add_option("--sync-rate", limits.syncsPerSecond,
                   "full states a second one connection may ask for; more wait their turn "
                   "(default 0.5, 3 at once; 0: no limit)")
        ->check(CLI::Range(0.0, 1000.0));
    app.add_option("--max-queue-kb", queueKb,
                   "KiB waiting to be sent to one connection before it is disconnected "
                   "(default 1024; 0: no limit)")
        ->check(CLI::Range(0, 1024 * 1024));
    app.add_option("--log-refusals", limits.logLines,
                   "refusal lines one connection may cause a minute, then one summary "
                   "(default 10; 0: all)")
        ->check(CLI::Range(0, 1000000));
    // Tables by room code (docs/network.md, "Room codes").
    greed::net::OnlineLimits& online = options.online;
    app.add_option("--room-idle-seconds", online.idleSeconds,
                   "a table by code with nobody in it closes after this (default 600)")
        ->check(CLI::Range(1.0, 86400.0));
    app.add_option("--creates-per-minute", online.createsPerMinute,
                   "tables by code one IP address may create a minute (default 6, 6 at once; "
                   "0: no limit)")
        ->check(CLI::Range(0.0, 10000.0));
    app.add_option("--tables-per-address", online.roomsPerAddress,
                   "tables by code one IP address may have open at once (default 8; 0: no limit)")
        ->check(CLI::Range(0, 100000));
    app.add_option("--wrong-codes-per-minute", online.wrongCodesPerMinute,
                   "wrong room codes one IP address may try a minute, 10 at once; past them it "
                   "may try none (default 10; 0: no limit)")
        ->check(CLI::Range(0.0, 10000.0));
    app.add_option("--tables-per-network", online.roomsPerNetwork,
                   "tables one network (IPv4 /24, IPv6 /64) may have open at once (default 32; "
                   "0: no limit)")
        ->check(CLI::Range(0, 100000));
    app.add_option("--strangers-share", online.strangerShare,
                   "share of --max-tables kept for addresses and networks that have no table "
                   "(default 0.25; 0: none)")
        ->check(CLI::Range(0.0, 0.9));
    app.add_option("--server-wrong-codes-per-minute", online.serverWrongCodesPerMinute,
                   "wrong room codes all addresses together may try a minute before those that "
                   "guessed wrong lately must wait (default 30; 0: no limit)")
        ->check(CLI::Range(0.0, 100000.0));
    app.add_option("--list-cap", online.listCap,
                   "tables the public list shows at most (default 240, 12 a page)")
        ->check(CLI::Range(1, 100000));
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e); // prints the help, the version or the fault
        return code == 0 ? 0 : 2;
    }
    limits.maxQueuedBytes = queueKb * 1024;
    if (!noSave) {
        options.saveDir = saveDir.empty()
                              ? greed::session::SaveStore::standard().directory() / "server"
                              : std::filesystem::path(saveDir);
    }
    if (greed::session::findStrategy(options.takeover) == nullptr) {
        std::cerr << "greed-server: unknown personality '" << options.takeover << "'\n";
        return 2;
    }
    options.log = logLine;
    std::signal(SIGTERM, onSignal);
    std::signal(SIGINT, onSignal);
    try {
        greed::net::Server server(options);
        auto last = std::chrono::steady_clock::now();
        while (g_stop == 0) {
            const auto now = std::chrono::steady_clock::now();
            // Waits up to 10 ms for packets: idle tables cost nothing, computers stay smooth.
            server.update(std::chrono::duration<double>(now - last).count(), 10);
            last = now;
        }
        server.stop("the server is shutting down");
    } catch (const std::exception& e) {
        std::cerr << "greed-server: " << e.what() << "\n";
        return 1;
    }
    return 0;
}
