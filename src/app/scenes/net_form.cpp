// The network screens' fields, emote keys and frame.
#include "app/scenes/net_form.hpp"

#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/services.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <numeric>

namespace greed::app {

using i18n::tr;

Drawable drawableBy(const Stage& s) {
    return [&text = s.text](std::uint32_t c) {
        return text.provides(c);
    };
}

void FieldEdit::begin(const std::string& id) {
    m_id = id;
    m_note.clear();
    SDL_StartTextInput();
}

void FieldEdit::end() {
    m_id.clear();
    SDL_StopTextInput();
}

bool FieldEdit::handle(const InputEvent& e, std::string& value, int limit, bool digits) {
    if (e.command == Command::Text) {
        // Whole characters only: a byte at a time could cut a character at the limit.
        std::string typed = e.text;
        if (digits) {
            typed.erase(std::remove_if(typed.begin(), typed.end(),
                                       [](char c) { return c < '0' || c > '9'; }),
                        typed.end());
        }
        m_note = typedNote(appendToName(value, typed, limit, m_drawable), limit);
        return false;
    }
    if (e.isKey() && e.key == SDLK_BACKSPACE) {
        m_note.clear();
        eraseLastChar(value);
        return false;
    }
    const bool moves = e.command == Command::Click || e.command == Command::Up ||
                       e.command == Command::Down || e.command == Command::Next ||
                       e.command == Command::Prev;
    if (moves || e.command == Command::Confirm || e.command == Command::Back) {
        end();
    }
    return moves;
}

std::string networkName(const Services& s) {
    if (!s.settings.playerName.empty()) {
        return s.settings.playerName;
    }
    for (const auto& seat : s.match.seats) {
        if (!seat.computer) {
            return isDefaultName(seat.name) ? std::string() : seat.name;
        }
    }
    return {};
}

std::string namePlaceholder() {
    // TRANSLATORS: greyed in the empty "Your name" field of Host a table, Join a table and
    // Play online: the friends at the table see this name.
    return tr("The name your friends see");
}

void keepSetupName(Services& s, const std::vector<SeatSpec>& seats) {
    for (const auto& seat : seats) {
        if (!seat.computer) {
            if (!isDefaultName(seat.name)) {
                keepNetworkName(s, seat.name);
            }
            return;
        }
    }
}

void keepNetworkName(Services& s, const std::string& typed) {
    const core::NameCheck check = core::checkName(typed);
    if (check.ok()) {
        s.settings.playerName = check.name;
    }
}

std::string connectTable(Services& s, JoinOptions options) {
    if (s.saves) { // kept with the finished games, to watch with --replay
        options.saveDir = s.saves->gamesDirectory();
    }
    s.net.reset();
    try {
        s.net = joinTable(options);
    } catch (const std::exception& e) {
        // TRANSLATORS: joining a network table failed for a reason told in the log.
        return shownError(e, tr("The table could not be joined."));
    }
    return {};
}

TableEntry::~TableEntry() {
    cancel();
}

void TableEntry::cancel() {
    m_lookup.reset();
    if (m_waiting != nullptr) {
        m_waiting->net.reset(); // the screen went before the welcome: nobody sits down
        m_waiting = nullptr;
    }
}

std::string TableEntry::begin(Services& s, JoinOptions options) {
    cancel();
    m_options = std::move(options);
    m_lookup = std::make_unique<net::HostLookup>(m_options.address, s.resolveHost);
    return poll(s);
}

std::string TableEntry::poll(Services& s) {
    if (m_lookup) {
        if (m_lookup->state() == net::HostLookup::State::Looking) {
            return {};
        }
        const auto lookup = std::move(m_lookup);
        if (lookup->state() == net::HostLookup::State::NotFound) {
            return notFoundLine(lookup->host());
        }
        JoinOptions options = m_options;
        options.address = lookup->address();
        if (std::string error = connectTable(s, std::move(options)); !error.empty()) {
            return error;
        }
        m_waiting = &s;
    }
    if (m_waiting == nullptr || !s.net) {
        m_waiting = nullptr;
        return {};
    }
    const NetState state = s.net->state();
    if (state == NetState::Connecting) {
        return {}; // the host's answer is on its way
    }
    m_waiting = nullptr;
    if (state == NetState::Ended) {
        // Turned away or never reached: said here, and nobody sits down.
        std::string why = s.net->endText();
        s.net.reset();
        return why;
    }
    s.scenes.push(makeLobbyScene(s));
    return {};
}

std::string TableEntry::lookingLine() const {
    if (m_lookup) {
        return app::lookingLine(m_lookup->host());
    }
    if (m_waiting == nullptr) {
        return {};
    }
    // A table on a server by code (made or joined), or a host's own table.
    return m_options.create || m_options.room != "table" ? tr("Connecting to the server…")
                                                         : tr("Connecting to the host…");
}

std::string lookingLine(const std::string& host) {
    // TRANSLATORS: the name of a server or host is being turned into its address ({0}: the
    // name, e.g. example.org).
    return i18n::trf("Looking up {0}…", host);
}

std::string notFoundLine(const std::string& host) {
    // TRANSLATORS: no address was found for the name of a server or host ({0}).
    return i18n::trf("The name {0} was not found: check the address", host);
}

Button fieldButton(const std::string& id, const std::string& label, const std::string& value,
                   bool editing, const std::string& placeholder) {
    Button b{id, label, ""};
    b.kind = ButtonKind::Field;
    b.row = true;
    b.value = value;
    b.caret = editing;
    b.placeholder = placeholder;
    return b;
}

std::string serverPlaceholder() {
    // TRANSLATORS: greyed in the empty Server field (Settings, Play online): an example address.
    return tr("e.g. example.org");
}

const std::vector<std::string>& emoteKeyIds() {
    static const std::vector<std::string> ids{"nice-roll",   "ouch",  "greedy",
                                              "well-played", "hurry", "thanks"};
    return ids;
}

std::optional<std::string> emoteOfKey(const InputEvent& e) {
    if (!e.isKey() || e.key < SDLK_F5 || e.key > SDLK_F10) {
        return std::nullopt;
    }
    const auto index = static_cast<std::size_t>(e.key - SDLK_F5);
    return index < emoteKeyIds().size() ? std::optional<std::string>(emoteKeyIds()[index])
                                        : std::nullopt;
}

std::string emoteWords(const std::string& id) {
    // The protocol's emote ids; the words are this screen's (each player reads their own).
    if (id == "nice-roll") {
        return tr("Nice roll!");
    }
    if (id == "ouch") {
        return tr("Ouch!");
    }
    if (id == "greedy") {
        return tr("Too greedy!");
    }
    if (id == "well-played") {
        return tr("Well played");
    }
    if (id == "hurry") {
        return tr("Your turn…");
    }
    if (id == "thanks") {
        return tr("Thanks!");
    }
    return {};
}

std::string joinAddressLine(const std::vector<std::string>& addresses, std::uint16_t port) {
    const std::string suffix = ":" + std::to_string(port);
    if (addresses.empty()) {
        return i18n::trf("No network found: players on this machine join at {0}",
                         "127.0.0.1" + suffix);
    }
    std::string list;
    for (const auto& a : addresses) {
        list += (list.empty() ? "" : ", ") + a + suffix;
    }
    return i18n::trf("Friends join at {0}", list);
}

namespace {

constexpr const char* kHeadingPrefix = "heading:";

bool isHeading(const Button& b) {
    return b.id.rfind(kHeadingPrefix, 0) == 0;
}

// A plain button among the rows (a push button not made a row): it shares its line with the
// plain buttons next to it.
bool beside(const Button& b) {
    return b.kind == ButtonKind::Push && !b.row && !isHeading(b);
}

// Whether a line of buttons side by side (starting at rows[first]) says more under their words
// (a note): the line is then a row and a half tall.
bool notedLine(const std::vector<Button>& rows, std::size_t first) {
    for (std::size_t k = first; k < rows.size() && beside(rows[k]); ++k) {
        if (!rows[k].note.empty()) {
            return true;
        }
    }
    return false;
}

// The most of a row its label may take: a toggle's switch needs little room, a text box or a
// spinner its half.
int widestLabelShare(const Button& b) {
    return b.kind == ButtonKind::Toggle ? 72 : 58;
}

} // namespace

Button sectionHeading(const std::string& id, const std::string& text) {
    Button b{kHeadingPrefix + id, text, ""};
    b.enabled = false;
    return b;
}

NetFormFrame placeNetForm(const Stage& s, Menu& menu, std::vector<Button> rows,
                          std::vector<Button> actions, int plates, int lineCount) {
    const int w = s.renderer.width();
    const int h = s.renderer.height();
    const MenuType T = MenuType::forHeight(h);
    const std::string focus = menu.focused();
    menu.clear();
    NetFormFrame frame;

    // Wide enough for every row's label at the body size in the label's part of a row (46 %,
    // see controlRect, more for a row whose control is small), so sibling rows' labels are
    // drawn at one size (a long label used to shrink alone in its row).
    auto labelNeed = [&](const Button& b) {
        return s.text.measure(b.label, T.body, true).x + T.control / 2;
    };
    int width = std::max(T.body * 26, w * 50 / 100);
    int headings = 0;
    int lines = 0; // rows, and lines of buttons side by side
    int tall = 0;  // lines of buttons with a note under their words (a line and a half each)
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const Button& b = rows[i];
        if (isHeading(b)) {
            ++headings;
            continue;
        }
        if (beside(b) && i > 0 && beside(rows[i - 1])) {
            continue; // on the line of the button before it
        }
        ++lines;
        tall += beside(b) && notedLine(rows, i) ? 1 : 0;
        if (!beside(b)) {
            width = std::max(width, labelNeed(b) * 100 / widestLabelShare(b));
            continue;
        }
        // Buttons side by side: each as wide as the widest one's words on its line.
        int widest = 0;
        int count = 0;
        for (std::size_t k = i; k < rows.size() && beside(rows[k]); ++k, ++count) {
            const int note = s.text.measure(rows[k].note, T.caption, false).x;
            widest = std::max(
                widest, std::max(s.text.measure(rows[k].label, T.body, true).x, note) + T.control);
        }
        width = std::max(width, widest * count + T.control / 3 * (count - 1));
    }
    width = std::min(width, w * 8 / 10);
    const int x = (w - width) / 2;
    for (Button& b : rows) {
        const int share = (labelNeed(b) * 100 + width - 1) / width;
        if (!isHeading(b) && !beside(b) && share > 46) {
            b.labelShare = std::min(share, widestLabelShare(b));
        }
    }

