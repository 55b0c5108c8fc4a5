// JoinTableScene: "Join a table": the host's address (host or host:port) and the player's
// name; Join looks a host's name up off the frame, then connects and goes to the lobby, which
// says when the host cannot be reached.
#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"
#include "net/protocol.hpp"

namespace greed::app {

using i18n::tr;
using i18n::trp;

namespace {

class JoinTableScene : public MenuScene {
public:
    explicit JoinTableScene(Services& s) : MenuScene(s), m_name(networkName(s)) {}
    SceneId id() const override { return SceneId::JoinTable; }

    void update(double dt) override {
        (void)dt;
        if (m_entry.looking()) {
            const std::string error = m_entry.poll(m_s);
            if (!error.empty()) {
                m_error = error;
            }
        }
    }

    void layout(int w, int h) override {
        (void)w;
        (void)h;
        std::vector<Button> items;
        // TRANSLATORS: greyed in the empty Host address field: an example address ({0}: the
        // game's port).
        items.push_back(
            fieldButton("address", tr("Host address"), m_address, m_edit.id() == "address",
                        i18n::trf("e.g. 192.168.1.20:{0}", std::to_string(net::kDefaultPort))));
        items.push_back(
            fieldButton("name", tr("Your name"), m_name, m_edit.id() == "name", namePlaceholder()));
        std::vector<Button> actions{{"join", tr("Join"), trp("key", "Enter")},
                                    {"back", tr("Back"), trp("key", "Esc")}};
        m_frame = placeNetForm(m_s, m_menu, std::move(items), std::move(actions), 0, 1);
    }

    void render() const override {
        std::vector<FormLine> lines;
        if (m_entry.looking()) {
            lines.push_back({m_entry.lookingLine(), kGold});
        } else if (!m_edit.note().empty()) {
            lines.push_back({m_edit.note(), kBad});
        } else if (!m_error.empty()) {
            lines.push_back({m_error, kBad});
        } else {
            // TRANSLATORS: under Join a table's fields (the field shows an example address).
            lines.push_back({tr("The host's screen shows the address to type here"), kInkDim});
        }
        drawNetForm(m_s, m_menu, m_frame, tr("JOIN A TABLE"), lines);
    }

    bool handle(const InputEvent& e) override {
        if (m_edit.active() && e.command == Command::Confirm) {
            // Enter ends the typing and moves on to Join, so a second Enter joins (not
            // editing the same field again).
            m_edit.end();
            m_menu.focus("join");
            return true;
        }
        if (m_edit.active()) {
            const bool address = m_edit.id() == "address";
            const bool passOn =
                m_edit.handle(e, address ? m_address : m_name, address ? 64 : kNameLimit, false);
            if (!address) {
                keepNetworkName(m_s, m_name); // the next network screen offers the same name
                m_error.clear();              // "Type your name first" is being answered
            }
            return passOn ? MenuScene::handle(e) : true;
        }
        if (e.command == Command::Confirm && m_menu.focused() == "back") {
            return MenuScene::handle(e);
        }
        if (e.command == Command::Confirm && m_menu.focused() == "name") {
            return MenuScene::handle(e); // edit the name
        }
        if (e.command == Command::Confirm && !m_address.empty() && m_menu.focused() != "address") {
            activate({"join", 0});
            return true;
        }
        return MenuScene::handle(e);
    }

protected:
    void activate(const MenuHit& hit) override {
        m_error.clear();
        if (hit.id == "address" || hit.id == "name") {
            m_edit.begin(hit.id);
        } else if (hit.id == "join") {
            join();
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    void join() {
        JoinOptions o;
        if (!parseAddress(trimmedName(m_address), o.address, o.port)) {
            m_error = tr("Type the host's address, e.g. 192.168.1.20 or 192.168.1.20:24816");
            return;
        }
        o.name = trimmedName(m_name);
        if (o.name.empty()) {
            m_error = tr("Type your name first");
            m_menu.focus("name");
            m_edit.begin("name");
            return;
        }
        m_error = m_entry.begin(m_s, std::move(o));
    }

    TableEntry m_entry; // the host's name being looked up
    std::string m_address;
    std::string m_name;
    FieldEdit m_edit{drawableBy(m_s)};
    std::string m_error;
    NetFormFrame m_frame;
};

} // namespace

std::unique_ptr<Scene> makeJoinTableScene(Services& s) {
    return std::make_unique<JoinTableScene>(s);
}

} // namespace greed::app
