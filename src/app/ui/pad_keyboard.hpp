// PadKeyboard: the keyboard on the screen that a game controller types with. SDL 2 shows none of
// its own, so a field typed into from the pad (A on a text field) gets this panel: a grid of keys
// the D-pad and left stick move over. What it types goes to the field the same way a keyboard's
// text does (Command::Text, Backspace, Esc to end), so the field's limits and its refusal of
// characters the font lacks hold alike. The App opens and closes it (app_pads.cpp); a key of
// the keyboard closes it, so keyboard players never see it.
#pragma once

#include "app/ui/input_event.hpp"
#include "app/ui/painter.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace greed::app {

// What a press on the panel means to the field.
struct KeyboardPress {
    enum class Kind { None, Text, Erase, Done };
    Kind kind = Kind::None;
    std::string text; // Kind::Text: the character typed (UTF-8)
};

class PadKeyboard {
public:
    // The keys that are not a character.
    enum class Special { None, Shift, Space, Erase, Done };
    struct Key {
        std::string glyph; // the character typed (lower case for letters)
        Special special = Special::None;
        int column = 0; // first grid column
        int span = 1;   // columns wide
        int row = 0;
        SDL_Rect rect{0, 0, 0, 0};
    };
    static constexpr int kColumns = 10;
    static constexpr int kRows = 5;

    PadKeyboard();

    bool isOpen() const { return m_open; }
    // Opens with the focus on the first letter and Shift on (a name starts with a capital).
    void open();
    void close() { m_open = false; }

    // The D-pad or the left stick: moves to the next key that way, round at the edges.
    void move(Command direction);
    // A on the focused key: a character (then Shift lets go), Shift turned, Erase, Done.
    KeyboardPress activate();
    void toggleShift() { m_shift = !m_shift; }
    bool shift() const { return m_shift; }

    const std::vector<Key>& keys() const { return m_keys; }
    const Key& focusedKey() const { return m_keys[m_focus]; }
    // The text a key types with Shift as it is now (letters upper case with Shift).
    std::string typed(const Key& key) const;

    // Places the panel in a window of w x h, never over `field` (the field typed into), where it
    // covers the fewest of the other `controls` (none where a gap between them is tall
    // enough), nearest the field. `body`: the menus' reading size (MenuType::body), which the
    // keys grow with.
    void layout(int w, int h, const SDL_Rect& field, const std::vector<SDL_Rect>& controls,
                int body);
    SDL_Rect rect() const { return m_rect; }
    void draw(const Painter& painter) const;

private:
    std::vector<Key> m_keys;
    std::size_t m_focus = 0;
    bool m_open = false;
    bool m_shift = true;
    SDL_Rect m_rect{0, 0, 0, 0};
    SDL_Rect m_hint{0, 0, 0, 0};
    int m_body = 15;
};

} // namespace greed::app