    // Rows and plates share what the title, the lines and the action buttons leave.
    const int top = underScreenTitle(h);
    const int lineH = T.caption * 2;
    const int actionGap = T.control / 3;
    const int pad = T.control / 3;
    const int below = pad / 2 + lineH * lineCount + actionGap + T.control;
    const int n = std::max(1, plates + lines);
    // A heading takes a caption line and a half and about two gaps (see below).
    const int room =
        h * 96 / 100 - top - below - 2 * pad - headings * (T.caption * 3 / 2 + T.control / 3);
    // A tall line counts as two rows here (it takes one and a half, and its note's air).
    // A short form (Join a table, Play online without a server) has taller rows: a small panel
    // on a large empty felt looked lost.
    const int most = n <= 3 ? T.control * 5 / 4 : T.control;
    const int rowH = std::clamp(room * 5 / (6 * (n + tall) - 1), 24, most);
    const int tallH = rowH * 3 / 2;
    const int gap = rowH / 5;
    const int headingH = T.caption * 3 / 2 + gap / 2; // a heading and its part's first gap
    // A short form sits near the title (a sixth of the spare room above it): a wide band of
    // bare felt between the title and the form read as a gap.
    const int block = 2 * pad + n * rowH + tall * (tallH - rowH) + (n - 1) * gap +
                      headings * (headingH + gap) + below;
    const int start = top + std::max(0, h * 96 / 100 - top - block) / 6;

