// greed-cli score: the best score of one roll, and with --options every legal keep choice.
#include "cli/commands.hpp"

#include "core/player_name.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <algorithm>
#include <iostream>
#include <memory>

namespace greed::cli {

namespace {

// A face written as its label (A, K, 10, ...) or as its number 1..F.
core::Face parseFace(const core::Rules& rules, const std::string& text) {
    const auto& labels = rules.faceLabels;
    const auto it = std::find(labels.begin(), labels.end(), text);
    if (it != labels.end()) {
        return static_cast<core::Face>(it - labels.begin()) + 1;
    }
    if (!text.empty() && text.find_first_not_of("0123456789") == std::string::npos &&
        text.size() <= 3) {
        const int number = std::stoi(text);
        if (number >= 1 && number <= rules.faceCount) {
            return number;
        }
    }
    std::string list;
    for (const auto& label : labels) {
        list += (list.empty() ? "" : " ") + label;
    }
    throw UsageError("'" + text + "' is not a face of " + core::visibleText(rules.id) +
                     " (faces: " + core::visibleText(list) + ")");
}

std::string describe(const core::Rules& rules, const std::vector<core::Combo>& combos) {
    std::string text;
    for (const auto& combo : combos) {
        text +=
            (text.empty() ? "" : " + ") + combo.name + " (" + std::to_string(combo.points) + ")";
    }
    (void)rules;
    return text.empty() ? "nothing scores" : text;
}

} // namespace

void addScoreCommand(CLI::App& app) {
    struct Options {
        std::string rules;
        std::vector<std::string> faces;
        bool options = false;
    };
    auto opts = std::make_shared<Options>();
    auto* score = app.add_subcommand("score", "Print the best score of one roll");
    score->add_option("--rules", opts->rules, "Preset name or rule file")->required();
    score->add_option("faces", opts->faces, "The faces thrown (numbers 1..F or labels)")
        ->required();
    score->add_flag("--options", opts->options, "Also list every legal keep choice");
    score->callback([opts] {
        const core::Rules rules = core::resolveRules(opts->rules);
        if (static_cast<int>(opts->faces.size()) > rules.diceCount) {
            throw UsageError(core::visibleText(rules.id) + " throws at most " +
                             std::to_string(rules.diceCount) + " dice, not " +
                             std::to_string(opts->faces.size()));
        }
        std::vector<core::Face> roll;
        for (const auto& text : opts->faces) {
            roll.push_back(parseFace(rules, text));
        }
        const core::Scorer scorer(rules);
        const core::ScoreResult best = scorer.best(roll);
        std::cout << best.points << "\n";
        std::cout << (best.penalty  ? "penalty: "
                      : best.bust() ? "bust: "
                                    : "scores: ")
                  << describe(rules, best.combos) << "\n";
        if (opts->options) {
            const auto options = scorer.keepOptions(roll);
            std::cout << "options " << options.size() << "\n";
            for (const auto& option : options) {
                std::cout << "  keep " << core::labelsText(rules, option.faces) << " = "
                          << option.points << "\n";
            }
        }
    });
}

} // namespace greed::cli
