/* pot_reference.c - the first Potential Chess move generator, kept as the
 * reference the fast one (src/core/potential) is compared with: every type's
 * targets from the variant's compiled powers, each candidate made on a copy
 * with the whole king-safety and count filtering (a bipartite matching with
 * alternating chains) done again. Slow and plain on purpose. */
#include "pot_reference.h"

#include <string.h>

#include "attack.h"
#include "bits.h"
#include "position.h"
#include "power.h"

static const char TYPE_LETTERS[] = "KQRBNP";

/* The first exact filtering: one assignment per side (potential_assign's
 * matching), then piece i may switch from its matched type a to t exactly
 * when the switch can be absorbed, i.e. when from t an alternating chain (a
 * holder of t moving to another type of its set, and so on) reaches a. With
 * 16 pieces every slot is filled, so no other type has a free slot. */
static bool ref_pot_filter_pos(PotPos *p)
{
    int8_t assign[POT_PIECES];
    if (!potential_assign(p, NULL, assign))
        return false;
    for (int side = 0; side < 2; side++) {
        const uint8_t *sets = p->org + side * 16;
        const int8_t *as = assign + side * 16;
        unsigned edge[POT_NTYPES] = {0};
        for (int j = 0; j < 16; j++)
            edge[as[j]] |= sets[j];
        unsigned reach[POT_NTYPES]; /* types reachable from t (t included) */
        for (int t = 0; t < POT_NTYPES; t++)
            reach[t] = (1u << t) | edge[t];
        for (int k = 0; k < POT_NTYPES; k++)
            for (int t = 0; t < POT_NTYPES; t++)
                if (reach[t] & (1u << k))
                    reach[t] |= reach[k];
        uint8_t keep[16];
        for (int i = 0; i < 16; i++) {
            keep[i] = 0;
            for (int t = 0; t < POT_NTYPES; t++)
                if ((sets[i] & (1u << t)) && (reach[t] & (1u << as[i])))
                    keep[i] |= (uint8_t)(1u << t);
        }
        for (int i = 0; i < 16; i++) {
            int id = side * 16 + i;
            if (p->cur[id] == p->org[id] && p->sq[id] != POT_NONE)
                p->cur[id] = keep[i];
            p->org[id] = keep[i];
        }
    }
    return true;
}

static const Power *power_of(const Variant *v, int t, int colour)
{
    return v->powers[variant_type_of(v, TYPE_LETTERS[t])][colour][0];
}

static Bitboard occupancy(const PotPos *p, int colour)
{
    Bitboard b = 0;
    for (int id = colour * 16; id < colour * 16 + 16; id++)
        if (p->sq[id] != POT_NONE)
            b |= geo_bit(p->sq[id]);
    return b;
}

static Bitboard pawn_captures(int colour, int sq)
{
    Bitboard b = 0;
    int r = geo_rank(sq) + (colour == WHITE ? 1 : -1), f = geo_file(sq);
    if (r < 0 || r > 7)
        return 0;
    if (f > 0)
        b |= geo_bit(geo_square(f - 1, r));
    if (f < 7)
        b |= geo_bit(geo_square(f + 1, r));
    return b;
}

/* Squares a piece of type t (not P) on sq attacks (captures on), and with
 * `moves` the empty squares it may move to. */
static Bitboard type_targets(const Variant *v, int t, int colour, int sq, Bitboard occ,
                             Bitboard *moves)
{
    Bitboard mv, cp;
    attack_targets(v, power_of(v, t, colour), sq, occ, ~(Bitboard)0, false, &mv, &cp);
    if (moves)
        *moves = mv;
    return cp;
}

/* Empty squares a pawn on sq may advance to (two squares from its first or
 * second rank if unmoved). */
static Bitboard pawn_pushes(int colour, int sq, bool unmoved, Bitboard occ)
{
    int dir = colour == WHITE ? 8 : -8;
    int rel = colour == WHITE ? geo_rank(sq) : 7 - geo_rank(sq);
    if (rel >= 7)
        return 0;
    int one = sq + dir;
    if (occ & geo_bit(one))
        return 0;
    Bitboard b = geo_bit(one);
    if (unmoved && rel <= 1 && !(occ & geo_bit(one + dir)))
        b |= geo_bit(one + dir);
    return b;
}

uint64_t ref_pot_type_attacks(const Variant *v, int t, int colour, int sq, uint64_t occ)
{
    return t == POT_P ? pawn_captures(colour, sq) : type_targets(v, t, colour, sq, occ, NULL);
}

