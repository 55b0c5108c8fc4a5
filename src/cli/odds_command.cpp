// greed-cli odds: the exact bust chance and expected score of one throw of N dice.
#include "cli/commands.hpp"

#include "core/odds.hpp"
#include "core/player_name.hpp"
#include "core/rules_io.hpp"

#include <iostream>
#include <memory>

namespace greed::cli {

void addOddsCommand(CLI::App& app) {
    struct Options {
        std::string rules;
        int dice = 0;
    };
    auto opts = std::make_shared<Options>();
    auto* odds = app.add_subcommand("odds", "Exact odds of one throw of N dice");
    odds->add_option("--rules", opts->rules, "Preset name or rule file")->required();
    odds->add_option("--dice", opts->dice, "How many dice are thrown")->required();
    odds->callback([opts] {
        const core::Rules rules = core::resolveRules(opts->rules);
        if (opts->dice < 1 || opts->dice > rules.diceCount) {
            throw UsageError("--dice must be between 1 and " + std::to_string(rules.diceCount) +
                             " for " + core::visibleText(rules.id));
        }
        const core::ThrowOdds result = core::throwOdds(core::Scorer(rules), opts->dice);
        std::cout << "bust " << core::fractionText(result.bustWays, result.total) << " "
                  << core::decimalText(result.bustWays, result.total) << "\n";
        std::cout << "expected " << core::decimalText(result.pointsSum, result.total) << "\n";
        if (rules.hasPenalties()) {
            std::cout << "penalty " << core::fractionText(result.penaltyWays, result.total) << " "
                      << core::decimalText(result.penaltyWays, result.total) << "\n";
        }
        std::cout << "throws " << result.total << "\n";
    });
}

} // namespace greed::cli
