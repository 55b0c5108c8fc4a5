// SaveNotice: the session's saving state (behind or not) turned into the table's words.
#include "app/table/save_notice.hpp"

#include "app/ui/note_box.hpp"
#include "i18n/translate.hpp"
#include "session/match_session.hpp"

#include <algorithm>
#include <cstring>

namespace greed::app {

namespace {

constexpr double kResumedSeconds = 5.0;

std::string stoppedText(const session::MatchSession& match) {
    const std::string file = match.recorder() != nullptr ? match.recorder()->path().string() : "";
    if (session::isDiskFull(match.writeFailure())) {
        // TRANSLATORS: {0} the match file's path. Shown on the table while the disk is full.
        return i18n::trf("Saving stopped: the disk is full ({0}). The game goes on; saving "
                         "resumes when there is space.",
                         file);
    }
    // TRANSLATORS: {0} the match file's path, {1} the system's reason (it stays in English).
    return i18n::trf("Saving stopped: {0} cannot be written ({1}). The game goes on; saving "
                     "resumes when it can be written.",
                     file, std::strerror(match.writeFailure()));
}

} // namespace

void SaveNotice::follow(const session::MatchSession* match, double dt) {
    if (match != nullptr && match->savingBehind()) {
        m_behind = true;
        m_text = stoppedText(*match);
        m_left = 0;
        return;
    }
    if (m_behind) {
        m_behind = false;
        m_text = i18n::tr("Saving resumed: the whole match is saved again.");
        m_left = kResumedSeconds;
        return;
    }
    m_left -= dt;
    if (m_left <= 0) {
        m_text.clear();
    }
}

void SaveNotice::render(const Painter& painter, int cx, int top, int width, int textSize) const {
    if (m_text.empty()) {
        return;
    }
    const double fade = m_behind ? 1.0 : std::min(1.0, m_left / 0.5);
    drawNoteBox(painter, m_text, cx, top, width, textSize, m_behind, fade, true);
}

} // namespace greed::app
