// NetOverlay: notices in words of this screen's language.
#include "app/scenes/net_overlay.hpp"

#include "app/scenes/net_form.hpp"
#include "app/ui/note_box.hpp"
#include "i18n/translate.hpp"

#include <algorithm>
#include <cmath>

namespace greed::app {

using i18n::tr;
using i18n::trf;
using i18n::trnf;

namespace {
constexpr double kNoteSeconds = 3.5;
constexpr std::size_t kMaxNotes = 4;
} // namespace

void NetOverlay::take(const std::vector<net::Notice>& notices) {
    for (const auto& n : notices) {
        std::string text;
        bool alert = false;
        if (n.kind == net::Notice::Kind::Emote) {
            const std::string words = emoteWords(n.id);
            // TRANSLATORS: an emote a player sent: their name, then the words.
            text = words.empty() ? "" : trf("{0}: {1}", n.name, words);
        } else if (n.kind == net::Notice::Kind::Refused) {
            text = trf("The host refused that: {0}", tr(n.text));
            alert = true;
        } else if (n.text == "dropped") {
            m_dropped[n.player] = {n.name, 0.0};
        } else if (n.text == "back") {
            m_dropped.erase(n.player);
            text = trf("{0} is back", n.name);
        } else if (n.text == "computer") {
            m_dropped.erase(n.player);
            text = trf("A computer player takes {0}'s seat", n.name);
            alert = true;
        }
        if (!text.empty()) {
            m_notes.push_back({text, kNoteSeconds, alert});
        }
    }
    if (m_notes.size() > kMaxNotes) {
        m_notes.erase(m_notes.begin(),
                      m_notes.begin() + static_cast<std::ptrdiff_t>(m_notes.size() - kMaxNotes));
    }
}

void NetOverlay::tell(const std::string& text, double seconds) {
    m_notes.push_back({text, seconds, false});
}

void NetOverlay::update(double dt) {
    for (auto& note : m_notes) {
        note.left -= dt;
    }
    m_notes.erase(
        std::remove_if(m_notes.begin(), m_notes.end(), [](const Note& n) { return n.left <= 0; }),
        m_notes.end());
    for (auto& [player, drop] : m_dropped) {
        drop.waited += dt;
    }
}

std::vector<std::string> NetOverlay::lines() const {
    std::vector<std::string> out;
    for (const auto& [player, drop] : m_dropped) {
        if (m_rejoin > 0) {
            const int left = std::max(0, static_cast<int>(std::ceil(m_rejoin - drop.waited)));
            out.push_back(trnf("{0} lost connection: waiting {1} second",
                               "{0} lost connection: waiting {1} seconds",
                               static_cast<unsigned long>(left), drop.name, left));
        } else {
            out.push_back(trf("{0} lost connection: waiting for them to come back", drop.name));
        }
    }
    for (const auto& note : m_notes) {
        out.push_back(note.text);
    }
    return out;
}

void NetOverlay::render(const Painter& p, int cx, int top, int width, int textSize) const {
    const auto texts = lines();
    const std::size_t standing = m_dropped.size();
    int y = top;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const bool alert = i < standing || m_notes[i - standing].alert;
        const double fade = i < standing ? 1.0 : std::min(1.0, m_notes[i - standing].left / 0.5);
        const int boxH = drawNoteBox(p, texts[i], cx, y, width, textSize, alert, fade);
        y += boxH + textSize / 3;
    }
}

} // namespace greed::app
