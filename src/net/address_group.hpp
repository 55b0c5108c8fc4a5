// Address groups: the network an IP address belongs to, for limits that one address alone
// would escape. An IPv4 address counts with its /24 (the addresses one customer, one office or
// one rented block usually gets), an IPv6 address with its /64 (the smallest network a
// provider hands out: a client may use any of its 2^64 addresses).
#pragma once

#include <string>

namespace greed::net {

// "203.0.113.7" -> "203.0.113.0/24"; "2001:db8:1:2:3:4:5:6" -> "2001:db8:1:2::/64"; an IPv4
// address mapped into IPv6 counts as IPv4. Text that is no address is its own group.
std::string networkOf(const std::string& host);

} // namespace greed::net
