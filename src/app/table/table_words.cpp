#include "app/table/table_words.hpp"

#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"
#include "session/match_setup.hpp"

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

std::string speed(double factor) {
    const std::string n = std::floor(factor) == factor
                              ? i18n::formatNumber(static_cast<long long>(factor))
                              : i18n::formatDecimal(factor, 1);
    // TRANSLATORS: a playback speed, {0} times the normal speed.
    return trf("{0}x", n);
}

} // namespace greed::app::table_words
