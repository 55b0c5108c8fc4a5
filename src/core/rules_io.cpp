// Rules as JSON: parsing with field-precise errors, validation, writing, and the presets.
#include "rules_io.hpp"

#include "json_guard.hpp"
#include "paths.hpp"
#include "reach.hpp"
#include "scoring.hpp"
#include "small_file.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <set>
#include <system_error>

namespace greed::core {

using nlohmann::json;

namespace {

[[noreturn]] void fail(const std::string& source, const std::string& field,
                       const std::string& what) {
    throw RulesError(source + ": field '" + field + "': " + what);
}

std::string typeName(const json& value) {
    return value.type_name();
}

// Reads JSON objects field by field, remembering where it is for error messages.
class Reader {
public:
    Reader(const json& object, std::string source, std::string path)
        : m_object(object), m_source(std::move(source)), m_path(std::move(path)) {
        if (!m_object.is_object()) {
            fail(m_source, m_path.empty() ? "(top level)" : m_path,
                 "must be an object, not " + typeName(m_object));
        }
    }

    std::string field(const std::string& name) const {
        return m_path.empty() ? name : m_path + "." + name;
    }
    bool has(const std::string& name) const { return m_object.contains(name); }
    const json& raw(const std::string& name) const { return m_object.at(name); }
    const std::string& source() const { return m_source; }

    void allowOnly(std::initializer_list<const char*> names) const {
        for (const auto& item : m_object.items()) {
            if (std::none_of(names.begin(), names.end(),
                             [&](const char* n) { return item.key() == n; })) {
                fail(m_source, field(item.key()), "unknown field");
            }
        }
    }

    void require(const std::string& name) const {
        if (!has(name)) {
            fail(m_source, field(name), "is missing");
        }
    }

    int integer(const std::string& name, int fallback, int low, int high) const {
        if (!has(name)) {
            return fallback;
        }
        std::int64_t value = 0;
        const std::string fault = wholeNumberFault(raw(name), low, high, value);
        if (!fault.empty()) {
            fail(m_source, field(name), fault);
        }
        return static_cast<int>(value);
    }

    std::string text(const std::string& name, const std::string& fallback) const {
        if (!has(name)) {
            return fallback;
        }
        const json& v = raw(name);
        if (!v.is_string()) {
            fail(m_source, field(name), "must be a string, not " + typeName(v));
        }
        return v.get<std::string>();
    }

    bool flag(const std::string& name, bool fallback) const {
        if (!has(name)) {
            return fallback;
        }
        const json& v = raw(name);
        if (!v.is_boolean()) {
            fail(m_source, field(name), "must be true or false, not " + typeName(v));
        }
        return v.get<bool>();
    }

    template <typename Enum>
    Enum choice(const std::string& name, Enum fallback,
                std::initializer_list<std::pair<const char*, Enum>> options) const {
        if (!has(name)) {
            return fallback;
        }
        const std::string value = text(name, "");
        for (const auto& [word, e] : options) {
            if (value == word) {
                return e;
            }
        }
        std::string list;
        for (const auto& option : options) {
            list += (list.empty() ? "" : ", ") + std::string(option.first);
        }
        fail(m_source, field(name), "'" + value + "' is not one of: " + list);
    }