uint64_t ref_pot_attacks(const Variant *v, const PotPos *p, int by)
{
    Bitboard occ = occupancy(p, 0) | occupancy(p, 1), att = 0;
    for (int id = by * 16; id < by * 16 + 16; id++) {
        int s = p->sq[id];
        if (s == POT_NONE)
            continue;
        unsigned set = p->cur[id];
        if (set & (1u << POT_Q))
            set &= ~((1u << POT_R) | (1u << POT_B)); /* the queen covers both */
        for (int t = 0; t < POT_NTYPES; t++) {
            if (!(set & (1u << t)))
                continue;
            att |= t == POT_P ? pawn_captures(by, s) : type_targets(v, t, by, s, occ, NULL);
        }
    }
    return att;
}

bool ref_pot_in_check(const Variant *v, const PotPos *p, int colour)
{
    Bitboard att = ref_pot_attacks(v, p, !colour);
    bool any = false;
    for (int id = colour * 16; id < colour * 16 + 16; id++) {
        if (p->sq[id] == POT_NONE || !(p->cur[id] & (1u << POT_K)))
            continue;
        any = true;
        if (!(att & geo_bit(p->sq[id])))
            return false;
    }
    return any;
}

/* Squares a piece (id on from) may move or capture to as type t. */
static Bitboard piece_targets(const Variant *v, const PotPos *p, int id, int t, int from,
                              Bitboard occ, Bitboard enemy)
{
    int us = pot_colour(id);
    if (t == POT_P)
        return (enemy & pawn_captures(us, from)) |
               pawn_pushes(us, from, !((p->moved >> id) & 1), occ);
    Bitboard mv;
    return (type_targets(v, t, us, from, occ, &mv) & enemy) | mv;
}

/* Castling from e1/e8 towards `to` (g or c file): the types {K} when the
 * rules allow it now, else 0. */
static unsigned castle_types(const Variant *v, const PotPos *p, int from, int to, Bitboard occ)
{
    int us = p->stm, rank = us == WHITE ? 0 : 7;
    if (from != geo_square(4, rank) || (to != geo_square(6, rank) && to != geo_square(2, rank)))
        return 0;
    bool king_side = to > from;
    int rsq = king_side ? from + 3 : from - 4;
    int k = p->board[from], r = p->board[rsq];
    if (k == POT_NONE || r == POT_NONE || pot_colour(k) != us || pot_colour(r) != us ||
        ((p->moved >> k) & 1) || ((p->moved >> r) & 1) || !(p->cur[k] & (1u << POT_K)) ||
        !(p->cur[r] & (1u << POT_R)))
        return 0;
    Bitboard between = king_side ? geo_bit(from + 1) | geo_bit(from + 2)
                                 : geo_bit(from - 1) | geo_bit(from - 2) | geo_bit(from - 3);
    if (occ & between)
        return 0;
    Bitboard path = geo_bit(from) | geo_bit(to) | geo_bit((from + to) / 2);
    if (ref_pot_attacks(v, p, !us) & path)
        return 0;
    return 1u << POT_K;
}

/* The types of piece id (on from) that can make the move from -> to of the
 * given kind under orthodox rules with the present occupancy. */
static unsigned move_types(const Variant *v, const PotPos *p, int from, int to, int kind)
{
    int id = p->board[from], us = p->stm;
    if (id == POT_NONE || pot_colour(id) != us || from == to)
        return 0;
    Bitboard own = occupancy(p, us), enemy = occupancy(p, !us), occ = own | enemy;
    if (own & geo_bit(to))
        return 0;
    unsigned set = p->cur[id];
    if (kind == POT_MOVE_CASTLE)
        return (set & (1u << POT_K)) ? castle_types(v, p, from, to, occ) : 0;
    if (kind == POT_MOVE_EP) {
        int vid = p->ep_victim < 64 ? p->board[p->ep_victim] : POT_NONE;
        if (!(set & (1u << POT_P)) || p->ep != to || vid == POT_NONE || pot_colour(vid) == us ||
            !(p->cur[vid] & (1u << POT_P)) || !(pawn_captures(us, from) & geo_bit(to)))
            return 0;
        return 1u << POT_P;
    }
    unsigned out = 0;
    for (int t = 0; t < POT_NTYPES; t++) {
        if (!(set & (1u << t)))
            continue;
        if (piece_targets(v, p, id, t, from, occ, enemy) & geo_bit(to))
            out |= 1u << t;
    }
    return out;
}

