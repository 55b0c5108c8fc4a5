// Match files: a header line (rules, seats, seed) then one line per move, appended as the match
// is played, so a crash loses at most the move being written and never the lines before it.
#pragma once

#include "session/match_setup.hpp"
#include "session/move.hpp"
#include "session/saved_selection.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace greed::session {

constexpr int kMatchFileVersion = 1;

struct MatchRecord {
    MatchConfig setup;         // as the match began (players who joined later are moves)
    std::string created;       // local time the match began, "YYYY-MM-DD HH:MM"
    std::vector<Move> moves;   // in the order they were applied
    bool tornTail = false;     // the last line was cut off mid-write (and was dropped)
    std::size_t goodBytes = 0; // length of the file up to the last complete line
    // The header's optional "selection": the dice a person had picked when it was saved
    // (not yet checked against the game: MatchSession::fromRecord does). A field that cannot
    // be read is left out and `selectionFault` says why; the match loads all the same.
    std::optional<SavedSelection> selection;
    std::string selectionFault;
};

// The whole text of a match file. Throws MatchFileError (a damaged line in the middle, an
// unknown format or a newer version, bad rules or seats); a torn last line is only dropped.
MatchRecord parseMatchText(const std::string& text, const std::string& source);
MatchRecord readMatchFile(const std::filesystem::path& path);

// The header line of a new match file, without its newline.
std::string matchHeaderLine(const MatchConfig& setup, const std::string& created);

// ENOSPC or EDQUOT: the disk, or the user's share of it, is full.
bool isDiskFull(int errorNumber);

// A match file the disk refused to take; `code` is the errno (ENOSPC: the disk is full).
class MatchWriteError : public MatchFileError {
public:
    MatchWriteError(const std::string& message, int code) : MatchFileError(message), m_code(code) {}
    int code() const { return m_code; }
    bool diskFull() const { return isDiskFull(m_code); }

private:
    int m_code;
};

// Appends moves to a match file. Each move is one write() of a whole line followed by
// fdatasync(), so after a kill the file ends with complete lines (or one torn last line). A
// write that fails (a full disk) is cut off again, so the file keeps only whole lines.
class MatchWriter {
public:
    // Writes the header to a temporary file, syncs it and renames it over `path`; when that
    // fails the temporary file is removed and whatever was at `path` is left as it was.
    static MatchWriter create(const std::filesystem::path& path, const MatchConfig& setup,
                              const std::string& created);
    // A writer whose file the disk refused to take: nothing is open, and the first rewrite()
    // that gets through creates the file.
    static MatchWriter unwritten(const std::filesystem::path& path, const MatchConfig& setup,
                                 const std::string& created);
    // Continues an existing file; a torn last line (beyond `goodBytes`) is cut off first.
    static MatchWriter reopen(const std::filesystem::path& path, std::size_t goodBytes);

    MatchWriter(MatchWriter&& other) noexcept;
    MatchWriter& operator=(MatchWriter&& other) noexcept;
    MatchWriter(const MatchWriter&) = delete;
    MatchWriter& operator=(const MatchWriter&) = delete;
    ~MatchWriter();

    // Throws MatchWriteError when the disk refuses (the match itself goes on).
    void append(const Move& move);
    // Writes the whole match (the header and `moves`) to a temporary file and renames it over
    // the file, which is then continued. Throws MatchWriteError and leaves the file as it was
    // when the disk refuses: how a match catches up once a full disk has room again.
    void rewrite(const std::vector<Move>& moves);
    // The header's "selection" from now on (nullopt removes it); written by the next rewrite().
    // False when the header cannot be read back to change it (it is then left as it was).
    bool setSelection(const std::optional<SavedSelection>& selection);
    const std::filesystem::path& path() const { return m_path; }
    void close();

private:
    MatchWriter(std::filesystem::path path, int fd, std::string header, std::size_t size)
        : m_path(std::move(path)), m_fd(fd), m_header(std::move(header)), m_size(size) {}
    void writeLine(const std::string& line);
    // Throws MatchWriteError (EFBIG) when the file would be `size` bytes, over fileCap(Match).
    void refuseBeyondCap(std::size_t size) const;

    std::filesystem::path m_path;
    int m_fd = -1;
    std::string m_header;   // the header line, for rewrite()
    std::size_t m_size = 0; // the file's length up to its last whole line
};

// Tests: the write(2) that match files are written with, so a full disk can be played without
// one (nullptr puts ::write back).
using FileWrite = ssize_t (*)(int fd, const void* data, std::size_t size);
void setMatchFileWrite(FileWrite write);

// Now in local time, "2026-11-23 18:45" by default (strftime format).
std::string localTimeText(const char* format = "%Y-%m-%d %H:%M");

} // namespace greed::session
