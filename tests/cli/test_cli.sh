#!/usr/bin/env bash
# End-to-end checks of greed-cli: the answers and exit codes a user relies on.
# Usage: test_cli.sh PATH/TO/greed-cli FIXTURES_DIR
set -u
cli="$1"
fixtures="$2"
export GREED_DATA_DIR
GREED_DATA_DIR="$(mktemp -d)"
trap 'rm -rf "$GREED_DATA_DIR"' EXIT
passed=0
failed=0

check() { # check NAME EXPECTED ACTUAL
    if [ "$2" == "$3" ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $1: expected [$2] got [$3]"
    fi
}

first() { "$cli" "$@" 2>/dev/null | head -n 1; }
status() { "$cli" "$@" >/dev/null 2>&1; echo $?; }

check "greed 5 1 3 4 1" 250 "$(first score --rules greed 5 1 3 4 1)"
check "greed 1 1 1 3 1" 1100 "$(first score --rules greed 1 1 1 3 1)"
check "greed 2 4 4 5 4" 450 "$(first score --rules greed 2 4 4 5 4)"
check "spec1989 1 1 1 1 5" 1150 "$(first score --rules spec1989 1 1 1 1 5)"
check "zehntausend six 6s" 4800 "$(first score --rules zehntausend 6 6 6 6 6 6)"
check "cubilete A K 9" 150 "$(first score --rules cubilete A K 9)"
check "cubilete Q Q Q" -500 "$(first score --rules cubilete Q Q Q)"
check "cubilete faces as numbers" -500 "$(first score --rules cubilete 3 3 3)"
check "farkle straight" 1500 "$(first score --rules farkle 6 5 4 3 2 1)"
check "custom file: singles beat a weak kind" 450 \
    "$(first score --rules "$fixtures/rules/custom-11.json" 11 11 11)"
check "custom file: straight" 1200 "$(first score --rules "$fixtures/rules/custom-11.json" 4 3 2 1)"
check "options count" "options 5" \
    "$("$cli" score --rules zehntausend 1 1 2 3 5 6 --options | sed -n 3p)"

check "odds greed 5 dice" "bust 25/324 0.077160493827" "$(first odds --rules greed --dice 5)"
check "odds 1 die" "bust 2/3 0.666666666667" "$(first odds --rules zehntausend --dice 1)"
check "odds expected 1 die" "expected 25" "$("$cli" odds --rules greed --dice 1 | sed -n 2p)"
check "odds cubilete" "bust 5/18 0.277777777778" "$(first odds --rules cubilete --dice 3)"

check "rules lists 5 presets" 5 "$("$cli" rules | wc -l | tr -d ' ')"
check "rules show is JSON that loads again" 250 \
    "$("$cli" rules show greed >"$GREED_DATA_DIR/g.json" && first score --rules "$GREED_DATA_DIR/g.json" 5 1 3 4 1)"
check "rules show prints Farkle's bust word" '"bustWord": "farkle",' \
    "$("$cli" rules show farkle | grep -o '"bustWord": "farkle",')"
check "rules show leaves the default bust word out" 0 "$("$cli" rules show greed | grep -c bustWord)"
"$cli" rules show farkle | sed 's/"bustWord": "farkle"/"bustWord": "kaboom"/' >"$GREED_DATA_DIR/kaboom.json"
check "a bad bust word names the field and the words" \
    "$GREED_DATA_DIR/kaboom.json: field 'bustWord': 'kaboom' is not one of: bust, farkle" \
    "$("$cli" rules show "$GREED_DATA_DIR/kaboom.json" 2>&1 | sed 's/^greed-cli: //')"
check "personalities id first" professor "$("$cli" personalities | cut -f1 | grep -x professor)"

check "bad face exits 2" 2 "$(status score --rules greed 7 1)"
check "too many dice exits 2" 2 "$(status score --rules greed 1 1 1 1 1 1)"
check "unknown rules exits 2" 2 "$(status score --rules nosuch 1)"
check "bad rule file exits 2" 2 "$(status score --rules "$fixtures/rules/bad-not-json.json" 1)"
check "unknown option exits 2" 2 "$(status odds --rules greed --dice 5 --frobnicate)"
check "dice out of range exits 2" 2 "$(status odds --rules greed --dice 9)"
check "no subcommand exits 2" 2 "$(status)"
check "help exits 0" 0 "$(status --help)"
check "version" "greed-cli" "$("$cli" --version | cut -d' ' -f1)"
check "bad message is one line" 1 "$("$cli" score --rules greed 7 2>&1 >/dev/null | wc -l | tr -d ' ')"

tiny="$fixtures/rules/tiny.json"
check "solve prints p1_win" 1 "$("$cli" solve --rules "$tiny" 2>/dev/null | grep -c '^p1_win 0\.[0-9]')"
check "solve prints states" 1 "$("$cli" solve --rules "$tiny" 2>/dev/null | grep -c '^states [0-9]')"
a="$("$cli" tournament --rules greed --players timid,reckless --games 300 --seed 5 --threads 2 2>/dev/null)"
b="$("$cli" tournament --rules greed --players timid,reckless --games 300 --seed 5 --threads 2 2>/dev/null)"
check "tournament is reproducible" "$a" "$b"
check "solve: absurd thread count exits 2" 2 "$(status solve --rules "$tiny" --threads 1000)"
check "solve --players 3: the exact three-player solution, cached" 2 \
    "$("$cli" solve --rules "$tiny" --players 3 2>/dev/null | grep -c '^p1_win 0\.3\|3p-v1.sol written')"
check "solve --players 3: read back from the cache" 1 \
    "$("$cli" solve --rules "$tiny" --players 3 2>/dev/null | grep -c '^source loaded')"
check "solve --players 4 exits 2" 2 "$(status solve --rules "$tiny" --players 4)"
check "solve --players 3: rules it does not take fail with the reason" 1 \
    "$("$cli" solve --rules farkle --players 3 2>&1 >/dev/null | grep -c 'no three-player solution for farkle')"
check "tournament of three: the exact three-player solution is played" 1 \
    "$("$cli" tournament --rules "$tiny" --players steady,professor,bold --games 20 2>/dev/null |
        grep -c '^professor plays: exact three-player solution')"
