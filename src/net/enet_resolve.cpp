// systemResolve through ENet's resolver (the system's, IPv4), in builds with network play.
#include "net/host_lookup.hpp"

#include <enet/enet.h>

namespace greed::net {

std::optional<std::string> systemResolve(const std::string& host) {
    ENetAddress address{};
    if (enet_address_set_host(&address, host.c_str()) != 0) {
        return std::nullopt;
    }
    char text[64] = {0};
    if (enet_address_get_host_ip(&address, text, sizeof text) != 0) {
        return std::nullopt;
    }
    return std::string(text);
}

} // namespace greed::net
