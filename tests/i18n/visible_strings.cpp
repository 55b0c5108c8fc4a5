// greed-visible-strings: finds string literals in the drawing code that read like text for a
// player but are not marked for translation. It runs xgettext twice over the sources, once
// taking every literal (-a) and once only the marked ones (the keywords of po/), and reports
// each literal of the first that is not in the second, looks like words and is not on the
// allowlist (tests/i18n/visible_strings_allow.txt).
//   greed-visible-strings XGETTEXT SOURCE_DIR ALLOWLIST WORK_DIR [EXTRA_FILE] -- KEYWORDS...
// EXTRA_FILE is read with the sources (the test that shows the check fails uses it).
// Exit status 0 when nothing is found, 1 when something is, 2 when the check cannot run.
#include "po_file.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Allowlist {
    std::vector<std::string> skipped; // source paths (prefixes) that never draw
    std::vector<std::regex> literals; // literals that are not text for a player
};

// One entry a line: "skip: <path prefix>" or a regular expression; "#" starts a comment line.
Allowlist readAllowlist(const fs::path& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot open " + path.string());
    }
    Allowlist out;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        if (line.rfind("skip: ", 0) == 0) {
            out.skipped.push_back(line.substr(6));
        } else {
            out.literals.emplace_back(line);
        }
    }
    return out;
}

std::string shellQuoted(const std::string& s) {
    return "'" + s + "'";
}

// Runs xgettext over the files listed in `fileList` (paths relative to `sourceDir`).
void extract(const std::string& xgettext, const fs::path& sourceDir, const fs::path& fileList,
             const std::string& options, const fs::path& output) {
    const std::string command = "cd " + shellQuoted(sourceDir.string()) + " && " +
                                shellQuoted(xgettext) +
                                " --language=C++ --from-code=UTF-8 --no-wrap --omit-header " +
                                "--force-po " + options + " -f " + shellQuoted(fileList.string()) +
                                " -o " + shellQuoted(output.string()) + " 2>/dev/null";
    if (std::system(command.c_str()) != 0) {
        throw std::runtime_error("xgettext failed: " + command);
    }
}

// Words a player could read: a run of two letters, and either two words or a capitalised one
// ("Hello world", "Continue"); ids, keys and file names ("felt", "die_", "x") are not.
bool looksLikeText(const std::string& s) {
    static const std::regex kLetters("[A-Za-z]{2}");
    static const std::regex kWords("[A-Za-z]{2,}[,.!?:]? +[A-Za-z]{2,}|^[A-Z][a-z]+");
    return std::regex_search(s, kLetters) && std::regex_search(s, kWords);
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    const auto dash = std::find(args.begin(), args.end(), "--");
    const std::vector<std::string> fixed(args.begin(), dash);
    if (fixed.size() < 4 || fixed.size() > 5) {
        std::cerr << "usage: greed-visible-strings XGETTEXT SOURCE_DIR ALLOWLIST WORK_DIR "
                     "[EXTRA_FILE] -- KEYWORDS...\n";
        return 2;
    }
    std::string keywords;
    for (auto it = dash == args.end() ? dash : dash + 1; it != args.end(); ++it) {
        keywords += " " + shellQuoted(*it);
    }
    try {
        const fs::path sourceDir = fixed[1];
        const Allowlist allow = readAllowlist(fixed[2]);
        const fs::path work = fixed[3];
        fs::create_directories(work);
        std::vector<std::string> files;
        for (const auto& e : fs::recursive_directory_iterator(sourceDir / "src" / "app")) {
            const auto ext = e.path().extension();
            if (ext != ".cpp" && ext != ".hpp") {
                continue;
            }
            const std::string rel = fs::relative(e.path(), sourceDir).generic_string();
            if (std::none_of(allow.skipped.begin(), allow.skipped.end(),
                             [&](const std::string& p) { return rel.rfind(p, 0) == 0; })) {
                files.push_back(rel);
            }
        }
        if (fixed.size() == 5) {
            files.push_back(fs::absolute(fixed[4]).string());
        }
        std::sort(files.begin(), files.end());
        const fs::path list = work / "visible_strings_files.txt";
        std::ofstream(list) << [&] {
            std::string s;
            for (const auto& f : files) {
                s += f + "\n";
            }
            return s;
        }();
        extract(fixed[0], sourceDir, list, keywords, work / "marked.pot");
        extract(fixed[0], sourceDir, list, "-a" + keywords, work / "all.pot");
        std::set<std::string> marked;
        for (const auto& e : greed::test::readPoFile(work / "marked.pot")) {
            marked.insert(e.msgid);
            marked.insert(e.msgidPlural);
            marked.insert(e.context); // a context kept in a constant is a literal of its own
        }
        int found = 0;
        for (const auto& e : greed::test::readPoFile(work / "all.pot")) {
            if (marked.count(e.msgid) != 0 || !looksLikeText(e.msgid) ||
                std::any_of(allow.literals.begin(), allow.literals.end(),
                            [&](const std::regex& r) { return std::regex_search(e.msgid, r); })) {
                continue;
            }
            std::cout << e.references << ": \"" << e.msgid << "\" is not marked for translation\n";
            ++found;
        }
        std::cout << files.size() << " files, " << found << " unmarked texts\n";
        if (found > 0) {
            std::cout << "Mark them (tr, trf, N_...: docs/translating.md) or, when a player never "
                         "sees one, add it to tests/i18n/visible_strings_allow.txt\n";
        }
        return found > 0 ? 1 : 0;
    } catch (const std::exception& e) {
        std::cerr << "greed-visible-strings: " << e.what() << "\n";
        return 2;
    }
}
