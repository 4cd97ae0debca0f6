/* family.c - the session's Portal and Potential parts (see family.h). */
#include "family.h"
#include "hash.h"
#include "hostfile.h"
#include "session_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *colour_word(int c)
{
    return c == WHITE ? "White" : "Black";
}

static bool is_potential(const Session *s)
{
    return s->variant && variant_def(s->variant)->mutation.kind == MUT_POTENTIAL;
}

bool family_potential(const Session *s)
{
    return s->match && is_potential(s);
}

static bool is_portal(const Session *s)
{
    return s->variant && variant_def(s->variant)->portal.layout != PORTAL_NONE;
}

static int count_kind(const Session *s, ActionKind kind, int *first)
{
    int n = 0;
    *first = -1;
    for (int i = 0; i < s->nactions; i++)
        if (s->actions[i].kind == kind && n++ == 0)
            *first = i;
    return n;
}

/* Index into s->actions of the one action Enter plays (a forced pass or a
 * lost turn), -1 when there is none. */
static int family_forced(const Session *s)
{
    if (s->nactions != 1)
        return -1;
    ActionKind k = s->actions[0].kind;
    return k == ACTION_PASS || k == ACTION_LOST_TURN ? 0 : -1;
}

int family_declare(const Session *s)
{
    int first;
    return count_kind(s, ACTION_DECLARE, &first) > 0 ? first : -1;
}

static void square_name(int sq, char out[3])
{
    out[0] = (char)('a' + sq % 8);
    out[1] = (char)('1' + sq / 8);
    out[2] = '\0';
}

static const char *type_name(char letter);

/* A set as written on the piece ("X", "QRP", "!K", lower case for Black) in full words:
 * "King, Queen, Rook, Bishop, Knight or Pawn". */
static void set_words(const char *set, char *out, size_t size)
{
    static const char types[] = "KQRBNP";
    bool all = set[0] == 'X' || set[0] == 'x', not = set[0] == '!';
    int n = 0, total = 0;
    for (int t = 0; types[t]; t++) {
        bool listed = false;
        for (const char *c = set; *c; c++)
            listed = listed || (*c & ~0x20) == types[t];
        total += all || listed != not ;
    }
    size_t len = 0;
    out[0] = '\0';
    for (int t = 0; types[t] && len < size; t++) {
        bool listed = false;
        for (const char *c = set; *c; c++)
            listed = listed || (*c & ~0x20) == types[t];
        if (!(all || listed != not ))
            continue;
        n++;
        const char *sep = n == 1 ? "" : n == total ? " or " : ", ";
        len += (size_t)snprintf(out + len, size - len, "%s%s", sep, type_name(types[t]));
    }
}

/* The sets of the piece on (b, sq) as two panel lines. */
static bool piece_sets(const Session *s, ViewPanel *p, int b, int sq)
{
    MatchPiece mp;
    if (sq < 0 || !match_piece_at(s->match, b, sq, &mp) || !mp.potential[0])
        return false;
    char name[3];
    square_name(sq, name);
    p->nchanges = 0;
    p->change_now = -1;
    view_copy_text(p->changes_title, sizeof p->changes_title, "THE PIECE");
    char now[64], was[64]; /* six names at most */
    set_words(mp.potential, now, sizeof now);
    set_words(mp.origin, was, sizeof was);
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "%s %s: %.8s (at the start %.8s)",
             colour_word(mp.colour), name, mp.potential, mp.origin);
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "Is a %.60s", now);
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "Was a %.60s", was);
    return true;
}

/* What the shown position's actualization depends on: the match, the node shown (nodes stay
 * theirs for the match's life) and the position (another game in the same memory). */
static unsigned long actualized_key(const Session *s)
{
    char fen[512];
    int node = match_node(s->match);
    const Match *m = s->match;
    unsigned long h = ui_hash(UI_HASH_START, &m, sizeof m);
    h = ui_hash(h, &node, sizeof node);
    if (match_fen(s->match, fen, sizeof fen) > 0)
        h = ui_hash(h, fen, strlen(fen));
    return h + (h == 0);
}

/* The finished Potential game's panel: one actualized start array, made once for the
 * position shown (the panel is refreshed at every event). */
