/* test_ui_setup.c - the position set-up screen without a window: the FEN each family
 * composes (orthodox, phased and atomic Polypiece, ProDem, Potential, both Portal layouts),
 * the engine's own errors for bad positions, the screen's clicks and drags, and a game
 * started from a set-up position that takes a legal move. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "controller.h"
#include "hostfile.h"
#include "session.h"
#include "setlayout.h"
#include "setscreen.h"
#include "setup.h"
#include "view.h"

static View view; /* large: kept off the stack */
static Session session;
static Setup setup;
static SetupScreen screen;

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static Variant *load(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    Variant *v = NULL;
    Error err;
    if (host_load_variant(path, &v, &err) != 0) {
        fprintf(stderr, "%s: %s\n", path, err.what);
        exit(1);
    }
    return v;
}

/* Every shipped family opens on its start and composes exactly the engine's FEN of it. */
static void test_start_round_trip(void)
{
    static const char *ids[] = {"fide",
                                "polypiece",
                                "polypiece-armies",
                                "polypiece-phased",
                                "polypiece-atomic",
                                "revolving",
                                "prodem",
                                "moveup-takedown",
                                "potential",
                                "portal",
                                "portal-one-set",
                                "portal-polypiece",
                                "portal-revolving"};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        Variant *v = load(ids[i]);
        Error err;
        Match *m = match_new(v, NULL, &err);
        char fen[SETUP_FEN_MAX];
        match_fen(m, fen, sizeof fen);
        CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
        CHECK_STR(setup.fen, fen);
        CHECK(setup.ok);
        /* its shape alone (the program lays the screen out ahead with it) is the opened
         * screen's */
        static Setup shape;
        setup_shape(&shape, v);
        CHECK_INT(shape.family, setup.family);
        CHECK_INT(shape.nboards, setup.nboards);
        CHECK_INT(shape.files, setup.files);
        CHECK_INT(shape.ranks, setup.ranks);
        CHECK_INT(shape.npalette, setup.npalette);
        CHECK(shape.npalette > 0);
        /* a position of a game in progress comes back as it was */
        MatchAction acts[256];
        int n = match_actions(m, acts, 256);
        if (n > 0)
            match_play(m, &acts[n / 2], &err);
        match_fen(m, fen, sizeof fen);
        CHECK_INT(setup_init(&setup, v, fen, &err), 0);
        CHECK_STR(setup.fen, fen);
        /* and after captures (Potential keeps its captured field) */
        for (int ply = 0; ply < 12; ply++) {
            n = match_actions(m, acts, 256);
            int pick = n > 0 ? (ply * 7) % n : -1;
            for (int a = 0; a < n; a++)
                if (acts[a].victim || strchr(acts[a].text, 'x') || strchr(acts[a].text, ':'))
                    pick = a;
            if (pick >= 0)
                match_play(m, &acts[pick], &err);
        }
        match_fen(m, fen, sizeof fen);
        if (strcmp(ids[i], "potential") == 0) /* pieces were captured */
            CHECK(strcmp(strrchr(fen, ' '), " -") != 0);
        CHECK_INT(setup_init(&setup, v, fen, &err), 0);
        CHECK_STR(setup.fen, fen);
        match_free(m);
        variant_free(v);
    }
}

