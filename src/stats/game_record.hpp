// GameRecord: what the statistics keep of one game (rule set, players, every turn, result),
// taken from the match session's game; the same shape is read back from the database.
#pragma once

#include "core/game.hpp"
#include "session/match_session.hpp"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace greed::stats {

enum class GameStatus { Finished, Abandoned };
const char* toString(GameStatus status);

struct SeatRecord {
    core::PlayerInfo info;
    int score = 0;
    bool winner = false;
    int joinedAtTurn = 0;
    int leftAtTurn = -1;
    bool left = false;
    std::vector<core::TurnRecord> turns; // the player's history, in order
    bool operator==(const SeatRecord& o) const;
};

struct GameRecord {
    core::Rules rules;
    std::string started; // local time, "YYYY-MM-DD HH:MM"
    std::string ended;
    std::uint64_t seed = 0;
    GameStatus status = GameStatus::Finished;
    std::string matchFile; // the saved match (for its replay), empty when none
    std::vector<SeatRecord> seats;
    // Turns played by everyone.
    int turnCount() const;
    bool operator==(const GameRecord& o) const;
};

// The game of `match` as it stands: finished when it is over, else abandoned.
GameRecord recordOf(const session::MatchSession& match, const std::string& started,
                    const std::string& matchFile = {});

// False for a match in which nothing happened yet (no turn played, not over): not worth keeping.
bool worthRecording(const session::MatchSession& match);

// When the match in a match file began (its header's "created"), or now when unreadable.
std::string matchStarted(const std::filesystem::path& matchFile);

// A stable hash of a rule set (FNV-1a 64 of its canonical JSON), as 16 hex digits: two games
// share a rule set exactly when they share this.
std::string rulesHash(const std::string& rulesJson);
std::string rulesJsonText(const core::Rules& rules);

// The match's stable id (games.match_id): FNV-1a 64 over its rule set's hash, seed, start
// (the match file's "created"), the seats' players and every turn with its throws, as 16 hex
// digits. The match taken at its end by the game and the same match read back from its file
// (greed-cli stats record) get the same id, whatever the file's path or when it is recorded;
// the ending time and results are left out (results follow from the throws).
std::string matchId(const GameRecord& game);

} // namespace greed::stats
