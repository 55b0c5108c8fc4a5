// Personality loading: strict checks, so a broken file fails with the field it breaks.
#include "ai/personality.hpp"

#include "core/json_guard.hpp"
#include "core/rules_io.hpp"
#include "core/small_file.hpp"
#include "i18n/translate.hpp"

#include <nlohmann/json.hpp>

#include <mutex>
#include <set>

namespace greed::ai {

namespace {

constexpr std::array<const char*, kLineEventCount> kLineKeys = {
    "bigRoll", "bust", "bank", "behind", "lead", "finalRound", "win", "lose"};

class Reader {
public:
    explicit Reader(std::string source) : m_source(std::move(source)) {}

    [[noreturn]] void fail(const std::string& field, const std::string& what) const {
        throw PersonalityError(m_source + ": " + field + ": " + what);
    }
    const nlohmann::json& member(const nlohmann::json& obj, const std::string& path,
                                 const char* key) const {
        if (!obj.contains(key)) {
            fail(path + "." + key, "missing");
        }
        return obj.at(key);
    }
    std::string text(const nlohmann::json& obj, const std::string& path, const char* key,
                     bool required = true, const std::string& fallback = {}) const {
        if (!obj.contains(key)) {
            if (required) {
                fail(path + "." + key, "missing");
            }
            return fallback;
        }
        const auto& v = obj.at(key);
        if (!v.is_string() || v.get<std::string>().empty()) {
            fail(path + "." + key, "expected a non-empty string");
        }
        return v.get<std::string>();
    }
    double number(const nlohmann::json& obj, const std::string& path, const char* key,
                  double fallback, double lo, double hi) const {
        if (!obj.contains(key)) {
            return fallback;
        }
        const auto& v = obj.at(key);
        if (!v.is_number()) {
            fail(path + "." + key, "expected a number");
        }
        const double x = v.get<double>();
        if (x < lo || x > hi) {
            fail(path + "." + key,
                 "out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
        }
        return x;
    }

private:
    std::string m_source;
};

Colour parseColour(const Reader& r, const std::string& field, const std::string& text) {
    auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    };
    if (text.size() != 7 || text[0] != '#') {
        r.fail(field, "expected a colour like \"#c04020\"");
    }
    int v[6];
    for (int i = 0; i < 6; ++i) {
        v[i] = hex(text[static_cast<size_t>(i + 1)]);
        if (v[i] < 0) {
            r.fail(field, "expected a colour like \"#c04020\"");
        }
    }
    return {static_cast<std::uint8_t>(v[0] * 16 + v[1]),
            static_cast<std::uint8_t>(v[2] * 16 + v[3]),
            static_cast<std::uint8_t>(v[4] * 16 + v[5])};
}

PlayStyle parsePlay(const Reader& r, const nlohmann::json& obj, const std::string& path) {
    if (!obj.is_object()) {
        r.fail(path, "expected an object");
    }
    PlayStyle p;
    p.strategy = r.text(obj, path, "strategy", false, "heuristic");
    if (p.strategy != "heuristic" && p.strategy != "optimal") {
        r.fail(path + ".strategy", "expected \"heuristic\" or \"optimal\"");
    }
    p.risk = r.number(obj, path, "risk", 1.0, 0.05, 20.0);
    p.behind = r.number(obj, path, "behind", 0.0, -5.0, 20.0);
    p.ahead = r.number(obj, path, "ahead", 0.0, -5.0, 20.0);
    p.lastTurnMargin = static_cast<int>(r.number(obj, path, "lastTurnMargin", 0, 0, 1e6));
    p.bustMemory = static_cast<int>(r.number(obj, path, "bustMemory", 3, 0, 50));
    p.bustEffect = r.number(obj, path, "bustEffect", 0.0, -1.0, 5.0);
    // "all" is the former name of "best" (it used to keep every scoring die).
    const std::string keep = r.text(obj, path, "keep", false, "best");
    if (keep == "best" || keep == "all") {
        p.keep = KeepStyle::Best;
    } else if (keep == "fewer") {
        p.keep = KeepStyle::Fewer;
    } else if (keep == "more") {
        p.keep = KeepStyle::More;
    } else {
        r.fail(path + ".keep", "expected \"best\", \"fewer\" or \"more\"");
    }
    p.diceValue = r.number(obj, path, "diceValue", 0.0, 0.0, 1e6);
    p.adopt = r.number(obj, path, "adopt", 1.0, 0.0, 20.0);
    p.paceMs = static_cast<int>(r.number(obj, path, "paceMs", 700, 0, 10000));
    p.table = r.text(obj, path, "table", false, "exact");
    if (p.table != "exact" && p.table != "normalised" && p.table != "product" &&
        p.table != "leader" && p.table != "weakest" && p.table != "expected") {
        r.fail(path + ".table", "expected \"exact\", \"normalised\", \"product\", \"leader\", "
                                "\"weakest\" or \"expected\"");
    }
    return p;
}

} // namespace

const char* toString(LineEvent event) {
    return kLineKeys[static_cast<size_t>(event)];
}

std::vector<Personality> parsePersonalities(const nlohmann::json& json, const std::string& source) {
    const Reader r(source);
    if (!json.is_object()) {
        r.fail("(top)", "expected an object with a \"personalities\" array");
    }
    const auto& list = r.member(json, "(top)", "personalities");
    if (!list.is_array() || list.empty()) {
        r.fail("personalities", "expected a non-empty array");
    }
    std::vector<Personality> out;
    std::set<std::string> ids;
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = "personalities[" + std::to_string(i) + "]";
        const auto& obj = list[i];
        if (!obj.is_object()) {
            r.fail(path, "expected an object");
        }
        Personality p;
        p.id = r.text(obj, path, "id");
        for (char c : p.id) {
            if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) {
                r.fail(path + ".id", "use only a-z, 0-9, '-' and '_'");
            }
        }
        if (!ids.insert(p.id).second) {
            r.fail(path + ".id", "duplicate id \"" + p.id + "\"");
        }
        p.name = r.text(obj, path, "name");
        const std::string gender = r.text(obj, path, "gender", false, "masculine");
        if (gender != "masculine" && gender != "feminine") {
            r.fail(path + ".gender", "expected \"masculine\" or \"feminine\"");
        }
        p.gender = gender == "feminine" ? Gender::Feminine : Gender::Masculine;
        p.colour = parseColour(r, path + ".colour", r.text(obj, path, "colour"));
        p.description = r.text(obj, path, "description");
        p.trait = r.text(obj, path, "trait", false, "");
        p.play = parsePlay(r, r.member(obj, path, "play"), path + ".play");
        const auto& lines = r.member(obj, path, "lines");
        if (!lines.is_object()) {
            r.fail(path + ".lines", "expected an object");
        }
        for (int e = 0; e < kLineEventCount; ++e) {
            const std::string field = path + ".lines." + kLineKeys[static_cast<size_t>(e)];
            const auto& arr = r.member(lines, path + ".lines", kLineKeys[static_cast<size_t>(e)]);
            if (!arr.is_array() || arr.empty()) {
                r.fail(field, "expected a non-empty array of strings");
            }
            for (const auto& line : arr) {
                if (!line.is_string() || line.get<std::string>().empty()) {
                    r.fail(field, "expected a non-empty array of strings");
                }
                p.lines[static_cast<size_t>(e)].push_back(line.get<std::string>());
            }
        }
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<Personality> loadPersonalities(const std::filesystem::path& path) {
    std::string text;
    try {
        text = core::readSmallFile(path, core::FileKind::Personalities);
    } catch (const core::FileReadError& e) {
        throw PersonalityError(e.what());
    }
    if (const std::string deep = core::jsonDepthFault(text); !deep.empty()) {
        throw PersonalityError(path.string() + ": not valid JSON: " + deep);
    }
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        throw PersonalityError(path.string() + ": not valid JSON: " + e.what());
    }
    return parsePersonalities(json, path.string());
}

const std::vector<Personality>& defaultPersonalities() {
    static std::once_flag once;
    static std::vector<Personality> all;
    std::call_once(once,
                   [] { all = loadPersonalities(core::assetDirectory() / "personalities.json"); });
    return all;
}

const Personality* findPersonality(const std::vector<Personality>& all, const std::string& id) {
    for (const auto& p : all) {
        if (p.id == id) {
            return &p;
        }
    }
    return nullptr;
}

std::string personalityLine(const Personality& personality, LineEvent event, core::Rng& rng) {
    const auto& lines = personality.lines[static_cast<size_t>(event)];
    if (lines.empty()) {
        return {};
    }
    return i18n::tr(lines[static_cast<size_t>(rng.below(lines.size()))]);
}

} // namespace greed::ai
