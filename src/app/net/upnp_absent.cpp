// upnpAttempt in a build without network play (GREED_NETWORK off, e.g. the browser's): there
// is no router to ask, and no table is ever hosted there anyway.
#include "app/net/port_opener.hpp"

namespace greed::app {

PortResult upnpAttempt(std::uint16_t, const std::atomic<bool>&) {
    PortResult out;
    out.kind = PortResult::Kind::NoRouter;
    return out;
}

} // namespace greed::app
