// StatsStore: opening, migrating, writing with a retry queue, and what happens to bad files.
#include "stats/stats_store.hpp"

#include "core/paths.hpp"
#include "core/small_file.hpp"
#include "i18n/translate.hpp"
#include "session/save_store.hpp"
#include "stats/game_io.hpp"
#include "stats/schema.hpp"

#include <chrono>
#include <thread>
#include <unistd.h>

namespace greed::stats {

namespace {

std::string readOnlyMessage(const std::filesystem::path& file) {
    // TRANSLATORS: {0} the statistics file's path.
    return i18n::trf("The statistics file {0} is read-only: games are not being recorded",
                     file.string());
}

// access() rather than the mode bits: it also knows read-only mounts and immutable folders,
// which stop root too.
bool writableFolder(const std::filesystem::path& file) {
    const auto folder =
        file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path();
    return ::access(folder.c_str(), W_OK) == 0;
}

} // namespace

StatsStore::StatsStore(std::filesystem::path file, int busyMs)
    : m_file(std::move(file)), m_busyMs(busyMs) {}

StatsStore::~StatsStore() {
    if (!m_pending.empty()) {
        flush();
    }
    if (m_db && m_writable) {
        // The WAL is copied into the file here, at exit, rather than at some game's end.
        try {
            m_db->exec("PRAGMA wal_checkpoint(PASSIVE)");
        } catch (const std::exception&) {
            // Another connection is busy with the file: it (or the next exit) will do it.
        }
    }
}

std::filesystem::path StatsStore::standardPath() {
    return core::dataDirectory() / "greed.db";
}

void StatsStore::report(Trouble trouble, std::string message) {
    m_trouble = trouble;
    m_problem = std::move(message);
    if (trouble != Trouble::None && m_told.count(trouble) == 0) {
        m_untold = true;
    }
}

std::string StatsStore::takeNotice() {
    if (!m_untold || m_trouble == Trouble::None) {
        return {};
    }
    m_untold = false;
    m_told.insert(m_trouble);
    return m_problem;
}

void StatsStore::moveAside(Trouble why) {
    m_db.reset();
    const bool damaged = why == Trouble::Damaged;
    const auto aside = session::setAside(m_file, damaged ? "damaged" : "foreign");
    std::error_code error;
    for (const char* suffix : {"-wal", "-shm"}) {
        std::filesystem::path from = m_file;
        from += suffix;
        if (std::filesystem::exists(from, error)) {
            std::filesystem::path to = aside;
            to += suffix;
            std::filesystem::rename(from, to, error);
        }
    }
    m_setAside = aside;
    if (!damaged) {
        report(why, aside == m_file
                        // TRANSLATORS: {0} the statistics file's path.
                        ? i18n::trf("The statistics file {0} is not one this Greed can read and "
                                    "could not be moved aside",
                                    m_file.string())
                        // TRANSLATORS: {0} the statistics file's name ("greed.db"), {1} the
                        // name it was given ("greed.db.foreign-1"), in the same folder.
                        : i18n::trf("The statistics file {0} is not one this Greed can read: it "
                                    "was kept as {1} and a new one started",
                                    m_file.filename().string(), aside.filename().string()));
        return;
    }
    report(Trouble::Damaged,
           aside == m_file
               ? i18n::trf("The statistics file {0} is damaged and could not be moved aside",
                           m_file.string())
               // TRANSLATORS: {0} the name the damaged file was given ("greed.db.damaged-1").
               : i18n::trf("The statistics file was damaged: it was kept as {0} and a new one "
                           "started",
                           aside.filename().string()));
}

void StatsStore::openReadOnly(Database db) {
    // Still readable when it is Greed's, of this version (an older one cannot be migrated).
    checkOurs(db);
    if (schemaVersion(db) < kSchemaVersion) {
        throw SqliteError(SQLITE_READONLY, "read-only and of an older version");
    }
    db.scalar("SELECT max(id) FROM games");
    m_writable = false;
    m_db.emplace(std::move(db));
    report(Trouble::ReadOnly, readOnlyMessage(m_file));
}

void StatsStore::openFresh() {
    std::error_code error;
    std::filesystem::create_directories(m_file.parent_path(), error);
    if (!writableFolder(m_file) && std::filesystem::exists(m_file, error)) {
        // SQLite makes its -wal and -shm files beside the database even to read it: in a
        // folder that cannot be written it reads the file as unchanging instead.
        openReadOnly(Database::open(m_file, Database::Access::Immutable));
        return;
    }
    Database db = Database::open(m_file, Database::Access::ReadWrite);
    db.busyTimeout(m_busyMs);
    m_writable = sqlite3_db_readonly(db.handle(), "main") == 0;
    if (!m_writable) {
        openReadOnly(std::move(db));
        return;
    }
    // Reading the version reads the header: a file that is no database fails here. Nothing is
    // written into a file before it is known to be Greed's.
    checkOurs(db);
    db.exec("PRAGMA journal_mode = WAL");
    db.exec("PRAGMA synchronous = NORMAL");
    db.exec("PRAGMA foreign_keys = ON");
    // No checkpoint at a game's end (it would copy up to 4 MB and sync): see ~StatsStore.
    db.exec("PRAGMA wal_autocheckpoint = 0");
    migrate(db);
    // Read a path down the games' tree, so a damaged file is found now rather than mid-game.
    db.scalar("SELECT max(id) FROM games");
    m_db.emplace(std::move(db));
}

void StatsStore::handle(const std::exception& error) {
    if (dynamic_cast<const NewerSchemaError*>(&error) != nullptr) {
        m_db.reset();
        m_newer = true;
        report(Trouble::Newer, i18n::tr("The statistics file comes from a newer Greed: it is "
                                        "left as it is and games are not being recorded"));
        return;
    }
    const auto* sql = dynamic_cast<const SqliteError*>(&error);
    if (sql != nullptr && sql->damaged()) {
        moveAside(Trouble::Damaged);
        return;
    }
    if (dynamic_cast<const ForeignSchemaError*>(&error) != nullptr) {
        moveAside(Trouble::Foreign);
        return;
    }
    if (sql != nullptr && sql->busy()) {
        report(Trouble::Locked, i18n::tr("The statistics file is busy in another Greed: this "
                                         "game is kept and will be recorded later"));
        return;
    }
    if (sql != nullptr && sql->full()) {
        // The file is sound (the transaction was rolled back): the game waits in memory.
        report(Trouble::Full,
               // TRANSLATORS: {0} the statistics file's path.
               i18n::trf("The disk is full ({0}): this game is kept and will be recorded when "
                         "there is space",
                         m_file.string()));
        return;
    }
    if (sql != nullptr && sql->readOnly()) {
        m_writable = false;
        report(Trouble::ReadOnly, readOnlyMessage(m_file));
        return;
    }
    m_db.reset();
    // TRANSLATORS: {0} the system's own description of the error (in English).
    report(Trouble::Other, i18n::trf("The statistics cannot be kept: {0}", error.what()));
}

void StatsStore::openWaiting() {
    // While another Greed creates the file or switches it to WAL, SQLite answers some lock
    // conflicts (the journal-mode change, the first WAL recovery) at once, without the busy
    // handler: those are retried here for as long as the busy timeout allows.
    constexpr int kPauseMs = 5;
    for (int waited = 0;; waited += kPauseMs) {
        try {
            openFresh();
            return;
        } catch (const SqliteError& e) {
            if (!e.busy() || waited >= m_busyMs) {
                throw;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(kPauseMs));
    }
}

bool StatsStore::open() {
    if (m_db) {
        return true;
    }
    if (m_newer) {
        return false;
    }
    // Twice: after a damaged or foreign file was moved aside, a fresh one is started.
    for (int attempt = 0; attempt < 2 && !m_db && !m_newer; ++attempt) {
        try {
            openWaiting();
        } catch (const std::exception& e) {
            m_db.reset();
            handle(e);
            if (!startingAfresh()) {
                break;
            }
        }
    }
    return m_db.has_value();
}

bool StatsStore::record(GameRecord game) {
    m_pending.push_back(std::move(game));
    return flush();
}

bool StatsStore::flush() {
    for (int attempt = 0; attempt < 2 && !m_pending.empty(); ++attempt) {
        if (!open() || !m_writable) {
            return false;
        }
        try {
            while (!m_pending.empty()) {
                const Written written = writeGameOnce(*m_db, m_pending.front());
                m_lastId = written.id;
                m_alreadyRecorded += written.added ? 0 : 1;
                m_pending.erase(m_pending.begin());
                core::noteFileWritten();
            }
            if (m_trouble == Trouble::Locked || m_trouble == Trouble::Full) {
                report(Trouble::None, {});
                m_told.erase(Trouble::Full); // a disk that fills again is told again
            }
        } catch (const std::exception& e) {
            handle(e);
            if (!startingAfresh()) {
                return false;
            }
        }
    }
    return m_pending.empty();
}

bool StatsStore::prepare() {
    return open() && m_writable;
}

const Database* StatsStore::reader() {
    if (!open()) {
        return nullptr;
    }
    return &*m_db;
}

} // namespace greed::stats
