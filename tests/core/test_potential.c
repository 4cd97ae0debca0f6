/* test_potential.c - Potential Chess rules: RULES.md's worked example square by square,
 * promotion, en passant, castling, check and mate, the notation and the FEN. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hostfile.h"
#include "potential.h"

/* Plays one move by its text; checks it is read and that writing it back
 * gives `written`. */
static void play(const Variant *v, PotPos *p, const char *text, const char *written)
{
    PotMove m;
    Error e;
    error_clear(&e);
    int rc = potential_move_read(v, p, text, &m, &e);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "  reading \"%s\": %s\n", text, e.what);
        return;
    }
    char buf[POT_TEXT_MAX];
    CHECK(potential_move_write(v, p, m, buf, sizeof buf) > 0);
    CHECK_STR(buf, written);
    PotPos q;
    CHECK_INT(potential_apply(v, p, m, &q), 0);
    *p = q;
}

/* The placement field of the Potential FEN: every square's set. */
static const char *placement(const PotPos *p)
{
    static char buf[POT_FEN_MAX];
    potential_fen_write(p, buf, sizeof buf);
    *strchr(buf, ' ') = '\0';
    return buf;
}

static void read_error(const Variant *v, const PotPos *p, const char *text, const char *what)
{
    PotMove m = 0;
    Error e;
    error_clear(&e);
    CHECK_INT(potential_move_read(v, p, text, &m, &e), -1);
    CHECK_STR(e.what, what);
}

static const char *set_of(const PotPos *p, const char *square)
{
    static char buf[8];
    int id = p->board[(square[1] - '1') * 8 + (square[0] - 'a')];
    if (id == POT_NONE)
        return ".";
    potential_set_text(p->cur[id], pot_colour(id), buf);
    return buf;
}

/* A position from a Potential FEN that must be valid. */
static PotPos from_fen(const char *fen)
{
    PotPos p;
    Error e;
    error_clear(&e);
    CHECK_INT(potential_fen_read(fen, &p, &e), 0);
    CHECK_STR(e.what, "");
    return p;
}

static void worked_example(const Variant *v)
{
    PotPos p;
    potential_start(&p);
    CHECK_STR(placement(&p), "xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX");
    /* 1. d2 can go two squares only as Q, R or P; rank 2 is attacked from rank 7 */
    play(v, &p, "d2-d4>QRP", "d2-d4>QRP");
    CHECK_STR(placement(&p), "xxxxxxxx/xxxxxxxx/8/8/3[QRP]4/8/[!K][!K][!K]1[!K][!K][!K][!K]/"
                             "XXXXXXXX");
    /* 1... a knight's move; rank 7 attacked from rank 2, a8 opened along the a-file */
    play(v, &p, "a7-b5", "a7-b5>n");
    CHECK_STR(placement(&p), "[!k]xxxxxxx/1[!k][!k][!k][!k][!k][!k][!k]/8/1n6/3[QRP]4/8/"
                             "[!K][!K][!K]1[!K][!K][!K][!K]/XXXXXXXX");
    /* 2. one square forward: K, Q, R or P; d2 is not attacked, so it keeps K */
    play(v, &p, "d1d2", "d1-d2>!BN"); /* RULES.md writes !bn, against its own case rule */
    CHECK_STR(set_of(&p, "d2"), "!BN");
    CHECK_STR(placement(&p), "[!k]xxxxxxx/1[!k][!k][!k][!k][!k][!k][!k]/8/1n6/3[QRP]4/8/"
                             "[!K][!K][!K][!BN]'[!K][!K][!K][!K]/XXX1XXXX");
    /* 2... two knights now: no other black piece can be one; h8 opened */
    play(v, &p, "h7-g5>n", "h7-g5>n");
    CHECK_STR(placement(&p), "[!kn][!n][!n][!n][!n][!n][!n][!kn]/1[!kn][!kn][!kn][!kn][!kn][!kn]1/"
                             "8/1n4n1/3[QRP]4/8/[!K][!K][!K][!BN]'[!K][!K][!K][!K]/XXX1XXXX");
    CHECK_STR(set_of(&p, "a8"), "!kn");
    CHECK_STR(set_of(&p, "e8"), "!n");
    CHECK_STR(set_of(&p, "c7"), "!kn");
    CHECK_STR(set_of(&p, "h8"), "!kn");
    CHECK_STR(set_of(&p, "g5"), "n");
    CHECK_STR(set_of(&p, "d4"), "QRP");
    CHECK_STR(set_of(&p, "e1"), "X");

    /* the notation: either form in, suffix checked, shortest form out */
    PotPos s;
    potential_start(&s);
    PotPos t = s;
    play(v, &t, "d2-d4>!KBN", "d2-d4>QRP");
    t = s;
    read_error(v, &t, "d2:d4", "no legal move matches"); /* no capture there */
    read_error(v, &s, "d2-d4>QR", "the piece becomes QRP, not >QR");
    read_error(v, &s, "a1-a3", "illegal move");
    read_error(v, &s, "d3-d4", "no piece on d3");
    read_error(v, &s, "d7-d5", "the piece on d7 is Black's");
    read_error(v, &s, "Nf3", "not a move");
    read_error(v, &s, "d2-d4>QRZ", "not a move");
}

