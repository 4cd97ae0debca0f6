/* cli_portal.c - morphchess-cli's moves, show, replay and perft for Portal variants. */
#include "cli_portal.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "portal.h"

/* A reached position with the history of turn starts for repetition. */
typedef struct Reached {
    PortalPos pos;
    uint64_t *keys;
    int nkeys;
} Reached;

static int reach(const Variant *v, const char *fen, const char *text, Reached *r)
{
    Error e;
    error_clear(&e);
    PortalPos start;
    r->keys = NULL;
    r->nkeys = 0;
    if (portal_supported(v, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    if (fen && portal_fen_read(v, fen, &start, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    /* at most one turn start per two characters of text */
    int max = (int)(strlen(text) / 2) + 2;
    r->keys = malloc(sizeof *r->keys * (size_t)max);
    if (!r->keys || portal_movetext_play(v, fen ? &start : NULL, text, &r->pos, r->keys, max,
                                         &r->nkeys, NULL, &e) != 0) {
        if (!r->keys)
            error_set(&e, "", "out of memory");
        cli_print_error(&e);
        free(r->keys);
        r->keys = NULL;
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

static int cmp_str(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

/* The legal actions as text, sorted; caller frees. NULL on no memory. */
static char (*action_names(const Variant *v, const PortalPos *p, int *count))[PORTAL_TEXT_MAX]
{
    PortalList *l = malloc(sizeof *l);
    if (!l)
        return NULL;
    int n = portal_legal(v, p, l);
    char(*names)[PORTAL_TEXT_MAX] = malloc(sizeof *names * (size_t)(n ? n : 1));
    if (names) {
        for (int i = 0; i < n; i++)
            if (portal_action_write(v, p, &l->actions[i], names[i], sizeof names[i]) < 0)
                snprintf(names[i], sizeof names[i], "?");
        qsort(names, (size_t)n, sizeof *names, cmp_str);
        *count = n;
    }
    free(l);
    return names;
}

int portal_cli_moves(const Variant *v, const char *fen, const char *play)
{
    Reached r;
    int rc = reach(v, fen, play ? play : "", &r);
    if (rc != CLI_OK)
        return rc;
    int n = 0;
    char(*names)[PORTAL_TEXT_MAX] = NULL;
    if (portal_status(v, &r.pos, r.keys, r.nkeys, NULL, NULL) == STATUS_ONGOING)
        names = action_names(v, &r.pos, &n);
    for (int i = 0; i < n; i++)
        printf("%s\n", names[i]);
    free(names);
    free(r.keys);
    return CLI_OK;
}

static void print_row(const Variant *v, const Position *q, int b, int r, int lo, int hi)
{
    for (int f = lo; f < hi; f++) {
        int code = q->board[geo_square(f, r)];
        char c = '.';
        if (code != PIECE_NONE) {
            c = v->def.types[piece_type(code)].letter;
            if (piece_colour(code) == BLACK)
                c = (char)tolower((unsigned char)c);
        } else if (portal_is_portal(v, b, geo_square(f, r))) {
            c = '*';
        }
        printf(" %c", c);
    }
}

static void print_boards(const Variant *v, const Position w[2])
{
    bool two = v->def.portal.layout == PORTAL_TWO_SETS;
    printf(two ? "    board A              board B\n" : "    A side   | B side\n");
    for (int r = 7; r >= 0; r--) {
        printf(" %d ", r + 1);
        if (two) {
            print_row(v, &w[0], 0, r, 0, 8);
            printf("     ");
            print_row(v, &w[1], 1, r, 0, 8);
        } else {
            print_row(v, &w[0], 0, r, 0, 4);
            printf(" |");
            print_row(v, &w[1], 1, r, 4, 8);
        }
        printf("\n");
    }
    printf(two ? "    a b c d e f g h      a b c d e f g h\n\n" : "    a b c d   e f g h\n\n");
}

int portal_cli_show(const Variant *v, const char *fen, const char *play)
{
    Reached r;
    int rc = reach(v, fen, play ? play : "", &r);
    if (rc != CLI_OK)
        return rc;
    const PortalPos *p = &r.pos;
    Position w[2];
    portal_view(v, p, w);
    print_boards(v, w);
    if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
        for (int t = 0; t < v->def.ntypes; t++) {
            const PieceDef *pd = &v->def.types[t];
            printf("%-8s white %-10s black %s\n", pd->name, pd->powers[WHITE][w[0].phase[WHITE][t]],
                   pd->powers[BLACK][w[0].phase[BLACK][t]]);
        }
        printf("\n");
    }
    printf("turn %" PRIu32 ": White acts on %c, Black on %c\n", p->turn,
           'A' + portal_board_of(p, WHITE), 'A' + portal_board_of(p, BLACK));
    for (int c = 0; c < 2; c++) {
        int b = portal_board_of(p, c);
        printf("%s%s%s\n", c == WHITE ? "White" : "Black",
               p->must_teleport[c] ? " must teleport" : " moves",
               portal_in_check(v, p, c, b) ? ", in check" : "");
    }
    printf("%s to enter\n", portal_to_enter(p) == WHITE ? "White" : "Black");
    char fenbuf[PORTAL_FEN_MAX];
    portal_fen_write(v, p, fenbuf, sizeof fenbuf);
    GameResult res;
    GameStatus st = portal_status(v, p, r.keys, r.nkeys, &res, NULL);
    printf("fen %s\nstatus %s\nresult %s\n", fenbuf, game_status_name(st), game_result_name(res));
    free(r.keys);
    return CLI_OK;
}

int portal_cli_replay(const Variant *v, const char *fen, const char *text)
{
    Reached r;
    int rc = reach(v, fen, text, &r);
    if (rc != CLI_OK)
        return rc;
    char fenbuf[PORTAL_FEN_MAX];
    portal_fen_write(v, &r.pos, fenbuf, sizeof fenbuf);
    GameResult res;
    GameStatus st = portal_status(v, &r.pos, r.keys, r.nkeys, &res, NULL);
    printf("fen %s\nstatus %s\nresult %s\n", fenbuf, game_status_name(st), game_result_name(res));
    free(r.keys);
    return CLI_OK;
}

int portal_cli_perft(const Variant *v, const char *fen, int depth, int divide)
{
    Reached r;
    int rc = reach(v, fen, "", &r);
    if (rc != CLI_OK)
        return rc;
    free(r.keys);
    uint64_t total = 0;
    if (divide && depth > 0) {
        PortalList *l = malloc(sizeof *l);
        char(*names)[PORTAL_TEXT_MAX] = NULL;
        uint64_t *counts = NULL;
        int n = l ? portal_legal(v, &r.pos, l) : 0;
        if (l) {
            names = malloc(sizeof *names * (size_t)(n ? n : 1));
            counts = malloc(sizeof *counts * (size_t)(n ? n : 1));
        }
        if (!l || !names || !counts) {
            free(l);
            free(names);
            free(counts);
            return CLI_BAD_INPUT;
        }
        for (int i = 0; i < n; i++) {
            PortalPos q = r.pos;
            portal_action_write(v, &r.pos, &l->actions[i], names[i], sizeof names[i]);
            portal_apply(v, &q, &l->actions[i]);
            counts[i] = portal_perft(v, &q, depth - 1);
            total += counts[i];
        }
        for (int i = 0; i < n; i++) /* selection by name: n is small */
            for (int j = i + 1; j < n; j++)
                if (strcmp(names[j], names[i]) < 0) {
                    char t[PORTAL_TEXT_MAX];
                    uint64_t c = counts[i];
                    memcpy(t, names[i], sizeof t);
                    memcpy(names[i], names[j], sizeof t);
                    memcpy(names[j], t, sizeof t);
                    counts[i] = counts[j];
                    counts[j] = c;
                }
        for (int i = 0; i < n; i++)
            printf("%s %" PRIu64 "\n", names[i], counts[i]);
        free(l);
        free(names);
        free(counts);
    } else {
        total = portal_perft(v, &r.pos, depth);
    }
    printf("nodes %" PRIu64 "\n", total);
    return CLI_OK;
}
