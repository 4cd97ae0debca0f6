/* test_portal.c - Portal Chess (RULES.md section 6) on concrete positions: layouts, turns,
 * declarations, teleports, portal check, the end, Portal over Revolving and Polypiece,
 * FEN and action text, and perft cross-checked by a slow count of the first turns. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "check.h"
#include "fen.h"
#include "portal.h"
#include "reference.h"
#include "support.h"

static int quick;

static PortalPos at(const Variant *v, const char *fen)
{
    PortalPos p;
    Error e;
    error_clear(&e);
    memset(&p, 0, sizeof p);
    if (portal_fen_read(v, fen, &p, &e) != 0) {
        fprintf(stderr, "bad FEN \"%s\": %s\n", fen, e.what);
        CHECK(0);
    }
    return p;
}

static int cmp_text(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

/* The legal actions of the player to enter, as sorted text joined by spaces. */
static const char *actions(const Variant *v, const PortalPos *p)
{
    static char out[4096];
    static char names[PORTAL_MAX_ACTIONS][PORTAL_TEXT_MAX];
    static PortalList l;
    int n = portal_legal(v, p, &l);
    for (int i = 0; i < n; i++)
        if (portal_action_write(v, p, &l.actions[i], names[i], sizeof names[i]) < 0)
            strcpy(names[i], "?");
    qsort(names, (size_t)n, sizeof names[0], cmp_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            strcat(out, " ");
        strcat(out, names[i]);
    }
    return out;
}

/* How many of the n keys in hist are p's (the repetitions portal_status counts). */
static int repeated(const Variant *v, const PortalPos *p, const uint64_t *hist, int n)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        k += hist[i] == portal_key(v, p);
    return k;
}

/* Reads and enters one action; the check fails when it is refused. */
static void enter(const Variant *v, PortalPos *p, const char *text)
{
    PortalAction a;
    Error e;
    error_clear(&e);
    int rc = portal_action_read(v, p, text, &a, &e);
    if (rc != 0)
        fprintf(stderr, "action \"%s\": %s\n", text, e.what);
    CHECK_INT(rc, 0);
    if (rc == 0)
        portal_apply(v, p, &a);
}

static const char *fen_of(const Variant *v, const PortalPos *p)
{
    static char buf[PORTAL_FEN_MAX];
    if (portal_fen_write(v, p, buf, sizeof buf) < 0)
        return "(too long)";
    return buf;
}

static const char *read_error(const Variant *v, const PortalPos *p, const char *text)
{
    static Error e;
    PortalAction a;
    error_clear(&e);
    if (portal_action_read(v, p, text, &a, &e) == 0)
        return "(accepted)";
    return e.what;
}

