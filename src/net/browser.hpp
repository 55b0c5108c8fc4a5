// TableBrowser: the public list of a server's open tables, asked for again every few seconds
// while a screen shows it. It never sits down: joining one is a TableClient with its code.
#pragma once

#include "net/enet_link.hpp"
#include "net/protocol.hpp"

#include <string>
#include <vector>

namespace greed::net {

// One table of the public list.
struct ListedTable {
    std::string code;
    std::string rules;    // the rule set's preset name
    std::string language; // the creator's language tag ("" when not said)
    std::string host;     // the creator's name
    int seats = 0;
    int free = 0; // seats still open to players elsewhere
};

enum class BrowserState { Connecting, Ready, Failed };

class TableBrowser {
public:
    // Starts connecting. Throws NetError when no socket can be opened. The server's hello
    // deadline is kept by the asking itself, so `refreshSeconds` must stay below it (5 s).
    TableBrowser(const std::string& address, std::uint16_t port, double refreshSeconds = 2.0,
                 PeerTimeouts timeouts = {});

    // Handles what arrived and asks again when `refreshSeconds` of `dt` have passed.
    void update(double dt, std::uint32_t waitMs = 0);
    // Shows another page (asked for at once).
    void showPage(int page);

    BrowserState state() const { return m_state; }
    const std::string& error() const { return m_error; }
    const std::vector<ListedTable>& tables() const { return m_tables; }
    int page() const { return m_page; }
    int pages() const { return m_pages; }
    int total() const { return m_total; }
    int answers() const { return m_answers; } // lists received so far

private:
    void ask();
    void onMessage(const Message& message);

    EnetLink m_link;
    double m_refresh;
    double m_sinceAsked = 0;
    BrowserState m_state = BrowserState::Connecting;
    std::string m_error;
    std::vector<ListedTable> m_tables;
    int m_page = 0;
    int m_pages = 1;
    int m_total = 0;
    int m_answers = 0;
};

} // namespace greed::net
