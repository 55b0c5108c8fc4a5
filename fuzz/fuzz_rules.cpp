// libFuzzer target: the rule-file loader. Any bytes must either be refused with a RulesError
// or give rules that round-trip through JSON and score every roll without undefined behaviour
// (the scorer is run on a few rolls taken from the input, so overflow and slow combo searches
// surface here as sanitizer reports and timeouts).
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace greed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded()) {
        return 0;
    }
    core::Rules rules;
    try {
        rules = core::rulesFromJson(document, "fuzz");
    } catch (const core::RulesError&) {
        return 0;
    }
    // What the loader accepts, the writer must write so the loader accepts it again.
    const core::Rules again = core::rulesFromJson(core::rulesToJson(rules), "fuzz round trip");
    if (core::rulesToJson(again) != core::rulesToJson(rules)) {
        std::abort();
    }
    const core::Scorer scorer(rules);
    // A few rolls of every size, faces taken from the input's bytes.
    std::size_t at = 0;
    for (int dice = 1; dice <= rules.diceCount; ++dice) {
        std::vector<core::Face> roll;
        for (int d = 0; d < dice; ++d) {
            const std::uint8_t byte = size == 0 ? 0 : data[at++ % size];
            roll.push_back(static_cast<core::Face>(1 + byte % rules.faceCount));
        }
        const core::ScoreResult best = scorer.best(roll);
        if (!best.penalty && best.points < 0) {
            std::abort();
        }
        for (const auto& option : scorer.keepOptions(roll)) {
            if (option.points <= 0 || option.points > best.points) {
                std::abort();
            }
        }
    }
    return 0;
}
