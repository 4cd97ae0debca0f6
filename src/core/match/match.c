/* match.c - the one interface over the rule families: picks the family's
 * operations (match_plain.c, match_potential.c, match_portal.c) and keeps
 * what they share: the notation and events of every recorded action, goto.
 * Reading moves and records is match_record.c's; the tree of variations
 * match_tree.c's. */
#include "morphchess/match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"

/* Keeps the notation and events of the action played at ply. */
static int record(Match *m, int ply, const char *text, const MatchEvents *ev, int turn)
{
    if (ply >= m->capline) {
        int cap = m->capline ? m->capline * 2 : 64;
        while (cap <= ply)
            cap *= 2;
        int *l = realloc(m->line, sizeof *l * (size_t)cap);
        if (!l)
            return -1;
        m->line = l;
        m->capline = cap;
    }
    PackedEvents packed;
    if (match_events_pack(m, ev, &packed) != 0 || match_tree_record(m, ply, text, ev, turn) != 0)
        return -1;
    MatchNode *n = match_line_at(m, ply);
    n->events = packed;
    n->status = (uint8_t)ev->status; /* (a node played again: as it stands now) */
    n->result = (uint8_t)ev->result;
    m->ntexts = ply + 1;
    return 0;
}

/* The letters that joined each colour's captured list between two readings. */
static void new_captures(const char before[2][40], const char after[2][40], MatchEvents *ev)
{
    for (int c = 0; c < 2; c++)
        for (size_t k = strlen(before[c]); after[c][k] && ev->ncaptures < MATCH_MAX_CAPTURES; k++)
            ev->captures[ev->ncaptures++] = (MatchCapture){after[c][k], c};
}

static bool same_piece(const MatchPiece *a, const MatchPiece *b)
{
    return a->letter == b->letter && a->colour == b->colour && strcmp(a->power, b->power) == 0 &&
           strcmp(a->potential, b->potential) == 0;
}

static const FamilyOps *family(const Variant *v)
{
    if (v->def.portal.layout != PORTAL_NONE)
        return &family_ops_portal;
    if (v->def.mutation.kind == MUT_POTENTIAL)
        return &family_ops_potential;
    return &family_ops_plain;
}

static const void *search_state(const Match *m)
{
    return m->family->state(&m->f);
}

static int search_keys(const Match *m, uint64_t *out, int max)
{
    return m->family->keys(&m->f, out, max);
}

static const MatchOps search_ops = {.state = search_state, .keys = search_keys};

Match *match_new(const Variant *v, const char *fen, Error *err)
{
    Match *m = calloc(1, sizeof *m);
    if (!m) {
        error_set(err, "", "out of memory");
        return NULL;
    }
    m->f.v = v;
    m->family = family(v);
    m->ops = &search_ops;
    if (m->family->init(&m->f, fen, err) != 0) {
        free(m);
        return NULL;
    }
    m->start_turn = m->family->turn(&m->f);
    m->start_colour = m->family->to_move(&m->f);
    return m;
}

void match_free(Match *m)
{
    if (!m)
        return;
    m->family->destroy(&m->f);
    free(m->line);
    match_texts_free(&m->piece_texts);
    match_tree_reset(m);
    free(m);
}

const Variant *match_variant(const Match *m)
{
    return m->f.v;
}

int match_actions(const Match *m, MatchAction *out, int max)
{
    if (match_status(m, NULL) != STATUS_ONGOING)
        return 0;
    return m->family->actions(&m->f, out, max);
}

int match_play_new(Match *m, const MatchAction *a, Error *err)
{
    if (match_status(m, NULL) != STATUS_ONGOING)
        return error_set(err, "", "the game is over");
    char text[MATCH_TEXT_MAX];
    int ply = m->ply, turn = m->family->turn(&m->f);
    MatchEvents ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = a->kind;
    ev.colour = m->family->to_move(&m->f);
    ev.board = a->board;
    ev.from_board = a->from_board;
    ev.from = a->from;
    ev.to = a->to;
    if (a->from >= 0)
        match_piece_at(m, a->from_board, a->from, &ev.before);
    /* the pieces captured from this ply on (or all of them): the walk does not grow with the
     * game */
    char lost_before[2][40] = {"", ""}, lost_after[2][40] = {"", ""};
    m->family->captured(&m->f, ply, lost_before);
    if (m->family->play(&m->f, a, text, err) != 0)
        return -1;
    m->ply = ply + 1; /* past the line's texts until recorded (match_tree_ended) */
    m->family->captured(&m->f, ply, lost_after);
    new_captures((const char(*)[40])lost_before, (const char(*)[40])lost_after, &ev);
    if (a->to >= 0)
        match_piece_at(m, a->board, a->to, &ev.after);
    ev.changed = ev.before.letter && ev.after.letter && !same_piece(&ev.before, &ev.after);
    for (int b = 0; b < m->family->boards(&m->f); b++)
        if (m->family->check_square(&m->f, b) >= 0)
            ev.check = true;
    ev.status = match_status(m, &ev.result);
    if (record(m, ply, text, &ev, turn) != 0) {
        m->family->take_back(&m->f);
        m->ply = ply;
        return error_set(err, "", "out of memory");
    }
    memcpy(match_line_at(m, ply)->action, a->payload, sizeof match_line_at(m, ply)->action);
    return 0;
}

