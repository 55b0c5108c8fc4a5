// OnlineScene: "Play online". First what works without a server: Host a table on this
// computer, or Join a friend's table by the address they give (the Host and Join screens).
// Then, under its own heading, play on a greed-server (its address typed here or in
// Settings): Create a table with the rules and seats of New game's setup, Join with a code, or
// pick one of the server's public tables, whose list is asked for again every few seconds
// while this screen is open. Both go to the lobby, which shows the room code. Without a
// server its actions are not offered: one line says that typing a server's address adds them
// (docs/network.md, "In the game").
#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/palette.hpp"
#include "core/rules_io.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"
#include "net/browser.hpp"
#include "net/room_code.hpp"

#include <algorithm>
#include <map>

namespace greed::app {

using i18n::tr;
using i18n::trf;
using i18n::trp;
using nlohmann::json;

namespace {

constexpr std::size_t kShownTables = 4; // public tables on the screen at most
constexpr const char* kTablePrefix = "table:";
constexpr double kRetrySeconds = 5.0; // a failed list connection is tried again after this

// The table to ask the server for, from New game's setup: the first person is the creator
// (the first seat), every other person plays elsewhere, computers stay; and one seat more for
// a friend when there is none, as Host this table does.
json tableOfSetup(const MatchConfig& m, const core::Rules& rules, bool listed) {
    json seats = json::array({"remote"});
    bool creator = false;
    for (const auto& seat : m.seats) {
        if (!seat.computer && !creator) {
            creator = true;
            continue;
        }
        seats.push_back(seat.computer ? "computer:" + seat.strategy : std::string("remote"));
    }
    const auto remotes = std::count(seats.begin(), seats.end(), json("remote"));
    if (remotes < 2) {
        if (static_cast<int>(seats.size()) < std::min(rules.maxPlayers, 8)) {
            seats.push_back("remote");
        } else {
            seats.back() = "remote";
        }
    }
    return json{{"rules", m.rulesSource},
                {"seats", seats},
                {"public", listed},
                {"lang", std::string(i18n::languageCode(i18n::currentLanguage()))}};
}

// A preset's display name ("Greed", "Zehntausend"); what the server sent when it is none of ours.
std::string presetTitle(const std::string& preset) {
    static std::map<std::string, std::string> names; // presets are read once, not every frame
    const auto known = names.find(preset);
    if (known != names.end()) {
        return known->second;
    }
    const auto presets = core::presetNames();
    if (std::find(presets.begin(), presets.end(), preset) == presets.end()) {
        return preset;
    }
    return names[preset] = core::loadPreset(preset).name;
}

// "Deutsch", "Español": a listed table's language by its own name ("" when unknown).
std::string languageWords(const std::string& tag) {
    for (i18n::Language l : i18n::allLanguages()) {
        if (tag == i18n::languageCode(l)) {
            return std::string(i18n::languageName(l));
        }
    }
    return tag;
}

class OnlineScene : public MenuScene {
public:
    explicit OnlineScene(Services& s) : MenuScene(s), m_name(networkName(s)) {
        connectBrowser();
        // With a server: the code is what a player usually comes to type.
        m_menu.focus(hasServer() ? "code" : "host");
    }
    SceneId id() const override { return SceneId::Online; }
    // Back from a lobby: the list is asked for again (it was let go while covered).
    void onReveal() override { connectBrowser(); }

    void update(double dt) override {
        if (m_entry.looking()) {
            entered(m_entry.poll(m_s));
        }
        if (m_listLookup && !m_browser) {
            openBrowser();
        }
        if (m_browser) {
            m_browser->update();
        }
        // A server that restarts, a connection lost on the way or a name not found is asked
        // again every few seconds while the screen is open.
        m_failedFor = listFailed() ? m_failedFor + dt : 0.0;
        if (m_failedFor >= kRetrySeconds) {
            connectBrowser();
        }
    }

