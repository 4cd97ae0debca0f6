/* test_records.c - records as published: every form of RULES.md 7 in every
 * mutating variant (captured piece for the square, full squares, result
 * letters in either case, annotations, move numbers `6`, `7:`, `4...`, text
 * after the result), the `+` warnings, and the errors that name the closest
 * legal moves; exact final FENs and messages. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "support.h"

static char out[1024];
static MatchNotes notes;

/* Replays record in variant id from its start (or fen): the final FEN, or
 * "error: where: what". The notes are left in `notes`. */
static const char *replay(const char *id, const char *fen, const char *record)
{
    Variant *v = test_variant(id);
    Error e;
    error_clear(&e);
    Match *m = match_new(v, fen, &e);
    if (m && match_play_record(m, record, &notes, &e) == 0) {
        match_fen(m, out, sizeof out);
    } else {
        char msg[600];
        error_format(&e, msg, sizeof msg);
        snprintf(out, sizeof out, "error: %s", msg);
    }
    match_free(m);
    variant_free(v);
    return out;
}

/* Note i as the CLI prints it. */
static const char *note(int i)
{
    static char buf[300];
    if (i >= notes.count)
        return "(none)";
    const MatchNote *n = &notes.note[i];
    snprintf(buf, sizeof buf, n->warning ? "warning: %s %s" : "note: %s: %s", n->where, n->what);
    return buf;
}

/* A record, what replaying it gives (the final FEN or the error) and its
 * notes as the CLI prints them. */
typedef struct Case {
    const char *id, *record, *result;
    const char *notes[3];
} Case;

