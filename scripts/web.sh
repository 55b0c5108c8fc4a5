#!/usr/bin/env bash
# web.sh: Greed in the browser, built with Debian 12's own Emscripten (docs/web.md).
#
#   bash scripts/web.sh            build the libraries once (cached), then the game into build-web/
#   bash scripts/web.sh --serve    ... and serve it on http://127.0.0.1:8765/greed.html
#   bash scripts/web.sh --test     ... and play it in headless Chromium (Playwright), with screenshots
#   bash scripts/web.sh --deps     only the libraries
#
# Everything comes from Debian's archive: emscripten and the tools from its packages, the C
# libraries' sources from `apt-get source` through a private apt configuration (its own
# sources.list with a deb-src entry, its own state and cache folders; the system's apt
# configuration is never changed). The libraries are built once, with -pthread, into the cache
# folder $GREED_WEB_CACHE (default ~/.cache/greed-web): a second run, or another clone, reuses
# them. Builds run under `nice` with at most $GREED_WEB_JOBS (default 2) jobs.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${GREED_WEB_CACHE:-$HOME/.cache/greed-web}"
PREFIX="$CACHE/prefix"
SRC="$CACHE/src"
BUILD="${GREED_WEB_BUILD:-$ROOT/build-web}"
JOBS="${GREED_WEB_JOBS:-2}"
PORT="${GREED_WEB_PORT:-8765}"
# Threads and C++ exceptions everywhere; the optimisation level only in the Release flags, so
# that CMake's configure checks link unoptimised (each optimised link runs wasm-opt and node:
# seconds per check, minutes per library).
FLAGS="-pthread -fexceptions"
OPT="-O2 -DNDEBUG"
# emcc's optimiser (acorn) is a Debian node module.
export NODE_PATH=/usr/share/nodejs
export EM_FROZEN_CACHE=1 # Debian's prebuilt system libraries are read-only

mode=build
case "${1:-}" in
"") ;;
--serve) mode=serve ;;
--test) mode=test ;;
--deps) mode=deps ;;
-h | --help)
    sed -n '2,8p' "$0"
    exit 0
    ;;
*)
    echo "web.sh: unknown option '$1' (see --help)" >&2
    exit 2
    ;;
esac

say() { printf '\n== %s\n' "$*"; }
stamp() { date +%s; }

