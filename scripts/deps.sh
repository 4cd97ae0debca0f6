#!/usr/bin/env bash
# Installs the Debian packages morphchess needs that are missing.
# usage: scripts/deps.sh build|test
set -euo pipefail

packages=(build-essential cmake pkg-config libcjson-dev libsdl2-dev libsdl2-ttf-dev
          libsdl2-image-dev fonts-dejavu-core librsvg2-bin dpkg-dev)
if [ "${1:-build}" = test ]; then
  packages+=(clang clang-format xvfb xauth xdotool xclip x11-apps imagemagick desktop-file-utils appstream valgrind)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
