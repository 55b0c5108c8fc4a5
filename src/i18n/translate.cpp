#include "i18n/translate.hpp"

#include <libintl.h>

#include <clocale>
#include <cstdlib>
#include <iostream>
#include <mutex>
#include <string>

namespace greed::i18n {

namespace {

constexpr const char* kDomain = "greed";

std::mutex& stateMutex() {
    static std::mutex mutex;
    return mutex;
}

Language& current() {
    static Language language = Language::English;
    return language;
}

bool& bound() {
    static bool value = false;
    return value;
}

bool hasCatalogues(const std::filesystem::path& dir) {
    std::error_code ec;
    return !dir.empty() &&
           std::filesystem::is_regular_file(dir / "de" / "LC_MESSAGES" / "greed.mo", ec);
}

std::filesystem::path installedLocaleDirectory() {
#ifdef GREED_LOCALE_FROM_BIN
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        auto dir = (exe.parent_path() / GREED_LOCALE_FROM_BIN).lexically_normal();
        if (hasCatalogues(dir)) {
            return dir;
        }
    }
#endif
    return {};
}

// gettext ignores LANGUAGE when the messages locale is "C", and the player's own locale may
// not be installed; C.UTF-8 always is on Debian and lets LANGUAGE choose the catalogue.
void chooseMessagesLocale() {
    for (const char* name : {"C.UTF-8", "C.utf8", "en_US.UTF-8"}) {
        if (std::setlocale(LC_MESSAGES, name) != nullptr) {
            return;
        }
    }
    std::cerr << "greed: no UTF-8 locale for messages; the game stays in English\n";
}

void bindOnce() {
    if (bound()) {
        return;
    }
    bound() = true;
    chooseMessagesLocale();
    const auto dir = localeDirectory();
    if (dir.empty()) {
        std::cerr << "greed: no translations found (set GREED_LOCALE_DIR); the game stays in "
                     "English\n";
        return;
    }
    bindtextdomain(kDomain, dir.c_str());
    bind_textdomain_codeset(kDomain, "UTF-8");
}

} // namespace

std::filesystem::path localeDirectory() {
    if (const char* env = std::getenv("GREED_LOCALE_DIR"); env != nullptr && *env != '\0') {
        return env;
    }
    if (auto installed = installedLocaleDirectory(); !installed.empty()) {
        return installed;
    }
#ifdef GREED_BUILD_LOCALE_DIR
    if (hasCatalogues(GREED_BUILD_LOCALE_DIR)) {
        return GREED_BUILD_LOCALE_DIR;
    }
#endif
    return {};
}

void setLanguage(Language language) {
    std::lock_guard lock(stateMutex());
    bindOnce();
    // The player's own choice must be read before the game's choice overwrites it.
    (void)LocaleEnvironment::fromProcess();
    // English is the msgids themselves; "en" has no catalogue, so gettext answers with them.
    ::setenv("LANGUAGE", std::string(languageCode(language)).c_str(), 1);
#ifndef __GLIBC__
    // Other C libraries (musl, in the browser build) ignore LANGUAGE and read the catalogue
    // named by the messages locale, which they accept under any name: it names the language.
    const std::string code(languageCode(language));
    std::setlocale(LC_MESSAGES, language == Language::English ? "C.UTF-8" : code.c_str());
#endif
    // Re-setting the domain tells gettext its cached translations are stale.
    textdomain(kDomain);
    current() = language;
}

Language currentLanguage() {
    std::lock_guard lock(stateMutex());
    return current();
}

const char* tr(const char* msgid) {
    return dgettext(kDomain, msgid);
}

std::string tr(const std::string& msgid) {
    return msgid.empty() ? msgid : std::string(dgettext(kDomain, msgid.c_str()));
}

const char* trn(const char* singular, const char* plural, unsigned long count) {
    return dngettext(kDomain, singular, plural, count);
}

namespace {

// gettext's convention for a message with a context: "context\004msgid".
std::string contextKey(const char* context, const char* msgid) {
    std::string key(context);
    key += '\004';
    key += msgid;
    return key;
}

} // namespace

const char* trp(const char* context, const char* msgid) {
    const std::string key = contextKey(context, msgid);
    const char* translated = dgettext(kDomain, key.c_str());
    // gettext hands back its argument when it has no translation; that buffer dies here.
    return translated == key.c_str() ? msgid : translated;
}

const char* trnp(const char* context, const char* singular, const char* plural,
                 unsigned long count) {
    const std::string key = contextKey(context, singular);
    const char* translated = dngettext(kDomain, key.c_str(), plural, count);
    if (translated == key.c_str()) {
        return singular;
    }
    return translated;
}

} // namespace greed::i18n
