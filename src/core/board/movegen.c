/* movegen.c - pseudo-legal moves from compiled powers, and the legality filter. */
#include "movegen.h"

#include "attack.h"
#include "bits.h"
#include "power.h"

static inline void add(MoveList *out, Move m)
{
    if (out->count < MOVEGEN_MAX)
        out->moves[out->count++] = m;
}

/* Adds from->to, with one move per mutation choice when the variant gives
 * the mover a choice for this piece. */
static void add_choices(const Variant *v, const Position *p, MoveList *out, Move m, int t,
                        bool capture)
{
    const MutationDef *md = &v->def.mutation;
    unsigned mask = 0;
    if (md->kind == MUT_LADDER)
        mask = md->next[(p->fullmove % 2 == 0) ? 1 : 0][t];
    else if (md->kind == MUT_PIECE_CYCLE)
        mask = md->next[0][t];
    else if (md->kind == MUT_UP_DOWN) {
        bool nopawn =
            v->pawn_type < 0 || !(p->pieces[0][v->pawn_type] | p->pieces[1][v->pawn_type]);
        mask = md->next[(capture ? 1 : 0) + (nopawn ? 2 : 0)][t];
    }
    if (mask & (mask - 1)) {
        for (int nt = 0; nt < VAR_MAX_TYPES; nt++)
            if (mask & (1u << nt))
                add(out, move_with_new(m, nt));
    } else {
        add(out, m);
    }
}

static void gen_castling(const Variant *v, const Position *p, MoveList *out, int ksq)
{
    int us = p->stm;
    Bitboard occ = p->occ[0] | p->occ[1];
    if (!(p->unmoved & geo_bit(ksq)))
        return;
    for (Bitboard rooks = p->castle & p->occ[us]; rooks;) {
        int rsq = bits_pop(&rooks);
        if (geo_rank(rsq) != geo_rank(ksq))
            continue;
        int rank = geo_rank(ksq);
        bool kingside = rsq > ksq;
        int kto = geo_square(kingside ? v->geo.files - 2 : 2, rank);
        int rto = kingside ? kto - 1 : kto + 1;
        int lo = ksq, hi = ksq;
        int pts[4] = {ksq, rsq, kto, rto};
        for (int i = 0; i < 4; i++) {
            if (pts[i] < lo)
                lo = pts[i];
            if (pts[i] > hi)
                hi = pts[i];
        }
        Bitboard span = 0;
        for (int s = lo; s <= hi; s++)
            span |= geo_bit(s);
        span &= ~(geo_bit(ksq) | geo_bit(rsq));
        if (span & occ)
            continue;
        if (v->def.rules.check) {
            /* not out of or through check, judged before the move (the
             * landing square is tested by the legality filter with the move
             * made; a king that stays is tested here too) */
            int step = kto > ksq ? 1 : -1;
            bool bad = position_attackers(v, p, ksq, !us, occ) != 0;
            for (int s = ksq + step; ksq != kto && s != kto && !bad; s += step)
                bad = position_attackers(v, p, s, !us, occ) != 0;
            if (bad)
                continue;
        }
        add(out, move_make_castle(ksq, kto, rsq));
    }
}

/* The moves of power pw (a whole power, or one atom list's part of it with
 * aux set on every move) for the piece of type t on from. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))
#else
#define ALWAYS_INLINE inline
#define NOINLINE
#endif

static ALWAYS_INLINE void gen_power(const Variant *v, const Position *p, MoveList *out, int t,
                                    int from, const Power *pw, Bitboard initmask, int aux,
                                    bool quiets)
{
    int us = p->stm;
    Bitboard occ = p->occ[0] | p->occ[1];
    Bitboard mv, cp;
    attack_targets(v, pw, from, occ, p->occ[!us], (initmask & geo_bit(from)) != 0, &mv, &cp);
    if (!quiets)
        mv = 0;
    Move base = move_with_aux(move_make(from, 0, MOVE_NORMAL), aux); /* OR the to-square in */
    bool pawn = t == v->pawn_type;
    if (pawn) {
        int rel = us == WHITE ? geo_rank(from) : v->geo.ranks - 1 - geo_rank(from);
        if (v->def.rules.frozen_last_rank && rel == v->geo.ranks - 1)
            return;
        if (v->def.rules.en_passant && p->ep != GEO_NO_SQ && (pw->ep_cap[from] & geo_bit(p->ep)) &&
            p->board[p->ep_victim] != PIECE_NONE && piece_colour(p->board[p->ep_victim]) != us)
            add(out, move_with_aux(move_make(from, p->ep, MOVE_EP), aux));
        Bitboard last = (Bitboard)0xff << (us == WHITE ? 8 * (v->geo.ranks - 1) : 0);
        int npromo = v->def.rules.npromo;
        Bitboard all = mv | cp;
        while (all) {
            int to = bits_pop(&all);
            bool capture = (cp & geo_bit(to)) != 0;
            if (npromo && (last & geo_bit(to))) {
                for (int i = 0; i < npromo; i++)
                    add(out,
                        move_with_new(move_with_aux(move_make(from, to, MOVE_PROMO), aux),
                                      v->type_of_letter[(unsigned char)v->def.rules.promo[i]]));
                continue;
            }
            int kind = MOVE_NORMAL;
            /* a two-square step gives en passant only past an empty square (a
             * pawn power such as fmD may leap over a piece) */
            if (!capture && v->def.rules.en_passant && (to - from == 16 || from - to == 16) &&
                !(occ & geo_bit((from + to) / 2)))
                kind = MOVE_DOUBLE;
            add_choices(v, p, out, move_with_aux(move_make(from, to, kind), aux), t, capture);
        }
        return;
    }
    while (mv) {
        int to = bits_pop(&mv);
        add_choices(v, p, out, base | (Move)to << 6, t, false);
    }
    while (cp) {
        int to = bits_pop(&cp);
        add_choices(v, p, out, base | (Move)to << 6, t, true);
    }
}

