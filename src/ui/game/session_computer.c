/* session_computer.c - the computer player's side of the session: who plays, when the
 * computer acts, its moves and hints played into the game, and undo that takes back its
 * reply too. The search itself runs in the app's background thread (src/ui/workers/computer.c). */
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

int session_computer_thinking(Session *s, View *v, const SearchInfo *info)
{
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

/* The legal action of the shown position written text, or -1. */
static int action_of(const Session *s, const char *text)
{
    for (int i = 0; i < s->nactions; i++)
        if (strcmp(s->actions[i].text, text) == 0)
            return i;
    return -1;
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

int session_premove(Session *s, View *v, const Intent *it)
{
    session_drop_selection(s);
    if (match_boards(s->match) != 1 || it->board != 0 || it->to_board != 0 || it->sq == it->to) {
        session_refresh(s, v);
        return 1;
    }
    s->premove_serial = s->game_serial;
    s->premove_plies = match_plies(s->match);
    s->premove_from = it->sq;
    s->premove_to = it->to;
    session_refresh(s, v);
    session_set_status(v, "Premove: played at once after the computer's move when it is legal "
                          "then (a right click cancels it).");
    return 1;
}

/* The premove, after the computer's move: played when it is one legal move then (a
 * promotion to a queen, as lichess's premoves promote), else forgotten. */
static int play_premove(Session *s, View *v)
{
    int from, to;
    if (!session_premove_pending(s, &from, &to) || session_computer_turn(s))
        return 0;
    s->premove_serial = 0;
    const MatchAction *found = NULL;
    int n = 0;
    for (int i = 0; i < s->nactions; i++)
        if (session_action_matches(&s->actions[i], 0, from, 0, to)) {
            n++;
            if (!found || strstr(s->actions[i].text, "=Q"))
                found = &s->actions[i];
        }
    if (!found || (n > 1 && !strstr(found->text, "=Q"))) {
        session_set_status(v, "The premove was not legal after the computer's move.");
        return 1;
    }
    MatchAction a = *found;
    return session_play_action(s, v, &a);
}

int session_play_computer(Session *s, View *v, const char *text)
{
    int i = s->match ? action_of(s, text) : -1;
    if (i < 0)
        return 0;
    MatchAction a = s->actions[i];
    if (!session_is_computer(s, !match_to_move(s->match)) && family_owner_asked(s, &a) > 1) {
        session_ask_choice(s, v); /* a person's piece taken: its owner says what it was */
        return 1;
    }
    int from, to;
    bool waiting = session_premove_pending(s, &from, &to);
    int rc = session_play_action(s, v, &a);
    if (rc && waiting) { /* the computer's move was the one it waited for */
        s->premove_plies = match_plies(s->match);
        play_premove(s, v);
    }
    return rc;
}

int session_show_hint(Session *s, View *v, const char *text)
{
    int i = s->match ? action_of(s, text) : -1;
    if (i < 0)
        return 0;
    const MatchAction *a = &s->actions[i];
    s->hint_ply = match_ply(s->match);
    s->hint_board = a->board;
    s->hint_from = a->from_board == a->board ? a->from : -1;
    s->hint_to = a->to;
    snprintf(s->hint_text, sizeof s->hint_text, "%s", a->text);
    session_refresh(s, v);
    session_set_status(v, "Hint: %s", a->text);
    return 1;
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
