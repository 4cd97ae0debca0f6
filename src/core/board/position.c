/* position.c - placing pieces and making moves (who attacks a square: attack.c). */
#include "position.h"

#include "bits.h"
#include "power.h"

void position_put(const Variant *v, Position *p, int sq, int code)
{
    int c = piece_colour(code), t = piece_type(code);
    Bitboard b = geo_bit(sq);
    p->pieces[c][t] |= b;
    p->occ[c] |= b;
    p->board[sq] = (uint8_t)code;
    p->hash ^= v->zobrist_piece[c][t][sq];
}

void position_remove(const Variant *v, Position *p, int sq)
{
    int code = p->board[sq];
    if (code == PIECE_NONE)
        return;
    int c = piece_colour(code), t = piece_type(code);
    Bitboard b = geo_bit(sq);
    p->pieces[c][t] &= ~b;
    p->occ[c] &= ~b;
    p->board[sq] = PIECE_NONE;
    p->hash ^= v->zobrist_piece[c][t][sq];
}

/* Pawns of the side to move that could take en passant on p->ep: only then
 * does the en-passant square count for repetition. */
static bool ep_matters(const Variant *v, const Position *p)
{
    if (p->ep == GEO_NO_SQ || v->pawn_type < 0)
        return false;
    const Power *pw = position_power(v, p, p->stm, v->pawn_type);
    return (pw->rev->ep_cap[p->ep] & p->pieces[p->stm][v->pawn_type]) != 0;
}

uint64_t position_hash(const Variant *v, const Position *p)
{
    uint64_t h = 0;
    for (int sq = 0; sq < 64; sq++) {
        int code = p->board[sq];
        if (code != PIECE_NONE)
            h ^= v->zobrist_piece[piece_colour(code)][piece_type(code)][sq];
    }
    if (p->stm == BLACK)
        h ^= v->zobrist_side;
    for (Bitboard c = p->castle; c;)
        h ^= v->zobrist_castle[bits_pop(&c)];
    if (ep_matters(v, p))
        h ^= v->zobrist_ep[p->ep];
    /* atomic: the types' entries follow from the atoms' */
    int first = v->def.mutation.atomic ? VAR_MAX_TYPES : 0;
    for (int c = 0; c < 2; c++)
        for (int i = first; i < POS_PHASES; i++)
            if (p->phase[c][i])
                h ^= v->zobrist_phase[c][i][p->phase[c][i] % VAR_MAX_POWERS];
    if (v->def.mutation.kind == MUT_LADDER && (p->fullmove & 1))
        h ^= v->zobrist_parity;
    return h;
}

void position_castle_rook(const Variant *v, Move m, int *rook_from, int *rook_to)
{
    (void)v;
    int from = move_from(m), to = move_to(m), rook = move_rook(m);
    *rook_from = rook;
    *rook_to = rook > from ? to - 1 : to + 1;
}

static int lowest_type(unsigned mask)
{
    return mask ? __builtin_ctz(mask) : -1;
}

/* The type a moved man of type t becomes, before any explicit choice. */
static int mutated_type(const Variant *v, const Position *p, int t, bool capture)
{
    const MutationDef *md = &v->def.mutation;
    int table;
    switch (md->kind) {
    case MUT_PIECE_CYCLE:
        table = 0;
        break;
    case MUT_LADDER:
        table = (p->fullmove % 2 == 0) ? 1 : 0;
        break;
    case MUT_UP_DOWN:
        table = (capture ? 1 : 0) +
                ((v->pawn_type < 0 || !((p->pieces[0][v->pawn_type] | p->pieces[1][v->pawn_type])))
                     ? 2
                     : 0);
        break;
    default:
        return t;
    }
    int nt = lowest_type(md->next[table][t]);
    return nt < 0 ? t : nt;
}

/* Phase entry i (a type, or VAR_MAX_TYPES + an atom list) advances for both
 * colours along lists of n[colour] entries. */
static void advance_entry(const Variant *v, Position *p, int i, const int n[2])
{
    for (int c = 0; c < 2; c++) {
        if (n[c] <= 1)
            continue;
        int old = p->phase[c][i];
        int nw = (old + 1) % n[c];
        if (old)
            p->hash ^= v->zobrist_phase[c][i][old];
        if (nw)
            p->hash ^= v->zobrist_phase[c][i][nw];
        p->phase[c][i] = (uint8_t)nw;
    }
}

