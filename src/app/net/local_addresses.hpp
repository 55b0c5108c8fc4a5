// The addresses a host gives to friends: this machine's IPv4 addresses other than loopback.
#pragma once

#include <string>
#include <vector>

namespace greed::app {

// In the order the system lists its interfaces; empty when there is no network.
std::vector<std::string> localAddresses();

} // namespace greed::app
