// LineProcess: a program run as a child on a socket pair and spoken to in lines, never blocking
// the caller: what is sent is handed over as far as the socket takes it, an answer is awaited
// with poll() and a deadline that starts once the child has read everything sent, and ending it
// ends its whole process group. The plumbing under the external bots (ai/external_bot.hpp),
// which keep only their protocol.
#pragma once

#include <cstddef>
#include <string>
#include <sys/types.h>

namespace greed::process {

class LineProcess {
public:
    // Text a child may write before it has read its question that is kept for a look (a line
    // is at most 64 KiB, see takeLine); more is dropped.
    static constexpr std::size_t kUnaskedLimit = 64 * 1024;

    // Starts `path` (no arguments) with the socket as its standard input and output, in a
    // process group of its own. ok() is false when it could not be started. When it is ended,
    // `farewell` is sent to it first and it has `graceMs` to leave by itself.
    LineProcess(const std::string& path, std::string farewell, int graceMs);
    ~LineProcess();
    LineProcess(const LineProcess&) = delete;
    LineProcess& operator=(const LineProcess&) = delete;

    bool ok() const { return m_fd >= 0; }

    // Drops what the child wrote while no question was open: lines written before it read a
    // question are no answer to it. False when the child is gone.
    bool forgetUnasked();

    // Queues text for the child and hands it over as far as its input takes it now.
    bool send(const std::string& text);

    enum class Read { Line, Timeout, NotReading, Closed };
    // Waits for the child's next line. The child first has `takeInMs` to take in everything
    // sent to it (a program just started spends that time starting); from the moment it has
    // read it all, it has `answerMs` to answer. A child that never reads is NotReading, never
    // a hang.
    Read exchange(int takeInMs, int answerMs, std::string& line);

private:
    static void endGroup(pid_t pid, int politeTicks);
    bool flush();
    bool taken() const;
    bool receive();
    bool takeLine(std::string& line);

    pid_t m_pid = -1;
    int m_fd = -1;
    std::string m_farewell;
    int m_graceMs = 0;
    std::string m_out;    // sent, not yet taken by the socket
    std::string m_buffer; // received, not yet a whole line
};

} // namespace greed::process
