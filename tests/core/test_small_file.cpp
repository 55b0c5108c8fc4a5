// Tests of small_file.hpp: FIFOs, devices and folders are refused at once with one line naming
// the file, files over their kind's cap are refused after reading no more than cap + 1 bytes.
#include "../support/hang_guard.hpp"

#include "core/small_file.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using greed::core::fileCap;
using greed::core::FileKind;
using greed::core::FileReadError;
using greed::core::readFirstLine;
using greed::core::readSmallFile;
namespace fs = std::filesystem;

namespace {

fs::path tempFolder(const std::string& name) {
    const auto dir =
        fs::temp_directory_path() / ("greed-small-file-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// The message and reason readSmallFile refuses `path` with ("" when it reads it).
std::pair<std::string, FileReadError::Reason> refusal(const fs::path& path, FileKind kind) {
    try {
        readSmallFile(path, kind);
    } catch (const FileReadError& e) {
        return {e.what(), e.reason()};
    }
    return {"", FileReadError::Reason::ReadFailed};
}

} // namespace

TEST_CASE("small file: a FIFO is refused without waiting for a writer", "[file]") {
    const auto dir = tempFolder("fifo");
    const auto fifo = dir / "settings.json";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // Opened for reading with no writer, a FIFO blocks forever: run it where a hang is seen.
    const auto outcome = greed::test::outcomeInChild([&] {
        const auto [message, reason] = refusal(fifo, FileKind::Settings);
        return reason == FileReadError::Reason::NotRegular &&
               message == fifo.string() + ": not a regular file";
    });
    CHECK(outcome == "returned true");
    const auto firstLine = greed::test::outcomeInChild([&] {
        try {
            readFirstLine(fifo, FileKind::Match);
        } catch (const FileReadError& e) {
            return e.reason() == FileReadError::Reason::NotRegular;
        }
        return false;
    });
    CHECK(firstLine == "returned true");
    fs::remove_all(dir);
}

TEST_CASE("small file: devices and folders are refused before any read", "[file]") {
    // /dev/zero never ends: read whole, it took 2 GB before the program died.
    const auto [zero, zeroReason] = refusal("/dev/zero", FileKind::Match);
    CHECK(zero == "/dev/zero: not a regular file");
    CHECK(zeroReason == FileReadError::Reason::NotRegular);
    const auto dir = tempFolder("folder");
    CHECK(refusal(dir, FileKind::Rules).first == dir.string() + ": not a regular file");
    fs::remove_all(dir);
}

TEST_CASE("small file: a file over its kind's cap is refused, one at the cap is read", "[file]") {
    const auto dir = tempFolder("cap");
    const auto path = dir / "settings.json";
    const std::size_t cap = fileCap(FileKind::Settings);
    std::ofstream(path, std::ios::binary) << std::string(cap, ' ');
    CHECK(readSmallFile(path, FileKind::Settings).size() == cap);
    std::ofstream(path, std::ios::binary | std::ios::app) << ' ';
    const auto [message, reason] = refusal(path, FileKind::Settings);
    CHECK(message == path.string() + ": too large (over 64 KiB)");
    CHECK(reason == FileReadError::Reason::TooLarge);
    // The caps are in MiB where they are large.
    std::ofstream(path, std::ios::binary) << std::string(fileCap(FileKind::Rules) + 1, '[');
    CHECK(refusal(path, FileKind::Rules).first == path.string() + ": too large (over 1 MiB)");
    fs::remove_all(dir);
}

TEST_CASE("small file: /proc files (size 0 on stat) are read up to the cap", "[file]") {
    // The size stat gives is not trusted: the read itself stops past the cap.
    CHECK_FALSE(readSmallFile("/proc/self/status", FileKind::Settings).empty());
}

TEST_CASE("small file: a missing file says so and the first line reads alone", "[file]") {
    const auto dir = tempFolder("missing");
    const auto [message, reason] = refusal(dir / "nothing.json", FileKind::Rules);
    CHECK(reason == FileReadError::Reason::Missing);
    CHECK(message.rfind((dir / "nothing.json").string() + ": cannot open (", 0) == 0);
    const auto path = dir / "m.greed";
    std::ofstream(path, std::ios::binary) << "{\"a\":1}\nsecond\n";
    CHECK(readFirstLine(path, FileKind::Match) == "{\"a\":1}");
    std::ofstream(path, std::ios::binary) << "no newline";
    CHECK(readFirstLine(path, FileKind::Match) == "no newline");
    fs::remove_all(dir);
}
