// What the network screens (host, join, lobby) share: typing into a text field of a menu, the
// emote keys, and the frame they are drawn in (backdrop, panel, title, lines under the menu).
#pragma once

#include "app/input.hpp"
#include "app/ui/widgets.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

struct Services;

// Typing into one text field at a time.
class FieldEdit {
public:
    bool active() const { return !m_id.empty(); }
    const std::string& id() const { return m_id; }
    void begin(const std::string& id);
    void end();
    // Applies a key or typed text to `value` (at most `limit` characters; `digits`: 0-9 only).
    // Enter, Esc, Tab, arrows and clicks end the editing: true when the event should still
    // reach the menu (arrows, Tab and clicks move on at once).
    bool handle(const InputEvent& e, std::string& value, int limit, bool digits);

private:
    std::string m_id;
};

// A text field's button: "label: value", a caret while it is edited.
Button fieldButton(const std::string& id, const std::string& label, const std::string& value,
                   bool editing);

// The emotes a player sends with F5..F10 (the protocol's ids, in this order).
const std::vector<std::string>& emoteKeyIds();
// The emote of an F-key, if it is one.
std::optional<std::string> emoteOfKey(const InputEvent& e);
// The words of an emote in the current language.
std::string emoteWords(const std::string& id);

// "Friends join at 192.168.1.20:24816, ..." for this machine's addresses.
std::string joinAddressLine(const std::vector<std::string>& addresses, std::uint16_t port);

// The panel of a network screen: the felt, a panel around the menu with `title` above it
// and `lines` (hints, addresses, errors: first line `firstInk`) below it.
struct FormLine {
    std::string text;
    SDL_Color ink;
};
void drawNetForm(const Services& s, const Menu& menu, const std::string& title,
                 const std::vector<FormLine>& lines);
// Lays `items` out as a centred column leaving room for the title and `lineCount` lines.
void placeNetForm(const Services& s, Menu& menu, std::vector<Button> items, int lineCount);

} // namespace greed::app
