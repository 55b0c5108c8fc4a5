// Room codes: the five letters a player reads out to friends, drawn from an alphabet with no
// letters that are mistaken for others (no I, L, O, U) and no vowels (so no words).
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace greed::net {

constexpr std::size_t kRoomCodeLength = 5;
// 20 letters: 20^5 = 3.2 million codes, against at most a few thousand live rooms.
constexpr const char* kRoomCodeAlphabet = "BCDFGHJKMNPQRSTVWXYZ";

// True for exactly kRoomCodeLength letters of the alphabet (capitals).
bool isRoomCode(const std::string& text);
// What a player typed as a code: capitals, spaces and dashes dropped ("bcd-fg" -> "BCDFG").
// Empty when it cannot be a code.
std::string normalRoomCode(const std::string& typed);

// Draws codes. Seeded for tests (the same seed gives the same codes); 0 = unpredictable.
class RoomCodeSource {
public:
    explicit RoomCodeSource(std::uint64_t seed);
    std::string next();

private:
    std::mt19937_64 m_gen;
};

} // namespace greed::net
