/* test_betza.c - the Betza reader against shared/BETZA.md: its test vectors, direction
 * tokens, flags, ranges, atom bookkeeping and every error message with its column. */
#include "betza.h"
#include "check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- a small reachable-square generator, independent of movegen ---------- */

static int square(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* Squares White reaches from `from` on an empty 8x8 board: a leap once, or a
 * ride of up to `range` steps (0 = unlimited) that stops at the edge.
 * Capture-only vectors reach nothing on an empty board, and neither do
 * hoppers and grasshoppers, which need a piece to jump over. Lame and initial
 * moves are free: nothing blocks, and the piece has not moved. */
static uint64_t reach(const BetzaPiece *pc, int from)
{
    uint64_t bb = 0;
    for (int k = 0; k < pc->nvec; k++) {
        const BetzaVector *v = &pc->vec[k];
        if (!(v->flags & BETZA_MOVE) || (v->flags & (BETZA_HOP | BETZA_GRASS)))
            continue;
        int f = from % 8, r = from / 8;
        for (int step = 1; v->range == 0 || step <= v->range; step++) {
            f += v->dx;
            r += v->dy;
            if (f < 0 || f > 7 || r < 0 || r > 7)
                break;
            bb |= (uint64_t)1 << (r * 8 + f);
        }
    }
    return bb;
}

static int popcount(uint64_t bb)
{
    int n = 0;
    for (; bb; bb &= bb - 1)
        n++;
    return n;
}

/* Square names of bb, file by file ("a2 a3 b1 ..."). */
static void squares_string(uint64_t bb, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int f = 0; f < 8; f++)
        for (int r = 0; r < 8; r++)
            if (bb & ((uint64_t)1 << (r * 8 + f))) {
                int n =
                    snprintf(buf + used, size - used, "%s%c%c", used ? " " : "", 'a' + f, '1' + r);
                if (n < 0 || (size_t)n >= size - used)
                    return;
                used += (size_t)n;
            }
}

/* The squares of a space-separated list; *count gets the number of names. */
static uint64_t parse_squares(const char *list, int *count)
{
    uint64_t bb = 0;
    *count = 0;
    for (const char *p = list; *p;) {
        if (*p == ' ') {
            p++;
            continue;
        }
        bb |= (uint64_t)1 << square(p);
        (*count)++;
        p += 2;
    }
    return bb;
}

/* Parses text, which must be valid, and returns what it reaches from `from`. */
static uint64_t reach_of(const char *text, const char *from)
{
    BetzaPiece pc;
    BetzaError err = {0, ""};
    int rc = betza_parse(text, &pc, &err);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "  '%s': %s\n", text, err.message);
        return 0;
    }
    return reach(&pc, square(from));
}

/* Sorted "(dx,dy)" list of the vectors of a valid string. */
static int cmp_vec(const void *a, const void *b)
{
    const BetzaVector *x = a, *y = b;
    if (x->dx != y->dx)
        return x->dx - y->dx;
    return x->dy - y->dy;
}

static void vectors_of(const char *text, char *buf, size_t size)
{
    BetzaPiece pc;
    BetzaError err = {0, ""};
    buf[0] = '\0';
    int rc = betza_parse(text, &pc, &err);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "  '%s': %s\n", text, err.message);
        return;
    }
    qsort(pc.vec, (size_t)pc.nvec, sizeof pc.vec[0], cmp_vec);
    size_t used = 0;
    for (int k = 0; k < pc.nvec; k++) {
        int n = snprintf(buf + used, size - used, "%s(%d,%d)", k ? " " : "", pc.vec[k].dx,
                         pc.vec[k].dy);
        if (n < 0 || (size_t)n >= size - used)
            return;
        used += (size_t)n;
    }
}

/* --- BETZA.md test vectors ------------------------------------------------ */

