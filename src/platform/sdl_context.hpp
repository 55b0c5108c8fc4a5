// SdlContext: brings SDL, SDL_image, SDL_ttf and SDL_mixer up in order and down in reverse.
#pragma once

namespace greed::platform {

// One per process lifetime of the game (tests create and destroy one per case).
// Audio is opened separately by Audio, which may fail without stopping the game.
class SdlContext {
public:
    SdlContext();
    ~SdlContext();
    SdlContext(const SdlContext&) = delete;
    SdlContext& operator=(const SdlContext&) = delete;

    // True when SDL runs without a display one could watch (dummy or offscreen driver).
    static bool headless();
};

} // namespace greed::platform
