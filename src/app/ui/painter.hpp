// Painter: the drawing vocabulary of every scene (sprites, 9-slice panels, text, shapes).
#pragma once

#include "app/ui/soft_canvas.hpp"
#include "app/ui/solid_fill.hpp"
#include "app/ui/turn_worker.hpp"
#include "app/ui/vec2.hpp"
#include "platform/asset_cache.hpp"
#include "platform/bounded_cache.hpp"
#include "platform/text.hpp"

#include <SDL.h>

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
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

class Painter {
public:
    Painter(SDL_Renderer* renderer, platform::AssetCache& assets, platform::Text& text)
        : m_renderer(renderer), m_assets(assets), m_text(text),
          m_scaled(kMaxScaled, kMaxScaledBytes) {}

    // Bounds of the sprite copies, least recently used dropped first. A table at 1920x1080
    // with eight seats holds ~68 MB of copies once warm (the cup's 61 angles ~29 MB, every die
    // face at every resting yaw ~30 MB, both made by the table's warmer as it is shown; glows,
    // shadows, particles and plates the rest): all of them fit, so play makes no copy twice.
    static constexpr std::size_t kMaxScaled = 1500;
    static constexpr std::size_t kMaxScaledBytes = std::size_t{96} << 20;

    SDL_Renderer* renderer() const { return m_renderer; }
    platform::AssetCache& assets() const { return m_assets; }
    platform::Text& text() const { return m_text; }

    // A whole-screen offset for screen shake; applied by the sprite and shape calls.
    void setOffset(int dx, int dy) const {
        m_dx = dx;
        m_dy = dy;
    }

    SDL_Point offset() const { return {m_dx, m_dy}; }
    // Shapes rasterised by our own code (the tumbling dice), shown with one texture copy.
    SoftCanvas& canvas() const { return m_canvas; }
    // The size a sprite of `v` pixels is drawn at: 4 px steps above 48 px, so bouncing dice
    // reuse a few pre-scaled copies.
    static int snapSize(double v);
    // What the copy sprite() draws of `name` at w x h turned by `angle` costs (0 upright).
    static std::size_t turnedCopyBytes(const std::string& name, double w, double h, double angle);

    void clear(SDL_Color c) const;
    void fill(const SDL_Rect& r, SDL_Color c) const;
    void outline(const SDL_Rect& r, SDL_Color c, int thickness = 1) const;
    // Sprite centred at (cx, cy), w x h, rotated by `angle` degrees, tinted and faded.
    // `stretch` scales the blit of the copy made for w x h: sizes that change every frame
    // (landing pops, lifted shadows, dice flying to the tray) reuse one cached copy.
    void sprite(const std::string& name, double cx, double cy, double w, double h,
                double angle = 0.0, SDL_Color tint = {255, 255, 255, 255},
                double stretch = 1.0) const;
    // The sprite faded to `alpha` in a copy of its own, drawn unmodulated: the software
    // renderer blends an alpha-modulated copy through its generic blitter at ~3 times the cost.
    // For a fade that stays put (a resting die's shadow), not one that changes every frame.
    void spriteFaded(const std::string& name, double cx, double cy, double w, double h,
                     double angle, Uint8 alpha) const;
    // A 64x64 9-slice texture (16 px corners) stretched over r; corners drawn at `corner` px.
    void nineSlice(const std::string& name, const SDL_Rect& r, int corner,
                   SDL_Color tint = {255, 255, 255, 255}) const;
    void panel(const SDL_Rect& r, int alpha = 230) const;

    SDL_Rect label(const std::string& s, int x, int y, const TextStyle& style) const;

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

    // While set, every label() appends what it drew to `log` (null: stop recording).
    void recordLabels(std::vector<DrawnLabel>* log) const { m_labelLog = log; }
    // Records text drawn some other way (scaled, animated) as if label() had drawn it.
    void noteLabel(const std::string& text, const SDL_Rect& drawn) const {
        if (m_labelLog != nullptr && !text.empty()) {
            m_labelLog->push_back({text, drawn});
        }
    }

    // A cached w x h texture under `key`: sprite `base` scaled to it, then `draw` (if any) on
    // top (the tumbling dice's faces). With the key "base@WxH" and no draw it is the copy
    // sprite() blits.
    SDL_Texture* composed(const std::string& key, const std::string& base, int w, int h,
                          const std::function<void()>& draw) const;

