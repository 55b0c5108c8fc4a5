// The pause menu's pickers: a player joins the game in progress (a person at this screen or a
// computer personality), or a player leaves it. Both act through the table's MatchSession.
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/refusal_words.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;

// Shared look: the dimmed table, a panel, a title and a line for the reason of a refusal.
void drawPicker(const Stage& s, const Menu& menu, const std::string& title, const std::string& note,
                const std::string& error) {
    const Painter& p = s.painter;
    const int w = s.width();
    const int h = s.height();
    const MenuType T = MenuType::forHeight(h);
    p.fill({0, 0, w, h}, {0, 0, 0, 170});
    const auto& buttons = menu.buttons();
    if (!buttons.empty()) {
        const SDL_Rect first = buttons.front().rect;
        const SDL_Rect last = buttons.back().rect;
        const int pad = first.h / 2;
        const SDL_Rect panel = panelAround(menu, T.title, T.caption * 2);
        // Solid under the panel: the pause menu below must not show through.
        p.roundedRect(panel, T.caption, {24, 17, 12, 255});
        p.panel(panel, 255);
        drawScreenTitle(p, title, w / 2, panel.y + T.title * 6 / 10 + T.caption / 2, T);
        const std::string& line = error.empty() ? note : error;
        p.label(line, w / 2, last.y + last.h + pad / 2 + T.caption,
                {p.text().fitSize(line, T.caption, false, first.w + pad), false,
                 error.empty() ? kInkDim : SDL_Color{255, 150, 130, 255}, Align::Center,
                 VAlign::Middle});
    }
    menu.render(p, T);
}

class JoinScene : public MenuScene {
public:
    JoinScene(Services& services, session::MatchSession& match)
        : MenuScene(services), m_match(match) {}
    SceneId id() const override { return SceneId::Join; }
    bool opaque() const override { return false; }

    void layout(int w, int h) override {
        const auto choices = strategyChoices();
        // TRANSLATORS: the row choosing who joins: a person or a computer personality.
        Button who{"who", tr("Who"), ""};
        who.kind = ButtonKind::Spinner;
        who.row = true;
        // TRANSLATORS: the one who joins is a person at this screen (not a computer).
        who.value = m_kind == 0 ? tr("a person here")
                                : personalityName(choices[static_cast<std::size_t>(m_kind - 1)]);
        const MenuType T = MenuType::forHeight(h);
        column({who,
                {"join", tr("Join the game"), table_words::enterKey()},
                {"back", tr("Back"), table_words::escKey()}},
               h * 40 / 100, std::max(360, std::min(w * 45 / 100, h * 70 / 100)), T.control);
    }