/* Black's first move (RULES.md 5): every unmoved Black piece on rank 7 loses K, attacked or
 * not (in the start array White is to move, and a king on rank 7 could be in check from the
 * rank-2 piece of its file); from a FEN, any Black move while no Black piece is marked moved. */
static void black_first_move(const Variant *v)
{
    PotPos p;
    potential_start(&p);
    /* b2-d3 closes the d-file: d7 is not attacked, and still loses K */
    play(v, &p, "b2-d3", "b2-d3>N");
    CHECK_STR(set_of(&p, "d2"), "X");
    play(v, &p, "g8-h6", "g8-h6>n");
    CHECK_STR(placement(&p), "xxxxxx1x/[!k][!k][!k][!k][!k][!k][!k][!k]/7n/8/8/3N4/"
                             "[!K]1[!K]X[!K][!K][!K][!K]/[!K][!K]XXXXXX");
    CHECK_STR(set_of(&p, "d7"), "!k");
    CHECK_STR(set_of(&p, "h7"), "!k"); /* the knight on h6 shields it from h2 */
    /* from a FEN at move 12 in which Black has not moved: the same */
    p = from_fen(
        "xxxxxxxx/xxxxxxxx/8/8/8/3N4/[!K]1[!K]X[!K][!K][!K][!K]/[!K][!K]XXXXXX b - 9 12 -");
    play(v, &p, "g8-h6", "g8-h6>n");
    CHECK_STR(placement(&p), "xxxxxx1x/[!k][!k][!k][!k][!k][!k][!k][!k]/7n/8/8/3N4/"
                             "[!K]1[!K]X[!K][!K][!K][!K]/[!K][!K]XXXXXX");
    /* a Black piece marked moved (a8): only the attacked pieces lose K; d7 and h7 keep it */
    p = from_fen(
        "x'xxxxxxx/xxxxxxxx/8/8/8/3N4/[!K]1[!K]X[!K][!K][!K][!K]/[!K][!K]XXXXXX b - 9 12 -");
    play(v, &p, "g8-h6", "g8-h6>n");
    CHECK_STR(placement(&p), "x'xxxxx1x/[!k][!k][!k]x[!k][!k][!k]x/7n/8/8/3N4/"
                             "[!K]1[!K]X[!K][!K][!K][!K]/[!K][!K]XXXXXX");
    CHECK_STR(set_of(&p, "d7"), "x");
}

