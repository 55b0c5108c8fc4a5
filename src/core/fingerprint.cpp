// FNV-1a 64 and the rule-set fingerprint built on it.
#include "core/fingerprint.hpp"

#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace greed::core {

std::uint64_t fnv1a64(std::string_view bytes) {
    return fnv1a64(bytes, kFnvOffset);
}

std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash) {
    std::uint64_t h = hash;
    for (const unsigned char c : bytes) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

std::string hex64(std::uint64_t value) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
    return text;
}

std::string fingerprintText(std::string_view bytes) {
    return hex64(fnv1a64(bytes));
}

std::string rulesFingerprint(const Rules& rules) {
    return fingerprintText(rulesIdentityJson(rules).dump());
}

} // namespace greed::core
