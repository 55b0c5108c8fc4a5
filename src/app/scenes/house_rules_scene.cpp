// HouseRulesScene: change a rule set in the player's words (target, entry, scoring choices...),
// see what changes and what an example roll scores, save it as a named rule set or delete one.
#include "app/house/game_length.hpp"
#include "app/house/house_options.hpp"
#include "app/house/house_words.hpp"
#include "app/house/user_rules.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/rules_text.hpp"
#include "app/ui/text_wrap.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;

// Longest name a rule set may be given (it is shown in lists and the statistics).
constexpr int kRuleNameLimit = 32;

class HouseRulesScene : public MenuScene {
public:
    HouseRulesScene(Services& s, const core::Rules& base, std::string source)
        : MenuScene(s), m_house(base), m_source(std::move(source)) {
        // A preset starts a new rule set with a name of its own; a saved one keeps its name.
        if (!isUserRuleFile(m_source)) {
            m_house.name = trf("{0} (house)", tr(base.name));
        }
        refresh();
    }

    SceneId id() const override { return SceneId::HouseRules; }
    void onExit() override { m_edit.end(); }

    void layout(int w, int h) override {
        const MenuType T = MenuType::forHeight(h);
        std::vector<Button> rows;
        rows.push_back(fieldButton("name", tr("Name"), m_house.name, m_edit.id() == "name"));
        for (const HouseOption& o : m_house.options()) {
            Button b{o.id, houseOptionLabel(o.kind), ""};
            b.kind = ButtonKind::Spinner;
            b.row = true;
            b.value = houseValueText(o, m_house.base());
            b.enabled = o.enabled;
            if (!o.enabled) {
                b.reason = houseDisabledReason(o);
            }
            rows.push_back(b);
        }
        std::vector<Button> actions;
        actions.push_back({"back", tr("Back"), escKeyCap()});
        actions.push_back({"help", tr("Full rules"), "H"});
        if (isUserRuleFile(m_source)) {
            actions.push_back({"delete", m_confirmDelete ? tr("Delete: sure?") : tr("Delete"), ""});
        }
        Button save{"save", tr("Save and use"), enterKeyCap()};
        save.enabled = m_problem.empty() && !trimmedName(m_house.name).empty();
        actions.push_back(save);

        // Rows on the left, what changes on the right; the actions across under both.
        const int rim = std::max(10, h / 45);
        const int gap = T.body;
        const int width = std::min(w - 2 * rim - w / 16, h * 16 / 9);
        const int left = (w - width) / 2;
        const int rowsW = width * 54 / 100;
        m_titleY = rim + T.title * 6 / 10;
        const int top = m_titleY + T.title * 6 / 10 + T.caption / 2;
        const int actionsY = h - rim - T.control - h / 40;
        const int pad = T.control / 4;
        const int n = static_cast<int>(rows.size());
        const int room = actionsY - T.caption - top - 2 * pad;
        const int rowH = std::clamp(room * 6 / (7 * n - 1), 24, T.control);
        const int rowGap = rowH / 6;
        int y = top + pad;
        const std::string focus = m_menu.focused();
        m_menu.clear();
        for (auto& b : rows) {
            b.rect = {left + pad, y, rowsW - 2 * pad, rowH};
            y += rowH + rowGap;
            m_menu.add(b);
        }
        m_rowsPanel = {left, top, rowsW, y - rowGap + pad - top};
        m_side = {left + rowsW + gap, top, width - rowsW - gap, m_rowsPanel.h};

        const int count = static_cast<int>(actions.size());
        int words = T.body * 7;
        for (const Button& b : actions) {
            const std::string text = (b.key.empty() ? "" : "[" + b.key + "] ") + b.label;
            words = std::max(words, m_s.text.measure(text, T.body, true).x + T.control * 2 / 3);
        }
        const int each = std::min(words, (width - gap * (count - 1)) / count);
        int ax = left + width - (each * count + gap * (count - 1));
        for (auto& b : actions) {
            b.rect = {ax, actionsY, each, T.control};
            ax += each + gap;
            m_menu.add(b);
        }
        // Back sits alone on the left.
        m_menu.buttons()[static_cast<std::size_t>(n)].rect.x = left;
        m_menu.focus(focus.empty() ? "target" : focus);
        if (const Button* f = m_menu.find(m_menu.focused()); f == nullptr || !f->enabled) {
            m_menu.focus("target");
        }
        m_hintY = actionsY - T.caption;
    }

