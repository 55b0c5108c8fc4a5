// Play online through the game's screens (issue 26): a creator and a friend meet on an
// in-process greed-server by room code (typed in small letters) or by picking the table from
// the public list, and both reach the table; the router-port words of Host a table, and the
// opener's fallback when no router answers, with attempts that do not touch the network; and
// server and host names looked up off the frame, with a name server the test holds.
#include "app/net/net_match.hpp"
#include "app/net/port_opener.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/menu_look.hpp"
#include "app_harness.hpp"
#include "i18n/translate.hpp"
#include "net/room_code.hpp"
#include "net/server.hpp"
#include "text_fit.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <future>
#include <optional>
#include <thread>
#include <unistd.h>

namespace greed::app::test {

namespace {

// Apps of one process share SDL (see test_net_play.cpp): they live until the process ends.
Harness& app(const Options& options) {
    return *new Harness(options);
}

// An app in `language` in a w x h window.
Harness& appIn(i18n::Language language, int w, int h) {
    Options o = testOptions();
    o.language = language;
    o.width = w;
    o.height = h;
    return app(o);
}

std::uint16_t portFor(int test) {
    return static_cast<std::uint16_t>(40000 + (getpid() % 1500) * 16 + test);
}

net::ServerOptions serverAt(std::uint16_t port) {
    net::ServerOptions o;
    o.bindAddress = "127.0.0.1";
    o.port = port;
    o.seed = 5;
    o.computerPace = 0.0;
    return o;
}

// Steps the server and both apps until `done`.
template <typename Done>
bool together(net::Server& server, Harness& a, Harness& b, Done done, int limit = 800) {
    for (int i = 0; i < limit; ++i) {
        if (done()) {
            return true;
        }
        server.update(1.0 / 60, 1);
        a.frames(1);
        b.frames(1);
    }
    return done();
}

bool has(Harness& h, const std::string& id) {
    for (const auto& b : h.app().top().buttons()) {
        if (b.id == id) {
            return b.enabled;
        }
    }
    return false;
}

// Whether the top screen draws exactly `text` as one of its labels.
bool shows(Harness& h, const std::string& text) {
    const auto labels = labelsOfTop(h);
    return std::any_of(labels.begin(), labels.end(), [&](const auto& l) { return l.text == text; });
}

// From the title: opens `screen` by its button and types `value` into its field `field`.
void openAndType(Harness& h, const std::string& button, const std::string& screen,
                 const std::string& field, const std::string& value) {
    h.click(button);
    h.frames(2);
    REQUIRE(h.scene() == screen);
    h.click(field);
    h.text(value);
    h.key(SDLK_RETURN);
}

void openOnline(Harness& h, std::uint16_t port, const std::string& name) {
    openAndType(h, "online", "online", "server", "127.0.0.1:" + std::to_string(port));
    h.click("name");
    for (int i = 0; i < 20; ++i) {
        h.key(SDLK_BACKSPACE);
    }
    h.text(name);
    h.key(SDLK_RETURN);
}

std::string roomCodeOf(Harness& h) {
    const auto& net = h.app().services().net;
    return net ? net->roomCode() : std::string();
}

} // namespace

TEST_CASE("online: a table created on a server is joined by its code and both reach the table",
          "[net][app]") {
    const std::uint16_t port = portFor(0);
    net::Server server(serverAt(port));
    Harness& ann = app(testOptions());
    Harness& bea = app(testOptions());
    openOnline(ann, port, "Ann");
    ann.click("create");
    REQUIRE(together(server, ann, bea, [&] { return ann.scene() == "lobby"; }));
    REQUIRE(together(server, ann, bea, [&] { return net::isRoomCode(roomCodeOf(ann)); }));
    const std::string code = roomCodeOf(ann);
    CHECK(has(ann, "copy"));
    CHECK_FALSE(has(ann, "start")); // nobody else yet

    openOnline(bea, port, "Bea");
    bea.click("code");
    std::string typed = code;
    for (char& c : typed) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    bea.text(typed);
    bea.key(SDLK_RETURN);
    bea.click("join");
    // Seated (the lobby, or the table at once when the friend filled it).
    REQUIRE(together(server, ann, bea,
                     [&] { return bea.scene() == "lobby" || bea.scene() == "table"; }));
    // Two seats (New game's two people, the friend elsewhere): full, so the server starts it.
    REQUIRE(together(server, ann, bea,
                     [&] { return ann.scene() == "table" && bea.scene() == "table"; }));
    CHECK(roomCodeOf(bea) == code);
    CHECK(server.room(code)->started());
}

TEST_CASE("online: the public list shows a waiting table and a pick joins it", "[net][app]") {
    const std::uint16_t port = portFor(1);
    net::Server server(serverAt(port));
    Harness& ann = app(testOptions());
    Harness& bea = app(testOptions());
    openOnline(ann, port, "Ann");
    ann.click("create");
    REQUIRE(together(server, ann, bea, [&] { return net::isRoomCode(roomCodeOf(ann)); }));
    const std::string row = "table:" + roomCodeOf(ann);
    openOnline(bea, port, "Bea");
    REQUIRE(together(server, ann, bea, [&] { return has(bea, row); }));
    bea.click(row);
    // Seated (the lobby, or the table at once when the friend filled it).
    REQUIRE(together(server, ann, bea,
                     [&] { return bea.scene() == "lobby" || bea.scene() == "table"; }));
    REQUIRE(together(server, ann, bea,
                     [&] { return ann.scene() == "table" && bea.scene() == "table"; }));
}

TEST_CASE("online: the router-port line says what happened, and no router is said plainly") {
    i18n::setLanguage(i18n::Language::English);
    CHECK(portLine(PortResult::Kind::Opened, "203.0.113.7", 24816) ==
          "Friends elsewhere join at 203.0.113.7:24816");
    CHECK(portLine(PortResult::Kind::NoRouter, "", 24816).find("use Play online") !=
          std::string::npos);
    CHECK(portLine(PortResult::Kind::Refused, "", 24816).find("refused") != std::string::npos);

    // The attempt runs on its own thread: the opener says Trying until it answers, and never
    // waits for it (the attempt here is held by the test, not by a router).
    std::promise<void> answer;
    auto held = answer.get_future().share();
    bool undone = false;
    {
        PortOpener opener(24816, [held](std::uint16_t, const std::atomic<bool>&) {
            held.wait();
            PortResult r;
            r.kind = PortResult::Kind::NoRouter;
            return r;
        });
        CHECK(opener.kind() == PortResult::Kind::Trying);
        answer.set_value();
        for (int i = 0; i < 100000 && opener.kind() == PortResult::Kind::Trying; ++i) {
            std::this_thread::yield();
        }
        CHECK(opener.kind() == PortResult::Kind::NoRouter);
    }
    {
        std::promise<void> done;
        auto finished = done.get_future();
        {
            PortOpener opener(24816, [&](std::uint16_t, const std::atomic<bool>&) {
                PortResult r;
                r.kind = PortResult::Kind::Opened;
                r.publicAddress = "203.0.113.7";
                r.undo = [&] {
                    undone = true;
                    done.set_value();
                };
                return r;
            });
            for (int i = 0; i < 100000 && opener.kind() == PortResult::Kind::Trying; ++i) {
                std::this_thread::yield();
            }
            CHECK(opener.publicAddress() == "203.0.113.7");
        }
        // Closing the table gives the port back to the router.
        finished.wait();
        CHECK(undone);
    }
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: an opened port's lease is renewed while the table is open, then given back",
          "[net][app]") {
    std::atomic<int> renewed{0};
    std::atomic<bool> undone{false};
    std::atomic<bool> renewedAfterUndo{false};
    auto finished = std::make_shared<std::promise<void>>();
    auto given = finished->get_future();
    {
        PortOpener opener(24816, [&, finished](std::uint16_t, const std::atomic<bool>&) {
            PortResult r;
            r.kind = PortResult::Kind::Opened;
            r.publicAddress = "203.0.113.7";
            r.renewSeconds = 0.001; // the router's lease, shortened for the test
            r.renew = [&] {
                renewedAfterUndo = renewedAfterUndo || undone;
                ++renewed;
            };
            r.undo = [&, finished] {
                undone = true;
                finished->set_value();
            };
            return r;
        });
        while (renewed < 3) { // the lease is asked for again and again while the table is open
            std::this_thread::yield();
        }
        CHECK(opener.kind() == PortResult::Kind::Opened);
        CHECK_FALSE(undone);
    }
    given.wait(); // closing the table gives the port back, once, after the last renewal
    CHECK(undone);
    CHECK_FALSE(renewedAfterUndo);
}

namespace {

// A name server the test holds: every lookup waits until release() and then answers `answer`
// (nullopt: no such name). A lookup made on the frame's own thread is noted and answered at
// once, so a screen that looked names up on its frame fails the test instead of hanging it.
struct HeldNameServer {
    std::thread::id frameThread = std::this_thread::get_id();
    std::promise<void> released;
    std::shared_future<void> open = released.get_future().share();
    std::atomic<int> asked{0};
    std::atomic<bool> onFrame{false};
    std::optional<std::string> answer = std::string("127.0.0.1");

