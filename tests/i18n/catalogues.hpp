// The game's catalogues as the tests of the translations read them: po/<lang>.po of every
// language the game is translated into (GREED_PO_DIR, defined for greed-i18n-tests).
#pragma once

#include "po_file.hpp"

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace greed::test {

// The languages the game is translated into (English is the source).
inline const std::vector<std::string>& translatedLanguages() {
    static const std::vector<std::string> languages{"es", "de"};
    return languages;
}

// The entries of the catalogue po/<lang>.po that are translations (its header left out).
inline std::vector<PoEntry> translationsOf(const std::string& lang) {
    auto entries = readPoFile(std::filesystem::path(GREED_PO_DIR) / (lang + ".po"));
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [](const PoEntry& e) { return e.msgid.empty(); }),
                  entries.end());
    return entries;
}

} // namespace greed::test