/* Atomic Polypiece: one move per atom list that can make it (the mover's
 * choice of the list that advances). Kept out of line, so that the usual
 * path below stays as small as it was. */
static NOINLINE void gen_parts(const Variant *v, const Position *p, MoveList *out, int t, int from,
                               const Power *pw, Bitboard initmask, bool quiets)
{
    for (int i = 0; i < pw->nparts; i++)
        gen_power(v, p, out, t, from, pw->part[i], initmask, pw->part_aux[i], quiets);
}

static void gen_piece(const Variant *v, const Position *p, MoveList *out, int t, int from,
                      const Power *pw, Bitboard initmask, bool quiets)
{
    if (pw->features & POWER_PARTS)
        gen_parts(v, p, out, t, from, pw, initmask, quiets);
    else
        gen_power(v, p, out, t, from, pw, initmask, 0, quiets);
}

static bool game_over(const Variant *v, const Position *p)
{
    return p->king_captured ||
           (v->def.rules.king_capture && v->king_type >= 0 && !p->pieces[p->stm][v->king_type]);
}

/* The pseudo-legal moves; without quiets, only the captures onto an enemy
 * piece and en passant (no castling, no move onto an empty square). */
static int pseudo(const Variant *v, const Position *p, MoveList *out, bool quiets)
{
    out->count = 0;
    if (game_over(v, p))
        return 0;
    int us = p->stm;
    if (v->def.rules.white_passes_first && us == WHITE && p->fullmove == 1) {
        add(out, move_make(0, 0, MOVE_PASS));
        return out->count;
    }
    for (int t = 0; t < v->def.ntypes; t++) {
        Bitboard bb = p->pieces[us][t];
        if (!bb)
            continue;
        const Power *pw = position_power(v, p, us, t);
        Bitboard initmask = attack_initial_mask(v, p, us, t);
        while (bb)
            gen_piece(v, p, out, t, bits_pop(&bb), pw, initmask, quiets);
    }
    if (quiets && v->def.rules.castling && p->castle) {
        int ksq = position_king(v, p, us);
        if (ksq >= 0)
            gen_castling(v, p, out, ksq);
    }
    return out->count;
}

int movegen_pseudo(const Variant *v, const Position *p, MoveList *out)
{
    return pseudo(v, p, out, true);
}

/* What one enemy type with power pw threatens on our king at ksq: the
 * pieces giving check and our pieces pinned against the king. */
typedef struct Threat {
    Bitboard checkers;
    Bitboard pinned;
    /* the squares between the king and a checker along the ray it checks
     * by, unless noblock: some checker checks in two ways (a leap and a
     * ray, or two rays), which one move may not both block */
    Bitboard block;
    bool noblock;
    bool slow; /* captures that the quick test cannot see through */
} Threat;

