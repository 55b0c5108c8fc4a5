// The player's own rule sets: JSON files in the "rules" folder of the user's data folder,
// saved from the House rules screen, offered in New game after the presets, deleted from there.
#pragma once

#include "core/rules.hpp"

#include <filesystem>
#include <string>
#include <vector>

namespace greed::app {

// <data folder>/rules.
std::filesystem::path userRulesFolder();
// The *.json files of `folder`, sorted by name.
std::vector<std::string> userRuleFiles(const std::filesystem::path& folder = userRulesFolder());
// A safe file stem for a rule set's name: ASCII letters and digits kept (lower case), every
// other run of characters one '-', at most 40 characters; "rules" when nothing is left.
std::string ruleFileStem(const std::string& name);
// Is `source` (a rule set choice: a preset name or a path) a file of `folder`?
bool isUserRuleFile(const std::string& source,
                    const std::filesystem::path& folder = userRulesFolder());

// Writes `rules` (validated first) as <folder>/<stem of its name>.json, atomically; the
// rule set's id becomes the file's stem. Only `replacing` (the rule file being edited, if any)
// is ever overwritten: when the name is taken by another rule set, the first free one of
// <stem>-2.json, <stem>-3.json, ... is used. Returns the file's path, or "" with the reason in
// `error`.
std::string saveUserRules(core::Rules rules, std::string& error,
                          const std::filesystem::path& folder = userRulesFolder(),
                          const std::string& replacing = {});
// Removes a rule file of `folder` (never anything outside it). Returns "" or why not.
std::string deleteUserRules(const std::string& path,
                            const std::filesystem::path& folder = userRulesFolder());

} // namespace greed::app
