// SetupScene: choose the rule set and the players (as many as the rule set allows, human or
// computer, named).
#include "ai/factory.hpp"
#include "app/house/house_words.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_cards.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/services.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/error_words.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/personality_words.hpp"
#include "app/ui/rules_text.hpp"
#include "core/rules_io.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

// Hosting needs UDP, which a browser page cannot send: the browser build has no Host button
// (the title says why network play is missing there).
#ifdef GREED_NO_NETWORK
constexpr bool kCanHost = false;
#else
constexpr bool kCanHost = true;
#endif

using i18n::tr;
using i18n::trf;
using i18n::trnf;

// The most players any rule set may have (rules_io caps it at 8).
constexpr int kRowsAtMost = 8;

class SetupScene : public Scene {
public:
    explicit SetupScene(Services& s) : Scene(s) {
        listRules();
        m_professorNote = professorNote(m_s.match.rules);
        m_seats = m_s.match.seats;
        if (m_seats.size() < static_cast<std::size_t>(std::max(2, minSeats()))) {
            m_seats = localDefaultSeats(1, std::max(1, minSeats() - 1));
        }
        fitSeats();
        for (std::size_t i = 0; i < m_seats.size(); ++i) {
            if (!m_seats[i].computer && !typedName(i)) {
                m_seats[i].name = defaultSeatName(m_seats, i); // "You" in the player's language
            }
        }
        checkComputers();
    }

    // The presets, then the player's own rule files; the match's rule set chosen among them.
    void listRules() {
        m_choices = core::presetNames();
        for (const auto& f : m_s.ruleFiles) {
            m_choices.push_back(f);
        }
        const auto it = std::find(m_choices.begin(), m_choices.end(), m_s.match.rulesSource);
        m_rulesIndex = it == m_choices.end() ? 0 : static_cast<int>(it - m_choices.begin());
        if (it == m_choices.end()) {
            loadRules();
        }
    }

    // Back from House rules: a rule set may have been saved (and chosen) or deleted.
    void onReveal() override {
        listRules();
        m_professorNote = professorNote(m_s.match.rules);
        m_error.clear();
        fitSeats();
        commit();
    }

    // A name the player typed stays when the seat's kind changes; a default one follows it.
    bool typedName(std::size_t i) const { return !isDefaultName(m_seats[i].name); }

    int minSeats() const { return std::max(1, m_s.match.rules.minPlayers); }
    int maxSeats() const { return std::max(minSeats(), m_s.match.rules.maxPlayers); }
    // After the rule set changed: as many seats as it allows.
    void fitSeats() {
        while (m_seats.size() > static_cast<std::size_t>(maxSeats())) {
            m_seats.pop_back();
        }
        if (m_seats.size() < static_cast<std::size_t>(minSeats())) {
            const auto pool = localDefaultSeats(0, minSeats());
            for (std::size_t i = m_seats.size(); i < pool.size(); ++i) {
                m_seats.push_back(pool[i]);
            }
        }
    }

    SceneId id() const override { return SceneId::Setup; }

