/* cmd_uci.c - morphchess-cli uci: the UCI engine (uci.c) on standard input
 * and output, for the variants whose moves UCI can write (from-square,
 * to-square, a promotion or choice letter): the plain family without atomic
 * Polypiece. Every line is read whole, whatever its length. */
#include <malloc.h>

#include "cli.h"
#include "uci.h"

int cmd_uci(int argc, char **argv)
{
    (void)argv;
    if (argc > 0)
        return cli_usage("uci: takes no arguments");
#ifdef __GLIBC__
    /* A long "position" line's match is made again every few thousand plies (uci.c, rebase)
     * and each "position" makes a new one: its memory kept for the next, where returning it
     * to the system had each page faulted in again (entry.c's threshold is for one replay). */
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 64 * 1024 * 1024);
#endif
    Uci *u = uci_new(stdout, 16);
    if (!u)
        return CLI_BAD_INPUT;
    uci_run(u, stdin, UCI_LINE_MAX, 0);
    uci_free(u);
    return CLI_OK;
}
