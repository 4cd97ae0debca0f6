/* fuzz_uci.c - the UCI engine (src/cli/uci.h) on any command stream: the
 * input is read as the engine reads standard input (uci_read_line, lines of
 * at most 4 KB here so that the drop of a longer line is reached too), and
 * each line is run while the searches it starts go on in their threads, so
 * that a stop, a position or a go races a running search. The engine is
 * freed at the end (stopping any search). It must neither crash nor hang,
 * and answers on /dev/null. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "uci.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *out;
    if (!out && !(out = fopen("/dev/null", "w")))
        abort();
    if (size == 0)
        return 0;
    FILE *in = fmemopen((void *)data, size, "rb");
    Uci *u = in ? uci_new(out, 1) : NULL;
    if (!u) {
        if (in)
            fclose(in);
        return 0;
    }
    uci_run(u, in, 4096, 64);
    uci_free(u);
    fclose(in);
    return 0;
}
