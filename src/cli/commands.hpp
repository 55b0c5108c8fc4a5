// The greed-cli subcommands, one registration function per file.
#pragma once

#include "ai/win_solver.hpp"

#include <CLI/CLI.hpp>

#include <stdexcept>
#include <string>

namespace greed::cli {

// A bad argument found after parsing (unknown rule set, bad face, ...): exit code 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A solve's progress on stderr: a live percentage on a terminal, one line per quarter when
// stderr is a file or pipe (ai_commands.cpp).
ai::SolveProgress progressOnStderr(const std::string& id);

void addRulesCommand(CLI::App& app); // rules, rules show NAME|FILE
void addScoreCommand(CLI::App& app); // score --rules R FACE...
void addOddsCommand(CLI::App& app);  // odds --rules R --dice N
void addAiCommands(CLI::App& app);   // personalities, solve, tournament (ai_commands.cpp)
void addMatchCommand(CLI::App& app); // match show FILE, match play ... --out FILE
void addStatsCommand(CLI::App& app); // stats [--json] [--fairness], stats record FILE...

} // namespace greed::cli
