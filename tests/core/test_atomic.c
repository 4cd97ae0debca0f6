/* test_atomic.c - atomic Polypiece: atom substitution, a move per atom choice,
 * legality after the switch, notation with ~X, FEN phases and the hash. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic.h"
#include "attack.h"
#include "check.h"
#include "fen.h"
#include "hostfile.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "reference.h"

static const char *subst(const char *text, const char *pairs)
{
    static char out[BETZA_MAX_TEXT + 1];
    char as[26] = {0};
    for (const char *p = pairs; p[0] && p[1]; p += 2)
        as[p[0] - 'A'] = p[1];
    if (atomic_substitute(text, as, out, sizeof out) < 0)
        return "(too long)";
    return out;
}

static void test_substitute(void)
{
    /* text, atom -> value pairs, result */
    static const char *const cases[][3] = {
        {"K", "", "K"},
        {"K", "WF", "F1F"}, /* not FF, which would ride */
        {"fK", "WD", "fDfF"},
        {"Q", "WD", "D0F0"},
        {"KK", "WD", "D0F0"},
        {"R4", "WD", "D4"},
        {"B", "WD", "B"},
        {"NN", "NC", "CC"},
        {"WW", "WF", "FF"},
        {"NW", "WN", "N1N"},
        {"mNcN", "NC", "mCcC"},
        {"L", "CN", "N"},
        {"fmWfceFifmnD", "WF", "fmFfceFifmnD"},
        {"WAND", "WDDW", "DANW"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        CHECK_STR(subst(cases[i][0], cases[i][1]), cases[i][2]);
    char small[4];
    char as[26] = {0};
    as['W' - 'A'] = 'D';
    CHECK_INT(atomic_substitute("Q", as, small, sizeof small), -1);
    CHECK_STR(small, "");
}

static Variant *load(void)
{
    Variant *v = NULL;
    Error e;
    if (host_load_variant("variants/polypiece-atomic.json", &v, &e) != 0)
        fprintf(stderr, "%s: %s\n", e.where, e.what);
    CHECK(v != NULL);
    return v;
}

/* All legal moves of p written, joined by spaces in movegen order. */
static void written(const Variant *v, const Position *p, char *buf, size_t size)
{
    MoveList list;
    int n = movegen_legal(v, p, &list);
    size_t k = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        char t[NOTATION_MAX];
        CHECK(notation_write(v, p, list.moves[i], t, sizeof t) > 0);
        k += (size_t)snprintf(buf + k, size - k, "%s%s", i ? " " : "", t);
    }
}

static Position at(const Variant *v, const char *fen)
{
    Position p;
    Error e;
    memset(&p, 0, sizeof p);
    if (fen_read(v, fen, &p, &e) != 0)
        fprintf(stderr, "%s: %s\n", fen, e.what);
    return p;
}

/* Reads text in p, checks that the move written again is `again`, makes it
 * and returns the FEN afterwards in fen. */
static void play(const Variant *v, Position *p, const char *text, const char *again, char *fen,
                 size_t size)
{
    Move m;
    Error e;
    if (notation_read(v, p, text, &m, &e) != 0) {
        fprintf(stderr, "%s: %s\n", text, e.what);
        CHECK(0);
        return;
    }
    char t[NOTATION_MAX];
    CHECK(notation_write(v, p, m, t, sizeof t) > 0);
    CHECK_STR(t, again);
    position_make(v, p, m);
    fen_write(v, p, fen, size);
}

