// Game <-> JSON: the save-file format (also used by replays), written atomically.
#include "save.hpp"

#include "json_guard.hpp"
#include "player_name.hpp"
#include "rules_io.hpp"
#include "small_file.hpp"

#include <nlohmann/json.hpp>

#include <climits>
#include <cstdio>
#include <fstream>

namespace greed::core {

using nlohmann::json;

namespace {

constexpr const char* kFormat = "greed-save";
constexpr int kVersion = 1;

// A field whose value is of the wrong type or out of range; gameFromJson adds the file's name.
class FieldFault : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A whole number from `low` to `high` (an int by default), checked before it is converted.
int wholeNumber(const json& value, const std::string& field, int low = INT_MIN,
                int high = INT_MAX) {
    std::int64_t out = 0;
    const std::string fault = wholeNumberFault(value, low, high, out);
    if (!fault.empty()) {
        throw FieldFault("field '" + field + "' " + fault);
    }
    return static_cast<int>(out);
}

int intAt(const json& object, const char* field) {
    return wholeNumber(object.at(field), field);
}

int intAt(const json& object, const char* field, int fallback) {
    return object.contains(field) ? intAt(object, field) : fallback;
}

std::vector<int> intsAt(const json& object, const char* field) {
    const json& list = object.at(field);
    if (!list.is_array()) {
        throw FieldFault(std::string("field '") + field + "' must be a list, not " +
                         list.type_name());
    }
    std::vector<int> out;
    out.reserve(list.size());
    for (const json& item : list) {
        out.push_back(wholeNumber(item, field));
    }
    return out;
}

template <typename Enum> Enum enumFrom(const json& value, int last, const std::string& what) {
    const int n = wholeNumber(value, what);
    if (n < 0 || n > last) {
        throw SaveError(what + " " + std::to_string(n) + " is out of range");
    }
    return static_cast<Enum>(n);
}

json turnToJson(const TurnRecord& turn) {
    json rolls = json::array();
    for (const auto& roll : turn.rolls) {
        rolls.push_back({{"faces", roll.faces}, {"kept", roll.kept}, {"points", roll.points}});
    }
    json out{{"turn", turn.turn},
             {"rolls", rolls},
             {"adopted", turn.adopted},
             {"turnTotal", turn.turnTotal},
             {"delta", turn.delta},
             {"end", toString(turn.end)},
             {"scoreAfter", turn.scoreAfter},
             {"tieBreak", turn.tieBreak}};
    if (turn.streakPenalty != 0) { // only under a busts-in-a-row rule: older saves lack it
        out["streakPenalty"] = turn.streakPenalty;
    }
    return out;
}

TurnEnd turnEndFrom(const std::string& text) {
    for (TurnEnd end :
         {TurnEnd::Banked, TurnEnd::Bust, TurnEnd::Penalty, TurnEnd::EntryFailed, TurnEnd::Left}) {
        if (text == toString(end)) {
            return end;
        }
    }
    throw SaveError("unknown turn end '" + text + "'");
}

TurnRecord turnFromJson(const json& j) {
    TurnRecord turn;
    turn.turn = intAt(j, "turn");
    for (const auto& r : j.at("rolls")) {
        turn.rolls.push_back({intsAt(r, "faces"), intsAt(r, "kept"), intAt(r, "points")});
    }
    turn.adopted = intAt(j, "adopted");
    turn.turnTotal = intAt(j, "turnTotal");
    turn.delta = intAt(j, "delta");
    turn.end = turnEndFrom(j.at("end").get<std::string>());
    turn.scoreAfter = intAt(j, "scoreAfter");
    turn.tieBreak = j.at("tieBreak").get<bool>();
    if (j.contains("streakPenalty")) {
        turn.streakPenalty = intAt(j, "streakPenalty");
    }
    return turn;
}

} // namespace

// Reads and writes Game's private state for the save format.
struct GameAccess {
    static json toJson(const Game& g) {
        json players = json::array();
        for (const auto& p : g.m_players) {
            json history = json::array();
            for (const auto& turn : p.history) {
                history.push_back(turnToJson(turn));
            }
            players.push_back({{"name", p.info.name},
                               {"computer", p.info.kind == PlayerKind::Computer},
                               {"personality", p.info.personality},
                               {"score", p.score},
                               {"entered", p.entered},
                               {"left", p.left},
                               {"joinedAtTurn", p.joinedAtTurn},
                               {"leftAtTurn", p.leftAtTurn},
                               {"history", history}});
        }
        json state{{"phase", static_cast<int>(g.m_phase)},
                   {"first", g.m_first},
                   {"current", g.m_current},
                   {"turnTotal", g.m_turnTotal},
                   {"diceLeft", g.m_diceLeft},
                   {"rollsThisTurn", g.m_rollsThisTurn},
                   {"lastRoll", g.m_lastRoll},
                   {"setAside", g.m_setAside},
                   {"turn", turnToJson(g.m_turn)},
                   {"offerPoints", g.m_offerPoints},
                   {"offerDice", g.m_offerDice},
                   {"endTriggered", g.m_endTriggered},
                   {"trigger", g.m_trigger},
                   {"tieBreak", g.m_tieBreak},
                   {"pending", g.m_pending},
                   {"winners", g.m_winners}};
        return {{"format", kFormat},
                {"version", kVersion},
                {"rules", rulesToJson(g.rules())},
                {"players", players},
                {"state", state}};
    }

