// greed_upnp_probe: the two ends of a table hosted behind a home router, for
// tests/net/upnp_igd_test.sh (miniupnpd in a network namespace).
//   host PORT: opens a table as Host a table does (the router asked through UPnP), prints the
//     lobby's line about the router, says when a friend sits down, and keeps the table open
//     until its standard input closes; then the mapping is given back.
//   join ADDRESS PORT: a friend on the internet takes the table's open seat at ADDRESS.
#include "app/net/net_match.hpp"
#include "app/net/port_opener.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"
#include "net/client.hpp"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

namespace {

using namespace greed;
using Clock = std::chrono::steady_clock;

std::uint16_t portOf(const char* text) {
    const long port = std::strtol(text, nullptr, 10);
    if (port < 1 || port > 65535) {
        std::cerr << "greed_upnp_probe: a port is 1..65535\n";
        std::exit(2);
    }
    return static_cast<std::uint16_t>(port);
}

// Whether standard input is still open (nothing is read from it but its end).
bool inputOpen() {
    pollfd in{STDIN_FILENO, POLLIN, 0};
    if (poll(&in, 1, 0) <= 0) {
        return true;
    }
    char buffer[64];
    return read(STDIN_FILENO, buffer, sizeof buffer) > 0;
}

int host(std::uint16_t port) {
    app::HostOptions options;
    options.port = port;
    options.rules = core::loadPreset("greed");
    options.seats = {{net::RoomSeat::Kind::Local, "Ann", ""},
                     {net::RoomSeat::Kind::Remote, "", ""}};
    auto table = app::hostTable(options);
    const std::string trying = app::portLine(app::PortResult::Kind::Trying, "", port);
    // The lobby's frames, as the game runs them, until the router has answered (discovery
    // gives up after 2 s; 30 s bounds a router that never answers the mapping).
    const auto limit = Clock::now() + std::chrono::seconds(30);
    while (table->reachLine() == trying && Clock::now() < limit) {
        table->update(1.0 / 60);
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    std::cout << table->reachLine() << std::endl;
    bool seated = false;
    while (inputOpen()) {
        table->update(1.0 / 60);
        if (!seated && table->seats().size() > 1 && table->seats()[1].status == "connected") {
            seated = true;
            std::cout << "friend seated" << std::endl;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    table.reset(); // the table closes: the mapping is given back to the router
    app::waitForRouter(std::chrono::seconds(5));
    std::cout << "closed" << std::endl;
    return 0;
}

int join(const std::string& address, std::uint16_t port) {
    net::ClientOptions options;
    options.address = address;
    options.port = port;
    options.name = "Bea";
    net::TableClient client(options);
    const auto limit = Clock::now() + std::chrono::seconds(15);
    while (client.state() == net::ClientState::Connecting && Clock::now() < limit) {
        client.update(16);
    }
    if (client.state() != net::ClientState::Lobby) {
        std::cout << "not seated" << std::endl;
        return 1;
    }
    std::cout << "seated at " << address << ":" << port << std::endl;
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    i18n::setLanguage(i18n::Language::English);
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "host" && argc == 3) {
        return host(portOf(argv[2]));
    }
    if (mode == "join" && argc == 4) {
        return join(argv[2], portOf(argv[3]));
    }
    std::cerr << "usage: greed_upnp_probe host PORT | join ADDRESS PORT\n";
    return 2;
}
