/* cmd_replay.c - the replay command, and games built from movetext for the other commands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_portal.h"
#include "fen.h"
#include "movetext.h"

Game *cli_game_from_text(const Variant *v, const char *fen, const char *text)
{
    Error e;
    error_clear(&e);
    Position start;
    Movetext *mt = NULL;
    Move *moves = NULL;
    Game *g = NULL;
    int count = 0;
    if (fen) {
        if (fen_read(v, fen, &start, &e) != 0)
            goto fail;
    } else {
        if (movetext_parse(text, NULL, &mt, &e) != 0 ||
            movetext_start_position(v, mt, &start, &e) != 0)
            goto fail;
    }
    int max = mt ? mt->nmoves : 0;
    if (!mt) {
        /* The count is needed for the buffer: parse once with the start's numbering. */
        MovetextStart st = {(int)start.fullmove, start.stm};
        if (movetext_parse(text, &st, &mt, &e) != 0)
            goto fail;
        max = mt->nmoves;
    }
    moves = malloc(sizeof *moves * (size_t)(max ? max : 1));
    if (!moves) {
        error_set(&e, "", "out of memory");
        goto fail;
    }
    if (movetext_play(v, &start, text, NULL, moves, max, &count, &e) != 0)
        goto fail;
    g = game_new(v, &start);
    if (!g) {
        error_set(&e, "", "out of memory");
        goto fail;
    }
    for (int i = 0; i < count; i++) {
        if (game_play(g, moves[i]) != 0) {
            /* movetext_play accepted it, so only a finished game refuses it. */
            error_set(&e, "", "move %d: the game was already over", i + 1);
            goto fail;
        }
    }
    movetext_free(mt);
    free(moves);
    return g;
fail:
    cli_print_error(&e);
    game_free(g);
    movetext_free(mt);
    free(moves);
    return NULL;
}

int cmd_replay(int argc, char **argv)
{
    int rc;
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
    if (!v) {
        free(text);
        return CLI_BAD_INPUT;
    }
    if (v->def.mutation.kind == MUT_POTENTIAL || v->def.portal.layout != PORTAL_NONE) {
        rc = v->def.portal.layout != PORTAL_NONE
                 ? portal_cli_replay(v, fen, text)
                 : cli_potential_command("replay", v, argc, argv, text);
        free(text);
        variant_free(v);
        return rc;
    }
    Game *g = cli_game_from_text(v, fen, text);
    free(text);
    if (!g) {
        variant_free(v);
        return CLI_BAD_INPUT;
    }
    char buf[FEN_MAX];
    fen_write(v, game_position(g), buf, sizeof buf);
    GameResult res;
    GameStatus st = game_status(g, &res);
    printf("fen %s\nstatus %s\nresult %s\n", buf, game_status_name(st), game_result_name(res));
    game_free(g);
    variant_free(v);
    return CLI_OK;
}
