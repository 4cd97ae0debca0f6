/* test_ui_actual.c - Potential's V (session_actual.c) with no window: a short known Potential
 * game actualized as orthodox chess, stepped through (Left, Right, Home, End, a move clicked,
 * the ends), the position at each ply against its orthodox FEN with the last move marked,
 * the move list's scroll, the PGN to copy, and V closing it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "session.h"
#include "view.h"

static View view; /* large: kept off the stack */
static Session session;
static char user_dir[256];

/* The game: Potential moves, and after each ply the orthodox position (replayed by
 * morphchess-cli replay potential-actualized from the start array; the first plies checked
 * by hand). */
static const char *const game =
    "1. d2-d4 a7-b5 2. d1-d2 h7-g5 3. e2-e4 e7-e5 4. c2-c4 c7-c5 5. b1-c3 f7-f5 6. g1-f3 d7-d6";
static const char *const san[12] = {"d4", "Nb5", "Qd2", "Ng5", "e4",  "e5",
                                    "c4", "c5",  "Nc3", "f5",  "Nf3", "d6"};
static const char *const fens[13] = {
    "pqprkbbr/nppppppn/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1",
    "pqprkbbr/nppppppn/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQk d3 0 1",
    "pqprkbbr/1ppppppn/8/1n6/3P4/8/PPP1PPPP/RNBQKBNR w KQk - 1 2",
    "pqprkbbr/1ppppppn/8/1n6/3P4/8/PPPQPPPP/RNB1KBNR b KQk - 2 2",
    "pqprkbbr/1pppppp1/8/1n4n1/3P4/8/PPPQPPPP/RNB1KBNR w KQk - 3 3",
    "pqprkbbr/1pppppp1/8/1n4n1/3PP3/8/PPPQ1PPP/RNB1KBNR b KQk e3 0 3",
    "pqprkbbr/1ppp1pp1/8/1n2p1n1/3PP3/8/PPPQ1PPP/RNB1KBNR w KQk e6 0 4",
    "pqprkbbr/1ppp1pp1/8/1n2p1n1/2PPP3/8/PP1Q1PPP/RNB1KBNR b KQk c3 0 4",
    "pqprkbbr/1p1p1pp1/8/1np1p1n1/2PPP3/8/PP1Q1PPP/RNB1KBNR w KQk c6 0 5",
    "pqprkbbr/1p1p1pp1/8/1np1p1n1/2PPP3/2N5/PP1Q1PPP/R1B1KBNR b KQk - 1 5",
    "pqprkbbr/1p1p2p1/8/1np1ppn1/2PPP3/2N5/PP1Q1PPP/R1B1KBNR w KQk f6 0 6",
    "pqprkbbr/1p1p2p1/8/1np1ppn1/2PPP3/2N2N2/PP1Q1PPP/R1B1KB1R b KQk - 1 6",
    "pqprkbbr/1p4p1/3p4/1np1ppn1/2PPP3/2N2N2/PP1Q1PPP/R1B1KB1R w KQk - 0 7",
};
/* each ply's squares (from, to) */
static const char *const squares[12] = {"d2d4", "a7b5", "d1d2", "h7g5", "e2e4", "e7e5",
                                        "c2c4", "c7c5", "b1c3", "f7f5", "g1f3", "d7d6"};

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static int apply(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    return session_apply(&session, &view, &it);
}

/* The board and the FEN show ply p, its move marked (nothing at the start). */
static void shows(int p)
{
    const ViewGame *gm = &view.modal.game;
    CHECK_INT(gm->ply, p);
    CHECK_STR(gm->fen, fens[p]);
    uint64_t want = 0;
    if (p > 0)
        want = (uint64_t)1 << sq_of(squares[p - 1]) | (uint64_t)1 << sq_of(squares[p - 1] + 2);
    CHECK(view.modal.board.marked == want);
    /* the board's pieces are the FEN's: d4 after 1. d4, the knight on b5 after 1... Nb5 */
    char d4 = view.modal.board.type[0][sq_of("d4")], b5 = view.modal.board.type[0][sq_of("b5")];
    CHECK(d4 == (p >= 1 ? 'P' : '\0'));
    CHECK(b5 == (p >= 2 ? 'N' : '\0'));
}

