// Whole games over loopback ENet: identical histories on every side, a client killed mid-turn
// that rejoins, a seat taken over by a computer, the host quitting, refusals at connect.
#include "net_harness.hpp"

#include "session/save_store.hpp"

#include <limits>

using namespace greed;
using namespace greed::net;
using namespace greed::net::test;

namespace {

// Every client's mirror holds exactly the host's moves (rolls, random stream states and all).
void requireSameHistory(const session::MatchSession& host, const TableClient& client) {
    REQUIRE(client.match() != nullptr);
    CHECK(client.match()->moves() == host.moves());
    CHECK(client.match()->game().players() == host.game().players());
}

bool hasNotice(const std::vector<Notice>& notices, const std::string& text) {
    for (const auto& n : notices) {
        if (n.text == text) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("a host and two clients play a seeded game to the end with identical histories") {
    Server server(loopbackOptions());
    auto config = roomOf("greed", {local("Host"), remote(), remote()}, 42);
    config.autoStart = false;
    Room& room = server.createRoom("friends", config);
    Bot ann = joinBot(server, "friends", "Ann");
    Bot bob = joinBot(server, "friends", "Bob");

    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        return ann.client->lobby().size() == 3 && bob.client->lobby().size() == 3 &&
               ann.client->lobby()[2].status == "connected" &&
               bob.client->lobby()[1].status == "connected";
    }));
    CHECK(ann.client->lobby()[0].status == "local");
    CHECK(ann.client->state() == ClientState::Lobby);
    std::string why;
    REQUIRE(room.start(why));

    REQUIRE(runUntil(
        server, {&ann, &bob},
        [&] {
            return room.over() && ann.client->state() == ClientState::Over &&
                   bob.client->state() == ClientState::Over;
        },
        [&] { playLocal(room); }));
    const auto& host = *room.session();
    CHECK(host.moves().size() > 20);
    requireSameHistory(host, *ann.client);
    requireSameHistory(host, *bob.client);
    CHECK(ann.client->player() == 1);
    CHECK(bob.client->player() == 2);
    CHECK(room.refusals() == 0);

    SECTION("the same seed and the same play give the same game again") {
        Server again(loopbackOptions());
        Room& room2 = again.createRoom("friends", config);
        Bot ann2 = joinBot(again, "friends", "Ann");
        Bot bob2 = joinBot(again, "friends", "Bob");
        REQUIRE(runUntil(again, {&ann2, &bob2}, [&] {
            return ann2.client->state() == ClientState::Lobby &&
                   bob2.client->state() == ClientState::Lobby;
        }));
        REQUIRE(room2.start(why));
        REQUIRE(runUntil(
            again, {&ann2, &bob2}, [&] { return room2.over(); }, [&] { playLocal(room2); }));
        CHECK(room2.session()->moves() == host.moves());
    }
}

TEST_CASE("a move the rules refuse comes back with its reason as data, for the player's words") {
    Server server(loopbackOptions());
    server.createRoom("friends", roomOf("greed", {remote(), remote()}, 7));
    Bot ann = joinBot(server, "friends", "Ann");
    Bot bob = joinBot(server, "friends", "Bob");
    ann.holdIf = [] {
        return true;
    }; // nobody plays: Ann's turn waits for its first roll
    bob.holdIf = [] {
        return true;
    };
    REQUIRE(runUntil(server, {&ann, &bob}, [&] { return ann.client->myTurn(); }));
    const auto at = static_cast<std::int64_t>(ann.client->match()->moves().size());
    ann.client->sendRaw(
        nlohmann::json{{"t", "intent"}, {"seq", ann.client->nextSeq()}, {"at", at}, {"act", "bank"}}
            .dump());
    std::vector<Notice> seen;
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        for (auto& n : ann.client->takeNotices()) {
            seen.push_back(n);
        }
        return !seen.empty();
    }));
    const Notice& refused = seen.front();
    CHECK(refused.kind == Notice::Kind::Refused);
    CHECK(refused.text == "there is nothing to bank now");
    REQUIRE(refused.why.has_value());
    CHECK(refused.why->code == core::RefusalCode::NothingToBank);
    CHECK(core::toString(core::RefusalCode::BankNeedsTotal) == std::string("bank-needs-total"));
    CHECK(core::refusalCodeFrom("bank-needs-total") == core::RefusalCode::BankNeedsTotal);
    CHECK_FALSE(core::refusalCodeFrom("no-such-code").has_value());
}

