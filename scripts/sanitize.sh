#!/usr/bin/env bash
# The clang sanitizer suite: builds everything but the benchmarks with clang, AddressSanitizer and
# UndefinedBehaviorSanitizer (float-cast-overflow included, nothing recovers) in build-sanitize/,
# then runs the unit suites (never their `slow` cases), the greed-cli end-to-end script and a few
# monkey games. Too slow for CI; run it by hand (docs/fuzzing.md). Usage: scripts/sanitize.sh
# Environment: GREED_SANITIZE_JOBS (build jobs, 2), GREED_MONKEY_GAMES (monkey games, 4).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v clang++ >/dev/null || {
    echo "sanitize: needs clang: apt-get install clang" >&2
    exit 1
}

build=build-sanitize
start=$(date +%s)
if [ ! -f "$build/CMakeCache.txt" ]; then
    # -O1: sanitized code at -O0 runs the monkey games several times slower, and -O2 only
    # lengthens the build on a small machine.
    CC=clang CXX=clang++ cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" -DGREED_SANITIZE=ON -DGREED_BUILD_BENCH=OFF \
        -DGREED_HARDEN=OFF >/dev/null
fi
cmake --build "$build" -j "${GREED_SANITIZE_JOBS:-2}"
built=$(date +%s)
echo "sanitize: build took $((built - start)) s"

export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
# Leaks count too; a report prints the stack and fails the test that made it.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# What the network screen tests keep alive to the process's end on purpose (see the file).
export LSAN_OPTIONS="suppressions=$PWD/tests/sanitize/lsan.supp"

status=0
# Every Catch2 suite of the normal run but its `slow` cases, run directly: under the sanitizers
# a loaded machine can miss CTest's test discovery timeout (5 s) and register no tests at all.
suites=(core/greed-core-tests physics/greed_physics_tests i18n/greed-i18n-tests ai/greed_ai_tests
        session/greed_session_tests stats/greed_stats_tests net/greed_net_tests
        net/greed_server_program_tests app/greed_app_tests app/greed_netui_tests)
for suite in "${suites[@]}"; do
    begun=$(date +%s)
    code=0
    "$build/tests/$suite" "~[slow]" >"$build/sanitize-${suite#*/}.log" 2>&1 || code=$?
    echo "sanitize: $suite: $(tail -n 2 "$build/sanitize-${suite#*/}.log" | head -n 1)" \
        "($(($(date +%s) - begun)) s, exit $code)"
    [ "$code" -eq 0 ] || status=$code
done
code=0
bash tests/cli/test_cli.sh "$build/src/cli/greed-cli" tests/fixtures >"$build/sanitize-cli.log" 2>&1 ||
    code=$?
echo "sanitize: cli: $(tail -n 1 "$build/sanitize-cli.log") (exit $code)"
[ "$code" -eq 0 ] || status=$code
tested=$(date +%s)
echo "sanitize: tests took $((tested - built)) s (exit $status)"

# The monkey test is slow-labelled in the normal run; a few of its games under the sanitizers
# cover scenes, resizes and saves that no unit test reaches.
games="${GREED_MONKEY_GAMES:-4}"
monkey=0
GREED_MONKEY_GAMES="$games" "$build/tests/app/greed_app_tests" "[monkey]" || monkey=$?
echo "sanitize: $games monkey games took $(($(date +%s) - tested)) s (exit $monkey)"
[ "$monkey" -eq 0 ] || status=$monkey
exit "$status"