static void test_spec_table(void)
{
    static const struct {
        const char *betza, *from;
        int count;
        const char *squares; /* NULL: the table gives only the count */
    } table[] = {
        {"N", "d4", 8, "b3 b5 c2 c6 e2 e6 f3 f5"},
        {"R4", "a1", 8, "a2 a3 a4 a5 b1 c1 d1 e1"},
        {"R3", "d4", 12, "a4 b4 c4 e4 f4 g4 d1 d2 d3 d5 d6 d7"},
        {"WD", "d4", 8, "b4 c4 e4 f4 d2 d3 d5 d6"},
        {"WAND", "d4", 20, NULL},
        {"NN", "d4", 12, "b3 b5 c2 c6 e2 e6 f3 f5 b8 f8 h2 h6"},
        {"N2", "a1", 4, "b3 c5 c2 e3"},
        {"H", "d4", 4, "a4 g4 d1 d7"},
        {"C", "d4", 8, "a3 a5 g3 g5 c1 c7 e1 e7"},
        {"G", "a1", 1, "d4"},
        {"fsW", "d4", 3, "d5 c4 e4"},
        {"fK", "d4", 3, "c5 d5 e5"},
        {"BN", "d4", 21, NULL},
        {"KNAD", "d4", 24,
         "b2 b3 b4 b5 b6 c2 c3 c4 c5 c6 d2 d3 d5 d6 e2 e3 e4 e5 e6 "
         "f2 f3 f4 f5 f6"},
        {"mWcF", "d4", 4, "c4 e4 d3 d5"},
        {"fmWfceFifmnD", "e2", 2, "e3 e4"},
        /* The worked examples of the direction section. */
        {"fsLbbL", "e4", 4, "b5 h5 d1 f1"},
        {"fbNW", "d4", 8, "c6 e6 c2 e2 d5 d3 c4 e4"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        uint64_t got = reach_of(table[i].betza, table[i].from);
        CHECK_INT(popcount(got), table[i].count);
        if (table[i].squares) {
            int listed;
            uint64_t want = parse_squares(table[i].squares, &listed);
            CHECK_INT(listed, table[i].count); /* the expected list itself is right */
            char a[400], b[400];
            squares_string(got, a, sizeof a);
            squares_string(want, b, sizeof b);
            CHECK_STR(a, b);
        }
    }
}

/* --- direction tokens ----------------------------------------------------- */

static void test_directions(void)
{
    static const struct {
        const char *betza, *vectors;
    } table[] = {
        {"N", "(-2,-1) (-2,1) (-1,-2) (-1,2) (1,-2) (1,2) (2,-1) (2,1)"},
        {"fN", "(-1,2) (1,2)"},
        {"ffN", "(-1,2) (1,2)"},
        {"bN", "(-1,-2) (1,-2)"},
        {"rN", "(2,-1) (2,1)"},
        {"lN", "(-2,-1) (-2,1)"},
        {"vN", "(-1,-2) (-1,2) (1,-2) (1,2)"},
        {"sN", "(-2,-1) (-2,1) (2,-1) (2,1)"},
        {"fsN", "(-2,1) (2,1)"},
        {"frN", "(2,1)"},
        {"rfN", "(1,2)"},
        {"flN", "(-2,1)"},
        {"lfN", "(-1,2)"},
        {"bvN", "(-1,-2) (-1,2) (1,-2) (1,2)"}, /* same family: b, then v */
        {"rvN", "(1,-2) (1,2)"},                /* short leg right, long leg either way */
        {"vrN", "(2,-1) (2,1)"},
        {"fhN", "(-2,1) (-1,2) (1,2) (2,1)"},
        {"bhN", "(-2,-1) (-1,-2) (1,-2) (2,-1)"},
        {"rhN", "(1,-2) (1,2) (2,-1) (2,1)"},
        {"lhN", "(-2,-1) (-2,1) (-1,-2) (-1,2)"},
        {"hrN", "(-2,1) (-1,-2) (1,2) (2,-1)"},
        {"hlN", "(-2,-1) (-1,2) (1,-2) (2,1)"},
        {"fsL", "(-3,1) (3,1)"},
        {"bbL", "(-1,-3) (1,-3)"},
        {"frZ", "(3,2)"},
        {"W", "(-1,0) (0,-1) (0,1) (1,0)"},
        {"fW", "(0,1)"},
        {"vW", "(0,-1) (0,1)"},
        {"sW", "(-1,0) (1,0)"},
        {"fsW", "(-1,0) (0,1) (1,0)"},
        {"frW", "(0,1) (1,0)"},
        {"ffW", "(0,1)"},
        {"fbD", "(0,-2) (0,2)"},
        {"F", "(-1,-1) (-1,1) (1,-1) (1,1)"},
        {"fF", "(-1,1) (1,1)"},
        {"lF", "(-1,-1) (-1,1)"},
        {"vF", "(-1,-1) (-1,1) (1,-1) (1,1)"},
        {"sF", "(-1,-1) (-1,1) (1,-1) (1,1)"},
        {"frF", "(1,1)"},
        {"rfF", "(1,1)"},
        {"blF", "(-1,-1)"},
        {"fsF", "(-1,1) (1,1)"},
        {"frbF", "(-1,-1) (1,-1) (1,1)"}, /* fr, then b alone */
        {"fK", "(-1,1) (0,1) (1,1)"},
        {"bK", "(-1,-1) (0,-1) (1,-1)"},
        {"lK", "(-1,-1) (-1,0) (-1,1)"},
        {"vK", "(-1,-1) (-1,1) (0,-1) (0,1) (1,-1) (1,1)"},
        {"fbK", "(-1,-1) (-1,1) (0,-1) (0,1) (1,-1) (1,1)"},
        {"fR", "(0,1)"},
        {"frB", "(1,1)"},
        {"fQ", "(-1,1) (0,1) (1,1)"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        char got[200];
        vectors_of(table[i].betza, got, sizeof got);
        if (strcmp(got, table[i].vectors) != 0)
            fprintf(stderr, "  for '%s':\n", table[i].betza);
        CHECK_STR(got, table[i].vectors);
    }
}

/* --- flags, ranges, atoms ------------------------------------------------- */

static const BetzaVector *find_vec(const BetzaPiece *pc, int dx, int dy)
{
    for (int k = 0; k < pc->nvec; k++)
        if (pc->vec[k].dx == dx && pc->vec[k].dy == dy)
            return &pc->vec[k];
    return NULL;
}

static void test_pawn_flags(void)
{
    BetzaPiece pc;
    BetzaError err = {0, ""};
    CHECK_INT(betza_parse("fmWfceFifmnD", &pc, &err), 0);
    CHECK_INT(pc.nvec, 4);
    CHECK_INT(pc.natoms, 3);
    CHECK_INT(pc.atoms[0].letter, 'W');
    CHECK_INT(pc.atoms[0].column, 3);
    CHECK_INT(pc.atoms[1].letter, 'F');
    CHECK_INT(pc.atoms[1].column, 7);
    CHECK_INT(pc.atoms[2].letter, 'D');
    CHECK_INT(pc.atoms[2].column, 12);

    const BetzaVector *w = find_vec(&pc, 0, 1);
    const BetzaVector *fl = find_vec(&pc, -1, 1), *fr = find_vec(&pc, 1, 1);
    const BetzaVector *d = find_vec(&pc, 0, 2);
    CHECK(w && fl && fr && d);
    if (!(w && fl && fr && d))
        return;
    CHECK_INT(w->flags, BETZA_MOVE);
    CHECK_INT(w->range, 1);
    CHECK_INT(w->atom, 0);
    CHECK_INT(fl->flags, BETZA_CAPTURE | BETZA_EP);
    CHECK_INT(fr->flags, BETZA_CAPTURE | BETZA_EP);
    CHECK_INT(fl->atom, 1);
    CHECK_INT(fr->atom, 1);
    CHECK_INT(d->flags, BETZA_MOVE | BETZA_INITIAL | BETZA_LAME);
    CHECK_INT(d->atom, 2);
    CHECK_INT(d->range, 1);

    /* The parser gives White's vectors only: nothing points backwards. */
    for (int k = 0; k < pc.nvec; k++)
        CHECK(pc.vec[k].dy > 0);
    CHECK(find_vec(&pc, 0, -1) == NULL);
    CHECK(find_vec(&pc, 0, -2) == NULL);
}

/* Every vector of a valid string has these range and flags. */
static void check_all(const char *text, int nvec, int range, int flags)
{
    BetzaPiece pc;
    BetzaError err = {0, ""};
    int rc = betza_parse(text, &pc, &err);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "  '%s': %s\n", text, err.message);
        return;
    }
    CHECK_INT(pc.nvec, nvec);
    for (int k = 0; k < pc.nvec; k++) {
        CHECK_INT(pc.vec[k].range, range);
        CHECK_INT(pc.vec[k].flags, flags);
    }
}

