// InputMap: the key and mouse bindings of the whole game, in one place.
#include "app/input.hpp"

namespace greed::app {

namespace {

Command commandForKey(SDL_Keycode key, Uint16 mod) {
    switch (key) {
    case SDLK_UP:
        return Command::Up;
    case SDLK_DOWN:
        return Command::Down;
    case SDLK_LEFT:
        return Command::Left;
    case SDLK_RIGHT:
        return Command::Right;
    case SDLK_TAB:
        return (mod & KMOD_SHIFT) != 0 ? Command::Prev : Command::Next;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return Command::Confirm;
    case SDLK_ESCAPE:
        return Command::Back;
    case SDLK_SPACE:
    case SDLK_r:
        return Command::Roll;
    case SDLK_b:
        return Command::Bank;
    case SDLK_a:
        return Command::Adopt;
    case SDLK_d:
    case SDLK_n:
        return Command::Decline;
    case SDLK_s:
        return Command::Best;
    case SDLK_g:
        return Command::Graph;
    case SDLK_h:
    case SDLK_F1:
        return Command::Help;
    case SDLK_DELETE:
        return Command::Delete;
    default:
        break;
    }
    if (key >= SDLK_1 && key <= SDLK_9) {
        return Command::Die;
    }
    if (key == SDLK_0) {
        return Command::Die;
    }
    if (key >= SDLK_KP_1 && key <= SDLK_KP_0) {
        return Command::Die;
    }
    return Command::Key;
}

int dieIndexForKey(SDL_Keycode key) {
    if (key >= SDLK_1 && key <= SDLK_9) {
        return static_cast<int>(key - SDLK_1);
    }
    if (key == SDLK_0) {
        return 9;
    }
    if (key >= SDLK_KP_1 && key <= SDLK_KP_9) {
        return static_cast<int>(key - SDLK_KP_1);
    }
    return 9; // KP_0
}

} // namespace

std::optional<InputEvent> InputMap::translate(const SDL_Event& event) const {
    InputEvent out;
    switch (event.type) {
    case SDL_KEYDOWN: {
        out.key = event.key.keysym.sym;
        out.mod = static_cast<SDL_Keymod>(event.key.keysym.mod);
        out.command = commandForKey(out.key, event.key.keysym.mod);
        if (out.command == Command::Die) {
            out.index = dieIndexForKey(out.key);
        }
        return out;
    }
    case SDL_TEXTINPUT:
        out.command = Command::Text;
        out.text = event.text.text;
        return out;
    case SDL_MOUSEBUTTONDOWN:
        if (event.button.button != SDL_BUTTON_LEFT) {
            return std::nullopt;
        }
        out.command = Command::Click;
        out.x = event.button.x;
        out.y = event.button.y;
        return out;
    case SDL_MOUSEMOTION:
        out.command = Command::Motion;
        out.x = event.motion.x;
        out.y = event.motion.y;
        return out;
    case SDL_MOUSEWHEEL:
        out.command = Command::Wheel;
        out.index = event.wheel.y > 0 ? 1 : -1;
        return out;
    default:
        return std::nullopt;
    }
}

InputEvent InputMap::pressed(SDL_Keycode key) const {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.keysym.sym = key;
    return *translate(event);
}

} // namespace greed::app
