// The table protocol's envelope, limits, rule hash, names and emotes.
#include "net/protocol.hpp"

#include "core/fingerprint.hpp"
#include "core/json_guard.hpp"
#include "core/rules_io.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace greed::net {

using nlohmann::json;

std::string rulesHash(const core::Rules& rules) {
    return core::rulesFingerprint(rules);
}

std::optional<Message> decode(const std::string& packet, std::size_t maxBytes, std::string& error) {
    if (packet.size() > maxBytes) {
        error = "message too long (" + std::to_string(packet.size()) + " bytes)";
        return std::nullopt;
    }
    if (const std::string deep = core::jsonDepthFault(packet); !deep.empty()) {
        error = "not a JSON object (" + deep + ")";
        return std::nullopt;
    }
    json body = json::parse(packet, nullptr, false);
    if (body.is_discarded() || !body.is_object()) {
        error = "not a JSON object";
        return std::nullopt;
    }
    const auto type = stringField(body, "t");
    if (!type || type->empty()) {
        error = "no message type";
        return std::nullopt;
    }
    return Message{*type, std::move(body)};
}

std::string encode(const json& message) {
    // Replace bad UTF-8 rather than throw: names come from other people.
    return message.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<core::ActionType> actionFromName(const std::string& name) {
    for (auto type :
         {core::ActionType::Roll, core::ActionType::Keep, core::ActionType::Bank,
          core::ActionType::Adopt, core::ActionType::Decline, core::ActionType::Restart}) {
        if (name == core::toString(type)) {
            return type;
        }
    }
    return std::nullopt;
}

std::string actionName(core::ActionType type) {
    return core::toString(type);
}

std::string cleanName(const std::string& name) {
    const core::NameCheck check = core::checkName(name);
    return check.ok() ? check.name : std::string();
}

std::string nameRefusal(const core::NameCheck& check) {
    // Fixed sentences, so the joining player reads them in their own language.
    switch (check.problem) {
    case core::NameProblem::None:
        return {};
    case core::NameProblem::BadUtf8:
        return "a name must be UTF-8 text";
    case core::NameProblem::Control:
        return "a name cannot hold control characters";
    case core::NameProblem::Invisible:
        return "a name cannot hold invisible characters";
    case core::NameProblem::Empty:
    case core::NameProblem::TooLong:
        break;
    }
    return "a name of 1 to 16 characters, please";
}

bool validRoomName(const std::string& name) {
    return !name.empty() && name.size() <= kMaxRoomLength &&
           std::all_of(name.begin(), name.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '-';
           });
}

bool validLanguage(const std::string& tag) {
    return tag.size() >= 2 && tag.size() <= 8 && std::all_of(tag.begin(), tag.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
           });
}

namespace {

struct Emote {
    const char* id;
    const char* text;
};

constexpr Emote kEmotes[] = {{"nice-roll", "Nice roll!"}, {"ouch", "Ouch!"},
                             {"greedy", "Too greedy!"},   {"well-played", "Well played"},
                             {"hurry", "Your turn..."},   {"thanks", "Thanks!"}};

} // namespace

const std::vector<std::string>& emoteIds() {
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> out;
        for (const auto& e : kEmotes) {
            out.emplace_back(e.id);
        }
        return out;
    }();
    return ids;
}

std::string emoteText(const std::string& id) {
    for (const auto& e : kEmotes) {
        if (id == e.id) {
            return e.text;
        }
    }
    return {};
}

std::optional<std::string> stringField(const json& body, const char* key) {
    const auto it = body.find(key);
    if (it == body.end() || !it->is_string()) {
        return std::nullopt;
    }
    return it->get<std::string>();
}

std::optional<std::int64_t> intField(const json& body, const char* key) {
    const auto it = body.find(key);
    std::int64_t value = 0;
    if (it == body.end() || !core::wholeNumberFault(*it, INT64_MIN, INT64_MAX, value).empty()) {
        return std::nullopt;
    }
    return value;
}

} // namespace greed::net
