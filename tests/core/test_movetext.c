/* test_movetext.c - movetext tokens, numbering, tags and errors, and games replayed from text. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "fen.h"
#include "movegen.h"
#include "movetext.h"

enum { TK, TQ, TR, TB, TN, TP }; /* type indices of the hand-built variants */

typedef enum Kind { FIDE, PRODEM, POLYPIECE } Kind;

static void add_piece(VariantDef *d, char letter, PieceRole role, const char *power)
{
    PieceDef *p = &d->types[d->ntypes++];
    memset(p, 0, sizeof *p);
    p->letter = letter;
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

/* Orthodox chess, ProDem and Polypiece built by hand as the variant files describe them. */
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
    add_piece(&d, 'K', ROLE_KING, "K");
    add_piece(&d, 'Q', ROLE_MAN, "Q");
    add_piece(&d, 'R', ROLE_MAN, "R");
    add_piece(&d, 'B', ROLE_MAN, "B");
    add_piece(&d, 'N', ROLE_MAN, "N");
    add_piece(&d, 'P', ROLE_PAWN, "fmWfceFifmnD");
    snprintf(d.start_fen, sizeof d.start_fen,
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    MutationDef *m = &d.mutation;
    if (kind == PRODEM) {
        d.rules.check = d.rules.castling = d.rules.en_passant = false;
        d.rules.king_capture = true;
        d.rules.npromo = 0;
        d.rules.first_rank_double = d.rules.frozen_last_rank = true;
        d.rules.white_passes_first = true;
        d.rules.no_moves = OUTCOME_LOSS;
        snprintf(d.start_fen, sizeof d.start_fen,
                 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        m->kind = MUT_LADDER;
        m->ntables = 2;
        m->next[0][TQ] = 1u << TR;
        m->next[0][TR] = (1u << TB) | (1u << TN);
        m->next[0][TB] = 1u << TP;
        m->next[0][TN] = 1u << TP;
        m->next[1][TR] = 1u << TQ;
        m->next[1][TB] = 1u << TR;
        m->next[1][TN] = 1u << TR;
        m->next[1][TP] = (1u << TB) | (1u << TN);
    } else if (kind == POLYPIECE) {
        m->kind = MUT_TYPE_CYCLE;
        add_power(&d, TQ, "WAND");
        add_power(&d, TR, "NN");
        add_power(&d, TB, "R4");
        add_power(&d, TN, "WD");
    }
    Variant *v = NULL;
    Error e;
    if (variant_build(&d, &v, &e) != 0) {
        fprintf(stderr, "variant_build: %s: %s\n", e.where, e.what);
        return NULL;
    }
    return v;
}

/* Parses text (start may be NULL); NULL on error, with the error in *e. */
static Movetext *parse(const char *text, const MovetextStart *start, Error *e)
{
    Movetext *mt = (Movetext *)&mt; /* a sentinel: must stay untouched on failure */
    Movetext *sentinel = mt;
    error_clear(e);
    if (movetext_parse(text, start, &mt, e) != 0) {
        CHECK(mt == sentinel);
        return NULL;
    }
    return mt;
}

/* The error "where: what" of parsing text, "" if it parses. */
static char msg[600];
static const char *parse_error(const char *text)
{
    Error e;
    Movetext *mt = parse(text, NULL, &e);
    if (mt) {
        movetext_free(mt);
        return "";
    }
    error_format(&e, msg, sizeof msg);
    return msg;
}

static void test_tokens(void)
{
    Error e;
    Movetext *mt = parse("1. e4 e5 2. Nf3 Nc6 *", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->nmoves, 4);
        CHECK_INT(mt->ntags, 0);
        CHECK_STR(mt->result, "*");
        CHECK_INT(mt->first_number, 1);
        CHECK_INT(mt->first_colour, WHITE);
        const char *texts[] = {"e4", "e5", "Nf3", "Nc6"};
        const int numbers[] = {1, 1, 2, 2}, colours[] = {WHITE, BLACK, WHITE, BLACK};
        const int columns[] = {4, 7, 13, 17};
        for (int i = 0; i < 4 && i < mt->nmoves; i++) {
            CHECK_STR(mt->moves[i].text, texts[i]);
            CHECK_INT(mt->moves[i].number, numbers[i]);
            CHECK_INT(mt->moves[i].colour, colours[i]);
            CHECK_INT(mt->moves[i].line, 1);
            CHECK_INT(mt->moves[i].column, columns[i]);
        }
        movetext_free(mt);
    }

    /* numbers glued to moves, comments, NAGs, annotations, variations */
    mt = parse("1.e4 {best by test} e5 2. Nf3 ; a line comment 2. Nf3\n"
               "2...Nc6 $1 3.Bb5!? (3. Bc4 Bc5 (3... Nf6) 4. c3) a6 ! 4.Ba4 Nf6\n"
               "% an escaped line 5. h4\n"
               "5.O-O Be7 {two\nlines} 6.Re1 1-0 {after the result}",
               NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        const char *texts[] = {"e4",  "e5",  "Nf3", "Nc6", "Bb5!?", "a6",
                               "Ba4", "Nf6", "O-O", "Be7", "Re1"};
        CHECK_INT(mt->nmoves, 11);
        for (int i = 0; i < 11 && i < mt->nmoves; i++) {
            CHECK_STR(mt->moves[i].text, texts[i]);
            CHECK_INT(mt->moves[i].number, 1 + i / 2);
            CHECK_INT(mt->moves[i].colour, i % 2);
        }
        if (mt->nmoves == 11) {
            CHECK_INT(mt->moves[8].line, 4);
            CHECK_INT(mt->moves[8].column, 3);
            CHECK_INT(mt->moves[10].line, 5);
        }
        CHECK_STR(mt->result, "1-0");
        movetext_free(mt);
    }

    /* suffixes stay on the token; a variation's ')' glued to a move ends it */
    mt = parse("1. -- Nf6(P) 2. c4(B) (2. d4(N)) e6(B) 3. O-O(Q) 1/2-1/2", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        const char *texts[] = {"--", "Nf6(P)", "c4(B)", "e6(B)", "O-O(Q)"};
        CHECK_INT(mt->nmoves, 5);
        for (int i = 0; i < 5 && i < mt->nmoves; i++)
            CHECK_STR(mt->moves[i].text, texts[i]);
        CHECK_STR(mt->result, "1/2-1/2");
        movetext_free(mt);
    }

    /* Black first */
    mt = parse("1... e5 2. Nf3 0-1", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->first_number, 1);
        CHECK_INT(mt->first_colour, BLACK);
        CHECK_INT(mt->moves[0].colour, BLACK);
        CHECK_INT(mt->moves[1].number, 2);
        CHECK_INT(mt->moves[1].colour, WHITE);
        CHECK_STR(mt->result, "0-1");
        movetext_free(mt);
    }
    mt = parse("17. Qd2 Rd8", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->moves[1].number, 17);
        CHECK_INT(mt->moves[1].colour, BLACK);
        CHECK_STR(mt->result, "");
        movetext_free(mt);
    }

    /* numbering from the caller's start */
    MovetextStart st = {.number = 30, .colour = BLACK};
    mt = parse("Kg7 31. Kf2", &st, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->moves[0].number, 30);
        CHECK_INT(mt->moves[0].colour, BLACK);
        CHECK_INT(mt->moves[1].number, 31);
        movetext_free(mt);
    }
    CHECK(parse("1. e4", &st, &e) == NULL);
    CHECK_STR(e.what, "move number \"1.\" out of sequence: expected \"30...\"");

    /* empty text */
    mt = parse("", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->nmoves, 0);
        CHECK_INT(mt->first_number, 1);
        CHECK_INT(mt->first_colour, WHITE);
        movetext_free(mt);
    }
    movetext_free(NULL);
}

