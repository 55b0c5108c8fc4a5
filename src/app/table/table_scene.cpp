// TableScene: routes intents (other screens through its exits, moves to the match), steps the
// show and then, once every beat has played, the match; lays the show out for the window size
// and keeps its caches.
#include "app/table/table_scene.hpp"

#include "app/services.hpp"
#include "app/table/table_draw.hpp"
#include "app/ui/dice_look.hpp"
#include "app/ui/type_scale.hpp"

#include <algorithm>
#include <stdexcept>

namespace greed::app {

TableScene::TableScene(Services& services, std::unique_ptr<TableSource> source,
                       std::unique_ptr<TableExits> exits)
    : Scene(services), TableMatchBase(services, std::move(source)),
      m_show(services, m_match.game(), TableLayout{}), m_exits(std::move(exits)) {
    if (!m_exits) {
        throw std::invalid_argument("the table was opened without the screens it leads to");
    }
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
    const TableLayout& L = m_show.layout();
    if (width <= 0 || height <= 0) {
        if (L.valid()) {
            return; // no size now (minimised): keep the last layout
        }
        width = 1280;
        height = 720;
    }
    if (width != L.width || height != L.height || game().playerCount() != L.playerCount ||
        homeSeat() != L.homeSeat) {
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
    // Places round the table from the person here. Those who sat down together spread round the table; who joined later takes a free place.
    const auto& players = game().players();
    const auto together =
        std::find_if(players.begin(), players.end(),
                     [](const core::PlayerState& p) { return p.joinedAtTurn > 0; });
    m_show.relayout(TableLayout::compute(width, height, game().rules().diceCount,
                                         game().playerCount(),
                                         std::min(8, game().rules().maxPlayers), homeSeat(),
                                         static_cast<int>(together - players.begin())));
    m_background.reset(); // another size
    buildBackground();
    m_input.placeSide(m_show.layout(), m_match.replaying());
    rebuildButtons();
}

void TableScene::buildBackground() {
    const TableLayout& L = m_show.layout();
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
                       m_show.layout(), m_s.painter.text());
}

// ---- input and time --------------------------------------------------------------------

bool TableScene::handle(const InputEvent& e) {
    ensureLayout();
    const Intent in =
        m_input.read(e, m_show, {m_show.animating(), humanToAct(), m_match.replaying()});
    switch (in.type) {
    case IntentType::Pause:
        m_exits->pause(playedMatch());
        break;
    case IntentType::Graph:
        m_exits->graph(game());
        break;
    case IntentType::Help:
        m_exits->help(game().rules());
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
        m_match.controlReplay(in.type, *m_exits);
        break;
    case IntentType::ReplaySeek:
        m_match.seekReplay(in.at, *m_exits);
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
        m_exits->results(game(), news.record);
    }
}

bool TableScene::busy() const {
    return !humanToAct();
}

// ---- drawing ---------------------------------------------------------------------------

void TableScene::render() const {
    const MatchView view = m_match.view(m_show);
    const TableLayout& L = m_show.layout();
    drawTable(
        {m_s.painter, L, m_show, view, m_input, m_background.get(), &m_seatLayer, &m_litLayer});
    // Over the felt's upper part, beside the turn box: read while the game goes on.
    const SDL_Rect& felt = L.felt;
    const SDL_Rect& box = L.status;
    const int left = box.x + box.w + L.margin;
    // Wider than the gap before the cup when that is narrow (4:3), so the path fits.
    const int feltRight = felt.x + felt.w - L.margin;
    const int width =
        std::min(std::max(L.cupZone.x - L.margin - left, felt.w * 3 / 5), feltRight - left);
    m_saveNotice.render(m_s.painter, left + width / 2, box.y, width,
                        MenuType::forHeight(L.height).caption);
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

} // namespace greed::app
