/* reference.c - the slow reference move generator (see reference.h). */
#include "reference.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct RefMove {
    int ff, fr, tf, tr;
    int newtype; /* resulting type of the moved piece */
    int ep;      /* en-passant capture */
    int castle;  /* 0 none, 1 king side, 2 queen side */
    int pass;
    int dbl;
    int aux; /* atomic Polypiece: 1 + the atom list that advances, 0 none */
} RefMove;

#define REF_MAX 2048

static int type_of(const VariantDef *d, char l)
{
    for (int t = 0; t < d->ntypes; t++)
        if (d->types[t].letter == toupper((unsigned char)l))
            return t;
    return -1;
}

static int role_type(const VariantDef *d, PieceRole r)
{
    for (int t = 0; t < d->ntypes; t++)
        if (d->types[t].role == r)
            return t;
    return -1;
}

int ref_setup(const VariantDef *d, const char *fen, RefPos *p)
{
    memset(p, 0, sizeof *p);
    memset(p->colour, -1, sizeof p->colour);
    memset(p->type, -1, sizeof p->type);
    p->ep_file = p->ep_rank = -1;
    p->fullmove = 1;
    int f = 0, r = d->ranks - 1;
    const char *c = fen;
    for (; *c && *c != ' '; c++) {
        if (*c == '/') {
            r--;
            f = 0;
        } else if (isdigit((unsigned char)*c)) {
            f += *c - '0';
        } else {
            int t = type_of(d, *c);
            if (t < 0 || f >= 8 || r < 0)
                return -1;
            p->colour[f][r] = isupper((unsigned char)*c) ? 0 : 1;
            p->type[f][r] = (signed char)t;
            f++;
        }
    }
    while (*c == ' ')
        c++;
    p->stm = *c == 'b' ? 1 : 0;
    while (*c && *c != ' ')
        c++;
    while (*c == ' ')
        c++;
    for (; *c && *c != ' '; c++) {
        int col = isupper((unsigned char)*c) ? 0 : 1;
        if (toupper((unsigned char)*c) == 'K')
            p->castle[col][0] = 1;
        if (toupper((unsigned char)*c) == 'Q')
            p->castle[col][1] = 1;
    }
    /* en passant, halfmove clock (ignored) and move number */
    while (*c == ' ')
        c++;
    if (*c >= 'a' && *c <= 'h' && c[1] >= '1' && c[1] <= '8') {
        p->ep_file = *c - 'a';
        p->ep_rank = c[1] - '1';
    }
    while (*c && *c != ' ')
        c++;
    while (*c == ' ')
        c++;
    while (*c && *c != ' ')
        c++;
    while (*c == ' ')
        c++;
    if (isdigit((unsigned char)*c))
        p->fullmove = atoi(c);
    for (int t = 0; t < d->ntypes; t++)
        for (int col = 0; col < 2; col++)
            p->phase[col][t] = d->types[t].start_index[col];
    for (int a = 0; a < d->mutation.natoms; a++)
        for (int col = 0; col < 2; col++)
            p->atom_phase[col][a] = d->mutation.atoms[a].start_index[col];
    const char *ph = strstr(fen, "phases:");
    if (ph && d->mutation.atomic) {
        ph += 7;
        for (int col = 0; col < 2; col++, ph++) /* skips the '/' */
            for (int a = 0; a < d->mutation.natoms; a++, ph++) {
                if (!isdigit((unsigned char)*ph))
                    return -1;
                p->atom_phase[col][a] = *ph - '0';
            }
    }
    /* pieces off their start-array squares count as moved */
    RefPos start;
    memset(&start, -1, sizeof start);
    f = 0;
    r = d->ranks - 1;
    for (c = d->start_fen; *c && *c != ' '; c++) {
        if (*c == '/') {
            r--;
            f = 0;
        } else if (isdigit((unsigned char)*c)) {
            f += *c - '0';
        } else {
            start.colour[f][r] = isupper((unsigned char)*c) ? 0 : 1;
            start.type[f][r] = (signed char)type_of(d, *c);
            f++;
        }
    }
    for (f = 0; f < 8; f++)
        for (r = 0; r < 8; r++)
            p->moved[f][r] = !(p->colour[f][r] >= 0 && p->colour[f][r] == start.colour[f][r] &&
                               p->type[f][r] == start.type[f][r]);
    return 0;
}

