// A full disk while saving: the last good file survives, saving falls behind and catches up
// with the whole match once the disk takes writes again, and resuming starts from the last move.
#include "session_helpers.hpp"

#include "session/save_store.hpp"

#include <cerrno>

using namespace greed;
using namespace greed::session;
using namespace greed::session::test;

namespace {

// The disk as the test double sees it: `refusals` writes fail with ENOSPC; the first of them
// first takes half of what it was given (a real full disk takes what fits, then refuses).
int g_refusals = 0;
bool g_tookPart = false;

ssize_t fullDiskWrite(int fd, const void* data, std::size_t size) {
    if (g_refusals == 0) {
        return ::write(fd, data, size);
    }
    if (!g_tookPart && size > 1) {
        g_tookPart = true;
        return ::write(fd, data, size / 2);
    }
    --g_refusals;
    errno = ENOSPC;
    return -1;
}

// The disk refuses `refusals` writes while this lives; then it takes everything again.
struct FullDisk {
    explicit FullDisk(int refusals) {
        g_refusals = refusals;
        g_tookPart = false;
        setMatchFileWrite(fullDiskWrite);
    }
    ~FullDisk() { setMatchFileWrite(nullptr); }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;
};

// Makes `link` a symbolic link to /dev/full, where every write fails with ENOSPC.
bool pointAtDevFull(const std::filesystem::path& link) {
    std::error_code error;
    std::filesystem::create_symlink("/dev/full", link, error);
    return !error && std::filesystem::exists("/dev/full");
}

} // namespace

TEST_CASE("save: a failed write to /dev/full leaves the last good file and no .tmp",
          "[session][file][disk]") {
    const auto dir = tempFolder("devfull");
    const auto path = dir / "current.greed";
    const auto setup = setupOf("greed", "Ann,Bot:steady", 5);
    MatchSession session(setup);
    session.record(
        std::make_unique<MatchWriter>(MatchWriter::create(path, setup, "2026-11-25 10:00")));
    playOn(session, 12);
    const std::string good = fileText(path);
    const auto temp = std::filesystem::path(path.string() + ".tmp");
    if (!pointAtDevFull(temp)) {
        WARN("no /dev/full here: the low-level full-disk case was not checked");
        return;
    }
    SECTION("a new match file") {
        try {
            MatchWriter::create(path, setup, "2026-11-25 11:00");
            FAIL("a write to /dev/full succeeded");
        } catch (const MatchWriteError& e) {
            CHECK(e.diskFull());
        }
    }
    SECTION("the whole match written again") {
        try {
            session.recorder()->rewrite(session.moves());
            FAIL("a write to /dev/full succeeded");
        } catch (const MatchWriteError& e) {
            CHECK(e.diskFull());
            CHECK(std::string(e.what()).find("current.greed.tmp") != std::string::npos);
        }
    }
    CHECK(fileText(path) == good);
    CHECK_FALSE(std::filesystem::is_symlink(temp));
    CHECK_FALSE(std::filesystem::exists(temp));
    std::filesystem::remove_all(dir);
}

TEST_CASE("save: behind on a full disk, the whole match once there is room again",
          "[session][file][disk]") {
    const auto dir = tempFolder("behind");
    SaveStore store(dir);
    const auto setup = setupOf("greed", "Ann,Bot:steady", 11);
    MatchSession session(setup);
    session.record(store.startCurrent(setup));
    playOn(session, 10);
    REQUIRE_FALSE(session.savingBehind());
    std::vector<Move> onDisk = session.moves();
    {
        FullDisk full(1000);
        playOn(session, 25);
        CHECK(session.savingBehind());
        CHECK(session.writeFailure() == ENOSPC);
        CHECK(session.writeError().find("current.greed") != std::string::npos);
        // The file keeps the match up to the last move written, in whole lines.
        const MatchRecord record = readMatchFile(store.currentPath());
        CHECK(record.moves == onDisk);
        CHECK_FALSE(record.tornTail);
        CHECK_FALSE(std::filesystem::exists(store.currentPath().string() + ".tmp"));
        // A match left now resumes from there: that is all the disk holds.
        std::string problem;
        const auto saved = store.loadCurrent(problem);
        REQUIRE(saved);
        CHECK(saved->record.moves.size() == 10);
    }
    playOn(session, 26); // the disk has room again: the next move catches the file up
    CHECK_FALSE(session.savingBehind());
    CHECK(session.writeError().empty());
    CHECK(readMatchFile(store.currentPath()).moves == session.moves());

    // --resume starts from the last move, not from where the disk filled.
    std::string problem;
    auto saved = store.loadCurrent(problem);
    REQUIRE(saved);
    CHECK(saved->record.moves.size() == 26);
    auto resumed = MatchSession::fromRecord(saved->record);
    CHECK(resumed->game() == session.game());
    // And recording goes on in the rewritten file.
    resumed->record(store.continueCurrent(*saved));
    playOn(*resumed, 40);
    CHECK(readMatchFile(store.currentPath()).moves == resumed->moves());
    std::filesystem::remove_all(dir);
}

TEST_CASE("save: a match that ends behind gets one more try at its end", "[session][file][disk]") {
    const auto dir = tempFolder("end-behind");
    const auto path = dir / "m.greed";
    const auto setup = setupOf("greed", "Bot:steady,Cat:careful", 3);
    MatchSession session(setup);
    session.record(
        std::make_unique<MatchWriter>(MatchWriter::create(path, setup, "2026-11-25 12:00")));
    {
        FullDisk full(1 << 30);
        playOn(session);
        REQUIRE(session.over());
        CHECK(session.savingBehind());
        CHECK_FALSE(session.catchUpSave());
    }
    CHECK(session.catchUpSave());
    CHECK_FALSE(session.savingBehind());
    const MatchRecord record = readMatchFile(path);
    CHECK(record.moves == session.moves());
    CHECK(MatchSession::fromRecord(record)->over());
    std::filesystem::remove_all(dir);
}

TEST_CASE("save: a match whose first line found no room is saved once there is room",
          "[session][file][disk]") {
    const auto dir = tempFolder("unwritten");
    const auto path = dir / "current.greed";
    const auto setup = setupOf("greed", "Ann,Bot:steady", 17);
    MatchSession session(setup);
    {
        FullDisk full(1 << 30);
        try {
            MatchWriter::create(path, setup, "2026-11-25 13:00");
            FAIL("the full disk took the file");
        } catch (const MatchWriteError& e) {
            session.recordBehind(std::make_unique<MatchWriter>(
                                     MatchWriter::unwritten(path, setup, "2026-11-25 13:00")),
                                 e);
        }
        playOn(session, 6);
        CHECK(session.savingBehind());
        CHECK_FALSE(std::filesystem::exists(path));
    }
    playOn(session, 7);
    CHECK_FALSE(session.savingBehind());
    const MatchRecord record = readMatchFile(path);
    CHECK(record.moves == session.moves());
    CHECK(record.created == "2026-11-25 13:00");
    std::filesystem::remove_all(dir);
}
