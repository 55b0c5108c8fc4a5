// LobbyScene: the table in Services::net before its game: who sits where (and who is still
// awaited), the address to give to friends (host), Start (host) or "waiting for the host";
// emotes already work here. Once the game starts the table replaces this screen.
#include "app/net/local_addresses.hpp"
#include "app/net/net_match.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/net_overlay.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <optional>

namespace greed::app {

using i18n::tr;
using i18n::trf;
using i18n::trp;

namespace {

std::string seatStatus(const NetSeat& seat, bool hosting) {
    if (seat.status == "open") {
        return tr("waiting for a player");
    }
    if (seat.status == "local") {
        return hosting ? tr("at this screen") : tr("at the host's screen");
    }
    if (seat.status == "computer") {
        return tr("computer player");
    }
    if (seat.status == "dropped") {
        return tr("connection lost");
    }
    return tr("connected");
}

class LobbyScene : public MenuScene {
public:
    // `finished`: back after a game (Play again), the seed of that game, which is over and is
    // not entered again.
    LobbyScene(Services& s, std::optional<std::uint64_t> finished)
        : MenuScene(s), m_overlay(s.net ? s.net->rejoinSeconds() : 0.0),
          m_addresses(localAddresses()), m_finished(finished) {}
    ~LobbyScene() override {
        if (!m_playing) {
            m_s.net.reset(); // leaving the lobby closes the table (host) or leaves it
        }
    }
    SceneId id() const override { return SceneId::Lobby; }

    void update(double dt) override {
        m_overlay.update(dt);
        if (!m_s.net || m_playing) {
            return;
        }
        m_overlay.take(m_s.net->takeNotices());
        const NetState state = m_s.net->state();
        if ((state == NetState::Playing || state == NetState::Over) && !waitingForAgain() &&
            m_s.net->source() != nullptr) {
            m_playing = true;
            m_s.scenes.replace(makeNetTableScene(m_s));
        }
    }

    void layout(int w, int h) override {
        (void)w;
        (void)h;
        const bool hosting = m_s.net && m_s.net->hosting();
        const auto seats = m_s.net ? m_s.net->seats() : std::vector<NetSeat>{};
        std::vector<Button> actions;
        if (m_s.net && m_s.net->startsGame()) {
            Button start{"start", tr("Start the game"), trp("key", "Enter")};
            start.reason = startRefusal(seats, hosting ? 1 : 2);
            start.enabled = start.reason.empty();
            actions.push_back(start);
        }
        const std::string code = m_s.net ? m_s.net->roomCode() : std::string();
        if (!code.empty()) {
            // TRANSLATORS: a button: puts the room code on the clipboard, to paste in a message.
            actions.push_back({"copy", tr("Copy the code"), "C"});
        }
        actions.push_back(
            {"back", hosting ? tr("Close the table") : tr("Leave"), trp("key", "Esc")});
        // A room code is drawn large: it takes two lines' room.
        m_frame = placeNetForm(m_s, m_menu, {}, std::move(actions), static_cast<int>(seats.size()),
                               code.empty() ? 3 : 4);
        // Start takes the focus as soon as the game can start: it is what the host does next
        // (until then the first usable button, Close the table, holds it).
        const Button* start = m_menu.find("start");
        const bool canStart = start != nullptr && start->enabled;
        if (canStart && !m_couldStart) {
            m_menu.focus("start");
        }
        m_couldStart = canStart;
    }

    void render() const override {
        std::vector<FormLine> lines;
        const bool hosting = m_s.net && m_s.net->hosting();
        const NetState state = m_s.net ? m_s.net->state() : NetState::Ended;
        if (state == NetState::Ended) {
            lines.push_back({m_s.net->endText(), kBad});
        } else if (!m_error.empty()) {
            lines.push_back({m_error, kBad});
        } else if (waitingForAgain()) {
            lines.push_back({m_s.net->startsGame()
                                 // TRANSLATORS: after a game at a table by room code, its
                                 // creator asked the server for another game.
                                 ? tr("Asking the server for another game…")
                                 : tr("Waiting for the host to play again"),
                             kGold});
        } else if (const std::string code = m_s.net->roomCode(); !code.empty()) {
            lines.push_back({spacedCode(code), kGold, true, true});
            lines.push_back({m_copied ? tr("Copied: paste the code in a message to your friends")
                                      : tr("Friends choose Play online, then Join with the code"),
                             kInk});
        } else if (hosting) {
            lines.push_back({addressLine(), kGold, true});
            if (const std::string reach = m_s.net->reachLine(); !reach.empty()) {
                lines.push_back({reach, kInk});
            }
        } else if (state == NetState::Connecting) {
            lines.push_back({tr("Connecting to the host…"), kGold});
        } else {
            lines.push_back({tr("Waiting for the host to start the game"), kGold});
        }
        if (m_finished && state == NetState::Lobby && m_s.net->startsGame() && hasOpenSeat()) {
            // TRANSLATORS: in the lobby after a game, when a player did not stay for another.
            lines.push_back({tr("Not everyone stayed: start with the players here, or wait for "
                                "someone to take the open seat"),
                             kInk});
        }
        drawNetForm(m_s, m_menu, m_frame,
                    m_s.net && m_s.net->startsGame() ? tr("YOUR TABLE") : tr("LOBBY"), lines);
        const auto seats = m_s.net ? m_s.net->seats() : std::vector<NetSeat>{};
        for (std::size_t i = 0; i < seats.size() && i < m_frame.plates.size(); ++i) {
            const NetSeat& seat = seats[i];
            const bool open = seat.status == "open";
            const std::string name = open ? tr("Open seat") : (seat.name.empty() ? "?" : seat.name);
            drawSeatPlate(m_s, m_frame.plates[i], static_cast<int>(i + 1), name,
                          !hosting && m_s.net->isLocal(static_cast<int>(i))
                              ? tr("at this screen")
                              : seatStatus(seat, hosting),
                          kPlayerColors[i % kPlayerColors.size()], open);
        }
        const int w = m_s.width();
        const MenuType T = MenuType::forHeight(m_s.height());
        m_overlay.render(m_s.painter, w / 2, T.caption, w * 8 / 10, T.caption);
    }

