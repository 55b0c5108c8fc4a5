// Audio: the mixer device and the loaded effects, freed before the device closes.
#include "platform/audio.hpp"

#include <algorithm>
#include <cmath>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

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
        [[maybe_unused]] const int channel = Mix_PlayChannel(-1, it->second.get(), 0);
#ifdef __EMSCRIPTEN__
        // The page learns which effect started (web/pre.js): the browser test checks that each
        // one reaches Web Audio as sound, not silence.
        if (channel >= 0) {
            EM_ASM(
                {
                    if (Module.greedPlayed) {
                        Module.greedPlayed(UTF8ToString($0));
                    }
                },
                name.c_str());
        }
#endif
    }
}

void Audio::setVolume(double volume) {
    m_volume = static_cast<int>(std::lround(std::clamp(volume, 0.0, 1.0) * MIX_MAX_VOLUME));
}

} // namespace greed::platform
