// NetTableScene: the table following the host's match (NetMatch::source, until the table starts
// another game), this screen's moves forwarded to the host, and the notes and end menu drawn over
// the table (see the header for the design).
#include "app/scenes/net_table_scene.hpp"

#include "app/net/net_match.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_source.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

using i18n::tr;
using i18n::trp;

NetTableScene::NetTableScene(Services& services)
    : Scene(services), m_overlay(services.net->rejoinSeconds()) {
    m_table = std::make_unique<TableScene>(
        m_s,
        mirrored(
            m_s, [this]() { return followed(); },
            [this](int player) { return m_s.net && m_s.net->isLocal(player); },
            [this](int player, std::vector<core::Action> actions) {
                if (m_s.net) {
                    m_s.net->queue(player, std::move(actions));
                }
            }),
        tableExits(m_s));
    // Players join or leave a shared table only at the host's word, never from a pause menu:
    // this screen plays no match of its own (playedMatch() stays null).
    // The emote keys are told where they work, when the table opens (not on the connect form).
    m_overlay.tell(tr("Quick messages: F5 to F10"), 6.0);
}

NetTableScene::~NetTableScene() {
    if (m_s.net && m_table->game().phase() != core::Phase::GameOver && !interrupted()) {
        m_s.net.reset(); // left mid-game: the host closes the table, a player leaves it
    }
}

const session::MatchSession* NetTableScene::followed() const {
    const session::MatchSession* source = m_s.net ? m_s.net->source() : nullptr;
    if (source == nullptr) {
        return nullptr;
    }
    if (!m_seed) {
        m_seed = source->setup().seed;
    }
    // The next game at this table (Play again on another screen) is not this table's: this
    // one still shows the end of its own until the results replace it.
    return source->setup().seed == *m_seed ? source : nullptr;
}

bool NetTableScene::interrupted() const {
    if (!m_s.net || m_s.net->state() != NetState::Ended) {
        return false;
    }
    const session::MatchSession* source = m_s.net->source();
    return source == nullptr || !source->over();
}

void NetTableScene::update(double dt) {
    if (m_s.net) {
        auto notices = m_s.net->takeNotices();
        // A player who took their seat back is not told they are back.
        notices.erase(std::remove_if(notices.begin(), notices.end(),
                                     [this](const net::Notice& n) {
                                         return n.kind == net::Notice::Kind::Seat &&
                                                n.text == "back" && m_s.net->isLocal(n.player);
                                     }),
                      notices.end());
        m_overlay.take(notices);
    }
    m_overlay.update(dt);
    if (const bool offer = m_s.net && m_s.net->canRejoin(); offer != m_rejoinOffered) {
        m_rejoinOffered = offer;
        layout(m_s.width(), m_s.height()); // the end menu gains or loses its first button
    }
    m_table->update(dt);
}

void NetTableScene::layout(int width, int height) {
    m_table->layout(width, height);
    const MenuType T = MenuType::forHeight(height);
    const std::string focus = m_endMenu.focused();
    m_endMenu.clear();
    const bool rejoin = m_rejoinOffered;
    const int count = rejoin ? 3 : 2;
    const int bh = T.control;
    const int gap = bh / 3;
    const int bw =
        std::min(std::max(260, width * 30 / 100), (width * 92 / 100 - (count - 1) * gap) / count);
    const int y = height / 2 + T.body;
    int x = width / 2 - (count * bw + (count - 1) * gap) / 2;
    if (rejoin) {
        // TRANSLATORS: a button: connect again and take one's seat back at the table
        m_endMenu.add({"rejoin", tr("Take my seat back"), trp("key", "J"), {x, y, bw, bh}});
        x += bw + gap;
    }
    m_endMenu.add({"replay", tr("Watch the game so far"), "R", {x, y, bw, bh}});
    x += bw + gap;
    m_endMenu.add({"title", tr("Back to title"), trp("key", "Esc"), {x, y, bw, bh}});
    m_endMenu.focus(focus.empty() || (focus == "rejoin" && !rejoin) ? (rejoin ? "rejoin" : "title")
                                                                    : focus);
}

