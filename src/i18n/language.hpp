// The languages the game speaks and how the player's environment picks one.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace greed::i18n {

// English is the source language (the msgids); Spanish and German are the languages of the
// rule texts the game comes from.
enum class Language { English, Spanish, German };

// All languages in the order the Settings screen offers them.
const std::vector<Language>& allLanguages();

// "en", "es", "de": the gettext catalogue name and the settings file value.
std::string_view languageCode(Language language);
// The language's own name: "English", "Español", "Deutsch".
std::string_view languageName(Language language);

// A language from a code or a locale name ("de", "es_ES.UTF-8", "de_AT@euro"); nullopt for
// languages the game does not have (and for "C"/"POSIX").
std::optional<Language> parseLanguage(std::string_view name);

// The environment's values in gettext's order of precedence.
struct LocaleEnvironment {
    std::string language;   // LANGUAGE: a colon-separated list of preferences
    std::string lcAll;      // LC_ALL
    std::string lcMessages; // LC_MESSAGES
    std::string lang;       // LANG
    // The process's values as they were before the game first set LANGUAGE itself (read once;
    // setLanguage() takes the snapshot before it changes anything).
    static LocaleEnvironment fromProcess();
};

// The language the environment asks for: the first entry of LANGUAGE the game has, else the
// first set one of LC_ALL, LC_MESSAGES, LANG; English when that names a language the game
// does not have or nothing is set.
Language languageFromEnvironment(const LocaleEnvironment& environment);

} // namespace greed::i18n
