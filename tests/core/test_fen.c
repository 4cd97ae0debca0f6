/* test_fen.c - FEN round trips and the exact error of every bad FEN. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "fen.h"
#include "hostfile.h"
#include "movegen.h"

static const char *const round_trips[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 17 60",
    "r3k3/8/8/8/8/8/8/4K3 b q - 3 42",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    /* a right on a rook that is not the outermost on its side names its file */
    "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1",
    "rr2k3/8/8/8/8/8/8/4K2R b Kb - 0 1",
    /* counters past 16 bits, up to the largest */
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 70000",
    "4k3/8/8/8/8/8/8/R3K3 b - - 65536 65537",
    "4k3/8/8/8/8/8/8/R3K3 w - - 2147483647 2147483647",
    "4k3/8/8/8/8/8/8/4KR1R w F - 0 1",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
};

/* Castling fields written otherwise than read: the outermost rook on its side
 * is written K or Q. */
static const char *const rewritten[][2] = {
    {"r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
    {"4k3/8/8/8/8/8/8/1R2K3 w B - 0 1", "4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1"},
    {"4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", "4k3/8/8/8/8/8/8/4K1R1 w K - 0 1"},
    {"1r2k3/8/8/8/8/8/8/4K3 b b - 0 1", "1r2k3/8/8/8/8/8/8/4K3 b q - 0 1"},
    {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
     "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"},
    {"4k3/8/8/8/8/8/8/RR2K3 w QA - 0 1", "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1"},
};

typedef struct BadFen {
    const char *fen;
    const char *message;
} BadFen;

static const BadFen bad[] = {
    {"", "empty FEN"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "the placement has 7 ranks, expected 8"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w - - 0 1",
     "more than 8 ranks in the placement"},
    {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 has 7 squares, expected 8"},
    {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6 has more than 8 squares"},
    {"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     "unknown piece letter 'X' in the placement"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
     "side to move must be 'w' or 'b', not \"x\""},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", "unknown castling letter 'z'"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
     "castling right 'K' without a White rook on the king side of e1"},
    {"4k2r/8/8/8/8/8/8/4K3 b q - 0 1",
     "castling right 'q' without a Black rook on the queen side of e8"},
    {"4k3/8/8/8/8/8/8/R3K3 w C - 0 1", "castling right 'C' without a White rook on c1"},
    {"4k3/8/8/8/8/8/8/R3K3 w E - 0 1", "castling right 'E' without a White rook on e1"},
    {"4k3/8/8/8/8/8/8/R3K1N1 w G - 0 1", "castling right 'G' without a White rook on g1"},
    {"4k3/8/8/8/8/8/8/R3K1r1 w G - 0 1", "castling right 'G' without a White rook on g1"},
    {"4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1",
     "castling rights 'A' and 'B' name two White rooks on the queen side"},
    {"4k3/8/8/8/8/8/8/RR2K3 w QB - 0 1",
     "castling rights 'Q' and 'B' name two White rooks on the queen side"},
    {"4k3/8/8/8/8/8/4K3/R7 w A - 0 1", "castling right 'A' without a White king on its first rank"},
    {"4k3/8/8/8/8/8/8/R3K3 w I - 0 1", "unknown castling letter 'I'"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "White has no king"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", "White has 2 kings"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
     "en-passant square \"e9\" is not a square"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
     "en-passant square e6 does not follow a pawn's double step"},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
     "the halfmove clock must be a number from 0 to 2147483647, not \"x\""},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
     "the move number must be a number from 1 to 2147483647, not \"0\""},
    /* counters past POS_COUNTER_MAX are refused, not wrapped */
    {"4k3/8/8/8/8/8/8/R3K3 w - - 0 2147483648",
     "the move number must be a number from 1 to 2147483647, not \"2147483648\""},
    {"4k3/8/8/8/8/8/8/R3K3 w - - 4294967296 1",
     "the halfmove clock must be a number from 0 to 2147483647, not \"4294967296\""},
    {"4k3/8/8/8/8/8/8/R3K3 w - - 0 18446744073709551617",
     "the move number must be a number from 1 to 2147483647, not \"18446744073709551617\""},
    {"4k3/8/8/8/8/8/8/R3K3 w - - -1 1",
     "the halfmove clock must be a number from 0 to 2147483647, not \"-1\""},
    {"4k3/8/8/8/8/8/8/R3K3 w - - +5 1",
     "the halfmove clock must be a number from 0 to 2147483647, not \"+5\""},
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
     "unexpected text at the end: \"extra\""},
    {"Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQk - 0 1",
     "a pawn stands on a8, on the first or last rank"},
    {"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "the side not to move (Black) is in check"},
};

