#!/usr/bin/env bash
# Builds the .deb and the .tar.gz with CPack, checks the .deb's dependencies and
# contents, unpacks each into a scratch root and runs the installed
# morphchess-cli from there on the installed variants.
# usage: packages.sh BUILD_DIR SOURCE_DIR VERSION   (exit 77: a tool is missing)
set -euo pipefail
build="$1" src="$2" version="$3"
for tool in cpack dpkg-deb tar; do
  command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed"; exit 77; }
done
scratch="$(mktemp -d "${TMPDIR:-/tmp}/morphchess-packages.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

if ! cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$scratch/out" >"$scratch/cpack.log" 2>&1; then
  cat "$scratch/cpack.log"
  echo "FAIL: cpack"
  exit 1
fi
debs=("$scratch"/out/*.deb)
tgzs=("$scratch"/out/*.tar.gz)
[ -f "${debs[0]}" ] && [ -f "${tgzs[0]}" ] || { ls -l "$scratch/out"; echo "FAIL: no package"; exit 1; }
deb="${debs[0]}" tgz="${tgzs[0]}"
echo "built $(basename "$deb") and $(basename "$tgz")"

# --- the .deb's control fields --------------------------------------------------
[ "$(dpkg-deb -f "$deb" Package)" = morphchess ] || fail "Package is not morphchess"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version is not $version"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
contents="$(dpkg-deb -c "$deb")"
has_ui=0
grep -q ' \./usr/bin/morphchess$' <<<"$contents" && has_ui=1
wanted=(libc6 libcjson1 fonts-dejavu-core)
[ "$has_ui" = 1 ] && wanted+=(libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0)
for pkg in "${wanted[@]}"; do
  grep -Eq "(^|, )$pkg( |,|$)" <<<"$depends" || fail "Depends lacks $pkg"
done

# --- the files a desktop installation needs --------------------------------------
dpkg-deb -x "$deb" "$scratch/root"
root="$scratch/root"
share="$root/usr/share"
expect_files=(usr/bin/morphchess-cli usr/share/morphchess/variants/fide.json
              usr/share/man/man6/morphchess-cli.6.gz)
if [ "$has_ui" = 1 ]; then
  expect_files+=(usr/share/morphchess/assets/pieces/wK.svg usr/share/man/man6/morphchess.6.gz
                 usr/share/applications/io.github.morphchess.Morphchess.desktop
                 usr/share/metainfo/io.github.morphchess.Morphchess.metainfo.xml
                 usr/share/icons/hicolor/scalable/apps/io.github.morphchess.Morphchess.svg)
  for size in 16 24 32 48 64 128 256 512; do
    expect_files+=("usr/share/icons/hicolor/${size}x${size}/apps/io.github.morphchess.Morphchess.png")
  done
fi
for f in "${expect_files[@]}"; do
  [ -f "$root/$f" ] || fail "the .deb lacks /$f"
done
if [ -d "$src/assets/tutorials" ]; then
  [ -d "$share/morphchess/assets/tutorials" ] || fail "the .deb lacks the tutorials"
fi
# each PNG is the size its folder names (width and height from the IHDR chunk)
for png in "$share"/icons/hicolor/*x*/apps/*.png; do
  [ -f "$png" ] || continue
  size="$(basename "$(dirname "$(dirname "$png")")")"
  dims="$(od -An -tu1 -j16 -N8 "$png" | awk '{printf "%dx%d", $3*256+$4, $7*256+$8}')"
  [ "$dims" = "$size" ] || fail "$png is $dims, not $size"
done
if [ "$has_ui" = 1 ] && command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$share/applications/io.github.morphchess.Morphchess.desktop" ||
    fail "desktop-file-validate"
fi
if [ "$has_ui" = 1 ] && command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$share/metainfo/io.github.morphchess.Morphchess.metainfo.xml" \
    >"$scratch/appstream.log" 2>&1 || { cat "$scratch/appstream.log"; fail "appstreamcli validate"; }
  # the metainfo, its desktop entry and the icons together, as a software centre reads them
  appstreamcli validate-tree --no-net "$root" >"$scratch/appstream.log" 2>&1 ||
    { cat "$scratch/appstream.log"; fail "appstreamcli validate-tree"; }
fi
if command -v man >/dev/null && command -v groff >/dev/null; then
  for page in "$share"/man/man6/*.6.gz; do
    warnings="$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)"
    [ -z "$warnings" ] || fail "man $page: $warnings"
  done
fi

# --- the installed programs, run from the scratch root ---------------------------
# run_installed ROOT BIN_DIR DATA_DIR LABEL
run_installed() {
  local bin="$2/morphchess-cli" data="$3" label="$4" out n=0 fails_before=$fails
  out="$(env -u MORPHCHESS_DATA_DIR "$bin" --version)" || fail "$label: --version exits $?"
  [ "$out" = "morphchess-cli $version" ] || fail "$label: --version says '$out'"
  for v in "$data"/variants/*.json; do
    out="$(env -u MORPHCHESS_DATA_DIR "$bin" validate "$v")" || fail "$label: validate $v: $out"
    [[ "$out" == "ok "* ]] || fail "$label: validate $v says '$out'"
    n=$((n + 1))
  done
  local shipped
  shipped="$(ls "$src"/variants/*.json | wc -l)"
  [ "$n" = "$shipped" ] || fail "$label: $n variants installed, $shipped shipped"
  # A variant that exists only in this root: found by id, so the program reads
  # the data installed beside it, not the source tree it was built from.
  cp "$data/variants/fide.json" "$data/variants/only-in-scratch-root.json"
  out="$(env -u MORPHCHESS_DATA_DIR "$bin" perft only-in-scratch-root 2 | tail -1)" || true
  [ "$out" = "nodes 400" ] || fail "$label: perft on an id from the installed data says '$out'"
  [ "$fails" = "$fails_before" ] &&
    echo "$label: --version, validate ($n variants) and perft by id from the installed data: ok"
  return 0
}
run_installed "$root" "$root/usr/bin" "$share/morphchess" ".deb"
# The installed desktop program starts (no window system needed: SDL's dummy
# driver) and makes its user folder and settings file where XDG_DATA_HOME says.
if [ "$has_ui" = 1 ]; then
  rc=0
  env -u MORPHCHESS_ASSETS -u MORPHCHESS_FONT SDL_VIDEODRIVER=dummy XDG_DATA_HOME="$scratch/xdg" \
    timeout 2 "$root/usr/bin/morphchess" >"$scratch/ui.log" 2>&1 || rc=$?
  [ "$rc" = 124 ] || { cat "$scratch/ui.log"; fail "the installed morphchess ended ($rc) within 2 s"; }
  [ -f "$scratch/xdg/morphchess/settings.conf" ] || fail "the installed morphchess wrote no settings"
  [ "$rc" = 124 ] && echo ".deb: the installed morphchess runs and keeps its settings in XDG_DATA_HOME"
fi

mkdir "$scratch/tgz"
tar -xzf "$tgz" -C "$scratch/tgz"
top="$(find "$scratch/tgz" -mindepth 1 -maxdepth 1 -type d | head -1)"
[ -x "$top/bin/morphchess-cli" ] || fail ".tar.gz lacks bin/morphchess-cli"
[ -x "$top/bin/morphchess-cli" ] && run_installed "$top" "$top/bin" "$top/share/morphchess" ".tar.gz"

[ "$fails" = 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "packages: ok"
