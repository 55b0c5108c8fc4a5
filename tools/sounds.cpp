// The game's sound effects, each synthesised from a fixed seed.
#include "audio.hpp"
#include "noise.hpp"

#include <cmath>

namespace greed::tools {

namespace {

constexpr float kPeak = 0.5f; // -6 dBFS
constexpr float kPi = 3.14159265358979f;

// One die striking another: hard ivory, a few bright inharmonic modes.
void clack(Buffer& b, float at, float loudness, Random& random) {
    // Short, bright and slightly different every time: a rattle, not a ring.
    const float f = random.range(1700.0f, 3300.0f);
    addStrike(b, at,
              {{f, 0.5f * loudness, random.range(0.006f, 0.011f)},
               {f * random.range(1.5f, 1.75f), 0.35f * loudness, random.range(0.004f, 0.008f)},
               {f * random.range(2.4f, 2.9f), 0.25f * loudness, 0.004f},
               {f * random.range(3.6f, 4.2f), 0.12f * loudness, 0.003f}});
    addNoiseBurst(b, at, 0.003f, 0.35f * loudness, Biquad::highPass(3000.0f, 0.7f),
                  static_cast<unsigned>(random.next() & 0xffffu));
}

// A die landing on something soft: a short low thump.
void thump(Buffer& b, float at, float loudness, float centreHz, Random& random) {
    addNoiseBurst(b, at, 0.018f, loudness, Biquad::bandPass(centreHz, 1.2f),
                  static_cast<unsigned>(random.next() & 0xffffu));
    addStrike(b, at, {{centreHz * 0.5f, 0.4f * loudness, 0.03f}});
}

// Muffles a buffer, as if heard through leather.
void lowPassAll(Buffer& b, float cutoff) {
    Biquad f = Biquad::lowPass(cutoff, 0.7f);
    for (float& s : b) {
        s = f.process(s);
    }
}

Buffer makeShake() {
    Buffer b = silence(0.62f);
    Random random(0x5a4bu);
    // Four strokes, growing stronger: the dice hit the cup wall, then each other.
    for (int stroke = 0; stroke < 4; ++stroke) {
        const float t = 0.03f + 0.14f * static_cast<float>(stroke);
        const float grow = 0.55f + 0.15f * static_cast<float>(stroke);
        thump(b, t, 0.9f * grow, 380.0f, random);
        const int clacks = 4 + stroke;
        for (int i = 0; i < clacks; ++i) {
            clack(b, t + random.range(0.005f, 0.09f), random.range(0.25f, 0.6f) * grow, random);
        }
    }
    lowPassAll(b, 4200.0f);
    addRoom(b, 0.08f, 0.6f);
    finish(b, kPeak, 0.002f, 0.04f);
    return b;
}

Buffer makeRoll() {
    Buffer b = silence(0.55f);
    Random random(0x7011u);
    // Impacts thin out and soften as the dice lose speed on the felt.
    float t = 0.01f;
    float loud = 1.0f;
    while (t < 0.42f) {
        thump(b, t, 0.7f * loud, random.range(500.0f, 800.0f), random);
        if (random.unit() < 0.6f) {
            clack(b, t + random.range(0.0f, 0.02f), random.range(0.3f, 0.7f) * loud, random);
        }
        t += random.range(0.015f, 0.03f) + 0.12f * (t * t);
        loud *= 0.86f;
    }
    lowPassAll(b, 7000.0f);
    addRoom(b, 0.08f, 0.5f);
    finish(b, kPeak, 0.002f, 0.05f);
    return b;
}

// A bell-like chime: fundamental plus bright partials, long gentle decay.
void chime(Buffer& b, float at, float hz, float loudness) {
    addStrike(b, at,
              {{hz, loudness, 0.22f},
               {hz * 2.0f, 0.35f * loudness, 0.12f},
               {hz * 3.01f, 0.15f * loudness, 0.07f},
               {hz * 4.2f, 0.06f * loudness, 0.04f}});
}

Buffer makeScore() {
    Buffer b = silence(0.6f);
    chime(b, 0.0f, 1318.5f, 0.8f);  // E6
    chime(b, 0.07f, 1975.5f, 1.0f); // B6
    addRoom(b, 0.2f, 0.7f);
    finish(b, kPeak, 0.001f, 0.08f);
    return b;
}

Buffer makeBust() {
    Buffer b = silence(0.75f);
    Random random(0xb057u);
    // A heavy thud whose pitch sinks, then a dull falling groan.
    Tone drop{0.0f, 0.35f, 140.0f, 50.0f, 1.0f, 0.004f, 0.25f, 1, 0.0f, 0.0f};
    addTone(b, drop);
    addNoiseBurst(b, 0.0f, 0.05f, 0.6f, Biquad::lowPass(400.0f, 0.8f), 0xb1u);
    Tone groan{0.08f, 0.6f, 300.0f, 130.0f, 0.45f, 0.03f, 0.35f, 6, 0.3f, 0.0f};
    addTone(b, groan);
    Tone under{0.08f, 0.6f, 150.0f, 65.0f, 0.3f, 0.03f, 0.35f, 4, 0.2f, 0.0f};
    addTone(b, under);
    lowPassAll(b, 1800.0f);
    (void)random;
    finish(b, kPeak, 0.002f, 0.08f);
    return b;
}

Buffer makeBank() {
    Buffer b = silence(0.8f);
    // Two coins: inharmonic metal partials, the second a little higher and softer.
    auto coin = [&b](float at, float hz, float loudness) {
        addStrike(b, at,
                  {{hz, loudness, 0.3f},
                   {hz * 2.32f, 0.55f * loudness, 0.18f},
                   {hz * 4.25f, 0.3f * loudness, 0.1f},
                   {hz * 6.63f, 0.15f * loudness, 0.05f}});
        addNoiseBurst(b, at, 0.003f, 0.3f * loudness, Biquad::highPass(5000.0f, 0.7f),
                      static_cast<unsigned>(hz));
    };
    coin(0.0f, 1760.0f, 1.0f);
    coin(0.085f, 2217.0f, 0.8f);
    addRoom(b, 0.18f, 0.6f);
    finish(b, kPeak, 0.001f, 0.1f);
    return b;
}

Buffer makeHotDice() {
    Buffer b = silence(1.0f);
    // A quick rising run on a major pentatonic scale, with a glittering noise wash.
    const float steps[] = {0, 2, 4, 7, 9, 12, 14, 16, 19, 21, 24};
    const float base = 784.0f; // G5
    for (int i = 0; i < 11; ++i) {
        const float hz = base * std::pow(2.0f, steps[i] / 12.0f);
        addStrike(b, 0.05f * static_cast<float>(i),
                  {{hz, 0.5f + 0.04f * static_cast<float>(i), 0.12f}, {hz * 2.0f, 0.15f, 0.06f}},
                  0.0015f);
    }
    // Glitter: tiny high pings, denser as the run climbs.
    Random random(0x407du);
    for (int i = 0; i < 36; ++i) {
        const float t = 0.6f * std::sqrt(random.unit()) + 0.05f;
        addStrike(b, t, {{random.range(3500.0f, 8500.0f), random.range(0.05f, 0.13f), 0.03f}},
                  0.001f);
    }
    addRoom(b, 0.25f, 0.8f);
    finish(b, kPeak, 0.002f, 0.12f);
    return b;
}

Buffer makePenalty() {
    Buffer b = silence(1.1f);
    // Three falling minor notes, low and brassy, the last one sinking further.
    const float notes[] = {220.0f, 174.6f, 146.8f};
    for (int i = 0; i < 3; ++i) {
        const float start = 0.22f * static_cast<float>(i);
        const bool last = i == 2;
        Tone t{start,
               last ? 0.85f : 0.24f,
               notes[i],
               last ? notes[i] * 0.8f : notes[i],
               0.8f,
               0.015f,
               last ? 0.6f : 0.08f,
               8,
               0.45f,
               last ? 0.12f : 0.0f};
        addTone(b, t);
        Tone sub{start,
                 last ? 0.85f : 0.24f,
                 notes[i] / 2.0f,
                 last ? notes[i] * 0.4f : notes[i] / 2.0f,
                 0.4f,
                 0.015f,
                 last ? 0.6f : 0.08f,
                 3,
                 0.2f,
                 0.0f};
        addTone(b, sub);
    }
    lowPassAll(b, 2200.0f);
    addRoom(b, 0.15f, 0.9f);
    finish(b, kPeak, 0.002f, 0.1f);
    return b;
}

Buffer makeWin() {
    Buffer b = silence(1.55f);
    // Fanfare: a rising C major arpeggio, then the full chord held and swelling.
    const float arp[] = {523.25f, 659.25f, 783.99f, 1046.5f};
    for (int i = 0; i < 4; ++i) {
        Tone t{0.11f * static_cast<float>(i),
               0.16f,
               arp[i],
               arp[i],
               0.6f,
               0.01f,
               0.06f,
               8,
               0.7f,
               0.0f};
        addTone(b, t);
    }
    const float chord[] = {523.25f, 659.25f, 783.99f, 1046.5f, 261.63f};
    for (float hz : chord) {
        Tone t{0.46f, 1.05f, hz, hz, hz < 300.0f ? 0.35f : 0.42f, 0.05f, 0.6f, 8, 0.65f, 0.15f};
        addTone(b, t);
    }
    addRoom(b, 0.22f, 1.0f);
    finish(b, kPeak, 0.002f, 0.15f);
    return b;
}

// The stamp's sting, under BUST, the entry stamp and penalties: a rubber stamp slammed on the
// table (a low wooden knock with a short boom), then a brass stab a tritone apart that sags.
Buffer makeStamp() {
    Buffer b = silence(0.7f);
    Random random(0x57a3u);
    thump(b, 0.0f, 1.0f, 180.0f, random);
    addNoiseBurst(b, 0.0f, 0.03f, 0.5f, Biquad::lowPass(900.0f, 0.9f), 0x5a1u);
    Tone boom{0.0f, 0.3f, 90.0f, 55.0f, 0.9f, 0.002f, 0.22f, 2, 0.3f, 0.0f};
    addTone(b, boom);
    for (float hz : {233.08f, 329.63f}) { // B flat and E: the tritone
        Tone stab{0.04f, 0.42f, hz, hz * 0.94f, 0.32f, 0.008f, 0.3f, 8, 0.75f, 0.0f};
        addTone(b, stab);
    }
    addRoom(b, 0.15f, 0.5f);
    finish(b, kPeak, 0.001f, 0.1f);
    return b;
}

// A big bank's sting, after the coins: a bright major triad struck in a quick roll upwards
// over a low root, and a shower of small coins.
Buffer makeBigBank() {
    Buffer b = silence(1.2f);
    const float triad[] = {659.25f, 830.61f, 987.77f, 1318.5f}; // E major
    for (int i = 0; i < 4; ++i) {
        Tone t{0.05f * static_cast<float>(i),
               0.5f,
               triad[i],
               triad[i],
               0.42f,
               0.006f,
               0.35f,
               8,
               0.7f,
               0.08f};
        addTone(b, t);
    }
    Tone root{0.0f, 0.8f, 164.81f, 164.81f, 0.4f, 0.01f, 0.5f, 6, 0.5f, 0.0f};
    addTone(b, root);
    Random random(0xb16bu);
    for (int i = 0; i < 14; ++i) {
        const float at = 0.15f + 0.5f * random.unit();
        const float hz = random.range(2200.0f, 4200.0f);
        addStrike(b, at, {{hz, random.range(0.08f, 0.18f), 0.08f}, {hz * 2.32f, 0.06f, 0.05f}},
                  0.001f);
    }
    addRoom(b, 0.22f, 0.8f);
    finish(b, kPeak, 0.002f, 0.15f);
    return b;
}

// A farkle's sting, in place of the stamp's under FARKLE!: the stamp's knock, then a muted
// horn going "wah, wah, wah, waaah" down a semitone at a time, the last note sagging with a
// wobble: the game's own joke at the player's expense, lighter than a penalty's brass.
Buffer makeFarkle() {
    Buffer b = silence(1.3f);
    Random random(0xfa4cu);
    thump(b, 0.0f, 0.9f, 170.0f, random);
    const float notes[] = {311.13f, 293.66f, 277.18f, 261.63f}; // E flat, D, C sharp, C
    for (int i = 0; i < 4; ++i) {
        const bool last = i == 3;
        const float start = 0.06f + 0.2f * static_cast<float>(i);
        Tone horn{start,
                  last ? 0.75f : 0.2f,
                  notes[i],
                  last ? notes[i] * 0.94f : notes[i] * 0.99f,
                  0.55f,
                  0.03f,
                  last ? 0.45f : 0.07f,
                  7,
                  0.5f,
                  last ? 0.35f : 0.0f};
        addTone(b, horn);
    }
    lowPassAll(b, 1600.0f); // muted: the horn has a plunger in its bell
    addRoom(b, 0.12f, 0.6f);
    finish(b, kPeak, 0.002f, 0.12f);
    return b;
}

Buffer makeClick() {
    Buffer b = silence(0.06f);
    addStrike(b, 0.0f, {{2600.0f, 0.6f, 0.006f}, {5400.0f, 0.3f, 0.003f}, {900.0f, 0.4f, 0.01f}});
    addNoiseBurst(b, 0.0f, 0.002f, 0.4f, Biquad::highPass(2000.0f, 0.7f), 0xc1u);
    finish(b, kPeak, 0.0005f, 0.015f);
    return b;
}

} // namespace

std::vector<Sound> makeAllSounds() {
    (void)kPi;
    return {{"shake.wav", makeShake()},     {"roll.wav", makeRoll()},
            {"score.wav", makeScore()},     {"bust.wav", makeBust()},
            {"bank.wav", makeBank()},       {"hotdice.wav", makeHotDice()},
            {"penalty.wav", makePenalty()}, {"win.wav", makeWin()},
            {"click.wav", makeClick()},     {"stamp.wav", makeStamp()},
            {"bigbank.wav", makeBigBank()}, {"farkle.wav", makeFarkle()}};
}

} // namespace greed::tools