/* A capture: the owner of the captured piece chooses its type. */
static void captures(const Variant *v)
{
    PotPos p;
    potential_start(&p);
    play(v, &p, "e2-e4", "e2-e4>QRP");
    play(v, &p, "d7-d5", "d7-d5>qrp");
    read_error(v, &p, "e4:d5", "needs a choice: (Q), (R), (P)");
    read_error(v, &p, "e4:d5(B)", "no legal move matches");
    PotPos q = p;
    /* the capturer as a queen or pawn; e1 lost K when the e-file opened */
    play(v, &q, "e4:d5(r)", "e4:d5>QP(R)");
    CHECK_STR(placement(&q), "xxxxxxxx/[!k][!k][!k]1[!k][!k][!k][!k]/8/3[QP]4/8/8/"
                             "[!K][!K][!K][!K]1[!K][!K][!K]/XXXX[!K]XXX");
    q = p;
    play(v, &q, "e4xd5(P)", "e4:d5>QP(P)");
    /* the FEN keeps the captured piece */
    char fen[POT_FEN_MAX];
    potential_fen_write(&q, fen, sizeof fen);
    CHECK(strstr(fen, " b - 0 2 p") != NULL);
}

static void en_passant(const Variant *v)
{
    PotPos p;
    potential_start(&p);
    play(v, &p, "e2-e4", "e2-e4>QRP");
    play(v, &p, "h7-h6", "h7-h6>qrp"); /* h6 is seen from h2 */
    play(v, &p, "e4-e5", "e4-e5>QRP");
    play(v, &p, "d7-d5", "d7-d5>qrp");
    CHECK_INT(p.ep, 43); /* d6 */
    PotPos q = p;
    /* the same squares as a queen's diagonal step (no capture) or en passant */
    play(v, &q, "e5-d6", "e5-d6>Q");
    CHECK_STR(set_of(&q, "d5"), "qrp");
    q = p;
    play(v, &q, "e5:d6", "e5:d6>P(P)");
    CHECK_STR(set_of(&q, "d5"), ".");
    CHECK_STR(set_of(&q, "d6"), "P");
    /* a two-square advance that cannot be a pawn's gives no en passant */
    PotPos r;
    potential_start(&r);
    play(v, &r, "e2-e3", "e2-e3>QRP");
    play(v, &r, "a7-a6", "a7-a6>qrp");
    play(v, &r, "e3-e5", "e3-e5>QR"); /* moved already: not a pawn's advance */
    CHECK_INT(r.ep, 64);
    /* from the first rank: two squares, and en passant onto the second rank */
    PotPos f = from_fen("4k3/8/8/8/8/3p4/8/4P2K w - 0 1 QRRBBNNPPPPPPPqrrbbnnppppppp");
    play(v, &f, "e1-e3", "e1-e3>P");
    CHECK_INT(f.ep, 12); /* e2 */
    play(v, &f, "d3:e2", "d3:e2>p(p)");
    CHECK_STR(set_of(&f, "e3"), ".");
}

static void castling(const Variant *v)
{
    PotPos p;
    potential_start(&p);
    play(v, &p, "g1-h3", "g1-h3>N");
    play(v, &p, "a7-a6", "a7-a6>qrp");
    play(v, &p, "g2-g3", "g2-g3>QRP");
    play(v, &p, "b7-b6", "b7-b6>qrp");
    play(v, &p, "f1-g2", "f1-g2>QB"); /* g2 is seen from a8 */
    play(v, &p, "c7-c6", "c7-c6>qrp");
    /* O-O: e1 unmoved with K, h1 unmoved with R, f1 g1 empty and unattacked;
     * but e1-g1 as a queen or rook slide is another move */
    PotPos q = p;
    play(v, &q, "O-O", "O-O");
    CHECK_STR(set_of(&q, "g1"), "K");
    CHECK_STR(set_of(&q, "f1"), "R");
    CHECK_STR(set_of(&q, "g2"), "QB"); /* the king is known: g2 is no king */
    q = p;
    play(v, &q, "e1-g1", "e1-g1>QR");
    CHECK_STR(set_of(&q, "g1"), "QR");
}

