/* match_tree.c - the game as a tree (match.h "Variations"): every action
 * played is a node; the recorded history of match.c is one line of it, kept
 * in m->line. Going to another line plays its actions again from where the
 * two lines part; nothing is ever discarded but by match_cut, which
 * match_uncut undoes. Records with variations are played into the tree
 * (match_tree_play) and written from it (match_tree_write). */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "marks.h"
#include "match_impl.h"
#include "movetext.h"
#include "textbuf.h"

/* Keeps the record's spelling of node's action (its `!` and `?` left out) when it differs
 * from the notation and none is kept yet: 0, or -1 when memory runs out. */
static int keep_written(Match *m, int node, const char *token)
{
    char spelling[NOTATION_MAX];
    MatchNode *nd = &m->nodes[node];
    size_t n = strlen(token);
    while (n > 0 && (token[n - 1] == '!' || token[n - 1] == '?'))
        n--;
    if (n == 0 || n >= sizeof spelling || (nd->flags & NODE_WRITTEN))
        return 0;
    memcpy(spelling, token, n);
    spelling[n] = '\0';
    if (strcmp(spelling, nd->text) == 0)
        return 0;
    /* the text again with the spelling after it (the first copy stays unused) */
    const char *both = match_store_text(&m->store, nd->text, spelling);
    if (!both)
        return -1;
    nd->text = both;
    nd->flags |= NODE_WRITTEN;
    return 0;
}

int match_play(Match *m, const MatchAction *a, Error *err)
{
    return match_play_action(m, a, true, err);
}

GameStatus match_main_status(const Match *m, GameResult *result)
{
    GameResult r = RESULT_NONE;
    GameStatus st = m->nnodes > 0 ? match_tree_main_status(m, &r) : match_status(m, &r);
    if (result)
        *result = r;
    return st;
}

int match_end(Match *m, GameStatus why, GameResult result, Error *err)
{
    bool reason = why == STATUS_TIME || why == STATUS_ADJUDICATION ||
                  (why == STATUS_RESIGNATION && result != RESULT_DRAW) ||
                  (why == STATUS_AGREEMENT && result == RESULT_DRAW);
    if (!reason || result == RESULT_NONE)
        return error_set(err, "", "not a reason to end the game");
    if (match_status(m, NULL) != STATUS_ONGOING)
        return error_set(err, "", "the game is over");
    if (m->ply < m->ntexts) /* a saved game could not hold the moves after it */
        return error_set(err, "", "not the end of the game's line");
    if (match_tree_root(m) != 0)
        return error_set(err, "", "out of memory");
    MatchNode *n = &m->nodes[match_node(m)];
    n->ended = (uint8_t)why;
    n->ended_result = (uint8_t)result;
    return 0;
}

/* Plays the node's action (its text read in the shown position), not
 * following its continuation. */
static int play_node(Match *m, int node, Error *err)
{
    MatchAction a;
    if (match_read_action(m, m->nodes[node].text, &a, false, err) != 0)
        return -1;
    return match_play_action(m, &a, false, err);
}

/* Extends the current line from its end along the main continuations, then
 * shows the position it showed. */
static void follow_main(Match *m)
{
    int back = m->ply;
    match_goto(m, m->ntexts);
    for (;;) {
        int c = m->nodes[match_node(m)].child;
        Error e;
        if (c < 0 || play_node(m, c, &e) != 0)
            break;
    }
    match_goto(m, back);
}

int match_play_action(Match *m, const MatchAction *a, bool follow, Error *err)
{
    int ply = m->ply;
    if (ply < m->ntexts && strcmp(a->text, match_line_at(m, ply)->text) == 0) {
        if (match_status(m, NULL) != STATUS_ONGOING)
            return error_set(err, "", "the game is over");
        match_redo(m); /* the line's own next action: the line stays */
        return 0;
    }
    if (match_play_new(m, a, err) != 0)
        return -1;
    if (follow && m->nodes[m->line[ply]].child >= 0)
        follow_main(m);
    return 0;
}