install_tools() {
    local need=()
    command -v emcc >/dev/null || need+=(emscripten)
    command -v cmake >/dev/null || need+=(cmake)
    command -v ninja >/dev/null || need+=(ninja-build)
    command -v pkg-config >/dev/null || need+=(pkg-config) # Bullet's bullet-float64.pc
    # SQLite's amalgamation is made by its own configure and make, with the host's C compiler
    # and Tcl scripts.
    command -v make >/dev/null || need+=(make)
    command -v cc >/dev/null || need+=(gcc)
    command -v tclsh >/dev/null || need+=(tcl)
    command -v dpkg-source >/dev/null || need+=(dpkg-dev)
    [ -f /usr/share/keyrings/debian-archive-keyring.gpg ] || need+=(debian-archive-keyring)
    command -v msgfmt >/dev/null || need+=(gettext)
    command -v python3 >/dev/null || need+=(python3) # web/serve.py
    [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
    [ -f /usr/share/fonts/opentype/bebas-neue/BebasNeue-Regular.otf ] || need+=(fonts-bebas-neue)
    [ -d /usr/include/nlohmann ] || need+=(nlohmann-json3-dev)
    [ -d /usr/include/CLI ] || need+=(libcli11-dev)
    [ -d /usr/include/boost/math ] || need+=(libboost-dev)
    if [ "$mode" = test ]; then
        command -v chromium >/dev/null || need+=(chromium)
        command -v npm >/dev/null || need+=(npm) # playwright-core
        command -v curl >/dev/null || need+=(curl)
    fi
    if [ ${#need[@]} -gt 0 ]; then
        say "installing from Debian: ${need[*]}"
        local sudo=()
        if [ "$(id -u)" -ne 0 ]; then
            command -v sudo >/dev/null || {
                echo "web.sh: run as root or install sudo (to install ${need[*]})" >&2
                exit 1
            }
            sudo=(sudo)
        fi
        "${sudo[@]}" apt-get update -qq
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${need[@]}"
    fi
}

# apt-get with a configuration of its own: one deb-src line for bookworm main.
private_apt() {
    local dir="$CACHE/apt"
    mkdir -p "$dir/parts" "$dir/state/lists/partial" "$dir/cache/archives/partial"
    echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg]" \
        "http://deb.debian.org/debian bookworm main" >"$dir/sources.list"
    apt-get -o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts="$dir/parts" \
        -o Dir::State="$dir/state" -o Dir::State::status=/var/lib/dpkg/status \
        -o Dir::Cache="$dir/cache" -o APT::Sandbox::User=root "$@"
}

fetch_sources() {
    mkdir -p "$SRC"
    local pkgs=(libsdl2 libsdl2-image libsdl2-ttf libsdl2-mixer freetype sqlite3 bullet fmtlib)
    local missing=()
    for p in "${pkgs[@]}"; do
        [ -e "$SRC/.got-$p" ] || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return
    say "apt-get source ${missing[*]} (private apt configuration in $CACHE/apt)"
    private_apt update -qq
    for p in "${missing[@]}"; do
        (cd "$SRC" && private_apt source -qq "$p" >/dev/null)
        touch "$SRC/.got-$p"
    done
}

# The unpacked source folder of a Debian source package (e.g. libsdl2-2.26.5+dfsg).
srcdir() {
    find "$SRC" -maxdepth 1 -type d -name "$1-[0-9]*" | sort | tail -1
}

# emcmake cmake + build + install of one CMake project into the prefix; skipped once done.
cmake_lib() {
    local name="$1" dir="$2"
    shift 2
    [ -e "$PREFIX/.built-$name" ] && return
    say "building $name for wasm"
    local t0
    t0=$(stamp)
    rm -rf "$CACHE/build/$name"
    emcmake cmake -S "$dir" -B "$CACHE/build/$name" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_PREFIX_PATH="$PREFIX" \
        -DCMAKE_FIND_ROOT_PATH="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
        -DCMAKE_C_FLAGS="$FLAGS" -DCMAKE_CXX_FLAGS="$FLAGS" -DCMAKE_C_FLAGS_RELEASE="$OPT" -DCMAKE_CXX_FLAGS_RELEASE="$OPT" "$@" >"$CACHE/build/$name.log" 2>&1 ||
        {
            tail -30 "$CACHE/build/$name.log"
            exit 1
        }
    nice -n 19 cmake --build "$CACHE/build/$name" -j "$JOBS" >>"$CACHE/build/$name.log" 2>&1 ||
        {
            tail -30 "$CACHE/build/$name.log"
            exit 1
        }
    cmake --install "$CACHE/build/$name" >>"$CACHE/build/$name.log" 2>&1
    echo "$name: $(($(stamp) - t0)) s" | tee -a "$PREFIX/build-times.txt"
    touch "$PREFIX/.built-$name"
}

build_sqlite() {
    [ -e "$PREFIX/.built-sqlite3" ] && return
    say "building sqlite3 for wasm"
    local t0 dir b
    t0=$(stamp)
    dir="$(srcdir sqlite3)"
    b="$CACHE/build/sqlite3"
    rm -rf "$b" && mkdir -p "$b"
    # Debian ships the full source tree: its configure + make writes the amalgamation.
    if [ ! -f "$dir/sqlite3.c" ]; then
        (cd "$b" && "$dir/configure" >/dev/null && nice -n 19 make sqlite3.c >/dev/null)
    else
        cp "$dir/sqlite3.c" "$dir/sqlite3.h" "$b/"
    fi
    nice -n 19 emcc $OPT $FLAGS -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_THREADSAFE=1 \
        -c "$b/sqlite3.c" -o "$b/sqlite3.o"
    mkdir -p "$PREFIX/lib" "$PREFIX/include"
    emar rcs "$PREFIX/lib/libsqlite3.a" "$b/sqlite3.o"
    cp "$b/sqlite3.h" "$PREFIX/include/"
    echo "sqlite3: $(($(stamp) - t0)) s" | tee -a "$PREFIX/build-times.txt"
    touch "$PREFIX/.built-sqlite3"
}

# Bullet: only the three libraries the throw needs, in double precision like the desktop's
# bullet-float64 (Debian's patch names them *-float64), with a pkg-config file of that name.
build_bullet() {
    [ -e "$PREFIX/.built-bullet" ] && return
    say "building Bullet (double precision) for wasm"
    local t0 dir b
    t0=$(stamp)
    dir="$(srcdir bullet)"
    b="$CACHE/build/bullet"
    rm -rf "$b"
    emcmake cmake -S "$dir" -B "$b" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_C_FLAGS="$FLAGS" -DCMAKE_CXX_FLAGS="$FLAGS" -DCMAKE_C_FLAGS_RELEASE="$OPT" -DCMAKE_CXX_FLAGS_RELEASE="$OPT" -DUSE_DOUBLE_PRECISION=ON \
        -DBUILD_SHARED_LIBS=OFF -DBUILD_BULLET2_DEMOS=OFF -DBUILD_CPU_DEMOS=OFF \
        -DBUILD_OPENGL3_DEMOS=OFF -DBUILD_EXTRAS=OFF -DBUILD_UNIT_TESTS=OFF \
        -DBUILD_PYBULLET=OFF -DBUILD_BULLET3=OFF -DUSE_GRAPHICAL_BENCHMARK=OFF \
        >"$b.log" 2>&1 || {
        tail -30 "$b.log"
        exit 1
    }
    nice -n 19 cmake --build "$b" -j "$JOBS" \
        --target BulletDynamics-float64 BulletCollision-float64 LinearMath-float64 \
        >>"$b.log" 2>&1 || {
        tail -30 "$b.log"
        exit 1
    }
    mkdir -p "$PREFIX/lib/pkgconfig" "$PREFIX/include/bullet"
    find "$b" -name 'lib*.a' -exec cp {} "$PREFIX/lib/" \;
    (cd "$dir/src" && find . -name '*.h' -exec cp --parents {} "$PREFIX/include/bullet/" \;)
    cat >"$PREFIX/lib/pkgconfig/bullet-float64.pc" <<EOF
prefix=$PREFIX
Name: bullet-float64
Description: Bullet physics, double precision, for wasm
Version: 3.24
Cflags: -I\${prefix}/include/bullet -DBT_USE_DOUBLE_PRECISION
Libs: -L\${prefix}/lib -lBulletDynamics-float64 -lBulletCollision-float64 -lLinearMath-float64
EOF
    echo "bullet: $(($(stamp) - t0)) s" | tee -a "$PREFIX/build-times.txt"
    touch "$PREFIX/.built-bullet"
}

# The header-only libraries come from Debian's -dev packages: their headers and CMake
# configurations are linked into the prefix (never -I/usr/include: that is the host's libc).
link_headers() {
    mkdir -p "$PREFIX/include" "$PREFIX/share/cmake"
    ln -sfn /usr/include/nlohmann "$PREFIX/include/nlohmann"
    ln -sfn /usr/include/CLI "$PREFIX/include/CLI"
    ln -sfn /usr/include/boost "$PREFIX/include/boost"
    for c in nlohmann_json CLI11; do
        rm -rf "$PREFIX/share/cmake/$c"
        cp -r "/usr/share/cmake/$c" "$PREFIX/share/cmake/$c"
    done
}

build_deps() {
    mkdir -p "$PREFIX" "$CACHE/build"
    fetch_sources
    cmake_lib SDL2 "$(srcdir libsdl2)" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
        -DSDL_THREADS=ON -DSDL_PTHREADS=ON
    cmake_lib freetype "$(srcdir freetype)" -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_PNG=ON \
        -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_BROTLI=ON
    cmake_lib SDL2_ttf "$(srcdir libsdl2-ttf)" -DSDL2TTF_VENDORED=OFF -DSDL2TTF_HARFBUZZ=OFF \
        -DSDL2TTF_SAMPLES=OFF
    # PNG through stb_image (in SDL2_image's dfsg source): no libpng or zlib needed.
    cmake_lib SDL2_image "$(srcdir libsdl2-image)" -DSDL2IMAGE_VENDORED=OFF \
        -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_AVIF=OFF \
        -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_JPG=OFF \
        -DSDL2IMAGE_PNG=ON -DSDL2IMAGE_DEPS_SHARED=OFF
    # Its installed configuration asks for libpng even when PNG comes from stb_image (2.6.3's
    # config ignores the backend): the flag that only drives that request is switched off.
    sed -i 's/^set(SDL2IMAGE_PNG   ON)/set(SDL2IMAGE_PNG   OFF) # stb_image reads PNG (web.sh)/' \
        "$PREFIX/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
    # WAV (the game's sounds) and OGG through stb_vorbis.
    cmake_lib SDL2_mixer "$(srcdir libsdl2-mixer)" -DSDL2MIXER_VENDORED=OFF \
        -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF \
        -DSDL2MIXER_MIDI=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_VORBIS=STB -DSDL2MIXER_WAVE=ON \
        -DSDL2MIXER_DEPS_SHARED=OFF
    cmake_lib fmt "$(srcdir fmtlib)" -DFMT_TEST=OFF -DFMT_DOC=OFF -DFMT_INSTALL=ON
    build_sqlite
    build_bullet
    link_headers
}

build_game() {
    say "building the game into $BUILD"
    local t0
    t0=$(stamp)
    mkdir -p "$BUILD"
    # pkg-config (Bullet's bullet-float64.pc) looks in the prefix; emcmake passes this on.
    EM_PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig" \
        emcmake cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DGREED_NETWORK=OFF -DGREED_BUILD_TESTS=OFF -DGREED_BUILD_BENCH=OFF -DGREED_HARDEN=OFF \
        -DCMAKE_PREFIX_PATH="$PREFIX" -DCMAKE_FIND_ROOT_PATH="$PREFIX" \
        -DCMAKE_C_FLAGS="$FLAGS" -DCMAKE_CXX_FLAGS="$FLAGS" -DCMAKE_C_FLAGS_RELEASE="$OPT" -DCMAKE_CXX_FLAGS_RELEASE="$OPT" \
        -DGREED_FONT_REGULAR=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
        -DGREED_FONT_BOLD=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf \
        -DGREED_FONT_DISPLAY=/usr/share/fonts/opentype/bebas-neue/BebasNeue-Regular.otf \
        >"$BUILD/configure.log" 2>&1 || {
        tail -40 "$BUILD/configure.log"
        exit 1
    }
    nice -n 19 cmake --build "$BUILD" -j "$JOBS" --target greed
    echo "game: $(($(stamp) - t0)) s"
    ls -l "$BUILD"/greed.{html,js,wasm,data,worker.js} 2>/dev/null || true
    local gz=0
    for f in greed.wasm greed.data greed.js; do
        gz=$((gz + $(gzip -9 -c "$BUILD/$f" | wc -c)))
    done
    echo "download (gzip -9 of wasm + data + js): $((gz / 1024)) KiB"
}

install_tools
build_deps
[ "$mode" = deps ] && exit 0
build_game
case "$mode" in
serve)
    say "serving on http://127.0.0.1:$PORT/greed.html (Ctrl+C stops)"
    exec python3 "$ROOT/web/serve.py" "$BUILD" "$PORT"
    ;;
test)
    bash "$ROOT/web/test/run.sh" "$BUILD"
    ;;
esac