    void layout(int w, int h) override {
        (void)w;
        (void)h;
        std::vector<Button> items;
        // TRANSLATORS: a heading on Play online over Host a table and Join a friend's table.
        items.push_back(sectionHeading("direct", tr("Without a server")));
        // Side by side on one line: they open Host a table and Join a table; each says under
        // its words how the friends meet (what works with no server is the screen's lead).
        Button host{"host", tr("Host a table"), ""};
        // TRANSLATORS: under Host a table on Play online: friends join the table this computer
        // opens.
        host.note = tr("Friends join you at your address");
        // TRANSLATORS: a button of Play online that opens Join a table (by the host's address).
        Button friendTable{"join-friend", tr("Join a friend's table"), ""};
        // TRANSLATORS: under Join a friend's table on Play online.
        friendTable.note = tr("Type the address your friend gives you");
        items.push_back(std::move(host));
        items.push_back(std::move(friendTable));
        // TRANSLATORS: a heading on Play online over the server's address, room codes and
        // public tables.
        items.push_back(sectionHeading("server", tr("On a Greed server")));
        items.push_back(fieldButton("server", tr("Server"), m_s.settings.serverAddress,
                                    m_edit.id() == "server", serverPlaceholder()));
        if (hasServer()) {
            items.push_back(fieldButton("name", tr("Your name"), m_name, m_edit.id() == "name",
                                        namePlaceholder()));
            Button listed{"public", tr("List a new table publicly"), ""};
            listed.kind = ButtonKind::Toggle;
            listed.index = m_public ? 1 : 0;
            items.push_back(listed);
            // TRANSLATORS: greyed in the empty Room code field: an example code (five letters).
            items.push_back(fieldButton("code", tr("Room code"), m_code, m_edit.id() == "code",
                                        tr("e.g. BCDFG")));
            for (const auto& t : shownTables()) {
                // A row to pick (not a text box): the code and its creator, then what it plays.
                items.push_back(pickRow(kTablePrefix + t.code,
                                        t.host.empty() ? t.code : t.code + " · " + t.host,
                                        tableWords(t)));
            }
        }
        // The server's actions appear once there is a server to use: greyed buttons would
        // outweigh what works now. The line under the panel says how to get them.
        std::vector<Button> actions;
        if (hasServer()) {
            actions.push_back({"create", tr("Create a table"), ""});
            actions.push_back({"join", tr("Join with the code"), trp("key", "Enter")});
        }
        actions.push_back({"back", tr("Back"), trp("key", "Esc")});
        m_frame =
            placeNetForm(m_s, m_menu, std::move(items), std::move(actions), 0, hasServer() ? 2 : 1);
    }

    void render() const override {
        std::vector<FormLine> lines;
        if (m_entry.looking()) {
            lines.push_back({m_entry.lookingLine(), kGold});
        } else if (!m_edit.note().empty()) {
            lines.push_back({m_edit.note(), kBad});
        } else if (!m_error.empty()) {
            lines.push_back({m_error, kBad});
        } else if (hasServer()) {
            lines.push_back({listLine(), listFailed() ? kBad : kGold});
        } else {
            // Why Create and Join with the code are greyed, and what to do.
            lines.push_back({noServerLine(), kGold});
        }
        if (hasServer()) {
            lines.push_back({trf("A new table: {0}, {1} seats, from New game", tr(rulesName()),
                                 i18n::formatNumber(seatCount())),
                             kInkDim});
        }
        drawNetForm(m_s, m_menu, m_frame, tr("PLAY ONLINE"), lines);
    }

