#!/usr/bin/env bash
# The committed sprites and sounds must be what the generator draws now; if not, run
#   cmake --build <build> --target greed_regenerate_assets
# and commit the result. Usage: test_assets_up_to_date.sh GREED_ASSETS ASSET_DIR
set -euo pipefail
generator="$1"
assets="$2"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
"$generator" --out "$out" >/dev/null
status=0
for dir in sprites sounds; do
    if ! diff -rq "$out/$dir" "$assets/$dir"; then
        status=1
    fi
done
if ((status)); then
    echo "assets/ differs from the generator: build the target greed_regenerate_assets" >&2
fi
exit "$status"