static Threat type_threat(const Variant *v, const Position *p, int ksq, int t, const Power *pw)
{
    int us = p->stm, them = !us;
    Bitboard occ = p->occ[0] | p->occ[1];
    Bitboard theirs = p->pieces[them][t];
    Threat th = {0, 0, 0, false, false};
    if (pw->features & (POWER_HAS_SLOW | POWER_LAME_CAP)) {
        th.slow = true;
        return th;
    }
    const Power *rv = pw->rev;
    if ((pw->features & POWER_HAS_INITIAL) && (rv->features & POWER_CAP_RAYS))
        th.slow = true;
    Bitboard a = rv->leap_cap[ksq];
    if (rv->features & POWER_HAS_INITIAL)
        a |= rv->ileap_cap[ksq] & attack_initial_mask(v, p, them, t);
    th.checkers = a & theirs;
    for (int i = 0; i < rv->nrays; i++) {
        const RayDir *r = &rv->rays[i];
        if (!(r->flags & BETZA_CAPTURE) || !(r->lim[ksq] & theirs))
            continue;
        Bitboard blockers = r->full[ksq] & occ;
        if (!blockers)
            continue;
        int b1 = r->ascending ? bits_lsb(blockers) : bits_msb(blockers);
        if (theirs & r->lim[ksq] & geo_bit(b1)) {
            if (th.checkers & geo_bit(b1))
                th.noblock = true;
            th.checkers |= geo_bit(b1);
            th.block |= attack_ray(r, ksq, occ) & ~geo_bit(b1);
            continue;
        }
        if (!(p->occ[us] & geo_bit(b1)))
            continue;
        Bitboard beyond = r->full[b1] & occ;
        if (!beyond)
            continue;
        int b2 = r->ascending ? bits_lsb(beyond) : bits_msb(beyond);
        if ((theirs & geo_bit(b2)) && (r->lim[ksq] & geo_bit(b2)))
            th.pinned |= geo_bit(b1);
    }
    return th;
}

static bool leaves_king_safe(const Variant *v, const Position *p, Move m)
{
    Position q = *p;
    position_make(v, &q, m);
    int k = position_king(v, &q, p->stm);
    if (k < 0)
        return true;
    return position_attackers(v, &q, k, !p->stm, q.occ[0] | q.occ[1]) == 0;
}

/* The threats to our king in force after a move of each of our types: in
 * Polypiece a move of type T switches the enemy's type-T power too. */
typedef struct Threats {
    /* by moving type; atomic Polypiece: by the move's aux (the atom list
     * that advances) */
    Threat all[VAR_MAX_TYPES > VAR_MAX_ATOMS + 1 ? VAR_MAX_TYPES : VAR_MAX_ATOMS + 1];
} Threats;

static void threat_add(Threat *sum, const Threat *t)
{
    sum->checkers |= t->checkers;
    sum->pinned |= t->pinned;
    sum->block |= t->block;
    sum->noblock |= t->noblock;
    sum->slow |= t->slow;
}

static void compute_threats(const Variant *v, const Position *p, int ksq, Threats *out)
{
    int them = !p->stm;
    Threat cur[VAR_MAX_TYPES], none = {0}, sum = none;
    int nt = v->def.ntypes;
    for (int t = 0; t < nt; t++) {
        cur[t] =
            p->pieces[them][t] ? type_threat(v, p, ksq, t, position_power(v, p, them, t)) : none;
        threat_add(&sum, &cur[t]);
    }
    bool cycle = v->def.mutation.kind == MUT_TYPE_CYCLE;
    for (int t = 0; t < nt; t++) {
        int n = v->def.types[t].npowers[them];
        if (!cycle || n <= 1 || !p->pieces[them][t]) {
            out->all[t] = sum;
            continue;
        }
        /* the enemy's type t switches: replace its contribution */
        const Power *next = v->powers[t][them][(p->phase[them][t] + 1) % n];
        Threat th = type_threat(v, p, ksq, t, next);
        for (int u = 0; u < nt; u++)
            if (u != t)
                threat_add(&th, &cur[u]);
        out->all[t] = th;
    }
}

/* Atomic Polypiece: the threats in force after a move that advances each
 * atom list (all[0]: none advances). */
static void compute_atomic_threats(const Variant *v, const Position *p, int ksq, Threats *out)
{
    int them = !p->stm, nt = v->def.ntypes;
    const MutationDef *md = &v->def.mutation;
    Threat cur[VAR_MAX_TYPES], none = {0};
    out->all[0] = none;
    for (int t = 0; t < nt; t++) {
        cur[t] =
            p->pieces[them][t] ? type_threat(v, p, ksq, t, position_power(v, p, them, t)) : none;
        threat_add(&out->all[0], &cur[t]);
    }
    for (int a = 0; a < md->natoms; a++) {
        Threat th = none;
        int n = md->atoms[a].nvalues[them];
        int old = p->phase[them][VAR_MAX_TYPES + a], step = (old + 1) % n - old;
        for (int t = 0; t < nt; t++) {
            int stride = v->atom_stride[t][them][a];
            if (!stride || n <= 1 || !p->pieces[them][t]) {
                threat_add(&th, &cur[t]);
                continue;
            }
            int index = p->phase[them][t] + step * stride;
            Threat nx = type_threat(v, p, ksq, t, v->powers[t][them][index]);
            threat_add(&th, &nx);
        }
        out->all[a + 1] = th;
    }
}

