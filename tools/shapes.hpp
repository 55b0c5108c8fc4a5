// Signed distance functions for the generator's shapes, and bevel lighting derived from them.
#pragma once

#include "canvas.hpp"

#include <vector>

namespace greed::tools {

struct Vec2 {
    float x = 0.0f;
    float y = 0.0f;
};

struct Vec3 {
    float x = 0.0f;
    float y = 0.0f;
    float z = 0.0f;
};

Vec3 normalize(const Vec3& v);
float dot(const Vec3& a, const Vec3& b);

float sdCircle(float x, float y, float cx, float cy, float radius);
// Axis-aligned rectangle centred at (cx, cy) with half sizes and a corner radius.
float sdRoundRect(float x, float y, float cx, float cy, float halfW, float halfH, float radius);
// Approximate distance to an ellipse (exact on the axes, good enough for a one-pixel edge).
float sdEllipse(float x, float y, float cx, float cy, float rx, float ry);
float sdSegment(float x, float y, Vec2 a, Vec2 b);
// Exact distance to a simple polygon (any winding), negative inside.
float sdPolygon(float x, float y, const std::vector<Vec2>& points);
// Points of a star with `tips` tips, outer and inner radius, first tip pointing up.
std::vector<Vec2> starPoints(float cx, float cy, float outer, float inner, int tips,
                             float rotation = 0.0f);

// Screen-space light, from the top left and in front, shared by every sprite.
Vec3 lightDirection();

// Surface normal of a bevelled shape: flat inside, curving down over `bevel` pixels to the
// edge; `steepness` is the edge slope (1 = 45 degrees).
Vec3 bevelNormal(const Sdf& shape, float x, float y, float bevel, float steepness);

// Lit colour of an albedo under the shared light: ambient + diffuse + specular highlight.
Rgba shade(const Rgba& albedo, const Vec3& normal, float ambient, float diffuse, float specular,
           float shininess);

} // namespace greed::tools
