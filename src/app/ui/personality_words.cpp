// The words for computer players and default seats in the player's language.
#include "app/ui/personality_words.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

using session::findStrategy;

std::string personalityName(const StrategyChoice& choice) {
    // The names are data (assets/personalities.json, listed in src/i18n/data_strings.cpp) or
    // the simple player's, marked where it is made (session/match_setup.cpp).
    return i18n::trp("personality", choice.name.c_str());
}

std::string personalityShortName(const StrategyChoice& choice) {
    // Listed with the context "personality, short" (tools/data_strings.cmake); a name without a
    // short form in the catalogue (the simple player's, or English) keeps its full name.
    const std::string shortName = i18n::trp("personality, short", choice.name.c_str());
    return shortName == choice.name ? personalityName(choice) : shortName;
}

std::string shortPlayerName(const core::PlayerInfo& info) {
    const StrategyChoice* choice =
        info.kind == core::PlayerKind::Computer ? findStrategy(info.personality) : nullptr;
    return choice != nullptr && info.name == personalityName(*choice)
               ? personalityShortName(*choice)
               : info.name;
}

std::string personalityName(const std::string& id) {
    const StrategyChoice* choice = findStrategy(id);
    return choice != nullptr ? personalityName(*choice) : std::string();
}

std::string kindLabel(const SeatSpec& seat) {
    if (!seat.computer) {
        return i18n::tr("Human");
    }
    // The personality's trait as its data gives it, said of its name in the name's gender:
    // Spanish says "Tímida" of Tilly and "Tímido" of Carl (the catalogue has each trait under
    // the context of its personality's gender, tools/data_strings.cmake).
    static constexpr const char* kMasculine = "trait of a masculine name";
    static constexpr const char* kFeminine = "trait of a feminine name";
    const StrategyChoice* choice = findStrategy(seat.strategy);
    if (choice != nullptr && !choice->trait.empty()) {
        return i18n::trp(choice->feminine ? kFeminine : kMasculine, choice->trait.c_str());
    }
    std::string id = seat.strategy; // a personality without a trait in its data: its id
    if (!id.empty() && id[0] >= 'a' && id[0] <= 'z') {
        id[0] = static_cast<char>(id[0] - 'a' + 'A');
    }
    return id;
}

std::vector<SeatSpec> localDefaultSeats(int humans, int computers) {
    std::vector<SeatSpec> seats = session::defaultSeats(humans, computers);
    int person = 0;
    for (auto& seat : seats) {
        if (!seat.computer) {
            ++person;
            // TRANSLATORS: the default name of the only person playing at the screen.
            seat.name = humans == 1 ? i18n::tr("You")
                                    // TRANSLATORS: the default name of one of several people.
                                    : i18n::trf("Player {0}", person);
        } else if (const StrategyChoice* choice = findStrategy(seat.strategy);
                   choice != nullptr && seat.name == choice->name) {
            seat.name = personalityName(*choice);
        }
    }
    return seats;
}

int lonePerson(const core::Game& game) {
    int found = -1;
    for (int i = 0; i < game.playerCount(); ++i) {
        if (game.players()[static_cast<std::size_t>(i)].info.kind == core::PlayerKind::Human) {
            if (found >= 0) {
                return -1;
            }
            found = i;
        }
    }
    return found;
}

} // namespace greed::app