    bool handle(const InputEvent& e) override {
        if (m_edit.active() && e.command == Command::Confirm) {
            endEdit();
            if (hasServer()) { // else the focus stays on the empty Server field
                m_menu.focus(m_code.empty() ? "create" : "join");
            }
            return true;
        }
        if (m_edit.active()) {
            const std::string id = m_edit.id();
            std::string& value =
                id == "server" ? m_s.settings.serverAddress : (id == "name" ? m_name : m_code);
            const int limit = id == "server" ? 64 : (id == "name" ? kNameLimit : 7);
            const bool passOn = m_edit.handle(e, value, limit, false);
            if (id == "name") {
                keepNetworkName(m_s, m_name); // the next network screen offers the same name
            }
            if (!m_edit.active()) {
                edited(id);
            }
            return passOn ? MenuScene::handle(e) : true;
        }
        const std::string& focus = m_menu.focused();
        if (e.command == Command::Confirm && !m_code.empty() && focus != "back" &&
            focus != "host" && focus != "join-friend" && focus.rfind(kTablePrefix, 0) != 0) {
            activate({"join", 0});
            return true;
        }
        return MenuScene::handle(e);
    }

protected:
    void activate(const MenuHit& hit) override {
        m_error.clear();
        if (hit.id == "server" || hit.id == "name" || hit.id == "code") {
            m_edit.begin(hit.id);
        } else if (hit.id == "public") {
            m_public = !m_public;
        } else if (hit.id == "host" || hit.id == "join-friend") {
            // The list is let go while the other screen covers this one (asked again on return).
            m_browser.reset();
            m_listLookup.reset();
            m_s.scenes.push(hit.id == "host" ? makeHostScene(m_s, false) : makeJoinTableScene(m_s));
        } else if (hit.id == "create") {
            enter(std::nullopt);
        } else if (hit.id == "join") {
            const std::string code = net::normalRoomCode(m_code);
            if (code.empty()) {
                m_error = tr("A room code is five letters, e.g. BCDFG");
                return;
            }
            enter(code);
        } else if (hit.id.rfind(kTablePrefix, 0) == 0) {
            enter(hit.id.substr(std::string(kTablePrefix).size()));
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    void endEdit() {
        const std::string id = m_edit.id();
        m_edit.end();
        edited(id);
    }
    // A new server address: the list comes from there now.
    void edited(const std::string& id) {
        if (id == "server") {
            connectBrowser();
        }
    }

    // The list comes from the server of the setting: its name is looked up first, off the
    // frame (an address in numbers at once), then the browser connects.
    void connectBrowser() {
        m_browser.reset();
        m_listLookup.reset();
        m_failedFor = 0;
        std::string host;
        if (!parseAddress(trimmedName(m_s.settings.serverAddress), host, m_listPort)) {
            return;
        }
        m_listLookup = std::make_unique<net::HostLookup>(host, m_s.resolveHost);
        openBrowser();
    }

    void openBrowser() {
        if (m_listLookup->state() != net::HostLookup::State::Found) {
            return;
        }
        try {
            m_browser = std::make_unique<net::TableBrowser>(
                m_listLookup->address(), m_listPort == 0 ? net::kDefaultPort : m_listPort, 2.0);
        } catch (const std::exception&) {
            m_browser.reset(); // no socket: said as "cannot reach" by listLine
            m_listLookup.reset();
        }
    }

    bool listFailed() const {
        if (m_listLookup && m_listLookup->state() == net::HostLookup::State::NotFound) {
            return true;
        }
        return m_browser && m_browser->state() == net::BrowserState::Failed;
    }

    // After the table was entered (or not): the lobby covers this screen, so nobody reads the
    // list meanwhile; a failure is shown.
    void entered(const std::string& error) {
        if (m_entry.looking()) {
            return;
        }
        if (error.empty()) {
            m_browser.reset();
            m_listLookup.reset();
        } else {
            m_error = error;
        }
    }

    std::vector<net::ListedTable> shownTables() const {
        std::vector<net::ListedTable> out;
        if (m_browser && m_browser->state() == net::BrowserState::Ready) {
            const auto& all = m_browser->tables();
            // Four in a tall window; two where the rows above leave less room.
            const std::size_t shown = m_s.height() >= 1000 ? kShownTables : kShownTables / 2;
            out.assign(all.begin(),
                       all.begin() + static_cast<std::ptrdiff_t>(std::min(all.size(), shown)));
        }
        return out;
    }

    static std::string tableWords(const net::ListedTable& t) {
        std::string words =
            // TRANSLATORS: a public table of the list: its rules, then free seats of all.
            trf("{0} · {1} of {2} seats free", tr(presetTitle(t.rules)), i18n::formatNumber(t.free),
                i18n::formatNumber(t.seats));
        const std::string language = languageWords(t.language);
        return language.empty() ? words : words + " · " + language;
    }

    bool hasServer() const { return !trimmedName(m_s.settings.serverAddress).empty(); }

    // Without a server's address: what a server is for and what to do (the greyed buttons'
    // reason, said once under the panel).
    static std::string noServerLine() {
        // TRANSLATORS: Play online without a server's address: what typing one adds (Create
        // a table and Join with the code appear then).
        return tr("Type a Greed server's address above to create a table or join one by its "
                  "code");
    }

    // A row that opens something (a screen, a table): its words on the right end in a chevron.
    static Button pickRow(const std::string& id, const std::string& label,
                          const std::string& words) {
        Button row{id, label, ""};
        row.row = true;
        row.value = words;
        return row;
    }

    std::string listLine() const {
        if (m_listLookup && m_listLookup->state() == net::HostLookup::State::Looking) {
            return lookingLine(m_listLookup->host());
        }
        if (m_listLookup && m_listLookup->state() == net::HostLookup::State::NotFound) {
            return notFoundLine(m_listLookup->host());
        }
        if (m_browser && m_browser->refused()) { // e.g. too many connections from here
            return trf("The server turned you away: {0}", tr(m_browser->error()));
        }
        if (!m_browser || m_browser->state() == net::BrowserState::Failed) {
            return tr("The server cannot be reached. Check its address in Settings.");
        }
        if (m_browser->answers() == 0) {
            return tr("Asking the server for its open tables…");
        }
        const int total = m_browser->total();
        if (total == 0) {
            return tr("No public tables now: create one, or join with a code");
        }
        const int shown = static_cast<int>(shownTables().size());
        return shown < total ? trf("Public tables: {0} of {1} shown, pick one to join",
                                   i18n::formatNumber(shown), i18n::formatNumber(total))
                             : tr("Public tables: pick one to join");
    }

    std::string rulesName() const { return presetTitle(m_s.match.rulesSource); }
    int seatCount() const {
        return static_cast<int>(tableOfSetup(m_s.match, m_s.match.rules, false).at("seats").size());
    }

    // Connects to the server: makes a table (no code) or joins the one of `code`.
    void enter(const std::optional<std::string>& code) {
        JoinOptions o;
        if (!parseAddress(trimmedName(m_s.settings.serverAddress), o.address, o.port)) {
            m_error = tr("Type the server's address, e.g. example.org or example.org:24816");
            return;
        }
        o.name = trimmedName(m_name);
        if (o.name.empty()) {
            m_error = tr("Type your name first");
            return;
        }
        if (code) {
            o.room = *code;
        } else {
            const auto presets = core::presetNames();
            if (std::find(presets.begin(), presets.end(), m_s.match.rulesSource) == presets.end()) {
                m_error = tr("Online tables play the rule sets that come with the game");
                return;
            }
            o.create = tableOfSetup(m_s.match, core::loadPreset(m_s.match.rulesSource), m_public);
        }
        // The list's lookup already found the server: no second lookup.
        if (m_listLookup && m_listLookup->host() == o.address &&
            m_listLookup->state() == net::HostLookup::State::Found) {
            o.address = m_listLookup->address();
        }
        entered(m_entry.begin(m_s, std::move(o)));
    }

    std::string m_name;
    std::string m_code;
    bool m_public = true;
    TableEntry m_entry; // the table being entered, while its server's name is looked up
    std::unique_ptr<net::HostLookup> m_listLookup; // the list's server, by name
    std::uint16_t m_listPort = 0;
    std::unique_ptr<net::TableBrowser> m_browser;
    double m_failedFor = 0; // seconds the list's connection has been failed
    FieldEdit m_edit{drawableBy(m_s)};
    std::string m_error;
    NetFormFrame m_frame;
};

} // namespace

std::unique_ptr<Scene> makeOnlineScene(Services& s) {
    return std::make_unique<OnlineScene>(s);
}

} // namespace greed::app
