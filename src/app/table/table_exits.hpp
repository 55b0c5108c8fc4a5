// TableExits: the screens the table opens: the pause menu, the scores so far, the rules, the
// results, and a replay at another move. The table knows no other screen (its files cannot
// include app/scenes/scenes.hpp: the build's include root for app/table leaves it out); the
// scenes, which know every screen, implement this and hand it to each table they make.
#pragma once

#include "core/game.hpp"
#include "session/match_session.hpp"

#include <cstddef>
#include <memory>

namespace greed::app {

class TableExits {
public:
    virtual ~TableExits() = default;

    // Over the table, which stays under them:
    // The pause menu; `match` is the game played here, which players may join or leave (null: a
    // network table, where the menu says why they may not).
    virtual void pause(session::MatchSession* match) = 0;
    // The scores so far of `game`.
    virtual void graph(const core::Game& game) = 0;
    // The rules of `rules`.
    virtual void help(const core::Rules& rules) = 0;

    // In the table's place:
    // The results of the finished `game`; `record` is the match for "Watch replay" (none: no
    // replay offered).
    virtual void results(const core::Game& game,
                         std::shared_ptr<const session::MatchRecord> record) = 0;
    // `record` replayed from move `fromMove` at `speed` (a replay's turn back or forward, a
    // seek). Throws session::MatchFileError when a move does not apply (the table stays).
    virtual void replay(std::shared_ptr<const session::MatchRecord> record, std::size_t fromMove,
                        double speed, bool paused) = 0;
};

} // namespace greed::app