static void test_layouts(void)
{
    Variant *v = test_variant("portal");
    PortalPos p;
    Error e;
    CHECK_INT(portal_start(v, &p, &e), 0);
    CHECK_STR(fen_of(v, &p), "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 0 1");
    CHECK_INT(portal_board_of(&p, WHITE), PORTAL_A);
    CHECK_INT(portal_board_of(&p, BLACK), PORTAL_B);
    CHECK_INT(portal_to_enter(&p), WHITE);
    const int portals[4] = {24, 32, 31, 39}; /* a4 a5 h4 h5 */
    for (int i = 0; i < 4; i++) {
        CHECK(portal_is_portal(v, PORTAL_A, portals[i]));
        CHECK_INT(portal_corresponding(v, PORTAL_B, portals[i]), portals[i]);
    }
    CHECK(!portal_is_portal(v, PORTAL_A, 25));
    /* turn 1: White on A, Black on B, 20 moves each */
    PortalList l;
    CHECK_INT(portal_legal(v, &p, &l), 20);
    CHECK_INT(l.actions[0].board, PORTAL_A);
    enter(v, &p, "e4");
    CHECK_INT(portal_to_enter(&p), BLACK);
    CHECK_INT(portal_legal(v, &p, &l), 20);
    CHECK_INT(l.actions[0].board, PORTAL_B);
    enter(v, &p, "e5");
    /* turn 2: the players swap boards; Black's e5 was on B */
    CHECK_STR(fen_of(v, &p), "rnbq1bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR "
                             "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQ1BNR wB KQ kq e3 e6 - 0 2");
    CHECK_INT(portal_board_of(&p, WHITE), PORTAL_B);
    /* White on B has no king there: 16 pawn moves, 4 knight moves, Qe1 */
    CHECK_INT(portal_legal(v, &p, &l), 21);
    CHECK_STR(read_error(v, &p, "A:e4"), "White acts on board B, not A");
    /* portal_play checks: an action of the wrong board is refused, p untouched */
    PortalAction bad = l.actions[0];
    bad.board = PORTAL_A;
    PortalPos before = p;
    CHECK_INT(portal_play(v, &p, &bad, &e), -1);
    CHECK_STR(e.what, "illegal action");
    CHECK(portal_key(v, &before) == portal_key(v, &p) && before.entered == p.entered);
    CHECK_INT(portal_play(v, &p, &l.actions[0], &e), 0);
    CHECK_INT(p.entered, 1 + WHITE);
    variant_free(v);

    v = test_variant("portal-one-set");
    CHECK_INT(portal_start(v, &p, &e), 0);
    CHECK_STR(fen_of(v, &p), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR wA - - - 0 1");
    CHECK_INT(portal_corresponding(v, PORTAL_A, 24), 31); /* a4 <-> h4 */
    CHECK_INT(portal_corresponding(v, PORTAL_B, 39), 32); /* h5 <-> a5 */
    CHECK_INT(portal_corresponding(v, PORTAL_A, 31), -1);
    CHECK(!portal_is_portal(v, PORTAL_B, 24));
    CHECK_STR(actions(v, &p), "A:Na3 A:Nc3 A:a3 A:a4 A:b3 A:b4 A:c3 A:c4 A:d3 A:d4");
    enter(v, &p, "d4");
    CHECK_STR(actions(v, &p), "B:Nf6 B:Nh6 B:e5 B:e6 B:f5 B:f6 B:g5 B:g6 B:h5 B:h6");
    /* nothing crosses between d and e: the rook on d1 and the queen on e1 stay on their halves */
    p = at(v, "4k3/8/8/8/8/8/8/K2RQ3 wA - - - 0 1");
    CHECK_STR(actions(v, &p), "A:Ka2 A:Kb1 A:Kb2 A:Rb1 A:Rc1 A:Rd2 A:Rd3 A:Rd4 A:Rd5 A:Rd6 "
                              "A:Rd7 A:Rd8");
    variant_free(v);
}

static void test_declare(void)
{
    Variant *v = test_variant("portal");
    /* a piece on a portal square of the acting board: the declaration is offered */
    PortalPos p = at(v, "8/8/8/8/P7/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - - 0 1");
    CHECK_STR(actions(v, &p), "A:Kd1 A:Kd2 A:Ke2 A:Kf1 A:Kf2 A:a5 A:declare");
    enter(v, &p, "declare");
    enter(v, &p, "Kd8");
    CHECK_INT(p.must_teleport[WHITE], 1);
    CHECK_INT(p.must_teleport[BLACK], 0);
    CHECK_STR(fen_of(v, &p), "8/8/8/8/P7/8/8/4K3 3k4/8/8/8/8/8/8/8 wB - - - - w 2 2");
    /* none on a portal square of this board */
    p = at(v, "8/8/8/8/1P6/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - - 0 1");
    CHECK_STR(actions(v, &p), "A:Kd1 A:Kd2 A:Ke2 A:Kf1 A:Kf2 A:b5");
    CHECK_STR(read_error(v, &p, "declare"),
              "cannot declare: no own piece on a portal square, or in check");
    /* a piece on a portal square, but in check */
    p = at(v, "4r3/8/8/8/P7/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - - 0 1");
    CHECK_STR(actions(v, &p), "A:Kd1 A:Kd2 A:Kf1 A:Kf2");
    variant_free(v);
}

static void test_lost_turn_and_landing(void)
{
    Variant *v = test_variant("portal");
    /* White declared, but has no piece on a portal square of board B */
    PortalPos p = at(v, "8/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - w 0 1");
    CHECK_INT(portal_to_enter(&p), BLACK); /* the teleporting player enters second */
    CHECK_STR(actions(v, &p), "B:Kd7 B:Kd8 B:Ke7 B:Kf7 B:Kf8");
    enter(v, &p, "Kd8");
    CHECK_STR(actions(v, &p), "A:--");
    CHECK_STR(read_error(v, &p, "Ke2"), "White must teleport (declared on the previous turn)");
    enter(v, &p, "--");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/8/8/8/4K3 3k4/8/8/8/8/8/8/8 wB - - - - - 2 2");
    /* the same in check: the lost turn is no action, so White is mated, judged when it acts:
     * after Black's move, which is made */
    p = at(v, "4r3/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - w 0 1");
    GameResult r;
    PortalEnd end;
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_ONGOING);
    CHECK_STR(actions(v, &p), "B:Kd7 B:Kd8 B:Ke7 B:Kf7 B:Kf8");
    enter(v, &p, "Kd8");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_BLACK);
    CHECK(end.mated[WHITE] && !end.mated[BLACK]);
    CHECK_STR(actions(v, &p), "");

    /* a capture on landing: the rook on B:a4 takes the knight on A:a4 */
    p = at(v, "8/8/8/8/n7/8/8/4K3 4k3/8/8/8/R7/8/8/8 wA - - - - w 7 1");
    enter(v, &p, "Kd8");
    CHECK_STR(actions(v, &p), "A:tp:Ra4-a4");
    enter(v, &p, "tp:a4");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/R7/8/8/4K3 3k4/8/8/8/8/8/8/8 wB - - - - - 0 2");

    /* a friendly piece on the target forbids that teleport */
    p = at(v, "8/8/8/8/N7/8/8/4K3 4k3/8/8/8/R6R/8/8/8 wA - - - - w 0 1");
    enter(v, &p, "Kd8");
    CHECK_STR(actions(v, &p), "A:tp:Rh4-h4");
    CHECK_STR(read_error(v, &p, "tp:a4"), "illegal teleport");

    /* a piece captured on its portal square by the opponent's action cannot teleport */
    p = at(v, "4k3/8/8/8/8/8/8/8 7r/p7/8/8/7R/8/8/7K wA - - - - w 0 1");
    enter(v, &p, "Rxh4");
    CHECK_STR(actions(v, &p), "A:--");
    variant_free(v);
}

static void test_simultaneous_teleports(void)
{
    Variant *v = test_variant("portal");
    /* both declared: White's rook on B:h4 and Black's knight on A:h4 swap */
    PortalPos p = at(v, "8/8/8/8/7n/8/8/4K3 4k3/8/8/8/7R/8/8/8 wA - - - - wb 0 5");
    CHECK_INT(portal_to_enter(&p), WHITE);
    CHECK(!portal_hidden(&p));
    CHECK_STR(actions(v, &p), "A:tp:Rh4-h4");
    enter(v, &p, "A:tp:Rh4-h4");
    CHECK(portal_hidden(&p));
    /* Black sees the boards as they were: White's choice is hidden */
    Position w[2];
    portal_view(v, &p, w);
    CHECK(w[PORTAL_B].board[31] == piece_code(WHITE, variant_type_of(v, 'R')));
    CHECK_STR(actions(v, &p), "B:tp:Nh4-h4");
    enter(v, &p, "tp:h4-h4");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/7R/8/8/4K3 4k3/8/8/8/7n/8/8/8 wB - - - - - 2 6");
    variant_free(v);
}

