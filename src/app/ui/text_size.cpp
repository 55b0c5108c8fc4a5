// The text-size factor: one value per process, like the language of the catalogues.
#include "app/ui/text_size.hpp"

#include <algorithm>

namespace greed::app {

namespace {
double g_scale = 1.0;
} // namespace

void setTextScale(double scale) {
    g_scale = std::clamp(scale, 1.0, 2.0);
}

double textScale() {
    return g_scale;
}

int scaledText(double px) {
    return static_cast<int>(px * g_scale);
}

} // namespace greed::app
