// What the player is told when something fails below the app.
#include "app/ui/error_words.hpp"

#include "ai/expected_policy.hpp"
#include "i18n/translate.hpp"

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

using i18n::tr;

std::string computerRefusal(const core::Rules& rules) {
    const std::string detail = ai::computerPlayRefusal(rules);
    if (detail.empty()) {
        return {};
    }
    logDetail(detail);
    // TRANSLATORS: the rule set is valid, but computer players cannot play it (their tables
    // would not fit in memory); people can.
    return tr("Computer players cannot play these rules: they are too large for them. Seat "
              "only people, or choose other rules.");
}

} // namespace greed::app