static void test_portal_check(void)
{
    Variant *v = test_variant("portal");
    /* the king may not step onto a4: B:a4 holds an enemy rook */
    PortalPos p = at(v, "8/8/8/8/8/1K6/8/8 4k3/8/8/8/r7/8/8/8 wA - - - - - 0 1");
    CHECK(!portal_in_check(v, &p, WHITE, PORTAL_A));
    CHECK_STR(actions(v, &p), "A:Ka2 A:Ka3 A:Kb2 A:Kb4 A:Kc2 A:Kc3 A:Kc4");
    CHECK_STR(read_error(v, &p, "Ka4"), "illegal move: the king would be in portal check");
    /* a king in portal check must move: no pawn move, no declaration */
    p = at(v, "8/8/8/8/K7/8/2P5/8 4k3/8/8/8/r7/8/8/8 wA - - - - - 0 1");
    CHECK(portal_in_check(v, &p, WHITE, PORTAL_A));
    CHECK_STR(actions(v, &p), "A:Ka3 A:Ka5 A:Kb3 A:Kb4 A:Kb5");
    /* a teleport may uncover the own king on the other board */
    p = at(v, "4k3/8/8/8/8/8/8/8 7r/p7/8/8/7R/8/8/7K wA - - - - w 0 1");
    enter(v, &p, "a6");
    CHECK_STR(actions(v, &p), "A:tp:Rh4-h4");
    enter(v, &p, "tp:h4");
    CHECK(portal_in_check(v, &p, WHITE, PORTAL_B));
    CHECK_STR(actions(v, &p), "B:Kg1 B:Kg2");
    variant_free(v);
}

static void test_end(void)
{
    Variant *v = test_variant("portal");
    GameResult r;
    PortalEnd end;
    /* mate on board B: Black, acting there, has no action and is in check */
    PortalPos p = at(v, "8/8/8/8/8/8/8/N7 R5k1/5ppp/8/8/8/8/8/7K wA - - - - - 0 9");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_WHITE);
    CHECK(end.mated[BLACK] && !end.mated[WHITE]);
    PortalList l;
    CHECK_INT(portal_legal(v, &p, &l), 0);
    CHECK_INT(portal_perft(v, &p, 3), 0);
    /* both mated in the same turn: drawn */
    p = at(v, "8/8/8/8/8/8/5PPP/r5K1 R5k1/5ppp/8/8/8/8/8/8 wA - - - - - 0 9");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_DRAW);
    CHECK(end.mated[BLACK] && end.mated[WHITE]);
    /* a teleport is judged after the opponent's move: Black's Ra4 puts the king on
     * A:a4 in portal check, no teleport answers it and a lost turn is no action */
    p = at(v, "8/8/8/8/K7/8/8/8 4k3/8/8/8/7R/r7/8/8 wA - - - - w 0 9");
    CHECK_STR(actions(v, &p), "B:Kd7 B:Kd8 B:Ke7 B:Kf7 B:Kf8 B:Ra1 B:Ra2 B:Ra4 B:Ra5 B:Ra6 "
                              "B:Ra7 B:Ra8 B:Rb3 B:Rc3 B:Rd3 B:Re3 B:Rf3 B:Rg3 B:Rh3");
    enter(v, &p, "Rh3");
    CHECK_STR(actions(v, &p), "A:tp:Rh4-h4");
    p = at(v, "8/8/8/8/K7/8/8/8 4k3/8/8/8/7R/r7/8/8 wA - - - - w 0 9");
    enter(v, &p, "Ra4");
    CHECK_STR(actions(v, &p), "");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_BLACK);
    /* Black has no action on B and is not in check: it loses the turn, no stalemate */
    p = at(v, "8/8/8/8/8/8/8/N7 7k/5Q2/8/8/8/8/8/7K wA - - - - - 0 9");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_ONGOING);
    CHECK(!end.stalemated[BLACK] && !end.mated[BLACK]);
    CHECK_STR(actions(v, &p), "A:Nb3 A:Nc2");
    enter(v, &p, "Nb3");
    CHECK_STR(actions(v, &p), "B:--");
    /* a king captured by a teleport onto its portal square */
    p = at(v, "8/8/8/8/k7/8/8/8 4K3/p7/8/8/R7/8/8/8 wA - - - - w 0 3");
    CHECK(portal_in_check(v, &p, BLACK, PORTAL_A)); /* but Black acts on B */
    enter(v, &p, "a6");
    enter(v, &p, "tp:a4");
    CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_KING_CAPTURED);
    CHECK_INT(r, RESULT_WHITE);
    CHECK(end.king_lost[BLACK]);
    CHECK_INT(portal_legal(v, &p, &l), 0);
    /* kings and one knight on both boards together: no mate possible */
    p = at(v, "8/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/7N wA - - - - - 0 30");
    CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_INSUFFICIENT);
    p = at(v, "8/p7/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/6NN wA - - - - - 99 30");
    CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
    enter(v, &p, "Ke2");
    enter(v, &p, "Kd8");
    CHECK_INT(p.halfmove, 101);
    CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_FIFTY_MOVE);
    CHECK_INT(r, RESULT_DRAW);
    /* repetition: the third time the same turn starts */
    p = at(v, "7n/8/8/8/8/8/8/N3K3 4k3/8/8/8/8/8/8/7N wA - - - - - 0 1");
    uint64_t hist[8];
    int n = 0;
    const char *moves[] = {"Ke2", "Kd8", "Ng3", "Ng6", "Ke1", "Ke8", "Nh1", "Nh8"};
    for (int i = 0; i < 8; i++) {
        if (!p.entered)
            hist[n++] = portal_key(v, &p);
        enter(v, &p, moves[i]);
    }
    CHECK_INT(portal_status(v, &p, repeated(v, &p, hist, n), &r, NULL), STATUS_ONGOING);
    for (int i = 0; i < 8; i++) {
        if (!p.entered)
            hist[n++] = portal_key(v, &p);
        enter(v, &p, moves[i]);
    }
    CHECK_INT(repeated(v, &p, hist, n), 2);
    CHECK_INT(portal_status(v, &p, repeated(v, &p, hist, n), &r, NULL), STATUS_REPETITION);
    CHECK_INT(r, RESULT_DRAW);
    variant_free(v);
}

/* The end is judged when the player acts (RULES.md 6): White must teleport, its king on A:a5
 * is in portal check from the rook on B:a5, and no teleport answers that at the start of the
 * turn; but White teleports after Black's normal action, and Black's only one, the rook taking
 * the checker on e5, lifts the portal check. The same in each base variant. */
