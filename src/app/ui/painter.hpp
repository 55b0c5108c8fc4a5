// Painter: the drawing vocabulary of every scene (sprites, 9-slice panels, text, shapes).
#pragma once

#include "app/ui/vec2.hpp"
#include "platform/asset_cache.hpp"
#include "platform/draw_counters.hpp"
#include "platform/text.hpp"

#include <SDL.h>

#include <string>
#include <vector>

namespace greed::app {

using platform::Align;
using platform::TextStyle;
using platform::VAlign;

// A string as label() drew it (tests check that text stays inside its widget).
struct DrawnLabel {
    std::string text;
    SDL_Rect rect{0, 0, 0, 0};
};

// Every call goes to SDL's renderer: sprites are the art's own textures, scaled and turned by the
// renderer with linear filtering, faded and tinted by colour and alpha modulation; shapes and
// the tumbling dice are triangles (SDL_RenderGeometry). Nothing is rasterised or copied on the
// CPU. What each call costs the renderer is counted in counters().
class Painter {
public:
    // Counts the sprites' and strings' uploads in this painter's counters from now on.
    Painter(SDL_Renderer* renderer, platform::AssetCache& assets, platform::Text& text);
    Painter(const Painter&) = delete;
    Painter& operator=(const Painter&) = delete;
    ~Painter();

    SDL_Renderer* renderer() const { return m_renderer; }
    platform::AssetCache& assets() const { return m_assets; }
    platform::Text& text() const { return m_text; }

    // What was asked of the renderer so far (the benchmark reads the change per frame).
    platform::DrawCounters& counters() const { return m_counters; }

    // Render targets (a static table, seat plates) lose their pixels when the renderer says so
    // (SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET): the app then calls targetsLost(),
    // and whoever keeps a target redraws it when the generation it was drawn in is older.
    void targetsLost() { ++m_targetGeneration; }
    unsigned targetGeneration() const { return m_targetGeneration; }

    // A whole-screen offset for screen shake; applied by the sprite and shape calls.
    void setOffset(int dx, int dy) const {
        m_dx = dx;
        m_dy = dy;
    }

    SDL_Point offset() const { return {m_dx, m_dy}; }

    void clear(SDL_Color c) const;
    void fill(const SDL_Rect& r, SDL_Color c) const;
    void outline(const SDL_Rect& r, SDL_Color c, int thickness = 1) const;
    // Sprite centred at (cx, cy), w x h (times `stretch`), rotated by `angle` degrees
    // clockwise, tinted and faded by `tint`.
    void sprite(const std::string& name, double cx, double cy, double w, double h,
                double angle = 0.0, SDL_Color tint = {255, 255, 255, 255},
                double stretch = 1.0) const;
    // A 64x64 9-slice texture (16 px corners) stretched over r; corners drawn at `corner` px.
    void nineSlice(const std::string& name, const SDL_Rect& r, int corner,
                   SDL_Color tint = {255, 255, 255, 255}) const;
    void panel(const SDL_Rect& r, int alpha = 230) const;

    SDL_Rect label(const std::string& s, int x, int y, const TextStyle& style) const;

    // `texture` (whole) onto `dst` (null: the target), no offset: a layer drawn before.
    void copy(SDL_Texture* texture, const SDL_Rect* src, const SDL_Rect* dst) const;
    // Triangles as they are (coordinates already offset), textured or not (null).
    void geometry(SDL_Texture* texture, const std::vector<SDL_Vertex>& vertices,
                  const std::vector<int>& indices) const;

    // Shapes drawn as triangles (SDL_RenderGeometry), so lines have a real thickness.
    void line(Vec2 a, Vec2 b, double width, SDL_Color c) const;
    void dashedLine(Vec2 a, Vec2 b, double width, double dash, double gap, SDL_Color c) const;
    void disc(Vec2 centre, double radius, SDL_Color c) const;
    void ring(Vec2 centre, double radius, double width, SDL_Color c) const;
    void triangle(Vec2 a, Vec2 b, Vec2 c, SDL_Color colour) const;
    // A rounded rectangle, filled or as a ring of `width` straddling its edge (focus rings
    // that follow the shape of a rounded button).
    void roundedRect(const SDL_Rect& r, double radius, SDL_Color c) const;
    void roundedOutline(const SDL_Rect& r, double radius, double width, SDL_Color c) const;
    // A convex polygon (either winding) filled with `c`, moved by the shake offset.
    void polygon(const std::vector<Vec2>& path, SDL_Color c) const;
    // The same with a soft edge (soft shadows): full `c` from `feather` / 2 inside the outline,
    // fading to nothing `feather` / 2 outside it, the corners rounded. One triangle fan with
    // an outer ring whose alpha falls to 0.
    void softPolygon(const std::vector<Vec2>& path, SDL_Color c, double feather) const;

    // While set, every label() appends what it drew to `log` (null: stop recording).
    void recordLabels(std::vector<DrawnLabel>* log) const { m_labelLog = log; }
    std::vector<DrawnLabel>* labelLog() const { return m_labelLog; }
    // Records text drawn some other way (scaled, animated) as if label() had drawn it.
    void noteLabel(const std::string& text, const SDL_Rect& drawn) const {
        if (m_labelLog != nullptr && !text.empty()) {
            m_labelLog->push_back({text, drawn});
        }
    }

private:
    // A filled convex polygon, moved by (dx, dy), as triangles of convexStrip().
    void fillPath(const std::vector<Vec2>& path, SDL_Color c, int dx, int dy) const;

    SDL_Renderer* m_renderer;
    platform::AssetCache& m_assets;
    platform::Text& m_text;
    mutable platform::DrawCounters m_counters;
    unsigned m_targetGeneration = 0;
    mutable int m_dx = 0;
    mutable int m_dy = 0;
    mutable std::vector<DrawnLabel>* m_labelLog = nullptr;
};

// The outlines the shape calls fill: a rounded rectangle (corners in 8 steps) and a disc.
std::vector<Vec2> roundedRectPath(const SDL_Rect& r, double radius);
std::vector<Vec2> discPath(Vec2 centre, double radius);
// Triangles (indices into `path`, three a triangle) filling the convex polygon `path` (either
// winding) as a strip from its leftmost vertex to its rightmost, each triangle a narrow slice.
// A fan around the middle covers the same pixels, but its long thin triangles have bounding
// boxes many times the polygon's area, and SDL's software renderer blends a blended
// triangle's whole bounding box (through a temporary surface): ten times the work for a
// rounded plate's glow.
std::vector<int> convexStrip(const std::vector<Vec2>& path);

bool contains(const SDL_Rect& r, int x, int y);
SDL_Rect inset(const SDL_Rect& r, int by);

} // namespace greed::app
