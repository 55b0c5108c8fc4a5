// PadKeyboard: the keys, moving over them, what a press types, where the panel goes and how it
// is drawn (the menus' leather and gold, the pad's glyphs on its hint line).
#include "app/ui/pad_keyboard.hpp"

#include "app/ui/key_caps.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

namespace {

// Letters, digits and what an address or a room code needs (". : -"), and the apostrophe of
// names such as O'Neill; the last row holds the keys that are not characters.
constexpr const char* kCharacterRows[] = {"1234567890", "qwertyuiop", "asdfghjkl-", "zxcvbnm.:'"};

// The words of the keys and of the hint line.
std::string spaceWord() {
    // TRANSLATORS: the space bar of the keyboard drawn on the screen for a game controller.
    return i18n::trp("pad keyboard", "Space");
}
std::string doneWord() {
    // TRANSLATORS: the key that ends typing on the keyboard drawn for a game controller.
    return i18n::trp("pad keyboard", "Done");
}
std::string typeWord() {
    // TRANSLATORS: hint on the on-screen keyboard: button A types the key under the cursor.
    return i18n::trp("pad keyboard", "Type");
}
std::string eraseWord() {
    // TRANSLATORS: hint on the on-screen keyboard: a button erases the last character.
    return i18n::trp("pad keyboard", "Erase");
}
std::string shiftWord() {
    // TRANSLATORS: hint on the on-screen keyboard: a shoulder button switches capital letters.
    return i18n::trp("pad keyboard", "Capitals");
}

// The centre column of a key, in half columns (so a two-wide key has a whole middle).
int middle(const PadKeyboard::Key& k) {
    return 2 * k.column + k.span;
}

SDL_Color keyFill(bool focused) {
    return focused ? SDL_Color{92, 70, 38, 255} : SDL_Color{34, 24, 18, 235};
}

} // namespace

PadKeyboard::PadKeyboard() {
    int row = 0;
    for (const char* chars : kCharacterRows) {
        for (int c = 0; chars[c] != '\0'; ++c) {
            Key k;
            k.glyph = std::string(1, chars[c]);
            k.column = c;
            k.row = row;
            m_keys.push_back(k);
        }
        ++row;
    }
    const Special last[] = {Special::Shift, Special::Space, Special::Erase, Special::Done};
    const int columns[] = {0, 2, 6, 8};
    const int spans[] = {2, 4, 2, 2};
    for (int i = 0; i < 4; ++i) {
        Key k;
        k.special = last[i];
        k.glyph = last[i] == Special::Space ? " " : "";
        k.column = columns[i];
        k.span = spans[i];
        k.row = kRows - 1;
        m_keys.push_back(k);
    }
}

void PadKeyboard::open() {
    m_open = true;
    m_shift = true;
    m_focus = static_cast<std::size_t>(kColumns); // "q": the first letter
}

