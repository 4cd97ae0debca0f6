/* cmd_uci.c - morphchess-cli uci: the UCI engine (uci.c) on standard input
 * and output, for the variants whose moves UCI can write (from-square,
 * to-square, a promotion or choice letter): the plain family without atomic
 * Polypiece. Every line is read whole, whatever its length. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "uci.h"

int cmd_uci(int argc, char **argv)
{
    (void)argv;
    if (argc > 0)
        return cli_usage("uci: takes no arguments");
    Uci *u = uci_new(stdout);
    if (!u)
        return CLI_BAD_INPUT;
    char *line = NULL;
    size_t cap = 0, dropped = 0;
    long len;
    while ((len = uci_read_line(stdin, &line, &cap, UCI_LINE_MAX, &dropped)) != -1) {
        if (len == -2)
            uci_line_dropped(u, dropped, false);
        else if (memchr(line, '\0', (size_t)len))
            uci_line_dropped(u, (size_t)len, true);
        else if (!uci_command(u, line))
            break;
    }
    free(line);
    uci_free(u);
    return CLI_OK;
}
