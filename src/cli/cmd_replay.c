/* cmd_replay.c - the replay command: a movetext of any family played from
 * the start (or a FEN), then the position reached, its status and result. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

int cmd_replay(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *file = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            fen = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage("replay: unknown option \"%s\"", argv[i]);
        else if (!variant)
            variant = argv[i];
        else if (!file)
            file = argv[i];
        else
            return cli_usage("replay: unexpected argument \"%s\"", argv[i]);
    }
    if (!variant)
        return cli_usage("replay: usage: replay VARIANT [--fen FEN] [FILE|-]");
    Error e;
    error_clear(&e);
    char *text = cli_read_file(file ? file : "-", &e);
    if (!text) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    Variant *v = cli_load_variant(variant);
    Match *m = v ? cli_match(v, fen, text) : NULL;
    free(text);
    if (!m) {
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    char buf[1024];
    match_fen(m, buf, sizeof buf);
    GameResult res;
    GameStatus st = match_status(m, &res);
    printf("fen %s\nstatus %s\nresult %s\n", buf, game_status_name(st), game_result_name(res));
    match_free(m);
    variant_free(v);
    return CLI_OK;
}
