// A match's life through the real App, each test in a data folder of its own: played and
// recorded, watched again from its file, left and continued from the title, a damaged save set
// aside, players joining and leaving through the pause menu, --resume with nothing to resume.
#include "app_harness.hpp"
#include "play_keys.hpp"
#include "text_fit.hpp"

#include "app/scenes/scenes.hpp"
#include "app/table/replay_source.hpp"
#include "app/table/table_scene.hpp"
#include "app/ui/personality_words.hpp"
#include "core/rules_io.hpp"
#include "core/save.hpp"
#include "session/match_file.hpp"
#include "session/replay_index.hpp"
#include "session/save_store.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;
using greed::app::test::playStep;
namespace core = greed::core;
namespace session = greed::session;
namespace fs = std::filesystem;
namespace i18n = greed::i18n;

namespace {

// The test's own data folder (GREED_DATA_DIR, test::TempDataDir) and where the game saves in it.
class DataDir : public test::TempDataDir {
public:
    explicit DataDir(const std::string& name) : TempDataDir("flow-" + name) {}
    fs::path saves() const { return path() / "saves"; }
    fs::path current() const { return saves() / "current.greed"; }
};

// The options of a run that saves its match (as an interactive one does): a new game of
// `players` with `rules`, or the title when no players are given.
Options savingOptions(const std::string& rules, const std::string& players = "") {
    Options o = test::testOptions(rules, players);
    o.forceSave = true;
    return o;
}

std::string readAll(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeAll(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream out(file, std::ios::binary);
    out << text;
}

// An App stepped by hand like Harness, but without a first frame in its constructor: a replay
// plays its first move in the very first frame, and the test listens to the match before that.
class Runner {
public:
    explicit Runner(const Options& options) : m_app(std::make_unique<App>(options, m_clock)) {}
    App& app() { return *m_app; }
    std::string scene() { return m_app->top().name(); }
    void frames(int n = 1) {
        for (int i = 0; i < n; ++i) {
            m_app->frame();
        }
    }
    void key(SDL_Keycode k) {
        SDL_Event ev{};
        ev.type = SDL_KEYDOWN;
        ev.key.windowID = m_app->window().id();
        ev.key.keysym.sym = k;
        ev.key.keysym.scancode = SDL_GetScancodeFromKey(k);
        SDL_PushEvent(&ev);
        ev.type = SDL_KEYUP;
        SDL_PushEvent(&ev);
        frames(1);
    }

private:
    greed::platform::ManualClock m_clock;
    std::unique_ptr<App> m_app;
};

// Fastest animations and computer players: the same flow in fewer frames.
void quick(App& app) {
    app.services().settings.speedIndex = static_cast<int>(Settings::kSpeeds.size()) - 1;
    app.services().settings.paceIndex = static_cast<int>(Settings::kPaces.size()) - 1;
}

template <typename Driver> TableScene* tableOf(Driver& h) {
    return dynamic_cast<TableScene*>(&h.app().top());
}

template <typename Driver> bool hasButton(Driver& h, const std::string& id) {
    const auto buttons = h.app().top().buttons();
    return std::any_of(buttons.begin(), buttons.end(), [&](const Button& b) { return b.id == id; });
}

// The table on top of `h`; fails the test when the top is another screen.
TableScene& theTable(Harness& h) {
    REQUIRE(h.scene() == "table");
    TableScene* table = tableOf(h);
    REQUIRE(table != nullptr);
    return *table;
}

// Plays the table of `h` (the person by playStep) until `stop(game, table)` holds; fails the
// test when it does not within `steps` steps.
template <typename Stop> TableScene& playUntil(Harness& h, int steps, Stop stop) {
    TableScene& table = theTable(h);
    auto done = [&] {
        return stop(table.game(), table);
    };
    for (int guard = 0; !done() && guard < steps; ++guard) {
        playStep(h);
    }
    REQUIRE(done());
    return table;
}

// Frames until the person at the table is to act (at most `frames`); fails the test otherwise.
void waitForThePerson(Harness& h, const TableScene& table, int frames = 120) {
    for (int i = 0; i < frames && !table.humanToAct(); ++i) {
        h.frames(1);
    }
    REQUIRE(table.humanToAct());
}

// Continue (C) on the title: the table of the saved match.
TableScene& continueFromTitle(Harness& h) {
    REQUIRE(h.scene() == "title");
    h.key(SDLK_c);
    return theTable(h);
}

// What the events of a match say, field by field (the App's events and a replay's must agree).
std::string describe(const core::Event& e) {
    std::ostringstream out;
    out << "type " << static_cast<int>(e.type) << " player " << e.player << " points " << e.points
        << " total " << e.total << " dice";
    for (auto f : e.dice) {
        out << ' ' << static_cast<int>(f);
    }
    return out.str();
}

std::vector<std::string> describeAll(const std::vector<core::Event>& events) {
    std::vector<std::string> out;
    out.reserve(events.size());
    for (const auto& e : events) {
        out.push_back(describe(e));
    }
    return out;
}

// Everything the App's match applies from now on, followed like the table follows it: its move
// log, and the events of its moves applied in order to a game of the same set-up.
struct MatchTap {
    std::vector<core::Event> events;
    std::size_t moves = 0;
    void attach(App& app) {
        session::MatchSession* match = app.playedMatch();
        REQUIRE(match != nullptr);
        REQUIRE(match->moves().empty());
        m_app = &app;
        m_game.emplace(session::createGame(match->setup()));
    }
    // Call while the match is played (the table gives way to the results after its end).
    void follow() {
        const session::MatchSession* match = m_app->playedMatch();
        if (match == nullptr) {
            return;
        }
        for (; moves < match->moves().size(); ++moves) {
            const auto out = session::applyMove(*m_game, match->moves()[moves]);
            REQUIRE(out.ok);
            events.insert(events.end(), out.events.begin(), out.events.end());
        }
    }

private:
    App* m_app = nullptr;
    std::optional<core::Game> m_game;
};

// The finished game and the results screen's pixels once its celebration is over.
struct Finish {
    std::string game; // core::saveGameText of the table's game once it was over
    greed::platform::SurfacePtr shot;
};

// The results screen celebrates a win with confetti for 8 s (each piece falls for at most 6 s),
// drawn from the visual random stream, which a played and a watched match use differently (the
// computer player's lines and skipped animations draw from it while playing, not while
// watching), so the confetti differs between the two runs. Once the celebration is over the
// screen shows only the game; 15 s after the results appeared both runs draw the same picture,
// whatever frame or logic step the results appeared at.
constexpr double kCelebration = 15.0;

// Steps `drive` until the table gives way to the results, remembering the finished game, then
// runs the results screen through the App for a few frames, moves its clock past the
// celebration (its own update, as App::frame calls it, without drawing 900 frames) and
// captures it after one more real frame.
template <typename Drive> Finish runToResults(Runner& r, Drive drive) {
    Finish finish;
    for (int guard = 0; r.scene() == "table" && guard < 30000; ++guard) {
        const TableScene* table = tableOf(r);
        REQUIRE(table != nullptr);
        if (table->game().phase() == core::Phase::GameOver) {
            finish.game = core::saveGameText(table->game());
        }
        drive();
    }
    REQUIRE(r.scene() == "results");
    REQUIRE_FALSE(finish.game.empty()); // the table showed the finished game before leaving
    r.frames(30);
    for (int i = 0; i < static_cast<int>(kCelebration / App::kStep); ++i) {
        r.app().top().update(App::kStep);
    }
    r.frames(1);
    REQUIRE(r.scene() == "results");
    finish.shot = r.app().renderAndCapture();
    REQUIRE(finish.shot != nullptr);
    return finish;
}

void checkSamePixels(const SDL_Surface& a, const SDL_Surface& b) {
    REQUIRE(a.w == b.w);
    REQUIRE(a.h == b.h);
    REQUIRE(a.format->format == b.format->format);
    const int bytes = a.w * a.format->BytesPerPixel;
    long differ = 0;
    int firstX = -1;
    int firstY = -1;
    for (int y = 0; y < a.h; ++y) {
        const auto* ra = static_cast<const Uint8*>(a.pixels) + y * a.pitch;
        const auto* rb = static_cast<const Uint8*>(b.pixels) + y * b.pitch;
        if (std::memcmp(ra, rb, static_cast<std::size_t>(bytes)) == 0) {
            continue;
        }
        for (int x = 0; x < a.w; ++x) {
            const int at = x * a.format->BytesPerPixel;
            if (std::memcmp(ra + at, rb + at, a.format->BytesPerPixel) != 0) {
                if (differ++ == 0) {
                    firstX = x;
                    firstY = y;
                }
            }
        }
    }
    INFO(differ << " pixels differ, the first at " << firstX << "," << firstY);
    CHECK(differ == 0);
}

// Distinct pixel values in a surface (a blank capture has one).
std::size_t colours(const SDL_Surface& s) {
    std::vector<Uint32> seen;
    for (int y = 0; y < s.h; y += 7) {
        const auto* row = static_cast<const Uint8*>(s.pixels) + y * s.pitch;
        for (int x = 0; x < s.w; x += 7) {
            Uint32 v = 0;
            std::memcpy(&v, row + x * s.format->BytesPerPixel, sizeof v);
            seen.push_back(v);
        }
    }
    std::sort(seen.begin(), seen.end());
    return static_cast<std::size_t>(std::unique(seen.begin(), seen.end()) - seen.begin());
}

} // namespace

TEST_CASE("a replay from the match file gives the same events and the same final screenshot",
          "[flow]") {
    DataDir data("replay");

    // 1. Played: Ann by keys against Steady Sam, recorded in the data folder.
    Options played = savingOptions("greed", "Ann,Bot:steady");
    played.seed = 7;
    played.match.seed = 7;
    MatchTap original;
    Finish first;
    {
        Runner r(played);
        quick(r.app());
        // Still pictures: the results' winner rays turn for as long as the screen shows, and
        // the two runs reach it a few frames apart.
        r.app().services().settings.reducedMotion = true;
        REQUIRE(r.scene() == "table");
        original.attach(r.app());
        first = runToResults(r, [&] {
            original.follow();
            playStep(r);
        });
    }
    REQUIRE(original.moves > 10);
    REQUIRE_FALSE(original.events.empty());
    CHECK(original.events.back().type == core::EventType::GameOver);

    // The finished match was moved among the kept games.
    CHECK_FALSE(fs::exists(data.current()));
    std::vector<fs::path> kept;
    for (const auto& entry : fs::directory_iterator(data.saves() / "games")) {
        if (entry.path().extension() == ".greed") {
            kept.push_back(entry.path());
        }
    }
    REQUIRE(kept.size() == 1);
    const session::SavedMatch saved = session::loadMatch(kept.front());
    CHECK(saved.over);
    CHECK(saved.record.moves.size() == original.moves);
    CHECK(saved.record.setup.seed == 7);
    // The file alone rebuilds the game that was played.
    CHECK(core::saveGameText(session::MatchSession::fromRecord(saved.record)->game()) ==
          first.game);

    // 2. Watched: `greed --replay FILE` (options as parseOptions fills them).
    Options watched = test::testOptions("greed");
    watched.replay = kept.front().string();
    auto record = std::make_shared<session::MatchRecord>(session::loadMatch(watched.replay).record);
    watched.match = record->setup;
    watched.seed = record->setup.seed;
    watched.replayRecord = record;
    MatchTap replayed;
    Finish second;
    {
        Runner r(watched);
        quick(r.app());
        r.app().services().settings.reducedMotion = true;
        REQUIRE(r.scene() == "table");
        replayed.attach(r.app());
        for (int i = 0; i < 5; ++i) {
            r.key(SDLK_UP); // replay speed up to 4x
        }
        second = runToResults(r, [&] {
            replayed.follow();
            r.frames(1);
        });
    }
    CHECK(replayed.moves == original.moves);
    CHECK(second.game == first.game);
    const auto a = describeAll(original.events);
    const auto b = describeAll(replayed.events);
    CHECK(a.size() == b.size());
    const auto mismatch = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
    if (mismatch.first != a.end() || mismatch.second != b.end()) {
        const auto at = mismatch.first - a.begin();
        FAIL("event " << at << " differs: played '"
                      << (mismatch.first != a.end() ? *mismatch.first : "(none)") << "', replayed '"
                      << (mismatch.second != b.end() ? *mismatch.second : "(none)") << "'");
    }
    CHECK(colours(*first.shot) > 20); // a real picture, not an empty capture
    checkSamePixels(*first.shot, *second.shot);
}

namespace {
// Plays a saved quick game (Ann against Steady) for a few moves and closes the window mid-game,
// leaving the match in progress in `data` for Continue.
void leaveAMatchInProgress(const DataDir& data) {
    Harness h(savingOptions("greed", "Ann,Bot:steady"));
    quick(h.app());
    REQUIRE(h.scene() == "table");
    for (int guard = 0; guard < 20; ++guard) {
        playStep(h);
    }
    REQUIRE(h.scene() == "table");
    REQUIRE(fs::exists(data.current()));
}
// Starts the quick game of `h` and waits until Ann, the person, is to act.
TableScene* startAndWaitForAnn(Harness& h) {
    quick(h.app());
    TableScene& table = theTable(h);
    waitForThePerson(h, table);
    return &table;
}
} // namespace

TEST_CASE("the title with a saved game fits: Continue's line clear of the footer", "[flow]") {
    // At 800x600 the line saying what Continue continues ran under the F11 footer button.
    DataDir data("continue-fits");
    leaveAMatchInProgress(data);
    const std::pair<int, int> sizes[] = {{800, 600}, {1024, 768}, {1280, 720}, {1920, 1080}};
    for (auto language : {greed::i18n::Language::English, greed::i18n::Language::Spanish,
                          greed::i18n::Language::German}) {
        for (const auto& [w, ht] : sizes) {
            Options o = savingOptions("greed");
            o.width = w;
            o.height = ht;
            o.language = language;
            const test::InLanguage back(language); // English again afterwards
            Harness h(o);
            REQUIRE(h.scene() == "title");
            REQUIRE(hasButton(h, "continue"));
            test::checkText(h, w, ht);
        }
    }
}

TEST_CASE("Continue on the title resumes the saved match where it stopped", "[flow]") {
    DataDir data("continue");
    std::string before;
    std::size_t movesBefore = 0;
    {
        Harness h(savingOptions("greed", "Ann,Bot:steady"));
        quick(h.app());
        // Two whole turns of Ann's, then into a third until she has scored and may roll on.
        const TableScene& table = playUntil(h, 5000, [](const core::Game& g, const TableScene& t) {
            return g.players()[0].history.size() >= 2 && t.humanToAct() && g.currentPlayer() == 0 &&
                   g.phase() == core::Phase::AwaitDecision;
        });
        REQUIRE(table.game().turnTotal() > 0);
        before = core::saveGameText(table.game());
        REQUIRE(h.app().playedMatch() != nullptr);
        movesBefore = h.app().playedMatch()->moves().size();
        REQUIRE(fs::exists(data.current()));
    } // the App ends mid-turn, as when the window is closed

    Harness h(savingOptions("greed"));
    REQUIRE(hasButton(h, "continue"));
    TableScene& table = continueFromTitle(h);
    CHECK(core::saveGameText(table.game()) == before);
    REQUIRE(h.app().playedMatch() != nullptr);
    CHECK(h.app().playedMatch()->moves().size() == movesBefore);
    // Ann's turn goes on from there, recorded in the same file.
    waitForThePerson(h, table, 60);
    CHECK(hasButton(h, "bank"));
    h.key(SDLK_SPACE);
    CHECK(h.app().playedMatch()->moves().size() == movesBefore + 1);
    CHECK(session::readMatchFile(data.current()).moves.size() == movesBefore + 1);
}

namespace {

// The dice on the felt as the table shows them: face, resting centre and turn, and key number.
struct FeltDie {
    int face;
    double x, y, angle;
    int key; // 1-based place in the reading order (0: in the tray)
    bool operator==(const FeltDie& o) const {
        return face == o.face && std::abs(x - o.x) < 1e-6 && std::abs(y - o.y) < 1e-6 &&
               std::abs(angle - o.angle) < 1e-6 && key == o.key;
    }
};

std::vector<FeltDie> feltOf(const TableScene& table) {
    const TableShow& show = table.show();
    const std::vector<int> order = show.screenOrder();
    std::vector<FeltDie> out;
    for (std::size_t i = 0; i < show.dice().size(); ++i) {
        const DiePose pose = show.pose(static_cast<int>(i));
        const auto at = std::find(order.begin(), order.end(), static_cast<int>(i));
        out.push_back({show.dice()[i].face, pose.x, pose.y, pose.angle,
                       at == order.end() ? 0 : static_cast<int>(at - order.begin()) + 1});
    }
    return out;
}

} // namespace

TEST_CASE("Continue shows the dice on the felt where they lay, with their faces and keys",
          "[flow]") {
    // Resting spots were scattered afresh on a restore: the same faces lay elsewhere and
    // took other key numbers.
    DataDir data("felt");
    for (const auto& [w, ht] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        std::vector<FeltDie> before;
        {
            Options o = savingOptions("farkle", "Ann,Bot:steady");
            o.width = w;
            o.height = ht;
            Harness h(o);
            // Into Ann's second turn, the thrown dice resting, seen thrown, while she chooses
            // (Farkle: the player picks the dice to keep).
            const TableScene& table =
                playUntil(h, 8000, [](const core::Game& g, const TableScene& t) {
                    return g.players()[0].history.size() >= 1 && t.humanToAct() &&
                           g.currentPlayer() == 0 && g.phase() == core::Phase::ChooseKeep;
                });
            before = feltOf(table);
            REQUIRE(before.size() >= 2);
        }
        Options o = savingOptions("farkle");
        o.width = w;
        o.height = ht;
        Harness h(o);
        INFO(w << "x" << ht);
        const std::vector<FeltDie> after = feltOf(continueFromTitle(h));
        REQUIRE(after.size() == before.size());
        for (std::size_t i = 0; i < after.size(); ++i) {
            INFO("die " << i);
            CHECK(after[i].face == before[i].face);
            CHECK(after[i].x == Approx(before[i].x).margin(1e-6));
            CHECK(after[i].y == Approx(before[i].y).margin(1e-6));
            CHECK(after[i].angle == Approx(before[i].angle).margin(1e-6));
            CHECK(after[i].key == before[i].key);
        }
        fs::remove(data.current());
    }
}

TEST_CASE("a damaged save is named on the title and moved aside", "[flow]") {
    DataDir data("damaged");
    const std::string garbage = "this is no match file\n{\"format\": \"greed-match\", \x01\x02\n";
    writeAll(data.current(), garbage);
    const Options o = savingOptions("greed");
    {
        Harness h(o);
        REQUIRE(h.scene() == "title");
        CHECK_FALSE(hasButton(h, "continue"));
        CHECK(hasButton(h, "new"));
        const std::string& notice = h.app().services().notice;
        INFO("notice: " << notice);
        CHECK(notice.find("could not be read") != std::string::npos);
        CHECK(notice.find("current.greed.damaged-1") != std::string::npos);
    }
    CHECK_FALSE(fs::exists(data.current()));
    REQUIRE(fs::exists(data.saves() / "current.greed.damaged-1"));
    CHECK(readAll(data.saves() / "current.greed.damaged-1") == garbage);

    // Another damaged save never overwrites the first one set aside.
    const std::string other = "{}\n";
    writeAll(data.current(), other);
    {
        Harness h(o);
        REQUIRE(h.scene() == "title");
        CHECK_FALSE(hasButton(h, "continue"));
        CHECK(h.app().services().notice.find("current.greed.damaged-2") != std::string::npos);
    }
    CHECK(readAll(data.saves() / "current.greed.damaged-1") == garbage);
    CHECK(readAll(data.saves() / "current.greed.damaged-2") == other);
    CHECK_FALSE(fs::exists(data.current()));
}

TEST_CASE("a computer who joins is named in the player's language", "[flow]") {
    // The picker and the newcomer's seat use the personality's translated name, as a new
    // game seats it ("Tilly la Tímida"), not the English one from the data file.
    DataDir data("join-spanish");
    Options o = test::testOptions("spec1989", "Ann,Bot:steady");
    o.language = greed::i18n::Language::Spanish;
    const test::InLanguage back(greed::i18n::Language::Spanish); // English again afterwards
    Harness h(o);
    TableScene* table = startAndWaitForAnn(h);
    h.key(SDLK_ESCAPE);
    h.click("join");
    REQUIRE(h.scene() == "join");
    h.key(SDLK_RIGHT);
    const auto choices = strategyChoices();
    REQUIRE_FALSE(choices.empty());
    const std::string spanish = personalityName(choices.front());
    REQUIRE(spanish != choices.front().name); // the test needs a translated name
    CHECK(test::buttonOf(h, "who").value == spanish);
    h.click("join");
    REQUIRE(h.scene() == "table");
    REQUIRE(table->game().playerCount() == 3);
    CHECK(table->game().players()[2].info.name == spanish);
}

TEST_CASE("Add a player and Who leaves? show alone, not over the pause menu's panel", "[flow]") {
    // Before: the pause menu's title and buttons peeked out above and below the picker.
    DataDir data("picker-alone");
    Harness h(test::testOptions("greed", "Ann,Bob"));
    startAndWaitForAnn(h);
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    auto& scenes = h.app().services().scenes;
    const auto labelsOfPause = [&] {
        std::vector<DrawnLabel> log;
        const Painter& painter = h.app().services().painter;
        painter.recordLabels(&log);
        scenes.at(scenes.size() - 2).render();
        painter.recordLabels(nullptr);
        return log;
    };
    CHECK_FALSE(test::labelsOfTop(h).empty()); // on top, the pause menu shows its words
    for (const char* picker : {"join", "leave"}) {
        INFO(picker);
        h.click(picker);
        REQUIRE(h.scene() == picker);
        REQUIRE(scenes.at(scenes.size() - 2).id() == SceneId::Pause);
        for (const auto& l : labelsOfPause()) {
            FAIL_CHECK("the pause menu under the picker draws \"" << l.text << "\"");
        }
        h.key(SDLK_ESCAPE);
        REQUIRE(h.scene() == "pause");
    }
}

TEST_CASE("players join and leave through the pause menu", "[flow]") {
    DataDir data("join-leave");
    Harness h(test::testOptions("spec1989", "Ann,Bot:steady"));
    TableScene* table = startAndWaitForAnn(h);
    REQUIRE(table->game().currentPlayer() == 0);

    // Esc -> pause -> Add a player -> a computer player joins.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    h.click("join");
    REQUIRE(h.scene() == "join");
    const auto whoValue = [&] {
        return test::buttonOf(h, "who").value;
    };
    CHECK(whoValue() == "a person here");
    h.key(SDLK_RIGHT);
    const auto choices = strategyChoices();
    REQUIRE_FALSE(choices.empty());
    CHECK(whoValue() == choices.front().name);
    h.click("join");
    REQUIRE(h.scene() == "table"); // the picker and the pause menu both closed
    REQUIRE(tableOf(h) == table);
    const core::Game& g = table->game();
    REQUIRE(g.playerCount() == 3);
    const auto& newcomer = g.players()[2];
    CHECK(newcomer.info.kind == core::PlayerKind::Computer);
    CHECK(newcomer.info.name == choices.front().name);
    CHECK(newcomer.score == 0);
    CHECK_FALSE(newcomer.entered); // spec1989 has an entry rule
    session::MatchSession* match = h.app().playedMatch();
    REQUIRE(match != nullptr);
    REQUIRE(match->seat(2) != nullptr);
    CHECK(match->seat(2)->kind() == session::SeatKind::Computer);
    CHECK(g.currentPlayer() == 0); // Ann's turn goes on

    // Esc -> pause -> A player leaves -> Bot (player 2, index 1) leaves.
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "pause");
    h.click("leave");
    REQUIRE(h.scene() == "leave");
    CHECK(hasButton(h, "leave1"));
    CHECK(hasButton(h, "leave2"));
    CHECK(hasButton(h, "leave3"));
    const auto labelOf = [&](const std::string& id) {
        return test::buttonOf(h, id).label;
    };
    // Ann, the one person at a table of computers, is spoken to ("You leave", not "Ann
    // leaves" nor "You leaves"); the others are named.
    CHECK(labelOf("leave1") == "You leave");
    CHECK(labelOf("leave2") == g.players()[1].info.name + " leaves");
    h.click("leave2");
    REQUIRE(h.scene() == "table");
    CHECK(g.players()[1].left);
    CHECK_FALSE(g.players()[0].left);
    CHECK_FALSE(g.players()[2].left);
    const std::size_t botTurns = g.players()[1].history.size();
    const std::size_t moves = match->moves().size();
    CHECK(match->moves()[moves - 1].kind == session::MoveKind::Leave);
    CHECK(match->moves()[moves - 2].kind == session::MoveKind::Join);

