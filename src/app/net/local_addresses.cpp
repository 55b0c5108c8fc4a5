// localAddresses through getifaddrs.
#include "app/net/local_addresses.hpp"

#include <algorithm>

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>

namespace greed::app {

std::vector<std::string> localAddresses() {
    std::vector<std::string> out;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) {
        return out;
    }
    for (const ifaddrs* a = list; a != nullptr; a = a->ifa_next) {
        if (a->ifa_addr == nullptr || a->ifa_addr->sa_family != AF_INET) {
            continue;
        }
        in_addr address{};
        std::copy_n(reinterpret_cast<const unsigned char*>(
                        &reinterpret_cast<const sockaddr_in*>(a->ifa_addr)->sin_addr),
                    sizeof address, reinterpret_cast<unsigned char*>(&address));
        if ((ntohl(address.s_addr) >> 24) == 127) {
            continue; // loopback: of no use to a friend
        }
        char text[INET_ADDRSTRLEN] = {};
        if (inet_ntop(AF_INET, &address, text, sizeof text) != nullptr &&
            std::find(out.begin(), out.end(), text) == out.end()) {
            out.emplace_back(text);
        }
    }
    freeifaddrs(list);
    return out;
}

} // namespace greed::app