bool NetTableScene::handle(const InputEvent& e) {
    if (interrupted()) {
        if (e.command == Command::Back) {
            m_s.scenes.reset(makeTitleScene(m_s));
            return true;
        }
        if (e.command == Command::Roll && e.isKey() && e.key == SDLK_r) {
            watchReplay();
            return true;
        }
        if (e.isKey() && e.key == SDLK_j && m_s.net && m_s.net->canRejoin()) {
            m_s.net->rejoin();
            return true;
        }
        const MenuHit hit = m_endMenu.handle(e, true);
        if (hit.id == "rejoin" && m_s.net) {
            m_s.net->rejoin();
        } else if (hit.id == "title") {
            m_s.scenes.reset(makeTitleScene(m_s));
        } else if (hit.id == "replay") {
            watchReplay();
        }
        return true;
    }
    if (const auto emote = emoteOfKey(e); emote && m_s.net) {
        m_s.net->emote(*emote);
        return true;
    }
    return m_table->handle(e);
}

void NetTableScene::watchReplay() {
    const session::MatchSession* source = m_s.net ? m_s.net->source() : nullptr;
    auto record = std::make_shared<session::MatchRecord>(m_table->shownRecord());
    if (source != nullptr) {
        record->setup = source->setup();
        record->moves = source->moves();
    }
    m_s.scenes.reset(makeReplayScene(m_s, record));
}

void NetTableScene::render() const {
    m_table->render();
    const int w = m_s.width();
    const int h = m_s.height();
    const MenuType T = MenuType::forHeight(h);
    const SDL_Rect& felt = m_table->tableLayout().felt;
    // Notes over the felt, clear of the scoreboard beside it.
    m_overlay.render(m_s.painter, felt.x + felt.w / 2, h * 13 / 100, felt.w * 9 / 10, T.body);
    if (m_s.net &&
        (m_s.net->state() == NetState::Connecting || m_s.net->state() == NetState::Lobby)) {
        // Between a rejoin and the host's state: the table waits, frozen as it was.
        const std::string back = tr("Connecting to the host to take your seat back…");
        const Painter& p = m_s.painter;
        const int size = p.text().fitSize(back, T.body, true, felt.w * 8 / 10);
        const SDL_Point extent = p.text().measure(back, size, true);
        const SDL_Rect box{felt.x + (felt.w - extent.x) / 2 - T.body, felt.y + felt.h * 2 / 5,
                           extent.x + 2 * T.body, extent.y + T.body};
        p.panel(box, 235);
        p.label(back, box.x + box.w / 2, box.y + box.h / 2,
                {size, true, kGold, Align::Center, VAlign::Middle});
    }
    if (!interrupted()) {
        return;
    }
    const Painter& p = m_s.painter;
    p.fill({0, 0, w, h}, {0, 0, 0, 140});
    const auto& buttons = m_endMenu.buttons();
    const SDL_Rect first = buttons.front().rect;
    const SDL_Rect last = buttons.back().rect;
    const int pad = T.body;
    const SDL_Rect panel{first.x - pad, first.y - T.title - T.body * 4,
                         last.x + last.w - first.x + 2 * pad, T.title + T.body * 4 + first.h + pad};
    p.panel(panel, 240);
    const std::string text = m_s.net->endText();
    p.label(text, w / 2, panel.y + T.title / 2 + pad / 2,
            {p.text().fitSize(text, T.heading, true, panel.w - 2 * pad), true, kInk, Align::Center,
             VAlign::Middle});
    const std::string kept = tr("The game so far is kept: you can watch it as a replay.");
    p.label(kept, w / 2, first.y - T.body * 2,
            {p.text().fitSize(kept, T.body, false, panel.w - 2 * pad), false, kInkDim,
             Align::Center, VAlign::Middle});
    m_endMenu.render(p, T);
}

std::vector<Button> NetTableScene::buttons() const {
    return interrupted() ? m_endMenu.buttons() : m_table->buttons();
}

bool NetTableScene::busy() const {
    return !interrupted() && m_table->busy();
}

std::unique_ptr<Scene> makeNetTableScene(Services& s) {
    return std::make_unique<NetTableScene>(s);
}

} // namespace greed::app