static void test_start(const Variant *v)
{
    Position p = at(v, v->def.start_fen);
    char fen[256];
    fen_write(v, &p, fen, sizeof fen);
    CHECK_STR(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 phases:00/00");
    /* 1. e3 is made by the W atom: every W of both sides is F now */
    play(v, &p, "e2-e3", "e2-e3=fmFfceFifmnD", fen, sizeof fen);
    CHECK_STR(fen, "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1 phases:10/10");
    CHECK_STR(v->text[v->type_of_letter['Q']][BLACK][p.phase[BLACK][1]], "F0F0");
    CHECK_STR(v->text[v->type_of_letter['K']][WHITE][p.phase[WHITE][0]], "F1F");
    CHECK_STR(v->text[v->type_of_letter['R']][BLACK][p.phase[BLACK][2]], "F0");
    /* ... Nf6 is made by N: knights are camels, W stays */
    play(v, &p, "Ng8-f6", "Ng8-f6=C", fen, sizeof fen);
    CHECK_STR(fen, "rnbqkb1r/pppppppp/5n2/8/8/4P3/PPPP1PPP/RNBQKBNR w KQkq - 1 2 phases:11/11");
    /* 2. Qf3: the queen is F0F0, so W or F makes the move: a choice */
    Move m;
    Error e;
    CHECK_INT(notation_read(v, &p, "F0F0d1-f3", &m, &e), -1);
    CHECK_STR(e.what, "needs a choice: ~- or ~W");
    Position q = p;
    play(v, &q, "F0F0d1-f3~W", "F0F0d1-f3=Q~W", fen, sizeof fen);
    CHECK_STR(fen, "rnbqkb1r/pppppppp/5n2/8/8/4PQ2/PPPP1PPP/RNB1KBNR b KQkq - 2 2 phases:01/01");
    q = p;
    play(v, &q, "F0F0d1-f3=Q", "F0F0d1-f3=Q~W", fen, sizeof fen);
    q = p;
    play(v, &q, "F0F0d1-f3~-", "F0F0d1-f3=F0F0~-", fen, sizeof fen);
    CHECK_STR(fen, "rnbqkb1r/pppppppp/5n2/8/8/4PQ2/PPPP1PPP/RNB1KBNR b KQkq - 2 2 phases:11/11");
    q = p;
    play(v, &q, "d1f3~F", "F0F0d1-f3=F0F0~-", fen, sizeof fen); /* F has no list: none */
    CHECK_INT(notation_read(v, &p, "F0F0d1-f3~N", &m, &e), -1);
    CHECK_STR(e.what, "the move cannot advance ~N");
    CHECK_INT(notation_read(v, &p, "F0F0d1-f3=Q~-", &m, &e), -1);
    CHECK_STR(e.what, "the move cannot advance ~-");
    CHECK_INT(notation_read(v, &p, "F0F0d1-f3=R", &m, &e), -1);
    CHECK_STR(e.what, "the piece becomes F0F0 or Q, not =R");
    char lan[NOTATION_MAX];
    CHECK(notation_read(v, &p, "F0F0d1-f3~W", &m, &e) == 0);
    CHECK(notation_write_lan(v, &p, m, lan, sizeof lan) > 0);
    CHECK_STR(lan, "d1f3~W");
}

static void test_choice_list(const Variant *v)
{
    /* W is F: the king (F1F) reaches d2 and f2 with either atom */
    Position p = at(v, "4r2k/8/8/8/8/8/P7/1N2K3 w - - 0 1 phases:10/10");
    char buf[1024];
    written(v, &p, buf, sizeof buf);
    CHECK_STR(buf, "F1Fe1-d2=F1F~- F1Fe1-f2=F1F~- F1Fe1-d2=K~W F1Fe1-f2=K~W Nb1-d2=C Nb1-a3=C "
                   "Nb1-c3=C a2-a4=fmFfceFifmnD");
}

static void test_illegal_by_switch(const Variant *v)
{
    /* The rook on e8 rides F0 while W is F, so the king on e1 is not in
     * check; a2-b3 (the pawn's fmW, now fmF) switches W back and the rook
     * becomes W0 on the open e-file: illegal. a2-a4 is made by D and stays. */
    Position p = at(v, "4r2k/8/8/8/8/8/P7/1N2K3 w - - 0 1 phases:10/10");
    CHECK(!position_in_check(v, &p, WHITE));
    MoveList pseudo;
    int n = movegen_pseudo(v, &p, &pseudo);
    bool found = false;
    for (int i = 0; i < n; i++)
        if (move_from(pseudo.moves[i]) == 8 && move_to(pseudo.moves[i]) == 17) {
            found = true;
            CHECK(!movegen_is_legal(v, &p, pseudo.moves[i]));
        }
    CHECK(found);
    Move m;
    Error e;
    CHECK_INT(notation_read(v, &p, "a2-b3", &m, &e), -1);
    CHECK_STR(e.what, "illegal move: the king would be in check");
    CHECK_INT(notation_read(v, &p, "a2-a4", &m, &e), 0);
    /* with W as W the same rook gives check now */
    Position q = at(v, "4r2k/8/8/8/8/8/P7/1N2K3 w - - 0 1 phases:00/00");
    CHECK(position_in_check(v, &q, WHITE));
}

static void test_fen_and_hash(const Variant *v)
{
    const char *fens[] = {
        "4r2k/8/8/8/8/8/P7/1N2K3 w - - 0 1 phases:10/10",
        "4r2k/8/8/8/8/8/P7/1N2K3 w - - 0 1 phases:01/01",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 phases:11/11",
    };
    uint64_t h[3];
    for (int i = 0; i < 3; i++) {
        Position p = at(v, fens[i]);
        char out[256];
        fen_write(v, &p, out, sizeof out);
        CHECK_STR(out, fens[i]);
        h[i] = p.hash;
        /* the hash kept while moving equals the hash from scratch */
        MoveList list;
        int n = movegen_legal(v, &p, &list);
        for (int k = 0; k < n; k++) {
            Position q = p;
            position_make(v, &q, list.moves[k]);
            CHECK(q.hash == position_hash(v, &q));
            char qf[256];
            fen_write(v, &q, qf, sizeof qf);
            Position r = at(v, qf);
            CHECK(r.hash == q.hash);
            CHECK(memcmp(r.phase, q.phase, sizeof r.phase) == 0);
        }
    }
    CHECK(h[0] != h[1]); /* same placement, other atom phases */
    Position p;
    Error e;
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 phases:20/00", &p, &e), -1);
    CHECK_STR(e.what, "phases: index 2 is past the end of White's list for atom W");
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 phases:000000/000000", &p, &e), -1);
}

/* tests/data/atomic-stress.json: four atom lists, per-colour lists and start
 * indices, a choice among three atoms (QN with N as W), lame D in BnD and
 * the pawn's ifmnD, pawns that leap two squares (W as D, en passant only
 * past an empty square), en passant by an A leap - engine and
 * reference generator against recorded counts. */
static void test_stress_perft(void)
{
    static const struct {
        const char *fen;
        unsigned long long counts[3];
    } cases[] = {
        {NULL, {22, 564, 18302}},
        {"rnbqkbnr/1p2pppp/1p6/2pp4/2P1P3/1P6/P1PP1P1P/RNBQKBNR w KQkq - 0 4 phases:2010/2000",
         {38, 1397, 47661}},
        {"rn2k1nr/pppbbp2/q2p2p1/2P3p1/2P5/3PN3/1PB1PPPP/R3KBNR w KQkq - 0 8 phases:2001/2121",
         {38, 1473, 48961}},
        /* f5xd3 e.p. is an A leap (F as A): the victim is on d4 */
        {"rnb1kbnr/ppp1q1pp/8/2pp1p2/2PP1P2/1QP5/1P2P1PP/RNB1KBNR b KQkq d3 0 5 phases:0111/0101",
         {34, 1110, 42227}},
    };
    Variant *v = NULL;
    Error e;
    CHECK_INT(host_load_variant("tests/data/atomic-stress.json", &v, &e), 0);
    if (!v)
        return;
    const char *quick = getenv("MORPH_TEST_QUICK");
    int depth = quick && *quick ? 2 : 3; /* the sanitizer run */
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *fen = cases[i].fen ? cases[i].fen : v->def.start_fen;
        Position p = at(v, fen);
        RefPos rp;
        CHECK_INT(ref_setup(&v->def, fen, &rp), 0);
        for (int d = 1; d <= depth; d++) {
            CHECK_INT(perft(v, &p, d), cases[i].counts[d - 1]);
            CHECK_INT(ref_perft(&v->def, &rp, d), cases[i].counts[d - 1]);
        }
    }
    variant_free(v);
}

int main(void)
{
    test_substitute();
    Variant *v = load();
    if (v) {
        test_start(v);
        test_choice_list(v);
        test_illegal_by_switch(v);
        test_fen_and_hash(v);
    }
    variant_free(v);
    test_stress_perft();
    return check_report("test_atomic");
}