static void test_tags(void)
{
    Error e;
    Movetext *mt = parse("[Event \"Test \\\"quoted\\\" \\\\ game\"]\n"
                         "[Variant \"revolving\"]\n"
                         "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 12\"]\n"
                         "\n12... Kd7 13. O-O *\n",
                         NULL, &e);
    CHECK(mt != NULL);
    if (!mt)
        return;
    CHECK_INT(mt->ntags, 3);
    CHECK_STR(movetext_tag(mt, "Event"), "Test \"quoted\" \\ game");
    CHECK_STR(movetext_tag(mt, "Variant"), "revolving");
    CHECK_STR(movetext_tag(mt, "FEN"), "4k3/8/8/8/8/8/8/4K2R b K - 3 12");
    CHECK(movetext_tag(mt, "White") == NULL);
    CHECK(movetext_tag(mt, "fen") == NULL);
    CHECK_INT(mt->first_number, 12);
    CHECK_INT(mt->first_colour, BLACK);
    CHECK_INT(mt->nmoves, 2);
    CHECK_INT(mt->moves[1].number, 13);
    CHECK_INT(mt->moves[1].colour, WHITE);
    movetext_free(mt);

    /* a FEN tag without the last fields: White's move 1 */
    mt = parse("[FEN \"4k3/8/8/8/8/8/8/4K2R\"] Kf1", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->moves[0].number, 1);
        CHECK_INT(mt->moves[0].colour, WHITE);
        movetext_free(mt);
    }
}

