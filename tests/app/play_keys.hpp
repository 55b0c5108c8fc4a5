// A person's step of play by keys, for tests that play a match through the table screen.
#pragma once

#include "app/table/table_scene.hpp"

#include <catch2/catch.hpp>

#include <SDL.h>

namespace greed::app::test {

// One step of play by keys, as a person would: the human rolls until 300 are on the table and
// then banks (choose-keep: the best keep first); any other key skips an animation or hurries a
// computer player.
template <typename Driver> void playStep(Driver& h) {
    auto* table = dynamic_cast<TableScene*>(&h.app().top());
    REQUIRE(table != nullptr);
    if (table->humanToAct()) {
        const core::Game& g = table->game();
        const bool enough = g.turnTotal() >= 300;
        if (g.phase() == core::Phase::ChooseKeep) {
            h.key(SDLK_s);
            h.key(enough ? SDLK_b : SDLK_SPACE);
            if (table->humanToAct() && table->game().phase() == core::Phase::ChooseKeep) {
                h.key(SDLK_SPACE); // banking was refused: keep and roll
            }
        } else if (g.phase() == core::Phase::AdoptOffer) {
            h.key(SDLK_d);
        } else {
            h.key(g.canBank() && enough ? SDLK_b : SDLK_SPACE);
        }
    } else {
        h.key(SDLK_x);
    }
    h.frames(2);
}

} // namespace greed::app::test
