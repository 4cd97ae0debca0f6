/* test_potential_fast.c - the fast Potential Chess generator against the
 * first one (tests/support/pot_reference.c) on random games: the same legal
 * moves in the same order, the same positions after each of them, the same
 * attacks and checks; the captures, the moved piece's sets, the legality of
 * one move and the key agree with the list and the positions; the geometry
 * agrees with the variant's compiled powers; the feasibility test with the
 * filtering. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hostfile.h"
#include "pot_reference.h"
#include "potential.h"
#include "potential_impl.h"
#include "rng.h"

static uint64_t random_board(Rng *r)
{
    uint64_t b = 0;
    int n = (int)rng_next(r, 40);
    for (int i = 0; i < n; i++)
        b |= 1ull << rng_next(r, 64);
    return b;
}

static void geometry(const Variant *v, Rng *r, int cases)
{
    int bad = 0;
    for (int c = 0; c < cases; c++) {
        uint64_t occ = random_board(r);
        for (int sq = 0; sq < 64; sq++)
            for (int t = 0; t < POT_NTYPES; t++)
                for (int colour = 0; colour < 2; colour++)
                    if (potential_type_attacks(v, t, colour, sq, occ) !=
                        ref_pot_type_attacks(v, t, colour, sq, occ))
                        bad++;
    }
    CHECK_INT(bad, 0);
}

static bool same_state(const PotPos *a, const PotPos *b)
{
    return memcmp(a->board, b->board, sizeof a->board) == 0 &&
           memcmp(a->sq, b->sq, sizeof a->sq) == 0 && memcmp(a->cur, b->cur, sizeof a->cur) == 0 &&
           memcmp(a->org, b->org, sizeof a->org) == 0 && a->moved == b->moved && a->stm == b->stm &&
           a->ep == b->ep && a->ep_victim == b->ep_victim && a->halfmove == b->halfmove &&
           a->fullmove == b->fullmove;
}

static bool listed(const PotMoveList *l, PotMove m)
{
    for (int i = 0; i < l->count; i++)
        if (l->moves[i] == m)
            return true;
    return false;
}

/* Every check at one position; false (with a message) at the first difference. */
static bool compare(const Variant *v, const PotPos *p, Rng *r, PotMoveList *fast, PotMoveList *ref,
                    PotMoveList *caps, uint8_t *sets)
{
    int n = potential_legal_sets(v, p, fast, sets);
    int nr = ref_pot_legal(v, p, ref);
    if (n != nr || memcmp(fast->moves, ref->moves, sizeof *fast->moves * (size_t)n) != 0) {
        fprintf(stderr, "legal lists differ: %d moves, reference %d\n", n, nr);
        return false;
    }
    if (potential_has_legal(v, p) != (n > 0) || potential_legal(v, p, caps) != n) {
        fprintf(stderr, "has_legal or legal differ\n");
        return false;
    }
    for (int c = 0; c < 2; c++)
        if (potential_attacks(v, p, c) != ref_pot_attacks(v, p, c) ||
            potential_in_check(v, p, c) != ref_pot_in_check(v, p, c)) {
            fprintf(stderr, "attacks or check of colour %d differ: %016llx %016llx\n", c,
                    (unsigned long long)potential_attacks(v, p, c),
                    (unsigned long long)ref_pot_attacks(v, p, c));
            for (int id = 0; id < POT_PIECES; id++)
                fprintf(stderr, "%d:%d/%x/%x ", id, p->sq[id], p->cur[id], p->org[id]);
            return false;
        }
    int nc = potential_captures(v, p, caps), k = 0;
    for (int i = 0; i < n; i++)
        k += pot_move_victim(fast->moves[i]) >= 0;
    if (nc != k) {
        fprintf(stderr, "%d captures, %d in the list\n", nc, k);
        return false;
    }
    for (int i = 0; i < nc; i++)
        if (!listed(fast, caps->moves[i]) || pot_move_victim(caps->moves[i]) < 0) {
            fprintf(stderr, "capture %x not a listed capture\n", caps->moves[i]);
            return false;
        }
    /* the search's make: the board kept move by move is the one made afresh */
    PotBoard board, kept, fresh;
    pot_board(p, &board);
    if (pot_legal_board(p, &board, false, 0, caps) != n ||
        pot_legal_board(p, &board, true, ~0ull, caps) != nc) {
        fprintf(stderr, "lists on a given board differ\n");
        return false;
    }
    /* quiescence's captures of some pieces only: those of the full list */
    Bitboard victims = (Bitboard)rng_next(r, 1u << 30) << 34 |
                       (Bitboard)rng_next(r, 1u << 30) << 4 | rng_next(r, 16);
    int want = 0;
    for (int i = 0; i < n; i++) {
        PotMove m = fast->moves[i];
        int vsq = pot_move_kind(m) == POT_MOVE_EP ? p->ep_victim : pot_move_to(m);
        want += pot_move_victim(m) >= 0 && (victims & geo_bit(vsq));
    }
    if (pot_legal_board(p, &board, true, victims, caps) != want) {
        fprintf(stderr, "%d captures of the chosen pieces, %d in the list\n", caps->count, want);
        return false;
    }
    for (int i = 0; i < n; i++) {
        PotMove m = fast->moves[i];
        PotPos a, b, c;
        if (pot_apply_board(p, &board, m, &c, &kept) != 0) {
            fprintf(stderr, "move %x: not made on a given board\n", m);
            return false;
        }
        pot_board(&c, &fresh);
        if (memcmp(&kept, &fresh, sizeof kept) != 0) {
            fprintf(stderr, "move %x: the kept board differs from a fresh one\n", m);
            return false;
        }
        if (potential_apply(v, p, m, &a) != 0 || ref_pot_apply(v, p, m, &b) != 0 ||
            !same_state(&a, &c) || !same_state(&a, &b) || a.hash != potential_hash(&a) ||
            !potential_is_legal(v, p, m) || a.cur[a.board[pot_move_to(m)]] != sets[i]) {
            fprintf(stderr, "move %x: positions, key, legality or set differ\n", m);
            return false;
        }
    }
    /* one move checked alone: the listed ones and near misses (every choice
     * of a listed from/to, and random words) */
    for (int i = 0; i < 6 && n; i++) {
        PotMove base = fast->moves[rng_next(r, (unsigned)n)];
        int from = pot_move_from(base), to = pot_move_to(base);
        for (int kind = 0; kind < 4; kind++)
            for (int promo = -1; promo < 7; promo++)
                for (int victim = -1; victim < 7; victim++) {
                    PotMove m = pot_move_make(from, to, kind, promo, victim);
                    if (potential_is_legal(v, p, m) != listed(fast, m)) {
                        fprintf(stderr, "is_legal(%x) differs from the list\n", m);
                        return false;
                    }
                }
        PotMove w = (PotMove)rng_next(r, 1u << 24) | (PotMove)(rng_next(r, 2) << 28);
        if (potential_is_legal(v, p, w) != listed(fast, w)) {
            fprintf(stderr, "is_legal(%x) differs from the list\n", w);
            return false;
        }
    }
    return true;
}

