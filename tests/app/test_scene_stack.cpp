// SceneStack: requests (push, pop, replace, reset) wait for applyPending(), so a scene may change
// the stack from its own handlers; a popped scene lives on until the next applyPending(); the
// lowest scene to draw is the topmost opaque one. And the scene names scripts use.
#include "app_harness.hpp"

#include "app/scenes/scene.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace greed::app;
using greed::app::test::Harness;

namespace {

// What happened to the test scenes, in order ("A enter", "B exit", "A dies" ...).
using Journal = std::vector<std::string>;

// A scene that writes its life into a journal and runs `onHandle` / `onUpdate` when asked.
class Probe : public Scene {
public:
    Probe(Services& s, std::string tag, Journal& journal, bool opaque = true)
        : Scene(s), m_tag(std::move(tag)), m_journal(journal), m_opaque(opaque) {}
    ~Probe() override { m_journal.push_back(m_tag + " dies"); }

    SceneId id() const override { return SceneId::Title; }
    void onEnter() override { m_journal.push_back(m_tag + " enter"); }
    void onExit() override { m_journal.push_back(m_tag + " exit"); }
    bool handle(const InputEvent& event) override {
        (void)event;
        ++handled;
        if (onHandle) {
            onHandle(*this);
        }
        // Still alive and usable after popping itself.
        m_journal.push_back(m_tag + " handled " + std::to_string(handled));
        return true;
    }
    void update(double dt) override {
        (void)dt;
        ++updated;
        if (onUpdate) {
            onUpdate(*this);
        }
        m_journal.push_back(m_tag + " updated " + std::to_string(updated));
    }
    void render() const override {}
    bool opaque() const override { return m_opaque; }
    const std::string& tag() const { return m_tag; }

    std::function<void(Probe&)> onHandle;
    std::function<void(Probe&)> onUpdate;
    int handled = 0;
    int updated = 0;

private:
    std::string m_tag;
    Journal& m_journal;
    bool m_opaque;
};

std::string tagOf(const Scene& scene) {
    const auto* probe = dynamic_cast<const Probe*>(&scene);
    return probe != nullptr ? probe->tag() : std::string("?");
}

// The tags from the bottom of the stack to its top.
std::vector<std::string> tags(const SceneStack& stack) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        out.push_back(tagOf(stack.at(i)));
    }
    return out;
}

using Tags = std::vector<std::string>;

} // namespace

TEST_CASE("scene stack: requests take effect only at applyPending", "[scenes]") {
    Harness h; // a real App only for the Services every scene needs
    Services& s = h.app().services();
    Journal journal;
    SceneStack stack;

    stack.push(std::make_unique<Probe>(s, "A", journal));
    CHECK(stack.empty());
    CHECK(journal.empty());
    stack.applyPending();
    REQUIRE(stack.size() == 1);
    CHECK(tagOf(stack.top()) == "A");
    CHECK(journal == Journal{"A enter"});

    // Several requests apply in the order they were made.
    stack.push(std::make_unique<Probe>(s, "B", journal));
    stack.push(std::make_unique<Probe>(s, "C", journal));
    stack.pop();
    CHECK(tags(stack) == Tags{"A"});
    journal.clear();
    stack.applyPending();
    CHECK(tags(stack) == Tags{"A", "B"});
    CHECK(journal == Journal{"B enter", "C enter", "C exit"});

    SECTION("pop") {
        stack.pop();
        CHECK(tags(stack) == Tags{"A", "B"});
        journal.clear();
        stack.applyPending();
        CHECK(tags(stack) == Tags{"A"});
        // C (popped by the last call) dies first, as every call starts by ending those.
        CHECK(journal == Journal{"C dies", "B exit"});
    }
    SECTION("replace") {
        stack.replace(std::make_unique<Probe>(s, "D", journal));
        CHECK(tags(stack) == Tags{"A", "B"});
        journal.clear();
        stack.applyPending();
        CHECK(tags(stack) == Tags{"A", "D"});
        CHECK(journal == Journal{"C dies", "B exit", "D enter"});
    }
    SECTION("reset") {
        stack.reset(std::make_unique<Probe>(s, "E", journal));
        CHECK(tags(stack) == Tags{"A", "B"});
        journal.clear();
        stack.applyPending();
        CHECK(tags(stack) == Tags{"E"});
        CHECK(journal == Journal{"C dies", "B exit", "A exit", "E enter"});
    }
    SECTION("nothing asked: nothing changes (but the popped scenes of the last call go)") {
        journal.clear();
        stack.applyPending();
        CHECK(tags(stack) == Tags{"A", "B"});
        CHECK(journal == Journal{"C dies"});
    }
    SECTION("pop on an empty stack does nothing") {
        stack.reset(std::make_unique<Probe>(s, "F", journal));
        stack.pop();
        stack.pop();
        stack.applyPending();
        CHECK(stack.empty());
        stack.applyPending();
        CHECK(stack.empty());
    }
}

TEST_CASE("scene stack: a scene opened from onEnter is on the stack after the same call",
          "[scenes]") {
    Harness h;
    Services& s = h.app().services();
    Journal journal;
    SceneStack stack;

    // A scene that opens another as it is entered (as a table may push the pause screen).
    class Opener : public Probe {
    public:
        Opener(Services& s, Journal& j, SceneStack& stack)
            : Probe(s, "opener", j), m_stack(stack), m_journal(j) {}
        void onEnter() override {
            Probe::onEnter();
            m_stack.push(std::make_unique<Probe>(m_s, "opened", m_journal));
        }

    private:
        SceneStack& m_stack;
        Journal& m_journal;
    };
    stack.push(std::make_unique<Opener>(s, journal, stack));
    stack.applyPending();
    CHECK(tags(stack) == Tags{"opener", "opened"});
    CHECK(journal == Journal{"opener enter", "opened enter"});
}

