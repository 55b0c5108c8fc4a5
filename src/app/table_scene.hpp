// TableScene: a game being played: turns core events into animation, takes human actions,
// paces the computer players.
#pragma once

#include "ai/commentator.hpp"
#include "ai/hints.hpp"
#include "app/counter.hpp"
#include "app/effects.hpp"
#include "app/match.hpp"
#include "app/roll_animation.hpp"
#include "app/scene.hpp"
#include "app/services.hpp"
#include "app/table_layout.hpp"
#include "core/game.hpp"

#include <deque>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::app {

class TableScene : public Scene {
public:
    TableScene(Services& services, MatchConfig config);
    const char* name() const override { return "table"; }
    bool handle(const InputEvent& event) override;
    void update(double dt) override;
    void layout(int width, int height) override;
    void render() const override;
    std::vector<Button> buttons() const override;
    bool busy() const override;

    // For tests and scripts.
    const core::Game& game() const { return m_game; }
    bool animating() const;
    bool humanToAct() const;
    // Faces of the dice resting on the table (not in the tray), in roll order, and where
    // die `index` rests on screen.
    std::vector<core::Face> restingFaces() const;
    SDL_Rect dieRect(int index) const;
    const std::string& message() const { return m_message; }
    void skipAnimation();
    std::string lastLog() const { return m_log.empty() ? "" : m_log.back(); }
    // Indices of the dice picked so far (choose-keep).
    std::vector<int> selectedIndices() const;

private:
    struct TableDie {
        core::Face face = 1;
        bool scoring = false;
        bool bust = false;
        bool toTray = false;
        double trayT = 0; // 0..1 on the way to the tray
        int traySlot = 0;
    };
    struct Ghost {
        core::Face face;
        Vec2 pos; // normalised
        double angle;
    };

    // Game flow.
    bool act(const core::Action& action);
    void computerStep(double dt);
    void beginBeat(const core::Event& event, bool instant);
    void startRoll(const std::vector<core::Face>& faces, bool instant);
    void finishRoll();
    void markScoring(const std::vector<core::Face>& kept, bool toTray);
    void syncShown();
    bool idle() const;
    void explainRefusal(const core::Action& action);
    void toggleDie(int index);
    void selectBest();
    void evaluateSelection();
    void log(const std::string& line);
    std::string faces(const std::vector<core::Face>& f) const;
    const std::string& playerName(int p) const;
    double speed() const;

    // Drawing.
    void buildBackground();
    void warmSprites();
    void drawBoard() const;
    void drawStatus() const;
    void drawDice() const;
    void drawCup() const;
    void drawBubbles() const;
    void updateHint();
    void collectSolution();
    void speak(const std::vector<core::Event>& events);
    Vec2 dieCentre(int index) const;
    Vec2 cupMouth() const;
    SDL_Rect boardRow(int player) const;
    void rebuildButtons();

    MatchConfig m_config;
    core::Game m_game;
    core::Driver m_driver; // gameRng: decides every die
    core::Rng m_aiRng;     // the computer players' own stream
    std::vector<std::unique_ptr<ai::Strategy>> m_strategies;
    std::vector<std::unique_ptr<ai::Commentator>> m_commentators; // computer seats only

    struct Bubble {
        int player = 0;
        std::string text;
        double t = 0;
    };
    std::vector<Bubble> m_pendingBubbles; // said once the events that prompted them are shown
    std::vector<Bubble> m_bubbles;
    std::unique_ptr<ai::HintAdvisor> m_advisor;
    // A small two-player rule set solved off the frame loop, for the win-chance hints.
    std::future<std::shared_ptr<const ai::WinSolution>> m_solving;
    std::optional<ai::Hint> m_hint;
    std::string m_hintKey;

    std::deque<core::Event> m_queue;
    double m_beatLeft = 0;
    std::unique_ptr<RollAnimation> m_roll;
    std::vector<TableDie> m_dice; // the last roll, index = index in Game::lastRoll()
    std::vector<Vec2> m_restPos;
    std::vector<double> m_restAngle;
    std::vector<core::Face> m_tray; // set aside by earlier rolls of this throw cycle
    std::vector<Ghost> m_ghosts;    // dice swept back into the cup for the next throw
    Effects m_fx;
    double m_time = 0;
    double m_bustTime = -1;

    int m_shownPlayer = 0;
    Counter m_turnTotal;
    std::vector<Counter> m_scores;
    std::vector<bool> m_shownEntered;
    bool m_finalShown = false;
    bool m_tieShown = false;
    bool m_over = false;
    double m_overWait = 0;
    std::vector<std::string> m_log;

    std::vector<bool> m_selected;
    bool m_selectionValid = false;
    bool m_selectionCanBank = false;
    std::string m_message;
    double m_messageTime = 0;
    bool m_messageIsError = false;

    double m_think = 0;
    std::optional<core::Action> m_aiAction;
    double m_aiPreview = 0;

    TableLayout m_layout;
    platform::TexturePtr m_background;
    Menu m_bar;
    Menu m_side;
};

} // namespace greed::app
