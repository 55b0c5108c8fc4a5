// libFuzzer target: the save-file loaders, the core's game save (loadGameText) and the
// session's match file (parseMatchText). Damaged input must be refused with an exception,
// never crash; a save that loads must save and load again to the same text.
#include "core/save.hpp"
#include "session/match_file.hpp"

#include <cstdint>
#include <cstdlib>
#include <exception>
#include <string>

using namespace greed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        const core::Game game = core::loadGameText(text, "fuzz");
        const std::string saved = core::saveGameText(game);
        if (core::saveGameText(core::loadGameText(saved, "fuzz round trip")) != saved) {
            std::abort();
        }
    } catch (const std::exception&) {
    }
    try {
        const session::MatchRecord record = session::parseMatchText(text, "fuzz");
        if (record.goodBytes > text.size()) {
            std::abort();
        }
    } catch (const std::exception&) {
    }
    return 0;
}