void PadKeyboard::move(Command direction) {
    const Key& from = m_keys[m_focus];
    if (direction == Command::Left || direction == Command::Right) {
        // The next key of the row, round at its ends.
        std::vector<std::size_t> row;
        for (std::size_t i = 0; i < m_keys.size(); ++i) {
            if (m_keys[i].row == from.row) {
                row.push_back(i);
            }
        }
        const auto at = std::find(row.begin(), row.end(), m_focus) - row.begin();
        const auto n = static_cast<std::ptrdiff_t>(row.size());
        const std::ptrdiff_t step = direction == Command::Right ? 1 : -1;
        m_focus = row[static_cast<std::size_t>((at + step + n) % n)];
        return;
    }
    if (direction != Command::Up && direction != Command::Down) {
        return;
    }
    // The key of the row above or below under the middle of this one, round at the top and
    // bottom; ties go to the left key.
    const int target = (from.row + (direction == Command::Down ? 1 : kRows - 1)) % kRows;
    std::size_t best = m_focus;
    int bestDistance = 1 << 20;
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        if (m_keys[i].row != target) {
            continue;
        }
        const int d = std::abs(middle(m_keys[i]) - middle(from));
        if (d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    m_focus = best;
}

std::string PadKeyboard::typed(const Key& key) const {
    std::string s = key.glyph;
    if (m_shift && s.size() == 1 && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

KeyboardPress PadKeyboard::activate() {
    const Key& k = m_keys[m_focus];
    KeyboardPress press;
    switch (k.special) {
    case Special::Shift:
        toggleShift();
        return press;
    case Special::Erase:
        press.kind = KeyboardPress::Kind::Erase;
        return press;
    case Special::Done:
        press.kind = KeyboardPress::Kind::Done;
        return press;
    default:
        break;
    }
    press.kind = KeyboardPress::Kind::Text;
    press.text = typed(k);
    if (k.glyph.size() == 1 && k.glyph[0] >= 'a' && k.glyph[0] <= 'z') {
        m_shift = false; // one capital, as a phone's keyboard gives
    }
    return press;
}

void PadKeyboard::layout(int w, int h, const SDL_Rect& field, const std::vector<SDL_Rect>& controls,
                         int body) {
    m_body = body;
    const int margin = std::max(6, h / 100);
    // Keys grow with the reading size, and shrink to what the window holds.
    int key = std::max({22, body * 3 / 2, h / 20});
    const auto panelSize = [&](int k) {
        const int gap = std::max(2, k / 8);
        const int pad = std::max(6, k / 4);
        const int hint = m_body * 3 / 2;
        const int keyW = k * 6 / 5;
        return SDL_Point{2 * pad + kColumns * keyW + (kColumns - 1) * gap,
                         2 * pad + kRows * k + (kRows - 1) * gap + hint};
    };
    while (key > 16 && (panelSize(key).x > w - 2 * margin || panelSize(key).y > h / 2)) {
        --key;
    }
    const SDL_Point size = panelSize(key);
    // Every height the panel could stand at, clear of the field: the one covering the fewest
    // other controls (none where a gap between them is tall enough), and of those the nearest
    // the field. While the panel is up the pad types on it, so a control under it is only hidden.
    const int x = (w - size.x) / 2;
    int top = -1;
    std::pair<int, int> best{1 << 20, 1 << 20}; // (controls covered, distance to the field)
    for (int at = margin; at + size.y + margin <= h; at += 2) {
        const SDL_Rect panel{x, at, size.x, size.y};
        if (SDL_HasIntersection(&panel, &field) == SDL_TRUE) {
            continue;
        }
        int covered = 0;
        for (const SDL_Rect& c : controls) {
            covered += SDL_HasIntersection(&panel, &c) == SDL_TRUE ? 1 : 0;
        }
        const int distance = at >= field.y ? at - (field.y + field.h) : field.y - (at + size.y);
        const std::pair<int, int> score{covered, distance};
        if (score < best) {
            best = score;
            top = at;
        }
    }
    if (top < 0) {
        top = h - margin - size.y; // a field taller than the window leaves: the window's foot
    }
    m_rect = {x, top, size.x, size.y};
    const int gap = std::max(2, key / 8);
    const int pad = std::max(6, key / 4);
    const int keyW = key * 6 / 5;
    for (Key& k : m_keys) {
        k.rect = {x + pad + k.column * (keyW + gap), top + pad + k.row * (key + gap),
                  k.span * keyW + (k.span - 1) * gap, key};
    }
    m_hint = {x + pad, top + pad + kRows * key + (kRows - 1) * gap, size.x - 2 * pad,
              size.y - 2 * pad - kRows * key - (kRows - 1) * gap};
}

void PadKeyboard::draw(const Painter& painter) const {
    if (!m_open) {
        return;
    }
    drawLeather(painter, m_rect);
    for (std::size_t i = 0; i < m_keys.size(); ++i) {
        const Key& k = m_keys[i];
        const bool focused = i == m_focus;
        const double radius = k.rect.h / 6.0;
        painter.roundedRect(k.rect, radius, keyFill(focused));
        const SDL_Color ink = focused ? kGold : kInk;
        const double cx = k.rect.x + k.rect.w / 2.0;
        const double cy = k.rect.y + k.rect.h / 2.0;
        const double u = k.rect.h / 6.0;
        switch (k.special) {
        case Special::Shift: {
            // An upward arrow, filled while the next letter is a capital.
            const std::vector<Vec2> arrow{{cx, cy - 2 * u},     {cx + 2 * u, cy},     {cx + u, cy},
                                          {cx + u, cy + 2 * u}, {cx - u, cy + 2 * u}, {cx - u, cy},
                                          {cx - 2 * u, cy}};
            for (std::size_t p = 0; p < arrow.size(); ++p) {
                painter.line(arrow[p], arrow[(p + 1) % arrow.size()], 2.0, ink);
            }
            if (m_shift) {
                painter.triangle({cx, cy - 2 * u}, {cx + 2 * u, cy}, {cx - 2 * u, cy}, ink);
                painter.polygon(
                    {{cx - u, cy}, {cx + u, cy}, {cx + u, cy + 2 * u}, {cx - u, cy + 2 * u}}, ink);
            }
            break;
        }
        case Special::Erase: {
            // A key with a point to the left and a cross: erase.
            const std::vector<Vec2> shape{{cx - 3 * u, cy},
                                          {cx - 1.5 * u, cy - 1.6 * u},
                                          {cx + 2.5 * u, cy - 1.6 * u},
                                          {cx + 2.5 * u, cy + 1.6 * u},
                                          {cx - 1.5 * u, cy + 1.6 * u}};
            for (std::size_t p = 0; p < shape.size(); ++p) {
                painter.line(shape[p], shape[(p + 1) % shape.size()], 2.0, ink);
            }
            painter.line({cx - 0.3 * u, cy - 0.7 * u}, {cx + 1.1 * u, cy + 0.7 * u}, 2.0, ink);
            painter.line({cx - 0.3 * u, cy + 0.7 * u}, {cx + 1.1 * u, cy - 0.7 * u}, 2.0, ink);
            break;
        }
        default: {
            const std::string words = k.special == Special::Space  ? spaceWord()
                                      : k.special == Special::Done ? doneWord()
                                                                   : typed(k);
            const int size =
                painter.text().fitSize(words, std::max(12, k.rect.h * 11 / 20), true, k.rect.w - 6);
            painter.label(words, static_cast<int>(cx), static_cast<int>(cy),
                          {size, true, ink, Align::Center, VAlign::Middle});
            break;
        }
        }
        if (focused) {
            painter.roundedOutline(k.rect, radius, 2.5, kGold);
        }
    }
    // The hint line: the pad's glyphs and what each does here.
    const std::pair<SDL_GameControllerButton, std::string> hints[] = {
        {SDL_CONTROLLER_BUTTON_A, typeWord()},
        {SDL_CONTROLLER_BUTTON_X, eraseWord()},
        {SDL_CONTROLLER_BUTTON_Y, spaceWord()},
        {SDL_CONTROLLER_BUTTON_LEFTSHOULDER, shiftWord()},
        {SDL_CONTROLLER_BUTTON_B, doneWord()}};
    const PadFamily family = capStyle().family;
    int size = m_body;
    const auto lineWidth = [&](int s) {
        const int side = s * 4 / 3;
        int total = 0;
        for (const auto& h : hints) {
            total += side + s / 4 + painter.text().measure(h.second, s, false).x + s;
        }
        return total - s;
    };
    while (size > 10 && lineWidth(size) > m_hint.w) {
        --size;
    }
    const int side = size * 4 / 3;
    int x = m_hint.x + (m_hint.w - lineWidth(size)) / 2;
    const int cy = m_hint.y + m_hint.h / 2;
    for (const auto& h : hints) {
        painter.sprite(padGlyphSprite(family, h.first), x + side / 2.0, cy, side, side);
        x += side + size / 4;
        const SDL_Rect drawn =
            painter.label(h.second, x, cy, {size, false, kInkDim, Align::Left, VAlign::Middle});
        x += drawn.w + size;
    }
}

} // namespace greed::app
