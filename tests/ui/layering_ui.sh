#!/usr/bin/env bash
# The desktop program's layering (DESIGN.md), enforced on the sources: the UI and its tests
# include only the engine's public API (src/core/include/morphchess/*.h), the host layer
# (src/host) and their own headers -- never an engine internal of src/core/<part>/.
# usage: layering_ui.sh   (run from the source tree)
set -u
fails=0
checked=0

# The folders a quoted include of the UI may come from.
roots=(src/core/include src/host tests tests/ui)
while IFS= read -r dir; do roots+=("$dir"); done < <(find src/ui -type d)

resolves() { # NAME: found under one of the roots?
    local r
    for r in "${roots[@]}"; do
        [ -f "$r/$1" ] && return 0
    done
    return 1
}

while IFS= read -r file; do
    while IFS= read -r name; do
        checked=$((checked + 1))
        if ! resolves "$name"; then
            where="$(find src/core -path src/core/include -prune -o -name "$(basename "$name")" -print | head -1)"
            echo "FAIL: $file includes \"$name\"${where:+ (an engine internal: $where)}"
            fails=$((fails + 1))
        fi
    done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find src/ui tests/ui -name '*.[ch]' | sort)

echo "$checked includes checked, $fails failed"
[ "$fails" -eq 0 ]
