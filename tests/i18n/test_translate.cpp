#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <cstdlib>

using greed::i18n::Language;
using greed::i18n::setLanguage;
using greed::i18n::tr;
using greed::i18n::trf;
using greed::i18n::trnf;

namespace {

struct EnglishAfterwards {
    EnglishAfterwards() { ::setenv("GREED_LOCALE_DIR", GREED_TEST_LOCALE_DIR, 1); }
    ~EnglishAfterwards() { setLanguage(Language::English); }
};

} // namespace

TEST_CASE("switching the language changes the words at once", "[i18n]") {
    EnglishAfterwards restore;
    setLanguage(Language::German);
    CHECK(std::string(tr("Language")) == "Sprache");
    setLanguage(Language::Spanish);
    CHECK(std::string(tr("Language")) == "Idioma");
    setLanguage(Language::English);
    CHECK(std::string(tr("Language")) == "Language");
    CHECK(greed::i18n::currentLanguage() == Language::English);
}

TEST_CASE("a message without a translation is shown in English", "[i18n]") {
    EnglishAfterwards restore;
    setLanguage(Language::German);
    CHECK(std::string(tr("no such message in any catalogue")) ==
          "no such message in any catalogue");
    CHECK(tr(std::string()).empty());
}

TEST_CASE("plural forms follow the count", "[i18n]") {
    EnglishAfterwards restore;
    setLanguage(Language::German);
    CHECK(trnf("{0} die", "{0} dice", 1, 1) == "1 Würfel");
    CHECK(trnf("{0} die", "{0} dice", 5, 5) == "5 Würfel");
    setLanguage(Language::Spanish);
    CHECK(trnf("{0} die", "{0} dice", 1, 1) == "1 dado");
    CHECK(trnf("{0} die", "{0} dice", 3, 3) == "3 dados");
    setLanguage(Language::English);
    CHECK(trnf("{0} die", "{0} dice", 1, 1) == "1 die");
    CHECK(trnf("{0} die", "{0} dice", 2, 2) == "2 dice");
}

TEST_CASE("arguments are placed by position", "[i18n]") {
    EnglishAfterwards restore;
    setLanguage(Language::English);
    CHECK(trf("{0} and {1}", "a", 2) == "a and 2");
    // A pattern naming a missing argument falls back to the English message.
    CHECK(greed::i18n::detail::formatOr("{0} {3}", "{0}!", "x") == "x!");
}
