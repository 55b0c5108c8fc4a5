// jsonDepthFault and wholeNumberFault: the checks every reader of outside JSON shares.
#include "core/json_guard.hpp"

#include <nlohmann/json.hpp>

namespace greed::core {

using nlohmann::json;

std::string jsonDepthFault(const std::string& text) {
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) {
                return "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels at byte " +
                       std::to_string(i + 1);
            }
        } else if (c == ']' || c == '}') {
            // Unbalanced closers are the parser's to report; never let them hide an opener.
            depth = depth > 0 ? depth - 1 : 0;
        }
    }
    return {};
}

namespace {

// The value's text for a message: short for numbers, the type's name for anything else.
std::string shown(const json& value) {
    return value.is_number() ? value.dump() : std::string(value.type_name());
}

std::string notWhole(const json& value) {
    return value.is_number() ? "must be a whole number (got " + shown(value) + ")"
                             : "must be a whole number, not " + shown(value);
}

} // namespace

std::string wholeNumberFault(const json& value, std::int64_t low, std::int64_t high,
                             std::int64_t& out) {
    const std::string range = "must be between " + std::to_string(low) + " and " +
                              std::to_string(high) + " (got " + shown(value) + ")";
    if (value.is_number_unsigned()) {
        // Compared as unsigned: above INT64_MAX it would wrap to a negative number.
        const auto number = value.get<std::uint64_t>();
        if (high < 0 || number > static_cast<std::uint64_t>(high) ||
            (low > 0 && number < static_cast<std::uint64_t>(low))) {
            return range;
        }
        out = static_cast<std::int64_t>(number);
        return {};
    }
    if (!value.is_number_integer()) {
        return notWhole(value);
    }
    const auto number = value.get<std::int64_t>();
    if (number < low || number > high) {
        return range;
    }
    out = number;
    return {};
}

std::string wholeNumberFault(const json& value, std::uint64_t& out) {
    if (value.is_number_unsigned()) {
        out = value.get<std::uint64_t>();
        return {};
    }
    if (value.is_number_integer()) {
        // Parsed text stores non-negative numbers as unsigned, values built in code may not.
        const auto number = value.get<std::int64_t>();
        if (number >= 0) {
            out = static_cast<std::uint64_t>(number);
            return {};
        }
        return "must be between 0 and " + std::to_string(UINT64_MAX) + " (got " + shown(value) +
               ")";
    }
    return notWhole(value);
}

} // namespace greed::core
