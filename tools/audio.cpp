// Synthesis primitives, finishing and the hand-written WAV encoder.
#include "audio.hpp"

#include "noise.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>

namespace greed::tools {

namespace {
constexpr float kPi = 3.14159265358979f;
constexpr float kRate = static_cast<float>(kSampleRate);
} // namespace

std::size_t toIndex(float seconds) {
    return static_cast<std::size_t>(std::max(0.0f, seconds) * kRate);
}

Buffer silence(float seconds) {
    return Buffer(toIndex(seconds), 0.0f);
}

void addStrike(Buffer& buffer, float start, const std::vector<Mode>& modes, float attack) {
    const std::size_t first = toIndex(start);
    for (const Mode& m : modes) {
        const float w = 2.0f * kPi * m.frequency / kRate;
        const float fall = std::exp(-1.0f / (m.decay * kRate));
        float env = m.amplitude;
        const float attackSamples = std::max(1.0f, attack * kRate);
        for (std::size_t i = first, n = 0; i < buffer.size() && env > 1e-5f; ++i, ++n) {
            const float rise = std::min(1.0f, static_cast<float>(n) / attackSamples);
            buffer[i] += env * rise * std::sin(w * static_cast<float>(n));
            env *= fall;
        }
    }
}

void addTone(Buffer& buffer, const Tone& tone) {
    const std::size_t first = toIndex(tone.start);
    const std::size_t count = toIndex(tone.duration);
    float phase = 0.0f;
    for (std::size_t n = 0; n < count && first + n < buffer.size(); ++n) {
        const float t = static_cast<float>(n) / kRate;
        const float progress = t / tone.duration;
        // Exponential glide sounds even in pitch.
        float hz = tone.fromHz * std::pow(tone.toHz / tone.fromHz, progress);
        hz *= std::pow(2.0f, tone.vibrato / 12.0f * std::sin(2.0f * kPi * 5.5f * t) *
                                 std::min(1.0f, t * 4.0f));
        phase += 2.0f * kPi * hz / kRate;
        if (phase > 2.0f * kPi * 64.0f) {
            phase -= 2.0f * kPi * 64.0f;
        }
        const float attack = std::min(1.0f, t / tone.attack);
        const float remaining = tone.duration - t;
        const float release = remaining < tone.release ? remaining / tone.release : 1.0f;
        const float env = attack * release * release;
        float sample = 0.0f;
        float norm = 0.0f;
        for (int h = 1; h <= tone.harmonics; ++h) {
            if (hz * static_cast<float>(h) > 16000.0f) {
                break;
            }
            // Louder means brighter, as with a real horn.
            const float a = std::pow(static_cast<float>(h), -1.0f) *
                            std::exp(-static_cast<float>(h - 1) * (1.4f - tone.brightness * env));
            sample += a * std::sin(phase * static_cast<float>(h));
            norm += a;
        }
        buffer[first + n] += tone.amplitude * env * sample / std::max(norm, 1e-6f);
    }
}

Biquad Biquad::lowPass(float cutoffHz, float q) {
    Biquad f;
    const float w = 2.0f * kPi * cutoffHz / kRate;
    const float alpha = std::sin(w) / (2.0f * q);
    const float c = std::cos(w);
    const float a0 = 1.0f + alpha;
    f.m_b0 = (1.0f - c) / 2.0f / a0;
    f.m_b1 = (1.0f - c) / a0;
    f.m_b2 = f.m_b0;
    f.m_a1 = -2.0f * c / a0;
    f.m_a2 = (1.0f - alpha) / a0;
    return f;
}

Biquad Biquad::highPass(float cutoffHz, float q) {
    Biquad f;
    const float w = 2.0f * kPi * cutoffHz / kRate;
    const float alpha = std::sin(w) / (2.0f * q);
    const float c = std::cos(w);
    const float a0 = 1.0f + alpha;
    f.m_b0 = (1.0f + c) / 2.0f / a0;
    f.m_b1 = -(1.0f + c) / a0;
    f.m_b2 = f.m_b0;
    f.m_a1 = -2.0f * c / a0;
    f.m_a2 = (1.0f - alpha) / a0;
    return f;
}

Biquad Biquad::bandPass(float centreHz, float q) {
    Biquad f;
    const float w = 2.0f * kPi * centreHz / kRate;
    const float alpha = std::sin(w) / (2.0f * q);
    const float c = std::cos(w);
    const float a0 = 1.0f + alpha;
    f.m_b0 = alpha / a0;
    f.m_b1 = 0.0f;
    f.m_b2 = -alpha / a0;
    f.m_a1 = -2.0f * c / a0;
    f.m_a2 = (1.0f - alpha) / a0;
    return f;
}

float Biquad::process(float x) {
    const float y = m_b0 * x + m_b1 * m_x1 + m_b2 * m_x2 - m_a1 * m_y1 - m_a2 * m_y2;
    m_x2 = m_x1;
    m_x1 = x;
    m_y2 = m_y1;
    m_y1 = y;
    return y;
}

void addNoiseBurst(Buffer& buffer, float start, float decay, float amplitude, Biquad filter,
                   unsigned seed) {
    Random random(seed);
    const std::size_t first = toIndex(start);
    const float fall = std::exp(-1.0f / (decay * kRate));
    float env = amplitude;
    for (std::size_t i = first, n = 0; i < buffer.size() && (env > 1e-5f || n < 64); ++i, ++n) {
        const float attack = std::min(1.0f, static_cast<float>(n) / 20.0f);
        buffer[i] += filter.process(random.range(-1.0f, 1.0f)) * env * attack;
        env *= fall;
    }
}

void addRoom(Buffer& buffer, float wet, float size) {
    // Mutually prime delays so the echoes do not pile up into a pitch.
    const std::size_t combDelays[] = {1433, 1601, 1867, 2053};
    const std::size_t allPassDelays[] = {347, 113};
    Buffer out(buffer.size(), 0.0f);
    for (std::size_t delay : combDelays) {
        const std::size_t d = static_cast<std::size_t>(static_cast<float>(delay) * size);
        Buffer line(d, 0.0f);
        float damp = 0.0f;
        std::size_t pos = 0;
        for (std::size_t i = 0; i < buffer.size(); ++i) {
            const float y = line[pos];
            damp = y * 0.6f + damp * 0.4f;
            line[pos] = buffer[i] + damp * 0.78f;
            pos = (pos + 1) % d;
            out[i] += y * 0.25f;
        }
    }
    for (std::size_t delay : allPassDelays) {
        Buffer line(delay, 0.0f);
        std::size_t pos = 0;
        for (float& s : out) {
            const float delayed = line[pos];
            const float input = s;
            line[pos] = input + delayed * 0.5f;
            s = delayed - input * 0.5f;
            pos = (pos + 1) % delay;
        }
    }
    for (std::size_t i = 0; i < buffer.size(); ++i) {
        buffer[i] += out[i] * wet;
    }
}

void finish(Buffer& samples, float peak, float fadeInSeconds, float fadeOutSeconds) {
    float mean = 0.0f;
    for (float s : samples) {
        mean += s;
    }
    mean /= static_cast<float>(std::max<std::size_t>(1, samples.size()));
    float maxAbs = 0.0f;
    for (float& s : samples) {
        s -= mean;
        maxAbs = std::max(maxAbs, std::fabs(s));
    }
    const float gain = maxAbs > 0.0f ? peak / maxAbs : 0.0f;
    const std::size_t fadeIn = std::max<std::size_t>(1, toIndex(fadeInSeconds));
    const std::size_t fadeOut = std::max<std::size_t>(1, toIndex(fadeOutSeconds));
    for (std::size_t i = 0; i < samples.size(); ++i) {
        float g = gain;
        if (i < fadeIn) {
            g *= static_cast<float>(i) / static_cast<float>(fadeIn);
        }
        const std::size_t fromEnd = samples.size() - 1 - i;
        if (fromEnd < fadeOut) {
            // Raised-cosine fade: ends exactly on zero.
            const float t = static_cast<float>(fromEnd) / static_cast<float>(fadeOut);
            g *= 0.5f - 0.5f * std::cos(kPi * t);
        }
        samples[i] *= g;
    }
}

bool writeWav(const std::string& path, const Buffer& samples, std::string& error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        error = "cannot open for writing";
        return false;
    }
    std::vector<std::uint8_t> bytes;
    auto u32 = [&bytes](std::uint32_t v) {
        for (int i = 0; i < 4; ++i) {
            bytes.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xffu));
        }
    };
    auto u16 = [&bytes](std::uint16_t v) {
        bytes.push_back(static_cast<std::uint8_t>(v & 0xffu));
        bytes.push_back(static_cast<std::uint8_t>((v >> 8) & 0xffu));
    };
    auto tag = [&bytes](const char* t) {
        bytes.insert(bytes.end(), t, t + 4);
    };
    const std::uint32_t dataBytes = static_cast<std::uint32_t>(samples.size() * 2);
    tag("RIFF");
    u32(36 + dataBytes);
    tag("WAVE");
    tag("fmt ");
    u32(16);              // fmt chunk size
    u16(1);               // PCM
    u16(1);               // mono
    u32(kSampleRate);     // sample rate
    u32(kSampleRate * 2); // byte rate
    u16(2);               // block align
    u16(16);              // bits per sample
    tag("data");
    u32(dataBytes);
    for (float s : samples) {
        const long v = std::lround(std::clamp(s, -1.0f, 1.0f) * 32767.0f);
        u16(static_cast<std::uint16_t>(static_cast<std::int16_t>(v)));
    }
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) {
        error = "write failed";
        return false;
    }
    return true;
}

} // namespace greed::tools