TEST_CASE("a client killed mid-turn rejoins, gets its seat and the full state, and finishes") {
    auto options = loopbackOptions();
    options.rejoinSeconds = 1e6; // only the rejoin matters here
    Server server(options);
    auto annOptions = joinOptions(server, "t1", "Ann");
    annOptions.table = nlohmann::json{{"rules", "greed"}, {"seats", {"remote", "remote"}}};
    Bot ann{std::make_unique<TableClient>(annOptions)}; // creates the table through its hello
    Bot bob = joinBot(server, "t1", "Bob");

    // Play on until Ann is in the middle of a turn (she has rolled and must decide).
    const auto midTurn = [&] {
        const auto* mirror = ann.client->match();
        return mirror != nullptr && mirror->moves().size() > 10 &&
               mirror->game().rollsThisTurn() > 0;
    };
    ann.holdIf = midTurn;
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        const Room* room = server.room("t1");
        // ...and has no intent on the way (it would be played before the kill is noticed).
        return room != nullptr && room->started() && ann.client->myTurn() &&
               ann.client->match()->game().rollsThisTurn() > 0 &&
               room->session()->moves().size() > 10 &&
               ann.sentAt != ann.client->match()->moves().size();
    }));
    Room& room = *server.room("t1");
    const std::string token = ann.client->token();
    const int annPlayer = ann.client->player();
    const std::size_t movesAtKill = room.session()->moves().size();
    ann.client.reset(); // killed: no goodbye, the host finds out by ENet's time-out
    ann.holdIf = nullptr;

    SECTION("after the host noticed the drop") {
        std::vector<Notice> bobSaw;
        REQUIRE(runUntil(server, {&ann, &bob}, [&] {
            auto more = bob.client->takeNotices();
            bobSaw.insert(bobSaw.end(), more.begin(), more.end());
            return hasNotice(bobSaw, "dropped");
        }));
        CHECK(room.slots()[static_cast<std::size_t>(annPlayer)].status == SlotStatus::Dropped);
        CHECK(room.session()->moves().size() == movesAtKill); // the game waits for her
        auto back = joinOptions(server, "t1", "Ann");
        back.token = token;
        ann.client = std::make_unique<TableClient>(back);
        REQUIRE(runUntil(server, {&ann, &bob}, [&] {
            auto more = bob.client->takeNotices();
            bobSaw.insert(bobSaw.end(), more.begin(), more.end());
            return hasNotice(bobSaw, "back") && ann.client->match() != nullptr;
        }));
    }
    SECTION("before the host noticed (the old connection is a ghost)") {
        auto back = joinOptions(server, "t1", "Ann");
        back.token = token;
        ann.client = std::make_unique<TableClient>(back);
    }
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        return room.over() && ann.client->state() == ClientState::Over &&
               bob.client->state() == ClientState::Over;
    }));
    CHECK(ann.client->player() == annPlayer);
    CHECK(room.session()->moves().size() > movesAtKill);
    requireSameHistory(*room.session(), *ann.client);
    requireSameHistory(*room.session(), *bob.client);
}

