#!/usr/bin/env bash
# Sets up (packages, build) and runs the whole test suite headless.
# GREED_PROPERTY_GAMES raises the number of random games the property tests play.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
ctest --preset release "$@"
