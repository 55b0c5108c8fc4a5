// TableScene: routes intents (scene changes here, moves to the match), steps the show and then,
// once every beat has played, the match; keeps the layout and its caches for the window size.
#include "app/table/table_scene.hpp"

#include "app/scenes/scenes.hpp"
#include "app/services.hpp"
#include "app/table/table_draw.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/type_scale.hpp"

#include <algorithm>

namespace greed::app {

TableScene::TableScene(Services& services, std::unique_ptr<TableSource> source)
    : Scene(services), m_match(services, std::move(source)),
      m_show(services, m_match.game(), m_layout) {
    open();
}

void TableScene::open() {
    ensureLayout();
    // The match as it stands (Continue, a replay seek, a late network joiner), its dice where
    // the throws seeded from the match left them.
    m_show.setMatchSeed(m_match.shownRecord().setup.seed);
    m_show.restore(m_match.recentLog());
    rebuildButtons();
}

// ---- layout ----------------------------------------------------------------------------

void TableScene::ensureLayout() {
    layout(m_s.width(), m_s.height());
}

void TableScene::layout(int width, int height) {
    if (width <= 0 || height <= 0) {
        if (m_layout.valid()) {
            return; // no size now (minimised): keep the last layout
        }
        width = 1280;
        height = 720;
    }
    if (width != m_layout.width || height != m_layout.height ||
        game().playerCount() != m_layout.playerCount || homeSeat() != m_layout.homeSeat) {
        applyLayout(width, height);
    } else if (!m_background || m_backgroundGeneration != m_s.painter.targetGeneration()) {
        // A texture could not be made last time, or the renderer lost its pixels: again.
        buildBackground();
    }
}

int TableScene::homeSeat() const {
    // The first person at this screen (a network guest's own seat, the human among computers);
    // nobody plays a replay or a demo: the first seat.
    for (int i = 0; i < game().playerCount(); ++i) {
        if (!m_match.isComputer(i)) {
            return i;
        }
    }
    return 0;
}

void TableScene::applyLayout(int width, int height) {
    // Places for as many players as the rules allow (up to eight), round the table from the
    // person here: one who joins later takes a free place and no plate moves.
    // Those who sat down together spread round the table; who joined later takes a free place.
    const auto& players = game().players();
    const auto together =
        std::find_if(players.begin(), players.end(),
                     [](const core::PlayerState& p) { return p.joinedAtTurn > 0; });
    m_layout = TableLayout::compute(width, height, game().rules().diceCount, game().playerCount(),
                                    std::min(8, game().rules().maxPlayers), homeSeat(),
                                    static_cast<int>(together - players.begin()));
    m_show.relayout();
    m_background.reset(); // another size
    buildBackground();
    m_input.placeSide(m_layout);
    rebuildButtons();
}

void TableScene::buildBackground() {
    const auto& L = m_layout;
    SDL_Renderer* r = m_s.renderer.get();
    // Drawn once per size into a render target, copied whole every frame (opaque: no blend).
    if (!m_background) {
        m_background.reset(SDL_CreateTexture(r, SDL_PIXELFORMAT_RGB888, SDL_TEXTUREACCESS_TARGET,
                                             L.width, L.height));
        if (!m_background) {
            return; // drawn live instead
        }
        ++m_s.painter.counters().texturesCreated;
    }
    SDL_Texture* previous = SDL_GetRenderTarget(r);
    SDL_SetRenderTarget(r, m_background.get());
    drawStaticTable(m_s.painter, L);
    SDL_SetRenderTarget(r, previous);
    SDL_SetTextureBlendMode(m_background.get(), SDL_BLENDMODE_NONE);
    // Copied pixel for pixel: sampled nearest, which a renderer without a graphics card
    // (llvmpipe) does at a fraction of a filtered sample's cost, with the same pixels.
    SDL_SetTextureScaleMode(m_background.get(), SDL_ScaleModeNearest);
    m_backgroundGeneration = m_s.painter.targetGeneration();
}

void TableScene::rebuildButtons() {
    // Buttons appear once a banner (HOT DICE, FINAL ROUND) has settled, not under it.
    m_input.setActions(m_show.effects().bannerShowing() ? std::vector<Button>{}
                                                        : m_match.actionButtons(m_show),
                       m_layout, m_s.painter.text());
}

// ---- input and time --------------------------------------------------------------------

bool TableScene::handle(const InputEvent& e) {
    ensureLayout();
    const Intent in =
        m_input.read(e, m_show, {m_show.animating(), humanToAct(), m_match.replaying()});
    switch (in.type) {
    case IntentType::Pause:
        m_s.scenes.push(makePauseScene(m_s, playedMatch()));
        break;
    case IntentType::Graph:
        m_s.scenes.push(makeGraphScene(m_s, game()));
        break;
    case IntentType::Help:
        m_s.scenes.push(makeHelpScene(m_s, game().rules()));
        break;
    case IntentType::Skip:
        skipAnimation();
        break;
    case IntentType::ReplayToggle:
    case IntentType::ReplayBack:
    case IntentType::ReplayForward:
    case IntentType::ReplayFaster:
    case IntentType::ReplaySlower:
    case IntentType::ReplayExit:
    case IntentType::ReplayDetails:
        m_match.controlReplay(in.type);
        break;
    case IntentType::ReplaySeek:
        m_match.seekReplay(in.at);
        break;
    case IntentType::None:
        break;
    default:
        tell(m_match.perform(in, m_show));
        break;
    }
    rebuildButtons();
    return in.used;
}

void TableScene::skipAnimation() {
    m_show.skip();
    m_show.catchUp();
    m_match.afterShown(m_show);
    rebuildButtons();
}

void TableScene::update(double dt) {
    ensureLayout();
    tell(m_match.collect()); // moves made since (players joining or leaving, a network host's)
    m_show.setPace(m_match.beatPace(m_show.queued()));
    m_show.update(dt);
    if (!m_show.animating()) {
        tell(m_match.update(dt, m_show));
    }
    m_saveNotice.follow(m_match.source(), dt);
    rebuildButtons();
}

void TableScene::tell(const TableNews& news) {
    if (news.retaken) {
        m_show.restore(news.log);
    }
    if (!news.events.empty()) {
        m_show.push(news.events);
    }
    for (const auto& [seat, line] : news.lines) {
        m_show.say(seat, line);
    }
    if (news.over) {
        m_s.scenes.replace(makeResultsScene(m_s, game(), ResultsView::Finished, news.record));
    }
}

bool TableScene::busy() const {
    return !humanToAct();
}

// ---- drawing ---------------------------------------------------------------------------

void TableScene::render() const {
    const MatchView view = m_match.view(m_show);
    drawTable({m_s.painter, m_layout, m_show, view, m_input, m_background.get(), &m_seatLayer,
               &m_litLayer});
    // Over the felt's upper part, beside the turn box: read while the game goes on.
    const SDL_Rect& felt = m_layout.felt;
    const SDL_Rect& box = m_layout.status;
    const int left = box.x + box.w + m_layout.margin;
    // Wider than the gap before the cup when that is narrow (4:3), so the path fits.
    const int feltRight = felt.x + felt.w - m_layout.margin;
    const int width = std::min(
        std::max(m_layout.cupZone.x - m_layout.margin - left, felt.w * 3 / 5), feltRight - left);
    m_saveNotice.render(m_s.painter, left + width / 2, box.y, width,
                        MenuType::forHeight(m_layout.height).caption);
}

std::vector<Button> TableScene::buttons() const {
    std::vector<Button> out = m_input.buttons();
    if (m_show.roll() == nullptr) {
        const auto& dice = m_show.dice();
        for (int i = 0; i < static_cast<int>(dice.size()); ++i) {
            if (!dice[static_cast<std::size_t>(i)].toTray) {
                out.push_back({"die" + std::to_string(i + 1), "", "", m_show.dieHitRect(i)});
            }
        }
    }
    return out;
}

std::unique_ptr<Scene> makeTableScene(Services& s, std::unique_ptr<TableSource> source) {
    return std::make_unique<TableScene>(s, std::move(source));
}

} // namespace greed::app
