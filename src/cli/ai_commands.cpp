// greed-cli commands over the computer players (filled in by the AI work).
#include "cli/commands.hpp"

namespace greed::cli {

void addAiCommands(CLI::App& /*app*/) {}

} // namespace greed::cli
