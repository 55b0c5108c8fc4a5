// libFuzzer target: the network message reader. The input is split at newlines into packets;
// the first byte picks the side. Host side: each packet is decoded as a client's message and
// given to a started Room of two remote players (intents, emotes, anything), which must refuse
// what is wrong and never crash. Client side: each packet is decoded as a host's message and
// read as a notice and as a table request.
#include "core/rules_io.hpp"
#include "net/client.hpp"
#include "net/protocol.hpp"
#include "net/room.hpp"
#include "net/room_config.hpp"

#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

using namespace greed;

namespace {

std::vector<std::string> packetsOf(const std::string& text) {
    std::vector<std::string> packets;
    std::size_t start = 0;
    while (start <= text.size() && packets.size() < 32) {
        const std::size_t end = text.find('\n', start);
        packets.push_back(text.substr(start, end == std::string::npos ? end : end - start));
        if (end == std::string::npos) {
            break;
        }
        start = end + 1;
    }
    return packets;
}

net::RoomConfig twoRemoteSeats() {
    net::RoomConfig config;
    config.rules = core::loadPreset("greed");
    config.seats = {net::RoomSeat{}, net::RoomSeat{}};
    config.computerPace = 0;
    return config;
}

void hostSide(const std::vector<std::string>& packets) {
    // Rules are read once: loading the preset per input would only slow the fuzzer.
    static const net::RoomConfig config = twoRemoteSeats();
    net::RoomLink link;
    link.send = [](net::PeerId, const std::string&) {
    };
    link.disconnect = [](net::PeerId) {
    };
    link.log = [](const std::string&) {
    };
    net::Room room("fuzz", config, link);
    room.admit(1, "Ann", std::nullopt);
    room.admit(2, "Bob", std::nullopt);
    for (std::size_t i = 0; i < packets.size(); ++i) {
        std::string error;
        const auto message = net::decode(packets[i], net::kMaxClientMessage, error);
        if (message) {
            room.receive(i % 2 == 0 ? 1 : 2, *message);
        }
        room.update(0.05);
    }
}

void clientSide(const std::vector<std::string>& packets) {
    for (const auto& packet : packets) {
        std::string error;
        const auto message = net::decode(packet, net::kMaxHostMessage, error);
        if (!message) {
            continue;
        }
        net::noticeFrom(*message);
        try {
            net::tableFromJson(message->body);
        } catch (const std::exception&) {
            // A table request the server refuses, with a message for the client.
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const auto packets = packetsOf(text);
    if (data[0] % 2 == 0) {
        hostSide(packets);
    } else {
        clientSide(packets);
    }
    return 0;
}
