// The player's own rule files: listing, safe names, atomic saving and deleting.
#include "app/house/user_rules.hpp"

#include "core/paths.hpp"
#include "core/rules_io.hpp"
#include "core/small_file.hpp"
#include "i18n/translate.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace greed::app {

namespace {

constexpr std::size_t kStemLimit = 40;

} // namespace

std::filesystem::path userRulesFolder() {
    return core::dataDirectory() / "rules";
}

std::vector<std::string> userRuleFiles(const std::filesystem::path& folder) {
    std::vector<std::string> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (entry.is_regular_file(error) && entry.path().extension() == ".json") {
            files.push_back(entry.path().string());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string ruleFileStem(const std::string& name) {
    std::string stem;
    bool gap = false;
    for (const unsigned char c : name) {
        if (std::isalnum(c) && c < 0x80) {
            if (gap && !stem.empty()) {
                stem += '-';
            }
            gap = false;
            stem += static_cast<char>(std::tolower(c));
        } else {
            gap = true;
        }
        if (stem.size() >= kStemLimit) {
            break;
        }
    }
    return stem.empty() ? "rules" : stem;
}

bool isUserRuleFile(const std::string& source, const std::filesystem::path& folder) {
    const std::filesystem::path path(source);
    if (path.extension() != ".json" || !path.has_parent_path()) {
        return false;
    }
    std::error_code error;
    const auto a = std::filesystem::weakly_canonical(path.parent_path(), error);
    const auto b = std::filesystem::weakly_canonical(folder, error);
    return !error && a == b;
}

std::string saveUserRules(core::Rules rules, std::string& error,
                          const std::filesystem::path& folder) {
    rules.id = ruleFileStem(rules.name);
    const std::filesystem::path path = folder / (rules.id + ".json");
    try {
        core::validateRules(rules, path.string());
    } catch (const core::RulesError& e) {
        error = e.what();
        return {};
    }
    error = core::writeFileAtomically(path, core::rulesToJson(rules).dump(2) + "\n");
    return error.empty() ? path.string() : std::string();
}

std::string deleteUserRules(const std::string& path, const std::filesystem::path& folder) {
    if (!isUserRuleFile(path, folder)) {
        // TRANSLATORS: {0} a file's path.
        return i18n::trf("{0}: not one of your rule files", path);
    }
    std::error_code error;
    if (!std::filesystem::remove(path, error) || error) {
        // TRANSLATORS: {0} a file's path, {1} the system's reason.
        return i18n::trf("{0}: cannot delete ({1})", path,
                         error ? error.message() : std::string(i18n::tr("no such file")));
    }
    return {};
}

} // namespace greed::app
