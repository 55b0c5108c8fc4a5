// __map_file for Emscripten 3.1.6, whose own stub returns -1 where the C library expects a null
// pointer: its gettext (.mo catalogues) and time-zone readers map whole files through it, and
// with the stub every translation is silently missing. This one reads the file into memory.
#include <cstddef>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

extern "C" const unsigned char* __map_file(const char* pathname, std::size_t* size) {
    const int fd = open(pathname, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        return nullptr;
    }
    void* map = MAP_FAILED;
    struct stat st {};
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        map = mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_SHARED, fd, 0);
        *size = static_cast<std::size_t>(st.st_size);
    }
    close(fd);
    return map == MAP_FAILED ? nullptr : static_cast<const unsigned char*>(map);
}