/* Whether m keeps our king on ksq safe, given the threats tt in force after
 * it and whether it switches the enemy's powers. */
static inline bool move_ok(const Variant *v, const Position *p, Move m, int ksq, const Threat *tt,
                           bool switches)
{
    int from = move_from(m);
    int kind = move_kind(m);
    bool plain = !tt->slow && kind != MOVE_EP && kind != MOVE_CASTLE && kind != MOVE_PASS;
    bool quick = plain && !tt->checkers;
    if (quick && from != ksq)
        return !(tt->pinned & geo_bit(from)) || leaves_king_safe(v, p, m);
    /* one checker, and a man not pinned: it must take the checker or
     * step between */
    if (plain && from != ksq && !(tt->checkers & (tt->checkers - 1)) && !tt->noblock &&
        !(tt->pinned & geo_bit(from)))
        return ((tt->checkers | tt->block) & geo_bit(move_to(m))) != 0;
    if (quick && !switches)
        return position_attackers(v, p, move_to(m), !p->stm,
                                  (p->occ[0] | p->occ[1]) & ~geo_bit(ksq)) == 0;
    return leaves_king_safe(v, p, m);
}

/* Keeps the moves of out (n of them, pseudo-legal) that do not leave the
 * mover's king attacked; the count. */
static int keep_legal(const Variant *v, const Position *p, MoveList *out, int n)
{
    if (!v->def.rules.check || n == 0)
        return n;
    int us = p->stm;
    int ksq = position_king(v, p, us);
    if (ksq < 0)
        return n;
    bool cycle = v->def.mutation.kind == MUT_TYPE_CYCLE;
    bool atomic = cycle && v->def.mutation.atomic;
    Threats th;
    int k = 0;
    if (atomic) {
        /* the threats depend on the atom list the move advances */
        compute_atomic_threats(v, p, ksq, &th);
        for (int i = 0; i < n; i++) {
            Move m = out->moves[i];
            if (move_ok(v, p, m, ksq, &th.all[move_aux(m)], move_aux(m) != 0))
                out->moves[k++] = m;
        }
        out->count = k;
        return k;
    }
    compute_threats(v, p, ksq, &th);
    bool king_switches = cycle && v->def.types[v->king_type].npowers[!us] > 1;
    for (int i = 0; i < n; i++) {
        Move m = out->moves[i];
        int t = piece_type(p->board[move_from(m)]);
        if (move_ok(v, p, m, ksq, &th.all[t], king_switches))
            out->moves[k++] = m;
    }
    out->count = k;
    return k;
}

int movegen_legal(const Variant *v, const Position *p, MoveList *out)
{
    return keep_legal(v, p, out, movegen_pseudo(v, p, out));
}

int movegen_legal_captures(const Variant *v, const Position *p, MoveList *out)
{
    int n = pseudo(v, p, out, false), k = 0;
    for (int i = 0; i < n; i++) {
        Move m = out->moves[i];
        int kind = move_kind(m);
        if (kind == MOVE_PASS || kind == MOVE_CASTLE)
            continue;
        int code = p->board[kind == MOVE_EP ? p->ep_victim : move_to(m)];
        if (code != PIECE_NONE && piece_colour(code) != p->stm)
            out->moves[k++] = m;
    }
    out->count = k;
    return keep_legal(v, p, out, k);
}

int movegen_count(const Variant *v, const Position *p)
{
    MoveList list;
    return movegen_legal(v, p, &list);
}

bool movegen_is_legal(const Variant *v, const Position *p, Move m)
{
    MoveList list;
    int n = movegen_legal(v, p, &list);
    for (int i = 0; i < n; i++)
        if (list.moves[i] == m)
            return true;
    return false;
}

Bitboard movegen_targets(const Variant *v, const Position *p, int from)
{
    int code = p->board[from];
    if (code == PIECE_NONE)
        return 0;
    int c = piece_colour(code), t = piece_type(code);
    const Power *pw = position_power(v, p, c, t);
    Bitboard mv, cp;
    attack_targets(v, pw, from, p->occ[0] | p->occ[1], p->occ[!c],
                   (attack_initial_mask(v, p, c, t) & geo_bit(from)) != 0, &mv, &cp);
    return mv | cp;
}
