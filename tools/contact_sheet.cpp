// Contact sheet layout for reviewing the generated sprites by eye.
#include "contact_sheet.hpp"

#include "shapes.hpp"

#include <algorithm>
#include <cmath>

namespace greed::tools {

namespace {

constexpr int kSheetWidth = 1800;
constexpr int kGap = 14;
constexpr int kLabelHeight = 18;

const Canvas* find(const std::vector<Sprite>& sprites, const std::string& name) {
    for (const Sprite& s : sprites) {
        if (s.name == name) {
            return &s.image;
        }
    }
    return nullptr;
}

// Lays sprites left to right at a scale, wrapping lines; returns the y below the last line.
int flowRow(Canvas* sheet, const std::vector<Sprite>& sprites, const Font& font, float scale,
            int top) {
    int x = kGap;
    int y = top;
    int lineHeight = 0;
    for (const Sprite& s : sprites) {
        if (s.name == "felt.png") {
            continue;
        }
        const int w = std::max(
            static_cast<int>(std::lround(static_cast<float>(s.image.width()) * scale)), 100);
        const int h = static_cast<int>(std::lround(static_cast<float>(s.image.height()) * scale));
        if (x + w > kSheetWidth - kGap) {
            x = kGap;
            y += lineHeight + kLabelHeight + kGap;
            lineHeight = 0;
        }
        if (sheet != nullptr) {
            // A faint frame shows each sprite's bounds.
            const float fx = static_cast<float>(x);
            const float fy = static_cast<float>(y);
            const float sw = static_cast<float>(s.image.width()) * scale;
            const float sh = static_cast<float>(h);
            sheet->fill(
                [=](float px, float py) {
                    const float d = sdRoundRect(px, py, fx + sw / 2, fy + sh / 2, sw / 2 + 0.5f,
                                                sh / 2 + 0.5f, 0.0f);
                    return std::fabs(d) - 0.5f;
                },
                hex(0xFFFFFF, 0.12f));
            sheet->drawScaled(s.image, fx, fy, sw, sh);
            if (scale >= 1.0f) {
                const Canvas label = font.render(s.name, hex(0xF3E6C4));
                sheet->draw(label, x, y + h + 4);
            }
        }
        x += w + kGap;
        lineHeight = std::max(lineHeight, h);
    }
    return y + lineHeight + kLabelHeight + kGap;
}

void drawWithShadow(Canvas& sheet, const std::vector<Sprite>& sprites, const std::string& name,
                    float x, float y, float size, bool glow) {
    const Canvas* shadow = find(sprites, "shadow.png");
    const Canvas* die = find(sprites, name);
    const float k = size / 128.0f;
    // A spinning die is smaller and rounder than one at rest: shrink its shadow to match.
    const float shrink = name.rfind("tumble", 0) == 0 ? 0.7f : 1.0f;
    if (shadow != nullptr) {
        const float ss = 160 * k * shrink;
        sheet.drawScaled(*shadow, x + size / 2 - ss / 2 + 5 * k, y + size / 2 - ss / 2 + 7 * k, ss,
                         ss, 0.8f);
    }
    if (die != nullptr) {
        sheet.drawScaled(*die, x, y, size, size);
    }
    const Canvas* glowImg = find(sprites, "glow.png");
    if (glow && glowImg != nullptr) {
        sheet.drawScaled(*glowImg, x - 16 * k, y - 16 * k, 160 * k, 160 * k);
    }
}

// A rough table scene, so the sprites are judged together as the player sees them.
void drawMockTable(Canvas& sheet, const std::vector<Sprite>& sprites, int top) {
    const float left = kGap;
    const float width = 1260;
    const float height = 700;
    const Canvas* wood = find(sprites, "wood.png");
    const Canvas* felt = find(sprites, "felt.png");
    const float rim = 40;
    if (wood != nullptr) {
        // Tile at whole pixels first, then scale the strip, so the joins stay invisible.
        Canvas strip(static_cast<int>(width), wood->height());
        for (int x = 0; x < strip.width(); x += wood->width()) {
            strip.draw(*wood, x, 0);
        }
        sheet.drawScaled(strip, left, static_cast<float>(top), width, rim);
        sheet.drawScaled(strip, left, static_cast<float>(top) + height - rim, width, rim);
    }
    if (felt != nullptr) {
        sheet.drawScaled(*felt, left, static_cast<float>(top) + rim, width, height - 2 * rim);
    }
    const float t = static_cast<float>(top) + rim;
    if (const Canvas* tray = find(sprites, "tray.png")) {
        sheet.drawScaled(*tray, left + 40, t + 20, 512, 100);
    }
    drawWithShadow(sheet, sprites, "die_1.png", left + 60, t + 30, 72, false);
    drawWithShadow(sheet, sprites, "die_5.png", left + 145, t + 30, 72, false);
    drawWithShadow(sheet, sprites, "die_1.png", left + 300, t + 220, 110, true);
    drawWithShadow(sheet, sprites, "die_3.png", left + 440, t + 260, 110, false);
    drawWithShadow(sheet, sprites, "die_5.png", left + 560, t + 200, 110, true);
    drawWithShadow(sheet, sprites, "tumble_2.png", left + 720, t + 300, 110, false);
    drawWithShadow(sheet, sprites, "tumble_5.png", left + 830, t + 180, 110, false);
    drawWithShadow(sheet, sprites, "poker_A.png", left + 320, t + 420, 96, true);
    drawWithShadow(sheet, sprites, "poker_K.png", left + 440, t + 430, 96, false);
    drawWithShadow(sheet, sprites, "poker_10.png", left + 560, t + 420, 96, false);
    if (const Canvas* cup = find(sprites, "cup.png")) {
        sheet.drawScaled(*cup, left + 960, t + 120, 256 * 0.9f, 320 * 0.9f);
    }
    if (const Canvas* panel = find(sprites, "panel.png")) {
        sheet.drawScaled(*panel, left + 950, t + 460, 64, 64);
    }
    if (const Canvas* button = find(sprites, "button.png")) {
        sheet.drawScaled(*button, left + 1030, t + 460, 64, 64);
    }
    if (const Canvas* hot = find(sprites, "button_hot.png")) {
        sheet.drawScaled(*hot, left + 1110, t + 460, 64, 64);
    }
    if (const Canvas* spark = find(sprites, "spark.png")) {
        for (int i = 0; i < 5; ++i) {
            sheet.drawScaled(*spark, left + 600 + 30.0f * static_cast<float>(i),
                             t + 150 + 9.0f * static_cast<float>(i % 2), 32, 32);
        }
    }
}

} // namespace

Canvas makeContactSheet(const std::vector<Sprite>& sprites, const Font& labelFont,
                        const Font& dieFont) {
    (void)dieFont;
    const int mockHeight = 700 + 2 * kGap;
    const int oneX = flowRow(nullptr, sprites, labelFont, 1.0f, kGap);
    const int half = flowRow(nullptr, sprites, labelFont, 0.5f, oneX);
    Canvas sheet(kSheetWidth, half + mockHeight);
    if (const Canvas* felt = find(sprites, "felt.png")) {
        for (int y = 0; y < sheet.height(); y += felt->height()) {
            for (int x = 0; x < sheet.width(); x += felt->width()) {
                sheet.draw(*felt, x, y);
            }
        }
    } else {
        sheet.fill([](float, float) { return -1.0f; }, palette::kFeltEdge);
    }
    flowRow(&sheet, sprites, labelFont, 1.0f, kGap);
    flowRow(&sheet, sprites, labelFont, 0.5f, oneX);
    drawMockTable(sheet, sprites, half);
    return sheet;
}

} // namespace greed::tools
