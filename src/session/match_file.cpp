// Match files: JSON Lines; header first, then moves; appended with write() + fdatasync().
#include "session/match_file.hpp"

#include "core/json_guard.hpp"
#include "core/player_name.hpp"
#include "core/rules_io.hpp"
#include "core/small_file.hpp"

#include <nlohmann/json.hpp>

#include <cerrno>
#include <chrono>
#include <climits>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace greed::session {

using nlohmann::json;

namespace {

constexpr const char* kFormat = "greed-match";

std::string systemError(const std::string& what, const std::filesystem::path& path) {
    return what + " " + path.string() + ": " + std::strerror(errno);
}

[[noreturn]] void writeFailed(const std::string& what, const std::filesystem::path& path) {
    const int code = errno;
    throw MatchWriteError(systemError(what, path), code);
}

FileWrite g_write = nullptr; // tests only

// Writes all of `text` and syncs it (a full disk may only say so at the sync); throws
// MatchWriteError naming `path`.
void writeAll(int fd, const std::string& text, const std::filesystem::path& path) {
    const FileWrite write = g_write != nullptr ? g_write : ::write;
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(fd, text.data() + done, text.size() - done);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            writeFailed("cannot write", path);
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fdatasync(fd) != 0) {
        writeFailed("cannot sync", path);
    }
    core::noteFileWritten();
}

// Writes `text` into "<path>.tmp", synced, and renames it over `path`; returns the new file,
// open for writing at its end. When anything fails the temporary file goes and `path` is
// untouched (the last good save survives a full disk).
int replaceFile(const std::filesystem::path& path, const std::string& text) {
    std::error_code ignored;
    std::filesystem::create_directories(path.parent_path(), ignored);
    const std::filesystem::path temp = path.string() + ".tmp";
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        writeFailed("cannot create", temp);
    }
    try {
        writeAll(fd, text, temp);
        if (std::rename(temp.c_str(), path.c_str()) != 0) {
            writeFailed("cannot rename", temp);
        }
    } catch (const MatchWriteError&) {
        ::close(fd);
        std::filesystem::remove(temp, ignored);
        throw;
    }
    return fd;
}

// The first line of a match file, without its newline.
std::string headerLineOf(const std::filesystem::path& path) {
    try {
        return core::readFirstLine(path, core::FileKind::Match);
    } catch (const core::FileReadError& error) {
        throw MatchFileError(error.what());
    }
}

// The header (line 1): every field's type and range is checked before it is used, so a wrong
// one is named in one line ("FILE:1: field 'seed' must be a whole number, not string").
MatchConfig setupFromHeader(const json& j, const std::string& source) {
    const std::string where = source + ":1";
    if (!j.is_object() || !j.contains("format") || !j.at("format").is_string() ||
        j.at("format").get<std::string>() != kFormat) {
        throw MatchFileError(source + ": not a Greed match file");
    }
    const std::int64_t version = wholeNumberField(j, "version", 1, INT_MAX, where);
    if (version > kMatchFileVersion) {
        throw MatchFileError(source + ": match file version " + std::to_string(version) +
                             " (this game reads version 1 to " + std::to_string(kMatchFileVersion) +
                             ")");
    }
    MatchConfig setup;
    setup.rulesSource = textField(j, "rulesSource", where);
    if (j.contains("created")) {
        textField(j, "created", where); // only its type here; parseMatchText keeps it
    }
    if (!j.contains("seed")) {
        throw MatchFileError(where + ": field 'seed' is missing");
    }
    const std::string seedFault = core::wholeNumberFault(j.at("seed"), setup.seed);
    if (!seedFault.empty()) {
        throw MatchFileError(where + ": field 'seed' " + seedFault);
    }
    if (!j.contains("rules")) {
        throw MatchFileError(where + ": field 'rules' is missing");
    }
    try {
        setup.rules = core::rulesFromJson(j.at("rules"), where + " (rules)");
    } catch (const std::exception& e) {
        throw MatchFileError(e.what());
    }
    if (!j.contains("seats") || !j.at("seats").is_array()) {
        throw MatchFileError(where + ": field 'seats' must be a list");
    }
    const auto& seats = j.at("seats");
    for (std::size_t i = 0; i < seats.size(); ++i) {
        setup.seats.push_back(seatFromJson(seats[i], where + ": seat " + std::to_string(i + 1)));
    }
    if (setup.seats.empty()) {
        throw MatchFileError(source + ": a match without players");
    }
    return setup;
}

} // namespace

