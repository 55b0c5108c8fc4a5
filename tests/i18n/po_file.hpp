// A reader of gettext .po files, enough for the checks of the translations: entries with
// their context, msgid, plural and translations; obsolete (#~) entries are skipped.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace greed::test {

struct PoEntry {
    std::string context;
    std::string msgid;
    std::string msgidPlural;
    std::vector<std::string> msgstr; // one, or one per plural form
    bool fuzzy = false;
    int line = 0;
    std::string references; // the "#:" comments (where in the sources), space-separated
};

// Throws std::runtime_error naming the line on a syntax the reader does not know.
std::vector<PoEntry> readPoFile(const std::filesystem::path& path);

} // namespace greed::test
