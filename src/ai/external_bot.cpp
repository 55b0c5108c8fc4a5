// ExternalBot: a child process on a socket pair (no SIGPIPE when the bot dies), answers read
// with poll() and a deadline, every answer checked against the legal actions.
#include "ai/external_bot.hpp"

#include "ai/play_helpers.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <iostream>
#include <sstream>

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

namespace greed::ai {

bool isBotPath(const std::string& entry) {
    return entry.find('/') != std::string::npos;
}

class ExternalBot::Process {
public:
    explicit Process(const std::string& path) {
        int fds[2];
        if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) {
            return;
        }
        const pid_t pid = fork();
        if (pid == 0) {
            dup2(fds[1], 0);
            dup2(fds[1], 1);
            const char* argv[] = {path.c_str(), nullptr};
            execv(path.c_str(), const_cast<char* const*>(argv));
            _exit(127);
        }
        close(fds[1]);
        if (pid < 0) {
            close(fds[0]);
            return;
        }
        m_pid = pid;
        m_fd = fds[0];
    }
    ~Process() {
        if (m_fd >= 0) {
            send("quit\n");
            close(m_fd);
        }
        if (m_pid > 0) {
            // Give a well-behaved bot a moment to leave, then make sure it does.
            for (int i = 0; i < 20; ++i) {
                if (waitpid(m_pid, nullptr, WNOHANG) == m_pid) {
                    return;
                }
                usleep(5000);
            }
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
        }
    }
    Process(const Process&) = delete;
    Process& operator=(const Process&) = delete;

    bool ok() const { return m_fd >= 0; }
    bool send(const std::string& text) {
        size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::send(m_fd, text.data() + done, text.size() - done, MSG_NOSIGNAL);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                return false;
            }
            done += static_cast<size_t>(n);
        }
        return true;
    }
    enum class Read { Line, Timeout, Closed };
    Read readLine(int timeoutMs, std::string& line) {
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
        for (;;) {
            const auto nl = m_buffer.find('\n');
            if (nl != std::string::npos) {
                line = m_buffer.substr(0, nl);
                m_buffer.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') {
                    line.pop_back();
                }
                return Read::Line;
            }
            if (m_buffer.size() > 65536) {
                line = m_buffer.substr(0, 80);
                m_buffer.clear();
                return Read::Line;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                                  deadline - std::chrono::steady_clock::now())
                                  .count();
            if (left <= 0) {
                return Read::Timeout;
            }
            pollfd p{m_fd, POLLIN, 0};
            const int r = poll(&p, 1, static_cast<int>(left));
            if (r < 0 && errno == EINTR) {
                continue;
            }
            if (r == 0) {
                return Read::Timeout;
            }
            char buf[4096];
            const ssize_t n = ::recv(m_fd, buf, sizeof(buf), 0);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                return Read::Closed;
            }
            m_buffer.append(buf, static_cast<size_t>(n));
        }
    }

private:
    pid_t m_pid = -1;
    int m_fd = -1;
    std::string m_buffer;
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
        long i = 0;
        while (in >> i) {
            if (i < 0 || i >= static_cast<long>(game.lastRoll().size())) {
                error = "die index out of range";
                return {};
            }
            indices.push_back(static_cast<int>(i));
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

core::Action ExternalBot::decide(const core::Game& game, core::Rng& /*rng*/) {
    const core::Phase phase = game.phase();
    const bool choice = phase == core::Phase::AdoptOffer || phase == core::Phase::ChooseKeep ||
                        (phase == core::Phase::AwaitDecision && game.canBank());
    if (!choice) {
        return core::Action::roll();
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
    if (!ensureRunning()) {
        m_process.reset();
        return strike("could not start the program");
    }
    if (!m_process->send(stateLine(game) + "\n")) {
        m_process.reset();
        return strike("the program is not reading (it has exited?)");
    }
    std::string line;
    switch (m_process->readLine(m_options.timeoutMs, line)) {
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
        std::string shown = line.substr(0, 60);
        return strike("bad answer \"" + shown + "\" (" + error + ")");
    }
    m_strikes = 0;
    return action;
}

} // namespace greed::ai
