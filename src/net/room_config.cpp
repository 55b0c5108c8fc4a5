// RoomConfig <-> the "table" object of a hello.
#include "net/room_config.hpp"

#include "core/rules_io.hpp"
#include "session/match_setup.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <stdexcept>

namespace greed::net {

using nlohmann::json;

RoomConfig tableFromJson(const json& table) {
    if (!table.is_object() || !table.contains("rules") || !table.at("rules").is_string() ||
        !table.contains("seats") || !table.at("seats").is_array()) {
        throw std::runtime_error("a table needs \"rules\" (a preset name) and \"seats\"");
    }
    RoomConfig config;
    config.rulesSource = table.at("rules").get<std::string>();
    const auto presets = core::presetNames();
    if (std::find(presets.begin(), presets.end(), config.rulesSource) == presets.end()) {
        throw std::runtime_error("unknown rule set '" + config.rulesSource + "'");
    }
    config.rules = core::loadPreset(config.rulesSource);
    int computers = 0;
    for (const auto& entry : table.at("seats")) {
        if (!entry.is_string()) {
            throw std::runtime_error("a seat is \"remote\" or \"computer[:personality]\"");
        }
        const auto text = entry.get<std::string>();
        RoomSeat seat;
        if (text == "remote") {
            seat.kind = RoomSeat::Kind::Remote;
        } else if (text.rfind("computer", 0) == 0) {
            seat.kind = RoomSeat::Kind::Computer;
            if (text.size() > 8) {
                if (text[8] != ':') {
                    throw std::runtime_error("unknown seat '" + text + "'");
                }
                seat.strategy = text.substr(9);
            }
            if (session::findStrategy(seat.strategy) == nullptr) {
                throw std::runtime_error("unknown computer player '" + seat.strategy + "'");
            }
            seat.name = session::strategyName(seat.strategy);
            if (++computers > 1) {
                seat.name += " " + std::to_string(computers);
            }
        } else {
            throw std::runtime_error("unknown seat '" + text + "'");
        }
        config.seats.push_back(seat);
    }
    try {
        session::checkPlayerCount(config.seats.size(), config.rules);
    } catch (const session::SpecError& e) {
        throw std::runtime_error(e.what());
    }
    if (std::none_of(config.seats.begin(), config.seats.end(),
                     [](const RoomSeat& s) { return s.kind == RoomSeat::Kind::Remote; })) {
        throw std::runtime_error("a table needs at least one remote seat");
    }
    return config;
}

json tableToJson(const RoomConfig& config) {
    json seats = json::array();
    for (const auto& seat : config.seats) {
        seats.push_back(seat.kind == RoomSeat::Kind::Computer ? "computer:" + seat.strategy
                                                              : std::string("remote"));
    }
    return json{{"rules", config.rulesSource}, {"seats", seats}};
}

} // namespace greed::net
