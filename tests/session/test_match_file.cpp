// Match files: written line by line, read back defensively; the save store around them.
#include "session_helpers.hpp"

#include "session/save_store.hpp"

#include <fstream>
#include <sstream>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// A recorded match of `moves` moves in `path`; returns the session.
std::unique_ptr<MatchSession> recorded(const std::filesystem::path& path, std::size_t moves) {
    const auto setup = setupOf("zehntausend", "Ann,Bot:steady", 21);
    auto session = std::make_unique<MatchSession>(setup);
    session->record(
        std::make_unique<MatchWriter>(MatchWriter::create(path, setup, "2026-11-23 10:00")));
    playOn(*session, moves);
    return session;
}

} // namespace

TEST_CASE("match file: every move is on disk as soon as it is applied", "[session][file]") {
    const auto dir = tempFolder("lines");
    const auto path = dir / "m.greed";
    const auto session = recorded(path, 20);
    const MatchRecord record = readMatchFile(path);
    CHECK(record.moves == session->moves());
    CHECK(record.setup.seats == session->setup().seats);
    CHECK(record.setup.seed == 21);
    CHECK(record.created == "2026-11-23 10:00");
    CHECK_FALSE(record.tornTail);
    CHECK(MatchSession::fromRecord(record)->game() == session->game());
    std::filesystem::remove_all(dir);
}

TEST_CASE("match file: a torn last line loses only that move", "[session][file]") {
    const auto dir = tempFolder("torn");
    const auto path = dir / "m.greed";
    const auto session = recorded(path, 15);
    const std::string text = readText(path);
    // Every cut inside the last line leaves the moves before it.
    const std::size_t lastStart = text.rfind('\n', text.size() - 2) + 1;
    for (std::size_t cut = lastStart; cut < text.size(); ++cut) {
        const MatchRecord r = parseMatchText(text.substr(0, cut), "m.greed");
        CHECK(r.moves.size() == session->moves().size() - 1);
        CHECK(r.tornTail == (cut > lastStart));
        CHECK(r.goodBytes == lastStart);
    }
    // Continuing the file cuts the torn line off first.
    writeText(path, text.substr(0, text.size() - 7));
    auto torn = readMatchFile(path);
    REQUIRE(torn.tornTail);
    {
        MatchWriter writer = MatchWriter::reopen(path, torn.goodBytes);
        writer.append(session->moves().back());
    }
    const auto mended = readMatchFile(path);
    CHECK_FALSE(mended.tornTail);
    CHECK(mended.moves == session->moves());
    std::filesystem::remove_all(dir);
}

TEST_CASE("match file: damaged, foreign and newer files are refused with a reason",
          "[session][file]") {
    const auto dir = tempFolder("bad");
    const auto path = dir / "m.greed";
    recorded(path, 10);
    const std::string text = readText(path);
    const std::size_t second = text.find('\n') + 1;
    const std::size_t third = text.find('\n', second) + 1;

    auto refuses = [](const std::string& bad, const std::string& words) {
        CHECK_THROWS_WITH(parseMatchText(bad, "m.greed"), Catch::Contains(words));
    };
    refuses("", "empty");
    refuses("{\"format\":\"greed-save\"}\n", "not a Greed match file");
    refuses("{\"format\":\"greed-match\",\"version\":99}\n", "version 99");
    refuses(text.substr(0, second) + "{nonsense\n" + text.substr(third), "m.greed:2: damaged");
    refuses(text.substr(0, second) + "{\"fly\":1}\n" + text.substr(third), "m.greed:2");
    refuses("{\"format\":\"greed-match\",\"version\":1,\"rulesSource\":\"x\",\"seed\":1,"
            "\"seats\":[],\"rules\":{}}\n",
            "m.greed");

    // A move that does not fit the match (a face the dice cannot show).
    std::string forged = text;
    const auto dicePos = forged.find("\"dice\":[", second);
    REQUIRE(dicePos != std::string::npos);
    forged[dicePos + 8] = '9';
    const auto record = parseMatchText(forged, "m.greed");
    CHECK_THROWS_WITH(MatchSession::fromRecord(record), Catch::Contains("does not apply"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("save store: the current match resumes, a damaged one is set aside", "[session][file]") {
    const auto dir = tempFolder("store");
    SaveStore store(dir);
    std::string problem;
    CHECK_FALSE(store.loadCurrent(problem));
    CHECK(problem.empty());

    const auto setup = setupOf("greed", "Ann,Bot:steady", 8);
    MatchSession session(setup);
    session.record(store.startCurrent(setup));
    playOn(session, 14);
    auto saved = store.loadCurrent(problem);
    REQUIRE(saved);
    CHECK(problem.empty());
    CHECK(saved->summary.find("Greed") == 0);
    CHECK(saved->summary.find("Ann") != std::string::npos);
    // The parts the app words in the player's language (no English in them).
    CHECK(saved->glance.rulesName == "Greed");
    REQUIRE(saved->glance.players.size() == 2);
    CHECK(saved->glance.players[0].name == "Ann");
    CHECK(saved->glance.players[0].score == session.game().players()[0].score);
    CHECK_FALSE(saved->glance.finished);
    CHECK(saved->glance.round >= 1);
    CHECK(saved->summary.find(" \u00B7 round " + std::to_string(saved->glance.round)) !=
          std::string::npos);
    auto resumed = MatchSession::fromRecord(saved->record);
    CHECK(resumed->game() == session.game());

    // Recording goes on in the same file after a resume.
    resumed->record(store.continueCurrent(*saved));
    playOn(*resumed);
    REQUIRE(resumed->over());
    CHECK(readMatchFile(store.currentPath()).moves == resumed->moves());

    // A finished current match is archived, not offered.
    CHECK_FALSE(store.loadCurrent(problem));
    CHECK(problem.empty());
    REQUIRE(store.finishedGames().size() == 1);
    CHECK(loadMatch(store.finishedGames().front()).over);

    // Starting a match while one is unfinished keeps the old one among the games.
    MatchSession second(setup);
    second.record(store.startCurrent(setup));
    playOn(second, 4);
    MatchSession third(setup);
    third.record(store.startCurrent(setup));
    REQUIRE(store.finishedGames().size() == 2);
    CHECK(readMatchFile(store.currentPath()).moves.empty());
    bool keptUnfinished = false;
    for (const auto& f : store.finishedGames()) {
        keptUnfinished = keptUnfinished || readMatchFile(f).moves == second.moves();
    }
    CHECK(keptUnfinished);

    // Damaged: reported, moved aside, never trusted or overwritten.
    writeText(store.currentPath(), "{\"format\":\"greed-match\",\"version\":1}\nrubbish\n");
    CHECK_FALSE(store.loadCurrent(problem));
    CHECK(problem.find("damaged-1") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(store.currentPath()));
    CHECK(std::filesystem::exists(dir / "current.greed.damaged-1"));
    std::filesystem::remove_all(dir);
}
