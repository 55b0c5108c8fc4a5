// What the player is told when something fails below the app.
#include "app/ui/error_words.hpp"

#include <iostream>

namespace greed::app {

std::string shownError(const std::exception& error, const std::string& fallback) {
    if (const auto* shown = dynamic_cast<const ShownError*>(&error)) {
        return shown->what();
    }
    logDetail(error.what());
    return fallback;
}

void logDetail(const std::string& detail) {
    if (!detail.empty()) {
        std::cerr << "greed: " << detail << "\n";
    }
}

} // namespace greed::app
