// TableBrowser: the public list of a server's open tables, asked for again every few seconds
// while a screen shows it. It never sits down: joining one is a TableClient with its code.
#pragma once

#include "net/enet_link.hpp"
#include "net/protocol.hpp"

#include <functional>
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

// Seconds on a clock that runs as the server's does (the real one; tests give their own).
using BrowserClock = std::function<double()>;
double steadySeconds();

class TableBrowser {
public:
    // Starts connecting to an address already resolved (a name would be looked up here, on the
    // caller's thread). Throws NetError when no socket can be opened. The server's hello
    // deadline is kept by the asking itself, so `refreshSeconds` must stay below it (5 s) on
    // the server's clock: the refresh is timed by `clock`, never by a screen's frames, whose
    // time runs slower than the server's when frames are slow (a stepped or stalled loop).
    TableBrowser(const std::string& address, std::uint16_t port, double refreshSeconds = 2.0,
                 PeerTimeouts timeouts = {}, BrowserClock clock = steadySeconds);
    ~TableBrowser(); // tells the server at once, so it does not hold the connection
    TableBrowser(const TableBrowser&) = delete;
    TableBrowser& operator=(const TableBrowser&) = delete;

    // Handles what arrived and asks again when `refreshSeconds` of the clock have passed. A
    // connection that had brought a list and is then lost (cut by the server, the network) is
    // made again at once, the list still shown meanwhile: only a connection that never
    // answered, or a refusal, fails.
    void update(std::uint32_t waitMs = 0);
    // Shows another page (asked for at once).
    void showPage(int page);

    BrowserState state() const { return m_state; }
    const std::string& error() const { return m_error; }
    bool refused() const { return m_refused; } // error() is the server's reason
    const std::vector<ListedTable>& tables() const { return m_tables; }
    int page() const { return m_page; }
    int pages() const { return m_pages; }
    int total() const { return m_total; }
    int answers() const { return m_answers; }       // lists received so far
    int reconnects() const { return m_reconnects; } // connections made again after a loss
    bool connected() const { return m_connected; }
    bool waiting() const { return m_waiting; } // a list asked for on this connection is due

private:
    void ask();
    void onMessage(const Message& message);
    void lost();

    std::string m_address;
    std::uint16_t m_port;
    PeerTimeouts m_timeouts;
    BrowserClock m_clock;
    EnetLink m_link;
    double m_refresh;
    double m_askedAt = 0;
    bool m_connected = false;
    int m_answersBefore = 0; // answers before this connection was made
    int m_reconnects = 0;
    bool m_waiting = false;
    bool m_refused = false;
    BrowserState m_state = BrowserState::Connecting;
    std::string m_error;
    std::vector<ListedTable> m_tables;
    int m_page = 0;
    int m_pages = 1;
    int m_total = 0;
    int m_answers = 0;
};

} // namespace greed::net
