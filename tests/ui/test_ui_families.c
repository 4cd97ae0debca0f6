/* test_ui_families.c - the session over Portal and Potential Chess, fed intents with no
 * window: two boards and the acting board, portals, declare, a teleport across the boards,
 * the hidden first teleport; Potential sets, the captured piece's owner choosing its type,
 * the actualization; save and load of both. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "family.h"
#include "savegame.h"
#include "session.h"
#include "thumb.h"
#include "view.h"

static View view; /* large: kept off the stack */
static Session session;
static char user_dir[256];

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static char at(int b, const char *name)
{
    const ViewSquare *s = &view.board[b].sq[sq_of(name)];
    if (!s->occupied)
        return '.';
    return s->piece.colour == VIEW_WHITE ? s->piece.type : (char)(s->piece.type + 32);
}

static int apply(Intent it)
{
    return session_apply(&session, &view, &it);
}

static Intent simple(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    return it;
}

static void select_sq(int b, const char *from)
{
    Intent it = {INTENT_SELECT, b, sq_of(from), -1, -1, false, 0, 0, 0};
    apply(it);
}

static void move(int b, const char *from, int tb, const char *to)
{
    Intent it = {INTENT_MOVE, b, sq_of(from), tb, sq_of(to), false, 0, 0, 0};
    apply(it);
}

static void start(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session.mode, SESSION_PLAY);
}

static bool panel_has(const char *text)
{
    for (int i = 0; i < view.panel.nchanges; i++)
        if (strstr(view.panel.changes[i], text))
            return true;
    return false;
}

/* The item of the open choice that shows piece letter (0: none), -1 if none does. */
static int item_with(char letter)
{
    for (int i = 0; i < view.modal.nitems; i++)
        if (view.modal.items[i].piece == letter)
            return i;
    return -1;
}

/* Saves, opens another game, opens the save: the same boards and move list. */
static void round_trip(void)
{
    View *before = malloc(sizeof *before);
    *before = view;
    CHECK_INT(session_save(&session, &view, NULL), 0);
    char saved[SESSION_PATH_MAX];
    snprintf(saved, sizeof saved, "%s", session.save_path);
    start("fide");
    CHECK_INT(session_open_file(&session, &view, saved), 0);
    CHECK_INT(view.nboards, before->nboards);
    CHECK_INT(view.panel.nmoves, before->panel.nmoves);
    for (int i = 0; i < view.panel.nmoves && i < before->panel.nmoves; i++)
        CHECK_STR(view.panel.moves[i], before->panel.moves[i]);
    for (int b = 0; b < view.nboards; b++)
        for (int sq = 0; sq < 64; sq++) {
            const ViewSquare *x = &view.board[b].sq[sq], *y = &before->board[b].sq[sq];
            CHECK_INT(x->occupied, y->occupied);
            if (x->occupied && y->occupied) {
                CHECK_INT(x->piece.type, y->piece.type);
                CHECK_STR(x->piece.potential, y->piece.potential);
            }
        }
    CHECK_STR(view.panel.turn, before->panel.turn);
    free(before);
}

