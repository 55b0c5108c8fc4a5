// NetTableScene: the table of a network game, for the host and for every player who joined.
//
// Design: the table scene is unchanged; it plays its own *display* session, built from the
// match's set-up, in which every seat but this screen's people is a seat that never acts.
// The host's moves (Services::net->source(): the host's own session, or a client's mirror)
// are applied to the display session one at a time whenever the table has finished showing
// the last one, so a player who joined sees the same throws, animations, speech-free
// computer moves and results graph as the host. This screen's people act through the table
// as usual; their moves go to NetMatch::queue instead of into the display session
// (TableMatch::forwardTo), and come back as the host's moves. Emotes (F5..F10), seat changes
// and the host leaving are drawn over the table.
#pragma once

#include "app/scenes/net_overlay.hpp"
#include "app/table/table_scene.hpp"

#include <memory>

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
    const session::MatchSession& display() const { return *m_display; }
    std::vector<std::string> notes() const { return m_overlay.lines(); }
    // The game ended for this screen before its end (the host left, the connection broke).
    bool interrupted() const;

private:
    void feed();
    void watchReplay();

    session::MatchSession* m_display = nullptr; // owned by the table
    std::unique_ptr<TableScene> m_table;
    NetOverlay m_overlay;
    Menu m_endMenu; // Take my seat back / Watch the game so far / Back to title, once interrupted
    bool m_rejoinOffered = false; // the end menu offers to take the seat back
};

} // namespace greed::app
