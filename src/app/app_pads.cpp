// App and the game controllers: a pad's input goes to the screen on top as the keys it stands
// for; the caps on buttons follow the device used last; a pad pulled out during a person's turn
// pauses the game, as a window hidden does.
#include "app/app.hpp"
#include "app/scenes/scenes.hpp"
#include "app/ui/type_scale.hpp"

namespace greed::app {

namespace {

// A bust is a short knock, a win a long, full shake.
constexpr double kBustStrength = 0.55;
constexpr Uint32 kBustMs = 300;
constexpr double kWinStrength = 1.0;
constexpr Uint32 kWinMs = 700;

} // namespace

void App::dispatchPad(const SDL_Event& ev) {
    const bool startPauses =
        !m_scenes.empty() && (top().id() == SceneId::Table || top().id() == SceneId::Pause);
    const PadEvents out = m_pads.handle(ev, m_input, startPauses);
    if (out.used) {
        setCapStyle({true, m_pads.family()});
    }
    if (out.lost) {
        m_keyboard.close();
        pauseForLostPad();
    }
    if (m_keyboard.isOpen()) {
        keyboardPad(ev, out);
        return;
    }
    for (const InputEvent& input : out.inputs) {
        if (m_scenes.empty()) {
            return;
        }
        const bool typing = SDL_IsTextInputActive() == SDL_TRUE;
        top().handle(input);
        m_scenes.applyPending();
        if (!typing && SDL_IsTextInputActive() == SDL_TRUE) {
            // The pad started typing into a field: give it keys to type with.
            m_keyboard.open();
            return;
        }
    }
}

void App::deliverPadRepeats(double dt) {
    for (const InputEvent& input : m_pads.update(dt, m_input)) {
        if (m_scenes.empty()) {
            return;
        }
        if (m_keyboard.isOpen()) {
            m_keyboard.move(input.command);
            continue;
        }
        top().handle(input);
        m_scenes.applyPending();
    }
}

void App::keyboardPad(const SDL_Event& ev, const PadEvents& out) {
    // Directions (D-pad, the left stick) move over the keys; the buttons type.
    for (const InputEvent& input : out.inputs) {
        m_keyboard.move(input.command);
    }
    if (ev.type != SDL_CONTROLLERBUTTONDOWN) {
        return;
    }
    KeyboardPress press;
    switch (ev.cbutton.button) {
    case SDL_CONTROLLER_BUTTON_A:
        press = m_keyboard.activate();
        break;
    case SDL_CONTROLLER_BUTTON_X:
        press.kind = KeyboardPress::Kind::Erase;
        break;
    case SDL_CONTROLLER_BUTTON_Y:
        press = {KeyboardPress::Kind::Text, " "};
        break;
    case SDL_CONTROLLER_BUTTON_LEFTSHOULDER:
        m_keyboard.toggleShift();
        break;
    case SDL_CONTROLLER_BUTTON_B: // B ends typing, as it did before the panel; nothing is lost
    case SDL_CONTROLLER_BUTTON_START:
        press.kind = KeyboardPress::Kind::Done;
        break;
    default:
        break; // the table's and menus' other buttons mean nothing while typing
    }
    typeFromPad(press);
}

void App::typeFromPad(const KeyboardPress& press) {
    if (press.kind == KeyboardPress::Kind::None || m_scenes.empty()) {
        return;
    }
    // The same input the keyboard gives: text, Backspace, and Esc to end typing (every field
    // ends on it and stays on its screen; Enter would also send some forms).
    InputEvent input =
        m_input.pressed(press.kind == KeyboardPress::Kind::Done ? SDLK_ESCAPE : SDLK_BACKSPACE);
    if (press.kind == KeyboardPress::Kind::Text) {
        input = InputEvent{};
        input.command = Command::Text;
        input.text = press.text;
    }
    top().handle(input);
    m_scenes.applyPending();
    if (SDL_IsTextInputActive() != SDL_TRUE) {
        m_keyboard.close(); // the field ended typing
    }
}

void App::placePadKeyboard() {
    if (!m_keyboard.isOpen()) {
        return;
    }
    if (SDL_IsTextInputActive() != SDL_TRUE || m_scenes.empty()) {
        m_keyboard.close(); // typing ended some other way (a click elsewhere, a screen closed)
        return;
    }
    const int w = m_renderer.width();
    const int h = m_renderer.height();
    // The field typed into has its caret (a network form's flag, or "_" after a seat's name);
    // the other controls are what the panel should leave uncovered.
    SDL_Rect field{0, h, 0, 0}; // not found: the panel goes to the window's foot
    std::vector<SDL_Rect> controls;
    for (const Button& b : top().buttons()) {
        if (b.kind == ButtonKind::Field &&
            (b.caret || (!b.value.empty() && b.value.back() == '_'))) {
            field = b.rect;
        } else {
            controls.push_back(b.rect);
        }
    }
    m_keyboard.layout(w, h, field, controls, MenuType::forHeight(h).body);
}

void App::keyboardUsed() {
    const CapStyle style = capStyle();
    if (style.pad) {
        setCapStyle({false, style.family});
    }
    m_keyboard.close(); // a keyboard player types on the keyboard
}

void App::pauseForLostPad() {
    if (m_scenes.empty() || top().id() != SceneId::Table) {
        return;
    }
    session::MatchSession* match = top().playedMatch();
    if (match == nullptr || match->over()) {
        return;
    }
    const auto& seats = match->seats();
    const auto current = static_cast<std::size_t>(match->game().currentPlayer());
    if (current < seats.size() && !seats[current].computer) {
        m_scenes.push(makePauseScene(m_services, match));
        m_scenes.applyPending();
    }
}

void App::feel(const std::string& sound) {
    if (!m_settings.rumble) {
        return;
    }
    if (sound == "bust") {
        m_pads.rumble(kBustStrength, kBustMs);
    } else if (sound == "win") {
        m_pads.rumble(kWinStrength, kWinMs);
    }
}

} // namespace greed::app
