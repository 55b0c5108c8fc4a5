// Reading and writing Rules as JSON, and finding the preset rule sets in assets/rules/.
#pragma once

#include "paths.hpp"
#include "rules.hpp"

#include <nlohmann/json_fwd.hpp>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace greed::core {

// A rule set that cannot be used; the message names the source, the field and the fault.
class RulesError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The largest bust count of a busts-in-a-row penalty (the solver's state grows as its square).
constexpr int kMaxBustStreak = 10;

// Builds and validates Rules from JSON. `source` names the file in error messages.
Rules rulesFromJson(const nlohmann::json& json, const std::string& source);
nlohmann::json rulesToJson(const Rules& rules);
// The JSON that says what is played, the key of statistics, solver caches and the network
// handshake (rulesFingerprint): rulesToJson without the bust word, which changes no play (so
// the Farkle preset kept the key it had before the field existed).
nlohmann::json rulesIdentityJson(const Rules& rules);
// Checks every limit and consistency condition; throws RulesError naming the field.
void validateRules(const Rules& rules, const std::string& source);

Rules loadRulesFile(const std::filesystem::path& path);

// The presets: the rule files directly in <assets>/rules, greed first (core/paths.hpp).
std::vector<std::string> presetNames();
Rules loadPreset(const std::string& name);
// A preset name, or else a path to a rule file. Throws RulesError with a clear message.
Rules resolveRules(const std::string& nameOrFile);

} // namespace greed::core
