// Resident size: what the process holds in memory (Linux; elsewhere 0), for the memory trace.
#pragma once

#include <cstddef>

namespace greed::platform {

// The process's resident size in bytes (/proc/self/statm), or 0 where it cannot be read.
std::size_t residentBytes();

} // namespace greed::platform