    const json& array(const std::string& name) const {
        const json& v = raw(name);
        if (!v.is_array()) {
            fail(m_source, field(name), "must be a list, not " + typeName(v));
        }
        return v;
    }

private:
    const json& m_object;
    std::string m_source;
    std::string m_path;
};

std::vector<std::string> defaultLabels(int faces) {
    std::vector<std::string> labels;
    for (int f = 1; f <= faces; ++f) {
        labels.push_back(std::to_string(f));
    }
    return labels;
}

bool labelsAreDefault(const Rules& rules) {
    return rules.faceLabels == defaultLabels(rules.faceCount);
}

// A face given as a number 1..F, a label, or (when allowed) "any" = 0.
Face parseFace(const json& value, const Rules& rules, const std::string& source,
               const std::string& field, bool allowAny) {
    if (value.is_number_integer()) {
        std::int64_t f = 0;
        if (!wholeNumberFault(value, 1, rules.faceCount, f).empty()) {
            fail(source, field,
                 "face " + value.dump() + " is outside 1.." + std::to_string(rules.faceCount));
        }
        return static_cast<Face>(f);
    }
    if (value.is_string()) {
        const auto text = value.get<std::string>();
        if (allowAny && text == "any") {
            return 0;
        }
        const auto it = std::find(rules.faceLabels.begin(), rules.faceLabels.end(), text);
        if (it != rules.faceLabels.end()) {
            return static_cast<Face>(it - rules.faceLabels.begin()) + 1;
        }
        fail(source, field, "'" + text + "' is not a face label" + (allowAny ? " or \"any\"" : ""));
    }
    fail(source, field, "must be a face number or label, not " + typeName(value));
}

json faceToJson(Face face, const Rules& rules) {
    if (face == 0) {
        return "any";
    }
    if (labelsAreDefault(rules)) {
        return face;
    }
    return rules.label(face);
}

void readFaces(const Reader& in, Rules& rules) {
    rules.diceCount = in.integer("dice", 5, 1, 10);
    rules.faceCount = in.integer("faces", 6, 2, 20);
    if (!in.has("labels")) {
        rules.faceLabels = defaultLabels(rules.faceCount);
        return;
    }
    const json& labels = in.array("labels");
    if (labels.size() != static_cast<size_t>(rules.faceCount)) {
        fail(in.source(), in.field("labels"),
             "has " + std::to_string(labels.size()) + " labels but faces is " +
                 std::to_string(rules.faceCount));
    }
    std::set<std::string> seen;
    for (size_t i = 0; i < labels.size(); ++i) {
        const std::string where = in.field("labels") + "[" + std::to_string(i) + "]";
        if (!labels[i].is_string() || labels[i].get<std::string>().empty()) {
            fail(in.source(), where, "must be a non-empty string");
        }
        const auto label = labels[i].get<std::string>();
        if (label == "any" || !seen.insert(label).second) {
            fail(in.source(), where, "'" + label + "' is reserved or used twice");
        }
        rules.faceLabels.push_back(label);
    }
}

void readSingles(const Reader& in, Rules& rules) {
    if (!in.has("singles")) {
        return;
    }
    const json& list = in.array("singles");
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = in.field("singles") + "[" + std::to_string(i) + "]";
        Reader item(list[i], in.source(), path);
        item.allowOnly({"face", "points"});
        item.require("face");
        item.require("points");
        SingleScore single;
        single.face = parseFace(item.raw("face"), rules, in.source(), item.field("face"), false);
        single.points = item.integer("points", 0, 1, 1000000);
        rules.singles.push_back(single);
    }
}

void readKinds(const Reader& in, Rules& rules) {
    if (!in.has("kinds")) {
        return;
    }
    const json& list = in.array("kinds");
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = in.field("kinds") + "[" + std::to_string(i) + "]";
        Reader item(list[i], in.source(), path);
        item.allowOnly({"face", "count", "points", "multiplier"});
        item.require("face");
        item.require("count");
        KindScore kind;
        kind.face = parseFace(item.raw("face"), rules, in.source(), item.field("face"), true);
        kind.count = item.integer("count", 3, 2, rules.diceCount);
        if (item.has("points") == item.has("multiplier")) {
            fail(in.source(), path, "needs exactly one of 'points' and 'multiplier'");
        }
        if (item.has("points")) {
            kind.points = item.integer("points", 0, -1000000, 1000000);
            if (*kind.points == 0) {
                fail(in.source(), item.field("points"), "must not be 0");
            }
        } else {
            kind.multiplier = item.integer("multiplier", 2, 1, 100);
        }
        rules.kinds.push_back(kind);
    }
}

