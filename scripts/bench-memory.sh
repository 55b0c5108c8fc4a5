#!/usr/bin/env bash
# The memory benchmark (docs/game.md, "Fifth pass": memory that stays flat): a demo game of eight computer
# players at 1920x1080 on Greed's rules with a target of 200,000 points (it does not end within
# the run), MINUTES long at 60 frames a second of game time (a stepped clock: a 30-minute game
# takes about three minutes here). At every minute of frames the game prints its resident size,
# what its text cache holds and the textures made so far; the script then samples the process
# from outside every SAMPLE seconds of wall time and prints the highest. BENCH_RENDERER=opengl
# plays it on OpenGL through the offscreen video driver (llvmpipe) instead of the software one.
# Usage: scripts/bench-memory.sh [MINUTES] [SIZE] [SAMPLE]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
greed="${GREED_BIN:-$here/build/src/app/greed}"
cli="${GREED_CLI_BIN:-$here/build/src/cli/greed-cli}"
minutes="${1:-30}"
size="${2:-1920x1080}"
sample="${3:-2}"
renderer="${BENCH_RENDERER:-software}"
driver=offscreen
[ "$renderer" = software ] && driver=dummy
export SDL_VIDEODRIVER=$driver SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=$renderer
export GREED_MEMORY_TRACE=1
GREED_DATA_DIR="$(mktemp -d)"
export GREED_DATA_DIR
work="$(mktemp -d)"
trap 'rm -rf "$work" "$GREED_DATA_DIR"' EXIT

"$cli" rules show greed | sed -e 's/"target": *[0-9]*/"target": 200000/' \
    -e 's/"id": *"[^"]*"/"id": "long-greed"/' >"$work/long.json"
"$greed" --demo --size "$size" --seed 7 --rules "$work/long.json" \
    --frames $((minutes * 3600 + 1)) \
    --players "A:steady,B:bold,C:timid,D:steady,E:bold,F:timid,G:steady,H:bold" \
    >"$work/out.txt" 2>"$work/err.txt" &
pid=$!
while kill -0 "$pid" 2>/dev/null; do
    rss="$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)"
    [ -n "$rss" ] && echo "$rss" >>"$work/samples.txt"
    sleep "$sample"
done
wait "$pid"
grep '^memory:' "$work/out.txt"
if [ -s "$work/samples.txt" ]; then
    sort -n "$work/samples.txt" | tail -1 |
        awk '{printf "highest resident size sampled from outside (every %s s): %.1f MB\n", s, $1 / 1024}' s="$sample"
fi