/* Clears type bit t from piece id, in the origin set too unless promoted. */
static void drop_type(PotPos *q, int id, int t)
{
    if (q->cur[id] == q->org[id])
        q->org[id] &= (uint8_t) ~(1u << t);
    q->cur[id] &= (uint8_t) ~(1u << t);
}

static int apply_types(const Variant *v, const PotPos *p, PotMove m, unsigned types, PotPos *out)
{
    if (!types)
        return -1;
    PotPos q = *p;
    int from = pot_move_from(m), to = pot_move_to(m), kind = pot_move_kind(m);
    int promo = pot_move_promo(m), vict = pot_move_victim(m);
    int us = p->stm, them = !us;
    int id = p->board[from];
    bool last = geo_rank(to) == (us == WHITE ? 7 : 0);

    /* 1. geometry (and the promotion choice) */
    if (q.cur[id] == q.org[id])
        q.org[id] = (uint8_t)types;
    q.cur[id] = (uint8_t)types;
    if (last && (types & (1u << POT_P)) && kind == POT_MOVE_NORMAL) {
        if (promo >= 0) {
            if (promo == POT_K || promo == POT_P)
                return -1;
            q.org[id] = 1u << POT_P;
            q.cur[id] = (uint8_t)(1u << promo);
        } else {
            drop_type(&q, id, POT_P);
            if (!q.cur[id])
                return -1;
        }
    } else if (promo >= 0) {
        return -1;
    }

    /* 2. capture: the owner's choice of type */
    int vsq = kind == POT_MOVE_EP ? p->ep_victim : to;
    int vid = kind == POT_MOVE_CASTLE ? POT_NONE : p->board[vsq];
    if (vid != POT_NONE) {
        unsigned can = p->cur[vid] & ~(1u << POT_K);
        if (kind == POT_MOVE_EP)
            can &= 1u << POT_P;
        if (vict < 0 && can && !(can & (can - 1)))
            vict = bits_lsb(can);
        if (vict < 0 || !(can & (1u << vict)))
            return -1;
        if (q.cur[vid] == q.org[vid])
            q.org[vid] = (uint8_t)(1u << vict);
        q.cur[vid] = (uint8_t)(1u << vict);
        q.sq[vid] = POT_NONE;
        q.board[vsq] = POT_NONE;
    } else if (vict >= 0) {
        return -1;
    }
    q.board[from] = POT_NONE;
    q.board[to] = (uint8_t)id;
    q.sq[id] = (uint8_t)to;
    q.moved |= (uint32_t)1 << id;
    if (kind == POT_MOVE_CASTLE) {
        int rfrom = to > from ? from + 3 : from - 4, rto = (from + to) / 2;
        int rid = q.board[rfrom];
        q.board[rfrom] = POT_NONE;
        q.board[rto] = (uint8_t)rid;
        q.sq[rid] = (uint8_t)rto;
        q.moved |= (uint32_t)1 << rid;
        q.cur[id] = q.org[id] = 1u << POT_K;
        q.cur[rid] = q.org[rid] = 1u << POT_R;
    }

    /* 3. king safety: the mover's pieces attacked by a possible attacker.
     * Black's first move also answers for the start array, where White is
     * to move: each Black piece on rank 7 is attacked there by the White
     * piece on its file (possibly a rook), so none of them can be the king
     * (else the start array has the side not to move in check). */
    Bitboard att = ref_pot_attacks(v, &q, them);
    if (us == BLACK && !(p->moved & 0xffff0000u)) {
        for (int i = 16; i < 32; i++) {
            int s = p->sq[i];
            if (s != POT_NONE && geo_rank(s) == 6 && p->org[i] == p->cur[i] &&
                (p->cur[i] & (1u << POT_K)))
                drop_type(&q, i, POT_K);
        }
    }
    for (int i = us * 16; i < us * 16 + 16; i++)
        if (q.sq[i] != POT_NONE && (q.cur[i] & (1u << POT_K)) && (att & geo_bit(q.sq[i])))
            drop_type(&q, i, POT_K);

    /* 4 and 5. counts, exactly; every set stays non-empty */
    if (!ref_pot_filter_pos(&q))
        return -1;

    q.ep = q.ep_victim = GEO_NO_SQ;
    if (kind == POT_MOVE_NORMAL && (to - from == 16 || from - to == 16) &&
        (q.cur[id] & (1u << POT_P))) {
        q.ep = (uint8_t)((from + to) / 2);
        q.ep_victim = (uint8_t)to;
    }
    if (vid != POT_NONE || promo >= 0 || (q.cur[id] & (1u << POT_P)))
        q.halfmove = 0;
    else
        q.halfmove = position_counter_add(q.halfmove, 1);
    if (us == BLACK)
        q.fullmove = position_counter_add(q.fullmove, 1);
    q.stm = (uint8_t)them;
    *out = q;
    return 0;
}