static void portal(void)
{
    start("portal");
    CHECK_INT(view.nboards, 2);
    CHECK_INT(view.acts_on[VIEW_WHITE], 0);
    CHECK_INT(view.acts_on[VIEW_BLACK], 1);
    CHECK_STR(view.panel.turn, "White to move on board A");
    uint64_t portals = (1ull << sq_of("a4")) | (1ull << sq_of("h4")) | (1ull << sq_of("a5")) |
                       (1ull << sq_of("h5"));
    CHECK(view.board[0].portals == portals);
    CHECK(view.board[1].portals == portals);
    CHECK(session_pickable(&session, 1) == 0); /* White acts on A only */
    move(0, "a2", 0, "a4");
    CHECK_INT(at(0, "a4"), 'P');
    CHECK_STR(view.panel.turn, "Black to move on board B");
    move(1, "h7", 1, "h5");
    CHECK_INT(at(1, "h5"), 'p');
    CHECK_INT(view.acts_on[VIEW_WHITE], 1);
    CHECK_STR(view.panel.turn, "White to move on board B");
    move(1, "h2", 1, "h4");
    move(0, "a7", 0, "a5");
    /* a declaration by key, or by Enter as the turn line says */
    CHECK_STR(view.panel.turn, "White to move on board A, or Enter: declare");
    CHECK(panel_has("D: declare a teleport"));
    apply(simple(INTENT_DECLARE, 0));
    CHECK_STR(view.panel.moves[4], "A:declare");
    apply(simple(INTENT_DECLARE, 0));
    CHECK_STR(view.panel.moves[5], "B:declare");
    /* both declared: marked on the boards, not only in the move list (the pieces that may
     * teleport, on the portals of the board each side does not act on now) */
    CHECK(view.teleport_due[VIEW_WHITE] && view.teleport_due[VIEW_BLACK]);
    CHECK(view.board[0].teleports == 1ull << sq_of("a4"));
    CHECK(view.board[1].teleports == 1ull << sq_of("h5"));
    /* White teleports the pawn on A:a4 to B:a4, picked on board A */
    CHECK_STR(view.panel.turn, "White must teleport on board B");
    CHECK(session_pickable(&session, 0) == 1ull << sq_of("a4"));
    select_sq(0, "a4");
    CHECK(view.board[1].dots == 1ull << sq_of("a4"));
    move(0, "a4", 1, "a4");
    CHECK_INT(view.panel.nmoves, 7);
    CHECK_STR(view.panel.moves[6], "(hidden)");
    CHECK_INT(at(1, "a4"), '.'); /* Black does not see it */
    CHECK_INT(at(0, "a4"), 'P');
    CHECK(panel_has("White's teleport is hidden"));
    CHECK_STR(view.panel.turn, "Black must teleport on board A");
    move(1, "h5", 0, "h5");
    CHECK_STR(view.panel.moves[6], "B:tp:a4-a4");
    CHECK_STR(view.panel.moves[7], "A:tp:h5-h5");
    CHECK(!view.teleport_due[VIEW_WHITE] && !view.teleport_due[VIEW_BLACK]);
    CHECK(view.board[0].teleports == 0 && view.board[1].teleports == 0);
    CHECK_INT(at(1, "a4"), 'P');
    CHECK_INT(at(0, "h5"), 'p');
    CHECK_INT(at(0, "a4"), '.');
    round_trip();
    CHECK_INT(at(1, "a4"), 'P');
    /* undo steps back over one entered action */
    apply(simple(INTENT_UNDO, 0));
    CHECK_STR(view.panel.moves[6], "(hidden)");
    CHECK_INT(at(1, "a4"), '.');
    /* the autosaved game is saved by action texts: the hidden one too */
    apply(simple(INTENT_REDO, 0));
    CHECK_INT(at(1, "a4"), 'P');
}

/* Portal Polypiece: a badge shows the power the piece moves with now (match_power). After
 * White's Ng1-f3=WD, Black's knights still move as N, and so do White's on its next move. */
static void portal_polypiece_badges(void)
{
    start("portal-polypiece");
    CHECK_STR(view.board[1].sq[sq_of("b8")].piece.badge, "N");
    move(0, "g1", 0, "f3");
    CHECK_STR(view.panel.moves[0], "A:Ng1-f3=WD");
    CHECK(session_pickable(&session, 1) & (1ull << sq_of("b8")));
    select_sq(1, "b8");
    CHECK((view.board[1].dots >> sq_of("a6")) & 1u); /* a knight's move */
    CHECK_STR(view.board[1].sq[sq_of("b8")].piece.badge, "N");
    apply(simple(INTENT_DESELECT, 0));
    move(1, "b8", 1, "c6");
    CHECK_STR(view.panel.moves[1], "B:Nb8-c6=WD");
    /* White's knights too: the badge is the power of White's next knight move (Nb1-c3) */
    CHECK_STR(view.board[1].sq[sq_of("b1")].piece.badge, "N");
    CHECK_STR(view.board[0].sq[sq_of("f3")].piece.badge, "N");
    move(1, "b1", 1, "c3");
    CHECK_STR(view.panel.moves[2], "B:Nb1-c3=WD");
}