void readCombos(const Reader& in, Rules& rules) {
    if (!in.has("combos")) {
        return;
    }
    const json& list = in.array("combos");
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string path = in.field("combos") + "[" + std::to_string(i) + "]";
        Reader item(list[i], in.source(), path);
        item.allowOnly({"name", "straight", "groups", "size", "sets", "points"});
        item.require("name");
        item.require("points");
        ComboScore combo;
        combo.name = item.text("name", "");
        combo.points = item.integer("points", 0, 1, 1000000);
        const int forms = (item.has("straight") ? 1 : 0) + (item.has("groups") ? 1 : 0) +
                          (item.has("sets") ? 1 : 0);
        if (forms != 1) {
            fail(in.source(), path,
                 "needs exactly one of 'straight' (a list of faces), 'groups' (with 'size') and "
                 "'sets' (a list of group sizes)");
        }
        if (item.has("size") && !item.has("groups")) {
            fail(in.source(), item.field("size"), "belongs with 'groups'");
        }
        if (item.has("sets")) {
            combo.kind = ComboScore::Kind::Sets;
            const json& sizes = item.array("sets");
            for (size_t k = 0; k < sizes.size(); ++k) {
                std::int64_t n = 0;
                const std::string fault = wholeNumberFault(sizes[k], 1, rules.diceCount, n);
                if (!fault.empty()) {
                    fail(in.source(), item.field("sets") + "[" + std::to_string(k) + "]", fault);
                }
                combo.sets.push_back(static_cast<int>(n));
            }
            // Largest first: the same combination written in any order is the same rule.
            std::sort(combo.sets.rbegin(), combo.sets.rend());
        } else if (item.has("straight")) {
            combo.kind = ComboScore::Kind::Straight;
            const json& faces = item.array("straight");
            for (size_t k = 0; k < faces.size(); ++k) {
                const std::string where = item.field("straight") + "[" + std::to_string(k) + "]";
                combo.faces.push_back(parseFace(faces[k], rules, in.source(), where, false));
            }
        } else {
            item.require("size");
            combo.kind = ComboScore::Kind::Groups;
            combo.groups = item.integer("groups", 1, 1, rules.diceCount);
            combo.size = item.integer("size", 1, 1, rules.diceCount);
        }
        rules.combos.push_back(combo);
    }
}

void readBustStreak(const Reader& in, Rules& rules) {
    if (!in.has("bustStreak")) {
        return;
    }
    Reader streak(in.raw("bustStreak"), in.source(), in.field("bustStreak"));
    streak.allowOnly({"count", "penalty"});
    streak.require("count");
    streak.require("penalty");
    rules.bustStreak.count = streak.integer("count", 0, 1, kMaxBustStreak);
    rules.bustStreak.penalty = streak.integer("penalty", 0, 1, 1000000);
}

void readEntry(const Reader& in, Rules& rules) {
    if (!in.has("entry")) {
        return;
    }
    Reader entry(in.raw("entry"), in.source(), in.field("entry"));
    entry.allowOnly({"rule", "minimum"});
    rules.entryRule = entry.choice<EntryRule>("rule", EntryRule::None,
                                              {{"none", EntryRule::None},
                                               {"turn-total", EntryRule::TurnTotal},
                                               {"first-roll", EntryRule::FirstRoll},
                                               {"first-bank", EntryRule::FirstBank}});
    rules.entryMinimum = entry.integer("minimum", 0, 0, 1000000);
    if (rules.entryRule != EntryRule::None && rules.entryMinimum == 0) {
        fail(in.source(), entry.field("minimum"), "must be above 0 when an entry rule is set");
    }
}

} // namespace