static void test_orthodox(void)
{
    Variant *v = load("fide");
    Error err;
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.npalette, 12);
    setup_clear_board(&setup);
    setup_check(&setup);
    CHECK(!setup.ok);
    CHECK_STR(setup.status, "FEN: White has no king");
    setup_put(&setup, 0, sq_of("e1"), "K");
    setup_put(&setup, 0, sq_of("a1"), "R");
    setup_put(&setup, 0, sq_of("h1"), "R");
    setup_put(&setup, 0, sq_of("e8"), "k");
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    CHECK(setup.ok);
    CHECK_STR(setup.status, "A legal position: White to move.");
    /* both rooks and the king on their start squares: both rights offered */
    CHECK(setup_castling_offered(&setup, 0) ==
          (((uint64_t)1 << sq_of("a1")) | ((uint64_t)1 << sq_of("h1"))));
    setup_toggle_castling(&setup, 0, sq_of("h1"));
    setup_toggle_castling(&setup, 0, sq_of("e8")); /* not a rook: nothing */
    /* a black pawn's double step: d6 is offered to White */
    setup_put(&setup, 0, sq_of("d5"), "p");
    setup_put(&setup, 0, sq_of("e5"), "P");
    int c[8];
    CHECK_INT(setup_ep_candidates(&setup, 0, c), 1);
    CHECK_INT(c[0], sq_of("d6"));
    setup_cycle_ep(&setup, 0);
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/3pP3/8/8/8/R3K2R w K d6 0 1");
    CHECK(setup.ok);
    setup_cycle_ep(&setup, 0); /* and back to none */
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/3pP3/8/8/8/R3K2R w K - 0 1");
    setup_cycle_ep(&setup, 0);
    /* the king moves off e1: the right goes with it, and comes back with it */
    setup_move(&setup, 0, sq_of("e1"), 0, sq_of("f1"));
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/3pP3/8/8/8/R4K1R w - d6 0 1");
    setup_move(&setup, 0, sq_of("f1"), 0, sq_of("e1"));
    /* the engine's errors, word for word */
    setup_put(&setup, 0, sq_of("a8"), "P");
    setup_check(&setup);
    CHECK(!setup.ok);
    CHECK_STR(setup.status, "FEN: a pawn stands on a8, on the first or last rank");
    setup_put(&setup, 0, sq_of("a8"), "");
    setup_put(&setup, 0, sq_of("e2"), "r");
    setup.to_move = BLACK;
    setup_check(&setup);
    CHECK_STR(setup.status, "FEN: the side not to move (White) is in check");
    setup.to_move = WHITE;
    setup_put(&setup, 0, sq_of("e2"), "");
    setup_put(&setup, 0, sq_of("c3"), "k");
    setup_check(&setup);
    CHECK_STR(setup.status, "FEN: Black has 2 kings");
    setup_put(&setup, 0, sq_of("c3"), NULL);
    setup.fullmove = 12;
    setup.halfmove = 3;
    setup_check(&setup);
    CHECK(setup.ok);
    /* the game started from it takes a legal move: en passant */
    char path[512];
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session_start_fen(&session, &view, setup.fen, &err), 0);
    CHECK_INT(session_play_text(&session, &view, "exd6"), 0);
    char fen[SETUP_FEN_MAX];
    match_fen(session.match, fen, sizeof fen);
    CHECK_STR(fen, "4k3/8/3P4/8/8/8/8/R3K2R b K - 0 12");
    CHECK_STR(match_start_fen(session.match), "4k3/8/8/3pP3/8/8/8/R3K2R w K d6 3 12");
    /* the new-game list offers the set-up screen for the game's variant */
    session_show_menu(&session, &view);
    int item = -1;
    for (int i = 0; i < session.nentries; i++)
        if (session.entries[i].kind == ENTRY_SETUP)
            item = i;
    CHECK(item >= 0);
    if (item >= 0) {
        CHECK_STR(view.modal.items[item].title, "Set up a position\xe2\x80\xa6");
        Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, item, 0, 0};
        session_apply(&session, &view, &pick);
        CHECK(session.setup_wanted);
        CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
        session.setup_wanted = false;
    }
    /* a bad FEN starts nothing: the game stays */
    CHECK_INT(session_start_fen(&session, &view, "8/8/8/8/8/8/8/8 w - - 0 1", &err), -1);
    CHECK_STR(err.what, "White has no king");
    CHECK_INT(match_plies(session.match), 1);
    /* Castling rights named by file when the rook is not the outermost */
    setup_clear_board(&setup);
    setup_put(&setup, 0, sq_of("e1"), "K");
    setup_put(&setup, 0, sq_of("h1"), "R");
    setup_put(&setup, 0, sq_of("g1"), "R");
    setup_put(&setup, 0, sq_of("e8"), "k");
    setup_put(&setup, 0, sq_of("h8"), "r");
    setup_toggle_castling(&setup, 0, sq_of("h8"));
    setup_toggle_castling(&setup, 0, sq_of("g1")); /* g1 is not a start square of a rook */
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k2r/8/8/8/8/8/8/4K1RR w k - 3 12"); /* the counters stay */
    variant_free(v);
}

