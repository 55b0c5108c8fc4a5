// Hostile clients: a seated player that mixes random and crafted bad messages with its play,
// and strangers without a seat. The host must refuse them all, never crash and keep every
// side's history identical.
#include "net_harness.hpp"

#include "core/rng.hpp"

using namespace greed;
using namespace greed::net;
using namespace greed::net::test;
using nlohmann::json;

namespace {

constexpr int kHostileMessages = 3000;

// One bad message of many kinds, chosen by the fuzzer's own seeded stream.
std::string hostileMessage(core::Rng& rng, TableClient& self) {
    const std::size_t at = self.match() != nullptr ? self.match()->moves().size() : 0;
    const int other = self.player() == 0 ? 1 : 0;
    switch (rng.below(14)) {
    case 0: { // random bytes
        std::string bytes(rng.below(200), '\0');
        for (auto& c : bytes) {
            c = static_cast<char>(rng.below(256));
        }
        return bytes;
    }
    case 1: { // as long as a message may be (longer ones cut the sender: test_net_dos.cpp)
        const std::string shell = json{{"t", "intent"}, {"pad", ""}}.dump();
        return json{{"t", "intent"},
                    {"pad", std::string(kMaxClientMessage - shell.size() - rng.below(2), 'x')}}
            .dump();
    }
    case 2: // acting for another seat
        return json{{"t", "intent"},
                    {"seq", self.nextSeq()},
                    {"at", at},
                    {"act", "bank"},
                    {"player", other}}
            .dump();
    case 3: { // a replayed (old) sequence number, below every one the client uses later
        const auto old = self.nextSeq() - 1 - static_cast<std::int64_t>(rng.below(3));
        return json{{"t", "intent"}, {"seq", old}, {"at", at}, {"act", "roll"}}.dump();
    }
    case 4: // rolling its own dice
        return json{{"t", "intent"},
                    {"seq", self.nextSeq()},
                    {"at", at},
                    {"act", "roll"},
                    {"dice", {1, 1, 1, 1, 1}}}
            .dump();
    case 5: // changing the game
        return json{{"t", "intent"}, {"seq", self.nextSeq()}, {"at", at}, {"act", "restart"}}
            .dump();
    case 6: // a stale position
        return json{
            {"t", "intent"},
            {"seq", self.nextSeq()},
            {"at", static_cast<std::int64_t>(at) - 1 - static_cast<std::int64_t>(rng.below(5))},
            {"act", "bank"}}
            .dump();
    case 7: // keep nonsense dice
        return json{{"t", "intent"},
                    {"seq", self.nextSeq()},
                    {"at", at},
                    {"act", "keep"},
                    {"dice", {99, -5, 2147483647}}}
            .dump();
    case 8: // wrong types everywhere
        return json{{"t", "intent"}, {"seq", "one"}, {"at", 1.5}, {"act", 7}, {"dice", "12"}}
            .dump();
    case 9:
        return json{{"t", "hello"}, {"v", kProtocolVersion}, {"room", "fuzz"}, {"name", "again"}}
            .dump();
    case 10:
        return json{{"t", "emote"}, {"id", rng.below(2) == 0 ? "nice-roll" : "<script>"}}.dump();
    case 11:
        return json{{"t", "no-such-type"}, {"seq", self.nextSeq()}}.dump();
    case 12: // deep nesting
        return std::string(500, '[') + std::string(500, ']');
    default: // out of turn or illegal now, but well formed
        return json{{"t", "intent"},
                    {"seq", self.nextSeq()},
                    {"at", at},
                    {"act", rng.below(2) == 0 ? "adopt" : "bank"}}
            .dump();
    }
}

} // namespace

TEST_CASE("a fuzzing client cannot crash the host or desynchronise anyone") {
    auto options = loopbackOptions();
    // What hostile messages say is tested here, not how fast they come: the fuzzer sends one
    // each round (100 a second of server time) and would be cut as a flooder
    // (test_net_dos.cpp tests that).
    options.limits.messagesPerSecond = 0;
    Server server(options);
    Room& room = server.createRoom(
        "fuzz", roomOf("greed", {remote(), remote(), computer("Sam", "steady")}, 11));
    Bot ann = joinBot(server, "fuzz", "Ann");
    Bot fuzzer = joinBot(server, "fuzz", "Fuzz");
    RawPeer stranger(server.port());

    core::Rng rng(20261123);
    int sent = 0;
    const auto hostile = [&] {
        if (sent >= kHostileMessages || fuzzer.client->match() == nullptr) {
            return;
        }
        fuzzer.client->sendRaw(hostileMessage(rng, *fuzzer.client));
        ++sent;
        if (stranger.pump() && sent % 3 == 0) {
            stranger.send(hostileMessage(rng, *fuzzer.client));
        }
    };
    // The fuzzer also plays its seat properly, so the game goes on between the attacks.
    REQUIRE(runUntil(
        server, {&ann, &fuzzer},
        [&] {
            return sent >= kHostileMessages && room.over() &&
                   ann.client->state() == ClientState::Over &&
                   fuzzer.client->state() == ClientState::Over;
        },
        hostile));
    CHECK(room.refusals() > kHostileMessages / 2);
    CHECK(fuzzer.client->refusals() > kHostileMessages / 2);
    CHECK(ann.client->refusals() == 0);
    CHECK(ann.client->match()->moves() == room.session()->moves());
    CHECK(fuzzer.client->match()->moves() == room.session()->moves());
    CHECK(stranger.connected);

    // The game's moves are all legal plays of their seats: a fresh session replays them.
    session::MatchRecord record;
    record.setup = room.session()->setup();
    record.moves = room.session()->moves();
    const auto replayed = session::MatchSession::fromRecord(record);
    CHECK(replayed->over());
}