    // Play on: after Ann the turn passes over the empty seat to the newcomer, who plays.
    bool newcomersTurn = false;
    bool leaversTurn = false;
    for (int guard = 0; guard < 3000 && g.players()[2].history.empty(); ++guard) {
        newcomersTurn = newcomersTurn || g.currentPlayer() == 2;
        leaversTurn = leaversTurn || g.currentPlayer() == 1;
        playStep(h);
    }
    CHECK(newcomersTurn);
    CHECK_FALSE(leaversTurn);
    CHECK(g.players()[2].history.size() >= 1);
    CHECK(g.players()[1].history.size() == botTurns); // who left plays no more
    CHECK(g.players()[0].history.size() >= 1);
}

TEST_CASE("resuming (--resume) with nothing saved opens the title and says so", "[flow]") {
    DataDir data("resume-nothing");
    Options o = test::testOptions("greed");
    o.resume = true;
    Harness h(o);
    CHECK(h.scene() == "title");
    CHECK_FALSE(h.app().services().notice.empty());
    CHECK_FALSE(hasButton(h, "continue"));
    CHECK_FALSE(fs::exists(data.current()));
}

TEST_CASE("the title reads the saved match again when it is uncovered", "[flow]") {
    DataDir data("reveal");
    leaveAMatchInProgress(data);
    Harness h(savingOptions("greed"));
    REQUIRE(h.scene() == "title");
    REQUIRE(hasButton(h, "continue"));
    h.key(SDLK_n);
    REQUIRE(h.scene() == "setup");
    // Meanwhile the match ended and was kept among the games (as after Continue + results).
    fs::create_directories(data.saves() / "games");
    fs::rename(data.current(), data.saves() / "games" / "kept.greed");
    h.key(SDLK_ESCAPE);
    REQUIRE(h.scene() == "title");
    CHECK_FALSE(hasButton(h, "continue"));
    h.key(SDLK_c); // a stale Continue would reopen the finished match
    CHECK(h.scene() == "title");
    CHECK_FALSE(fs::exists(data.current()));
}

