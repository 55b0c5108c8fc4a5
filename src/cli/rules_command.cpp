// greed-cli rules: list the presets, or print one rule set as JSON.
#include "cli/commands.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <iomanip>
#include <iostream>
#include <memory>

namespace greed::cli {

void addRulesCommand(CLI::App& app) {
    auto* rules = app.add_subcommand("rules", "List the preset rule sets");
    auto* show = rules->add_subcommand("show", "Print a rule set (preset name or file) as JSON");
    auto name = std::make_shared<std::string>();
    show->add_option("rules", *name, "Preset name or rule file")->required();
    rules->callback([rules, show] {
        if (show->parsed()) {
            return;
        }
        (void)rules;
        for (const auto& preset : core::presetNames()) {
            const core::Rules r = core::loadPreset(preset);
            std::cout << std::left << std::setw(12) << preset << " " << r.summary << "\n";
        }
    });
    show->callback(
        [name] { std::cout << core::rulesToJson(core::resolveRules(*name)).dump(2) << "\n"; });
}

} // namespace greed::cli
