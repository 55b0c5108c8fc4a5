// App and the game controllers: a pad's input goes to the screen on top as the keys it stands
// for; the caps on buttons follow the device used last; a pad pulled out during a person's turn
// pauses the game, as a window hidden does.
#include "app/app.hpp"
#include "app/scenes/scenes.hpp"

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
        pauseForLostPad();
    }
    for (const InputEvent& input : out.inputs) {
        if (m_scenes.empty()) {
            return;
        }
        top().handle(input);
        m_scenes.applyPending();
    }
}

void App::deliverPadRepeats(double dt) {
    for (const InputEvent& input : m_pads.update(dt, m_input)) {
        if (m_scenes.empty()) {
            return;
        }
        top().handle(input);
        m_scenes.applyPending();
    }
}

void App::keyboardUsed() {
    const CapStyle style = capStyle();
    if (style.pad) {
        setCapStyle({false, style.family});
    }
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
