// The full sprite list in catalogue order.
#include "sprites.hpp"

namespace greed::tools {

std::vector<Sprite> makeAllSprites(const Font& font, const std::string& portraitsPath) {
    // First: a mistake in the portraits' data stops the generator at once, naming it.
    std::vector<Sprite> portraits = makePortraitSprites(portraitsPath);
    std::vector<Sprite> all;
    auto append = [&all](std::vector<Sprite> part) {
        for (Sprite& s : part) {
            all.push_back(std::move(s));
        }
    };
    append(makeDiceSprites(font));
    append(makeTumbleSprites());
    append(makeEffectSprites());
    append(makeTableSprites());
    append(makeUiSprites());
    append(makePadSprites(font));
    append(std::move(portraits));
    return all;
}

} // namespace greed::tools
