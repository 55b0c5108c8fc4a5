// Helpers of the session tests: set-ups, a simple human policy, playing a session to its end.
#pragma once

#include "core/rules_io.hpp"
#include "session/match_file.hpp"
#include "session/match_session.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <unistd.h>

namespace greed::session::test {

inline MatchConfig setupOf(const std::string& preset, const std::string& players,
                           std::uint64_t seed) {
    MatchConfig setup;
    setup.rulesSource = preset;
    setup.rules = core::loadPreset(preset);
    setup.seats = parsePlayersSpec(players, setup.rules);
    setup.seed = seed;
    return setup;
}

// What a plain human does through their seat: keep the best option, bank from 350.
inline core::Action humanChoice(const core::Game& game) {
    switch (game.phase()) {
    case core::Phase::AdoptOffer:
        return core::Action::decline();
    case core::Phase::ChooseKeep:
        return game.legalActions().front();
    case core::Phase::AwaitDecision:
        return game.canBank() && game.turnTotal() >= 350 ? core::Action::bank()
                                                         : core::Action::roll();
    default:
        return core::Action::roll();
    }
}

// Plays until the game is over or `maxMoves` moves were applied; humans act through the
// session's gate exactly as the table's intents do.
inline void playOn(MatchSession& session, std::size_t maxMoves = 100000) {
    int idle = 0;
    while (!session.over() && session.moves().size() < maxMoves && idle < 100000) {
        const int p = session.game().currentPlayer();
        if (const Seat* seat = session.seat(p); seat && seat->takesIntents()) {
            idle = session.submit(p, humanChoice(session.game())) ? 0 : idle + 1;
            continue;
        }
        idle = session.step() ? 0 : idle + 1; // computer players answer at once
    }
}

// A fresh folder for one test's files.
inline std::filesystem::path tempFolder(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("greed-session-test-" + name + "-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

// A folder of one test's files (tempFolder), removed when the test ends however it ends.
class TestFolder {
public:
    explicit TestFolder(const std::string& name) : m_path(tempFolder(name)) {}
    ~TestFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(m_path, ignored);
    }
    TestFolder(const TestFolder&) = delete;
    TestFolder& operator=(const TestFolder&) = delete;
    const std::filesystem::path& path() const { return m_path; }

private:
    std::filesystem::path m_path;
};

// The whole text of a file (empty when there is none).
inline std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A match of `setup` recorded in the match file `path` from its first move, as the game
// records one started on `date`.
inline std::unique_ptr<MatchSession> recordedMatch(const MatchConfig& setup,
                                                   const std::filesystem::path& path,
                                                   const std::string& date) {
    auto session = std::make_unique<MatchSession>(setup);
    session->record(std::make_unique<MatchWriter>(MatchWriter::create(path, setup, date)));
    return session;
}

} // namespace greed::session::test