static void test_parse_errors(void)
{
    CHECK_STR(parse_error("1. e4 {no end"), "line 1, column 7: unterminated comment");
    CHECK_STR(parse_error("[Event \"x\"] 1. e4 [Site \"y\"]"),
              "line 1, column 19: tag after the moves");
    CHECK_STR(parse_error("[Event x]"), "line 1, column 1: bad tag: expected [Name \"value\"]");
    CHECK_STR(parse_error("[\"x\"]"), "line 1, column 1: bad tag: expected [Name \"value\"]");
    CHECK_STR(parse_error("[Event \"x\" junk]"),
              "line 1, column 1: bad tag: expected [Name \"value\"]");
    CHECK_STR(parse_error("[Event \"x"), "line 1, column 1: unterminated tag");
    CHECK_STR(parse_error("[Event \"x\""), "line 1, column 1: unterminated tag");
    CHECK_STR(parse_error("\n  [FEN \"8/8 x\"] e4"),
              "line 2, column 3: bad move number in the FEN tag: \"8/8 x\"");
    CHECK_STR(parse_error("[FEN \"8/8/8/8/8/8/8/8 w - - 0 0\"]"),
              "line 1, column 1: bad move number in the FEN tag: \"8/8/8/8/8/8/8/8 w - - 0 0\"");
    CHECK_STR(parse_error("1. e4 e5 3. Nf3"),
              "line 1, column 10: move number \"3.\" out of sequence: expected \"2.\"");
    CHECK_STR(parse_error("1. e4 2. d4"),
              "line 1, column 7: move number \"2.\" out of sequence: expected \"1...\"");
    CHECK_STR(parse_error("1. e4 e5\n2... Nf3"),
              "line 2, column 1: move number \"2...\" out of sequence: expected \"2.\"");
    CHECK_STR(parse_error("[FEN \"8/8/8/8/8/8/8/8 b - - 0 5\"] 1. e4"),
              "line 1, column 35: move number \"1.\" out of sequence: expected \"5...\"");
    CHECK_STR(parse_error("1.. e4"), "line 1, column 1: bad move number \"1..\"");
    CHECK_STR(parse_error("0. e4"), "line 1, column 1: bad move number \"0.\"");
    CHECK_STR(parse_error("1. e4 (1. d4 d5"), "line 1, column 7: unterminated variation");
    CHECK_STR(parse_error("1. e4 e5)"), "line 1, column 9: unexpected ')'");
    CHECK_STR(parse_error("1. e4 $x"), "line 1, column 7: bad NAG: expected $ and a number");
    char longtok[400];
    memset(longtok, 'N', sizeof longtok - 1);
    longtok[sizeof longtok - 1] = '\0';
    CHECK_STR(parse_error(longtok),
              "line 1, column 1: token too long: \"NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN...\"");
    /* fine: comments and a variation after the result, `e.p.` after a move */
    CHECK_STR(parse_error("1. e4 1-0 {done} (1. d4) ; end"), "");
    CHECK_STR(parse_error("1. e4 d5 2. e5 f5 3. exf6 e.p."), "");
}