check "tournament: says what the professor played" 1 \
    "$("$cli" tournament --rules "$tiny" --players steady,professor --games 20 2>/dev/null |
        grep -c '^professor plays: optimal two-player solution')"
sed 's/"id": "tiny"/"id": "..\/..\/escape"/' "$tiny" >"$GREED_DATA_DIR/escape.json"
"$cli" solve --rules "$GREED_DATA_DIR/escape.json" >/dev/null 2>&1
check "solve: a rule id cannot leave the data folder" 1 \
    "$(ls "$GREED_DATA_DIR/solutions" | grep -c '^______escape-.*\.sol$')"

check "tournament: four players play the solution against the leader" 1 \
    "$("$cli" tournament --rules "$tiny" --players steady,professor,bold,timid --games 20 2>/dev/null |
        grep -c '^professor plays: two-player solution against the leading opponent (4 players)')"
pm="$GREED_DATA_DIR/policy.greed"
check "match play: says what the professor played" 1 \
    "$("$cli" match play --rules "$tiny" --players A:steady,B:professor,C:bold --seed 2 --out "$pm" 2>/dev/null |
        grep -c '^professor plays: exact three-player solution')"
check "match show: the professor's seat names its policy" 1 \
    "$("$cli" match show "$pm" | grep -c '^player 2 B (The Professor, plays exact three-player solution')"

m="$GREED_DATA_DIR/m.greed"
# Issue 38: rule sets nobody can finish were accepted and `match play` never returned.
check "match play: a rule set with only penalties is refused" 2 \
    "$(status match play --rules "$fixtures/rules/endless-penalties.json" --players A:steady,B:bold \
        --out "$m.endless")"
check "match play: an entry nobody reaches is refused, naming the field" 1 \
    "$("$cli" match play --rules "$fixtures/rules/endless-entry.json" --players A:steady,B:bold \
        --out "$m.endless" 2>&1 | grep -c "field 'entry.minimum'.*no game could end")"
check "match play writes a file" "wrote $m" \
    "$("$cli" match play --rules farkle --players A:steady,B:bold --seed 3 --out "$m" | tail -n 1)"
check "match show: finished" "status finished" "$("$cli" match show "$m" | grep '^status')"
check "match show: the same winner every time" "$("$cli" match show "$m" | grep '^winners')" \
    "$("$cli" match play --rules farkle --players A:steady,B:bold --seed 3 --out "$m.2" >/dev/null &&
        "$cli" match show "$m.2" | grep '^winners')"
