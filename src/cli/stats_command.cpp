// greed-cli stats: the statistics of this installation's greed.db as a text table or JSON,
// the dice fairness checks (--fairness), and importing saved match files into it.
#include "cli/commands.hpp"

#include "core/player_name.hpp"
#include "session/save_store.hpp"
#include "stats/format.hpp"
#include "stats/stats_store.hpp"
#include "stats/stats_view.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <memory>

namespace greed::cli {

namespace {

// Whatever greed.db holds (another program or an older version may have written it), the JSON
// printed is valid: bytes that are not UTF-8 become U+FFFD rather than end the command.
void printJson(const nlohmann::json& value) {
    std::cout << value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

// Text from greed.db for the terminal: no control byte (ESC, NUL) reaches it.
std::string shown(const std::string& text) {
    return core::visibleText(text);
}

std::string seatsText(const stats::GameLine& g) {
    std::string text;
    for (const auto& s : g.seats) {
        text += (text.empty() ? "" : ", ") + s.name + " " + std::to_string(s.score) +
                (s.winner ? "*" : "");
    }
    return text;
}

nlohmann::json summaryJson(const stats::PlayerSummary& s) {
    return {{"player", s.player.name},
            {"human", s.player.human},
            {"personality", s.player.personality},
            {"games", s.games},
            {"wins", s.wins},
            {"abandoned", s.abandoned},
            {"win_rate", s.winRate},
            {"recent_win_rate", s.recentWinRate},
            {"trend", s.trendWord()},
            {"best_turn", s.bestTurn},
            {"turns", s.turns},
            {"points_per_turn", s.pointsPerTurn},
            {"bust_rate", s.bustRate},
            {"longest_win_streak", s.longestWinStreak}};
}

nlohmann::json fairnessJson(const stats::FairnessReport& f) {
    nlohmann::json faces = nlohmann::json::array();
    for (const auto& r : f.faces) {
        faces.push_back({{"faces", r.faceCount},
                         {"labels", r.labels},
                         {"counts", r.counts},
                         {"dice", r.test.total},
                         {"chi_square", r.test.statistic},
                         {"degrees_of_freedom", r.test.degrees},
                         {"p_value", r.test.pValue},
                         {"enough_data", r.test.enoughData},
                         {"verdict", r.test.verdict()}});
    }
    nlohmann::json busts = nlohmann::json::array();
    for (const auto& b : f.busts) {
        nlohmann::json line = {{"rules", b.rules},           {"dice", b.dice},
                               {"throws", b.throws},         {"busts", b.busts},
                               {"observed", b.observed},     {"p_value", b.pValue},
                               {"enough_data", b.enoughData}};
        if (b.exact) {
            line["exact"] = *b.exact;
            line["exact_fraction"] = b.exactText;
        }
        busts.push_back(std::move(line));
    }
    return {{"faces", faces}, {"busts", busts}};
}

void printFairness(const stats::FairnessReport& f) {
    if (f.faces.empty()) {
        std::cout << "no dice recorded yet\n";
        return;
    }
    for (const auto& r : f.faces) {
        std::cout << "dice with " << r.faceCount << " faces: " << r.test.total << " thrown\n";
        std::printf("%-10s", "face");
        for (const auto& l : r.labels) {
            std::printf(" %9s", shown(l).c_str());
        }
        std::printf("\n%-10s", "seen");
        for (const auto n : r.counts) {
            std::printf(" %9lld", static_cast<long long>(n));
        }
        const double expected =
            static_cast<double>(r.test.total) / static_cast<double>(r.counts.size());
        std::printf("\n%-10s", "expected");
        for (std::size_t i = 0; i < r.counts.size(); ++i) {
            std::printf(" %9s", stats::fixedText(expected, 1).c_str());
        }
        std::cout << "\nchi-square " << stats::fixedText(r.test.statistic, 2) << " with "
                  << r.test.degrees << " degrees of freedom, " << stats::pValueText(r.test.pValue)
                  << ": " << r.test.verdict() << "\n\n";
    }
    std::cout << "bust rate by dice thrown (observed against the exact chance)\n";
    std::printf("%-16s %4s %9s %8s %9s %9s %-14s %8s\n", "rules", "dice", "throws", "busts",
                "observed", "exact", "", "p");
    for (const auto& b : f.busts) {
        std::printf("%-16.16s %4d %9lld %8lld %9s %9s %-14s %8s%s\n", shown(b.rules).c_str(),
                    b.dice, static_cast<long long>(b.throws), static_cast<long long>(b.busts),
                    stats::percentText(b.observed).c_str(),
                    b.exact ? stats::percentText(*b.exact).c_str() : "-", b.exactText.c_str(),
                    b.exact ? stats::pValueText(b.pValue).c_str() : "-",
                    b.exact && !b.enoughData ? " (few throws)" : "");
    }
}

struct StatsOptions {
    std::string db;
    bool json = false;
    bool fairness = false;
    int games = 20;
    std::int64_t game = 0; // --fairness of one game
    std::vector<std::string> files;
};

std::filesystem::path dbPath(const StatsOptions& o) {
    return o.db.empty() ? stats::StatsStore::standardPath() : std::filesystem::path(o.db);
}

void showStats(const StatsOptions& o) {
    const auto file = dbPath(o);
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        if (o.json) {
            printJson(nlohmann::json{{"database", file.string()}, {"games", 0}});
        } else {
            std::cout << "no games recorded yet (" << file.string() << ")\n";
        }
        return;
    }
    stats::StatsStore store(file, 2000);
    const stats::Database* db = store.reader();
    if (db == nullptr) {
        throw std::runtime_error(store.problem());
    }
    if (!store.problem().empty()) {
        std::cerr << "greed-cli: " << store.problem() << "\n";
    }
    if (o.fairness) {
        const auto report = o.game > 0 ? stats::fairness(*db, o.game) : stats::fairness(*db);
        if (o.json) {
            printJson(fairnessJson(report));
        } else {
            printFairness(report);
        }
        return;
    }
    const auto players = stats::listPlayers(*db);
    nlohmann::json out = {{"database", file.string()}, {"games", stats::gameCount(*db)}};
    nlohmann::json playersJson = nlohmann::json::array();
    if (!o.json) {
        std::cout << "database " << file.string() << " (" << stats::gameCount(*db) << " games)\n\n";
        std::printf("%-26s %6s %6s %7s %-17s %9s %9s %7s %7s\n", "player", "games", "wins", "win%",
                    "trend", "best turn", "pts/turn", "bust%", "streak");
    }
    for (const auto& p : players) {
        const auto s = stats::playerSummary(*db, p.id);
        if (!s) {
            continue;
        }
        const auto h2h = stats::headToHead(*db, p.id);
        if (o.json) {
            nlohmann::json j = summaryJson(*s);
            j["head_to_head"] = nlohmann::json::array();
            for (const auto& h : h2h) {
                j["head_to_head"].push_back({{"personality", h.personality},
                                             {"games", h.games},
                                             {"wins", h.wins},
                                             {"their_wins", h.theirWins}});
            }
            j["rule_sets"] = nlohmann::json::array();
            for (const auto& r : stats::ruleSets(*db, p.id)) {
                if (r.playerGames > 0) {
                    j["rule_sets"].push_back({{"rules", r.name},
                                              {"hash", r.hash},
                                              {"games", r.playerGames},
                                              {"wins", r.playerWins}});
                }
            }
            playersJson.push_back(std::move(j));
            continue;
        }
        std::printf("%-26s %6d %6d %7s %-17s %9d %9s %7s %7d\n", shown(s->player.label()).c_str(),
                    s->games, s->wins, stats::percentText(s->winRate).c_str(),
                    s->trendWord().c_str(), s->bestTurn,
                    stats::fixedText(s->pointsPerTurn, 1).c_str(),
                    stats::percentText(s->bustRate).c_str(), s->longestWinStreak);
        for (const auto& h : h2h) {
            std::printf("    vs %-19s %6d %6d   (they won %d)\n", shown(h.personality).c_str(),
                        h.games, h.wins, h.theirWins);
        }
    }
    const auto rules = stats::ruleSets(*db, players.empty() ? 0 : players.front().id);
    const auto games = stats::pastGames(*db, o.games);
    if (o.json) {
        out["players"] = std::move(playersJson);
        nlohmann::json rulesJson = nlohmann::json::array();
        for (const auto& r : rules) {
            rulesJson.push_back({{"rules", r.name}, {"hash", r.hash}, {"games", r.games}});
        }
        out["rule_sets"] = std::move(rulesJson);
        nlohmann::json gamesJson = nlohmann::json::array();
        for (const auto& g : games) {
            nlohmann::json seats = nlohmann::json::array();
            for (const auto& s : g.seats) {
                seats.push_back({{"name", s.name},
                                 {"human", s.human},
                                 {"score", s.score},
                                 {"winner", s.winner}});
            }
            gamesJson.push_back({{"id", g.id},
                                 {"started", g.started},
                                 {"ended", g.ended},
                                 {"rules", g.rules},
                                 {"status", g.finished ? "finished" : "abandoned"},
                                 {"turns", g.turns},
                                 {"match_file", g.matchFile},
                                 {"seats", seats}});
        }
        out["games_newest_first"] = std::move(gamesJson);
        printJson(out);
        return;
    }
    std::cout << "\nrule sets\n";
    for (const auto& r : rules) {
        std::printf("    %-28s %6d games  (%s)\n", shown(r.name).c_str(), r.games,
                    shown(r.hash).c_str());
    }
    std::cout << "\npast games, newest first\n";
    for (const auto& g : games) {
        std::printf("  #%-6lld %s  %-12.12s %-9s %s%s%s\n", static_cast<long long>(g.id),
                    shown(g.ended).c_str(), shown(g.rules).c_str(),
                    g.finished ? "finished" : "abandoned", seatsText(g).c_str(),
                    g.matchFile.empty() ? "" : "  ", shown(g.matchFile).c_str());
    }
}

void importFiles(const StatsOptions& o) {
    stats::StatsStore store(dbPath(o), 5000);
    int recorded = 0;
    std::size_t known = 0;
    for (const auto& file : o.files) {
        session::SavedMatch saved;
        try {
            saved = session::loadMatch(file);
        } catch (const session::MatchFileError& e) {
            throw UsageError(file + ": " + e.what());
        }
        const auto match = session::MatchSession::fromRecord(saved.record);
        if (!store.record(stats::recordOf(*match, saved.record.created, file))) {
            throw std::runtime_error(store.problem());
        }
        if (store.alreadyRecorded() == known) {
            ++recorded;
        } else {
            // The same match (its match id) is in the database already: recorded once.
            known = store.alreadyRecorded();
            std::cout << file << ": already recorded (game #" << store.lastId() << ")\n";
        }
    }
    if (!store.problem().empty()) {
        std::cerr << "greed-cli: " << store.problem() << "\n";
    }
    std::cout << "recorded " << recorded << "\n";
}

} // namespace

void addStatsCommand(CLI::App& app) {
    auto opts = std::make_shared<StatsOptions>();
    auto* cmd = app.add_subcommand("stats", "Statistics and game history (greed.db); --fairness "
                                            "checks the dice");
    cmd->add_option("--db", opts->db, "The database (default: greed.db in the data folder)");
    cmd->add_flag("--json", opts->json, "JSON for scripts instead of a table");
    cmd->add_flag("--fairness", opts->fairness,
                  "Face counts against uniform (chi-square) and bust rates against the exact "
                  "chance");
    cmd->add_option("--game", opts->game, "With --fairness: only this game (its id)");
    cmd->add_option("--games", opts->games, "How many past games to list")
        ->check(CLI::Range(0, 100000));
    auto* record =
        cmd->add_subcommand("record", "Record saved match files (.greed) in the database");
    record->add_option("files", opts->files, "Match files")->required();
    record->callback([opts] { importFiles(*opts); });
    cmd->callback([opts, record] {
        if (!record->parsed()) {
            showStats(*opts);
        }
    });
}

} // namespace greed::cli
