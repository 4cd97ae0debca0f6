#!/usr/bin/env bash
# Fails when a tracked C file does not match .clang-format, naming each file
# and the first lines that differ. Fix with:
#   git ls-files '*.c' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
    echo "check-format: clang-format is not installed" >&2
    exit 1
fi
bad=0
while IFS= read -r f; do
    if ! clang-format --style=file "$f" | cmp -s "$f" -; then
        echo "check-format: $f does not match .clang-format:" >&2
        clang-format --style=file "$f" | diff -u "$f" - | sed -n '3,14p' >&2 || true
        bad=$((bad + 1))
    fi
done < <(git ls-files '*.c' '*.h')
if [ "$bad" -ne 0 ]; then
    echo "check-format: $bad file(s) to reformat (git ls-files '*.c' '*.h' | xargs clang-format -i)" >&2
    exit 1
fi
echo "check-format: $(git ls-files '*.c' '*.h' | wc -l) files match .clang-format"
