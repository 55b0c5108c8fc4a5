// Resident size from /proc on Linux.
#include "platform/resident.hpp"

#include <cstdio>
#if defined(__unix__)
#include <unistd.h>
#endif

namespace greed::platform {

std::size_t residentBytes() {
#if defined(__unix__)
    std::FILE* file = std::fopen("/proc/self/statm", "r");
    if (file == nullptr) {
        return 0;
    }
    unsigned long size = 0;
    unsigned long resident = 0;
    const int read = std::fscanf(file, "%lu %lu", &size, &resident);
    std::fclose(file);
    const long page = sysconf(_SC_PAGESIZE);
    if (read != 2 || page <= 0) {
        return 0;
    }
    return static_cast<std::size_t>(resident) * static_cast<std::size_t>(page);
#else
    return 0;
#endif
}

} // namespace greed::platform
