/* session_events.c - what the action just played did, for the eye and the ear: the pieces
 * that changed with it (the change animation) and the sound it earns. Read from the engine:
 * the action's events (match_action_events: the mover before and after, capture, check,
 * status) and the position before it, one step back in the match's history. */
#include <stdlib.h>
#include <string.h>

#include "session_parts.h"

/* What every board shows at one position. */
typedef struct Boards {
    int nboards;
    uint64_t occupied[VIEW_MAX_BOARDS];
    MatchPiece piece[VIEW_MAX_BOARDS][VIEW_SQUARES];
} Boards;

static void read_boards(const Match *m, Boards *out)
{
    out->nboards = match_boards(m) < VIEW_MAX_BOARDS ? match_boards(m) : VIEW_MAX_BOARDS;
    for (int b = 0; b < out->nboards; b++) {
        out->occupied[b] = 0;
        for (int sq = 0; sq < VIEW_SQUARES; sq++)
            if (match_piece_at(m, b, sq, &out->piece[b][sq]))
                out->occupied[b] |= 1ull << sq;
    }
}

static bool on(const Boards *x, int b, int sq)
{
    return b >= 0 && b < x->nboards && sq >= 0 && sq < VIEW_SQUARES && ((x->occupied[b] >> sq) & 1);
}

static int count(const Boards *x)
{
    int n = 0;
    for (int b = 0; b < x->nboards; b++)
        n += __builtin_popcountll(x->occupied[b]);
    return n;
}

static bool same_look(const MatchPiece *a, const MatchPiece *b)
{
    return a->letter == b->letter && a->colour == b->colour && strcmp(a->power, b->power) == 0 &&
           strcmp(a->potential, b->potential) == 0;
}

/* A second piece that moved with the action (the rook of a castling): the one square of board
 * b that a piece of `colour` left, other than the action's own. -1 if none or several. */
static int moved_along(const Boards *before, const Boards *after, const MatchEvents *ev, int b,
                       int colour)
{
    int found = -1;
    for (int sq = 0; sq < VIEW_SQUARES; sq++) {
        if (!on(before, b, sq) || on(after, b, sq) || before->piece[b][sq].colour != colour ||
            (ev->from_board == b && ev->from == sq))
            continue;
        if (found >= 0)
            return -1;
        found = sq;
    }
    return found;
}

/* Every piece that looks different after the action than before it: the mover (from its
 * events), a piece that moved along with it, and any piece that changed where it stood
 * (Polypiece's other pieces of the mover's type, Potential's narrowed sets). */
static void find_morphs(View *v, const Boards *before, const Boards *after, const MatchEvents *ev)
{
    v->nmorphs = 0;
    for (int b = 0; b < after->nboards && b < v->nboards; b++) {
        for (int sq = 0; sq < VIEW_SQUARES && v->nmorphs < VIEW_MAX_MORPHS; sq++) {
            if (!on(after, b, sq))
                continue;
            const MatchPiece *now = &after->piece[b][sq], *was = NULL;
            if (ev->board == b && ev->to == sq && ev->from >= 0 && ev->before.letter) {
                was = &ev->before;
            } else if (on(before, b, sq)) {
                was = &before->piece[b][sq];
            } else {
                int from = moved_along(before, after, ev, b, now->colour);
                if (from >= 0)
                    was = &before->piece[b][from];
            }
            if (!was || was->colour != now->colour || same_look(was, now))
                continue;
            ViewMorph *m = &v->morphs[v->nmorphs++];
            m->board = b;
            m->sq = sq;
            session_view_piece(was, &m->old);
        }
    }
}

void session_note_played(Session *s, View *v)
{
    s->played++;
    s->played_sound = SOUND_MOVE;
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    v->glide.on = false;
    Match *m = s->match;
    int ply = m ? match_ply(m) : 0;
    MatchEvents ev;
    if (ply == 0 || !match_action_events(m, ply - 1, &ev))
        return;
    Boards *before = malloc(sizeof *before), *after = malloc(sizeof *after);
    bool left = false;
    if (before && after) {
        read_boards(m, after);
        match_goto(m, ply - 1); /* the history stays: one step back and forth again */
        read_boards(m, before);
        match_goto(m, ply);
        find_morphs(v, before, after, &ev);
        left = count(after) < count(before);
    }
    free(before);
    free(after);
    /* with the animation off the list stays (it tells what changed) but is never drawn */
    /* a move played by clicks glides to its square; a dropped one is there already */
    v->glide.on = s->settings.animations && !s->dropped && ev.from >= 0 && ev.to >= 0 &&
                  ev.from != ev.to && ev.board == ev.from_board && ev.board >= 0;
    v->glide.board = ev.board;
    v->glide.from = ev.from;
    v->glide.to = ev.to;
    s->dropped = false;
    v->morph_t = s->settings.animations && (v->nmorphs > 0 || v->glide.on) ? 0.0f : 1.0f;
    s->played_sound = sound_for_action(&ev, v->nmorphs > 0, left);
}