std::string localTimeText(const char* format) {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char text[64];
    std::strftime(text, sizeof text, format, &local);
    return text;
}

std::string matchHeaderLine(const MatchConfig& setup, const std::string& created) {
    json seats = json::array();
    for (const auto& seat : setup.seats) {
        seats.push_back(seatToJson(seat));
    }
    const json header{{"format", kFormat},
                      {"version", kMatchFileVersion},
                      {"created", created},
                      {"rulesSource", setup.rulesSource},
                      {"seed", setup.seed},
                      {"seats", seats},
                      {"rules", core::rulesToJson(setup.rules)}};
    return header.dump();
}

MatchRecord parseMatchText(const std::string& text, const std::string& source) {
    MatchRecord record;
    std::size_t start = 0;
    int lineNo = 0;
    bool haveHeader = false;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const bool complete = end != std::string::npos;
        const std::string line = text.substr(start, complete ? end - start : std::string::npos);
        ++lineNo;
        const std::string where = source + ":" + std::to_string(lineNo);
        if (!complete) {
            // The last write was cut off: what came before is intact.
            if (!haveHeader) {
                throw MatchFileError(source + ": the file ends inside its first line");
            }
            record.tornTail = true;
            break;
        }
        if (const std::string deep = core::jsonDepthFault(line); !deep.empty()) {
            throw MatchFileError(where + ": damaged line (" + deep + ")");
        }
        // Bytes that are not UTF-8 (a damaged name) become U+FFFD instead of losing the match.
        const json j = json::parse(core::repairUtf8(line), nullptr, false);
        if (j.is_discarded()) {
            throw MatchFileError(where + ": damaged line (not JSON)");
        }
        if (!haveHeader) {
            record.setup = setupFromHeader(j, source);
            record.created = j.contains("created") ? j.at("created").get<std::string>() : "";
            if (const auto field = j.find("selection"); field != j.end()) {
                // Only what the table showed, never the match: a bad one is only left out.
                record.selection = selectionFromJson(*field, record.selectionFault);
                if (!record.selectionFault.empty()) {
                    record.selectionFault = where + ": " + record.selectionFault;
                }
            }
            haveHeader = true;
        } else {
            record.moves.push_back(moveFromJson(j, where));
        }
        start = end + 1;
        record.goodBytes = start;
    }
    if (!haveHeader) {
        throw MatchFileError(source + ": empty file");
    }
    return record;
}

MatchRecord readMatchFile(const std::filesystem::path& path) {
    std::string text;
    try {
        text = core::readSmallFile(path, core::FileKind::Match);
    } catch (const core::FileReadError& error) {
        throw MatchFileError(error.what());
    }
    return parseMatchText(text, path.string());
}

bool isDiskFull(int errorNumber) {
    return errorNumber == ENOSPC || errorNumber == EDQUOT;
}

void setMatchFileWrite(FileWrite write) {
    g_write = write;
}

MatchWriter MatchWriter::create(const std::filesystem::path& path, const MatchConfig& setup,
                                const std::string& created) {
    // The header is made before any file exists, so a setup that cannot be written (text that
    // is not UTF-8) leaves no empty file behind and fails with a clear message.
    std::string header;
    try {
        header = matchHeaderLine(setup, created);
    } catch (const json::exception&) {
        // nlohmann's only failure when writing: text that is not UTF-8.
        throw MatchFileError("cannot write " + path.string() +
                             ": a name or other text of the match is not UTF-8");
    }
    const std::size_t size = header.size() + 1;
    const int fd = replaceFile(path, header + "\n");
    return MatchWriter(path, fd, std::move(header), size);
}