static void promotion(const Variant *v)
{
    /* White: K e1, two pieces that are Q or P, seven pawns and the rest captured */
    PotPos p = from_fen("4k3/[QP]7/8/8/8/8/7[QP]/4K3 w - 0 40 RRBBNNPPPPPPPqrrbbnnpppppppp");
    PotPos q = p;
    /* not a pawn: a7 is the queen, so h2 is a pawn */
    play(v, &q, "a7-a8", "a7-a8>Q");
    CHECK_STR(set_of(&q, "h2"), "P");
    q = p;
    /* a pawn promoting: h2 must have been the queen */
    play(v, &q, "a7-a8=N", "a7-a8=N");
    CHECK_STR(set_of(&q, "a8"), "N");
    CHECK_INT(q.org[q.board[56]], 1u << POT_P);
    CHECK_STR(set_of(&q, "h2"), "Q");
    char out[POT_FEN_MAX];
    potential_fen_write(&q, out, sizeof out);
    CHECK_STR(out, "[N/P]3k3/8/8/8/8/8/7Q/4K3 b - 0 40 RRBBNNPPPPPPPqrrbbnnpppppppp");
    /* the promoted knight keeps its origin in the FEN */
    PotPos r = from_fen("[N/P]3k3/8/8/8/8/8/7Q/4K3 b - 0 40 RRBBNNPPPPPPPqrrbbnnpppppppp");
    potential_fen_write(&r, out, sizeof out);
    CHECK_STR(out, "[N/P]3k3/8/8/8/8/8/7Q/4K3 b - 0 40 RRBBNNPPPPPPPqrrbbnnpppppppp");
}

static void check_and_mate(const Variant *v)
{
    /* Black: king h8 boxed by its own pawns; White: K a1, a rook on e1 */
    PotPos p = from_fen("7k/6pp/8/8/8/8/P7/K3R3 w - 0 30 QRBBNNPPPPPPPqrrbbnnpppppp");
    CHECK(!potential_in_check(v, &p, BLACK));
    PotPos q = p;
    play(v, &q, "e1-e8", "e1-e8>R");
    CHECK(potential_in_check(v, &q, BLACK));
    PotMoveList list;
    CHECK_INT(potential_legal(v, &q, &list), 0);
    PotGame *g = potential_game_new(&q);
    const char *status, *result;
    CHECK_INT(potential_game_status(v, g, &status, &result), POT_CHECKMATE);
    CHECK_STR(status, "checkmate");
    CHECK_STR(result, "1-0");
    potential_game_free(g);
}

/* The draws: fifty moves (reset by a move of a possible pawn), repetition
 * of the whole state, stalemate. */
