// Solution cache: files under <data>/solutions/, named by rules key and solver version.
#include "ai/solution_cache.hpp"

#include "ai/memory_limit.hpp"

#include "core/fingerprint.hpp"
#include "core/small_file.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <mutex>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace greed::ai {

namespace {

// v2: checksummed, values validated on load; v3: keyed and checksummed with the standard FNV-1a
// of core/fingerprint.hpp (v2's variant had a wrong offset basis), so v2 files are solved again.
constexpr const char* kSolverVersion = "v3";
// The three-player solution's files (ThreeSolution::write) have their own version.
constexpr const char* kThreeVersion = "v1";

std::mutex& tableMutex() {
    static std::mutex mutex;
    return mutex;
}

} // namespace

std::string fileStem(const std::string& id) {
    // A rule file's id is the user's text: only [A-Za-z0-9_-] reach a file name, so "../x"
    // or "/etc/x" cannot leave the folder; the rules key keeps different rules apart.
    std::string out;
    for (char c : id) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '_' || c == '-';
        out += plain ? c : '_';
        if (out.size() == 40) {
            break;
        }
    }
    return out.empty() ? "rules" : out;
}

std::filesystem::path solutionPath(const core::Rules& rules, const std::filesystem::path& dir) {
    return dir / "solutions" /
           (fileStem(rules.id) + "-" + core::rulesFingerprint(rules) + "-" + kSolverVersion +
            ".sol");
}

namespace {

// Sets a refused cache file aside as <name>.bad (kept for a look) so a fresh solve replaces it,
// and says so in `refused`.
void setAside(const std::filesystem::path& path, const std::string& why, std::string* refused) {
    std::error_code ec;
    auto aside = path;
    aside += ".bad";
    std::filesystem::rename(path, aside, ec);
    if (refused != nullptr) {
        *refused = path.string() + ": " + why + "; " +
                   (ec ? "it could not be set aside (" + ec.message() + ")"
                       : "set aside as " + aside.filename().string());
    }
}

// Reads a solution of kind S from `path`. Its size is checked against the rules first (they
// fix it to the byte), so a huge or sparse file costs nothing; the file then streams into the
// tables with its checksum. A file of another size, a non-regular one, or one failing any check
// is renamed <name>.bad, with the reason in `refused`.
template <typename S>
std::shared_ptr<const S> loadFile(const std::filesystem::path& path,
                                  std::shared_ptr<const TurnModel> model, std::string* refused) {
    const std::uint64_t expected = S::fileBytes(*model);
    // O_NONBLOCK: a FIFO in the cache must not hang a game (it is refused unread).
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        return nullptr; // none cached (or unreadable: solved again, not set aside)
    }
    struct stat info {};
    const bool regular = ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode);
    ::close(fd);
    if (!regular) {
        setAside(path, "not a regular file", refused);
        return nullptr;
    }
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (expected > kMemoryLimitBytes) {
        // No solve of these rules fits the memory limit, so no such file is ours, whatever
        // its size: its tables are never allocated.
        setAside(path, memoryRefusal("a solution of these rules", expected), refused);
        return nullptr;
    }
    if (size != expected) {
        setAside(path,
                 std::to_string(size) + " bytes where these rules make a file of " +
                     std::to_string(expected),
                 refused);
        return nullptr;
    }
    std::shared_ptr<const S> solution;
    {
        std::ifstream in(path, std::ios::binary);
        solution = S::read(in, std::move(model));
    }
    if (!solution) {
        setAside(path, "damaged (checksum, layout or values) or not for these rules", refused);
    }
    return solution;
}

// Writes through a temporary file; false (and no partial file) on failure.
template <typename S> bool saveFile(const S& solution, const std::filesystem::path& path) {
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
    core::noteFileWritten();
    return true;
}

} // namespace

std::shared_ptr<const WinSolution> loadSolution(std::shared_ptr<const TurnModel> model,
                                                const std::filesystem::path& dir,
                                                std::string* refused) {
    const auto path = solutionPath(model->rules(), dir);
    return loadFile<WinSolution>(path, std::move(model), refused);
}

bool saveSolution(const WinSolution& solution, const std::filesystem::path& dir) {
    return saveFile(solution, solutionPath(solution.model().rules(), dir));
}

