// Settings as a small JSON file; every field optional, every fault reported, nothing thrown.
#include "app/settings_store.hpp"

#include "core/json_guard.hpp"
#include "core/paths.hpp"
#include "core/small_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>

namespace greed::app {

namespace {

// Reads an index field that must lie in [0, count).
void readIndex(const nlohmann::json& doc, const char* name, std::size_t count, int& value,
               std::string& warning) {
    if (!doc.contains(name)) {
        return;
    }
    const auto& field = doc.at(name);
    std::int64_t index = 0;
    if (!core::wholeNumberFault(field, 0, static_cast<std::int64_t>(count) - 1, index).empty()) {
        warning += std::string(warning.empty() ? "" : "; ") + "'" + name +
                   "' must be a whole number from 0 to " + std::to_string(count - 1);
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
        warning +=
            std::string(warning.empty() ? "" : "; ") + "'" + name + "' must be true or false";
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
           a.serverAddress == b.serverAddress;
}

Settings loadSettings(const std::filesystem::path& path, std::string& warning) {
    Settings settings;
    warning.clear();
    std::string text;
    try {
        text = core::readSmallFile(path, core::FileKind::Settings);
    } catch (const core::FileReadError& error) {
        if (error.reason() != core::FileReadError::Reason::Missing) {
            warning = std::string(error.what()) + ", using the defaults";
        }
        return settings; // missing: the first run
    }
    nlohmann::json doc = core::jsonDepthFault(text).empty()
                             ? nlohmann::json::parse(text, nullptr, false)
                             : nlohmann::json(nlohmann::json::value_t::discarded);
    if (doc.is_discarded()) {
        warning = path.string() + ": damaged settings file, using the defaults";
        return settings;
    }
    if (!doc.is_object()) {
        warning = path.string() + ": settings must be a JSON object, using the defaults";
        return settings;
    }
    std::string faults;
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
            faults += std::string(faults.empty() ? "" : "; ") +
                      "'language' must be \"en\", \"es\" or \"de\"";
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
            faults += std::string(faults.empty() ? "" : "; ") +
                      "'server' must be an address such as \"example.org:24816\"";
        }
    }
    if (!faults.empty()) {
        warning = path.string() + ": " + faults + " (kept the default)";
    }
    return settings;
}

bool saveSettings(const Settings& settings, const std::filesystem::path& path, std::string& error) {
    nlohmann::json doc{{"speed", settings.speedIndex},
                       {"pace", settings.paceIndex},
                       {"volume", settings.volumeIndex},
                       {"hints", settings.hints},
                       {"details", settings.details},
                       {"rumble", settings.rumble},
                       {"reducedMotion", settings.reducedMotion},
                       {"textSize", settings.textSizeIndex}};
    if (!settings.serverAddress.empty()) {
        doc["server"] = settings.serverAddress;
    }
    if (settings.language) {
        doc["language"] = std::string(i18n::languageCode(*settings.language));
    }
    std::error_code code;
    std::filesystem::create_directories(path.parent_path(), code);
    const std::filesystem::path temp = path.string() + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << doc.dump(2) << "\n";
        out.flush();
        if (!out) {
            error = path.string() + ": cannot write the settings";
            std::filesystem::remove(temp, code);
            return false;
        }
    }
    std::filesystem::rename(temp, path, code);
    if (code) {
        error = path.string() + ": cannot replace the settings (" + code.message() + ")";
        std::filesystem::remove(temp, code);
        return false;
    }
    return true;
}

} // namespace greed::app
