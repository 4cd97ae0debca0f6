/* potential.c - Potential Chess moves: geometry, capture actualization,
 * king safety, counts (RULES.md 5), on bitboards of what each piece may be;
 * the move lists are potential_gen.c. */
#include "potential.h"

#include <string.h>

#include "attack.h"
#include "bits.h"
#include "position.h"
#include "potential_impl.h"
#include "power.h"

static const char TYPE_LETTERS[] = "KQRBNP";

int potential_check_variant(const Variant *v, Error *err)
{
    if (v->geo.files != 8 || v->geo.ranks != 8 || v->geo.nboards != 1)
        return error_set(err, v->def.id, "Potential Chess needs one 8x8 board");
    if (v->def.ntypes != POT_NTYPES)
        return error_set(err, v->def.id, "Potential Chess needs exactly the types K Q R B N P");
    static const char *const powers[] = {"K", "Q", "R", "B", "N"};
    for (int t = 0; t < POT_NTYPES; t++) {
        int vt = variant_type_of(v, TYPE_LETTERS[t]);
        if (vt < 0)
            return error_set(err, v->def.id, "Potential Chess needs a type '%c'", TYPE_LETTERS[t]);
        const PieceDef *pd = &v->def.types[vt];
        if (t < POT_P &&
            (pd->npowers[0] != 1 || pd->npowers[1] != 1 ||
             strcmp(pd->powers[0][0], powers[t]) != 0 || strcmp(pd->powers[1][0], powers[t]) != 0))
            return error_set(err, v->def.id, "Potential Chess needs the orthodox %c (power \"%s\")",
                             TYPE_LETTERS[t], powers[t]);
    }
    if (v->pawn_type != variant_type_of(v, 'P') || v->king_type != variant_type_of(v, 'K'))
        return error_set(err, v->def.id, "Potential Chess needs K as the king and P as the pawn");
    return 0;
}

/* ---- keys ---------------------------------------------------------------- */

/* One piece's share of the key: what repetition compares of it (its square,
 * colour, sets and unmoved mark; a captured piece only its colour and the
 * type it counts as). The key adds the shares: the same pieces in any order
 * give the same key, and two alike captured pieces do not cancel out. */
static uint64_t piece_key(const PotPos *p, int id)
{
    uint64_t x;
    if (p->sq[id] == POT_NONE)
        x = 0x100000000ull | (uint64_t)pot_colour(id) << 6 | (uint64_t)p->org[id] << 8;
    else
        x = (uint64_t)p->sq[id] | (uint64_t)pot_colour(id) << 6 | (uint64_t)p->cur[id] << 8 |
            (uint64_t)p->org[id] << 16 | (uint64_t)((p->moved >> id) & 1) << 24;
    x = (x ^ 0x2545f4914f6cdd1dull) * 0x9e3779b97f4a7c15ull;
    x ^= x >> 29;
    x *= 0xbf58476d1ce4e5b9ull;
    return x ^ (x >> 32);
}

static uint64_t turn_key(const PotPos *p)
{
    uint64_t x = ((uint64_t)p->stm << 8 | p->ep) * 0xd6e8feb86659fd93ull + 0x632be59bd9b4e019ull;
    return x ^ (x >> 31);
}

uint64_t potential_hash(const PotPos *p)
{
    uint64_t h = turn_key(p);
    for (int id = 0; id < POT_PIECES; id++)
        h += piece_key(p, id);
    return h;
}

void pot_pass(const PotPos *p, PotPos *out)
{
    *out = *p;
    out->stm = (uint8_t)!p->stm;
    out->ep = out->ep_victim = GEO_NO_SQ;
    out->hash = p->hash - turn_key(p) + turn_key(out);
}

void potential_start(PotPos *p)
{
    memset(p, 0, sizeof *p);
    memset(p->board, POT_NONE, sizeof p->board);
    for (int id = 0; id < POT_PIECES; id++) {
        int i = id % 16;
        int s = id < 16 ? i : 48 + i; /* White a1..h2, Black a7..h8 */
        p->sq[id] = (uint8_t)s;
        p->board[s] = (uint8_t)id;
        p->cur[id] = p->org[id] = POT_ALL;
    }
    p->stm = WHITE;
    p->ep = GEO_NO_SQ;
    p->ep_victim = GEO_NO_SQ;
    p->fullmove = 1;
    p->hash = potential_hash(p);
}

