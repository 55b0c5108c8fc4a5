// TableMatch in a replay: the controls (pause, a turn back or forward, speed, exit), their
// buttons and the status line. Stepping to another turn rebuilds the table at that turn's start
// from the record (the core replays a whole match in well under a millisecond).
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_match.hpp"
#include "app/table/table_show.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/error_words.hpp"
#include "i18n/translate.hpp"
#include "session/replay_index.hpp"

#include <algorithm>
#include <array>

namespace greed::app {

namespace {

constexpr std::array<double, 6> kReplaySpeeds{0.5, 1.0, 1.5, 2.0, 3.0, 4.0};

// A match file that fails while it is watched: the English detail is logged.
std::string replayError(const std::exception& e) {
    // TRANSLATORS: a replay cannot go on: the game's file has a fault (told in the log).
    return shownError(e, i18n::tr("The replay cannot go on: the game's file is damaged."));
}

} // namespace

double TableMatch::replaySpeed() const {
    const auto& cursor = m_match->replay();
    return cursor ? cursor->speed : 1.0;
}

std::shared_ptr<const session::MatchRecord> TableMatch::replayRecord() {
    if (!m_record) {
        auto record = std::make_shared<session::MatchRecord>();
        record->setup = m_match->setup();
        if (const auto& cursor = m_match->replay()) {
            record->moves = cursor->moves();
        } else {
            record->moves = m_match->moves();
        }
        m_record = std::move(record);
    }
    return m_record;
}

void TableMatch::restartReplayAt(std::size_t position) {
    const auto& cursor = m_match->replay();
    try {
        m_s.scenes.replace(
            makeReplayScene(m_s, replayRecord(), position, cursor->speed, cursor->paused));
    } catch (const std::exception& e) {
        refuse(replayError(e));
    }
}

void TableMatch::controlReplay(IntentType type) {
    const auto& cursor = m_match->replay();
    if (!cursor) {
        return;
    }
    const auto at = std::find(kReplaySpeeds.begin(), kReplaySpeeds.end(), cursor->speed);
    const auto index = static_cast<std::size_t>(at - kReplaySpeeds.begin());
    switch (type) {
    case IntentType::ReplayToggle:
        cursor->paused = !cursor->paused;
        break;
    case IntentType::ReplayDetails:
        m_s.settings.details = !m_s.settings.details; // as I does on the results
        break;
    case IntentType::ReplayFaster:
        cursor->speed = kReplaySpeeds[std::min(index + 1, kReplaySpeeds.size() - 1)];
        break;
    case IntentType::ReplaySlower:
        cursor->speed = kReplaySpeeds[index == 0 || index >= kReplaySpeeds.size() ? 0 : index - 1];
        break;
    case IntentType::ReplayBack:
    case IntentType::ReplayForward: {
        if (m_turnStarts.empty()) {
            try {
                m_turnStarts = session::turnStarts(*replayRecord());
            } catch (const std::exception& e) {
                refuse(replayError(e));
                return;
            }
        }
        const std::size_t here = cursor->position();
        const std::size_t to = type == IntentType::ReplayBack
                                   ? session::previousTurnStart(m_turnStarts, here, 2)
                                   : session::nextTurnStart(m_turnStarts, here, cursor->size());
        restartReplayAt(to);
        return;
    }
    case IntentType::ReplayExit: {
        // The whole game's results, from which it can be watched again.
        const auto record = replayRecord();
        try {
            const auto whole = session::MatchSession::fromRecord(*record);
            m_s.scenes.replace(makeResultsScene(m_s, whole->game(), ResultsView::Finished, record));
        } catch (const std::exception& e) {
            refuse(replayError(e));
        }
        return;
    }
    default:
        return;
    }
    replayStatus();
}

void TableMatch::replayStatus() {
    const auto& cursor = m_match->replay();
    if (!cursor) {
        return;
    }
    m_messageIsError = false;
    if (m_s.settings.details) {
        // TRANSLATORS: the replay's status line: {0} the speed (e.g. 1.5x), move {1} of {2}.
        m_message =
            i18n::trf("REPLAY {0} \u00B7 move {1} of {2}", table_words::speed(cursor->speed),
                      table_words::number(static_cast<long long>(cursor->position())),
                      table_words::number(static_cast<long long>(cursor->size())));
    } else {
        // Move numbers are a detail (Settings); a player needs to know it is a replay and
        // how fast it runs.
        // TRANSLATORS: the replay's status line: {0} the speed (e.g. 1.5x).
        m_message = i18n::trf("REPLAY {0}", table_words::speed(cursor->speed));
    }
    if (cursor->finished() && game().phase() != core::Phase::GameOver) {
        // TRANSLATORS: added to the replay's status line when the recorded moves run out.
        m_message += std::string(" \u00B7 ") + i18n::tr("end of the recording");
    } else if (cursor->paused) {
        // TRANSLATORS: added to the replay's status line while it is paused.
        m_message += std::string(" \u00B7 ") + i18n::tr("paused");
    }
}

std::vector<Button> TableMatch::replayButtons() const {
    const auto& cursor = m_match->replay();
    const bool paused = cursor && cursor->paused;
    using i18n::trp;
    // TRANSLATORS: replay buttons: a turn back, play or pause, a turn on, slower, faster.
    return {{"replay_back", trp("replay", "\u25C0 Turn"), table_words::leftKey()},
            {"replay_pause", paused ? trp("replay", "Play") : trp("replay", "Pause"),
             table_words::spaceKey()},
            {"replay_next", trp("replay", "Turn \u25B6"), table_words::rightKey()},
            {"replay_slower", trp("replay", "Slower"), "-"},
            {"replay_faster", trp("replay", "Faster"), "+"}};
}

} // namespace greed::app
