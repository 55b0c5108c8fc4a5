// Solutions on disk and in memory: the user's data directory, a file per rule set keyed
// by a hash of its JSON, and a process-wide table so all players share one solution.
#pragma once

#include "ai/expected_policy.hpp"
#include "ai/shared_model.hpp"
#include "ai/three_solver.hpp"
#include "ai/win_solver.hpp"

#include "core/paths.hpp"
#include "core/rules.hpp"

#include <filesystem>
#include <memory>
#include <string>

namespace greed::ai {

// `id` reduced to a safe file-name stem: letters, digits, '_' and '-' (others become '_').
std::string fileStem(const std::string& id);
std::filesystem::path solutionPath(const core::Rules& rules,
                                   const std::filesystem::path& dir = core::dataDirectory());

// Reads a cached solution; nullptr when there is none or it is not the size these rules make,
// does not match them, or fails its checksum or value checks (such a file is renamed to
// <name>.bad, and `refused`, when given, says why in one line naming both files).
std::shared_ptr<const WinSolution> loadSolution(std::shared_ptr<const TurnModel> model,
                                                const std::filesystem::path& dir,
                                                std::string* refused = nullptr);
// Writes through a temporary file; returns false (and leaves no partial file) on failure.
bool saveSolution(const WinSolution& solution, const std::filesystem::path& dir);

// Solutions of this process, by rules. `solveUpTo`: solve (and cache) when nothing is
// cached and the estimated state count is at most this; 0 never solves.
// `progress` follows a solve (see SolveOptions::progress).
std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules, std::uint64_t solveUpTo,
                                                  const std::filesystem::path& dir,
                                                  const SolveProgress& progress = {});
// The solution this process already holds for the rules (loaded or solved); never reads a
// file or solves, so it is cheap enough to ask at every decision.
std::shared_ptr<const WinSolution> heldSolution(const core::Rules& rules,
                                                const std::filesystem::path& dir);
// Estimated solve cost for the on-the-spot limits: states, weighted 25x with penalties
// (they make the solver sweep about 25 times on cubilete).
std::uint64_t solveCost(const TurnModel& model);
std::shared_ptr<const WinSolution> sharedSolution(const core::Rules& rules,
                                                  std::uint64_t solveUpTo = 0);
// The exact three-player solution (ThreeSolution), cached and shared the same way in its own
// files (<stem>-<key>-3p-v1.sol); `solveUpTo` is compared with its state estimate. Null for
// rules it does not take.
std::filesystem::path threeSolutionPath(const core::Rules& rules,
                                        const std::filesystem::path& dir = core::dataDirectory());
std::shared_ptr<const ThreeSolution> loadThreeSolution(std::shared_ptr<const TurnModel> model,
                                                       const std::filesystem::path& dir,
                                                       std::string* refused = nullptr);
bool saveThreeSolution(const ThreeSolution& solution, const std::filesystem::path& dir);
std::shared_ptr<const ThreeSolution> sharedThreeSolution(const core::Rules& rules,
                                                         std::uint64_t solveUpTo,
                                                         const std::filesystem::path& dir,
                                                         const SolveProgress& progress = {});
// Held, or read from the cache without waiting for a solve in progress; never solves (cheap
// enough to ask at a turn start).
std::shared_ptr<const ThreeSolution> cachedThreeSolution(const core::Rules& rules,
                                                         const std::filesystem::path& dir);
std::shared_ptr<const ThreeSolution> heldThreeSolution(const core::Rules& rules,
                                                       const std::filesystem::path& dir);
// The expected-points tables of a rule set, built once per process (any thread).
std::shared_ptr<const ExpectedPolicy> sharedExpectedPolicy(const core::Rules& rules);

} // namespace greed::ai