    void render() const override {
        const bool entry = m_match.game().rules().entryRule != core::EntryRule::None;
        // TRANSLATORS: how a newcomer starts; with an entry rule they must still get in.
        const std::string note = entry ? tr("Joins with 0 points after the last seat, not yet in "
                                            "the game")
                                       : tr("Joins with 0 points after the last seat");
        // TRANSLATORS: the title of the picker of a newcomer, in capitals.
        drawPicker(m_s, m_menu, tr("ADD A PLAYER"), note, m_error);
    }

protected:
    void activate(const MenuHit& hit) override {
        const auto choices = strategyChoices();
        const int kinds = static_cast<int>(choices.size()) + 1;
        if (hit.id == "who") {
            const int d = hit.delta == 0 ? 1 : hit.delta;
            m_kind = ((m_kind + d) % kinds + kinds) % kinds;
            m_error.clear();
        } else if (hit.id == "join") {
            join(choices);
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    void join(const std::vector<StrategyChoice>& choices) {
        SeatSpec seat;
        seat.computer = m_kind > 0;
        if (seat.computer) {
            seat.strategy = choices[static_cast<std::size_t>(m_kind - 1)].id;
        }
        // A computer joins under its personality's name in the player's language, as it is
        // seated in a new game.
        seat.name = uniqueName(
            m_match, seat.computer ? personalityName(choices[static_cast<std::size_t>(m_kind - 1)])
                                   : person());
        if (seat.computer) {
            // Rules too large for computer players: said here, never by quitting the game.
            m_error = computerRefusal(m_match.game().rules());
            if (!m_error.empty()) {
                return;
            }
        }
        const auto out = m_match.join(seat);
        if (!out) {
            m_error = explain(out, m_match.game().rules());
            return;
        }
        m_s.sound("click");
        m_s.scenes.pop(); // this picker
        m_s.scenes.pop(); // the pause menu: back to the table, where the newcomer is seated
    }

    // The name of a person who joins, numbered: "Player 3".
    static std::string person() {
        // TRANSLATORS: the name given to a person who joins a game in progress ("Player 3").
        return tr("Player");
    }

    // "Player 3", or a personality's name with a number when it is already seated.
    static std::string uniqueName(const session::MatchSession& match, const std::string& base) {
        const auto& seats = match.seats();
        auto taken = [&](const std::string& n) {
            return std::any_of(seats.begin(), seats.end(),
                               [&](const SeatSpec& s) { return s.name == n; });
        };
        if (base != person() && !taken(base)) {
            return base;
        }
        for (int n = 2;; ++n) {
            const std::string candidate = base + " " + std::to_string(n);
            if (!taken(candidate)) {
                return candidate;
            }
        }
    }

    session::MatchSession& m_match;
    int m_kind = 0; // 0: a person; k: strategyChoices()[k - 1]
    std::string m_error;
};

class LeaveScene : public MenuScene {
public:
    LeaveScene(Services& services, session::MatchSession& match)
        : MenuScene(services), m_match(match) {}
    SceneId id() const override { return SceneId::Leave; }
    bool opaque() const override { return false; }

    void layout(int w, int h) override {
        std::vector<Button> items;
        {
            const auto& players = m_match.game().players();
            const int you = lonePerson(m_match.game());
            for (std::size_t i = 0; i < players.size(); ++i) {
                if (!players[i].left) {
                    // The one person at a table of computers is spoken to, in their own form.
                    const std::string label =
                        static_cast<int>(i) == you
                            // TRANSLATORS: a button: the person at this screen (the only
                            // one playing against computers) leaves the game.
                            ? std::string(tr("You leave"))
                            // TRANSLATORS: a button: the player {0} leaves the game.
                            : trf("{0} leaves", players[i].info.name);
                    items.push_back({"leave" + std::to_string(i + 1), label, ""});
                }
            }
        }
        items.push_back({"back", tr("Back"), table_words::escKey()});
        const MenuType T = MenuType::forHeight(h);
        const int n = static_cast<int>(items.size());
        const int bh = std::max(30, std::min(T.control, (h - T.title * 3) * 4 / (5 * n)));
        const int used = n * bh + (n - 1) * (bh / 4);
        const int top = std::max(T.title * 3 / 2, (h - used + T.title) / 2);
        column(items, top, std::max(360, std::min(w * 45 / 100, h * 70 / 100)), bh);
    }

    void render() const override {
        // TRANSLATORS: the title of the picker of who leaves, in capitals.
        drawPicker(m_s, m_menu, tr("WHO LEAVES?"),
                   tr("Their score stays on the board; they play no more"), m_error);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "back") {
            m_s.scenes.pop();
            return;
        }
        if (hit.id.rfind("leave", 0) != 0) {
            return;
        }
        const int player = std::stoi(hit.id.substr(5)) - 1;
        const auto out = m_match.leave(player);
        if (!out) {
            m_error = explain(out, m_match.game().rules());
            return;
        }
        m_s.sound("click");
        m_s.scenes.pop();
        m_s.scenes.pop();
    }

private:
    session::MatchSession& m_match;
    std::string m_error;
};

} // namespace

std::unique_ptr<Scene> makeJoinScene(Services& s, session::MatchSession& match) {
    return std::make_unique<JoinScene>(s, match);
}

std::unique_ptr<Scene> makeLeaveScene(Services& s, session::MatchSession& match) {
    return std::make_unique<LeaveScene>(s, match);
}

} // namespace greed::app
