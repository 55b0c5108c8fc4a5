// Details toggle: the button's words and size, and its key.
#include "app/ui/details_toggle.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

Button detailsButton(bool on, platform::Text& text, int textSize, int right, int y, int height) {
    // TRANSLATORS: a small button that shows or hides the seed, p-values and move numbers.
    Button b{"details", on ? i18n::tr("Fewer details") : i18n::tr("Details"), "I"};
    const int words =
        text.measure("[I] ", textSize, false).x + text.measure(b.label, textSize, true).x;
    const int width = words + height * 2 / 3 + textSize / 2;
    b.rect = {right - width, y, width, height};
    return b;
}

bool isDetailsKey(const InputEvent& e) {
    return e.command == Command::Key && e.key == SDLK_i;
}

} // namespace greed::app