static int on_board(const VariantDef *d, int f, int r)
{
    return f >= 0 && f < d->files && r >= 0 && r < d->ranks;
}

static const char *power_of(const VariantDef *d, const RefPos *p, int col, int t)
{
    return d->types[t].powers[col][p->phase[col][t]];
}

static int initial_ok(const VariantDef *d, const RefPos *p, int f, int r)
{
    int col = p->colour[f][r];
    if (p->type[f][r] == role_type(d, ROLE_PAWN) && d->rules.first_rank_double) {
        int rel = col == 0 ? r : d->ranks - 1 - r;
        return rel <= 1;
    }
    return !p->moved[f][r];
}

static int sgn(int x)
{
    return (x > 0) - (x < 0);
}

/* Squares the piece on (f, r) may reach with piece-rule moves: calls
 * emit(tf, tr, capture, ep, dbl) for each. */
typedef struct Targets {
    int n;
    int atomic, aux; /* atomic Polypiece: aux is given to every target pushed */
    struct {
        int f, r, cap, ep, aux;
    } t[512];
} Targets;

static void push(Targets *ts, int f, int r, int cap, int ep)
{
    for (int i = 0; i < ts->n; i++) /* atomic: one target per atom list */
        if (ts->atomic && ts->t[i].f == f && ts->t[i].r == r && ts->t[i].cap == cap &&
            ts->t[i].ep == ep && ts->t[i].aux == ts->aux)
            return;
    if (ts->n < 512) {
        ts->t[ts->n].f = f;
        ts->t[ts->n].r = r;
        ts->t[ts->n].cap = cap;
        ts->t[ts->n].ep = ep;
        ts->t[ts->n].aux = ts->aux;
        ts->n++;
    }
}

static int lame_blocked(const VariantDef *d, const RefPos *p, int f, int r, int dx, int dy)
{
    int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    int sx = sgn(dx), sy = sgn(dy);
    int bf, br;
    if (ax == ay || ax == 0 || ay == 0) {
        int n = (ax > ay ? ax : ay);
        for (int i = 1; i < n; i++) {
            bf = f + sx * i;
            br = r + sy * i;
            if (on_board(d, bf, br) && p->colour[bf][br] >= 0)
                return 1;
        }
        return 0;
    }
    if (ax + ay == 3) {
        bf = f + (ax == 2 ? sx : 0);
        br = r + (ay == 2 ? sy : 0);
    } else {
        bf = f + (ax > ay ? 2 * sx : sx);
        br = r + (ax > ay ? sy : 2 * sy);
    }
    return on_board(d, bf, br) && p->colour[bf][br] >= 0;
}

/* The targets of one parsed Betza piece. */
static void piece_targets(const VariantDef *d, const RefPos *p, int f, int r, const BetzaPiece *pc,
                          Targets *ts)
{
    const BetzaPiece bp = *pc;
    int col = p->colour[f][r];
    int sign = col == 0 ? 1 : -1;
    for (int i = 0; i < bp.nvec; i++) {
        const BetzaVector *v = &bp.vec[i];
        int dx = v->dx * sign, dy = v->dy * sign;
        if ((v->flags & BETZA_INITIAL) && !initial_ok(d, p, f, r))
            continue;
        int cf = f, cr = r, screened = 0;
        for (int step = 0; v->range == 0 || step < v->range; step++) {
            if ((v->flags & BETZA_LAME) && lame_blocked(d, p, cf, cr, dx, dy))
                break;
            cf += dx;
            cr += dy;
            if (!on_board(d, cf, cr))
                break;
            int occ = p->colour[cf][cr] >= 0;
            if (v->flags & BETZA_GRASS) {
                if (!occ)
                    continue;
                int gf = cf + dx, gr = cr + dy;
                if (!on_board(d, gf, gr))
                    break;
                if (p->colour[gf][gr] < 0 && (v->flags & BETZA_MOVE))
                    push(ts, gf, gr, 0, 0);
                if (p->colour[gf][gr] == !col && (v->flags & BETZA_CAPTURE))
                    push(ts, gf, gr, 1, 0);
                break;
            }
            if ((v->flags & BETZA_HOP) && !screened) {
                if (occ)
                    screened = 1;
                continue;
            }
            if (!occ) {
                if (v->flags & BETZA_MOVE)
                    push(ts, cf, cr, 0, 0);
                if ((v->flags & BETZA_EP) && cf == p->ep_file && cr == p->ep_rank &&
                    d->rules.en_passant)
                    push(ts, cf, cr, 1, 1);
            } else {
                if (p->colour[cf][cr] == !col && (v->flags & BETZA_CAPTURE))
                    push(ts, cf, cr, 1, 0);
                break;
            }
        }
    }
}

