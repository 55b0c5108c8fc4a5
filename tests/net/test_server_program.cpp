// greed-server as a program: two tables created by clients, games under way, then SIGTERM:
// everyone gets the goodbye, the server exits 0 and both matches are saved up to their last move.
#include "net_harness.hpp"

#include "session/save_store.hpp"

#include <csignal>
#include <fstream>
#include <sys/wait.h>

using namespace greed;
using namespace greed::net;
using namespace greed::net::test;

namespace {

// Starts greed-server on a free port chosen here; returns its pid.
pid_t startServer(const std::filesystem::path& saves, const std::filesystem::path& log,
                  std::uint16_t port) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        const std::string portText = std::to_string(port);
        const std::string savesText = saves.string();
        std::FILE* out = std::freopen(log.c_str(), "w", stdout);
        (void)out;
        ::execl(GREED_SERVER_PATH, GREED_SERVER_PATH, "--bind", "127.0.0.1", "--port",
                portText.c_str(), "--saves", savesText.c_str(), "--seed", "5", "--pace", "0",
                static_cast<char*>(nullptr));
        std::_Exit(127);
    }
    return pid;
}

// A port that was free a moment ago (ENet picks one, then lets it go).
std::uint16_t freePort() {
    EnetLink probe = EnetLink::listen("127.0.0.1", 0, 1, 1024, 1024, PeerTimeouts{});
    return probe.port();
}

} // namespace

TEST_CASE("greed-server stops cleanly on SIGTERM and keeps every game saved") {
    const auto dir = tempFolder("server");
    const std::uint16_t port = freePort();
    const pid_t pid = startServer(dir / "saves", dir / "server.log", port);
    REQUIRE(pid > 0);

    const std::vector<std::string> rooms{"north", "south"};
    const auto creator = [&](const std::string& room) {
        ClientOptions options;
        options.port = port;
        options.room = room;
        options.name = "Ann";
        options.table = nlohmann::json{{"rules", "greed"}, {"seats", {"remote", "computer:bold"}}};
        return Bot{std::make_unique<TableClient>(options)};
    };
    std::vector<Bot> bots;
    for (const auto& room : rooms) {
        bots.push_back(creator(room));
    }
    const auto pump = [&] {
        for (auto& bot : bots) {
            bot.client->update(1);
            bot.play();
        }
    };
    // The server may take a moment to start listening: a client that found nobody tries again.
    bool playing = false;
    for (int round = 0; round < kMaxRounds && !playing; ++round) {
        pump();
        playing = true;
        for (std::size_t i = 0; i < bots.size(); ++i) {
            if (bots[i].client->state() == ClientState::Ended) {
                bots[i] = creator(rooms[i]);
            }
            const auto* mirror = bots[i].client->match();
            playing = playing && mirror != nullptr && mirror->moves().size() > 8;
        }
    }
    REQUIRE(playing);
    REQUIRE(::kill(pid, SIGTERM) == 0);
    bool ended = false;
    for (int round = 0; round < kMaxRounds && !ended; ++round) {
        pump();
        ended = bots[0].client->state() == ClientState::Ended &&
                bots[1].client->state() == ClientState::Ended;
    }
    CHECK(ended);
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    for (auto& bot : bots) {
        CHECK(bot.client->endReason() == "the host closed the table: the server is shutting down");
    }

    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir / "saves")) {
        files.push_back(entry.path());
    }
    REQUIRE(files.size() == 2);
    for (const auto& path : files) {
        INFO(path);
        const auto saved = session::loadMatch(path);
        const auto& mirror =
            path.filename().string().rfind("north", 0) == 0 ? bots[0].client : bots[1].client;
        CHECK(saved.record.moves == mirror->match()->moves());
    }
    std::ifstream log(dir / "server.log");
    const std::string text((std::istreambuf_iterator<char>(log)), {});
    CHECK(text.find("stopping: the server is shutting down") != std::string::npos);
    CHECK(text.find("[north] game started") != std::string::npos);
}
