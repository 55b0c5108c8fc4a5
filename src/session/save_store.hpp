// SaveStore: the match files in the user's data folder: the match in progress
// (saves/current.greed), finished matches (saves/games/), and damaged files set aside.
#pragma once

#include "core/game.hpp"
#include "session/match_file.hpp"
#include "session/match_session.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::session {

// How far a match got, in parts (no words: the app says them in the player's language).
struct MatchGlance {
    std::string rulesName; // the rule set's own name, as its file or preset gives it
    struct Standing {
        std::string name;
        int score = 0;
    };
    std::vector<Standing> players; // those still at the table, in seat order
    bool finished = false;
    int round = 1; // the round being played (meaningless when finished)
};

// A match file read back and checked by replaying it.
struct SavedMatch {
    std::filesystem::path path;
    MatchRecord record;
    MatchGlance glance;
    std::string summary; // English, for logs and greed-cli: "Greed · Ann 1200, Sam 850 · round 9"
    bool over = false;
};

class SaveStore {
public:
    // `dir` is the saves folder (created when needed).
    explicit SaveStore(std::filesystem::path dir);
    // <data dir>/saves, from GREED_DATA_DIR / XDG_DATA_HOME / HOME.
    static SaveStore standard();

    const std::filesystem::path& directory() const { return m_dir; }
    std::filesystem::path currentPath() const { return m_dir / "current.greed"; }
    std::filesystem::path gamesDirectory() const { return m_dir / "games"; }

    // The match in progress, if there is one. A damaged or foreign file is moved aside
    // (renamed *.damaged-N) and `problem` says what was wrong and where it went.
    std::optional<SavedMatch> loadCurrent(std::string& problem) const;
    // Starts recording a new match as the current one; an earlier unfinished one is kept
    // among the finished games first.
    std::unique_ptr<MatchWriter> startCurrent(const MatchConfig& setup) const;
    // Continues recording a resumed match.
    std::unique_ptr<MatchWriter> continueCurrent(const SavedMatch& saved) const;
    // Keeps the finished current match among the finished games; returns its new path.
    std::optional<std::filesystem::path> archiveCurrent(std::string& problem) const;
    // Finished games, newest first.
    std::vector<std::filesystem::path> finishedGames() const;

private:
    std::filesystem::path m_dir;
};

// Reads a match file and replays it to check it. Throws MatchFileError.
SavedMatch loadMatch(const std::filesystem::path& path);
// Rules, players and scores, how far the match got.
MatchGlance glanceAt(const MatchSession& session);
// The same as one English line (logs, greed-cli).
std::string describeMatch(const MatchGlance& glance);
// Renames a bad file out of the way to the first free "name.<why>-1", "-2"... (why: "damaged",
// "foreign"); returns the new path (`path` itself when it could not be moved).
std::filesystem::path setAside(const std::filesystem::path& path,
                               const std::string& why = "damaged");

} // namespace greed::session
