// SetupScene: choose the rule set and the players (as many as the rule set allows, human or
// computer, named).
#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/rules_text.hpp"
#include "core/rules_io.hpp"

#include <algorithm>

namespace greed::app {

namespace {

// Rows laid out for the most players any rule set may have (rules_io caps it at 8).
constexpr int kRowsAtMost = 8;

class SetupScene : public Scene {
public:
    explicit SetupScene(Services& s) : Scene(s) {
        m_choices = core::presetNames();
        for (const auto& f : m_s.ruleFiles) {
            m_choices.push_back(f);
        }
        const auto it = std::find(m_choices.begin(), m_choices.end(), m_s.match.rulesSource);
        m_rulesIndex = it == m_choices.end() ? 0 : static_cast<int>(it - m_choices.begin());
        if (it == m_choices.end()) {
            loadRules();
        }
        m_seats = m_s.match.seats;
        if (m_seats.size() < static_cast<std::size_t>(std::max(2, minSeats()))) {
            m_seats = defaultSeats(1, std::max(1, minSeats() - 1));
        }
        fitSeats();
    }

    int minSeats() const { return std::max(1, m_s.match.rules.minPlayers); }
    int maxSeats() const { return std::max(minSeats(), m_s.match.rules.maxPlayers); }
    // After the rule set changed: as many seats as it allows.
    void fitSeats() {
        while (m_seats.size() > static_cast<std::size_t>(maxSeats())) {
            m_seats.pop_back();
        }
        if (m_seats.size() < static_cast<std::size_t>(minSeats())) {
            const auto pool = defaultSeats(0, minSeats());
            for (std::size_t i = m_seats.size(); i < pool.size(); ++i) {
                m_seats.push_back(pool[i]);
            }
        }
    }

    SceneId id() const override { return SceneId::Setup; }

    void onExit() override { SDL_StopTextInput(); }

    void layout(int w, int h) override {
        const auto T = m_s.type();
        m_rowH = std::max(36, std::min(h * 6 / 100, (h * 52 / 100) / kRowsAtMost + 8));
        const int left = w / 8;
        const int width = w * 3 / 4;
        m_rulesRect = {left, h * 13 / 100, width, std::max(40, h * 7 / 100)};
        m_summaryY = m_rulesRect.y + m_rulesRect.h + T.small / 2;
        int y = m_summaryY + T.body * 2 + T.small;
        m_rows.clear();
        for (std::size_t i = 0; i < m_seats.size(); ++i) {
            Row r;
            const int gap = m_rowH / 5;
            r.name = {left, y, width * 42 / 100, m_rowH - gap};
            r.kind = {left + width * 44 / 100, y, width * 44 / 100, m_rowH - gap};
            r.remove = {left + width * 90 / 100, y, width * 10 / 100, m_rowH - gap};
            m_rows.push_back(r);
            y += m_rowH;
        }
        const int bh = std::max(40, h * 7 / 100);
        const int bw = (width - 2 * bh / 2) / 3;
        const int by = h - bh - h / 25;
        m_add = {left, std::min(y + m_rowH / 4, by - bh - 8), bw, bh};
        m_back = {left, by, bw, bh};
        m_start = {left + width - bw, by, bw, bh};
    }

    std::vector<Button> buttons() const override {
        std::vector<Button> out;
        out.push_back({"rules", "Rules", "", m_rulesRect});
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            const std::string n = std::to_string(i + 1);
            out.push_back({"name" + n, m_seats[i].name, "", m_rows[i].name});
            out.push_back({"kind" + n, kindName(m_seats[i]), "", m_rows[i].kind});
            Button rm{"remove" + n, "\u2715", "", m_rows[i].remove};
            rm.enabled = m_seats.size() > static_cast<std::size_t>(minSeats());
            out.push_back(rm);
        }
        Button add{"add", "Add player", "", m_add};
        add.enabled = m_seats.size() < static_cast<std::size_t>(maxSeats());
        out.push_back(add);
        out.push_back({"back", "Back", "Esc", m_back});
        out.push_back({"start", "Start game", "Enter", m_start});
        return out;
    }

