/* session_marks.c - the player's arrows and circles on the position shown (a right-drag, a
 * right click: INTENT_MARK), kept in the record as lichess keeps them: the commands
 * [%cal Ge2e4,Rd1d8] and [%csl Gd4] of the move that led to the position (docs/pgn.md). */
#include <stdio.h>
#include <string.h>

#include "session_parts.h"

static const char COLOURS[] = "GRBY"; /* by CONTROLLER_MARK_*: green, red, blue, yellow */

/* The square named at p ("e4"; a board of up to 8x8), -1 when it names none. */
static int square_at(const char *p)
{
    if (p[0] < 'a' || p[0] > 'h' || p[1] < '1' || p[1] > '8')
        return -1;
    return (p[1] - '1') * 8 + (p[0] - 'a');
}

/* One mark of a %cal or %csl list: "Ge2e4" or "Gd4"; false when it is not one. */
static bool read_mark(const char *p, size_t n, char *colour, int *from, int *to)
{
    if ((n != 3 && n != 5) || !p[0] || !strchr(COLOURS, p[0]))
        return false;
    *colour = p[0];
    *from = square_at(p + 1);
    *to = n == 5 ? square_at(p + 3) : *from;
    return *from >= 0 && *to >= 0;
}

/* Toggles mark (colour and squares) in the comma-separated list: the same squares in the same
 * colour come off, in another colour take this one, else it is added (as lichess does). */
static void toggle(char *list, size_t size, const char *mark)
{
    char out[512] = "";
    size_t used = 0;
    bool found = false;
    for (const char *p = list; *p;) {
        size_t n = strcspn(p, ",");
        bool same = n == strlen(mark) && strncmp(p + 1, mark + 1, n - 1) == 0;
        const char *keep = p;
        size_t keep_n = n;
        if (same) {
            found = true;
            keep = p[0] == mark[0] ? NULL : mark; /* the same: off; another colour: this one */
            keep_n = strlen(mark);
        }
        if (keep && used + keep_n + 2 < sizeof out) {
            used += (size_t)snprintf(out + used, sizeof out - used, "%s%.*s", used ? "," : "",
                                     (int)keep_n, keep);
        }
        p += n + (p[n] == ',');
    }
    if (!found && used + strlen(mark) + 2 < sizeof out)
        snprintf(out + used, sizeof out - used, "%s%s", used ? "," : "", mark);
    snprintf(list, size, "%s", out);
}

int session_mark(Session *s, View *v, const Intent *it)
{
    if (!s->match || s->tutorial || s->mode != SESSION_PLAY)
        return 0;
    if (session_premove_cancel(s)) /* a right click takes a premove back, as on lichess */
        return SESSION_MARK_PREMOVE;
    if (v->nboards != 1 || it->board != 0 || it->sq < 0 || it->sq >= 64 || it->to < 0 ||
        it->to >= 64 || it->on < 0 || it->on > 3) {
        session_set_status(v, "Arrows and circles are drawn on a game of one board.");
        return 1;
    }
    char mark[8], a[4], b[4], list[512] = "";
    view_square_name(it->sq, a, (int)sizeof a);
    view_square_name(it->to, b, (int)sizeof b);
    snprintf(mark, sizeof mark, "%c%s%s", COLOURS[it->on], a, it->sq == it->to ? "" : b);
    const char *name = it->sq == it->to ? "csl" : "cal";
    int node = match_node(s->match);
    match_node_command(s->match, node, name, list, sizeof list);
    toggle(list, sizeof list, mark);
    Error err;
    error_clear(&err);
    if (match_set_node_command(s->match, node, name, list[0] ? list : NULL, &err) != 0) {
        session_set_status(v, "The mark was not kept: %.150s", err.what);
        return 1;
    }
    return SESSION_MARK_KEPT;
}

void session_fill_marks(const Session *s, View *v)
{
    for (int b = 0; b < v->nboards; b++)
        v->board[b].nshapes = 0;
    if (!s->match || s->tutorial || v->nboards != 1)
        return;
    ViewBoard *bd = &v->board[0];
    int pre_from, pre_to;
    if (session_premove_pending(s, &pre_from, &pre_to)) /* its squares, as lichess marks them */
        bd->marks |= (1ull << pre_from) | (1ull << pre_to);
    int node = match_node(s->match);
    static const char *const names[2] = {"csl", "cal"};
    for (int k = 0; k < 2; k++) {
        char list[512];
        if (!match_node_command(s->match, node, names[k], list, sizeof list))
            continue;
        for (const char *p = list; *p && bd->nshapes < VIEW_MAX_SHAPES;) {
            size_t n = strcspn(p, ",");
            char colour;
            int from, to;
            if (read_mark(p, n, &colour, &from, &to)) {
                bd->shape[bd->nshapes].from = from;
                bd->shape[bd->nshapes].to = to;
                bd->shape[bd->nshapes++].colour = colour;
            }
            p += n + (p[n] == ',');
        }
    }
}
