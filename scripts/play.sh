#!/usr/bin/env bash
# Sets up (packages, build) and starts the game. Extra arguments go to the game,
# e.g. scripts/play.sh --windowed --rules cubilete
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh release
if [ -x build/src/app/greed ]; then
    exec build/src/app/greed "$@"
fi
exec build/src/cli/greed-cli "${@:---help}"
