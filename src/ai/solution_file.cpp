// The solvers' cache file frame: the checksum covers the whole body, so a damaged or cut file
// is refused before any of it is believed.
#include "ai/solution_file.hpp"

#include "core/fingerprint.hpp"
#include "core/rules_io.hpp"

#include <nlohmann/json.hpp>

#include <cstring>
#include <iterator>

namespace greed::ai::solution_file {

void putRules(std::ostream& body, const core::Rules& rules) {
    const std::string json = core::rulesToJson(rules).dump();
    put(body, static_cast<std::uint64_t>(json.size()));
    body.write(json.data(), static_cast<std::streamsize>(json.size()));
}

bool sameRules(std::istream& body, const core::Rules& rules) {
    std::uint64_t size = 0;
    if (!get(body, size) || size > (1u << 24)) {
        return false;
    }
    std::string json(static_cast<size_t>(size), '\0');
    return body.read(json.data(), static_cast<std::streamsize>(size)) &&
           json == core::rulesToJson(rules).dump();
}

void writeFramed(std::ostream& out, const char (&magic)[8], const std::string& body) {
    out.write(magic, sizeof(magic));
    out.write(body.data(), static_cast<std::streamsize>(body.size()));
    put(out, core::fnv1a64(body));
}

bool readFramed(std::istream& in, const char (&magic)[8], std::string& body) {
    char read[sizeof(magic)];
    if (!in.read(read, sizeof(read)) || std::memcmp(read, magic, sizeof(magic)) != 0) {
        return false;
    }
    body.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    std::uint64_t sum = 0;
    if (body.size() < sizeof(sum)) {
        return false;
    }
    std::memcpy(&sum, body.data() + body.size() - sizeof(sum), sizeof(sum));
    body.resize(body.size() - sizeof(sum));
    return core::fnv1a64(body) == sum;
}

} // namespace greed::ai::solution_file
