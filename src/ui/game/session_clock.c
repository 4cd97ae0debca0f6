/* session_clock.c - the game clocks: time per side plus an increment after each move (the
 * game's time control, s->info.clock), the running side's time charged from the host's clock
 * that the app feeds (session_clock_tick), each move's clock kept in the game's tree
 * (match_node_clock, so a resumed game's clocks start where they stood), and a flag fall
 * ending the game with match_end (a draw when the side whose time is left has nothing but its
 * king, as a flag cannot be won with a bare king). */
#include <stdio.h>

#include "session_parts.h"

bool session_covered(const Session *s)
{
    SessionMode mode = s->mode == SESSION_MESSAGE ? s->back : s->mode;
    return s->covered || mode == SESSION_MENU || mode == SESSION_SAVES ||
           mode == SESSION_TUTORIALS || mode == SESSION_SETTINGS || mode == SESSION_CLOCK_TEXT;
}

/* The side whose clock runs: the one to act at the end of the current line, once a move has
 * been played and while the game goes on there; -1 for none. The game covered, it would run. */
static int due_side(Session *s)
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
    return session_covered(s) ? -1 : due_side(s);
}

int session_clock_side(Session *s)
{
    return running_side(s);
}

/* Whether colour has pieces besides its king(s) on any board. */
static bool has_material(const Match *m, int colour)
{
    for (int b = 0; b < match_boards(m); b++)
        for (int sq = 0; sq < 64; sq++) {
            MatchPiece p;
            if (match_piece_at(m, b, sq, &p) && p.colour == colour && p.letter != 'K')
                return true;
        }
    return false;
}

/* colour's time ran out: the game ends at the end of the line, which the board then shows. */
static void flag_falls(Session *s, View *v, int colour)
{
    Match *m = s->match;
    match_goto(m, match_plies(m));
    GameResult r = !has_material(m, !colour) ? RESULT_DRAW
                   : colour == WHITE         ? RESULT_BLACK
                                             : RESULT_WHITE;
    Error err;
    error_clear(&err);
    if (match_end(m, STATUS_TIME, r, &err) != 0)
        return;
    session_position_changed(s, v, true);
    s->played++; /* the end is heard */
    s->played_sound = SOUND_GAME_OVER;
    session_set_status(v, "%s's time ran out.", session_colour_name(colour));
}

int session_clock_tick(Session *s, View *v, long now_ms)
{
    s->now_ms = now_ms;
    int side = due_side(s);
    if (side >= 0 && session_covered(s)) {     /* charged up to the cover, nothing meanwhile */
        if (!s->clock.held && s->game_path[0]) /* (a game opened, not played: no new file) */
            session_autosave(s, v);            /* its time kept, should it be resumed from a list */
        s->clock.held = true;
        side = -1;
    }
    s->clock.side = side;
    if (side < 0) {
        s->clock.last = -1;
        return 0;
    }
    if (s->clock.held) { /* shown again: it starts from now */
        s->clock.held = false;
        s->clock.last = now_ms;
        session_set_status(v, "The clocks stood still while the game was hidden; %s's runs again.",
                           session_colour_name(side));
        return 1;
    }
    if (s->clock.last < 0) {
        s->clock.last = now_ms;
        return 0;
    }
    long before = s->clock.ms[side], spent = now_ms - s->clock.last;
    s->clock.last = now_ms;
    s->clock.ms[side] = before > spent ? before - spent : 0;
    v->panel.clock_ms[side] = s->clock.ms[side];
    if (s->clock.ms[side] == 0) {
        flag_falls(s, v, side);
        return 1;
    }
    /* shown in seconds, and in tenths under ten seconds */
    long unit = before < 10000 ? 100 : 1000;
    return before / unit != s->clock.ms[side] / unit;
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
