// The felt's summary at rest: words from the shown scores, a dim plate in the dice area.
#include "app/table/felt_summary.hpp"

#include "app/table/table_draw.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/easing.hpp"
#include "app/ui/hud_style.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

using i18n::trf;
using table_words::number;

// Seconds of bare felt before it shows (the "Rex's turn" plate is on its way out), and its fade.
constexpr double kWait = 0.2;
constexpr double kFade = 0.5;

} // namespace

std::vector<std::string> feltSummary(const core::Game& game, int player,
                                     const std::vector<int>& scores) {
    if (player < 0 || static_cast<std::size_t>(player) >= scores.size()) {
        return {};
    }
    const auto mine = scores[static_cast<std::size_t>(player)];
    int leader = -1;
    int best = 0;
    int others = 0; // the best score of anyone else still playing
    bool anyOther = false;
    for (std::size_t i = 0; i < scores.size(); ++i) {
        if (game.players()[i].left) {
            continue;
        }
        if (leader < 0 || scores[i] > best) {
            leader = static_cast<int>(i);
            best = scores[i];
        }
        if (static_cast<int>(i) != player && (!anyOther || scores[i] > others)) {
            others = scores[i];
            anyOther = true;
        }
    }
    std::vector<std::string> out;
    const int target = game.rules().target;
    if (game.inFinalRound() || game.inTieBreak() || mine >= target) {
        if (anyOther && others >= mine) {
            // TRANSLATORS: on the felt before a throw in the final round: the best score of
            // the others, which this player's turn must beat.
            out.push_back(trf("{0} to beat", number(others)));
        }
    } else {
        // TRANSLATORS: on the felt before a throw: the points this player still needs.
        out.push_back(trf("{0} to the target", number(target - mine)));
    }
    if (!anyOther || best <= 0) {
        return out; // nobody has scored yet: no race to tell
    }
    if (mine > others) {
        // TRANSLATORS: on the felt before a throw: this player leads the others by {0} points.
        out.push_back(trf("Lead: {0}", number(mine - others)));
    } else if (leader != player) {
        // TRANSLATORS: on the felt before a throw: who leads ({0}, a name) with how many points.
        // A noun phrase, so that any name fits ("You", "Tú", "Du").
        out.push_back(trf("Leader: {0} ({1})",
                          game.players()[static_cast<std::size_t>(leader)].info.name,
                          number(best)));
    }
    return out;
}

void drawFeltSummary(const TableFrame& f) {
    const auto& show = f.show;
    const double bare = show.bareFelt();
    if (bare <= kWait || f.match.game.phase() == core::Phase::GameOver || f.match.replay) {
        return;
    }
    std::vector<int> scores;
    for (int i = 0; i < f.match.game.playerCount(); ++i) {
        scores.push_back(show.score(i));
    }
    const auto lines = feltSummary(f.match.game, show.shownPlayer(), scores);
    if (lines.empty()) {
        return;
    }
    const Painter& p = f.painter;
    const auto& L = f.layout;
    const double a = ease::outCubic(std::min(1.0, (bare - kWait) / kFade));
    // Quiet: a translucent dark plate, the words in the felt's own light ink, smaller than the
    // turn box's total (this is for a glance, not the thing to read first).
    const int room = L.diceArea.w * 4 / 5;
    std::vector<TextStyle> styles;
    int w = 0;
    int h = 0;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        const int want = k == 0 ? L.type.heading : L.type.body;
        TextStyle style{
            std::max(14, std::min(want, p.text().fitSize(lines[k], want, k == 0, room))), k == 0,
            withAlpha(k == 0 ? kInk : kInkDim, static_cast<int>(230 * a)), Align::Center,
            VAlign::Top};
        const SDL_Point size = p.text().measure(lines[k], style);
        w = std::max(w, size.x);
        h += size.y;
        styles.push_back(style);
    }
    const int pad = std::max(8, L.type.body / 2);
    const int cx = L.diceArea.x + L.diceArea.w / 2;
    const int cy = L.diceArea.y + L.diceArea.h / 2;
    const SDL_Rect plate{cx - w / 2 - 2 * pad, cy - h / 2 - pad, w + 4 * pad, h + 2 * pad};
    p.roundedRect(plate, plate.h / 4.0, {8, 24, 14, static_cast<Uint8>(110 * a)});
    int y = plate.y + pad;
    for (std::size_t k = 0; k < lines.size(); ++k) {
        p.label(lines[k], cx, y, styles[k]);
        y += p.text().measure(lines[k], styles[k]).y;
    }
}

} // namespace greed::app