/* Opens a saved game of variant id that starts from fen: a game saved at the start,
 * with its "start" (the game's, after the variant's own) replaced. */
/* One set: the board's halves; the turn line names the half, once, however often the view is
 * refreshed (picking a piece up and putting it down again). */
static void portal_one_set(void)
{
    start("portal-one-set");
    CHECK_INT(view.nboards, 1);
    CHECK_INT(view.board[0].split_file, 4);
    CHECK_STR(view.panel.turn, "White to move on files a-d");
    select_sq(0, "a2");
    CHECK_STR(view.panel.turn, "White to move on files a-d");
    Intent hover = {INTENT_HOVER, 0, sq_of("a3"), -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &hover);
    Intent none = {INTENT_DESELECT, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, &view, &none);
    CHECK_STR(view.panel.turn, "White to move on files a-d");
    move(0, "a2", 0, "a4");
    CHECK_STR(view.panel.turn, "Black to move on files e-h");
}

/* Opens a saved game of variant id that starts from fen (written through the engine's save). */
static void open_from(const char *id, const char *fen)
{
    start(id);
    Error err;
    Match *m = match_new(session.variant, fen, &err);
    CHECK(m != NULL);
    if (!m)
        return;
    char path[SESSION_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/from-fen.json", session.user_dir);
    CHECK_INT(savegame_write(path, m, NULL, NULL, &err), 0);
    match_free(m);
    CHECK_INT(session_open_file(&session, &view, path), 0);
}

/* Both players checkmated at the start of a turn: a draw, and the panel says why. */
static void portal_both_mated(void)
{
    open_from("portal", "4r3/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/4R3 wA - - - - wb 0 1");
    CHECK_STR(view.panel.result, "Draw");
    CHECK_STR(view.panel.result_detail, "both players are checkmated");
    CHECK_INT(view.board[0].check, sq_of("e1"));
    CHECK_INT(view.board[1].check, sq_of("e8"));
}

/* A player with no action on their board loses the turn (Enter plays it); both at once is a
 * stalemate, and the panel says why. */
static void portal_lost_turn(void)
{
    open_from("portal", "r3k3/8/8/8/8/8/8/4K2R 8/8/8/8/8/8/8/R7 wA - - - - - 0 2");
    CHECK_STR(view.panel.result, "");
    move(0, "e1", 0, "d1");
    CHECK_STR(view.panel.turn, "Black has no legal action on board B: press Enter");
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_STR(view.panel.moves[1], "B:--");
    CHECK_STR(view.panel.turn, "White to move on board B");
    /* a failed teleport says so */
    open_from("portal", "8/8/8/8/8/8/8/R3K3 4k3/8/8/8/8/8/8/8 wA - - - - w 0 1");
    move(1, "e8", 1, "d8");
    CHECK_STR(view.panel.turn, "White cannot teleport: press Enter");
    open_from("portal", "4k3/8/8/8/8/p7/P7/8 8/8/8/8/8/8/8/4K3 wA - - - - - 0 5");
    CHECK_STR(view.panel.result, "Draw");
    CHECK_STR(view.panel.result_detail, "both players lose the turn");
}

static void potential(void)
{
    start("potential");
    CHECK_INT(view.nboards, 1);
    CHECK_STR(view.board[0].sq[sq_of("e2")].piece.potential, "X");
    /* pointing at a piece shows its sets; nothing when pointing off the boards */
    CHECK(family_point(&session, &view, 0, sq_of("g8")));
    CHECK(panel_has("Black g8: x (at the start x)"));
    CHECK(panel_has("Is a King, Queen, Rook, Bishop, Knight or Pawn"));
    CHECK(!family_point(&session, &view, 0, sq_of("g8")));
    CHECK(family_point(&session, &view, 0, -1));
    CHECK_INT(view.panel.nchanges, 0);
    /* the sets beside the pointer go with the piece: taken up, or moved away, it has none */
    family_point(&session, &view, 0, sq_of("e2"));
    CHECK_INT(session_inspect(&session, &view, 0, sq_of("e2")), 1);
    CHECK(strstr(view.inspect, "set now: X") != NULL);
    select_sq(0, "e2");
    CHECK_STR(view.inspect, "");
    apply(simple(INTENT_DESELECT, 0));
    CHECK(strstr(view.inspect, "set now: X") != NULL);
    move(0, "e2", 0, "e4");
    CHECK_STR(view.board[0].sq[sq_of("e4")].piece.potential, "QRP");
    CHECK_STR(view.inspect, ""); /* e2 is empty now */
    apply(simple(INTENT_UNDO, 0));
    CHECK(strstr(view.inspect, "set now: X") != NULL);
    family_point(&session, &view, 0, -1);
    session_inspect(&session, &view, 0, -1);
    move(0, "e2", 0, "e4");
    move(0, "d7", 0, "d5");
    CHECK_STR(view.board[0].sq[sq_of("e4")].piece.potential, "QRP");
    select_sq(0, "e4");
    CHECK(panel_has("White e4: QRP (at the start QRP)"));
    CHECK(panel_has("Is a Queen, Rook or Pawn"));
    CHECK(panel_has("Was a Queen, Rook or Pawn"));
    Intent point = {INTENT_HOVER, 0, sq_of("a2"), -1, -1, false, 0, 0, 0};
    apply(point); /* the held piece over another: that one's sets */
    CHECK(panel_has("White a2: !K (at the start !K)"));
    Intent empty = {INTENT_HOVER, 0, sq_of("e5"), -1, -1, false, 0, 0, 0};
    apply(empty); /* over an empty square: the held piece's own sets stay in view */
    CHECK(panel_has("White e4: QRP (at the start QRP)"));
    CHECK(panel_has("Is a Queen, Rook or Pawn"));
    /* the capture: Black, whose piece is taken, says what it was; the pointer rests on d5,
     * but the dialog shows no sets by it (they were those of the piece before the move) */
    family_point(&session, &view, 0, sq_of("d5"));
    move(0, "e4", 0, "d5");
    CHECK_STR(view.inspect, "");
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_STR(view.modal.title, "Black, what was your piece?");
    CHECK_INT(view.modal.nitems, 3);
    int pawn = item_with('P');
    CHECK(pawn >= 0);
    CHECK_INT(view.modal.items[pawn].colour, VIEW_BLACK);
    CHECK_STR(view.modal.items[pawn].title, "It was a Pawn");
    apply(simple(INTENT_PICK, pawn));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.moves[2], "e4:d5>QP(P)");
    CHECK_STR(view.board[0].sq[sq_of("d5")].piece.potential, "QP");
    round_trip();
    CHECK_STR(view.board[0].sq[sq_of("d5")].piece.potential, "QP");
    /* V: one actualization */
    apply(simple(INTENT_ACTUALIZE, 0));
    CHECK_INT(session.mode, SESSION_MESSAGE);
    /* as a game to step through (from its start array), and a PGN to copy */
    CHECK_STR(view.modal.title, "One actualization: the game as orthodox chess");
    CHECK_INT(view.modal.board.nboards, 1);
    CHECK(view.modal.game.on);
    CHECK_INT(view.modal.game.nplies, 3);
    CHECK_INT(view.modal.game.ply, 0);
    CHECK_STR(view.modal.game.san[2], "exd5");
    char fen[sizeof view.modal.game.fen];
    snprintf(fen, sizeof fen, "%s", view.modal.game.fen);
    for (int sq = 0; sq < 64; sq++) { /* the board is the start's placement */
        ViewThumb t;
        thumb_read(&t, fen, false);
        CHECK(t.type[0][sq] == view.modal.board.type[0][sq]);
        CHECK(t.colour[0][sq] == view.modal.board.colour[0][sq]);
    }
    CHECK(view.modal.board.type[0][sq_of("e1")] != '\0');
    char want[600];
    snprintf(want, sizeof want,
             "[Event \"Potential Chess, actualized\"]\n[Result \"*\"]\n[Variant "
             "\"potential-actualized\"]\n"
             "[SetUp \"1\"]\n[FEN \"%s\"]\n\n1. e4 d5 2. exd5 *\n",
             fen);
    CHECK_STR(view.modal.copy, want);
    CHECK(!view.modal.copied);
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
}