namespace {
// Options that replay a recorded match of two computer players, written as the game writes it
// into `data`'s saves; `record` is the match as read back.
Options recordedReplay(DataDir& data, std::shared_ptr<session::MatchRecord>& record) {
    session::MatchConfig setup;
    setup.rulesSource = "greed";
    setup.rules = core::loadPreset("greed");
    setup.seats = session::parsePlayersSpec("A:steady,B:bold", setup.rules);
    setup.seed = 31;
    const fs::path file = data.saves() / "recorded.greed";
    fs::create_directories(file.parent_path());
    {
        session::MatchSession match(setup);
        match.record(std::make_unique<session::MatchWriter>(
            session::MatchWriter::create(file, setup, "2026-11-23 12:00")));
        while (!match.over()) {
            match.step(); // computer players answer at once
        }
    }
    Options o = test::testOptions("greed");
    record = std::make_shared<session::MatchRecord>(session::loadMatch(file).record);
    o.replay = file.string();
    o.match = record->setup;
    o.replayRecord = record;
    return o;
}
} // namespace

TEST_CASE("replay controls: pause, a turn forward and back, speed, exit to the results", "[flow]") {
    DataDir data("controls");
    std::shared_ptr<session::MatchRecord> record;
    Harness h(recordedReplay(data, record));
    REQUIRE(h.scene() == "table");
    auto cursor = [&] {
        return h.app().playedMatch()->replay();
    };
    auto pace = [&] {
        return test::topTable(h).replay();
    };
    REQUIRE(cursor() != nullptr);
    CHECK(hasButton(h, "replay_pause"));

    // Paused: however long we wait, no move is played.
    h.key(SDLK_SPACE);
    REQUIRE(pace() != nullptr);
    REQUIRE(pace()->paused());
    const std::size_t held = cursor()->position();
    h.frames(600);
    CHECK(cursor()->position() == held);

    // A turn forward: a new table at the next turn's start, still paused.
    const auto starts = session::turnStarts(*record);
    h.key(SDLK_RIGHT);
    h.frames(1);
    REQUIRE(h.scene() == "table");
    const std::size_t next = cursor()->position();
    CHECK(next > held);
    CHECK(std::find(starts.begin(), starts.end(), next) != starts.end());
    CHECK(pace()->paused());
    CHECK(h.app().playedMatch()->game().rollsThisTurn() == 0);
    h.key(SDLK_RIGHT);
    h.frames(1);
    const std::size_t later = cursor()->position();
    CHECK(later > next);
    // And back again.
    h.key(SDLK_LEFT);
    h.frames(1);
    CHECK(cursor()->position() == next);

    // Faster, then playing on.
    h.key(SDLK_UP);
    CHECK(pace()->speed() == Approx(1.5));
    h.key(SDLK_MINUS);
    h.key(SDLK_MINUS);
    CHECK(pace()->speed() == Approx(0.5));
    h.key(SDLK_SPACE);
    CHECK_FALSE(pace()->paused());
    h.frames(600);
    CHECK(cursor()->position() > next);

    // I: the details, as on the results (the bug: it did nothing here): the status line
    // gains the move numbers, and loses them again.
    bool& details = h.app().services().settings.details;
    details = false;
    h.key(SDLK_i);
    h.frames(1);
    CHECK(details);
    CHECK(test::topTable(h).message().find(" of ") != std::string::npos);
    h.key(SDLK_i);
    h.frames(1);
    CHECK_FALSE(details);
    CHECK(test::topTable(h).message().find(" of ") == std::string::npos);

    // Esc: the whole game's results, from which it can be watched again.
    h.key(SDLK_ESCAPE);
    h.frames(1);
    REQUIRE(h.scene() == "results");
    CHECK(hasButton(h, "replay"));
}