void validateRules(const Rules& rules, const std::string& source) {
    if (rules.diceCount < 1 || rules.diceCount > 10) {
        fail(source, "dice", "must be between 1 and 10");
    }
    if (rules.faceCount < 2 || rules.faceCount > 20) {
        fail(source, "faces", "must be between 2 and 20");
    }
    if (rules.faceLabels.size() != static_cast<size_t>(rules.faceCount)) {
        fail(source, "labels", "must have one label per face");
    }
    auto faceInRange = [&](Face face, bool allowAny) {
        return (allowAny && face == 0) || (face >= 1 && face <= rules.faceCount);
    };
    std::set<Face> singleFaces;
    for (const auto& single : rules.singles) {
        if (!faceInRange(single.face, false)) {
            fail(source, "singles",
                 "face " + std::to_string(single.face) + " is outside 1.." +
                     std::to_string(rules.faceCount));
        }
        if (single.points <= 0) {
            fail(source, "singles", "points must be above 0");
        }
        if (!singleFaces.insert(single.face).second) {
            fail(source, "singles", "face '" + rules.label(single.face) + "' is listed twice");
        }
    }
    std::set<std::pair<Face, int>> kindKeys;
    for (const auto& kind : rules.kinds) {
        if (!faceInRange(kind.face, true)) {
            fail(source, "kinds",
                 "face " + std::to_string(kind.face) + " is outside 1.." +
                     std::to_string(rules.faceCount));
        }
        if (kind.count < 2 || kind.count > rules.diceCount) {
            fail(source, "kinds",
                 "count " + std::to_string(kind.count) + " must be 2.." +
                     std::to_string(rules.diceCount));
        }
        if (kind.points.has_value() == kind.multiplier.has_value()) {
            fail(source, "kinds", "each kind needs exactly one of 'points' and 'multiplier'");
        }
        if ((kind.points && *kind.points == 0) || (kind.multiplier && *kind.multiplier < 1)) {
            fail(source, "kinds", "points must not be 0 and a multiplier must be at least 1");
        }
        if (!kindKeys.insert({kind.face, kind.count}).second) {
            fail(source, "kinds",
                 "two entries for " + std::to_string(kind.count) + " of face " +
                     (kind.face == 0 ? std::string("any") : rules.label(kind.face)));
        }
    }
    // Multipliers compound: bound every kind a roll can reach (kindValue caps, never wraps).
    for (size_t i = 0; i < rules.kinds.size(); ++i) {
        const KindScore& kind = rules.kinds[i];
        for (Face face = 1; face <= rules.faceCount; ++face) {
            if ((kind.face == 0 || kind.face == face) &&
                kindValue(rules, face, kind.count) > kMaxKindPoints) {
                fail(source, "kinds[" + std::to_string(i) + "]",
                     std::to_string(kind.count) + " of face " + rules.label(face) +
                         " would score more than " + std::to_string(kMaxKindPoints) +
                         " points (the multipliers compound); use smaller multipliers");
            }
        }
    }
    for (const auto& combo : rules.combos) {
        for (Face f : combo.faces) {
            if (!faceInRange(f, false)) {
                fail(source, "combos", "'" + combo.name + "' uses a face outside the dice");
            }
        }
        if (combo.points <= 0) {
            fail(source, "combos", "'" + combo.name + "' must score above 0");
        }
        const int dice = combo.diceUsed();
        if (dice < 2 || dice > rules.diceCount) {
            fail(source, "combos",
                 "'" + combo.name + "' needs " + std::to_string(dice) + " dice; it must use 2.." +
                     std::to_string(rules.diceCount));
        }
        std::set<Face> distinct(combo.faces.begin(), combo.faces.end());
        if (distinct.size() != combo.faces.size()) {
            fail(source, "combos", "'" + combo.name + "' lists a face twice");
        }
        if ((combo.kind == ComboScore::Kind::Groups && combo.groups > rules.faceCount) ||
            (combo.kind == ComboScore::Kind::Sets &&
             static_cast<int>(combo.sets.size()) > rules.faceCount)) {
            fail(source, "combos",
                 "'" + combo.name + "' needs more different faces than a die has");
        }
        if (combo.kind == ComboScore::Kind::Sets &&
            (combo.sets.size() < 2 ||
             std::any_of(combo.sets.begin(), combo.sets.end(), [](int n) { return n < 1; }))) {
            fail(source, "combos",
                 "'" + combo.name + "' needs at least two groups of at least one die each");
        }
    }
    if (rules.singles.empty() && rules.kinds.empty() && rules.combos.empty()) {
        fail(source, "singles", "no scoring at all: give singles, kinds or combos");
    }
    if (rules.keepPolicy == KeepPolicy::Choose && rules.rerollPolicy == RerollPolicy::All) {
        fail(source, "reroll", "'all' needs keep 'auto' (nothing is set aside)");
    }
    if (rules.entryMinimum < 0) {
        fail(source, "entry.minimum", "must not be negative");
    }
    if (rules.bankMinimum < 0) {
        fail(source, "bankMinimum", "must not be negative");
    }
    if (rules.target < 1) {
        fail(source, "target", "must be above 0");
    }
    if (rules.bustStreak.count != 0 || rules.bustStreak.penalty != 0) {
        if (rules.bustStreak.count < 1 || rules.bustStreak.count > kMaxBustStreak) {
            fail(source, "bustStreak.count",
                 "must be between 1 and " + std::to_string(kMaxBustStreak));
        }
        if (rules.bustStreak.penalty < 1 || rules.bustStreak.penalty > 1000000) {
            fail(source, "bustStreak.penalty", "must be between 1 and 1000000");
        }
    }
    if (rules.minPlayers < 1 || rules.maxPlayers > 8 || rules.minPlayers > rules.maxPlayers) {
        fail(source, "players", "needs 1 <= min <= max <= 8");
    }
    // Last: the check scores throws, so everything it reads must already be sound.
    if (const auto endless = endlessFault(rules)) {
        fail(source, endless->field, endless->what);
    }
}

