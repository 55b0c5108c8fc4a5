// ExternalBot: a child process on a socket pair (no SIGPIPE when the bot dies), written and read
// without blocking, answers awaited with poll() and a deadline that starts once the bot has read
// its question, every answer checked against the legal actions.
#include "ai/external_bot.hpp"

#include "ai/play_helpers.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <iostream>
#include <optional>
#include <sstream>

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

namespace greed::ai {

bool isBotPath(const std::string& entry) {
    return entry.find('/') != std::string::npos;
}

class ExternalBot::Process {
public:
    // Text a bot may write before it has read its question that is kept for a look (a line
    // is at most 64 KiB, see takeLine); more is dropped.
    static constexpr std::size_t kUnaskedLimit = 64 * 1024;

    explicit Process(const std::string& path) {
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
        // Our end never blocks: a bot that does not read must not stall the tournament.
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
    ~Process() {
        if (m_fd >= 0) {
            m_out = "quit\n";
            flush();
            close(m_fd);
        }
        if (m_pid > 0) {
            // A well-behaved bot gets a moment to leave after "quit".
            endGroup(m_pid, 20);
        }
    }
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    bool ok() const { return m_fd >= 0; }

    // Drops what the bot wrote while no question was open: lines written before it read a
    // question are no answer to it. False when the bot is gone.
    bool forgetUnasked() {
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

    // Queues text for the bot and hands it over as far as its input takes it now.
    bool send(const std::string& text) {
        m_out += text;
        return flush();
    }

    enum class Read { Line, Timeout, NotReading, Closed };
    // Waits for the bot's next line. The bot first has `takeInMs` to take in everything sent
    // to it (a program just started spends that time starting); from the moment it has read
    // it all, it has `answerMs` to answer. A bot that never reads is NotReading, never a hang.
    Read exchange(int takeInMs, int answerMs, std::string& line) {
        using Clock = std::chrono::steady_clock;
        const auto takeInDeadline = Clock::now() + std::chrono::milliseconds(takeInMs);
        std::optional<Clock::time_point> answerDeadline;
        for (;;) {
            // An answer counts once the bot has read its question, not before: a bot that
            // never reads its input is not taken at its word (docs/bot-protocol.md).
            if (answerDeadline && takeLine(line)) {
                return Read::Line;
            }
            if (!flush()) {
                return Read::Closed;
            }
            const auto now = Clock::now();
            if (!answerDeadline && taken()) {
                answerDeadline = now + std::chrono::milliseconds(answerMs);
            }
            const auto deadline = answerDeadline.value_or(takeInDeadline);
            if (now >= deadline) {
                return answerDeadline ? Read::Timeout : Read::NotReading;
            }
            auto waitMs =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
            if (!answerDeadline) {
                // Nothing signals that the bot has read its input: look again shortly.
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
                // Written before it read its question (a bot answering blind): no answer, and
                // not kept, however fast it writes.
                m_buffer.clear();
            }
        }
    }

private:
    // Ends the bot and everything it started (its process group): `politeTicks` x 5 ms for the
    // bot to leave by itself, then SIGTERM to the group, as long again, then SIGKILL. The
    // bot is reaped; its children go to init. Waits at most a bounded time unless the kernel
    // cannot deliver SIGKILL.
    static void endGroup(pid_t pid, int politeTicks) {
        constexpr useconds_t kTick = 5000;
        bool reaped = false;
        auto reap = [&] {
            reaped = reaped || waitpid(pid, nullptr, WNOHANG) == pid;
            return reaped;
        };
        for (int i = 0; i < politeTicks && !reap(); ++i) {
            usleep(kTick);
        }
        // The group outlives its reaped leader while any member lives, so its id (the bot's
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

    // Writes what the socket takes without blocking; false when the bot is gone.
    bool flush() {
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

    // True when the bot has read everything sent: nothing left queued here nor unread in
    // the socket (Linux counts a Unix socket's unread bytes against the sender).
    bool taken() const {
        if (!m_out.empty()) {
            return false;
        }
        int unread = 0;
        if (ioctl(m_fd, SIOCOUTQ, &unread) != 0) {
            return true; // cannot tell: count from the hand-over
        }
        return unread == 0;
    }

    // Reads what has arrived; false when the bot closed its output.
    bool receive() {
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

    bool takeLine(std::string& line) {
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

    pid_t m_pid = -1;
    int m_fd = -1;
    std::string m_out;    // sent, not yet taken by the socket
    std::string m_buffer; // received, not yet a whole line
};

ExternalBot::ExternalBot(std::string path, const core::Rules& rules, BotOptions options)
    : m_path(std::move(path)), m_rulesJson(core::rulesToJson(rules).dump()),
      m_options(std::move(options)) {}

ExternalBot::~ExternalBot() {
    if (m_forfeits > 0 && m_messages > m_options.maxMessages) {
        warn("bot " + m_path + ": " + std::to_string(m_forfeits) + " decisions forfeited in all");
    }
}

void ExternalBot::warn(const std::string& message) {
    if (m_options.warn) {
        m_options.warn(message);
    } else {
        std::cerr << message << '\n';
    }
}

bool ExternalBot::ensureRunning() {
    if (m_process && m_process->ok()) {
        return true;
    }
    m_process = std::make_unique<Process>(m_path);
    if (!m_process->ok()) {
        return false;
    }
    return m_process->send("greed 1\nrules " + m_rulesJson + "\n");
}

namespace {

template <typename T, typename F> std::string joined(const std::vector<T>& items, F f) {
    if (items.empty()) {
        return "-";
    }
    std::string out;
    for (const auto& item : items) {
        out += (out.empty() ? "" : ",") + f(item);
    }
    return out;
}

const char* phaseWord(core::Phase phase) {
    switch (phase) {
    case core::Phase::AdoptOffer:
        return "adopt";
    case core::Phase::ChooseKeep:
        return "keep";
    case core::Phase::AwaitDecision:
        return "decide";
    default:
        return "roll";
    }
}

// The action played when the bot's decision is forfeited: bank when allowed, else roll;
// keep the best option; decline an offer.
core::Action safeDefault(const core::Game& game) {
    switch (game.phase()) {
    case core::Phase::AdoptOffer:
        return core::Action::decline();
    case core::Phase::ChooseKeep:
        return game.keepOptions().empty()
                   ? core::Action::keep({})
                   : keepAction(game.lastRoll(), game.keepOptions().front().faces);
    case core::Phase::AwaitDecision:
        return game.canBank() ? core::Action::bank() : core::Action::roll();
    default:
        return core::Action::roll();
    }
}

} // namespace

std::string ExternalBot::stateLine(const core::Game& game) {
    const auto& players = game.players();
    const int me = game.currentPlayer();
    std::ostringstream out;
    auto str = [](int v) {
        return std::to_string(v);
    };
    out << "state phase=" << phaseWord(game.phase()) << " player=" << me
        << " players=" << game.playerCount() << " scores="
        << joined(players, [](const core::PlayerState& p) { return std::to_string(p.score); })
        << " entered="
        << joined(players,
                  [](const core::PlayerState& p) { return std::string(p.entered ? "1" : "0"); })
        << " turn=" << game.turnTotal() << " dice=" << game.diceToThrow()
        << " roll=" << joined(game.lastRoll(), str) << " canbank=" << (game.canBank() ? 1 : 0)
        << " last=" << (isLastTurn(game) ? 1 : 0) << " target=" << game.rules().target;
    if (game.phase() == core::Phase::ChooseKeep) {
        std::string options;
        for (const auto& o : game.keepOptions()) {
            options += (options.empty() ? "" : ";") + joined(o.faces, str) + ":" + str(o.points);
        }
        out << " options=" << (options.empty() ? "-" : options);
    }
    if (game.phase() == core::Phase::AdoptOffer) {
        out << " offer=" << game.adoptablePoints() << " offerdice=" << game.adoptableDice();
    }
    if (const core::BustStreak& rule = game.rules().bustStreak; rule.on()) {
        // Only under the rule, so the lines of every other rule set stay as they were.
        std::vector<int> streaks;
        for (int p = 0; p < game.playerCount(); ++p) {
            streaks.push_back(game.bustStreak(p));
        }
        out << " streaks=" << joined(streaks, str) << " streakcount=" << rule.count
            << " streakpenalty=" << rule.penalty;
    }
    return out.str();
}

core::Action parseBotAnswer(const core::Game& game, const std::string& line, std::string& error) {
    std::istringstream in(line);
    std::string word;
    in >> word;
    const core::Phase phase = game.phase();
    core::Action action;
    if (word == "roll") {
        action = core::Action::roll();
    } else if (word == "bank") {
        action = core::Action::bank();
    } else if (word == "adopt") {
        action = core::Action::adopt();
    } else if (word == "decline") {
        action = core::Action::decline();
    } else if (word == "option") {
        long k = -1;
        if (!(in >> k) || k < 0 || k >= static_cast<long>(game.keepOptions().size()) ||
            phase != core::Phase::ChooseKeep) {
            error = "no such keep option";
            return {};
        }
        action = keepAction(game.lastRoll(), game.keepOptions()[static_cast<size_t>(k)].faces);
    } else if (word == "keep") {
        std::vector<int> indices;
        std::string token;
        const int dice = static_cast<int>(game.lastRoll().size());
        while (in >> token) {
            int i = -1;
            const auto [end, fault] = std::from_chars(token.data(), token.data() + token.size(), i);
            if (fault != std::errc() || end != token.data() + token.size()) {
                error = "'" + token.substr(0, 20) + "' is not a die index";
                return {};
            }
            if (i < 0 || i >= dice) {
                error = "die index out of range";
                return {};
            }
            if (std::find(indices.begin(), indices.end(), i) != indices.end()) {
                error = "die " + std::to_string(i) + " named twice";
                return {};
            }
            indices.push_back(i);
        }
        std::sort(indices.begin(), indices.end());
        action = core::Action::keep(indices);
    } else {
        error = "not an action";
        return {};
    }
    std::string rest;
    if (word != "keep" && (in >> rest)) {
        error = "unexpected text after the action";
        return {};
    }
    // Legal? Compare with the legal actions (Roll is listed without faces).
    const auto legal = game.legalActions();
    if (std::find(legal.begin(), legal.end(), action) == legal.end()) {
        if (action.type == core::ActionType::Keep) {
            // Same dice picked by other indices of equal faces are just as good.
            std::vector<core::Face> faces;
            for (int i : action.dice) {
                faces.push_back(game.lastRoll()[static_cast<size_t>(i)]);
            }
            std::sort(faces.begin(), faces.end());
            for (const auto& o : game.keepOptions()) {
                if (o.faces == faces && faces.size() == action.dice.size()) {
                    error.clear();
                    return action;
                }
            }
        }
        error = std::string("not a legal action now (phase ") + phaseWord(phase) + ")";
        return {};
    }
    error.clear();
    return action;
}

core::Action ExternalBot::forfeit(const core::Game& game, const std::string& why) {
    ++m_forfeits;
    const core::Action fallback = safeDefault(game);
    if (++m_messages <= m_options.maxMessages) {
        warn("bot " + m_path + " (player " + std::to_string(game.currentPlayer() + 1) +
             "): " + why + "; decision forfeited, played " + core::toString(fallback.type));
    }
    return fallback;
}

// The bot is asked only when it has a real choice (docs/bot-protocol.md): whether to bank,
// which of two or more keep options, whether to adopt. Anything else is played for it.
std::optional<core::Action> ExternalBot::onlyChoice(const core::Game& game) {
    switch (game.phase()) {
    case core::Phase::AdoptOffer:
        return std::nullopt;
    case core::Phase::ChooseKeep:
        if (game.keepOptions().size() > 1) {
            return std::nullopt;
        }
        return safeDefault(game);
    case core::Phase::AwaitDecision:
        if (game.canBank()) {
            return std::nullopt;
        }
        return core::Action::roll();
    default:
        return core::Action::roll();
    }
}

core::Action ExternalBot::decide(const core::Game& game, core::Rng& /*rng*/) {
    if (auto only = onlyChoice(game)) {
        return *only;
    }
    if (m_disabled) {
        ++m_forfeits;
        return safeDefault(game);
    }
    auto strike = [&](const std::string& why) {
        core::Action a = forfeit(game, why);
        if (++m_strikes >= m_options.maxStrikes) {
            m_disabled = true;
            m_process.reset();
            warn("bot " + m_path + ": given up after " + std::to_string(m_strikes) +
                 " failed answers in a row; its decisions are forfeited from now on");
        }
        return a;
    };
    const bool starting = !m_process || !m_process->ok();
    if (!ensureRunning()) {
        m_process.reset();
        return strike("could not start the program");
    }
    if (!m_process->forgetUnasked() || !m_process->send(stateLine(game) + "\n")) {
        m_process.reset();
        return strike("the program is not reading (it has exited?)");
    }
    // A program just started gets its start-up time on top of the limit (start-up on a busy
    // machine is slow and says nothing about the bot).
    const int takeInMs = starting ? m_options.startupMs : m_options.timeoutMs;
    std::string line;
    switch (m_process->exchange(takeInMs, m_options.timeoutMs, line)) {
    case Process::Read::NotReading:
        m_process.reset();
        return strike("did not read its input within " + std::to_string(takeInMs) + " ms");
    case Process::Read::Timeout:
        // A late answer would be taken for the next one: start afresh next time.
        m_process.reset();
        return strike("no answer within " + std::to_string(m_options.timeoutMs) + " ms");
    case Process::Read::Closed:
        m_process.reset();
        return strike("the program closed its output");
    case Process::Read::Line:
        break;
    }
    std::string error;
    const core::Action action = parseBotAnswer(game, line, error);
    if (!error.empty()) {
        // Tell the bot too, so its author sees why (bots ignore lines they do not know).
        m_process->send("error " + error + "\n");
        std::string shown = line.substr(0, 60);
        return strike("bad answer \"" + shown + "\" (" + error + ")");
    }
    m_strikes = 0;
    return action;
}

} // namespace greed::ai