static void test_judged_when_acting(void)
{
    static const struct {
        const char *id, *forced, *after_turn, *black_next;
    } table[] = {
        {"portal", "B:Rxe5", "8/7p/8/K7/7B/8/8/8 7k/4N3/8/4r1N1/8/8/8/8 wB - - - - - 0 11",
         "B:Nc6 B:Nc8 B:Nd5 B:Ne4 B:Ne6 B:Nf3 B:Nf5 B:Nf7 B:Ng6 B:Ng8 B:Nh3 B:Nh7"},
        {"portal-revolving", "B:R:e5(Q)",
         "8/7p/8/K7/7B/8/8/8 7k/4N3/8/4q1N1/8/8/8/8 wB - - - - - 0 11",
         "B:Nc6(B) B:Nc8(B) B:Nd5(B) B:Ne4(B) B:Ne6(B) B:Nf3(B) B:Nf5(B) B:Nf7(B) B:Ng6(B) "
         "B:Ng8(B) B:Nh3(B) B:Nh7(B)"},
        {"portal-polypiece", "B:Ra5xe5=NN",
         "8/7p/8/K7/7B/8/8/8 7k/4N3/8/4r1N1/8/8/8/8 wB - - - - - 0 11 phases:001000/001000",
         "B:Ne7-c6=WD B:Ne7-c8=WD B:Ne7-d5=WD B:Ne7-f5=WD B:Ne7-g6=WD B:Ne7-g8=WD B:Ng5-e4=WD "
         "B:Ng5-e6=WD B:Ng5-f3=WD B:Ng5-f7=WD B:Ng5-h3=WD B:Ng5-h7=WD"},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        Variant *v = test_variant(table[i].id);
        GameResult r;
        PortalPos p = at(v, "8/7p/8/K7/8/8/8/8 7k/4N3/8/r3Q1N1/7B/8/8/8 wA - - - - w 0 10");
        CHECK(portal_in_check(v, &p, WHITE, PORTAL_A) && portal_in_check(v, &p, BLACK, PORTAL_B));
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        CHECK_INT(r, RESULT_NONE);
        CHECK_INT(portal_to_enter(&p), BLACK);
        CHECK_STR(actions(v, &p), table[i].forced);
        /* 1 x 1 x 12 knight moves x 2 pawn moves */
        CHECK_INT(portal_perft(v, &p, 1), 1);
        CHECK_INT(portal_perft(v, &p, 4), 24);
        enter(v, &p, table[i].forced);
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        CHECK_STR(actions(v, &p), "A:tp:Bh4-h4");
        enter(v, &p, "tp:h4");
        CHECK_STR(fen_of(v, &p), table[i].after_turn);
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        CHECK_STR(actions(v, &p), table[i].black_next);
        variant_free(v);
    }
    /* the position of the issue that found it: Black's only action Rxe5 is accepted */
    Variant *v = test_variant("portal");
    PortalPos p = at(v, "8/8/8/K7/8/8/8/8 4k3/8/3Q4/r3R1N1/7B/8/8/8 wA - - - - w 0 10");
    CHECK_INT(portal_status(v, &p, 0, NULL, NULL), STATUS_ONGOING);
    CHECK_STR(actions(v, &p), "B:Rxe5");
    CHECK_INT(portal_perft(v, &p, 1), 1);
    CHECK_INT(portal_perft(v, &p, 2), 1);
    enter(v, &p, "Rxe5");
    CHECK_STR(actions(v, &p), "A:tp:Bh4-h4");
    variant_free(v);
}

/* No legal action on the board and not in check: the turn is lost, as after a failed
 * teleport; the game is a stalemate draw only when both players lose their turns in the same
 * turn (RULES.md 6), whatever the base variant says of a stalemate. */
