// SpriteDecoder: PNG files to surfaces on one worker thread (libpng and SDL_image's surface code
// need no video subsystem and no renderer).
#include "platform/sprite_decoder.hpp"

#include <SDL_image.h>

namespace greed::platform {

namespace {
// In the browser a worker's file reads are served by the main thread, which take() blocks:
// there the sprites are decoded when taken, on the main thread, as before.
#ifdef __EMSCRIPTEN__
constexpr std::launch kDecodeOn = std::launch::deferred;
#else
constexpr std::launch kDecodeOn = std::launch::async;
#endif
} // namespace

SpriteDecoder::SpriteDecoder(std::filesystem::path dir, std::vector<std::string> names) {
    m_work = std::async(kDecodeOn, [dir = std::move(dir), names = std::move(names)] {
        DecodedSprites decoded;
        for (const auto& name : names) {
            SurfacePtr image(IMG_Load((dir / (name + ".png")).string().c_str()));
            if (image) {
                decoded.emplace(name, std::move(image));
            }
        }
        return decoded;
    });
}

// The future of std::async waits for a running worker when destroyed (its surfaces are freed
// with it); a deferred one is dropped undone.
SpriteDecoder::~SpriteDecoder() = default;

DecodedSprites SpriteDecoder::take() {
    return m_work.valid() ? m_work.get() : DecodedSprites{};
}

} // namespace greed::platform
