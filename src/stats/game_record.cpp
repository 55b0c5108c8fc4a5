// GameRecord from a match session, its equality, and the rule set's hash.
#include "stats/game_record.hpp"

#include "core/fingerprint.hpp"
#include "core/json_guard.hpp"
#include "core/rules_io.hpp"
#include "core/small_file.hpp"
#include "session/match_file.hpp"
#include "stats/dice_tally.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace greed::stats {

const char* toString(GameStatus status) {
    return status == GameStatus::Finished ? "finished" : "abandoned";
}

bool SeatRecord::operator==(const SeatRecord& o) const {
    return info == o.info && score == o.score && winner == o.winner &&
           joinedAtTurn == o.joinedAtTurn && leftAtTurn == o.leftAtTurn && left == o.left &&
           turns == o.turns;
}

int GameRecord::turnCount() const {
    int n = 0;
    for (const auto& s : seats) {
        n += static_cast<int>(s.turns.size());
    }
    return n;
}

bool GameRecord::operator==(const GameRecord& o) const {
    return rules == o.rules && started == o.started && ended == o.ended && seed == o.seed &&
           status == o.status && matchFile == o.matchFile && seats == o.seats;
}

GameRecord recordOf(const session::MatchSession& match, const std::string& started,
                    const std::string& matchFile) {
    const core::Game& game = match.game();
    GameRecord r;
    r.rules = game.rules();
    r.started = started;
    r.ended = session::localTimeText();
    r.seed = match.setup().seed;
    // A game everyone else left before its end has no winner: it counts as abandoned.
    const bool finished = match.over() && !game.endedEarly();
    r.status = finished ? GameStatus::Finished : GameStatus::Abandoned;
    r.matchFile = matchFile;
    const std::vector<int> winners = finished ? game.winners() : std::vector<int>{};
    for (int i = 0; i < game.playerCount(); ++i) {
        const auto& p = game.players()[static_cast<std::size_t>(i)];
        SeatRecord s;
        s.info = p.info;
        s.score = p.score;
        s.winner = std::find(winners.begin(), winners.end(), i) != winners.end();
        s.joinedAtTurn = p.joinedAtTurn;
        s.leftAtTurn = p.leftAtTurn;
        s.left = p.left;
        s.turns = p.history;
        r.seats.push_back(std::move(s));
    }
    return r;
}

bool worthRecording(const session::MatchSession& match) {
    return match.game().turnsPlayed() > 0 || match.over();
}

std::string matchStarted(const std::filesystem::path& matchFile) {
    // Only the header line: reading the whole match would cost more than recording it.
    std::string header;
    try {
        header = core::readFirstLine(matchFile, core::FileKind::Match);
    } catch (const core::FileReadError&) {
        header.clear(); // the match file's own reader names the fault; here it is only a date
    }
    if (core::jsonDepthFault(header).empty()) {
        const auto json = nlohmann::json::parse(header, nullptr, false);
        if (json.is_object() && json.contains("created") && json["created"].is_string()) {
            return json["created"].get<std::string>();
        }
    }
    return session::localTimeText();
}

std::string rulesJsonText(const core::Rules& rules) {
    // nlohmann's objects keep their keys sorted, so the dump is canonical. What is played, not
    // what a bust is called: a rule set keeps its statistics whatever its players call a bust.
    return core::rulesIdentityJson(rules).dump();
}

std::string matchId(const GameRecord& game) {
    // Fields end with a separator no name or number contains, so no two matches share a text.
    std::string text = "greed-match-1\x1f" + rulesHash(rulesJsonText(game.rules)) + "\x1f" +
                       std::to_string(game.seed) + "\x1f" + game.started + "\x1e";
    const auto add = [&text](const std::string& field) {
        text += field + "\x1f";
    };
    for (const auto& s : game.seats) {
        add(s.info.name);
        add(s.info.kind == core::PlayerKind::Human ? "human" : "computer");
        add(s.info.personality);
        add(std::to_string(s.joinedAtTurn) + "," + std::to_string(s.leftAtTurn) + "," +
            std::to_string(s.left ? 1 : 0));
        for (const auto& t : s.turns) {
            add(std::to_string(t.turn) + "," + std::to_string(t.adopted) + "," +
                std::to_string(t.turnTotal) + "," + std::to_string(t.delta) + "," +
                core::toString(t.end) + "," + std::to_string(t.scoreAfter) + "," +
                std::to_string(t.tieBreak ? 1 : 0));
            for (const auto& r : t.rolls) {
                add(facesText(r.faces) + "/" + facesText(r.kept) + "/" + std::to_string(r.points));
            }
        }
        text += "\x1e";
    }
    return rulesHash(text);
}

std::string rulesHash(const std::string& rulesJson) {
    return core::fingerprintText(rulesJson);
}

} // namespace greed::stats
