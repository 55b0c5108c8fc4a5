// Versus words: sentences of the statistics screen's head-to-head and player bar.
#include "app/ui/versus_words.hpp"

#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

using i18n::formatNumber;
using i18n::trf;
using i18n::trnf;

std::string versusRecord(const stats::HeadToHead& h, const std::string& opponent) {
    const auto games = static_cast<unsigned long>(h.games);
    // TRANSLATORS: head-to-head, under the computer player's name: the chosen player won {0}
    // of the {1} games both played. The chosen player may be "You": no verb conjugated for
    // them.
    std::string words = trnf("Won {0} of {1} game", "Won {0} of {1} games", games,
                             formatNumber(h.wins), formatNumber(h.games));
    // TRANSLATORS: head-to-head, after "Won 1 of 3 games": the computer player {0}
    // won {1} of those games.
    words += " \u00B7 " + trf("{0} won {1}", opponent, formatNumber(h.theirWins));
    const int others = h.games - h.wins - h.theirWins;
    if (others > 0) {
        // TRANSLATORS: head-to-head: {0} of the games both played were won by a third player.
        words += " \u00B7 " + trnf("{0} won by someone else", "{0} won by someone else",
                                   static_cast<unsigned long>(others), formatNumber(others));
    }
    return words;
}

std::string versusShort(const stats::HeadToHead& h) {
    // TRANSLATORS: head-to-head in a narrow panel: the chosen player won {0} of {1} games.
    return trnf("won {0} of {1}", "won {0} of {1}", static_cast<unsigned long>(h.games),
                formatNumber(h.wins), formatNumber(h.games));
}

std::string playerListLine(bool human, const std::string& persona, int place, int count) {
    const std::string p = formatNumber(place);
    const std::string n = formatNumber(count);
    if (human) {
        // TRANSLATORS: under the chosen player's name on the statistics: a person (not a
        // computer player), {0} their place in the list of players, {1} how many there are.
        return trf("Human \u00B7 player {0} of {1}", p, n);
    }
    if (persona.empty()) {
        // TRANSLATORS: as "Human · player {0} of {1}", for a computer player.
        return trf("Computer \u00B7 player {0} of {1}", p, n);
    }
    // TRANSLATORS: as "Computer · player {1} of {2}", with the computer player's personality
    // {0} ("Steady Sam").
    return trf("Computer \u00B7 {0} \u00B7 player {1} of {2}", persona, p, n);
}

} // namespace greed::app
