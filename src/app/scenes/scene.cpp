// SceneStack: deferred push/pop so a scene may change the stack from its own handlers.
#include "app/scenes/scene.hpp"

namespace greed::app {

namespace {
constexpr SceneId kScenes[] = {
    SceneId::Title,   SceneId::Setup, SceneId::Table,     SceneId::Pause, SceneId::Graph,
    SceneId::Results, SceneId::Help,  SceneId::Settings,  SceneId::Join,  SceneId::Leave,
    SceneId::Stats,   SceneId::Host,  SceneId::JoinTable, SceneId::Lobby, SceneId::Online};
} // namespace

const char* sceneName(SceneId id) {
    switch (id) {
    case SceneId::Title:
        return "title";
    case SceneId::Setup:
        return "setup";
    case SceneId::Table:
        return "table";
    case SceneId::Pause:
        return "pause";
    case SceneId::Graph:
        return "graph";
    case SceneId::Results:
        return "results";
    case SceneId::Help:
        return "help";
    case SceneId::Settings:
        return "settings";
    case SceneId::Join:
        return "join";
    case SceneId::Leave:
        return "leave";
    case SceneId::Stats:
        return "stats";
    case SceneId::Host:
        return "host";
    case SceneId::JoinTable:
        return "join-table";
    case SceneId::Lobby:
        return "lobby";
    case SceneId::Online:
        return "online";
    }
    return "?";
}

std::optional<SceneId> sceneFromName(const std::string& name) {
    for (SceneId id : kScenes) {
        if (name == sceneName(id)) {
            return id;
        }
    }
    return std::nullopt;
}

void SceneStack::push(std::unique_ptr<Scene> scene) {
    m_pending.push_back({Op::Push, std::move(scene)});
}
void SceneStack::pop() {
    m_pending.push_back({Op::Pop, nullptr});
}
void SceneStack::replace(std::unique_ptr<Scene> scene) {
    m_pending.push_back({Op::Replace, std::move(scene)});
}
void SceneStack::reset(std::unique_ptr<Scene> scene) {
    m_pending.push_back({Op::Reset, std::move(scene)});
}

void SceneStack::clear() {
    m_pending.clear();
    m_graveyard.clear();
    while (!m_scenes.empty()) {
        m_scenes.pop_back();
    }
}

void SceneStack::applyPending() {
    m_graveyard.clear();
    // Handlers may queue more requests while we apply these (onEnter pushing a scene).
    while (!m_pending.empty()) {
        std::vector<Pending> ops;
        ops.swap(m_pending);
        for (auto& p : ops) {
            auto popTop = [this] {
                if (!m_scenes.empty()) {
                    m_scenes.back()->onExit();
                    m_graveyard.push_back(std::move(m_scenes.back()));
                    m_scenes.pop_back();
                }
            };
            switch (p.op) {
            case Op::Push:
                break;
            case Op::Pop:
                popTop();
                if (!m_scenes.empty()) {
                    m_scenes.back()->onReveal();
                }
                break;
            case Op::Replace:
                popTop();
                break;
            case Op::Reset:
                while (!m_scenes.empty()) {
                    popTop();
                }
                break;
            }
            if (p.scene) {
                m_scenes.push_back(std::move(p.scene));
                m_scenes.back()->onEnter();
            }
        }
    }
}

std::size_t SceneStack::firstVisible() const {
    std::size_t i = m_scenes.size();
    while (i > 0) {
        --i;
        if (m_scenes[i]->opaque()) {
            return i;
        }
    }
    return 0;
}

} // namespace greed::app
