// HouseRulesScene: change a rule set in the player's words (target, entry, scoring choices...),
// see what changes and what an example roll scores, save it as a named rule set or delete one.
#include "app/house/game_length.hpp"
#include "app/house/house_meaning.hpp"
#include "app/house/house_options.hpp"
#include "app/house/house_words.hpp"
#include "app/house/user_rules.hpp"
#include "app/scenes/menu_scene.hpp"
#include "app/scenes/net_form.hpp"
#include "app/scenes/scenes.hpp"
#include "app/scenes/setup_scene_names.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/menu_look.hpp"
#include "app/ui/palette.hpp"
#include "app/ui/rules_text.hpp"
#include "app/ui/text_wrap.hpp"
#include "core/paths.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"
#include "i18n/numbers.hpp"
#include "i18n/translate.hpp"

#include <algorithm>

namespace greed::app {

namespace {

using i18n::tr;
using i18n::trf;

// No text on this screen is drawn under this size (a label too long wraps or widens its row).
constexpr int kLeastText = 14;

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
        // The name last, over the actions: the rules are made first, then named and saved; the
        // screen opens on the first rule (the dice), whose meaning the right pane shows at once.
        rows.push_back(fieldButton("name", tr("Name"), m_house.name, m_edit.id() == "name"));
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
        m_titleY = rim + T.title * 6 / 10;
        const int top = m_titleY + T.title * 6 / 10 + T.caption / 2;
        const int actionsY = h - rim - T.control - h / 40;
        // The key hint has a band of its own between the rows' panel and the actions, with
        // air above and below its line.
        const int hintBand = T.caption * 2;
        // The rows as wide as their longest label and value need at body size (up to 64 % of
        // the screen), the label's share of a row to match: long labels ("Four of a kind and
        // a pair", German and Spanish ones longer) would otherwise shrink far below 14 px.
        const int n = static_cast<int>(rows.size());
        const int pad = T.control / 4;
        const int room = actionsY - hintBand - top - 2 * pad;
        // A quarter of a row's height between rows: air, so a dozen rows do not read as a block;
        // where that would make the rows shorter than a control (large text), a sixth, as the
        // rows' words need their height more than the air.
        int gapShare = 4;
        int rowH = std::clamp(room * 4 / (5 * n - 1), 24, T.control);
        if (rowH < T.control) {
            gapShare = 6;
            rowH = std::clamp(room * 6 / (7 * n - 1), 24, T.control);
        }
        const RowNeed need = rowNeed(T, rowH);
        const int rowsW =
            std::clamp(need.label + need.control + 2 * pad, width * 50 / 100, width * 64 / 100);
        const int share = std::clamp(need.label * 100 / std::max(1, rowsW - 2 * pad), 30, 60);
        const int rowGap = rowH / gapShare;
        int y = top + pad;
        const std::string focus = m_menu.focused();
        m_menu.clear();
        for (auto& b : rows) {
            b.rect = {left + pad, y, rowsW - 2 * pad, rowH};
            b.labelShare = share;
            y += rowH + rowGap;
            m_menu.add(b);
        }
        m_rowsPanel = {left, top, rowsW, y - rowGap + pad - top};
        m_side = {left + rowsW + gap, top, width - rowsW - gap, m_rowsPanel.h};

        // Each action as wide as its words need (shrinking together when the row is short),
        // all writing their words at one size ("[Eingabe] Speichern & nutzen" was smaller than
        // its siblings); Back alone on the left, the others on the right.
        placeButtonRow(actions, {left, actionsY, width, T.control}, gap, m_s.text, T.body);
        int ax = left + width;
        for (std::size_t i = actions.size(); i-- > 1;) {
            ax -= actions[i].rect.w;
            actions[i].rect.x = ax;
            ax -= gap;
        }
        actions.front().rect.x = left;
        for (auto& b : actions) {
            m_menu.add(b);
        }
        // The screen opens on its first row, as every menu opens on its top.
        m_menu.focus(focus.empty() ? rows.front().id : focus);
        if (const Button* f = m_menu.find(m_menu.focused()); f == nullptr || !f->enabled) {
            m_menu.focus(rows.front().id);
        }
        rememberRow();
        m_hintY = m_rowsPanel.y + m_rowsPanel.h + (actionsY - m_rowsPanel.y - m_rowsPanel.h) / 2;
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
            const bool used = passOn ? MenuScene::handle(e) : true;
            rememberRow();
            return used;
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
        const bool used = MenuScene::handle(e);
        rememberRow();
        return used;
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
    // The row the right pane explains: the focused one, or the last one focused while the
    // focus is on an action (the pane never empties when the player moves to Save).
    void rememberRow() {
        const std::string& id = m_menu.focused();
        if (id == "name" || m_house.find(id) != nullptr) {
            m_shownRow = id;
        }
    }

