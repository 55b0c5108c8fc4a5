// Match files: a header line (rules, seats, seed) then one line per move, appended as the match
// is played, so a crash loses at most the move being written and never the lines before it.
#pragma once

#include "session/match_setup.hpp"
#include "session/move.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace greed::session {

constexpr int kMatchFileVersion = 1;

struct MatchRecord {
    MatchConfig setup;         // as the match began (players who joined later are moves)
    std::string created;       // local time the match began, "YYYY-MM-DD HH:MM"
    std::vector<Move> moves;   // in the order they were applied
    bool tornTail = false;     // the last line was cut off mid-write (and was dropped)
    std::size_t goodBytes = 0; // length of the file up to the last complete line
};

// The whole text of a match file. Throws MatchFileError (a damaged line in the middle, an
// unknown format or a newer version, bad rules or seats); a torn last line is only dropped.
MatchRecord parseMatchText(const std::string& text, const std::string& source);
MatchRecord readMatchFile(const std::filesystem::path& path);

// The header line of a new match file, without its newline.
std::string matchHeaderLine(const MatchConfig& setup, const std::string& created);

// Appends moves to a match file. Each move is one write() of a whole line followed by
// fdatasync(), so after a kill the file ends with complete lines (or one torn last line).
class MatchWriter {
public:
    // Writes the header to a temporary file, syncs it and renames it over `path`.
    static MatchWriter create(const std::filesystem::path& path, const MatchConfig& setup,
                              const std::string& created);
    // Continues an existing file; a torn last line (beyond `goodBytes`) is cut off first.
    static MatchWriter reopen(const std::filesystem::path& path, std::size_t goodBytes);

    MatchWriter(MatchWriter&& other) noexcept;
    MatchWriter& operator=(MatchWriter&& other) noexcept;
    MatchWriter(const MatchWriter&) = delete;
    MatchWriter& operator=(const MatchWriter&) = delete;
    ~MatchWriter();

    // Throws MatchFileError when the disk refuses (the match itself goes on).
    void append(const Move& move);
    const std::filesystem::path& path() const { return m_path; }
    void close();

private:
    MatchWriter(std::filesystem::path path, int fd) : m_path(std::move(path)), m_fd(fd) {}
    void writeLine(const std::string& line);

    std::filesystem::path m_path;
    int m_fd = -1;
};

// Now in local time, "2026-11-23 18:45" by default (strftime format).
std::string localTimeText(const char* format = "%Y-%m-%d %H:%M");

} // namespace greed::session