static void test_polypiece(void)
{
    Variant *v = load("polypiece-phased");
    Error err;
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.nphases, 6);
    CHECK(setup_phase_letter(&setup, 4) == 'N');
    CHECK_STR(setup_phase_power(&setup, BLACK, 4), "WD");
    setup_step_phase(&setup, WHITE, 4, 1);
    setup_step_phase(&setup, BLACK, 4, 1); /* wraps back to the first power */
    setup_step_phase(&setup, WHITE, 2, -1);
    setup_check(&setup);
    CHECK_STR(setup.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 "
                         "phases:001010/000000");
    CHECK(setup.ok);
    CHECK_STR(setup_phase_power(&setup, WHITE, 2), "NN");
    /* the board carries the badges the game shows: each piece's power now */
    CHECK_STR(setup.badge[0][sq_of("b1")], "WD"); /* White's knights stepped on */
    CHECK_STR(setup.badge[0][sq_of("b8")], "N");  /* Black's wrapped back */
    CHECK_STR(setup.badge[0][sq_of("a1")], "NN"); /* White's rooks stepped back */
    CHECK_STR(setup.badge[0][sq_of("e1")], "");   /* one power: none */
    CHECK_STR(setup.badge[0][sq_of("e2")], "");
    CHECK_STR(setup.badge[0][sq_of("e4")], ""); /* an empty square */
    variant_free(v);

    v = load("polypiece-atomic");
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.nphases, 2);
    setup_step_phase(&setup, BLACK, 0, 1);
    setup_clear_board(&setup);
    setup_put(&setup, 0, sq_of("g1"), "K");
    setup_put(&setup, 0, sq_of("g8"), "k");
    setup_put(&setup, 0, sq_of("c3"), "N");
    setup_put(&setup, 0, sq_of("d7"), "p");
    setup.to_move = BLACK;
    setup_check(&setup);
    CHECK_STR(setup.fen, "6k1/3p4/8/8/8/2N5/8/6K1 b - - 0 1 phases:00/10");
    CHECK(setup.ok);
    CHECK_STR(setup.badge[0][sq_of("d7")], "fmF"); /* Black's W is F: the pawn's step */
    CHECK_STR(setup.badge[0][sq_of("c3")], "N");
    /* the game from it moves the pawn */
    CHECK_INT(
        session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/polypiece-atomic.json"),
        0);
    CHECK_INT(session_start_fen(&session, &view, setup.fen, &err), 0);
    CHECK_INT(session_play_text(&session, &view, "d7d5"), 0);
    CHECK_INT(match_plies(session.match), 1);
    variant_free(v);

    /* ProDem: the move number says the parity */
    v = load("prodem");
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.nphases, 0);
    int c[8];
    setup_put(&setup, 0, sq_of("d5"), "p");
    setup_put(&setup, 0, sq_of("d7"), "");
    CHECK_INT(setup_ep_candidates(&setup, 0, c), 0); /* no en passant in ProDem */
    CHECK_INT(setup_castling_offered(&setup, 0), 0);
    setup.fullmove = 4;
    setup_check(&setup);
    CHECK_STR(setup.fen, "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w - - 0 4");
    CHECK(setup.ok);
    variant_free(v);
}

