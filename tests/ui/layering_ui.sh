#!/usr/bin/env bash
# The desktop program's layering (DESIGN.md), enforced on the sources:
# 1. the UI and its tests include only the engine's public API
#    (src/core/include/morphchess/*.h), the host layer (src/host) and their own headers --
#    never an engine internal of src/core/<part>/;
# 2. SDL is included only under src/ui/sdl/;
# 3. the window-free folders (every other folder of src/ui) include no header of src/ui/sdl/;
# (the 900-line limit of every .c file of src/ is checked by tests/cli/layering.sh)
# usage: layering_ui.sh   (run from the source tree)
set -u
fails=0
checked=0

# The folders a quoted include of the UI may come from.
roots=(src/core/include src/host tests/support tests/ui)
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

# 2. SDL only under src/ui/sdl/
while IFS= read -r hit; do
    echo "FAIL: SDL outside src/ui/sdl: $hit"
    fails=$((fails + 1))
done < <(grep -rnE --include='*.[ch]' '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]SDL' src/ui |
    grep -v '^src/ui/sdl/')

# 3. no window-free file includes a header of the SDL side
sdl_headers="$(cd src/ui/sdl && ls -- *.h)"
while IFS= read -r file; do
    while IFS= read -r name; do
        if grep -qxF -- "$name" <<<"$sdl_headers" && [ ! -f "$(dirname "$file")/$name" ]; then
            echo "FAIL: $file (window-free) includes the SDL side's \"$name\""
            fails=$((fails + 1))
        fi
    done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file")
done < <(find src/ui -path src/ui/sdl -prune -o -name '*.[ch]' -print | sort)

echo "$checked includes checked, $fails failed"
[ "$fails" -eq 0 ]
