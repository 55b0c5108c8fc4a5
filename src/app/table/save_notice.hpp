// SaveNotice: what the table says about saving its match: a standing line while the match file
// is behind (a full disk: the game goes on), and a short note once the whole match is on disk.
#pragma once

#include "app/ui/painter.hpp"

#include <string>

namespace greed::session {
class MatchSession;
}

namespace greed::app {

class SaveNotice {
public:
    // Follows the saving of `match` (nullptr: a match not saved here); `dt` fades the note.
    void follow(const session::MatchSession* match, double dt);
    // The line shown now (empty: none), in the current language.
    const std::string& text() const { return m_text; }
    // Over the felt, its top at `top`, at most `width` wide (long lines are broken).
    void render(const Painter& painter, int cx, int top, int width, int textSize) const;

private:
    bool m_behind = false;
    std::string m_text;
    double m_left = 0; // seconds the "resumed" note still shows
};

} // namespace greed::app
