// Queries over the statistics database: players and their figures, head-to-head against each
// computer personality, rule sets, and the list of past games.
#pragma once

#include "stats/sqlite.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace greed::stats {

struct PlayerKey {
    std::int64_t id = 0;
    std::string name;
    bool human = true;
    std::string personality; // computer players
    int games = 0;           // every game played, finished or not
    // "Ann", or "Rex (reckless)" for a computer player.
    std::string label() const;
};

// Figures over finished games (abandoned games count only in `abandoned` and the turn figures).
struct PlayerSummary {
    PlayerKey player;
    int games = 0;
    int wins = 0;
    int abandoned = 0;
    double winRate = 0;       // wins / games
    double recentWinRate = 0; // over the last kRecentGames finished games
    int bestTurn = 0;         // most points banked in one turn
    int turns = 0;
    double pointsPerTurn = 0; // the score's change per turn, busts and penalties included
    double bustRate = 0;      // turns that ended in a bust
    int longestWinStreak = 0;
    // After each finished game, oldest first: the win rate so far, and over the last
    // kRecentGames games (the trend plot's two lines).
    std::vector<double> cumulative;
    std::vector<double> recent;
    std::vector<bool> won; // each finished game, oldest first: whether the player won it
    static constexpr int kRecentGames = 10;
    // "rising", "falling" or "steady": the recent win rate against the overall one.
    std::string trendWord() const;
};

struct HeadToHead {
    std::string personality; // the computer opponent's personality id
    std::string name;        // the name it last played under against the player ("Tim")
    int games = 0;           // finished games with both at the table
    int wins = 0;            // won by the player
    int theirWins = 0;       // won by the personality
};

struct RuleSetLine {
    std::string name;
    std::string hash;
    int games = 0;       // finished games under these rules, anyone's
    int playerGames = 0; // of them with the player
    int playerWins = 0;
};

struct SeatLine {
    std::string name;
    bool human = true;
    int score = 0;
    bool winner = false;
};

struct GameLine {
    std::int64_t id = 0;
    std::string started;
    std::string ended;
    std::string rules;
    bool finished = true;
    int turns = 0;
    std::string matchFile; // its replay, when it was saved
    std::vector<SeatLine> seats;
};

// Players with the most games first; people before computer players.
std::vector<PlayerKey> listPlayers(const Database& db);
std::optional<PlayerSummary> playerSummary(const Database& db, std::int64_t player);
std::vector<HeadToHead> headToHead(const Database& db, std::int64_t player);
std::vector<RuleSetLine> ruleSets(const Database& db, std::int64_t player);
// Newest first.
std::vector<GameLine> pastGames(const Database& db, int limit, int offset = 0);
int gameCount(const Database& db);

} // namespace greed::stats
