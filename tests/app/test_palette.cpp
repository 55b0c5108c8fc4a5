// The seat palette on the results' felt panel: WCAG contrast of every colour >= 4.5:1 (names are
// text in these colours), and every
// pair far apart in CIEDE2000 for normal vision and for simulated protanopia, deuteranopia and
// tritanopia (Machado, Oliveira & Fernandes 2009, full severity, applied in linear RGB).
#include "app/ui/palette.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <cmath>

using namespace greed::app;

namespace {

using Rgb = std::array<double, 3>; // linear RGB, 0..1
using Matrix = std::array<Rgb, 3>;

double toLinear(Uint8 v) {
    const double c = v / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Rgb linear(SDL_Color c) {
    return {toLinear(c.r), toLinear(c.g), toLinear(c.b)};
}

double luminance(const Rgb& l) {
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

double contrast(SDL_Color a, SDL_Color b) {
    const double la = luminance(linear(a));
    const double lb = luminance(linear(b));
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

Rgb simulate(const Rgb& l, const Matrix& m) {
    Rgb out{};
    for (int i = 0; i < 3; ++i) {
        out[i] = std::clamp(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2], 0.0, 1.0);
    }
    return out;
}

struct Lab {
    double L, a, b;
};

Lab toLab(const Rgb& l) {
    const double x = (0.4124 * l[0] + 0.3576 * l[1] + 0.1805 * l[2]) / 0.95047;
    const double y = 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    const double z = (0.0193 * l[0] + 0.1192 * l[1] + 0.9505 * l[2]) / 1.08883;
    auto f = [](double t) {
        return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
    };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double radians(double d) {
    return d * M_PI / 180.0;
}

// CIEDE2000 (Sharma, Wu & Dalal 2005).
double deltaE2000(const Lab& p, const Lab& q) {
    const double c1 = std::hypot(p.a, p.b);
    const double c2 = std::hypot(q.a, q.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * p.a;
    const double a2 = (1 + g) * q.a;
    const double c1p = std::hypot(a1, p.b);
    const double c2p = std::hypot(a2, q.b);
    auto hue = [](double b, double a) {
        const double h = std::atan2(b, a) * 180.0 / M_PI;
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(p.b, a1);
    const double h2 = hue(q.b, a2);
    const double dL = q.L - p.L;
    const double dC = c2p - c1p;
    double dh = 0;
    if (c1p * c2p != 0) {
        dh = h2 - h1;
        dh += dh > 180 ? -360 : (dh < -180 ? 360 : 0);
    }
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));
    const double lMean = (p.L + q.L) / 2;
    const double cpMean = (c1p + c2p) / 2;
    double hMean = h1 + h2;
    if (c1p * c2p != 0) {
        hMean = std::abs(h1 - h2) <= 180
                    ? (h1 + h2) / 2
                    : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2);
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cp7 = std::pow(cpMean, 7);
    const double rc = 2 * std::sqrt(cp7 / (cp7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cpMean;
    const double sh = 1 + 0.015 * cpMean * t;
    const double rt = -std::sin(radians(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) +
                     rt * (dC / sc) * (dH / sh));
}

const Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
const Matrix kProtan{{{0.152286, 1.052583, -0.204868},
                      {0.114503, 0.786281, 0.099216},
                      {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeutan{{{0.367322, 0.860646, -0.227968},
                      {0.280085, 0.672501, 0.047413},
                      {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritan{{{1.255528, -0.076749, -0.178779},
                      {-0.078411, 0.930809, 0.147602},
                      {0.004733, 0.691367, 0.303900}}};

} // namespace

TEST_CASE("CIEDE2000 matches the published test pairs", "[palette]") {
    // Sharma et al.'s data set, pairs 1 and 17.
    CHECK(deltaE2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) == Approx(2.0425).margin(1e-3));
    CHECK(deltaE2000({50, 2.5, 0}, {73, 25, -18}) == Approx(27.1492).margin(1e-3));
}

TEST_CASE("seat colours read as text on felt and leather: contrast 4.5:1 or more", "[palette]") {
    for (std::size_t i = 0; i < kPlayerColors.size(); ++i) {
        INFO("seat " << i);
        CHECK(contrast(kPlayerColors[i], kFeltPanel) >= 4.5);
        CHECK(contrast(kPlayerColors[i], kLeather) >= 4.5);
    }
}

struct Vision {
    const char* name;
    const Matrix* matrix;
    double minimum; // CIEDE2000
};

double apart(SDL_Color a, SDL_Color b, const Matrix& m) {
    return deltaE2000(toLab(simulate(linear(a), m)), toLab(simulate(linear(b), m)));
}

// 20 is an obvious difference at a glance; 11 still tells lines and names apart side by side
// (the palette before had pairs 8.5 apart under protanopia), and the seats' shapes and dash
// patterns in the graph do the rest.
const Vision kVisions[] = {{"normal", &kNormal, 20.0},
                           {"protanopia", &kProtan, 11.0},
                           {"deuteranopia", &kDeutan, 11.0},
                           {"tritanopia", &kTritan, 11.0}};

TEST_CASE("seat colours stay apart for 8 seats, also to colour-blind eyes", "[palette]") {
    for (const Vision& v : kVisions) {
        for (std::size_t i = 0; i < kPlayerColors.size(); ++i) {
            for (std::size_t j = i + 1; j < kPlayerColors.size(); ++j) {
                const double d = apart(kPlayerColors[i], kPlayerColors[j], *v.matrix);
                INFO(v.name << ": seats " << i << " and " << j << " differ by " << d);
                CHECK(d >= v.minimum);
            }
        }
    }
}

TEST_CASE("the gold of the turn and focus is not taken for a seat colour", "[palette]") {
    // The lemon seat was 5.3 from the gold to deuteranopes: whose turn it was read wrongly.
    for (const Vision& v : kVisions) {
        for (std::size_t i = 0; i < kPlayerColors.size(); ++i) {
            const double d = apart(kGold, kPlayerColors[i], *v.matrix);
            INFO(v.name << ": seat " << i << " is " << d << " from the gold");
            CHECK(d >= 11.0);
        }
    }
}

TEST_CASE("the colour-blindness matrices are Machado's: white stays white, a grey stays grey",
          "[palette]") {
    // Each row of the full-severity matrices sums to 1 (neutral colours are seen unchanged).
    for (const Vision& v : kVisions) {
        for (const Rgb& row : *v.matrix) {
            CHECK(row[0] + row[1] + row[2] == Approx(1.0).margin(1e-5));
        }
        const Rgb grey = simulate({0.2, 0.2, 0.2}, *v.matrix);
        CHECK(grey[0] == Approx(0.2).margin(1e-5));
        CHECK(grey[2] == Approx(0.2).margin(1e-5));
    }
}