static void open_game(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/potential.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session_paste(&session, &view, game, strlen(game)), 0);
    CHECK_INT(match_plies(session.match), 12);
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK_INT(session.mode, SESSION_MESSAGE);
    CHECK(session_actual_shown(&session, &view));
}

static void stepping(void)
{
    open_game();
    const ViewGame *gm = &view.modal.game;
    CHECK(gm->on);
    CHECK_INT(gm->nplies, 12);
    CHECK_INT(gm->first_turn, 1);
    CHECK(!gm->black_first);
    for (int i = 0; i < 12; i++)
        CHECK_STR(gm->san[i], san[i]);
    shows(0); /* it opens at the start array, the list following the move shown */
    CHECK(gm->follow);
    CHECK_INT(apply(INTENT_STEP_LAST, 1), 1); /* End */
    shows(12);
    CHECK_INT(apply(INTENT_STEP_FORWARD, 0), 0); /* Right at the end: nothing */
    shows(12);
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 1); /* Left */
    shows(11);
    CHECK_INT(apply(INTENT_STEP_FIRST, 1), 1); /* Home */
    shows(0);
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 0);  /* Left at the start: nothing */
    CHECK_INT(apply(INTENT_STEP_FIRST, 0), 0); /* Up there */
    shows(0);
    for (int p = 1; p <= 12; p++) { /* Right through the game */
        CHECK_INT(apply(INTENT_STEP_FORWARD, 0), 1);
        shows(p);
    }
    CHECK_INT(apply(INTENT_GOTO, 3), 1); /* a move clicked: 2. Qd2 */
    shows(3);
    CHECK_INT(apply(INTENT_GOTO, 3), 0);
    CHECK_INT(apply(INTENT_GOTO, 99), 1); /* out of range: the nearest end */
    shows(12);
    CHECK_INT(apply(INTENT_STEP_LAST, 1), 0); /* End there: nothing */
    CHECK_INT(apply(INTENT_STEP_FIRST, 1), 1);
    CHECK_INT(apply(INTENT_STEP_LAST, 1), 1); /* End */
    shows(12);
    CHECK_INT(apply(INTENT_GOTO, -4), 1);
    shows(0);
    CHECK_INT(apply(INTENT_STEP_LAST, 0), 1); /* Down */
    shows(12);
    /* the wheel scrolls the list; a step makes it follow the current move again */
    CHECK_INT(session_actual_scroll(&session, &view, 4), 1);
    CHECK_INT(gm->top, 4);
    CHECK(!gm->follow);
    CHECK_INT(session_actual_scroll(&session, &view, -3), 1);
    CHECK_INT(gm->top, 0);
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 1);
    CHECK(gm->follow);
    /* F turns the board; the position stays */
    CHECK_INT(apply(INTENT_FLIP, 0), 1);
    CHECK(view.modal.board.flipped);
    shows(11);
    CHECK_INT(apply(INTENT_FLIP, 0), 1);
    CHECK(!view.modal.board.flipped);
    /* the PGN to copy: the whole orthodox game from its start array */
    CHECK_STR(view.modal.copy,
              "[Event \"Potential Chess, actualized\"]\n[Result \"*\"]\n"
              "[Variant \"potential-actualized\"]\n[SetUp \"1\"]\n"
              "[FEN \"pqprkbbr/nppppppn/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1\"]\n\n"
              "1. d4 Nb5 2. Qd2 Ng5 3. e4 e5 4. c4 c5 5. Nc3 f5 6. Nf3 d6 *\n");
    /* V closes it; the keys step the Potential game again */
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
    CHECK(!session_actual_shown(&session, &view));
    CHECK_INT(session_actual_goto(&session, &view, 2), 0);
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 1);
    CHECK_INT(match_ply(session.match), 11);
    /* opened again at the Potential game's shown position: up to it; Esc closes */
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK_INT(view.modal.game.nplies, 11);
    CHECK_INT(session.actual.builds, 1); /* the variant built at the first V, not again */
    shows(0);
    CHECK_INT(apply(INTENT_STEP_LAST, 1), 1);
    shows(11);
    CHECK_INT(apply(INTENT_CANCEL, 0), 1);
    CHECK_INT(session.mode, SESSION_PLAY);
}

