// Match set-up: parsing the --players spec and creating games and computer players.
#include "app/match.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace greed::app {

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
    return {{"threshold", "Steady", "Keeps every scoring die, banks from 300"}};
}

std::string strategyName(const std::string& id) {
    for (const auto& c : strategyChoices()) {
        if (c.id == id) {
            return c.name;
        }
    }
    return id;
}

std::unique_ptr<ai::Strategy> makeStrategy(const std::string& id) {
    if (id == "threshold") {
        return std::make_unique<ai::ThresholdStrategy>(300);
    }
    throw SpecError("unknown computer player '" + id + "'");
}

std::vector<Seat> parsePlayersSpec(const std::string& spec) {
    std::vector<Seat> seats;
    std::stringstream in(spec);
    std::string item;
    while (std::getline(in, item, ',')) {
        item = trim(item);
        if (item.empty()) {
            throw SpecError("empty player entry in '" + spec + "'");
        }
        Seat seat;
        const auto colon = item.find(':');
        seat.name = trim(item.substr(0, colon));
        if (seat.name.empty()) {
            throw SpecError("a player needs a name in '" + item + "'");
        }
        if (colon != std::string::npos) {
            const std::string kind = lower(trim(item.substr(colon + 1)));
            if (kind == "human" || kind.empty()) {
                seat.computer = false;
            } else if (kind == "computer" || kind == "cpu" || kind == "ai") {
                seat.computer = true;
                seat.strategy = strategyChoices().front().id;
            } else {
                const auto choices = strategyChoices();
                const bool known =
                    std::any_of(choices.begin(), choices.end(),
                                [&](const StrategyChoice& c) { return c.id == kind; });
                if (!known) {
                    std::string list = "human, computer";
                    for (const auto& c : choices) {
                        list += ", " + c.id;
                    }
                    throw SpecError("unknown player kind '" + kind + "' for " + seat.name +
                                    " (one of: " + list + ")");
                }
                seat.computer = true;
                seat.strategy = kind;
            }
        }
        seats.push_back(seat);
    }
    if (seats.size() < 2 || seats.size() > 8) {
        throw SpecError("--players needs 2 to 8 players, got " + std::to_string(seats.size()));
    }
    return seats;
}

std::vector<Seat> defaultSeats(int humans, int computers) {
    std::vector<Seat> seats;
    for (int i = 0; i < humans; ++i) {
        seats.push_back(
            {humans == 1 ? "You" : "Player " + std::to_string(i + 1), false, "threshold"});
    }
    const auto choices = strategyChoices();
    for (int i = 0; i < computers; ++i) {
        Seat s;
        s.name = kComputerNames[i % 8];
        s.computer = true;
        s.strategy = choices[static_cast<std::size_t>(i) % choices.size()].id;
        seats.push_back(s);
    }
    return seats;
}

core::Game createGame(const MatchConfig& config) {
    core::Game game(config.rules);
    for (const auto& seat : config.seats) {
        core::PlayerInfo info;
        info.name = seat.name;
        info.kind = seat.computer ? core::PlayerKind::Computer : core::PlayerKind::Human;
        info.personality = seat.computer ? seat.strategy : "";
        const auto out = game.addPlayer(info);
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

} // namespace greed::app
