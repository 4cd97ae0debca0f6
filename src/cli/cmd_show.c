/* cmd_show.c - the moves and show commands. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "cli_portal.h"
#include "fen.h"
#include "notation.h"

/* Options shared by moves and show: VARIANT [--fen FEN] [--play MOVETEXT]. */
typedef struct PlayArgs {
    const char *variant, *fen, *play;
} PlayArgs;

static int parse_play_args(const char *cmd, int argc, char **argv, PlayArgs *a)
{
    a->variant = a->fen = a->play = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc)
            a->fen = argv[++i];
        else if (strcmp(argv[i], "--play") == 0 && i + 1 < argc)
            a->play = argv[++i];
        else if (argv[i][0] == '-')
            return cli_usage("%s: unknown option \"%s\"", cmd, argv[i]);
        else if (!a->variant)
            a->variant = argv[i];
        else
            return cli_usage("%s: unexpected argument \"%s\"", cmd, argv[i]);
    }
    if (!a->variant)
        return cli_usage("%s: usage: %s VARIANT [--fen FEN] [--play MOVETEXT]", cmd, cmd);
    return CLI_OK;
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

/* What moves and show share: Potential and Portal variants go to their own
 * front ends. True when the command is done (*rc is its exit status); else
 * the caller owns *v and *g. */
static bool start(const char *cmd, int argc, char **argv,
                  int (*portal)(const Variant *, const char *, const char *), Variant **v, Game **g,
                  int *rc)
{
    PlayArgs a;
    if ((*rc = parse_play_args(cmd, argc, argv, &a)) != CLI_OK)
        return true;
    if (!(*v = cli_load_variant(a.variant))) {
        *rc = CLI_BAD_INPUT;
        return true;
    }
    if ((*v)->def.mutation.kind == MUT_POTENTIAL)
        *rc = cli_potential_command(cmd, *v, argc, argv, NULL);
    else if ((*v)->def.portal.layout != PORTAL_NONE)
        *rc = portal(*v, a.fen, a.play);
    else if ((*g = cli_game_from_text(*v, a.fen, a.play ? a.play : "")) != NULL)
        return false;
    else
        *rc = CLI_BAD_INPUT;
    variant_free(*v);
    return true;
}

int cmd_moves(int argc, char **argv)
{
    Variant *v;
    Game *g;
    int rc;
    if (start("moves", argc, argv, portal_cli_moves, &v, &g, &rc))
        return rc;
    const Position *p = game_position(g);
    MoveList list;
    int n = game_status(g, NULL) == STATUS_ONGOING ? movegen_legal(v, p, &list) : 0;
    char(*names)[64] = malloc(sizeof *names * (size_t)(n ? n : 1));
    if (names) {
        for (int i = 0; i < n; i++)
            notation_write(v, p, list.moves[i], names[i], sizeof names[i]);
        qsort(names, (size_t)n, sizeof *names, cmp_str);
        for (int i = 0; i < n; i++)
            printf("%s\n", names[i]);
        free(names);
    }
    game_free(g);
    variant_free(v);
    return names ? CLI_OK : CLI_BAD_INPUT;
}

int cmd_show(int argc, char **argv)
{
    Variant *v;
    Game *g;
    int rc;
    if (start("show", argc, argv, portal_cli_show, &v, &g, &rc))
        return rc;
    const Position *p = game_position(g);
    const Geometry *geo = &v->geo;
    printf("   +");
    for (int f = 0; f < geo->files; f++)
        printf("--");
    printf("-+\n");
    for (int r = geo->ranks - 1; r >= 0; r--) {
        printf(" %d |", r + 1);
        for (int f = 0; f < geo->files; f++) {
            int code = p->board[geo_square(f, r)];
            char c = '.';
            if (code != PIECE_NONE) {
                c = v->def.types[piece_type(code)].letter;
                if (piece_colour(code) == BLACK)
                    c = (char)tolower((unsigned char)c);
            }
            printf(" %c", c);
        }
        printf(" |\n");
    }
    printf("   +");
    for (int f = 0; f < geo->files; f++)
        printf("--");
    printf("-+\n    ");
    for (int f = 0; f < geo->files; f++)
        printf(" %c", 'a' + f);
    printf("\n\n");
    if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
        for (int t = 0; t < v->def.ntypes; t++) {
            const PieceDef *pd = &v->def.types[t];
            /* v->text: the power in force, also for atomic lists (a combination index) */
            printf("%-8s white %-10s black %s\n", pd->name, v->text[t][WHITE][p->phase[WHITE][t]],
                   v->text[t][BLACK][p->phase[BLACK][t]]);
        }
        printf("\n");
    }
    char fen[FEN_MAX];
    fen_write(v, p, fen, sizeof fen);
    GameResult res;
    GameStatus st = game_status(g, &res);
    printf("%s to move%s\n", p->stm == WHITE ? "White" : "Black",
           position_in_check(v, p, p->stm) ? ", in check" : "");
    printf("fen %s\n", fen);
    printf("status %s\nresult %s\n", game_status_name(st), game_result_name(res));
    game_free(g);
    variant_free(v);
    return CLI_OK;
}
