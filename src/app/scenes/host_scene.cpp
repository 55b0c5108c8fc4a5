// HostScene: "Host a table". The rule set, the host's name, how many play and who sits in
// each other seat (a player elsewhere, a person at this screen or a computer player); the port
// behind "More options" (few players need another one); below, the addresses to give to
// friends. "Open the table" goes to the lobby.
#include "app/net/local_addresses.hpp"
#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/palette.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"
#include "net/protocol.hpp"

#include <algorithm>
#include <random>

namespace greed::app {

using i18n::tr;
using i18n::trf;
using i18n::trp;
using i18n::trpf;

namespace {

// What an other seat can be: a player elsewhere, a person here, or one of the computers.
struct SeatChoice {
    net::RoomSeat::Kind kind;
    std::string strategy;
};

std::vector<SeatChoice> seatChoices() {
    std::vector<SeatChoice> out{{net::RoomSeat::Kind::Remote, ""},
                                {net::RoomSeat::Kind::Local, ""}};
    for (const auto& c : strategyChoices()) {
        out.push_back({net::RoomSeat::Kind::Computer, c.id});
    }
    return out;
}

std::string choiceText(const SeatChoice& c) {
    switch (c.kind) {
    case net::RoomSeat::Kind::Remote:
        return tr("Player elsewhere");
    case net::RoomSeat::Kind::Local:
        return tr("Person at this screen");
    case net::RoomSeat::Kind::Computer:
        break;
    }
    return trf("Computer: {0}", strategyName(c.strategy));
}

// The seats after the host's from a game set up here: every other person plays elsewhere,
// computers stay the same personalities (the first person is the host).
std::vector<int> othersOfSetup(const std::vector<SeatSpec>& seats) {
    const auto choices = seatChoices();
    std::vector<int> out;
    bool hostSeen = false;
    for (const auto& seat : seats) {
        if (!seat.computer && !hostSeen) {
            hostSeen = true;
            continue;
        }
        int index = 0; // a player elsewhere
        for (std::size_t c = 0; c < choices.size() && seat.computer; ++c) {
            if (choices[c].kind == net::RoomSeat::Kind::Computer &&
                choices[c].strategy == seat.strategy) {
                index = static_cast<int>(c);
            }
        }
        out.push_back(index);
    }
    return out;
}

int wrap(int value, int delta, int count) {
    return ((value + delta) % count + count) % count;
}

class HostScene : public MenuScene {
public:
    HostScene(Services& s, bool fromSetup) : MenuScene(s), m_presets(core::presetNames()) {
        const auto at = std::find(m_presets.begin(), m_presets.end(), s.match.rulesSource);
        m_preset = at == m_presets.end() ? 0 : static_cast<int>(at - m_presets.begin());
        loadRules();
        m_name = networkName(s);
        m_others = fromSetup ? othersOfSetup(s.match.seats) : std::vector<int>{0};
        if (m_others.empty()) {
            m_others = {0}; // one player elsewhere
        }
        const auto most = static_cast<std::size_t>(maxOthers());
        if (m_others.size() > most) {
            m_others.resize(most); // every seat but the host's
        }
        if (std::find(m_others.begin(), m_others.end(), 0) == m_others.end()) {
            // Hosting is for someone elsewhere: one seat more for them, or the last one.
            if (m_others.size() < most) {
                m_others.push_back(0);
            } else {
                m_others.back() = 0;
            }
        }
        m_addresses = localAddresses();
        if (m_name.empty()) {
            m_menu.focus("name"); // the one thing to fill in before opening
        }
    }
    SceneId id() const override { return SceneId::Host; }

