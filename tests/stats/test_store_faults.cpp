// Bad files never stop play: a damaged file is kept aside and a new one started, a locked one
// keeps the game waiting until the lock is gone, a read-only one is read but not written; and
// two writers at once (two connections, as two game windows would have) lose nothing.
#include "stats_helpers.hpp"

#include "stats/game_io.hpp"
#include "stats/queries.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace greed;
using namespace greed::stats;
namespace fs = std::filesystem;

namespace {

// A store over a file it cannot write (holding one game): the next game is refused, the player
// told, and the file still read.
void checkReadNotWritten(const fs::path& file) {
    StatsStore store(file);
    CHECK_FALSE(store.record(test::playedGame(2)));
    CHECK(store.takeNotice().find("read-only") != std::string::npos);
    REQUIRE(store.reader() != nullptr);
    CHECK(gameCount(*store.reader()) == 1);
    CHECK(listPlayers(*store.reader()).size() == 3);
}

} // namespace

TEST_CASE("A damaged file is moved aside, never overwritten, and a new one started", "[stats]") {
    const auto dir = test::freshFolder("damaged");
    const auto file = dir / "greed.db";
    SECTION("not a database at all") {
        test::writeBytes(file, std::string(8192, 'x'));
    }
    SECTION("a database whose pages were overwritten") {
        {
            StatsStore store(file);
            REQUIRE(store.record(test::playedGame(1)));
        }
        {
            Database db = Database::open(file, Database::Access::ReadWrite);
            db.exec("PRAGMA journal_mode = DELETE");
        }
        std::string bytes = test::readBytes(file);
        REQUIRE(bytes.size() > 4096);
        // Keep the header, scribble over the first page's b-tree and every page after it.
        for (std::size_t i = 100; i < bytes.size(); ++i) {
            bytes[i] = static_cast<char>(i * 7);
        }
        test::writeBytes(file, bytes);
    }
    const std::string damaged = test::readBytes(file);

    StatsStore store(file);
    REQUIRE(store.record(test::playedGame(2)));
    CHECK(store.setAsidePath() == dir / "greed.db.damaged-1");
    CHECK(test::readBytes(dir / "greed.db.damaged-1") == damaged);
    const std::string notice = store.takeNotice();
    CHECK(notice.find("greed.db.damaged-1") != std::string::npos);
    CHECK(store.takeNotice().empty());
    REQUIRE(store.reader() != nullptr);
    CHECK(gameCount(*store.reader()) == 1);
}

TEST_CASE("A locked file keeps the game waiting until the lock is gone", "[stats]") {
    const auto dir = test::freshFolder("locked");
    const auto file = dir / "greed.db";
    StatsStore store(file, 50);
    REQUIRE(store.record(test::playedGame(1)));

    Database other = Database::open(file, Database::Access::ReadWrite);
    auto lock = std::make_unique<Transaction>(other); // another game holds the write lock
    CHECK_FALSE(store.record(test::playedGame(2)));
    CHECK(store.pending() == 1);
    CHECK(store.takeNotice().find("busy") != std::string::npos);
    CHECK_FALSE(store.record(test::playedGame(3)));
    CHECK(store.takeNotice().empty()); // told once
    // Still readable meanwhile (WAL: readers do not wait for the writer).
    REQUIRE(store.reader() != nullptr);
    CHECK(gameCount(*store.reader()) == 1);

    lock.reset(); // rolled back: the lock is gone
    CHECK(store.flush());
    CHECK(store.pending() == 0);
    CHECK(gameCount(*store.reader()) == 3);
    CHECK(store.problem().empty());
}

