// Factories of every scene, so scenes can open each other without knowing their classes:
// declared from the one list of screens, GREED_SCENES.
#pragma once

#include "app/match.hpp"
#include "app/scenes/scene.hpp"
#include "core/game.hpp"
#include "session/match_file.hpp"
#include "session/match_session.hpp"
#include "session/save_store.hpp"

#include <memory>

namespace greed::app {

// The table's source (app/table/table_source.hpp) and the screens it opens
// (app/table/table_exits.hpp).
class TableSource;
class TableExits;
// What the results screen shows a game as: just ended (the winner's moment, what to do next),
// the scores so far over a running game (Back returns to it), or a past game opened from the
// statistics (Back returns to them).
enum class ResultsView { Finished, DuringGame, PastGame };

// Every screen's factory, one per line of GREED_SCENES (app/scenes/scene.hpp):
// - Title, Setup, Settings.
// - Table: the table over its match's source (a match played here, a network host's, or a
//   replay; app/table/table_source.hpp makes each, and the ways to the table below use it).
// - Pause: the pause menu over the table; `match`: the game played there, which players may
//   join or leave (null: a network table or none, where the menu says why they may not).
// - Graph: the scores so far over a running game (the results screen, Back returns to it).
// - Results: `record`, the match as played, for "Watch replay" and its seed (none: no replay).
// - Help: the rules of `rules`.
// - Join, Leave: the pause menu's pickers, who joins the game in progress, who leaves it
//   (`match` outlives them: its table lies under the pause menu).
// - Stats: figures, trend, head-to-head, dice fairness, past games (greed.db).
// - Host: "Host a table"; `fromSetup`: with the seats set up for a game here, the other people
//   among them playing elsewhere. JoinTable: joining one. Lobby: the lobby of the table in
//   Services::net. Online: "Play online", tables by room code on the greed-server of Settings.
// - HouseRules: `base` changed option by option and saved as the player's own rule set;
//   `source` is where base came from (a preset name, or a file of the player's, which the
//   screen can then rename or delete).
#define GREED_SCENE_FACTORY(id, name, factory, arguments) std::unique_ptr<Scene> factory arguments;
GREED_SCENES(GREED_SCENE_FACTORY)
#undef GREED_SCENE_FACTORY

// Ways to the table (each makes a Table screen over a source of its own):
// A new match at the table (recorded as the current match when saving is on).
std::unique_ptr<Scene> makeMatchScene(Services& s, const MatchConfig& config);
// The saved match in progress, continued where it stopped.
std::unique_ptr<Scene> makeResumedScene(Services& s, const session::SavedMatch& saved);
// A recorded match played again from move `fromMove` at `speed` (1 = normal).
std::unique_ptr<Scene> makeReplayScene(Services& s,
                                       std::shared_ptr<const session::MatchRecord> record,
                                       std::size_t fromMove = 0, double speed = 1.0,
                                       bool paused = false);
// The table over the network table in Services::net.
std::unique_ptr<Scene> makeNetTableScene(Services& s);
// The screens a table opens (the pause menu, the graph, the rules, the results, a replay at
// another move), for a table made here (makeTableScene gives its table these).
std::unique_ptr<TableExits> tableExits(Services& s);
// "Play again" after a network game (over the results): the same table plays another game,
// at once with everyone still seated, else from its lobby; when the table has ended (the host
// left, the connection broke) the title says why.
void playAgainAtTable(Services& s);

} // namespace greed::app
