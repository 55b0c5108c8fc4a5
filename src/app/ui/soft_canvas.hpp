// SoftCanvas: convex shapes rasterised by our own code into a small pixel buffer and shown with
// one blended texture copy. The software renderer draws a textured or blended triangle at
// ~100 instructions a pixel (and a blended one through a temporary surface per triangle); a
// tumbling die's faces and shadow drawn here cost a fraction of that.
#pragma once

#include "app/ui/vec2.hpp"
#include "platform/sdl_ptr.hpp"

#include <SDL.h>

#include <array>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace greed::app {

// An image in memory: 0xAARRGGBB pixels, straight alpha, rows of w.
struct PixelImage {
    int w = 0;
    int h = 0;
    std::vector<Uint32> pixels;
};

// Screen point -> texture coordinate (0..1) on a plane seen in perspective: the inverse of the
// projective map that takes the unit square's corners (0,0) (1,0) (1,1) (0,1) to a quad's.
// Any part of the quad (clipped by the cup's mouth) maps through the same inverse.
class TexMap {
public:
    static std::optional<TexMap> fromQuad(const std::array<Vec2, 4>& corners);
    Vec2 at(double x, double y) const;
    // Rows of the 3x3 inverse: u ~ m[0..2], v ~ m[3..5], w ~ m[6..8] applied to (x, y, 1).
    std::array<double, 9> m{};
};

// `image` turned by `angle` degrees (clockwise on screen, as SDL_RenderCopyEx turns) about its
// centre, onto a transparent side x side square it is centred in; bilinear, premultiplied so
// the transparent surround leaves no dark fringe.
PixelImage turnedImage(const PixelImage& image, double angle, int side);

// An image prepared for turning (premultiplied, in a transparent border): made once per
// image, it turns to every angle without being prepared again.
struct TurnSource {
    int w = 0;
    int h = 0;
    std::vector<Uint32> pixels; // (w + 2) x (h + 2)
};
TurnSource turnSource(const PixelImage& image);
PixelImage turnedImage(const TurnSource& source, double angle, int side);

class SoftCanvas {
public:
    // Starts a drawing over `area` of the render target (pixels, cut to the target's size):
    // transparent. False when nothing of it is on the target or no texture could be made.
    // On the software renderer's window (platform::windowPixels) the shapes are drawn
    // straight onto the window's pixels inside its clip rect instead: the same picture
    // without a buffer to clear and copy.
    bool begin(SDL_Renderer* renderer, SDL_Rect area);
    // A convex polygon (either winding) in target pixels, laid over what is drawn (straight
    // alpha, source over).
    void fill(const std::vector<Vec2>& polygon, SDL_Color colour);
    // A convex polygon with a soft edge: full `colour` from `feather` / 2 inside its outline,
    // fading linearly to nothing `feather` / 2 outside it, corners rounded where two ramps
    // meet (soft shadows); `feather` < 1 is fill(). Only the edge band is shaded pixel by pixel.
    void fillSoft(const std::vector<Vec2>& polygon, SDL_Color colour, double feather);
    // The same, its pixels from `image` through `map`, each modulated by `colour`.
    void fillTextured(const std::vector<Vec2>& polygon, const PixelImage& image, const TexMap& map,
                      SDL_Color colour);
    // Copies what was drawn onto the render target, blended (nothing to do when drawn in place).
    void finish();
    // Draws into `image` instead (w x h, transparent) until finishImage(): shapes baked once.
    void beginImage(PixelImage& image, int w, int h);
    void finishImage() { m_pixels = nullptr; }

    // A copy in memory of a texture the renderer can draw into (read back once per key).
    const PixelImage* imageOf(SDL_Renderer* renderer, const std::string& key, SDL_Texture* texture);

private:
    // Calls span(y, x0, x1) for each row of the polygon's pixels inside the drawing, pixel
    // centres inside the polygon from x0 to x1 - 1.
    template <typename Span> void scan(const std::vector<Vec2>& polygon, Span&& span) const;
    Uint32* row(int y) const;
    // A source pixel laid over `px`: "over" on the canvas's own pixels, the renderer's blend on
    // the window's.
    void put(Uint32& px, Uint32 a, Uint32 r, Uint32 g, Uint32 b) const;
    // `c` laid over the pixels x0 .. x1 - 1 of a row (a solid run of a shape).
    void putSpan(Uint32* out, int x0, int x1, SDL_Color c) const;

    SDL_Renderer* m_renderer = nullptr;
    platform::TexturePtr m_texture; // streaming, ARGB8888, grown to the largest drawing
    int m_capacityW = 0;
    int m_capacityH = 0;
    SDL_Rect m_area{0, 0, 0, 0};
    Uint32* m_pixels = nullptr; // locked while drawing
    int m_pitch = 0;            // in pixels
    bool m_onWindow = false;    // drawing straight onto the software renderer's window
    std::unordered_map<std::string, PixelImage> m_images;
};

} // namespace greed::app
