// The transport in a build without network play (GREED_NETWORK off, e.g. the browser's, where
// a page cannot send UDP): every attempt to listen or connect fails with a clear NetError, and
// names are never looked up. The game hides its network screens in such a build.
#include "net/enet_link.hpp"
#include "net/host_lookup.hpp"

namespace greed::net {

namespace {

[[noreturn]] void absent() {
    throw NetError("network play is not part of this build of Greed");
}

} // namespace

std::optional<std::string> systemResolve(const std::string&) {
    return std::nullopt;
}

EnetLink EnetLink::listen(const std::string&, std::uint16_t, std::size_t, std::size_t, std::size_t,
                          PeerTimeouts) {
    absent();
}

EnetLink EnetLink::connect(const std::string&, std::uint16_t, std::size_t, PeerTimeouts,
                           const std::string&) {
    absent();
}

// No link is ever made, so what follows only keeps the class whole.
EnetLink::EnetLink(EnetLink&& other) noexcept
    : m_host(other.m_host), m_timeouts(other.m_timeouts), m_maxSend(other.m_maxSend) {}

EnetLink& EnetLink::operator=(EnetLink&&) noexcept {
    return *this;
}

EnetLink::~EnetLink() = default;

std::optional<LinkEvent> EnetLink::service(std::uint32_t) {
    return std::nullopt;
}

bool EnetLink::send(PeerId, const std::string&) {
    return false;
}

void EnetLink::flush() {}
void EnetLink::disconnect(PeerId) {}
void EnetLink::drop(PeerId) {}
void EnetLink::cut(PeerId) {}

std::size_t EnetLink::queuedBytes(PeerId) const {
    return 0;
}

std::uint16_t EnetLink::port() const {
    return 0;
}

std::string EnetLink::peerAddress(PeerId) const {
    return {};
}

std::string EnetLink::peerHost(PeerId) const {
    return {};
}

} // namespace greed::net
