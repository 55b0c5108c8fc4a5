// ExternalBot: the bot protocol (docs/bot-protocol.md) over a LineProcess (process/): the
// greeting and rules, a state line per real choice, every answer checked against the legal
// actions, strikes and forfeits.
#include "ai/external_bot.hpp"

#include "ai/play_helpers.hpp"

#include "core/rules_io.hpp"
#include "process/line_process.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <iostream>
#include <sstream>

namespace greed::ai {

bool isBotPath(const std::string& entry) {
    return entry.find('/') != std::string::npos;
}

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
    m_process = std::make_unique<process::LineProcess>(m_path, "quit\n", 100);
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
    case process::LineProcess::Read::NotReading:
        m_process.reset();
        return strike("did not read its input within " + std::to_string(takeInMs) + " ms");
    case process::LineProcess::Read::Timeout:
        // A late answer would be taken for the next one: start afresh next time.
        m_process.reset();
        return strike("no answer within " + std::to_string(m_options.timeoutMs) + " ms");
    case process::LineProcess::Read::Closed:
        m_process.reset();
        return strike("the program closed its output");
    case process::LineProcess::Read::Line:
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
