// Solution cache: files under <data>/solutions/, named by rules key and solver version.
#include "ai/solution_cache.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>

namespace greed::ai {

namespace {

constexpr const char* kSolverVersion = "v1";

std::mutex& tableMutex() {
    static std::mutex mutex;
    return mutex;
}

} // namespace

std::filesystem::path dataDirectory() {
    if (const char* dir = std::getenv("GREED_DATA_DIR"); dir && *dir) {
        return dir;
    }
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg) {
        return std::filesystem::path(xdg) / "greed";
    }
    if (const char* home = std::getenv("HOME"); home && *home) {
        return std::filesystem::path(home) / ".local" / "share" / "greed";
    }
    return std::filesystem::path(".greed");
}

std::string rulesKey(const core::Rules& rules) {
    const std::string text = core::rulesToJson(rules).dump();
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    char buf[17];
    std::snprintf(buf, sizeof(buf), "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

std::filesystem::path solutionPath(const core::Rules& rules, const std::filesystem::path& dir) {
    return dir / "solutions" / (rules.id + "-" + rulesKey(rules) + "-" + kSolverVersion + ".sol");
}

std::shared_ptr<const WinSolution> loadSolution(std::shared_ptr<const TurnModel> model,
                                                const std::filesystem::path& dir) {
    std::ifstream in(solutionPath(model->rules(), dir), std::ios::binary);
    if (!in) {
        return nullptr;
    }
    return WinSolution::read(in, std::move(model));
}

bool saveSolution(const WinSolution& solution, const std::filesystem::path& dir) {
    const auto path = solutionPath(solution.model().rules(), dir);
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    auto temp = path;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        if (!out) {
            return false;
        }
        solution.write(out);
        if (!out.flush()) {
            out.close();
            std::filesystem::remove(temp, ec);
            return false;
        }
    }
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return false;
    }
    return true;
}

std::shared_ptr<const TurnModel> sharedModel(const core::Rules& rules) {
    static std::map<std::string, std::shared_ptr<const TurnModel>> models;
    const std::string key = rulesKey(rules);
    {
        std::lock_guard<std::mutex> lock(tableMutex());
        if (auto it = models.find(key); it != models.end() && it->second->rules() == rules) {
            return it->second;
        }
    }
    auto model = std::make_shared<const TurnModel>(rules);
    std::lock_guard<std::mutex> lock(tableMutex());
    models[key] = model;
    return model;
}

std::shared_ptr<const ExpectedPolicy> sharedExpectedPolicy(const core::Rules& rules) {
    static std::map<std::string, std::shared_ptr<const ExpectedPolicy>> policies;
    const std::string key = rulesKey(rules);
    {
        std::lock_guard<std::mutex> lock(tableMutex());
        if (auto it = policies.find(key);
            it != policies.end() && it->second->model().rules() == rules) {
            return it->second;
        }
    }
    auto policy = std::make_shared<const ExpectedPolicy>(sharedModel(rules));
    std::lock_guard<std::mutex> lock(tableMutex());
    policies[key] = policy;
    return policy;
}

std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules, std::uint64_t solveUpTo,
                                                  const std::filesystem::path& dir) {
    static std::map<std::string, std::shared_ptr<const WinSolution>> solutions;
    static std::mutex solving; // one solve at a time: they use every core
    const std::string key = rulesKey(rules) + "|" + dir.string();
    {
        std::lock_guard<std::mutex> lock(tableMutex());
        if (auto it = solutions.find(key); it != solutions.end()) {
            return it->second;
        }
    }
    std::lock_guard<std::mutex> solveLock(solving);
    {
        std::lock_guard<std::mutex> lock(tableMutex());
        if (auto it = solutions.find(key); it != solutions.end()) {
            return it->second;
        }
    }
    auto model = sharedModel(rules);
    std::shared_ptr<const WinSolution> solution = loadSolution(model, dir);
    if (!solution && solveUpTo > 0 && WinSolution::unsupportedReason(*model).empty() &&
        WinSolution::estimateStates(*model) * (model->hasPenalties() ? 25u : 1u) <= solveUpTo) {
        // Penalties make the solver sweep many times (about 25 on cubilete): weigh them.
        solution = WinSolution::solve(model);
        saveSolution(*solution, dir);
    }
    if (solution) {
        std::lock_guard<std::mutex> lock(tableMutex());
        solutions[key] = solution;
    }
    return solution;
}

std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules,
                                                  std::uint64_t solveUpTo) {
    return sharedSolution(rules, solveUpTo, dataDirectory());
}

} // namespace greed::ai
