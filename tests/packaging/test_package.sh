#!/usr/bin/env bash
# Builds the .deb, unpacks it into a temporary root and runs both programs from there with the
# source and build trees hidden (a private mount namespace lays empty folders over them), so
# they can only use what the package installed. Then lintian and appstreamcli judge the package.
# Usage: test_package.sh BUILD_DIR SOURCE_DIR VERSION. Exit 77 = skipped (cannot hide trees).
set -euo pipefail
build="$(realpath "$1")"
source="$(realpath "$2")"
version="$3"

for tool in dpkg-deb dpkg-shlibdeps lintian appstreamcli desktop-file-validate unshare; do
    command -v "$tool" >/dev/null || { echo "missing $tool: run scripts/setup.sh" >&2; exit 1; }
done
# Hiding needs a mount namespace: root may make one; others need user namespaces.
unshare_cmd=(unshare --mount)
[ "$(id -u)" -eq 0 ] || unshare_cmd=(unshare --mount --map-root-user)
if ! "${unshare_cmd[@]}" true 2>/dev/null; then
    echo "SKIP: no mount namespace here, so the trees cannot be hidden" >&2
    exit 77
fi

echo "== cmake --build --target package"
cmake --build "$build" --target package >/dev/null
deb="$build/greed_${version}_$(dpkg --print-architecture).deb"
[ -f "$deb" ] || { echo "no package at $deb" >&2; exit 1; }

work="$(mktemp -d /tmp/greed-package-test.XXXXXX)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

echo "== dpkg-deb -I"
dpkg-deb -I "$deb" | tee "$work/info"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = greed ] || fail "package name"
[ "$(field Version)" = "$version" ] || fail "version $(field Version), want $version"
[ "$(field Section)" = games ] || fail "section is not games"
depends="$(field Depends)"
for dep in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libsdl2-mixer-2.0-0 libstdc++6 \
    fonts-dejavu-core; do
    grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done

echo "== contents"
root="$work/root"
dpkg-deb -x "$deb" "$root"
for path in usr/games/greed usr/games/greed-cli usr/share/games/greed/rules/greed.json \
    usr/share/games/greed/sprites/die_1.png usr/share/games/greed/sounds/roll.wav \
    usr/share/games/greed/personalities.json usr/share/man/man6/greed.6.gz \
    usr/share/man/man6/greed-cli.6.gz usr/share/doc/greed/rules.md usr/share/doc/greed/copyright \
    usr/share/doc/greed/changelog.gz usr/share/doc/greed/examples/bots/simple_bot.py \
    usr/share/applications/io.github.greed_dice.Greed.desktop \
    usr/share/metainfo/io.github.greed_dice.Greed.metainfo.xml \
    usr/share/locale/de/LC_MESSAGES/greed.mo usr/share/locale/es/LC_MESSAGES/greed.mo; do
    [ -e "$root/$path" ] || fail "the package lacks /$path"
done
for size in 16 22 24 32 48 64 128 256; do
    icon="$root/usr/share/icons/hicolor/${size}x${size}/apps/greed.png"
    [ -f "$icon" ] || fail "no ${size}px icon"
    # PNG width and height are big-endian words at bytes 16 and 20.
    [ "$(od -An -tu1 -j16 -N8 "$icon" | awk '{print $4 + 256 * $3, $8 + 256 * $7}')" = \
        "$size $size" ] || fail "the ${size}px icon has another size"
done
# The versions people see must be the package's.
zcat "$root/usr/share/doc/greed/changelog.gz" | head -1 | grep -q "^greed ($version)" ||
    fail "debian/changelog's latest entry is not $version"
grep -q "<release version=\"$version\"" \
    "$root/usr/share/metainfo/io.github.greed_dice.Greed.metainfo.xml" ||
    fail "the metainfo's latest release is not $version"
grep -qx "Exec=/usr/games/greed" "$root/usr/share/applications/io.github.greed_dice.Greed.desktop" ||
    fail "the desktop entry does not start /usr/games/greed"

echo "== run from the unpacked package, with $source and $build hidden"
mkdir -p "$work/home" "$work/empty"
cat >"$work/run.sh" <<SCRIPT
set -euo pipefail
# The build tree first: it may lie inside the source tree (build/), gone once that is hidden.
mount --bind "$work/empty" "$build"
mount --bind "$work/empty" "$source"
for tree in "$source" "$build"; do
    [ ! -e "\$tree" ] || [ -z "\$(ls -A "\$tree")" ] || { echo "\$tree is not hidden" >&2; exit 1; }
done
cd "$work"
export HOME="$work/home" PATH=/usr/bin:/bin
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
unset GREED_ASSET_DIR GREED_DATA_DIR XDG_DATA_HOME
bin="$root/usr/games"
test "\$("\$bin/greed" --version)" = "greed $version"
test "\$("\$bin/greed-cli" --version)" = "greed-cli $version"
"\$bin/greed-cli" score --rules greed 1 1 1 5 5 | tee score.txt
test "\$(head -1 score.txt)" = 1100
"\$bin/greed-cli" rules | grep -q cubilete
"\$bin/greed" --demo --frames 300
# The control: the same program away from the package's data must find nothing, so the runs
# above used the package's data and nothing else.
mkdir lonely && cp "\$bin/greed-cli" lonely/
if lonely/greed-cli score --rules greed 1 1 1 5 5 2>lonely.err; then
    echo "greed-cli found data outside the package" >&2
    exit 1
fi
echo "both programs ran from the package; away from it: \$(cat lonely.err)"
SCRIPT
"${unshare_cmd[@]}" bash "$work/run.sh"

echo "== appstreamcli validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.greed_dice.Greed.metainfo.xml"
echo "== desktop-file-validate"
desktop-file-validate "$root/usr/share/applications/io.github.greed_dice.Greed.desktop"

echo "== lintian"
# No warning is accepted: errors and warnings fail the test. Info tags are printed but
# allowed; today the one left is binary-has-unneeded-section .comment, which dh_strip would
# remove and CPack's plain strip keeps (harmless: a few bytes of compiler version text).
lintian --fail-on error,warning --display-level ">=info" "$deb"
echo "package test passed"
