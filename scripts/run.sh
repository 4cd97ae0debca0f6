#!/usr/bin/env bash
# Builds morphchess (installing missing Debian packages) and launches it.
# Arguments are passed to the program (e.g. a saved game to open).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh build
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
if [ -x build/src/ui/morphchess ]; then
  exec build/src/ui/morphchess "$@"
fi
exec build/morphchess-cli "${@:---help}"