TEST_CASE("scene stack: a scene may pop itself while it handles an event or updates", "[scenes]") {
    Harness h;
    Services& s = h.app().services();
    Journal journal;
    SceneStack stack;
    stack.push(std::make_unique<Probe>(s, "below", journal));
    stack.applyPending();

    SECTION("while handling an event") {
        auto owned = std::make_unique<Probe>(s, "top", journal);
        Probe* top = owned.get();
        // Pops itself and then opens a replacement: both wait for applyPending.
        top->onHandle = [&](Probe& self) {
            stack.pop();
            stack.push(std::make_unique<Probe>(s, "next", journal));
            self.handled += 100; // its own members are still there
        };
        stack.push(std::move(owned));
        stack.applyPending();
        journal.clear();

        stack.top().handle(InputEvent{});
        CHECK(tags(stack) == Tags{"below", "top"});
        CHECK(journal == Journal{"top handled 101"});
        stack.applyPending();
        CHECK(tags(stack) == Tags{"below", "next"});
        // Off the stack but not destroyed: whoever called handle() may still touch it.
        CHECK(journal == Journal{"top handled 101", "top exit", "next enter"});
        CHECK(top->handled == 101);
        stack.applyPending(); // the next frame's first apply ends it
        CHECK(journal.back() == "top dies");
    }
    SECTION("while updating") {
        auto owned = std::make_unique<Probe>(s, "top", journal);
        Probe* top = owned.get();
        top->onUpdate = [&](Probe&) {
            stack.pop();
        };
        stack.push(std::move(owned));
        stack.applyPending();
        journal.clear();

        // As App::frame does: update the top, apply, update the (new) top.
        stack.top().update(1.0 / 120);
        stack.applyPending();
        CHECK(tags(stack) == Tags{"below"});
        CHECK(journal == Journal{"top updated 1", "top exit"});
        CHECK(top->updated == 1);
        stack.top().update(1.0 / 120);
        CHECK(journal.back() == "below updated 1");
        stack.applyPending();
        CHECK(journal.back() == "top dies");
    }
    SECTION("the whole stack resets itself from its top") {
        auto owned = std::make_unique<Probe>(s, "top", journal);
        owned->onHandle = [&](Probe&) {
            stack.reset(std::make_unique<Probe>(s, "fresh", journal));
        };
        stack.push(std::move(owned));
        stack.applyPending();
        journal.clear();
        stack.top().handle(InputEvent{});
        stack.applyPending();
        CHECK(tags(stack) == Tags{"fresh"});
        CHECK(journal == Journal{"top handled 1", "top exit", "below exit", "fresh enter"});
        stack.applyPending();
        REQUIRE(journal.size() == 6);
        const Journal died(journal.begin() + 4, journal.end());
        CHECK(std::count(died.begin(), died.end(), "top dies") == 1);
        CHECK(std::count(died.begin(), died.end(), "below dies") == 1);
    }
}

TEST_CASE("scene stack: firstVisible is the topmost opaque scene", "[scenes]") {
    Harness h;
    Services& s = h.app().services();
    Journal journal;
    SceneStack stack;
    CHECK(stack.firstVisible() == 0); // empty

    auto push = [&](const std::string& tag, bool opaque) {
        stack.push(std::make_unique<Probe>(s, tag, journal, opaque));
        stack.applyPending();
    };
    push("overlay0", false);
    CHECK(stack.firstVisible() == 0); // nothing opaque: draw from the bottom
    push("table", true);
    CHECK(stack.firstVisible() == 1);
    push("pause", false);
    CHECK(stack.firstVisible() == 1); // the table shows through the pause menu
    push("join", false);
    CHECK(stack.firstVisible() == 1); // and through a picker over the pause menu
    push("help", true);
    CHECK(stack.firstVisible() == 4); // an opaque top hides everything below
    stack.pop();
    stack.applyPending();
    CHECK(stack.firstVisible() == 1);
    stack.reset(std::make_unique<Probe>(s, "title", journal, true));
    stack.applyPending();
    CHECK(stack.firstVisible() == 0);
}

TEST_CASE("scene names round-trip and an unknown name is none", "[scenes]") {
    // Every declared screen.
    const std::vector<SceneId> all{
#define GREED_SCENE_ID(id, ...) SceneId::id,
        GREED_SCENES(GREED_SCENE_ID)
#undef GREED_SCENE_ID
    };
    std::vector<std::string> names;
    for (SceneId id : all) {
        const std::string name = sceneName(id);
        INFO(name);
        CHECK(name != "?");
        const auto back = sceneFromName(name);
        REQUIRE(back.has_value());
        CHECK(*back == id);
        CHECK(std::find(names.begin(), names.end(), name) == names.end()); // all distinct
        names.push_back(name);
    }
    // The names the script format documents.
    const std::vector<std::string> documented{"title",   "setup", "table",    "pause", "graph",
                                              "results", "help",  "settings", "join",  "leave"};
    CHECK(std::vector<std::string>(names.begin(), names.begin() + 10) == documented);
    CHECK_FALSE(sceneFromName("nowhere").has_value());
    CHECK_FALSE(sceneFromName("").has_value());
    CHECK_FALSE(sceneFromName("tabl").has_value());
    CHECK_FALSE(sceneFromName("table ").has_value());
    CHECK_FALSE(sceneFromName("?").has_value());
}