/* ---- attacks ------------------------------------------------------------- */

/* Adds (or removes: the same again) a piece of colour c and set `set` on
 * bit to b's bitboards, but for occ. */
static inline void board_toggle(PotBoard *b, int c, unsigned set, Bitboard bit)
{
    Bitboard none = 0;
    b->side[c] ^= bit;
    b->lines[c] ^= set & (POT_BIT(POT_Q) | POT_BIT(POT_R)) ? bit : none;
    b->diags[c] ^= set & (POT_BIT(POT_Q) | POT_BIT(POT_B)) ? bit : none;
    b->knights[c] ^= set & POT_BIT(POT_N) ? bit : none;
    b->kings[c] ^= set & POT_BIT(POT_K) ? bit : none;
    b->pawns[c] ^= set & POT_BIT(POT_P) ? bit : none;
}

void pot_board(const PotPos *p, PotBoard *b)
{
    memset(b, 0, sizeof *b);
    for (int id = 0; id < POT_PIECES; id++)
        if (p->sq[id] != POT_NONE)
            board_toggle(b, pot_colour(id), p->cur[id], geo_bit(p->sq[id]));
    b->occ = b->side[0] | b->side[1];
}

uint64_t potential_type_attacks(const Variant *v, int t, int colour, int sq, uint64_t occ)
{
    (void)v;
    return t == POT_P ? pg_pawns(geo_bit(sq), colour) : pot_piece_attacks(t, sq, occ);
}

uint64_t potential_attacks(const Variant *v, const PotPos *p, int by)
{
    (void)v;
    PotBoard b;
    pot_board(p, &b);
    return pot_board_attacks(&b, by, b.occ, 0);
}

bool potential_in_check(const Variant *v, const PotPos *p, int colour)
{
    (void)v;
    PotBoard b;
    pot_board(p, &b);
    return pot_board_in_check(&b, colour);
}

/* ---- the types that can make a move ---------------------------------------- */

unsigned pot_castle_types(const PotPos *p, int from, int to, Bitboard occ, Bitboard attacked)
{
    int us = p->stm, rank = us == WHITE ? 0 : 7;
    if (from != geo_square(4, rank) || (to != geo_square(6, rank) && to != geo_square(2, rank)))
        return 0;
    bool king_side = to > from;
    int rsq = king_side ? from + 3 : from - 4;
    int k = p->board[from], r = p->board[rsq];
    if (k == POT_NONE || r == POT_NONE || pot_colour(k) != us || pot_colour(r) != us ||
        ((p->moved >> k) & 1) || ((p->moved >> r) & 1) || !(p->cur[k] & POT_BIT(POT_K)) ||
        !(p->cur[r] & POT_BIT(POT_R)))
        return 0;
    Bitboard between = king_side ? geo_bit(from + 1) | geo_bit(from + 2)
                                 : geo_bit(from - 1) | geo_bit(from - 2) | geo_bit(from - 3);
    if (occ & between)
        return 0;
    Bitboard path = geo_bit(from) | geo_bit(to) | geo_bit((from + to) / 2);
    return attacked & path ? 0 : POT_BIT(POT_K);
}

unsigned pot_move_types(const PotPos *p, const PotBoard *b, int from, int to, int kind)
{
    int id = p->board[from], us = p->stm;
    if (id == POT_NONE || pot_colour(id) != us || from == to || (b->side[us] & geo_bit(to)))
        return 0;
    unsigned set = p->cur[id];
    if (kind == POT_MOVE_CASTLE)
        return (set & POT_BIT(POT_K))
                   ? pot_castle_types(p, from, to, b->occ, pot_board_attacks(b, !us, b->occ, 0))
                   : 0;
    if (kind == POT_MOVE_EP) {
        int vid = p->ep_victim < 64 ? p->board[p->ep_victim] : POT_NONE;
        if (!(set & POT_BIT(POT_P)) || p->ep != to || vid == POT_NONE || pot_colour(vid) == us ||
            !(p->cur[vid] & POT_BIT(POT_P)) || !(pg_pawns(geo_bit(from), us) & geo_bit(to)))
            return 0;
        return POT_BIT(POT_P);
    }
    Bitboard tb = geo_bit(to), enemy = b->side[!us];
    unsigned out = 0;
    for (unsigned rest = set; rest; rest &= rest - 1) {
        int t = __builtin_ctz(rest);
        Bitboard d = t == POT_P ? (enemy & pg_pawns(geo_bit(from), us)) |
                                      pot_pawn_pushes(us, from, !((p->moved >> id) & 1), b->occ)
                                : pot_piece_attacks(t, from, b->occ);
        if (d & tb)
            out |= POT_BIT(t);
    }
    return out;
}