int ref_pot_apply(const Variant *v, const PotPos *p, PotMove m, PotPos *out)
{
    unsigned types = move_types(v, p, pot_move_from(m), pot_move_to(m), pot_move_kind(m));
    return apply_types(v, p, m, types, out);
}

static void try_add(const Variant *v, const PotPos *p, PotMoveList *out, PotMove m, unsigned types)
{
    PotPos q;
    if (out->count < POT_MAX_MOVES && apply_types(v, p, m, types, &q) == 0)
        out->moves[out->count++] = m;
}

/* Adds from -> to with each promotion and capture choice. */
static void add_choices(const Variant *v, const PotPos *p, PotMoveList *out, int from, int to,
                        int kind, unsigned types)
{
    int us = p->stm;
    int vsq = kind == POT_MOVE_EP ? p->ep_victim : to;
    int vid = kind == POT_MOVE_CASTLE ? POT_NONE : p->board[vsq];
    unsigned vset = vid == POT_NONE ? 0 : p->cur[vid] & ~(1u << POT_K);
    if (kind == POT_MOVE_EP)
        vset &= 1u << POT_P;
    if (vid != POT_NONE && !vset)
        return;
    bool promotes =
        kind == POT_MOVE_NORMAL && (types & (1u << POT_P)) && geo_rank(to) == (us == WHITE ? 7 : 0);
    for (int promo = -1; promo < POT_P; promo++) {
        if (promo == POT_K || (promo >= 0 && !promotes))
            continue;
        if (promo < 0 && promotes && !(types & ~(1u << POT_P)))
            continue;
        if (vid == POT_NONE) {
            try_add(v, p, out, pot_move_make(from, to, kind, promo, -1), types);
            continue;
        }
        for (int t = 0; t < POT_NTYPES; t++)
            if (vset & (1u << t))
                try_add(v, p, out, pot_move_make(from, to, kind, promo, t), types);
    }
}

int ref_pot_legal(const Variant *v, const PotPos *p, PotMoveList *out)
{
    out->count = 0;
    int us = p->stm;
    Bitboard own = occupancy(p, us), enemy = occupancy(p, !us), occ = own | enemy;
    for (Bitboard b = own; b;) {
        int from = bits_pop(&b), id = p->board[from];
        unsigned set = p->cur[id];
        uint8_t types[64] = {0};
        Bitboard dests = 0;
        for (int t = 0; t < POT_NTYPES; t++) {
            if (!(set & (1u << t)))
                continue;
            Bitboard d = piece_targets(v, p, id, t, from, occ, enemy);
            dests |= d;
            for (Bitboard e = d; e;)
                types[bits_pop(&e)] |= (uint8_t)(1u << t);
        }
        int rank = us == WHITE ? 0 : 7;
        bool castle_from = from == geo_square(4, rank) && (set & (1u << POT_K));
        for (Bitboard e = dests | (castle_from ? geo_bit(from - 2) | geo_bit(from + 2) : 0); e;) {
            int to = bits_pop(&e);
            if (types[to])
                add_choices(v, p, out, from, to, POT_MOVE_NORMAL, types[to]);
            if (to == p->ep && (set & (1u << POT_P)))
                add_choices(v, p, out, from, to, POT_MOVE_EP,
                            move_types(v, p, from, to, POT_MOVE_EP));
            if (castle_from && (to == from - 2 || to == from + 2))
                add_choices(v, p, out, from, to, POT_MOVE_CASTLE,
                            castle_types(v, p, from, to, occ));
        }
        /* en passant onto an empty square that no other type reaches */
        if (p->ep < 64 && !(dests & geo_bit(p->ep)) && (set & (1u << POT_P)))
            add_choices(v, p, out, from, p->ep, POT_MOVE_EP,
                        move_types(v, p, from, p->ep, POT_MOVE_EP));
    }
    return out->count;
}
