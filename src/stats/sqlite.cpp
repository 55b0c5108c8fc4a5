// SQLite wrapper: result codes become SqliteError; handles are finalised and closed once.
#include "stats/sqlite.hpp"

#include <cerrno>
#include <utility>

namespace greed::stats {

namespace {

[[noreturn]] void fail(sqlite3* db, int rc, const std::string& what) {
    const char* detail = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
    throw SqliteError(db != nullptr ? sqlite3_extended_errcode(db) : rc,
                      what + ": " + (detail != nullptr ? detail : sqlite3_errstr(rc)),
                      db != nullptr ? sqlite3_system_errno(db) : 0);
}

// A path as an SQLite "file:" URI: the characters a URI gives a meaning to are escaped.
std::string fileUri(const std::filesystem::path& file) {
    static const char* kHex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (const unsigned char c : std::filesystem::absolute(file).string()) {
        if (c == '%' || c == '?' || c == '#' || c < 0x20 || c >= 0x7f) {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri;
}

} // namespace

bool SqliteError::full() const {
    return primary() == SQLITE_FULL ||
           (primary() == SQLITE_IOERR && (m_systemError == ENOSPC || m_systemError == EDQUOT));
}

Statement::Statement(sqlite3* db, const std::string& sql) : m_db(db) {
    const int rc =
        sqlite3_prepare_v2(db, sql.c_str(), static_cast<int>(sql.size()), &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        fail(db, rc, "cannot prepare a statement");
    }
}

Statement::Statement(Statement&& other) noexcept
    : m_db(other.m_db), m_stmt(std::exchange(other.m_stmt, nullptr)) {}

Statement& Statement::operator=(Statement&& other) noexcept {
    if (this != &other) {
        sqlite3_finalize(m_stmt);
        m_db = other.m_db;
        m_stmt = std::exchange(other.m_stmt, nullptr);
    }
    return *this;
}

Statement::~Statement() {
    sqlite3_finalize(m_stmt);
}

void Statement::check(int rc) const {
    if (rc != SQLITE_OK) {
        fail(m_db, rc, "cannot bind a value");
    }
}

Statement& Statement::bind(int index, std::int64_t value) {
    check(sqlite3_bind_int64(m_stmt, index, value));
    return *this;
}

Statement& Statement::bind(int index, double value) {
    check(sqlite3_bind_double(m_stmt, index, value));
    return *this;
}

Statement& Statement::bind(int index, const std::string& value) {
    check(sqlite3_bind_text(m_stmt, index, value.data(), static_cast<int>(value.size()),
                            SQLITE_TRANSIENT));
    return *this;
}

Statement& Statement::bindNull(int index) {
    check(sqlite3_bind_null(m_stmt, index));
    return *this;
}

bool Statement::step() {
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) {
        return true;
    }
    if (rc == SQLITE_DONE) {
        return false;
    }
    // Leave the statement usable (a busy step may be retried later).
    sqlite3_reset(m_stmt);
    fail(m_db, rc, "a database statement failed");
}

void Statement::run() {
    while (step()) {
    }
    reset();
}

void Statement::reset() {
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

std::int64_t Statement::integer(int column) const {
    return sqlite3_column_int64(m_stmt, column);
}

double Statement::real(int column) const {
    return sqlite3_column_double(m_stmt, column);
}

std::string Statement::text(int column) const {
    const auto* p = sqlite3_column_text(m_stmt, column);
    const int n = sqlite3_column_bytes(m_stmt, column);
    return p == nullptr
               ? std::string()
               : std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(n));
}

bool Statement::isNull(int column) const {
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

Database Database::open(const std::filesystem::path& file, Access access) {
    sqlite3* db = nullptr;
    int flags = access == Access::ReadWrite ? (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
                                            : SQLITE_OPEN_READONLY;
    std::string name = file.string();
    if (access == Access::Immutable) {
        name = fileUri(file) + "?immutable=1";
        flags |= SQLITE_OPEN_URI;
    }
    const int rc = sqlite3_open_v2(name.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        const int code = db != nullptr ? sqlite3_extended_errcode(db) : rc;
        const std::string message = db != nullptr ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
        sqlite3_close(db);
        throw SqliteError(code, "cannot open " + file.string() + ": " + message);
    }
    sqlite3_extended_result_codes(db, 1);
    // The file may come from anyone: nothing stored in it runs on our behalf. A trigger (an
    // endless one froze the game at a match's end) never fires, a view is never expanded, the
    // schema's functions are not trusted, and the schema cannot be edited by SQL. checkOurs
    // refuses such files too; this holds whatever a file holds.
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, nullptr);
    sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, nullptr);
    return Database(db, access == Access::ReadOnly);
}

Database::Database(Database&& other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_readOnly(other.m_readOnly) {}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        sqlite3_close(m_db);
        m_db = std::exchange(other.m_db, nullptr);
        m_readOnly = other.m_readOnly;
    }
    return *this;
}

Database::~Database() {
    // Statements are RAII too and never outlive their connection in this code base.
    sqlite3_close(m_db);
}

void Database::exec(const std::string& sql) {
    char* error = nullptr;
    const int rc = sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK) {
        const std::string message = error != nullptr ? error : sqlite3_errstr(rc);
        sqlite3_free(error);
        throw SqliteError(sqlite3_extended_errcode(m_db), message, sqlite3_system_errno(m_db));
    }
}

std::int64_t Database::scalar(const std::string& sql) const {
    Statement s = prepare(sql);
    return s.step() ? s.integer(0) : 0;
}

std::string Database::scalarText(const std::string& sql) const {
    Statement s = prepare(sql);
    return s.step() ? s.text(0) : std::string();
}

void Database::busyTimeout(int milliseconds) {
    sqlite3_busy_timeout(m_db, milliseconds);
}

Transaction::Transaction(Database& db) : m_db(db) {
    m_db.exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction() {
    if (!m_done) {
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
    }
}

void Transaction::commit() {
    m_db.exec("COMMIT");
    m_done = true;
}

} // namespace greed::stats