    // The widest label and the widest control (any value of its row, between the arrows) at
    // body size, with the row's paddings.
    struct RowNeed {
        int label = 0;
        int control = 0;
    };
    RowNeed rowNeed(const MenuType& T, int rowH) const {
        const int pad = rowH / 3;
        const int arrows = 2 * (rowH * 3 / 5);
        RowNeed need;
        need.label = m_s.text.measure(tr("Name"), T.body, true).x;
        need.control = m_s.text.measure(m_house.name, T.body, false).x;
        for (const HouseOption& o : m_house.options()) {
            need.label =
                std::max(need.label, m_s.text.measure(houseOptionLabel(o.kind), T.body, true).x);
            HouseOption each = o;
            for (std::size_t i = 0; i < o.values.size(); ++i) {
                each.index = static_cast<int>(i);
                const std::string value = houseValueText(each, m_house.base());
                need.control = std::max(need.control, m_s.text.measure(value, T.body, true).x);
            }
        }
        need.label += pad + pad * 3 / 2;
        need.control += arrows + pad + pad;
        return need;
    }

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
        m_s.match.rulesSource = core::kDefaultPreset;
        m_s.match.rules = core::loadPreset(core::kDefaultPreset);
        m_s.scenes.pop();
    }

    // What the right pane shows besides the focused row's explanation. A short pane (large
    // text, a long explanation) gives way step by step: first the base's summary (the full
    // rules have it), then the changes but a line saying there are more, then the changes'
    // heading, then the example's dice shrink below twice the body size, then the foot goes.
    // The explanation is never drawn over any of them.
    struct SidePlan {
        bool summary = true;
        bool changes = true; // at least the first change, else one line in its place
        bool heading = true;
        bool foot = true;
        int leastDie = 4; // the example's dice at least this many half body sizes
    };
    static constexpr SidePlan kPlans[] = {
        {true, true, true, true, 4},    {false, true, true, true, 4},
        {false, false, true, true, 4},  {false, false, false, true, 4},
        {false, false, false, true, 3}, {false, false, false, false, 4},
    };

    // The right panel: what differs from the base rule set, an example roll for the focused
    // option, and what the Professor can do with these rules.
    void drawSide(const Painter& p, const MenuType& T) const {
        const int pad = T.body;
        const int x = m_side.x + pad;
        const int width = m_side.w - 2 * pad;
        // The last line keeps a line's air above the panel's border.
        const int bottom = m_side.y + m_side.h - pad * 3 / 4;
        const int top = m_side.y + pad / 2;
        // TRANSLATORS: house rules: what differs from the rule set they started from.
        const std::string head = trf("Changes from {0}", tr(m_house.base().name));
        // Smaller to fit a narrow pane, but never under 14 px: then on two lines.
        const int headSize = std::max(p.text().fitSize(head, T.heading, true, width),
                                      std::min(T.heading, kLeastText));
        const platform::TextStyle headStyle{headSize, true, kGold};
        const std::vector<std::string> headLines = wrapText(p.text(), head, headStyle, width);
        // Where the words under the heading start.
        const int underHead = top + T.heading / 2 +
                              (static_cast<int>(headLines.size()) - 1) * headSize * 5 / 4 +
                              T.heading;
        const platform::TextStyle body{T.caption, false, kInk};
        if (!m_problem.empty()) {
            drawHeading(p, headLines, headSize, x, top + T.heading / 2);
            int y = underHead;
            for (const auto& line : wrapText(p.text(), m_problem, body, width)) {
                p.label(line, x, y, {T.caption, false, kBad});
                y += T.caption * 5 / 4;
            }
            return;
        }
        // The focused row's block (what it means, its example roll) sits above the foot (game
        // length, the Professor's note); the changes fill what is left above them.
        const std::vector<FootLine> allFoot = footLines(p, T, width);
        const int lineH = T.caption * 5 / 4;
        const std::vector<std::string> allSummary = wrapText(p.text(), m_summary, body, width);
        const int firstChangeH =
            m_changes.empty()
                ? lineH
                : static_cast<int>(wrapText(p.text(), m_changes.front().text, body, width).size()) *
                      lineH;
        // The room the explanation has under what the plan keeps above it and over its foot.
        const auto roomFor = [&](const SidePlan& plan) {
            const int footH = plan.foot ? static_cast<int>(allFoot.size()) * lineH : 0;
            if (!plan.heading) {
                return bottom - footH - T.caption / 2 - top;
            }
            const int summaryH = plan.summary ? static_cast<int>(allSummary.size()) * lineH : 0;
            const int changesH = plan.changes ? firstChangeH : lineH;
            return bottom - footH - T.caption - (underHead + summaryH + T.caption / 2 + changesH);
        };
        SidePlan plan;
        FocusBlock focus;
        for (const SidePlan& each : kPlans) {
            plan = each;
            focus = focusBlock(p, T, width, roomFor(plan), T.body * plan.leastDie / 2);
            if (focus.height <= roomFor(plan)) {
                break;
            }
        }
        const std::vector<FootLine> foot = plan.foot ? allFoot : std::vector<FootLine>{};
        const int footH = static_cast<int>(foot.size()) * lineH;
        const int focusTop = bottom - footH - focus.height - T.caption / 2;
        int y = top;
        if (plan.heading) {
            drawHeading(p, headLines, headSize, x, top + T.heading / 2);
            y = drawChanges(p, T, plan, allSummary, underHead, width, focusTop - T.caption / 2);
            y += T.caption * 3 / 2;
        }
        // Right under the changes, or as low as the foot lets it when they run long.
        drawFocusBlock(p, T, focus, x, std::min(focusTop, y), width, plan.heading);
        int fy = bottom - footH;
        for (const auto& line : foot) {
            p.label(line.text, x, fy, {T.caption, false, line.ink});
            fy += lineH;
        }
    }

