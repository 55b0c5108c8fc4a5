// Checks of po/*.po that msgfmt does not make: every entry translated, and the positional
// arguments ({0}, {1}, ...) of every translation the same as those of its English message.
#include "catalogues.hpp"

#include <catch2/catch.hpp>

#include <regex>
#include <set>
#include <string>

namespace {

std::multiset<std::string> placeholders(const std::string& text) {
    static const std::regex kPlaceholder(R"(\{[0-9]+(:[^}]*)?\})");
    std::multiset<std::string> found;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kPlaceholder);
         it != std::sregex_iterator(); ++it) {
        found.insert(it->str());
    }
    return found;
}

} // namespace

TEST_CASE("every translation is complete and keeps its arguments", "[i18n]") {
    for (const std::string& lang : greed::test::translatedLanguages()) {
        const auto entries = greed::test::translationsOf(lang);
        REQUIRE_FALSE(entries.empty());
        for (const auto& entry : entries) {
            INFO(lang << ".po line " << entry.line << ": " << entry.msgid);
            CHECK_FALSE(entry.fuzzy);
            REQUIRE_FALSE(entry.msgstr.empty());
            for (std::size_t form = 0; form < entry.msgstr.size(); ++form) {
                const auto& text = entry.msgstr[form];
                CHECK_FALSE(text.empty());
                // Plural forms may drop the count when the words say it ("one die");
                // every other argument must stay.
                auto expected = placeholders(
                    form == 0 || entry.msgidPlural.empty() ? entry.msgid : entry.msgidPlural);
                auto got = placeholders(text);
                if (!entry.msgidPlural.empty()) {
                    expected.erase("{0}");
                    got.erase("{0}");
                }
                CHECK(got == expected);
            }
        }
    }
}

TEST_CASE("the po reader reads plural entries and contexts", "[i18n]") {
    const auto entries = greed::test::readPoFile(std::filesystem::path(GREED_PO_DIR) / "de.po");
    bool sawPlural = false;
    for (const auto& entry : entries) {
        if (entry.msgid == "{0} die") {
            sawPlural = true;
            CHECK(entry.msgidPlural == "{0} dice");
            CHECK(entry.msgstr.size() == 2);
        }
    }
    CHECK(sawPlural);
}
