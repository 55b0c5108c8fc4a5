// Seats: where a player's moves come from. Every seat answers the same question (your move?)
// with the same core::Action values, whether a person, a computer player, a replay or a remote
// peer sits there. A seat answers when asked: how long a computer player seems to think and how
// fast a replay runs are decided by whoever asks (session/computer_clock.hpp, the table's pace).
#pragma once

#include "ai/commentator.hpp"
#include "ai/strategy.hpp"
#include "core/game.hpp"
#include "core/rng.hpp"
#include "session/move.hpp"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace greed::session {

enum class SeatKind { Human, Computer, Replay, Remote };

class Seat {
public:
    virtual ~Seat() = default;
    virtual SeatKind kind() const = 0;
    // Asked only when it is this seat's player's turn and the match waits for them; nothing
    // when it waits for someone (a person's intent). `aiRng`: the computer players' own stream
    // (never dice).
    virtual std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) = 0;
    // Decides the move poll() will answer next without playing it (a computer player's pick,
    // shown before it moves); null for a seat with nothing to decide.
    virtual const core::Action* prepare(const core::Game& game, core::Rng& aiRng) {
        (void)game;
        (void)aiRng;
        return nullptr;
    }
    // Every move applied at the table, with the state after it (commentary, remote peers).
    virtual void observe(const core::Game& game, const std::vector<core::Event>& events) {
        (void)game;
        (void)events;
    }
    // A person's seat (here or elsewhere) takes intents, queued by MatchSession::submit.
    virtual bool takesIntents() const { return false; }
    virtual void queueIntent(core::Action action) { (void)action; }
    // A replay's seat: the logged move its last answer came from (faces and the streams'
    // states included), which the session applies as it was; null for every other seat.
    virtual const Move* playedMove() const { return nullptr; }
};

// A person at this screen: the table turns clicks and keys into intents and submits them.
class HumanSeat : public Seat {
public:
    SeatKind kind() const override { return SeatKind::Human; }
    bool takesIntents() const override { return true; }
    void queueIntent(core::Action action) override { m_queue.push_back(std::move(action)); }
    std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) override;

private:
    std::deque<core::Action> m_queue;
};

// A computer player: a strategy with a personality's voice and pace. It answers when asked;
// prepare() lets its pick be shown before it is played (ComputerClock times both).
class ComputerSeat : public Seat {
public:
    // Lines kept for whoever shows them (the table takes them after every move); older ones
    // go when nobody takes them (a network host's or a mirror's seats).
    static constexpr std::size_t kKeptLines = 8;

    ComputerSeat(int player, std::unique_ptr<ai::Strategy> strategy, std::string personality,
                 double thinkSeconds);
    SeatKind kind() const override { return SeatKind::Computer; }
    std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) override;
    const core::Action* prepare(const core::Game& game, core::Rng& aiRng) override;
    void observe(const core::Game& game, const std::vector<core::Event>& events) override;

    // The move decided but not yet played (a keep is shown first).
    const std::optional<core::Action>& preview() const { return m_decided; }
    // How long its personality thinks over a move at pace 1, in seconds.
    double thinkSeconds() const { return m_thinkSeconds; }
    const std::string& personality() const { return m_personality; }
    // Lines the personality would say about the moves seen since the last call.
    std::vector<ai::LineEvent> takeLines();

private:
    int m_player;
    std::unique_ptr<ai::Strategy> m_strategy;
    std::string m_personality;
    double m_thinkSeconds;
    ai::Commentator m_commentator;
    std::vector<ai::LineEvent> m_lines;
    std::optional<core::Action> m_decided;
};

// A computer player with no pace and no voice: asks its strategy at once (tournaments and
// benchmarks, where nobody watches). The strategy may be shared by the lean sessions of one
// thread (a tournament keeps one table per first seat).
class StrategySeat : public Seat {
public:
    explicit StrategySeat(std::shared_ptr<ai::Strategy> strategy)
        : m_strategy(std::move(strategy)) {}
    SeatKind kind() const override { return SeatKind::Computer; }
    std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) override {
        return m_strategy->decide(game, aiRng);
    }

private:
    std::shared_ptr<ai::Strategy> m_strategy;
};

// The log of a recorded match, read move by move when the session is asked to step (the table
// decides when: its pause, speed and pace); shared by the replay seats of one match.
class ReplayCursor {
public:
    explicit ReplayCursor(std::vector<Move> moves, std::size_t next = 0)
        : m_moves(std::move(moves)), m_next(next) {}
    const Move* peek() const { return m_next < m_moves.size() ? &m_moves[m_next] : nullptr; }
    void advance() { ++m_next; }
    std::size_t position() const { return m_next; }
    std::size_t size() const { return m_moves.size(); }
    bool finished() const { return m_next >= m_moves.size(); }
    const std::vector<Move>& moves() const { return m_moves; }

private:
    std::vector<Move> m_moves;
    std::size_t m_next = 0;
};

// A seat in a replay: plays what its player did, when the log comes to them.
class ReplaySeat : public Seat {
public:
    ReplaySeat(std::shared_ptr<ReplayCursor> cursor, int player)
        : m_cursor(std::move(cursor)), m_player(player) {}
    SeatKind kind() const override { return SeatKind::Replay; }
    std::optional<core::Action> poll(const core::Game& game, core::Rng& aiRng) override;
    const Move* playedMove() const override { return m_played; }

private:
    std::shared_ptr<ReplayCursor> m_cursor;
    int m_player;
    const Move* m_played = nullptr;
};

// The seat a set-up asks for: a HumanSeat or a ComputerSeat with the named strategy.
// Throws SpecError for an unknown strategy.
std::unique_ptr<Seat> makeSeat(const SeatSpec& spec, int player, const core::Rules& rules);

} // namespace greed::session
