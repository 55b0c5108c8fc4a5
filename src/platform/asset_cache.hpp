// AssetCache: owns the sprite textures, loaded once from a folder and handed out by name.
#pragma once

#include "platform/draw_counters.hpp"
#include "platform/sdl_ptr.hpp"
#include "platform/sprite_decoder.hpp"

#include <filesystem>
#include <string>
#include <unordered_map>
#include <vector>

namespace greed::platform {

// A sprite file that is missing or unreadable; the message names the file.
class AssetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class AssetCache {
public:
    AssetCache(SDL_Renderer* renderer, std::filesystem::path spriteDir);

    // The texture of "<name>.png"; loads it on first use; throws AssetError naming the file.
    SDL_Texture* texture(const std::string& name);
    SDL_Point size(const std::string& name);
    bool exists(const std::string& name) const;
    // Loads every name now, so a missing file is reported at start-up, not mid-game. The
    // pixels of `decoded` (a SpriteDecoder's) are used instead of reading their files again.
    void preload(const std::vector<std::string>& names, DecodedSprites decoded = {});
    // Whether "<name>.png" has been made a texture.
    bool loaded(const std::string& name) const { return m_entries.count(name) != 0; }
    const std::filesystem::path& directory() const { return m_dir; }
    // Forgets every texture (the renderer lost them); each is loaded again when next asked for.
    void dropTextures() { m_entries.clear(); }
    // Where the uploads of sprites loaded from now on are counted (null: nowhere).
    void countInto(DrawCounters* counters) { m_counters = counters; }

private:
    struct Entry {
        TexturePtr texture;
        SDL_Point size{0, 0};
    };
    Entry& load(const std::string& name, SDL_Surface* decoded = nullptr);

    SDL_Renderer* m_renderer;
    std::filesystem::path m_dir;
    std::unordered_map<std::string, Entry> m_entries;
    DrawCounters* m_counters = nullptr;
};

} // namespace greed::platform
