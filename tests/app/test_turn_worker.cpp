// TurnWorker: turned copies made off the frame are the very images the frame would make, each
// key is made once, a frame never waits for one (a queued job is handed back to it), and a
// change of size drops what was asked.
#include "app/ui/turn_worker.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <memory>
#include <thread>

using namespace greed::app;

namespace {

std::shared_ptr<const TurnSource> sourceOf(int w, int h) {
    PixelImage image;
    image.w = w;
    image.h = h;
    image.pixels.resize(static_cast<std::size_t>(w * h));
    for (int i = 0; i < w * h; ++i) {
        const auto v = static_cast<Uint32>(i * 37 % 256);
        image.pixels[static_cast<std::size_t>(i)] = (i % 5 == 0 ? 0x80u : 0xffu) << 24 | v << 16 |
                                                    (255 - v) << 8 | static_cast<Uint32>(i % 256);
    }
    return std::make_shared<const TurnSource>(turnSource(image));
}

} // namespace

TEST_CASE("a turn made by the worker is the turn the frame would make", "[turnworker]") {
    TurnWorker worker(TurnWorker::Mode::Manual);
    const auto source = sourceOf(20, 14);
    worker.request("a", source, 30, 26);
    worker.request("b", source, -44, 28);
    worker.request("a", source, 30, 26); // asked twice: made once
    CHECK(worker.pending() == 2);
    REQUIRE(worker.runOne());
    const std::optional<PixelImage> a = worker.take("a");
    REQUIRE(a.has_value());
    const PixelImage direct = turnedImage(*source, 30, 26);
    CHECK(a->w == direct.w);
    CHECK(a->pixels == direct.pixels);
    CHECK_FALSE(worker.take("a").has_value()); // taken once
    // Still queued: handed back to the caller (which makes it now) and dropped from the queue.
    CHECK_FALSE(worker.take("b").has_value());
    CHECK(worker.pending() == 0);
    CHECK_FALSE(worker.runOne());
}

TEST_CASE("finished turns are adopted one at a time and a resize drops the rest", "[turnworker]") {
    TurnWorker worker(TurnWorker::Mode::Manual);
    const auto source = sourceOf(12, 12);
    for (int angle = 10; angle <= 40; angle += 10) {
        worker.request("t" + std::to_string(angle), source, angle, 18);
    }
    REQUIRE(worker.runOne());
    REQUIRE(worker.runOne());
    const auto first = worker.takeAny();
    REQUIRE(first.has_value());
    CHECK((first->first == "t10" || first->first == "t20"));
    CHECK(worker.pending() == 3);
    worker.cancel();
    CHECK(worker.pending() == 0);
    CHECK_FALSE(worker.takeAny().has_value());
    CHECK_FALSE(worker.runOne());
}

TEST_CASE("the worker thread makes what is asked and stops cleanly", "[turnworker]") {
    const auto source = sourceOf(16, 10);
    {
        // At normal priority: at idle priority a busy machine may leave it no time at all.
        TurnWorker worker(TurnWorker::Mode::Normal);
        worker.request("x", source, 20, 20);
        worker.request("y", source, 50, 20);
        // This loop only guards against a hang (a minute for two small turns).
        for (int i = 0; i < 60000 && worker.pending() > 0; ++i) {
            if (auto made = worker.takeAny()) {
                const PixelImage direct = turnedImage(*source, made->first == "x" ? 20 : 50, 20);
                CHECK(made->second.pixels == direct.pixels);
                continue;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        CHECK(worker.pending() == 0);
    }
    {
        TurnWorker busy(TurnWorker::Mode::Normal); // destroyed with work queued: joins at once
        for (int angle = 2; angle < 360; angle += 2) {
            busy.request("z" + std::to_string(angle), source, angle, 20);
        }
    }
    SUCCEED("the worker stopped");
}
