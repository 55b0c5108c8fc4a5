// ExternalBot: a computer player in another process, spoken to over the line protocol of
// docs/bot-protocol.md. A late, broken or garbled answer forfeits that decision (the safe
// default is played) with a message; it never stalls the game.
#pragma once

#include "ai/strategy.hpp"

#include "core/rules.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace greed::process {
class LineProcess;
}

namespace greed::ai {

struct BotOptions {
    int timeoutMs = 2000;  // per answer, counted from when the bot has read its question
    int startupMs = 30000; // a just-started bot's time to start and read its first question
    int maxStrikes = 3;    // failed answers in a row before the bot is given up
    int maxMessages = 5;
    std::function<void(const std::string&)> warn; // null: std::cerr
};

// True when a --players entry names a program rather than a personality.
bool isBotPath(const std::string& entry);

class ExternalBot : public Strategy {
public:
    ExternalBot(std::string path, const core::Rules& rules, BotOptions options);
    ~ExternalBot() override;
    ExternalBot(const ExternalBot&) = delete;
    ExternalBot& operator=(const ExternalBot&) = delete;

    core::Action decide(const core::Game& game, core::Rng& rng) override;
    std::string id() const override { return m_path; }
    int forfeits() const { return m_forfeits; }
    bool disabled() const { return m_disabled; }

    // The protocol's state line for the player to act in `game`.
    static std::string stateLine(const core::Game& game);
    // The action to play without asking when the player has no real choice, else nothing.
    static std::optional<core::Action> onlyChoice(const core::Game& game);

private:
    bool ensureRunning();
    core::Action forfeit(const core::Game& game, const std::string& why);
    void warn(const std::string& message);

    std::string m_path;
    std::string m_rulesJson;
    BotOptions m_options;
    std::unique_ptr<process::LineProcess> m_process;
    int m_strikes = 0;
    int m_forfeits = 0;
    int m_messages = 0;
    bool m_disabled = false;
};

// Parses a bot's answer into an action for `game`; empty error when it is legal.
core::Action parseBotAnswer(const core::Game& game, const std::string& line, std::string& error);

} // namespace greed::ai