/* ---- legality of a candidate ----------------------------------------------- */

/* Black's first move also answers for the start array, where White is to
 * move: each Black piece on rank 7 is attacked there by the White piece on
 * its file (possibly a rook), so none of them can be the king (else the
 * start array has the side not to move in check). The squares of the
 * unmoved Black pieces on rank 7 that may be the king, when that applies. */
static Bitboard first_move_kings(const PotPos *p, const PotBoard *b)
{
    if (p->stm != BLACK || (p->moved & 0xffff0000u))
        return 0;
    return b->kings[BLACK] & PG_RANK(6);
}

/* Clears type bit t from piece id, in the origin set too unless promoted. */
static void drop_type(PotPos *q, int id, int t)
{
    if (q->cur[id] == q->org[id])
        q->org[id] &= (uint8_t) ~(1u << t);
    q->cur[id] &= (uint8_t) ~(1u << t);
}

bool pot_mover_ok(const PotPos *p, const PotBoard *b, int from, int to, int kind, unsigned cur,
                  unsigned org, uint8_t *moved_set)
{
    int us = p->stm, them = !us;
    Bitboard fb = geo_bit(from), tb = geo_bit(to), gone = 0;
    Bitboard occ = (b->occ & ~fb) | tb;
    Bitboard kings = b->kings[us] & ~fb;
    int rfrom = -1, rto = -1;
    if (kind == POT_MOVE_EP) {
        gone = geo_bit(p->ep_victim);
        occ &= ~gone;
    } else if (kind == POT_MOVE_CASTLE) {
        rfrom = to > from ? from + 3 : from - 4;
        rto = (from + to) / 2;
        occ = (occ & ~geo_bit(rfrom)) | geo_bit(rto);
        kings &= ~geo_bit(rfrom);
    } else {
        gone = b->side[them] & tb;
    }
    /* a piece that may be the king has one set (a promoted piece has none) */
    Bitboard first = first_move_kings(p, b);
    if (first & fb) {
        cur &= ~POT_BIT(POT_K);
        org &= ~POT_BIT(POT_K);
    }
    if (cur & POT_BIT(POT_K))
        kings |= tb;
    kings &= ~first;
    Bitboard drops = kings ? kings & pot_board_attacks(b, them, occ, gone) : 0;
    if (!drops && !first && kind != POT_MOVE_CASTLE) {
        /* one set narrowed within an exact set: still feasible, and each of
         * its types still occurs in some assignment */
        if (moved_set)
            *moved_set = (uint8_t)cur;
        return cur != 0;
    }
    uint8_t sets[16];
    memcpy(sets, p->org + us * 16, 16);
    int id = p->board[from] - us * 16;
    sets[id] = (uint8_t)org;
    if (kind == POT_MOVE_CASTLE) {
        sets[id] = POT_BIT(POT_K);
        sets[p->board[rfrom] - us * 16] = POT_BIT(POT_R);
    }
    for (Bitboard d = first & ~fb; d;) {
        int i = p->board[bits_pop(&d)] - us * 16;
        sets[i] &= (uint8_t)~POT_BIT(POT_K);
    }
    for (Bitboard d = drops; d;) {
        int s = bits_pop(&d);
        int i = s == to ? id : p->board[s] - us * 16;
        sets[i] &= (uint8_t)~POT_BIT(POT_K);
    }
    if (!moved_set)
        return potential_counts_ok(sets);
    if (!potential_filter(sets, 16))
        return false;
    *moved_set = (uint8_t)(cur == org ? sets[id] : cur); /* a promoted piece keeps its type */
    return true;
}

