/* test_rules.c - every rule bullet of RULES.md sections 1 to 4 on a concrete
 * position of the shipped variant files: exact move lists, positions after
 * moves, and game ends. Expected values are worked out by hand from the rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "check.h"
#include "fen.h"
#include "game.h"
#include "movetext.h"
#include "notation.h"
#include "support.h"

static Variant *load_text(const char *json)
{
    Variant *v = NULL;
    Error e;
    if (variant_load_text(json, "inline.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    return v;
}

static Position at(const Variant *v, const char *fen)
{
    Position p;
    Error e;
    if (fen_read(v, fen ? fen : v->def.start_fen, &p, &e) != 0) {
        fprintf(stderr, "%s: %s (%s)\n", e.where, e.what, fen);
        exit(1);
    }
    return p;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The legal moves of p from square `from` (NULL: all), in the variant's
 * notation, sorted and joined by spaces. */
static const char *moves_from(const Variant *v, const Position *p, const char *from)
{
    static char out[8192];
    static char names[MOVEGEN_MAX][NOTATION_MAX];
    MoveList list;
    int n = movegen_legal(v, p, &list), k = 0, sq = -1;
    if (from)
        geo_parse_square(&v->geo, from, &sq);
    for (int i = 0; i < n; i++)
        if (sq < 0 || (move_kind(list.moves[i]) != MOVE_PASS && move_from(list.moves[i]) == sq))
            notation_write(v, p, list.moves[i], names[k++], NOTATION_MAX);
    qsort(names, (size_t)k, sizeof names[0], cmp_str);
    out[0] = '\0';
    for (int i = 0; i < k; i++) {
        if (i)
            strcat(out, " ");
        strcat(out, names[i]);
    }
    return out;
}

/* Plays movetext from fen (NULL: the start) through a Game and returns
 * "FEN | status result", or "error: where: what". */
static const char *after(const Variant *v, const char *fen, const char *text)
{
    static char out[640];
    Position start = at(v, fen), end;
    Move moves[256];
    int count = 0;
    Error e;
    if (movetext_play(v, &start, text, &end, moves, 256, &count, &e) != 0) {
        snprintf(out, sizeof out, "error: %s: %s", e.where, e.what);
        return out;
    }
    Game *g = game_new(v, &start);
    for (int i = 0; i < count; i++)
        CHECK_INT(game_play(g, moves[i]), 0);
    char buf[FEN_MAX];
    fen_write(v, game_position(g), buf, sizeof buf);
    GameResult r;
    GameStatus s = game_status(g, &r);
    snprintf(out, sizeof out, "%s | %s %s", buf, game_status_name(s), game_result_name(r));
    game_free(g);
    return out;
}

static const char *status_at(const Variant *v, const char *fen)
{
    static char out[64];
    Position p = at(v, fen);
    GameResult r;
    GameStatus s = game_position_status(v, &p, &r);
    snprintf(out, sizeof out, "%s %s", game_status_name(s), game_result_name(r));
    return out;
}

/* --- 1. Polypiece ------------------------------------------------------- */

