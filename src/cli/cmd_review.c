/* cmd_review.c - the review command: a record (as replay reads it) analysed
 * by the computer, one line per move (the move with its mark, the
 * evaluation before and after it, the computer's choice), each side's
 * accuracy; or the game written as PGN with the marks as NAGs and [%eval]
 * comments (morphchess/review.h, docs/analysis.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hostclock.h"
#include "hostsearch.h"
#include "morphchess/review.h"

/* "12." for White's move of turn 12, "12..." for Black's. */
static void move_number(const Match *m, int i, char *buf, size_t size)
{
    int node = match_line_node(m, i);
    snprintf(buf, size, "%d%s", match_node_turn(m, node),
             match_node_colour(m, node) == WHITE ? "." : "...");
}

static void print_move(const Match *m, int i, const ReviewMove *mv)
{
    char num[16], before[16], after[16], move[200];
    move_number(m, i, num, sizeof num);
    review_score_text(mv->before, false, before, sizeof before);
    review_score_text(mv->after, false, after, sizeof after);
    /* the move as the record wrote it (its own marks left out), the review's mark glued on */
    snprintf(move, sizeof move, "%s%s", match_node_written(m, match_line_node(m, i)),
             review_mark_sign(mv->mark));
    printf("%-6s %-14s %7s %7s  best %s%s%s\n", num, move, before, after,
           mv->best[0] ? mv->best : "-", mv->mark >= REVIEW_INACCURACY ? "  " : "",
           mv->mark >= REVIEW_INACCURACY ? review_mark_name(mv->mark) : "");
}

static void print_summary(const Review *r)
{
    static const char *const side[2] = {"White", "Black"};
    for (int c = 0; c < 2; c++) {
        int marks[REVIEW_MARKS];
        double acc = review_accuracy(r, c, marks);
        if (acc < 0) {
            printf("%s: no move\n", side[c]);
            continue;
        }
        printf("%s: accuracy %.1f; best %d, good %d, inaccuracies %d, mistakes %d, blunders %d\n",
               side[c], acc, marks[REVIEW_BEST], marks[REVIEW_GOOD], marks[REVIEW_INACCURACY],
               marks[REVIEW_MISTAKE], marks[REVIEW_BLUNDER]);
    }
}

/* Searches every position of the record, printing each move once both its
 * positions are done (unless quiet). */
static int run(Review *r, const Match *m, const SearchLimits *lim, bool quiet)
{
    Searcher *s = searcher_new(32);
    if (!s) {
        cli_error("out of memory");
        return CLI_BAD_INPUT;
    }
    int done = 0;
    while (done <= review_plies(r)) {
        done = review_step(r, s, lim);
        if (done < 0) {
            searcher_free(s);
            cli_error("out of memory");
            return CLI_BAD_INPUT;
        }
        ReviewMove mv;
        if (!quiet && done >= 2 && review_move(r, done - 2, &mv))
            print_move(m, done - 2, &mv);
    }
    searcher_free(s);
    return CLI_OK;
}

int cmd_review(int argc, char **argv)
{
    const char *variant = NULL, *fen = NULL, *file = NULL;
    long movetime = 0, depth = 0, game = 0;
    bool pgn = false;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        bool has = i + 1 < argc;
        int rc = 0;
        if (strcmp(a, "--fen") == 0 && has)
            fen = argv[++i];
        else if (strcmp(a, "--game") == 0 && has)
            rc = cli_number("review", a, argv[++i], 1, 1000000, &game);
        else if (strcmp(a, "--movetime") == 0 && has)
            rc = cli_number("review", a, argv[++i], 1, 600000, &movetime);
        else if (strcmp(a, "--depth") == 0 && has)
            rc = cli_number("review", a, argv[++i], 1, SEARCH_MAX_DEPTH, &depth);
        else if (strcmp(a, "--pgn") == 0)
            pgn = true;
        else if (a[0] == '-' && a[1])
            return cli_usage("review: unknown option \"%s\"", a);
        else if (!variant)
            variant = a;
        else if (!file)
            file = a;
        else
            return cli_usage("review: unexpected argument \"%s\"", a);
        if (rc != 0)
            return CLI_USAGE;
    }
    if (!cli_record_args(&variant, &file))
        return cli_usage("review: usage: review VARIANT [--fen FEN] [--game N] "
                         "[--movetime MS | --depth N] [--pgn] [FILE|-]");
    if (movetime && depth)
        return cli_usage("review: give --movetime or --depth, not both");
    CliRecord rec;
    if (cli_record_open(variant, fen, file, (int)game, &rec) != CLI_OK)
        return CLI_BAD_INPUT;
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = (int)depth;
    lim.movetime_ms = depth ? 0 : movetime ? movetime : 200;
    lim.now_ms = host_clock_ms;
    Error e;
    error_clear(&e);
    Review *r = review_new(rec.m, &e);
    int rc = r ? run(r, rec.m, &lim, pgn) : CLI_BAD_INPUT;
    if (!r)
        cli_print_error(&e);
    if (rc == CLI_OK && pgn) {
        if (review_annotate(r, rec.m, &e) != 0) {
            cli_print_error(&e);
            rc = CLI_BAD_INPUT;
        } else {
            rc = cli_print_pgn(rec.m, &rec.info, rec.embed);
        }
    } else if (rc == CLI_OK) {
        print_summary(r);
    }
    review_free(r);
    cli_record_close(&rec);
    return rc;
}
