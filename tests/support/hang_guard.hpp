// Runs a check in a child process that is killed if it has not finished after a long grace
// period: a hang detector for reads that could block forever (a FIFO), not a timing test.
#pragma once

#include <csignal>
#include <functional>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace greed::test {

// "returned true", "returned false" or "hung" (the child outlived `graceSeconds`, which is
// far longer than the check takes on the slowest machine: only a blocked read gets there).
inline std::string outcomeInChild(const std::function<bool()>& check, unsigned graceSeconds = 60) {
    const pid_t child = ::fork();
    if (child < 0) {
        return "fork failed";
    }
    if (child == 0) {
        ::alarm(graceSeconds); // the default action of SIGALRM ends the child
        bool ok = false;
        try {
            ok = check();
        } catch (...) {
            ok = false;
        }
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    while (::waitpid(child, &status, 0) < 0) {
    }
    if (WIFSIGNALED(status)) {
        return WTERMSIG(status) == SIGALRM ? "hung" : "killed by a signal";
    }
    return WEXITSTATUS(status) == 0 ? "returned true" : "returned false";
}

} // namespace greed::test
