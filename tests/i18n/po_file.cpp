#include "po_file.hpp"

#include <fstream>
#include <stdexcept>

namespace greed::test {

namespace {

// The C-style string literal starting at `text[at]` (a quote), unescaped.
std::string unquote(const std::string& text, std::size_t at, int line) {
    if (at >= text.size() || text[at] != '"' || text.back() != '"' || text.size() - at < 2) {
        throw std::runtime_error("line " + std::to_string(line) + ": expected a string");
    }
    std::string out;
    for (std::size_t i = at + 1; i + 1 < text.size(); ++i) {
        char c = text[i];
        if (c == '\\' && i + 2 < text.size()) {
            const char next = text[++i];
            switch (next) {
            case 'n':
                c = '\n';
                break;
            case 't':
                c = '\t';
                break;
            default:
                c = next;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

std::vector<PoEntry> readPoFile(const std::filesystem::path& path) {
    std::ifstream in(path);
    if (!in) {
        throw std::runtime_error("cannot open " + path.string());
    }
    std::vector<PoEntry> entries;
    PoEntry entry;
    bool open = false;
    std::string* target = nullptr;
    bool nextFuzzy = false;
    std::string nextReferences;
    auto finish = [&] {
        if (open) {
            entries.push_back(entry);
        }
        entry = PoEntry{};
        open = false;
        target = nullptr;
    };
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
        ++line;
        if (!text.empty() && text.back() == '\r') {
            text.pop_back();
        }
        if (text.empty() || text.rfind("#~", 0) == 0) {
            continue;
        }
        if (text[0] == '#') {
            if (text.rfind("#,", 0) == 0 && text.find("fuzzy") != std::string::npos) {
                nextFuzzy = true;
            }
            if (text.rfind("#: ", 0) == 0) {
                nextReferences += (nextReferences.empty() ? "" : " ") + text.substr(3);
            }
            continue;
        }
        auto starts = [&](const char* keyword) {
            return text.rfind(keyword, 0) == 0;
        };
        if (starts("msgctxt ")) {
            finish();
            open = true;
            entry.line = line;
            entry.fuzzy = nextFuzzy;
            nextFuzzy = false;
            entry.references = std::move(nextReferences);
            nextReferences.clear();
            entry.context = unquote(text, 8, line);
            target = &entry.context;
        } else if (starts("msgid_plural ")) {
            entry.msgidPlural = unquote(text, 13, line);
            target = &entry.msgidPlural;
        } else if (starts("msgid ")) {
            if (!(open && target == &entry.context)) {
                finish();
                open = true;
                entry.line = line;
                entry.fuzzy = nextFuzzy;
                nextFuzzy = false;
                entry.references = std::move(nextReferences);
                nextReferences.clear();
            }
            entry.msgid = unquote(text, 6, line);
            target = &entry.msgid;
        } else if (starts("msgstr[")) {
            const auto close = text.find("] ");
            if (close == std::string::npos) {
                throw std::runtime_error("line " + std::to_string(line) + ": bad msgstr[n]");
            }
            entry.msgstr.push_back(unquote(text, close + 2, line));
            target = &entry.msgstr.back();
        } else if (starts("msgstr ")) {
            entry.msgstr.push_back(unquote(text, 7, line));
            target = &entry.msgstr.back();
        } else if (text[0] == '"' && target != nullptr) {
            *target += unquote(text, 0, line);
        } else {
            throw std::runtime_error("line " + std::to_string(line) + ": not understood");
        }
    }
    finish();
    return entries;
}

} // namespace greed::test