    void drawHeading(const Painter& p, const std::vector<std::string>& lines, int size, int x,
                     int y) const {
        for (const auto& line : lines) {
            p.label(line, x, y, {size, true, kGold, Align::Left, VAlign::Middle});
            y += size * 5 / 4;
        }
    }

    // The base's summary (when the plan keeps it) and the changes from `y` down to `end` at
    // most (a line says there are more when they run longer); where the next line would go.
    int drawChanges(const Painter& p, const MenuType& T, const SidePlan& plan,
                    const std::vector<std::string>& summary, int y, int width, int end) const {
        const int lineH = T.caption * 5 / 4;
        const int x = m_side.x + T.body;
        if (plan.summary) {
            for (const auto& line : summary) {
                p.label(line, x, y, {T.caption, false, kInkDim});
                y += lineH;
            }
        }
        y += T.caption / 2;
        if (m_changes.empty()) {
            p.label(tr("Nothing changed yet."), x, y, {T.caption, false, kInk});
            return y + lineH;
        }
        bool cut = false;
        const int indent = p.text().measure("+ ", T.caption, true).x;
        for (const auto& change : m_changes) {
            // Added lines in gold after a plus, lines taken away dimmed after a minus.
            const platform::TextStyle style{T.caption, false, change.removed ? kInkDim : kInk};
            const auto lines = wrapText(p.text(), change.text, style, width - indent);
            if (!plan.changes || y + static_cast<int>(lines.size() + 1) * lineH > end) {
                cut = true;
                break;
            }
            p.label(change.removed ? "\u2212" : "+", x, y,
                    {T.caption, true, change.removed ? kBad : kGold});
            for (const auto& line : lines) {
                p.label(line, x + indent, y, style);
                y += lineH;
            }
        }
        if (cut) {
            p.label(tr("… and more: see the full rules (H)"), x, y, {T.caption, false, kInkDim});
            y += lineH;
        }
        return y;
    }

    // The focused row explained: its name, the rules' sentence for it, and an example roll
    // in dice large enough to read at a glance.
    struct FocusBlock {
        std::string title;
        std::vector<std::string> lines;
        std::vector<core::Face> roll;
        std::vector<std::string> scores; // what the roll scores, wrapped to the pane
        bool sameAsBase = true;          // it scores as in the base rule set
        int dieSize = 0;
        int height = 0;
    };