static void actualized_lines(Session *s, ViewPanel *p)
{
    char moves[4096], why[512];
    unsigned long key = actualized_key(s);
    if (key != s->actual.panel_key) {
        s->actual.panel_key = 0;
        if (family_actualize(s, s->actual.panel_fen, sizeof s->actual.panel_fen, moves,
                             sizeof moves, why, sizeof why) != 0)
            return;
        s->actual.panel_key = key;
    }
    const char *fen = s->actual.panel_fen;
    /* the FEN's ranks 8..1, separated by '/' */
    char ranks[8][16] = {{0}};
    int r = 0, n = 0;
    for (const char *c = fen; *c && *c != ' ' && r < 8; c++) {
        if (*c == '/') {
            r++;
            n = 0;
        } else if (n < 15) {
            ranks[r][n++] = *c;
        }
    }
    p->nchanges = 0;
    p->change_now = -1;
    view_copy_text(p->changes_title, sizeof p->changes_title, "ACTUALIZED");
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "One actualized start array (V: all):");
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "Black  8 %s   7 %s", ranks[0], ranks[1]);
    snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "White  2 %s   1 %s", ranks[6], ranks[7]);
}

void family_turn(const Session *s, ViewPanel *p)
{
    if (!s->match || !is_portal(s) || match_status(s->match, NULL) != STATUS_ONGOING ||
        s->mode != SESSION_PLAY)
        return;
    int c = match_to_move(s->match), b = match_acting_board(s->match, c);
    int first, nb = match_boards(s->match);
    MatchSide side;
    match_side(s->match, c, &side);
    char on[24] = "";
    if (nb > 1)
        snprintf(on, sizeof on, " on board %c", 'A' + b);
    else /* one set: the boards are the halves of one board */
        snprintf(on, sizeof on, " on files %s", b ? "e-h" : "a-d");
    size_t n = strlen(p->turn);
    if (nb == 1 && family_forced(s) < 0 && n < sizeof p->turn)
        snprintf(p->turn + n, sizeof p->turn - n, "%s", on);
    if (count_kind(s, ACTION_TELEPORT, &first) > 0)
        snprintf(p->turn, sizeof p->turn, "%s must teleport%s", colour_word(c), on);
    else if (count_kind(s, ACTION_LOST_TURN, &first) > 0 && side.must_teleport)
        snprintf(p->turn, sizeof p->turn, "%s cannot teleport: press Enter", colour_word(c));
    else if (count_kind(s, ACTION_LOST_TURN, &first) > 0)
        snprintf(p->turn, sizeof p->turn, "%s has no legal action%s: press Enter", colour_word(c),
                 on);
}

/* The lines on portals in the panel: what the player may do, a hidden teleport. */
static void portal_lines(const Session *s, ViewPanel *p)
{
    int c = match_to_move(s->match);
    int first, nb = match_boards(s->match);
    p->nchanges = 0;
    p->change_now = -1;
    view_copy_text(p->changes_title, sizeof p->changes_title, "PORTALS");
    if (count_kind(s, ACTION_TELEPORT, &first) > 0)
        snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX,
                 "Move a piece from a portal of the other %s.", nb > 1 ? "board" : "half");
    else if (family_declare(s) >= 0)
        snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX,
                 "D: declare a teleport (made next turn).");
    int ply = match_ply(s->match);
    if (ply > 0 && match_action_hidden(s->match, ply - 1))
        snprintf(p->changes[p->nchanges++], VIEW_LINE_MAX, "%s's teleport is hidden until %s's.",
                 colour_word(!c), colour_word(c));
}

/* A declared teleport on the board: the declaring side's pieces on the portals it leaves
 * from (the board it does not act on now; in one set, the other half), and the side itself
 * for the boards' titles ("White teleports here"). */
static void declared_marks(const Session *s, View *v)
{
    for (int c = WHITE; c <= BLACK; c++) {
        MatchSide side;
        match_side(s->match, c, &side);
        v->teleport_due[c] = side.must_teleport && match_status(s->match, NULL) == STATUS_ONGOING;
    }
    for (int b = 0; b < v->nboards; b++) {
        ViewBoard *bd = &v->board[b];
        bd->teleports = 0;
        for (int sq = 0; sq < 64; sq++) {
            MatchPiece mp;
            if (!((bd->portals >> sq) & 1) || !match_piece_at(s->match, b, sq, &mp) ||
                (mp.colour != WHITE && mp.colour != BLACK) || !v->teleport_due[mp.colour])
                continue;
            int here = v->nboards > 1 ? b : sq % 8 < 4 ? 0 : 1;
            if (here != match_acting_board(s->match, mp.colour))
                bd->teleports |= 1ull << sq;
        }
    }
}

