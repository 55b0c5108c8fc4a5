// readSmallFile: open non-blocking, refuse what is not a regular file, read at most cap + 1 bytes.
#include "core/small_file.hpp"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace greed::core {

namespace {

std::atomic<FileWrittenHook> g_fileWritten{nullptr};

constexpr std::size_t kKiB = 1024;
constexpr std::size_t kMiB = 1024 * kKiB;

std::string capText(std::size_t cap) {
    return cap % kMiB == 0 ? std::to_string(cap / kMiB) + " MiB"
                           : std::to_string(cap / kKiB) + " KiB";
}

// Closes the descriptor on every way out of a read.
class Descriptor {
public:
    explicit Descriptor(int fd) : m_fd(fd) {}
    Descriptor(Descriptor&& other) noexcept : m_fd(other.m_fd) { other.m_fd = -1; }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    int get() const { return m_fd; }

private:
    int m_fd;
};

// Opens `path` for reading once it is known to be a regular file no bigger than `cap`.
Descriptor openSmallFile(const std::filesystem::path& path, std::size_t cap) {
    const std::string name = path.string();
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
    Descriptor fd(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (fd.get() < 0) {
        const int error = errno;
        throw FileReadError(error == ENOENT ? FileReadError::Reason::Missing
                                            : FileReadError::Reason::CannotOpen,
                            name + ": cannot open (" + std::strerror(error) + ")");
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode)) {
        throw FileReadError(FileReadError::Reason::NotRegular, name + ": not a regular file");
    }
    if (info.st_size < 0 || static_cast<std::uintmax_t>(info.st_size) > cap) {
        throw FileReadError(FileReadError::Reason::TooLarge,
                            name + ": too large (over " + capText(cap) + ")");
    }
    return fd;
}

// Reads until end of file, `stop(text, first new byte)` returning true, or more than `cap` bytes
// (refused: the file grew after it was measured, or claims a size of 0 as /proc files do).
template <typename Stop>
std::string readUpTo(const std::filesystem::path& path, std::size_t cap, Stop stop) {
    Descriptor fd = openSmallFile(path, cap);
    std::string text;
    char buffer[16 * 1024];
    while (true) {
        const ssize_t n = ::read(fd.get(), buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            throw FileReadError(FileReadError::Reason::ReadFailed,
                                path.string() + ": cannot read (" + std::strerror(errno) + ")");
        }
        if (n == 0) {
            return text;
        }
        const std::size_t from = text.size();
        text.append(buffer, static_cast<std::size_t>(n));
        if (text.size() > cap) {
            throw FileReadError(FileReadError::Reason::TooLarge,
                                path.string() + ": too large (over " + capText(cap) + ")");
        }
        if (stop(text, from)) {
            return text;
        }
    }
}

} // namespace

std::size_t fileCap(FileKind kind) {
    switch (kind) {
    case FileKind::Rules:
        // The presets are 1 to 2 KiB; a rule file with every face, kind and combo spelt out
        // stays far below this.
        return 1 * kMiB;
    case FileKind::Save:
        // A save holds every turn of every player: a long 8-player cubilete game (timid
        // players, the longest of the presets) is 140 KiB; 16 MiB leaves room for a hundred.
        return 16 * kMiB;
    case FileKind::Match:
        // One line of about 85 bytes per move: a long 8-player match (timid players,
        // cubilete, 748 lines) is 66 KiB; 16 MiB is some 200000 moves.
        return 16 * kMiB;
    case FileKind::Settings:
        // A handful of fields (about 100 bytes).
        return 64 * kKiB;
    case FileKind::Personalities:
        // assets/personalities.json is 9 KiB with every line of every personality.
        return 1 * kMiB;
    case FileKind::Script:
        // Screenshot and benchmark scripts: a few hundred short lines at most.
        return 1 * kMiB;
    case FileKind::Solution:
        // A solver table can never be larger than the memory the solver may use (2 GiB, see
        // ai/memory_limit.hpp); the presets' files are 18 to 33 KiB.
        return 2048 * kMiB;
    }
    return 1 * kMiB;
}

std::string readSmallFile(const std::filesystem::path& path, FileKind kind) {
    return readUpTo(path, fileCap(kind), [](const std::string&, std::size_t) { return false; });
}

std::string readFirstLine(const std::filesystem::path& path, FileKind kind) {
    std::string text = readUpTo(path, fileCap(kind), [](const std::string& read, std::size_t from) {
        return read.find('\n', from) != std::string::npos;
    });
    const auto end = text.find('\n');
    if (end != std::string::npos) {
        text.resize(end);
    }
    return text;
}

std::string writeFileAtomically(const std::filesystem::path& path, const std::string& text) {
    const std::string name = path.string();
    std::error_code code;
    if (path.has_parent_path()) {
        std::filesystem::create_directories(path.parent_path(), code);
    }
    const std::filesystem::path temp = name + ".tmp";
    {
        Descriptor fd(::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
        if (fd.get() < 0) {
            return name + ": cannot write (" + std::strerror(errno) + ")";
        }
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::write(fd.get(), text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                const std::string why = std::strerror(errno);
                std::filesystem::remove(temp, code);
                return name + ": writing failed (" + why + ")";
            }
            done += static_cast<std::size_t>(n);
        }
        // On the disk before the rename, so the new name never points at a torn file.
        if (::fsync(fd.get()) != 0) {
            const std::string why = std::strerror(errno);
            std::filesystem::remove(temp, code);
            return name + ": writing failed (" + why + ")";
        }
    }
    std::filesystem::rename(temp, path, code);
    if (code) {
        std::filesystem::remove(temp, code);
        return name + ": cannot replace the file (" + code.message() + ")";
    }
    noteFileWritten();
    return {};
}

void setFileWrittenHook(FileWrittenHook hook) {
    g_fileWritten.store(hook, std::memory_order_release);
}

void noteFileWritten() {
    if (const FileWrittenHook hook = g_fileWritten.load(std::memory_order_acquire)) {
        hook();
    }
}

} // namespace greed::core
