// TableBrowser: asks a server for its public list and reads the answers.
#include "net/browser.hpp"

#include "core/player_name.hpp"

#include <algorithm>
#include <chrono>

namespace greed::net {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxListed = 100; // a page longer than this is a hostile server's

int smallInt(const json& body, const char* key) {
    return static_cast<int>(std::clamp<std::int64_t>(intField(body, key).value_or(0), 0, 100000));
}

} // namespace

double steadySeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

TableBrowser::TableBrowser(const std::string& address, std::uint16_t port, double refreshSeconds,
                           PeerTimeouts timeouts, BrowserClock clock)
    : m_address(address), m_port(port), m_timeouts(timeouts), m_clock(std::move(clock)),
      m_link(EnetLink::connect(address, port, kMaxHostMessage, timeouts)),
      m_refresh(refreshSeconds) {}

TableBrowser::~TableBrowser() {
    if (m_connected) {
        m_link.cut(m_link.serverPeer());
    }
}

void TableBrowser::ask() {
    m_askedAt = m_clock();
    m_waiting = true;
    m_link.send(m_link.serverPeer(), encode(json{{"t", "list"}, {"page", m_page}}));
    m_link.flush();
}

void TableBrowser::showPage(int page) {
    m_page = std::clamp(page, 0, std::max(0, m_pages - 1));
    if (m_connected) {
        ask();
    }
}

// The connection ended. One that brought a list worked: the server cut it (a deadline missed
// while this program stalled, a restart) or the network lost it, so it is made again at once,
// and the list stays on the screen. That is once per answer at most, so a server that keeps
// cutting is not hammered. One that never answered, or a refusal, is a failure to show.
void TableBrowser::lost() {
    m_connected = false;
    m_waiting = false;
    if (m_error.empty() && m_answers > m_answersBefore) {
        try {
            m_link = EnetLink::connect(m_address, m_port, kMaxHostMessage, m_timeouts);
            m_answersBefore = m_answers;
            ++m_reconnects;
            return;
        } catch (const NetError&) {
            // no socket now: said below
        }
    }
    m_state = BrowserState::Failed;
    if (m_error.empty()) {
        m_error =
            m_answers == 0 ? "cannot reach the server" : "the connection to the server was lost";
    }
}

void TableBrowser::update(std::uint32_t waitMs) {
    if (m_state == BrowserState::Failed) {
        return;
    }
    for (int i = 0; i < 1000; ++i) {
        const auto event = m_link.service(i == 0 ? waitMs : 0);
        if (!event) {
            break;
        }
        if (event->kind == LinkEvent::Kind::Connected) {
            m_connected = true;
            m_state = BrowserState::Ready;
            ask();
        } else if (event->kind == LinkEvent::Kind::Disconnected) {
            lost();
            return;
        } else if (event->kind == LinkEvent::Kind::Received) {
            std::string error;
            if (const auto message = decode(event->data, kMaxHostMessage, error)) {
                onMessage(*message);
            }
        }
    }
    if (m_connected && m_clock() - m_askedAt >= m_refresh) {
        ask();
    }
}

void TableBrowser::onMessage(const Message& message) {
    const json& body = message.body;
    if (message.type == "refused" && body.value("fatal", false)) {
        m_error = stringField(body, "reason").value_or("refused");
        m_refused = true;
        return; // the disconnect follows
    }
    if (message.type != "tables") {
        return;
    }
    const auto tables = body.find("tables");
    if (tables == body.end() || !tables->is_array()) {
        return;
    }
    m_tables.clear();
    for (const auto& t : *tables) {
        if (!t.is_object() || m_tables.size() >= kMaxListed) {
            continue;
        }
        ListedTable entry;
        entry.code = stringField(t, "code").value_or("");
        if (!validRoomName(entry.code)) {
            continue;
        }
        entry.rules = stringField(t, "rules").value_or("");
        entry.language = stringField(t, "lang").value_or("");
        if (!validLanguage(entry.language)) {
            entry.language.clear();
        }
        // Names are other people's text: repaired as a file's are.
        entry.host = core::repairName(stringField(t, "host").value_or(""));
        entry.seats = smallInt(t, "seats");
        entry.free = smallInt(t, "free");
        m_tables.push_back(std::move(entry));
    }
    m_page = smallInt(body, "page");
    m_pages = std::max(1, smallInt(body, "pages"));
    m_total = smallInt(body, "total");
    ++m_answers;
    m_waiting = false;
}

} // namespace greed::net
