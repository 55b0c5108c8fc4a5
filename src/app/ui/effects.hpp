// Effects: short-lived decorations (popups, stamps, banners, washes, particles, screen shake).
// They never affect the game and may be cleared at any time (skip, resize).
#pragma once

#include "app/ui/painter.hpp"
#include "core/rng.hpp"

#include <string>
#include <vector>

namespace greed::app {

// Whether the screen may shake (BUST, penalties, hot dice): false under a reduced-motion
// setting. One switch for the whole program; settings wire it with setShakeAllowed.
bool shakeAllowed();
void setShakeAllowed(bool allowed);

// Whether an effect is drawn before the dice (behind them) or after them.
enum class Layer { Over, Under };

// How a verdict's plaque arrives: stamped down onto its place (BUST, FARKLE!, a big bank) or
// dropped from the top of its area to its foot (a penalty's number falling).
enum class Landing { Stamp, Drop };

class Effects {
public:
    void update(double dt);
    void clear();
    bool empty() const;

    // Text that pops at (x, y), drifts up by `rise` px and fades (points, combo names).
    void popup(const std::string& text, double x, double y, int size, SDL_Color color,
               double life = 0.8, double rise = 60, double delay = 0, Layer layer = Layer::Over);
    // A verdict (BUST, FARKLE!, a penalty, a big bank): a dark plaque in the banners' gold
    // frame with the word in `color` inside a stamp's inked line, landing in `area` (Stamp: in
    // its middle, from kStampFrom times its size; Drop: falling from the area's top to its
    // foot, with a bounce). The text shrinks from `size` until the plaque fits the area whole
    // all the way in. Drawn over the dice unless `layer` says otherwise: place it clear of them.
    // `sub` is an optional smaller line under the word (what a bust cost: "300 points lost").
    void stamp(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
               double life = 1.3, Landing landing = Landing::Stamp, Layer layer = Layer::Over,
               const std::string& sub = "");
    // A verdict's plaque at rest for `word` (and `sub` under it) at text size `size`.
    static SDL_Point stampSize(platform::Text& text, const std::string& word, int size,
                               const std::string& sub = "");
    // The text size of a stamp's second line under a word of `size`.
    static int stampSubSize(int size);
    // The area a verdict needs at `size`: its plaque grown by the stamp's start (Stamp), or its
    // plaque over a fall of `fall` px (Drop).
    static SDL_Point stampRoom(platform::Text& text, const std::string& word, int size,
                               Landing landing, int fall = 0, const std::string& sub = "");
    // A stamped plaque starts this many times its size and comes down onto its place.
    static constexpr double kStampFrom = 1.25;
    // A plaque centred in `area` that pops in (a scale with overshoot, a pulsing glow), holds
    // and shrinks away (HOT DICE, FINAL ROUND, the win): opaque, framed in gold, with ribbon
    // tails in `accent`; `sub` is an optional smaller line under the word. Its size is
    // bannerSize() for `size`; the text shrinks to fit a smaller area.
    void banner(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
                double life = 1.4, Layer layer = Layer::Over, const std::string& sub = "",
                SDL_Color accent = {242, 185, 59, 255});
    // Whose turn it is, as play passes: a small dark plate in the gold frame, the words in
    // `color`, ribbon tails in `accent` (the player's colour); it pops in like a banner, without
    // the glow, and never holds the table.
    void plate(const std::string& text, const SDL_Rect& area, int size, SDL_Color color,
               SDL_Color accent, double life = 1.2);
    // The whole of a banner of `text` (and `sub`) at text size `size`: plaque and tails.
    static SDL_Point bannerSize(platform::Text& text, const std::string& word, int size,
                                const std::string& sub = "");
    // `area` darkened with `color` glowing in from its edges, fading out.
    void wash(const SDL_Rect& area, SDL_Color color, double life = 0.9);
    // A burst of sprite particles from (x, y).
    // Layer::Over: drawn after the banners, so sparks fly in front of a plaque.
    void burst(const std::string& sprite, double x, double y, int count, double size, double speed,
               SDL_Color tint, double life, double gravity, core::Rng& fx,
               Layer layer = Layer::Under);
    // Confetti falling over the whole of `area`.
    void confetti(const SDL_Rect& area, int count, double size, SDL_Color tint, core::Rng& fx);
    // A short shake of the table; nothing while reduced motion is on (setReducedMotion) or
    // shakeAllowed() says no.
    void shake(double amplitude, double life = 0.35);
    // The dice resting on the felt jump and land (a BUST's thud, HOT DICE's joy): `height` is
    // the peak lift (DieDraw::lift) and `life` the jump's seconds. Nothing under reduced motion.
    void hop(double height = 0.45, double life = 0.3);
    // How far the resting dice are lifted now (0 when they rest).
    double hopLift() const;
    // Reduced motion (Settings): shake(), confetti() and burst() do nothing, and popups,
    // stamps, banners and falling numbers show at the place they would come to rest, still,
    // fading in and out; what they tell stays. Effects under way settle or stop at once.
    void setReducedMotion(bool on);

