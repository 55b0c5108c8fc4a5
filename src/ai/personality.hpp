// Personalities: computer players defined as data (assets/personalities.json): who they
// are, what they say, and the parameters of how they play.
#pragma once

#include "core/rng.hpp"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace greed::ai {

// Moments a personality has a line for.
enum class LineEvent { BigRoll, Bust, Bank, FallBehind, TakeLead, FinalRound, Win, Lose };
constexpr int kLineEventCount = 8;
const char* toString(LineEvent event); // the JSON key, e.g. "bigRoll"

struct Colour {
    std::uint8_t r = 0, g = 0, b = 0;
};

// Which keep a player takes from a throw's choices: the one the expected-points turn model
// values most (Best), or that value plus (Fewer) or minus (More) diceValue per die left to throw.
enum class KeepStyle { Best, Fewer, More };

// How a personality decides. Risk scales the turn totals at which the expected-points
// policy would bank; the situation then scales the risk.
struct PlayStyle {
    std::string strategy = "heuristic"; // "heuristic" or "optimal" (the Professor)
    double risk = 1.0;                  // 1 = bank where expected points per turn are maximal
    double behind = 0.0;                // extra risk per target's worth of points behind the leader
    double ahead = 0.0;                 // less risk per target's worth of points ahead
    int lastTurnMargin = 0;  // points beyond the leader it wants before banking a last turn
    int bustMemory = 3;      // own turns looked back on
    double bustEffect = 0.0; // risk change per recent bust (<0 cautious, >0 tilting)
    KeepStyle keep = KeepStyle::Best;
    double diceValue = 0.0; // points per die left to throw added (Fewer) or taken (More)
    double adopt = 1.0;     // readiness to take over the previous player's points
    int paceMs = 700;       // thinking time the game shows before each decision
    // Optimal players at tables of three or more: "exact" plays the exact three-player
    // solution at three where one is held (ThreeSolution), else as "leader"; otherwise how
    // the two-player solution values the table ("leader", the strongest reduction measured;
    // "normalised", "product", "weakest"; "expected": expected points, the Professor before issue
    // 23).
    std::string table = "exact";
};

// The grammatical gender of a personality's name: the words said about it (its kind label,
// "Tímida", "Atrevida") agree with it in languages that inflect them.
enum class Gender { Masculine, Feminine };

struct Personality {
    std::string id;
    std::string name; // English; the app shows it through trp("personality", name)
    Gender gender = Gender::Masculine;
    Colour colour;
    std::string description;
    // English, "Timid": what kind of player it is, as the setup's picker says it; the app shows
    // it through trp("trait of a feminine name" or "... masculine name", trait). Empty: the id.
    std::string trait;
    std::array<std::vector<std::string>, kLineEventCount> lines;
    PlayStyle play;
};

// A personality file that cannot be used; the message names the file and the field.
class PersonalityError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::vector<Personality> parsePersonalities(const nlohmann::json& json, const std::string& source);
std::vector<Personality> loadPersonalities(const std::filesystem::path& path);
// assets/personalities.json, read once per process.
const std::vector<Personality>& defaultPersonalities();
// nullptr when no personality has that id.
const Personality* findPersonality(const std::vector<Personality>& all, const std::string& id);

// One of the personality's lines for the event, picked with `rng`, in the player's language
// (the file's English lines are listed for translation in src/i18n/data_strings.cpp); empty if
// it has none.
std::string personalityLine(const Personality& personality, LineEvent event, core::Rng& rng);

} // namespace greed::ai
