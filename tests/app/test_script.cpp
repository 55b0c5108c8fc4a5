// Script files: parsing and errors that name the line.
#include "app/dev/script.hpp"

#include <catch2/catch.hpp>

using namespace greed::app;

TEST_CASE("script: every command parses, comments and blank lines are skipped", "[script]") {
    CHECK_NOTHROW(
        ScriptRunner::parse("# demo\n\nwait 0.5\nframes 3\nkey space b alt+return\n"
                            "type Ann Lee\nclick roll\nclick 10 20\nmove 1 2\nshot x\n"
                            "until table 5\nidle\nresize 800 600\nexpect table\nskip\nquit\n",
                            "t"));
}

TEST_CASE("script: errors name the file and line", "[script]") {
    CHECK_THROWS_WITH(ScriptRunner::parse("wait 1\njump 3\n", "s.txt"), Catch::Contains("s.txt:2"));
    CHECK_THROWS_WITH(ScriptRunner::parse("key nosuchkey\n", "s"), Catch::Contains("unknown key"));
    CHECK_THROWS_WITH(ScriptRunner::parse("until casino\n", "s"),
                      Catch::Contains("no screen 'casino'"));
    CHECK_THROWS_WITH(ScriptRunner::parse("wait soon\n", "s"), Catch::Contains("seconds"));
    CHECK_THROWS_WITH(ScriptRunner::parse("resize 1\n", "s"), Catch::Contains("arguments"));
}

// Times too large for a frame count (1e300 seconds overflowed it), not numbers at all (nan,
// inf) or negative are refused when the script is loaded, naming the line.
TEST_CASE("script: out-of-range numbers are refused with the line number", "[script]") {
    struct Case {
        const char* text;
        const char* says;
    };
    const Case cases[] = {
        {"wait 1\nwait 1e300\n", "s:2: 'wait' wants seconds from 0 to 86400, got '1e300'"},
        {"wait nan\n", "s:1: 'wait' wants seconds"},
        {"wait inf\n", "s:1: 'wait' wants seconds"},
        {"wait -1\n", "s:1: 'wait' wants seconds"},
        {"wait 2s\n", "s:1: 'wait' wants seconds"},
        {"\n\nuntil title 1e300\n", "s:3: 'until' wants seconds"},
        {"idle nan\n", "s:1: 'idle' wants seconds"},
        {"frames 1e3\n", "s:1: 'frames' wants whole numbers"},
        {"frames 99999999999999999999\n", "s:1: 'frames' wants whole numbers"},
        {"click 1e300 5\n", "s:1: 'click' wants whole numbers"},
        {"move 5 -99999999999\n", "s:1: 'move' wants whole numbers"},
        {"resize 99999 99999\n", "s:1: 'resize' must be from 800x600 to 8192x8192"},
        {"resize 320 200\n", "s:1: 'resize' must be from 800x600"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        CHECK_THROWS_WITH(ScriptRunner::parse(c.text, "s"), Catch::Contains(c.says));
    }
    CHECK_NOTHROW(ScriptRunner::parse("wait 86400\nwait 0\nuntil title 0.5\nclick -5 7\n"
                                      "resize 8192 8192\nresize 800 600\nframes 0\n",
                                      "s"));
}
