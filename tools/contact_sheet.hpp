// Contact sheet: every sprite laid out on the felt at 1x and 0.5x, plus a table mock-up, for
// review.
#pragma once

#include "sprites.hpp"

namespace greed::tools {

Canvas makeContactSheet(const std::vector<Sprite>& sprites, const Font& labelFont,
                        const Font& dieFont);

} // namespace greed::tools
