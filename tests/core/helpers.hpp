// Shared helpers of the core tests: presets, scripted games, event lookup, a reference scorer.
#pragma once

#include "core/game.hpp"
#include "core/rules_io.hpp"
#include "core/scoring.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace greed::test {

using core::Action;
using core::EventType;
using core::Face;
using core::Game;
using core::Outcome;
using core::Phase;
using core::Rules;

inline std::string fixturePath(const std::string& relative) {
    return std::string(GREED_TEST_FIXTURES) + "/" + relative;
}

inline std::string facesText(const std::vector<Face>& faces) {
    std::ostringstream out;
    for (size_t i = 0; i < faces.size(); ++i) {
        out << (i ? " " : "") << faces[i];
    }
    return out.str();
}

inline std::vector<Face> sorted(std::vector<Face> faces) {
    std::sort(faces.begin(), faces.end());
    return faces;
}

// Faces of a roll written with the rule set's labels, e.g. {"A", "K", "Q"} for cubilete.
inline std::vector<Face> labelled(const Rules& rules, const std::vector<std::string>& labels) {
    std::vector<Face> faces;
    for (const auto& label : labels) {
        const auto it = std::find(rules.faceLabels.begin(), rules.faceLabels.end(), label);
        REQUIRE(it != rules.faceLabels.end());
        faces.push_back(static_cast<Face>(it - rules.faceLabels.begin()) + 1);
    }
    return faces;
}

inline std::string eventsText(const Outcome& outcome) {
    std::ostringstream out;
    out << (outcome.ok ? "ok" : "refused: " + outcome.error);
    for (const auto& event : outcome.events) {
        out << " | " << core::toString(event.type) << " p" << event.player << " pts "
            << event.points << " tot " << event.total;
    }
    return out.str();
}

inline bool hasEvent(const Outcome& outcome, EventType type) {
    return std::any_of(outcome.events.begin(), outcome.events.end(),
                       [type](const core::Event& e) { return e.type == type; });
}

inline std::optional<core::Event> findEvent(const Outcome& outcome, EventType type) {
    for (const auto& event : outcome.events) {
        if (event.type == type) {
            return event;
        }
    }
    return std::nullopt;
}

inline bool hasAction(const Game& game, core::ActionType type) {
    const auto actions = game.legalActions();
    return std::any_of(actions.begin(), actions.end(),
                       [type](const Action& a) { return a.type == type; });
}

// A game of `players` humans named P0, P1, ..., started with `first` to play.
inline Game startedGame(const Rules& rules, int players, int first = 0) {
    Game game(rules);
    for (int i = 0; i < players; ++i) {
        const auto added = game.addPlayer({"P" + std::to_string(i), core::PlayerKind::Human, ""});
        INFO(added.error);
        REQUIRE(added.ok);
    }
    const auto started = game.start(first);
    INFO(started.error);
    REQUIRE(started.ok);
    return game;
}

// Applies an action that the rules allow; fails the test with the refusal otherwise.
inline Outcome play(Game& game, const Action& action) {
    auto outcome = game.apply(action);
    INFO("action " << core::toString(action.type) << " [" << facesText(action.dice) << "] in phase "
                   << core::toString(game.phase()) << ": " << eventsText(outcome));
    REQUIRE(outcome.ok);
    return outcome;
}

inline Outcome roll(Game& game, const std::vector<Face>& faces) {
    return play(game, Action::roll(faces));
}

// The Keep action that sets aside dice showing `faces` from the last roll (first matches).
inline Action keepFaces(const Game& game, const std::vector<Face>& faces) {
    std::vector<int> indices;
    std::vector<bool> taken(game.lastRoll().size(), false);
    for (Face face : faces) {
        bool found = false;
        for (size_t i = 0; i < game.lastRoll().size(); ++i) {
            if (!taken[i] && game.lastRoll()[i] == face) {
                taken[i] = true;
                indices.push_back(static_cast<int>(i));
                found = true;
                break;
            }
        }
        INFO("face " << face << " not in the last roll " << facesText(game.lastRoll()));
        REQUIRE(found);
    }
    return Action::keep(indices);
}

inline Outcome keep(Game& game, const std::vector<Face>& faces) {
    return play(game, keepFaces(game, faces));
}

// Applies an action that must be refused, and checks the refusal leaves the game untouched.
inline void refused(Game& game, const Action& action) {
    const Game before = game;
    const auto outcome = game.apply(action);
    INFO("action " << core::toString(action.type) << " [" << facesText(action.dice) << "] in phase "
                   << core::toString(before.phase()));
    CHECK_FALSE(outcome.ok);
    CHECK_FALSE(outcome.error.empty());
    CHECK(outcome.events.empty());
    CHECK(game == before);
}

// An independent scorer from the same Rules data: the true maximum over every way of
// splitting the dice into scoring parts (singles, kinds, combos). Slow but obviously right.
class ReferenceScorer {
public:
    struct Value {
        int points = 0;
        int dice = 0;
    };

    explicit ReferenceScorer(Rules rules) : m_rules(std::move(rules)) {}

    // Best (points, then most dice) over every way to score part of the dice.
    Value best(const core::Counts& counts) {
        const auto key = keyOf(counts);
        if (auto it = m_best.find(key); it != m_best.end()) {
            return it->second;
        }
        Value result{0, 0};
        for (const auto& part : parts(counts)) {
            const Value rest = best(minus(counts, part.counts));
            const Value candidate{part.points + rest.points, part.dice + rest.dice};
            if (candidate.points > result.points ||
                (candidate.points == result.points && candidate.dice > result.dice)) {
                result = candidate;
            }
        }
        m_best[key] = result;
        return result;
    }