void family_refresh(Session *s, View *v)
{
    if (!s->match)
        return;
    ViewPanel *p = &v->panel;
    for (int i = 0; i < p->nmoves && i < match_plies(s->match); i++)
        if (match_action_hidden(s->match, i))
            view_copy_text(p->moves[i], sizeof p->moves[i], "(hidden)");
    for (int i = 0; i < p->nitems; i++) {
        int ply = match_node_ply(s->match, p->items[i].node) - 1;
        if (p->items[i].line && match_action_hidden(s->match, ply))
            view_copy_text(p->items[i].text, sizeof p->items[i].text, "(hidden)");
    }
    if (is_portal(s)) {
        for (int b = 0; b < v->nboards; b++)
            v->board[b].portals = match_portal_squares(s->match, b);
        declared_marks(s, v);
        if (v->nboards == 1)
            v->board[0].split_file = 4;
        if (match_status(s->match, NULL) == STATUS_ONGOING && s->mode == SESSION_PLAY)
            portal_lines(s, p);
        if (match_status(s->match, NULL) == STATUS_CHECKMATE) {
            GameResult r;
            match_status(s->match, &r);
            if (r == RESULT_DRAW)
                view_copy_text(p->result_detail, sizeof p->result_detail,
                               "both players are checkmated");
        }
        if (match_status(s->match, NULL) == STATUS_STALEMATE)
            view_copy_text(p->result_detail, sizeof p->result_detail, "both players lose the turn");
    }
    if (is_potential(s)) {
        p->nchanges = 0;
        if (match_status(s->match, NULL) != STATUS_ONGOING)
            actualized_lines(s, p);
        /* the piece under the held one, else the held (selected) piece itself: an empty
         * square under the pointer leaves the held piece's sets in view */
        if (!piece_sets(s, p, s->hover_board, s->hover_sq) &&
            !piece_sets(s, p, s->sel.board, s->sel.sq))
            piece_sets(s, p, s->point_board, s->point_sq);
    }
}

bool family_point(Session *s, View *v, int board, int sq)
{
    if (sq < 0)
        board = -1;
    if (board == s->point_board && sq == s->point_sq)
        return false;
    s->point_board = board;
    s->point_sq = sq;
    if (!is_potential(s) || s->mode != SESSION_PLAY || s->sel.sq >= 0)
        return false;
    family_refresh(s, v);
    return true;
}

static bool same_move(const MatchAction *a, const MatchAction *b)
{
    return a->from_board == b->from_board && a->from == b->from && a->board == b->board &&
           a->to == b->to && a->kind == b->kind;
}

bool family_owner_chooses(const Session *s)
{
    return s->mode == SESSION_CHOICE && s->choice_stage == CHOICE_VICTIM && s->nchoices > 1;
}

void family_narrow(Session *s)
{
    s->choice_stage = CHOICE_ANY;
    if (!is_potential(s) || s->nchoices < 2)
        return;
    bool promos = false, victims = false;
    for (int i = 1; i < s->nchoices; i++) {
        promos = promos || s->choices[i].promo != s->choices[0].promo;
        victims = victims || s->choices[i].victim != s->choices[0].victim;
    }
    if (promos) {
        int n = 0;
        for (int i = 0; i < s->nchoices; i++) {
            bool seen = false;
            for (int k = 0; k < n && !seen; k++)
                seen = s->choices[k].promo == s->choices[i].promo;
            if (!seen)
                s->choices[n++] = s->choices[i];
        }
        s->nchoices = n;
        s->choice_stage = CHOICE_PROMOTION;
    } else if (victims) {
        s->choice_stage = CHOICE_VICTIM;
    }
}

int family_owner_asked(Session *s, const MatchAction *a)
{
    s->nchoices = 0;
    if (!is_potential(s) || !a->victim)
        return 0;
    for (int i = 0; i < s->nactions && s->nchoices < SESSION_MAX_CHOICES; i++)
        if (same_move(&s->actions[i], a) && s->actions[i].promo == a->promo)
            s->choices[s->nchoices++] = s->actions[i];
    s->choice_stage = s->nchoices > 1 ? CHOICE_VICTIM : CHOICE_ANY;
    return s->nchoices;
}

bool family_pick(Session *s, const MatchAction *a)
{
    if (s->choice_stage != CHOICE_PROMOTION)
        return false;
    MatchAction chosen = *a;
    int n = 0;
    for (int i = 0; i < s->nactions && n < SESSION_MAX_CHOICES; i++)
        if (same_move(&s->actions[i], &chosen) && s->actions[i].promo == chosen.promo)
            s->choices[n++] = s->actions[i];
    s->nchoices = n;
    if (n < 2) {
        s->choice_stage = CHOICE_ANY;
        return false;
    }
    s->choice_stage = CHOICE_VICTIM;
    return true;
}

static const char *type_name(char letter)
{
    switch (letter) {
    case 'K':
        return "King";
    case 'Q':
        return "Queen";
    case 'R':
        return "Rook";
    case 'B':
        return "Bishop";
    case 'N':
        return "Knight";
    case 'P':
        return "Pawn";
    default:
        return "?";
    }
}

