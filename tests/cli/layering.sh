#!/usr/bin/env bash
# The layering rules of DESIGN.md, enforced: the core includes no SDL, reads
# no files or environment, and holds no writable globals (objects in .data or
# .bss of libmorphcore.a); the CLI includes only the public API and the host;
# every .c file of src/ (core, host, CLI and UI) stays small enough to read in
# one sitting: at most 900 lines; no file is opened to be read but by the host's safe
# reader (src/host/hostfile.c); inside the core, each folder includes only the
# headers of its own layer and the layers below it (src/core/layers.txt), and no two
# files are in a circle of includes, nor (core, host and CLI) of calls.
# usage: layering.sh PATH/TO/morphchess-cli   (the core library sits beside it)
set -u
lib="$(dirname "$1")/libmorphcore.a"
fails=0
if grep -rn --include='*.[ch]' -E '#include *[<"]SDL' src/core; then
    echo "FAIL: src/core includes SDL"
    fails=$((fails + 1))
fi
# The CLI uses only the engine's public API and the host layer (and its own headers).
internal="$(grep -n '#include "' src/cli/*.[ch] | grep -v -E '#include "(morphchess/[a-z]+\.h|cli\.h|uci\.h|uci_impl\.h|uci_lag\.h|datadir\.h|hostfile\.h|hostclock\.h|hostsearch\.h|atomicfile\.h|course\.h)"')"
if [ -n "$internal" ]; then
    echo "FAIL: src/cli includes headers that are not the public API or the host layer:"
    echo "$internal"
    fails=$((fails + 1))
fi
# The core reads no environment and no files: that is the host layer's work.
if grep -rn --include='*.c' -E '\b(getenv|fopen|opendir|open)\s*\(' src/core; then
    echo "FAIL: src/core touches the environment or the file system"
    fails=$((fails + 1))
fi
# Inside the core: a header in a folder's #include "..." is the public API's, or one of a
# folder of its own layer or of a layer below (src/core/layers.txt, from the bottom). The
# build gives each folder only those include paths; this names the include that goes up.
headers="$(find src/core -path src/core/include -prune -o -name '*.h' -print |
    sed -E 's|^src/core/(.*)/([^/]*)$|\2 \1|')"