static const Case cases[] = {
    {"revolving",
     "1. e4 d5 2. e:d5 Q:P(N) 3. Nc3(B) Nd5:B(B) 4. d:B(p) e5 5. Bf1c4(R) Nf6(B)+ 6 Rc4:P(q) "
     "6 Bb4!? 7: Qd1d6=N+ Kf8 1-0 [if Ke7 or Kf7 then h4]",
     "rnb2k1r/ppQ2ppp/3N1b2/4p3/1r6/2P5/PPP2PPP/R1B1K1NR w KQ - 3 8",
     {"warning: move 5 (Black) \"Nf6(B)+\": the move does not give check",
      "note: line 1, column 116: text after the result ignored: \"[if Ke7 or Kf7 then h4]\""}},
    /* the result letter is checked: the closest move shows what it is */
    {"revolving",
     "1. e4 d5 2. e:d5 Q:P(R)",
     "error: move 2 (Black): \"Q:P(R)\": no legal move matches; closest: Q:d5(N)",
     {NULL}},
    {"revolving",
     "1. e4 d5 2. e:d5 Q:P(N) 3. Nc3(B) Nd5:N(B)",
     "error: move 3 (Black): \"Nd5:N(B)\": no legal move matches",
     {NULL}},
    {"prodem",
     "1. ... e5 2. d4(n) Nc6(R) 3. Nd:R(P) b:P 4 Qd1d6 4... B:Qd6(R)+ 5: g3 Rd6d2(b)+ 6. K:B "
     "1/2-1/2 {agreed} and more text",
     "r1bqk1nr/p1pp1ppp/2p5/4p3/8/6P1/PPPKPP1P/RNB2BNR b - - 0 6",
     {"warning: move 4 (Black) \"B:Qd6(R)+\": the move does not give check",
      "note: line 1, column 105: text after the result ignored: \"and more text\""}},
    /* a choice left open is the family's error */
    {"prodem",
     "1. -- e5 2. d4",
     "error: move 2 (White): \"d4\": needs a choice: (B) or (N)",
     {NULL}},
    {"prodem",
     "1. -- e5 2. d4(n) Nc6(R) 3. Nd:R(P) b:P 4 Qd1d6(R)",
     "error: move 4 (White): \"Qd1d6(R)\": the piece becomes Q, not (R); closest: Qd6",
     {NULL}},
    /* `+` where kings are not royal: some piece attacks the king (Nd5e3(B)+ does) */
    {"moveup-takedown",
     "1. e4(N) d5(N) 2. Nf6(B)+ g:B(q) 3. Qd1h5(P) Q:Pf2(R) 4 K:R Nd5e3(B)+ 5: K:Be3 Qd8:P(r) "
     "0-1",
     "rnb1kbnr/ppp1pp1p/8/7P/8/4K3/PPPr2PP/RNB2BNR w - - 0 6",
     {"warning: move 2 (White) \"Nf6(B)+\": the move does not give check"}},
    {"moveup-takedown",
     "1. e4(N) d5(N) 2. Nf6(B)+ g:B(q) 3. Qd1h5(P) Q:Pf2(R) 4 K:R Nd5e3(B)+ 5: K:Be3 h5:P(N)?",
     "error: move 5 (Black): \"h5:P(N)?\": no legal move matches; closest: Q:d2(R)",
     {"warning: move 2 (White) \"Nf6(B)+\": the move does not give check"}},
    {"polypiece",
     "1. e4 d5 2. e:P Q:P 3.Nc3=WD Q:N? 4. b:Q Nb6(n) 5 Bc4=r4 5... NxB=wd 6. Qd1g4 1-0 {end} "
     "text",
     "r1b1kbnr/ppp1pppp/8/8/2n3Q1/2P5/P1PP1PPP/R1B1K1NR b KQkq - 1 6 phases:010110/010110",
     {"note: line 1, column 89: text after the result ignored: \"text\""}},
    {"polypiece",
     "1. e4 d5 2. e:P Q:P 3. Nc3=WD Q:N? 4. b:Q Nb8c6",
     "error: move 4 (Black): \"Nb8c6\": the piece on b8 moves as WD, not N; closest: c7-c6",
     {NULL}},
    /* where powers change, =X names the power */
    {"polypiece",
     "1. e4 d5 2. e:P Q:P 3. Nc3=N",
     "error: move 3 (White): \"Nc3=N\": the piece becomes WD, not =N; closest: Nb1-c3=WD",
     {NULL}},
    {"potential",
     "1. d2d4>qrp Na7b5 2. d1-d2>!BN Nh7g5 3 Qd:Ng5(n) 3... Ra8:a2(R)",
     "1[!n][!n][!n][!n][!n][!n][!kn]/1[!kn][!kn][!kn][!kn][!kn][!kn]1/8/1n4Q1/3[RP]4/8/"
     "[qr][!KQ][!KQ]1[!KQ][!KQ][!KQ][!KQ]/[!Q][!Q][!Q]1[!Q][!Q][!Q][!Q] w - 0 4 Rn",
     {NULL}},
    {"potential",
     "1. d2d4>qrp Na7b5 2. d1-d2>!BN Nh7g5 3 Q:N",
     "error: move 3 (White): \"Q:N\": ambiguous: b2:b5>QR(N), d2:g5>Q(N), e2:b5>QB(N), "
     "g2:g5>QR(N)",
     {NULL}},
    {"portal-revolving",
     "1. A:e4 B:d5 2. B:e4 A:d5 3. e:P B:d5:P 4 Qd1h5(n) 4: Q:P(N)+ 5. Bb5(R)? 1-0 [if Ke7 or "
     "Kf7 then h4]",
     "rnb2bnr/ppp1pppp/8/3n4/8/8/PPPP1PPP/RNBQKBNR rnbqkbnr/ppp1pppp/8/7N/4p3/8/PPPP1PPP/"
     "RNB2BNR wA KQ kq - - - 0 5",
     {"warning: turn 4 (Black) \"Q:P(N)+\": the move does not give check",
      "note: line 1, column 78: text after the result ignored: \"[if Ke7 or Kf7 then h4]\""}},
    {"portal-revolving",
     "1. A:e4 B:d5 2. B:e4 A:d5 3. e:P B:e4:P",
     "error: turn 3 (Black): \"B:e4:P\": no legal move matches; closest: B:d:e4",
     {NULL}},
    /* orthodox chess: `#` that is only check, or nothing */
    {"fide",
     "1. f3 e5 2. g4# Qh4+",
     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
     {"warning: move 2 (White) \"g4#\": the move does not mate"}},
    {"fide",
     "1. e4 e5 2. Qh5 Nc6 3. Qxe5#",
     "r1bqkbnr/pppp1ppp/2n5/4Q3/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3",
     {"warning: move 3 (White) \"Qxe5#\": the move gives check, not mate"}},
    {"fide",
     "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# Ke7",
     "error: move 4 (Black): \"Ke7\": the game is over",
     {NULL}},
    /* a stated result the final position contradicts is replaced with a warning at its place
       (issue 49, 8); one in a variation, or `*`, says nothing */
    {"fide",
     "1. f3 e5 2. g4 Qh4# 1-0",
     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
     {"warning: line 1, column 21 \"1-0\": the final position gives 0-1 (checkmate); replaced"}},
    {"fide",
     "1. f3 e5 2. g4 Qh4# (2... Qg5 1-0) *",
     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
     {NULL}},
    /* `...` is an empty turn only where one is legal */
    {"fide", "1. ... e5", "error: move 1 (White): \"...\": not a move", {NULL}},
    /* the signs of printed records: figurines, the multiplication sign, dashes */
    {"fide",
     "1. e4 e5 2. \u2658f3 \u265ec6 3. \u2657b5 a6 4. \u2657\u00d7c6 d\u00d7c6 5. 0\u20130 "
     "1\u20130",
     "r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 5",
     {NULL}},
};

static void test_cases(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const Case *c = &cases[i];
        CHECK_STR(replay(c->id, NULL, c->record), c->result);
        int n = 0;
        while (n < 3 && c->notes[n])
            n++;
        CHECK_INT(notes.count, n);
        for (int k = 0; k < n; k++)
            CHECK_STR(note(k), c->notes[k]);
    }
    replay("revolving", NULL, cases[0].record);
    CHECK_INT(notes.note[0].ply, 9);
    CHECK_INT(notes.note[1].ply, -1);
}

/* A single move is read in the same forms, without the marks checked. */
static void test_one_move(void)
{
    /* a single move is read in the same forms, without the marks checked */
    Variant *v = test_variant("fide");
    Error e;
    Match *m = match_new(v, "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 10", &e);
    CHECK_INT(match_play_text(m, "N:P+", &e), 0);
    CHECK_STR(match_action_text(m, 0), "Nxd5");
    match_free(m);
    variant_free(v);
}

int main(void)
{
    test_cases();
    test_one_move();
    return check_report("test_records");
}
