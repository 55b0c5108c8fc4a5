// Game history hooks: the session's game goes to StatsStore and a finished match's file among
// the kept games; a failure never stops play, and kept matches the database missed (it was
// locked) are recorded at the next chance.
#include "app/game_history.hpp"

#include "app/services.hpp"
#include "i18n/translate.hpp"
#include "stats/game_record.hpp"
#include "stats/kept_matches.hpp"

#include <iostream>
#include <memory>
#include <optional>

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

// The match ended while saving was behind (a full disk): the kept file ends early, and when
// the statistics could not be written either, the game itself (in memory) is all there is.
void sayNotKept(Services& s, const session::MatchSession& match,
                const std::filesystem::path& file) {
    std::cerr << "greed: the finished game was not kept whole: " << match.writeError() << "\n";
    if (s.stats && s.stats->pending() > 0) {
        // TRANSLATORS: {0} the match file's path.
        s.notice = i18n::trf("The disk is full: this game could not be kept ({0}). Its "
                             "statistics wait and are recorded when there is space, while "
                             "Greed runs.",
                             file.string());
    } else {
        // TRANSLATORS: {0} the match file's path.
        s.notice = i18n::trf("The disk is full: the kept game {0} ends where saving stopped. "
                             "Its statistics are recorded.",
                             file.string());
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

std::shared_ptr<const session::MatchRecord> finishMatch(Services& s, session::MatchSession& match) {
    auto record = std::make_shared<session::MatchRecord>();
    record->setup = match.setup();
    record->moves = match.moves();
    // Archived also after a write error (the file then holds the moves up to it), so a game
    // that ended is never offered as one to continue.
    const bool recorded = match.recorder() != nullptr || !match.writeError().empty();
    std::optional<std::filesystem::path> kept;
    if (recorded && s.saves) {
        if (match.recorder() != nullptr) {
            // Saving fell behind (a full disk): one more try to write the whole match first.
            match.catchUpSave();
            match.recorder()->close();
        }
        std::string problem;
        kept = s.saves->archiveCurrent(problem);
        if (!problem.empty()) {
            std::cerr << "greed: " << problem << "\n";
        }
    }
    recordGame(s, match, kept.value_or(std::filesystem::path()));
    if (match.savingBehind()) {
        sayNotKept(s, match, kept ? *kept : match.recorder()->path());
    }
    return record;
}

} // namespace greed::app