// The bug: a replay had no timeline, only "REPLAY 1x · paused" in the hint strip. Now a track
// with a mark per turn says "Turn n of m", and a click on it seeks to that turn.
TEST_CASE("replay timeline: a click seeks to a turn and it reads 'Turn 3 of m'", "[flow]") {
    DataDir data("timeline");
    std::shared_ptr<session::MatchRecord> record;
    Harness h(recordedReplay(data, record));
    REQUIRE(h.scene() == "table");
    h.key(SDLK_SPACE); // paused: the turn shown stays put
    h.frames(1);
    const auto starts = session::turnStarts(*record);
    const int turns = static_cast<int>(starts.size());
    REQUIRE(turns > 5);
    const auto& place = test::topTable(h).input().replayBar();
    REQUIRE(place.valid());
    // The replay's keys are beside the timeline, none on it.
    for (const auto& b : test::topTable(h).input().bar().buttons()) {
        SDL_Rect overlap{};
        CHECK_FALSE(SDL_IntersectRect(&b.rect, &place.timeline, &overlap));
    }
    const SDL_Rect track = place.track;
    // The third turn's mark: two of (turns - 1) steps along the track.
    const int x = track.x + static_cast<int>(std::lround(track.w * 2.0 / (turns - 1)));
    h.clickAt(x, track.y + track.h / 2);
    h.frames(1);
    REQUIRE(h.scene() == "table");
    CHECK(h.app().playedMatch()->replay()->position() == starts[2]);
    const auto* replay = test::topTable(h).replay();
    REQUIRE(replay != nullptr);
    CHECK(replay->paused());
    CHECK(replay->progress().turn == 3);
    CHECK(replay->progress().turns == turns);
    const std::string words = "Turn 3 of " + std::to_string(turns);
    bool drawn = false;
    for (const auto& l : test::labelsOfTop(h)) {
        drawn = drawn || l.text == words;
    }
    CHECK(drawn);
    {
        test::InLanguage german(i18n::Language::German);
        CHECK(turnOfTurns(3, turns) == "Zug 3 von " + std::to_string(turns));
        test::InLanguage spanish(i18n::Language::Spanish);
        CHECK(turnOfTurns(3, turns) == "Turno 3 de " + std::to_string(turns));
    }
    // A click at the track's end: the last turn.
    h.clickAt(track.x + track.w + 3, track.y);
    h.frames(1);
    CHECK(test::topTable(h).replay()->progress().turn == turns);
}

