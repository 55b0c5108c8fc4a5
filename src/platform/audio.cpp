// Audio: the mixer device and the loaded effects, freed before the device closes.
#include "platform/audio.hpp"

#include <algorithm>
#include <cmath>

namespace greed::platform {

Audio::Audio(std::filesystem::path soundDir) : m_dir(std::move(soundDir)) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        return;
    }
    m_subsystem = true;
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        return;
    }
    Mix_AllocateChannels(16);
    m_enabled = true;
}

Audio::~Audio() {
    m_chunks.clear();
    if (m_enabled) {
        Mix_CloseAudio();
    }
    if (m_subsystem) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

void Audio::play(const std::string& name) {
    if (!m_enabled || m_volume == 0) {
        return;
    }
    auto it = m_chunks.find(name);
    if (it == m_chunks.end()) {
        const auto file = m_dir / (name + ".wav");
        ChunkPtr chunk(Mix_LoadWAV(file.string().c_str()));
        it = m_chunks.emplace(name, std::move(chunk)).first;
    }
    if (it->second) {
        Mix_VolumeChunk(it->second.get(), m_volume);
        Mix_PlayChannel(-1, it->second.get(), 0);
    }
}

void Audio::setVolume(double volume) {
    m_volume = static_cast<int>(std::lround(std::clamp(volume, 0.0, 1.0) * MIX_MAX_VOLUME));
}

} // namespace greed::platform
