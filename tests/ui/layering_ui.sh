#!/usr/bin/env bash
# The desktop program's layering (DESIGN.md), enforced on the sources:
# 1. the UI and its tests include only the engine's public API
#    (src/core/include/morphchess/*.h), the host layer (src/host) and their own headers --
#    never an engine internal of src/core/<part>/;
# 2. every include of src/ui goes down: a folder includes headers of its own and of the
#    folders below it (the table `below`), never of a folder above it or beside it;
# 3. SDL is included only by the folders that draw or touch the window (`sdl_ok`);
# 4. the views call no SDL_ function: they draw through gfx's API.
# (the 900-line limit of every .c file of src/ is checked by tests/cli/layering.sh)
# usage: layering_ui.sh [UI_DIR]   (run from the source tree; UI_DIR src/ui by default: a copy
# with a planted include shows that the check fails)
set -u
ui=${1:-src/ui}
fails=0
checked=0

# Each folder of src/ui and the folders it may include from (its own always).
declare -A below=(
    [common]=""
    [tutorial]="common"
    [editor]="common"
    [setup]="common editor"
    [game]="common editor tutorial"
    [gfx]="common"
    [platform]="common"
    [workers]=""
    [views]="gfx common editor setup"
    [shell]="views gfx platform workers common game tutorial editor setup"
)
sdl_ok=" gfx platform views shell workers "

# The folders a quoted include of the UI may come from.
roots=(src/core/include src/host tests/support tests/ui)
while IFS= read -r dir; do roots+=("$dir"); done < <(find "$ui" -type d)

resolves() { # NAME: found under one of the roots?
    local r
    for r in "${roots[@]}"; do
        [ -f "$r/$1" ] && return 0
    done
    return 1
}

# Every quoted include of the UI and its tests, once: FILE:NAME lines.
mapfile -t all < <(find "$ui" tests/ui -name '*.[ch]' -print0 | sort -z |
    xargs -0 grep -H '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' |
    sed 's/^\([^:]*\):[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1:\2/')

# Which folder of src/ui each header is in.
declare -A home
while IFS= read -r h; do
    rel=${h#"$ui"/}
    home[$(basename "$h")]=${rel%%/*}
done < <(find "$ui" -mindepth 2 -maxdepth 2 -name '*.h')

for dir in "$ui"/*/; do
    folder=$(basename "$dir")
    if [ -z "${below[$folder]+set}" ]; then
        echo "FAIL: $ui/$folder is a folder the layering does not know (add it to the table)"
        fails=$((fails + 1))
    fi
done

for line in "${all[@]}"; do
    file=${line%%:*}
    name=${line#*:}
    checked=$((checked + 1))
    # 1. the public API, the host and the UI's own headers only
    if ! resolves "$name"; then
        where="$(find src/core -path src/core/include -prune -o -name "$(basename "$name")" -print | head -1)"
        echo "FAIL: $file includes \"$name\"${where:+ (an engine internal: $where)}"
        fails=$((fails + 1))
        continue
    fi
    # 2. down only: a header of another folder of src/ui is one of a folder below
    [[ "$file" == "$ui"/* ]] || continue
    rel=${file#"$ui"/}
    folder=${rel%%/*}
    other=${home[$name]:-}
    [ -n "$other" ] && [ "$other" != "$folder" ] || continue
    [ -f "$ui/$folder/$name" ] && continue
    if [[ " ${below[$folder]:-} " != *" $other "* ]]; then
        echo "FAIL: $file ($folder) includes \"$name\" of $other/, not below it"
        fails=$((fails + 1))
    fi
done

# 3. SDL only where the window is drawn or touched
while IFS= read -r hit; do
    folder=${hit#"$ui"/}
    folder=${folder%%/*}
    if [[ "$sdl_ok" != *" $folder "* ]]; then
        echo "FAIL: SDL included in window-free $folder/: $hit"
        fails=$((fails + 1))
    fi
done < <(grep -rnE --include='*.[ch]' '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]SDL' "$ui")

# 4. the views draw through gfx only
if [ -d "$ui/views" ]; then
    while IFS= read -r hit; do
        echo "FAIL: a view calls SDL itself (draw through gfx): $hit"
        fails=$((fails + 1))
    done < <(grep -nE '\bSDL_[A-Za-z]+' "$ui"/views/*.[ch])
fi

echo "$checked includes checked, $fails failed"
[ "$fails" -eq 0 ]
