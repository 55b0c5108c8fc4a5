// Short names for narrow places (narrow_name.hpp).
#include "app/ui/narrow_name.hpp"

#include "app/ui/personality_words.hpp"

namespace greed::app {

std::string narrowName(const core::PlayerInfo& info) {
    const std::string given = shortPlayerName(info);
    if (given != info.name) {
        return given; // the catalogue's short form of a personality
    }
    const bool personality = info.kind == core::PlayerKind::Computer && !info.personality.empty() &&
                             personalityName(info.personality) == info.name;
    if (personality) {
        const auto space = info.name.find_last_of(' ');
        return space == std::string::npos ? info.name : info.name.substr(space + 1);
    }
    const auto space = info.name.find(' ');
    return space == std::string::npos || space == 0 ? info.name : info.name.substr(0, space);
}

} // namespace greed::app
