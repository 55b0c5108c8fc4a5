// Stage: what drawing and sound need (window, renderer, assets, text, audio, painter, the
// visuals' random stream). It is the part of the App's services a widget or a drawing helper
// may be handed; the screens' part (app/services.hpp) adds settings, navigation and the games.
#pragma once

#include "app/ui/painter.hpp"
#include "app/ui/type_scale.hpp"
#include "core/rng.hpp"
#include "platform/asset_cache.hpp"
#include "platform/audio.hpp"
#include "platform/text.hpp"
#include "platform/window.hpp"

namespace greed::app {

struct Stage {
    platform::Window& window;
    platform::Renderer& renderer;
    platform::AssetCache& assets;
    platform::Text& text;
    platform::Audio& audio;
    Painter& painter;
    core::Rng& fxRng; // visuals only: never decides a die

    int width() const { return renderer.width(); }
    int height() const { return renderer.height(); }
    TypeScale type() const { return TypeScale::forHeight(renderer.height()); }
};

} // namespace greed::app
