#include "text_fit.hpp"

#include "i18n/translate.hpp"

#include <catch2/catch.hpp>

#include <sstream>

namespace greed::app::test {

std::vector<DrawnLabel> labelsOfTop(Harness& h) {
    std::vector<DrawnLabel> log;
    const Painter& painter = h.app().services().painter;
    painter.recordLabels(&log);
    h.app().top().render();
    painter.recordLabels(nullptr);
    return log;
}

namespace {

std::string where(const std::string& scene, int w, int h, const DrawnLabel& l) {
    std::ostringstream out;
    out << scene << " at " << w << "x" << h << " in " << i18n::languageCode(i18n::currentLanguage())
        << ": \"" << l.text << "\" at " << l.rect.x << "," << l.rect.y << " " << l.rect.w << "x"
        << l.rect.h;
    return out.str();
}

} // namespace

bool inside(const SDL_Rect& inner, const SDL_Rect& outer, int slack) {
    return inner.x >= outer.x - slack && inner.y >= outer.y - slack &&
           inner.x + inner.w <= outer.x + outer.w + slack &&
           inner.y + inner.h <= outer.y + outer.h + slack;
}

void checkText(Harness& h, int w, int ht) {
    const std::string scene = h.scene();
    const auto labels = labelsOfTop(h);
    REQUIRE_FALSE(labels.empty());
    const auto buttons = h.app().top().buttons();
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const DrawnLabel& l = labels[i];
        INFO(where(scene, w, ht, l));
        CHECK(inside(l.rect, {0, 0, w, ht}, 0));
        const int cx = l.rect.x + l.rect.w / 2;
        const int cy = l.rect.y + l.rect.h / 2;
        for (const auto& b : buttons) {
            if (b.rect.w > 0 && contains(b.rect, cx, cy)) {
                INFO("button " << b.id << " at " << b.rect.x << "," << b.rect.y << " " << b.rect.w
                               << "x" << b.rect.h);
                CHECK(inside(l.rect, b.rect, 1));
            }
        }
        for (std::size_t k = i + 1; k < labels.size(); ++k) {
            SDL_Rect overlap{};
            if (SDL_IntersectRect(&l.rect, &labels[k].rect, &overlap) == SDL_TRUE) {
                INFO("overlaps \"" << labels[k].text << "\"");
                // Line boxes include the font's leading: a sliver of contact is not a collision.
                CHECK((overlap.w <= 2 || overlap.h <= l.rect.h / 4));
            }
        }
    }
}

} // namespace greed::app::test