static void test_ranges_and_modes(void)
{
    const int mc = BETZA_MOVE | BETZA_CAPTURE;
    check_all("N", 8, 1, mc);
    check_all("R4", 4, 4, mc);
    check_all("N2", 8, 2, mc);
    check_all("N0", 8, 0, mc);
    check_all("NN", 8, 0, mc);
    check_all("WW", 4, 0, mc);
    check_all("FF", 4, 0, mc);
    check_all("R", 4, 0, mc);
    check_all("B", 4, 0, mc);
    check_all("Q", 8, 0, mc);
    check_all("K", 8, 1, mc);
    check_all("KK", 8, 0, mc);
    check_all("K2", 8, 2, mc);
    check_all("W12", 4, 12, mc);
    check_all("R255", 4, 255, mc);
    check_all("R007", 4, 7, mc);
    check_all("mcW", 4, 1, mc);
    check_all("cmW", 4, 1, mc);
    check_all("mQ", 8, 0, BETZA_MOVE);
    check_all("cN", 8, 1, BETZA_CAPTURE);
    check_all("iW", 4, 1, mc | BETZA_INITIAL);
    check_all("nN", 8, 1, mc | BETZA_LAME);
    check_all("nJ", 8, 1, mc | BETZA_LAME);
    check_all("nNN", 8, 0, mc | BETZA_LAME);
    check_all("nA", 4, 1, mc | BETZA_LAME);
    check_all("pR", 4, 0, mc | BETZA_HOP);
    check_all("mpR", 4, 0, BETZA_MOVE | BETZA_HOP);
    check_all("gQ", 8, 0, mc | BETZA_GRASS);
    check_all("pB", 4, 0, mc | BETZA_HOP);
    check_all("pR4", 4, 4, mc | BETZA_HOP);
    check_all("pW0", 4, 0, mc | BETZA_HOP);
    check_all("gF0", 4, 0, mc | BETZA_GRASS);
    check_all("pWW", 4, 0, mc | BETZA_HOP);
    check_all("pW3", 4, 3, mc | BETZA_HOP);
    check_all("pK0", 8, 0, mc | BETZA_HOP);
    check_all("gKK", 8, 0, mc | BETZA_GRASS);

    /* Atom bookkeeping: K and Q give W and F at the same column; L reads as
     * C and J as Z; shorthands with their own vectors, not de-duplicated. */
    BetzaPiece pc;
    BetzaError err = {0, ""};
    CHECK_INT(betza_parse("NgQ", &pc, &err), 0);
    CHECK_INT(pc.natoms, 3);
    CHECK_INT(pc.atoms[0].letter, 'N');
    CHECK_INT(pc.atoms[0].column, 1);
    CHECK_INT(pc.atoms[1].letter, 'W');
    CHECK_INT(pc.atoms[1].column, 3);
    CHECK_INT(pc.atoms[2].letter, 'F');
    CHECK_INT(pc.atoms[2].column, 3);
    CHECK_INT(pc.nvec, 16);
    for (int k = 0; k < pc.nvec; k++) {
        int expect = k < 8 ? 0 : (pc.vec[k].dx && pc.vec[k].dy) ? 2 : 1;
        CHECK_INT(pc.vec[k].atom, expect);
    }

    CHECK_INT(betza_parse("WR", &pc, &err), 0);
    CHECK_INT(pc.natoms, 2);
    CHECK_INT(pc.nvec, 8);
    CHECK_INT(pc.atoms[1].letter, 'W');
    CHECK_INT(pc.atoms[1].column, 2);
    for (int k = 0; k < pc.nvec; k++)
        CHECK_INT(pc.vec[k].range, k < 4 ? 1 : 0);

    CHECK_INT(betza_parse("LJCZ", &pc, &err), 0);
    CHECK_INT(pc.natoms, 4);
    CHECK_INT(pc.atoms[0].letter, 'C');
    CHECK_INT(pc.atoms[1].letter, 'Z');
    CHECK_INT(pc.atoms[2].letter, 'C');
    CHECK_INT(pc.atoms[3].letter, 'Z');
    CHECK_INT(pc.atoms[3].column, 4);
    CHECK_INT(pc.nvec, 32);

    CHECK_INT(betza_parse("CL", &pc, &err), 0); /* two camels, not a doubled one */
    CHECK_INT(pc.natoms, 2);
    CHECK_INT(pc.vec[0].range, 1);

    /* 16 atoms (the limit) in exactly BETZA_MAX_TEXT characters. */
    char longest[BETZA_MAX_TEXT + 1] = "";
    for (int k = 0; k < 16; k++)
        strcat(longest, k % 2 ? "F100" : "W100");
    CHECK_INT((int)strlen(longest), BETZA_MAX_TEXT);
    CHECK_INT(betza_parse(longest, &pc, &err), 0);
    CHECK_INT(pc.natoms, 16);
    CHECK_INT(pc.nvec, 64);
    CHECK_INT(pc.atoms[15].column, 61);

    /* err is left alone on success. */
    BetzaError untouched = {42, "sentinel"};
    CHECK_INT(betza_parse("K", &pc, &untouched), 0);
    CHECK_INT(untouched.column, 42);
    CHECK_STR(untouched.message, "sentinel");
}

