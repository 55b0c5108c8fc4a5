// The text caches are bounded: ever new strings (names in replays, a long night of play) keep
// memory flat, and the strings in use stay cached (issue 22 item 12).
#include "app_harness.hpp"

#include "platform/bounded_cache.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace greed;
using namespace greed::app::test;

TEST_CASE("bounded cache: the least recently used entry goes first", "[text][cache]") {
    platform::BoundedCache<int> cache(3, 1000);
    cache.insert("a", 1, 10);
    cache.insert("b", 2, 10);
    cache.insert("c", 3, 10);
    REQUIRE(cache.find("a") != nullptr); // a is now the most recent
    cache.insert("d", 4, 10);
    CHECK(cache.size() == 3);
    CHECK(cache.find("b") == nullptr);
    CHECK(*cache.find("a") == 1);
    CHECK(cache.bytes() == 3 * (10 + 2));
}

TEST_CASE("bounded cache: bytes are bounded as well as entries", "[text][cache]") {
    platform::BoundedCache<int> cache(100, 1000);
    for (int i = 0; i < 50; ++i) {
        cache.insert("key" + std::to_string(i), i, 300);
        CHECK(cache.bytes() <= 1000);
    }
    CHECK(cache.size() == 3);
    // One entry larger than the whole budget stays until the next insert (its caller uses it).
    REQUIRE(cache.insert("huge", 7, 5000) != nullptr);
    CHECK(cache.size() == 1);
    cache.insert("small", 8, 10);
    CHECK(cache.find("huge") == nullptr);
    CHECK(cache.bytes() <= 1000);
}

TEST_CASE("text: thousands of distinct strings keep the cache under its bounds", "[text][cache]") {
    Harness h;
    auto& text = h.app().services().painter.text();
    const auto before = text.renderedCount();
    for (int i = 0; i < 6000; ++i) {
        const std::string s = "Player " + std::to_string(i);
        text.measure(s, 14 + i % 30, i % 2 == 0);
        text.fitSize(s, 30, false, 60 + i % 200);
        REQUIRE(text.cachedCount() <= 1500);
        REQUIRE(text.cachedBytes() <= text.cachedBytesLimit());
    }
    CHECK(text.renderedCount() - before >= 6000);
    // Long strings at many sizes: the byte bound holds where the count alone would not (each
    // is several megabytes of texture).
    const std::string line(1500, 'W');
    for (int size = 20; size < 60; ++size) {
        const SDL_Point drawn = text.measure(line + std::to_string(size), size, false);
        REQUIRE(drawn.x > 0);
        const std::size_t newest =
            static_cast<std::size_t>(drawn.x) * static_cast<std::size_t>(drawn.y) * 4 +
            4 * line.size();
        CHECK(text.cachedBytes() <= text.cachedBytesLimit() + newest);
    }
    // What is in use stays: a string drawn again is not rendered again.
    const auto rendered = text.renderedCount();
    text.measure("Ann", 18, false);
    text.measure("Ann", 18, false);
    CHECK(text.renderedCount() == rendered + 1);
}
