// SpriteDecoder: PNG files to surfaces on one worker thread (libpng and SDL_image's surface code
// need no video subsystem and no renderer).
#include "platform/sprite_decoder.hpp"

#include <SDL_image.h>

namespace greed::platform {

SpriteDecoder::SpriteDecoder(std::filesystem::path dir, std::vector<std::string> names) {
    m_work = std::async(std::launch::async, [dir = std::move(dir), names = std::move(names)] {
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

SpriteDecoder::~SpriteDecoder() {
    if (m_work.valid()) {
        m_work.wait(); // the worker's surfaces are freed with the future
    }
}

DecodedSprites SpriteDecoder::take() {
    return m_work.valid() ? m_work.get() : DecodedSprites{};
}

} // namespace greed::platform