/* Atomic Polypiece, read here without the engine's substitution: the atom
 * list of a basic atom letter that changes anything, else -1. */
static int cycling_list(const VariantDef *d, char atom)
{
    for (int a = 0; a < d->mutation.natoms; a++) {
        const AtomDef *ad = &d->mutation.atoms[a];
        if (ad->letter == atom && (ad->nvalues[0] > 1 || ad->nvalues[1] > 1))
            return a;
    }
    return -1;
}

static char atom_value(const VariantDef *d, const RefPos *p, int col, char atom)
{
    for (int a = 0; a < d->mutation.natoms; a++) {
        const AtomDef *ad = &d->mutation.atoms[a];
        if (ad->letter == atom)
            return ad->values[col][p->atom_phase[col][a] % ad->nvalues[col]][0];
    }
    return atom;
}

/* Every basic atom of the type's string as a Betza string of its own (its
 * modifiers, its current value, its range), each parsed alone; the targets
 * of each carry the atom's list. */
static void atomic_targets(const VariantDef *d, const RefPos *p, int f, int r, Targets *ts)
{
    int col = p->colour[f][r];
    const char *s = d->types[p->type[f][r]].powers[col][0];
    while (*s) {
        const char *mods = s;
        while (islower((unsigned char)*s))
            s++;
        int nmods = (int)(s - mods);
        char letter = *s++;
        char parts[3] = {letter, 0, 0};
        const char *range = "";
        if (letter == 'K' || letter == 'Q')
            parts[0] = 'W', parts[1] = 'F';
        if (letter == 'R')
            parts[0] = 'W';
        if (letter == 'B')
            parts[0] = 'F';
        if (letter == 'L')
            parts[0] = 'C';
        if (letter == 'J')
            parts[0] = 'Z';
        if (strchr("RBQ", letter))
            range = "0";
        char digits[8] = "";
        if (*s == letter) {
            s++;
            range = "0";
        }
        int nd = 0;
        while (isdigit((unsigned char)*s) && nd < 7)
            digits[nd++] = *s++;
        if (nd)
            range = digits;
        for (int k = 0; parts[k]; k++) {
            char text[80];
            snprintf(text, sizeof text, "%.*s%c%s", nmods, mods, atom_value(d, p, col, parts[k]),
                     range);
            BetzaPiece bp;
            if (betza_parse(text, &bp, NULL) != 0)
                continue;
            ts->aux = 1 + cycling_list(d, parts[k]);
            piece_targets(d, p, f, r, &bp, ts);
        }
    }
}

static void targets(const VariantDef *d, const RefPos *p, int f, int r, Targets *ts)
{
    ts->n = 0;
    ts->aux = 0;
    ts->atomic = d->mutation.kind == MUT_TYPE_CYCLE && d->mutation.atomic;
    if (ts->atomic) {
        atomic_targets(d, p, f, r, ts);
        return;
    }
    int col = p->colour[f][r], t = p->type[f][r];
    BetzaPiece bp;
    if (betza_parse(power_of(d, p, col, t), &bp, NULL) != 0)
        return;
    piece_targets(d, p, f, r, &bp, ts);
}

static int attacked(const VariantDef *d, const RefPos *p, int f, int r, int by)
{
    for (int af = 0; af < 8; af++)
        for (int ar = 0; ar < 8; ar++) {
            if (p->colour[af][ar] != by)
                continue;
            RefPos q = *p;
            /* the target counts as an enemy piece */
            if (q.colour[f][r] < 0) {
                q.colour[f][r] = (signed char)!by;
                q.type[f][r] = 0;
            }
            Targets ts;
            targets(d, &q, af, ar, &ts);
            for (int i = 0; i < ts.n; i++)
                if (ts.t[i].cap && !ts.t[i].ep && ts.t[i].f == f && ts.t[i].r == r)
                    return 1;
        }
    return 0;
}

static int king_square(const VariantDef *d, const RefPos *p, int col, int *kf, int *kr)
{
    int k = role_type(d, ROLE_KING);
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (p->colour[f][r] == col && p->type[f][r] == k) {
                *kf = f;
                *kr = r;
                return 1;
            }
    return 0;
}

