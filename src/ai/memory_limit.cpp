// Memory refusals: one wording for every solver.
#include "ai/memory_limit.hpp"

namespace greed::ai {

std::string memoryRefusal(const std::string& what, std::uint64_t bytes) {
    if (bytes <= kMemoryLimitBytes) {
        return {};
    }
    constexpr std::uint64_t mib = 1ULL << 20;
    return what + " would need about " + std::to_string((bytes + mib - 1) / mib) +
           " MiB, over the limit of " + std::to_string(kMemoryLimitBytes / mib) + " MiB";
}

void requireMemory(const std::string& what, std::uint64_t bytes) {
    if (const std::string why = memoryRefusal(what, bytes); !why.empty()) {
        throw MemoryLimitError(why);
    }
}

} // namespace greed::ai
