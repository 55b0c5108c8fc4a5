// Game history hooks: the session's game goes to StatsStore; a failure never stops play, and
// kept matches the database missed (it was locked) are recorded at the next chance.
#include "app/game_history.hpp"

#include "app/services.hpp"
#include "stats/game_record.hpp"
#include "stats/kept_matches.hpp"

#include <iostream>

namespace greed::app {

namespace {

void sayOnce(Services& s) {
    const std::string notice = s.stats->takeNotice();
    if (!notice.empty()) {
        std::cerr << "greed: " << notice << "\n";
        s.notice = notice;
    }
}

// Games that ended while greed.db was locked were told "kept and will be recorded later":
// their match files are recorded now (a match already there is not added again). A few per
// call, so that filling a new file from hundreds of kept matches never stalls a match's start.
void recordKept(Services& s) {
    constexpr std::size_t kMostPerCall = 20;
    if (s.saves) {
        stats::recordKeptMatches(*s.stats, s.saves->gamesDirectory(), kMostPerCall);
    }
}

} // namespace

void prepareHistory(Services& s) {
    if (s.stats) {
        s.stats->prepare();
        // Games that waited in memory (a full disk, a lock) first: they name their files, so
        // the sweep below does not take a kept file that ends early for the whole game.
        s.stats->flush();
        recordKept(s);
        sayOnce(s);
    }
}

void recordGame(Services& s, const session::MatchSession& match,
                const std::filesystem::path& matchFile) {
    if (!s.stats) {
        return;
    }
    if (!stats::worthRecording(match)) {
        return;
    }
    if (s.stats->record(
            stats::recordOf(match, stats::matchStarted(matchFile), matchFile.string()))) {
        recordKept(s);
    }
    sayOnce(s);
}

void recordAbandonedCurrent(Services& s) {
    if (!s.saves || !s.stats) {
        return;
    }
    std::string problem;
    const auto saved = s.saves->loadCurrent(problem);
    if (!saved) {
        return;
    }
    const auto kept = s.saves->archiveCurrent(problem);
    try {
        const auto match = session::MatchSession::fromRecord(saved->record);
        recordGame(s, *match, kept ? *kept : std::filesystem::path());
    } catch (const std::exception& e) {
        std::cerr << "greed: the unfinished game was not recorded: " << e.what() << "\n";
    }
}

} // namespace greed::app
