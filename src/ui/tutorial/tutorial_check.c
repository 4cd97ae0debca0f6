/* tutorial_check.c - a tutorial's expectations (docs/tutorial-format.md), checked at the end
 * position of a step on a scratch match: what the tests and the content checks hold it to. */
#include "tutorial_parts.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- expectations --------------------------------------------------------------- */

static void phases_text(const Match *m, char *buf, size_t size)
{
    int phase[2][VAR_MAX_TYPES];
    match_phases(m, phase);
    int n = variant_def(match_variant(m))->ntypes;
    size_t k = 0;
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < n && k + 2 < size; i++)
            buf[k++] = "0123456789abcdefghijklmnopqrstuvwxyz"[phase[c][i] % 36];
        if (c == 0 && k + 2 < size)
            buf[k++] = '/';
    }
    buf[k] = '\0';
}

static void square_text(TutorialSquare s, int boards, char *buf, size_t size)
{
    if (boards > 1)
        snprintf(buf, size, "%c:%c%c", 'A' + s.board, 'a' + s.sq % 8, '1' + s.sq / 8);
    else
        snprintf(buf, size, "%c%c", 'a' + s.sq % 8, '1' + s.sq / 8);
}

/* Checks one expectation at m (which may be played on and restored). */
static int check_one(const Tutorial *t, Match *m, const TutorialExpect *x, Error *err)
{
    char got[TUTORIAL_FEN_MAX] = "", sq[8];
    MatchPiece pc;
    GameResult result;
    Error e;
    square_text(x->square, match_boards(m), sq, sizeof sq);
    switch (x->kind) {
    case TEXPECT_TO_MOVE:
        snprintf(got, sizeof got, "%s", match_to_move(m) == WHITE ? "white" : "black");
        break;
    case TEXPECT_CHECK: {
        int side = match_to_move(m);
        bool check = match_check_square(m, match_acting_board(m, side)) >= 0;
        if (check != x->flag)
            return FAIL(t, x->path, err, "expected %s, but the side to move is %sin check",
                        x->flag ? "check" : "no check", check ? "" : "not ");
        return 0;
    }
    case TEXPECT_STATUS:
        snprintf(got, sizeof got, "%s", game_status_name(match_status(m, &result)));
        break;
    case TEXPECT_RESULT:
        match_status(m, &result);
        snprintf(got, sizeof got, "%s", game_result_name(result));
        break;
    case TEXPECT_FEN:
        match_fen(m, got, sizeof got);
        break;
    case TEXPECT_PHASES:
        phases_text(m, got, sizeof got);
        break;
    case TEXPECT_PIECE:
    case TEXPECT_POWER:
    case TEXPECT_SET:
    case TEXPECT_ORIGIN:
        if (!match_piece_at(m, x->square.board, x->square.sq, &pc)) {
            if (x->kind == TEXPECT_PIECE && !x->text[0])
                return 0;
            return FAIL(t, x->path, err, "expected \"%s\" on %s, but the square is empty", x->text,
                        sq);
        }
        if (x->kind == TEXPECT_PIECE)
            snprintf(got, sizeof got, "%c",
                     pc.colour == WHITE ? pc.letter : (char)tolower((unsigned char)pc.letter));
        else
            snprintf(got, sizeof got, "%s",
                     x->kind == TEXPECT_POWER ? pc.power
                     : x->kind == TEXPECT_SET ? pc.potential
                                              : pc.origin);
        break;
    case TEXPECT_LEGAL:
        if (match_play_text(m, x->text, &e) != 0)
            return FAIL(t, x->path, err, "expected \"%s\" to be legal: %s", x->text, e.what);
        match_undo(m);
        return 0;
    case TEXPECT_ILLEGAL:
        if (match_play_text(m, x->text, &e) == 0) {
            match_undo(m);
            return FAIL(t, x->path, err, "expected \"%s\" to be illegal, but it can be played",
                        x->text);
        }
        if (x->why[0] && strcmp(x->why, e.what) != 0)
            return FAIL(t, x->path, err, "\"%s\" is illegal because \"%s\", not \"%s\"", x->text,
                        e.what, x->why);
        return 0;
    case TEXPECT_MOVES: {
        MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
        if (!list)
            return FAIL(t, x->path, err, "out of memory");
        int n = match_actions(m, list, MATCH_MAX_ACTIONS);
        free(list);
        if (n != x->number)
            return FAIL(t, x->path, err, "expected %d legal moves, found %d", x->number, n);
        return 0;
    }
    case TEXPECT_LAST:
        if (match_ply(m) > 0)
            snprintf(got, sizeof got, "%s", match_action_text(m, match_ply(m) - 1));
        break;
    }
    if (strcmp(got, x->text) != 0) {
        if (x->kind >= TEXPECT_PIECE && x->kind <= TEXPECT_ORIGIN)
            return FAIL(t, x->path, err, "expected \"%s\" on %s, found \"%s\"", x->text, sq, got);
        return FAIL(t, x->path, err, "expected \"%s\", found \"%s\"", x->text, got);
    }
    return 0;
}

int tutorial_check_step(const Tutorial *t, int i, int *count, Error *err)
{
    if (!t->start_fen || i < 0 || i >= t->nsteps)
        return error_set(err, t->name, "no step %d (or the tutorial is not bound)", i + 1);
    Match *m = tutorial_run_step(t, i, t->start_fen[i], err);
    if (!m)
        return -1;
    const TutorialStep *s = &t->steps[i];
    for (int k = 0; k < s->nexpect; k++) {
        if (check_one(t, m, &s->expect[k], err) != 0) {
            match_free(m);
            return -1;
        }
        if (count)
            (*count)++;
    }
    match_free(m);
    return 0;
}