MatchWriter MatchWriter::unwritten(const std::filesystem::path& path, const MatchConfig& setup,
                                   const std::string& created) {
    return MatchWriter(path, -1, matchHeaderLine(setup, created), 0);
}

MatchWriter MatchWriter::reopen(const std::filesystem::path& path, std::size_t goodBytes) {
    std::string header = headerLineOf(path);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        throw MatchFileError(systemError("cannot open", path));
    }
    MatchWriter writer(path, fd, std::move(header), goodBytes);
    if (::ftruncate(fd, static_cast<off_t>(goodBytes)) != 0 || ::lseek(fd, 0, SEEK_END) < 0) {
        throw MatchFileError(systemError("cannot continue", path));
    }
    return writer;
}

MatchWriter::MatchWriter(MatchWriter&& other) noexcept
    : m_path(std::move(other.m_path)), m_fd(other.m_fd), m_header(std::move(other.m_header)),
      m_size(other.m_size) {
    other.m_fd = -1;
}

MatchWriter& MatchWriter::operator=(MatchWriter&& other) noexcept {
    if (this != &other) {
        close();
        m_path = std::move(other.m_path);
        m_fd = other.m_fd;
        m_header = std::move(other.m_header);
        m_size = other.m_size;
        other.m_fd = -1;
    }
    return *this;
}

MatchWriter::~MatchWriter() {
    close();
}

void MatchWriter::close() {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
}

void MatchWriter::refuseBeyondCap(std::size_t size) const {
    // Every file the game writes, it reads back: never past the size readMatchFile takes. The
    // roll limit (core/limits.hpp) keeps a match far below it; only restarts could go on.
    if (size > core::fileCap(core::FileKind::Match)) {
        throw MatchWriteError("match file " + m_path.string() + " is full: it would grow past " +
                                  std::to_string(core::fileCap(core::FileKind::Match) >> 20) +
                                  " MiB, more than a match file may hold",
                              EFBIG);
    }
}

void MatchWriter::append(const Move& move) {
    writeLine(moveToJson(move).dump());
}

bool MatchWriter::setSelection(const std::optional<SavedSelection>& selection) {
    // The header as written (or read back when the file was continued), so every other field
    // stays as it was; repaired like any line read, so it can be written again.
    json header = json::parse(core::repairUtf8(m_header), nullptr, false);
    if (!header.is_object()) {
        return false;
    }
    if (selection) {
        header["selection"] = selectionToJson(*selection);
    } else {
        header.erase("selection");
    }
    m_header = header.dump();
    return true;
}

void MatchWriter::rewrite(const std::vector<Move>& moves) {
    if (m_header.empty()) {
        throw MatchWriteError("match file " + m_path.string() + " is closed", EBADF);
    }
    std::string text = m_header + "\n";
    for (const auto& move : moves) {
        text += moveToJson(move).dump() + "\n";
    }
    refuseBeyondCap(text.size());
    const int fd = replaceFile(m_path, text);
    close();
    m_fd = fd;
    m_size = text.size();
}

void MatchWriter::writeLine(const std::string& text) {
    if (m_fd < 0) {
        throw MatchWriteError("match file " + m_path.string() + " is closed", EBADF);
    }
    refuseBeyondCap(m_size + text.size() + 1);
    try {
        writeAll(m_fd, text + "\n", m_path);
    } catch (const MatchWriteError&) {
        // Part of the line may be on disk: cut it off, so that a later line never follows a
        // torn one (which would make the file damaged in the middle).
        if (::ftruncate(m_fd, static_cast<off_t>(m_size)) != 0 ||
            ::lseek(m_fd, static_cast<off_t>(m_size), SEEK_SET) < 0) {
            close();
        }
        throw;
    }
    m_size += text.size() + 1;
}

} // namespace greed::session
