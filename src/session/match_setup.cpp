// Match set-up: parsing the --players spec and creating games and computer players.
#include "session/match_setup.hpp"

#include "ai/factory.hpp"
#include "ai/personality.hpp"
#include "core/player_name.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace greed::session {

namespace {

std::string trim(const std::string& s) {
    std::size_t b = 0;
    std::size_t e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b])) != 0) {
        ++b;
    }
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])) != 0) {
        --e;
    }
    return s.substr(b, e - b);
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

const char* const kComputerNames[] = {"Ada",  "Boris", "Clio",  "Dmitri",
                                      "Edda", "Farid", "Greta", "Hugo"};

} // namespace

std::vector<StrategyChoice> strategyChoices() {
    static const std::vector<StrategyChoice> choices = [] {
        std::vector<StrategyChoice> out;
        try {
            for (const auto& p : ai::defaultPersonalities()) {
                out.push_back({p.id, p.name, p.gender == ai::Gender::Feminine, p.description,
                               p.play.paceMs / 1000.0, p.trait});
            }
        } catch (const std::exception&) {
            // Without the personality file the simple computer player still plays.
        }
        out.push_back({"threshold",
                       // TRANSLATORS: the name of the simple computer player (masculine).
                       NP_("personality", "Threshold"), false,
                       // TRANSLATORS: the description of the simple computer player "Threshold"
                       N_("Keeps every scoring die and banks from 300"), 0.75,
                       // TRANSLATORS: the kind of the simple computer player in the setup's
                       // picker, said of a masculine name.
                       NP_("trait of a masculine name", "Threshold")});
        return out;
    }();
    return choices;
}

const StrategyChoice* findStrategy(const std::string& id) {
    static const auto choices = strategyChoices();
    for (const auto& c : choices) {
        if (c.id == id) {
            return &c;
        }
    }
    return nullptr;
}

std::string strategyName(const std::string& id) {
    const StrategyChoice* c = findStrategy(id);
    return c != nullptr ? c->name : id;
}

std::string seatDetail(const core::PlayerInfo& info) {
    if (info.kind == core::PlayerKind::Human) {
        return "human";
    }
    const std::string name = strategyName(info.personality);
    return name == info.name ? "computer" : name;
}

std::string turnLine(const core::TurnRecord& turn) {
    return "turn " + std::to_string(turn.turn) + ": " + core::toString(turn.end) + " " +
           std::to_string(turn.delta) + " -> " + std::to_string(turn.scoreAfter) +
           (turn.tieBreak ? " (tie-break)" : "");
}

std::unique_ptr<ai::Strategy> makeStrategy(const std::string& id, const core::Rules& rules) {
    try {
        return ai::makeStrategy(id, rules);
    } catch (const std::invalid_argument& e) {
        throw SpecError(e.what());
    }
}

std::vector<SeatSpec> parsePlayersSpec(const std::string& spec, const core::Rules& rules) {
    std::vector<SeatSpec> seats;
    std::stringstream in(spec);
    std::string item;
    while (std::getline(in, item, ',')) {
        item = trim(item);
        if (item.empty()) {
            throw SpecError("empty player entry in '" + core::visibleText(spec) + "'");
        }
        SeatSpec seat;
        const auto colon = item.find(':');
        const core::NameCheck name = core::checkName(item.substr(0, colon));
        if (name.problem == core::NameProblem::Empty) {
            throw SpecError("a player needs a name in '" + core::visibleText(item) + "'");
        }
        if (!name.ok()) {
            throw SpecError("player " + std::to_string(seats.size() + 1) + "'s name " +
                            core::describe(name));
        }
        seat.name = name.name;
        if (colon != std::string::npos) {
            const std::string kind = lower(trim(item.substr(colon + 1)));
            if (kind == "human" || kind.empty()) {
                seat.computer = false;
            } else if (kind == "computer" || kind == "cpu" || kind == "ai") {
                seat.computer = true;
                seat.strategy = findStrategy("steady") != nullptr ? "steady" : "threshold";
            } else {
                const auto choices = strategyChoices();
                const bool known =
                    findStrategy(kind) != nullptr || kind.rfind("threshold:", 0) == 0;
                if (!known) {
                    std::string list = "human, computer";
                    for (const auto& c : choices) {
                        list += ", " + c.id;
                    }
                    throw SpecError("unknown player kind '" + core::visibleText(kind) + "' for " +
                                    seat.name + " (one of: " + list + ")");
                }
                seat.computer = true;
                seat.strategy = kind;
            }
        }
        seats.push_back(seat);
    }
    checkPlayerCount(seats.size(), rules);
    return seats;
}

void checkPlayerCount(std::size_t count, const core::Rules& rules) {
    const auto low = static_cast<std::size_t>(std::max(1, rules.minPlayers));
    const auto high = static_cast<std::size_t>(std::max(rules.minPlayers, rules.maxPlayers));
    if (count < low || count > high) {
        throw SpecError(rules.name + " is played by " + std::to_string(low) + " to " +
                        std::to_string(high) + " players, got " + std::to_string(count));
    }
}

std::vector<SeatSpec> defaultSeats(int humans, int computers) {
    std::vector<SeatSpec> seats;
    for (int i = 0; i < humans; ++i) {
        seats.push_back(
            {humans == 1 ? "You" : "Player " + std::to_string(i + 1), false, "threshold"});
    }
    const auto choices = strategyChoices();
    for (int i = 0; i < computers; ++i) {
        SeatSpec s;
        s.name = kComputerNames[i % 8];
        s.computer = true;
        // Variety at the table: a mix of temperaments first.
        static const char* const kOrder[] = {"steady", "bold",     "careful",  "gambler",
                                             "timid",  "reckless", "professor"};
        s.strategy = choices[static_cast<std::size_t>(i) % choices.size()].id;
        if (findStrategy(kOrder[i % 7]) != nullptr) {
            s.strategy = kOrder[i % 7];
        }
        if (const StrategyChoice* c = findStrategy(s.strategy);
            c != nullptr && c->id != "threshold") {
            s.name = c->name;
        }
        seats.push_back(s);
    }
    return seats;
}

core::PlayerInfo playerInfo(const SeatSpec& seat) {
    core::PlayerInfo info;
    info.name = seat.name;
    info.kind = seat.computer ? core::PlayerKind::Computer : core::PlayerKind::Human;
    info.personality = seat.computer ? seat.strategy : "";
    return info;
}

core::Game createGame(const MatchConfig& config) {
    core::Game game(config.rules);
    for (const auto& seat : config.seats) {
        const auto out = game.addPlayer(playerInfo(seat));
        if (!out) {
            throw std::runtime_error("cannot add player " + seat.name + ": " + out.error);
        }
    }
    const auto started = game.start(0);
    if (!started) {
        throw std::runtime_error("cannot start the game: " + started.error);
    }
    return game;
}

} // namespace greed::session