    int y = start + pad;
    for (int i = 0; i < plates; ++i) {
        frame.plates.push_back({x, y, width, rowH});
        y += rowH + gap;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        Button& b = rows[i];
        if (isHeading(b)) {
            // A heading after rows starts a part of its own: a gap more above it. Its words sit
            // clear of the focus ring of the row under it.
            y += y > start + pad ? gap : 0;
            frame.headings.push_back({{x, y, width, T.caption * 3 / 2}, b.label});
            y += headingH;
            continue;
        }
        if (beside(b)) {
            // This button and the ones after it share the line, each as wide as the others.
            std::size_t count = 1;
            while (i + count < rows.size() && beside(rows[i + count])) {
                ++count;
            }
            const int apart = T.control / 3; // as the actions under the panel
            const int each =
                (width - apart * static_cast<int>(count - 1)) / static_cast<int>(count);
            const int height = notedLine(rows, i) ? tallH : rowH;
            for (std::size_t k = 0; k < count; ++k) {
                Button& one = rows[i + k];
                one.rect = {x + static_cast<int>(k) * (each + apart), y, each, height};
                menu.add(std::move(one));
            }
            i += count - 1;
            y += height + gap;
            continue;
        }
        b.rect = {x, y, width, rowH};
        b.row = true;
        y += rowH + gap;
        menu.add(std::move(b));
    }
    y += pad - gap;
    frame.panel = {x - pad, start, width + 2 * pad, y - start};
    frame.linesY = y + lineH / 2 + pad / 2;

