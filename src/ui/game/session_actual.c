/* session_actual.c - Potential's V: the game so far actualized as orthodox chess, stepped
 * through in a box as a game viewer does (session.h, "Potential's V"). Window-free. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "family.h"
#include "session_parts.h"
#include "thumb.h"

/* The movetext fits the box's copy with its tags (a longer one is refused, never cut). */
#define ACTUAL_TEXT_MAX (VIEW_COPY_MAX - 512)

void session_actual_free(Session *s)
{
    match_free(s->actual.match);
    variant_free(s->actual.variant);
    s->actual.match = NULL;
    s->actual.variant = NULL;
}

bool session_actual_possible(const Session *s)
{
    return family_potential(s);
}

const char *session_actual_about(void)
{
    return "One start array the sets allow, each piece the type it proved to be: a legal "
           "orthodox game from it, where a pawn may also step from its first rank.";
}

bool session_actual_shown(const Session *s, const View *v)
{
    return s->mode == SESSION_MESSAGE && v->modal.kind == VIEW_MODAL_MESSAGE && v->modal.game.on &&
           s->actual.match;
}

/* The board, its last move and the FEN of the ply shown. */
static void show_ply(Session *s, View *v)
{
    ViewModal *m = &v->modal;
    Match *g = s->actual.match;
    match_goto(g, m->game.ply);
    if (match_fen(g, m->game.fen, sizeof m->game.fen) < 0)
        m->game.fen[0] = '\0';
    thumb_read(&m->board, m->game.fen, v->flipped);
    MatchAction last;
    if (m->game.ply > 0 && match_last_action(g, &last) && last.from >= 0 && last.to >= 0)
        m->board.marked = (uint64_t)1 << last.from | (uint64_t)1 << last.to;
}

int session_actual_goto(Session *s, View *v, int ply)
{
    if (!session_actual_shown(s, v))
        return 0;
    ViewGame *gm = &v->modal.game;
    ply = ply < 0 ? 0 : ply > gm->nplies ? gm->nplies : ply;
    bool moved = ply != gm->ply;
    gm->ply = ply;
    gm->follow = true;
    show_ply(s, v);
    return moved ? 1 : 0;
}

int session_actual_scroll(Session *s, View *v, int top)
{
    if (!session_actual_shown(s, v))
        return 0;
    v->modal.game.top = top < 0 ? 0 : top;
    v->modal.game.follow = false;
    return 1;
}

int session_actual_intent(Session *s, View *v, const Intent *it)
{
    if (!session_actual_shown(s, v))
        return -1;
    const ViewGame *gm = &v->modal.game;
    switch (it->kind) {
    case INTENT_STEP_BACK:
        return session_actual_goto(s, v, gm->ply - 1);
    case INTENT_STEP_FORWARD:
        return session_actual_goto(s, v, gm->ply + 1);
    case INTENT_STEP_FIRST:
        return session_actual_goto(s, v, 0);
    case INTENT_STEP_LAST:
        return session_actual_goto(s, v, gm->nplies);
    case INTENT_GOTO:
        return session_actual_goto(s, v, it->on);
    case INTENT_FLIP:
        v->flipped = !v->flipped;
        show_ply(s, v);
        return 1;
    default:
        return -1;
    }
}

/* The orthodox game's result, g at its last move: its own end there (a mate, a stalemate, a
 * draw by the rules), else the Potential game's at the position V was opened at when it
 * ended there (a checkmate, a resignation, time, an agreement): the same game; else "*". */
static const char *actual_result(const Session *s, const Match *g)
{
    GameResult r = RESULT_NONE;
    if (match_status(g, &r) == STATUS_ONGOING || r == RESULT_NONE)
        match_status(s->match, &r);
    return game_result_name(r);
}

/* The box without a game: why there is none. */
static int refuse(Session *s, View *v, const char *why, Match *g, char *moves)
{
    match_free(g);
    free(moves);
    session_show_message(s, v, "Actualization", why);
    return 1;
}

int session_actual_open(Session *s, View *v)
{
    char fen[256], why[512];
    char *moves = malloc(ACTUAL_TEXT_MAX);
    if (!moves)
        return refuse(s, v, "Out of memory.", NULL, NULL);
    if (family_actualize(s, fen, sizeof fen, moves, ACTUAL_TEXT_MAX, why, sizeof why) != 0)
        return refuse(s, v, why, NULL, moves);
    Error err;
    error_clear(&err);
    Match *g = match_new(s->actual.variant, fen, &err);
    if (!g || match_play_movetext(g, moves, &err) != 0) { /* the engine's own text: a bug */
        snprintf(why, sizeof why, "The orthodox game does not replay: %.400s", err.what);
        return refuse(s, v, why, g, moves);
    }
    match_free(s->actual.match); /* the last V's game, of the same variant */
    s->actual.match = g;
    session_show_message(s, v, "One actualization: the game as orthodox chess",
                         session_actual_about());
    ViewModal *m = &v->modal;
    ViewGame *gm = &m->game;
    gm->on = true;
    gm->nplies = match_plies(g) < VIEW_MAX_MOVES ? match_plies(g) : VIEW_MAX_MOVES;
    for (int i = 0; i < gm->nplies; i++)
        view_copy_text(gm->san[i], sizeof gm->san[i], match_action_text(g, i));
    const char *result = actual_result(s, g);
    match_goto(g, 0);
    gm->first_turn = match_turn(g);
    gm->black_first = match_to_move(g) == BLACK;
    snprintf(m->copy, sizeof m->copy,
             "[Event \"Potential Chess, actualized\"]\n[Result \"%s\"]\n"
             "[Variant \"potential-actualized\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n%s%s%s\n",
             result, fen, moves, moves[0] ? " " : "", result);
    free(moves);
    gm->ply = -1; /* shown next: the start array (what the actualization adds) */
    session_actual_goto(s, v, 0);
    return 1;
}