static int any_pawn(const VariantDef *d, const RefPos *p)
{
    int pt = role_type(d, ROLE_PAWN);
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (p->colour[f][r] >= 0 && p->type[f][r] == pt)
                return 1;
    return 0;
}

static unsigned choices(const VariantDef *d, const RefPos *p, int t, int cap)
{
    const MutationDef *m = &d->mutation;
    if (m->kind == MUT_PIECE_CYCLE)
        return m->next[0][t];
    if (m->kind == MUT_LADDER)
        return m->next[p->fullmove % 2 == 0 ? 1 : 0][t];
    if (m->kind == MUT_UP_DOWN)
        return m->next[(cap ? 1 : 0) + (any_pawn(d, p) ? 0 : 2)][t];
    return 0;
}

static void add(RefMove *out, int *n, RefMove m)
{
    if (*n < REF_MAX)
        out[(*n)++] = m;
}

static void add_with_choices(const VariantDef *d, const RefPos *p, RefMove *out, int *n, RefMove m,
                             int t, int cap)
{
    unsigned mask = choices(d, p, t, cap);
    if (!mask) {
        m.newtype = t;
        add(out, n, m);
        return;
    }
    for (int nt = 0; nt < VAR_MAX_TYPES; nt++)
        if (mask & (1u << nt)) {
            m.newtype = nt;
            add(out, n, m);
        }
}

static int pseudo(const VariantDef *d, const RefPos *p, RefMove *out)
{
    int n = 0;
    int us = p->stm;
    int pawn = role_type(d, ROLE_PAWN), king = role_type(d, ROLE_KING);
    if (p->king_taken)
        return 0;
    if (d->rules.king_capture && king >= 0) {
        int kf, kr;
        if (!king_square(d, p, us, &kf, &kr))
            return 0;
    }
    if (d->rules.white_passes_first && us == 0 && p->fullmove == 1) {
        RefMove m = {0};
        m.pass = 1;
        add(out, &n, m);
        return n;
    }
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++) {
            if (p->colour[f][r] != us)
                continue;
            int t = p->type[f][r];
            int rel = us == 0 ? r : d->ranks - 1 - r;
            if (t == pawn && d->rules.frozen_last_rank && rel == d->ranks - 1)
                continue;
            Targets ts;
            targets(d, p, f, r, &ts);
            for (int i = 0; i < ts.n; i++) {
                RefMove m = {f, r, ts.t[i].f, ts.t[i].r, t, ts.t[i].ep, 0, 0, 0, ts.t[i].aux};
                int trel = us == 0 ? m.tr : d->ranks - 1 - m.tr;
                if (t == pawn && d->rules.npromo && trel == d->ranks - 1) {
                    for (int k = 0; k < d->rules.npromo; k++) {
                        m.newtype = type_of(d, d->rules.promo[k]);
                        add(out, &n, m);
                    }
                    continue;
                }
                /* en passant only past an empty square */
                if (t == pawn && !ts.t[i].cap && m.tf == f && (m.tr - r == 2 || r - m.tr == 2) &&
                    p->colour[f][(r + m.tr) / 2] < 0)
                    m.dbl = 1;
                add_with_choices(d, p, out, &n, m, t, ts.t[i].cap);
            }
        }
    /* castling, orthodox squares */
    int kf, kr;
    if (d->rules.castling && king >= 0 && king_square(d, p, us, &kf, &kr)) {
        for (int side = 0; side < 2; side++) {
            if (!p->castle[us][side] || p->moved[kf][kr])
                continue;
            int rf = side == 0 ? d->files - 1 : 0;
            if (p->colour[rf][kr] != us || p->type[rf][kr] != type_of(d, 'R'))
                continue;
            int kto = side == 0 ? d->files - 2 : 2, rto = side == 0 ? kto - 1 : kto + 1;
            int lo = kf, hi = kf;
            int pts[4] = {kf, rf, kto, rto};
            for (int i = 0; i < 4; i++) {
                lo = pts[i] < lo ? pts[i] : lo;
                hi = pts[i] > hi ? pts[i] : hi;
            }
            int clear = 1;
            for (int x = lo; x <= hi; x++)
                if (x != kf && x != rf && p->colour[x][kr] >= 0)
                    clear = 0;
            if (!clear)
                continue;
            if (d->rules.check) {
                int step = kto > kf ? 1 : -1;
                for (int x = kf; x != kto && clear; x += step)
                    if (attacked(d, p, x, kr, !us))
                        clear = 0;
                if (!clear)
                    continue;
            }
            RefMove m = {kf, kr, kto, kr, king, 0, side + 1, 0, 0, 0};
            add(out, &n, m);
        }
    }
    return n;
}

