// MatchSession: seats play, moves are logged, a log rebuilds the same match.
#include "session_helpers.hpp"

#include "core/save.hpp"
#include "session/computer_clock.hpp"
#include "session/replay_index.hpp"

#include <malloc.h>

#include <algorithm>
#include <utility>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

// The events of a match's moves, as anything that follows its log sees them (the table).
std::vector<core::Event> allEvents(const MatchSession& session) {
    core::Game game = createGame(session.setup());
    std::vector<core::Event> out;
    for (const auto& move : session.moves()) {
        const auto applied = applyMove(game, move);
        out.insert(out.end(), applied.events.begin(), applied.events.end());
    }
    return out;
}

// A seat that also hears every move's events, as every seat does (Seat::observe).
template <typename SeatType> class Witness : public SeatType {
public:
    template <typename... Args>
    explicit Witness(std::vector<core::Event>& heard, Args&&... args)
        : SeatType(std::forward<Args>(args)...), m_heard(heard) {}
    void observe(const core::Game& game, const std::vector<core::Event>& events) override {
        SeatType::observe(game, events);
        m_heard.insert(m_heard.end(), events.begin(), events.end());
    }

private:
    std::vector<core::Event>& m_heard;
};

bool sameEvents(const std::vector<core::Event>& a, const std::vector<core::Event>& b) {
    if (a.size() != b.size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto& x = a[i];
        const auto& y = b[i];
        if (x.type != y.type || x.player != y.player || x.points != y.points ||
            x.total != y.total || x.dice != y.dice || x.players != y.players ||
            x.indices != y.indices) {
            return false;
        }
    }
    return true;
}

} // namespace

TEST_CASE("session: computer seats play a whole match through poll()", "[session]") {
    for (const auto& preset : core::presetNames()) {
        MatchSession session(setupOf(preset, "A:steady,B:bold,C:careful", 7));
        playOn(session);
        INFO(preset);
        CHECK(session.over());
        CHECK_FALSE(session.game().winners().empty());
        CHECK(session.moves().size() > 10);
    }
}

TEST_CASE(
    "session: a computer seat answers when asked, and its clock gives it time and shows a keep",
    "[session]") {
    MatchSession session(setupOf("zehntausend", "Bot:steady,You", 3));
    auto* bot = session.seatAs<ComputerSeat>(0);
    REQUIRE(bot != nullptr);
    SECTION("asked, it plays at once: the session has no clock") {
        CHECK(session.step());
        CHECK(session.moves().size() == 1);
    }
    SECTION("its clock lets it think, then shows its keep before playing it") {
        ComputerClock clock;
        clock.setTiming(1.0, 1.0);
        CHECK_FALSE(clock.step(session, 0.1)); // still thinking
        CHECK_FALSE(bot->preview());
        bool sawPreview = false;
        for (int i = 0; i < 2000 && session.moves().size() < 3; ++i) {
            clock.step(session, 0.05);
            sawPreview =
                sawPreview || (bot->preview() && bot->preview()->type == core::ActionType::Keep);
        }
        CHECK(session.moves().size() >= 2);
        CHECK(sawPreview);
    }
    SECTION("at pace 0 it plays at once, and a keep is not held back") {
        ComputerClock clock;
        clock.setTiming(0.0, 1.0);
        for (int i = 0; i < 3; ++i) {
            CHECK(clock.step(session, 0.0));
        }
    }
}

TEST_CASE("session: the log of a match replays to the same game and the same events", "[session]") {
    MatchSession original(setupOf("farkle", "Ann,Bot:gambler,Cy:timid", 11));
    std::vector<core::Event> events; // as the seats heard them while it was played
    original.setSeat(0, std::make_unique<Witness<HumanSeat>>(events));
    playOn(original);
    REQUIRE(original.over());

    MatchRecord record;
    record.setup = original.setup();
    record.moves = original.moves();
    auto replayed = MatchSession::fromRecord(record, 0);
    auto cursor = std::make_shared<ReplayCursor>(record.moves);
    replayed->replayFrom(cursor);
    std::vector<core::Event> heard;
    replayed->setSeat(0, std::make_unique<Witness<ReplaySeat>>(heard, cursor, 0));
    int guard = 0;
    while (!replayed->over() && guard++ < 100000) {
        replayed->step();
    }
    CHECK(replayed->over());
    CHECK(replayed->game() == original.game());
    CHECK(sameEvents(heard, events));
    CHECK(sameEvents(allEvents(*replayed), events));
    CHECK(replayed->moves() == original.moves());
}

