#!/usr/bin/env bash
# End-to-end with the real binaries: greed records a match as it is played, survives SIGKILL at
# any moment, and Continue (title) or --resume puts the game exactly where it was.
# Usage: test_resume_e2e.sh PATH/TO/greed PATH/TO/greed-cli [KILLS]
set -u
greed="$1"
cli="$2"
kills="${3:-3}"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
GREED_DATA_DIR="$(mktemp -d)"
export GREED_DATA_DIR
work="$(mktemp -d)"
trap 'rm -rf "$GREED_DATA_DIR" "$work"' EXIT
current="$GREED_DATA_DIR/saves/current.greed"
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

# A human's turns by keys: roll, roll again, bank; `idle` waits while the computer plays.
turns() {
    for _ in $(seq "$1"); do
        printf 'key space\nidle\nskip\nkey space\nidle\nskip\nkey b\nidle\nskip\n'
    done
}

# 1. Ann plays some turns against Sam, then closes the game.
{ turns 4; echo "state $work/before.json"; echo quit; } >"$work/play.txt"
"$greed" --save --rules greed --players "Ann,Sam:steady" --seed 7 --speed 3 \
    --script "$work/play.txt" >/dev/null 2>"$work/err1"
check "played and quit" 0 $?
check "the match file is there" yes "$([ -f "$current" ] && echo yes)"
"$cli" match show --state "$current" >"$work/file.json"
check "Ann played turns" yes "$([ "$("$cli" match show "$current" | grep "^moves" | cut -d" " -f2)" -ge 8 ] && echo yes)"
check "the file holds the game as it was on screen" "" "$(cmp "$work/before.json" "$work/file.json")"

# 2. Continue through the title menu: the same game.
printf 'expect title\nkey c\nuntil table 10\nstate %s\nquit\n' "$work/continued.json" >"$work/cont.txt"
"$greed" --save --script "$work/cont.txt" >/dev/null 2>"$work/err2"
check "continue from the title" 0 $?
check "continued exactly where it was" "" "$(cmp "$work/before.json" "$work/continued.json")"

# 3. SIGKILL in the middle of play, then --resume.
{ turns 40; echo quit; } >"$work/long.txt"
GREED_TRACE_MOVES=1 "$greed" --resume --speed 3 --script "$work/long.txt" >"$work/trace" 2>&1 &
pid=$!
# Kill it once it is really playing (a busy machine starts it slowly): after a few more moves.
for _ in $(seq 600); do
    [ "$(grep -c '^recorded' "$work/trace")" -ge 3 ] && break
    sleep 0.1
done
sleep 0.$((RANDOM % 5))
kill -9 "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
check "moves were recorded before the kill" yes "$([ "$(grep -c '^recorded' "$work/trace")" -gt 0 ] && echo yes)"
"$cli" match show --state "$current" >"$work/killed.json" 2>"$work/err3"
check "readable after kill -9" 0 $?
printf 'state %s\nquit\n' "$work/resumed.json" >"$work/state.txt"
"$greed" --resume --script "$work/state.txt" >/dev/null 2>&1
check "--resume after a kill" "" "$(cmp "$work/killed.json" "$work/resumed.json")"

# 4. Kills at random moments (computer players; a finished match starts a new one).
unreadable=0
lost=0
for i in $(seq "$kills"); do
    if [ -f "$current" ]; then
        args=(--resume)
    else
        args=(--rules farkle --players "A:steady,B:bold,C:reckless" --seed "$i")
    fi
    GREED_TRACE_MOVES=1 "$greed" --save "${args[@]}" --speed 3 >"$work/trace" 2>/dev/null &
    pid=$!
    sleep "0.$((RANDOM % 9 + 1))"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    shown=$(grep -c '^recorded' "$work/trace")
    said=$(grep '^recorded' "$work/trace" | tail -n 1 | cut -d' ' -f2)
    [ -f "$current" ] || continue
    if ! moves=$("$cli" match show "$current" 2>/dev/null | grep '^moves' | cut -d' ' -f2); then
        unreadable=$((unreadable + 1))
        cp "$current" "$work/unreadable-$i.greed"
        continue
    fi
    if [ "$shown" -gt 0 ] && { [ "$moves" -lt "$said" ] || [ "$moves" -gt $((said + 1)) ]; }; then
        lost=$((lost + 1))
        echo "kill $i: $said moves reported recorded, $moves in the file"
    fi
done
for f in "$GREED_DATA_DIR"/saves/games/*.greed; do
    [ -f "$f" ] || continue
    "$cli" match show "$f" >/dev/null 2>&1 || unreadable=$((unreadable + 1))
done
check "unreadable files after $kills kills" 0 "$unreadable"
check "kills that lost more than the move being written" 0 "$lost"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