/* A saved game of Potential Chess from a start where a piece that may be a pawn (d7, QP)
 * can capture on c8: the mover chooses the promotion, then Black the captured type. */
static void potential_promotion(void)
{
    open_from("potential", "xxxxxxxx/[!k][!k][!k][QP][!k][!k][!k][!k]/8/8/8/8/"
                           "[!K][!K][!K][!K]1[!K][!K][!K]/XXXXXXXX w - 0 5 p");
    CHECK_STR(view.board[0].sq[sq_of("d7")].piece.potential, "QP");
    move(0, "d7", 0, "c8");
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_STR(view.modal.title, "White: promote?");
    CHECK_INT(view.modal.nitems, 5);
    int knight = item_with('N');
    CHECK(knight >= 0);
    CHECK(item_with('\0') >= 0);
    CHECK_STR(view.modal.items[item_with('\0')].title, "Not a pawn");
    CHECK_STR(view.modal.items[knight].title, "Promote to a Knight");
    apply(simple(INTENT_PICK, knight));
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_STR(view.modal.title, "Black, what was your piece?");
    CHECK_INT(view.modal.nitems, 5);
    int rook = item_with('R');
    CHECK(rook >= 0);
    apply(simple(INTENT_PICK, rook));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.moves[0], "d7:c8=N(R)");
    CHECK_INT(at(0, "c8"), 'N');
    round_trip();
    CHECK_INT(at(0, "c8"), 'N');
}