static void test_lost_turn_no_action(void)
{
    static const struct {
        const char *id, *white, *black_next, *after_turn;
        uint64_t perft3;
    } table[] = {
        {"portal",
         "A:Kd1 A:Kd2 A:Ke2 A:Kf1 A:Kf2 A:Rf1 A:Rg1 A:Rh2 A:Rh3 A:Rh4 A:Rh5 A:Rh6 A:Rh7 A:Rh8",
         "B:Ra2 B:Ra3 B:Ra4 B:Ra5 B:Ra6 B:Ra7 B:Ra8 B:Rb1 B:Rc1 B:Rd1 B:Re1 B:Rf1 B:Rg1 B:Rh1",
         "r3k3/8/8/8/8/8/8/3K3R 8/8/8/8/8/8/8/R7 wB - - - - - 2 3", 196},
        {"portal-revolving",
         "A:Kd1 A:Kd2 A:Ke2 A:Kf1 A:Kf2 A:Rf1(Q) A:Rg1(Q) A:Rh2(Q) A:Rh3(Q) A:Rh4(Q) A:Rh5(Q) "
         "A:Rh6(Q) A:Rh7(Q) A:Rh8(Q)",
         "B:Ra2(Q) B:Ra3(Q) B:Ra4(Q) B:Ra5(Q) B:Ra6(Q) B:Ra7(Q) B:Ra8(Q) B:Rb1(Q) B:Rc1(Q) "
         "B:Rd1(Q) B:Re1(Q) B:Rf1(Q) B:Rg1(Q) B:Rh1(Q)",
         "r3k3/8/8/8/8/8/8/3K3R 8/8/8/8/8/8/8/R7 wB - - - - - 2 3", 196},
        {"portal-polypiece",
         "A:Ke1-d1 A:Ke1-d2 A:Ke1-e2 A:Ke1-f1 A:Ke1-f2 A:Rh1-f1=NN A:Rh1-g1=NN A:Rh1-h2=NN "
         "A:Rh1-h3=NN A:Rh1-h4=NN A:Rh1-h5=NN A:Rh1-h6=NN A:Rh1-h7=NN A:Rh1-h8=NN",
         "B:Ra1-a2=NN B:Ra1-a3=NN B:Ra1-a4=NN B:Ra1-a5=NN B:Ra1-a6=NN B:Ra1-a7=NN B:Ra1-a8=NN "
         "B:Ra1-b1=NN B:Ra1-c1=NN B:Ra1-d1=NN B:Ra1-e1=NN B:Ra1-f1=NN B:Ra1-g1=NN B:Ra1-h1=NN",
         "r3k3/8/8/8/8/8/8/3K3R 8/8/8/8/8/8/8/R7 wB - - - - - 2 3 phases:000000/000000", 124},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        Variant *v = test_variant(table[i].id);
        GameResult r;
        PortalEnd end;
        /* Black has no piece on B (as after teleporting its last one away): the turn is lost */
        PortalPos p = at(v, "r3k3/8/8/8/8/8/8/4K2R 8/8/8/8/8/8/8/R7 wA - - - - - 0 2");
        CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_ONGOING);
        CHECK_INT(r, RESULT_NONE);
        CHECK(!end.stalemated[WHITE] && !end.stalemated[BLACK]);
        CHECK_STR(actions(v, &p), table[i].white);
        CHECK_STR(read_error(v, &p, "--"), "no lost turn: a legal action is possible");
        CHECK_INT(portal_perft(v, &p, 1), 14);
        CHECK_INT(portal_perft(v, &p, 2), 14);
        CHECK_INT(portal_perft(v, &p, 3), table[i].perft3);
        enter(v, &p, i == 2 ? "Ke1-d1" : "Kd1");
        CHECK_STR(actions(v, &p), "B:--");
        CHECK_STR(read_error(v, &p, "Ra2"),
                  "Black has no legal action on board B: the turn is lost");
        enter(v, &p, "--");
        CHECK_STR(fen_of(v, &p), table[i].after_turn);
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        CHECK_STR(actions(v, &p), table[i].black_next);

        /* both lose their turns: White's pawn on A is blocked and its king is on B, Black has
         * nothing on B; a stalemate, drawn (also over Revolving, whose stalemated side loses) */
        p = at(v, "4k3/8/8/8/8/p7/P7/8 8/8/8/8/8/8/8/4K3 wA - - - - - 0 5");
        CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_STALEMATE);
        CHECK_INT(r, RESULT_DRAW);
        CHECK(end.stalemated[WHITE] && end.stalemated[BLACK]);
        CHECK(!end.mated[WHITE] && !end.mated[BLACK]);
        CHECK_STR(actions(v, &p), "");
        CHECK_INT(portal_perft(v, &p, 1), 0);
        /* the same when White's lost turn is a failed teleport */
        p = at(v, "4k3/8/8/8/8/8/8/8 8/8/8/8/8/8/8/4K3 wA - - - - w 0 5");
        CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_STALEMATE);
        CHECK_INT(r, RESULT_DRAW);
        CHECK_INT(portal_perft(v, &p, 1), 0);
        /* one lost turn only: White teleports instead, and Black loses the turn */
        p = at(v, "4k3/8/8/8/8/8/8/8 8/8/8/8/R7/8/8/4K3 wA - - - - w 0 5");
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        CHECK_STR(actions(v, &p), "B:--");
        enter(v, &p, "--");
        CHECK_STR(actions(v, &p), "A:tp:Ra4-a4");
        variant_free(v);
    }
    /* the position of the issue that found it */
    Variant *v = test_variant("portal");
    PortalPos p = at(v, "8/8/8/K7/8/8/8/8 4k3/8/3Q4/r3R1N1/7B/8/8/8 wA - - - - w 0 10");
    enter(v, &p, "Rxe5");
    enter(v, &p, "tp:h4");
    CHECK_STR(fen_of(v, &p), "8/8/8/K7/7B/8/8/8 4k3/8/3Q4/4r1N1/8/8/8/8 wB - - - - - 0 11");
    CHECK_INT(portal_status(v, &p, 0, NULL, NULL), STATUS_ONGOING);
    CHECK_STR(actions(v, &p), "B:Ne4 B:Ne6 B:Nf3 B:Nf7 B:Nh3 B:Nh7 B:Qa3 B:Qa6 B:Qb4 B:Qb6 B:Qb8 "
                              "B:Qc5 B:Qc6 B:Qc7 B:Qd1 B:Qd2 B:Qd3 B:Qd4 B:Qd5 B:Qd7 B:Qd8 B:Qe6 "
                              "B:Qe7 B:Qf6 B:Qf8 B:Qg6 B:Qh6 B:Qxe5");
    enter(v, &p, "Qd7");
    CHECK_STR(actions(v, &p), "A:--");
    variant_free(v);
}

/* The fifty-move count is reset by a teleport of a pawn and by a teleport that captures, not
 * by another teleport (RULES.md 6); in each base variant. */
static void test_fifty_teleport(void)
{
    static const char *const ids[] = {"portal", "portal-revolving", "portal-polypiece"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        Variant *v = test_variant(ids[i]);
        /* the pawn on B:h5 declares, then teleports to A:h5 while White's queen moves on B */
        PortalPos p = at(v, "4k3/8/8/8/8/8/1P6/4K3 8/8/3Q4/7p/8/8/8/8 wA - - - - - 30 20");
        enter(v, &p, "b2b4");
        enter(v, &p, "declare");
        CHECK_INT(p.halfmove, 0); /* the pawn move */
        enter(v, &p, "d6g3");
        CHECK_INT(p.halfmove, 0); /* entered, the turn not complete */
        CHECK_STR(actions(v, &p), "A:tp:h5-h5");
        enter(v, &p, "tp:h5");
        CHECK_INT(p.halfmove, 0);
        CHECK_INT(portal_status(v, &p, 0, NULL, NULL), STATUS_ONGOING);
        /* a rook (A:h5 to B:h5): no reset, unless it lands on an enemy piece */
        p = at(v, "4k3/8/8/7r/8/8/8/4K3 8/8/3Q4/8/8/8/8/8 wA - - - - b 30 20");
        enter(v, &p, "e1d1");
        CHECK_STR(actions(v, &p), "B:tp:Rh5-h5");
        enter(v, &p, "tp:h5");
        CHECK_INT(p.halfmove, 32);
        p = at(v, "4k3/8/8/7r/8/8/8/4K3 8/8/3Q4/7N/8/8/8/8 wA - - - - b 30 20");
        enter(v, &p, "e1d1");
        enter(v, &p, "tp:h5");
        CHECK_INT(p.halfmove, 0);
        variant_free(v);
    }
}

/* A teleport that lands on the enemy king captures it and wins (RULES.md 6): Black's king on
 * A:a4 stands in portal check while Black acts on B, and White's rook comes through. */
