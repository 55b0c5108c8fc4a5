// The winners' title: one name with "wins", several joined with "&", or said to "you".
#include "app/ui/win_title.hpp"

#include "app/ui/personality_words.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

namespace {

// Whether the winner at `seat` is the player this screen speaks to as "you".
bool spokenTo(const core::Game& game, int seat) {
    const auto& info = game.players()[static_cast<std::size_t>(seat)].info;
    if (lonePerson(game) == seat) {
        return true;
    }
    return info.kind == core::PlayerKind::Human &&
           (info.name == "You" || info.name == i18n::tr("You"));
}

} // namespace

std::string winTitle(const core::Game& game, const std::vector<int>& winners) {
    if (winners.empty()) {
        return {};
    }
    if (winners.size() == 1) {
        const int seat = winners.front();
        if (spokenTo(game, seat)) {
            // TRANSLATORS: the results' title when the winner is the person at this screen
            // (playing against computers, or named "You"): said to them, not about a name.
            return i18n::tr("You win!");
        }
        // TRANSLATORS: the results' title: {0} the winner's name.
        return i18n::trf("{0} wins!", game.players()[static_cast<std::size_t>(seat)].info.name);
    }
    std::string names;
    for (int seat : winners) {
        names +=
            (names.empty() ? "" : " & ") + game.players()[static_cast<std::size_t>(seat)].info.name;
    }
    // TRANSLATORS: the results' title: {0} the names of the players who tied for the win,
    // joined with "&".
    return i18n::trf("{0} share the win!", names);
}

} // namespace greed::app
