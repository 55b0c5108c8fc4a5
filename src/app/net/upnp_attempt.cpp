// upnpAttempt: asks the home router (UPnP-IGD, miniupnpc) to forward a table's port. Only in
// builds with network play (GREED_NETWORK); upnp_absent.cpp stands in for it elsewhere.
#include "app/net/port_opener.hpp"

#include <miniupnpc/miniupnpc.h>
#include <miniupnpc/upnpcommands.h>

namespace greed::app {

namespace {

// How long the router keeps the mapping without hearing from the game again.
constexpr int kLeaseSeconds = 3600;

} // namespace

PortResult upnpAttempt(std::uint16_t port, const std::atomic<bool>& cancelled) {
    PortResult out;
    int error = 0;
    // 2 s for routers to answer: long enough for a home network, and the lobby is open anyway.
    UPNPDev* devices = upnpDiscover(2000, nullptr, nullptr, 0, 0, 2, &error);
    if (devices == nullptr) {
        out.kind = PortResult::Kind::NoRouter;
        return out;
    }
    UPNPUrls urls{};
    IGDdatas data{};
    char lan[64] = {0};
    const int igd = UPNP_GetValidIGD(devices, &urls, &data, lan, sizeof lan);
    freeUPNPDevlist(devices);
    if (igd != 1) {
        if (igd != 0) {
            FreeUPNPUrls(&urls);
        }
        out.kind = PortResult::Kind::NoRouter;
        return out;
    }
    if (cancelled) { // the table closed during discovery: nothing to ask for any more
        FreeUPNPUrls(&urls);
        out.kind = PortResult::Kind::NoRouter;
        return out;
    }
    const std::string text = std::to_string(port);
    const std::string control = urls.controlURL;
    const std::string service = data.first.servicetype;
    const std::string client = lan;
    char publicIp[40] = {0};
    const int got = UPNP_GetExternalIPAddress(urls.controlURL, data.first.servicetype, publicIp);
    // A lease, renewed while the table is open, so a game that dies leaves no open port for
    // long; routers that only keep mappings for good (UPnP error 725) get one for good.
    const auto map = [control, service, text, client](const char* lease) {
        return UPNP_AddPortMapping(control.c_str(), service.c_str(), text.c_str(), text.c_str(),
                                   client.c_str(), "Greed table", "UDP", nullptr, lease);
    };
    const std::string lease = std::to_string(kLeaseSeconds);
    int added = map(lease.c_str());
    const bool forGood = added == 725;
    if (forGood) {
        added = map("0");
    }
    if (added != 0) {
        out.kind = PortResult::Kind::Refused;
        out.detail = "the router refused the mapping (UPnP error " + std::to_string(added) + ")";
        FreeUPNPUrls(&urls);
        return out;
    }
    FreeUPNPUrls(&urls);
    out.undo = [control, service, text] {
        UPNP_DeletePortMapping(control.c_str(), service.c_str(), text.c_str(), "UDP", nullptr);
    };
    if (!forGood) {
        out.renew = [map, lease] {
            map(lease.c_str());
        };
        out.renewSeconds = kLeaseSeconds / 2.0;
    }
    out.kind = PortResult::Kind::Opened;
    out.publicAddress = got == 0 ? publicIp : "";
    return out;
}

} // namespace greed::app