    bool handle(const InputEvent& e) override {
        if (const auto emote = emoteOfKey(e); emote && m_s.net) {
            m_s.net->emote(*emote);
            return true;
        }
        if (e.isKey() && e.key == SDLK_c && m_menu.find("copy") != nullptr) {
            activate({"copy", 0});
            return true;
        }
        if (e.command == Command::Confirm && m_menu.find("start") != nullptr) {
            activate({"start", 0});
            return true;
        }
        return MenuScene::handle(e);
    }
    // The notes shown now (tests).
    std::vector<std::string> notes() const { return m_overlay.lines(); }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id == "start" && m_s.net) {
            const auto* start = m_menu.find("start");
            if (start == nullptr || !start->enabled) {
                return;
            }
            std::string why;
            if (!m_s.net->start(why)) {
                m_error = why;
            }
        } else if (hit.id == "copy" && m_s.net) {
            m_copied = SDL_SetClipboardText(m_s.net->roomCode().c_str()) == 0;
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        }
    }

private:
    // `players`: connected remote seats the game needs (the host's own is local; the creator
    // of an online table is one of them).
    static std::string startRefusal(const std::vector<NetSeat>& seats, int players) {
        const auto connected = std::count_if(seats.begin(), seats.end(), [](const NetSeat& s) {
            return s.kind == "remote" && s.status == "connected";
        });
        return connected >= players ? "" : tr("Waiting for a player to join");
    }
    // "B C D F G": a code read out letter by letter, and read at a glance at every size.
    static std::string spacedCode(const std::string& code) {
        std::string out;
        for (const char c : code) {
            out += (out.empty() ? "" : " ") + std::string(1, c);
        }
        return out;
    }

    // Back after a game whose table has not yet started another one.
    bool waitingForAgain() const {
        const session::MatchSession* source = m_s.net ? m_s.net->source() : nullptr;
        return m_finished && m_s.net->state() == NetState::Over && source != nullptr &&
               source->setup().seed == *m_finished;
    }
    bool hasOpenSeat() const {
        const auto seats = m_s.net->seats();
        return std::any_of(seats.begin(), seats.end(),
                           [](const NetSeat& seat) { return seat.status == "open"; });
    }

    std::string addressLine() const { return joinAddressLine(m_addresses, m_s.net->port()); }

    NetOverlay m_overlay;
    std::vector<std::string> m_addresses;
    std::string m_error;
    NetFormFrame m_frame;
    bool m_playing = false;
    bool m_couldStart = false;               // Start was usable at the last layout
    std::optional<std::uint64_t> m_finished; // the seed of the game played before this lobby
    bool m_copied = false;                   // the room code went to the clipboard
};

} // namespace

std::unique_ptr<Scene> makeLobbyScene(Services& s) {
    return std::make_unique<LobbyScene>(s, std::nullopt);
}

void playAgainAtTable(Services& s) {
    std::optional<std::uint64_t> finished;
    if (const session::MatchSession* last = s.net ? s.net->source() : nullptr) {
        finished = last->setup().seed;
    }
    std::string why;
    if (!s.net || s.net->state() == NetState::Ended || !s.net->playAgain(why)) {
        // TRANSLATORS: Play again after a network game whose table has closed meanwhile.
        const std::string closed = tr("The network table has closed.");
        s.notice = s.net && s.net->state() == NetState::Ended ? s.net->endText() : closed;
        if (!why.empty()) {
            std::cerr << "greed: cannot play again: " << why << "\n";
        }
        s.scenes.reset(makeTitleScene(s));
        return;
    }
    s.scenes.replace(std::make_unique<LobbyScene>(s, finished));
}

} // namespace greed::app