    net::HostResolver resolver() {
        return [this](const std::string&) -> std::optional<std::string> {
            ++asked;
            if (std::this_thread::get_id() == frameThread) {
                onFrame = true;
                return answer;
            }
            open.wait();
            return answer;
        };
    }
    void release() { released.set_value(); }
};

} // namespace

TEST_CASE("online: a slow name server never holds a frame, and Play online and Join a table go "
          "on once it answers",
          "[net][app]") {
    const std::uint16_t port = portFor(2);
    net::Server server(serverAt(port));
    HeldNameServer names;
    Harness& ann = app(testOptions());
    Harness& bea = app(testOptions());
    ann.app().services().resolveHost = names.resolver();
    bea.app().services().resolveHost = names.resolver();

    // Play online with the server by name: the list's lookup and the table's wait together.
    openAndType(ann, "online", "online", "server", "greed.test:" + std::to_string(port));
    ann.click("name"); // no name used before: the field asks for one
    ann.text("Ann");
    ann.key(SDLK_RETURN);
    ann.click("create");
    ann.frames(120); // two seconds of frames while the name server keeps both lookups
    CHECK(ann.scene() == "online");
    CHECK(ann.app().services().net == nullptr);

    // Join a table by the host's name: the same.
    openNetScreen(bea, "join-friend");
    REQUIRE(bea.scene() == "join-table");
    bea.click("address");
    bea.text("host.test:" + std::to_string(port));
    bea.key(SDLK_RETURN);
    bea.click("name");
    bea.text("Bea");
    bea.key(SDLK_RETURN);
    bea.click("join");
    bea.frames(120);
    CHECK(bea.scene() == "join-table");
    CHECK(bea.app().services().net == nullptr);
    CHECK(names.asked >= 2);
    CHECK_FALSE(names.onFrame);

    // The name server answers: the table is made, the friend's screen connects.
    names.release();
    REQUIRE(together(server, ann, bea, [&] { return ann.scene() == "lobby"; }));
    CHECK(net::isRoomCode(roomCodeOf(ann)));
    // The friend's screen connects to the address found, and says the server's answer there
    // (a server has no table by the name a host's own table has).
    REQUIRE(together(server, ann, bea, [&] {
        return shows(bea, "The host turned you away: there is no table named table");
    }));
    CHECK(bea.scene() == "join-table");
    CHECK_FALSE(names.onFrame);
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: a wrong room code keeps the player on Play online with one error in their "
          "language",
          "[net][app]") {
    // The bug: the lobby opened at once, empty, with "Copy the code", and the refusal was shown
    // twice (the host's refusal over the lobby and "the server turned you away" in it).
    const std::uint16_t port = portFor(3);
    net::Server server(serverAt(port));
    for (const auto language : {i18n::Language::English, i18n::Language::Spanish}) {
        Options options = testOptions();
        options.language = language;
        Harness& ann = app(options);
        Harness& bea = app(options);
        InLanguage shown(language);
        openOnline(bea, port, "Bea");
        bea.click("code");
        bea.text("bcdfg"); // no table has this code
        bea.key(SDLK_RETURN);
        bea.click("join");
        const std::string refusal =
            i18n::trf("The server turned you away: {0}",
                      i18n::tr("no table has this code: check the letters"));
        REQUIRE(together(server, ann, bea, [&] { return shows(bea, refusal); }));
        CHECK(bea.scene() == "online");
        CHECK(bea.app().services().net == nullptr);
        CHECK_FALSE(has(bea, "copy"));
        int shownTimes = 0;
        for (const auto& l : labelsOfTop(bea)) {
            shownTimes += l.text.find(i18n::tr("no table has this code: check the letters")) !=
                                  std::string::npos
                              ? 1
                              : 0;
        }
        CHECK(shownTimes == 1);
        if (language == i18n::Language::Spanish) {
            CHECK(refusal.find("no table has this code") == std::string::npos);
        }
        // The screen stays usable: the next try may use a right code.
        bea.frames(30);
        CHECK(bea.scene() == "online");
    }
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: a router slow to answer is said plainly in the lobby, not asked about for ever",
          "[net][app]") {
    // The bug: the host's lobby read "Asking your router to open the port…" long after a
    // friend had joined, as long as the router took to answer.
    i18n::setLanguage(i18n::Language::English);
    CHECK(portLine(PortResult::Kind::Trying, "", 24816, 1.0) ==
          "Asking your router to open the port\u2026");
    const std::string late = portLine(PortResult::Kind::Trying, "", 24816, 30.0);
    CHECK(late.find("Asking") == std::string::npos);
    CHECK(late.find("only this network can join") != std::string::npos);
    // The answer, when it comes, is said whatever the wait.
    CHECK(portLine(PortResult::Kind::Opened, "203.0.113.7", 24816, 30.0) ==
          "Friends elsewhere join at 203.0.113.7:24816");
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: the screen speaks a player's words, its public tables are rows to pick and "
          "Join with the code keeps its size",
          "[net][app][menus]") {
    const std::uint16_t port = portFor(4);
    net::Server server(serverAt(port));
    Harness& ann = app(testOptions());
    openOnline(ann, port, "Ann");
    REQUIRE(buttonOf(ann, "public").index == 1); // a new table is listed publicly
    ann.click("create");
    REQUIRE(together(server, ann, ann, [&] { return net::isRoomCode(roomCodeOf(ann)); }));
    const std::string row = "table:" + roomCodeOf(ann);
    for (const auto language :
         {i18n::Language::English, i18n::Language::Spanish, i18n::Language::German}) {
        for (const auto& [w, h] : {std::pair{800, 600}, std::pair{1280, 720}}) {
            Harness& bea = appIn(language, w, h);
            InLanguage shown(language);
            INFO(i18n::languageCode(language) << " " << w << "x" << h);
            // No server yet: the line says what to type, in words (the bug: "see
            // docs/network.md", a developer's path).
            bea.click("online");
            bea.frames(2);
            REQUIRE(bea.scene() == "online");
            for (const auto& l : labelsOfTop(bea)) {
                CHECK(l.text.find("docs/") == std::string::npos);
                CHECK(l.text.find(".md") == std::string::npos);
            }
            checkText(bea, w, h);
            // With the server: the public table is a row to pick, not a text box.
            bea.key(SDLK_ESCAPE);
            bea.frames(2);
            openOnline(bea, port, "Bea");
            REQUIRE(together(server, ann, bea, [&] { return has(bea, row); }));
            // "Join with the code" is as wide as its words at the body size (it shrank).
            const Button join = buttonOf(bea, "join");
            const int body = MenuType::forHeight(h).body;
            CHECK(join.rect.w - 2 * (join.rect.h / 3) >=
                  bea.app()
                      .services()
                      .text.measure("[" + join.key + "] " + join.label, body, true)
                      .x);
            const Button pick = buttonOf(bea, row);
            CHECK(pick.kind == ButtonKind::Push);
            CHECK_FALSE(pick.value.empty());
            checkText(bea, w, h);
        }
    }
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: the Server row of Settings says what to type there", "[net][app][menus]") {
    // The bug: an empty field with no word about what it wants.
    Harness& h = app(testOptions());
    h.click("settings");
    h.frames(2);
    REQUIRE(h.scene() == "settings");
    const std::string hint =
        "The address of a Greed server for Play online, e.g. example.org or example.org:24816";
    CHECK_FALSE(shows(h, hint));
    h.click("server");
    h.frames(1);
    CHECK(shows(h, hint));
    checkText(h, 1280, 720);
}

} // namespace greed::app::test

