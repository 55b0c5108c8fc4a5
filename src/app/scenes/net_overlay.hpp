// NetOverlay: what a network table says over any of its screens: emotes and seat changes as
// short notes that fade, and a standing line while a player's connection is lost.
#pragma once

#include "app/ui/painter.hpp"
#include "net/client.hpp"

#include <map>
#include <string>
#include <vector>

namespace greed::app {

class NetOverlay {
public:
    // rejoinSeconds: how long the host keeps a lost player's seat (0: not known here).
    explicit NetOverlay(double rejoinSeconds) : m_rejoin(rejoinSeconds) {}
    void take(const std::vector<net::Notice>& notices);
    // A note of this screen's own (a hint), shown like the others for `seconds`.
    void tell(const std::string& text, double seconds);
    void update(double dt);
    // The notes, centred under y = top, at most `width` wide.
    void render(const Painter& painter, int cx, int top, int width, int textSize) const;
    // The lines shown now (tests).
    std::vector<std::string> lines() const;

private:
    struct Note {
        std::string text;
        double left;
        bool alert;
    };
    struct Drop {
        std::string name;
        double waited;
    };
    std::vector<Note> m_notes;
    std::map<int, Drop> m_dropped; // by player
    double m_rejoin;
};

} // namespace greed::app
