#!/usr/bin/env bash
# Installs the Debian 12 packages Greed needs (fast when they are present), then
# configures and builds the release preset. Usage: scripts/setup.sh [preset]
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
    g++ cmake ninja-build git pkg-config
    libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev fonts-dejavu-core
    # SDL's OpenGL renderer headless (the offscreen video driver): Mesa's EGL and llvmpipe,
    # for the app tests' pictures drawn on the players' path
    libegl1 libegl-mesa0 libgl1-mesa-dri
    fonts-bebas-neue # the display face of the logo, stamps and banners
    nlohmann-json3-dev libcli11-dev catch2 libbenchmark-dev
    libsqlite3-dev # statistics and game history (greed.db)
    libboost-dev   # Boost.Math, header-only: the chi-square p-value of the dice fairness check
    python3 # the example bot the protocol tests play against
    libenet-dev # network play: the ENet transport of src/net
    libminiupnpc-dev # Host a table asks the home router to forward its port (UPnP-IGD)
    libbullet-dev # the dice throw: Bullet rigid-body physics (src/physics)
    gettext libfmt-dev # languages: msgfmt/xgettext/msgcmp for po/, fmt for positional arguments
    # the package test (slow label): dpkg-shlibdeps finds the .deb's library dependencies,
    # lintian and the validators judge the package
    dpkg-dev lintian appstream desktop-file-utils
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "setup: run as root or install sudo" >&2; exit 1; }
        sudo="sudo"
    fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

preset="${1:-release}"
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
