// SdlContext: initialisation and shutdown order of SDL and its companion libraries.
#include "platform/sdl_context.hpp"

#include "platform/sdl_ptr.hpp"

#include <SDL_image.h>

#include <cstdlib>
#include <cstring>

namespace greed::platform {

void throwSdlError(const std::string& what) {
    throw SdlError(what + ": " + SDL_GetError());
}

SdlContext::SdlContext() {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        throwSdlError("SDL_Init failed");
    }
    // With no display and no driver asked for, SDL quietly picks "offscreen": the game would
    // run where nobody can see it. Say so instead.
    const char* chosen = SDL_GetCurrentVideoDriver();
    const char* asked = std::getenv("SDL_VIDEODRIVER");
    if (chosen != nullptr && std::strcmp(chosen, "offscreen") == 0 &&
        (asked == nullptr || *asked == '\0')) {
        SDL_Quit();
        throw SdlError("no display to open a window on: start Greed from a desktop session "
                       "(DISPLAY or WAYLAND_DISPLAY set), or set SDL_VIDEODRIVER=dummy for a "
                       "headless run");
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        SDL_Quit();
        throwSdlError("IMG_Init (PNG) failed");
    }
    if (TTF_Init() != 0) {
        IMG_Quit();
        SDL_Quit();
        throwSdlError("TTF_Init failed");
    }
    // WAV needs no decoder library, so Mix_Init(0) only prepares the mixer.
    Mix_Init(0);
}

SdlContext::~SdlContext() {
    Mix_Quit();
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
}

bool SdlContext::headless() {
    const char* driver = SDL_GetCurrentVideoDriver();
    return driver != nullptr &&
           (std::strcmp(driver, "dummy") == 0 || std::strcmp(driver, "offscreen") == 0);
}

} // namespace greed::platform
