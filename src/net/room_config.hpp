// RoomConfig: what a table is before anyone sits down: the rule set, which seats are open to
// remote players, local people or computer players, and how the host treats faults.
#pragma once

#include "core/paths.hpp"
#include "core/rules.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace greed::net {

struct RoomSeat {
    enum class Kind { Remote, Local, Computer };
    Kind kind = Kind::Remote;
    std::string name;                // Local and Computer seats; remote players bring theirs
    std::string strategy = "steady"; // Computer seats
};

struct RoomConfig {
    std::string rulesSource = core::kDefaultPreset;
    core::Rules rules;
    std::vector<RoomSeat> seats;
    std::uint64_t seed = 1;
    bool autoStart = true;     // start once every remote seat is taken (servers); else start()
    double rejoinSeconds = 60; // a dropped player's seat waits this long for them
    std::string takeover = "steady"; // the personality that takes a seat nobody came back to
    double computerPace = 1.0;       // computer players' thinking time (0: instant)
    std::filesystem::path saveDir;   // where the match file goes; empty: not saved
    // Tables of a server: while no person is at the table (connected or at the host) the
    // computers wait, and once no dropped seat waits either the table is abandoned (the
    // server closes it) instead of being played out by computers nobody watches.
    bool endWhenAbandoned = false;
};

// A table as a client asks a server for it: {"rules": preset, "seats": ["remote",
// "computer:bold", ...]}. Only presets: a server does not read files named by strangers.
// Throws std::runtime_error with a message for the client.
RoomConfig tableFromJson(const nlohmann::json& table);
nlohmann::json tableToJson(const RoomConfig& config);

} // namespace greed::net
