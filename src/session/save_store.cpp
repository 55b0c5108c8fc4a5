// SaveStore: where match files live, loading them defensively, archiving finished ones.
#include "session/save_store.hpp"

#include "core/paths.hpp"
#include "core/small_file.hpp"

#include <algorithm>

namespace greed::session {

SaveStore::SaveStore(std::filesystem::path dir) : m_dir(std::move(dir)) {}

SaveStore SaveStore::standard() {
    return SaveStore(core::dataDirectory() / "saves");
}

std::filesystem::path setAside(const std::filesystem::path& path, const std::string& why) {
    std::error_code error;
    for (int n = 1; n < 1000; ++n) {
        std::filesystem::path aside = path;
        aside += "." + why + "-" + std::to_string(n);
        if (!std::filesystem::exists(aside, error)) {
            std::filesystem::rename(path, aside, error);
            return error ? path : aside;
        }
    }
    return path;
}

MatchGlance glanceAt(const MatchSession& session) {
    const auto& game = session.game();
    MatchGlance glance;
    glance.rulesName = game.rules().name;
    int turns = 0;
    for (const auto& p : game.players()) {
        if (!p.left) {
            glance.players.push_back({p.info.name, p.score});
        }
        turns = std::max(turns, static_cast<int>(p.history.size()));
    }
    glance.finished = game.phase() == core::Phase::GameOver;
    glance.round = std::max(turns, 1);
    return glance;
}

std::string describeMatch(const MatchGlance& glance) {
    std::string scores;
    for (const auto& p : glance.players) {
        scores += (scores.empty() ? "" : ", ") + p.name + " " + std::to_string(p.score);
    }
    std::string text = glance.rulesName + " \u00B7 " + scores;
    text += glance.finished ? " \u00B7 finished" : " \u00B7 round " + std::to_string(glance.round);
    return text;
}

SavedMatch loadMatch(const std::filesystem::path& path) {
    SavedMatch saved;
    saved.path = path;
    saved.record = readMatchFile(path);
    const auto session = MatchSession::fromRecord(saved.record);
    saved.glance = glanceAt(*session);
    saved.summary = describeMatch(saved.glance);
    saved.over = session->over();
    return saved;
}

std::optional<SavedMatch> SaveStore::loadCurrent(std::string& problem) const {
    problem.clear();
    std::error_code error;
    const auto path = currentPath();
    if (!std::filesystem::exists(path, error)) {
        return std::nullopt;
    }
    try {
        SavedMatch saved = loadMatch(path);
        if (saved.over) {
            // Finished but not yet archived (the game stopped right at the end).
            std::string ignored;
            archiveCurrent(ignored);
            return std::nullopt;
        }
        return saved;
    } catch (const std::exception& e) {
        const auto aside = setAside(path);
        problem = std::string(e.what()) +
                  (aside == path ? "" : "; the file was moved to " + aside.string());
        return std::nullopt;
    }
}

std::unique_ptr<MatchWriter> SaveStore::startCurrent(const MatchConfig& setup) const {
    // An unfinished match is not thrown away by starting another: it joins the kept games
    // (it can still be watched; it just cannot be continued any more).
    std::string ignored;
    archiveCurrent(ignored);
    return std::make_unique<MatchWriter>(
        MatchWriter::create(currentPath(), setup, localTimeText()));
}

std::unique_ptr<MatchWriter> SaveStore::continueCurrent(const SavedMatch& saved) const {
    return std::make_unique<MatchWriter>(MatchWriter::reopen(saved.path, saved.record.goodBytes));
}

std::optional<std::filesystem::path> SaveStore::archiveCurrent(std::string& problem) const {
    std::error_code error;
    const auto from = currentPath();
    if (!std::filesystem::exists(from, error)) {
        return std::nullopt;
    }
    std::filesystem::create_directories(gamesDirectory(), error);
    const std::string stamp = localTimeText("%Y%m%d-%H%M%S");
    for (int n = 0; n < 1000; ++n) {
        auto to = gamesDirectory() / (stamp + (n == 0 ? "" : "-" + std::to_string(n)) + ".greed");
        if (std::filesystem::exists(to, error)) {
            continue;
        }
        std::filesystem::rename(from, to, error);
        if (error) {
            problem = "cannot keep the finished game: " + error.message();
            return std::nullopt;
        }
        core::noteFileWritten();
        return to;
    }
    problem = "cannot keep the finished game: too many files with the same time";
    return std::nullopt;
}

std::vector<std::filesystem::path> SaveStore::finishedGames() const {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(gamesDirectory(), error)) {
        if (entry.is_regular_file(error) && entry.path().extension() == ".greed") {
            files.push_back(entry.path());
        }
    }
    std::sort(files.rbegin(), files.rend());
    return files;
}

} // namespace greed::session
