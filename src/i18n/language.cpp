#include "i18n/language.hpp"

#include <cstdlib>

namespace greed::i18n {

const std::vector<Language>& allLanguages() {
    static const std::vector<Language> kAll{Language::English, Language::Spanish, Language::German};
    return kAll;
}

std::string_view languageCode(Language language) {
    switch (language) {
    case Language::Spanish:
        return "es";
    case Language::German:
        return "de";
    case Language::English:
        break;
    }
    return "en";
}

std::string_view languageName(Language language) {
    switch (language) {
    case Language::Spanish:
        return "Español";
    case Language::German:
        return "Deutsch";
    case Language::English:
        break;
    }
    return "English";
}

std::optional<Language> parseLanguage(std::string_view name) {
    // A locale name is language[_territory][.codeset][@modifier]; only the language counts.
    const auto end = name.find_first_of("_.@-");
    const std::string_view code = name.substr(0, end);
    for (Language language : allLanguages()) {
        if (code == languageCode(language)) {
            return language;
        }
    }
    return std::nullopt;
}

namespace {

std::string variable(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? std::string(value) : std::string();
}

} // namespace

LocaleEnvironment LocaleEnvironment::fromProcess() {
    static const LocaleEnvironment kAtStart{variable("LANGUAGE"), variable("LC_ALL"),
                                            variable("LC_MESSAGES"), variable("LANG")};
    return kAtStart;
}

Language languageFromEnvironment(const LocaleEnvironment& environment) {
    // LANGUAGE lists preferences; gettext skips those it has no catalogue for, and so do we.
    std::string_view list = environment.language;
    while (!list.empty()) {
        const auto colon = list.find(':');
        if (auto language = parseLanguage(list.substr(0, colon))) {
            return *language;
        }
        list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
    for (const std::string* value :
         {&environment.lcAll, &environment.lcMessages, &environment.lang}) {
        if (!value->empty()) {
            return parseLanguage(*value).value_or(Language::English);
        }
    }
    return Language::English;
}

} // namespace greed::i18n
