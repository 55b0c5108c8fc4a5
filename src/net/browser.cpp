// TableBrowser: asks a server for its public list and reads the answers.
#include "net/browser.hpp"

#include "core/player_name.hpp"

#include <algorithm>

namespace greed::net {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxListed = 100; // a page longer than this is a hostile server's

int smallInt(const json& body, const char* key) {
    return static_cast<int>(std::clamp<std::int64_t>(intField(body, key).value_or(0), 0, 100000));
}

} // namespace

TableBrowser::TableBrowser(const std::string& address, std::uint16_t port, double refreshSeconds,
                           PeerTimeouts timeouts)
    : m_link(EnetLink::connect(address, port, kMaxHostMessage, timeouts)),
      m_refresh(refreshSeconds) {}

void TableBrowser::ask() {
    m_sinceAsked = 0;
    m_link.send(m_link.serverPeer(), encode(json{{"t", "list"}, {"page", m_page}}));
    m_link.flush();
}

void TableBrowser::showPage(int page) {
    m_page = std::clamp(page, 0, std::max(0, m_pages - 1));
    if (m_state == BrowserState::Ready) {
        ask();
    }
}

void TableBrowser::update(double dt, std::uint32_t waitMs) {
    if (m_state == BrowserState::Failed) {
        return;
    }
    for (int i = 0; i < 1000; ++i) {
        const auto event = m_link.service(i == 0 ? waitMs : 0);
        if (!event) {
            break;
        }
        if (event->kind == LinkEvent::Kind::Connected) {
            m_state = BrowserState::Ready;
            ask();
        } else if (event->kind == LinkEvent::Kind::Disconnected) {
            m_state = BrowserState::Failed;
            if (m_error.empty()) {
                m_error = m_answers == 0 ? "cannot reach the server"
                                         : "the connection to the server was lost";
            }
            return;
        } else if (event->kind == LinkEvent::Kind::Received) {
            std::string error;
            if (const auto message = decode(event->data, kMaxHostMessage, error)) {
                onMessage(*message);
            }
        }
    }
    m_sinceAsked += std::max(0.0, dt);
    if (m_state == BrowserState::Ready && m_sinceAsked >= m_refresh) {
        ask();
    }
}

void TableBrowser::onMessage(const Message& message) {
    const json& body = message.body;
    if (message.type == "refused" && body.value("fatal", false)) {
        m_error = stringField(body, "reason").value_or("refused");
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
}

} // namespace greed::net
