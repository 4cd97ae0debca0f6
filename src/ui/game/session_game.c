/* session_game.c - the game decided off the board: resignation, a draw agreed, a flag fallen
 * (match_end; a draw when the side whose time is left has nothing but its king, as a flag
 * cannot be won with a bare king), and a rematch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "session_parts.h"

/* Whether the game on the board can still be resigned or drawn: it goes on at the end of its
 * current line and was not decided. */
static bool goes_on(Session *s, View *v, const char *what)
{
    if (!s->match || s->tutorial)
        return false;
    Match *m = s->match;
    int shown = match_ply(m);
    match_goto(m, match_plies(m));
    bool on = match_status(m, NULL) == STATUS_ONGOING && !session_decided(s);
    match_goto(m, shown);
    if (!on)
        session_set_status(v, "The game is over: nothing to %s.", what);
    return on;
}

/* Who plays side c, as a dialog names them: the record's or typed name when there is one
 * ("Anna offers a draw"), else the colour. */
static const char *side_name(const Session *s, int c)
{
    const char *name = s->info.player[c].name;
    return name[0] && s->info.player[c].kind == GAME_HUMAN ? name : session_colour_name(c);
}

int session_resign(Session *s, View *v)
{
    if (!goes_on(s, v, "resign"))
        return 1;
    ViewModal *m = session_open_list(s, v, "Resign?");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "The game ends at its last move; Esc plays on.");
    int stm = match_to_move(s->match); /* the side to move first */
    for (int k = 0; k < 2; k++) {
        int c = k ? !stm : stm;
        if (session_is_computer(s, c))
            continue;
        ViewItem *it = session_list_entry(s, v, ENTRY_RESIGN, c == WHITE ? "0" : "1");
        if (!it)
            break;
        bool one = session_is_computer(s, !c);
        if (one)
            snprintf(it->title, sizeof it->title, "I resign");
        else
            snprintf(it->title, sizeof it->title, "%.60s resigns", side_name(s, c));
        snprintf(it->detail, sizeof it->detail, "%.60s wins", side_name(s, !c));
    }
    ViewItem *on = session_list_entry(s, v, ENTRY_PLAY_ON, "");
    if (on)
        snprintf(on->title, sizeof on->title, "Play on");
    m->selected = m->nitems - 1; /* Return alone resigns nothing */
    s->mode = SESSION_CONFIRM;
    session_refresh(s, v);
    return 1;
}

int session_offer_draw(Session *s, View *v)
{
    if (!goes_on(s, v, "draw"))
        return 1;
    Match *m = s->match;
    int shown = match_ply(m);
    match_goto(m, match_plies(m));
    int offers = match_to_move(m);
    match_goto(m, shown);
    if (session_is_computer(s, offers))
        offers = !offers;
    if (session_is_computer(s, !offers)) {
        session_set_status(v, "The computer declines the draw: it plays on.");
        return 1;
    }
    ViewModal *l = session_open_list(s, v, "A draw?");
    snprintf(l->subtitle, sizeof l->subtitle, "%.60s offers a draw. %.60s, do you accept?",
             side_name(s, offers), side_name(s, !offers));
    ViewItem *yes = session_list_entry(s, v, ENTRY_DRAW, "");
    if (yes)
        snprintf(yes->title, sizeof yes->title, "%.60s accepts: the game is drawn",
                 side_name(s, !offers));
    ViewItem *no = session_list_entry(s, v, ENTRY_PLAY_ON, "");
    if (no)
        snprintf(no->title, sizeof no->title, "%.60s declines: play on", side_name(s, !offers));
    l->selected = l->nitems - 1;
    s->mode = SESSION_CONFIRM;
    session_refresh(s, v);
    return 1;
}

int session_confirm_pick(Session *s, View *v, const SessionEntry *e)
{
    session_close_modal(s, v);
    if (e->kind == ENTRY_RECORD_GAME) {
        session_open_record_game(s, v, atoi(e->path));
        return 1;
    }
    if (e->kind == ENTRY_PLAY_ON || !s->match)
        return 1;
    Match *m = s->match;
    match_goto(m, match_plies(m)); /* the game ends at its last move, which the board shows */
    int loser = e->path[0] == '1' ? BLACK : WHITE;
    GameStatus why = e->kind == ENTRY_DRAW ? STATUS_AGREEMENT : STATUS_RESIGNATION;
    GameResult r = e->kind == ENTRY_DRAW ? RESULT_DRAW
                   : loser == WHITE      ? RESULT_BLACK
                                         : RESULT_WHITE;
    Error err;
    error_clear(&err);
    if (match_end(m, why, r, &err) != 0) {
        session_set_status(v, "%.200s", err.what);
        return 1;
    }
    session_position_changed(s, v, true);
    s->played++; /* the end is heard */
    s->played_sound = SOUND_GAME_OVER;
    if (why == STATUS_AGREEMENT)
        session_set_status(v, "Drawn by agreement. M: a rematch.");
    else
        session_set_status(v, "%.60s resigned. M: a rematch.", side_name(s, loser));
    return 1;
}

int session_rematch(Session *s, View *v)
{
    if (!s->match || s->tutorial)
        return 0;
    if (match_main_status(s->match, NULL) == STATUS_ONGOING) {
        session_set_status(v, "A rematch once the game is over (Ctrl+R resigns, O offers a draw).");
        return 1;
    }
    Error err;
    error_clear(&err);
    Variant *var = session_copy_variant(s, &err);
    Match *m = var ? match_new(var, match_start_fen(s->match), &err) : NULL;
    if (!m) {
        variant_free(var);
        session_set_status(v, "No rematch: %.200s", err.what);
        return 1;
    }
    GameInfo *g = malloc(sizeof *g);
    if (!g) {
        match_free(m);
        variant_free(var);
        return 1;
    }
    session_game_defaults(s, g); /* now, and the settings' site */
    g->player[WHITE] = s->info.player[BLACK];
    g->player[BLACK] = s->info.player[WHITE];
    g->clock = s->info.clock;
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, g);
    free(g);
    session_set_status(v, "A rematch, colours swapped.");
    return 1;
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
    int side = session_clock_due_side(s);
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