    void render() const override {
        const Painter& p = m_s.painter;
        const int w = m_s.width();
        const int h = m_s.height();
        const MenuType T = MenuType::forHeight(h);
        drawTableBackdrop(p, w, h, 200);
        drawScreenTitle(p, tr("HOUSE RULES"), w / 2, m_titleY, T, w * 9 / 10);
        p.panel(m_rowsPanel, 200);
        p.panel(m_side, 200);
        m_menu.render(p, T);
        drawSide(p, T);
        std::string hint = m_edit.active()
                               ? tr("Type a name, Enter to finish")
                               : tr("↑/↓: choose · ←/→ or click: change · Enter: save and use");
        SDL_Color ink = kInkDim;
        if (!m_note.empty()) {
            hint = m_note;
            ink = m_noteBad ? kBad : kGold;
        }
        p.label(hint, w / 2, m_hintY,
                {p.text().fitSize(hint, T.caption, false, w * 9 / 10), false, ink, Align::Center,
                 VAlign::Middle});
    }

    bool handle(const InputEvent& e) override {
        if (m_edit.active()) {
            if (e.command == Command::Confirm) {
                m_edit.end();
                m_house.name = trimmedName(m_house.name);
                refresh();
                return true;
            }
            const bool passOn = m_edit.handle(e, m_house.name, kRuleNameLimit, false);
            refresh();
            return passOn ? MenuScene::handle(e) : true;
        }
        if (e.command == Command::Help) {
            activate({"help", 0});
            return true;
        }
        if (e.command == Command::Confirm && m_menu.focused() != "back" &&
            m_menu.focused() != "help" && m_menu.focused() != "delete" &&
            m_menu.focused() != "name") {
            activate({"save", 0});
            return true;
        }
        return MenuScene::handle(e);
    }

protected:
    void activate(const MenuHit& hit) override {
        if (hit.id != "delete") {
            m_confirmDelete = false;
        }
        m_note.clear();
        if (hit.id == "name") {
            m_edit.begin("name");
        } else if (hit.id == "back") {
            m_s.scenes.pop();
        } else if (hit.id == "help") {
            if (m_problem.empty()) {
                m_s.scenes.push(makeHelpScene(m_s, m_rules));
            }
        } else if (hit.id == "save") {
            save();
        } else if (hit.id == "delete") {
            remove();
        } else if (m_house.find(hit.id) != nullptr) {
            if (hit.set >= 0) {
                m_house.choose(hit.id, hit.set);
            } else {
                m_house.step(hit.id, hit.delta == 0 ? 1 : hit.delta);
            }
            m_s.sound("click");
            refresh();
        }
    }

private:
    // Everything shown that follows from the choices, worked out once per change.
    void refresh() {
        m_rules = m_house.rules();
        m_problem = m_house.problem();
        m_changes.clear();
        if (m_problem.empty()) {
            // Compared with the base as these rules word it (without its one-line summary,
            // which house rules drop), so only real changes show.
            core::Rules base = m_house.base();
            base.summary = m_rules.summary;
            m_changes = changedLines(rulesText(base), rulesText(m_rules));
            m_summary = rulesSummary(m_rules);
            m_professor = professorNote(m_rules);
            // Before saving, the player learns whether games would run for hours or never end.
            const GameLength length = estimateGameLength(m_rules);
            m_length = gameLengthWords(length);
            m_lengthInk = length.verdict == GameLength::Verdict::Endless ? kBad
                          : length.verdict == GameLength::Verdict::Long  ? kGold
                                                                         : kInkDim;
        }
    }