/* Atomic Polypiece: the atoms' cycles in the panel with the value now marked, and a move two
 * atoms can make asks in words which advances. */
static void atomic(void)
{
    start("polypiece-atomic");
    CHECK_STR(view.panel.changes_title, "ATOMS (IN [ ] NOW)");
    CHECK_INT(view.panel.nchanges, 2);
    CHECK_STR(view.panel.changes[0], "W: [W] \xe2\x86\x92 F");
    CHECK_STR(view.panel.changes[1], "N: [N] \xe2\x86\x92 C");
    move(0, "e2", 0, "e3"); /* made by W: W is F now */
    CHECK_STR(view.panel.changes[0], "W: W \xe2\x86\x92 [F]");
    CHECK_STR(view.panel.changes[1], "N: [N] \xe2\x86\x92 C"); /* N did not move on */
    move(0, "g8", 0, "f6");                                    /* made by N: knights are camels */
    CHECK_STR(view.panel.changes[0], "W: W \xe2\x86\x92 [F]");
    CHECK_STR(view.panel.changes[1], "N: N \xe2\x86\x92 [C]");
    move(0, "d1", 0, "f3"); /* the queen is F0F0: W (now F) or F makes the move */
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_STR(view.modal.title, "White: which atom?");
    CHECK_INT(view.modal.nitems, 2);
    CHECK_STR(view.modal.items[0].title, "Advance no atom");
    CHECK_STR(view.modal.items[1].title, "Advance atom W");
    CHECK_STR(view.modal.items[1].detail, "atom W goes from F to W");
    apply(simple(INTENT_PICK, 1));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.changes[0], "W: [W] \xe2\x86\x92 F");
    CHECK_STR(view.panel.changes[1], "N: N \xe2\x86\x92 [C]");
}

int main(void)
{
    snprintf(user_dir, sizeof user_dir, "/tmp/morph-families-test-%ld", (long)getpid());
    mkdir(user_dir, 0755);
    if (session_init(&session, MORPH_SOURCE_DIR, user_dir) != 0)
        return 1;
    portal();
    portal_polypiece_badges();
    portal_one_set();
    portal_both_mated();
    portal_lost_turn();
    potential();
    potential_promotion();
    atomic();
    session_clear(&session);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", user_dir);
    return check_report("test_ui_families");
}
