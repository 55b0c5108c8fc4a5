// recordKeptMatches: the kept match files against the paths the games table names.
#include "stats/kept_matches.hpp"

#include "session/save_store.hpp"

#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace greed::stats {

namespace {

std::set<std::string> recordedFiles(const Database& db) {
    std::set<std::string> files;
    Statement q = db.prepare("SELECT DISTINCT match_file FROM games WHERE match_file != ''");
    while (q.step()) {
        files.insert(q.text(0));
    }
    return files;
}

} // namespace

std::size_t recordKeptMatches(StatsStore& store, const std::filesystem::path& folder,
                              std::size_t most) {
    if (!store.prepare()) {
        return 0;
    }
    std::set<std::string> known;
    try {
        known = recordedFiles(*store.reader());
    } catch (const std::exception&) {
        return 0; // the database is busy: the next call tries again
    }
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (entry.is_regular_file(error) && entry.path().extension() == ".greed" &&
            known.count(entry.path().string()) == 0) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    std::size_t added = 0;
    std::size_t tried = 0;
    for (const auto& file : files) {
        if (tried++ == most) {
            break;
        }
        std::unique_ptr<session::MatchSession> match;
        session::SavedMatch saved;
        try {
            saved = session::loadMatch(file);
            match = session::MatchSession::fromRecord(saved.record);
        } catch (const std::exception&) {
            continue; // a damaged save is the save store's business, not the statistics'
        }
        if (!worthRecording(*match)) {
            continue;
        }
        const std::size_t before = store.alreadyRecorded();
        if (!store.record(recordOf(*match, saved.record.created, file.string()))) {
            break; // waits in the store; the rest wait for the next call
        }
        added += store.alreadyRecorded() == before ? 1 : 0;
    }
    return added;
}

} // namespace greed::stats
