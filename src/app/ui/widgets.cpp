// Menu: focus movement, mouse hit-testing and the look of buttons.
#include "app/ui/widgets.hpp"

#include "app/ui/key_caps.hpp"

#include "app/ui/palette.hpp"
#include "app/ui/setting_controls.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {
// The type of a caller that only knows its body size (the table's bars).
MenuType captionedBy(int textSize) {
    MenuType t = MenuType::forHeight(0);
    t.body = textSize;
    t.caption = std::max(12, textSize * 4 / 5);
    return t;
}
} // namespace

std::string escKeyCap() {
    // TRANSLATORS: the Escape key as written on a key cap (German and Spanish: Esc).
    return i18n::trp("key", "Esc");
}

std::string enterKeyCap() {
    // TRANSLATORS: the Enter key as written on a key cap (German: Eingabe; Spanish: Intro).
    return i18n::trp("key", "Enter");
}

const Button* Menu::find(const std::string& id) const {
    for (const auto& b : m_buttons) {
        if (b.id == id) {
            return &b;
        }
    }
    return nullptr;
}

int Menu::focusIndex() const {
    for (std::size_t i = 0; i < m_buttons.size(); ++i) {
        if (m_buttons[i].id == m_focusId) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

void Menu::moveFocus(int step) {
    const int n = static_cast<int>(m_buttons.size());
    if (n == 0) {
        return;
    }
    int i = focusIndex();
    if (i < 0) {
        i = step > 0 ? -1 : n;
    }
    for (int tries = 0; tries < n; ++tries) {
        i = (i + step + n) % n;
        if (m_buttons[static_cast<std::size_t>(i)].enabled) {
            m_focusId = m_buttons[static_cast<std::size_t>(i)].id;
            return;
        }
    }
}

MenuHit Menu::handle(const InputEvent& e, bool horizontal) {
    const int fi = focusIndex();
    const Button* focusedButton = fi >= 0 ? &m_buttons[static_cast<std::size_t>(fi)] : nullptr;
    switch (e.command) {
    case Command::Up:
        if (!horizontal) {
            moveFocus(-1);
        }
        return {};
    case Command::Down:
        if (!horizontal) {
            moveFocus(+1);
        }
        return {};
    case Command::Next:
        moveFocus(+1);
        return {};
    case Command::Prev:
        moveFocus(-1);
        return {};
    case Command::Left:
    case Command::Right: {
        const int d = e.command == Command::Left ? -1 : +1;
        if (horizontal) {
            moveFocus(d);
            return {};
        }
        if (focusedButton != nullptr && focusedButton->kind != ButtonKind::Push &&
            focusedButton->kind != ButtonKind::Field && focusedButton->enabled) {
            return {focusedButton->id, d};
        }
        return {};
    }
    case Command::Confirm:
    case Command::Roll:
        if (focusedButton != nullptr && focusedButton->enabled) {
            const bool turns =
                focusedButton->kind != ButtonKind::Push && focusedButton->kind != ButtonKind::Field;
            return {focusedButton->id, turns ? +1 : 0};
        }
        if (focusedButton == nullptr) {
            moveFocus(+1);
        }
        return {};
    case Command::Motion:
        m_hoverId.clear();
        for (const auto& b : m_buttons) {
            if (b.enabled && contains(b.rect, e.x, e.y)) {
                m_hoverId = b.id;
            }
        }
        return {};
    case Command::Click:
        for (const auto& b : m_buttons) {
            if (b.enabled && contains(b.rect, e.x, e.y)) {
                m_focusId = b.id;
                if (const int option = optionAt(b, e.x, e.y); option >= 0) {
                    return {b.id, 0, option};
                }
                if (b.kind == ButtonKind::Toggle || b.kind == ButtonKind::Slider ||
                    b.kind == ButtonKind::Choice) {
                    return {b.id, +1};
                }
                if (b.kind == ButtonKind::Spinner && b.row) {
                    // A row: its ◀ arrow turns back, anywhere else forward.
                    const SDL_Rect c = controlRect(b);
                    return {b.id, e.x >= c.x && e.x < c.x + c.h ? -1 : +1};
                }
                if (b.kind != ButtonKind::Push && b.kind != ButtonKind::Field) {
                    // The left third turns back, the rest forward.
                    return {b.id, e.x < b.rect.x + b.rect.w / 3 ? -1 : +1};
                }
                return {b.id, 0};
            }
        }
        return {};
    default:
        return {};
    }
}

void Menu::render(const Painter& painter, int textSize) const {
    render(painter, captionedBy(textSize));
}

void Menu::render(const Painter& painter, const MenuType& type) const {
    for (const auto& b : m_buttons) {
        drawButton(painter, b, m_showFocus && b.id == m_focusId, b.id == m_hoverId, type);
    }
}

void drawButton(const Painter& painter, const Button& b, bool focused, bool hovered, int textSize) {
    drawButton(painter, b, focused, hovered, captionedBy(textSize));
}

void drawButton(const Painter& painter, const Button& b, bool focused, bool hovered,
                const MenuType& type) {
    if (b.kind == ButtonKind::Slider || b.kind == ButtonKind::Choice ||
        b.kind == ButtonKind::Toggle || b.row) {
        drawSettingRow(painter, b, focused, hovered, type);
        return;
    }
    const int textSize = b.textSize > 0 ? std::min(b.textSize, type.body) : type.body;
    const bool hot = b.enabled && (focused || hovered);
    SDL_Color tint = b.enabled ? SDL_Color{255, 255, 255, 255} : SDL_Color{120, 120, 120, 150};
    painter.nineSlice(hot ? "button_hot" : "button", b.rect, std::max(8, b.rect.h / 4), tint);
    if (b.primary && b.enabled) {
        painter.roundedOutline(inset(b.rect, 2), cornerRadius(b) - 2, 2.0, withAlpha(kGold, 230));
    }
    if (focused && b.enabled) {
        drawFocusRing(painter, b.rect, cornerRadius(b));
    }
    const SDL_Color ink = b.enabled ? kInk : withAlpha(kInkDim, 160);
    const bool explained = !b.enabled && !b.reason.empty() && !b.reasonInHint;
    const bool noted = b.enabled && !b.note.empty();
    // A disabled button says why on a second line; an enabled one may carry a note there.
    const int cy = explained || noted ? b.rect.y + b.rect.h * 36 / 100 : b.rect.y + b.rect.h / 2;
    int x = b.rect.x + b.rect.h / 3;
    if (b.accent.a != 0) {
        const int chip = b.rect.h / 3;
        painter.disc({static_cast<double>(x + chip / 2), static_cast<double>(cy)}, chip / 2.0,
                     b.accent);
        x += chip + chip / 2;
    }
    std::string text = b.label;
    if (b.kind == ButtonKind::Spinner) {
        text = b.label.empty() ? "\u25C0  " + b.value + "  \u25B6"
                               : b.label + ":  \u25C0 " + b.value + " \u25B6";
    } else if (b.kind == ButtonKind::Field) {
        text = b.value;
    }
    const int avail = b.rect.w - (x - b.rect.x) - b.rect.h / 3;
    // The key cap (or the pad's button) before the words, as button_row measures it. Two lines
    // (a greyed button's reason under its label) share the height: with large text (Settings)
    // each line keeps inside its half instead of running into the other.
    const int lineRoom = explained || noted ? b.rect.h * 2 / 5 : b.rect.h * 3 / 4;
    const int size =
        std::min(fitWithKeyCap(painter.text(), b.key, text, textSize, avail), lineRoom);
    const bool centred = b.kind == ButtonKind::Push && b.accent.a == 0;
    const int keyW = keyCapWidth(painter.text(), b.key, size);
    const SDL_Point textW = painter.text().measure(text, size, true);
    int tx = centred ? b.rect.x + (b.rect.w - keyW - textW.x) / 2 : x;
    tx += drawKeyCap(painter, b.key, tx, cy, size, b.enabled ? 255 : 120);
    painter.label(text, tx, cy, {size, true, ink, Align::Left, VAlign::Middle});
    if (explained || noted) {
        const int pad = b.rect.h / 3;
        const std::string& second = explained ? b.reason : b.note;
        painter.label(
            second, b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h * 74 / 100,
            {std::min(painter.text().fitSize(second, type.caption, false, b.rect.w - 2 * pad),
                      std::max(10, b.rect.h * 3 / 10)),
             false, withAlpha(kInk, 200), Align::Center, VAlign::Middle});
    }
}

void drawFeltBackdrop(const Painter& painter, int w, int h, Uint8 shade) {
    painter.clear(kBackdrop);
    const double side = std::max(w, h);
    painter.sprite("felt", w / 2.0, h / 2.0, side, side, 0, {shade, shade, shade, 255});
}

} // namespace greed::app
