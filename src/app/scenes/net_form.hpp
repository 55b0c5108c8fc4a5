// What the network screens (host, join, lobby) share: typing into a text field of a menu, the
// emote keys, and the frame they are drawn in (backdrop, panel, title, lines under the menu).
#pragma once

#include "app/input.hpp"
#include "app/net/net_match.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/widgets.hpp"
#include "net/host_lookup.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

struct Services;
struct Stage;

// Typing into one text field at a time; `drawable`: the characters the game's font draws (a
// field refuses the others, which would show as boxes; none: every character).
class FieldEdit {
public:
    explicit FieldEdit(Drawable drawable = {}) : m_drawable(std::move(drawable)) {}
    bool active() const { return !m_id.empty(); }
    // Why the last typed text was not all taken (too long, a character the font lacks), in
    // the player's language; empty when it was.
    const std::string& note() const { return m_note; }
    const std::string& id() const { return m_id; }
    void begin(const std::string& id);
    void end();
    // Applies a key or typed text to `value` (at most `limit` characters; `digits`: 0-9 only).
    // Enter, Esc, Tab, arrows and clicks end the editing: true when the event should still
    // reach the menu (arrows, Tab and clicks move on at once).
    bool handle(const InputEvent& e, std::string& value, int limit, bool digits);

private:
    std::string m_id;
    Drawable m_drawable;
    std::string m_note;
};

// The characters the game's faces draw (for a FieldEdit or a name typed elsewhere).
Drawable drawableBy(const Stage& s);

// The name this player goes by at network tables, offered by Host a table, Join a table and
// Play online alike: the one last typed on any of them (Settings::playerName), else the first
// person of New game's setup when somebody typed that name, else none (the field then asks for
// one: see namePlaceholder). Never a default name such as "You" or "Host": the friends at the
// table would read it as themselves, or as nobody in particular.
std::string networkName(const Services& s);
// Greyed in an empty "Your name" field of a network screen.
std::string namePlaceholder();
// Keeps the first person's name of a game set up here (when somebody typed it) as the name the
// network screens offer next, this run and the next ones.
void keepSetupName(Services& s, const std::vector<SeatSpec>& seats);
// Keeps `typed` (trimmed) as the name for the next network screen, when it is a name.
void keepNetworkName(Services& s, const std::string& typed);
// Connects the table of `options` (games kept in the saves' folder) into Services::net; on
// failure the sentence to show (empty when it worked). `options.address` is used as it is:
// a name is looked up here, on the frame (TableEntry looks it up first, off the frame).
std::string connectTable(Services& s, JoinOptions options);

// Entering a table whose address may be a name (Join a table, Play online): the name is looked
// up on a thread of its own (Services::resolveHost), so a slow name server never holds a frame;
// the screen says "Looking up …" meanwhile. Then it connects and waits for the host's welcome
// on the same screen ("Connecting …"): the lobby opens once the player is seated, and a
// refusal (a wrong room code, a full table) or a host that cannot be reached is said on the
// screen, once, in the player's language. An address in numbers is not looked up.
class TableEntry {
public:
    TableEntry() = default;
    TableEntry(const TableEntry&) = delete;
    TableEntry& operator=(const TableEntry&) = delete;
    // A connection still waiting for its welcome is given up with the screen.
    ~TableEntry();
    // Starts; the sentence to show when entering failed at once (else empty).
    std::string begin(Services& s, JoinOptions options);
    // Each update: connects once the address is found and opens the lobby once seated; the
    // sentence to show when the name was not found, the table could not be entered or turned
    // the player away (else empty).
    std::string poll(Services& s);
    bool looking() const { return m_lookup != nullptr || m_waiting != nullptr; }
    // "Looking up example.org…", then "Connecting to the server…", while looking().
    std::string lookingLine() const;
    void cancel();

private:
    std::unique_ptr<net::HostLookup> m_lookup;
    JoinOptions m_options;
    Services* m_waiting = nullptr; // connected, not yet seated: Services::net is ours
};

// "Looking up example.org…", and the sentence for a name that was not found.
std::string lookingLine(const std::string& host);
std::string notFoundLine(const std::string& host);

// A text field's row: its label, and the value with a caret while it is edited; `placeholder`
// greyed in the empty field ("e.g. 192.168.1.20:24816").
Button fieldButton(const std::string& id, const std::string& label, const std::string& value,
                   bool editing, const std::string& placeholder = "");
// Greyed in an empty Server field (Settings, Play online): an example of an address.
std::string serverPlaceholder();
// A heading among a form's rows (placeNetForm): a caption naming the part of the form whose rows
// follow it ("Without a server"). It is drawn, never focused or clicked.
Button sectionHeading(const std::string& id, const std::string& text);

// The emotes a player sends with F5..F10 (the protocol's ids, in this order).
const std::vector<std::string>& emoteKeyIds();
// The emote of an F-key, if it is one.
std::optional<std::string> emoteOfKey(const InputEvent& e);
// The words of an emote in the current language.
std::string emoteWords(const std::string& id);

// "Friends join at 192.168.1.20:24816, ..." for this machine's addresses.
std::string joinAddressLine(const std::vector<std::string>& addresses, std::uint16_t port);

// A line under the panel: hints, the address to give to friends, an error. `strong` lines (the
// address) are set at body size, the others as captions.
struct FormLine {
    std::string text;
    SDL_Color ink;
    bool strong = false;
    // A room code: twice a heading's size, taking two lines' room (count it as two).
    bool big = false;
};

// Where a network screen's parts went: the panel (seat plates, then the menu's rows), the
// seat plates' places, and where the lines under the panel start.
struct NetFormHeading {
    SDL_Rect rect{0, 0, 0, 0};
    std::string text;
};
struct NetFormFrame {
    SDL_Rect panel{0, 0, 0, 0};
    std::vector<SDL_Rect> plates;
    std::vector<NetFormHeading> headings;
    int linesY = 0;
};

// Lays a network screen out like Settings: under the title a panel of `plates` seat plates
// (drawn by the screen) and `rows` (spinners and fields, drawn as settings rows; plain push
// buttons, which share a line with the plain buttons next to them; sectionHeadings between them),
// then `lineCount` lines, then `actions` side by side. Rows shrink to fit the window; every row's
// label keeps the body size (a row whose label is long gives it more of the row); the focus stays
// on the same id, else goes to the first usable button.
NetFormFrame placeNetForm(const Stage& s, Menu& menu, std::vector<Button> rows,
                          std::vector<Button> actions, int plates, int lineCount);
// Draws the backdrop, `title`, the panel, the menu and `lines` where placeNetForm put them.
void drawNetForm(const Stage& s, const Menu& menu, const NetFormFrame& frame,
                 const std::string& title, const std::vector<FormLine>& lines);
// A seat of the lobby: its number and colour, the player's name, and how they are seated.
void drawSeatPlate(const Stage& s, const SDL_Rect& r, int number, const std::string& name,
                   const std::string& status, SDL_Color colour, bool awaited);

} // namespace greed::app
