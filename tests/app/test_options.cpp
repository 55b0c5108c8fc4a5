// The game's command line: bad arguments exit 2 with one line saying what is possible.
#include "app/options.hpp"

#include <catch2/catch.hpp>

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace greed::app;

namespace {

struct Parsed {
    std::optional<int> exit;
    std::string said; // what went to stderr
    Options options;
};

Parsed parse(std::vector<std::string> args) {
    args.insert(args.begin(), "greed");
    std::vector<char*> argv;
    for (auto& a : args) {
        argv.push_back(a.data());
    }
    Parsed out;
    std::ostringstream err;
    auto* old = std::cerr.rdbuf(err.rdbuf());
    out.exit = parseOptions(static_cast<int>(argv.size()), argv.data(), out.options);
    std::cerr.rdbuf(old);
    out.said = err.str();
    return out;
}

} // namespace

TEST_CASE("options: a window size SDL cannot open is a bad argument naming the range",
          "[options]") {
    // It used to reach SDL and exit 1 with "Window is too large".
    for (const char* size :
         {"99999x99999", "9000x720", "1280x8193", "640x400", "799x600", "800x599"}) {
        INFO(size);
        const auto parsed = parse({"--size", size});
        CHECK(parsed.exit == 2);
        CHECK(parsed.said ==
              std::string("greed: --size must be from 800x600 to 8192x8192, got ") + size + "\n");
    }
    const auto fine = parse({"--size", "8192x8192", "--seed", "1"});
    CHECK_FALSE(fine.exit.has_value());
    CHECK(fine.options.width == 8192);
    CHECK(parse({"--size", "12x"}).exit == 2);
}

TEST_CASE("options: --rejoin-seconds sets how long a hosted table keeps a lost seat",
          "[options][net]") {
    CHECK(parse({}).options.rejoinSeconds == 60);
    const auto set = parse({"--rejoin-seconds", "15"});
    CHECK_FALSE(set.exit.has_value());
    CHECK(set.options.rejoinSeconds == 15);
    for (const char* bad : {"0", "-3", "4000", "soon"}) {
        INFO(bad);
        const auto parsed = parse({"--rejoin-seconds", bad});
        CHECK(parsed.exit == 2);
        CHECK_THAT(parsed.said, Catch::Contains("--rejoin-seconds"));
    }
}
