// SceneStack: deferred push/pop so a scene may change the stack from its own handlers.
#include "app/scenes/scene.hpp"

namespace greed::app {

namespace {

struct SceneName {
    SceneId id;
    const char* name;
};
constexpr SceneName kScenes[] = {
#define GREED_SCENE_NAME(id, name, ...) {SceneId::id, name},
    GREED_SCENES(GREED_SCENE_NAME)
#undef GREED_SCENE_NAME
};

} // namespace

const char* sceneName(SceneId id) {
    for (const SceneName& s : kScenes) {
        if (s.id == id) {
            return s.name;
        }
    }
    return "?";
}

std::optional<SceneId> sceneFromName(const std::string& name) {
    for (const SceneName& s : kScenes) {
        if (name == s.name) {
            return s.id;
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