upward="$(find src/core -path src/core/include -prune -o -name '*.[ch]' -print | sort |
    xargs awk -v headers="$headers" '
    BEGIN {
        while ((getline line < "src/core/layers.txt") > 0)
            if (line ~ /^[a-z]/) { n++; split(line, f, " "); for (i in f) if (i > 1) rank[f[i]] = n }
        split(headers, hl, "\n")
        for (i in hl) { split(hl[i], p, " "); home[p[1]] = p[2] }
    }
    FNR == 1 { dir = FILENAME; sub(/^src\/core\//, "", dir); sub(/\/[^\/]*$/, "", dir)
               if (!(dir in rank)) print FILENAME ": its folder is no layer of src/core/layers.txt" }
    /^[ \t]*#[ \t]*include[ \t]*"/ {
        h = $0; sub(/^[^"]*"/, "", h); sub(/".*$/, "", h)
        if (h ~ /^morphchess\// || !(dir in rank)) next
        if (!(h in home)) print FILENAME ":" FNR ": " h " is no header of the core"
        else if (rank[home[h]] > rank[dir])
            print FILENAME ":" FNR ": " dir " includes " home[h] "/" h ", a layer above it"
    }')"
if [ -n "$upward" ]; then
    echo "FAIL: core folders include headers of the layers above them:"
    echo "$upward"
    fails=$((fails + 1))
fi
if [ ! -f "$lib" ]; then
    echo "FAIL: no $lib"
    exit 1
fi
# ... and no object of a folder calls a function defined in a folder of a layer above it
# (the symbols each object of libmorphcore.a needs and defines).
upcalls="$(nm -A "$lib" 2>/dev/null | awk -v folders="$(find src/core -path src/core/include -prune \
    -o -name '*.c' -print | sed -E 's|^src/core/(.*)/([^/]*)$|\2.o \1|')" '
    BEGIN {
        while ((getline line < "src/core/layers.txt") > 0)
            if (line ~ /^[a-z]/) { n++; split(line, f, " "); for (i in f) if (i > 1) rank[f[i]] = n }
        split(folders, fl, "\n")
        for (i in fl) { split(fl[i], p, " "); dir[p[1]] = p[2] }
    }
    { split($1, w, ":"); o = w[2] }
    NF == 3 && $2 ~ /^[TDRB]$/ { def[$3] = o }
    $(NF - 1) == "U" { use[o, $NF] = 1 }
    END {
        for (k in use) {
            split(k, q, SUBSEP)
            if ((q[2] in def) && rank[dir[def[q[2]]]] > rank[dir[q[1]]])
                print dir[q[1]] "/" q[1] " calls " q[2] " of " dir[def[q[2]]] "/" def[q[2]]
        }
    }' | sort)"
if [ -n "$upcalls" ]; then
    echo "FAIL: core folders call functions of the layers above them:"
    echo "$upcalls"
    fails=$((fails + 1))
fi
# No two files of the core in a circle, however long: of calls (an object of libmorphcore.a
# needs a function another defines) nor of includes (a file includes the header named as
# another .c file, X.h of X.c; a header with no .c of its name, as match_impl.h, is shared
# declarations). Each pair in a circle is named once, with the reach closed over every file.
circles() { # reads "FROM TO" edges, prints the pairs that reach each other
    awk '{ node[$1] = 1; node[$2] = 1; r[$1, $2] = 1 }
    END {
        for (k in node) for (i in node) if ((i, k) in r) for (j in node) if ((k, j) in r) r[i, j] = 1
        for (i in node) for (j in node) if (i < j && ((i, j) in r) && ((j, i) in r)) print i " <-> " j
    }' | sort
}
# The host's and the CLI's files are held to the same: the three libraries read together.
callcircle="$(nm -A "$lib" "$(dirname "$1")/libmorphhost.a" "$(dirname "$1")/libmorphcli.a" 2>/dev/null | awk '
    NF < 2 { next } # the names of the archives, between them
    { split($1, w, ":"); o = w[2] }
    NF == 3 && $2 ~ /^[TDRB]$/ { def[$3] = o }
    $(NF - 1) == "U" { use[o, $NF] = 1 }
    END { for (k in use) { split(k, q, SUBSEP); if ((q[2] in def) && def[q[2]] != q[1]) print q[1], def[q[2]] } }' |
    circles)"
if [ -n "$callcircle" ]; then
    echo "FAIL: engine, host or CLI files that call each other (a circle of calls):"
    echo "$callcircle"
    fails=$((fails + 1))
fi
inccircle="$(find src/core -path src/core/include -prune -o -name '*.[ch]' -print | sort | xargs awk '
    FNR == 1 { u = FILENAME; sub(/^.*\//, "", u); c = u ~ /\.c$/; sub(/\.[ch]$/, "", u); if (c) unit[u] = 1 }
    /^[ \t]*#[ \t]*include[ \t]*"/ { h = $0; sub(/^[^"]*"/, "", h); sub(/".*$/, "", h)
        if (h !~ /\//) { sub(/\.h$/, "", h); if (h != u) inc[u, h] = 1 } }
    END { for (k in inc) { split(k, q, SUBSEP); if ((q[1] in unit) && (q[2] in unit)) print q[1] ".c", q[2] ".c" } }' |
    circles)"
if [ -n "$inccircle" ]; then
    echo "FAIL: core files that include each other (a circle of includes, X.h standing for X.c):"
    echo "$inccircle"
    fails=$((fails + 1))
fi
# (sanitizer builds add their own bookkeeping symbols, which are not ours:
# clang names its UBSan source locations __unnamed_N)
writable="$(objdump -t "$lib" | awk '/ O / { s = $(NF-2); if (s ~ /^\.(data|bss)/ && s !~ /rel\.ro/ && $NF !~ /^__(odr_asan|asan|ubsan|sancov|unnamed_)/) print }')"
if [ -n "$writable" ]; then
    echo "FAIL: writable globals in the core:"
    echo "$writable"
    fails=$((fails + 1))
fi
# Files small enough to read in one sitting, in every layer.
long="$(find src -name '*.c' -exec wc -l {} + | awk '$2 != "total" && $1 > 900 { print $2 " (" $1 ")" }')"
if [ -n "$long" ]; then
    echo "FAIL: .c files over 900 lines:"
    echo "$long"
    fails=$((fails + 1))
fi
# One safe reader: outside src/host/hostfile.c no file of the program is opened to be read
# (a blocking fopen of a FIFO in the user folder hung the window at start: issue 49); the
# others look with stat and read through host_read_file / host_map_file. Writing is
# atomicfile.c's (and the tests' barrier file, testsync.c).
opens="$(grep -rnE '(^|[^_a-z])(fopen|freopen|open|openat|creat)\(' src --include='*.c' |
    grep -vE '^src/host/(hostfile|atomicfile)\.c:|^src/ui/shell/testsync\.c:.*"w"')"
if [ -n "$opens" ]; then
    echo "FAIL: files opened outside the host's safe reader:"
    echo "$opens"
    fails=$((fails + 1))
fi
echo "$((10 - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
