// The memory the solvers may take: tables are estimated before they are allocated, and rule
// sets that would need more are refused with a message naming the limit (rather than the
// process dying of bad_alloc after a long wait).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace greed::ai {

// 2 GiB: more than any preset needs by three orders of magnitude (farkle's two-player
// solve holds under 1 MB), and safe on a small machine.
constexpr std::uint64_t kMemoryLimitBytes = 2ULL << 30;

class MemoryLimitError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "<what> would need about N MiB, over the limit of 2048 MiB" (empty when within it).
std::string memoryRefusal(const std::string& what, std::uint64_t bytes);
// Throws MemoryLimitError with memoryRefusal's text when `bytes` is over the limit.
void requireMemory(const std::string& what, std::uint64_t bytes);

} // namespace greed::ai
