// The load test (slow): one server thread, 200 bot clients in 100 tables on 127.0.N.H, every
// table playing a whole game. Reports messages per second, CPU, memory and the time from an
// intent to the move reaching everyone at the table; it checks only correctness (wall-clock
// figures are measured, not asserted: the machine is shared).
#include "net_harness.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sys/resource.h>
#include <thread>

using namespace greed;
using namespace greed::net;
using namespace greed::net::test;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kTables = 100;
constexpr int kMaxLoadRounds = 3000000;
// Starved of CPU (a sanitizer build on a busy machine) a poll can be seconds late: only a
// peer silent for a long time counts as gone here.
constexpr PeerTimeouts kPatient{20000, 60000};

double cpuSeconds(int who) {
    rusage usage{};
    getrusage(who, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long peakMemoryKb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0) {
            return std::stol(line.substr(6));
        }
    }
    return -1;
}

// An intent on its way: when it was sent and how many of the table have not seen its move.
struct InFlight {
    Clock::time_point sent;
    int waiting = 2;
};

} // namespace

TEST_CASE("load: 200 clients in 100 tables of bot games on one server", "[slow]") {
    auto options = loopbackOptions();
    options.timeouts = kPatient;
    options.log = nullptr;
    // On a starved machine a hello can be seconds late.
    options.limits.helloSeconds = 60;
    Server server(options);
    std::atomic<bool> stop{false};
    double serverCpu = 0;
    std::thread serverThread([&] {
        auto last = Clock::now();
        while (!stop.load()) {
            const auto now = Clock::now();
            server.update(std::chrono::duration<double>(now - last).count(), 1);
            last = now;
        }
        serverCpu = cpuSeconds(RUSAGE_THREAD);
    });

    std::vector<Bot> bots;
    for (int t = 0; t < kTables; ++t) {
        const std::string room = "load" + std::to_string(t);
        // Each table's two players share an address of their own, 20 tables to a network (a
        // /24): within every limit of an address and of a network (docs/network.md).
        const std::string from = loopback(1 + t % 5, 1 + t / 5);
        auto first = joinOptions(server, room, "A" + std::to_string(t));
        first.timeouts = kPatient;
        first.source = from;
        first.table = nlohmann::json{{"rules", "greed"}, {"seats", {"remote", "remote"}}};
        bots.push_back(Bot{std::make_unique<TableClient>(first)});
        auto second = joinOptions(server, room, "B" + std::to_string(t));
        second.timeouts = kPatient;
        second.source = from;
        bots.push_back(Bot{std::make_unique<TableClient>(second)});
    }

    // GREED_LOAD_PACE_MS: each bot thinks this long before its move (0: at once, the
    // server flat out); a paced run measures the latency of a table in play, not of a queue.
    const char* paceText = std::getenv("GREED_LOAD_PACE_MS");
    const auto pace = std::chrono::duration<double, std::milli>(
        paceText != nullptr ? std::max(0.0, std::atof(paceText)) : 0.0);
    std::vector<std::pair<std::size_t, Clock::time_point>> turnSeen(
        bots.size(), {static_cast<std::size_t>(-1), Clock::now()});
    for (std::size_t i = 0; i < bots.size() && pace.count() > 0; ++i) {
        bots[i].holdIf = [&, i] {
            const std::size_t at = bots[i].client->match()->moves().size();
            if (turnSeen[i].first != at) {
                turnSeen[i] = {at, Clock::now()};
            }
            return Clock::now() - turnSeen[i].second < pace;
        };
    }

    std::map<std::pair<int, std::size_t>, InFlight> inFlight;
    std::vector<double> latencies;
    std::vector<std::size_t> seen(bots.size(), 0);
    const auto start = Clock::now();
    const double cpuBefore = cpuSeconds(RUSAGE_SELF);
    int round = 0;
    std::size_t finished = 0;
    for (; round < kMaxLoadRounds && finished < bots.size(); ++round) {
        finished = 0;
        for (std::size_t i = 0; i < bots.size(); ++i) {
            Bot& bot = bots[i];
            // The second client of a table must not join before the first one created it.
            if (i % 2 == 1 && bots[i - 1].client->state() == ClientState::Connecting) {
                continue;
            }
            bot.client->update(0);
            const int table = static_cast<int>(i / 2);
            if (const auto* mirror = bot.client->match()) {
                const auto now = Clock::now();
                for (; seen[i] < mirror->moves().size(); ++seen[i]) {
                    const auto it = inFlight.find({table, seen[i]});
                    if (it != inFlight.end() && --it->second.waiting == 0) {
                        latencies.push_back(
                            std::chrono::duration<double, std::milli>(now - it->second.sent)
                                .count());
                        inFlight.erase(it);
                    }
                }
            }
            const std::size_t at = bot.client->match() ? bot.client->match()->moves().size() : 0;
            if (bot.play()) {
                inFlight[{table, at}] = InFlight{Clock::now(), 2};
            }
            const auto state = bot.client->state();
            finished += state == ClientState::Over || state == ClientState::Ended ? 1 : 0;
        }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const double processCpu = cpuSeconds(RUSAGE_SELF) - cpuBefore;
    stop = true;
    serverThread.join();

    REQUIRE(finished == bots.size());
    std::size_t moves = 0;
    for (std::size_t i = 0; i < bots.size(); ++i) {
        INFO("client " << i << ": " << bots[i].client->endReason());
        REQUIRE(bots[i].client->state() == ClientState::Over);
        const Room* room = server.room("load" + std::to_string(i / 2));
        REQUIRE(room != nullptr);
        CHECK(bots[i].client->match()->moves() == room->session()->moves());
        moves += i % 2 == 0 ? room->session()->moves().size() : 0;
    }
    REQUIRE_FALSE(latencies.empty());
    std::sort(latencies.begin(), latencies.end());
    const auto percentile = [&](double p) {
        return latencies[std::min(
            latencies.size() - 1,
            static_cast<std::size_t>(p * static_cast<double>(latencies.size())))];
    };
    const auto& stats = server.stats();
    std::printf(
        "load: %d tables, %zu clients, %zu moves in %.2f s (%d client rounds, pace %.0f ms)\n",
        kTables, bots.size(), moves, seconds, round, pace.count());
    std::printf("load: server messages in %zu, out %zu: %.0f messages/s (%.0f KB/s)\n",
                stats.messagesIn, stats.messagesOut,
                static_cast<double>(stats.messagesIn + stats.messagesOut) / seconds,
                static_cast<double>(stats.bytesIn + stats.bytesOut) / 1024.0 / seconds);
    std::printf("load: CPU server thread %.2f s (%.0f%% of one core), whole process %.2f s\n",
                serverCpu, 100.0 * serverCpu / seconds, processCpu);
    std::printf("load: peak memory (server and all clients) %ld KB\n", peakMemoryKb());
    std::printf("load: intent to everyone's move: p50 %.2f ms, p99 %.2f ms, max %.2f ms (%zu)\n",
                percentile(0.5), percentile(0.99), latencies.back(), latencies.size());
}