    // Screen-shake offset now (pixels).
    SDL_Point shakeOffset() const;
    void render(const Painter& painter) const;
    // The two halves of render: washes, stamps, particles and whatever was placed behind the
    // dice go under them (an effect never hides a die); popups, banners and falling numbers
    // placed in free felt over them.
    void renderUnder(const Painter& painter) const;
    void renderOver(const Painter& painter) const;
    // Where the effects drawn over the dice are now (text boxes and banner bands): a die's
    // rect must never meet one.
    std::vector<SDL_Rect> overRects(platform::Text& text) const;
    // Each big word showing now and where it stands (whatever its layer).
    struct BigBox {
        std::string word;
        SDL_Rect rect;
        bool over; // drawn over the dice
    };
    std::vector<BigBox> bigBoxes(platform::Text& text) const;
    // How many particles (sparks, stars, confetti) are in the air.
    std::size_t particles() const { return m_particles.size(); }
    // A banner is still on its way in or out (the table waits before offering buttons).
    bool bannerShowing() const;
    // The big words showing now (stamps, banners, plates: BUST, HOT DICE), oldest first.
    std::vector<std::string> bigWords() const;
    // Their second lines ("300 points lost" under BUST; "" where there is none), in that order.
    std::vector<std::string> bigSubs() const;

private:
    void renderWashes(const Painter& painter) const;
    void renderParticles(const Painter& painter, Layer layer) const;
    void renderPopups(const Painter& painter, Layer layer) const;
    void renderBigs(const Painter& painter, Layer layer) const;
    struct Popup {
        std::string text;
        double x, y, rise;
        int size;
        SDL_Color color;
        double t, life;
        Layer layer;
        double yNow() const;
    };
    enum class BigKind { Stamp, Banner, Plate };
    struct Big {
        BigKind kind;
        std::string text;
        SDL_Rect area;
        int size;
        SDL_Color color;
        double t, life;
        Layer layer;
        bool still = false; // reduced motion: shown where it comes to rest, from the start
        std::string sub;    // a banner's or a stamp's second line
        SDL_Color accent{}; // a banner's ribbon tails
        Landing landing = Landing::Stamp;
        // The time its position and scale follow: a moment after it has settled when still.
        double moveT() const { return still ? life * kSettled : t; }
        static constexpr double kSettled = 0.65; // of its life: landed, in place, not leaving
        // The text's size fitted to the area, and where its band or text is now.
        int fitted(platform::Text& text) const;
        SDL_Rect now(platform::Text& text) const;
        // A stamp's plaque: its text size, and its box now.
        SDL_Rect stampNow(platform::Text& text) const;
        // A banner's scale (pop in, hold, shrink away) and opacity now.
        double bannerScale() const;
        double bannerAlpha() const;
    };
    void renderBanner(const Painter& painter, const Big& b) const;
    void renderStamp(const Painter& painter, const Big& b) const;
    struct Wash {
        SDL_Rect area;
        SDL_Color color;
        double t, life;
    };
    struct Particle {
        std::string sprite;
        double x, y, vx, vy, gravity, angle, spin, size;
        SDL_Color tint;
        double t, life;
        double sway;
        Layer layer = Layer::Under;
    };
    std::vector<Popup> m_popups;
    std::vector<Big> m_bigs;
    std::vector<Wash> m_washes;
    std::vector<Particle> m_particles;
    bool m_reducedMotion = false;
    double m_shakeAmp = 0;
    double m_shakeT = 0;
    double m_shakeLife = 0;
    double m_hopHeight = 0;
    double m_hopT = 0;
    double m_hopLife = 0;
};

} // namespace greed::app