    // `room`: the height it may take (its dice shrink to fit, down to `leastDie`).
    FocusBlock focusBlock(const Painter& p, const MenuType& T, int width, int room,
                          int leastDie) const {
        FocusBlock b;
        std::vector<std::string> meaning;
        const HouseOption* o = m_house.find(m_shownRow);
        if (m_shownRow == "name") {
            b.title = tr("Name");
            // TRANSLATORS: house rules, what the Name row is for
            meaning.push_back(tr("Once saved, New game lists the rule set under this name."));
        } else if (o != nullptr && o->enabled) {
            b.title = houseOptionLabel(o->kind);
            meaning = houseOptionMeaning(*o, m_rules);
            b.roll = exampleRoll(o->kind, m_rules);
        } else {
            return b;
        }
        for (const auto& sentence : meaning) {
            for (auto& line : wrapText(p.text(), sentence, {T.body, false, kInk}, width)) {
                b.lines.push_back(std::move(line));
            }
        }
        if (!b.roll.empty()) {
            const int here = core::Scorer(m_rules).best(b.roll).points;
            const int there = core::Scorer(m_house.base()).best(b.roll).points;
            const std::string base = tr(m_house.base().name);
            b.sameAsBase = here == there;
            const std::string text =
                b.sameAsBase ? trf("scores {0}, as in {1}", i18n::formatNumber(here), base)
                             : trf("scores {0} (in {1}: {2})", i18n::formatNumber(here), base,
                                   i18n::formatNumber(there));
            // On two lines rather than shrunk under the caption size or past the pane's edge
            // (a long base name: "como en Zehntausend (10.000)").
            b.scores = wrapText(p.text(), text, {T.caption, true, kInk}, width);
        }
        const int n = std::max(1, static_cast<int>(b.roll.size()));
        // Dice to look at, not icons: as large as the pane's width and a fifth of its height
        // allow, up to five times the body text.
        const int words = T.heading * 2 + static_cast<int>(b.lines.size()) * T.body * 5 / 4;
        const int scoreLines = static_cast<int>(b.scores.size());
        b.dieSize = std::max(leastDie, std::min({T.body * 5, static_cast<int>(width / (n * 1.2)),
                                                 room - words - exampleHeight(T, 0, scoreLines)}));
        b.height = words + (b.roll.empty() ? 0 : exampleHeight(T, b.dieSize, scoreLines));
        return b;
    }

    // `rule`: a line apart from the changes above it (none when it heads the pane).
    void drawFocusBlock(const Painter& p, const MenuType& T, const FocusBlock& b, int x, int y,
                        int width, bool rule) const {
        if (b.title.empty()) {
            return;
        }
        if (rule) {
            p.fill({x, y, width, 1}, withAlpha(kGold, 90));
        }
        y += T.heading;
        p.label(b.title, x, y,
                {p.text().fitSize(b.title, T.heading, true, width), true, kGold, Align::Left,
                 VAlign::Middle});
        y += T.heading;
        for (const auto& line : b.lines) {
            p.label(line, x, y, {T.body, false, kInk});
            y += T.body * 5 / 4;
        }
        if (!b.roll.empty()) {
            drawExample(p, T, b, x, y);
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

    // The example's label, a gap, its dice, and the line of what they score.
    static int exampleGap(const MenuType& T) { return std::max(8, T.caption / 2); }
    static int exampleAir(const MenuType& T) { return T.caption * 2 / 3; }
    static int exampleHeight(const MenuType& T, int dieSize, int scoreLines) {
        return exampleAir(T) + T.caption * 5 / 4 + exampleGap(T) + dieSize + T.caption * 2 +
               std::max(0, scoreLines - 1) * T.caption * 5 / 4;
    }

    void drawExample(const Painter& p, const MenuType& T, const FocusBlock& b, int x, int y) const {
        const std::vector<core::Face>& roll = b.roll;
        const int dieSize = b.dieSize;
        y += exampleAir(T); // apart from the meaning's words above
        p.label(tr("Example roll"), x, y, {T.caption, true, kInkDim});
        const int dy = y + T.caption * 5 / 4 + exampleGap(T) + dieSize / 2;
        for (std::size_t i = 0; i < roll.size(); ++i) {
            DieDraw die;
            die.x = x + dieSize / 2.0 + static_cast<double>(i) * dieSize * 1.2;
            die.y = dy;
            die.size = dieSize;
            drawDie(p, m_rules, roll[i], die);
        }
        int ly = dy + dieSize / 2 + T.caption;
        for (const auto& line : b.scores) {
            p.label(line, x, ly,
                    {T.caption, true, b.sameAsBase ? kInk : kGold, Align::Left, VAlign::Middle});
            ly += T.caption * 5 / 4;
        }
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
    std::string m_shownRow; // the row the right pane explains (see rememberRow)
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
