// StatsStore: the statistics database file (greed.db in the user's data folder), opened on
// first use and defensively: a locked, read-only, damaged or newer file never stops play. A
// damaged file is moved aside (greed.db.damaged-N) and a new one started, and so is a file that
// is not Greed's (greed.db.foreign-N: another program's schema, a version Greed never wrote); a
// newer one is left alone; games that cannot be written now wait in memory and are written by a
// later attempt. A match is recorded once (its match id), whoever records it.
#pragma once

#include "stats/game_record.hpp"
#include "stats/sqlite.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace greed::stats {

class StatsStore {
public:
    // `busyMs`: how long a write waits for another process's lock before giving up for now.
    explicit StatsStore(std::filesystem::path file, int busyMs = 250);
    // <data dir>/greed.db (GREED_DATA_DIR, XDG_DATA_HOME or ~/.local/share/greed).
    static std::filesystem::path standardPath();
    // Games still waiting get a last try.
    ~StatsStore();
    StatsStore(const StatsStore&) = delete;
    StatsStore& operator=(const StatsStore&) = delete;
    const std::filesystem::path& path() const { return m_file; }

    // Records a finished or abandoned game in one transaction. When the database cannot take
    // it now, it waits with the others and is retried by the next record() or flush(). True
    // when nothing is left waiting.
    bool record(GameRecord game);
    bool flush();
    std::size_t pending() const { return m_pending.size(); }
    // The id the last game written got (0: none yet).
    std::int64_t lastId() const { return m_lastId; }
    // How many games given to record() were in the database already (kept once, not added).
    std::size_t alreadyRecorded() const { return m_alreadyRecorded; }

    // Opens the file now (a match starting), so that recording at its end costs only the
    // game's transaction. False when it cannot be written (problem() says why).
    bool prepare();
    // The database for queries, or nullptr when it cannot be read now (problem() says why).
    const Database* reader();

    // What is wrong now, in plain words; empty when all is well.
    const std::string& problem() const { return m_problem; }
    // A problem to tell the player: each kind of problem is told once.
    std::string takeNotice();
    // Where a damaged or foreign file was moved (empty when none was).
    const std::filesystem::path& setAsidePath() const { return m_setAside; }

private:
    enum class Trouble { None, Locked, Full, ReadOnly, Newer, Damaged, Foreign, Other };
    bool open();
    void openFresh();
    // Takes a database that cannot be written, when it can be read (else throws).
    void openReadOnly(Database db);
    void openWaiting();
    void handle(const std::exception& error);
    void moveAside(Trouble why);
    // A bad file was moved aside: a new one is worth trying at once.
    bool startingAfresh() const {
        return m_trouble == Trouble::Damaged || m_trouble == Trouble::Foreign;
    }
    void report(Trouble trouble, std::string message);

    std::filesystem::path m_file;
    int m_busyMs;
    std::optional<Database> m_db;
    bool m_writable = false;
    bool m_newer = false; // a newer Greed's file: never written, never read
    std::vector<GameRecord> m_pending;
    std::int64_t m_lastId = 0;
    std::size_t m_alreadyRecorded = 0;
    std::string m_problem;
    Trouble m_trouble = Trouble::None;
    std::set<Trouble> m_told;
    bool m_untold = false;
    std::filesystem::path m_setAside;
};

} // namespace greed::stats