/* A game with Black to move first: its first row is "1... " and Black's move. */
static void black_first(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/potential.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session_paste(&session, &view, "1. e2-e4", 8), 0);
    char fen[256];
    CHECK(match_fen(session.match, fen, sizeof fen) > 0);
    Error err;
    error_clear(&err);
    CHECK_INT(session_start_fen(&session, &view, fen, &err), 0);
    CHECK_INT(session_play_text(&session, &view, "e7-e5"), 0);
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    const ViewGame *gm = &view.modal.game;
    CHECK(gm->black_first);
    CHECK_INT(gm->first_turn, 1);
    CHECK_INT(gm->nplies, 1);
    CHECK_STR(gm->san[0], "e5");
    CHECK_INT(session.actual.builds, 1); /* another game: the same variant */
    CHECK(strstr(view.modal.copy, "\n\n1... e5 *\n") != NULL);
    apply(INTENT_CANCEL, 0);
}

/* A game whose orthodox twin ends in mate (the fool's mate: the start array orthodox chess's)
 * has the mate's result in its PGN, tag and movetext; one the Potential game ended otherwise
 * (White resigned) has that result; V opened before the end has none. */
static void results(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/potential.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    const char *fool = "1. f2-f3 e7-e5 2. g2-g4 d8-h4";
    CHECK_INT(session_paste(&session, &view, fool, strlen(fool)), 0);
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK_STR(view.modal.copy,
              "[Event \"Potential Chess, actualized\"]\n[Result \"0-1\"]\n"
              "[Variant \"potential-actualized\"]\n[SetUp \"1\"]\n"
              "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n"
              "1. f3 e5 2. g4 Qh4# 0-1\n");
    apply(INTENT_CANCEL, 0);
    const char *opening = "1. d2-d4 a7-b5";
    CHECK_INT(session_paste(&session, &view, opening, strlen(opening)), 0);
    Error err;
    error_clear(&err);
    CHECK_INT(match_end(session.match, STATUS_RESIGNATION, RESULT_BLACK, &err), 0);
    /* the finished game's panel shows one actualized start array, made once for the
     * position however often the panel is refreshed (the pointer over empty squares) */
    long made = -1;
    for (int i = 0; i < 6; i++) {
        Intent hover = {INTENT_HOVER, 0, 20 + i, -1, -1, false, 0, 0, 0};
        session_apply(&session, &view, &hover);
        if (i == 0)
            made = session.actual.made;
    }
    CHECK_INT(session.actual.made, made);
    CHECK_STR(view.panel.changes_title, "ACTUALIZED");
    CHECK_STR(view.panel.changes[1], "Black  8 qnprkbbr   7 nppppppp");
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK(strstr(view.modal.copy, "[Result \"0-1\"]\n") != NULL);
    CHECK(strstr(view.modal.copy, "\n\n1. d4 Nb5 0-1\n") != NULL);
    apply(INTENT_CANCEL, 0);
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 1); /* the position before the end: no result yet */
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK(strstr(view.modal.copy, "[Result \"*\"]\n") != NULL);
    CHECK(strstr(view.modal.copy, "\n\n1. d4 *\n") != NULL);
    apply(INTENT_CANCEL, 0);
}

/* Outside Potential Chess: a message says why, and there is nothing to step. */
static void not_potential(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(apply(INTENT_ACTUALIZE, 0), 1);
    CHECK_INT(session.mode, SESSION_MESSAGE);
    CHECK_STR(view.modal.subtitle, "Only a Potential Chess game has an actualization.");
    CHECK(!view.modal.game.on);
    CHECK(!session_actual_shown(&session, &view));
    CHECK_INT(apply(INTENT_STEP_BACK, 0), 0);
    apply(INTENT_CANCEL, 0);
    CHECK_INT(session.mode, SESSION_PLAY);
}

int main(void)
{
    snprintf(user_dir, sizeof user_dir, "/tmp/morph-actual-test-%ld", (long)getpid());
    mkdir(user_dir, 0755);
    if (session_init(&session, MORPH_SOURCE_DIR, user_dir) != 0)
        return 1;
    stepping();
    black_first();
    results();
    not_potential();
    session_clear(&session);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", user_dir);
    return check_report("test_ui_actual");
}
