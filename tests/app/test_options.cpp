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

TEST_CASE("options: --players names are checked like the setup screen's", "[options][name]") {
    // Issue 21: 26 characters were accepted where setup stops at 16; issue 22 item 6: a name
    // that is not UTF-8 reached the save and failed there.
    const auto sixteen = parse({"--players", std::string(16, 'x') + ",Bob:steady"});
    CHECK_FALSE(sixteen.exit.has_value());
    const struct {
        std::string players;
        std::string said;
    } bad[] = {
        {std::string(17, 'x') + ",Bob", "player 1's name has 17 characters (at most 16)"},
        {"Ann," + std::string(26, 'y'), "player 2's name has 26 characters (at most 16)"},
        {"Ann\xff,Bob", "player 1's name is not valid UTF-8 text (byte 4)"},
        {"Ann\x1b[2J,Bob", "player 1's name contains the control character U+001B"},
        {"Ann\xe2\x80\xae,Bob", "player 1's name contains the invisible character U+202E"},
    };
    for (const auto& b : bad) {
        INFO(b.players);
        const auto parsed = parse({"--players", b.players});
        CHECK(parsed.exit == 2);
        CHECK(parsed.said == "greed: --players: " + b.said + "\n");
    }
}

TEST_CASE("options: --renderer picks SDL's renderer by name, and a bad name is one clear line",
          "[options]") {
    using greed::platform::RenderDriver;
    CHECK(parse({}).options.renderer == RenderDriver::Automatic);
    CHECK(parse({"--renderer", "opengl"}).options.renderer == RenderDriver::OpenGL);
    CHECK(parse({"--renderer", "opengles2"}).options.renderer == RenderDriver::OpenGLES2);
    CHECK(parse({"--renderer", "software"}).options.renderer == RenderDriver::Software);
    CHECK(parse({"--software"}).options.renderer == RenderDriver::Software);
    for (const char* bad : {"vulkan", "OpenGL", "", "auto"}) {
        INFO(bad);
        const auto parsed = parse({"--renderer", bad});
        CHECK(parsed.exit == 2);
        CHECK(parsed.said ==
              std::string("greed: --renderer wants opengl, opengles2 or software, got '") + bad +
                  "'\n");
    }
    const auto both = parse({"--software", "--renderer", "opengl"});
    CHECK(both.exit == 2);
    CHECK_THAT(both.said, Catch::Contains("--software"));
}
