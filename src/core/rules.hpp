// Rules: one variant of the Greed family as plain data (see RULES.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace greed::core {

// Faces are numbered 1..faceCount everywhere in the core; labels are for people.
using Face = int;

enum class KeepPolicy { Auto, Choose };
enum class RerollPolicy { Remaining, All };
// TurnTotal and FirstBank behave alike (a player enters with a first bank of at least
// entryMinimum); both names are kept so rule files can say what their source text says.
enum class EntryRule { None, TurnTotal, FirstRoll, FirstBank };
enum class EndPolicy { FinalRound, EqualTurns, Immediate };
// What the players call a throw that scores nothing: a bust, or in Farkle a farkle (the table
// stamps FARKLE! in a colour of its own). A word, not a rule: it changes no play, so it is
// left out of the rule set's fingerprint (rulesIdentityJson).
enum class BustWord { Bust, Farkle };

// A die of one face scores on its own, e.g. a single 1 = 100.
struct SingleScore {
    Face face = 1;
    int points = 0;
};

// `count` dice of one face. Exactly one of `points` / `multiplier` is used:
// points: a fixed value (negative = penalty: the turn ends, the turn total is lost and
// the penalty is subtracted from the score); multiplier: that many times the value of
// the same face's kind with one die fewer (Zehntausend: four = 2 x three).
// face == 0 means "any face" (a face-specific entry wins over an any-face entry).
struct KindScore {
    Face face = 0;
    int count = 3;
    std::optional<int> points;
    std::optional<int> multiplier;
    bool isPenalty() const { return points && *points < 0; }
};

// A special combination that uses dice of several faces, scored within one roll.
// Straight: every face of `faces` exactly once. Groups: `groups` different faces with
// exactly `size` dice each (three pairs: groups 3 size 2; two triples: groups 2 size 3).
// Sets: one group per entry of `sets`, that many dice of one face, every group a different
// face (four of a kind with a pair: sets {4, 2}).
struct ComboScore {
    enum class Kind { Straight, Groups, Sets };
    std::string name;
    Kind kind = Kind::Groups;
    std::vector<Face> faces;
    int groups = 0;
    int size = 0;
    std::vector<int> sets; // Sets only: group sizes, largest first
    int points = 0;
    int diceUsed() const; // how many dice the combination takes
};

// Busts in a row cost points (Farkle's "three Farkles in a row"). A turn that ends with
// nothing (a bust, a failed entry roll or a penalty throw) adds one to the player's count;
// a bank sets it back to 0. The count-th such turn in a row takes `penalty` points off the
// score (never below 0) and the count starts again from 0. count 0 = off.
struct BustStreak {
    int count = 0;
    int penalty = 0;
    bool on() const { return count > 0 && penalty > 0; }
    bool operator==(const BustStreak& o) const { return count == o.count && penalty == o.penalty; }
};

struct Rules {
    std::string id;                      // short name, e.g. "greed"
    std::string name;                    // display name, e.g. "Greed"
    std::string summary;                 // one line for lists
    int diceCount = 5;                   // 1..10
    int faceCount = 6;                   // 2..20
    std::vector<std::string> faceLabels; // faceCount entries; label of face f is [f-1]
    std::vector<SingleScore> singles;
    std::vector<KindScore> kinds;
    std::vector<ComboScore> combos;
    KeepPolicy keepPolicy = KeepPolicy::Auto;
    RerollPolicy rerollPolicy = RerollPolicy::Remaining;
    EntryRule entryRule = EntryRule::None;
    int entryMinimum = 0; // points needed by the entry rule
    int bankMinimum = 0;  // turn total needed to bank at all
    int target = 3000;
    EndPolicy endPolicy = EndPolicy::FinalRound;
    bool tieBreak = false; // tied leaders play extra rounds
    bool adoptPoints = false;
    BustStreak bustStreak;
    BustWord bustWord = BustWord::Bust;
    int minPlayers = 1;
    int maxPlayers = 8;

    const std::string& label(Face face) const {
        return faceLabels.at(static_cast<size_t>(face - 1));
    }
    bool hasPenalties() const;
    bool operator==(const Rules& other) const;
    bool operator!=(const Rules& other) const { return !(*this == other); }
};

// Faces as their labels, separated by spaces: "A K 10".
std::string labelsText(const Rules& rules, const std::vector<Face>& faces);

const char* toString(KeepPolicy value);
const char* toString(RerollPolicy value);
const char* toString(EntryRule value);
const char* toString(EndPolicy value);
const char* toString(BustWord value);

} // namespace greed::core
