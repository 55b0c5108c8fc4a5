// Why a move is refused, in the player's language: the core says why as data (a Refusal), and
// these words explain it on screen.
#pragma once

#include "core/game.hpp"
#include "core/refusal.hpp"
#include "core/rules.hpp"

#include <string>

namespace greed::app {

std::string explain(const core::Refusal& refusal, const core::Rules& rules);
// An action's refusal; one known only as an English text (a session or file error) is logged
// and said as "Not possible now".
std::string explain(const core::Outcome& outcome, const core::Rules& rules);

} // namespace greed::app