/* Atomic Polypiece: the index of atom letter in the variant's atoms, or -1. */
static int atom_index(const VariantDef *d, char letter)
{
    for (int a = 0; a < d->mutation.natoms; a++)
        if (d->mutation.atoms[a].letter == letter)
            return a;
    return -1;
}

/* Atomic Polypiece: a move both atoms can make ("Ke2~W", "Ke2~-") is a choice of the atom
 * that advances, said in words: "Advance atom W: W becomes F", "Advance no atom". */
static void atom_choices(const Session *s, View *v)
{
    const VariantDef *d = variant_def(s->variant);
    if (d->mutation.kind != MUT_TYPE_CYCLE || !d->mutation.atomic)
        return;
    ViewModal *m = &v->modal;
    int mover = match_to_move(s->match), phase[2][VAR_MAX_TYPES];
    match_phases(s->match, phase);
    bool any = false;
    for (int i = 0; i < m->nitems && i < s->nchoices; i++) {
        const char *tilde = strrchr(s->choices[i].text, '~');
        if (!tilde || !tilde[1])
            continue;
        any = true;
        ViewItem *it = &m->items[i];
        int a = atom_index(d, tilde[1]);
        if (a < 0 || a >= VAR_MAX_TYPES) {
            view_copy_text(it->title, sizeof it->title, "Advance no atom");
            view_copy_text(it->detail, sizeof it->detail, "every atom stays as it is");
            continue;
        }
        const AtomDef *at = &d->mutation.atoms[a];
        int n = at->nvalues[mover], k = phase[mover][a];
        snprintf(it->title, sizeof it->title, "Advance atom %c", at->letter);
        if (n > 0 && k >= 0 && k < n)
            snprintf(it->detail, sizeof it->detail, "atom %c goes from %s to %s", at->letter,
                     at->values[mover][k], at->values[mover][(k + 1) % n]);
    }
    if (any) {
        snprintf(m->title, sizeof m->title, "%s: which atom?", colour_word(mover));
        view_copy_text(m->subtitle, sizeof m->subtitle,
                       "Two atoms can make this move: the one you pick advances.");
    }
}

void family_choice_modal(const Session *s, View *v)
{
    atom_choices(s, v);
    if (s->choice_stage == CHOICE_ANY)
        return;
    ViewModal *m = &v->modal;
    int mover = match_to_move(s->match), owner = !mover;
    if (s->choice_stage == CHOICE_PROMOTION) {
        snprintf(m->title, sizeof m->title, "%s: promote?", colour_word(mover));
        view_copy_text(m->subtitle, sizeof m->subtitle,
                       "A piece that may be a pawn reached the last rank.");
    } else {
        snprintf(m->title, sizeof m->title, "%s, what was your piece?", colour_word(owner));
        view_copy_text(m->subtitle, sizeof m->subtitle,
                       "The captured piece's owner chooses what it actually was.");
    }
    for (int i = 0; i < m->nitems && i < s->nchoices; i++) {
        const MatchAction *a = &s->choices[i];
        ViewItem *it = &m->items[i];
        if (s->choice_stage == CHOICE_PROMOTION) {
            it->piece = a->promo == '-' ? '\0' : a->promo;
            it->colour = mover == WHITE ? VIEW_WHITE : VIEW_BLACK;
            if (a->promo == '-')
                view_copy_text(it->title, sizeof it->title, "Not a pawn");
            else
                snprintf(it->title, sizeof it->title, "Promote to a %s", type_name(a->promo));
            view_copy_text(it->detail, sizeof it->detail,
                           a->promo == '-' ? "it is not a pawn" : "it was a pawn");
        } else {
            it->piece = a->victim;
            it->colour = owner == WHITE ? VIEW_WHITE : VIEW_BLACK;
            snprintf(it->title, sizeof it->title, "It was a %s", type_name(a->victim));
            view_copy_text(it->detail, sizeof it->detail, a->text);
        }
    }
}

int family_actualize(Session *s, char *fen, size_t fn, char *moves, size_t mn, char *why, size_t wn)
{
    if (!s->match || !is_potential(s)) {
        snprintf(why, wn, "Only a Potential Chess game has an actualization.");
        return -1;
    }
    Error err;
    error_clear(&err);
    if (!s->actual.variant) { /* built once (a few ms), kept for every later V */
        char path[SESSION_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/variants/potential-actualized.json", s->data_dir);
        if (host_load_variant(path, &s->actual.variant, &err) != 0) {
            s->actual.variant = NULL;
            snprintf(why, wn, "%.200s: %.200s", path, err.what);
            return -1;
        }
        s->actual.builds++;
    }
    s->actual.made++;
    if (match_actualize(s->match, s->actual.variant, fen, fn, moves, mn, &err) != 0) {
        snprintf(why, wn, "%.200s", err.what);
        return -1;
    }
    return 0;
}
