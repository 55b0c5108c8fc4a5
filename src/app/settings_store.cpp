// Settings as a small JSON file; every field optional, every fault reported, nothing thrown.
#include "app/settings_store.hpp"

#include "core/json_guard.hpp"
#include "core/paths.hpp"
#include "core/player_name.hpp"
#include "core/small_file.hpp"
#include "session/save_store.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <limits>

namespace greed::app {

namespace {

// The fields this version writes; any other in a file is reported, not read.
constexpr std::array<const char*, 12> kKnownFields{
    "version", "speed",         "pace",     "volume",   "hints",  "details",
    "rumble",  "reducedMotion", "textSize", "language", "server", "name"};

void addFault(std::string& faults, const std::string& fault) {
    faults += (faults.empty() ? "" : "; ") + fault;
}

// The file's text as JSON, or a discarded value when it is not JSON (or nested too deep).
nlohmann::json parseSettings(const std::string& text) {
    return core::jsonDepthFault(text).empty() ? nlohmann::json::parse(text, nullptr, false)
                                              : nlohmann::json(nlohmann::json::value_t::discarded);
}

// The version a settings object declares: 1 when it has none (written before versions were),
// and 1 with a fault when the field is not a whole number from 1 up.
int declaredVersion(const nlohmann::json& doc, std::string& faults) {
    if (!doc.contains("version")) {
        return 1;
    }
    std::int64_t version = 0;
    if (!core::wholeNumberFault(doc.at("version"), 1, std::numeric_limits<int>::max(), version)
             .empty()) {
        addFault(faults, "'version' must be a whole number from 1 (read as version 1)");
        return 1;
    }
    return static_cast<int>(version);
}

// The version of the settings file at `path`; 0 when there is none or it cannot be read.
int versionOnDisk(const std::filesystem::path& path) {
    try {
        const nlohmann::json doc =
            parseSettings(core::readSmallFile(path, core::FileKind::Settings));
        std::string ignored;
        return doc.is_object() ? declaredVersion(doc, ignored) : 0;
    } catch (const core::FileReadError&) {
        return 0;
    }
}

// Sets a damaged settings file aside (settings.json.damaged-N) and says so.
std::string setAsideDamaged(const std::filesystem::path& path, const std::string& what) {
    const std::filesystem::path aside = session::setAside(path, "damaged");
    return path.string() + ": " + what +
           (aside == path ? ", it could not be set aside"
                          : ", set aside as " + aside.filename().string()) +
           "; using the defaults";
}

// Reads an index field that must lie in [0, count).
void readIndex(const nlohmann::json& doc, const char* name, std::size_t count, int& value,
               std::string& warning) {
    if (!doc.contains(name)) {
        return;
    }
    const auto& field = doc.at(name);
    std::int64_t index = 0;
    if (!core::wholeNumberFault(field, 0, static_cast<std::int64_t>(count) - 1, index).empty()) {
        addFault(warning, std::string("'") + name + "' must be a whole number from 0 to " +
                              std::to_string(count - 1));
        return;
    }
    value = static_cast<int>(index);
}

// Reads a field that must be true or false.
void readFlag(const nlohmann::json& doc, const char* name, bool& value, std::string& warning) {
    if (!doc.contains(name)) {
        return;
    }
    if (doc.at(name).is_boolean()) {
        value = doc.at(name).get<bool>();
    } else {
        addFault(warning, std::string("'") + name + "' must be true or false");
    }
}

} // namespace

std::filesystem::path settingsPath() {
    return core::dataDirectory() / "settings.json";
}

bool operator==(const Settings& a, const Settings& b) {
    return a.speedIndex == b.speedIndex && a.paceIndex == b.paceIndex &&
           a.volumeIndex == b.volumeIndex && a.hints == b.hints && a.details == b.details &&
           a.rumble == b.rumble && a.reducedMotion == b.reducedMotion &&
           a.textSizeIndex == b.textSizeIndex && a.language == b.language &&
           a.serverAddress == b.serverAddress && a.playerName == b.playerName;
}

Settings loadSettings(const std::filesystem::path& path, std::string& warning) {
    Settings settings;
    warning.clear();
    std::string text;
    try {
        text = core::readSmallFile(path, core::FileKind::Settings);
    } catch (const core::FileReadError& error) {
        using Reason = core::FileReadError::Reason;
        if (error.reason() == Reason::TooLarge) {
            warning = setAsideDamaged(path, "too large (over 64 KiB)");
        } else if (error.reason() != Reason::Missing) {
            // Not a file, or one we may not read: not ours to move.
            warning = std::string(error.what()) + ", using the defaults";
        }
        return settings; // missing: the first run
    }
    const nlohmann::json doc = parseSettings(text);
    if (doc.is_discarded()) {
        warning = setAsideDamaged(path, "damaged settings file");
        return settings;
    }
    if (!doc.is_object()) {
        warning = setAsideDamaged(path, "settings must be a JSON object");
        return settings;
    }
    std::string faults;
    const int version = declaredVersion(doc, faults);
    readIndex(doc, "speed", Settings::kSpeeds.size(), settings.speedIndex, faults);
    readIndex(doc, "pace", Settings::kPaces.size(), settings.paceIndex, faults);
    readIndex(doc, "volume", Settings::kVolumes.size(), settings.volumeIndex, faults);
    readFlag(doc, "hints", settings.hints, faults);
    readFlag(doc, "details", settings.details, faults);
    readFlag(doc, "rumble", settings.rumble, faults);
    readFlag(doc, "reducedMotion", settings.reducedMotion, faults);
    readIndex(doc, "textSize", Settings::kTextSizes.size(), settings.textSizeIndex, faults);
    if (doc.contains("language")) {
        const auto& field = doc.at("language");
        std::optional<i18n::Language> language;
        if (field.is_string()) {
            language = i18n::parseLanguage(field.get<std::string>());
        }
        if (language && field.get<std::string>() == i18n::languageCode(*language)) {
            settings.language = language;
        } else {
            addFault(faults, "'language' must be \"en\", \"es\" or \"de\"");
        }
    }
    if (doc.contains("server")) {
        const auto& field = doc.at("server");
        // An address is short printable ASCII; anything else is a damaged file, not a host.
        const bool fine = field.is_string() && field.get<std::string>().size() <= 64 &&
                          std::all_of(field.get_ref<const std::string&>().begin(),
                                      field.get_ref<const std::string&>().end(),
                                      [](char c) { return c > ' ' && c < 127; });
        if (fine) {
            settings.serverAddress = field.get<std::string>();
        } else {
            addFault(faults, "'server' must be an address such as \"example.org:24816\"");
        }
    }
    if (doc.contains("name")) {
        const auto& field = doc.at("name");
        const core::NameCheck check =
            field.is_string() ? core::checkName(field.get<std::string>()) : core::NameCheck{};
        if (field.is_string() && check.ok()) {
            settings.playerName = check.name;
        } else {
            addFault(faults, "'name' must be a player name of 1 to 16 characters");
        }
    }
    std::string unknown;
    for (const auto& item : doc.items()) {
        if (std::find_if(kKnownFields.begin(), kKnownFields.end(), [&](const char* known) {
                return item.key() == known;
            }) == kKnownFields.end()) {
            unknown += (unknown.empty() ? "'" : ", '") + item.key() + "'";
        }
    }
    if (!unknown.empty()) {
        addFault(faults, "not understood: " + unknown);
    }
    if (!faults.empty()) {
        warning = path.string() + ": " + faults + " (kept the default)";
    }
    if (version > kSettingsVersion) {
        warning += std::string(warning.empty() ? path.string() + ": " : "; ") +
                   "written by a newer Greed (settings version " + std::to_string(version) +
                   ", this one knows " + std::to_string(kSettingsVersion) +
                   "): read what this one understands, and the file will not be written "
                   "over, so changes made now last for this run only";
    }
    return settings;
}

bool saveSettings(const Settings& settings, const std::filesystem::path& path, std::string& error) {
    if (const int onDisk = versionOnDisk(path); onDisk > kSettingsVersion) {
        error = path.string() + ": written by a newer Greed (settings version " +
                std::to_string(onDisk) + "), kept as it is; this run's settings are not saved";
        return false;
    }
    nlohmann::json doc{
        {"version", kSettingsVersion},       {"speed", settings.speedIndex},
        {"pace", settings.paceIndex},        {"volume", settings.volumeIndex},
        {"hints", settings.hints},           {"details", settings.details},
        {"rumble", settings.rumble},         {"reducedMotion", settings.reducedMotion},
        {"textSize", settings.textSizeIndex}};
    if (!settings.serverAddress.empty()) {
        doc["server"] = settings.serverAddress;
    }
    if (!settings.playerName.empty()) {
        doc["name"] = settings.playerName;
    }
    if (settings.language) {
        doc["language"] = std::string(i18n::languageCode(*settings.language));
    }
    error = core::writeFileAtomically(path, doc.dump(2) + "\n");
    return error.empty();
}

} // namespace greed::app
