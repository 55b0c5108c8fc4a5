// What the monkey test checks while it plays: the app's invariants, whether its input still
// changes anything (no stuck screen), and which screens it has been to.
#pragma once

#include "app_harness.hpp"

#include "app/table/table_scene.hpp"

#include <map>
#include <string>

namespace greed::app::test {

// The table in the scene stack (under a pause or a graph too), or null.
TableScene* tableIn(App& app);

// The game at the table agrees with itself and with its log: scores equal the turns played,
// it saves and loads to the same text, someone can act unless it is over, the log replays to
// the same game, and no action the table or a computer seat handed over was refused.
void checkGame(const TableScene& table);

// With the table on top: once it has shown every beat, its counters (scores, turn total) and
// whose turn it shows equal the game's. Steps at most `limit` frames for that (computer
// players keep moving); false when the table never caught up.
bool checkShownSettles(Harness& h, TableScene& table, int limit);

// Everything an input can change that a player would notice: the screens stacked, the top
// screen's buttons (ids, places, states, values), the settings, the window size, and at
// the table the moves played, the picked dice and the message.
std::string fingerprint(App& app);

// Watches the inputs of one run: the longest run of inputs after which the fingerprint had
// not changed, and the screens seen on top (over all games).
class MonkeyWatch {
public:
    // Call after every input.
    void afterInput(App& app);
    // A screen reached outside the random inputs (the results, after playing on).
    void saw(const std::string& screen) { ++m_screens[screen]; }
    // A new game starts: a stretch of no change does not carry over.
    void restart() {
        m_still = 0;
        m_last.clear();
    }
    int longestStill() const { return m_longest; }
    const std::map<std::string, int>& screens() const { return m_screens; }

private:
    std::string m_last;
    int m_still = 0;
    int m_longest = 0;
    std::map<std::string, int> m_screens;
};

} // namespace greed::app::test