static void test_potential(void)
{
    Variant *v = load("potential");
    Error err;
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.npalette, 14);
    CHECK_STR(setup.palette[0].token, "X");
    CHECK_STR(setup.palette[7].token, "x");
    setup_clear_board(&setup);
    setup_put(&setup, 0, sq_of("e1"), "K");
    setup_put(&setup, 0, sq_of("e8"), "k");
    setup_put(&setup, 0, sq_of("d2"), "X");
    setup_put(&setup, 0, sq_of("a7"), "x");
    setup_check(&setup);
    /* the captured pieces complete each side: X on d2 counts as the queen */
    CHECK_STR(setup.fen, "4k3/x7/8/8/8/8/3X4/4K3 w - 0 1 RRBBNNPPPPPPPPrrbbnnpppppppp");
    CHECK(setup.ok);
    /* a square's set: types toggled, then the moved mark */
    setup_pot_toggle(&setup, sq_of("d2"), SETUP_POT_K);
    CHECK_STR(setup.sq[0][sq_of("d2")], "[!K]");
    setup_pot_toggle(&setup, sq_of("d2"), SETUP_POT_P);
    setup_pot_toggle(&setup, sq_of("d2"), SETUP_POT_N);
    CHECK_STR(setup.sq[0][sq_of("d2")], "[QRB]");
    setup_pot_toggle(&setup, sq_of("d2"), SETUP_POT_TYPES);
    CHECK_STR(setup.sq[0][sq_of("d2")], "[QRB]'");
    /* moved off the home ranks, the mark is not written */
    setup_move(&setup, 0, sq_of("d2"), 0, sq_of("d4"));
    CHECK_STR(setup.sq[0][sq_of("d4")], "[QRB]");
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_Q);
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_R);
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_B);
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_N);
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_K);
    CHECK_STR(setup.sq[0][sq_of("a7")], "p");
    setup_pot_toggle(&setup, sq_of("a7"), SETUP_POT_P); /* never an empty set */
    CHECK_STR(setup.sq[0][sq_of("a7")], "p");
    setup_put(&setup, 0, sq_of("c6"), "Q");
    setup_pot_toggle(&setup, sq_of("c6"), SETUP_POT_TYPES + 1);
    CHECK_STR(setup.sq[0][sq_of("c6")], "[Q/P]");
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/p7/2[Q/P]5/8/3[QRB]4/8/8/4K3 w - 0 1 RRBBNNPPPPPPPqrrbbnnppppppp");
    CHECK(setup.ok);
    setup_pot_toggle(&setup, sq_of("e1"), SETUP_POT_TYPES + 1); /* a king is never promoted */
    CHECK_STR(setup.sq[0][sq_of("e1")], "K");
    setup_put(&setup, 0, sq_of("c6"), NULL);
    setup_move(&setup, 0, sq_of("a7"), 0, sq_of("a5"));
    setup.to_move = WHITE;
    setup_put(&setup, 0, sq_of("b5"), "P");
    int c[8];
    CHECK_INT(setup_ep_candidates(&setup, 0, c), 1); /* the possible pawn on a5 */
    CHECK_INT(c[0], sq_of("a6"));
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/pP6/3[QRB]4/8/8/4K3 w - 0 1 RRBBNNPPPPPPPqrrbbnnppppppp");
    CHECK(setup.ok);
    setup_cycle_ep(&setup, 0);
    setup_check(&setup);
    CHECK_STR(setup.fen, "4k3/8/8/pP6/3[QRB]4/8/8/4K3 w a6 0 1 RRBBNNPPPPPPPqrrbbnnppppppp");
    CHECK(setup.ok);
    /* too many of a kind: the engine's words */
    setup_put(&setup, 0, sq_of("h1"), "K");
    setup_check(&setup);
    CHECK(!setup.ok);
    CHECK_STR(setup.status, "FEN: the sets admit no start array of 1 K, 1 Q, 2 R, 2 B, 2 N and "
                            "8 P for each side");
    setup_put(&setup, 0, sq_of("h1"), "");
    /* the game from it: the en-passant capture */
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/potential.json"),
              0);
    setup_check(&setup);
    CHECK_INT(session_start_fen(&session, &view, setup.fen, &err), 0);
    CHECK_INT(session_play_text(&session, &view, "b5:a6"), 0);
    CHECK_INT(match_plies(session.match), 1);
    variant_free(v);
}

static void test_portal(void)
{
    Variant *v = load("portal");
    Error err;
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.nboards, 2);
    /* board B's white rooks have no king there: no right on B for White */
    CHECK(setup_castling_offered(&setup, 1) ==
          (((uint64_t)1 << sq_of("a8")) | ((uint64_t)1 << sq_of("h8"))));
    setup_clear_board(&setup);
    setup_put(&setup, 0, sq_of("e1"), "K");
    setup_put(&setup, 0, sq_of("h1"), "R");
    setup_put(&setup, 1, sq_of("e8"), "k");
    setup_put(&setup, 0, sq_of("a4"), "N");
    setup_put(&setup, 0, sq_of("e5"), "p");
    setup_toggle_castling(&setup, 0, sq_of("h1"));
    setup.white_board = 1;
    setup.declared = 1;
    setup.fullmove = 7;
    setup_check(&setup);
    CHECK_STR(setup.fen, "8/8/8/4p3/N7/8/8/4K2R 4k3/8/8/8/8/8/8/8 wB K - - - w 0 7");
    CHECK(setup.ok);
    /* the engine's words for a missing king */
    setup_put(&setup, 1, sq_of("e8"), "");
    setup_check(&setup);
    CHECK_STR(setup.status, "FEN: Black has 0 kings, expected 1");
    setup_put(&setup, 1, sq_of("e8"), "k");
    /* the game from it: White must teleport the a4 knight to board A */
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/portal.json"), 0);
    setup_check(&setup);
    CHECK_INT(session_start_fen(&session, &view, setup.fen, &err), 0);
    CHECK_INT(session_play_text(&session, &view, "A:e4"), 0);
    CHECK_INT(session_play_text(&session, &view, "B:tp:a4-a4"), 0);
    CHECK_INT(match_plies(session.match), 2);
    variant_free(v);

    v = load("portal-one-set");
    CHECK_INT(setup_init(&setup, v, NULL, &err), 0);
    CHECK_INT(setup.nboards, 1);
    CHECK_INT(setup_castling_offered(&setup, 0), 0);
    setup_put(&setup, 0, sq_of("c2"), "");
    setup_put(&setup, 0, sq_of("c4"), "P");
    setup.white_board = 1; /* Black acts on half A: c3 is behind White's double step */
    int c[8];
    CHECK_INT(setup_ep_candidates(&setup, 0, c), 1);
    CHECK_INT(c[0], sq_of("c3"));
    CHECK_INT(setup_ep_candidates(&setup, 1, c), 0);
    setup_cycle_ep(&setup, 0);
    setup_check(&setup);
    CHECK_STR(setup.fen, "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBKQBNR wB c3 - - 0 1");
    CHECK(setup.ok);
    setup.white_board = 0; /* White acts on A: no en passant there */
    setup_check(&setup);
    CHECK_STR(setup.fen, "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBKQBNR wA - - - 0 1");
    CHECK(setup.ok);
    variant_free(v);
}

