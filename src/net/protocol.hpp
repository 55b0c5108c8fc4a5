// The table protocol: one JSON object per ENet packet, versioned, with size limits and the
// checks every side applies before trusting a message (docs/network.md describes it).
#pragma once

#include "core/game.hpp"
#include "core/player_name.hpp"
#include "core/rules.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace greed::net {

// 2: tables by room code (hello "create", "list"/"tables", the creator's "start").
constexpr int kProtocolVersion = 2;
// A client only ever sends short messages (intents, emotes, hello); anything longer is hostile.
constexpr std::size_t kMaxClientMessage = 2048;
// The host's full-state message carries a whole match log.
constexpr std::size_t kMaxHostMessage = 4 * 1024 * 1024;
// Names are counted in characters (core::kMaxNameLength), as everywhere else.
constexpr std::size_t kMaxNameLength = static_cast<std::size_t>(core::kMaxNameLength);
constexpr std::size_t kMaxRoomLength = 32;
// How far one intent's seq may jump above the last one accepted from the connection: a seq
// counts up, and a peer that skips to INT64_MAX must not leave itself no seq to act with.
constexpr std::int64_t kMaxSeqStep = 1 << 20;
constexpr std::uint16_t kDefaultPort = 24816;

// The hash of a rule set as both sides compute it: FNV-1a 64 of its canonical JSON, in hex.
// Equal hashes mean the two programs read the rules into the same Rules value.
std::string rulesHash(const core::Rules& rules);

// A message decoded and checked for its envelope: a JSON object with a known type "t".
struct Message {
    std::string type;
    nlohmann::json body;
};

// Decodes one packet. nullopt with `error` set when it is too long, not JSON, not an object or
// has no string "t".
std::optional<Message> decode(const std::string& packet, std::size_t maxBytes, std::string& error);
std::string encode(const nlohmann::json& message);

// The wire names of actions ("roll", "keep", ...), shared with match files.
std::optional<core::ActionType> actionFromName(const std::string& name);
std::string actionName(core::ActionType type);

// A player name as the host accepts it (core::checkName): trimmed; empty when refused.
std::string cleanName(const std::string& name);
// The refusal a peer gets for a name core::checkName refused: one fixed sentence per kind of
// problem, so the joining side can translate it.
std::string nameRefusal(const core::NameCheck& check);
// Room names: 1..kMaxRoomLength of [A-Za-z0-9_-].
bool validRoomName(const std::string& name);

// A language tag of a listed table ("de", "pt-BR"): 2..8 of [A-Za-z-].
bool validLanguage(const std::string& tag);

// The emotes a player may send; anything else is refused.
const std::vector<std::string>& emoteIds();
// The words shown for an emote id ("nice-roll" -> "Nice roll!").
std::string emoteText(const std::string& id);

// Reads a field of an expected type; nullopt when missing or of another type.
std::optional<std::string> stringField(const nlohmann::json& body, const char* key);
std::optional<std::int64_t> intField(const nlohmann::json& body, const char* key);

} // namespace greed::net