static void test_teleport_takes_king(void)
{
    static const char *const ids[] = {"portal", "portal-revolving", "portal-polypiece"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        Variant *v = test_variant(ids[i]);
        GameResult r;
        PortalEnd end;
        PortalPos p = at(v, "8/8/8/8/k7/8/8/8 4K3/p7/8/8/R7/8/8/8 wA - - - - w 0 3");
        CHECK_INT(portal_status(v, &p, 0, &r, NULL), STATUS_ONGOING);
        enter(v, &p, "a7a6");
        CHECK_STR(actions(v, &p), "A:tp:Ra4-a4");
        enter(v, &p, "tp:a4");
        CHECK_INT(portal_status(v, &p, 0, &r, &end), STATUS_KING_CAPTURED);
        CHECK_INT(r, RESULT_WHITE);
        CHECK(end.king_lost[BLACK] && !end.king_lost[WHITE]);
        CHECK_STR(actions(v, &p), "");
        CHECK_INT(portal_perft(v, &p, 1), 0);
        variant_free(v);
    }
}

/* En passant and castling stay within one board. */
static void test_board_rules(void)
{
    Variant *v = test_variant("portal");
    /* White's double step on A in turn 1; Black, on A in turn 2, takes en passant */
    PortalPos p = at(v, "8/8/8/8/3p4/8/4P3/4K3 4k3/8/8/8/8/8/8/7N wA - - - - - 0 1");
    enter(v, &p, "e4");
    enter(v, &p, "Kd8");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/3pP3/8/8/4K3 3k4/8/8/8/8/8/8/7N wB - - e3 - - 0 2");
    enter(v, &p, "Ng3");
    CHECK_STR(actions(v, &p), "A:d3 A:dxe3");
    enter(v, &p, "dxe3");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/8/4p3/8/4K3 3k4/8/8/8/8/6N1/8/8 wA - - - - - 0 3");
    /* the right lapses when Black declares instead */
    p = at(v, "8/8/8/8/p2p4/8/4P3/4K3 4k3/8/8/8/8/8/8/7N wA - - - - - 0 1");
    enter(v, &p, "e4");
    enter(v, &p, "Kd8");
    enter(v, &p, "Ng3");
    enter(v, &p, "declare");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/p2pP3/8/8/4K3 3k4/8/8/8/8/6N1/8/8 wA - - - - b 2 3");
    /* Black castles on board B, where its king starts */
    p = at(v, "8/8/8/8/8/8/8/4K3 r3k2r/8/8/8/8/8/8/8 wA - kq - - - 0 1");
    enter(v, &p, "Kd1");
    CHECK_STR(actions(v, &p), "B:Kd7 B:Kd8 B:Ke7 B:Kf7 B:Kf8 B:O-O B:O-O-O B:Ra1 B:Ra2 B:Ra3 "
                              "B:Ra4 B:Ra5 B:Ra6 B:Ra7 B:Rb8 B:Rc8 B:Rd8 B:Rf8 B:Rg8 B:Rh1 "
                              "B:Rh2 B:Rh3 B:Rh4 B:Rh5 B:Rh6 B:Rh7");
    variant_free(v);
}

static void test_over_revolving(void)
{
    Variant *v = test_variant("portal-revolving");
    PortalPos p;
    Error e;
    CHECK_INT(portal_start(v, &p, &e), 0);
    CHECK_STR(actions(v, &p), "A:Na3(B) A:Nc3(B) A:Nf3(B) A:Nh3(B) A:a3 A:a4 A:b3 A:b4 A:c3 A:c4 "
                              "A:d3 A:d4 A:e3 A:e4 A:f3 A:f4 A:g3 A:g4 A:h3 A:h4");
    enter(v, &p, "Nf3(B)");
    enter(v, &p, "Nc6");
    CHECK_STR(fen_of(v, &p), "rnbq1bnr/pppppppp/8/8/8/5B2/PPPPPPPP/RNBQKB1R "
                             "r1bqkbnr/pppppppp/2b5/8/8/8/PPPPPPPP/RNBQ1BNR wB KQ kq - - - 2 2");
    /* a teleport does not revolve: the knight lands as a knight */
    p = at(v, "8/8/8/8/8/8/8/4K3 4k3/8/8/8/N7/8/8/8 wA - - - - w 0 1");
    enter(v, &p, "Kd8");
    enter(v, &p, "tp:Na4");
    CHECK_STR(fen_of(v, &p), "8/8/8/8/N7/8/8/4K3 3k4/8/8/8/8/8/8/8 wB - - - - - 2 2");
    variant_free(v);
}

static void test_over_polypiece(void)
{
    Variant *v = test_variant("portal-polypiece");
    PortalPos p;
    Error e;
    int n = variant_type_of(v, 'N');
    CHECK_INT(portal_start(v, &p, &e), 0);
    CHECK_STR(fen_of(v, &p), "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 0 1 "
                             "phases:000000/000000");
    /* White's knight move on A switches the knights of both colours on both boards */
    enter(v, &p, "Ng1-f3=WD");
    enter(v, &p, "e5");
    for (int b = 0; b < 2; b++)
        for (int c = 0; c < 2; c++)
            CHECK_INT(p.board[b].phase[c][n], 1);
    CHECK_STR(fen_of(v, &p), "rnbq1bnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R "
                             "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQ1BNR wB KQ kq - e6 - 0 2 "
                             "phases:000010/000010");
    /* on B White's knights now move as WD (woody rook): b1-b3 jumps, no Nc3 */
    CHECK_STR(read_error(v, &p, "Nc3"), "no legal move matches");
    enter(v, &p, "WDb1-b3=N");
    /* Black's simultaneous knight move on A was judged with the powers at the start of the
     * turn (WD); both knight moves of the turn switch the list twice */
    enter(v, &p, "WDg8-g6=N");
    for (int b = 0; b < 2; b++)
        CHECK_INT(p.board[b].phase[WHITE][n], 1);
    variant_free(v);
}

static bool same(const PortalAction *x, const PortalAction *y)
{
    return x->kind == y->kind && x->colour == y->colour && x->board == y->board &&
           x->from == y->from && x->to == y->to && x->move == y->move;
}