// The bug (a fresh review): the speed keys drew rewind / fast-forward icons beside the turn
// keys and read as seeking, the speed showed only in a "REPLAY 1x" tag, and the side button
// still said "[Esc] Menu" where Esc leads to the results. Now the speed is a chip of its own
// at the bar's other end, "Speed" over "1x" between a minus and a plus key.
TEST_CASE("replay speed chip: 'Speed 1x' between - and + apart from the turn keys and Esc says "
          "Results",
          "[flow]") {
    DataDir data("speedchip");
    std::shared_ptr<session::MatchRecord> record;
    Harness h(recordedReplay(data, record));
    REQUIRE(h.scene() == "table");
    h.key(SDLK_SPACE); // paused
    h.frames(1);
    const auto& place = test::topTable(h).input().replayBar();
    REQUIRE(place.valid());
    REQUIRE(place.speed.w > 0);
    // The chip lies right of the timeline, the turn keys left of it.
    CHECK(place.speed.x >= place.timeline.x + place.timeline.w);
    const auto in = [](const SDL_Rect& inner, const SDL_Rect& outer) {
        return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w &&
               inner.y + inner.h <= outer.y + outer.h;
    };
    for (const auto& b : test::topTable(h).input().bar().buttons()) {
        INFO(b.id);
        const bool speedKey = b.id == "replay_slower" || b.id == "replay_faster";
        CHECK(in(b.rect, place.speed) == speedKey);
        if (!speedKey) {
            CHECK(b.rect.x + b.rect.w <= place.timeline.x);
        }
    }
    const auto shownIn = [&](const std::string& text, const SDL_Rect& where) {
        for (const auto& l : test::labelsOfTop(h)) {
            if (l.text == text && in(l.rect, where)) {
                return true;
            }
        }
        return false;
    };
    CHECK(shownIn("Speed", place.speed));
    CHECK(shownIn("1x", place.speed));
    h.key(SDLK_UP);
    h.frames(1);
    CHECK(shownIn("1.5x", test::topTable(h).input().replayBar().speed));
    // The status line says it is a replay; the speed is the chip's to tell.
    CHECK(test::topTable(h).message().rfind("REPLAY", 0) == 0);
    CHECK(test::topTable(h).message().find("1.5x") == std::string::npos);
    // Esc leads to the results, and its button says so.
    CHECK(test::buttonOf(h, "menu").label == "Results");
    {
        test::InLanguage german(i18n::Language::German);
        CHECK(speedCaption() == "Tempo");
        test::InLanguage spanish(i18n::Language::Spanish);
        CHECK(speedCaption() == "Velocidad");
    }
    h.key(SDLK_ESCAPE);
    h.frames(1);
    CHECK(h.scene() == "results");
}