namespace greed::app::test {

TEST_CASE("online: without a server Play online leads with hosting and joining a friend, and "
          "every greyed action says what to do",
          "[net][app][menus]") {
    // The bug: an empty Server field and both actions greyed ("Type the server's address
    // first"): nothing on the screen worked and nothing said what to type.
    for (const auto language :
         {i18n::Language::English, i18n::Language::Spanish, i18n::Language::German}) {
        for (const auto& [w, h] :
             {std::pair{800, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
            Harness& bea = appIn(language, w, h);
            InLanguage shown(language);
            INFO(i18n::languageCode(language) << " " << w << "x" << h);
            bea.click("online");
            bea.frames(2);
            REQUIRE(bea.scene() == "online");
            CHECK(has(bea, "host"));
            CHECK(has(bea, "join-friend"));
            for (const auto& b : bea.app().top().buttons()) {
                INFO(b.id);
                CHECK((b.enabled || !b.reason.empty()));
            }
            // What a server adds and what to type, in one line of words.
            CHECK(shows(bea, i18n::tr("Type a Greed server's address above to create a table "
                                      "or join one by its code")));
            checkText(bea, w, h);
        }
    }
    // By keyboard: the focus starts on Host a table, Enter opens it; Down reaches Join a
    // friend's table; Esc comes back each time.
    Harness& ann = app(testOptions());
    ann.click("online");
    ann.frames(2);
    auto* menu = dynamic_cast<MenuScene*>(&ann.app().top());
    REQUIRE(menu != nullptr);
    CHECK(menu->focused() == "host");
    ann.key(SDLK_RETURN);
    ann.frames(2);
    CHECK(ann.scene() == "host");
    ann.key(SDLK_ESCAPE);
    ann.frames(2);
    REQUIRE(ann.scene() == "online");
    ann.key(SDLK_DOWN);
    ann.key(SDLK_RETURN);
    ann.frames(2);
    CHECK(ann.scene() == "join-table");
    ann.key(SDLK_ESCAPE);
    ann.frames(2);
    CHECK(ann.scene() == "online");
    // By mouse.
    ann.click("join-friend");
    ann.frames(2);
    CHECK(ann.scene() == "join-table");
}

TEST_CASE("online: the rows of Play online draw their labels at one size", "[net][app][menus]") {
    // The bug: at 800x600 in Spanish "Publicar la mesa nueva en la lista" was drawn smaller
    // than the other rows' labels.
    const std::uint16_t port = portFor(5);
    for (const auto language :
         {i18n::Language::English, i18n::Language::Spanish, i18n::Language::German}) {
        for (const auto& [w, h] : {std::pair{800, 600}, std::pair{1280, 720}}) {
            Harness& bea = appIn(language, w, h);
            InLanguage shown(language);
            INFO(i18n::languageCode(language) << " " << w << "x" << h);
            openOnline(bea, port, "Bea");
            bea.frames(2);
            const auto labels = labelsOfTop(bea);
            std::vector<int> heights;
            for (const auto& b : bea.app().top().buttons()) {
                if (!b.row) {
                    continue;
                }
                for (const auto& l : labels) {
                    if (l.text == b.label) {
                        heights.push_back(l.rect.h);
                    }
                }
            }
            REQUIRE(heights.size() >= 4); // server, name, public, code
            const auto [low, high] = std::minmax_element(heights.begin(), heights.end());
            CHECK(*high - *low <= 1);
        }
    }
}

} // namespace greed::app::test
