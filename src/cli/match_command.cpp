// greed-cli match: read and check a match file (saved game or finished game), or play a
// match of computer players headless and record it.
#include "cli/commands.hpp"

#include "session/tournament.hpp"

#include "core/paths.hpp"
#include "core/player_name.hpp"
#include "core/rules_io.hpp"
#include "core/save.hpp"
#include "session/match_session.hpp"
#include "session/save_store.hpp"

#include <iostream>
#include <memory>

namespace greed::cli {

namespace {

// Every text from the file goes through core::visibleText: the file may come from anyone, and
// an ESC or NUL in it must not reach the terminal.
void printMatch(const session::SavedMatch& saved, const session::MatchSession& match, bool turns) {
    const auto& game = match.game();
    std::cout << "file " << core::visibleText(saved.path.string()) << "\n";
    std::cout << "created " << core::visibleText(saved.record.created) << "\n";
    std::cout << "rules " << core::visibleText(game.rules().id) << "\n";
    std::cout << "seed " << saved.record.setup.seed << "\n";
    std::cout << "moves " << saved.record.moves.size()
              << (saved.record.tornTail ? " (a torn last line was dropped)" : "") << "\n";
    std::cout << "status "
              << (!match.over()             ? "in progress"
                  : game.endedByRollLimit() ? "finished at the roll limit"
                                            : "finished")
              << "\n";
    for (int i = 0; i < game.playerCount(); ++i) {
        const auto& p = game.players()[static_cast<std::size_t>(i)];
        const auto& seats = saved.record.setup.seats;
        const std::string policy = static_cast<std::size_t>(i) < seats.size()
                                       ? seats[static_cast<std::size_t>(i)].policy
                                       : std::string();
        std::cout << "player " << i + 1 << " " << core::visibleText(p.info.name) << " ("
                  << core::visibleText(session::seatDetail(p.info))
                  << (policy.empty() ? "" : ", plays " + core::visibleText(policy)) << ") "
                  << p.score << (p.joinedAtTurn > 0 ? " joined" : "") << (p.left ? " left" : "")
                  << "\n";
        if (!turns) {
            continue;
        }
        for (const auto& t : p.history) {
            std::cout << "  " << session::turnLine(t) << "\n";
        }
    }
    if (match.over()) {
        std::cout << "winners";
        for (int w : game.winners()) {
            std::cout << " "
                      << core::visibleText(game.players()[static_cast<std::size_t>(w)].info.name);
        }
        std::cout << "\n";
    }
}

} // namespace

void addMatchCommand(CLI::App& app) {
    auto* match = app.add_subcommand("match", "Saved games and replays (match files)");
    match->require_subcommand(1);

    struct ShowOptions {
        std::string file;
        bool turns = false;
        bool state = false;
    };
    auto show = std::make_shared<ShowOptions>();
    auto* showCmd = match->add_subcommand("show", "Check a match file by replaying it; summary");
    showCmd->add_option("file", show->file, "A .greed match file")->required();
    showCmd->add_flag("--turns", show->turns, "Every turn of every player");
    showCmd->add_flag("--state", show->state,
                      "Only the game's state after the last move, as a save file (JSON)");
    showCmd->callback([show] {
        session::SavedMatch saved;
        try {
            saved = session::loadMatch(show->file);
        } catch (const session::MatchFileError& e) {
            throw UsageError(e.what());
        }
        const auto replayed = session::MatchSession::fromRecord(saved.record);
        if (show->state) {
            std::cout << core::saveGameText(replayed->game());
            return;
        }
        printMatch(saved, *replayed, show->turns);
    });

    struct PlayOptions {
        std::string rules = core::kDefaultPreset;
        std::string players;
        std::uint64_t seed = 1;
        std::string out;
    };
    auto play = std::make_shared<PlayOptions>();
    auto* playCmd = match->add_subcommand("play", "Play a match of computer players and record it");
    playCmd->add_option("--rules", play->rules, "Preset name or rule file");
    playCmd->add_option("--players", play->players, "e.g. 'A:steady,B:bold'")->required();
    playCmd->add_option("--seed", play->seed, "Seed of the dice");
    playCmd->add_option("--out", play->out, "Where to write the match file")->required();
    playCmd->callback([play] {
        session::MatchConfig setup;
        setup.rulesSource = play->rules;
        setup.rules = core::resolveRules(play->rules);
        try {
            setup.seats = session::parsePlayersSpec(play->players, setup.rules);
        } catch (const session::SpecError& e) {
            throw UsageError(std::string("--players: ") + e.what());
        }
        for (const auto& seat : setup.seats) {
            if (!seat.computer) {
                throw UsageError(seat.name + " is not a computer player (NAME:personality)");
            }
        }
        setup.seed = play->seed;
        // The Professor gets its solution first (progress on stderr), and the seat records
        // what it played, so `match show` never claims a policy that did not play.
        session::TournamentConfig professor;
        professor.rules = setup.rules;
        for (const auto& seat : setup.seats) {
            professor.players.push_back(seat.strategy);
        }
        professor.strategies.solveUpTo = UINT64_MAX;
        professor.solveProgress = progressOnStderr(setup.rules.id);
        const std::string policy = session::prepareProfessor(professor);
        for (auto& seat : setup.seats) {
            if (ai::playsSolution(seat.strategy)) {
                seat.policy = policy;
            }
        }
        if (!policy.empty()) {
            std::cout << "professor plays: " << policy << "\n";
        }
        session::MatchSession session(setup);
        session.record(std::make_unique<session::MatchWriter>(
            session::MatchWriter::create(play->out, setup, session::localTimeText())));
        while (!session.over()) {
            session.step(); // computer players only: each answers at once
        }
        if (!session.writeError().empty()) {
            throw std::runtime_error(session.writeError());
        }
        std::cout << "moves " << session.moves().size() << "\n";
        std::cout << "wrote " << play->out << "\n";
    });
}

} // namespace greed::cli
