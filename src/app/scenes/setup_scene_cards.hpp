// Setup's seat cards: where each part of a card goes, and how a card is drawn (portrait or
// colour badge, name field, kind picker, remove button), plus the "add a player" card.
#pragma once

#include "app/match.hpp"
#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"

#include <string>
#include <vector>

namespace greed::app {

struct SeatCard {
    SDL_Rect card{}, portrait{}, name{}, kind{}, remove{};
};

// `count` cards (seats plus the add card) laid out evenly in `area`: one row up to four,
// otherwise two rows, the second centred under the first. With `lastIsAdd` the last card is the
// add card: its "+" button as `portrait`, its words in `name`; a narrow column beside seats
// in one row.
std::vector<SeatCard> layoutSeatCards(const SDL_Rect& area, int count, const MenuType& type,
                                      bool lastIsAdd = false);

struct SeatCardState {
    const SeatSpec* seat = nullptr;
    SDL_Color colour{255, 255, 255, 255};
    bool focused = false;
    bool editing = false;  // the name field takes typing: caret and character counter
    bool selected = false; // editing, the whole name is selected: typing replaces it
    bool removable = true;
};
void drawSeatCard(const Painter& painter, const SeatCard& card, const SeatCardState& state,
                  const MenuType& type);
// `refusal`: why no player can be added (the card is then greyed and says so).
void drawAddCard(const Painter& painter, const SeatCard& card, bool focused,
                 const std::string& refusal, const MenuType& type);
// The kind picker draws its arrows at its ends, each in a zone this wide, and its value in the
// room between them.
int kindArrowZone(const SDL_Rect& kind);
int kindValueRoom(const SDL_Rect& kind);
// The cards' type: every card's fields in one size, the largest at which each name and kind
// fits, but never under kCardTextLeast px (a longer name then ends in an ellipsis).
constexpr int kCardTextLeast = 14;
MenuType seatCardType(platform::Text& text, const std::vector<SeatCard>& cards,
                      const std::vector<SeatSpec>& seats, const MenuType& type);

} // namespace greed::app