/* The history's cursor is the match's: a family plays and takes back one action. */
bool match_undo(Match *m)
{
    if (m->ply == 0 || !m->family->take_back(&m->f))
        return false;
    m->ply--;
    return true;
}

bool match_redo(Match *m)
{
    if (m->ply >= m->ntexts)
        return false;
    MatchAction a;
    memset(&a, 0, sizeof a);
    memcpy(a.payload, match_line_at(m, m->ply)->action, sizeof match_line_at(m, m->ply)->action);
    Error e;
    if (m->family->play(&m->f, &a, NULL, &e) != 0)
        return false;
    m->ply++;
    return true;
}

int match_ply(const Match *m)
{
    return m->ply;
}

int match_plies(const Match *m)
{
    return m->ntexts;
}

void match_goto(Match *m, int ply)
{
    while (m->ply > ply && match_undo(m))
        ;
    while (m->ply < ply && match_redo(m))
        ;
}

bool match_action_events(const Match *m, int i, MatchEvents *out)
{
    if (i < 0 || i >= m->ntexts)
        return false;
    match_events_unpack(m, match_line_at(m, i), out);
    return true;
}

void match_side(const Match *m, int colour, MatchSide *out)
{
    out->board = m->family->acting_board(&m->f, colour);
    out->in_check = m->family->in_check(&m->f, colour);
    out->must_teleport = m->family->must_teleport && m->family->must_teleport(&m->f, colour);
}

const char *match_power(const Match *m, int colour, int type)
{
    if (colour < 0 || colour > 1 || type < 0 || type >= m->f.v->def.ntypes)
        return "";
    int phase[2][VAR_MAX_TYPES];
    match_phases(m, phase);
    const char *text = m->f.v->text[type][colour][phase[colour][type]];
    return text ? text : "";
}

int match_turn(const Match *m)
{
    return m->family->turn(&m->f);
}

uint64_t match_perft(const Match *m, int depth)
{
    return depth <= 0 ? 1 : m->family->perft(&m->f, depth);
}

const char *match_action_text(const Match *m, int i)
{
    return i >= 0 && i < m->ntexts ? match_line_at(m, i)->text : "";
}

bool match_action_hidden(const Match *m, int i)
{
    return m->family->hidden && m->family->hidden(&m->f, i);
}

int match_to_move(const Match *m)
{
    return m->family->to_move(&m->f);
}

int match_acting_board(const Match *m, int colour)
{
    return m->family->acting_board(&m->f, colour);
}

GameStatus match_status(const Match *m, GameResult *result)
{
    GameResult r = RESULT_NONE;
    GameStatus st = match_tree_ended(m, &r);
    if (st == STATUS_ONGOING)
        st = m->family->status(&m->f, &r);
    if (m->no_draw_end &&
        (st == STATUS_REPETITION || st == STATUS_FIFTY_MOVE || st == STATUS_INSUFFICIENT)) {
        st = STATUS_ONGOING;
        r = RESULT_NONE;
    }
    if (result)
        *result = r;
    return st;
}

int match_fen(const Match *m, char *buf, size_t size)
{
    return m->family->fen(&m->f, buf, size);
}

const char *match_start_fen(const Match *m)
{
    return m->f.start_fen;
}

int match_boards(const Match *m)
{
    return m->family->boards(&m->f);
}

bool match_piece_at(const Match *m, int board, int sq, MatchPiece *out)
{
    if (board < 0 || board >= m->family->boards(&m->f) || sq < 0 || sq >= 64)
        return false;
    return m->family->piece_at(&m->f, board, sq, out);
}

int match_check_square(const Match *m, int board)
{
    return m->family->check_square(&m->f, board);
}

bool match_last_action(const Match *m, MatchAction *out)
{
    return m->family->last_action(&m->f, out);
}

bool match_preview(const Match *m, const MatchAction *a, MatchPiece *out)
{
    return m->family->preview(&m->f, a, out);
}

void match_phases(const Match *m, int phase[2][VAR_MAX_TYPES])
{
    int all[2][MATCH_PHASES] = {{0}};
    m->family->phases(&m->f, all);
    for (int c = 0; c < 2; c++)
        memcpy(phase[c], all[c], sizeof phase[c]);
}

void match_atom_phases(const Match *m, int phase[2][VAR_MAX_ATOMS])
{
    int all[2][MATCH_PHASES] = {{0}};
    m->family->phases(&m->f, all);
    for (int c = 0; c < 2; c++)
        memcpy(phase[c], all[c] + VAR_MAX_TYPES, sizeof phase[c]);
}

void match_captured(const Match *m, char out[2][40])
{
    out[0][0] = out[1][0] = '\0';
    m->family->captured(&m->f, 0, out);
}

int match_actualize(const Match *m, const Variant *ortho, char *fen, size_t fen_size, char *text,
                    size_t text_size, Error *err)
{
    if (!m->family->actualize)
        return error_set(err, "", "only a Potential Chess game has an actualization");
    return m->family->actualize(&m->f, ortho, fen, fen_size, text, text_size, err);
}

uint64_t match_portal_squares(const Match *m, int board)
{
    return m->family->portal_squares ? m->family->portal_squares(&m->f, board) : 0;
}

void match_set_draw_end(Match *m, bool on)
{
    m->no_draw_end = !on;
}