TEST_CASE("session: a resumed match continues both random streams exactly", "[session]") {
    const auto setup = setupOf("greed", "Ann,Bot:reckless", 99);
    MatchSession straight(setup);
    playOn(straight);
    REQUIRE(straight.over());

    MatchSession first(setup);
    playOn(first, 25);
    MatchRecord record;
    record.setup = setup;
    record.moves = first.moves();
    auto resumed = MatchSession::fromRecord(record);
    CHECK(resumed->game() == first.game());
    CHECK(resumed->diceRng() == first.diceRng());
    CHECK(resumed->aiRng() == first.aiRng());
    playOn(*resumed);
    CHECK(resumed->game() == straight.game());
    CHECK(resumed->moves() == straight.moves());
}

TEST_CASE("session: check() answers for the player whose turn it is", "[session]") {
    MatchSession session(setupOf("greed", "Ann,Sam", 1));
    CHECK(session.check(0, core::Action::roll()).ok);
    CHECK(session.check(1, core::Action::roll()).error == "it is not your turn");
    CHECK_FALSE(session.submit(1, core::Action::roll()).ok);
    CHECK(session.moves().empty());
    CHECK_FALSE(session.check(0, core::Action::bank()).ok);
    CHECK(session.submit(0, core::Action::roll()).ok);
    REQUIRE(session.moves().size() == 1);
    CHECK(session.moves()[0].action.dice.size() == 5); // the faces are logged
    CHECK_FALSE(session.moves()[0].diceRng.empty());
}

TEST_CASE("session: players join and leave mid-game, and the log replays it", "[session]") {
    MatchSession session(setupOf("spec1989", "Ann,Bot:steady", 5));
    playOn(session, 12);
    SeatSpec newcomer{"Dee", true, "bold"};
    REQUIRE(session.join(newcomer).ok);
    CHECK(session.game().playerCount() == 3);
    CHECK(session.seats().back().name == "Dee");
    CHECK(session.seatAs<ComputerSeat>(2) != nullptr);
    REQUIRE(session.leave(0).ok);
    playOn(session);
    CHECK(session.over());
    CHECK(session.game().players()[0].left);
    CHECK(session.game().players()[2].joinedAtTurn > 0);

    MatchRecord record;
    record.setup = session.setup();
    record.moves = session.moves();
    const auto rebuilt = MatchSession::fromRecord(record);
    CHECK(rebuilt->game() == session.game());
    CHECK(rebuilt->seats() == session.seats());
}

TEST_CASE("session: every seat hears every move's events", "[session]") {
    MatchSession session(setupOf("greed", "Ann,B:steady", 2));
    std::vector<core::Event> heard;
    session.setSeat(0, std::make_unique<Witness<HumanSeat>>(heard));
    playOn(session, 30);
    CHECK(session.moves().size() == 30);
    CHECK(sameEvents(heard, allEvents(session)));
}

TEST_CASE("session: a replay plays its next logged move each time it is told, no sooner",
          "[session]") {
    MatchSession source(setupOf("greed", "A:steady,B:steady", 4));
    playOn(source, 10);
    MatchRecord record;
    record.setup = source.setup();
    record.moves = source.moves();
    auto replay = MatchSession::fromRecord(record, 0);
    auto cursor = std::make_shared<ReplayCursor>(record.moves);
    replay->replayFrom(cursor);
    for (std::size_t n = 1; n <= 3; ++n) {
        CHECK(replay->step());
        CHECK(replay->moves().size() == n);
        CHECK(cursor->position() == n);
    }
    CHECK(replay->moves() == std::vector<Move>(record.moves.begin(), record.moves.begin() + 3));
}

namespace {

// Bytes the heap holds now (glibc's count: allocated chunks and mmapped blocks).
long long heapInUse() {
    const struct mallinfo2 m = mallinfo2();
    return static_cast<long long>(m.uordblks + m.hblkhd);
}

} // namespace