TEST_CASE("a dropped player who does not come back in time is replaced by a computer player") {
    auto options = loopbackOptions();
    options.rejoinSeconds = 5; // room time: 500 rounds of 10 ms
    options.takeover = "careful";
    Server server(options);
    auto annOptions = joinOptions(server, "t2", "Ann");
    annOptions.table = nlohmann::json{{"rules", "farkle"}, {"seats", {"remote", "remote"}}};
    Bot ann{std::make_unique<TableClient>(annOptions)};
    Bot bob = joinBot(server, "t2", "Bob");
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        return ann.client->match() != nullptr && ann.client->match()->moves().size() > 6;
    }));
    const std::string token = ann.client->token();
    ann.client.reset();

    std::vector<Notice> bobSaw;
    Room& room = *server.room("t2");
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        auto more = bob.client->takeNotices();
        bobSaw.insert(bobSaw.end(), more.begin(), more.end());
        return room.over() && bob.client->state() == ClientState::Over;
    }));
    CHECK(hasNotice(bobSaw, "dropped"));
    CHECK(hasNotice(bobSaw, "computer"));
    CHECK(room.slots()[0].status == SlotStatus::Computer);
    requireSameHistory(*room.session(), *bob.client);

    // Too late: the seat is the computer's now.
    auto back = joinOptions(server, "t2", "Ann");
    back.token = token;
    Bot late{std::make_unique<TableClient>(back)};
    REQUIRE(runUntil(server, {&late, &bob},
                     [&] { return late.client->state() == ClientState::Ended; }));
    CHECK(late.client->endReason() == "your seat was given to a computer player");
}

TEST_CASE("the host quitting ends the game for everyone, and everyone keeps the saved game") {
    const auto dir = tempFolder("quit");
    auto options = loopbackOptions();
    options.saveDir = dir / "host";
    Server server(options);
    auto annOptions = joinOptions(server, "t3", "Ann");
    annOptions.table = nlohmann::json{{"rules", "zehntausend"}, {"seats", {"remote", "remote"}}};
    annOptions.saveDir = dir / "ann";
    Bot ann{std::make_unique<TableClient>(annOptions)};
    auto bobOptions = joinOptions(server, "t3", "Bob");
    bobOptions.saveDir = dir / "bob";
    Bot bob{std::make_unique<TableClient>(bobOptions)};
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        return bob.client->match() != nullptr && bob.client->match()->moves().size() > 12 &&
               ann.client->match()->moves().size() == bob.client->match()->moves().size();
    }));
    const auto hostMoves = server.room("t3")->session()->moves();
    server.stop("the host quit");
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        return ann.client->state() == ClientState::Ended &&
               bob.client->state() == ClientState::Ended;
    }));
    CHECK(ann.client->endReason() == "the host closed the table: the host quit");
    CHECK(bob.client->endReason() == "the host closed the table: the host quit");

    std::vector<std::filesystem::path> hostFiles;
    for (const auto& entry : std::filesystem::directory_iterator(dir / "host")) {
        hostFiles.push_back(entry.path());
    }
    REQUIRE(hostFiles.size() == 1);
    for (const auto& path : {hostFiles.front(), ann.client->savePath(), bob.client->savePath()}) {
        INFO(path);
        const auto saved = session::loadMatch(path);
        CHECK(saved.record.moves == hostMoves);
    }
}

TEST_CASE("connecting is refused for another protocol, another rule set, no table, full table") {
    Server server(loopbackOptions());
    server.createRoom("pair", roomOf("greed", {remote(), computer("Sam", "steady")}, 3));
    const auto ended = [&](ClientOptions options, const std::string& raw = "") {
        Bot bot{std::make_unique<TableClient>(options)};
        if (!raw.empty()) {
            REQUIRE(runUntil(server, {&bot}, [&] { return bot.client->refusals() > 0; }));
        }
        REQUIRE(runUntil(server, {&bot}, [&] {
            return bot.client->state() == ClientState::Ended ||
                   bot.client->state() == ClientState::Playing;
        }));
        return bot;
    };
    auto wrongRules = joinOptions(server, "pair", "Ann");
    wrongRules.rulesHash = rulesHash(core::loadPreset("farkle"));
    CHECK(ended(wrongRules).client->endReason().find("another rule set") != std::string::npos);

    auto noTable = joinOptions(server, "nobody-here", "Ann");
    CHECK(ended(noTable).client->endReason() == "there is no table named nobody-here");

    auto badName = joinOptions(server, "pair", "bad\tname");
    CHECK(ended(badName).client->endReason() == "a name cannot hold control characters");

    Bot first = ended(joinOptions(server, "pair", "Ann"));
    CHECK(first.client->state() == ClientState::Playing);
    auto second = ended(joinOptions(server, "pair", "Bob"));
    CHECK(second.client->endReason() == "the game at this table has started");

    // A client of another protocol version: its hello is refused for good.
    RawPeer old(server.port());
    REQUIRE(runUntil(server, {}, [&] { return old.pump(); }));
    old.send(R"({"t":"hello","v":99,"room":"pair","name":"Old"})");
    REQUIRE(runUntil(server, {}, [&] {
        old.pump();
        return !old.received.empty();
    }));
    CHECK(old.received.front().find("protocol version 99") != std::string::npos);
    CHECK(old.received.front().find("\"fatal\":true") != std::string::npos);
}