    void onExit() override { SDL_StopTextInput(); }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        const int rim = std::max(10, h / 45);
        const int width = std::min(w - 2 * rim - w / 16, h * 16 / 9);
        const int left = (w - width) / 2;
        m_titleY = screenTitleY(h);
        const int rulesY = m_titleY + T.title * 55 / 100;
        // The rule set's spinner, then its full text and its house rules.
        int helpW = T.body * 8;
        for (const std::string& text :
             {std::string("[H] ") + tr("Full rules"), std::string(tr("House rules"))}) {
            helpW = std::max(helpW, m_s.text.measure(text, T.body, true).x + T.control);
        }
        // Wide enough that "Reglas de la casa" keeps the body size of its neighbours.
        helpW = std::min(helpW, width * 27 / 100);
        const int rulesW = std::min(width - 2 * (helpW + T.body / 2), width * 52 / 100);
        const int rowX = (w - rulesW - T.body - 2 * helpW) / 2;
        m_rulesRect = {rowX, rulesY, rulesW, T.control};
        m_help = {rowX + rulesW + T.body / 2, rulesY, helpW, T.control};
        m_house = {m_help.x + helpW + T.body / 2, rulesY, helpW, T.control};
        // The two buttons beside the rules write their words at one size ("Reglas de la
        // casa" was smaller than "[H] Ver reglas").
        std::vector<Button> pair{{"help", tr("Full rules"), "H", m_help},
                                 {"house", tr("House rules"), "", m_house}};
        shareRowTextSize(pair, m_s.text, T.body);
        m_pickerText = pair.front().textSize;
        m_summaryY = rulesY + T.control + T.caption;
        const int by = h - rim - T.control - h / 40;
        // Back, Host and Start as wide as their words need at body size, each at most a third
        // of the row less the gaps between them.
        int bw = T.body * 12;
        for (const std::string& text :
             {"[" + escKeyCap() + "] " + tr("Back"), std::string(tr("Host this table")),
              "[" + enterKeyCap() + "] " + tr("Start game")}) {
            bw = std::max(bw, m_s.text.measure(text, T.body, true).x + T.control * 2 / 3 + T.body);
        }
        bw = std::min((width - 2 * T.body) / 3, bw);
        m_back = {left, by, bw, T.control};
        m_host = kCanHost ? SDL_Rect{left + (width - bw) / 2, by, bw, T.control} : SDL_Rect{};
        m_start = {left + width - bw, by, bw, T.control};
        m_hintY = by - T.caption * 2;
        const int cardsTop = m_summaryY + T.caption * 2;
        // The add card stays (greyed, saying why) when only the rule set's limit stops adding.
        const bool canAdd = m_seats.size() < static_cast<std::size_t>(kRowsAtMost);
        const int count = static_cast<int>(m_seats.size()) + (canAdd ? 1 : 0);
        m_cards = layoutSeatCards({left, cardsTop, width, m_hintY - T.caption - cardsTop}, count, T,
                                  canAdd);
        m_addCard = canAdd ? m_cards.back() : SeatCard{};
        if (canAdd) {
            m_cards.pop_back();
        }
    }

    std::vector<Button> buttons() const override {
        std::vector<Button> out;
        out.push_back(rulesRow());
        out.push_back(pickerButton("help"));
        out.push_back(pickerButton("house"));
        for (std::size_t i = 0; i < m_cards.size() && i < m_seats.size(); ++i) {
            const std::string n = std::to_string(i + 1);
            Button name{"name" + n, m_seats[i].name, "", m_cards[i].name};
            if (static_cast<int>(i) == m_editing) {
                // Typed into: a field with its caret, as the network forms show one (the pad's
                // keyboard keeps clear of it).
                name.kind = ButtonKind::Field;
                name.value = m_seats[i].name + "_";
            }
            out.push_back(name);
            out.push_back({"kind" + n, kindName(m_seats[i]), "", m_cards[i].kind});
            Button rm{"remove" + n, "\u2715", "", m_cards[i].remove};
            rm.enabled = m_seats.size() > static_cast<std::size_t>(minSeats());
            out.push_back(rm);
        }
        Button add{"add", tr("Add player"), "", m_addCard.card};
        add.enabled = m_seats.size() < static_cast<std::size_t>(maxSeats());
        if (add.enabled || m_addCard.card.w > 0) {
            out.push_back(add);
        }
        out.push_back({"back", tr("Back"), escKeyCap(), m_back});
        if (m_host.w > 0) {
            out.push_back({"host", tr("Host this table"), "", m_host});
        }
        out.push_back({"start", tr("Start game"), enterKeyCap(), m_start});
        return out;
    }

    bool handle(const InputEvent& e) override {
        if (m_editing >= 0) {
            return handleEditing(e);
        }
        const int n = static_cast<int>(m_seats.size());
        const int items = n + 6; // rules, house rules, rows, add, back, host, start
        switch (e.command) {
        case Command::Up:
        case Command::Prev:
        case Command::Down:
        case Command::Next: {
            const int step = e.command == Command::Up || e.command == Command::Prev ? -1 : 1;
            m_focus = (m_focus + step + items) % items;
            // The add card takes no focus while the rule set is full.
            if (m_focus == addFocus() && n >= maxSeats()) {
                m_focus = (m_focus + step + items) % items;
            }
            return true;
        }
        case Command::Left:
        case Command::Right: {
            const int d = e.command == Command::Left ? -1 : 1;
            if (m_focus == kRulesFocus) {
                cycleRules(d);
            } else if (seatOfFocus() >= 0) {
                cycleKind(seatOfFocus(), d);
            } else if (m_focus > addFocus()) { // along the bottom row: back, host, start
                m_focus = std::clamp(m_focus + d, addFocus() + 1, addFocus() + 3);
                if (m_focus == addFocus() + 2 && !kCanHost) {
                    m_focus += d; // no Host button in the browser: past it
                }
            }
            return true;
        }
        case Command::Delete:
            if (seatOfFocus() >= 0) {
                removeSeat(seatOfFocus());
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
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        drawScreenTitle(p, tr("NEW GAME"), w / 2, m_titleY, T, w * 9 / 10);
        const int n = static_cast<int>(m_seats.size());

        drawButton(p, rulesRow(), m_focus == kRulesFocus, false, T);
        drawButton(p, pickerButton("help"), false, false, T);
        drawButton(p, pickerButton("house"), m_focus == kHouseFocus, false, T);
        const std::string& fault = !m_error.empty() ? m_error : m_computerError;
        const bool problem = !fault.empty();
        const std::string summary = problem ? fault : rulesSummary(m_s.match.rules);
        p.label(summary, w / 2, m_summaryY,
                {p.text().fitSize(summary, T.caption, false, w * 9 / 10), false,
                 problem ? kBad : kInk, Align::Center, VAlign::Middle});

        const MenuType cardType = seatCardType(p.text(), m_cards, m_seats, T);
        for (int i = 0; i < n && i < static_cast<int>(m_cards.size()); ++i) {
            SeatCardState st;
            st.seat = &m_seats[static_cast<std::size_t>(i)];
            st.colour = playerColor(i);
            st.focused = m_focus == i + kFirstSeatFocus;
            st.editing = m_editing == i;
            st.selected = st.editing && m_nameSelected;
            st.removable = n > minSeats();
            drawSeatCard(p, m_cards[static_cast<std::size_t>(i)], st, cardType);
        }
        if (m_addCard.card.w > 0) {
            const bool room = n < maxSeats();
            // TRANSLATORS: on the greyed add card; {0} the rule set's name, {1} its player limit.
            const std::string full =
                trnf("{0} seats at most {1} player", "{0} seats at most {1} players",
                     static_cast<unsigned long>(maxSeats()), tr(m_s.match.rules.name), maxSeats());
            drawAddCard(p, m_addCard, m_focus == addFocus() && room, room ? "" : full, T);
        }
        drawButton(p, {"back", tr("Back"), escKeyCap(), m_back}, m_focus == addFocus() + 1, false,
                   T);
        if (m_host.w > 0) {
            drawButton(p, {"host", tr("Host this table"), "", m_host}, m_focus == addFocus() + 2,
                       false, T);
        }
        drawButton(p, {"start", tr("Start game"), enterKeyCap(), m_start},
                   m_focus == addFocus() + 3, false, T);

        std::string help = m_editing >= 0
                               ? trnf("Type a name (at most {0} character), Enter to finish",
                                      "Type a name (at most {0} characters), Enter to finish",
                                      static_cast<unsigned long>(kNameLimit), kNameLimit)
                               : tr("↑/↓: move · ←/→: change · Space: edit name · Del: remove · "
                                    "Enter: start");
        SDL_Color ink = kInkDim;
        if (!m_nameNote.empty()) {
            help = m_nameNote;
            ink = kGold;
        } else if (m_editing < 0 && !m_professorNote.empty() && professorSeated()) {
            help = m_professorNote;
            ink = kGold;
        } else if (m_editing < 0 && seatOfFocus() >= 0 &&
                   m_seats[static_cast<std::size_t>(seatOfFocus())].computer) {
            for (const auto& c : strategyChoices()) {
                if (c.id == m_seats[static_cast<std::size_t>(seatOfFocus())].strategy) {
                    // TRANSLATORS: a computer player's name and what kind of player it is.
                    help = trf("{0}: {1}", personalityName(c), tr(c.description));
                }
            }
        }
        p.label(help, w / 2, m_hintY,
                {p.text().fitSize(help, T.caption, false, w * 9 / 10), false, ink, Align::Center,
                 VAlign::Middle});
    }

private:
    static std::string kindName(const SeatSpec& s) {
        return s.computer ? trf("Computer: {0}", strategyName(s.strategy)) : tr("Human");
    }

    bool handleEditing(const InputEvent& e) {
        auto& name = m_seats[static_cast<std::size_t>(m_editing)].name;
        // Editing starts with the whole name selected (usually the default one): the first
        // character typed or Backspace replaces it; an arrow keeps it and moves on.
        // (A typed letter also arrives as a key press first: only text, erasing and the
        // caret keys end the selection.)
        if (m_nameSelected) {
            const bool erase = e.isKey() && (e.key == SDLK_BACKSPACE || e.key == SDLK_DELETE);
            const bool caret = e.command == Command::Left || e.command == Command::Right ||
                               (e.isKey() && (e.key == SDLK_HOME || e.key == SDLK_END));
            if (e.command == Command::Text || erase) {
                name.clear();
                m_nameSelected = false;
                if (erase) {
                    return true;
                }
            } else if (caret) {
                m_nameSelected = false;
                return true;
            }
        }
        if (e.command == Command::Text) {
            m_nameNote = typedNote(appendToName(name, e.text, kNameLimit, [this](std::uint32_t c) {
                return m_s.text.provides(c);
            }));
        } else if (e.isKey() && e.key == SDLK_BACKSPACE) {
            eraseLastChar(name);
            m_nameNote.clear();
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
        name = trimmedName(name);
        if (name.empty()) {
            name = defaultSeatName(m_seats, static_cast<std::size_t>(m_editing));
        }
        m_nameNote.clear();
        m_editing = -1;
        SDL_StopTextInput();
        commit();
    }

    void startEditing(int i) {
        m_editing = i;
        m_nameSelected = true;
        m_focus = i + kFirstSeatFocus;
        SDL_StartTextInput();
    }

    void activateFocus(bool enter) {
        if (m_focus == kRulesFocus) {
            if (enter) {
                start();
            } else {
                cycleRules(1);
            }
        } else if (m_focus == kHouseFocus) {
            openHouseRules();
        } else if (seatOfFocus() >= 0) {
            if (enter) {
                start();
            } else {
                startEditing(seatOfFocus());
            }
        } else if (m_focus == addFocus()) {
            addSeat();
        } else if (m_focus == addFocus() + 1) {
            m_s.scenes.pop();
        } else if (m_focus == addFocus() + 2) {
            hostTable();
        } else {
            start();
        }
    }

    // Focus order: the rules, house rules, each seat, the add card, back, host, start.
    static constexpr int kRulesFocus = 0;
    static constexpr int kHouseFocus = 1;
    static constexpr int kFirstSeatFocus = 2;
    int addFocus() const { return kFirstSeatFocus + static_cast<int>(m_seats.size()); }
    // The seat the focus is on, or -1.
    int seatOfFocus() const {
        const int i = m_focus - kFirstSeatFocus;
        return i >= 0 && i < static_cast<int>(m_seats.size()) ? i : -1;
    }

    // The rule set's picker, a row as on the Host screen: "Rules" on the left, the rule set's
    // name centred between arrows at the control's ends.
    Button rulesRow() const {
        Button rules{"rules", tr("Rules"), "", m_rulesRect};
        rules.kind = ButtonKind::Spinner;
        rules.row = true;
        rules.labelShare = 30;
        rules.value = tr(m_s.match.rules.name);
        return rules;
    }
    // Full rules and House rules, beside the picker, at one text size.
    Button pickerButton(const std::string& id) const {
        Button b = id == "help" ? Button{"help", tr("Full rules"), "H", m_help}
                                : Button{"house", tr("House rules"), "", m_house};
        b.textSize = m_pickerText;
        return b;
    }

    void openHouseRules() {
        if (!m_error.empty()) {
            return;
        }
        commit();
        m_s.scenes.push(makeHouseRulesScene(m_s, m_s.match.rules, m_s.match.rulesSource));
    }

    void click(int x, int y) {
        if (contains(m_rulesRect, x, y)) {
            m_focus = kRulesFocus;
            // As every row: its ◀ turns back, anywhere else forward.
            const SDL_Rect c = controlRect(rulesRow());
            cycleRules(x >= c.x && x < c.x + c.h ? -1 : 1);
            return;
        }
        if (contains(m_help, x, y)) {
            m_s.scenes.push(makeHelpScene(m_s, m_s.match.rules));
            return;
        }
        if (contains(m_house, x, y)) {
            m_focus = kHouseFocus;
            openHouseRules();
            return;
        }
        for (std::size_t i = 0; i < m_cards.size() && i < m_seats.size(); ++i) {
            const auto& r = m_cards[i];
            const int idx = static_cast<int>(i);
            if (contains(r.name, x, y)) {
                startEditing(idx);
                return;
            }
            if (contains(r.kind, x, y)) {
                m_focus = idx + kFirstSeatFocus;
                cycleKind(idx, x < r.kind.x + r.kind.w / 3 ? -1 : 1);
                return;
            }
            if (contains(r.remove, x, y)) {
                removeSeat(idx);
                return;
            }
            if (contains(r.card, x, y)) {
                m_focus = idx + kFirstSeatFocus;
                return;
            }
        }
        if (contains(m_addCard.card, x, y)) {
            addSeat();
        } else if (contains(m_back, x, y)) {
            m_s.scenes.pop();
        } else if (contains(m_host, x, y)) {
            hostTable();
        } else if (contains(m_start, x, y)) {
            start();
        }
    }

    bool professorSeated() const {
        return std::any_of(m_seats.begin(), m_seats.end(), [](const SeatSpec& seat) {
            return seat.computer && ai::playsSolution(seat.strategy);
        });
    }

    void loadRules() {
        const std::string& source = m_choices[static_cast<std::size_t>(m_rulesIndex)];
        try {
            m_s.match.rules = core::resolveRules(source);
            m_s.match.rulesSource = source;
            m_error.clear();
            m_professorNote = professorNote(m_s.match.rules);
            fitSeats();
            checkComputers();
        } catch (const std::exception& ex) {
            // TRANSLATORS: a rule file cannot be read ({0} its name); the fault is in the log.
            m_error = shownError(ex, trf("The rule set {0} cannot be used.", source));
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
        const bool keepName = typedName(static_cast<std::size_t>(i));
        const std::string current = seat.computer ? seat.strategy : "";
        auto it = std::find(ids.begin(), ids.end(), current);
        int k = it == ids.end() ? 0 : static_cast<int>(it - ids.begin());
        const int n = static_cast<int>(ids.size());
        k = ((k + d) % n + n) % n;
        seat.computer = k != 0;
        if (seat.computer) {
            seat.strategy = ids[static_cast<std::size_t>(k)];
        }
        if (!keepName) {
            seat.name = defaultSeatName(m_seats, static_cast<std::size_t>(i));
        }
        m_s.sound("click");
        commit();
    }

    void addSeat() {
        if (m_seats.size() >= static_cast<std::size_t>(maxSeats())) {
            return;
        }
        // A new seat is a computer player with the next free name.
        const auto pool = localDefaultSeats(0, kRowsAtMost);
        for (const auto& cand : pool) {
            const bool used = std::any_of(m_seats.begin(), m_seats.end(),
                                          [&](const SeatSpec& s) { return s.name == cand.name; });
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
        m_focus = std::min(m_focus, kFirstSeatFocus + static_cast<int>(m_seats.size()) - 1);
        commit();
    }

    void commit() {
        m_s.match.seats = m_seats;
        checkComputers();
    }

    // Rules too large for computer players are refused here, before Start (never by quitting).
    void checkComputers() {
        const bool computers = std::any_of(m_seats.begin(), m_seats.end(),
                                           [](const SeatSpec& seat) { return seat.computer; });
        m_computerError =
            computers && m_error.empty() ? computerRefusal(m_s.match.rules) : std::string();
    }

    // "Host a table" with these rules and seats: the other people become players elsewhere.
    void hostTable() {
        if (!m_error.empty() || !m_computerError.empty()) {
            return;
        }
        commit();
        m_s.scenes.push(makeHostScene(m_s, true));
    }

    void start() {
        if (!m_error.empty() || !m_computerError.empty()) {
            return;
        }
        commit();
        m_s.scenes.replace(makeMatchScene(m_s, m_s.match));
    }

    std::vector<std::string> m_choices;
    int m_rulesIndex = 0;
    std::vector<SeatSpec> m_seats;
    std::vector<SeatCard> m_cards;
    SeatCard m_addCard; // its "+" button and words; no card while every seat is taken
    SDL_Rect m_rulesRect{}, m_help{}, m_house{}, m_back{}, m_host{}, m_start{};
    int m_pickerText = 0; // the size Full rules and House rules write their words at
    int m_titleY = 0;
    int m_summaryY = 0;
    int m_hintY = 0;
    std::string m_nameNote; // why typing stopped adding characters
    int m_focus = 0;
    int m_editing = -1;
    bool m_nameSelected = false; // the name being edited is selected whole
    std::string m_error;
    std::string m_computerError; // computers are seated and cannot play these rules
    std::string m_professorNote; // what the Professor cannot do with these rules, if anything
};

} // namespace

std::unique_ptr<Scene> makeSetupScene(Services& s) {
    return std::make_unique<SetupScene>(s);
}

} // namespace greed::app
