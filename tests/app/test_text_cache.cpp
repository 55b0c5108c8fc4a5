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

TEST_CASE("bounded cache: an entry can be dropped and inserts journaled", "[text][cache]") {
    platform::BoundedCache<int> cache(10, 1000);
    cache.insert("before", 1, 10);
    std::vector<std::string> journal;
    cache.journal(&journal);
    cache.insert("one", 2, 10);
    cache.insert("two", 3, 10);
    CHECK(cache.find("before") != nullptr); // a hit is not an insert
    cache.journal(nullptr);
    cache.insert("after", 4, 10);
    CHECK(journal == std::vector<std::string>{"one", "two"});
    cache.erase("one");
    cache.erase("absent");
    CHECK(cache.find("one") == nullptr);
    CHECK(cache.size() == 3);
    CHECK(cache.bytes() == 3 * 10 + 2 * (6 + 3 + 5));
}

namespace {
// The pixels of `s` drawn at `size` in the display face at the window's top left.
std::vector<Uint32> bannerPixels(Harness& h, const std::string& s, int size) {
    SDL_Renderer* r = h.app().renderer().get();
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    platform::TextStyle style;
    style.size = size;
    style.display = true;
    h.app().services().painter.text().draw(s, 0, 0, style);
    return readBack(r, 1280, 720);
}
} // namespace

TEST_CASE("text: banner sizes share one font a face, drawn as by a font of their own",
          "[text][cache]") {
    Harness fresh;
    const std::vector<Uint32> expected = bannerPixels(fresh, "HOT DICE", 200);

    Harness h;
    auto& text = h.app().services().painter.text();
    const std::size_t fonts = text.fontCount();
    // Banners fitted to their width ask for a new size nearly every time.
    for (int size = 100; size < 400; size += 7) {
        platform::TextStyle style;
        style.size = size;
        style.display = true;
        REQUIRE(text.measure("FINAL ROUND " + std::to_string(size), style).x > 0);
        style.display = false;
        style.bold = size % 2 == 0;
        REQUIRE(text.measure("+" + std::to_string(size * 50), style).x > 0);
    }
    CHECK(text.fontCount() <= fonts + 3);
    // The shared font set back to a size draws what a font opened at that size draws.
    CHECK(bannerPixels(h, "HOT DICE", 200) == expected);
}
