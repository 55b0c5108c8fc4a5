// Checks on JSON from files and peers, made before the value is trusted: how deeply the text
// nests, and whole numbers taken only when they are whole and in range (never cast blindly).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

namespace greed::core {

// Deeper than any file of ours nests (a save is 6 levels); a text of nothing but '[' would
// otherwise build one array per byte (100 MB of them took 3.8 GB).
constexpr int kMaxJsonDepth = 64;

// "" when `text` nests at most kMaxJsonDepth arrays and objects deep, else the fault
// ("nested deeper than 64 levels at byte N"). Brackets inside strings do not count. Cheap: run
// it before json::parse on any text from outside.
std::string jsonDepthFault(const std::string& text);

// "" when `value` is a whole number from `low` to `high` (then `out` holds it), else what is
// wrong, for a message after the field's name: "must be a whole number, not string",
// "must be a whole number (got 1e+300)", "must be between 1 and 8 (got 9)". Floats are refused
// even when whole (3.0): nothing we write has them, and 1e300 must never reach a cast.
std::string wholeNumberFault(const nlohmann::json& value, std::int64_t low, std::int64_t high,
                             std::int64_t& out);
// The same for a value that may use every 64-bit unsigned number (seeds).
std::string wholeNumberFault(const nlohmann::json& value, std::uint64_t& out);

} // namespace greed::core
