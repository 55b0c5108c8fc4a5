// makeStrategy: personalities become heuristic or optimal players over shared tables.
#include "ai/factory.hpp"

#include "ai/heuristic_strategy.hpp"
#include "ai/optimal_strategy.hpp"
#include "ai/solution_cache.hpp"

#include <stdexcept>

namespace greed::ai {

std::unique_ptr<Strategy> makeStrategy(const Personality& personality, const core::Rules& rules,
                                       const StrategyOptions& options) {
    auto policy = sharedExpectedPolicy(rules);
    if (personality.play.strategy == "optimal") {
        std::shared_ptr<const WinSolution> solution;
        OptimalStrategy::SolutionWatch watch;
        if (WinSolution::unsupportedReason(policy->model()).empty()) {
            const auto dir = options.dataDir.empty() ? core::dataDirectory() : options.dataDir;
            solution = sharedSolution(rules, options.solveUpTo, dir);
            if (!solution && options.takeLateSolution) {
                watch = [rules, dir] {
                    return heldSolution(rules, dir);
                };
            }
        }
        std::optional<TableCombine> table; // "expected": none
        const bool exact = personality.play.table == "exact";
        if (personality.play.table == "normalised") {
            table = TableCombine::Normalised;
        } else if (personality.play.table == "weakest") {
            table = TableCombine::Weakest;
        } else if (personality.play.table == "product") {
            table = TableCombine::Product;
        } else if (personality.play.table == "leader" || exact) {
            table = TableCombine::Leader;
        }
        auto player =
            std::make_unique<OptimalStrategy>(personality.id, policy, solution, watch, table);
        if (exact && ThreeSolution::unsupportedReason(policy->model()).empty()) {
            // Never solved here (tens of seconds, and most tables are not of three): taken from
            // the cache or from a solve this process makes (BackgroundSolve, benchmarks).
            const auto dir = options.dataDir.empty() ? core::dataDirectory() : options.dataDir;
            if (options.takeLateSolution) {
                // Asked at turn starts of a table of three only, so other tables never read
                // the file (13 MB for greed); one solved in the background arrives this way.
                player->setThreePlayer(nullptr,
                                       [rules, dir] { return cachedThreeSolution(rules, dir); });
            } else {
                player->setThreePlayer(cachedThreeSolution(rules, dir));
            }
        }
        return player;
    }
    return std::make_unique<HeuristicStrategy>(personality.id, personality.play, policy);
}

namespace {
const Personality* personalityOf(const std::string& id, const StrategyOptions& options) {
    const auto& all = options.personalities ? *options.personalities : defaultPersonalities();
    return findPersonality(all, id);
}
} // namespace

bool playsSolution(const std::string& id, const StrategyOptions& options) {
    const Personality* p = personalityOf(id, options);
    return p != nullptr && p->play.strategy == "optimal";
}

bool playsThreeSolution(const std::string& id, const StrategyOptions& options) {
    const Personality* p = personalityOf(id, options);
    return p != nullptr && p->play.strategy == "optimal" && p->play.table == "exact";
}

std::unique_ptr<Strategy> makeStrategy(const std::string& id, const core::Rules& rules,
                                       const StrategyOptions& options) {
    if (id == "threshold") {
        return std::make_unique<ThresholdStrategy>();
    }
    if (id.rfind("threshold:", 0) == 0) {
        try {
            return std::make_unique<ThresholdStrategy>(std::stoi(id.substr(10)));
        } catch (const std::exception&) {
            throw std::invalid_argument("bad threshold in \"" + id + "\" (expected threshold:N)");
        }
    }
    const auto& all = options.personalities ? *options.personalities : defaultPersonalities();
    if (const Personality* p = findPersonality(all, id)) {
        return makeStrategy(*p, rules, options);
    }
    std::string known;
    for (const auto& p : all) {
        known += (known.empty() ? "" : ", ") + p.id;
    }
    throw std::invalid_argument("unknown player \"" + id + "\" (known: " + known +
                                ", threshold[:N], or a path to a bot program)");
}

} // namespace greed::ai
