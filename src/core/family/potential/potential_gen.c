/* potential_gen.c - the legal moves of a Potential Chess position: for each
 * piece the targets of every type in its set, and for each candidate the
 * legality test of potential.c (the mover's counts once its attacked
 * possible kings lose K), once for all the captured piece's choices. */
#include <string.h>

#include "bits.h"
#include "potential_impl.h"

typedef struct Gen {
    const PotPos *p;
    const PotBoard *given; /* p's board, or NULL: made here */
    PotBoard b;
    Bitboard attacked; /* by the enemy before the move, for castling (0: not yet) */
    bool attacked_known;
    PotMoveList *out;
    uint8_t *sets; /* the moved piece's set after each move, or NULL */
    bool captures_only;
    Bitboard victims; /* captures_only: the squares of the pieces that may be taken */
    bool any;         /* out NULL: stop at the first legal move, counted in found */
    int found;
} Gen;

static void push(Gen *g, PotMove m, unsigned set)
{
    if (g->any) {
        g->found++;
        return;
    }
    if (g->out->count >= POT_MAX_MOVES)
        return;
    if (g->sets)
        g->sets[g->out->count] = (uint8_t)set;
    g->out->moves[g->out->count++] = m;
}

/* Adds from -> to with each promotion and capture choice. */
static void add_choices(Gen *g, int from, int to, int kind, unsigned types)
{
    if (!types || g->found)
        return;
    const PotPos *p = g->p;
    int us = p->stm;
    int vsq = kind == POT_MOVE_EP ? p->ep_victim : to;
    int vid = kind == POT_MOVE_CASTLE ? POT_NONE : p->board[vsq];
    unsigned vset = vid == POT_NONE ? 0 : p->cur[vid] & ~POT_BIT(POT_K);
    if (kind == POT_MOVE_EP)
        vset &= POT_BIT(POT_P);
    if (vid != POT_NONE && !vset)
        return;
    if (g->captures_only && vid == POT_NONE)
        return;
    int id = p->board[from];
    unsigned cur = p->cur[id], org = p->org[id];
    bool unpromoted = cur == org;
    if (kind == POT_MOVE_CASTLE)
        cur = org = POT_BIT(POT_K);
    else
        org = unpromoted ? types : org, cur = types;
    bool promotes = kind == POT_MOVE_NORMAL && (types & POT_BIT(POT_P)) &&
                    geo_rank(to) == (us == WHITE ? 7 : 0);
    for (int promo = -1; promo < POT_P && !g->found; promo++) {
        if (promo == POT_K || (promo >= 0 && !promotes))
            continue;
        unsigned c = cur, o = org;
        if (promo >= 0) {
            o = POT_BIT(POT_P);
            c = POT_BIT(promo);
        } else if (promotes) {
            if (!(types & ~POT_BIT(POT_P)))
                continue;
            c &= ~POT_BIT(POT_P);
            if (unpromoted)
                o &= ~POT_BIT(POT_P);
        }
        uint8_t after = 0;
        if (!pot_mover_ok(p, &g->b, from, to, kind, c, o, g->sets ? &after : NULL))
            continue;
        if (vid == POT_NONE) {
            push(g, pot_move_make(from, to, kind, promo, -1), after);
            continue;
        }
        for (unsigned rest = vset; rest; rest &= rest - 1)
            push(g, pot_move_make(from, to, kind, promo, __builtin_ctz(rest)), after);
    }
}

static Bitboard enemy_attacks(Gen *g)
{
    if (!g->attacked_known) {
        g->attacked = pot_board_attacks(&g->b, !g->p->stm, g->b.occ, 0);
        g->attacked_known = true;
    }
    return g->attacked;
}

static void generate(Gen *gen)
{
    Gen g = *gen;
    const PotPos *p = g.p;
    PotMoveList *out = g.out;
    bool captures_only = g.captures_only;
    if (g.given)
        g.b = *g.given;
    else
        pot_board(p, &g.b);
    if (out)
        out->count = 0;
    int us = p->stm;
    Bitboard own = g.b.side[us], enemy = g.b.side[!us], occ = g.b.occ;
    int rank = us == WHITE ? 0 : 7;
    for (Bitboard bb = own; bb && !g.found;) {
        int from = bits_pop(&bb), id = p->board[from];
        unsigned set = p->cur[id];
        Bitboard by[POT_NTYPES] = {0}, dests = 0;
        for (unsigned rest = set; rest; rest &= rest - 1) {
            int t = __builtin_ctz(rest);
            Bitboard d = t == POT_P ? (enemy & pg_pawns(geo_bit(from), us)) |
                                          pot_pawn_pushes(us, from, !((p->moved >> id) & 1), occ)
                                    : pot_piece_attacks(t, from, occ) & ~own;
            by[t] = d;
            dests |= d;
        }
        if (captures_only)
            dests &= enemy & g.victims;
        bool castle_from = !captures_only && from == geo_square(4, rank) && (set & POT_BIT(POT_K));
        bool ep = p->ep < 64 && (set & POT_BIT(POT_P)) &&
                  (!captures_only || (g.victims & geo_bit(p->ep_victim)));
        for (Bitboard e = dests | (castle_from ? geo_bit(from - 2) | geo_bit(from + 2) : 0); e;) {
            int to = bits_pop(&e);
            Bitboard tb = geo_bit(to);
            unsigned types = 0;
            for (unsigned rest = set; rest; rest &= rest - 1) {
                int t = __builtin_ctz(rest);
                if (by[t] & tb)
                    types |= POT_BIT(t);
            }
            add_choices(&g, from, to, POT_MOVE_NORMAL, types);
            if (ep && to == p->ep)
                add_choices(&g, from, to, POT_MOVE_EP,
                            pot_move_types(p, &g.b, from, to, POT_MOVE_EP));
            if (castle_from && (to == from - 2 || to == from + 2))
                add_choices(&g, from, to, POT_MOVE_CASTLE,
                            pot_castle_types(p, from, to, occ, enemy_attacks(&g)));
        }
        /* en passant onto an empty square that no other type reaches */
        if (ep && !(dests & geo_bit(p->ep)))
            add_choices(&g, from, p->ep, POT_MOVE_EP,
                        pot_move_types(p, &g.b, from, p->ep, POT_MOVE_EP));
    }
    gen->found = g.found;
}

int potential_legal(const Variant *v, const PotPos *p, PotMoveList *out)
{
    (void)v;
    Gen g = {.p = p, .out = out};
    generate(&g);
    return out->count;
}

int potential_legal_sets(const Variant *v, const PotPos *p, PotMoveList *out, uint8_t *sets)
{
    (void)v;
    Gen g = {.p = p, .out = out, .sets = sets};
    generate(&g);
    return out->count;
}

int pot_legal_board(const PotPos *p, const PotBoard *b, bool captures_only, Bitboard victims,
                    PotMoveList *out)
{
    Gen g = {.p = p, .given = b, .out = out, .captures_only = captures_only, .victims = victims};
    generate(&g);
    return out->count;
}

int potential_captures(const Variant *v, const PotPos *p, PotMoveList *out)
{
    (void)v;
    Gen g = {.p = p, .out = out, .captures_only = true, .victims = ~0ull};
    generate(&g);
    return out->count;
}

bool potential_has_legal(const Variant *v, const PotPos *p)
{
    (void)v;
    Gen g = {.p = p, .any = true};
    generate(&g);
    return g.found > 0;
}
