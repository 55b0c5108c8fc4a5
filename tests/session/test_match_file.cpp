// Match files: written line by line, read back defensively; the save store around them.
#include "session_helpers.hpp"

#include "../support/hang_guard.hpp"
#include "core/small_file.hpp"
#include "session/move.hpp"
#include "session/save_store.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <sys/stat.h>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// A recorded match of `moves` moves in `path`; returns the session.
std::unique_ptr<MatchSession> recorded(const std::filesystem::path& path, std::size_t moves) {
    auto session =
        recordedMatch(setupOf("zehntausend", "Ann,Bot:steady", 21), path, "2026-11-23 10:00");
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

TEST_CASE("match file: every move written calls the file-written hook (the browser's storage)",
          "[session][file]") {
    // A browser copies the data folder to its storage when the hook is called: a move must
    // call it, or a tab closed right after it would lose it.
    const auto dir = tempFolder("noted");
    const auto path = dir / "m.greed";
    auto session = recorded(path, 3);
    static int notes = 0;
    notes = 0;
    core::setFileWrittenHook([] { ++notes; });
    const std::size_t before = session->moves().size();
    playOn(*session, before + 1);
    core::setFileWrittenHook(nullptr);
    REQUIRE(session->moves().size() == before + 1);
    CHECK(notes == 1);
    std::filesystem::remove_all(dir);
}

TEST_CASE("match file: a torn last line loses only that move", "[session][file]") {
    const auto dir = tempFolder("torn");
    const auto path = dir / "m.greed";
    const auto session = recorded(path, 15);
    const std::string text = fileText(path);
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
    const std::string text = fileText(path);
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

TEST_CASE("match file: a header field of the wrong type or out of range is named in one line",
          "[session][file]") {
    const auto dir = tempFolder("types");
    const std::string text = (recorded(dir / "m.greed", 6), fileText(dir / "m.greed"));
    const std::size_t second = text.find('\n') + 1;
    const auto header = nlohmann::json::parse(text.substr(0, second - 1));

    // The header with `field` set to `value` (a JSON text), then the moves as they were.
    auto with = [&](const std::string& field, const std::string& value) {
        auto changed = header;
        changed[field] = nlohmann::json::parse(value);
        return changed.dump() + "\n" + text.substr(second);
    };
    auto refuses = [](const std::string& bad, const std::string& message) {
        INFO(bad.substr(0, 80));
        try {
            parseMatchText(bad, "m.greed");
            FAIL("accepted");
        } catch (const MatchFileError& e) {
            CHECK(std::string(e.what()) == message);
        }
    };
    refuses(with("version", "\"1\""),
            "m.greed:1: field 'version' must be a whole number, not string");
    refuses(with("version", "1e300"),
            "m.greed:1: field 'version' must be a whole number (got 1e+300)");
    refuses(with("version", "-1"),
            "m.greed:1: field 'version' must be between 1 and 2147483647 (got -1)");
    refuses(
        with("version", "9223372036854775808"),
        "m.greed:1: field 'version' must be between 1 and 2147483647 (got 9223372036854775808)");
    refuses(with("seed", "1e300"), "m.greed:1: field 'seed' must be a whole number (got 1e+300)");
    refuses(with("seed", "-1"),
            "m.greed:1: field 'seed' must be between 0 and 18446744073709551615 (got -1)");
    refuses(with("seed", "[1]"), "m.greed:1: field 'seed' must be a whole number, not array");
    refuses(with("created", "7"), "m.greed:1: field 'created' must be a string, not number");
    refuses(with("rulesSource", "null"),
            "m.greed:1: field 'rulesSource' must be a string, not null");
    refuses(with("seats", "{}"), "m.greed:1: field 'seats' must be a list");
    refuses(with("seats", "[{\"name\":5,\"kind\":\"human\"}]"),
            "m.greed:1: seat 1: field 'name' must be a string, not number");
    refuses(with("format", "3"), "m.greed: not a Greed match file");

    // A move's player (and dice) are checked the same way.
    const std::size_t third = text.find('\n', second) + 1;
    auto move = nlohmann::json::parse(text.substr(second, third - second - 1));
    for (const auto& [value, message] :
         {std::pair<std::string, std::string>{"1e300", "must be a whole number (got 1e+300)"},
          {"-1", "must be between 0 and 7 (got -1)"},
          {"9223372036854775808", "must be between 0 and 7 (got 9223372036854775808)"}}) {
        move["player"] = nlohmann::json::parse(value);
        refuses(text.substr(0, second) + move.dump() + "\n" + text.substr(third),
                "m.greed:2: field 'player' " + message);
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("match file: FIFOs, devices, huge and deeply nested files are refused at once",
          "[session][file]") {
    const auto dir = tempFolder("hostile");
    const auto fifo = dir / "fifo.greed";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // A FIFO with no writer blocked the reader forever: run it where a hang is seen.
    const auto outcome = greed::test::outcomeInChild([&] {
        try {
            readMatchFile(fifo);
        } catch (const MatchFileError& e) {
            return std::string(e.what()) == fifo.string() + ": not a regular file";
        }
        return false;
    });
    CHECK(outcome == "returned true");
    CHECK_THROWS_WITH(readMatchFile("/dev/zero"), "/dev/zero: not a regular file");

    const auto huge = dir / "huge.greed";
    std::ofstream(huge, std::ios::binary) << std::string(16 * 1024 * 1024 + 1, '[');
    CHECK_THROWS_WITH(readMatchFile(huge), huge.string() + ": too large (over 16 MiB)");

    // Within the cap, a line of nothing but '[' would build an array per byte.
    const auto path = dir / "m.greed";
    recorded(path, 3);
    const std::string text = fileText(path);
    writeText(path, text.substr(0, text.find('\n') + 1) + std::string(4000000, '[') + "\n");
    CHECK_THROWS_WITH(readMatchFile(path),
                      path.string() + ":2: damaged line (nested deeper than 64 levels at byte 65)");
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

TEST_CASE("match file: names stored by anyone are repaired when read", "[session][file][name]") {
    const auto dir = tempFolder("names");
    const auto path = dir / "m.greed";
    recorded(path, 6);
    const std::string text = fileText(path);
    // Issue 22 items 6, 12 and 13: bytes that are not UTF-8, a 100,000-character name and an
    // ESC sequence, written in place of the two names.
    std::string forged = text;
    const std::string ann = "\"name\":\"Ann\"";
    const std::string bot = "\"name\":\"Bot\"";
    REQUIRE(forged.find(ann) != std::string::npos);
    forged.replace(forged.find(ann), ann.size(),
                   "\"name\":\"Ann\xff" + std::string(100000, 'n') + "\"");
    forged.replace(forged.find(bot), bot.size(), "\"name\":\"\\u001b[31mBot\"");
    writeText(path, forged);

    const MatchRecord record = readMatchFile(path);
    REQUIRE(record.setup.seats.size() == 2);
    CHECK(record.setup.seats[0].name == "Ann\xef\xbf\xbd" + std::string(12, 'n'));
    CHECK(record.setup.seats[1].name == "[31mBot");
    CHECK(record.moves.size() == 6);
    // The repaired match replays and can be written again.
    const auto replayed = MatchSession::fromRecord(record);
    CHECK(replayed->game().players()[0].info.name == record.setup.seats[0].name);
    MatchWriter::create(dir / "again.greed", record.setup, record.created).close();
    CHECK(readMatchFile(dir / "again.greed").setup.seats == record.setup.seats);

    // Nothing usable left: refused with one line naming the file and the seat.
    std::string blank = text;
    blank.replace(blank.find(ann), ann.size(), "\"name\":\"\\u0000\\u200b\"");
    CHECK_THROWS_WITH(parseMatchText(blank, "m.greed"),
                      Catch::Contains("m.greed:1: seat 1: a seat without a usable name"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("match file: a setup that cannot be written leaves no file behind",
          "[session][file][name]") {
    const auto dir = tempFolder("unwritable");
    auto setup = setupOf("greed", "Ann,Bot:steady", 3);
    // A name that bypassed every check (as --players did before names were checked).
    setup.seats[0].name = "Bo\xff";
    const auto path = dir / "current.greed";
    CHECK_THROWS_WITH(MatchWriter::create(path, setup, "2026-11-25 12:00"),
                      Catch::Contains("current.greed: a name or other text of the match is not "
                                      "UTF-8"));
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK_FALSE(std::filesystem::exists(dir / "current.greed.tmp"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("a computer seat keeps the policy it played", "[match]") {
    greed::session::SeatSpec seat("Prof", true, "professor");
    seat.policy = "two-player solution against the leading opponent (3 players)";
    const auto back = greed::session::seatFromJson(greed::session::seatToJson(seat), "test");
    CHECK(back.policy == seat.policy);
    CHECK(back.strategy == "professor");
    // Older files have no policy: nothing is claimed.
    const auto old = greed::session::seatFromJson(
        nlohmann::json{{"name", "Prof"}, {"kind", "computer"}, {"strategy", "professor"}}, "test");
    CHECK(old.policy.empty());
}

TEST_CASE("match file: busts in a row are recorded and replayed, old headers read as off",
          "[session][file][bust-streak]") {
    const auto dir = tempFolder("streak");
    const auto path = dir / "m.greed";
    MatchConfig setup = setupOf("greed", "Ann,Bot:steady", 5);
    setup.rules.bustStreak = {1, 50}; // every bust costs 50: it happens within a short game
    MatchSession session(setup);
    session.record(
        std::make_unique<MatchWriter>(MatchWriter::create(path, setup, "2026-11-26 05:00")));
    playOn(session);
    int paid = 0;
    for (const auto& player : session.game().players()) {
        for (const auto& turn : player.history) {
            paid += turn.streakPenalty > 0 ? 1 : 0;
        }
    }
    REQUIRE(paid > 0);

    const MatchRecord record = readMatchFile(path);
    CHECK(record.setup.rules == setup.rules);
    CHECK(record.setup.rules.bustStreak == core::BustStreak{1, 50});
    CHECK(MatchSession::fromRecord(record)->game() == session.game());

    // A header written without the rule (every file made before it existed) reads as off.
    const std::string old = matchHeaderLine(setupOf("greed", "Ann,Bot:steady", 5), "2026-11-20");
    CHECK(old.find("bustStreak") == std::string::npos);
    const MatchRecord plain = parseMatchText(old + "\n", "old.greed");
    CHECK_FALSE(plain.setup.rules.bustStreak.on());
    CHECK(plain.setup.rules == core::loadPreset("greed"));
    std::filesystem::remove_all(dir);
}