int match_goto_node(Match *m, int node, Error *err)
{
    if (!match_tree_live(m, node) || (node != MATCH_ROOT && m->nnodes == 0))
        return error_set(err, "", "no such position in the game");
    int depth = node > 0 ? m->nodes[node].ply : 0;
    /* the moves from node up to the deepest of its positions on the current line */
    int len = 0;
    for (int n = node; n > 0 && !match_tree_on_line(m, n); n = m->nodes[n].parent)
        len++;
    if (len == 0) {
        match_goto(m, depth);
        return 0;
    }
    int *path = malloc((size_t)len * sizeof *path);
    if (!path)
        return error_set(err, "", "out of memory");
    for (int n = node, i = len - 1; i >= 0; n = m->nodes[n].parent, i--)
        path[i] = n;
    match_goto(m, depth - len);
    int rc = 0;
    for (int i = 0; i < len && rc == 0; i++)
        rc = play_node(m, path[i], err);
    if (rc == 0)
        follow_main(m);
    free(path);
    return rc;
}

int match_cut(Match *m, int node, Error *err)
{
    if (node == MATCH_ROOT || !match_tree_live(m, node))
        return error_set(err, "", "no such move in the game");
    MatchNode *p = &m->nodes[m->nodes[node].parent];
    int prev = -1;
    for (int c = p->child; c != node; c = m->nodes[c].next)
        prev = c;
    if (prev < 0)
        p->child = m->nodes[node].next;
    else
        m->nodes[prev].next = m->nodes[node].next;
    m->nodes[node].next = prev; /* off the siblings: kept for match_uncut */
    m->nodes[node].flags |= NODE_CUT;
    int d = m->nodes[node].ply;
    if (d <= m->ntexts && m->line[d - 1] == node) {
        int shown = m->ply;
        match_goto(m, d - 1);
        m->ntexts = d - 1;
        follow_main(m);
        if (shown < d - 1)
            match_goto(m, shown);
    }
    return 0;
}

int match_uncut(Match *m, int node, Error *err)
{
    if (node <= 0 || node >= m->nnodes || !(m->nodes[node].flags & NODE_CUT) ||
        !match_tree_live(m, m->nodes[node].parent))
        return error_set(err, "", "nothing to put back");
    int parent = m->nodes[node].parent, last = -1, after = -1, cut_after = m->nodes[node].next;
    for (int c = m->nodes[parent].child; c >= 0; c = m->nodes[c].next) {
        if (strcmp(m->nodes[c].text, m->nodes[node].text) == 0)
            return error_set(err, "", "\"%s\" has been played there again", m->nodes[node].text);
        if (c == cut_after)
            after = c;
        last = c;
    }
    if (cut_after >= 0 && after < 0)
        after = last; /* what it followed is gone: it goes last */
    if (after < 0) {
        m->nodes[node].next = m->nodes[parent].child;
        m->nodes[parent].child = node;
    } else {
        m->nodes[node].next = m->nodes[after].next;
        m->nodes[after].next = node;
    }
    m->nodes[node].flags &= (uint8_t)~NODE_CUT;
    return 0;
}

/* Why the mark written after the action just played does not fit the
 * position, or NULL when it does (RULES.md 7: in variants whose kings are not
 * royal `+` says that a piece attacks the king). */
static const char *mark_mismatch(const Match *m, char mark)
{
    MatchEvents ev;
    if (!mark || !match_action_events(m, m->ply - 1, &ev))
        return NULL;
    bool check = ev.check;
    if (!check && m->family->king_attacked && !m->f.v->def.rules.check)
        check = m->family->king_attacked(&m->f);
    if (mark == '+')
        return check ? NULL : "the move does not give check";
    if (ev.status == STATUS_CHECKMATE || ev.status == STATUS_KING_CAPTURED)
        return NULL;
    return check ? "the move gives check, not mate" : "the move does not mate";
}

/* Shows node: by stepping back when it is on the current line before the shown position (a
 * variation opens there: no walk from the start, whose cost would grow with the depth of the
 * tree), else by match_goto_node. */
static int go_back_or_to(Match *m, int node, Error *err)
{
    int ply = node > 0 && node < m->nnodes ? m->nodes[node].ply : 0;
    if (ply <= m->ply && (ply == 0 ? node == MATCH_ROOT : m->line[ply - 1] == node)) {
        match_goto(m, ply);
        return 0;
    }
    return match_goto_node(m, node, err);
}

/* Room for n more nodes, a line n actions longer and the family's room for the main line's
 * `plies` actions, taken at once: a record's tree grown by doubling kept up to twice its
 * size (the blocks it left). Without the room, the arrays still grow as they are played. */
