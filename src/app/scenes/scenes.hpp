// Factories of every scene, so scenes can open each other without knowing their classes.
#pragma once

#include "app/match.hpp"
#include "app/scenes/scene.hpp"
#include "core/game.hpp"
#include "session/match_file.hpp"
#include "session/match_session.hpp"
#include "session/save_store.hpp"

#include <memory>

namespace greed::app {

std::unique_ptr<Scene> makeTitleScene(Services& s);
std::unique_ptr<Scene> makeSetupScene(Services& s);
// A new match at the table (recorded as the current match when saving is on).
std::unique_ptr<Scene> makeMatchScene(Services& s, const MatchConfig& config);
// The saved match in progress, continued where it stopped.
std::unique_ptr<Scene> makeResumedScene(Services& s, const session::SavedMatch& saved);
// A recorded match played again from move `fromMove` at `speed` (1 = normal).
std::unique_ptr<Scene> makeReplayScene(Services& s,
                                       std::shared_ptr<const session::MatchRecord> record,
                                       std::size_t fromMove = 0, double speed = 1.0,
                                       bool paused = false);
// At the end of a played match: the match file is kept among the finished games (when saving)
// and the record is returned for the results' "Watch replay".
std::shared_ptr<const session::MatchRecord> finishMatch(Services& s, session::MatchSession& match);
// The table over its match's source: a match played here, a network host's, or a replay
// (app/table/table_source.hpp makes each).
class TableSource;
std::unique_ptr<Scene> makeTableScene(Services& s, std::unique_ptr<TableSource> source);
// The pause menu over the table; `match`: the game played there, which players may join or
// leave (null: a network table or none, where the menu says why they may not).
std::unique_ptr<Scene> makePauseScene(Services& s, session::MatchSession* match);
// Pause menu pickers: who joins the game in progress, who leaves it (`match` outlives them:
// its table lies under the pause menu).
std::unique_ptr<Scene> makeJoinScene(Services& s, session::MatchSession& match);
std::unique_ptr<Scene> makeLeaveScene(Services& s, session::MatchSession& match);
// What the results screen shows a game as: just ended (the winner's moment, what to do next),
// the scores so far over a running game (Back returns to it), or a past game opened from the
// statistics (Back returns to them).
enum class ResultsView { Finished, DuringGame, PastGame };
// record: the match as played, for "Watch replay" and its seed (none: no replay offered).
std::unique_ptr<Scene> makeResultsScene(Services& s, const core::Game& game, ResultsView view,
                                        std::shared_ptr<const session::MatchRecord> record = {});
std::unique_ptr<Scene> makeHelpScene(Services& s, const core::Rules& rules);
std::unique_ptr<Scene> makeSettingsScene(Services& s);
// House rules: `base` changed option by option and saved as the player's own rule set;
// `source` is where base came from (a preset name, or a file of the player's, which the
// screen can then rename or delete).
std::unique_ptr<Scene> makeHouseRulesScene(Services& s, const core::Rules& base,
                                           const std::string& source);
// Statistics: figures, trend, head-to-head, dice fairness, past games (greed.db).
std::unique_ptr<Scene> makeStatsScene(Services& s);
// Network play (docs/network.md, "In the game"): setting up a table to host, joining one,
// the lobby of the table in Services::net, and the table over it.
// "Host a table"; `fromSetup`: with the seats set up for a game here, the other people
// among them playing elsewhere.
std::unique_ptr<Scene> makeHostScene(Services& s, bool fromSetup = false);
std::unique_ptr<Scene> makeJoinTableScene(Services& s);
std::unique_ptr<Scene> makeLobbyScene(Services& s);
// "Play again" after a network game (over the results): the same table plays another game,
// at once with everyone still seated, else from its lobby; when the table has ended (the host
// left, the connection broke) the title says why.
void playAgainAtTable(Services& s);
// "Play online": tables by room code on the greed-server of Settings.
std::unique_ptr<Scene> makeOnlineScene(Services& s);
std::unique_ptr<Scene> makeNetTableScene(Services& s);

} // namespace greed::app