std::shared_ptr<const ExpectedPolicy> sharedExpectedPolicy(const core::Rules& rules) {
    static std::map<std::string, std::shared_ptr<const ExpectedPolicy>> policies;
    const std::string key = core::rulesFingerprint(rules);
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

std::uint64_t solveCost(const TurnModel& model) {
    const std::uint64_t states = WinSolution::estimateStates(model);
    // Penalty throws and busts-in-a-row penalties lower scores: the solve repeats its sweeps
    // (25 to 35 measured) until the values are still.
    const std::uint64_t weight = model.hasPenalties() || model.streakCount() > 0 ? 25 : 1;
    return states > UINT64_MAX / weight ? UINT64_MAX : states * weight;
}

namespace {

template <typename S> std::map<std::string, std::shared_ptr<const S>>& solutionTable() {
    static std::map<std::string, std::shared_ptr<const S>> solutions;
    return solutions;
}

std::string solutionKey(const core::Rules& rules, const std::filesystem::path& dir) {
    return core::rulesFingerprint(rules) + "|" + dir.string();
}

// One solve of a kind at a time: they use every core.
template <typename S> std::mutex& solvingMutex() {
    static std::mutex mutex;
    return mutex;
}

// Also makes the statics a solve uses (so a background worker never outlives them).
template <typename S>
std::shared_ptr<const S> held(const core::Rules& rules, const std::filesystem::path& dir) {
    solvingMutex<S>();
    std::lock_guard<std::mutex> lock(tableMutex());
    const auto& table = solutionTable<S>();
    if (auto it = table.find(solutionKey(rules, dir)); it != table.end()) {
        return it->second;
    }
    return nullptr;
}

// The held solution, else the cached one, else make() (a solve, or null); kept once found.
template <typename S, typename Load, typename Make>
std::shared_ptr<const S> shared(const core::Rules& rules, const std::filesystem::path& dir,
                                const Load& load, const Make& make) {
    if (auto found = held<S>(rules, dir)) {
        return found;
    }
    std::lock_guard<std::mutex> solveLock(solvingMutex<S>());
    if (auto found = held<S>(rules, dir)) {
        return found;
    }
    std::shared_ptr<const S> solution = load();
    if (!solution) {
        solution = make();
    }
    if (solution) {
        std::lock_guard<std::mutex> lock(tableMutex());
        solutionTable<S>()[solutionKey(rules, dir)] = solution;
    }
    return solution;
}

} // namespace

std::shared_ptr<const WinSolution> heldSolution(const core::Rules& rules,
                                                const std::filesystem::path& dir) {
    return held<WinSolution>(rules, dir);
}

std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules, std::uint64_t solveUpTo,
                                                  const std::filesystem::path& dir,
                                                  const SolveProgress& progress) {
    auto model = sharedModel(rules);
    return shared<WinSolution>(
        rules, dir, [&] { return loadSolution(model, dir); },
        [&]() -> std::shared_ptr<const WinSolution> {
            if (solveUpTo == 0 || !WinSolution::unsupportedReason(*model).empty() ||
                solveCost(*model) > solveUpTo) {
                return nullptr;
            }
            SolveOptions options;
            options.progress = progress;
            auto solution = WinSolution::solve(model, options);
            saveSolution(*solution, dir);
            return solution;
        });
}

std::filesystem::path threeSolutionPath(const core::Rules& rules,
                                        const std::filesystem::path& dir) {
    return dir / "solutions" /
           (fileStem(rules.id) + "-" + core::rulesFingerprint(rules) + "-3p-" + kThreeVersion +
            ".sol");
}

std::shared_ptr<const ThreeSolution> loadThreeSolution(std::shared_ptr<const TurnModel> model,
                                                       const std::filesystem::path& dir,
                                                       std::string* refused) {
    const auto path = threeSolutionPath(model->rules(), dir);
    return loadFile<ThreeSolution>(path, std::move(model), refused);
}

bool saveThreeSolution(const ThreeSolution& solution, const std::filesystem::path& dir) {
    return saveFile(solution, threeSolutionPath(solution.model().rules(), dir));
}

std::shared_ptr<const ThreeSolution> heldThreeSolution(const core::Rules& rules,
                                                       const std::filesystem::path& dir) {
    return held<ThreeSolution>(rules, dir);
}

std::shared_ptr<const ThreeSolution> cachedThreeSolution(const core::Rules& rules,
                                                         const std::filesystem::path& dir) {
    if (auto found = held<ThreeSolution>(rules, dir)) {
        return found;
    }
    auto model = sharedModel(rules);
    if (!ThreeSolution::unsupportedReason(*model).empty()) {
        return nullptr;
    }
    // Files are written whole (through a renamed temporary), so a solve in progress leaves
    // either none or a complete one: no need to wait for its lock.
    auto solution = loadThreeSolution(model, dir);
    if (solution) {
        std::lock_guard<std::mutex> lock(tableMutex());
        solutionTable<ThreeSolution>()[solutionKey(rules, dir)] = solution;
    }
    return solution;
}

std::shared_ptr<const ThreeSolution> sharedThreeSolution(const core::Rules& rules,
                                                         std::uint64_t solveUpTo,
                                                         const std::filesystem::path& dir,
                                                         const SolveProgress& progress) {
    auto model = sharedModel(rules);
    if (!ThreeSolution::unsupportedReason(*model).empty()) {
        return nullptr;
    }
    return shared<ThreeSolution>(
        rules, dir, [&] { return loadThreeSolution(model, dir); },
        [&]() -> std::shared_ptr<const ThreeSolution> {
            if (solveUpTo == 0 || ThreeSolution::estimateStates(*model) > solveUpTo) {
                return nullptr;
            }
            SolveOptions options;
            options.progress = progress;
            auto solution = ThreeSolution::solve(model, options);
            saveThreeSolution(*solution, dir);
            return solution;
        });
}

std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules,
                                                  std::uint64_t solveUpTo) {
    return sharedSolution(rules, solveUpTo, core::dataDirectory());
}

} // namespace greed::ai