/* movetext_play: "where: what" of an error, "" on success. */
static char why[600];
static const char *play_error(const Variant *v, const Position *start, const char *text)
{
    Error e;
    Position end;
    Move moves[8];
    int count = -1;
    if (movetext_play(v, start, text, &end, moves, 8, &count, &e) == 0)
        return "";
    CHECK_INT(count, -1);
    error_format(&e, why, sizeof why);
    return why;
}

static void check_fen(const Variant *v, const Position *p, const char *fen)
{
    char buf[FEN_MAX];
    CHECK(fen_write(v, p, buf, sizeof buf) > 0);
    CHECK_STR(buf, fen);
}

static void test_play_fide(void)
{
    Variant *v = build(FIDE);
    CHECK(v != NULL);
    if (!v)
        return;
    Error e;
    Position end;
    Move moves[16];
    int count = 0;
    CHECK_INT(movetext_play(v, NULL, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", &end,
                            moves, 16, &count, &e),
              0);
    CHECK_INT(count, 10);
    check_fen(v, &end, "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6");
    CHECK_INT(move_kind(moves[8]), MOVE_CASTLE);

    /* long algebraic, captures with x and :, promotion forms, castling forms */
    CHECK_INT(movetext_play(v, NULL,
                            "1. e2e4 d7-d5 2. e4xd5 c7c6 3. d5:c6 Nf6 4. cxb7 Bd7 5. b7xa8=Q "
                            "e6 6. Qa8-a7 Bd6 7. Nf3 0-0",
                            &end, NULL, 0, &count, &e),
              0);
    CHECK_INT(count, 14);
    check_fen(v, &end, "1n1q1rk1/Q2b1ppp/3bpn2/8/8/5N2/PPPP1PPP/RNBQKB1R w KQ - 3 8");

    /* Black first with 1..., and numbering from a start position */
    CHECK_INT(movetext_play(v, NULL, "1... e5 2. e4", &end, NULL, 0, &count, &e), 0);
    check_fen(v, &end, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2");
    Position start;
    CHECK_INT(fen_read(v, "4k3/8/8/8/8/8/8/4K2R b K - 3 12", &start, &e), 0);
    CHECK_INT(movetext_play(v, &start, "12... Kd7 13. O-O+ Kd6", &end, NULL, 0, &count, &e), 0);
    check_fen(v, &end, "8/8/3k4/8/8/8/8/5RK1 w - - 6 14");
    CHECK_STR(play_error(v, &start, "1. O-O"),
              "line 1, column 1: move number \"1.\" out of sequence: expected \"12...\"");

    /* a FEN tag sets the start when none is given, and is ignored when one is */
    CHECK_INT(movetext_play(v, NULL, "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 40\"] 40. O-O Ke7", &end,
                            NULL, 0, &count, &e),
              0);
    check_fen(v, &end, "8/4k3/8/8/8/8/8/5RK1 w - - 2 41");
    CHECK_STR(play_error(v, NULL, "[FEN \"4k3/8/8/8/8/8/8/4K2X w - - 0 1\"] Kd1"),
              "line 1, column 26: FEN tag: unknown piece letter 'X' in the placement");
    CHECK_STR(play_error(v, NULL, "\n [FEN \"4k3/8/8/8/8/8/8/8 w - - 0 1\"] Kd1"),
              "line 2, column 2: FEN tag: White has no king");

    /* moves that cannot be played: where and what */
    CHECK_STR(play_error(v, NULL, "1. e4 e5 2. Nf5"),
              "move 2 (White): \"Nf5\": no legal move matches");
    CHECK_STR(play_error(v, NULL, "1. e4 e4"), "move 1 (Black): \"e4\": no legal move matches");
    CHECK_STR(play_error(v, NULL, "1. d4 d5 2. Nf3 Nf6 3. Nd2"),
              "move 3 (White): \"Nd2\": ambiguous: Nbd2, Nfd2");
    CHECK_STR(play_error(v, NULL, "1. f3 e5 2. g4 Qh4# 3. a3"),
              "move 3 (White): \"a3\": no legal moves: the game is over");
    CHECK_STR(play_error(v, NULL, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#(Q)"),
              "move 4 (White): \"Qxf7#(Q)\": not a move");
    CHECK_STR(play_error(v, NULL, "1. e4 Zz9"), "move 1 (Black): \"Zz9\": not a move");
    CHECK_STR(play_error(v, NULL, "1. e4 {open"), "line 1, column 7: unterminated comment");
    CHECK_STR(play_error(v, NULL, "1. a4 a5 2. b4 b5 3. c4 c5 4. d4 d5 5. e4"),
              "9 moves, more than the 8 that fit");

    /* outputs untouched on failure */
    Position before = end;
    count = 77;
    moves[0] = MOVE_NONE;
    CHECK_INT(movetext_play(v, NULL, "1. e4 e5 2. Ke3", &end, moves, 16, &count, &e), -1);
    CHECK_STR(e.where, "move 2 (White)");
    CHECK_STR(e.what, "\"Ke3\": no legal move matches");
    CHECK(memcmp(&before, &end, sizeof end) == 0);
    CHECK_INT(count, 77);
    CHECK(moves[0] == MOVE_NONE);

    /* NULL outputs are allowed */
    CHECK_INT(movetext_play(v, NULL, "1. d4", NULL, NULL, 0, NULL, &e), 0);
    variant_free(v);
}

/* Writes a whole game in the variant's notation, then replays the text. */
static void test_written_game(Kind kind, int plies)
{
    Variant *v = build(kind);
    CHECK(v != NULL);
    if (!v)
        return;
    Position p, start;
    Error e;
    CHECK_INT(fen_read(v, v->def.start_fen, &p, &e), 0);
    start = p;
    char text[8192] = "";
    size_t n = 0;
    Move played[256];
    int count = 0;
    unsigned seed = 12345u;
    for (int i = 0; i < plies && i < 256; i++) {
        MoveList list;
        if (movegen_legal(v, &p, &list) == 0)
            break;
        seed = seed * 1103515245u + 12345u;
        Move m = list.moves[(seed >> 16) % (unsigned)list.count];
        char san[NOTATION_MAX];
        CHECK(notation_write(v, &p, m, san, sizeof san) > 0);
        if (p.stm == WHITE)
            n += (size_t)snprintf(text + n, sizeof text - n, "%d. ", p.fullmove);
        n += (size_t)snprintf(text + n, sizeof text - n, "%s ", san);
        played[count++] = m;
        position_make(v, &p, m);
    }
    CHECK(n < sizeof text);
    Position end;
    Move moves[256];
    int got = 0;
    int rc = movetext_play(v, &start, text, &end, moves, 256, &got, &e);
    if (rc != 0)
        fprintf(stderr, "%s: %s\n  in %s\n", e.where, e.what, text);
    CHECK_INT(rc, 0);
    CHECK_INT(got, count);
    CHECK(memcmp(moves, played, (size_t)count * sizeof *moves) == 0);
    CHECK(end.hash == p.hash);
    variant_free(v);
}

static void test_play_variants(void)
{
    Variant *v = build(PRODEM);
    CHECK(v != NULL);
    if (v) {
        Error e;
        Position end;
        int count;
        CHECK_INT(movetext_play(v, NULL, "1. -- Nf6(P) 2. c4(B) e6(B)", &end, NULL, 0, &count, &e),
                  0);
        CHECK_INT(count, 4);
        check_fen(v, &end, "rnbqkb1r/pppp1ppp/4bp2/8/2B5/8/PP1PPPPP/RNBQKBNR w - - 0 3");
        CHECK_STR(play_error(v, NULL, "1. e4"), "move 1 (White): \"e4\": the only move is --");
        CHECK_STR(play_error(v, NULL, "1. -- Nf6(P) 2. c4"),
                  "move 2 (White): \"c4\": needs a choice: (B) or (N)");
        CHECK_STR(play_error(v, NULL, "1. -- Nf6(N)"),
                  "move 1 (Black): \"Nf6(N)\": the piece becomes P, not (N)");
        variant_free(v);
    }
    v = build(POLYPIECE);
    CHECK(v != NULL);
    if (v) {
        Error e;
        Position end;
        int count;
        CHECK_INT(movetext_play(v, NULL, "1. Ng1-f3=WD WDg8-g6=N 2. e2-e4 e7-e5 3. Nf3xe5=WD", &end,
                                NULL, 0, &count, &e),
                  0);
        CHECK_INT(count, 5);
        CHECK_STR(play_error(v, NULL, "1. Ng1-f3=WD Ng8-f6=WD"),
                  "move 1 (Black): \"Ng8-f6=WD\": the piece on g8 moves as WD, not N");
        variant_free(v);
    }
    test_written_game(FIDE, 120);
    test_written_game(PRODEM, 120);
    test_written_game(POLYPIECE, 120);
}

/* The move numbers of published records (`10`, `25:`, `10.Bb1xB(P)`, `...`
 * as a column filler) and text after the result, kept for a note. */
static void test_record_forms(void)
{
    Error e;
    Movetext *mt =
        parse("1 e4 e5\n2: Nf3 Nc6 3.Bb5    3: a6\n4 Ba4 4 Nf6 1-0 [if Ke7 or Kf7 then h4]\n"
              "[Event \"x\"]",
              NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->nmoves, 8);
        CHECK_STR(mt->moves[4].text, "Bb5");
        CHECK_INT(mt->moves[5].number, 3);
        CHECK_INT(mt->moves[5].colour, BLACK);
        CHECK_STR(mt->moves[7].text, "Nf6");
        CHECK_STR(mt->result, "1-0");
        CHECK_STR(mt->trailing, "[if Ke7 or Kf7 then h4]");
        CHECK_INT(mt->trailing_line, 3);
        CHECK_INT(mt->trailing_column, 17);
        movetext_free(mt);
    }
    mt = parse("1. e4 * {done} e5", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_INT(mt->nmoves, 1);
        CHECK_STR(mt->trailing, "e5");
        CHECK_INT(mt->trailing_column, 16);
        movetext_free(mt);
    }
    mt = parse("1. e4 1-0 {done} (1. d4) ; end", NULL, &e);
    CHECK(mt != NULL);
    if (mt) {
        CHECK_STR(mt->trailing, "");
        movetext_free(mt);
    }
    CHECK_STR(parse_error("1 e4 e5 3 Nf3"),
              "line 1, column 9: move number \"3\" out of sequence: expected \"2.\"");
    CHECK_STR(parse_error("1. e4 e5 2: Nf3 1: Nc6"),
              "line 1, column 17: move number \"1:\" out of sequence: expected \"2...\"");
    CHECK_STR(parse_error("0: e4"), "line 1, column 1: bad move number \"0:\"");
}

int main(void)
{
    test_tokens();
    test_record_forms();
    test_tags();
    test_parse_errors();
    test_play_fide();
    test_play_variants();
    return check_report("test_movetext");
}
