// Room codes: the alphabet, checks, normalising typed codes, drawing new ones.
#include "net/room_code.hpp"

#include <cstring>

namespace greed::net {

namespace {

bool inAlphabet(char c) {
    return c != '\0' && std::strchr(kRoomCodeAlphabet, c) != nullptr;
}

} // namespace

bool isRoomCode(const std::string& text) {
    if (text.size() != kRoomCodeLength) {
        return false;
    }
    for (const char c : text) {
        if (!inAlphabet(c)) {
            return false;
        }
    }
    return true;
}

std::string normalRoomCode(const std::string& typed) {
    std::string out;
    for (const char c : typed) {
        if (c == ' ' || c == '-') {
            continue;
        }
        out += (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
        if (out.size() > kRoomCodeLength) {
            return {};
        }
    }
    return isRoomCode(out) ? out : std::string();
}

RoomCodeSource::RoomCodeSource(std::uint64_t seed)
    : m_gen(seed != 0 ? seed
                      : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}()) {}

std::string RoomCodeSource::next() {
    // Letters from the top bits of each draw: no modulo bias worth a thought at 20 letters
    // out of 2^32, and no library distribution (their output differs between versions).
    const std::size_t letters = std::strlen(kRoomCodeAlphabet);
    std::string code;
    for (std::size_t i = 0; i < kRoomCodeLength; ++i) {
        const auto draw = static_cast<std::uint32_t>(m_gen() >> 32);
        code += kRoomCodeAlphabet[(std::uint64_t{draw} * letters) >> 32];
    }
    return code;
}

} // namespace greed::net
