// Dice look: a resting die (its face's sprite, a drawn label on a blank face) and its shadow.
#include "app/ui/dice_look.hpp"

#include <cmath>

namespace greed::app {

namespace {
CubeView cubeView(const DieDraw& d) {
    return {d.x, d.y, d.size * d.stretch, d.cube, d.tint};
}
} // namespace

void drawDieShadow(const Painter& painter, const DieDraw& d) {
    const double handOver = d.cube.active ? d.cube.settled : 1.0;
    if (d.cube.active) {
        drawCubeShadow(painter, cubeView(d), 1.0 - handOver);
    }
    if (handOver <= 0) {
        return;
    }
    const double size = d.size * d.stretch;
    const double off = size * (0.07 + 0.28 * d.lift);
    const double s = d.size * 1.25;
    const auto alpha = static_cast<Uint8>(d.tint.a * (0.85 - 0.4 * d.lift) * handOver);
    painter.sprite("shadow", d.x + off, d.y + off * 1.2, s, s, d.angle, {255, 255, 255, alpha},
                   d.stretch * (1.0 + 0.15 * d.lift));
}

void drawDie(const Painter& painter, const core::Rules& rules, core::Face face, const DieDraw& d) {
    if (d.cube.active) {
        const bool flat = restsFlat(d.cube);
        drawCube(painter, rules, face, cubeView(d), {}, !flat);
        if (!flat) {
            return;
        }
    }
    const double y = d.y - d.size * d.stretch * 0.18 * d.lift;
    if (d.tumbleFrame >= 0) {
        painter.sprite("tumble_" + std::to_string(d.tumbleFrame % 8), d.x, y, d.size, d.size,
                       d.angle, d.tint, d.stretch);
        return;
    }
    painter.sprite(faceSprite(rules, face), d.x, y, d.size, d.size, d.angle, d.tint, d.stretch);
    if (dieStyle(rules) == DieStyle::Numbered) {
        const std::string& label = rules.label(face);
        const int size = std::max(10, static_cast<int>(d.size * (label.size() > 1 ? 0.42 : 0.55)));
        TextStyle style{size, true, {30, 26, 22, d.tint.a}};
        painter.text().drawScaled(label, static_cast<int>(std::lround(d.x)),
                                  static_cast<int>(std::lround(y)), style, d.stretch, d.angle);
    }
}

} // namespace greed::app
