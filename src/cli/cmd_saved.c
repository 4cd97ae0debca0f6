/* cmd_saved.c - the saved command: a saved game (docs/saved-games.md) read strictly and
 * described, or what can be recovered of a damaged one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hostfile.h"
#include "morphchess/pgn.h"
#include "morphchess/save.h"

/* The game beside the moves: players, time control, each side's clock, how it ended. */
static void print_game(const GameInfo *g, const Match *m)
{
    for (int c = WHITE; c <= BLACK; c++) {
        const GamePlayer *p = &g->player[c];
        printf("%s: %s", c == WHITE ? "white" : "black",
               p->kind == GAME_COMPUTER ? "computer" : "human");
        if (p->kind == GAME_COMPUTER)
            printf(", level %d", p->level);
        if (p->name[0])
            printf(", \"%s\"", p->name);
        printf("\n");
    }
    char tc[GAMEINFO_CLOCK_TEXT_MAX];
    gameinfo_clock_text(&g->clock, tc, sizeof tc);
    /* a sandglass, or a control the record did not know: kept, not played */
    printf("time control: %s%s\n", strcmp(tc, "-") == 0 ? "none" : tc,
           g->clock.base_ms <= 0 && strcmp(tc, "-") != 0 ? " (not played)" : "");
    if (g->clock.base_ms > 0) {
        char w[32], b[32];
        match_clock_text(gameinfo_clock_at(g, m, match_plies(m), WHITE), w, sizeof w);
        match_clock_text(gameinfo_clock_at(g, m, match_plies(m), BLACK), b, sizeof b);
        printf("clocks: white %s, black %s\n", w, b);
    }
    if (g->date[0] || g->time[0])
        printf("date: %s%s%s\n", g->date, g->date[0] && g->time[0] ? " " : "", g->time);
    if (g->end != STATUS_ONGOING)
        printf("ended: %s, %s\n", game_result_name(g->result), gameinfo_end_words(g->end));
    for (int i = 0; i < g->ntags; i++)
        printf("tag: %s \"%s\"\n", g->tag[i].name, g->tag[i].value);
}

int cmd_saved(int argc, char **argv)
{
    bool recover = argc == 2 && strcmp(argv[1], "--recover") == 0;
    if (argc != 1 && !recover)
        return cli_usage("saved: usage: saved FILE.json [--recover]");
    Error e;
    error_clear(&e);
    char *text = NULL;
    size_t len = 0;
    if (host_read_file(argv[0], HOST_CAP_SAVE, &text, &len, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    Variant *v = NULL;
    Match *m = NULL;
    SaveSummary sum;
    int rc = CLI_OK;
    if (save_read(text, len, argv[0], &v, &m, &sum, &e) != 0) {
        cli_print_error(&e);
        rc = CLI_BAD_INPUT;
        if (!recover) {
            free(text);
            return rc;
        }
        error_clear(&e);
        memset(&sum, 0, sizeof sum);
        int n = save_recover_game(text, len, argv[0], &v, &m, &sum.info, &e);
        if (n < 0) {
            cli_print_error(&e);
            free(text);
            return rc;
        }
        printf("recovered: %d moves\n", n);
        snprintf(sum.variant, sizeof sum.variant, "%s", variant_def(v)->name);
        snprintf(sum.variant_id, sizeof sum.variant_id, "%s", variant_def(v)->id);
        sum.moves = sum.ply = n;
        snprintf(sum.result, sizeof sum.result, "%s", game_result_name(sum.info.result));
    }
    char fen[1024];
    match_fen(m, fen, sizeof fen);
    printf("variant: %s (%s)\ncreated: %s\nmoves: %d\nply: %d\nresult: %s\nfen: %s\n", sum.variant,
           sum.variant_id, sum.created, sum.moves, sum.ply, sum.result, fen);
    print_game(&sum.info, m);
    char *pgn = NULL;
    Error perr;
    if (match_has_variations(m) && match_pgn_write(m, NULL, &pgn, &perr) == 0) {
        char *moves = strstr(pgn, "\n\n"); /* after the tags, on one line */
        for (char *c = moves ? moves + 2 : pgn; *c; c++)
            if (*c == '\n')
                *c = c[1] ? ' ' : '\0';
        printf("tree: %s\n", moves ? moves + 2 : pgn);
    }
    free(pgn);
    match_free(m);
    variant_free(v);
    free(text);
    return rc;
}
