#!/usr/bin/env bash
# Sets up (packages, build) and runs the whole test suite headless.
# GREED_PROPERTY_GAMES raises the number of random games the property tests play.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
# Headless: the dummy video driver (SDL's software renderer) unless a test asks for another; the
# app tests' picture tests run again on OpenGL through the offscreen driver (Mesa's EGL, which
# setup.sh installs), so here a machine without it fails them instead of skipping them.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GREED_REQUIRE_OPENGL=1
ctest --preset release "$@"