static void test_text(void)
{
    Variant *v = test_variant("portal");
    static const char *const fens[] = {
        ("rnbq1bnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR "
         "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQ1BNR wB KQ kq e3 e6 - 0 2"),
        "8/8/8/8/7n/8/8/4K3 4k3/8/8/8/7R/8/8/8 wA - - - - wb 0 5",
        "r3k2r/8/8/8/8/8/8/R3K2R 8/8/8/8/8/8/8/8 wB KQkq - - - b 12 40",
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        PortalPos p = at(v, fens[i]);
        CHECK_STR(fen_of(v, &p), fens[i]);
    }
    PortalPos p;
    Error e;
    CHECK_INT(portal_fen_read(v, "8/8/8/8/8/8/8/8 wA", &p, &e), -1);
    CHECK_STR(e.what, "expected 10 fields (11 with phases), found 2");
    CHECK_INT(portal_fen_read(v, "8/8/8/8/8/8/8/4K3 8/8/8/8/8/8/8/8 wA - - - - - 0 1", &p, &e), -1);
    CHECK_STR(e.what, "Black has 0 kings, expected 1");
    CHECK_INT(portal_fen_read(v, "8/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wC - - - - - 0 1", &p, &e),
              -1);
    CHECK_STR(e.what, "White's board must be \"wA\" or \"wB\", not \"wC\"");
    CHECK_INT(portal_fen_read(v, "8/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - x 0 1", &p, &e),
              -1);
    CHECK_STR(e.what, "declarations must be -, w, b or wb, not \"x\"");

    /* every legal action's text reads back as that action */
    static const char *const spots[] = {
        "r3k2r/pppppppp/8/8/P6P/8/PPPPPPPP/R3K2R n7/8/8/8/8/8/8/7N wA KQkq - - - - 0 3",
        "8/8/8/8/n7/8/8/4K3 4k3/8/8/8/R6R/8/8/8 wA - - - - w 7 1",
        "8/8/8/8/7n/8/8/4K3 4k3/8/8/8/7R/8/8/8 wA - - - - wb 0 5",
    };
    int checked = 0;
    for (size_t i = 0; i < sizeof spots / sizeof spots[0]; i++) {
        PortalPos q = at(v, spots[i]);
        for (int ply = 0; ply < 2; ply++) {
            static PortalList l;
            int n = portal_legal(v, &q, &l);
            for (int k = 0; k < n; k++) {
                char text[PORTAL_TEXT_MAX];
                PortalAction a;
                CHECK(portal_action_write(v, &q, &l.actions[k], text, sizeof text) > 0);
                CHECK_INT(portal_action_read(v, &q, text, &a, &e), 0);
                CHECK(same(&a, &l.actions[k]));
                checked++;
            }
            if (n)
                portal_apply(v, &q, &l.actions[0]);
        }
    }
    CHECK_INT(checked, 37);
    variant_free(v);

    v = test_variant("portal-one-set");
    p = at(v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR wA - - - 0 1");
    enter(v, &p, "d4");
    enter(v, &p, "h5");
    CHECK_STR(fen_of(v, &p), "rnbqkbnr/ppppppp1/8/7p/3P4/8/PPP1PPPP/RNBKQBNR wB d3 h6 - 0 2");
    /* both kings in check, each on the half the other player acts on */
    p = at(v, "3rk2R/8/8/8/8/8/8/3K4 wB - - - 0 7");
    CHECK_STR(fen_of(v, &p), "3rk2R/8/8/8/8/8/8/3K4 wB - - - 0 7");
    CHECK(portal_in_check(v, &p, WHITE, PORTAL_A) && portal_in_check(v, &p, BLACK, PORTAL_B));
    variant_free(v);
}

/* Slow count of the first two turns (4 plies; *three gets 3 plies) from the start with the base
 * engine only: every pair of turn-1 moves, each made on its own board from the start, the Polypiece
 * phases advanced by hand for the move made on the other board, then the product of the turn-2
 * counts from the independent reference generator. Valid while no piece can reach a portal square
 * of the board its side acts on next. */
static uint64_t slow_two_turns(const Variant *v, uint64_t *three)
{
    PortalPos p;
    Error e;
    portal_start(v, &p, &e);
    MoveList wl, bl;
    int nw = movegen_legal(v, &p.board[PORTAL_A], &wl);
    int nb = movegen_legal(v, &p.board[PORTAL_B], &bl);
    uint64_t total = 0;
    *three = 0;
    for (int i = 0; i < nw; i++) {
        Position a = p.board[PORTAL_A];
        int wt = piece_type(a.board[move_from(wl.moves[i])]);
        position_make(v, &a, wl.moves[i]);
        for (int j = 0; j < nb; j++) {
            Position b = p.board[PORTAL_B];
            int bt = piece_type(b.board[move_from(bl.moves[j])]);
            position_make(v, &b, bl.moves[j]);
            char fa[FEN_MAX], fb[FEN_MAX];
            fen_write(v, &a, fa, sizeof fa);
            fen_write(v, &b, fb, sizeof fb);
            RefPos ra, rb;
            ref_setup(&v->def, fa, &ra);
            ref_setup(&v->def, fb, &rb);
            if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
                for (int c = 0; c < 2; c++) {
                    for (int t = 0; t < v->def.ntypes; t++) {
                        ra.phase[c][t] = a.phase[c][t];
                        rb.phase[c][t] = b.phase[c][t];
                    }
                    int na = v->def.types[bt].npowers[c], nbp = v->def.types[wt].npowers[c];
                    ra.phase[c][bt] = (a.phase[c][bt] + 1) % na;  /* Black's move on B */
                    rb.phase[c][wt] = (b.phase[c][wt] + 1) % nbp; /* White's move on A */
                }
            }
            uint64_t white = ref_perft(&v->def, &rb, 1);
            *three += white;
            total += white * ref_perft(&v->def, &ra, 1);
        }
    }
    return total;
}

static uint64_t ref_count(const Variant *v, const Position *q)
{
    char fen[FEN_MAX];
    RefPos r;
    fen_write(v, q, fen, sizeof fen);
    ref_setup(&v->def, fen, &r);
    return ref_perft(&v->def, &r, 1);
}