    void save() {
        if (!m_problem.empty() || trimmedName(m_house.name).empty()) {
            return;
        }
        core::Rules rules = m_rules;
        rules.name = trimmedName(m_house.name);
        std::string error;
        // Only the rule file being edited may be replaced; a name taken by another rule set
        // gets a free file name instead.
        const std::string path = saveUserRules(rules, error, userRulesFolder(),
                                               isUserRuleFile(m_source) ? m_source : "");
        if (path.empty()) {
            m_note = trf("Could not save: {0}", error);
            m_noteBad = true;
            return;
        }
        // The new rule set is chosen in New game, which lists it from now on.
        auto& files = m_s.ruleFiles;
        if (std::find(files.begin(), files.end(), path) == files.end()) {
            files.push_back(path);
        }
        if (isUserRuleFile(m_source) && m_source != path) {
            // Renamed: the old file (the one the player edited) is replaced by the new one.
            deleteUserRules(m_source);
            files.erase(std::remove(files.begin(), files.end(), m_source), files.end());
        }
        m_s.match.rules = core::loadRulesFile(path);
        m_s.match.rulesSource = path;
        m_s.sound("click");
        m_s.scenes.pop();
    }

    void remove() {
        if (!m_confirmDelete) {
            m_confirmDelete = true; // a second press deletes
            return;
        }
        const std::string error = deleteUserRules(m_source);
        if (!error.empty()) {
            m_note = trf("Could not delete: {0}", error);
            m_noteBad = true;
            m_confirmDelete = false;
            return;
        }
        auto& files = m_s.ruleFiles;
        files.erase(std::remove(files.begin(), files.end(), m_source), files.end());
        m_s.match.rulesSource = "greed";
        m_s.match.rules = core::loadPreset("greed");
        m_s.scenes.pop();
    }

    // The right panel: what differs from the base rule set, an example roll for the focused
    // option, and what the Professor can do with these rules.
    void drawSide(const Painter& p, const MenuType& T) const {
        const int pad = T.body;
        const int x = m_side.x + pad;
        const int width = m_side.w - 2 * pad;
        const int bottom = m_side.y + m_side.h - pad / 2;
        int y = m_side.y + pad / 2 + T.heading / 2;
        // TRANSLATORS: house rules: what differs from the rule set they started from.
        const std::string head = trf("Changes from {0}", tr(m_house.base().name));
        p.label(head, x, y,
                {p.text().fitSize(head, T.heading, true, width), true, kGold, Align::Left,
                 VAlign::Middle});
        y += T.heading;
        const platform::TextStyle body{T.caption, false, kInk};
        if (!m_problem.empty()) {
            for (const auto& line : wrapText(p.text(), m_problem, body, width)) {
                p.label(line, x, y, {T.caption, false, kBad});
                y += T.caption * 5 / 4;
            }
            return;
        }
        // The example and the Professor's note take the panel's foot; changes fill the rest.
        const std::vector<FootLine> foot = footLines(p, T, width);
        const std::vector<core::Face> roll = focusedRoll();
        const int dieSize = T.body * 3 / 2;
        const int footH = static_cast<int>(foot.size()) * T.caption * 5 / 4 +
                          (roll.empty() ? 0 : dieSize + T.caption * 3);
        const int changesEnd = bottom - footH - T.caption / 2;
        for (const auto& line : wrapText(p.text(), m_summary, body, width)) {
            p.label(line, x, y, {T.caption, false, kInkDim});
            y += T.caption * 5 / 4;
        }
        y += T.caption / 2;
        if (m_changes.empty()) {
            p.label(tr("Nothing changed yet."), x, y, body);
            y += T.caption * 5 / 4;
        }
        bool cut = false;
        const int indent = p.text().measure("+ ", T.caption, true).x;
        for (const auto& change : m_changes) {
            // Added lines in gold after a plus, lines taken away dimmed after a minus.
            const platform::TextStyle style{T.caption, false, change.removed ? kInkDim : kInk};
            const auto lines = wrapText(p.text(), change.text, style, width - indent);
            if (y + static_cast<int>(lines.size()) * T.caption * 5 / 4 > changesEnd) {
                cut = true;
                break;
            }
            p.label(change.removed ? "\u2212" : "+", x, y,
                    {T.caption, true, change.removed ? kBad : kGold});
            for (const auto& line : lines) {
                p.label(line, x + indent, y, style);
                y += T.caption * 5 / 4;
            }
        }
        if (cut) {
            p.label(tr("… and more: see the full rules (H)"), x, y, {T.caption, false, kInkDim});
        }
        int fy = bottom - footH;
        if (!roll.empty()) {
            drawExample(p, T, roll, x, fy, width, dieSize);
            fy += dieSize + T.caption * 3;
        }
        for (const auto& line : foot) {
            p.label(line.text, x, fy, {T.caption, false, line.ink});
            fy += T.caption * 5 / 4;
        }
    }

