// The words of the game controller feature, in the player's language.
#pragma once

#include <string>

namespace greed::app {

// The Settings row that switches the pad's rumble on and off.
std::string rumbleSettingLabel();

} // namespace greed::app
