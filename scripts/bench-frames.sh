#!/usr/bin/env bash
# The frame benchmark (docs/game.md, "Frame benchmark"): wall and CPU frame times from `greed --bench-frames`,
# then the same frame loop under callgrind for instruction counts per frame, which other
# processes on the machine do not change. Usage: scripts/bench-frames.sh [FRAMES] [CG_FRAMES]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
greed="${GREED_BIN:-$here/build/src/app/greed}"
frames="${1:-600}"
cgFrames="${2:-120}"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
GREED_DATA_DIR="$(mktemp -d)"
export GREED_DATA_DIR
out="$(mktemp -d)"
trap 'rm -rf "$out" "$GREED_DATA_DIR"' EXIT

echo "== wall and thread CPU time, $frames frames per case"
"$greed" --bench-frames "$frames" | grep -v '^slow frame'

if ! command -v valgrind >/dev/null; then
    echo "(valgrind not installed: no instruction counts)"
    exit 0
fi
echo "== instructions per frame (callgrind, frames 2..$cgFrames of each case, physics included)"
valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$out/cg.%p" \
    "$greed" --bench-frames "$cgFrames" >"$out/log.txt" 2>&1
for dump in "$out"/cg.*.*; do
    name="$(sed -n 's/^desc: Trigger: Client Request: //p' "$dump")"
    total="$(sed -n 's/^totals: //p' "$dump")"
    [ -n "$name" ] && [ -n "$total" ] || continue
    awk -v n="$name" -v t="$total" -v f="$cgFrames" \
        'BEGIN { printf "%s: %.1f M instructions per frame (%d frames)\n", n, t / (f - 1) / 1e6, f - 1 }'
done