void position_sync_atoms(const Variant *v, Position *p)
{
    const MutationDef *md = &v->def.mutation;
    if (md->kind != MUT_TYPE_CYCLE || !md->atomic)
        return;
    for (int c = 0; c < 2; c++) {
        for (int t = 0; t < v->def.ntypes; t++) {
            int k = 0;
            for (int a = 0; a < md->natoms; a++)
                k += p->phase[c][VAR_MAX_TYPES + a] * v->atom_stride[t][c][a];
            p->phase[c][t] = (uint8_t)k;
        }
    }
}

void position_make(const Variant *v, Position *p, Move m)
{
    int us = p->stm, them = !us;
    int from = move_from(m), to = move_to(m), kind = move_kind(m);

    if (ep_matters(v, p))
        p->hash ^= v->zobrist_ep[p->ep];
    p->ep = GEO_NO_SQ;

    if (kind == MOVE_PASS) {
        p->halfmove = position_counter_add(p->halfmove, 1);
    } else {
        int code = p->board[from];
        int t = piece_type(code);
        Bitboard own_castle = p->castle & p->occ[us];
        int victim = kind == MOVE_EP ? p->ep_victim : to;
        bool capture = kind != MOVE_CASTLE && p->board[victim] != PIECE_NONE;
        /* what the piece becomes is decided as the move starts, before the
         * capture (Move Up, Take Down: whether a pawn is on the board) */
        int nt = move_new(m);
        if (nt < 0)
            nt = (kind == MOVE_CASTLE) ? t : mutated_type(v, p, t, capture);
        if (capture) {
            if (piece_type(p->board[victim]) == v->king_type)
                p->king_captured = (uint8_t)(1 + them);
            position_remove(v, p, victim);
        }
        Bitboard touched = geo_bit(from) | geo_bit(to) | geo_bit(victim);
        if (kind == MOVE_CASTLE) {
            /* Chess960: the king or the rook may land on the other's square, so
             * both leave before either lands */
            int rf, rt;
            position_castle_rook(v, m, &rf, &rt);
            int rtype = piece_type(p->board[rf]);
            int rnt = mutated_type(v, p, rtype, false);
            position_remove(v, p, from);
            position_remove(v, p, rf);
            position_put(v, p, to, piece_code(us, nt));
            position_put(v, p, rt, piece_code(us, rnt));
            touched |= geo_bit(rf) | geo_bit(rt);
        } else {
            position_remove(v, p, from);
            position_put(v, p, to, piece_code(us, nt));
        }
        if (kind == MOVE_DOUBLE) {
            p->ep = (uint8_t)((from + to) / 2);
            p->ep_victim = (uint8_t)to;
        }
        p->unmoved &= ~touched;
        Bitboard lost = p->castle & touched;
        if (t == v->king_type)
            lost |= own_castle;
        for (Bitboard c = lost; c;)
            p->hash ^= v->zobrist_castle[bits_pop(&c)];
        p->castle &= ~lost;
        if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
            if (!v->def.mutation.atomic) {
                advance_entry(v, p, t, v->def.types[t].npowers);
            } else if (move_aux(m)) {
                /* the atom list that made the move advances */
                int a = move_aux(m) - 1;
                advance_entry(v, p, VAR_MAX_TYPES + a, v->def.mutation.atoms[a].nvalues);
                position_sync_atoms(v, p);
            }
        }
        if (capture || t == v->pawn_type)
            p->halfmove = 0;
        else
            p->halfmove = position_counter_add(p->halfmove, 1);
    }
    if (us == BLACK) {
        uint32_t next = position_counter_add(p->fullmove, 1);
        if (v->def.mutation.kind == MUT_LADDER && ((next ^ p->fullmove) & 1))
            p->hash ^= v->zobrist_parity;
        p->fullmove = next;
    }
    p->stm = (uint8_t)them;
    p->hash ^= v->zobrist_side;
    if (ep_matters(v, p))
        p->hash ^= v->zobrist_ep[p->ep];
}
