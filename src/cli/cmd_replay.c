/* cmd_replay.c - the replay command: a record (movetext or PGN, one game of
 * several) of any family played from the start (or a FEN), then the position
 * reached, its status and result, or the game written as PGN. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "morphchess/pgn.h"
#include "morphchess/save.h"

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), k = strlen(tail);
    return n >= k && strcmp(s + n - k, tail) == 0;
}

/* A variant argument that is a path, not a shipped id (as datadir reads it). */
static bool is_path(const char *arg)
{
    return strchr(arg, '/') != NULL || ends_with(arg, ".json");
}

/* The variant of the game: the argument, else the game's VariantJSON tag,
 * else its Variant tag (a shipped id only), else orthodox chess. *embed tells
 * whether it is not shipped (its JSON then goes into written PGN). */
static Variant *game_variant(const char *arg, const PgnGame *g, const char *file, bool *embed)
{
    const char *tag = g ? pgn_variant_id(pgn_tag(g, "Variant")) : NULL;
    const char *json = g ? pgn_tag(g, "VariantJSON") : NULL;
    Error e;
    error_clear(&e);
    if (arg) {
        *embed = is_path(arg);
        Variant *v = cli_load_variant(arg);
        if (v && tag && strcmp(tag, variant_def(v)->id) != 0)
            fprintf(stderr, "warning: the Variant tag is \"%s\"; replaying as \"%s\"\n", tag,
                    variant_def(v)->id);
        return v;
    }
    *embed = json != NULL;
    if (json) {
        Variant *v = NULL;
        if (pgn_variant(g, file, &v, &e) != 0)
            cli_print_error(&e);
        return v;
    }
    if (tag && is_path(tag)) {
        error_set(&e, file, "the Variant tag \"%s\" is not a shipped variant's id", tag);
        cli_print_error(&e);
        return NULL;
    }
    return cli_load_variant(tag ? tag : "fide");
}

int cli_print_pgn(const Match *m, const GameInfo *info, bool embed)
{
    char *text = NULL;
    Error e;
    error_clear(&e);
    if (match_pgn_write_game(m, info, embed, &text, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    fputs(text, stdout);
    free(text);
    return CLI_OK;
}

int cli_record_open(const char *variant, const char *fen, const char *file, int game,
                    CliRecord *out)
{
    memset(out, 0, sizeof *out);
    Error e;
    error_clear(&e);
    char *text = cli_read_file(file, &e);
    if (!text) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    if (game > 0 || pgn_count(text) > 0) {
        out->g = pgn_game(text, game > 0 ? game : 1, &e);
        free(text); /* the game holds its own text: the file's is not kept through the replay */
        text = NULL;
        if (!out->g) {
            cli_print_error(&e);
            return CLI_BAD_INPUT;
        }
    }
    out->v = game_variant(variant, out->g, file, &out->embed);
    out->m = out->v ? cli_match(out->v, fen, out->g ? pgn_text(out->g) : text) : NULL;
    free(text);
    if (!out->m) {
        cli_record_close(out);
        return CLI_BAD_INPUT;
    }
    gameinfo_init(&out->info);
    if (out->g) {         /* a result the moves do not give (a resignation) ends the game */
        MatchNotes notes; /* tags left out */
        pgn_game_info_noted(out->g, &out->info, &notes);
        cli_print_notes(&notes);
        if (gameinfo_apply(&out->info, out->m, &e) != 0)
            fprintf(stderr, "warning: the result %s is not kept: %s\n",
                    game_result_name(out->info.result), e.what);
        gameinfo_from_match(&out->info, out->m);
    }
    return CLI_OK;
}

void cli_record_close(CliRecord *r)
{
    pgn_free(r->g);
    match_free(r->m);
    variant_free(r->v);
    memset(r, 0, sizeof *r);
}

bool cli_record_args(const char **variant, const char **file)
{
    if (*variant && !*file && ends_with(*variant, ".pgn")) {
        *file = *variant; /* the variant comes from the game's tags */
        *variant = NULL;
    }
    if (!*variant && !*file)
        return false;
    *file = *file ? *file : "-";
    return true;
}

int cmd_replay(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *file = NULL;
    int game = 0;
    bool pgn = false, save = false;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            fen = argv[++i];
        else if (strcmp(argv[i], "--game") == 0 && i + 1 < argc)
            game = atoi(argv[++i]) > 0 ? atoi(argv[i]) : -1;
        else if (strcmp(argv[i], "--pgn") == 0)
            pgn = true;
        else if (strcmp(argv[i], "--save") == 0)
            save = true;
        else if (argv[i][0] == '-' && argv[i][1] != '\0')
            return cli_usage("replay: unknown option \"%s\"", argv[i]);
        else if (!variant)
            variant = argv[i];
        else if (!file)
            file = argv[i];
        else
            return cli_usage("replay: unexpected argument \"%s\"", argv[i]);
    }
    if (!cli_record_args(&variant, &file))
        return cli_usage(
            "replay: usage: replay VARIANT [--fen FEN] [--game N] [--pgn | --save] [FILE|-]");
    if (pgn && save)
        return cli_usage("replay: --pgn and --save both write the game: give one");
    if (game < 0)
        return cli_usage("replay: --game takes a game number from 1");
    CliRecord r;
    int rc = cli_record_open(variant, fen, file, game, &r);
    if (rc == CLI_OK && pgn) {
        rc = cli_print_pgn(r.m, &r.info, r.embed);
    } else if (rc == CLI_OK && save) { /* the saved-game text (version 4), as the window writes */
        char *text = save_write_game(r.m, &r.info, r.info.date);
        if (!text) {
            fprintf(stderr, "replay: out of memory\n");
            rc = CLI_BAD_INPUT;
        } else {
            fputs(text, stdout);
            free(text);
        }
    } else if (rc == CLI_OK)
        cli_print_position(r.m);
    cli_record_close(&r);
    return rc;
}
