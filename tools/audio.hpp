// Sound synthesis building blocks and the WAV writer (16-bit mono PCM, 44.1 kHz).
#pragma once

#include <string>
#include <vector>

namespace greed::tools {

inline constexpr int kSampleRate = 44100;

struct Sound {
    std::string name; // file name, e.g. "roll.wav"
    std::vector<float> samples;
};

using Buffer = std::vector<float>;

Buffer silence(float seconds);
std::size_t toIndex(float seconds);

// A struck resonant body: a sum of exponentially decaying sines (modal synthesis).
struct Mode {
    float frequency; // Hz
    float amplitude;
    float decay; // seconds for the amplitude to fall by 1/e
};
// `attack` softens the hit: a hard object strikes in a fraction of a millisecond, a mallet slower.
void addStrike(Buffer& buffer, float start, const std::vector<Mode>& modes, float attack = 0.0003f);

// A tone with a pitch glide and a brass-like spectrum that brightens with loudness.
struct Tone {
    float start;
    float duration;
    float fromHz;
    float toHz;
    float amplitude;
    float attack;      // seconds
    float release;     // seconds of decay at the end
    int harmonics = 8; // 1 = pure sine
    float brightness = 0.6f;
    float vibrato = 0.0f; // depth in semitones
};
void addTone(Buffer& buffer, const Tone& tone);

// RBJ-style biquad, written out so the generator has no dependencies.
class Biquad {
public:
    static Biquad lowPass(float cutoffHz, float q);
    static Biquad highPass(float cutoffHz, float q);
    static Biquad bandPass(float centreHz, float q);
    float process(float x);

private:
    float m_b0 = 1, m_b1 = 0, m_b2 = 0, m_a1 = 0, m_a2 = 0;
    float m_x1 = 0, m_x2 = 0, m_y1 = 0, m_y2 = 0;
};

// A burst of filtered noise with a fast attack and exponential decay.
void addNoiseBurst(Buffer& buffer, float start, float decay, float amplitude, Biquad filter,
                   unsigned seed);

// A small room: parallel damped combs into series all-passes, mixed with the dry signal.
void addRoom(Buffer& buffer, float wet, float size);

// Peak-normalises to `peak` (linear) and fades both ends so playback never clicks.
void finish(Buffer& samples, float peak, float fadeInSeconds, float fadeOutSeconds);

// Writes a canonical 44-byte-header PCM WAV; returns false with `error` set on failure.
bool writeWav(const std::string& path, const Buffer& samples, std::string& error);

std::vector<Sound> makeAllSounds();

} // namespace greed::tools
