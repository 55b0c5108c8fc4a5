// LineProcess: fork and exec on a socket pair (no SIGPIPE when the child dies), writes and reads
// that never block, poll() with deadlines, and the end of the child's process group.
#include "process/line_process.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <optional>
#include <utility>

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#ifdef __EMSCRIPTEN__
// A browser starts no programs (fork fails, so a bot forfeits at once); the C library there has
// no <linux/sockios.h>, and its terminal twin names the same request.
#define SIOCOUTQ TIOCOUTQ
#else
#include <linux/sockios.h>
#endif
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace greed::process {

LineProcess::LineProcess(const std::string& path, std::string farewell, int graceMs)
    : m_farewell(std::move(farewell)), m_graceMs(graceMs) {
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
        return;
    }
    const pid_t pid = fork();
    if (pid == 0) {
        // Its own process group, so that whatever it starts ends with it (endGroup).
        setpgid(0, 0);
        dup2(fds[1], 0);
        dup2(fds[1], 1);
        const char* argv[] = {path.c_str(), nullptr};
        execv(path.c_str(), const_cast<char* const*>(argv));
        _exit(127);
    }
    close(fds[1]);
    if (pid > 0) {
        setpgid(pid, pid); // also here: the group exists whichever of the two runs first
    }
    // Our end never blocks: a child that does not read must not stall the caller.
    if (pid < 0 || fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK) != 0) {
        close(fds[0]);
        if (pid > 0) {
            endGroup(pid, 0);
        }
        return;
    }
    m_pid = pid;
    m_fd = fds[0];
}

LineProcess::~LineProcess() {
    if (m_fd >= 0) {
        m_out = m_farewell;
        flush();
        close(m_fd);
    }
    if (m_pid > 0) {
        // A well-behaved child gets a moment to leave after its farewell.
        endGroup(m_pid, m_graceMs / 5); // ticks of 5 ms
    }
}

bool LineProcess::forgetUnasked() {
    for (std::size_t drained = 0; drained < kUnaskedLimit; drained += m_buffer.size()) {
        m_buffer.clear();
        const bool open = receive();
        if (!open || m_buffer.empty()) {
            m_buffer.clear();
            return open;
        }
    }
    m_buffer.clear();
    return true;
}

bool LineProcess::send(const std::string& text) {
    m_out += text;
    return flush();
}

LineProcess::Read LineProcess::exchange(int takeInMs, int answerMs, std::string& line) {
    using Clock = std::chrono::steady_clock;
    const auto takeInDeadline = Clock::now() + std::chrono::milliseconds(takeInMs);
    std::optional<Clock::time_point> answerDeadline;
    for (;;) {
        if (!flush()) {
            return Read::Closed;
        }
        const auto now = Clock::now();
        if (!answerDeadline && taken()) {
            answerDeadline = now + std::chrono::milliseconds(answerMs);
        }
        // An answer counts once the child has read its question, not before: one that
        // never reads its input is not taken at its word (docs/bot-protocol.md). Looked for
        // as soon as the question is seen read: a quick child's answer often arrives in the
        // same wait (it read and answered within one look), and polling for more would keep
        // it waiting for the whole answer time.
        if (answerDeadline && takeLine(line)) {
            return Read::Line;
        }
        const auto deadline = answerDeadline.value_or(takeInDeadline);
        if (now >= deadline) {
            return answerDeadline ? Read::Timeout : Read::NotReading;
        }
        auto waitMs =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
        if (!answerDeadline) {
            // Nothing signals that the child has read its input: look again shortly.
            waitMs = std::min<decltype(waitMs)>(waitMs, 5);
        }
        pollfd p{m_fd, static_cast<short>(m_out.empty() ? POLLIN : POLLOUT), 0};
        const int r = poll(&p, 1, static_cast<int>(waitMs));
        if (r < 0 && errno != EINTR) {
            return Read::Closed;
        }
        if (r > 0 && m_out.empty() && !receive()) {
            return Read::Closed;
        }
        if (!answerDeadline && m_buffer.size() > kUnaskedLimit) {
            // Written before it read its question (answering blind): no answer, and
            // not kept, however fast it writes.
            m_buffer.clear();
        }
    }
}

// Ends the child and everything it started (its process group): `politeTicks` x 5 ms for the
// child to leave by itself, then SIGTERM to the group, as long again, then SIGKILL. The
// child is reaped; its children go to init. Waits at most a bounded time unless the kernel
// cannot deliver SIGKILL.
void LineProcess::endGroup(pid_t pid, int politeTicks) {
    constexpr useconds_t kTick = 5000;
    bool reaped = false;
    auto reap = [&] {
        reaped = reaped || waitpid(pid, nullptr, WNOHANG) == pid;
        return reaped;
    };
    for (int i = 0; i < politeTicks && !reap(); ++i) {
        usleep(kTick);
    }
    // The group outlives its reaped leader while any member lives, so its id (the child's
    // pid) cannot be taken by another process meanwhile.
    kill(-pid, SIGTERM);
    for (int i = 0; i < 20; ++i) {
        if (reap() && kill(-pid, 0) != 0) {
            return; // the whole group is gone
        }
        usleep(kTick);
    }
    kill(-pid, SIGKILL);
    if (!reaped) {
        waitpid(pid, nullptr, 0);
    }
}

// Writes what the socket takes without blocking; false when the child is gone.
bool LineProcess::flush() {
    while (!m_out.empty()) {
        const ssize_t n = ::send(m_fd, m_out.data(), m_out.size(), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return true;
        }
        if (n <= 0) {
            return false;
        }
        m_out.erase(0, static_cast<size_t>(n));
    }
    return true;
}

// True when the child has read everything sent: nothing left queued here nor unread in
// the socket (Linux counts a Unix socket's unread bytes against the sender).
bool LineProcess::taken() const {
    if (!m_out.empty()) {
        return false;
    }
    int unread = 0;
    if (ioctl(m_fd, SIOCOUTQ, &unread) != 0) {
        return true; // cannot tell: count from the hand-over
    }
    return unread == 0;
}

// Reads what has arrived; false when the child closed its output.
bool LineProcess::receive() {
    char buf[4096];
    for (;;) {
        const ssize_t n = ::recv(m_fd, buf, sizeof(buf), 0);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return true;
        }
        if (n <= 0) {
            return false;
        }
        m_buffer.append(buf, static_cast<size_t>(n));
        return true;
    }
}

bool LineProcess::takeLine(std::string& line) {
    const auto nl = m_buffer.find('\n');
    if (nl != std::string::npos) {
        line = m_buffer.substr(0, nl);
        m_buffer.erase(0, nl + 1);
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        return true;
    }
    if (m_buffer.size() > 65536) {
        line = m_buffer.substr(0, 80);
        m_buffer.clear();
        return true;
    }
    return false;
}

} // namespace greed::process
