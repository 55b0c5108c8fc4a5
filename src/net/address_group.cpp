// Address groups: /24 for IPv4, /64 for IPv6.
#include "net/address_group.hpp"

#include <arpa/inet.h>

#include <cstring>

namespace greed::net {

std::string networkOf(const std::string& host) {
    in_addr v4{};
    if (inet_pton(AF_INET, host.c_str(), &v4) == 1) {
        auto* bytes = reinterpret_cast<unsigned char*>(&v4.s_addr);
        bytes[3] = 0;
        char text[INET_ADDRSTRLEN];
        inet_ntop(AF_INET, &v4, text, sizeof text);
        return std::string(text) + "/24";
    }
    in6_addr v6{};
    if (inet_pton(AF_INET6, host.c_str(), &v6) == 1) {
        static const unsigned char kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
        if (std::memcmp(v6.s6_addr, kMapped, sizeof kMapped) == 0) {
            char text[INET_ADDRSTRLEN];
            inet_ntop(AF_INET, v6.s6_addr + 12, text, sizeof text);
            return networkOf(text);
        }
        std::memset(v6.s6_addr + 8, 0, 8);
        char text[INET6_ADDRSTRLEN];
        inet_ntop(AF_INET6, &v6, text, sizeof text);
        return std::string(text) + "/64";
    }
    return host;
}

} // namespace greed::net
