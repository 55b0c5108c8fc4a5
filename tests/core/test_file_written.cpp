// Tests of data_written.hpp: a browser copies its data folder to storage in the frame a file
// there was written, once however many were written (the note is taken once).
#include "core/data_written.hpp"
#include "core/small_file.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <unistd.h>

using greed::core::noteDataWritten;
using greed::core::takeDataWritten;
namespace fs = std::filesystem;

TEST_CASE("data written: many notes are taken once", "[core][data_written]") {
    takeDataWritten(); // whatever came before
    CHECK_FALSE(takeDataWritten());
    noteDataWritten();
    noteDataWritten();
    CHECK(takeDataWritten());
    CHECK_FALSE(takeDataWritten());
}

TEST_CASE("data written: a file written whole leaves a note, a failed write none",
          "[core][data_written]") {
    const auto dir =
        fs::temp_directory_path() / ("greed-data-written-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    takeDataWritten();
    CHECK(greed::core::writeFileAtomically(dir / "a.json", "{}\n").empty());
    CHECK(takeDataWritten());
    // A folder where the file should go: the write fails and says so, with no note.
    fs::create_directories(dir / "taken");
    CHECK_FALSE(greed::core::writeFileAtomically(dir / "taken", "{}\n").empty());
    CHECK_FALSE(takeDataWritten());
    fs::remove_all(dir);
}