Rules rulesFromJson(const json& document, const std::string& source) {
    Reader in(document, source, "");
    in.allowOnly({"id",       "name",        "summary",     "dice",     "faces",
                  "labels",   "singles",     "kinds",       "combos",   "keep",
                  "reroll",   "entry",       "bankMinimum", "target",   "end",
                  "tieBreak", "adoptPoints", "bustStreak",  "bustWord", "players"});
    Rules rules;
    rules.id = in.text("id", "custom");
    rules.name = in.text("name", rules.id);
    rules.summary = in.text("summary", "");
    readFaces(in, rules);
    readSingles(in, rules);
    readKinds(in, rules);
    readCombos(in, rules);
    rules.keepPolicy = in.choice<KeepPolicy>(
        "keep", KeepPolicy::Auto, {{"auto", KeepPolicy::Auto}, {"choose", KeepPolicy::Choose}});
    rules.rerollPolicy = in.choice<RerollPolicy>(
        "reroll", RerollPolicy::Remaining,
        {{"remaining", RerollPolicy::Remaining}, {"all", RerollPolicy::All}});
    readEntry(in, rules);
    rules.bankMinimum = in.integer("bankMinimum", 0, 0, 1000000);
    rules.target = in.integer("target", 3000, 1, 100000000);
    rules.endPolicy = in.choice<EndPolicy>("end", EndPolicy::FinalRound,
                                           {{"final-round", EndPolicy::FinalRound},
                                            {"equal-turns", EndPolicy::EqualTurns},
                                            {"immediate", EndPolicy::Immediate}});
    rules.tieBreak = in.flag("tieBreak", false);
    rules.adoptPoints = in.flag("adoptPoints", false);
    readBustStreak(in, rules);
    rules.bustWord = in.choice<BustWord>("bustWord", BustWord::Bust,
                                         {{"bust", BustWord::Bust}, {"farkle", BustWord::Farkle}});
    if (in.has("players")) {
        Reader players(in.raw("players"), source, "players");
        players.allowOnly({"min", "max"});
        rules.minPlayers = players.integer("min", 1, 1, 8);
        rules.maxPlayers = players.integer("max", 8, 1, 8);
    }
    validateRules(rules, source);
    return rules;
}

