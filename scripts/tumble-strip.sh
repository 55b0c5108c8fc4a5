#!/bin/bash
# 12-frame contact sheets of one throw (pips, poker, numerals at 1024x768, 1280x720, 1920x1080)
# for judging the tumble by eye. Needs ImageMagick's `montage` (apt-get install imagemagick).
# Usage: scripts/tumble-strip.sh [GREED_BINARY] [OUT_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/build/src/app/greed}
out=${2:-$root/build/tumble-strips}
mkdir -p "$out"
script=$out/strip.txt
{
    echo "idle"
    echo "key space"
    echo "frames 14"
    for i in $(seq -w 1 12); do
        echo "shot f$i"
        echo "frames 9"
    done
    echo "quit"
} >"$script"
for rules in greed cubilete "$root/tests/fixtures/rules/custom-11.json"; do
    name=$(basename "$rules" .json)
    for size in 1024x768 1280x720 1920x1080; do
        shots=$out/$name-$size
        rm -rf "$shots"
        mkdir -p "$shots"
        GREED_DATA_DIR=$(mktemp -d) SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
            SDL_RENDER_DRIVER=software "$bin" --size "$size" --seed 7 --rules "$rules" \
            --players "Ann,Bob" --script "$script" --screenshot-dir "$shots" >/dev/null
        montage "$shots"/f*.png -tile 4x3 -geometry 480x+2+2 -background '#222' \
            "$out/$name-$size.png"
        echo "$out/$name-$size.png"
    done
done
