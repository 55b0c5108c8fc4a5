// The player's own rule files: listing, safe names, atomic saving and deleting.
#include "app/house/user_rules.hpp"

#include "core/paths.hpp"
#include "core/rules_io.hpp"
#include "core/small_file.hpp"
#include "i18n/translate.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace greed::app {

namespace {

constexpr std::size_t kStemLimit = 40;
// <stem>-2 .. <stem>-99: a player never has that many rule sets of one name.
constexpr int kMaxSuffix = 99;

bool sameFile(const std::filesystem::path& a, const std::string& b) {
    std::error_code error;
    return !b.empty() && std::filesystem::equivalent(a, b, error) && !error;
}

// The file the rule set goes to: `replacing` when the stem names it, else the first name no
// file has, claimed by creating it empty (O_EXCL: a file made meanwhile by another window is
// never taken over); `claimed` says so. "" with the reason in `error` when none can be had.
std::filesystem::path claimFile(const std::filesystem::path& folder, const std::string& stem,
                                const std::string& replacing, bool& claimed, std::string& error) {
    claimed = false;
    std::error_code code;
    std::filesystem::create_directories(folder, code);
    for (int n = 1; n <= kMaxSuffix; ++n) {
        const auto path = folder / ((n == 1 ? stem : stem + "-" + std::to_string(n)) + ".json");
        if (sameFile(path, replacing)) {
            return path;
        }
        const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        if (fd >= 0) {
            ::close(fd);
            claimed = true;
            return path;
        }
        if (errno != EEXIST) {
            // TRANSLATORS: {0} a file's path, {1} the system's reason.
            error = i18n::trf("{0}: cannot write ({1})", path.string(), std::strerror(errno));
            return {};
        }
    }
    // TRANSLATORS: {0} a rule set's file name stem, e.g. "family-night".
    error = i18n::trf("too many rule sets named {0}: delete one first", stem);
    return {};
}

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
                          const std::filesystem::path& folder, const std::string& replacing) {
    const std::string stem = ruleFileStem(rules.name);
    rules.id = stem;
    try {
        core::validateRules(rules, (folder / (stem + ".json")).string());
    } catch (const core::RulesError& e) {
        error = e.what();
        return {};
    }
    bool claimed = false;
    const std::filesystem::path path = claimFile(folder, stem, replacing, claimed, error);
    if (path.empty()) {
        return {};
    }
    rules.id = path.stem().string();
    error = core::writeFileAtomically(path, core::rulesToJson(rules).dump(2) + "\n");
    if (!error.empty() && claimed) {
        std::error_code code;
        std::filesystem::remove(path, code); // the empty claim, never someone's rule set
    }
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