    void layout(int w, int h) override {
        (void)w;
        (void)h;
        std::vector<Button> items;
        Button rules{"rules", tr("Rules"), ""};
        rules.kind = ButtonKind::Spinner;
        rules.value = tr(m_rules.name);
        items.push_back(rules);
        items.push_back(
            fieldButton("name", tr("Your name"), m_name, m_edit.id() == "name", namePlaceholder()));
        Button players{"players", tr("Players"), ""};
        players.kind = ButtonKind::Spinner;
        players.value = std::to_string(m_others.size() + 1);
        items.push_back(players);
        const auto choices = seatChoices();
        for (std::size_t i = 0; i < m_others.size(); ++i) {
            Button seat{"seat" + std::to_string(i + 2), trf("Seat {0}", static_cast<int>(i + 2)),
                        ""};
            seat.kind = ButtonKind::Spinner;
            seat.value = choiceText(choices[static_cast<std::size_t>(m_others[i])]);
            items.push_back(seat);
        }
        // TRANSLATORS: a switch on Host a table that shows the rarely needed rows (the port).
        Button more{"more", tr("More options"), ""};
        more.kind = ButtonKind::Toggle;
        more.index = m_more ? 1 : 0;
        items.push_back(more);
        if (m_more || port() == 0) { // a port that cannot be used stays in view
            items.push_back(fieldButton("port", tr("Port"), m_port, m_edit.id() == "port"));
        }
        Button open{"open", tr("Open the table"), trp("key", "Enter")};
        open.reason = openRefusal();
        open.enabled = open.reason.empty();
        std::vector<Button> actions{open, {"back", tr("Back"), trp("key", "Esc")}};
        m_frame = placeNetForm(m_s, m_menu, std::move(items), std::move(actions), 0, 2);
    }

    void render() const override {
        std::vector<FormLine> lines;
        lines.push_back({addressLine(), kGold, true});
        const std::string& problem = m_edit.note().empty() ? m_error : m_edit.note();
        lines.push_back(
            {problem.empty() ? tr("Open seats are left out if nobody takes them.") : problem,
             problem.empty() ? kInkDim : kBad});
        drawNetForm(m_s, m_menu, m_frame, tr("HOST A TABLE"), lines);
    }

