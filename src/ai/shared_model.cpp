// The process's turn models, by rule set (keyed by the rules' fingerprint, checked whole).
#include "ai/shared_model.hpp"

#include "core/fingerprint.hpp"

#include <map>
#include <mutex>
#include <string>

namespace greed::ai {

std::shared_ptr<const TurnModel> sharedModel(const core::Rules& rules) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const TurnModel>> models;
    const std::string key = core::rulesFingerprint(rules);
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (auto it = models.find(key); it != models.end() && it->second->rules() == rules) {
            return it->second;
        }
    }
    // Built outside the lock: a big rule set takes a while, and other rule sets need not wait.
    auto model = std::make_shared<const TurnModel>(rules);
    std::lock_guard<std::mutex> lock(mutex);
    models[key] = model;
    return model;
}

} // namespace greed::ai