    // The actions side by side under the lines, all as wide as the widest one's words while
    // they fit under the panel; else each as wide as its own words across the window (so "Join
    // with the code" keeps its size beside a short Back at 800x600), shrinking only past that.
    const int actionsY = y + below - T.control;
    const int count = std::max(1, static_cast<int>(actions.size()));
    const int underPanel = width + 2 * pad - actionGap * (count - 1);
    const int across = w * 94 / 100 - actionGap * (count - 1);
    std::vector<int> widths;
    int widest = T.body * 8;
    int sum = 0;
    for (const Button& b : actions) {
        const std::string text = (b.key.empty() ? "" : "[" + b.key + "] ") + b.label;
        int words = s.text.measure(text, T.body, true).x;
        if (!b.enabled && !b.reason.empty() && !b.reasonInHint) { // a second line: the reason
            words = std::max(words, s.text.measure(b.reason, T.caption, false).x);
        }
        widths.push_back(std::max(T.body * 6, words + T.control));
        widest = std::max(widest, widths.back());
        sum += widths.back();
    }
    for (int& each : widths) {
        each =
            widest * count <= underPanel ? widest : each * std::min(sum, across) / std::max(1, sum);
    }
    int ax = (w - (std::accumulate(widths.begin(), widths.end(), 0) + actionGap * (count - 1))) / 2;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        actions[i].rect = {ax, actionsY, widths[i], T.control};
        ax += widths[i] + actionGap;
        menu.add(std::move(actions[i]));
    }

    const bool focusKept = std::any_of(menu.buttons().begin(), menu.buttons().end(),
                                       [&](const Button& b) { return b.id == focus && b.enabled; });
    if (!focusKept) {
        for (const auto& b : menu.buttons()) {
            if (b.enabled) {
                menu.focus(b.id);
                break;
            }
        }
    }
    return frame;
}

void drawNetForm(const Stage& s, const Menu& menu, const NetFormFrame& frame,
                 const std::string& title, const std::vector<FormLine>& lines) {
    const Painter& p = s.painter;
    const int w = s.renderer.width();
    const int h = s.renderer.height();
    const MenuType T = MenuType::forHeight(h);
    drawTableBackdrop(p, w, h, 200);
    drawScreenTitle(p, title, w / 2, screenTitleY(h), T, w * 9 / 10);
    p.panel(frame.panel, 200);
    for (const NetFormHeading& heading : frame.headings) {
        const SDL_Rect& r = heading.rect;
        drawSectionHeading(p, heading.text, r.x, r.y + r.h / 2, r.w, T);
    }
    menu.render(p, T);
    const int lineH = T.caption * 2;
    const int width = std::max(frame.panel.w, w * 8 / 10);
    int y = frame.linesY;
    for (const auto& line : lines) {
        const bool bold = line.strong || line.big;
        const int size = line.big ? T.heading * 2 : (line.strong ? T.body : T.caption);
        const int at = line.big ? y + lineH / 2 : y;
        p.label(line.text, w / 2, at,
                {p.text().fitSize(line.text, size, bold, width), bold, line.ink, Align::Center,
                 VAlign::Middle});
        y += line.big ? 2 * lineH : lineH;
    }
}

void drawSeatPlate(const Stage& s, const SDL_Rect& r, int number, const std::string& name,
                   const std::string& status, SDL_Color colour, bool awaited) {
    const Painter& p = s.painter;
    const MenuType T = MenuType::forHeight(s.renderer.height());
    const double radius = r.h / 4.0;
    p.roundedRect(r, radius, awaited ? SDL_Color{24, 18, 12, 170} : SDL_Color{34, 24, 16, 215});
    p.roundedOutline(r, radius, 1.5, withAlpha(kGold, awaited ? 40 : 70));
    const int cy = r.y + r.h / 2;
    const int chip = r.h * 3 / 10;
    const int pad = r.h / 3;
    // The seat's number on its player's colour (an open seat: an empty ring).
    const Vec2 centre{static_cast<double>(r.x + pad + chip), static_cast<double>(cy)};
    if (awaited) {
        p.ring(centre, chip, 2.0, withAlpha(kInkDim, 150));
    } else {
        p.disc(centre, chip, colour);
    }
    const std::string digit = std::to_string(number);
    p.label(digit, static_cast<int>(centre.x), cy,
            {std::max(12, chip * 5 / 4), true, awaited ? kInkDim : SDL_Color{30, 20, 12, 255},
             Align::Center, VAlign::Middle});
    const int nameX = r.x + pad * 2 + chip * 2;
    const int statusRight = r.x + r.w - pad;
    const int half = (statusRight - nameX) / 2;
    p.label(name, nameX, cy,
            {p.text().fitSize(name, T.body, true, half), true, awaited ? kInkDim : kInk,
             Align::Left, VAlign::Middle});
    p.label(status, statusRight, cy,
            {p.text().fitSize(status, T.caption, false, half), false, awaited ? kInkDim : kGold,
             Align::Right, VAlign::Middle});
}

} // namespace greed::app