    static Game fromJson(const json& j, const std::string& source) {
        if (!j.is_object() || j.value("format", std::string()) != kFormat) {
            throw SaveError(source + ": not a Greed save file");
        }
        if (intAt(j, "version") != kVersion) {
            throw SaveError(
                source + ": save format version " + std::to_string(intAt(j, "version")) +
                " is not supported (this game reads version " + std::to_string(kVersion) + ")");
        }
        Game g(rulesFromJson(j.at("rules"), source + " (rules)"));
        for (const auto& p : j.at("players")) {
            PlayerState player;
            // Saves from older versions may hold any name: repaired, as match files are.
            player.info.name = repairName(p.at("name").get<std::string>());
            if (player.info.name.empty()) {
                throw SaveError(source + ": a player without a usable name");
            }
            player.info.kind =
                p.at("computer").get<bool>() ? PlayerKind::Computer : PlayerKind::Human;
            player.info.personality = p.at("personality").get<std::string>();
            player.score = intAt(p, "score");
            player.entered = p.at("entered").get<bool>();
            player.left = p.at("left").get<bool>();
            // Added within version 1: saves from before players could join lack them.
            player.joinedAtTurn = intAt(p, "joinedAtTurn", 0);
            player.leftAtTurn = intAt(p, "leftAtTurn", -1);
            for (const auto& turn : p.at("history")) {
                player.history.push_back(turnFromJson(turn));
            }
            g.m_players.push_back(std::move(player));
        }
        const json& s = j.at("state");
        g.m_phase = enumFrom<Phase>(s.at("phase"), static_cast<int>(Phase::GameOver), "phase");
        g.m_first = intAt(s, "first");
        g.m_current = intAt(s, "current");
        g.m_turnTotal = intAt(s, "turnTotal");
        g.m_diceLeft = intAt(s, "diceLeft");
        g.m_rollsThisTurn = intAt(s, "rollsThisTurn");
        g.m_lastRoll = intsAt(s, "lastRoll");
        g.m_setAside = intsAt(s, "setAside");
        g.m_turn = turnFromJson(s.at("turn"));
        g.m_offerPoints = intAt(s, "offerPoints");
        g.m_offerDice = intAt(s, "offerDice");
        g.m_endTriggered = s.at("endTriggered").get<bool>();
        g.m_trigger = intAt(s, "trigger");
        g.m_tieBreak = s.at("tieBreak").get<bool>();
        g.m_pending = s.at("pending").get<std::vector<bool>>();
        g.m_winners = intsAt(s, "winners");
        check(g, source);
        g.m_rollsPlayed = g.countRolls();
        if (g.m_phase == Phase::ChooseKeep) {
            g.m_keepOptions = g.m_scorer.keepOptions(g.m_lastRoll);
        }
        return g;
    }