    bool handle(const InputEvent& e) override {
        if (m_editing >= 0) {
            return handleEditing(e);
        }
        const int n = static_cast<int>(m_seats.size());
        const int items = n + 4; // rules, rows, add, back, start
        switch (e.command) {
        case Command::Up:
        case Command::Prev:
            m_focus = (m_focus + items - 1) % items;
            return true;
        case Command::Down:
        case Command::Next:
            m_focus = (m_focus + 1) % items;
            return true;
        case Command::Left:
        case Command::Right: {
            const int d = e.command == Command::Left ? -1 : 1;
            if (m_focus == 0) {
                cycleRules(d);
            } else if (m_focus <= n) {
                cycleKind(m_focus - 1, d);
            } else if (m_focus == n + 2 && d > 0) {
                m_focus = n + 3;
            } else if (m_focus == n + 3 && d < 0) {
                m_focus = n + 2;
            }
            return true;
        }
        case Command::Delete:
            if (m_focus >= 1 && m_focus <= n) {
                removeSeat(m_focus - 1);
            }
            return true;
        case Command::Back:
            m_s.scenes.pop();
            return true;
        case Command::Confirm:
        case Command::Roll:
            activateFocus(e.command == Command::Confirm);
            return true;
        case Command::Click:
            click(e.x, e.y);
            return true;
        case Command::Help: {
            m_s.scenes.push(makeHelpScene(m_s, m_s.match.rules));
            return true;
        }
        default:
            return false;
        }
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const auto T = m_s.type();
        drawFeltBackdrop(p, w, h, 110);
        p.label("NEW GAME", w / 2, h * 6 / 100,
                {T.big, true, kGold, Align::Center, VAlign::Middle});
        const int n = static_cast<int>(m_seats.size());

        Button rules{"rules", "Rules", "", m_rulesRect};
        rules.kind = ButtonKind::Spinner;
        rules.value = m_s.match.rules.name;
        drawButton(p, rules, m_focus == 0, false, T.body);
        const std::string summary = rulesSummary(m_s.match.rules);
        p.label(summary, m_rulesRect.x, m_summaryY,
                {p.text().fitSize(summary, T.small, false, m_rulesRect.w), false, kInk});
        const std::string note = m_error.empty() ? "H: full rules" : m_error;
        p.label(note, m_rulesRect.x, m_summaryY + T.small + T.small / 2,
                {T.small, false, m_error.empty() ? kInkDim : kBad});

        for (int i = 0; i < n; ++i) {
            const auto& r = m_rows[static_cast<std::size_t>(i)];
            const auto& seat = m_seats[static_cast<std::size_t>(i)];
            const bool focused = m_focus == i + 1;
            if (focused) {
                const SDL_Rect all{r.name.x - 6, r.name.y - 4,
                                   r.remove.x + r.remove.w - r.name.x + 12, r.name.h + 8};
                p.fill(all, {255, 255, 255, 25});
                p.outline(all, kGold, 2);
            }
            Button name{"name", "", "", r.name};
            name.kind = ButtonKind::Field;
            name.value = seat.name + (m_editing == i ? "|" : "");
            name.accent = playerColor(i);
            drawButton(p, name, false, m_editing == i, T.body);
            Button kind{"kind", "", "", r.kind};
            kind.kind = ButtonKind::Spinner;
            kind.value = kindName(seat);
            drawButton(p, kind, false, false, T.body);
            Button rm{"remove", "\u2715", "", r.remove};
            rm.enabled = n > minSeats();
            drawButton(p, rm, false, false, T.body);
        }
        Button add{"add", "Add player", "", m_add};
        add.enabled = n < maxSeats();
        drawButton(p, add, m_focus == n + 1, false, T.body);
        drawButton(p, {"back", "Back", "Esc", m_back}, m_focus == n + 2, false, T.body);
        drawButton(p, {"start", "Start game", "Enter", m_start}, m_focus == n + 3, false, T.body);

        std::string help = m_editing >= 0 ? "Type a name, Enter to finish"
                                          : "Up/Down: move \u00B7 Left/Right: change \u00B7 Space: "
                                            "edit name \u00B7 Del: remove \u00B7 Enter: start";
        if (m_editing < 0 && m_focus >= 1 && m_focus <= n &&
            m_seats[static_cast<std::size_t>(m_focus - 1)].computer) {
            for (const auto& c : strategyChoices()) {
                if (c.id == m_seats[static_cast<std::size_t>(m_focus - 1)].strategy) {
                    help = c.name + ": " + c.description;
                }
            }
        }
        p.label(
            help, w / 2, m_back.y - T.small * 2,
            {p.text().fitSize(help, T.small, false, w * 9 / 10), false, kInkDim, Align::Center});
    }

private:
    struct Row {
        SDL_Rect name, kind, remove;
    };

    static std::string kindName(const Seat& s) {
        return s.computer ? "Computer: " + strategyName(s.strategy) : "Human";
    }

    bool handleEditing(const InputEvent& e) {
        auto& name = m_seats[static_cast<std::size_t>(m_editing)].name;
        if (e.command == Command::Text) {
            if (name.size() < 16) {
                name += e.text;
            }
        } else if (e.isKey() && e.key == SDLK_BACKSPACE) {
            // Remove one UTF-8 character.
            while (!name.empty() && (static_cast<unsigned char>(name.back()) & 0xC0) == 0x80) {
                name.pop_back();
            }
            if (!name.empty()) {
                name.pop_back();
            }
        } else if (e.command == Command::Confirm || e.command == Command::Back ||
                   e.command == Command::Click || e.command == Command::Down ||
                   e.command == Command::Up || e.command == Command::Next) {
            stopEditing();
            if (e.command == Command::Click || e.command == Command::Down ||
                e.command == Command::Up || e.command == Command::Next) {
                handle(e);
            }
        }
        return true;
    }

