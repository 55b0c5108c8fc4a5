// NetTableScene: the table of a network game, for the host and for every player who joined.
//
// Design: the table scene is the same as at one screen. It follows the match as the host decides
// it (Services::net->source(): the host's own session, or a client's mirror) through its one
// feed of moves (TableMatch::collect into its ShownMatch, from a mirrored() TableSource), from the
// state the match is in when the table opens, so a player who joins late or takes a seat back sees
// the true table at once, then the same throws, animations and results graph as the host. This
// screen's people act through the table as usual; their moves go to NetMatch::queue (the source's
// forward) and come back as the host's moves. Emotes (F5..F10), seat changes and the host leaving
// are drawn over the table.
#pragma once

#include "app/scenes/net_overlay.hpp"
#include "app/table/table_scene.hpp"

#include <cstdint>
#include <memory>
#include <optional>

namespace greed::app {

class NetTableScene : public Scene {
public:
    explicit NetTableScene(Services& services);
    ~NetTableScene() override;
    SceneId id() const override { return SceneId::Table; }
    void onReveal() override { m_table->onReveal(); }
    bool handle(const InputEvent& event) override;
    void update(double dt) override;
    void layout(int width, int height) override;
    void render() const override;
    std::vector<Button> buttons() const override;
    bool busy() const override;

    // For tests.
    TableScene& table() { return *m_table; }
    // The game as this screen shows it.
    const core::Game& shown() const { return m_table->game(); }
    std::vector<std::string> notes() const { return m_overlay.lines(); }
    // The game ended for this screen before its end (the host left, the connection broke).
    bool interrupted() const;

private:
    void watchReplay();
    // The match this table shows: the table's, until it starts another game (nullptr then).
    const session::MatchSession* followed() const;

    std::unique_ptr<TableScene> m_table;
    NetOverlay m_overlay;
    Menu m_endMenu; // Take my seat back / Watch the game so far / Back to title, once interrupted
    bool m_rejoinOffered = false;                // the end menu offers to take the seat back
    mutable std::optional<std::uint64_t> m_seed; // the seed of the game this table shows
};

} // namespace greed::app