/* Slow count of 5 plies where nothing is shared between the boards (no
 * phases): the turn-2 actions on B do not touch board A, so the count is
 * (turn-1 Black moves x turn-2 White counts on B) x (turn-1 White moves x
 * turn-2 Black moves on A x White's turn-3 actions on A: the reference
 * generator's moves plus a declaration when a White piece stands on a
 * portal square and White is not in check). */
static uint64_t slow_five(const Variant *v)
{
    PortalPos p;
    Error e;
    portal_start(v, &p, &e);
    MoveList wl, bl, l2;
    int nw = movegen_legal(v, &p.board[PORTAL_A], &wl);
    int nb = movegen_legal(v, &p.board[PORTAL_B], &bl);
    uint64_t on_b = 0, on_a = 0;
    for (int j = 0; j < nb; j++) {
        Position b = p.board[PORTAL_B];
        position_make(v, &b, bl.moves[j]);
        on_b += ref_count(v, &b);
    }
    const Bitboard portals = (1ull << 24) | (1ull << 32) | (1ull << 31) | (1ull << 39);
    for (int i = 0; i < nw; i++) {
        Position a = p.board[PORTAL_A];
        position_make(v, &a, wl.moves[i]);
        int n2 = movegen_legal(v, &a, &l2);
        for (int k = 0; k < n2; k++) {
            Position a2 = a;
            position_make(v, &a2, l2.moves[k]);
            on_a += ref_count(v, &a2);
            on_a += (a2.occ[WHITE] & portals) && !position_in_check(v, &a2, WHITE);
        }
    }
    return on_b * on_a;
}

static void test_perft(void)
{
    static const struct {
        const char *id;
        uint64_t counts[6];
    } table[] = {
        {"portal", {20, 400, 8400, 176400, 3943380, 0}},
        {"portal-one-set", {10, 100, 1000, 10000, 107200, 1149184}},
        {"portal-revolving", {20, 400, 8400, 176400, 3974460, 0}},
        {"portal-polypiece", {20, 400, 8272, 171152, 3793744, 0}},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        Variant *v = test_variant(table[i].id);
        PortalPos p;
        Error e;
        CHECK_INT(portal_start(v, &p, &e), 0);
        int max = quick ? 4 : 6;
        for (int d = 1; d <= max; d++) {
            if (!table[i].counts[d - 1])
                continue;
            uint64_t got = portal_perft(v, &p, d);
            if (got != table[i].counts[d - 1])
                fprintf(stderr, "%s perft %d\n", table[i].id, d);
            CHECK_INT(got, table[i].counts[d - 1]);
        }
        if (v->def.portal.layout == PORTAL_TWO_SETS) {
            uint64_t three;
            CHECK_INT(slow_two_turns(v, &three), table[i].counts[3]);
            CHECK_INT(three, table[i].counts[2]);
            if (v->def.mutation.kind != MUT_TYPE_CYCLE && !quick)
                CHECK_INT(slow_five(v), table[i].counts[4]);
        }
        variant_free(v);
    }
    /* from positions with declarations and teleports */
    Variant *v = test_variant("portal");
    PortalPos p = at(v, "8/8/8/8/7n/8/8/4K3 4k3/8/8/8/7R/8/8/8 wA - - - - wb 0 5");
    CHECK_INT(portal_perft(v, &p, 2), 1);
    variant_free(v);
}

/* Random games: at every turn start the FEN reads back to the same key and
 * text, and every legal action's text reads back as that action. */
static void test_random_games(void)
{
    static const char *const ids[] = {"portal", "portal-one-set", "portal-revolving",
                                      "portal-polypiece"};
    uint64_t seed = 12345;
    int games = quick ? 2 : 12, fen_checks = 0, ended = 0, teleports = 0;
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        Variant *v = test_variant(ids[i]);
        for (int g = 0; g < games; g++) {
            PortalPos p;
            Error e;
            portal_start(v, &p, &e);
            for (int ply = 0; ply < 200; ply++) {
                static PortalList l;
                int n = portal_legal(v, &p, &l);
                if (n == 0) {
                    ended++;
                    break;
                }
                if (!p.entered) {
                    char fen[PORTAL_FEN_MAX];
                    PortalPos q;
                    portal_fen_write(v, &p, fen, sizeof fen);
                    CHECK_INT(portal_fen_read(v, fen, &q, &e), 0);
                    CHECK(portal_key(v, &q) == portal_key(v, &p));
                    CHECK_STR(fen_of(v, &q), fen);
                    CHECK_INT(portal_perft(v, &q, 2), portal_perft(v, &p, 2));
                    fen_checks++;
                }
                for (int k = 0; k < n; k++) {
                    char text[PORTAL_TEXT_MAX];
                    PortalAction a;
                    portal_action_write(v, &p, &l.actions[k], text, sizeof text);
                    int rc = portal_action_read(v, &p, text, &a, &e);
                    if (rc != 0 || !same(&a, &l.actions[k]))
                        fprintf(stderr, "%s: \"%s\" does not read back\n", ids[i], text);
                    CHECK(rc == 0 && same(&a, &l.actions[k]));
                }
                /* prefer declarations and teleports, so that they happen */
                seed = seed * 6364136223846793005ull + 1442695040888963407ull;
                int pick = (int)((seed >> 33) % (uint64_t)n);
                if (l.actions[n - 1].kind == PORTAL_DECLARE && (seed >> 20) % 3 == 0)
                    pick = n - 1;
                teleports += l.actions[pick].kind == PORTAL_TELEPORT;
                portal_apply(v, &p, &l.actions[pick]);
            }
        }
        variant_free(v);
    }
    CHECK(fen_checks > 100);
    CHECK(teleports > 0);
    printf("random games: %d turn starts checked, %d teleports, %d ended\n", fen_checks, teleports,
           ended);
}

int main(void)
{
    const char *q = getenv("MORPH_TEST_QUICK");
    quick = q && *q;
    test_layouts();
    test_declare();
    test_lost_turn_and_landing();
    test_simultaneous_teleports();
    test_portal_check();
    test_end();
    test_judged_when_acting();
    test_lost_turn_no_action();
    test_fifty_teleport();
    test_teleport_takes_king();
    test_board_rules();
    test_over_revolving();
    test_over_polypiece();
    test_text();
    test_perft();
    test_random_games();
    return check_report("test_portal");
}
