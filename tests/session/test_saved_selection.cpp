// The dice a person had picked, saved in the match file's header: written at each change,
// read back with the match, checked against the game, and never the reason a match is lost.
#include "session_helpers.hpp"

#include "session/match_file.hpp"
#include "session/saved_selection.hpp"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <sys/stat.h>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;
using nlohmann::json;

namespace {

ino_t inodeOf(const std::filesystem::path& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 ? info.st_ino : 0;
}

// Plays on (people as playOn's do) until the person at seat 0 chooses dice from a throw of at
// least `dice` dice; false if the match never gets there.
bool untilAnnChooses(MatchSession& session, std::size_t dice) {
    for (int guard = 0; guard < 100000 && !session.over(); ++guard) {
        const core::Game& game = session.game();
        const int p = game.currentPlayer();
        const Seat* seat = session.seat(p);
        const bool person = seat != nullptr && seat->takesIntents();
        if (person && p == 0 && game.phase() == core::Phase::ChooseKeep &&
            game.lastRoll().size() >= dice) {
            return true;
        }
        if (person) {
            session.submit(p, humanChoice(game));
        } else {
            session.step();
        }
    }
    return false;
}

// A recorded match of Ann (a person) and a computer player, stopped where Ann chooses dice, in
// a folder of the test's own (gone when the test ends).
struct AnnChoosing {
    explicit AnnChoosing(const std::string& name)
        : folder(name), path(folder.path() / "current.greed"),
          session(recordedMatch(setupOf("zehntausend", "Ann,Bot:steady", 21), path,
                                "2026-11-28 10:00")) {
        REQUIRE(untilAnnChooses(*session, 4));
    }
    TestFolder folder;
    std::filesystem::path path;
    std::unique_ptr<MatchSession> session;
};

// The text of a match file with its header's "selection" field set to `field`.
std::string withSelection(const std::string& text, const json& field) {
    const std::size_t end = text.find('\n');
    json header = json::parse(text.substr(0, end));
    header["selection"] = field;
    return header.dump() + text.substr(end);
}

ssize_t refusedWrite(int, const void*, std::size_t) {
    errno = ENOSPC;
    return -1;
}

} // namespace

TEST_CASE("saved selection: the dice picked are written into the match file and come back",
          "[session][file][selection]") {
    const AnnChoosing match("selection");
    const auto& path = match.path;
    const auto& session = match.session;
    const std::size_t moves = session->moves().size();
    // A file that never had dice picked is what every older file is: nothing picked.
    CHECK_FALSE(readMatchFile(path).selection);
    CHECK(MatchSession::fromRecord(readMatchFile(path))->selection().empty());

    session->saveSelection({3, 0});
    CHECK(session->selection() == std::vector<int>{0, 3});
    MatchRecord record = readMatchFile(path);
    CHECK(record.moves == session->moves());
    REQUIRE(record.selection);
    CHECK(*record.selection == SavedSelection{moves, {0, 3}});
    // Still a version 1 file: readers before this field ignore it and read the match.
    const json header = json::parse(fileText(path).substr(0, fileText(path).find('\n')));
    CHECK(header.at("version") == 1);
    CHECK(header.at("selection") == json{{"moves", moves}, {"dice", {0, 3}}});

    // The same selection again writes nothing (the file is replaced only on a change).
    const ino_t written = inodeOf(path);
    session->saveSelection({0, 3});
    CHECK(inodeOf(path) == written);

    // Continue: the match resumed has them, and goes on changing them in the same file.
    const auto resumed = MatchSession::fromRecord(record);
    CHECK(resumed->game() == session->game());
    CHECK(resumed->selection() == std::vector<int>{0, 3});
    CHECK(resumed->selectionNote().empty());
    resumed->record(std::make_unique<MatchWriter>(MatchWriter::reopen(path, record.goodBytes)));
    resumed->saveSelection({1});
    REQUIRE(readMatchFile(path).selection);
    CHECK(readMatchFile(path).selection->dice == std::vector<int>{1});
    CHECK(readMatchFile(path).moves == session->moves());
    // Nothing picked: the field goes.
    resumed->saveSelection({});
    CHECK(fileText(path).find("selection") == std::string::npos);

    // Picked, then played: the field stays behind the moves and is read as nothing picked.
    resumed->saveSelection({0});
    REQUIRE(resumed->submit(0, humanChoice(resumed->game())));
    CHECK(resumed->selection().empty());
    record = readMatchFile(path);
    CHECK(record.moves.size() == moves + 1);
    REQUIRE(record.selection);
    CHECK(record.selection->moves == moves);
    const auto later = MatchSession::fromRecord(record);
    CHECK(later->selection().empty());
    CHECK(later->selectionNote().empty()); // stale, not wrong: nothing to say
}

