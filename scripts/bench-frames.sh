#!/usr/bin/env bash
# The frame benchmark (docs/game.md, "Frame benchmark"): per case, wall and whole-process CPU
# frame times, draw calls and bytes uploaded from `greed --bench-frames`, on each renderer of
# BENCH_RENDERERS (default "opengl software": OpenGL through the offscreen video driver, which
# is Mesa's llvmpipe without a graphics card, and SDL's software renderer on the dummy driver);
# then the software renderer's frame loop under callgrind for instruction counts per frame,
# which other processes on the machine do not change. Usage: scripts/bench-frames.sh [FRAMES] [CG_FRAMES]
# With BENCH_EACH_FRAME=1 callgrind dumps one profile per frame and the script prints, per case,
# the p50, p99 and max instructions of a frame and its five costliest frames (their profiles are
# kept when BENCH_KEEP=DIR names a folder: callgrind_annotate one to see what ran in it).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
greed="${GREED_BIN:-$here/build/src/app/greed}"
frames="${1:-600}"
cgFrames="${2:-120}"
export SDL_AUDIODRIVER=dummy
GREED_DATA_DIR="$(mktemp -d)"
export GREED_DATA_DIR
out="$(mktemp -d)"
trap 'rm -rf "$out" "$GREED_DATA_DIR"' EXIT

for renderer in ${BENCH_RENDERERS:-opengl software}; do
    driver=offscreen
    [ "$renderer" = software ] && driver=dummy
    echo "== $renderer ($driver video driver), $frames frames per case"
    SDL_VIDEODRIVER=$driver SDL_RENDER_DRIVER=$renderer "$greed" --bench-frames "$frames" |
        grep -v '^slow frame'
done
export SDL_VIDEODRIVER=dummy SDL_RENDER_DRIVER=software

if ! command -v valgrind >/dev/null; then
    echo "(valgrind not installed: no instruction counts)"
    exit 0
fi
echo "== instructions per frame (callgrind, frames 2..$cgFrames of each case, physics included)"
if [ -n "${BENCH_EACH_FRAME:-}" ]; then
    export GREED_BENCH_EACH_FRAME=1
fi
valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$out/cg.%p" \
    "$greed" --bench-frames "$cgFrames" >"$out/log.txt" 2>&1
if [ -n "${BENCH_EACH_FRAME:-}" ]; then
    for dump in "$out"/cg.*.*; do
        name="$(sed -n 's/^desc: Trigger: Client Request: //p' "$dump")"
        total="$(sed -n 's/^totals: //p' "$dump")"
        case "$name" in *" frame "*) echo "${name% frame *}|$total|${name##* frame }|$(basename "$dump")" ;; esac
    done | sort -t'|' -k1,1 -k2,2n | awk -F'|' '
        function flush() {
            if (n == 0) return
            printf "%s: p50 %.1f M  p99 %.1f M  max %.1f M instructions a frame (%d frames); costliest:", c, v[int(n * 0.5) + 1] / 1e6, v[int(n * 0.99) + 1] / 1e6, v[n] / 1e6, n
            for (i = n; i > n - 5 && i > 0; --i) printf " %s (%.1f M, %s)", f[i], v[i] / 1e6, d[i]
            printf "\n"
        }
        { if ($1 != c) { flush(); c = $1; n = 0 }
          ++n; v[n] = $2; f[n] = "frame " $3; d[n] = $4 }
        END { flush() }'
    [ -n "${BENCH_KEEP:-}" ] && mkdir -p "$BENCH_KEEP" && cp "$out"/cg.* "$BENCH_KEEP"/
    exit 0
fi
for dump in "$out"/cg.*.*; do
    name="$(sed -n 's/^desc: Trigger: Client Request: //p' "$dump")"
    total="$(sed -n 's/^totals: //p' "$dump")"
    [ -n "$name" ] && [ -n "$total" ] || continue
    awk -v n="$name" -v t="$total" -v f="$cgFrames" \
        'BEGIN { printf "%s: %.1f M instructions per frame (%d frames)\n", n, t / (f - 1) / 1e6, f - 1 }'
done
