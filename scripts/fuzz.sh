#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz/ and runs one or all of
# them for SECONDS each. Usage: scripts/fuzz.sh rules|endless|save|settings|bot_answer|match|protocol|all SECONDS
# The seed corpus fuzz/corpus/TARGET/ is read, never written: new inputs go to
# build-fuzz/corpus/TARGET/ and crashers to build-fuzz/artifacts/TARGET/. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(rules endless save settings bot_answer match protocol)
usage() {
    echo "usage: scripts/fuzz.sh ${targets[*]// /|}|all SECONDS" >&2
    exit 2
}
[ $# -eq 2 ] || usage
[[ "$2" =~ ^[1-9][0-9]*$ ]] || usage
seconds="$2"
if [ "$1" = all ]; then
    chosen=("${targets[@]}")
elif [[ " ${targets[*]} " == *" $1 "* ]]; then
    chosen=("$1")
else
    usage
fi

command -v clang++ >/dev/null || {
    echo "fuzz: needs clang with libFuzzer: apt-get install clang" >&2
    exit 1
}

build=build-fuzz
if [ ! -f "$build/CMakeCache.txt" ]; then
    CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DGREED_FUZZ=ON -DGREED_BUILD_GAME=OFF -DGREED_BUILD_TESTS=OFF \
        -DGREED_BUILD_BENCH=OFF -DGREED_HARDEN=OFF >/dev/null
fi
cmake --build "$build" -j "${GREED_FUZZ_JOBS:-2}" --target "${chosen[@]/#/fuzz_}"

for target in "${chosen[@]}"; do
    work="$build/corpus/$target"
    artifacts="$build/artifacts/$target"
    mkdir -p "$work" "$artifacts"
    dict=()
    [ -f "fuzz/$target.dict" ] && dict=(-dict="fuzz/$target.dict")
    log="$build/fuzz-$target.log"
    echo "fuzz: $target for $seconds s (log $log)"
    # -timeout: one input taking longer is a finding (a slow search), not a hang of the run;
    # generous, as a loaded machine can stall one input for seconds (see docs/fuzzing.md).
    status=0
    "$build/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" \
        "$work" "fuzz/corpus/$target" >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
    found=$(find "$artifacts" -type f | wc -l)
    echo "fuzz: $target: ${runs:-0} executions, corpus $(find "$work" -type f | wc -l) inputs," \
        "$found crasher(s) in $artifacts (exit $status)"
done
