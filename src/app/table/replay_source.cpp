// ReplaySource: the replay's session stepped at its pace, and its controls, buttons and status.
#include "app/table/replay_source.hpp"

#include "app/services.hpp"
#include "app/table/table_pace.hpp"
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

ReplaySource::ReplaySource(Services& services, std::shared_ptr<const session::MatchRecord> record,
                           std::size_t fromMove, double speed, bool paused)
    : m_s(services), m_record(std::move(record)),
      m_match(session::MatchSession::fromRecord(*m_record, fromMove)),
      m_cursor(std::make_shared<session::ReplayCursor>(m_record->moves, m_match->moves().size())) {
    m_match->replayFrom(m_cursor);
    m_pace.speed = speed;
    m_pace.paused = paused;
}

std::unique_ptr<TableSource> replayedHere(Services& services,
                                          std::shared_ptr<const session::MatchRecord> record,
                                          std::size_t fromMove, double speed, bool paused) {
    return std::make_unique<ReplaySource>(services, std::move(record), fromMove, speed, paused);
}

bool ReplaySource::play(int player, std::vector<core::Action> moves) {
    (void)player;
    (void)moves;
    return false;
}

bool ReplaySource::step(double dt) {
    if (!m_pace.due(dt)) {
        return false;
    }
    const std::size_t before = m_cursor->position();
    const bool played = m_match->step();
    if (m_cursor->position() != before) {
        m_pace.played(); // also after a move that did not apply: the next one waits its turn
    }
    return played;
}

std::shared_ptr<const session::MatchRecord>
ReplaySource::finish(const session::MatchRecord& shown) {
    (void)shown; // the whole recording, also where the replay started late
    return m_record;
}

double ReplaySource::speed() const {
    return m_pace.speed;
}

std::string ReplaySource::restartAt(std::size_t position, TableExits& exits) {
    try {
        exits.replay(m_record, position, m_pace.speed, m_pace.paused);
    } catch (const std::exception& e) {
        return replayError(e);
    }
    return {};
}

std::string ReplaySource::control(IntentType type, TableExits& exits) {
    const auto at = std::find(kReplaySpeeds.begin(), kReplaySpeeds.end(), m_pace.speed);
    const auto index = static_cast<std::size_t>(at - kReplaySpeeds.begin());
    switch (type) {
    case IntentType::ReplayToggle:
        m_pace.paused = !m_pace.paused;
        break;
    case IntentType::ReplayDetails:
        m_s.settings.details = !m_s.settings.details; // as I does on the results
        break;
    case IntentType::ReplayFaster:
        m_pace.speed = kReplaySpeeds[std::min(index + 1, kReplaySpeeds.size() - 1)];
        break;
    case IntentType::ReplaySlower:
        m_pace.speed = kReplaySpeeds[index == 0 || index >= kReplaySpeeds.size() ? 0 : index - 1];
        break;
    case IntentType::ReplayBack:
    case IntentType::ReplayForward: {
        const auto& starts = turnStarts();
        if (starts.empty()) {
            return replayError(session::MatchFileError("the recording does not replay"));
        }
        const std::size_t here = m_cursor->position();
        const std::size_t to = type == IntentType::ReplayBack
                                   ? session::previousTurnStart(starts, here, 2)
                                   : session::nextTurnStart(starts, here, m_cursor->size());
        return restartAt(to, exits);
    }
    case IntentType::ReplayExit: {
        // The whole game's results, from which it can be watched again.
        try {
            const auto whole = session::MatchSession::fromRecord(*m_record);
            exits.results(whole->game(), m_record);
        } catch (const std::exception& e) {
            return replayError(e);
        }
        return {};
    }
    default:
        break;
    }
    return {};
}

const std::vector<std::size_t>& ReplaySource::turnStarts() const {
    if (!m_turnsKnown) {
        m_turnsKnown = true;
        try {
            m_turnStarts = session::turnStarts(*m_record);
        } catch (const std::exception&) {
            m_turnStarts.clear(); // told when a step is asked for; the timeline stays empty
        }
    }
    return m_turnStarts;
}

ReplayProgress ReplaySource::progress() const {
    const auto& starts = turnStarts();
    const std::size_t here = m_cursor->position();
    const auto begun = std::upper_bound(starts.begin(), starts.end(), here) - starts.begin();
    return {static_cast<int>(begun), static_cast<int>(starts.size()), m_pace.paused, m_pace.speed};
}

std::string ReplaySource::seek(double fraction, TableExits& exits) {
    const auto& starts = turnStarts();
    if (starts.empty()) {
        return replayError(session::MatchFileError("the recording does not replay"));
    }
    const int turn = turnAt(fraction, static_cast<int>(starts.size()));
    return restartAt(starts[static_cast<std::size_t>(turn - 1)], exits);
}

std::string ReplaySource::status(const core::Game& shown) const {
    std::string line;
    if (m_s.settings.details) {
        // TRANSLATORS: the replay's status line: {0} the speed (e.g. 1.5x), move {1} of {2}.
        line = i18n::trf("REPLAY {0} \u00B7 move {1} of {2}", table_words::speed(m_pace.speed),
                         table_words::number(static_cast<long long>(m_cursor->position())),
                         table_words::number(static_cast<long long>(m_cursor->size())));
    } else {
        // Move numbers are a detail (Settings); a player needs to know it is a replay. Its
        // speed is on the speed chip under the table.
        // TRANSLATORS: the replay's status line (its speed is shown apart, on the bar)
        line = i18n::tr("REPLAY");
    }
    if (m_cursor->finished() && shown.phase() != core::Phase::GameOver) {
        // TRANSLATORS: added to the replay's status line when the recorded moves run out.
        line += std::string(" \u00B7 ") + i18n::tr("end of the recording");
    } else if (m_pace.paused) {
        // TRANSLATORS: added to the replay's status line while it is paused.
        line += std::string(" \u00B7 ") + i18n::tr("paused");
    }
    return line;
}

std::vector<Button> ReplaySource::buttons() const {
    const bool paused = m_pace.paused;
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
