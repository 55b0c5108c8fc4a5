#include "app/ui/pad_words.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

std::string rumbleSettingLabel() {
    // TRANSLATORS: a setting: a game controller shakes on a bust and a win.
    return i18n::tr("Controller rumble");
}

} // namespace greed::app
