/* test_notation.c - each variant's move notation and LAN written, read back, and every error. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"

enum { TK, TQ, TR, TB, TN, TP }; /* type indices of the hand-built variants */

typedef enum Kind { FIDE, REVOLVING, PRODEM, MUTD, POLYPIECE, NKINDS } Kind;

static void add_piece(VariantDef *d, char letter, const char *name, PieceRole role,
                      const char *power)
{
    PieceDef *p = &d->types[d->ntypes++];
    memset(p, 0, sizeof *p);
    p->letter = letter;
    snprintf(p->name, sizeof p->name, "%s", name);
    p->role = role;
    for (int c = 0; c < 2; c++) {
        p->npowers[c] = 1;
        snprintf(p->powers[c][0], sizeof p->powers[c][0], "%s", power);
    }
}

static void add_power(VariantDef *d, int type, const char *power)
{
    for (int c = 0; c < 2; c++) {
        PieceDef *p = &d->types[type];
        snprintf(p->powers[c][p->npowers[c]++], sizeof p->powers[c][0], "%s", power);
    }
}

/* Orthodox chess and the four mutating variants, built by hand as the
 * shipped variant files describe them. */
static Variant *build(Kind kind)
{
    VariantDef d;
    memset(&d, 0, sizeof d);
    d.files = d.ranks = 8;
    d.rules.check = true;
    d.rules.castling = true;
    d.rules.en_passant = true;
    d.rules.npromo = 4;
    memcpy(d.rules.promo, "QRBN", 4);
    add_piece(&d, 'K', "King", ROLE_KING, "K");
    add_piece(&d, 'Q', "Queen", ROLE_MAN, "Q");
    add_piece(&d, 'R', "Rook", ROLE_MAN, "R");
    add_piece(&d, 'B', "Bishop", ROLE_MAN, "B");
    add_piece(&d, 'N', "Knight", ROLE_MAN, "N");
    add_piece(&d, 'P', "Pawn", ROLE_PAWN, "fmWfceFifmnD");
    snprintf(d.start_fen, sizeof d.start_fen,
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    MutationDef *m = &d.mutation;
    switch (kind) {
    case FIDE:
    case NKINDS:
        break;
    case REVOLVING:
        m->kind = MUT_PIECE_CYCLE;
        m->ntables = 1;
        m->next[0][TN] = 1u << TB;
        m->next[0][TB] = 1u << TR;
        m->next[0][TR] = 1u << TQ;
        m->next[0][TQ] = 1u << TN;
        d.rules.stalemate = OUTCOME_LOSS;
        break;
    case PRODEM:
    case MUTD:
        d.rules.check = false;
        d.rules.king_capture = true;
        d.rules.castling = false;
        d.rules.en_passant = false;
        d.rules.npromo = 0;
        d.rules.first_rank_double = true;
        d.rules.frozen_last_rank = true;
        d.rules.no_moves = OUTCOME_LOSS;
        snprintf(d.start_fen, sizeof d.start_fen,
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        if (kind == PRODEM) {
            d.rules.white_passes_first = true;
            m->kind = MUT_LADDER;
            m->ntables = 2;
            m->next[0][TQ] = 1u << TR; /* odd turns: demote */
            m->next[0][TR] = (1u << TB) | (1u << TN);
            m->next[0][TB] = 1u << TP;
            m->next[0][TN] = 1u << TP;
            m->next[1][TR] = 1u << TQ; /* even turns: promote */
            m->next[1][TB] = 1u << TR;
            m->next[1][TN] = 1u << TR;
            m->next[1][TP] = (1u << TB) | (1u << TN);
        } else {
            m->kind = MUT_UP_DOWN;
            m->ntables = 4;
            const int up[] = {TP, TN, TB, TR, TQ}; /* P -> N -> B -> R -> Q -> P */
            for (int i = 0; i < 5; i++) {
                m->next[0][up[i]] = (uint8_t)(1u << up[(i + 1) % 5]);
                m->next[1][up[(i + 1) % 5]] = (uint8_t)(1u << up[i]);
            }
            const int up4[] = {TN, TB, TR, TQ}; /* without pawns: N -> B -> R -> Q -> N */
            for (int i = 0; i < 4; i++) {
                m->next[2][up4[i]] = (uint8_t)(1u << up4[(i + 1) % 4]);
                m->next[3][up4[(i + 1) % 4]] = (uint8_t)(1u << up4[i]);
            }
        }
        break;
    case POLYPIECE:
        m->kind = MUT_TYPE_CYCLE;
        add_power(&d, TQ, "WAND");
        add_power(&d, TR, "NN");
        add_power(&d, TB, "R4");
        add_power(&d, TN, "WD");
        break;
    }
    Variant *v = NULL;
    Error e;
    if (variant_build(&d, &v, &e) != 0) {
        fprintf(stderr, "variant_build: %s: %s\n", e.where, e.what);
        return NULL;
    }
    return v;
}

static Position at(const Variant *v, const char *fen)
{
    Position p;
    Error e;
    memset(&p, 0, sizeof p);
    if (fen_read(v, fen, &p, &e) != 0)
        fprintf(stderr, "bad test FEN \"%s\": %s\n", fen, e.what);
    return p;
}

/* The legal move from..to (with new type `nt`, -1 for the first found). */
static Move find(const Variant *v, const Position *p, const char *from, const char *to, int nt)
{
    MoveList list;
    movegen_legal(v, p, &list);
    int f = (from[0] - 'a') + 8 * (from[1] - '1'), t = (to[0] - 'a') + 8 * (to[1] - '1');
    for (int i = 0; i < list.count; i++) {
        Move m = list.moves[i];
        if (move_from(m) == f && move_to(m) == t && (nt < 0 || move_new(m) == nt))
            return m;
    }
    fprintf(stderr, "no legal move %s%s\n", from, to);
    return MOVE_NONE;
}

/* The legal castling with the rook on `rook`. */
static Move find_castle(const Variant *v, const Position *p, const char *rook)
{
    MoveList list;
    movegen_legal(v, p, &list);
    int r = (rook[0] - 'a') + 8 * (rook[1] - '1');
    for (int i = 0; i < list.count; i++)
        if (move_kind(list.moves[i]) == MOVE_CASTLE && move_rook(list.moves[i]) == r)
            return list.moves[i];
    fprintf(stderr, "no castling with the rook on %s\n", rook);
    return MOVE_NONE;
}

/* The written text of from..to, "?" on failure. */
static char out[NOTATION_MAX];
static const char *san(const Variant *v, const Position *p, const char *from, const char *to,
                       int nt)
{
    if (notation_write(v, p, find(v, p, from, to, nt), out, sizeof out) < 0)
        snprintf(out, sizeof out, "?");
    return out;
}

static const char *lan(const Variant *v, const Position *p, const char *from, const char *to,
                       int nt)
{
    if (notation_write_lan(v, p, find(v, p, from, to, nt), out, sizeof out) < 0)
        snprintf(out, sizeof out, "?");
    return out;
}

/* The move read from text, MOVE_NONE on failure. */
static Move rd(const Variant *v, const Position *p, const char *text)
{
    Move m = MOVE_NONE;
    Error e;
    if (notation_read(v, p, text, &m, &e) != 0) {
        fprintf(stderr, "  (read \"%s\": %s)\n", text, e.what);
        return MOVE_NONE;
    }
    return m;
}

/* The error text of reading text, "" when it reads. */
static char why[256];
static const char *err_of(const Variant *v, const Position *p, const char *text)
{
    Move m = MOVE_NONE, before = MOVE_NONE;
    Error e = {.where = "x", .what = ""};
    if (notation_read(v, p, text, &m, &e) == 0)
        return "";
    snprintf(why, sizeof why, "%s", e.what);
    CHECK(m == before); /* untouched */
    CHECK_STR(e.where, "");
    return why;
}

/* Every legal move of p written both ways reads back as itself, and the
 * variant's texts are distinct. Returns the number of moves. */
static int round_trip_at(const Variant *v, const Position *pos, const char *fen)
{
    Position p = *pos;
    MoveList list;
    int n = movegen_legal(v, &p, &list);
    static char texts[MOVEGEN_MAX][NOTATION_MAX];
    for (int i = 0; i < n; i++) {
        Move m = list.moves[i];
        char lbuf[NOTATION_MAX];
        int len = notation_write(v, &p, m, texts[i], sizeof texts[i]);
        CHECK(len > 0 && (size_t)len == strlen(texts[i]));
        CHECK(notation_write_lan(v, &p, m, lbuf, sizeof lbuf) > 0);
        Move a = rd(v, &p, texts[i]), b = rd(v, &p, lbuf);
        if (a != m || b != m)
            fprintf(stderr, "round trip in %s: \"%s\" / \"%s\"\n", fen, texts[i], lbuf);
        CHECK(a == m);
        CHECK(b == m);
        for (int j = 0; j < i; j++)
            CHECK(strcmp(texts[i], texts[j]) != 0);
    }
    return n;
}

static int round_trip(const Variant *v, const char *fen)
{
    Position p = at(v, fen);
    return round_trip_at(v, &p, fen);
}

/* Round trips in every position of a few pseudo-random games. */
static void random_games(Kind kind, int games, int plies)
{
    Variant *v = build(kind);
    CHECK(v != NULL);
    if (!v)
        return;
    unsigned seed = 2024u + (unsigned)kind;
    int positions = 0;
    for (int g = 0; g < games; g++) {
        Position p = at(v, v->def.start_fen);
        for (int i = 0; i < plies; i++) {
            char fen[FEN_MAX];
            fen_write(v, &p, fen, sizeof fen);
            int n = round_trip_at(v, &p, fen);
            positions++;
            if (n == 0)
                break;
            MoveList list;
            movegen_legal(v, &p, &list);
            seed = seed * 1103515245u + 12345u;
            position_make(v, &p, list.moves[(seed >> 16) % (unsigned)list.count]);
        }
    }
    CHECK(positions > games);
    variant_free(v);
}

static const char *const fide_positions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/8/1k6/8/4Q2Q/8/8/K6Q w - - 0 1",
    "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1",
    "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
};

static void test_fide(void)
{
    Variant *v = build(FIDE);
    CHECK(v != NULL);
    if (!v)
        return;
    int total = 0;
    for (size_t i = 0; i < sizeof fide_positions / sizeof fide_positions[0]; i++)
        total += round_trip(v, fide_positions[i]);
    CHECK_INT(total, 20 + 48 + 43 + 14 + 6 + 6 + 44 + 31 + 53 + 24 + 15 + 42 + 21);

    Position p = at(v, fide_positions[0]);
    CHECK_STR(san(v, &p, "g1", "f3", -1), "Nf3");
    CHECK_STR(san(v, &p, "e2", "e4", -1), "e4");
    CHECK_STR(lan(v, &p, "e2", "e4", -1), "e2e4");
    CHECK_STR(lan(v, &p, "g1", "f3", -1), "g1f3");
    Move e4 = find(v, &p, "e2", "e4", -1), nf3 = find(v, &p, "g1", "f3", -1);
    const char *e4_forms[] = {"e4",  "e2e4", "e2-e4", "e2xe4", "e2:e4", "Pe4",  "Pe2e4",
                              "e4!", "e4!?", "e4+",   " e4 ",  "e2e4?", "e4??", "Pe2-e4"};
    for (size_t i = 0; i < sizeof e4_forms / sizeof e4_forms[0]; i++)
        CHECK(rd(v, &p, e4_forms[i]) == e4);
    const char *nf3_forms[] = {"Nf3", "Ng1f3", "Ng1-f3", "g1f3", "Ngf3", "N1f3", "Nf3!", "g1-f3"};
    for (size_t i = 0; i < sizeof nf3_forms / sizeof nf3_forms[0]; i++)
        CHECK(rd(v, &p, nf3_forms[i]) == nf3);

    /* Kiwipete: castling both sides, captures */
    p = at(v, fide_positions[1]);
    CHECK_STR(san(v, &p, "e1", "g1", -1), "O-O");
    CHECK_STR(san(v, &p, "e1", "c1", -1), "O-O-O");
    CHECK_STR(lan(v, &p, "e1", "g1", -1), "e1g1");
    CHECK_STR(lan(v, &p, "e1", "c1", -1), "e1c1");
    CHECK_STR(san(v, &p, "d5", "e6", -1), "dxe6");
    CHECK_STR(san(v, &p, "e5", "f7", -1), "Nxf7");
    CHECK_STR(san(v, &p, "f3", "f6", -1), "Qxf6");
    CHECK_STR(san(v, &p, "e2", "a6", -1), "Bxa6");
    CHECK_STR(san(v, &p, "c3", "b5", -1), "Nb5");
    CHECK_STR(san(v, &p, "e5", "g6", -1), "Nxg6");
    Move oo = find(v, &p, "e1", "g1", -1), ooo = find(v, &p, "e1", "c1", -1);
    CHECK(rd(v, &p, "O-O") == oo);
    CHECK(rd(v, &p, "0-0") == oo);
    CHECK(rd(v, &p, "e1g1") == oo);
    CHECK(rd(v, &p, "Kg1") == oo);
    CHECK(rd(v, &p, "O-O-O") == ooo);
    CHECK(rd(v, &p, "0-0-0+") == ooo);
    CHECK(rd(v, &p, "e1c1") == ooo);
    /* castling with the rook named by its file (Chess960): every move reads back
     * where a king's move and the castling share their squares, where the king
     * stays, where it lands on its rook, and in a published Chess960 position */
    total = round_trip(v, "4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    total += round_trip(v, "6k1/8/8/8/8/8/8/6KR w H - 0 1");
    total += round_trip(v, "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1");
    total += round_trip(v, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    CHECK_INT(total, 14 + 12 + 15 + 21);
    p = at(v, "4k3/8/8/8/8/8/8/5K1R w H - 0 1");
    Move kg1 = find(v, &p, "f1", "g1", -1), h1 = find_castle(v, &p, "h1");
    CHECK_INT(move_kind(kg1), MOVE_NORMAL);
    CHECK_INT(move_to(h1), 6); /* the king goes to g1 */
    CHECK_STR(san(v, &p, "f1", "g1", -1), "Kg1");
    CHECK_STR(lan(v, &p, "f1", "g1", -1), "f1g1");
    CHECK(notation_write(v, &p, h1, out, sizeof out) > 0);
    CHECK_STR(out, "O-O");
    CHECK(notation_write_lan(v, &p, h1, out, sizeof out) > 0);
    CHECK_STR(out, "f1h1");
    CHECK(rd(v, &p, "f1g1") == kg1);
    CHECK(rd(v, &p, "Kg1") == kg1);
    CHECK(rd(v, &p, "f1h1") == h1);
    CHECK(rd(v, &p, "O-O") == h1);
    CHECK_STR(err_of(v, &p, "O-O-O"), "illegal move");
    p = at(v, "6k1/8/8/8/8/8/8/6KR w H - 0 1");
    h1 = find_castle(v, &p, "h1");
    CHECK(notation_write_lan(v, &p, h1, out, sizeof out) > 0);
    CHECK_STR(out, "g1h1");
    CHECK(rd(v, &p, "g1h1") == h1);
    p = at(v, "4k3/8/8/8/8/8/8/4K1R1 w G - 0 1");
    Move g1 = find_castle(v, &p, "g1");
    CHECK_STR(lan(v, &p, "e1", "g1", -1), "e1g1");
    CHECK(rd(v, &p, "e1g1") == g1);
    CHECK(rd(v, &p, "O-O") == g1);

    p = at(v, fide_positions[2]);
    CHECK_STR(san(v, &p, "e8", "g8", -1), "O-O");
    CHECK_STR(san(v, &p, "e8", "c8", -1), "O-O-O");
    CHECK_STR(san(v, &p, "h3", "g2", -1), "hxg2");
    CHECK_STR(lan(v, &p, "e8", "c8", -1), "e8c8");

    /* promotions, with capture and check */
    p = at(v, "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1");
    CHECK_STR(san(v, &p, "b2", "a1", TQ), "bxa1=Q+");
    CHECK_STR(san(v, &p, "b2", "a1", TN), "bxa1=N");
    CHECK_STR(san(v, &p, "b2", "b1", TR), "b1=R+");
    CHECK_STR(lan(v, &p, "b2", "a1", TQ), "b2a1q");
    CHECK_STR(lan(v, &p, "b2", "b1", TN), "b2b1n");
    Move bxa1q = find(v, &p, "b2", "a1", TQ);
    const char *promo_forms[] = {"bxa1=Q", "bxa1Q",   "b2a1q",  "b2xa1=Q", "bxa1=Q+",
                                 "ba1q",   "bxa1(Q)", "b2a1=q", "bxa1=Q#"};
    for (size_t i = 0; i < sizeof promo_forms / sizeof promo_forms[0]; i++)
        CHECK(rd(v, &p, promo_forms[i]) == bxa1q);
    p = at(v, fide_positions[6]);
    CHECK_STR(san(v, &p, "d7", "c8", TQ), "dxc8=Q");
    CHECK_STR(san(v, &p, "d7", "c8", TN), "dxc8=N");
    p = at(v, fide_positions[12]);
    CHECK_STR(san(v, &p, "c7", "c8", TQ), "c8=Q+");
    CHECK_STR(san(v, &p, "a7", "b8", TQ), "axb8=Q+");
    CHECK_STR(san(v, &p, "a7", "a8", TB), "a8=B");

    /* en passant */
    p = at(v, fide_positions[7]);
    Move ep = find(v, &p, "e5", "f6", -1);
    CHECK_INT(move_kind(ep), MOVE_EP);
    CHECK_STR(san(v, &p, "e5", "f6", -1), "exf6");
    CHECK_STR(lan(v, &p, "e5", "f6", -1), "e5f6");
    CHECK(rd(v, &p, "exf6 e.p.") == ep);
    CHECK(rd(v, &p, "exf6e.p.") == ep);
    CHECK(rd(v, &p, "e5:f6") == ep);
    CHECK(rd(v, &p, "ef6") == ep);

    /* disambiguation by file, by rank, by both */
    p = at(v, fide_positions[10]);
    CHECK_STR(san(v, &p, "b1", "d2", -1), "Nbd2");
    CHECK_STR(san(v, &p, "f3", "d2", -1), "Nfd2");
    CHECK(rd(v, &p, "Nbd2") == find(v, &p, "b1", "d2", -1));
    CHECK(rd(v, &p, "N1d2") == find(v, &p, "b1", "d2", -1));
    p = at(v, fide_positions[9]);
    CHECK_STR(san(v, &p, "a1", "a3", -1), "R1a3");
    CHECK_STR(san(v, &p, "a5", "a3", -1), "R5a3");
    CHECK_STR(san(v, &p, "a1", "d1", -1), "Rd1");
    p = at(v, fide_positions[8]);
    CHECK_STR(san(v, &p, "h4", "e1", -1), "Qh4e1");
    CHECK_STR(san(v, &p, "e4", "e1", -1), "Qee1");
    CHECK_STR(san(v, &p, "h1", "e1", -1), "Q1e1");
    CHECK_STR(san(v, &p, "h4", "g5", -1), "Qg5");
    CHECK_STR(san(v, &p, "e4", "b7", -1), "Qb7+");

    /* check and mate */
    p = at(v, fide_positions[11]);
    CHECK_STR(san(v, &p, "f3", "f7", -1), "Qxf7#");
    CHECK_STR(san(v, &p, "c4", "f7", -1), "Bxf7+");
    p = at(v, "5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK_STR(san(v, &p, "e1", "g1", -1), "O-O+");
    p = at(v, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1");
    CHECK_STR(san(v, &p, "g6", "f7", -1), "Qf7");  /* stalemate: no mark */
    CHECK_STR(san(v, &p, "g6", "g7", -1), "Qg7+"); /* unprotected: the king takes */
    p = at(v, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    CHECK_STR(san(v, &p, "a1", "a8", -1), "Ra8#");
    CHECK(rd(v, &p, "Ra8#") == find(v, &p, "a1", "a8", -1));
    CHECK(rd(v, &p, "Ra8") == find(v, &p, "a1", "a8", -1));
    variant_free(v);
}

static void test_fide_errors(void)
{
    Variant *v = build(FIDE);
    if (!v)
        return;
    Position p = at(v, fide_positions[0]);
    CHECK_STR(err_of(v, &p, ""), "not a move");
    CHECK_STR(err_of(v, &p, "   "), "not a move");
    CHECK_STR(err_of(v, &p, "hello"), "not a move");
    CHECK_STR(err_of(v, &p, "e9"), "not a move");
    CHECK_STR(err_of(v, &p, "i4"), "not a move");
    CHECK_STR(err_of(v, &p, "-e4"), "not a move");
    CHECK_STR(err_of(v, &p, "e-e4"), "not a move");
    CHECK_STR(err_of(v, &p, "e4=QQ"), "not a move");
    CHECK_STR(err_of(v, &p, "Nf3(BB)"), "not a move");
    CHECK_STR(err_of(v, &p, "NNf3"), "not a move");
    CHECK_STR(err_of(v, &p, "O-O-O-O"), "not a move");
    CHECK_STR(err_of(v, &p, "Zf3"), "unknown piece 'Z'");
    CHECK_STR(err_of(v, &p, "Nf5"), "no legal move matches");
    CHECK_STR(err_of(v, &p, "e5"), "no legal move matches");
    CHECK_STR(err_of(v, &p, "Ke2"), "no legal move matches");
    CHECK_STR(err_of(v, &p, "e2e5"), "illegal move");
    CHECK_STR(err_of(v, &p, "e3e4"), "no piece on e3");
    CHECK_STR(err_of(v, &p, "e7e5"), "the piece on e7 is Black's");
    CHECK_STR(err_of(v, &p, "Bg1f3"), "the piece on g1 is N, not B");
    CHECK_STR(err_of(v, &p, "O-O"), "illegal move");
    CHECK_STR(err_of(v, &p, "--"), "illegal move");
    CHECK_STR(err_of(v, &p, "e4=Q"), "not a promotion");
    CHECK_STR(err_of(v, &p, "e2e4q"), "not a promotion");
    CHECK_STR(err_of(v, &p, "Nf3(B)"), "the piece becomes N, not (B)");

    p = at(v, fide_positions[10]);
    CHECK_STR(err_of(v, &p, "Nd2"), "ambiguous: Nbd2, Nfd2");
    p = at(v, fide_positions[8]);
    CHECK_STR(err_of(v, &p, "Qe1"), "ambiguous: Q1e1, Qee1, Qh4e1");
    CHECK_STR(err_of(v, &p, "Qhe1"), "ambiguous: Q1e1, Qh4e1");

    p = at(v, fide_positions[12]);
    CHECK_STR(err_of(v, &p, "c8"), "needs a choice: =Q, =R, =B or =N");
    CHECK_STR(err_of(v, &p, "c7c8"), "needs a choice: =Q, =R, =B or =N");
    CHECK_STR(err_of(v, &p, "c8=K"), "cannot promote to K");
    CHECK_STR(err_of(v, &p, "c7c8p"), "cannot promote to P");
    CHECK_STR(err_of(v, &p, "c8(K)"), "the piece becomes Q, R, B or N, not (K)");

    /* a pinned piece; a king walking into check */
    p = at(v, "4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    CHECK_STR(err_of(v, &p, "Kd1"), "illegal move: the king would be in check");
    CHECK_STR(err_of(v, &p, "e1f1"), "illegal move: the king would be in check");
    CHECK_STR(err_of(v, &p, "Kf2"), "");
    p = at(v, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    CHECK_STR(err_of(v, &p, "Nf4"), "illegal move: the king would be in check");
    CHECK_STR(err_of(v, &p, "e2f4"), "illegal move: the king would be in check");

    /* after mate */
    p = at(v, "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4");
    CHECK_STR(err_of(v, &p, "Ke7"), "no legal moves: the game is over");

    /* outputs: too small a buffer, an illegal move */
    p = at(v, fide_positions[0]);
    char small[4] = "abc";
    Move nf3 = find(v, &p, "g1", "f3", -1);
    CHECK_INT(notation_write(v, &p, nf3, small, 3), -1);
    CHECK_STR(small, "abc");
    CHECK_INT(notation_write(v, &p, nf3, small, 4), 3);
    CHECK_STR(small, "Nf3");
    CHECK_INT(notation_write(v, &p, move_make(12, 36, MOVE_NORMAL), small, sizeof small), -1);
    CHECK_INT(notation_write_lan(v, &p, move_make(12, 36, MOVE_NORMAL), small, sizeof small), -1);
    CHECK_INT(notation_write_lan(v, &p, nf3, small, 4), -1);
    variant_free(v);
}

static void test_revolving(void)
{
    Variant *v = build(REVOLVING);
    CHECK(v != NULL);
    if (!v)
        return;
    const char *positions[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        "Q1r1Q3/8/8/8/8/8/7k/4K3 w - - 0 1",
        "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
    };
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++)
        CHECK(round_trip(v, positions[i]) > 0);

    Position p = at(v, positions[0]);
    CHECK_STR(san(v, &p, "b1", "c3", -1), "Nc3(B)");
    CHECK_STR(san(v, &p, "e2", "e4", -1), "e4");
    CHECK_STR(lan(v, &p, "b1", "c3", -1), "b1c3");
    Move nc3 = find(v, &p, "b1", "c3", -1);
    CHECK(rd(v, &p, "Nc3") == nc3);
    CHECK(rd(v, &p, "Nc3(B)") == nc3);
    CHECK(rd(v, &p, "Nc3(b)") == nc3);
    CHECK(rd(v, &p, "b1c3(B)") == nc3);
    CHECK(rd(v, &p, "Nb1-c3(B)+") == nc3);
    CHECK_STR(err_of(v, &p, "Nc3(R)"), "the piece becomes B, not (R)");
    CHECK_STR(err_of(v, &p, "Nc3(N)"), "the piece becomes B, not (N)");
    CHECK_STR(err_of(v, &p, "e4(N)"), "the piece becomes P, not (N)");

    p = at(v, "2r5/7k/8/8/8/8/8/2R1K3 w - - 0 1");
    CHECK_STR(san(v, &p, "c1", "c8", -1), "R:c8(Q)");
    CHECK_STR(san(v, &p, "c1", "c4", -1), "Rc4(Q)");
    CHECK_STR(san(v, &p, "e1", "e2", -1), "Ke2");
    CHECK(rd(v, &p, "Rxc8") == find(v, &p, "c1", "c8", -1));
    CHECK(rd(v, &p, "R:c8(Q)") == find(v, &p, "c1", "c8", -1));
    CHECK_STR(err_of(v, &p, "Ke2(Q)"), "the piece becomes K, not (Q)");

    p = at(v, positions[3]);
    CHECK_STR(san(v, &p, "a8", "c8", -1), "Qa:c8(N)");
    CHECK_STR(san(v, &p, "e8", "c8", -1), "Qe:c8(N)");
    CHECK(rd(v, &p, "Qa:c8(N)") == find(v, &p, "a8", "c8", -1));
    CHECK(rd(v, &p, "Qaxc8") == find(v, &p, "a8", "c8", -1));
    CHECK_STR(err_of(v, &p, "Q:c8(N)"), "ambiguous: Qa:c8, Qe:c8");

    p = at(v, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    CHECK_STR(san(v, &p, "e1", "g1", -1), "O-O(Q)");
    CHECK_STR(san(v, &p, "e1", "c1", -1), "O-O-O(Q)");
    CHECK_STR(lan(v, &p, "e1", "g1", -1), "e1g1");
    CHECK(rd(v, &p, "O-O(Q)") == find(v, &p, "e1", "g1", -1));
    CHECK(rd(v, &p, "0-0") == find(v, &p, "e1", "g1", -1));
    CHECK(rd(v, &p, "e1c1(Q)") == find(v, &p, "e1", "c1", -1));
    CHECK_STR(err_of(v, &p, "O-O(R)"), "the rook becomes Q, not (R)");

    p = at(v, "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(san(v, &p, "c7", "c8", TQ), "c8=Q+");
    CHECK_STR(san(v, &p, "a7", "b8", TN), "a:b8=N");
    CHECK(rd(v, &p, "c8(R)") == find(v, &p, "c7", "c8", TR));
    CHECK(rd(v, &p, "c8=R") == find(v, &p, "c7", "c8", TR));
    variant_free(v);
}

static void test_prodem(void)
{
    Variant *v = build(PRODEM);
    CHECK(v != NULL);
    if (!v)
        return;
    Position p = at(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    MoveList list;
    CHECK_INT(movegen_legal(v, &p, &list), 1);
    Move pass = list.moves[0];
    CHECK_INT(move_kind(pass), MOVE_PASS);
    CHECK_INT(notation_write(v, &p, pass, out, sizeof out), 2);
    CHECK_STR(out, "--");
    CHECK_INT(notation_write_lan(v, &p, pass, out, sizeof out), 2);
    CHECK_STR(out, "--");
    CHECK(rd(v, &p, "--") == pass);
    CHECK_STR(err_of(v, &p, "e4"), "the only move is --");
    CHECK_STR(err_of(v, &p, "e2e4"), "the only move is --");
    CHECK(round_trip(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1") == 1);

    position_make(v, &p, pass); /* 1... on an odd turn: demotion */
    CHECK_STR(san(v, &p, "g8", "f6", -1), "Nf6(P)");
    CHECK_STR(san(v, &p, "e7", "e5", -1), "e5");
    CHECK(rd(v, &p, "Nf6(P)") == find(v, &p, "g8", "f6", -1));
    CHECK(rd(v, &p, "Nf6") == find(v, &p, "g8", "f6", -1));
    CHECK_STR(err_of(v, &p, "Nf6(N)"), "the piece becomes P, not (N)");
    CHECK(round_trip(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1") == 20);
    position_make(v, &p, find(v, &p, "g8", "f6", -1)); /* 2. on an even turn: promotion */
    CHECK_STR(san(v, &p, "c2", "c4", TB), "c4(B)");
    CHECK_STR(san(v, &p, "c2", "c4", TN), "c4(N)");
    CHECK_STR(san(v, &p, "g1", "f3", -1), "Nf3(R)");
    CHECK_STR(lan(v, &p, "c2", "c4", TB), "c2c4(b)");
    CHECK_STR(lan(v, &p, "g1", "f3", -1), "g1f3");
    CHECK(rd(v, &p, "c4(B)") == find(v, &p, "c2", "c4", TB));
    CHECK(rd(v, &p, "c4(n)") == find(v, &p, "c2", "c4", TN));
    CHECK(rd(v, &p, "c2c4(b)") == find(v, &p, "c2", "c4", TB));
    CHECK(rd(v, &p, "c2-c4(N)") == find(v, &p, "c2", "c4", TN));
    CHECK_STR(err_of(v, &p, "c4"), "needs a choice: (B) or (N)");
    CHECK_STR(err_of(v, &p, "c2c4"), "needs a choice: (B) or (N)");
    CHECK_STR(err_of(v, &p, "c4(R)"), "the piece becomes B or N, not (R)");
    CHECK_STR(err_of(v, &p, "c4=Q"), "not a promotion");

    /* captures, the rook's choice, first-rank pawns, frozen last-rank pawns */
    p = at(v, "4k3/8/5p2/8/4N3/8/8/R3K3 w - - 0 3");
    CHECK_STR(san(v, &p, "e4", "f6", -1), "N:f6(P)");
    CHECK(rd(v, &p, "Nxf6") == find(v, &p, "e4", "f6", -1));
    CHECK(rd(v, &p, "Ne4:f6(P)") == find(v, &p, "e4", "f6", -1));
    CHECK_STR(san(v, &p, "a1", "a7", TB), "Ra7(B)");
    CHECK_STR(san(v, &p, "a1", "a7", TN), "Ra7(N)");
    CHECK_STR(err_of(v, &p, "Ra7"), "needs a choice: (B) or (N)");
    CHECK_STR(san(v, &p, "e1", "e2", -1), "Ke2");
    p = at(v, "4k3/8/8/8/8/8/8/4P2K w - - 0 3");
    CHECK_STR(san(v, &p, "e1", "e2", -1), "e2");
    CHECK_STR(san(v, &p, "e1", "e3", -1), "e3");
    p = at(v, "4k3/8/8/8/8/4p3/3P1P2/7K w - - 0 3");
    CHECK_STR(san(v, &p, "d2", "e3", -1), "d:e3");
    CHECK_STR(san(v, &p, "f2", "e3", -1), "f:e3");
    CHECK_STR(err_of(v, &p, "e3"), "ambiguous: d:e3, f:e3");
    CHECK_STR(err_of(v, &p, "dxe3"), "");
    CHECK(round_trip(v, "4k3/8/8/8/8/4p3/3P1P2/4P2K w - - 0 3") > 0);
    p = at(v, "4k2P/8/8/8/8/8/8/7K w - - 0 3");
    CHECK_STR(err_of(v, &p, "h8h9"), "not a move");
    CHECK_STR(err_of(v, &p, "Kh2"), "");
    CHECK_STR(err_of(v, &p, "h8g8"), "illegal move");
    /* capturing the king ends the game */
    p = at(v, "4k3/8/8/8/8/8/8/4RK2 w - - 0 3");
    CHECK_STR(san(v, &p, "e1", "e8", TB), "R:e8(B)");
    position_make(v, &p, find(v, &p, "e1", "e8", TB));
    CHECK_STR(err_of(v, &p, "Kf2"), "no legal moves: the game is over");
    variant_free(v);
}

static void test_mutd(void)
{
    Variant *v = build(MUTD);
    CHECK(v != NULL);
    if (!v)
        return;
    Position p = at(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    CHECK_STR(san(v, &p, "g1", "f3", -1), "Nf3(B)");
    CHECK_STR(san(v, &p, "e2", "e4", -1), "e4(N)");
    CHECK(round_trip(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1") == 20);
    p = at(v, "4k3/8/5p2/4P3/4N3/8/8/4K3 w - - 0 1");
    CHECK_STR(san(v, &p, "e5", "f6", -1), "e:f6(Q)");
    CHECK_STR(san(v, &p, "e5", "e6", -1), "e6(N)");
    CHECK_STR(san(v, &p, "e4", "f6", -1), "N:f6(P)");
    CHECK_STR(san(v, &p, "e4", "d6", -1), "Nd6(B)");
    CHECK(rd(v, &p, "exf6") == find(v, &p, "e5", "f6", -1));
    CHECK(rd(v, &p, "e:f6(Q)") == find(v, &p, "e5", "f6", -1));
    CHECK(rd(v, &p, "e5f6") == find(v, &p, "e5", "f6", -1));
    CHECK_STR(err_of(v, &p, "e:f6(N)"), "the piece becomes Q, not (N)");
    CHECK(rd(v, &p, "f6") == find(v, &p, "e5", "f6", -1)); /* SAN without a letter: a pawn */
    CHECK(round_trip(v, "4k3/8/5p2/4P3/4N3/8/8/4K3 w - - 0 1") > 0);
    /* no pawn on the board: N -> B on a move, N -> Q on a capture */
    p = at(v, "4k3/8/8/8/8/2r5/8/1N2K3 w - - 0 1");
    CHECK_STR(san(v, &p, "b1", "a3", -1), "Na3(B)");
    CHECK_STR(san(v, &p, "b1", "c3", -1), "N:c3(Q)");
    CHECK(round_trip(v, "4k3/8/8/8/8/2r5/8/1N2K3 w - - 0 1") > 0);
    variant_free(v);
}

static void test_polypiece(void)
{
    Variant *v = build(POLYPIECE);
    CHECK(v != NULL);
    if (!v)
        return;
    const char *positions[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 phases:011110/011110",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 phases:010100/010100",
        "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1 phases:010010/010010",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    };
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++)
        CHECK(round_trip(v, positions[i]) > 0);

    Position p = at(v, positions[0]);
    CHECK_STR(san(v, &p, "g1", "f3", -1), "Ng1-f3=WD");
    CHECK_STR(san(v, &p, "e2", "e4", -1), "e2-e4");
    CHECK_STR(lan(v, &p, "g1", "f3", -1), "g1f3");
    Move nf3 = find(v, &p, "g1", "f3", -1);
    const char *forms[] = {"Ng1-f3=WD", "Ng1f3", "g1f3", "Nf3", "Ng1xf3", "Ng1-f3=WD!", "g1-f3=WD"};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
        CHECK(rd(v, &p, forms[i]) == nf3);
    CHECK_STR(err_of(v, &p, "Ng1-f3=N"), "the piece becomes WD, not =N");
    CHECK_STR(err_of(v, &p, "WDg1-f3"), "the piece on g1 moves as N, not WD");
    CHECK_STR(err_of(v, &p, "WDf3"), "unknown piece 'WD'");
    CHECK_STR(err_of(v, &p, "e2-e4=Q"), "not a promotion");
    CHECK_STR(err_of(v, &p, "Ng1-f3(B)"), "the piece becomes N, not (B)");
    position_make(v, &p, nf3);
    CHECK_STR(san(v, &p, "g8", "g6", -1), "WDg8-g6=N");
    CHECK(rd(v, &p, "WDg8-g6=N") == find(v, &p, "g8", "g6", -1));
    CHECK(rd(v, &p, "Ng6") == find(v, &p, "g8", "g6", -1));
    CHECK(rd(v, &p, "WDg6") == find(v, &p, "g8", "g6", -1));
    CHECK_STR(err_of(v, &p, "Ng8-g6"), "");

    p = at(v, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 2");
    CHECK_STR(san(v, &p, "f3", "e5", -1), "Nf3xe5=WD");
    CHECK_STR(san(v, &p, "f1", "e2", -1), "Bf1-e2=R4");
    CHECK_STR(san(v, &p, "e1", "e2", -1), "Ke1-e2");

    /* promotion: the type, then the power it has now when that is not its letter */
    p = at(v, positions[4]);
    CHECK_STR(san(v, &p, "c7", "c8", TQ), "c7-c8=Q(WAND)+"); /* WAND's D reaches e8 */
    CHECK_STR(san(v, &p, "c7", "c8", TR), "c7-c8=R+");
    CHECK_STR(san(v, &p, "a7", "b8", TN), "a7xb8=N(WD)");
    CHECK_STR(san(v, &p, "a7", "b8", TB), "a7xb8=B");
    CHECK_STR(lan(v, &p, "c7", "c8", TQ), "c7c8q");
    Move cq = find(v, &p, "c7", "c8", TQ);
    const char *pforms[] = {"c7-c8=Q(WAND)", "c7-c8=Q",    "c8=Q",    "c7c8q",
                            "c8Q",           "c7c8(WAND)", "c8=WAND", "c8(Q)"};
    for (size_t i = 0; i < sizeof pforms / sizeof pforms[0]; i++)
        CHECK(rd(v, &p, pforms[i]) == cq);
    CHECK_STR(err_of(v, &p, "c7-c8=Q(Q)"), "the piece becomes WAND, not (Q)");
    CHECK_STR(err_of(v, &p, "c7-c8=Q(NN)"), "the piece becomes WAND, not (NN)");
    CHECK_STR(err_of(v, &p, "c7-c8"), "needs a choice: =Q, =R, =B or =N");
    CHECK_STR(err_of(v, &p, "c7-c8=K"), "cannot promote to K");
    CHECK_STR(err_of(v, &p, "c7-c8=NN"), "cannot promote to NN");
    p = at(v, "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(san(v, &p, "c7", "c8", TQ), "c7-c8=Q+");
    CHECK_STR(san(v, &p, "a7", "b8", TN), "a7xb8=N");

    /* castling, en passant, check */
    p = at(v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    CHECK_STR(san(v, &p, "e1", "g1", -1), "O-O");
    CHECK_STR(san(v, &p, "e1", "c1", -1), "O-O-O");
    /* no check: the rook that lands on a8 is a nightrider by then */
    CHECK_STR(san(v, &p, "a1", "a8", -1), "Ra1xa8=NN");
    CHECK(rd(v, &p, "O-O") == find(v, &p, "e1", "g1", -1));
    CHECK(rd(v, &p, "e1c1") == find(v, &p, "e1", "c1", -1));
    CHECK(rd(v, &p, "O-O=K") == find(v, &p, "e1", "g1", -1));
    CHECK_STR(err_of(v, &p, "O-O=Q"), "the king becomes K, not =Q");
    p = at(v, positions[5]);
    CHECK_STR(san(v, &p, "e5", "f6", -1), "e5xf6");
    variant_free(v);
}

int main(void)
{
    test_fide();
    test_fide_errors();
    test_revolving();
    test_prodem();
    test_mutd();
    test_polypiece();
    for (int k = 0; k < NKINDS; k++)
        random_games((Kind)k, 4, 160);
    return check_report("test_notation");
}