    bool handle(const InputEvent& e) override {
        if (m_edit.active()) {
            const bool name = m_edit.id() == "name";
            const bool passOn =
                m_edit.handle(e, name ? m_name : m_port, name ? kNameLimit : 5, !name);
            if (name) {
                keepNetworkName(m_s, m_name); // the next network screen offers the same name
                m_error.clear();              // "Type your name first" is being answered
            }
            return passOn ? MenuScene::handle(e) : true;
        }
        const std::string& focus = m_menu.focused();
        if (e.command == Command::Confirm && focus != "name" && focus != "port" &&
            focus != "more" && focus != "back") {
            activate({"open", 0});
            return true;
        }
        return MenuScene::handle(e);
    }

protected:
    void activate(const MenuHit& hit) override {
        m_error.clear();
        if (hit.id == "rules") {
            m_preset =
                wrap(m_preset, hit.delta == 0 ? 1 : hit.delta, static_cast<int>(m_presets.size()));
            loadRules();
            while (static_cast<int>(m_others.size()) > maxOthers()) {
                m_others.pop_back();
            }
        } else if (hit.id == "players") {
            const int others = static_cast<int>(m_others.size()) + (hit.delta < 0 ? -1 : 1);
            if (others >= std::max(1, m_rules.minPlayers - 1) && others <= maxOthers()) {
                m_others.resize(static_cast<std::size_t>(others), 0);
            }
        } else if (hit.id.rfind("seat", 0) == 0) {
            const auto i = static_cast<std::size_t>(std::stoi(hit.id.substr(4)) - 2);
            const int n = static_cast<int>(seatChoices().size());
            m_others[i] = wrap(m_others[i], hit.delta == 0 ? 1 : hit.delta, n);
        } else if (hit.id == "name" || hit.id == "port") {
            m_edit.begin(hit.id);
        } else if (hit.id == "more") {
            m_more = !m_more;
        } else if (hit.id == "open") {
            open();
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    void loadRules() { m_rules = core::loadPreset(m_presets[static_cast<std::size_t>(m_preset)]); }
    // Seats besides the host's the rule set allows (the screen lists eight at most).
    int maxOthers() const { return std::max(1, std::min(m_rules.maxPlayers, 8) - 1); }

    std::uint16_t port() const {
        const long value = m_port.empty() ? 0 : std::stol(m_port);
        return value >= 1 && value <= 65535 ? static_cast<std::uint16_t>(value) : 0;
    }

    std::string openRefusal() const {
        if (port() == 0) {
            return tr("The port is a number from 1 to 65535");
        }
        const auto choices = seatChoices();
        const bool remote = std::any_of(m_others.begin(), m_others.end(), [&](int c) {
            return choices[static_cast<std::size_t>(c)].kind == net::RoomSeat::Kind::Remote;
        });
        return remote ? "" : tr("Make at least one seat a player elsewhere");
    }

    std::string addressLine() const {
        return joinAddressLine(m_addresses, port() == 0 ? net::kDefaultPort : port());
    }

    void open() {
        HostOptions o;
        o.port = port();
        o.rulesSource = m_presets[static_cast<std::size_t>(m_preset)];
        o.rules = m_rules;
        o.seed = m_s.match.seed != 0 ? m_s.match.seed : std::random_device{}();
        o.computerPace = m_s.settings.paceFactor();
        o.rejoinSeconds = m_s.rejoinSeconds;
        if (m_s.saves) { // kept with the finished games, to watch with --replay
            o.saveDir = m_s.saves->gamesDirectory();
        }
        const std::string name = trimmedName(m_name);
        if (name.empty()) {
            m_error = tr("Type your name first");
            m_menu.focus("name");
            m_edit.begin("name");
            return;
        }
        o.seats.push_back({net::RoomSeat::Kind::Local, name, ""});
        const auto choices = seatChoices();
        int here = 1;
        for (int c : m_others) {
            const SeatChoice& choice = choices[static_cast<std::size_t>(c)];
            net::RoomSeat seat{choice.kind, "",
                               choice.strategy.empty() ? "steady" : choice.strategy};
            if (choice.kind == net::RoomSeat::Kind::Local) {
                seat.name = trf("Player {0}", ++here);
            } else if (choice.kind == net::RoomSeat::Kind::Computer) {
                seat.name = strategyName(choice.strategy);
            }
            for (int n = 2; std::any_of(o.seats.begin(), o.seats.end(),
                                        [&](const auto& other) {
                                            return !seat.name.empty() && other.name == seat.name;
                                        });
                 ++n) {
                // TRANSLATORS: a second computer player of the same personality: its name
                // and a number ("Bold 2").
                seat.name = trpf("numbered name", "{0} {1}", strategyName(choice.strategy), n);
            }
            o.seats.push_back(seat);
        }
        m_s.net.reset(); // a table left open before closes first (its port is free again)
        try {
            m_s.net = hostTable(o);
        } catch (const std::exception& e) {
            // TRANSLATORS: opening a network table failed for a reason told in the log.
            m_error = shownError(e, tr("The table could not be opened."));
            return;
        }
        m_s.scenes.push(makeLobbyScene(m_s));
    }

    std::vector<std::string> m_presets;
    int m_preset = 0;
    core::Rules m_rules;
    std::string m_name;
    std::vector<int> m_others; // per seat after the host's: an index into seatChoices()
    std::string m_port = std::to_string(net::kDefaultPort);
    bool m_more = false; // the port's row shown
    std::vector<std::string> m_addresses;
    FieldEdit m_edit{drawableBy(m_s)};
    std::string m_error;
    NetFormFrame m_frame;
};

} // namespace

std::unique_ptr<Scene> makeHostScene(Services& s, bool fromSetup) {
    return std::make_unique<HostScene>(s, fromSetup);
}

} // namespace greed::app
