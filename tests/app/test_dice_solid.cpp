// A tumbling or settling die reads as one solid rounded cube: inside its body's outline no felt
// shows between its faces (a face drawn apart from its die, a fading face seen through, the
// notch where three rounded corners meet).
#include "app_harness.hpp"

#include "app/ui/dice_cube.hpp"
#include "app/ui/dice_look.hpp"
#include "core/rules_io.hpp"

#include <SDL_image.h>
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;

namespace {

// A background no die colour comes near: any of it inside a die is felt seen through the die.
constexpr SDL_Color kBackdrop{255, 0, 255, 255};
// The die's corners are rounded by 22 of the art's 60 texel half edge.
constexpr double kRound = 22.0 / 60.0;

struct Pose {
    const char* name;
    double angle; // the resting sprite's turn (degrees), the cube's when it rests flat
    Quat turn;
    double rise;
    double depth;
    Vec2 eyeOffset; // the eye from the die, in die sizes
};

// How much of the backdrop a pixel shows (0: none, 1: all).
double backdropShare(const Uint8* px) {
    const int r = px[2];
    const int g = px[1];
    const int b = px[0];
    return std::max(0, std::min(r, b) - g) / 255.0;
}

double cross(Vec2 o, Vec2 a, Vec2 b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

// Distance from p to the segment a b.
double toSegment(Vec2 p, Vec2 a, Vec2 b) {
    const double dx = b.x - a.x;
    const double dy = b.y - a.y;
    const double len2 = std::max(1e-12, dx * dx + dy * dy);
    const double t = std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0);
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

// Convex hull (counter-clockwise in screen terms does not matter: inside = same side of all).
std::vector<Vec2> hullOf(std::vector<Vec2> pts) {
    std::sort(pts.begin(), pts.end(),
              [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    std::vector<Vec2> h(2 * pts.size());
    std::size_t k = 0;
    for (const Vec2& p : pts) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p) <= 0) {
            --k;
        }
        h[k++] = p;
    }
    for (std::size_t i = pts.size() - 1, lower = k + 1; i > 0; --i) {
        while (k >= lower && cross(h[k - 2], h[k - 1], pts[i - 1]) <= 0) {
            --k;
        }
        h[k++] = pts[i - 1];
    }
    h.resize(k - 1);
    return h;
}

bool insideHull(const std::vector<Vec2>& h, Vec2 p) {
    for (std::size_t i = 0; i < h.size(); ++i) {
        if (cross(h[i], h[(i + 1) % h.size()], p) < 0) {
            return false;
        }
    }
    return true;
}

// Points certainly inside the rounded body's outline, found from the cube's corners alone:
// the box the corner spheres are centred on (corners pulled in by the rounding), widened by
// most of the rounding radius, less a pixel and a half for the soft edge.
struct BodyInterior {
    std::vector<Vec2> core;
    double widen = 0;
    bool contains(Vec2 p) const {
        if (insideHull(core, p)) {
            return true;
        }
        double d = 1e9;
        for (std::size_t i = 0; i < core.size(); ++i) {
            d = std::min(d, toSegment(p, core[i], core[(i + 1) % core.size()]));
        }
        return d < widen;
    }
};

BodyInterior interiorOf(const CubeView& v) {
    const auto corners = cubeCorners(v);
    Vec2 mid{};
    for (const Vec2& c : corners) {
        mid.x += c.x / 8;
        mid.y += c.y / 8;
    }
    std::vector<Vec2> pulled;
    for (const Vec2& c : corners) {
        pulled.push_back(
            {mid.x + (c.x - mid.x) * (1 - kRound), mid.y + (c.y - mid.y) * (1 - kRound)});
    }
    const double half = v.size * 60.0 / 128.0;
    return {hullOf(pulled), 0.85 * kRound * half - 1.5};
}

DieDraw drawOf(const Pose& p, double size) {
    DieDraw d{400, 360, size, p.angle, 0, -1, {255, 255, 255, 255}};
    d.cube.active = true;
    d.cube.turn = p.turn;
    d.cube.rise = p.rise;
    d.cube.depth = p.depth;
    d.cube.eye = {400 + p.eyeOffset.x * size, 360 + p.eyeOffset.y * size};
    return d;
}

std::vector<Pose> poses() {
    std::vector<Pose> out;
    // Settling: resting, the camera straightening up over it, the eye on every side.
    for (const double depth : {1.0, 0.5, 0.2, 0.08}) {
        for (const Vec2 eye : {Vec2{3.5, -1}, Vec2{-3, 2}, Vec2{0.5, 3}}) {
            out.push_back({"settling", 8, aboutZ(8), 0, depth, eye});
        }
    }
    // Landing: tilted a little on the felt, and tumbling turns just above it.
    for (const Vec3 tilt : {Vec3{0, 0.3, 0}, Vec3{0, 0.06, 0}, Vec3{-0.12, 0, 0},
                            Vec3{0.05, -0.05, 0}, Vec3{0.6, 0.3, 0.2}, Vec3{-0.4, 0.9, 0.1}}) {
        for (const Vec2 eye : {Vec2{3.5, -1}, Vec2{-2, -2}}) {
            out.push_back({"tilted", -12, aboutZ(-12) * fromRotationVector(tilt), 0.05, 1.0, eye});
        }
    }
    return out;
}

} // namespace