TEST_CASE("a played game's side button still says Menu", "[flow]") {
    Harness h(test::testOptions("greed", "You:human,Rex:reckless"));
    REQUIRE(h.scene() == "table");
    CHECK(test::buttonOf(h, "menu").label == "Menu");
}

namespace {
// What the table shows of a person's picked dice: which, their faces, the line that prices
// them, the keep buttons it allows, and the key numbers drawn.
struct PickedView {
    std::vector<int> indices;
    std::vector<core::Face> faces;
    std::string message;
    bool messageDrawn = false;
    bool keepRoll = false;
    bool keepBank = false;
    std::vector<std::string> keyNumbers; // the one-digit labels drawn (the dice's key tags)
};

PickedView pickedView(Harness& h, const TableScene& table) {
    PickedView v;
    v.indices = table.selectedIndices();
    for (const int i : v.indices) {
        v.faces.push_back(table.game().lastRoll()[static_cast<std::size_t>(i)]);
    }
    v.message = table.message();
    for (const DrawnLabel& label : test::labelsOfTop(h)) {
        v.messageDrawn = v.messageDrawn || label.text == v.message;
        if (label.text.size() == 1 && std::isdigit(static_cast<unsigned char>(label.text[0]))) {
            v.keyNumbers.push_back(label.text);
        }
    }
    std::sort(v.keyNumbers.begin(), v.keyNumbers.end());
    for (const Button& b : h.app().top().buttons()) {
        v.keepRoll = v.keepRoll || (b.id == "keep_roll" && b.enabled);
        v.keepBank = v.keepBank || (b.id == "keep_bank" && b.enabled);
    }
    return v;
}

// Continue from the title; waits until Ann may act again and returns the table.
TableScene& continued(Harness& h) {
    TableScene& table = continueFromTitle(h);
    waitForThePerson(h, table);
    h.frames(2);
    return table;
}

void checkSame(const PickedView& after, const PickedView& before) {
    CHECK(after.indices == before.indices);
    CHECK(after.faces == before.faces);
    CHECK(after.message == before.message);
    CHECK(after.messageDrawn);
    CHECK(after.keepRoll == before.keepRoll);
    CHECK(after.keepBank == before.keepBank);
    CHECK(after.keyNumbers == before.keyNumbers);
}
} // namespace