static void press_release(int kind, int index)
{
    setscreen_press(&screen, kind, index, UI_BUTTON_LEFT, 10, 10);
    setscreen_release(&screen, kind, index, 10, 10);
}

/* The screen's gestures: drags from the palette and between squares, click-click, the
 * eraser, right clicks, buttons and keys. */
static void test_screen(void)
{
    Variant *v = load("fide");
    Error err;
    CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
    Setup *u = &screen.setup;
    int e4 = sq_of("e4");
    /* the White king dragged from the palette to e4 */
    setscreen_press(&screen, SETSCREEN_HIT_PALETTE, 0, UI_BUTTON_LEFT, 100, 700);
    CHECK(!setscreen_motion(&screen, SETSCREEN_HIT_PALETTE, 0, 101, 701)); /* not yet a drag */
    CHECK(setscreen_motion(&screen, SETSCREEN_HIT_SQUARE, e4, 200, 300));
    CHECK(screen.dragging);
    CHECK_INT(screen.hover_sq, e4);
    setscreen_release(&screen, SETSCREEN_HIT_SQUARE, e4, 200, 300);
    CHECK_STR(u->sq[0][e4], "K");
    CHECK(!screen.dragging);
    CHECK_STR(u->status, "FEN: White has 2 kings");
    /* a square's piece dragged off the boards is removed */
    setscreen_press(&screen, SETSCREEN_HIT_SQUARE, e4, UI_BUTTON_LEFT, 200, 300);
    setscreen_motion(&screen, 0, 0, 900, 300);
    setscreen_release(&screen, 0, 0, 900, 300);
    CHECK_STR(u->sq[0][e4], "");
    CHECK(u->ok);
    /* click-click: the palette's Black pawn, then a3, then a3 again takes it off */
    press_release(SETSCREEN_HIT_PALETTE, 11);
    CHECK_INT(screen.tool, 11);
    press_release(SETSCREEN_HIT_SQUARE, sq_of("a3"));
    CHECK_STR(u->sq[0][sq_of("a3")], "p");
    press_release(SETSCREEN_HIT_SQUARE, sq_of("a3"));
    CHECK_STR(u->sq[0][sq_of("a3")], "");
    press_release(SETSCREEN_HIT_PALETTE, 11); /* a second click puts it away */
    CHECK_INT(screen.tool, -1);
    /* a board piece picked by a click and put down by another */
    press_release(SETSCREEN_HIT_SQUARE, sq_of("g1"));
    CHECK_INT(screen.held_sq, sq_of("g1"));
    press_release(SETSCREEN_HIT_SQUARE, sq_of("f3"));
    CHECK_STR(u->sq[0][sq_of("f3")], "N");
    CHECK_STR(u->sq[0][sq_of("g1")], "");
    CHECK_INT(screen.held_sq, -1);
    /* the eraser, and a right click */
    press_release(SETSCREEN_HIT_ERASER, 0);
    press_release(SETSCREEN_HIT_SQUARE, sq_of("f3"));
    CHECK_STR(u->sq[0][sq_of("f3")], "");
    setscreen_press(&screen, SETSCREEN_HIT_SQUARE, sq_of("b1"), UI_BUTTON_RIGHT, 0, 0);
    CHECK_STR(u->sq[0][sq_of("b1")], "");
    CHECK_STR(u->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1");
    /* castling chips, side to move and counters */
    setscreen_press(&screen, SETSCREEN_HIT_CASTLE, sq_of("a1"), UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_BLACK, UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_MOVE_UP, UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_HALF_UP, UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_HALF_DOWN, UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_HALF_DOWN, UI_BUTTON_LEFT, 0, 0);
    CHECK_STR(u->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R b Kkq - 0 2");
    CHECK_INT(setscreen_key(&screen, 'f', 0), SETSCREEN_STAY);
    CHECK(screen.flipped);
    /* keys: Esc puts the eraser away, then leaves; Return plays a good position */
    CHECK_INT(setscreen_key(&screen, UI_KEY_ESCAPE, 0), SETSCREEN_STAY);
    CHECK_INT(screen.tool, -1);
    CHECK_INT(setscreen_key(&screen, UI_KEY_ESCAPE, 0), SETSCREEN_LEAVE);
    CHECK_INT(setscreen_key(&screen, UI_KEY_RETURN, 0), SETSCREEN_PLAY_FEN);
    CHECK_INT(setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_CLEAR, UI_BUTTON_LEFT, 0, 0),
              SETSCREEN_STAY);
    CHECK(!u->ok);
    CHECK_INT(setscreen_key(&screen, UI_KEY_RETURN, 0), SETSCREEN_STAY); /* refused */
    CHECK_INT(setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_START, UI_BUTTON_LEFT, 0, 0),
              SETSCREEN_STAY);
    CHECK_STR(u->fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK_INT(
        setscreen_press(&screen, SETSCREEN_HIT_BUTTON, SETSCREEN_CANCEL, UI_BUTTON_LEFT, 0, 0),
        SETSCREEN_LEAVE);
    variant_free(v);

    /* Potential: a square's set through the chips */
    v = load("potential");
    CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
    press_release(SETSCREEN_HIT_SQUARE, sq_of("d2"));
    CHECK_INT(screen.focus_sq, sq_of("d2"));
    setscreen_press(&screen, SETSCREEN_HIT_SET, SETUP_POT_K, UI_BUTTON_LEFT, 0, 0);
    setscreen_press(&screen, SETSCREEN_HIT_SET, SETUP_POT_TYPES, UI_BUTTON_LEFT, 0, 0);
    CHECK_STR(screen.setup.sq[0][sq_of("d2")], "[!K]'");
    CHECK_STR(screen.setup.fen, "xxxxxxxx/xxxxxxxx/8/8/8/8/XXX[!K]'XXXX/XXXXXXXX w - 0 1 -");
    CHECK(screen.setup.ok);
    /* Polypiece: a phase chip, right click steps back */
    variant_free(v);
    v = load("polypiece");
    CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
    setscreen_press(&screen, SETSCREEN_HIT_PHASE, 64 + 4, UI_BUTTON_RIGHT, 0, 0);
    CHECK_STR(screen.setup.fen,
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 phases:000000/000010");
    variant_free(v);
}

/* The geometry the Xvfb script clicks (e2e_setup_xvfb.sh): orthodox chess at 1280x800. */
static void test_layout(void)
{
    SetLayout l;
    setlayout_compute(&l, 1280, 800, 1, 8, 8, 12);
    CHECK_INT(l.square, 66);
    CHECK_INT(l.board[0].x, 160);
    CHECK_INT(l.board[0].y, 63);
    UiRect e1 = setlayout_square(&l, 0, sq_of("e1"));
    CHECK_INT(e1.x, 160 + 4 * 66);
    CHECK_INT(e1.y, 63 + 7 * 66);
    CHECK_INT(l.palette[0].x, 193);
    CHECK_INT(l.palette[0].y, 628);
    CHECK_INT(l.palette[6].x, 193); /* Black's king starts the second row */
    CHECK_INT(l.palette[6].y, 694);
    CHECK_INT(l.palette[11].x, 193 + 5 * 66);
    CHECK_INT(l.eraser.x, 193 + 6 * 66);
    CHECK_INT(l.button[SETLAYOUT_CLEAR].x, 828);
    CHECK_INT(l.button[SETLAYOUT_CLEAR].y, 687);
    CHECK_INT(l.button[SETLAYOUT_PLAY].y, 739);
    CHECK_INT(l.button[SETLAYOUT_START].x, 828 + 221);
    CHECK_INT(l.button[SETLAYOUT_PLAY].w, 213);
    CHECK_INT(l.button[SETLAYOUT_PLAY].h, 44);
    /* nothing overlaps: the palette under the board, the board left of the panel */
    CHECK(l.palette[0].y >= l.board[0].y + l.board[0].h);
    CHECK(l.eraser.x + l.eraser.w <= l.panel.x);
    CHECK(l.board[0].x + l.board[0].w <= l.panel.x);
    CHECK(l.palette[6].y + l.palette[6].h <= 800);
    /* Portal's two boards and Potential's palette at 800x600 fit too */
    setlayout_compute(&l, 800, 600, 2, 8, 8, 12);
    CHECK(l.board[0].x + l.board[0].w < l.board[1].x);
    CHECK(l.board[1].x + l.board[1].w <= l.panel.x);
    CHECK(l.palette[6].y + l.palette[6].h <= 600);
    setlayout_compute(&l, 800, 600, 1, 8, 8, 14);
    CHECK(l.eraser.x + l.eraser.w <= l.panel.x);
    CHECK(l.palette[7].y + l.palette[7].h <= 600);
    CHECK(l.button[SETLAYOUT_CANCEL].x + l.button[SETLAYOUT_CANCEL].w <= 800);
    /* flipped: a1 at the top right */
    setlayout_compute(&l, 1280, 800, 1, 8, 8, 12);
    l.flipped = true;
    UiRect a1 = setlayout_square(&l, 0, 0);
    CHECK_INT(a1.x, 160 + 7 * 66);
    CHECK_INT(a1.y, 63);
}

/* The FEN field: typed or pasted text sets the board when the engine reads it; else the
 * engine's message, located at its column (and the bytes underlined), and the board stays. */
static void test_fen_field(void)
{
    Variant *v = load("fide");
    Error err;
    CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
    setscreen_press(&screen, SETSCREEN_HIT_FEN, 0, UI_BUTTON_LEFT, 0, 0);
    CHECK(screen.fen.editing);
    CHECK_STR(screen.fen.text, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /* all of it selected: the text typed replaces it; the board follows at once */
    setscreen_fen_text(&screen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    CHECK_STR(screen.fen.error, "");
    CHECK(screen.setup.ok);
    CHECK_STR(screen.setup.fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    CHECK_STR(screen.setup.sq[0][sq_of("e2")], "P");
    /* a bad letter: where and what; the board keeps the last good text */
    setscreen_fen_paste(&screen, "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n");
    CHECK_STR(screen.fen.error, "FEN: column 14: unknown piece letter 'X' in the placement");
    CHECK(screen.fen.err_from == 13 && screen.fen.err_to == 14);
    CHECK_STR(screen.setup.fen, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    CHECK_INT(setscreen_key(&screen, UI_KEY_RETURN, 0), SETSCREEN_STAY); /* not kept, not played */
    CHECK(screen.fen.editing);
    static const struct {
        const char *fen, *error;
        int from, to;
    } bad[] = {
        {"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "FEN: column 19: rank 6 has more than 8 squares", 18, 19},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
         "FEN: column 45: side to move must be 'w' or 'b', not \"x\"", 44, 45},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
         "FEN: column 56: the move number must be a number from 1 to 2147483647, not \"0\"", 55,
         56},
        {"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "FEN: column 1: the placement has 7 ranks, expected 8", 0, 41},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
         "FEN: column 52: en-passant square \"z9\" is not a square", 51, 53},
        /* the engine's column, whatever its words: a short rank, a castling letter, the end */
        {"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
         "FEN: column 10: rank 7 has 7 squares, expected 8", 9, 16},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
         "FEN: column 47: castling right 'K' without a White rook on the king side of e1", 46, 47},
        {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x y",
         "FEN: column 58: unexpected text at the end: \"x y\"", 57, 60},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        setscreen_fen_paste(&screen, bad[i].fen);
        CHECK_STR(screen.fen.error, bad[i].error);
        CHECK_INT(screen.fen.err_from, bad[i].from);
        CHECK_INT(screen.fen.err_to, bad[i].to);
    }
    /* a text right but for the position: shown for the mouse to finish, the engine's word */
    setscreen_fen_paste(&screen, "8/8/8/8/8/8/8/4K3 w - - 0 1");
    CHECK_STR(screen.fen.error, "FEN: Black has no king");
    CHECK_STR(screen.setup.sq[0][sq_of("e1")], "K");
    CHECK(!screen.setup.ok);
    /* Esc puts back the position typing began with */
    setscreen_key(&screen, UI_KEY_ESCAPE, 0);
    CHECK(!screen.fen.editing);
    CHECK_STR(screen.setup.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /* Enter keeps a good one; keys are the field's meanwhile (f types, it does not flip) */
    setscreen_fen_paste(&screen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK(screen.fen.editing);
    setscreen_key(&screen, 'f', 0);
    CHECK(!screen.flipped);
    CHECK_INT(setscreen_key(&screen, UI_KEY_RETURN, 0), SETSCREEN_STAY);
    CHECK(!screen.fen.editing);
    CHECK_STR(screen.setup.fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    CHECK_INT(setscreen_key(&screen, UI_KEY_RETURN, 0), SETSCREEN_PLAY_FEN); /* now it plays */
    variant_free(v);
    /* Potential's long FEN, with sets and marks, read back exactly; a bad one located */
    v = load("potential");
    CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
    const char *pot = "[!kn][!n][!n][!n][!n][!n][!kn][!kn]/1[!kn]4[!kn]1/3[qrp]4/"
                      "1n[qrp]1[qrp][qrp]n1/2[QRP][QRP][QRP]3/2N2N2/"
                      "[!KN][!KN]1[!BN]'1[!KN][!KN][!KN]/[!N]1[!N]1[!N][!N]1[!N] w - 0 7 -";
    setscreen_fen_paste(&screen, pot);
    CHECK_STR(screen.fen.error, "");
    CHECK_STR(screen.setup.fen, pot);
    char broken[400];
    snprintf(broken, sizeof broken, "%s", pot);
    broken[3] = '?'; /* [!k? */
    setscreen_fen_paste(&screen, broken);
    CHECK_STR(screen.fen.error,
              "FEN: column 4: '?' is not a piece letter of a set (K, Q, R, B, N, P; X alone)");
    CHECK(screen.fen.err_from == 3 && screen.fen.err_to == 4);
    CHECK_STR(screen.setup.fen, pot);
    variant_free(v);
    /* each family's reader gives the column: Polypiece's phases, Potential's sets and
     * captured pieces, Portal's two boards and its fields */
    static const struct {
        const char *variant, *fen, *error;
        int from, to;
    } families[] = {
        {"polypiece", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 phases:0000z0/000000",
         "FEN: column 42: phases: index 35 is past the end of White's list for Knight", 41, 42},
        {"potential", "[qq]nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1 -",
         "FEN: column 3: 'q' twice in a set", 2, 3},
        {"potential", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - 0 1 K",
         "FEN: column 53: bad captured piece 'K'", 52, 53},
        {"potential", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1",
         "FEN: column 52: expected: placement, side, en passant, halfmove, fullmove, captured "
         "pieces",
         51, 51},
        {"portal", "4k3/8/8/8/8/8/8/8 rnbqkbnr/ppXppppp/8/8/8/8/8/4K3 wA - - - - - 0 1",
         "FEN: column 30: board B: unknown piece letter 'X' in the placement", 29, 30},
        {"portal", "4k3/8/8/8/8/8/8/8 8/8/8/8/8/8/8/4K3 wA - - - - x 0 1",
         "FEN: column 48: declarations must be -, w, b or wb, not \"x\"", 47, 48},
    };
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++) {
        v = load(families[i].variant);
        CHECK_INT(setscreen_open(&screen, v, NULL, &err), 0);
        char before[SETUP_FEN_MAX];
        snprintf(before, sizeof before, "%s", screen.setup.fen);
        setscreen_fen_paste(&screen, families[i].fen);
        CHECK_STR(screen.fen.error, families[i].error);
        CHECK_INT(screen.fen.err_from, families[i].from);
        CHECK_INT(screen.fen.err_to, families[i].to);
        CHECK_STR(screen.setup.fen, before); /* the board keeps the last good text */
        variant_free(v);
    }
}

int main(void)
{
    if (session_init(&session, MORPH_SOURCE_DIR, NULL) != 0)
        return 1;
    view_init(&view, 1, 8, 8);
    test_start_round_trip();
    test_orthodox();
    test_polypiece();
    test_potential();
    test_portal();
    test_layout();
    test_screen();
    test_fen_field();
    session_clear(&session);
    return check_report("test_ui_setup");
}
