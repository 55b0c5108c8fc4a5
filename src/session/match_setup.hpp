// Match set-up: the rule set, the seats (human or which computer player) and the seed.
#pragma once

#include "ai/strategy.hpp"
#include "core/game.hpp"
#include "core/paths.hpp"
#include "core/rules.hpp"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace greed::session {

struct SeatSpec {
    SeatSpec() = default;
    SeatSpec(std::string n, bool c, std::string s = "steady")
        : name(std::move(n)), computer(c), strategy(std::move(s)) {}
    std::string name;
    bool computer = false;
    std::string strategy = "steady"; // computer players: personality id (or threshold[:N])
    // What the seat played when that depends on the run (the Professor: its solution or the
    // expected-points fallback, with the reason); empty when not recorded. Not compared.
    std::string policy;
    bool operator==(const SeatSpec& o) const {
        return name == o.name && computer == o.computer && (!computer || strategy == o.strategy);
    }
};

struct MatchConfig {
    std::string rulesSource = core::kDefaultPreset; // a preset name or a rule file path
    core::Rules rules;
    std::vector<SeatSpec> seats;
    std::uint64_t seed = 1;
};

// A bad --players spec; the message says what is wrong.
class SpecError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "Ann:human,Bot:threshold,Cy" -> seats. A name alone is a human; kinds: human, computer
// (= the default computer player) or a strategy id (see strategyChoices()). The number of
// players must suit `rules` (players.min .. players.max).
std::vector<SeatSpec> parsePlayersSpec(const std::string& spec, const core::Rules& rules);
// Throws SpecError unless `count` players suit the rule set's player limits.
void checkPlayerCount(std::size_t count, const core::Rules& rules);

struct StrategyChoice {
    std::string id;
    std::string name;           // English; the app shows it through trp("personality", name)
    bool feminine = false;      // the name's grammatical gender, for the words that agree with it
    std::string description;    // English; the app shows it through i18n::tr()
    double thinkSeconds = 0.75; // the pause shown before each decision at normal pace
    std::string trait;          // English ("Timid"), said of the name in its gender; may be empty
};
// The computer players the setup screen offers (the first is the default).
std::vector<StrategyChoice> strategyChoices();
std::string strategyName(const std::string& id);
// "human", or the computer player's personality (just "computer" when it is also the name).
std::string seatDetail(const core::PlayerInfo& info);
// One turn of a player's history as `match show --turns` prints it: "turn 3: banked 350 ->
// 1200", with " (tie-break)" after an extra tie-break turn (it explains unequal turn counts).
std::string turnLine(const core::TurnRecord& turn);
const StrategyChoice* findStrategy(const std::string& id);
// Throws SpecError for an unknown id.
std::unique_ptr<ai::Strategy> makeStrategy(const std::string& id, const core::Rules& rules);

// A default table: one human and `computers` computer players.
std::vector<SeatSpec> defaultSeats(int humans, int computers);

// Builds the game with every seat added and started. Throws std::runtime_error.
core::Game createGame(const MatchConfig& config);
// The core's view of a seat.
core::PlayerInfo playerInfo(const SeatSpec& seat);

} // namespace greed::session
