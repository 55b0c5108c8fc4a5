// AssetCache: PNG loading through SDL_image with clear errors for missing files.
#include "platform/asset_cache.hpp"

#include "platform/texture_upload.hpp"

#include <SDL_image.h>

namespace greed::platform {

AssetCache::AssetCache(SDL_Renderer* renderer, std::filesystem::path spriteDir)
    : m_renderer(renderer), m_dir(std::move(spriteDir)) {}

AssetCache::Entry& AssetCache::load(const std::string& name, SDL_Surface* decoded) {
    auto it = m_entries.find(name);
    if (it != m_entries.end()) {
        return it->second;
    }
    const std::filesystem::path file = m_dir / (name + ".png");
    SurfacePtr read;
    if (decoded == nullptr) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(file, ec)) {
            throw AssetError("missing sprite file: " + file.string() +
                             " (build the assets or set GREED_ASSET_DIR)");
        }
        read.reset(IMG_Load(file.string().c_str()));
        if (!read) {
            throw AssetError("cannot load sprite file " + file.string() + ": " + IMG_GetError());
        }
        decoded = read.get();
    }
    TexturePtr texture = uploadSurface(m_renderer, decoded, m_counters);
    if (!texture) {
        throw AssetError("cannot make a texture of sprite file " + file.string() + ": " +
                         SDL_GetError());
    }
    Entry entry;
    SDL_QueryTexture(texture.get(), nullptr, nullptr, &entry.size.x, &entry.size.y);
    entry.texture = std::move(texture);
    return m_entries.emplace(name, std::move(entry)).first->second;
}

SDL_Texture* AssetCache::texture(const std::string& name) {
    return load(name).texture.get();
}

SDL_Point AssetCache::size(const std::string& name) {
    return load(name).size;
}

bool AssetCache::exists(const std::string& name) const {
    std::error_code ec;
    return m_entries.count(name) != 0 ||
           std::filesystem::is_regular_file(m_dir / (name + ".png"), ec);
}

void AssetCache::preload(const std::vector<std::string>& names, DecodedSprites decoded) {
    for (const auto& name : names) {
        const auto it = decoded.find(name);
        load(name, it != decoded.end() ? it->second.get() : nullptr);
    }
}

} // namespace greed::platform