int main(void)
{
    Variant *v = NULL;
    Error e;
    if (host_load_variant("variants/fide.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        return 1;
    }
    for (size_t i = 0; i < sizeof round_trips / sizeof round_trips[0]; i++) {
        Position p;
        char out[FEN_MAX];
        CHECK_INT(fen_read(v, round_trips[i], &p, &e), 0);
        CHECK(fen_write(v, &p, out, sizeof out) > 0);
        CHECK_STR(out, round_trips[i]);
        CHECK(p.hash == position_hash(v, &p));
    }
    /* short forms take the defaults */
    Position p;
    char out[FEN_MAX];
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/4K3", &p, &e), 0);
    fen_write(v, &p, out, sizeof out);
    CHECK_STR(out, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    for (size_t i = 0; i < sizeof rewritten / sizeof rewritten[0]; i++) {
        Position q;
        CHECK_INT(fen_read(v, rewritten[i][0], &p, &e), 0);
        CHECK(fen_write(v, &p, out, sizeof out) > 0);
        CHECK_STR(out, rewritten[i][1]);
        CHECK_INT(fen_read(v, out, &q, &e), 0);
        CHECK(q.castle == p.castle && q.hash == p.hash && q.unmoved == p.unmoved);
    }
    /* the rights name rooks: b1, then (K and Q) the outermost rook on each side */
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", &p, &e), 0);
    CHECK(p.castle == geo_bit(1));
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/RR2KR1R w KQ - 0 1", &p, &e), 0);
    CHECK(p.castle == (geo_bit(0) | geo_bit(7)));
    /* a right says its king has not moved, wherever it stands */
    CHECK_INT(fen_read(v, "6k1/8/8/8/8/8/8/6KR w H - 0 1", &p, &e), 0);
    CHECK(p.unmoved & geo_bit(6));
    /* the move number counts on past 16 bits, and stops at the largest */
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/R3K3 b - - 0 65535", &p, &e), 0);
    MoveList moves;
    movegen_legal(v, &p, &moves);
    position_make(v, &p, moves.moves[0]);
    fen_write(v, &p, out, sizeof out);
    CHECK_STR(out, "8/3k4/8/8/8/8/8/R3K3 w - - 1 65536");
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/R3K3 b - - 2147483646 2147483647", &p, &e), 0);
    position_make(v, &p, moves.moves[0]);
    fen_write(v, &p, out, sizeof out);
    CHECK_STR(out, "8/3k4/8/8/8/8/8/R3K3 w - - 2147483647 2147483647");
    Position back;
    CHECK_INT(fen_read(v, out, &back, &e), 0);
    CHECK(back.hash == p.hash && back.halfmove == p.halfmove && back.fullmove == p.fullmove);
    /* a too small buffer is refused */
    CHECK_INT(fen_write(v, &p, out, 10), -1);

    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Position q;
        memset(&q, 0x5a, sizeof q);
        Position before = q;
        error_clear(&e);
        CHECK_INT(fen_read(v, bad[i].fen, &q, &e), -1);
        CHECK_STR(e.what, bad[i].message);
        CHECK_STR(e.where, "FEN");
        CHECK(memcmp(&q, &before, sizeof q) == 0); /* output untouched */
    }
    variant_free(v);
    return check_report("test_fen");
}
