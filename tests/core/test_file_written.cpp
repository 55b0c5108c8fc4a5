// Tests of the file-written hook (core/small_file.hpp): a browser copies its data folder to its
// storage when a file there was written whole, so the atomic writer must call the hook after a
// write that succeeded, and never after one that failed.
#include "core/small_file.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

std::atomic<int> g_calls{0};

void countCall() {
    ++g_calls;
}

// Points the hook at countCall for one test and takes it away again.
struct CountingHook {
    CountingHook() {
        g_calls = 0;
        greed::core::setFileWrittenHook(countCall);
    }
    ~CountingHook() { greed::core::setFileWrittenHook(nullptr); }
    CountingHook(const CountingHook&) = delete;
    CountingHook& operator=(const CountingHook&) = delete;
};

} // namespace

TEST_CASE("file written: a file written whole calls the hook, a failed write does not",
          "[core][file_written]") {
    const auto dir =
        fs::temp_directory_path() / ("greed-file-written-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    CountingHook hook;
    CHECK(greed::core::writeFileAtomically(dir / "a.json", "{}\n").empty());
    CHECK(g_calls == 1);
    // A folder where the file should go: the write fails and says so, and calls nothing.
    fs::create_directories(dir / "taken");
    CHECK_FALSE(greed::core::writeFileAtomically(dir / "taken", "{}\n").empty());
    CHECK(g_calls == 1);
    fs::remove_all(dir);
}

TEST_CASE("file written: the other writers' note reaches the hook, and with none set it is a no-op",
          "[core][file_written]") {
    {
        CountingHook hook;
        greed::core::noteFileWritten();
        greed::core::noteFileWritten();
        CHECK(g_calls == 2);
    }
    greed::core::noteFileWritten(); // no hook: nothing to call, nothing counted
    CHECK(g_calls == 2);
}
