// The words for computer players and default seats in the player's language.
#include "app/ui/personality_words.hpp"

#include "i18n/translate.hpp"

namespace greed::app {

std::string personalityName(const StrategyChoice& choice) {
    // The names are data (assets/personalities.json, listed in src/i18n/data_strings.cpp) or
    // the simple player's, marked where it is made (session/match_setup.cpp).
    return i18n::trp("personality", choice.name.c_str());
}

std::string personalityName(const std::string& id) {
    const StrategyChoice* choice = findStrategy(id);
    return choice != nullptr ? personalityName(*choice) : std::string();
}

std::string kindLabel(const SeatSpec& seat) {
    if (!seat.computer) {
        return i18n::tr("Human");
    }
    // The personalities' traits, as the kind picker names them, in both genders: Spanish says
    // "Tímida" of Tilly and "Tímido" of Carl, so the word agrees with the personality's name.
    static constexpr const char* kMasculine = "trait of a masculine name";
    static constexpr const char* kFeminine = "trait of a feminine name";
    struct Trait {
        const char* id;
        const char* masculine;
        const char* feminine;
    };
    // TRANSLATORS: the kind of a computer player (the setup's picker), said of a name of the
    // gender of the context: "Timid" Tilly, "Bold" Bea; "Careful" Carl, "Steady" Sam...
    static const Trait kTraits[] = {
        {"timid", NP_("trait of a masculine name", "Timid"),
         NP_("trait of a feminine name", "Timid")},
        {"careful", NP_("trait of a masculine name", "Careful"),
         NP_("trait of a feminine name", "Careful")},
        {"steady", NP_("trait of a masculine name", "Steady"),
         NP_("trait of a feminine name", "Steady")},
        {"bold", NP_("trait of a masculine name", "Bold"), NP_("trait of a feminine name", "Bold")},
        {"gambler", NP_("trait of a masculine name", "Gambler"),
         NP_("trait of a feminine name", "Gambler")},
        {"reckless", NP_("trait of a masculine name", "Reckless"),
         NP_("trait of a feminine name", "Reckless")},
        {"professor", NP_("trait of a masculine name", "Professor"),
         NP_("trait of a feminine name", "Professor")},
        {"threshold", NP_("trait of a masculine name", "Threshold"),
         NP_("trait of a feminine name", "Threshold")}};
    const StrategyChoice* choice = findStrategy(seat.strategy);
    const bool feminine = choice != nullptr && choice->feminine;
    for (const Trait& t : kTraits) {
        if (seat.strategy == t.id) {
            return feminine ? i18n::trp(kFeminine, t.feminine) : i18n::trp(kMasculine, t.masculine);
        }
    }
    std::string id = seat.strategy; // a personality added to the data later: its id
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
