#!/usr/bin/env bash
# The browser test (bash scripts/web.sh --test calls it): serves build-web/ on 127.0.0.1 with the
# COOP/COEP headers and plays it in Debian's headless Chromium through Playwright
# (playwright-core from npm, kept in the web cache; it uses /usr/bin/chromium, no download).
# Screenshots go to $GREED_WEB_SHOTS (default build-web/shots).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="${1:-$ROOT/build-web}"
CACHE="${GREED_WEB_CACHE:-$HOME/.cache/greed-web}"
SHOTS="${GREED_WEB_SHOTS:-$BUILD/shots}"
NODE_DIR="$CACHE/node"
PORT="${GREED_WEB_TEST_PORT:-8766}"

if [ ! -d "$NODE_DIR/node_modules/playwright-core" ]; then
    echo "== npm install playwright-core (into $NODE_DIR)"
    mkdir -p "$NODE_DIR"
    npm install --prefix "$NODE_DIR" --no-audit --no-fund playwright-core@1 >/dev/null
fi
mkdir -p "$SHOTS"
python3 "$ROOT/web/serve.py" "$BUILD" "$PORT" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -fs -o /dev/null "http://127.0.0.1:$PORT/greed.html" && break # quiet while it starts
    sleep 0.2
done
NODE_PATH="$NODE_DIR/node_modules" node "$ROOT/web/test/play.js" \
    "http://127.0.0.1:$PORT/greed.html" "$SHOTS"