/* --- errors --------------------------------------------------------------- */

static void test_errors(void)
{
    static const struct {
        const char *betza, *message;
        int column;
    } table[] = {
        {"", "empty Betza string", 1},
        {"W X", "space at column 2 is not allowed", 2},
        {" W", "space at column 1 is not allowed", 1},
        {"W\tF", "tab at column 2 is not allowed", 2},
        {"W\n", "line break at column 2 is not allowed", 2},
        {"W\v", "whitespace 0x0B at column 2 is not allowed", 2},
        {"WQX", "unknown letter 'X' at column 3", 3},
        {"X", "unknown letter 'X' at column 1", 1},
        {"kW", "unknown letter 'k' at column 1", 1},
        {"fxW", "unknown letter 'x' at column 2", 2},
        {"P", "unknown letter 'P' at column 1", 1},
        {"W+F", "unknown character '+' at column 2", 2},
        {"[W]", "unknown character '[' at column 1", 1},
        {"W\xc3\xa9", "unknown character 0xC3 at column 2", 2},
        {"WaF", "multi-leg moves ('a' at column 2) are not supported", 2},
        {"mafW", "multi-leg moves ('a' at column 2) are not supported", 2},
        {"n", "modifier 'n' at column 1 needs an atom after it", 1},
        {"Wfm", "modifier 'f' at column 2 needs an atom after it", 2},
        {"fmWfc", "modifier 'f' at column 4 needs an atom after it", 4},
        {"nW", "'n' (lame) at column 1 is not allowed on atom 'W'", 1},
        {"nF", "'n' (lame) at column 1 is not allowed on atom 'F'", 1},
        {"nH", "'n' (lame) at column 1 is not allowed on atom 'H'", 1},
        {"nC", "'n' (lame) at column 1 is not allowed on atom 'C'", 1},
        {"nL", "'n' (lame) at column 1 is not allowed on atom 'L'", 1},
        {"nG", "'n' (lame) at column 1 is not allowed on atom 'G'", 1},
        {"WfnK", "'n' (lame) at column 3 is not allowed on atom 'K'", 3},
        {"nR", "'n' (lame) at column 1 is not allowed on atom 'R'", 1},
        {"nQ", "'n' (lame) at column 1 is not allowed on atom 'Q'", 1},
        {"pN", "'p' (hopper) at column 1 is not allowed on atom 'N'", 1},
        {"gD0", "'g' (grasshopper) at column 1 is not allowed on atom 'D'", 1},
        {"mpNN", "'p' (hopper) at column 2 is not allowed on atom 'N'", 2},
        {"gW",
         "'g' (grasshopper) at column 1 is not allowed on the single step 'W' (use R, B, Q or a "
         "rider such as W0)",
         1},
        {"pF",
         "'p' (hopper) at column 1 is not allowed on the single step 'F' (use R, B, Q or a rider "
         "such as W0)",
         1},
        {"pR1",
         "'p' (hopper) at column 1 is not allowed on the single step 'R1' (use R, B, Q or a rider "
         "such as W0)",
         1},
        {"NpK",
         "'p' (hopper) at column 2 is not allowed on the single step 'K' (use R, B, Q or a rider "
         "such as W0)",
         2},
        {"frK", "two-letter direction 'fr' at column 1 is not allowed on K or Q", 1},
        {"fsQ", "two-letter direction 'fs' at column 1 is not allowed on K or Q", 1},
        {"ffK", "two-letter direction 'ff' at column 1 is not allowed on K or Q", 1},
        {"WmlfQ", "two-letter direction 'lf' at column 3 is not allowed on K or Q", 3},
        {"fhK", "two-letter direction 'fh' at column 1 is not allowed on K or Q", 1},
        {"hN", "direction 'h' at column 1 must be one of fh, bh, lh, rh, hl, hr", 1},
        {"hfN", "direction 'hf' at column 1 must be one of fh, bh, lh, rh, hl, hr", 1},
        {"hhN", "direction 'hh' at column 1 must be one of fh, bh, lh, rh, hl, hr", 1},
        {"vhN", "direction 'vh' at column 1 must be one of fh, bh, lh, rh, hl, hr", 1},
        {"fhshN", "direction 'sh' at column 3 must be one of fh, bh, lh, rh, hl, hr", 3},
        {"hK", "direction 'h' at column 1 must be one of fh, bh, lh, rh, hl, hr", 1},
        {"fhW", "direction 'fh' at column 1 is not allowed on atom 'W'", 1},
        {"hrB", "direction 'hr' at column 1 is not allowed on atom 'B'", 1},
        {"NlhF", "direction 'lh' at column 2 is not allowed on atom 'F'", 2},
        {"2N", "number '2' at column 1 has no atom before it", 1},
        {"f12N", "number '12' at column 2 has no atom before it", 2},
        {"0", "number '0' at column 1 has no atom before it", 1},
        {"NN2", "number '2' at column 3 cannot follow the doubled atom 'NN'", 3},
        {"KK0", "number '0' at column 3 cannot follow the doubled atom 'KK'", 3},
        {"NNN", "atom 'N' at column 3 cannot follow the doubled atom 'NN'", 3},
        {"RR", "atom 'R' at column 2 doubles 'R', which already rides", 2},
        {"BB", "atom 'B' at column 2 doubles 'B', which already rides", 2},
        {"QQ", "atom 'Q' at column 2 doubles 'Q', which already rides", 2},
        {"R256", "number '256' at column 2 is too large (at most 255)", 2},
        {"N99999999999999999999",
         "number '99999999999999999999' at column 2 is too large (at "
         "most 255)",
         2},
        {"mmW", "modifier 'm' at column 2 is repeated", 2},
        {"fmfimN", "modifier 'm' at column 5 is repeated", 5},
        {"pgR", "'g' (grasshopper) at column 2 cannot be combined with 'p' (hopper)", 2},
        {"gpR", "'p' (hopper) at column 2 cannot be combined with 'g' (grasshopper)", 2},
        {"meF", "'e' (en passant) at column 2 cannot be combined with 'm' (move only)", 2},
        {"emF", "'m' (move only) at column 2 cannot be combined with 'e' (en passant)", 2},
        {"WFWFWFWFWFWFWFWFW", "too many atoms: 'W' at column 17 makes 17 (at most 16)", 17},
        {"WFWFWFWFWFWFWFWK", "too many atoms: 'K' at column 16 makes 17 (at most 16)", 16},
        {"WWWW", "atom 'W' at column 3 cannot follow the doubled atom 'WW'", 3},
        {"WWFFC0AAD2NN1", "number '1' at column 13 cannot follow the doubled atom 'NN'", 13},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        BetzaPiece pc, before;
        memset(&pc, 0x5a, sizeof pc);
        before = pc;
        BetzaError err = {-7, "unset"};
        int rc = betza_parse(table[i].betza, &pc, &err);
        if (rc != -1 || strcmp(err.message, table[i].message) != 0)
            fprintf(stderr, "  for '%s':\n", table[i].betza);
        CHECK_INT(rc, -1);
        CHECK_STR(err.message, table[i].message);
        CHECK_INT(err.column, table[i].column);
        CHECK(memcmp(&pc, &before, sizeof pc) == 0);           /* out untouched on failure */
        CHECK_INT(betza_parse(table[i].betza, &pc, NULL), -1); /* err may be NULL */
    }

    /* Too long: one past BETZA_MAX_TEXT, even though every letter is fine. */
    char text[BETZA_MAX_TEXT + 2];
    for (int k = 0; k <= BETZA_MAX_TEXT; k++)
        text[k] = k % 2 ? 'F' : 'W';
    text[BETZA_MAX_TEXT + 1] = '\0';
    BetzaPiece pc;
    BetzaError err = {0, ""};
    CHECK_INT(betza_parse(text, &pc, &err), -1);
    CHECK_STR(err.message, "too long: column 65 is past the limit of 64 characters");
    CHECK_INT(err.column, BETZA_MAX_TEXT + 1);

    CHECK_INT(betza_parse(NULL, &pc, &err), -1);
    CHECK_STR(err.message, "no Betza string (NULL)");
    CHECK_INT(err.column, 0);

    CHECK_INT(betza_parse("K", NULL, &err), -1);
    CHECK_STR(err.message, "no piece to write into (NULL)");
    CHECK_INT(err.column, 0);
}

int main(void)
{
    test_spec_table();
    test_directions();
    test_pawn_flags();
    test_ranges_and_modes();
    test_errors();
    return check_report("test_betza");
}
