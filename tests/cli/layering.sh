#!/usr/bin/env bash
# The layering rules of DESIGN.md, enforced: the core includes no SDL and
# holds no writable globals (objects in .data or .bss of libmorphcore.a).
# usage: layering.sh PATH/TO/morphchess-cli   (the core library sits beside it)
set -u
lib="$(dirname "$1")/libmorphcore.a"
fails=0
if grep -rn --include='*.[ch]' -E '#include *[<"]SDL' src/core; then
    echo "FAIL: src/core includes SDL"
    fails=$((fails + 1))
fi
if [ ! -f "$lib" ]; then
    echo "FAIL: no $lib"
    exit 1
fi
# (sanitizer builds add their own bookkeeping symbols, which are not ours)
writable="$(objdump -t "$lib" | awk '/ O / { s = $(NF-2); if (s ~ /^\.(data|bss)/ && s !~ /rel\.ro/ && $NF !~ /^__(odr_asan|asan|ubsan|sancov)/) print }')"
if [ -n "$writable" ]; then
    echo "FAIL: writable globals in the core:"
    echo "$writable"
    fails=$((fails + 1))
fi
echo "$((2 - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
