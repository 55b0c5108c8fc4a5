// The frame of the solvers' cache files: an 8-byte magic, a body that opens with the rules'
// JSON, and the FNV-1a checksum of the body; with helpers to put and get plain values.
#pragma once

#include "core/rules.hpp"

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace greed::ai::solution_file {

template <typename T> void put(std::ostream& out, const T& value) {
    out.write(reinterpret_cast<const char*>(&value), sizeof(T));
}
template <typename T> bool get(std::istream& in, T& value) {
    return static_cast<bool>(in.read(reinterpret_cast<char*>(&value), sizeof(T)));
}

// A count, then the elements as they lie in memory (plain values only).
template <typename T> void putVector(std::ostream& out, const std::vector<T>& v) {
    put(out, static_cast<std::uint64_t>(v.size()));
    out.write(reinterpret_cast<const char*>(v.data()),
              static_cast<std::streamsize>(v.size() * sizeof(T)));
}
// False unless the count is `expected` and every element could be read.
template <typename T> bool getVector(std::istream& in, std::vector<T>& v, std::uint64_t expected) {
    std::uint64_t n = 0;
    if (!get(in, n) || n != expected) {
        return false;
    }
    v.resize(static_cast<size_t>(n));
    return static_cast<bool>(
        in.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(n * sizeof(T))));
}

// The rules' JSON, as the body's first field.
void putRules(std::ostream& body, const core::Rules& rules);
// Reads the rules' JSON and says whether it is that of `rules`.
bool sameRules(std::istream& body, const core::Rules& rules);

// Magic, body and checksum.
void writeFramed(std::ostream& out, const char (&magic)[8], const std::string& body);
// The body when the magic and the checksum match (false otherwise).
bool readFramed(std::istream& in, const char (&magic)[8], std::string& body);

} // namespace greed::ai::solution_file