TEST_CASE("A read-only file is read but games are not written over it", "[stats]") {
    const auto dir = test::freshFolder("readonly");
    const auto file = dir / "greed.db";
    {
        StatsStore store(file);
        REQUIRE(store.record(test::playedGame(1)));
    }
    {
        Database db = Database::open(file, Database::Access::ReadWrite);
        db.exec("PRAGMA journal_mode = DELETE");
    }
    // Root ignores file modes: then the file is made immutable instead, when the file
    // system allows it.
    bool readOnly = false;
    if (::geteuid() != 0) {
        fs::permissions(file, fs::perms::owner_read | fs::perms::group_read);
        readOnly = true;
    } else {
        readOnly = std::system(("chattr +i '" + file.string() + "' 2>/dev/null").c_str()) == 0;
    }
    if (!readOnly) {
        WARN("cannot make a file read-only here: the read-only case was not checked");
        return;
    }
    const std::string before = test::readBytes(file);
    checkReadNotWritten(file);
    CHECK(test::readBytes(file) == before);
    CHECK_FALSE(fs::exists(dir / "greed.db.damaged-1"));
    if (::geteuid() == 0) {
        CHECK(std::system(("chattr -i '" + file.string() + "'").c_str()) == 0);
    }
}

TEST_CASE("A database in a read-only folder is read (WAL, no -wal or -shm beside it)",
          "[stats][disk]") {
    const auto dir = test::freshFolder("readonly-folder");
    const auto file = dir / "greed.db";
    {
        StatsStore store(file);
        REQUIRE(store.record(test::playedGame(1)));
    }
    // As a clean quit leaves it: in WAL mode (header bytes 18 and 19 are 2), nothing beside it.
    const std::string header = test::readBytes(file).substr(18, 2);
    REQUIRE(header == std::string("\x02\x02"));
    REQUIRE_FALSE(fs::exists(dir / "greed.db-shm"));
    // Root ignores modes: an immutable folder stops root too, when the file system allows it.
    const bool root = ::geteuid() == 0;
    bool readOnly = false;
    if (!root) {
        fs::permissions(dir, fs::perms::owner_read | fs::perms::owner_exec);
        readOnly = true;
    } else {
        readOnly = std::system(("chattr +i '" + dir.string() + "' 2>/dev/null").c_str()) == 0;
    }
    // Writable again at the end, also when a check below fails.
    struct Restore {
        fs::path dir;
        bool root;
        ~Restore() {
            if (root) {
                if (std::system(("chattr -i '" + dir.string() + "'").c_str()) != 0) {
                    return; // left for the test folder's next run to find
                }
            } else {
                fs::permissions(dir, fs::perms::owner_all);
            }
            std::error_code ignored;
            fs::remove_all(dir, ignored);
        }
    } restore{dir, root};
    if (!readOnly) {
        WARN("cannot make a folder read-only here: the read-only folder was not checked");
        return;
    }
    const std::string before = test::readBytes(file);
    checkReadNotWritten(file);
    CHECK(test::readBytes(file) == before);
}

TEST_CASE("Two writers at once lose nothing and leave a sound file", "[stats]") {
    const auto dir = test::freshFolder("two-writers");
    const auto file = dir / "greed.db";
    constexpr int kEach = 15;
    std::vector<GameRecord> games;
    for (int i = 0; i < 2 * kEach; ++i) {
        games.push_back(test::playedGame(static_cast<std::uint64_t>(100 + i)));
    }
    // Two game windows: each has its own connection, both create the file and write at once.
    auto writer = [&](int first, bool& ok, std::string& notice) {
        StatsStore store(file, 20000);
        ok = true;
        for (int i = first; i < 2 * kEach; i += 2) {
            ok = store.record(games[static_cast<std::size_t>(i)]) && ok;
            notice += store.takeNotice();
        }
    };
    bool okA = false;
    bool okB = false;
    std::string noticeA;
    std::string noticeB;
    std::thread a(writer, 0, std::ref(okA), std::ref(noticeA));
    std::thread b(writer, 1, std::ref(okB), std::ref(noticeB));
    a.join();
    b.join();
    INFO("first writer: " << noticeA << "; second writer: " << noticeB);
    CHECK(okA);
    CHECK(okB);
    Database db = Database::open(file, Database::Access::ReadWrite);
    CHECK(db.scalarText("PRAGMA integrity_check") == "ok");
    CHECK(gameCount(db) == 2 * kEach);
    // Every game whole: each written game reads back as one of the games given.
    for (std::int64_t id = 1; id <= 2 * kEach; ++id) {
        const auto back = readGame(db, id);
        REQUIRE(back.has_value());
        CHECK(std::find(games.begin(), games.end(), *back) != games.end());
    }
}
