// Reading the small files a program is handed (rules, saves, match files, settings, ...):
// regular files only, never blocking, never more than a cap chosen for the file's kind.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace greed::core {

// The kinds of file the programs read, each with its own size cap (see fileCap for reasons).
enum class FileKind { Rules, Save, Match, Settings, Personalities, Script, Solution };

// The most bytes a file of this kind may hold.
std::size_t fileCap(FileKind kind);

// Why a file could not be read. `what()` is one line that names the file:
// "FILE: not a regular file", "FILE: too large (over 8 MiB)", "FILE: cannot open (reason)".
class FileReadError : public std::runtime_error {
public:
    enum class Reason { Missing, CannotOpen, NotRegular, TooLarge, ReadFailed };
    FileReadError(Reason reason, const std::string& message)
        : std::runtime_error(message), m_reason(reason) {}
    Reason reason() const { return m_reason; }
    // Missing or unreadable (permissions): the callers' own "cannot open" cases.
    bool cannotOpen() const {
        return m_reason == Reason::Missing || m_reason == Reason::CannotOpen;
    }

private:
    Reason m_reason;
};

// The whole content of `path`. A FIFO, a device or a folder is refused without waiting on it
// (the file is opened non-blocking and checked before any read), and no more than the cap
// plus one byte is ever read, so /dev/zero or a huge file costs nothing. Throws FileReadError.
std::string readSmallFile(const std::filesystem::path& path, FileKind kind);

// The first line of `path` (without its newline), read under the same checks and cap.
std::string readFirstLine(const std::filesystem::path& path, FileKind kind);

// Writes `text` to a temporary file beside `path`, flushes it to the disk and renames it over
// `path`, so a crash or a full disk leaves the old file whole. Returns "" or why it failed.
std::string writeFileAtomically(const std::filesystem::path& path, const std::string& text);

// What to do when a file of the user's data was written whole (a save, a move, the settings,
// statistics, a solution): the browser build copies its data folder to the page's storage
// (app/web_loop.cpp sets it to platform::noteDataWritten); the desktop sets none. Set it once,
// before files are written; it is called on the writer's thread, so it must be quick and
// thread-safe. Null: nothing.
using FileWrittenHook = void (*)();
void setFileWrittenHook(FileWrittenHook hook);
// Calls the hook, if any: writeFileAtomically does after its rename, and the writers that write
// otherwise (a match file's appends, the statistics database, solution files) after theirs.
void noteFileWritten();

} // namespace greed::core