TEST_CASE("a die in flight or settling shows no felt between its faces", "[painter][dice]") {
    Harness h;
    const auto rules = greed::core::loadPreset("greed");
    const Painter& painter = h.app().services().painter;
    SDL_Renderer* r = painter.renderer();
    int checked = 0;
    for (const double size : {64.0, 92.0, 130.0}) {
        for (const Pose& pose : poses()) {
            const DieDraw d = drawOf(pose, size);
            SDL_SetRenderDrawColor(r, kBackdrop.r, kBackdrop.g, kBackdrop.b, 255);
            SDL_RenderClear(r);
            drawDie(painter, rules, 3, d);
            const auto shot = h.app().services().renderer.capture();
            REQUIRE(shot);
            const BodyInterior inside = interiorOf({d.x, d.y, d.size, d.cube, d.tint});
            int gaps = 0;
            int pixels = 0;
            for (int y = 0; y < shot->h; ++y) {
                for (int x = 0; x < shot->w; ++x) {
                    if (!inside.contains({x + 0.5, y + 0.5})) {
                        continue;
                    }
                    ++pixels;
                    const auto* px =
                        static_cast<const Uint8*>(shot->pixels) + y * shot->pitch + x * 4;
                    gaps += backdropShare(px) > 0.2 ? 1 : 0;
                }
            }
            INFO(pose.name << " size " << size << " depth " << pose.depth << " eye "
                           << pose.eyeOffset.x << "," << pose.eyeOffset.y);
            REQUIRE(pixels > size * size / 2);
            CHECK(gaps == 0);
            ++checked;
        }
    }
    CHECK(checked == 3 * 24);
}

// GREED_DICE_POSES=DIR writes each pose as DIR/NAME.png (the pictures for a reviewer).
// A tool, not a check: writes the poses as pictures only when asked (ctest's listing includes
// hidden cases, so without the folder it does nothing).
TEST_CASE("dice poses written for a reviewer", "[.][pictures]") {
    const char* dir = std::getenv("GREED_DICE_POSES");
    if (dir == nullptr) {
        return;
    }
    Harness h;
    const auto rules = greed::core::loadPreset("greed");
    const Painter& painter = h.app().services().painter;
    SDL_Renderer* r = painter.renderer();
    int n = 0;
    for (const Pose& pose : poses()) {
        SDL_SetRenderDrawColor(r, 20, 90, 60, 255);
        SDL_RenderClear(r);
        drawDie(painter, rules, 3, drawOf(pose, 92));
        const auto shot = h.app().services().renderer.capture();
        const std::string name = std::string(dir) + "/" + pose.name + "_" + std::to_string(n++);
        CHECK(IMG_SavePNG(shot.get(), (name + ".png").c_str()) == 0);
    }
}
