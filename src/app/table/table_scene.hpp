// TableScene: a game being played. A thin scene over the table's parts: the layout (geometry
// for the window size), the match (applies actions), the show (events as timed beats), the
// input (events -> intents) and the draw functions.
#pragma once

#include "app/scenes/scene.hpp"
#include "app/table/save_notice.hpp"
#include "app/table/seat_layer.hpp"
#include "app/table/table_exits.hpp"
#include "app/table/table_input.hpp"
#include "app/table/table_layout.hpp"
#include "app/table/table_match.hpp"
#include "app/table/table_show.hpp"
#include "core/game.hpp"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace greed::app {

// The table's match, held in a base of TableScene rather than a member: C++ builds every base
// before any member, so the show (a member, which reads the match's game from its start) finds
// it built whatever order the members are declared in.
struct TableMatchBase {
    TableMatchBase(Services& services, std::unique_ptr<TableSource> source)
        : m_match(services, std::move(source)) {}
    TableMatch m_match;
};

class TableScene : public Scene, private TableMatchBase {
public:
    // The table over `source`: a match played here, a network host's or a replay (see
    // table_source.hpp for how each is made); the screens it opens are `exits`' (the scenes').
    TableScene(Services& services, std::unique_ptr<TableSource> source,
               std::unique_ptr<TableExits> exits);
    SceneId id() const override { return SceneId::Table; }
    session::MatchSession* playedMatch() const override { return m_match.ownedSession(); }
    bool handle(const InputEvent& event) override;
    void update(double dt) override;
    // Only follows a change of the window size; render() never lays out.
    void layout(int width, int height) override;
    void render() const override;
    std::vector<Button> buttons() const override;
    bool busy() const override;

    // For tests and scripts.
    const core::Game& game() const { return m_match.game(); }
    const session::MatchRecord& shownRecord() const { return m_match.shownRecord(); }
    std::size_t refusedActions() const { return m_match.refusedActions(); }
    bool animating() const { return m_show.animating(); }
    bool humanToAct() const { return m_match.humanToAct(m_show); }
    // Faces of the dice resting on the table (not in the tray), in roll order, and where
    // die `index` rests on screen.
    std::vector<core::Face> restingFaces() const { return m_show.restingFaces(); }
    SDL_Rect dieRect(int index) const { return m_show.dieRect(index); }
    const std::string& message() const { return m_match.message(); }
    // What the table says about saving now (empty: nothing to say).
    const std::string& saveNotice() const { return m_saveNotice.text(); }
    void skipAnimation();
    std::string lastLog() const { return m_show.log().empty() ? "" : m_show.log().back(); }
    // Indices of the dice picked so far (choose-keep).
    std::vector<int> selectedIndices() const { return m_match.selectedIndices(); }
    const TableLayout& tableLayout() const { return m_show.layout(); }
    const TableShow& show() const { return m_show; }
    const TableInput& input() const { return m_input; }
    // A replay's controls (null for a match played here or followed from a network host).
    const ReplaySource* replay() const { return m_match.replay(); }

private:
    // Lays the table out and shows the match as it stands.
    void open();
    // Lays the table out for the window's size when it differs from the layout's.
    void ensureLayout();
    int homeSeat() const; // the player seated at the near rim's left end (TableLayout)
    void applyLayout(int width, int height);
    void buildBackground();
    void rebuildButtons();
    // Tells the show what the match did.
    void tell(const TableNews& news);

    TableShow m_show; // the shown game is m_match's (TableMatchBase), the layout its own
    TableInput m_input;
    std::unique_ptr<TableExits> m_exits;
    platform::TexturePtr m_background;   // the static table for the show's layout
    unsigned m_backgroundGeneration = 0; // the painter's target generation it was drawn in
    SeatLayer m_seatLayer;               // the idle seats' plates, repainted when one changes
    SeatLayer m_litLayer;                // the playing seat's plate, under which its light pulses
    SaveNotice m_saveNotice;
};

} // namespace greed::app