TEST_CASE("Continue picks again the dice that were picked when the game was left", "[flow]") {
    DataDir data("continue-picked");
    PickedView handMade;
    {
        // Farkle: the player chooses the dice to set aside (Greed keeps them itself).
        Harness h(savingOptions("farkle", "Ann,Bot:steady"));
        quick(h.app());
        // Ann's second turn or later, choosing from a throw of three dice or more.
        const TableScene& table = playUntil(h, 5000, [](const core::Game& g, const TableScene& t) {
            return g.players()[0].history.size() >= 1 && t.humanToAct() && g.currentPlayer() == 0 &&
                   g.phase() == core::Phase::ChooseKeep && g.lastRoll().size() >= 3;
        });
        // The best dice (S), then the die with key 1 toggled: a hand-made pick (with this
        // seed one that cannot be kept: a die in red, the line says why).
        h.key(SDLK_s);
        h.key(SDLK_1);
        h.frames(2);
        handMade = pickedView(h, table);
        REQUIRE_FALSE(handMade.indices.empty());
        REQUIRE(handMade.messageDrawn);
    } // the window closes while Ann has dice picked

    const Options o = savingOptions("greed");
    PickedView best;
    std::size_t moves = 0;
    {
        Harness h(o);
        TableScene& table = continued(h);
        checkSame(pickedView(h, table), handMade);
        // A change after Continue is saved in the same file, still without a move.
        moves = h.app().playedMatch()->moves().size();
        h.key(SDLK_s); // the best dice: a price and Keep buttons that may be used
        h.frames(2);
        best = pickedView(h, table);
        CHECK(best.indices != handMade.indices);
        CHECK(best.keepRoll);
        const auto saved = session::readMatchFile(data.current());
        CHECK(saved.moves.size() == moves);
        REQUIRE(saved.selection);
        CHECK(saved.selection->dice == best.indices);
    }
    Harness h(o);
    TableScene& table = continued(h);
    checkSame(pickedView(h, table), best);
    // And they are kept as they were picked.
    h.key(SDLK_SPACE);
    CHECK(h.app().playedMatch()->moves().size() > moves);
    CHECK(h.app().playedMatch()->moves()[moves].action == core::Action::keep(best.indices));
}