    void stopEditing() {
        auto& name = m_seats[static_cast<std::size_t>(m_editing)].name;
        if (name.empty()) {
            name = "Player " + std::to_string(m_editing + 1);
        }
        m_editing = -1;
        SDL_StopTextInput();
        commit();
    }

    void startEditing(int i) {
        m_editing = i;
        m_focus = i + 1;
        SDL_StartTextInput();
    }

    void activateFocus(bool enter) {
        const int n = static_cast<int>(m_seats.size());
        if (m_focus == 0) {
            if (enter) {
                start();
            } else {
                cycleRules(1);
            }
        } else if (m_focus <= n) {
            if (enter) {
                start();
            } else {
                startEditing(m_focus - 1);
            }
        } else if (m_focus == n + 1) {
            addSeat();
        } else if (m_focus == n + 2) {
            m_s.scenes.pop();
        } else {
            start();
        }
    }

    void click(int x, int y) {
        if (contains(m_rulesRect, x, y)) {
            m_focus = 0;
            cycleRules(x < m_rulesRect.x + m_rulesRect.w / 3 ? -1 : 1);
            return;
        }
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            const auto& r = m_rows[i];
            const int idx = static_cast<int>(i);
            if (contains(r.name, x, y)) {
                startEditing(idx);
                return;
            }
            if (contains(r.kind, x, y)) {
                m_focus = idx + 1;
                cycleKind(idx, x < r.kind.x + r.kind.w / 3 ? -1 : 1);
                return;
            }
            if (contains(r.remove, x, y)) {
                removeSeat(idx);
                return;
            }
        }
        if (contains(m_add, x, y)) {
            addSeat();
        } else if (contains(m_back, x, y)) {
            m_s.scenes.pop();
        } else if (contains(m_start, x, y)) {
            start();
        }
    }

    void loadRules() {
        const std::string& source = m_choices[static_cast<std::size_t>(m_rulesIndex)];
        try {
            m_s.match.rules = core::resolveRules(source);
            m_s.match.rulesSource = source;
            m_error.clear();
            fitSeats();
        } catch (const std::exception& ex) {
            m_error = ex.what();
        }
    }

    void cycleRules(int d) {
        const int n = static_cast<int>(m_choices.size());
        m_rulesIndex = ((m_rulesIndex + d) % n + n) % n;
        loadRules();
        m_s.sound("click");
    }

    void cycleKind(int i, int d) {
        auto& seat = m_seats[static_cast<std::size_t>(i)];
        // Human, then each computer player in order.
        std::vector<std::string> ids{""};
        for (const auto& c : strategyChoices()) {
            ids.push_back(c.id);
        }
        const std::string current = seat.computer ? seat.strategy : "";
        auto it = std::find(ids.begin(), ids.end(), current);
        int k = it == ids.end() ? 0 : static_cast<int>(it - ids.begin());
        const int n = static_cast<int>(ids.size());
        k = ((k + d) % n + n) % n;
        seat.computer = k != 0;
        if (seat.computer) {
            seat.strategy = ids[static_cast<std::size_t>(k)];
        }
        m_s.sound("click");
        commit();
    }

    void addSeat() {
        if (m_seats.size() >= static_cast<std::size_t>(maxSeats())) {
            return;
        }
        // A new seat is a computer player with the next free name.
        const auto pool = defaultSeats(0, kRowsAtMost);
        for (const auto& cand : pool) {
            const bool used = std::any_of(m_seats.begin(), m_seats.end(),
                                          [&](const Seat& s) { return s.name == cand.name; });
            if (!used) {
                m_seats.push_back(cand);
                break;
            }
        }
        commit();
    }

    void removeSeat(int i) {
        if (m_seats.size() <= static_cast<std::size_t>(minSeats())) {
            return;
        }
        m_seats.erase(m_seats.begin() + i);
        m_focus = std::min(m_focus, static_cast<int>(m_seats.size()));
        commit();
    }

    void commit() { m_s.match.seats = m_seats; }

    void start() {
        if (!m_error.empty()) {
            return;
        }
        commit();
        m_s.scenes.replace(makeMatchScene(m_s, m_s.match));
    }

    std::vector<std::string> m_choices;
    int m_rulesIndex = 0;
    std::vector<Seat> m_seats;
    std::vector<Row> m_rows;
    SDL_Rect m_rulesRect{}, m_add{}, m_back{}, m_start{};
    int m_summaryY = 0;
    int m_rowH = 40;
    int m_focus = 0;
    int m_editing = -1;
    std::string m_error;
};

} // namespace

std::unique_ptr<Scene> makeSetupScene(Services& s) {
    return std::make_unique<SetupScene>(s);
}

} // namespace greed::app