head -c -9 "$m" >"$m.torn"
check "match show: torn last line" 1 "$("$cli" match show "$m.torn" | grep -c 'torn last line')"
sed '3s/.*/{damaged/' "$m" >"$m.bad"
check "match show: damaged line exits 2" 2 "$(status match show "$m.bad")"
check "match show: damaged line named" 1 "$("$cli" match show "$m.bad" 2>&1 | grep -c 'm.greed.bad:3: damaged')"
# Issue 22 items 11 and 13: hostile files end at once with one line naming the file, exit 2.
# `timeout` is a hang detector here (a FIFO with no writer blocked forever), not a speed limit.
oneline() { # oneline ARGS...: "STATUS LINES" of a run that must not hang
    local out code
    out="$(timeout 60 "$cli" "$@" 2>&1 >/dev/null)"
    code=$?
    echo "$code $(printf '%s\n' "$out" | grep -c .)"
}
mkfifo "$GREED_DATA_DIR/fifo.greed"
check "match show: a FIFO is refused, not waited on" "2 1" "$(oneline match show "$GREED_DATA_DIR/fifo.greed")"
check "match show: the FIFO named" 1 \
    "$(timeout 60 "$cli" match show "$GREED_DATA_DIR/fifo.greed" 2>&1 | grep -c 'fifo.greed: not a regular file$')"
check "match show: /dev/zero refused at once" "2 1" "$(oneline match show /dev/zero)"
check "match show: /dev/zero named" 1 \
    "$(timeout 60 "$cli" match show /dev/zero 2>&1 | grep -c '/dev/zero: not a regular file$')"
head -c 17000000 /dev/zero | tr '\0' '[' >"$m.huge"
check "match show: over 16 MiB refused" 1 \
    "$(timeout 60 "$cli" match show "$m.huge" 2>&1 | grep -c 'm.greed.huge: too large (over 16 MiB)$')"
check "rules: a FIFO as rule file is refused" "2 1" "$(oneline score --rules "$GREED_DATA_DIR/fifo.greed" 1)"
header_with() { # header_with FIELD JSON: $m with one header field changed
    python3 -c 'import json,sys
lines = open(sys.argv[1]).read().split("\n")
h = json.loads(lines[0]); h[sys.argv[2]] = json.loads(sys.argv[3])
print("\n".join([json.dumps(h)] + lines[1:]), end="")' "$m" "$1" "$2" >"$m.typed"
}
for field_value in 'version "1"' 'version 1e300' 'seed 1e300' 'seed -1' 'seed "7"' 'created 7' \
    'rulesSource []' 'seats {}'; do
    read -r field value <<<"$field_value"
    header_with "$field" "$value"
    check "match show: header $field=$value exits 2 in one line" "2 1" "$(oneline match show "$m.typed")"
    check "match show: header $field=$value names file, line and field" 1 \
        "$("$cli" match show "$m.typed" 2>&1 | grep -c "^greed-cli: .*m.greed.typed:1: field '$field' ")"
done
python3 -c 'import json,sys
lines = open(sys.argv[1]).read().split("\n")
m = json.loads(lines[1]); m["player"] = 1e300; lines[1] = json.dumps(m)
print("\n".join(lines), end="")' "$m" >"$m.typed"
check "match show: a move player of 1e300 is refused" 1 \
    "$("$cli" match show "$m.typed" 2>&1 | grep -c "m.greed.typed:2: field 'player' must be a whole number (got 1e+300)$")"
check "match play: humans refused" 2 "$(status match play --players A,B:bold --out "$m.h")"

# Player names (issue 22 items 6, 12, 13; issue 21): one definition everywhere.
check "match play: a 17-character name exits 2" 2 \
    "$(status match play --players "$(printf 'x%.0s' {1..17}):steady,B:bold" --out "$m.n")"
check "match play: a 26-character name is named" 1 \
    "$("$cli" match play --players "A:steady,$(printf 'y%.0s' {1..26}):bold" --out "$m.n" 2>&1 |
        grep -c "^greed-cli: --players: player 2's name has 26 characters (at most 16)$")"
check "match play: a name that is not UTF-8 exits 2" 2 \
    "$(status match play --players "$(printf 'A\xff'):steady,B:bold" --out "$m.n")"
check "match play: nothing written for a refused name" 0 "$(ls "$GREED_DATA_DIR" | grep -c '^m.greed.n')"
sed '1s/"name":"A"/"name":"A\\u001b]0;owned\\u0007\\u0000"/' "$m" >"$m.esc"
check "match show: no ESC, BEL or NUL reaches the terminal" 0 \
    "$("$cli" match show "$m.esc" | tr -d -c '\000\007\033' | wc -c | tr -d ' ')"
check "match show: the name is shown repaired" 1 "$("$cli" match show "$m.esc" | grep -c '^player 1 A\]0;owned ')"