static void draws(const Variant *v)
{
    const char *status, *result;
    PotPos p = from_fen("7k/6pp/8/8/8/8/P7/K3R3 w - 99 30 QRBBNNPPPPPPPqrrbbnnpppppp");
    PotGame *g = potential_game_new(&p);
    Error e;
    error_clear(&e);
    CHECK_INT(potential_game_play_text(v, g, "30. a2-a3", &e), 0);
    CHECK_INT(potential_game_pos(g)->halfmove, 0);
    potential_game_free(g);
    g = potential_game_new(&p);
    CHECK_INT(potential_game_play_text(v, g, "30. e1-e2", &e), 0);
    CHECK_INT(potential_game_status(v, g, &status, &result), POT_FIFTY_MOVE);
    CHECK_STR(status, "fifty-move");
    CHECK_STR(result, "1/2-1/2");
    CHECK_INT(potential_game_play_text(v, g, "h8-g8", &e), -1);
    CHECK_STR(e.where, "move 30 (Black)");
    CHECK_STR(e.what, "\"h8-g8\": the game is over");
    potential_game_free(g);

    p.halfmove = 0;
    g = potential_game_new(&p);
    CHECK_INT(potential_game_play_text(v, g,
                                       "30. e1-e2 h8-g8 31. e2-e1 g8-h8 32. e1-e2 h8-g8 "
                                       "33. e2-e1 g8-h8 34. e1-e2",
                                       &e),
              0);
    CHECK_INT(potential_game_status(v, g, &status, &result), POT_ONGOING);
    /* the third time with the rook on e2 and the king on g8 (the start does
     * not count: there both pieces were unmoved) */
    CHECK_INT(potential_game_play_text(v, g, "h8-g8", &e), 0);
    CHECK_INT(potential_game_status(v, g, &status, &result), POT_REPETITION);
    CHECK_STR(status, "repetition");
    potential_game_free(g);

    /* Black king a8, White queen b6 and king c1... after Qb6 Black cannot move */
    p = from_fen("k7/8/2Q5/8/8/8/8/2K5 w - 0 50 RRBBNNPPPPPPPPqrrbbnnpppppppp");
    g = potential_game_new(&p);
    CHECK_INT(potential_game_play_text(v, g, "50. c6-b6", &e), 0);
    CHECK_INT(potential_game_status(v, g, &status, &result), POT_STALEMATE);
    CHECK_STR(status, "stalemate");
    CHECK_STR(result, "1/2-1/2");
    potential_game_free(g);
}

static void fen_errors(void)
{
    PotPos p;
    Error e;
    error_clear(&e);
    CHECK_INT(potential_fen_read("xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXX w - 0 1 -", &p, &e),
              -1);
    CHECK_STR(e.what, "rank 1 has 7 squares, expected 8");
    CHECK_INT(potential_fen_read("xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXN w - 0 1 -", &p, &e),
              0);
    CHECK_INT(potential_fen_read("nnnxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w - 0 1 -", &p, &e),
              -1);
    CHECK_STR(e.what, "the sets admit no start array of 1 K, 1 Q, 2 R, 2 B, 2 N and 8 P for each "
                      "side");
    CHECK_INT(potential_fen_read("xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXX1 w - 0 1 -", &p, &e),
              -1);
    CHECK_STR(e.what, "White has 15 pieces with the captured ones, expected 16");
    CHECK_INT(potential_fen_read("xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w", &p, &e), -1);
    CHECK_STR(e.what, "expected: placement, side, en passant, halfmove, fullmove, captured pieces");
    /* the start round-trips */
    PotPos s;
    potential_start(&s);
    char buf[POT_FEN_MAX];
    potential_fen_write(&s, buf, sizeof buf);
    CHECK_STR(buf, "xxxxxxxx/xxxxxxxx/8/8/8/8/XXXXXXXX/XXXXXXXX w - 0 1 -");
    CHECK_INT(potential_fen_read(buf, &p, &e), 0);
    CHECK_INT(p.hash, s.hash);
    CHECK(memcmp(p.board, s.board, sizeof p.board) == 0 && memcmp(p.sq, s.sq, sizeof p.sq) == 0);
    CHECK(memcmp(p.cur, s.cur, sizeof p.cur) == 0 && memcmp(p.org, s.org, sizeof p.org) == 0);
    CHECK(p.moved == s.moved && p.ep == s.ep && p.stm == s.stm && p.fullmove == s.fullmove);
}

int main(void)
{
    Variant *v = NULL;
    Error e;
    error_clear(&e);
    if (host_load_variant("variants/potential.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        return 1;
    }
    CHECK_INT(v->def.mutation.kind, MUT_POTENTIAL);
    CHECK_INT(potential_check_variant(v, &e), 0);
    worked_example(v);
    black_first_move(v);
    captures(v);
    en_passant(v);
    castling(v);
    promotion(v);
    check_and_mate(v);
    draws(v);
    fen_errors();
    variant_free(v);
    return check_report("test_potential");
}
