#!/usr/bin/env bash
# The desktop program's layering (DESIGN.md), enforced on the sources:
# 1. the UI and its tests include only the engine's public API
#    (src/core/include/morphchess/*.h), the host layer (src/host) and their own headers --
#    never an engine internal of src/core/<part>/;
# 2. every include of src/ui goes down: a folder includes headers of its own and of the
#    folders below it (the table `below`), never of a folder above it or beside it;
# 3. SDL is included only by the folders that draw or touch the window (`sdl_ok`);
# 4. the views call no SDL_ function: they draw through gfx's API;
# 5. no circle: no two headers include each other, through others or not, and no two files
#    call each other, through others or not (from `nm` over the objects built: a file calls
#    another when it uses a symbol the other defines), so that each folder reads from the top
#    (a dispatcher) down to the state its modules share. The check first finds a circle
#    planted in two objects of its own, to show that it fails when there is one.
# (the 900-line limit of every .c file of src/ is checked by tests/cli/layering.sh)
# usage: layering_ui.sh [UI_DIR [OBJECT...]]   (run from the source tree; UI_DIR src/ui by
# default: a copy with a planted include shows that the check fails; without objects, no
# call is checked)
set -u
ui=${1:-src/ui}
shift $(($# > 0 ? 1 : 0))
objects=()
for arg in "$@"; do # (ctest passes each target's objects as one ;-separated list)
    IFS=';' read -ra parts <<<"$arg"
    objects+=("${parts[@]}")
done
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

# 5. circles. circles reads "FROM TO WHY" lines (FROM needs TO for WHY) and prints each
# circle once: the files in it and the edges between them.
circles() {
    awk '
    { if (!(($1, $2) in why)) { why[$1, $2] = $3; out[$1] = out[$1] " " $2 }; node[$1]; node[$2] }
    END {
        for (a in node) { # who a reaches
            n = split(out[a], todo, " "); reach[a, a] = 0
            while (n > 0) {
                b = todo[n--]
                if ((a, b) in reach) continue
                reach[a, b] = 1
                m = split(out[b], next_, " ")
                for (i = 1; i <= m; i++) todo[++n] = next_[i]
            }
        }
        for (a in node) {
            if (a in done) continue
            members = ""; edges = ""
            for (b in node)
                if (b != a && reach[a, b] == 1 && reach[b, a] == 1) { members = members " " b; done[b] }
            if (members == "") continue
            done[a]; members = a members
            k = split(members, ms, " ")
            for (i = 1; i <= k; i++) for (j = 1; j <= k; j++)
                if ((ms[i], ms[j]) in why) edges = edges "\t" ms[i] " -> " ms[j] " (" why[ms[i], ms[j]] ")"
            print "a circle of " k " files: " members edges
        }
    }'
}
# The calls between the objects given: "FILE FILE SYMBOL" lines, FILE as in UI_DIR (the
# object's path after its target's folder, CMake's NAME.c.o).
calls_of() {
    nm -A -P -g "$@" 2>/dev/null | awk '
    { f = $1; sub(/:$/, "", f); sub(/^.*\.dir\//, "", f); sub(/\.o$/, "", f) }
    $3 ~ /^[TDRBCVW]$/ { def[$2] = f }
    $3 == "U" { use[f, $2] = 1 }
    END { for (k in use) { split(k, q, SUBSEP); if ((q[2] in def) && def[q[2]] != q[1]) print q[1], def[q[2]], q[2] } }'
}
# Which header each quoted include of UI_DIR's headers names: "HEADER HEADER include" lines.
header_includes() {
    local line file name
    for line in "${all[@]}"; do
        file=${line%%:*}
        name=${line#*:}
        [[ "$file" == "$ui"/*.h ]] && [ -n "${home[$name]:-}" ] || continue
        echo "${file#"$ui"/} ${home[$name]}/$name include"
    done
}
plant=$(mktemp -d)
trap 'rm -rf "$plant"' EXIT
mkdir -p "$plant/x.dir/game"
echo 'void two(void); void one(void) { two(); }' >"$plant/one.c"
echo 'void one(void); void two(void) { one(); }' >"$plant/two.c"
if ${CC:-cc} -c "$plant/one.c" -o "$plant/x.dir/game/one.c.o" &&
    ${CC:-cc} -c "$plant/two.c" -o "$plant/x.dir/game/two.c.o" &&
    [ -n "$(calls_of "$plant"/x.dir/game/*.o | circles)" ]; then
    echo "ok: a circle planted in two objects is found"
else
    echo "FAIL: the circle planted in $plant (one.c and two.c call each other) is not found"
    fails=$((fails + 1))
fi
while IFS= read -r circle; do
    [ -n "$circle" ] || continue
    echo "FAIL: headers include each other in ${circle//$'\t'/$'\n'    }"
    fails=$((fails + 1))
done < <(header_includes | circles)
if [ ${#objects[@]} -gt 0 ]; then
    while IFS= read -r circle; do
        [ -n "$circle" ] || continue
        echo "FAIL: files call each other in ${circle//$'\t'/$'\n'    }"
        fails=$((fails + 1))
    done < <(calls_of "${objects[@]}" | circles)
    echo "calls between ${#objects[@]} objects checked for circles"
fi

echo "$checked includes checked, $fails failed"
[ "$fails" -eq 0 ]
