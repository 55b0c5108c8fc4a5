// Setup's naming rules.
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/personality_words.hpp"

#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

bool isContinuation(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}
bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

bool takenByOther(const std::vector<SeatSpec>& seats, std::size_t index, const std::string& name) {
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (i != index && seats[i].name == name) {
            return true;
        }
    }
    return false;
}

// "Player 3" and "Bold Bea 2": a base with a number after it.
bool isNumbered(const std::string& name, const std::string& base) {
    if (name.size() <= base.size() + 1 || name.compare(0, base.size() + 1, base + " ") != 0) {
        return false;
    }
    return std::all_of(name.begin() + static_cast<std::ptrdiff_t>(base.size() + 1), name.end(),
                       [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

int nameLength(const std::string& name) {
    return core::characterCount(name);
}

std::string trimmedName(const std::string& name) {
    std::string out;
    bool pendingSpace = false;
    for (char c : name) {
        if (isBlank(c)) {
            pendingSpace = !out.empty();
            continue;
        }
        if (pendingSpace) {
            out += ' ';
            pendingSpace = false;
        }
        out += c;
    }
    return out;
}

Typed appendToName(std::string& name, const std::string& typed, int limit,
                   const Drawable& drawable) {
    const std::string allowed = core::withoutForbidden(typed);
    std::size_t i = 0;
    while (i < allowed.size()) {
        std::size_t next = i + 1;
        while (next < allowed.size() && isContinuation(allowed[next])) {
            ++next;
        }
        if (nameLength(name) >= limit) {
            return Typed::TooLong;
        }
        const std::string character = allowed.substr(i, next - i);
        if (drawable && !drawable(core::firstCharacter(character))) {
            return Typed::NotDrawable;
        }
        name += character;
        i = next;
    }
    return Typed::Taken;
}

std::string typedNote(Typed typed, int limit) {
    switch (typed) {
    case Typed::Taken:
        break;
    case Typed::TooLong:
        return i18n::trnf("Names are at most {0} character", "Names are at most {0} characters",
                          static_cast<unsigned long>(limit), limit);
    case Typed::NotDrawable:
        // TRANSLATORS: a name being typed refused a character (e.g. Chinese) that the game's
        // font has no letter for: it would show as an empty box.
        return i18n::tr("The game's font has no such letter: use other letters in names");
    }
    return {};
}

void eraseLastChar(std::string& name) {
    while (!name.empty() && isContinuation(name.back())) {
        name.pop_back();
    }
    if (!name.empty()) {
        name.pop_back();
    }
}

std::string defaultSeatName(const std::vector<SeatSpec>& seats, std::size_t index) {
    const SeatSpec& seat = seats[index];
    std::string base;
    if (seat.computer) {
        const StrategyChoice* choice = findStrategy(seat.strategy);
        // TRANSLATORS: the default name of a computer player without a personality.
        base = choice != nullptr ? personalityName(*choice) : i18n::tr("Computer");
    } else {
        // TRANSLATORS: the default name of the only person playing at the screen.
        base = i18n::tr("You");
        const bool anotherHuman = std::any_of(seats.begin(), seats.end(), [&](const SeatSpec& s) {
            return &s != &seat && !s.computer;
        });
        if (anotherHuman) {
            // TRANSLATORS: the default name of one of several people at the screen.
            base = i18n::trf("Player {0}", index + 1);
        }
    }
    if (!takenByOther(seats, index, base)) {
        return base;
    }
    for (int n = 2;; ++n) {
        const std::string candidate = base + " " + std::to_string(n);
        if (!takenByOther(seats, index, candidate)) {
            return candidate;
        }
    }
}

bool isDefaultName(const std::string& name) {
    // The English names (saved games, --players) and the ones of the language in use.
    std::vector<std::string> bases{"You", "Player", "Computer", i18n::tr("You"),
                                   i18n::tr("Computer")};
    const std::string player = i18n::trf("Player {0}", 0);
    if (player.size() > 2 && player.compare(player.size() - 2, 2, " 0") == 0) {
        bases.push_back(player.substr(0, player.size() - 2)); // "Spieler", "Jugador"
    }
    for (const auto& c : strategyChoices()) {
        bases.push_back(c.name);
        bases.push_back(personalityName(c));
    }
    for (const auto& seat : defaultSeats(0, 8)) {
        bases.push_back(seat.name);
    }
    return std::any_of(bases.begin(), bases.end(), [&](const std::string& base) {
        return name == base || isNumbered(name, base);
    });
}

} // namespace greed::app