json rulesToJson(const Rules& rules) {
    json out;
    out["id"] = rules.id;
    out["name"] = rules.name;
    out["summary"] = rules.summary;
    out["dice"] = rules.diceCount;
    out["faces"] = rules.faceCount;
    out["labels"] = rules.faceLabels;
    out["singles"] = json::array();
    for (const auto& single : rules.singles) {
        out["singles"].push_back(
            {{"face", faceToJson(single.face, rules)}, {"points", single.points}});
    }
    out["kinds"] = json::array();
    for (const auto& kind : rules.kinds) {
        json item{{"face", faceToJson(kind.face, rules)}, {"count", kind.count}};
        if (kind.points) {
            item["points"] = *kind.points;
        } else {
            item["multiplier"] = kind.multiplier.value_or(1);
        }
        out["kinds"].push_back(item);
    }
    out["combos"] = json::array();
    for (const auto& combo : rules.combos) {
        json item{{"name", combo.name}, {"points", combo.points}};
        if (combo.kind == ComboScore::Kind::Straight) {
            item["straight"] = json::array();
            for (Face f : combo.faces) {
                item["straight"].push_back(faceToJson(f, rules));
            }
        } else if (combo.kind == ComboScore::Kind::Sets) {
            item["sets"] = combo.sets;
        } else {
            item["groups"] = combo.groups;
            item["size"] = combo.size;
        }
        out["combos"].push_back(item);
    }
    out["keep"] = toString(rules.keepPolicy);
    out["reroll"] = toString(rules.rerollPolicy);
    out["entry"] = {{"rule", toString(rules.entryRule)}, {"minimum", rules.entryMinimum}};
    out["bankMinimum"] = rules.bankMinimum;
    out["target"] = rules.target;
    out["end"] = toString(rules.endPolicy);
    out["tieBreak"] = rules.tieBreak;
    out["adoptPoints"] = rules.adoptPoints;
    // Written only when on, so a rule set without it keeps the text (and so the fingerprint
    // that keys statistics and solver caches) it had before the field existed.
    if (rules.bustStreak.on()) {
        out["bustStreak"] = {{"count", rules.bustStreak.count},
                             {"penalty", rules.bustStreak.penalty}};
    }
    // Written only when not the default, as bustStreak: a rule file without it keeps its text.
    if (rules.bustWord != BustWord::Bust) {
        out["bustWord"] = toString(rules.bustWord);
    }
    out["players"] = {{"min", rules.minPlayers}, {"max", rules.maxPlayers}};
    return out;
}

json rulesIdentityJson(const Rules& rules) {
    json out = rulesToJson(rules);
    out.erase("bustWord");
    return out;
}

Rules loadRulesFile(const std::filesystem::path& path) {
    const std::string source = path.string();
    std::string text;
    try {
        text = readSmallFile(path, FileKind::Rules);
    } catch (const FileReadError& error) {
        throw RulesError(error.cannotOpen() ? source + ": cannot open the rule file"
                                            : error.what());
    }
    if (const std::string deep = jsonDepthFault(text); !deep.empty()) {
        throw RulesError(source + ": not valid JSON (" + deep + ")");
    }
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        throw RulesError(source + ": not valid JSON (byte " + std::to_string(error.byte) + ")");
    }
    return rulesFromJson(document, source);
}

std::vector<std::string> presetNames() {
    return presetFileNames(assetDirectory() / "rules");
}

Rules loadPreset(const std::string& name) {
    const auto names = presetNames();
    if (std::find(names.begin(), names.end(), name) == names.end()) {
        throw RulesError("no preset named '" + name + "'");
    }
    return loadRulesFile(assetDirectory() / "rules" / (name + ".json"));
}

Rules resolveRules(const std::string& nameOrFile) {
    const auto names = presetNames();
    if (std::find(names.begin(), names.end(), nameOrFile) != names.end()) {
        return loadPreset(nameOrFile);
    }
    if (std::filesystem::exists(nameOrFile)) {
        return loadRulesFile(nameOrFile);
    }
    std::string list;
    for (const auto& n : names) {
        list += (list.empty() ? "" : ", ") + n;
    }
    throw RulesError("'" + nameOrFile + "' is neither a preset (" + list + ") nor a rule file");
}

} // namespace greed::core
