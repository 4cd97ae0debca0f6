/* match_nodes.c - the tree's nodes (match.h "Variations"): kept as actions are recorded,
 * their texts, notes and ends, and the questions about them. Below the match's play
 * (match.c), which records into it; moving about the tree is match_tree.c's. */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"

static bool valid(const Match *m, int node)
{
    return node == MATCH_ROOT || (node > 0 && node < m->nnodes);
}

/* Whether node (not the root) is on the current line. The line is a path from the root
 * and holds no cut move (match_cut takes it off), so such a node's ancestors are on it
 * and live too. */
bool match_tree_on_line(const Match *m, int node)
{
    int p = m->nodes[node].ply;
    return p <= m->ntexts && m->line[p - 1] == node;
}

/* Whether node and all its ancestors are in the tree (none of them cut): the walk up
 * stops at the current line, so its work is the moves off the line, not the game's
 * length (a record read back with 40,000 variations asks it 40,000 times). */
bool match_tree_live(const Match *m, int node)
{
    if (!valid(m, node))
        return false;
    for (int n = node; n > 0 && !match_tree_on_line(m, n); n = m->nodes[n].parent)
        if (m->nodes[n].flags & NODE_CUT)
            return false;
    return true;
}

int match_tree_root(Match *m)
{
    if (m->nnodes > 0)
        return 0;
    m->nodes = malloc(64 * sizeof *m->nodes);
    if (!m->nodes)
        return -1;
    m->capnodes = 64;
    m->nodes[0] = (MatchNode){.parent = -1, .child = -1, .next = -1, .clock = -1, .text = ""};
    m->nnodes = 1;
    return 0;
}

void match_tree_reset(Match *m)
{
    for (int i = 0; i < m->nnodes; i++) {
        free(m->nodes[i].note);
        free(m->nodes[i].commands);
    }
    free(m->nodes);
    match_store_free(&m->store);
    m->nodes = NULL;
    m->nnodes = m->capnodes = 0;
}

int match_tree_record(Match *m, int ply, const char *text, const MatchEvents *ev, int turn)
{
    if (match_tree_root(m) != 0)
        return -1;
    int parent = ply > 0 ? m->line[ply - 1] : MATCH_ROOT;
    int last = -1;
    for (int c = m->nodes[parent].child; c >= 0; c = m->nodes[c].next) {
        if (strcmp(m->nodes[c].text, text) == 0) {
            m->line[ply] = c;
            return 0;
        }
        last = c;
    }
    if (m->nnodes == m->capnodes) {
        MatchNode *grown = realloc(m->nodes, 2 * (size_t)m->capnodes * sizeof *grown);
        if (!grown)
            return -1;
        m->nodes = grown;
        m->capnodes *= 2;
    }
    const char *copy = match_store_text(&m->store, text, NULL);
    if (!copy)
        return -1;
    int n = m->nnodes++;
    MatchNode *node = &m->nodes[n];
    *node = (MatchNode){.parent = parent, .child = -1, .next = -1, .clock = -1, .text = copy};
    node->ply = m->nodes[parent].ply + 1;
    node->status = (uint8_t)ev->status;
    node->result = (uint8_t)ev->result;
    node->colour = (int8_t)ev->colour;
    node->turn = turn;
    if (last < 0)
        m->nodes[parent].child = n;
    else
        m->nodes[last].next = n;
    m->line[ply] = n;
    return 0;
}

GameStatus match_tree_main_status(const Match *m, GameResult *result)
{
    int n = MATCH_ROOT;
    while (m->nnodes > 0 && m->nodes[n].child >= 0)
        n = m->nodes[n].child;
    *result = RESULT_NONE;
    if (m->nnodes > 0 && m->nodes[n].ended != STATUS_ONGOING) {
        *result = (GameResult)m->nodes[n].ended_result;
        return (GameStatus)m->nodes[n].ended;
    }
    if (n == MATCH_ROOT)
        return STATUS_ONGOING;
    *result = (GameResult)m->nodes[n].result;
    return (GameStatus)m->nodes[n].status;
}

GameStatus match_tree_ended(const Match *m, GameResult *result)
{
    if (m->nnodes == 0 || m->ply > m->ntexts) /* (an action being recorded) */
        return STATUS_ONGOING;
    const MatchNode *n = &m->nodes[match_node(m)];
    if (n->ended != STATUS_ONGOING)
        *result = (GameResult)n->ended_result;
    return (GameStatus)n->ended;
}

int match_node(const Match *m)
{
    int ply = m->ply;
    return ply > 0 ? m->line[ply - 1] : MATCH_ROOT;
}