# Statistics (greed.db in the data folder).
check "stats: nothing yet" 1 "$("$cli" stats | grep -c '^no games recorded yet')"
"$cli" match play --rules farkle --players A:steady,B:bold --seed 4 --out "$m.3" >/dev/null
check "stats record" "recorded 2" "$("$cli" stats record "$m" "$m.3")"
check "stats: two games" 2 "$("$cli" stats --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["games"])')"
check "stats: players listed" 1 "$("$cli" stats | grep -c '^A (steady)')"
check "stats --fairness: verdict" 1 "$("$cli" stats --fairness | grep -c 'chi-square .* p = ')"
# pValueText says "p = " itself: the line said "p = p = 0.627".
check "stats --fairness: p said once" 0 "$("$cli" stats --fairness | grep -c 'p = p')"
check "stats --fairness --json: exact bust of 6 dice" 1 \
    "$("$cli" stats --fairness --json | python3 -c 'import json,sys; print(sum(1 for b in json.load(sys.stdin)["busts"] if b["dice"] == 6 and "exact" in b))')"
check "stats record: a damaged file exits 2" 2 "$(status stats record "$m.bad")"
# Issue 22: a match is recorded once; a file of a version no Greed wrote is set aside, not a crash.
check "stats record: the same match again adds nothing" "recorded 0" "$("$cli" stats record "$m" | tail -n 1)"
# Issue 22 item 6: whatever greed.db holds, stats --json prints valid JSON.
python3 -c 'import sqlite3,sys; c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE players SET name = CAST(X'"'"'426FFF621B5B326A'"'"' AS TEXT) WHERE name = '"'"'A'"'"'"); c.commit()' \
    "$GREED_DATA_DIR/greed.db"
check "stats --json: a stored name that is not UTF-8 is repaired" "Bo\ufffdb[2j" \
    "$("$cli" stats --json | python3 -c 'import json,sys; print(*[p["player"].encode("ascii","backslashreplace").decode() for p in json.load(sys.stdin)["players"] if p["player"].startswith("Bo")])')"
check "stats: no ESC reaches the terminal" 0 "$("$cli" stats | tr -d -c '\033' | wc -c | tr -d ' ')"
cp "$m" "$m.copy"
check "stats record: the same match from another file" 1 "$("$cli" stats record "$m.copy" | grep -c 'already recorded')"
check "stats: still two games" 2 "$("$cli" stats --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["games"])')"
python3 -c 'import sqlite3,sys; c = sqlite3.connect(sys.argv[1]); c.execute("PRAGMA user_version = -1"); c.commit()' \
    "$GREED_DATA_DIR/greed.db"
check "stats: a negative schema version is set aside and named" 1 "$("$cli" stats 2>&1 >/dev/null | grep -c 'greed.db is not one this Greed can read: it was kept as greed.db.foreign-1')"
check "stats: then an empty database" 0 "$("$cli" stats --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["games"])')"
check "stats: the file kept aside is there" 1 "$(ls "$GREED_DATA_DIR" | grep -c '^greed.db.foreign-1$')"

# Issue 38: a rule file's id is the user's text; tournament and solve print it cleaned.
"$cli" rules show greed | python3 -c 'import json,sys; r = json.load(sys.stdin); r["id"] = "x\u001b]0;owned\u0007"; print(json.dumps(r))' >"$GREED_DATA_DIR/esc-rules.json"
check "tournament: no ESC or BEL of a rule id reaches the terminal" 0 \
    "$("$cli" tournament --rules "$GREED_DATA_DIR/esc-rules.json" --players steady,bold --games 4 2>&1 | tr -d -c '\007\033' | wc -c | tr -d ' ')"
check "solve: no ESC or BEL of a rule id reaches the terminal" 0 \
    "$("$cli" solve --rules "$GREED_DATA_DIR/esc-rules.json" 2>&1 | tr -d -c '\007\033' | wc -c | tr -d ' ')"

# Issue 38: a cache file of the wrong size is refused before it is read (a 2,000 MB sparse file
# with the right magic took 6.2 GB and then every run failed), set aside, and solved again.
cache="$("$cli" solve --rules greed | sed -n 's/^cache \(.*\) written$/\1/p')"
check "solve: the cache file is written" 1 "$([ -f "$cache" ] && echo 1)"
truncate -s 2000M "$cache"
printf 'GRDSOL02' | dd of="$cache" conv=notrunc status=none
out="$("$cli" solve --rules greed 2>"$GREED_DATA_DIR/solve.err")"
check "solve: a 2,000 MB cache file is refused and named" 1 \
    "$(grep -c "^cache file refused: .*: 2097152000 bytes where these rules make a file of [0-9]*; set aside as .*\.sol\.bad$" "$GREED_DATA_DIR/solve.err")"
check "solve: solved again" "source solved" "$(echo "$out" | grep '^source ')"
check "solve: the huge file was never read (peak RSS under 200 MB)" 1 \
    "$(echo "$out" | awk '/^peak_rss_kib /{print ($2 < 200000) ? 1 : 0}')"
check "solve: the next run loads the new file" "source loaded" "$("$cli" solve --rules greed | grep '^source ')"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