    // A cached w x h texture under `key` that `draw` paints once at (0, 0) through this
    // painter onto transparency: exact for opaque paint and black shadows (soft colours over
    // transparency come out darker: use rasterised()).
    SDL_Texture* drawing(const std::string& key, int w, int h,
                         const std::function<void()>& draw) const;
    // A cached w x h texture under `key` drawn by our own rasteriser (`draw` fills the canvas
    // in the texture's pixels): soft overlapping shapes, which the renderer would blend onto a
    // transparent target as if it were black.
    SDL_Texture* rasterised(const std::string& key, int w, int h,
                            const std::function<void(SoftCanvas&)>& draw) const;

    // Has the copy sprite() draws of `name` at w x h turned by `angle` made on a worker
    // thread, unless it is made already: a frame that draws it then only uploads it.
    void prepareTurned(const std::string& name, double w, double h, double angle) const;
    // Whether the copy prepareTurned() asks for is made (cached, or made by the worker and
    // waiting to be uploaded): drawing it then costs an upload at most.
    bool turnedReady(const std::string& name, double w, double h, double angle) const;
    // Forgets the copies asked of the worker and not taken (the table's sizes changed).
    void cancelTurned() const { m_turner.cancel(); }

    // While one lives, the copies the painter makes are dropped when it ends: for a picture
    // drawn once into a texture of its own (the table's felt and rails: 20 MB of copies at
    // 1920x1080 that no frame draws again). Copies made before stay.
    class OneOffCopies {
    public:
        explicit OneOffCopies(const Painter& painter);
        ~OneOffCopies();
        OneOffCopies(const OneOffCopies&) = delete;
        OneOffCopies& operator=(const OneOffCopies&) = delete;

    private:
        const Painter& m_painter;
        std::vector<std::string> m_made;
    };

    // Drop the pre-scaled copies (after a resize they would only take memory).
    void dropScaled() const { m_scaled.clear(); }
    // Bytes the copies hold (bounded, with their count).
    std::size_t scaledBytes() const { return m_scaled.bytes(); }
    // How many scaled or turned copies were made so far (the benchmark's trace).
    long copiesMade() const { return m_made; }

private:
    // A copy of a sprite (or a laid-out 9-slice) at exactly the drawn size: the software
    // renderer then blits it 1:1 instead of stretching and blending in one slow pass.
    SDL_Texture* scaled(const std::string& name, int w, int h) const;
    // A big sprite turned by `angle` (snapped to 2 degrees) on a transparent square: the cup
    // rotates every frame while it shakes and tips.
    SDL_Texture* turned(const std::string& name, int w, int h, int angle, int& side) const;
    // The pixels of sprite `name` at w x h ready for turning (cached per size).
    std::shared_ptr<const TurnSource> turnSourceOf(const std::string& name, int w, int h) const;
    SDL_Texture* sliced(const std::string& name, int w, int h, int corner) const;
    // A w x h box (times `stretch`) centred on (cx, cy), moved by the shake offset.
    SDL_Rect centred(double cx, double cy, int w, int h, double stretch) const;
    // A static texture of `image` cached under `key`.
    SDL_Texture* upload(std::string key, const PixelImage& image) const;
    // Renders `draw` (which copies `src`) into a new cached w x h texture under `key`.
    SDL_Texture* bake(std::string key, SDL_Texture* src, int w, int h,
                      const std::function<void()>& draw) const;
    // Renders `draw` onto a new cached w x h texture cleared to `clear`, under `key`.
    SDL_Texture* shape(std::string key, int w, int h, SDL_Color clear,
                       const std::function<void()>& draw) const;
    // A filled polygon as a fan of triangles around `centre`, moved by (dx, dy).
    void fillPath(const std::vector<Vec2>& path, Vec2 centre, SDL_Color c, int dx = 0,
                  int dy = 0) const;

    SDL_Renderer* m_renderer;
    platform::AssetCache& m_assets;
    platform::Text& m_text;
    mutable int m_dx = 0;
    mutable int m_dy = 0;
    mutable platform::BoundedCache<platform::TexturePtr> m_scaled;
    mutable long m_made = 0;
    mutable std::vector<DrawnLabel>* m_labelLog = nullptr;
    mutable SoftCanvas m_canvas;
    mutable std::unordered_map<std::string, std::shared_ptr<const TurnSource>>
        m_turnSources; // by sprite@WxH
    mutable TurnWorker m_turner;
    mutable SolidFill m_solid;
};

// The outlines the shape calls fill: a rounded rectangle (corners in 8 steps) and a disc.
std::vector<Vec2> roundedRectPath(const SDL_Rect& r, double radius);
std::vector<Vec2> discPath(Vec2 centre, double radius);

bool contains(const SDL_Rect& r, int x, int y);
SDL_Rect inset(const SDL_Rect& r, int by);

} // namespace greed::app
