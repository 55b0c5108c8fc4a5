// A small RAII wrapper over SQLite's C API: a connection, prepared statements and transactions.
// Every failure throws SqliteError carrying SQLite's result code, so callers can tell a busy,
// read-only or damaged database apart.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace greed::stats {

class SqliteError : public std::runtime_error {
public:
    SqliteError(int code, const std::string& message, int systemError = 0)
        : std::runtime_error(message), m_code(code), m_systemError(systemError) {}
    int code() const { return m_code; }
    // The errno of the system call that failed under SQLite, 0 when none or not known.
    int systemError() const { return m_systemError; }
    int primary() const { return m_code & 0xff; }
    // Another connection holds the lock longer than the busy timeout.
    bool busy() const { return primary() == SQLITE_BUSY || primary() == SQLITE_LOCKED; }
    bool readOnly() const { return primary() == SQLITE_READONLY || primary() == SQLITE_PERM; }
    // The disk (or the database's size limit) is full: the file is sound, only not written.
    // SQLite says SQLITE_FULL for a write, but a disk I/O error when its -shm cannot grow.
    bool full() const;
    // The file is not a database or its pages do not make sense.
    bool damaged() const { return primary() == SQLITE_CORRUPT || primary() == SQLITE_NOTADB; }

private:
    int m_code;
    int m_systemError;
};

class Statement {
public:
    Statement(sqlite3* db, const std::string& sql);
    Statement(Statement&& other) noexcept;
    Statement& operator=(Statement&& other) noexcept;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement();

    // Parameters count from 1, as in SQL's ?1, ?2 ...
    Statement& bind(int index, std::int64_t value);
    Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement& bind(int index, double value);
    Statement& bind(int index, const std::string& value);
    Statement& bindNull(int index);
    // True while there is a row to read; false once the statement is done.
    bool step();
    // Steps to the end (statements without rows), then resets for the next use.
    void run();
    // Ready to run again with new bindings.
    void reset();

    // Columns count from 0.
    std::int64_t integer(int column) const;
    double real(int column) const;
    std::string text(int column) const;
    bool isNull(int column) const;

private:
    void check(int rc) const;
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
};

class Database {
public:
    // Immutable: read-only without locks or -wal/-shm files, for a file in a folder that cannot
    // be written (SQLite could not even read a WAL file there otherwise).
    enum class Access { ReadWrite, ReadOnly, Immutable };
    // Opens (ReadWrite also creates) the file; throws SqliteError.
    static Database open(const std::filesystem::path& file, Access access);

    Database(Database&& other) noexcept;
    Database& operator=(Database&& other) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    // Runs one or more statements without results.
    void exec(const std::string& sql);
    Statement prepare(const std::string& sql) const { return Statement(m_db, sql); }
    // The first column of the first row (0 when there is none).
    std::int64_t scalar(const std::string& sql) const;
    std::string scalarText(const std::string& sql) const;
    std::int64_t lastInsertId() const { return sqlite3_last_insert_rowid(m_db); }
    void busyTimeout(int milliseconds);
    bool readOnly() const { return m_readOnly; }
    sqlite3* handle() const { return m_db; }

private:
    Database(sqlite3* db, bool readOnly) : m_db(db), m_readOnly(readOnly) {}
    sqlite3* m_db = nullptr;
    bool m_readOnly = false;
};

// BEGIN IMMEDIATE (takes the write lock at once, so two writers queue on the busy timeout
// instead of failing half-way); rolled back unless committed.
class Transaction {
public:
    explicit Transaction(Database& db);
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    ~Transaction();
    void commit();

private:
    Database& m_db;
    bool m_done = false;
};

} // namespace greed::stats
