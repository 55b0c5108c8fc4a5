// The network screens' fields, emote keys and frame.
#include "app/scenes/net_form.hpp"

#include "app/scenes/menu_scene.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/services.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

using i18n::tr;

void FieldEdit::begin(const std::string& id) {
    m_id = id;
    SDL_StartTextInput();
}

void FieldEdit::end() {
    m_id.clear();
    SDL_StopTextInput();
}

bool FieldEdit::handle(const InputEvent& e, std::string& value, int limit, bool digits) {
    if (e.command == Command::Text) {
        // Whole characters only: a byte at a time could cut a character at the limit.
        std::string typed = e.text;
        if (digits) {
            typed.erase(std::remove_if(typed.begin(), typed.end(),
                                       [](char c) { return c < '0' || c > '9'; }),
                        typed.end());
        }
        appendToName(value, typed, limit);
        return false;
    }
    if (e.isKey() && e.key == SDLK_BACKSPACE) {
        eraseLastChar(value);
        return false;
    }
    const bool moves = e.command == Command::Click || e.command == Command::Up ||
                       e.command == Command::Down || e.command == Command::Next ||
                       e.command == Command::Prev;
    if (moves || e.command == Command::Confirm || e.command == Command::Back) {
        end();
    }
    return moves;
}

Button fieldButton(const std::string& id, const std::string& label, const std::string& value,
                   bool editing) {
    Button b{id, label, ""};
    b.kind = ButtonKind::Field;
    // TRANSLATORS: a text field: its name, then what is typed in it.
    b.value = i18n::trf("{0}: {1}", label, value + (editing ? "_" : ""));
    return b;
}

const std::vector<std::string>& emoteKeyIds() {
    static const std::vector<std::string> ids{"nice-roll",   "ouch",  "greedy",
                                              "well-played", "hurry", "thanks"};
    return ids;
}

std::optional<std::string> emoteOfKey(const InputEvent& e) {
    if (!e.isKey() || e.key < SDLK_F5 || e.key > SDLK_F10) {
        return std::nullopt;
    }
    const auto index = static_cast<std::size_t>(e.key - SDLK_F5);
    return index < emoteKeyIds().size() ? std::optional<std::string>(emoteKeyIds()[index])
                                        : std::nullopt;
}

std::string emoteWords(const std::string& id) {
    // The protocol's emote ids; the words are this screen's (each player reads their own).
    if (id == "nice-roll") {
        return tr("Nice roll!");
    }
    if (id == "ouch") {
        return tr("Ouch!");
    }
    if (id == "greedy") {
        return tr("Too greedy!");
    }
    if (id == "well-played") {
        return tr("Well played");
    }
    if (id == "hurry") {
        return tr("Your turn…");
    }
    if (id == "thanks") {
        return tr("Thanks!");
    }
    return {};
}

std::string joinAddressLine(const std::vector<std::string>& addresses, std::uint16_t port) {
    const std::string suffix = ":" + std::to_string(port);
    if (addresses.empty()) {
        return i18n::trf("No network found: players on this machine join at {0}",
                         "127.0.0.1" + suffix);
    }
    std::string list;
    for (const auto& a : addresses) {
        list += (list.empty() ? "" : ", ") + a + suffix;
    }
    return i18n::trf("Friends join at {0}", list);
}

void placeNetForm(const Services& s, Menu& menu, std::vector<Button> items, int lineCount) {
    const int w = s.renderer.width();
    const int h = s.renderer.height();
    const MenuType T = MenuType::forHeight(h);
    const std::string focus = menu.focused();
    menu.clear();
    const int n = std::max(1, static_cast<int>(items.size()));
    const int top = T.title * 2;
    const int bottom = h - T.caption * (2 * lineCount + 2);
    const int bh = std::max(26, std::min(T.control, (bottom - top) * 4 / (5 * n - 1)));
    const int bw = std::max(300, std::min(w * 46 / 100, h * 75 / 100));
    const int x = (w - bw) / 2;
    int y = top;
    for (auto& b : items) {
        b.rect = {x, y, bw, bh};
        y += bh + bh / 4;
        menu.add(std::move(b));
    }
    const bool focusKept = std::any_of(menu.buttons().begin(), menu.buttons().end(),
                                       [&](const Button& b) { return b.id == focus && b.enabled; });
    if (!focusKept) {
        for (const auto& b : menu.buttons()) {
            if (b.enabled) {
                menu.focus(b.id);
                break;
            }
        }
    }
}

void drawNetForm(const Services& s, const Menu& menu, const std::string& title,
                 const std::vector<FormLine>& lines) {
    const Painter& p = s.painter;
    const int w = s.renderer.width();
    const int h = s.renderer.height();
    const MenuType T = MenuType::forHeight(h);
    drawTableBackdrop(p, w, h, 235);
    const int lineH = T.caption * 2;
    const SDL_Rect panel = panelAround(menu, T.title, lineH * static_cast<int>(lines.size()));
    p.panel(panel, 225);
    drawScreenTitle(p, title, w / 2, panel.y + T.title * 6 / 10 + T.caption / 2, T);
    menu.render(p, T);
    if (menu.buttons().empty()) {
        return;
    }
    const SDL_Rect last = menu.buttons().back().rect;
    int y = last.y + last.h + last.h / 4 + lineH / 2;
    const int width = panel.w - T.caption * 2;
    for (const auto& line : lines) {
        p.label(line.text, w / 2, y,
                {p.text().fitSize(line.text, T.caption, false, width), false, line.ink,
                 Align::Center, VAlign::Middle});
        y += lineH;
    }
}

} // namespace greed::app