TEST_CASE("saved selection: a bad field is left out with a reason, the match loads whole",
          "[session][file][selection]") {
    const AnnChoosing match("selection-bad");
    const auto& path = match.path;
    const auto& session = match.session;
    const auto moves = static_cast<std::int64_t>(session->moves().size());
    const auto thrown = static_cast<int>(session->game().lastRoll().size());
    const std::string text = fileText(path);

    auto readBack = [&](const std::string& file, const std::vector<int>& picked,
                        const std::string& note) {
        MatchRecord record;
        REQUIRE_NOTHROW(record = parseMatchText(file, "m.greed"));
        CHECK(record.moves == session->moves());
        auto resumed = MatchSession::fromRecord(record);
        CHECK(resumed->selection() == picked);
        if (note.empty()) {
            CHECK(resumed->selectionNote().empty());
        } else {
            CHECK_THAT(resumed->selectionNote(), Catch::Contains(note));
        }
        return resumed;
    };
    const auto whole = readBack(withSelection(text, "1 3"), {}, "m.greed:1: field 'selection'");
    CHECK(whole->game() == session->game());
    CHECK(whole->moves() == session->moves());
    readBack(withSelection(text, json{{"dice", {0}}}), {}, "'selection.moves' is missing");
    readBack(withSelection(text, json{{"moves", 1e300}, {"dice", {0}}}), {}, "selection.moves");
    readBack(withSelection(text, json{{"moves", -1}, {"dice", {0}}}), {}, "selection.moves");
    readBack(withSelection(text, json{{"moves", moves}, {"dice", 3}}), {}, "must be a list");
    readBack(withSelection(text, json{{"moves", moves}, {"dice", json::object()}}), {},
             "must be a list");
    // Die by die: out of range, twice, not a number: left out, the rest kept.
    const json dice = {2, 2, -1, thrown, "x", 1e300, 0};
    const auto some = readBack(withSelection(text, json{{"moves", moves}, {"dice", dice}}), {0, 2},
                               "die 2 is picked twice");
    CHECK_THAT(some->selectionNote(), Catch::Contains("die -1 is not one of the"));
    CHECK_THAT(some->selectionNote(),
               Catch::Contains("die " + std::to_string(thrown) + " is not one of the"));
    CHECK_THAT(some->selectionNote(), Catch::Contains("must be a whole number, not string"));
    // Saved after another move: quietly nothing.
    readBack(withSelection(text, json{{"moves", moves - 1}, {"dice", {0}}}), {}, "");
    readBack(withSelection(text, json{{"moves", moves}, {"dice", json::array()}}), {}, "");

    // Where nobody chooses dice (Ann has kept some and may roll or bank): nothing picked.
    REQUIRE(session->submit(0, humanChoice(session->game())));
    REQUIRE(session->game().phase() != core::Phase::ChooseKeep);
    readBack(withSelection(fileText(path), json{{"moves", moves + 1}, {"dice", {0}}}), {},
             "no person chooses dice");
}

TEST_CASE("saved selection: a disk that refuses leaves the file whole and saving catches up",
          "[session][file][selection][disk]") {
    const AnnChoosing match("selection-full");
    const auto& path = match.path;
    const auto& session = match.session;
    const std::string before = fileText(path);
    setMatchFileWrite(refusedWrite);
    session->saveSelection({1});
    setMatchFileWrite(nullptr);
    CHECK(fileText(path) == before);
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));
    CHECK(session->savingBehind());
    CHECK(session->selection() == std::vector<int>{1});
    // The next change (or move) writes the whole match again.
    session->saveSelection({0, 1});
    CHECK_FALSE(session->savingBehind());
    const MatchRecord record = readMatchFile(path);
    CHECK(record.moves == session->moves());
    REQUIRE(record.selection);
    CHECK(record.selection->dice == std::vector<int>{0, 1});
}
