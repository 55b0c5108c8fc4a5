// Words for the player in the chosen language, through GNU gettext (the "greed" domain).
//
// Mark every string a player can see with one of these; `cmake --build build --target pot`
// collects them into po/greed.pot with xgettext (keywords in po/CMakeLists.txt):
//   tr("Roll")                                  a plain message
//   trp("button", "Bank")                       the same English word needing other words
//   trf("{0} banks {1}", name, points)          a message with arguments, by position, so a
//                                               translation may reorder them ({1} ... {0})
//   trnf("{0} die", "{0} dice", n, n)           plural forms, chosen by the language's rule
//   N_("Easy")                                  marks a string kept in a table; translate it
//                                               where it is shown, with tr(text)
// Numbers given to trf/trnf should be formatted with formatNumber() first (10,000 / 10.000).
#pragma once

#include "i18n/language.hpp"

#include <filesystem>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace greed::i18n {

// Finds the compiled catalogues and switches to `language`. Safe to call again at any time
// to switch language at once; every later tr() answers in the new language.
void setLanguage(Language language);
Language currentLanguage();

// Where the <lang>/LC_MESSAGES/greed.mo catalogues are: $GREED_LOCALE_DIR, else the
// installed share/locale next to the program, else the build tree's locale/.
std::filesystem::path localeDirectory();

const char* tr(const char* msgid);
const char* trp(const char* context, const char* msgid);
const char* trn(const char* singular, const char* plural, unsigned long count);
const char* trnp(const char* context, const char* singular, const char* plural,
                 unsigned long count);

// The string of a marked message kept at run time (N_ tables, data): translated if the
// catalogue has it, itself otherwise.
std::string tr(const std::string& msgid);

namespace detail {
template <typename... Args>
std::string formatOr(const char* translated, const char* original, Args&&... args) {
    try {
        return fmt::format(fmt::runtime(translated), args...);
    } catch (const fmt::format_error&) {
        // A broken translation must not hide the message: fall back to the English one.
        return fmt::format(fmt::runtime(original), std::forward<Args>(args)...);
    }
}
} // namespace detail

template <typename... Args> std::string trf(const char* msgid, Args&&... args) {
    return detail::formatOr(tr(msgid), msgid, std::forward<Args>(args)...);
}

template <typename... Args>
std::string trpf(const char* context, const char* msgid, Args&&... args) {
    return detail::formatOr(trp(context, msgid), msgid, std::forward<Args>(args)...);
}

template <typename... Args>
std::string trnf(const char* singular, const char* plural, unsigned long count, Args&&... args) {
    return detail::formatOr(trn(singular, plural, count), count == 1 ? singular : plural,
                            std::forward<Args>(args)...);
}

} // namespace greed::i18n

// The no-op marker of xgettext's convention.
#ifndef N_
#define N_(text) text
#endif

// Marks a message with a context kept in a table or data (xgettext's keyword NP_:1c,2);
// translated where it is used with trp(context, text).
#ifndef NP_
#define NP_(context, text) text
#endif
