// HostLookup: an address in numbers is found at once; a name is looked up on a thread of its
// own (the caller is never held), found or not found; a lookup given up is not waited for.
#include "net/host_lookup.hpp"

#include "../support/hang_guard.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <future>
#include <memory>
#include <thread>

using namespace greed::net;

namespace {

// Steps until the lookup has answered (it is on another thread; no wall-clock deadline).
HostLookup::State settle(const HostLookup& lookup) {
    while (lookup.state() == HostLookup::State::Looking) {
        std::this_thread::yield();
    }
    return lookup.state();
}

} // namespace

TEST_CASE(
    "an address in numbers needs no lookup, and a name waits for its resolver off the caller") {
    const HostResolver never = [](const std::string&) -> std::optional<std::string> {
        FAIL("an address in numbers was looked up");
        return std::nullopt;
    };
    const HostLookup numbers("192.0.2.7", never);
    CHECK(numbers.state() == HostLookup::State::Found);
    CHECK(numbers.address() == "192.0.2.7");
    CHECK(numericAddress("example.org") == std::nullopt);
    CHECK(numericAddress("300.1.1.1") == std::nullopt);

    std::promise<void> release;
    auto open = release.get_future().share();
    const auto caller = std::this_thread::get_id();
    std::thread::id askedOn;
    HostLookup named("greed.test", [&](const std::string& host) -> std::optional<std::string> {
        askedOn = std::this_thread::get_id();
        open.wait();
        return host == "greed.test" ? std::optional<std::string>("198.51.100.4") : std::nullopt;
    });
    CHECK(named.state() == HostLookup::State::Looking); // held by the test, not by the caller
    release.set_value();
    CHECK(settle(named) == HostLookup::State::Found);
    CHECK(named.address() == "198.51.100.4");
    CHECK(named.host() == "greed.test");
    CHECK(askedOn != caller);

    HostLookup missing("nowhere.test", [](const std::string&) { return std::nullopt; });
    CHECK(settle(missing) == HostLookup::State::NotFound);
    CHECK(missing.address().empty());
}

TEST_CASE("a lookup given up while its name server is slow is not waited for") {
    // In a child process: a lookup that waited for its resolver would hold the test here for
    // ever (the resolver is released only after the lookup is gone), and the child is then
    // reported as hung.
    const auto outcome = greed::test::outcomeInChild([] {
        std::promise<void> release;
        auto open = release.get_future().share();
        // Shared with the lookup's thread, which may still be leaving set_value() when this ends.
        auto answered = std::make_shared<std::promise<void>>();
        auto done = answered->get_future();
        {
            HostLookup slow("slow.test", [open, answered](const std::string&) {
                open.wait();
                answered->set_value();
                return std::optional<std::string>("192.0.2.9");
            });
        } // gone at once, while its lookup still waits
        const bool leftWhileWaiting =
            done.wait_for(std::chrono::seconds(0)) == std::future_status::timeout;
        release.set_value();
        done.wait(); // the lookup ends by itself and writes only into what it shares
        return leftWhileWaiting;
    });
    CHECK(outcome == "returned true");
}

TEST_CASE("the system's resolver turns a name into an address in numbers") {
    CHECK(systemResolve("127.0.0.1") == std::optional<std::string>("127.0.0.1"));
    const auto local = systemResolve("localhost");
    if (local) { // a machine whose hosts file knows localhost: the loopback address
        CHECK(local->rfind("127.", 0) == 0);
    }
}
