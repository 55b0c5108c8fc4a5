// Audio: sound effects by name; silently disabled when no audio device opens.
#pragma once

#include "platform/sdl_ptr.hpp"

#include <filesystem>
#include <string>
#include <unordered_map>

namespace greed::platform {

class Audio {
public:
    explicit Audio(std::filesystem::path soundDir);
    ~Audio();
    Audio(const Audio&) = delete;
    Audio& operator=(const Audio&) = delete;

    bool enabled() const { return m_enabled; }
    // Plays "<name>.wav"; a missing file or a closed device is not an error (sound is extra).
    void play(const std::string& name);
    void setVolume(double volume); // 0..1

private:
    std::filesystem::path m_dir;
    bool m_enabled = false;
    bool m_subsystem = false;
    int m_volume = MIX_MAX_VOLUME;
    std::unordered_map<std::string, ChunkPtr> m_chunks;
};

} // namespace greed::platform
