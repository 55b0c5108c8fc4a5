// Sprite files decoded off the main thread while the window and renderer are made (the start-up's
// two largest steps run side by side): the decoded pixels are handed to the AssetCache, which
// makes the textures on the main thread, as a renderer asks.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <filesystem>
#include <future>
#include <string>
#include <unordered_map>
#include <vector>

namespace greed::platform {

// name -> the pixels of "<name>.png"; a file that is missing or unreadable is left out (the
// AssetCache loads it itself and reports it by name).
using DecodedSprites = std::unordered_map<std::string, SurfacePtr>;

class SpriteDecoder {
public:
    // Starts decoding "<dir>/<name>.png" for every name on a worker thread.
    SpriteDecoder(std::filesystem::path dir, std::vector<std::string> names);
    ~SpriteDecoder();
    SpriteDecoder(const SpriteDecoder&) = delete;
    SpriteDecoder& operator=(const SpriteDecoder&) = delete;

    // Waits for the worker and hands over what it decoded; empty after the first call.
    DecodedSprites take();

private:
    std::future<DecodedSprites> m_work;
};

} // namespace greed::platform
