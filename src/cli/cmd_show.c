/* cmd_show.c - the moves, show and actualize commands, for every family
 * through the match API. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Options shared by moves, show and actualize: VARIANT [--fen FEN] [--play MOVETEXT]. */
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

/* Parses the arguments, loads the variant and reaches the position. Returns
 * CLI_OK with *v and *m owned by the caller, or the exit status. */
static int start(const char *cmd, int argc, char **argv, Variant **v, Match **m)
{
    PlayArgs a;
    int rc = parse_play_args(cmd, argc, argv, &a);
    if (rc != CLI_OK)
        return rc;
    if (!(*v = cli_load_variant(a.variant)))
        return CLI_BAD_INPUT;
    if (!(*m = cli_match(*v, a.fen, a.play ? a.play : ""))) {
        variant_free(*v);
        return CLI_BAD_INPUT;
    }
    return CLI_OK;
}

int cmd_moves(int argc, char **argv)
{
    Variant *v;
    Match *m;
    int rc = start("moves", argc, argv, &v, &m);
    if (rc != CLI_OK)
        return rc;
    MatchAction *list = malloc(sizeof *list * MATCH_MAX_ACTIONS);
    char(*names)[MATCH_TEXT_MAX] = malloc(sizeof *names * MATCH_MAX_ACTIONS);
    if (list && names) {
        int n = match_actions(m, list, MATCH_MAX_ACTIONS);
        for (int i = 0; i < n; i++)
            memcpy(names[i], list[i].text, MATCH_TEXT_MAX);
        cli_sort_texts(&names[0][0], n, MATCH_TEXT_MAX);
        for (int i = 0; i < n; i++)
            printf("%s\n", names[i]);
    } else {
        cli_error("out of memory");
        rc = CLI_BAD_INPUT;
    }
    free(list);
    free(names);
    match_free(m);
    variant_free(v);
    return rc;
}

/* What square sq of board b shows: a letter (Black in lower case), a
 * Potential set ("/" when it differs from the origin set), '*' for an empty
 * Portal square, '.' otherwise. */
static void cell(const Match *m, int b, int sq, char *out, size_t size)
{
    MatchPiece mp;
    if (match_piece_at(m, b, sq, &mp) && mp.potential[0]) {
        snprintf(out, size, "%s%s", mp.potential, strcmp(mp.potential, mp.origin) ? "/" : "");
    } else if (match_piece_at(m, b, sq, &mp)) {
        char c = mp.colour == BLACK ? (char)tolower((unsigned char)mp.letter) : mp.letter;
        snprintf(out, size, "%c", c);
    } else {
        snprintf(out, size, "%s", (match_portal_squares(m, b) >> sq) & 1 ? "*" : ".");
    }
}

/* One board in a frame, cells `width` wide. */
static void print_framed(const Match *m, int files, int ranks, int width)
{
    char frame[256];
    int n = snprintf(frame, sizeof frame, "   +");
    for (int f = 0; f < files * (width + 1) + 1 && n < (int)sizeof frame - 3; f++)
        frame[n++] = '-';
    snprintf(frame + n, sizeof frame - (size_t)n, "+");
    printf("%s\n", frame);
    for (int r = ranks - 1; r >= 0; r--) {
        printf(" %d |", r + 1);
        for (int f = 0; f < files; f++) {
            char c[MATCH_TEXT_MAX + 2];
            cell(m, 0, r * 8 + f, c, sizeof c);
            printf(" %*s", width, c);
        }
        printf(" |\n");
    }
    printf("%s\n    ", frame);
    for (int f = 0; f < files; f++)
        printf(" %*c", width, 'a' + f);
    printf("\n\n");
}

/* Files lo..hi-1 of rank r of board b, each cell after a space. */
static void print_cells(const Match *m, int b, int r, int lo, int hi)
{
    for (int f = lo; f < hi; f++) {
        char c[MATCH_TEXT_MAX + 2];
        cell(m, b, r * 8 + f, c, sizeof c);
        printf(" %s", c);
    }
}

/* Portal's boards side by side (two sets), or the one-set board's halves. */
static void print_portal(const Match *m, bool two)
{
    printf(two ? "    board A              board B\n" : "    A side   | B side\n");
    for (int r = 7; r >= 0; r--) {
        printf(" %d ", r + 1);
        print_cells(m, 0, r, 0, two ? 8 : 4);
        printf(two ? "     " : " |");
        print_cells(m, match_boards(m) - 1, r, two ? 0 : 4, 8);
        printf("\n");
    }
    printf(two ? "    a b c d e f g h      a b c d e f g h\n\n" : "    a b c d   e f g h\n\n");
}

static const char *colour_name(int c)
{
    return c == WHITE ? "White" : "Black";
}

int cmd_show(int argc, char **argv)
{
    Variant *v;
    Match *m;
    int rc = start("show", argc, argv, &v, &m);
    if (rc != CLI_OK)
        return rc;
    const VariantDef *d = variant_def(v);
    if (d->portal.layout != PORTAL_NONE)
        print_portal(m, d->portal.layout == PORTAL_TWO_SETS);
    else
        print_framed(m, d->files, d->ranks, d->mutation.kind == MUT_POTENTIAL ? 5 : 1);
    if (d->mutation.kind == MUT_TYPE_CYCLE) {
        for (int t = 0; t < d->ntypes; t++)
            printf("%-8s white %-10s black %s\n", d->types[t].name, match_power(m, WHITE, t),
                   match_power(m, BLACK, t));
        printf("\n");
    }
    if (d->portal.layout != PORTAL_NONE) {
        MatchSide side[2];
        match_side(m, WHITE, &side[WHITE]);
        match_side(m, BLACK, &side[BLACK]);
        printf("turn %d: White acts on %c, Black on %c\n", match_turn(m), 'A' + side[WHITE].board,
               'A' + side[BLACK].board);
        for (int c = 0; c < 2; c++)
            printf("%s%s%s\n", colour_name(c), side[c].must_teleport ? " must teleport" : " moves",
                   side[c].in_check ? ", in check" : "");
        printf("%s to enter\n", colour_name(match_to_move(m)));
    } else {
        MatchSide side;
        match_side(m, match_to_move(m), &side);
        printf("%s to move%s\n", colour_name(match_to_move(m)), side.in_check ? ", in check" : "");
    }
    cli_print_position(m);
    match_free(m);
    variant_free(v);
    return CLI_OK;
}

int cmd_actualize(int argc, char **argv)
{
    Variant *v;
    Match *m;
    int rc = start("actualize", argc, argv, &v, &m);
    if (rc != CLI_OK)
        return rc;
    Variant *ortho = NULL;
    char fen[1024];
    size_t size = 64 + (size_t)match_plies(m) * 24;
    char *text = malloc(size);
    Error e;
    error_clear(&e);
    if (variant_def(v)->mutation.kind != MUT_POTENTIAL) {
        cli_error("%s: not a Potential Chess variant", variant_def(v)->id);
        rc = CLI_BAD_INPUT;
    } else if (!(ortho = cli_load_variant("potential-actualized")) || !text) {
        rc = CLI_BAD_INPUT;
    } else if (match_actualize(m, ortho, fen, sizeof fen, text, size, &e) != 0) {
        cli_print_error(&e);
        rc = CLI_BAD_INPUT;
    } else {
        printf("start %s\n%s\n", fen, text);
    }
    free(text);
    variant_free(ortho);
    match_free(m);
    variant_free(v);
    return rc;
}
