// How a table gets its match: a new one (recorded when saving is on), the saved one resumed,
// or a recorded one replayed.
#include "app/game_history.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_source.hpp"
#include "i18n/translate.hpp"

#include <iostream>

namespace greed::app {

namespace {

// `fresh`: the set-up of a new match, which starts behind on a disk too full for its first
// line and is saved as soon as the disk takes it (a resumed one has a file already).
void recordOrSay(Services& s, session::MatchSession& match,
                 const std::function<std::unique_ptr<session::MatchWriter>()>& open,
                 const MatchConfig* fresh = nullptr) {
    if (!s.saves) {
        return;
    }
    try {
        try {
            match.record(open());
        } catch (const session::MatchWriteError& e) {
            if (fresh == nullptr) {
                throw;
            }
            std::cerr << "greed: saving starts behind: " << e.what() << "\n";
            match.recordBehind(
                std::make_unique<session::MatchWriter>(session::MatchWriter::unwritten(
                    s.saves->currentPath(), *fresh, session::localTimeText())),
                e);
        }
    } catch (const std::exception& e) {
        // The game goes on without a save; say so once.
        std::cerr << "greed: the match will not be saved: " << e.what() << "\n";
        // TRANSLATORS: a notice in the window; {0} the system's reason (it stays in English).
        s.notice = i18n::trf("The match is not being saved: {0}", e.what());
    }
}

} // namespace

std::unique_ptr<Scene> makeMatchScene(Services& s, const MatchConfig& config) {
    s.net.reset(); // a game at this screen: a network table left open after its game closes
    s.match = config;
    keepSetupName(s, config.seats); // the network screens offer the name typed in New game
    auto match = std::make_unique<session::MatchSession>(config);
    recordAbandonedCurrent(s); // the unfinished match this one replaces
    prepareHistory(s);
    recordOrSay(
        s, *match, [&] { return s.saves->startCurrent(config); }, &config);
    return makeTableScene(s, playedHere(s, std::move(match)));
}

std::unique_ptr<Scene> makeResumedScene(Services& s, const session::SavedMatch& saved) {
    auto match = session::MatchSession::fromRecord(saved.record);
    if (!match->selectionNote().empty()) {
        // Only the dice shown picked are at stake: the match itself continues.
        std::cerr << "greed: the saved game's picked dice: " << match->selectionNote() << "\n";
    }
    s.match = saved.record.setup;
    recordOrSay(s, *match, [&] { return s.saves->continueCurrent(saved); });
    prepareHistory(s);
    return makeTableScene(s, playedHere(s, std::move(match)));
}

std::unique_ptr<Scene> makeReplayScene(Services& s,
                                       std::shared_ptr<const session::MatchRecord> record,
                                       std::size_t fromMove, double speed, bool paused) {
    return makeTableScene(s, replayedHere(s, std::move(record), fromMove, speed, paused));
}

} // namespace greed::app
