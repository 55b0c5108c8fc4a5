// greed_upnp_probe: opens a table as Host a table does (the router asked through UPnP), prints
// the lobby's line about the router, and keeps the table open until its standard input closes;
// tests/net/upnp_igd_test.sh runs it behind a real IGD (miniupnpd in a network namespace).
#include "app/net/net_match.hpp"
#include "app/net/port_opener.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
    using namespace greed;
    if (argc != 2) {
        std::cerr << "usage: greed_upnp_probe PORT\n";
        return 2;
    }
    const long port = std::strtol(argv[1], nullptr, 10);
    if (port < 1 || port > 65535) {
        std::cerr << "greed_upnp_probe: a port is 1..65535\n";
        return 2;
    }
    i18n::setLanguage(i18n::Language::English);
    app::HostOptions options;
    options.port = static_cast<std::uint16_t>(port);
    options.rules = core::loadPreset("greed");
    options.seats = {{net::RoomSeat::Kind::Local, "Ann", ""},
                     {net::RoomSeat::Kind::Remote, "", ""}};
    auto table = app::hostTable(options);
    const std::string trying = app::portLine(app::PortResult::Kind::Trying, "", options.port);
    // The lobby's frames, as the game runs them, until the router has answered (discovery
    // gives up after 2 s; 30 s bounds a router that never answers the mapping).
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (table->reachLine() == trying && std::chrono::steady_clock::now() < limit) {
        table->update(1.0 / 60);
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    std::cout << table->reachLine() << std::endl;
    for (std::string line; std::getline(std::cin, line);) {
        table->update(1.0 / 60);
    }
    table.reset(); // the table closes: the mapping is given back to the router
    app::waitForRouter(std::chrono::seconds(5));
    std::cout << "closed" << std::endl;
    return 0;
}
