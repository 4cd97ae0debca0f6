/* session_computer.c - the computer player's side of the session: who plays, when the
 * computer acts, a premove waiting, and undo that takes back its reply too (its moves, the
 * premove and hints are played by session_play.c). The search itself runs in the app's
 * background thread (src/ui/workers/computer.c). */
#include <stdio.h>
#include <string.h>

#include "family.h"
#include "session_parts.h"
#include "tutorial.h"

bool session_is_computer(const Session *s, int colour)
{
    return (colour == WHITE || colour == BLACK) && s->info.player[colour].kind == GAME_COMPUTER;
}

int session_computer_level(const Session *s, int colour)
{
    int level = colour == WHITE || colour == BLACK ? s->info.player[colour].level : 0;
    return level >= 1 && level <= GAMEINFO_LEVEL_MAX ? level : s->settings.level;
}

bool session_computer_turn(const Session *s)
{
    if (!s->match || s->tutorial || s->mode != SESSION_PLAY || session_covered(s))
        return false;
    if (match_ply(s->match) != match_plies(s->match)) /* looking back through the moves */
        return false;
    if (match_status(s->match, NULL) != STATUS_ONGOING || s->nactions == 0 || session_decided(s))
        return false;
    return session_is_computer(s, match_to_move(s->match));
}

bool session_computer_chooses(const Session *s)
{
    return s->match && !s->tutorial && family_owner_chooses(s) &&
           session_is_computer(s, !match_to_move(s->match));
}

/* What the computer's search is for: the game, its length and its actions (FNV-1a), so that
 * a takeback followed by another move is not taken for the same position. */
static void search_key(const Session *s, SessionSearch *k)
{
    uint64_t h = 1469598103934665603u;
    const char *start = match_start_fen(s->match);
    int n = match_plies(s->match);
    for (int i = -1; i < n; i++) {
        const char *text = i < 0 ? (start ? start : "") : match_action_text(s->match, i);
        for (const char *c = text ? text : ""; *c; c++)
            h = (h ^ (unsigned char)*c) * 1099511628211u;
        h = (h ^ 0xFFu) * 1099511628211u; /* between two texts */
    }
    k->game = s->game_serial;
    k->plies = n;
    k->line = h;
}

static bool search_current(const Session *s, const SessionSearch *q)
{
    if (!session_computer_turn(s))
        return false;
    SessionSearch k;
    search_key(s, &k);
    return k.game == q->game && k.plies == q->plies && k.line == q->line;
}

bool session_search_due(const Session *s, SessionSearch *q, bool busy)
{
    if (!busy)
        q->on = false;
    if (q->on || !session_computer_turn(s))
        return false;
    search_key(s, q);
    q->on = true;
    q->started++;
    return true;
}

bool session_search_stale(const Session *s, SessionSearch *q, bool busy)
{
    if (!busy)
        q->on = false;
    if (!q->on || search_current(s, q))
        return false;
    q->on = false;
    return true;
}

int session_computer_thinking(Session *s, View *v, const SearchInfo *info)
{
    int from, to;
    if (session_premove_pending(s, &from, &to))
        return 0; /* the line says what the player's premove will do */
    char was[sizeof v->panel.status];
    snprintf(was, sizeof was, "%s", v->panel.status);
    if (session_is_computer(s, WHITE) && session_is_computer(s, BLACK)) {
        char score[32];
        if (info->mate)
            snprintf(score, sizeof score, "mate in %d", info->mate_in);
        else
            snprintf(score, sizeof score, "%+.2f", info->score_cp / 100.0);
        session_set_status(v, "Computer thinking\xe2\x80\xa6 depth %d, %s: %.60s", info->depth,
                           score, info->pv);
    } else {
        session_set_status(v, "%s", "Computer thinking\xe2\x80\xa6");
    }
    return strcmp(was, v->panel.status) != 0;
}

bool session_premove_pending(const Session *s, int *from, int *to)
{
    if (!s->match || s->premove_serial == 0 || s->premove_serial != s->game_serial ||
        s->premove_plies != match_plies(s->match))
        return false;
    *from = s->premove_from;
    *to = s->premove_to;
    return true;
}

bool session_premove_cancel(Session *s)
{
    int from, to;
    bool was = session_premove_pending(s, &from, &to);
    s->premove_serial = 0;
    return was;
}

bool session_takeback_erases(const Session *s)
{
    return s->match && !s->tutorial &&
           session_is_computer(s, WHITE) != session_is_computer(s, BLACK) && !session_decided(s);
}

int session_undo_ply(const Session *s)
{
    int ply = match_ply(s->match) - 1;
    bool one_computer = session_is_computer(s, WHITE) != session_is_computer(s, BLACK);
    if (!one_computer)
        return ply;
    /* back to a position where the person is to act: the computer's reply goes too */
    Match *m = s->match;
    int shown = match_ply(m);
    while (ply > 0) {
        match_goto(m, ply);
        bool computer = session_is_computer(s, match_to_move(m));
        if (!computer)
            break;
        ply--;
    }
    match_goto(m, shown);
    return ply < 0 ? 0 : ply;
}