TEST_CASE("a hello's name is checked like a typed one: characters, not bytes", "[name]") {
    Server server(loopbackOptions());
    server.createRoom("names", roomOf("greed", {remote(), remote(), remote()}, 5));
    const auto reasonFor = [&](const std::string& name) {
        Bot bot{std::make_unique<TableClient>(joinOptions(server, "names", name))};
        REQUIRE(runUntil(server, {&bot}, [&] {
            return bot.client->state() == ClientState::Ended ||
                   (bot.client->state() == ClientState::Lobby && !bot.client->lobby().empty());
        }));
        return bot.client->state() == ClientState::Ended ? bot.client->endReason()
                                                         : std::string("seated");
    };
    std::string dice;
    for (int i = 0; i < 16; ++i) {
        dice += "\xf0\x9f\x8e\xb2"; // 64 bytes: refused when names were limited to 24 bytes
    }
    CHECK(reasonFor(dice) == "seated");
    CHECK(reasonFor(std::string(17, 'x')) == "a name of 1 to 16 characters, please");
    CHECK(reasonFor("rlo\xe2\x80\xae"
                    "nmA") == "a name cannot hold invisible characters");
    CHECK(reasonFor("zero\xe2\x80\x8bwidth") == "a name cannot hold invisible characters");
    CHECK(reasonFor("esc\x1b[2J") == "a name cannot hold control characters");

    // Bytes that are not UTF-8 never reach the room: the hello is refused as it arrives.
    RawPeer raw(server.port());
    REQUIRE(runUntil(server, {}, [&] { return raw.pump(); }));
    raw.send("{\"t\":\"hello\",\"v\":2,\"room\":\"names\",\"name\":\"Bo\xff\"}");
    REQUIRE(runUntil(server, {}, [&] {
        raw.pump();
        return !raw.received.empty();
    }));
    CHECK(raw.received.front().find("\"refused\"") != std::string::npos);
}

TEST_CASE("a seq far ahead is refused without locking its sender out") {
    Server server(loopbackOptions());
    Room& room = server.createRoom("friends", roomOf("greed", {remote(), remote()}, 7));
    Bot ann = joinBot(server, "friends", "Ann");
    Bot bob = joinBot(server, "friends", "Bob");
    ann.holdIf = [] {
        return true;
    }; // Ann acts only through the raw intents below
    bob.holdIf = [] {
        return true;
    };
    REQUIRE(runUntil(server, {&ann, &bob}, [&] { return ann.client->myTurn(); }));
    const std::size_t before = room.session()->moves().size();
    const auto intent = [&](std::int64_t seq) {
        const auto at = static_cast<std::int64_t>(ann.client->match()->moves().size());
        ann.client->sendRaw(
            nlohmann::json{{"t", "intent"}, {"seq", seq}, {"at", at}, {"act", "roll"}}.dump());
    };
    intent(std::numeric_limits<std::int64_t>::max());
    std::vector<Notice> seen;
    REQUIRE(runUntil(server, {&ann, &bob}, [&] {
        for (auto& n : ann.client->takeNotices()) {
            seen.push_back(n);
        }
        return !seen.empty();
    }));
    CHECK(seen.front().kind == Notice::Kind::Refused);
    CHECK(seen.front().text.find("seq out of range") == 0);
    CHECK(room.session()->moves().size() == before);

    // The next real seq still acts.
    intent(ann.client->nextSeq());
    CHECK(runUntil(server, {&ann, &bob}, [&] { return room.session()->moves().size() > before; }));
}