static void reserve(Match *m, int n, int plies)
{
    if (match_tree_root(m) != 0 || n <= 0)
        return;
    if (m->family->reserve)
        m->family->reserve(&m->f, plies);
    if (m->capnodes - m->nnodes < n) {
        MatchNode *grown = realloc(m->nodes, ((size_t)m->nnodes + (size_t)n) * sizeof *grown);
        if (grown) {
            m->nodes = grown;
            m->capnodes = m->nnodes + n;
        }
    }
    int need = match_ply(m) + n;
    if (m->capline < need) {
        int *l = realloc(m->line, (size_t)need * sizeof *l);
        if (l) {
            m->line = l;
            m->capline = need;
        }
    }
}

int match_tree_play(Match *m, const Movetext *mt, bool strict, MatchNotes *notes, Error *err)
{
    int main_line = 0;
    for (int i = 0; i < mt->nnodes; i++)
        main_line += mt->nodes[i].depth == 0;
    reserve(m, mt->nnodes, main_line);
    int base = match_node(m);
    int *node_of = malloc((size_t)(mt->nnodes ? mt->nnodes : 1) * sizeof *node_of);
    if (!node_of)
        return error_set(err, "", "out of memory");
    const char *unit = m->family->unit;
    int main_end = base, rc = 0;
    const char *first = movetext_note(mt, -1); /* before the first move */
    if (first && match_node_take_note(m, base, first, err) != 0)
        rc = -1;
    for (int i = 0; i < mt->nnodes && rc == 0; i++) {
        const MovetextMove *mv = &mt->nodes[i];
        int parent = mv->parent < 0 ? base : node_of[mv->parent];
        node_of[i] = -1;
        if (parent < 0)
            continue; /* its variation was given up */
        char where[80], what[256];
        snprintf(where, sizeof where, "%s %d (%s)%s", unit, mv->number,
                 mv->colour == WHITE ? "White" : "Black", mv->depth ? ", in a variation" : "");
        Error e;
        error_clear(&e);
        MatchAction a;
        int bad = match_node(m) != parent ? go_back_or_to(m, parent, &e) : 0;
        if (bad == 0 && match_status(m, NULL) != STATUS_ONGOING)
            bad = error_set(&e, "", "the game is over");
        if (bad == 0)
            bad = match_read_action(m, mv->text, &a, true, &e);
        if (bad == 0)
            bad = match_play_action(m, &a, false, &e);
        if (bad != 0) {
            snprintf(what, sizeof what, "\"%.40s\": %.200s", mv->text, e.what);
            if (mv->depth == 0 || strict)
                rc = error_set(err, where, "%s", what);
            else
                match_note_add(notes, true, -1, where, what);
            continue;
        }
        node_of[i] = match_node(m);
        if (mv->depth == 0)
            main_end = node_of[i];
        const char *note = movetext_note(mt, i);
        if ((note && match_node_take_note(m, node_of[i], note, &e) != 0) ||
            keep_written(m, node_of[i], mv->text) != 0)
            rc = error_set(err, where, "%s", e.what[0] ? e.what : "out of memory");
        char mark;
        marks_strip(mv->text, strlen(mv->text), &mark);
        const char *why = mark_mismatch(m, mark);
        if (why) {
            snprintf(what, sizeof what, "\"%.40s\": %.100s", mv->text, why);
            match_note_add(notes, true, m->ply - 1, where, what);
        }
    }
    free(node_of);
    Error e;
    if (match_node(m) != main_end)
        match_goto_node(m, main_end, &e);
    return rc;
}

/* Appends a movetext word of len bytes, breaking the line before it when it would pass
 * width columns (0: never); glued: no space before it. */
static void put_word(TextBuf *b, size_t *column, size_t width, const char *word, size_t len,
                     bool glued)
{
    if (!glued && width && *column > 0 && *column + 1 + len > width) {
        textbuf_puts(b, "\n");
        *column = 0;
    } else if (!glued && *column > 0) {
        textbuf_puts(b, " ");
        (*column)++;
    }
    textbuf_put(b, word, len);
    *column += len;
}

/* A node's note after its move, word by word (a comment may break across lines; a word is
 * written whole, whatever its length). */
static void put_note(TextBuf *b, size_t *column, size_t width, const char *note)
{
    while (note && *note) {
        size_t n = strcspn(note, " ");
        if (n > 0)
            put_word(b, column, width, note, n, false);
        note += n;
        while (*note == ' ')
            note++;
    }
}