/* ---- applying a move --------------------------------------------------------- */

/* The ids whose square, sets or moved mark differ between p and q, as bits:
 * eight ids a word, a byte each. */
static uint32_t changed_ids(const PotPos *p, const PotPos *q)
{
    uint32_t out = p->moved ^ q->moved;
    for (int w = 0; w < 4; w++) {
        uint64_t a, b, x = 0;
        memcpy(&a, p->sq + 8 * w, 8);
        memcpy(&b, q->sq + 8 * w, 8);
        x |= a ^ b;
        memcpy(&a, p->cur + 8 * w, 8);
        memcpy(&b, q->cur + 8 * w, 8);
        x |= a ^ b;
        memcpy(&a, p->org + 8 * w, 8);
        memcpy(&b, q->org + 8 * w, 8);
        x |= a ^ b;
        const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
        uint64_t nonzero = (((x & low7) + low7) | x) & ~low7;
        out |= (uint32_t)(((nonzero >> 7) * 0x0102040810204080ull) >> 56) << (8 * w);
    }
    return out;
}

static int apply_types(const PotPos *p, const PotBoard *b, PotMove m, unsigned types, PotPos *out,
                       PotBoard *ob)
{
    if (!types)
        return -1;
    PotPos q = *p;
    int from = pot_move_from(m), to = pot_move_to(m), kind = pot_move_kind(m);
    int promo = pot_move_promo(m), vict = pot_move_victim(m);
    int us = p->stm, them = !us;
    int id = p->board[from];
    bool last = geo_rank(to) == (us == WHITE ? 7 : 0);
    bool changed[2] = {false, false}; /* a side's origin sets narrowed */

    /* 1. geometry (and the promotion choice) */
    if (q.cur[id] == q.org[id]) {
        changed[us] = types != q.org[id];
        q.org[id] = (uint8_t)types;
    }
    q.cur[id] = (uint8_t)types;
    if (last && (types & POT_BIT(POT_P)) && kind == POT_MOVE_NORMAL) {
        if (promo >= 0) {
            if (promo == POT_K || promo >= POT_P)
                return -1;
            changed[us] = changed[us] || q.org[id] != POT_BIT(POT_P);
            q.org[id] = POT_BIT(POT_P);
            q.cur[id] = (uint8_t)POT_BIT(promo);
        } else {
            changed[us] = true;
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
    Bitboard gone = 0;
    if (vid != POT_NONE) {
        unsigned can = p->cur[vid] & ~POT_BIT(POT_K);
        if (kind == POT_MOVE_EP)
            can &= POT_BIT(POT_P);
        if (vict < 0 && can && !(can & (can - 1)))
            vict = bits_lsb(can);
        if (vict < 0 || !(can & (1u << vict)))
            return -1;
        if (q.cur[vid] == q.org[vid]) {
            changed[them] = q.org[vid] != POT_BIT(vict);
            q.org[vid] = (uint8_t)POT_BIT(vict);
        }
        q.cur[vid] = (uint8_t)POT_BIT(vict);
        q.sq[vid] = POT_NONE;
        q.board[vsq] = POT_NONE;
        gone = geo_bit(vsq);
    } else if (vict >= 0) {
        return -1;
    }
    q.board[from] = POT_NONE;
    q.board[to] = (uint8_t)id;
    q.sq[id] = (uint8_t)to;
    q.moved |= (uint32_t)1 << id;
    Bitboard occ = (b->occ & ~geo_bit(from) & ~gone) | geo_bit(to);
    if (kind == POT_MOVE_CASTLE) {
        int rfrom = to > from ? from + 3 : from - 4, rto = (from + to) / 2;
        int rid = q.board[rfrom];
        q.board[rfrom] = POT_NONE;
        q.board[rto] = (uint8_t)rid;
        q.sq[rid] = (uint8_t)rto;
        q.moved |= (uint32_t)1 << rid;
        q.cur[id] = q.org[id] = POT_BIT(POT_K);
        q.cur[rid] = q.org[rid] = POT_BIT(POT_R);
        occ = (occ & ~geo_bit(rfrom)) | geo_bit(rto);
        changed[us] = true;
    }

    /* 3. king safety: the mover's pieces attacked by a possible attacker
     * (the enemy's sets as before the move, less the captured piece), and
     * Black's first move (first_move_kings) */
    for (Bitboard f = first_move_kings(p, b); f;) {
        int i = p->board[bits_pop(&f)];
        if (q.cur[i] & POT_BIT(POT_K)) {
            drop_type(&q, i, POT_K);
            changed[us] = true;
        }
    }
    Bitboard att = pot_board_attacks(b, them, occ, gone);
    for (int i = us * 16; i < us * 16 + 16; i++)
        if (q.sq[i] != POT_NONE && (q.cur[i] & POT_BIT(POT_K)) && (att & geo_bit(q.sq[i]))) {
            drop_type(&q, i, POT_K);
            changed[us] = true;
        }

    /* 4 and 5. counts, exactly; every set stays non-empty. A side whose
     * origin sets are as before is exact already. */
    for (int side = 0; side < 2; side++) {
        if (!changed[side])
            continue;
        uint8_t sets[16];
        memcpy(sets, q.org + side * 16, 16);
        if (!potential_filter(sets, 16))
            return -1;
        for (int i = 0; i < 16; i++) {
            int k = side * 16 + i;
            if (q.cur[k] == q.org[k] && q.sq[k] != POT_NONE)
                q.cur[k] = sets[i];
            q.org[k] = sets[i];
        }
    }

    q.ep = q.ep_victim = GEO_NO_SQ;
    if (kind == POT_MOVE_NORMAL && (to - from == 16 || from - to == 16) &&
        (q.cur[id] & POT_BIT(POT_P))) {
        q.ep = (uint8_t)((from + to) / 2);
        q.ep_victim = (uint8_t)to;
    }
    if (vid != POT_NONE || promo >= 0 || (q.cur[id] & POT_BIT(POT_P)))
        q.halfmove = 0;
    else
        q.halfmove = position_counter_add(q.halfmove, 1);
    if (us == BLACK)
        q.fullmove = position_counter_add(q.fullmove, 1);
    q.stm = (uint8_t)them;
    /* the key: the shares of the pieces that changed replaced; their
     * squares and sets in the board */
    uint64_t h = p->hash - turn_key(p) + turn_key(&q);
    if (ob)
        *ob = *b;
    for (uint32_t diff = changed_ids(p, &q); diff; diff &= diff - 1) {
        int i = __builtin_ctz(diff);
        h += piece_key(&q, i) - piece_key(p, i);
        if (!ob)
            continue;
        if (p->sq[i] != POT_NONE)
            board_toggle(ob, pot_colour(i), p->cur[i], geo_bit(p->sq[i]));
        if (q.sq[i] != POT_NONE)
            board_toggle(ob, pot_colour(i), q.cur[i], geo_bit(q.sq[i]));
    }
    if (ob)
        ob->occ = ob->side[0] | ob->side[1];
    q.hash = h;
    *out = q;
    return 0;
}

int pot_apply_board(const PotPos *p, const PotBoard *b, PotMove m, PotPos *out, PotBoard *ob)
{
    unsigned types = pot_move_types(p, b, pot_move_from(m), pot_move_to(m), pot_move_kind(m));
    return apply_types(p, b, m, types, out, ob);
}

int potential_apply(const Variant *v, const PotPos *p, PotMove m, PotPos *out)
{
    (void)v;
    PotBoard b;
    pot_board(p, &b);
    return pot_apply_board(p, &b, m, out, NULL);
}

bool potential_is_legal(const Variant *v, const PotPos *p, PotMove m)
{
    int from = pot_move_from(m), to = pot_move_to(m), kind = pot_move_kind(m);
    int promo = pot_move_promo(m), vict = pot_move_victim(m);
    if (kind > POT_MOVE_CASTLE || promo > POT_N || vict > POT_P ||
        m != pot_move_make(from, to, kind, promo, vict))
        return false;
    int vsq = kind == POT_MOVE_EP ? p->ep_victim : to;
    int vid = kind == POT_MOVE_CASTLE || vsq >= 64 ? POT_NONE : p->board[vsq];
    if (vid != POT_NONE && vict < 0) /* the owner's choice is part of a listed move */
        return false;
    PotPos q;
    return potential_apply(v, p, m, &q) == 0;
}
