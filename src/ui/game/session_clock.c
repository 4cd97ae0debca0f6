/* session_clock.c - the game clocks: time per side plus an increment after each move (the
 * game's time control, s->info.clock), the running side's time charged from the host's clock
 * that the app feeds (session_clock_tick, in session_game.c: a flag fall ends the game), each
 * move's clock kept in the game's tree (match_node_clock, so a resumed game's clocks start
 * where they stood). */
#include <stdio.h>

#include "session_parts.h"

bool session_covered(const Session *s)
{
    SessionMode mode = s->mode == SESSION_MESSAGE ? s->back : s->mode;
    return s->covered || mode == SESSION_MENU || mode == SESSION_SAVES ||
           mode == SESSION_TUTORIALS || mode == SESSION_SETTINGS || mode == SESSION_CLOCK_TEXT;
}

int session_clock_due_side(Session *s)
{
    Match *m = s->match;
    if (!s->clock.on || !m || s->tutorial || match_plies(m) == 0 || session_decided(s))
        return -1;
    int shown = match_ply(m);
    match_goto(m, match_plies(m)); /* the end of the line: counters only, nothing replayed */
    int side = match_status(m, NULL) == STATUS_ONGOING ? match_to_move(m) : -1;
    match_goto(m, shown);
    return side;
}

static int running_side(Session *s)
{
    return session_covered(s) ? -1 : session_clock_due_side(s);
}

int session_clock_side(Session *s)
{
    return running_side(s);
}

long session_clock_due(const Session *s)
{
    if (!s->clock.on || s->clock.last < 0 || !s->match || s->clock.side < 0)
        return -1;
    long left = s->clock.ms[s->clock.side], unit = left < 10000 ? 100 : 1000;
    return left % unit + 1;
}

void session_clock_start(Session *s)
{
    const GameTimeControl *c = &s->info.clock;
    s->clock.on = c->base_ms > 0 && s->match;
    for (int colour = WHITE; colour <= BLACK; colour++)
        s->clock.ms[colour] =
            s->clock.on ? gameinfo_clock_at(&s->info, s->match, match_plies(s->match), colour) : 0;
    s->clock.increment = c->increment_ms;
    s->clock.last = -1;
    s->clock.side = -1;
    s->clock.held = false;
    const char *kept = s->clock.on ? gameinfo_tag(&s->info, SESSION_CLOCK_TAG) : NULL;
    int plies;
    char colour;
    long ms;
    if (kept && sscanf(kept, "%d %c %ld", &plies, &colour, &ms) == 3 &&
        plies == match_plies(s->match) && ms >= 0 && (colour == 'w' || colour == 'b')) {
        Match *m = s->match; /* the time its side had thought when the game was left */
        int shown = match_ply(m);
        match_goto(m, plies);
        if (match_to_move(m) == (colour == 'w' ? WHITE : BLACK))
            s->clock.ms[colour == 'w' ? WHITE : BLACK] = ms;
        match_goto(m, shown);
    }
    if (s->clock.on && match_main_status(s->match, NULL) == STATUS_TIME) { /* its flag fell */
        Match *m = s->match;
        int shown = match_ply(m);
        match_goto(m, match_plies(m));
        s->clock.ms[match_to_move(m) & 1] = 0;
        match_goto(m, shown);
    }
}

void session_clock_moved(Session *s, int colour)
{
    if (!s->clock.on || colour < 0 || colour > 1)
        return;
    Error err;
    int ply = match_ply(s->match), node = match_node(s->match);
    if (ply < match_plies(s->match) || match_node_colour(s->match, node) != colour)
        return; /* a move stepped into again: its clock is the one kept */
    if (session_decided(s) && !session_main_node(s->match, node))
        return; /* analysis after the result: no clock ran for it */
    /* a move at the end of the game: the running time plus the increment; a variation from
     * an earlier position: that position's time plus the increment */
    long ms = s->clock.side == colour ? s->clock.ms[colour]
                                      : gameinfo_clock_at(&s->info, s->match, ply - 1, colour);
    s->clock.ms[colour] = ms + s->clock.increment;
    s->clock.ms[!colour] = gameinfo_clock_at(&s->info, s->match, ply, !colour);
    match_set_node_clock(s->match, node, s->clock.ms[colour], &err);
}

void session_clock_view(Session *s, View *v)
{
    ViewPanel *p = &v->panel;
    p->clocks = s->clock.on && !s->tutorial; /* a tutorial has no clock (the game's is parked) */
    p->clock_ms[WHITE] = s->clock.ms[WHITE];
    p->clock_ms[BLACK] = s->clock.ms[BLACK];
    p->clock_running = running_side(s);
    Match *m = s->match;
    int node = m ? match_node(m) : MATCH_ROOT, next;
    if (p->clocks && m && session_decided(s) &&
        (match_node_children(m, node, &next, 1) > 0 || !session_main_node(m, node)))
        for (int c = WHITE; c <= BLACK; c++) /* a finished game looked back through */
            p->clock_ms[c] = gameinfo_clock_at(&s->info, m, match_ply(m), c);
}

void session_clock_keep(Session *s)
{
    Match *m = s->match;
    if (!m || !s->clock.on || s->tutorial || match_plies(m) == 0) {
        gameinfo_set_tag(&s->info, SESSION_CLOCK_TAG, NULL);
        return;
    }
    int shown = match_ply(m), plies = match_plies(m);
    match_goto(m, plies);
    int side = match_to_move(m) & 1;
    match_goto(m, shown);
    char text[48];
    snprintf(text, sizeof text, "%d %c %ld", plies, side == WHITE ? 'w' : 'b', s->clock.ms[side]);
    gameinfo_set_tag(&s->info, SESSION_CLOCK_TAG, text);
}
