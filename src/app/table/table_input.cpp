// TableInput: the order of the tests matters: scene keys first, then skipping an animation,
// then hurrying a computer, and only then the human's moves.
#include "app/table/table_input.hpp"

#include "app/table/table_show.hpp"
#include "app/table/table_words.hpp"
#include "app/ui/button_row.hpp"
#include "app/ui/details_toggle.hpp"
#include "i18n/translate.hpp"

namespace greed::app {

namespace {

Intent intent(IntentType type, int die = -1) {
    return {type, die, true};
}

IntentType fromButton(const std::string& id) {
    if (id == "roll") {
        return IntentType::Roll;
    }
    if (id == "keep_roll") {
        return IntentType::KeepRoll;
    }
    if (id == "bank") {
        return IntentType::Bank;
    }
    if (id == "keep_bank") {
        return IntentType::KeepBank;
    }
    if (id == "adopt") {
        return IntentType::Adopt;
    }
    if (id == "decline") {
        return IntentType::Decline;
    }
    if (id == "best") {
        return IntentType::Best;
    }
    if (id == "replay_pause") {
        return IntentType::ReplayToggle;
    }
    if (id == "replay_back") {
        return IntentType::ReplayBack;
    }
    if (id == "replay_next") {
        return IntentType::ReplayForward;
    }
    if (id == "replay_slower") {
        return IntentType::ReplaySlower;
    }
    if (id == "replay_faster") {
        return IntentType::ReplayFaster;
    }
    if (id == "replay_exit") {
        return IntentType::ReplayExit;
    }
    return IntentType::None;
}

} // namespace

void TableInput::setActions(std::vector<Button> actions, const TableLayout& layout,
                            platform::Text& text) {
    m_bar.clear();
    // A replay's controls are transport keys beside its timeline, not the game's action bar.
    const bool replay = !actions.empty() && actions.front().id.rfind("replay_", 0) == 0;
    m_replayBar =
        replay ? placeReplayBar(layout, static_cast<int>(actions.size())) : ReplayBarPlace{};
    const auto rects =
        replay ? m_replayBar.buttons : layout.barButtons(static_cast<int>(actions.size()));
    for (std::size_t i = 0; i < actions.size(); ++i) {
        actions[i].rect = rects[i];
    }
    if (!replay) {
        shareRowTextSize(actions, text, layout.type.body); // the bar is drawn at the body size
    } // (a replay's keys write their caps whole under their icons)
    for (auto& b : actions) {
        m_bar.add(std::move(b));
    }
}

void TableInput::placeSide(const TableLayout& layout, bool replay) {
    m_side.clear();
    // TRANSLATORS: the side button that shows the score graph.
    m_side.add({"graph", i18n::trp("button", "Graph"), "G", layout.graphButton});
    // TRANSLATORS: the button that shows the rules (help) screen.
    m_side.add({"help", i18n::trp("button", "Rules"), "H", layout.helpButton});
    // In a replay Esc goes back to the replayed game's results, and says so.
    // TRANSLATORS: a replay's side button: back to the replayed game's results (Esc)
    m_side.add({"menu", replay ? i18n::trp("button", "Results") : i18n::trp("button", "Menu"),
                table_words::escKey(), layout.menuButton});
    m_side.setShowFocus(false);
}

const Button* TableInput::explainedButton() const {
    const std::string& id = m_pointed.empty() ? m_bar.focused() : m_pointed;
    for (const auto& b : m_bar.buttons()) {
        if (b.id == id && !b.enabled) {
            return &b;
        }
    }
    return nullptr;
}

std::vector<Button> TableInput::buttons() const {
    std::vector<Button> out = m_bar.buttons();
    for (const auto& b : m_side.buttons()) {
        out.push_back(b);
    }
    return out;
}

std::optional<Intent> TableInput::readCommon(const InputEvent& e, IntentType menu) {
    switch (e.command) {
    case Command::Back:
        return intent(menu);
    case Command::Graph:
        return intent(IntentType::Graph);
    case Command::Help:
        return intent(IntentType::Help);
    case Command::Motion:
        m_pointed.clear();
        for (const auto& b : m_bar.buttons()) {
            if (contains(b.rect, e.x, e.y)) {
                m_pointed = b.id;
            }
        }
        m_bar.handle(e, true);
        m_side.handle(e, true);
        return intent(IntentType::None);
    case Command::Click: {
        const MenuHit side = m_side.handle(e, true);
        if (side.hit()) {
            return intent(side.id == "menu"    ? menu
                          : side.id == "graph" ? IntentType::Graph
                                               : IntentType::Help);
        }
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

Intent TableInput::readReplay(const InputEvent& e) {
    if (const auto common = readCommon(e, IntentType::ReplayExit)) {
        return *common;
    }
    switch (e.command) {
    case Command::Roll:
        return intent(IntentType::ReplayToggle);
    case Command::Left:
        return intent(IntentType::ReplayBack);
    case Command::Right:
        return intent(IntentType::ReplayForward);
    case Command::Up:
        return intent(IntentType::ReplayFaster);
    case Command::Down:
        return intent(IntentType::ReplaySlower);
    case Command::Key:
        if (e.key == SDLK_PLUS || e.key == SDLK_EQUALS || e.key == SDLK_KP_PLUS) {
            return intent(IntentType::ReplayFaster);
        }
        if (e.key == SDLK_MINUS || e.key == SDLK_KP_MINUS) {
            return intent(IntentType::ReplaySlower);
        }
        if (isDetailsKey(e)) {
            return intent(IntentType::ReplayDetails);
        }
        return {IntentType::None, -1, false};
    case Command::Click:
    case Command::Confirm: {
        if (e.command == Command::Click && m_replayBar.valid() &&
            contains(m_replayBar.timeline, e.x, e.y)) {
            Intent seek = intent(IntentType::ReplaySeek);
            seek.at = trackFraction(m_replayBar.track, e.x);
            return seek;
        }
        if (e.command == Command::Confirm && m_bar.focused().empty()) {
            return intent(IntentType::ReplayToggle);
        }
        const MenuHit hit = m_bar.handle(e, true);
        const IntentType type = hit.hit() ? fromButton(hit.id) : IntentType::None;
        return {type, -1, type != IntentType::None};
    }
    default:
        return {IntentType::None, -1, false};
    }
}

Intent TableInput::read(const InputEvent& e, const TableShow& show, State state) {
    const Intent out = readPlay(e, show, state);
    switch (out.type) {
    case IntentType::Best:
        if (m_bar.find("keep_roll") != nullptr) {
            // The best keep picked, the likely next move is to keep it and roll on: the focus
            // goes there (a pad's A, Enter), not to stay on Best, which would pick it again.
            m_bar.focus("keep_roll");
        }
        break;
    case IntentType::Roll:
    case IntentType::Bank:
    case IntentType::KeepRoll:
    case IntentType::KeepBank:
    case IntentType::Adopt:
    case IntentType::Decline:
        // A move: the next bar is a new choice, not a greyed Keep & roll still focused.
        m_bar.focus("");
        break;
    default:
        break;
    }
    return out;
}

Intent TableInput::readPlay(const InputEvent& e, const TableShow& show, State state) {
    if (state.replay) {
        return readReplay(e);
    }
    if (const auto common = readCommon(e, IntentType::Pause)) {
        return *common;
    }
    if (state.animating) {
        const bool typing = e.command == Command::Text || e.command == Command::Wheel;
        return intent(typing ? IntentType::None : IntentType::Skip);
    }
    if (!state.humanToAct) {
        // A key while a computer thinks hurries it along.
        return intent(e.isKey() || e.command == Command::Click ? IntentType::Hurry
                                                               : IntentType::None);
    }
    Command cmd = e.command;
    if (cmd == Command::Click) {
        const auto& dice = show.dice();
        for (int i = 0; i < static_cast<int>(dice.size()); ++i) {
            if (!dice[static_cast<std::size_t>(i)].toTray &&
                contains(show.dieHitRect(i), e.x, e.y)) {
                return intent(IntentType::ToggleDie, i);
            }
        }
    }
    if (cmd == Command::Click || cmd == Command::Confirm || cmd == Command::Left ||
        cmd == Command::Right || cmd == Command::Next || cmd == Command::Prev) {
        // Enter with no button of this bar focused (none yet, or one of an earlier bar, such
        // as Keep & roll after the best keep): the main move.
        if (cmd == Command::Confirm && m_bar.find(m_bar.focused()) == nullptr) {
            cmd = Command::Roll;
        } else {
            const MenuHit hit = m_bar.handle(e, true);
            if (!hit.hit()) {
                return intent(IntentType::None);
            }
            const IntentType type = fromButton(hit.id);
            return {type, -1, type != IntentType::None};
        }
    }
    switch (cmd) {
    case Command::Roll:
        return intent(IntentType::Roll);
    case Command::Bank:
        return intent(IntentType::Bank);
    case Command::Adopt:
        return intent(IntentType::Adopt);
    case Command::Decline:
        return intent(IntentType::Decline);
    case Command::Best:
        return intent(IntentType::Best);
    case Command::DieCursor:
    case Command::DiePick:
        return dieCursorIntent(e, show);
    case Command::Die: {
        // Key k picks the die tagged k: tags number the dice in reading order.
        const std::vector<int> order = show.screenOrder();
        const auto k = static_cast<std::size_t>(e.index);
        return intent(IntentType::ToggleDie, k < order.size() ? order[k] : e.index);
    }
    default:
        return {IntentType::None, -1, false};
    }
}

Intent TableInput::dieCursorIntent(const InputEvent& e, const TableShow& show) {
    const std::vector<int> order = show.screenOrder();
    const int n = static_cast<int>(order.size());
    if (n == 0) {
        return {IntentType::None, -1, false};
    }
    if (m_dieCursor < 0 || m_dieCursor >= n) {
        m_dieCursor = e.command == Command::DieCursor && e.index < 0 ? n - 1 : 0;
    } else if (e.command == Command::DieCursor) {
        m_dieCursor = ((m_dieCursor + e.index) % n + n) % n;
    }
    if (e.command == Command::DieCursor) {
        return intent(IntentType::None);
    }
    return intent(IntentType::ToggleDie, order[static_cast<std::size_t>(m_dieCursor)]);
}

} // namespace greed::app