/* The feasibility test agrees with the filtering on random sets. */
static void counts(Rng *r, int cases)
{
    int bad = 0, feasible = 0;
    for (int c = 0; c < cases; c++) {
        uint8_t sets[16], copy[16];
        for (int i = 0; i < 16; i++) {
            unsigned s = POT_ALL;
            for (int k = (int)rng_next(r, 4); k > 0; k--)
                s &= ~(1u << rng_next(r, POT_NTYPES));
            sets[i] = (uint8_t)(rng_next(r, 3) ? s : 1u << rng_next(r, POT_NTYPES));
        }
        memcpy(copy, sets, sizeof copy);
        bool ok = potential_filter(copy, 16);
        feasible += ok;
        if (potential_counts_ok(sets) != ok)
            bad++;
    }
    CHECK_INT(bad, 0);
    CHECK(feasible > 0 && feasible < cases);
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    Variant *v = NULL;
    Error e;
    error_clear(&e);
    if (host_load_variant("variants/potential.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        return 1;
    }
    Rng r = {0x7071e4a1f00dull};
    geometry(v, &r, quick ? 20 : 100);
    counts(&r, quick ? 2000 : 20000);
    PotMoveList *fast = malloc(sizeof *fast), *ref = malloc(sizeof *ref),
                *caps = malloc(sizeof *caps);
    uint8_t *sets = malloc(POT_MAX_MOVES);
    if (!fast || !ref || !caps || !sets)
        return 1;
    static const char *const openings[] = {"", "1. e2-e4 h7-h6 2. e4-e5 d7-d5",
                                           "1. g1-h3 a7-a6 2. g2-g3 b7-b6 3. f1-g2 c7-c6",
                                           "1. h2-h3 d7-d5 2. h3-h4 d5-d4 3. e2-e4"};
    int games = quick ? 10 : 40, positions = 0, special = 0;
    for (int gi = 0; gi < games; gi++) {
        PotPos start;
        potential_start(&start);
        PotGame *g = potential_game_new(&start);
        if (!g)
            return 1;
        bool ok = potential_game_play_text(v, g, openings[gi % 4], &e) == 0;
        for (int ply = 0; ply < 90 && ok; ply++) {
            const PotPos *p = potential_game_pos(g);
            ok = compare(v, p, &r, fast, ref, caps, sets);
            positions++;
            if (!ok) {
                char fen[POT_FEN_MAX];
                potential_fen_write(p, fen, sizeof fen);
                fprintf(stderr, "game %d ply %d: %s\n", gi, ply, fen);
                break;
            }
            int n = fast->count;
            if (n == 0)
                break;
            /* captures and the rare moves first, so that games reach them */
            int pick = (int)rng_next(&r, (unsigned)n);
            for (int i = 0; i < n; i++) {
                PotMove m = fast->moves[i];
                if ((pot_move_kind(m) != POT_MOVE_NORMAL || pot_move_promo(m) >= 0) &&
                    rng_next(&r, 2)) {
                    pick = i;
                    special++;
                    break;
                }
            }
            if (potential_game_play(v, g, fast->moves[pick]) != 0)
                break; /* drawn */
        }
        CHECK(ok);
        potential_game_free(g);
    }
    printf("%d positions compared, %d special moves played\n", positions, special);
    CHECK(positions > 100);
    free(fast);
    free(ref);
    free(caps);
    free(sets);
    variant_free(v);
    return check_report("test_potential_fast");
}