    // The loaded numbers must describe a game this engine could have reached.
    static void check(const Game& g, const std::string& source) {
        const int n = g.playerCount();
        auto bad = [&](const std::string& what) {
            throw SaveError(source + ": " + what);
        };
        if (g.m_phase != Phase::Setup && (n == 0 || g.m_current < 0 || g.m_current >= n)) {
            bad("the current player is not at the table");
        }
        if (g.m_first < 0 || (n > 0 && g.m_first >= n)) {
            bad("the first player is not at the table");
        }
        if (g.m_phase != Phase::Setup && static_cast<int>(g.m_pending.size()) != n) {
            bad("the end-of-game bookkeeping does not match the players");
        }
        if (g.m_diceLeft < 0 || g.m_diceLeft > g.rules().diceCount) {
            bad("dice left is out of range");
        }
        for (Face f : g.m_lastRoll) {
            if (f < 1 || f > g.rules().faceCount) {
                bad("the last roll has a face that is not on the dice");
            }
        }
        const int turns = g.turnsPlayed();
        for (const auto& p : g.m_players) {
            if (p.joinedAtTurn < 0 || p.joinedAtTurn > turns) {
                bad("player '" + p.info.name + "' joined at a turn the game has not reached");
            }
            // -1 for a player who left is an older save that did not record when.
            if (p.leftAtTurn < -1 || p.leftAtTurn > turns || (!p.left && p.leftAtTurn != -1) ||
                (p.leftAtTurn >= 0 && p.leftAtTurn < p.joinedAtTurn)) {
                bad("player '" + p.info.name + "' has a leaving turn that does not fit the game");
            }
            // In 64 bits: each delta fits an int, their sum in a hostile file may not.
            std::int64_t sum = 0;
            for (const auto& turn : p.history) {
                sum += turn.delta;
            }
            if (sum != p.score || p.score < -kScoreLimit || p.score > kScoreLimit) {
                bad("player '" + p.info.name + "' has a score that does not match their history");
            }
        }
        for (int w : g.m_winners) {
            if (w < 0 || w >= n) {
                bad("a winner is not at the table");
            }
        }
    }
};

json gameToJson(const Game& game) {
    return GameAccess::toJson(game);
}

Game gameFromJson(const json& document, const std::string& source) {
    try {
        return GameAccess::fromJson(document, source);
    } catch (const FieldFault& error) {
        throw SaveError(source + ": " + error.what());
    } catch (const json::exception& error) {
        throw SaveError(source + ": damaged save file (" + error.what() + ")");
    } catch (const RulesError& error) {
        throw SaveError(std::string("save file rules: ") + error.what());
    }
}

std::string saveGameText(const Game& game) {
    return gameToJson(game).dump(1) + "\n";
}

Game loadGameText(const std::string& text, const std::string& source) {
    if (const std::string deep = jsonDepthFault(text); !deep.empty()) {
        throw SaveError(source + ": damaged save file (" + deep + ")");
    }
    json document;
    try {
        document = json::parse(text);
    } catch (const json::parse_error& error) {
        throw SaveError(source + ": damaged or truncated save file (not valid JSON at byte " +
                        std::to_string(error.byte) + ")");
    }
    return gameFromJson(document, source);
}

void saveGameFile(const Game& game, const std::filesystem::path& path) {
    const std::string text = saveGameText(game);
    const std::filesystem::path temp = path.string() + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) {
            throw SaveError(path.string() + ": cannot write the save file");
        }
        out << text;
        out.flush();
        if (!out) {
            out.close();
            std::filesystem::remove(temp);
            throw SaveError(path.string() + ": writing the save file failed");
        }
    }
    std::error_code error;
    std::filesystem::rename(temp, path, error);
    if (error) {
        std::filesystem::remove(temp);
        throw SaveError(path.string() + ": cannot replace the save file (" + error.message() + ")");
    }
}

Game loadGameFile(const std::filesystem::path& path) {
    std::string text;
    try {
        text = readSmallFile(path, FileKind::Save);
    } catch (const FileReadError& error) {
        throw SaveError(error.cannotOpen() ? path.string() + ": cannot open the save file"
                                           : error.what());
    }
    return loadGameText(text, path.string());
}

} // namespace greed::core
