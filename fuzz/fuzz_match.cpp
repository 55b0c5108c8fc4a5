// libFuzzer target: the match-file reader (session::parseMatchText) and the replay of what it
// accepts (MatchSession::fromRecord), as `greed-cli match show` and Continue run them. Header
// fields of the wrong type or size (fuzz/match.dict) must be refused with MatchFileError
// naming the file, never crash or reach undefined behaviour; the replay may refuse a move.
#include "session/match_file.hpp"
#include "session/match_session.hpp"

#include <cstdint>
#include <cstdlib>
#include <exception>
#include <string>

using namespace greed;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    session::MatchRecord record;
    try {
        record = session::parseMatchText(text, "fuzz.greed");
    } catch (const session::MatchFileError& e) {
        // Every refusal is one line that names the file.
        const std::string message = e.what();
        if (message.rfind("fuzz.greed", 0) != 0 || message.find('\n') != std::string::npos) {
            std::abort();
        }
        return 0;
    }
    if (record.goodBytes > text.size() || record.setup.seats.empty()) {
        std::abort();
    }
    try {
        const auto replayed = session::MatchSession::fromRecord(record);
        if (replayed->moves().size() > record.moves.size()) {
            std::abort();
        }
    } catch (const std::exception&) {
        // A move that does not fit the rules, a seat that cannot be made: refused, not a crash.
    }
    return 0;
}