/* The turn after one of colour's actions in turn (kept at the greatest number a record
 * reads, as position_make and the movetext reader keep it). */
static int next_turn(int turn, int colour)
{
    return colour == BLACK && turn < INT_MAX ? turn + 1 : turn;
}

static void put_move(TextBuf *b, size_t *column, size_t width, const char *open, int turn,
                     int colour, bool number, const char *text)
{
    char word[MATCH_TEXT_MAX + 32]; /* a number stays with its move */
    int len;
    if (number || colour == WHITE)
        len = snprintf(word, sizeof word, "%s%d%s %s", open, turn, colour == WHITE ? "." : "...",
                       text);
    else
        len = snprintf(word, sizeof word, "%s%s", open, text);
    put_word(b, column, width, word, len > 0 ? (size_t)len : 0, false);
}

/* Puts node's note as writers give it (its commands and clock first); whether it had one. */
static bool put_node_note(const Match *m, int node, TextBuf *b, size_t *column, size_t width)
{
    char *buf = NULL;
    const char *note = NULL;
    b->failed |= !match_node_written_note(m, node, &note, &buf);
    put_note(b, column, width, note);
    free(buf);
    return note != NULL;
}

/* Where the writer is on one line of the tree: node c (about to be written when v is -2, else
 * written and v its next sibling still to write as a variation, -1: none). */
typedef struct WriteAt {
    int c, v, turn, colour;
    bool number; /* c is numbered even for Black */
} WriteAt;

/* The moves after node `from` along the main continuations, each with its siblings as
 * variations; number: the first is numbered even for Black. The variations open are kept on
 * a stack of the heap, so that no nesting depth can overflow the C stack. */
static void write_after(const Match *m, int from, int turn, int colour, bool number, TextBuf *b,
                        size_t *column, size_t width)
{
    WriteAt *open = NULL;
    int depth = 0, cap = 0;
    WriteAt at = {m->nodes[from].child, -2, turn, colour, number};
    while (!b->failed) {
        if (at.c < 0) { /* the line ends: close its variation, or the whole text */
            if (depth == 0)
                break;
            put_word(b, column, width, ")", 1, true);
            at = open[--depth];
            at.number = true;
            continue;
        }
        const MatchNode *c = &m->nodes[at.c];
        int after = next_turn(at.turn, at.colour);
        if (at.v == -2) {
            put_move(b, column, width, "", at.turn, at.colour, at.number, c->text);
            /* after a comment the next move is numbered */
            at.number = put_node_note(m, at.c, b, column, width);
            at.v = c->next;
        }
        if (at.v < 0) {
            at = (WriteAt){c->child, -2, after, !at.colour, at.number};
            continue;
        }
        int vi = at.v;
        const MatchNode *v = &m->nodes[vi];
        at.v = v->next;
        if (depth == cap) {
            int grown_cap = cap ? 2 * cap : 16;
            WriteAt *grown = realloc(open, (size_t)grown_cap * sizeof *grown);
            if (!grown) {
                b->failed = true;
                break;
            }
            open = grown;
            cap = grown_cap;
        }
        open[depth++] = at;
        put_move(b, column, width, "(", at.turn, at.colour, true, v->text);
        bool noted = put_node_note(m, vi, b, column, width);
        at = (WriteAt){v->child, -2, after, !at.colour, noted};
    }
    free(open);
}

void match_tree_write(const Match *m, TextBuf *b, size_t *column, size_t width)
{
    if (m->nnodes > 0) {
        put_node_note(m, MATCH_ROOT, b, column, width);
        write_after(m, MATCH_ROOT, m->start_turn, m->start_colour, true, b, column, width);
    }
}

void match_line_write(const Match *m, int plies, TextBuf *b, size_t *column, size_t width)
{
    int turn = m->start_turn, colour = m->start_colour;
    bool after = m->nnodes > 0 && put_node_note(m, MATCH_ROOT, b, column, width);
    for (int i = 0; i < plies && i < m->ntexts; i++) {
        put_move(b, column, width, "", turn, colour, i == 0 || after, match_line_at(m, i)->text);
        after = m->nnodes > 0 && put_node_note(m, m->line[i], b, column, width);
        turn = next_turn(turn, colour);
        colour = !colour;
    }
}