    struct FootLine {
        std::string text;
        SDL_Color ink;
    };

    // How long games run, then the Professor's note.
    std::vector<FootLine> footLines(const Painter& p, const MenuType& T, int width) const {
        std::vector<FootLine> lines;
        for (const auto& [text, ink] : {std::pair{m_length, m_lengthInk}, {m_professor, kGold}}) {
            if (text.empty()) {
                continue;
            }
            for (auto& line : wrapText(p.text(), text, {T.caption, false, ink}, width)) {
                lines.push_back({std::move(line), ink});
            }
        }
        return lines;
    }

    std::vector<core::Face> focusedRoll() const {
        const HouseOption* o = m_house.find(m_menu.focused());
        return o == nullptr || !o->enabled ? std::vector<core::Face>{}
                                           : exampleRoll(o->kind, m_rules);
    }

    void drawExample(const Painter& p, const MenuType& T, const std::vector<core::Face>& roll,
                     int x, int y, int width, int dieSize) const {
        p.label(tr("Example roll"), x, y + T.caption / 2, {T.caption, true, kInkDim});
        const int dy = y + T.caption + dieSize / 2 + T.caption / 2;
        for (std::size_t i = 0; i < roll.size(); ++i) {
            DieDraw die;
            die.x = x + dieSize / 2.0 + static_cast<double>(i) * dieSize * 1.15;
            die.y = dy;
            die.size = dieSize;
            drawDie(p, m_rules, roll[i], die);
        }
        const int here = core::Scorer(m_rules).best(roll).points;
        const int there = core::Scorer(m_house.base()).best(roll).points;
        const std::string text =
            here == there
                ? trf("scores {0}, as in {1}", i18n::formatNumber(here), tr(m_house.base().name))
                : trf("scores {0} (in {1}: {2})", i18n::formatNumber(here), tr(m_house.base().name),
                      i18n::formatNumber(there));
        p.label(text, x, dy + dieSize / 2 + T.caption,
                {p.text().fitSize(text, T.caption, true, width), true, here == there ? kInk : kGold,
                 Align::Left, VAlign::Middle});
    }

    HouseRules m_house;
    std::string m_source; // the rule set the editor started from (a preset or a file)
    core::Rules m_rules;
    std::string m_problem;
    std::vector<ChangedLine> m_changes;
    std::string m_summary;
    std::string m_professor;
    std::string m_length; // how long games run (gameLengthWords)
    SDL_Color m_lengthInk{};
    FieldEdit m_edit{drawableBy(m_s)};
    bool m_confirmDelete = false;
    std::string m_note;
    bool m_noteBad = false;
    SDL_Rect m_rowsPanel{}, m_side{};
    int m_titleY = 0;
    int m_hintY = 0;
};

} // namespace

std::unique_ptr<Scene> makeHouseRulesScene(Services& s, const core::Rules& base,
                                           const std::string& source) {
    return std::make_unique<HouseRulesScene>(s, base, source);
}

} // namespace greed::app
