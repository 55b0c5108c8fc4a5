#include "app/table/table_words.hpp"

#include "app/ui/personality_words.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"
#include "session/match_setup.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app::table_words {

using i18n::tr;
using i18n::trf;
using i18n::trp;

std::string spaceKey() {
    // TRANSLATORS: the space bar as written on a key cap (German: Leertaste; Spanish: Espacio).
    return trp("key", "Space");
}

std::string escKey() {
    // TRANSLATORS: the Escape key as written on a key cap (German and Spanish: Esc).
    return trp("key", "Esc");
}

std::string enterKey() {
    // TRANSLATORS: the Enter key as written on a key cap (German: Eingabe; Spanish: Intro).
    return trp("key", "Enter");
}

// The arrow keys as their arrows (the UI font, DejaVu Sans, has them): the same in every
// language and shorter than a word.
std::string leftKey() {
    return "\u2190";
}

std::string rightKey() {
    return "\u2192";
}

std::string percent(double fraction) {
    // TRANSLATORS: a chance in per cent (German and Spanish put a space before the sign).
    return trf("{0}%", i18n::formatNumber(std::lround(fraction * 100)));
}

std::string number(long long value) {
    return i18n::formatNumber(value);
}

std::string plus(long long value) {
    return "+" + i18n::formatNumber(value);
}

std::string pointsLost(int points) {
    if (points <= 0) {
        return "";
    }
    // TRANSLATORS: under the BUST stamp: the turn's points the throw lost.
    return i18n::trnf("{0} point lost", "{0} points lost", static_cast<unsigned long>(points),
                      number(points));
}

std::string turnPointsToo(int points) {
    // TRANSLATORS: under a penalty's plaque ("Three Jacks −1,000"): the turn's points are lost
    // too. Read on from the plaque: "Three Jacks −1,000 and 450 points of this turn".
    return i18n::trnf("and {0} point of this turn", "and {0} points of this turn",
                      static_cast<unsigned long>(std::max(0, points)), number(points));
}

std::string speed(double factor) {
    const std::string n = std::floor(factor) == factor
                              ? i18n::formatNumber(static_cast<long long>(factor))
                              : i18n::formatDecimal(factor, 1);
    // TRANSLATORS: a playback speed, {0} times the normal speed.
    return trf("{0}x", n);
}

std::string seatShortName(const core::PlayerInfo& info) {
    const std::string given = shortPlayerName(info);
    if (given != info.name || info.kind != core::PlayerKind::Computer ||
        personalityName(info.personality) != info.name) {
        return given;
    }
    // No short form in the catalogue (English): the personalities' English names end with the
    // given name ("Timid Tilly", "Reckless Rex").
    const std::size_t space = info.name.find_last_of(' ');
    return space == std::string::npos ? info.name : info.name.substr(space + 1);
}

std::string turnOf(const std::string& name, bool you) {
    if (you) {
        // TRANSLATORS: shown briefly on the felt when play passes to the person at this screen.
        return tr("Your turn");
    }
    // TRANSLATORS: shown briefly on the felt when play passes to another player; {0} the name.
    // Word it so that any name fits without declension (German: "{0} ist dran").
    return trf("{0}'s turn", name);
}

} // namespace greed::app::table_words
