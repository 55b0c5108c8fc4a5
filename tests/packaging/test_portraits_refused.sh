#!/usr/bin/env bash
# The asset generator refuses a wrong portraits file (docs/portraits.md) with its exit status 3
# and a message naming the file, the portrait and the layer; it writes no sprite.
# Usage: test_portraits_refused.sh GREED_ASSETS
set -euo pipefail
generator="$1"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
failures=0

# refused NAME JSON EXPECTED: the file NAME.json holding JSON is refused saying EXPECTED.
refused() {
    local file="$dir/$1.json"
    printf '%s' "$2" >"$file"
    local status=0
    "$generator" --out "$dir/out-$1" --portraits "$file" >"$dir/$1.out" 2>&1 || status=$?
    if [[ $status -ne 3 ]] || ! grep -qF -- "$3" "$dir/$1.out" || [[ -e "$dir/out-$1/sprites" ]]; then
        echo "FAIL $1: status $status, said: $(cat "$dir/$1.out"); expected: $3" >&2
        failures=$((failures + 1))
    fi
}

face='"backdrop": "#7FA7D6", "cloth": "#9FB8D8"'
refused empty '' ': not a JSON object'
status=0
"$generator" --out "$dir/out-missing" --portraits "$dir/nowhere.json" >"$dir/missing.out" 2>&1 ||
    status=$?
if [[ $status -ne 3 ]] || ! grep -qF "nowhere.json: cannot read the portraits" "$dir/missing.out"; then
    echo "FAIL missing: status $status, said: $(cat "$dir/missing.out")" >&2
    failures=$((failures + 1))
fi
refused not-json '{"version": 1, "portraits": [' ': not a JSON object'
refused version '{"version": 2, "portraits": []}' 'unknown version'
refused no-id "{\"version\": 1, \"portraits\": [{$face}]}" 'portrait 1 needs an "id"'
refused twice "{\"version\": 1, \"portraits\": [{\"id\": \"a\", $face}, {\"id\": \"a\", $face}]}" \
    'portrait 2 needs an "id" of its own'
refused numbers "{\"version\": 1, \"portraits\": [{\"id\": \"a\", $face, \"layers\": [
    {\"shape\": {\"circle\": [64, 64, 10]}, \"colour\": \"#000000\"},
    {\"shape\": {\"line\": [1, 2, 3]}, \"colour\": \"#000000\"}]}]}" \
    'a, layer 2: "line" takes 5 numbers'
refused shape "{\"version\": 1, \"portraits\": [{\"id\": \"a\", $face, \"layers\": [
    {\"shape\": {\"intersect\": [{\"blob\": [1]}]}, \"colour\": \"#000000\"}]}]}" \
    'a, layer 1: unknown shape "blob"'
refused colour "{\"version\": 1, \"portraits\": [{\"id\": \"a\", $face, \"layers\": [
    {\"shape\": {\"circle\": [64, 64, 10]}, \"colour\": \"mauve\"}]}]}" \
    'a, layer 1: unknown colour "mauve"'
refused feature "{\"version\": 1, \"portraits\": [{\"id\": \"a\", $face, \"layers\": [
    {\"feature\": \"monocle\"}]}]}" 'unknown feature "monocle"'
refused backdrop '{"version": 1, "portraits": [{"id": "a", "cloth": "#9FB8D8"}]}' \
    'a, backdrop: a colour is'
refused sitter '{"version": 1, "portraits": [{"id": "a", "backdrop": "seat", "sitter": "two"}]}' \
    'a: "sitter" is "one" (the default) or "none"'
exit $((failures > 0))