static void test_polypiece(void)
{
    Variant *v = test_variant("polypiece");
    /* A knight move switches every knight of both colours: Black's now move as WD. */
    Position p = at(v, NULL);
    Move m;
    Error e;
    CHECK_INT(notation_read(v, &p, "Ng1-f3=WD", &m, &e), 0);
    position_make(v, &p, m);
    char fen[FEN_MAX];
    fen_write(v, &p, fen, sizeof fen);
    CHECK_STR(fen,
              "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1 phases:000010/000010");
    CHECK_STR(moves_from(v, &p, "b8"), "WDb8-b6=N");
    CHECK_STR(moves_from(v, &p, "g8"), "WDg8-g6=N");
    /* ... and the next knight move, by Black, switches them back (a cycle). */
    CHECK_STR(after(v, NULL, "1. Ng1-f3=WD WDg8-g6=N"),
              "rnbqkb1r/pppppppp/6n1/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 2 2 phases:000000/000000"
              " | ongoing *");
    /* A type whose list has one power (the pawn) never changes. */
    CHECK_STR(after(v, NULL, "1. e2-e4"),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 phases:000000/000000"
              " | ongoing *");
    /* Legality after the switch: the white knight may not move, because the
     * switch turns the black knight on e3 into a WD that leaps onto e1. */
    p = at(v, "4k3/8/8/8/8/4n3/8/N3K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, NULL), "Ke1-d2 Ke1-e2 Ke1-f2");
    /* A mate delivered by the switch: any knight move turns the knight on h6
     * into a WD that attacks h8, and nothing can answer it. */
    p = at(v, "6rk/6rp/7N/8/8/8/8/KN6 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "b1"), "Nb1-a3=WD# Nb1-c3=WD# Nb1-d2=WD#");
    CHECK_STR(after(v, "6rk/6rp/7N/8/8/8/8/KN6 w - - 0 1", "1. Nb1-c3=WD#"),
              "6rk/6rp/7N/8/8/2N5/8/K7 b - - 1 1 phases:000010/000010 | checkmate 1-0");
    /* A promotion is a pawn move; the new queen takes the queen type's power
     * in force (WAND here), and the notation names it. */
    p = at(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 phases:010000/010000");
    CHECK_STR(moves_from(v, &p, "a7"), "a7-a8=B a7-a8=N a7-a8=Q(WAND) a7-a8=R+");
    CHECK_STR(after(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 phases:010000/010000", "1. a7-a8=Q(WAND)"),
              "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1 phases:010000/010000 | ongoing *");
    variant_free(v);

    /* Castling is a King move: only the King type advances, not the Rook. */
    v = load_text("{\"name\": \"K and R lists\", \"pieces\": {"
                  "\"K\": {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\", \"WD\"]},"
                  "\"R\": {\"name\": \"Rook\", \"powers\": [\"R\", \"NN\"]}},"
                  "\"start\": \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\","
                  "\"rules\": {\"promotion\": \"\"}, \"mutation\": {\"kind\": \"type-cycle\"}}");
    CHECK_STR(after(v, NULL, "1. O-O"),
              "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1 phases:10/10 | ongoing *");
    variant_free(v);

    /* A pawn-type piece promotes on its last rank whatever its power: as fK
     * the pawn on e7 reaches three squares of rank 8, each a promotion, and
     * the pawn type advances. (Pawn moves are written without the prefix.) */
    v = load_text(
        "{\"name\": \"fK pawn\", \"pieces\": {"
        "\"K\": {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\"]},"
        "\"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\"]},"
        "\"P\": {\"name\": \"Pawn\", \"role\": \"pawn\", \"powers\": [\"fmWfceFifmnD\", \"fK\"],"
        " \"start_index\": 1}},"
        "\"start\": \"8/4P3/8/8/8/8/8/k3K3 w - - 0 1\","
        "\"rules\": {\"promotion\": \"Q\"}, \"mutation\": {\"kind\": \"type-cycle\"}}");
    p = at(v, NULL);
    CHECK_STR(moves_from(v, &p, "e7"), "e7-d8=Q e7-e8=Q e7-f8=Q");
    CHECK_STR(after(v, NULL, "1. e7-d8=Q"),
              "3Q4/8/8/8/8/8/8/k3K3 b - - 0 1 phases:000/000 | ongoing *");
    variant_free(v);

    /* Different armies: one knight move advances both colours' own lists. */
    v = test_variant("polypiece-armies");
    p = at(v, NULL);
    CHECK_INT(notation_read(v, &p, "Ng1-f3=WA", &m, &e), 0);
    position_make(v, &p, m);
    CHECK_STR(moves_from(v, &p, "b8"), "fbNWb8-a6=fbNF fbNWb8-c6=fbNF");
    CHECK_INT(notation_read(v, &p, "e7-e5", &m, &e), 0);
    position_make(v, &p, m);
    CHECK_STR(moves_from(v, &p, "b1"), "WAb1-d3=N");
    variant_free(v);

    /* Phased: White's knights start as N, Black's as WD; after White's first
     * knight move White's are WD and Black's N. */
    v = test_variant("polypiece-phased");
    p = at(v, NULL);
    CHECK_STR(moves_from(v, &p, "b1"), "Nb1-a3=WD Nb1-c3=WD");
    Position q = p;
    CHECK_INT(notation_read(v, &q, "e2-e4", &m, &e), 0);
    position_make(v, &q, m);
    CHECK_STR(moves_from(v, &q, "g8"), "WDg8-g6=N");
    CHECK_INT(notation_read(v, &p, "Nb1-c3=WD", &m, &e), 0);
    position_make(v, &p, m);
    CHECK_STR(moves_from(v, &p, "g8"), "Ng8-f6=WD Ng8-h6=WD");
    variant_free(v);
}

/* --- 2. Revolving ------------------------------------------------------- */

static void test_revolving(void)
{
    Variant *v = test_variant("revolving");
    /* The whole cycle N -> B -> R -> Q -> N on one man; the king never changes. */
    CHECK_STR(after(v, "4k3/8/8/8/8/8/8/N3K3 w - - 0 1",
                    "1. Nb3(B) Ke7 2. Bd5(R) Kf8 3. Rd1(Q) Kg8 4. Qd4(N)"),
              "6k1/8/8/8/3N4/8/8/4K3 b - - 7 4 | ongoing *");
    /* Castling moves the rook, which becomes a queen, on either wing. */
    CHECK_STR(after(v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "1. O-O(Q) O-O-O(Q)"),
              "2kq3r/8/8/8/8/8/8/R4QK1 w - - 2 2 | ongoing *");
    /* A promoting pawn becomes the chosen piece and does not revolve. */
    Position p = at(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "a7"), "a8=B a8=N a8=Q+ a8=R+");
    CHECK_STR(after(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "1. a8=N"),
              "N3k3/8/8/8/8/8/8/4K3 b - - 0 1 | ongoing *");
    /* Check is judged after the change: the knight lands on d5 as a bishop
     * and gives check along d5-g8. */
    p = at(v, "6k1/8/8/8/8/2N5/8/4K3 w - - 0 1");
    Move m;
    Error e;
    CHECK_INT(notation_read(v, &p, "Nd5(B)+", &m, &e), 0);
    position_make(v, &p, m);
    CHECK(position_in_check(v, &p, BLACK));
    /* The stalemated player loses in `revolving`, draws in `revolving-classic`. */
    CHECK_STR(status_at(v, "k7/8/1QK5/8/8/8/8/8 b - - 0 1"), "stalemate 1-0");
    CHECK_STR(status_at(v, "K7/8/1qk5/8/8/8/8/8 w - - 0 1"), "stalemate 0-1");
    variant_free(v);
    v = test_variant("revolving-classic");
    CHECK_STR(status_at(v, "k7/8/1QK5/8/8/8/8/8 b - - 0 1"), "stalemate 1/2-1/2");
    variant_free(v);
}

/* --- 3. Promotions and Demotions --------------------------------------- */

static void test_prodem(void)
{
    Variant *v = test_variant("prodem");
    /* White does not play on turn 1. */
    Position p = at(v, NULL);
    CHECK_STR(moves_from(v, &p, NULL), "--");
    /* Odd turns demote (N -> P), even turns promote (P -> N or B, the mover's
     * choice; B -> R), and a demoted bishop becomes a pawn. */
    CHECK_STR(after(v, NULL, "1. -- Nf6(P) 2. c4(B) e6(B) 3. Bd5(P) Qe7(R)"),
              "rnb1kb1r/pppprppp/4bp2/3P4/8/8/PP1PPPPP/RNBQKBNR w - - 2 4 | ongoing *");
    CHECK_STR(after(v, NULL, "1. -- Nf6(P)"),
              "rnbqkb1r/pppppppp/5p2/8/8/8/PPPPPPPP/RNBQKBNR w - - 2 2 | ongoing *");
    p = at(v, "rnbqkb1r/pppppppp/5p2/8/8/8/PPPPPPPP/RNBQKBNR w - - 2 2");
    CHECK_STR(moves_from(v, &p, "c2"), "c3(B) c3(N) c4(B) c4(N)");
    /* Demotion R -> N or B: two moves per square (7 up the file, 3 along the rank). */
    p = at(v, "4k3/8/8/8/8/8/8/R3K3 w - - 0 3");
    CHECK_STR(moves_from(v, &p, "a1"),
              "Ra2(B) Ra2(N) Ra3(B) Ra3(N) Ra4(B) Ra4(N) Ra5(B) Ra5(N) Ra6(B) Ra6(N) Ra7(B) Ra7(N) "
              "Ra8(B) Ra8(N) Rb1(B) Rb1(N) Rc1(B) Rc1(N) Rd1(B) Rd1(N)");
    /* A queen promoted stays a queen (no suffix); a pawn demoted stays a pawn. */
    p = at(v, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 2");
    CHECK(strstr(moves_from(v, &p, "a1"), "Qa4 ") != NULL);
    CHECK_STR(after(v, NULL, "1. -- e6"),
              "rnbqkbnr/pppp1ppp/4p3/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 2 | ongoing *");
    /* Pawns: one or two squares from the first rank; on the last rank no
     * promotion (the odd turn leaves it a pawn) and then no move at all. */
    p = at(v, "4k3/8/8/8/8/8/8/P3K3 w - - 0 2");
    CHECK_STR(moves_from(v, &p, "a1"), "a2(B) a2(N) a3(B) a3(N)");
    CHECK_STR(after(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 3", "3. a8"),
              "P3k3/8/8/8/8/8/8/4K3 b - - 0 3 | ongoing *");
    p = at(v, "P3k3/8/8/8/8/8/8/4K3 w - - 0 2");
    CHECK_STR(moves_from(v, &p, "a8"), "");
    /* No check: the king may step onto attacked squares and take the rook. */
    p = at(v, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 3");
    CHECK_STR(moves_from(v, &p, "e1"), "K:d2 Kd1 Ke2 Kf1 Kf2");
    /* Capturing the king wins. */
    CHECK_STR(after(v, "4k3/8/8/8/8/8/8/K3R3 w - - 0 3", "3. R:e8(B)"),
              "4B3/8/8/8/8/8/8/K7 b - - 0 3 | king-captured 1-0");
    /* A player with no move loses (no_moves). */
    CHECK_STR(status_at(v, "4K3/8/8/8/8/8/pp6/kp6 b - - 0 3"), "no-moves 1-0");
    /* A complete game: the queen stays a queen on turn 2, walks through the
     * opened f2 square on turn 3 and takes the king, demoted to a rook. */
    CHECK_STR(after(v, NULL, "1. -- e5 2. e4(B) Qh4 3. f3 Q:e1(R) 0-1"),
              "rnb1kbnr/pppp1ppp/8/4p3/4B3/5P2/PPPP2PP/RNBQrBNR w - - 0 4 | king-captured 0-1");
    variant_free(v);
}

/* --- 4. Move Up, Take Down ---------------------------------------------- */

static void test_mutd(void)
{
    Variant *v = test_variant("moveup-takedown");
    /* Moves step up N -> B -> R -> Q -> P while a pawn is on the board (the
     * queen's move that makes a pawn is no pawn move for the fifty-move count). */
    CHECK_STR(after(v, "4k3/7p/8/8/8/8/8/N3K3 w - - 0 1",
                    "1. Nb3(B) Kd8 2. Bd5(R) Kc8 3. Rd1(Q) Kb8 4. Qd4(P)"),
              "1k6/7p/8/8/3P4/8/8/4K3 b - - 7 4 | ongoing *");
    /* Captures step down: P -> Q and N -> P. */
    Position p = at(v, "4k3/8/5n2/4P3/8/8/8/4K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "e5"), "e6(N) e:f6(Q)");
    p = at(v, "4k3/8/5n2/8/4N3/8/P7/4K3 w - - 0 1");
    CHECK(strstr(moves_from(v, &p, "e4"), "N:f6(P)") != NULL);
    /* With no pawn on the board the cycle skips P: N -> B on a move, N -> Q
     * on a capture, Q -> N on a move. */
    p = at(v, "4k3/8/8/3n4/8/2N5/8/4K3 w - - 0 20");
    CHECK_STR(moves_from(v, &p, "c3"), "N:d5(Q) Na2(B) Na4(B) Nb1(B) Nb5(B) Nd1(B) Ne2(B) Ne4(B)");
    p = at(v, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    CHECK(strstr(moves_from(v, &p, "a1"), "Qa4(N)") != NULL);
    /* The last pawn is still on the board when the move that takes it starts:
     * the knight that takes it becomes a pawn (P -> Q -> R -> B -> N -> P), not
     * a queen. */
    p = at(v, "4k3/8/8/8/8/8/p7/Q3K3 w - - 0 1");
    CHECK(strstr(moves_from(v, &p, "a1"), "Q:a2(R)") != NULL);
    p = at(v, "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 10");
    CHECK_STR(moves_from(v, &p, NULL),
              "Kd1 Kd2 Ke2 Kf1 Kf2 N:d5(P) Na2(B) Na4(B) Nb1(B) Nb5(B) Nd1(B) Ne2(B) Ne4(B)");
    CHECK_STR(after(v, "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 10", "10. N:d5(P)"),
              "4k3/8/8/3P4/8/8/8/4K3 b - - 0 10 | ongoing *");
    /* Pawns: a double step from the first rank, no promotion (a quiet move
     * makes it a knight), and a pawn on its last rank never moves. */
    p = at(v, "4k3/8/8/8/8/8/8/P3K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "a1"), "a2(N) a3(N)");
    p = at(v, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "a7"), "a8(N)");
    p = at(v, "P3k3/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "a8"), "");
    /* No check and king capture wins; a player with no move loses. */
    p = at(v, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    CHECK_STR(moves_from(v, &p, "e1"), "K:d2 Kd1 Ke2 Kf1 Kf2");
    CHECK_STR(after(v, "4k3/8/8/8/8/8/8/K3R3 w - - 0 1", "1. R:e8(B)"),
              "4B3/8/8/8/8/8/8/K7 b - - 0 1 | king-captured 1-0");
    CHECK_STR(status_at(v, "4K3/8/8/8/8/8/pp6/kp6 b - - 0 3"), "no-moves 1-0");
    /* No castling, no en passant. */
    p = at(v, "4k3/8/8/8/8/8/8/4K2R w - - 0 1");
    CHECK_STR(moves_from(v, &p, "e1"), "Kd1 Kd2 Ke2 Kf1 Kf2");
    variant_free(v);
}

int main(void)
{
    test_polypiece();
    test_revolving();
    test_prodem();
    test_mutd();
    return check_report("test_rules");
}
