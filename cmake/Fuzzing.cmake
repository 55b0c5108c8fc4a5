# GREED_FUZZ=ON compiles every library with libFuzzer's coverage hooks, ASan and UBSan (any
# undefined behaviour aborts, so the fuzzer keeps it as a crash) and builds fuzz/. Clang only;
# the game, tests and benchmarks are left out (scripts/fuzz.sh configures all of that).
option(GREED_FUZZ "Build the libFuzzer targets in fuzz/ (clang; see docs/fuzzing.md)" OFF)

if(GREED_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "GREED_FUZZ needs clang: configure with CXX=clang++")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                        -fno-sanitize-recover=all -g)
    add_link_options(-fsanitize=address,undefined)
endif()
