#include "i18n/language.hpp"

#include <catch2/catch.hpp>

using greed::i18n::Language;
using greed::i18n::languageFromEnvironment;
using greed::i18n::LocaleEnvironment;
using greed::i18n::parseLanguage;

TEST_CASE("locale names give their language", "[i18n]") {
    CHECK(parseLanguage("de") == Language::German);
    CHECK(parseLanguage("de_AT.UTF-8@euro") == Language::German);
    CHECK(parseLanguage("es_ES.UTF-8") == Language::Spanish);
    CHECK(parseLanguage("en_GB") == Language::English);
    CHECK_FALSE(parseLanguage("fr_FR.UTF-8").has_value());
    CHECK_FALSE(parseLanguage("C").has_value());
    CHECK_FALSE(parseLanguage("C.UTF-8").has_value());
    CHECK_FALSE(parseLanguage("").has_value());
    CHECK_FALSE(parseLanguage("dex").has_value());
}

TEST_CASE("the environment chooses the language in gettext's order", "[i18n]") {
    CHECK(languageFromEnvironment({}) == Language::English);
    CHECK(languageFromEnvironment({"", "", "", "de_DE.UTF-8"}) == Language::German);
    CHECK(languageFromEnvironment({"", "", "es_MX.UTF-8", "de_DE.UTF-8"}) == Language::Spanish);
    CHECK(languageFromEnvironment({"", "de_CH.UTF-8", "es_ES.UTF-8", "en_US.UTF-8"}) ==
          Language::German);
    // LANGUAGE lists preferences: the first one the game has wins over LC_ALL.
    CHECK(languageFromEnvironment({"fr:es:de", "de_DE.UTF-8", "", ""}) == Language::Spanish);
    // A LANGUAGE list with nothing the game has leaves the choice to the locale.
    CHECK(languageFromEnvironment({"fr:it", "", "", "de_DE.UTF-8"}) == Language::German);
}

TEST_CASE("an unknown language in the environment falls back to English", "[i18n]") {
    CHECK(languageFromEnvironment({"", "", "", "fr_FR.UTF-8"}) == Language::English);
    CHECK(languageFromEnvironment({"", "C", "", "de_DE.UTF-8"}) == Language::English);
    CHECK(languageFromEnvironment({"ja", "", "", "ko_KR.UTF-8"}) == Language::English);
    CHECK(languageFromEnvironment({"", "", "", "POSIX"}) == Language::English);
}