static void make(const VariantDef *d, RefPos *p, const RefMove *m)
{
    int us = p->stm;
    int king = role_type(d, ROLE_KING);
    p->ep_file = p->ep_rank = -1;
    if (!m->pass) {
        int t = p->type[m->ff][m->fr];
        if (m->ep) {
            /* the pawn that stepped two stands one rank past the square it
             * passed (not always on the capturer's rank: fceA) */
            int vr = m->tr + (us == 1 ? 1 : -1);
            p->colour[m->tf][vr] = -1;
            p->type[m->tf][vr] = -1;
        }
        if (p->colour[m->tf][m->tr] >= 0 && p->type[m->tf][m->tr] == king)
            p->king_taken = 1;
        p->colour[m->tf][m->tr] = (signed char)us;
        p->type[m->tf][m->tr] = (signed char)m->newtype;
        p->moved[m->tf][m->tr] = 1;
        p->colour[m->ff][m->fr] = -1;
        p->type[m->ff][m->fr] = -1;
        p->moved[m->ff][m->fr] = 1;
        if (m->castle) {
            int rf = m->castle == 1 ? d->files - 1 : 0;
            int rto = m->castle == 1 ? m->tf - 1 : m->tf + 1;
            int rt = p->type[rf][m->fr];
            unsigned mask = d->mutation.kind == MUT_PIECE_CYCLE ? d->mutation.next[0][rt] : 0;
            int nrt = rt;
            for (int k = 0; k < VAR_MAX_TYPES; k++)
                if (mask & (1u << k)) {
                    nrt = k;
                    break;
                }
            p->colour[rf][m->fr] = -1;
            p->type[rf][m->fr] = -1;
            p->moved[rf][m->fr] = 1;
            p->colour[rto][m->fr] = (signed char)us;
            p->type[rto][m->fr] = (signed char)nrt;
            p->moved[rto][m->fr] = 1;
        }
        if (t == king)
            p->castle[us][0] = p->castle[us][1] = 0;
        for (int c = 0; c < 2; c++) {
            int hr = c == 0 ? 0 : d->ranks - 1;
            if (p->colour[d->files - 1][hr] != c || p->moved[d->files - 1][hr])
                p->castle[c][0] = 0;
            if (p->colour[0][hr] != c || p->moved[0][hr])
                p->castle[c][1] = 0;
        }
        if (m->dbl) {
            p->ep_file = m->ff;
            p->ep_rank = (m->fr + m->tr) / 2;
        }
        if (d->mutation.kind == MUT_TYPE_CYCLE && d->mutation.atomic) {
            for (int c = 0; m->aux && c < 2; c++) {
                int n = d->mutation.atoms[m->aux - 1].nvalues[c];
                p->atom_phase[c][m->aux - 1] = (p->atom_phase[c][m->aux - 1] + 1) % n;
            }
        } else if (d->mutation.kind == MUT_TYPE_CYCLE)
            for (int c = 0; c < 2; c++) {
                int n = d->types[t].npowers[c];
                p->phase[c][t] = (p->phase[c][t] + 1) % n;
            }
    }
    if (us == 1)
        p->fullmove++;
    p->stm = !us;
}

static int legal(const VariantDef *d, RefPos *p, RefMove *out)
{
    int n = pseudo(d, p, out);
    if (!d->rules.check)
        return n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        RefPos q = *p;
        make(d, &q, &out[i]);
        int kf, kr;
        if (!king_square(d, &q, p->stm, &kf, &kr) || !attacked(d, &q, kf, kr, !p->stm))
            out[k++] = out[i];
    }
    return k;
}

uint64_t ref_perft(const VariantDef *d, const RefPos *p, int depth)
{
    if (depth == 0)
        return 1;
    RefPos cur = *p;
    RefMove moves[REF_MAX];
    int n = legal(d, &cur, moves);
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        RefPos q = cur;
        make(d, &q, &moves[i]);
        total += ref_perft(d, &q, depth - 1);
    }
    return total;
}