    // Most points when every die scores; -1 when some die cannot.
    int usingAll(const core::Counts& counts) {
        const auto key = keyOf(counts);
        if (auto it = m_all.find(key); it != m_all.end()) {
            return it->second;
        }
        int result = -1;
        if (total(counts) == 0) {
            result = 0;
        } else {
            for (const auto& part : parts(counts)) {
                const int rest = usingAll(minus(counts, part.counts));
                if (rest >= 0) {
                    result = std::max(result, part.points + rest);
                }
            }
        }
        m_all[key] = result;
        return result;
    }

    // The value of `count` dice of `face` as a kind, or nullopt when no kind applies.
    std::optional<int> kindValue(Face face, int count) const {
        const core::KindScore* chosen = nullptr;
        for (const auto& kind : m_rules.kinds) {
            if (kind.count == count && kind.face == face) {
                chosen = &kind;
            }
        }
        if (!chosen) {
            for (const auto& kind : m_rules.kinds) {
                if (kind.count == count && kind.face == 0) {
                    chosen = &kind;
                }
            }
        }
        if (!chosen) {
            return std::nullopt;
        }
        if (chosen->points) {
            return *chosen->points;
        }
        const auto lower = kindValue(face, count - 1);
        if (!lower || !chosen->multiplier) {
            return std::nullopt;
        }
        return *lower * *chosen->multiplier;
    }

    static int total(const core::Counts& counts) {
        int sum = 0;
        for (int c : counts) {
            sum += c;
        }
        return sum;
    }

private:
    struct Part {
        core::Counts counts;
        int points = 0;
        int dice = 0;
    };

    static std::string keyOf(const core::Counts& counts) {
        return std::string(counts.begin(), counts.end());
    }

    static core::Counts minus(core::Counts counts, const core::Counts& part) {
        for (size_t i = 0; i < counts.size(); ++i) {
            counts[i] -= part[i];
        }
        return counts;
    }

    std::vector<Part> parts(const core::Counts& counts) const {
        std::vector<Part> result;
        const int faces = static_cast<int>(counts.size());
        auto single = [&](Face face, int n) {
            core::Counts part(counts.size(), 0);
            part[static_cast<size_t>(face - 1)] = n;
            return part;
        };
        for (const auto& s : m_rules.singles) {
            if (s.face >= 1 && s.face <= faces && counts[static_cast<size_t>(s.face - 1)] > 0 &&
                s.points > 0) {
                result.push_back({single(s.face, 1), s.points, 1});
            }
        }
        for (Face face = 1; face <= faces; ++face) {
            for (int n = 2; n <= counts[static_cast<size_t>(face - 1)]; ++n) {
                const auto value = kindValue(face, n);
                if (value && *value > 0) {
                    result.push_back({single(face, n), *value, n});
                }
            }
        }
        for (const auto& combo : m_rules.combos) {
            if (combo.kind == core::ComboScore::Kind::Straight) {
                core::Counts part(counts.size(), 0);
                bool fits = true;
                for (Face face : combo.faces) {
                    part[static_cast<size_t>(face - 1)] += 1;
                }
                for (size_t i = 0; i < counts.size(); ++i) {
                    fits = fits && part[i] <= counts[i];
                }
                if (fits) {
                    result.push_back({part, combo.points, static_cast<int>(combo.faces.size())});
                }
            } else if (combo.kind == core::ComboScore::Kind::Sets) {
                addSets(counts, combo, 0, core::Counts(counts.size(), 0), result);
            } else {
                // Groups of exactly `size` dice of distinct faces, among the dice still free.
                core::Counts part(counts.size(), 0);
                int found = 0;
                for (size_t i = 0; i < counts.size(); ++i) {
                    if (counts[i] == combo.size) {
                        part[i] = combo.size;
                        ++found;
                    }
                }
                if (found == combo.groups) {
                    result.push_back({part, combo.points, combo.groups * combo.size});
                }
            }
        }
        return result;
    }

    // Sets: every way to give group g, g+1, ... each its own face with enough dice free.
    static void addSets(const core::Counts& counts, const core::ComboScore& combo, size_t g,
                        core::Counts part, std::vector<Part>& result) {
        if (g == combo.sets.size()) {
            result.push_back({part, combo.points, total(part)});
            return;
        }
        for (size_t i = 0; i < counts.size(); ++i) {
            if (part[i] == 0 && counts[i] >= combo.sets[g]) {
                core::Counts next = part;
                next[i] = combo.sets[g];
                addSets(counts, combo, g + 1, next, result);
            }
        }
    }

    Rules m_rules;
    std::map<std::string, Value> m_best;
    std::map<std::string, int> m_all;
};

// Every multiset of `dice` dice over `faceCount` faces, as counts.
inline void forEachMultiset(int dice, int faceCount,
                            const std::function<void(const core::Counts&)>& visit) {
    core::Counts counts(static_cast<size_t>(faceCount), 0);
    std::function<void(int, int)> fill = [&](int face, int left) {
        if (face == faceCount - 1) {
            counts[static_cast<size_t>(face)] = left;
            visit(counts);
            return;
        }
        for (int n = left; n >= 0; --n) {
            counts[static_cast<size_t>(face)] = n;
            fill(face + 1, left - n);
        }
    };
    fill(0, dice);
}

// Every sub-multiset of `counts` (the empty one included).
inline void forEachSubset(const core::Counts& counts,
                          const std::function<void(const core::Counts&)>& visit) {
    core::Counts sub(counts.size(), 0);
    std::function<void(size_t)> fill = [&](size_t face) {
        if (face == counts.size()) {
            visit(sub);
            return;
        }
        for (int n = 0; n <= counts[face]; ++n) {
            sub[face] = n;
            fill(face + 1);
        }
        sub[face] = 0;
    };
    fill(0);
}

} // namespace greed::test
