/* session_tree.c - the game's variations on the board (match.h "Variations"): a click in the
 * move list goes to any move of any line, Ctrl+Up promotes a variation, Delete takes a move
 * and what follows it out of the game, and Ctrl+Z puts it back. Every change is written to
 * the game's file at once. */
#include <stdio.h>

#include "badge.h"
#include "session_parts.h"

/* Node's move as the screen says it (the move list's form, badge_move). */
static void said(const Match *m, int node, char *out, size_t n)
{
    badge_move(m, match_node_text(m, node), match_node_colour(m, node), out, n);
}

/* Shows node: its line becomes the current one, and the game's file says so. */
static int show_node(Session *s, View *v, int node)
{
    if (node == match_node(s->match))
        return 0;
    Error err;
    error_clear(&err);
    if (match_goto_node(s->match, node, &err) != 0) {
        session_set_status(v, "Cannot go there: %s", err.what);
        return 1;
    }
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    session_position_changed(s, v, true);
    return 1;
}

int session_goto_item(Session *s, View *v, int i)
{
    if (!s->match || i < 0 || i >= v->panel.nitems)
        return 0;
    return show_node(s, v, v->panel.items[i].node);
}

int session_promote(Session *s, View *v)
{
    if (!s->match)
        return 0;
    int node = match_node(s->match);
    if (node != MATCH_ROOT && !session_main_node(s->match, node) && session_decided(s)) {
        session_set_status(v, "The game was decided: its main line stays, variations are "
                              "analysis.");
        return 1;
    }
    if (node == MATCH_ROOT || !match_promote(s->match, node)) {
        session_set_status(v, node == MATCH_ROOT ? "Go to a move of a variation to promote it."
                                                 : "This move is on the main line.");
        return 1;
    }
    session_position_changed(s, v, true);
    char text[VIEW_MOVE_MAX];
    said(s->match, node, text, sizeof text);
    session_set_status(v, "%s is on the main line now.", text);
    return 1;
}

/* Moves in the subtree below node (node itself left out). */
static int moves_after(const Match *m, int node)
{
    int kids[64], n = match_node_children(m, node, kids, 64), count = 0;
    for (int i = 0; i < n && i < 64; i++)
        count += 1 + moves_after(m, kids[i]);
    return count;
}

int session_cut(Session *s, View *v)
{
    if (!s->match || s->tutorial)
        return 0;
    int node = match_node(s->match);
    if (node == MATCH_ROOT) {
        session_set_status(v, "Go to a move (click it in the list) to delete it.");
        return 1;
    }
    if (session_main_node(s->match, node) && session_decided(s)) {
        session_set_status(v, "The game was decided: its moves stay (Delete takes out a "
                              "variation's).");
        return 1;
    }
    int after = moves_after(s->match, node);
    char text[VIEW_MOVE_MAX];
    said(s->match, node, text, sizeof text);
    Error err;
    error_clear(&err);
    if (match_cut(s->match, node, &err) != 0) {
        session_set_status(v, "Not deleted: %s", err.what);
        return 1;
    }
    s->cut_node = node;
    v->nmorphs = 0;
    v->morph_t = 1.0f;
    session_position_changed(s, v, true);
    if (after)
        session_set_status(v, "Deleted %s and the %d move%s after it (Ctrl+Z puts them back).",
                           text, after, after == 1 ? "" : "s");
    else
        session_set_status(v, "Deleted %s (Ctrl+Z puts it back).", text);
    return 1;
}

int session_uncut(Session *s, View *v)
{
    int node = s->cut_node;
    s->cut_node = -1;
    Error err;
    error_clear(&err);
    if (match_uncut(s->match, node, &err) != 0) {
        session_set_status(v, "Not put back: %s", err.what);
        return 1;
    }
    if (show_node(s, v, node) == 0)
        session_position_changed(s, v, true);
    char text[VIEW_MOVE_MAX];
    said(s->match, node, text, sizeof text);
    session_set_status(v, "%s is back.", text);
    return 1;
}
