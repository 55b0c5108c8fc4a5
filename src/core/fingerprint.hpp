// Stable fingerprints: FNV-1a (64 bits) of a text, and of a rule set's canonical JSON, the key
// that keeps rule sets apart in the statistics, the solver cache and the network handshake.
#pragma once

#include "core/rules.hpp"

#include <cstdint>
#include <string>
#include <string_view>

namespace greed::core {

constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ULL;
std::uint64_t fnv1a64(std::string_view bytes);
// Goes on from `hash` (kFnvOffset, or the hash of the bytes before): a stream's checksum
// piece by piece.
std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash);
// 16 lower-case hex digits.
std::string hex64(std::uint64_t value);
// fnv1a64 of `bytes` as 16 hex digits.
std::string fingerprintText(std::string_view bytes);
// The rule set's fingerprint: equal rules give equal fingerprints on every machine (the JSON
// is canonical: its keys are sorted). The bust word is not part of it (rulesIdentityJson).
std::string rulesFingerprint(const Rules& rules);

} // namespace greed::core