int match_line_node(const Match *m, int i)
{
    return i >= 0 && i < m->ntexts ? m->line[i] : -1;
}

int match_node_parent(const Match *m, int node)
{
    return node > 0 && node < m->nnodes ? m->nodes[node].parent : -1;
}

int match_node_ply(const Match *m, int node)
{
    return node > 0 && node < m->nnodes ? m->nodes[node].ply : 0;
}

const char *match_node_text(const Match *m, int node)
{
    return node > 0 && node < m->nnodes ? m->nodes[node].text : "";
}

const char *match_node_written(const Match *m, int node)
{
    if (node <= 0 || node >= m->nnodes)
        return "";
    const MatchNode *n = &m->nodes[node];
    return n->flags & NODE_WRITTEN ? n->text + strlen(n->text) + 1 : n->text;
}

int match_node_colour(const Match *m, int node)
{
    return node > 0 && node < m->nnodes ? m->nodes[node].colour : -1;
}

int match_node_turn(const Match *m, int node)
{
    return node > 0 && node < m->nnodes ? m->nodes[node].turn : 0;
}

bool match_node_cut(const Match *m, int node)
{
    return node > 0 && node < m->nnodes && !match_tree_live(m, node);
}

int match_node_children(const Match *m, int node, int *out, int max)
{
    if (!valid(m, node) || m->nnodes == 0)
        return 0;
    int n = 0;
    for (int c = m->nodes[node].child; c >= 0; c = m->nodes[c].next) {
        if (out && n < max)
            out[n] = c;
        n++;
    }
    return n;
}

const char *match_node_note(const Match *m, int node)
{
    return valid(m, node) && m->nnodes > 0 && m->nodes[node].note ? m->nodes[node].note : "";
}

/* True when note is annotations as PGN writes them: NAGs ($ and digits) and {comments}
 * (no '}' inside), separated by spaces. */
static bool note_well_formed(const char *note)
{
    const char *p = note;
    while (*p) {
        if (*p == ' ') {
            p++;
        } else if (*p == '$' && isdigit((unsigned char)p[1])) {
            for (p++; isdigit((unsigned char)*p); p++)
                ;
        } else if (*p == '{' && strchr(p, '}')) {
            p = strchr(p, '}') + 1;
        } else {
            return false;
        }
    }
    return true;
}

int match_set_note(Match *m, int node, const char *note, Error *err)
{
    if (match_tree_root(m) != 0)
        return error_set(err, "", "out of memory");
    if (!valid(m, node))
        return error_set(err, "", "no node %d", node);
    if (!note_well_formed(note))
        return error_set(err, "", "not annotations: expected $N and {comments}: \"%.60s\"", note);
    char *copy = note[0] ? malloc(strlen(note) + 1) : NULL;
    if (note[0] && !copy)
        return error_set(err, "", "out of memory");
    if (copy)
        strcpy(copy, note);
    free(m->nodes[node].note);
    m->nodes[node].note = copy;
    return 0;
}

bool match_has_notes(const Match *m)
{
    for (int i = 0; i < m->nnodes; i++)
        if (m->nodes[i].note && !(m->nodes[i].flags & NODE_CUT))
            return true;
    return false;
}

bool match_has_variations(const Match *m)
{
    int plies = m->ntexts;
    for (int i = 0; i <= plies && m->nnodes > 0; i++) {
        int n = i > 0 ? m->line[i - 1] : MATCH_ROOT;
        int off = match_node_children(m, n, NULL, 0) - (i < plies);
        if (off > 0)
            return true;
    }
    return false;
}

int match_promote(Match *m, int node)
{
    if (!match_tree_live(m, node))
        return 0;
    int n = node;
    while (n > 0 && m->nodes[m->nodes[n].parent].child == n)
        n = m->nodes[n].parent;
    if (n <= 0)
        return 0;
    MatchNode *p = &m->nodes[m->nodes[n].parent];
    int prev = p->child;
    while (m->nodes[prev].next != n)
        prev = m->nodes[prev].next;
    m->nodes[prev].next = m->nodes[n].next;
    m->nodes[n].next = p->child;
    p->child = n;
    return 1;
}

void match_note_add(MatchNotes *notes, bool warning, int ply, const char *where, const char *what)
{
    if (!notes)
        return;
    if (notes->count == MATCH_NOTES_MAX) {
        notes->dropped++;
        return;
    }
    MatchNote *n = &notes->note[notes->count++];
    n->warning = warning;
    n->ply = ply;
    snprintf(n->where, sizeof n->where, "%.63s", where);
    snprintf(n->what, sizeof n->what, "%.191s", what);
}