TEST_CASE("session: a mirror following a long match keeps its log and game, no backlog of events",
          "[session]") {
    // The network client's mirror follows the host's match by applyLogged (TableClient::onMove)
    // for as long as the match lasts, and nobody takes anything from it but its moves: whatever
    // it keeps beside its log and its game grows with the match. Measured against a game and a
    // log that follow the same moves bare.
    MatchConfig setup = setupOf("greed", "A:steady,B:bold", 8);
    setup.rules.target = 10000000; // a match far longer than the moves followed here
    MatchSession host(setup);
    constexpr std::size_t kMoves = 4096; // a power of two: both logs end with the same capacity
    playOn(host, kMoves);
    REQUIRE(host.moves().size() == kMoves);
    {
        const long long before = heapInUse();
        const std::vector<char> probe(1 << 20, 'x');
        if (heapInUse() - before < static_cast<long long>(probe.size())) {
            WARN("this allocator does not report its use (a sanitizer?): nothing to measure");
            return;
        }
    }
    MatchRecord start;
    start.setup = setup;
    auto mirror = MatchSession::fromRecord(start, 0);
    core::Game bare = createGame(setup);
    std::vector<Move> bareLog;
    std::size_t refused = 0;

    const long long mirrorStart = heapInUse();
    for (const auto& move : host.moves()) {
        refused += mirror->applyLogged(move) ? 0 : 1;
    }
    const long long mirrorGrew = heapInUse() - mirrorStart;

    const long long bareStart = heapInUse();
    for (const auto& move : host.moves()) {
        refused += applyMove(bare, move) ? 0 : 1;
        bareLog.push_back(move);
    }
    const long long bareGrew = heapInUse() - bareStart;

    REQUIRE(refused == 0);
    CHECK(mirror->game() == bare);
    INFO("the mirror grew by " << mirrorGrew << " bytes, the bare game and log by " << bareGrew);
    CHECK(mirrorGrew < bareGrew + 64 * 1024);
}

TEST_CASE("replay index: turn starts step a replay by whole turns", "[session]") {
    MatchSession source(setupOf("greed", "A:steady,B:bold", 12));
    playOn(source);
    MatchRecord record;
    record.setup = source.setup();
    record.moves = source.moves();
    const auto starts = turnStarts(record);
    REQUIRE(starts.size() > 4);
    CHECK(starts.front() == 0);
    CHECK(std::is_sorted(starts.begin(), starts.end()));
    for (std::size_t k = 1; k < starts.size(); ++k) {
        // Rebuilt at a turn start: a turn has just begun, nothing thrown yet.
        const auto at = MatchSession::fromRecord(record, starts[k]);
        CHECK(at->game().rollsThisTurn() == 0);
        CHECK(at->game().turnTotal() == 0);
        const auto before = MatchSession::fromRecord(record, starts[k] - 1);
        CHECK(before->game().currentPlayer() != at->game().currentPlayer());
    }
    const std::size_t end = record.moves.size();
    CHECK(nextTurnStart(starts, 0, end) == starts[1]);
    CHECK(nextTurnStart(starts, starts.back(), end) == end);
    CHECK(previousTurnStart(starts, starts[2]) == starts[1]);
    CHECK(previousTurnStart(starts, starts[2] + 1) == starts[2]);
    CHECK(previousTurnStart(starts, 0) == 0);
}

namespace {

// A seat that answers every turn with a roll of its own chosen faces.
class LoadedDiceSeat : public Seat {
public:
    SeatKind kind() const override { return SeatKind::Human; }
    std::optional<core::Action> poll(const core::Game&, core::Rng&) override {
        return core::Action::roll({1, 1, 1, 1, 1});
    }
};

} // namespace

TEST_CASE("session: no player chooses the dice, whatever way the roll comes in", "[session]") {
    MatchSession session(setupOf("greed", "Ann,Sam:steady", 3));
    // Through the gate: refused before anything is queued.
    const auto out = session.submit(0, core::Action::roll({1, 1, 1, 1, 1}));
    CHECK_FALSE(out.ok);
    CHECK(out.error.find("chooses the dice") != std::string::npos);
    CHECK_FALSE(session.check(0, core::Action::roll({5, 5, 5, 5, 5})).ok);
    CHECK(session.moves().empty());
    // From a seat's own answer: the session refuses it too.
    session.setSeat(0, std::make_unique<LoadedDiceSeat>());
    CHECK_FALSE(session.step());
    CHECK(session.moves().empty());
    CHECK(session.refusedActions() == 1);
    // A computer player's seat takes no intents from outside.
    MatchSession other(setupOf("greed", "Sam:steady,Ann", 3));
    CHECK_FALSE(other.submit(0, core::Action::roll()).ok);
    CHECK(other.moves().empty());
    // Only a logged move brings its faces (resuming, replays).
    MatchSession logged(setupOf("greed", "Ann,Sam:steady", 3));
    REQUIRE(logged.applyLogged(Move::act(0, core::Action::roll({1, 1, 1, 1, 1}))).ok);
    CHECK(logged.game().turnTotal() == 1200);
}
