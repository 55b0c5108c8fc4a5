// Canvas: a float RGBA image (premultiplied alpha) with anti-aliased shape filling, blur and PNG
// output.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace greed::tools {

// Straight (not premultiplied) colour, components in [0, 1].
struct Rgba {
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    float a = 1.0f;
};

// Colour from 0xRRGGBB with an optional alpha.
Rgba hex(std::uint32_t rgb, float alpha = 1.0f);
Rgba mix(const Rgba& a, const Rgba& b, float t);
Rgba scaled(const Rgba& c, float factor); // multiplies rgb, keeps alpha
Rgba withAlpha(const Rgba& c, float alpha);

// Premultiplied pixel.
struct Pixel {
    float r = 0.0f;
    float g = 0.0f;
    float b = 0.0f;
    float a = 0.0f;
};

// A signed distance (negative inside, in pixels) at a pixel-space point.
using Sdf = std::function<float(float x, float y)>;
// Straight colour at a pixel-space point.
using Paint = std::function<Rgba(float x, float y)>;

class Canvas {
public:
    Canvas() = default;
    Canvas(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    Pixel& at(int x, int y) { return m_pixels[static_cast<std::size_t>(y * m_width + x)]; }
    const Pixel& at(int x, int y) const {
        return m_pixels[static_cast<std::size_t>(y * m_width + x)];
    }
    // Transparent outside the canvas, so filters can read past the border.
    Pixel get(int x, int y) const;
    // Bilinear sample at a continuous position (pixel centres at +0.5).
    Pixel sample(float x, float y) const;

    // Composites a straight colour with extra coverage over pixel (x, y).
    void blend(int x, int y, const Rgba& colour, float coverage = 1.0f);
    // Fills a shape: coverage from the distance gives a one-pixel anti-aliased edge.
    void fill(const Sdf& shape, const Paint& paint);
    void fill(const Sdf& shape, const Rgba& colour);
    // Like fill, but averages the paint over n x n sub-samples: for paints with hard internal
    // edges.
    void fillSupersampled(const Sdf& shape, const Paint& paint, int n);
    // Composites every pixel of a paint whose alpha carries the coverage.
    void paint(const Paint& paint);
    // Composites another canvas at an offset (source over).
    void draw(const Canvas& src, int dx, int dy, float opacity = 1.0f);
    // Draws src scaled into a destination rectangle with area-averaged (smooth) sampling.
    void drawScaled(const Canvas& src, float dx, float dy, float dw, float dh,
                    float opacity = 1.0f);

    // Multiplies every pixel's alpha (and premultiplied colour) by a mask in [0, 1].
    void maskWith(const std::function<float(float x, float y)>& mask);
    // Gaussian blur of all channels, separable, zero outside.
    void blur(float sigma);

    // Writes an RGBA PNG; returns false with `error` set on failure.
    bool savePng(const std::string& path, std::string& error) const;

private:
    int m_width = 0;
    int m_height = 0;
    std::vector<Pixel> m_pixels;
};

// Gives fully transparent pixels (rows of RGBA bytes, straight alpha) the colour of the nearest
// coloured ones, alpha left 0: a renderer filtering the art linearly at its edges then fades
// its colour out instead of mixing in black (a dark fringe round every turned or scaled sprite).
void bleedIntoTransparent(std::vector<std::uint8_t>& rgba, int w, int h);

// Coverage of a pixel by a shape from its signed distance, anti-aliased over one pixel.
float coverage(float distance);
float clamp01(float v);
float smoothstep(float edge0, float edge1, float v);

} // namespace greed::tools
