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
    CHECK_THROWS_WITH(ScriptRunner::parse("until lobby\n", "s"),
                      Catch::Contains("no screen 'lobby'"));
    CHECK_THROWS_WITH(ScriptRunner::parse("wait soon\n", "s"), Catch::Contains("numbers"));
    CHECK_THROWS_WITH(ScriptRunner::parse("resize 1\n", "s"), Catch::Contains("arguments"));
}
