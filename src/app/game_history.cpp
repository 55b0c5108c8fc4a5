// Game history hooks: the session's game goes to StatsStore; a failure never stops play.
#include "app/game_history.hpp"

#include "app/services.hpp"
#include "stats/game_record.hpp"

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

} // namespace

void prepareHistory(Services& s) {
    if (s.stats) {
        s.stats->prepare();
        sayOnce(s);
    }
}

void recordGame(Services& s, const session::MatchSession& match,
                const std::filesystem::path& matchFile) {
    if (!s.stats) {
        return;
    }
    // Nothing happened yet: nothing worth keeping.
    if (match.game().turnsPlayed() == 0 && !match.over()) {
        return;
    }
    s.stats->record(stats::recordOf(match, stats::matchStarted(matchFile), matchFile.string()));
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
