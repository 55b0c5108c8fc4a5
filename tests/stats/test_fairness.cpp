// Fairness checks: the chi-square test accepts a fair seeded stream and rejects a biased one
// (built here only); bust rates are compared with the core's exact chance.
#include "stats_helpers.hpp"

#include "core/odds.hpp"
#include "core/rng.hpp"
#include "stats/fairness.hpp"
#include "stats/game_io.hpp"
#include "stats/stats_store.hpp"

#include <catch2/catch.hpp>

#include <limits>

using namespace greed;
using namespace greed::stats;

namespace {

std::vector<std::int64_t> faceCounts(int dice, int faces, const std::function<int()>& throwOne) {
    std::vector<std::int64_t> counts(static_cast<std::size_t>(faces), 0);
    for (int i = 0; i < dice; ++i) {
        ++counts[static_cast<std::size_t>(throwOne() - 1)];
    }
    return counts;
}

} // namespace

TEST_CASE("The chi-square p-value matches the table", "[stats]") {
    // Textbook critical values: P(X >= x) = 0.05 and 0.01.
    CHECK(chiSquarePValue(11.0705, 5) == Approx(0.05).margin(1e-4));
    CHECK(chiSquarePValue(15.0863, 5) == Approx(0.01).margin(1e-4));
    CHECK(chiSquarePValue(3.8415, 1) == Approx(0.05).margin(1e-4));
    CHECK(chiSquarePValue(0.0, 5) == 1.0);
}

TEST_CASE("A fair seeded stream is consistent with fair dice", "[stats]") {
    for (const std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
        core::Rng rng(seed);
        const auto test = chiSquareUniform(faceCounts(60000, 6, [&] { return rng.face(6); }));
        CHECK(test.enoughData);
        CHECK(test.degrees == 5);
        CHECK(test.pValue > 0.01);
        CHECK(test.verdict() == "consistent with fair dice");
    }
}

TEST_CASE("A biased stream is not consistent with fair dice", "[stats]") {
    // One six in twenty turns into a one: a die that favours the best face by 1%.
    core::Rng rng(1);
    const auto test = chiSquareUniform(faceCounts(60000, 6, [&] {
        const int f = rng.face(6);
        return f == 6 && rng.below(20) == 0 ? 1 : f;
    }));
    CHECK(test.pValue < 0.001);
    CHECK(test.verdict().rfind("not consistent with fair dice", 0) == 0);
}

TEST_CASE("Too few dice are not judged", "[stats]") {
    const auto test = chiSquareUniform({3, 1, 0, 2, 4, 1});
    CHECK_FALSE(test.enoughData);
    CHECK(test.verdict() == "too few dice thrown yet to judge");
}

TEST_CASE("Recorded games report face counts and bust rates against the exact chance", "[stats]") {
    const auto dir = test::freshFolder("fairness");
    StatsStore store(dir / "greed.db");
    std::vector<std::int64_t> faces(6, 0);
    std::map<int, std::pair<std::int64_t, std::int64_t>> busts; // dice -> throws, busts
    const core::Scorer scorer(core::loadPreset("greed"));
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const GameRecord g = test::playedGame(seed);
        for (const auto& s : g.seats) {
            for (const auto& t : s.turns) {
                for (const auto& r : t.rolls) {
                    for (const auto f : r.faces) {
                        ++faces[static_cast<std::size_t>(f - 1)];
                    }
                    auto& b = busts[static_cast<int>(r.faces.size())];
                    ++b.first;
                    b.second += scorer.bestPoints(core::countFaces(r.faces, 6)) == 0 ? 1 : 0;
                }
            }
        }
        REQUIRE(store.record(g));
    }
    const FairnessReport report = fairness(*store.reader());
    REQUIRE(report.faces.size() == 1);
    CHECK(report.faces[0].counts == faces);
    CHECK(report.faces[0].test.verdict() == "consistent with fair dice");
    REQUIRE(report.busts.size() == busts.size());
    for (const auto& line : report.busts) {
        CHECK(line.throws == busts[line.dice].first);
        CHECK(line.busts == busts[line.dice].second);
        REQUIRE(line.exact.has_value());
        CHECK(*line.exact == Approx(core::throwOdds(scorer, line.dice).bustProbability()));
    }
    CHECK(report.busts.back().exactText == "25/324"); // five dice of Greed

    // One game alone.
    const FairnessReport one = fairness(*store.reader(), std::int64_t{1});
    REQUIRE(one.faces.size() == 1);
    CHECK(one.diceThrown() < report.diceThrown());
}

TEST_CASE("Crafted counts in greed.db never overflow the fairness sums", "[stats]") {
    // Issue 38: sums of counts near the largest integer overflowed (UBSan), a face count of
    // millions sized a table by it.
    const auto dir = test::freshFolder("fairness-crafted");
    StatsStore store(dir / "greed.db");
    REQUIRE(store.record(test::playedGame(1)));
    {
        Database db = Database::open(dir / "greed.db", Database::Access::ReadWrite);
        db.exec("UPDATE face_totals SET count = 9223372036854775807 WHERE face IN (1, 2);"
                "UPDATE face_totals SET count = -5 WHERE face = 3;"
                "INSERT INTO face_totals(face_count, face, count) VALUES (1000, 1, 7);"
                "UPDATE throw_totals SET throws = 9223372036854775807, "
                "busts = 9223372036854775807, dice = 2000000000 WHERE dice = 1;"
                "UPDATE throw_totals SET busts = throws + 10 WHERE dice = 2;");
    }
    const FairnessReport report = fairness(*store.reader());
    REQUIRE(report.faces.size() == 1); // the 1000-face row is passed over
    CHECK(report.faces[0].faceCount == 6);
    CHECK(report.faces[0].counts[2] == 0);
    CHECK(report.faces[0].test.total == std::numeric_limits<std::int64_t>::max());
    CHECK(report.diceThrown() == std::numeric_limits<std::int64_t>::max());
    for (const auto& line : report.busts) {
        INFO(line.dice);
        CHECK(line.busts <= line.throws);
        CHECK(line.throws >= 0);
        CHECK((line.dice <= 6 || !line.exact.has_value()));
    }
}
