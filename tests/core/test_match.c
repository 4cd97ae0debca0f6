/* test_match.c - match.h over every family: scripted games of plain,
 * Potential and Portal chess played by text, with exact squares, sets and
 * boards; undo, redo, goto; the save text (action texts) replayed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "support.h"
#include "variant.h"

/* Plays space-separated texts; returns the error of the first that fails, "" if none. */
static const char *play(Match *m, const char *texts)
{
    static char why[300];
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", texts);
    why[0] = '\0';
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        Error e;
        error_clear(&e);
        if (match_play_text(m, t, &e) != 0) {
            snprintf(why, sizeof why, "%s: %s", t, e.what);
            return why;
        }
    }
    return why;
}

/* Board b as 8 ranks from 8 down, letters (black lower case), '.' empty; an
 * undecided Potential piece is '*' (White) or '+' (Black). */
static const char *board(const Match *m, int b)
{
    static char out[80];
    int n = 0;
    for (int r = 7; r >= 0; r--) {
        for (int f = 0; f < 8; f++) {
            MatchPiece mp;
            char c = '.';
            if (match_piece_at(m, b, r * 8 + f, &mp) && mp.letter == '?') /* undecided */
                c = mp.colour == BLACK ? '+' : '*';
            else if (match_piece_at(m, b, r * 8 + f, &mp))
                c = mp.colour == BLACK ? (char)(mp.letter - 'A' + 'a') : mp.letter;
            out[n++] = c;
        }
        out[n++] = r ? '/' : '\0';
    }
    return out;
}

static int sq(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* "current origin" of the piece on square name of board 0. */
static const char *sets(const Match *m, const char *name)
{
    static char out[2 * MATCH_TEXT_MAX + 2];
    MatchPiece mp;
    if (!match_piece_at(m, 0, sq(name), &mp))
        return "empty";
    snprintf(out, sizeof out, "%s %s", mp.potential, mp.origin);
    return out;
}

static const char *fen(const Match *m)
{
    static char buf[700];
    if (match_fen(m, buf, sizeof buf) < 0)
        return "?";
    return buf;
}

/* The game's action texts replayed into a new match (what a saved game holds): same FEN. */
static void check_replay(const Variant *v, Match *m)
{
    Match *r = test_match(v, match_start_fen(m));
    for (int i = 0; i < match_plies(m); i++) {
        Error e;
        error_clear(&e);
        int rc = match_play_text(r, match_action_text(m, i), &e);
        CHECK_INT(rc, 0);
        if (rc != 0)
            fprintf(stderr, "replay of \"%s\": %s\n", match_action_text(m, i), e.what);
    }
    int shown = match_ply(m);
    match_goto(m, match_plies(m));
    char want[700];
    snprintf(want, sizeof want, "%s", fen(m));
    CHECK_STR(fen(r), want);
    match_goto(m, shown);
    match_free(r);
}

static int count_kind(const Match *m, ActionKind kind, char *texts, size_t size)
{
    MatchAction *a = malloc(sizeof *a * MATCH_MAX_ACTIONS);
    int n = match_actions(m, a, MATCH_MAX_ACTIONS), k = 0;
    size_t len = 0;
    if (texts)
        texts[0] = '\0';
    for (int i = 0; i < n; i++)
        if (a[i].kind == kind) {
            k++;
            if (texts && len + strlen(a[i].text) + 2 < size)
                len += (size_t)snprintf(texts + len, size - len, "%s%s", len ? " " : "", a[i].text);
        }
    free(a);
    return k;
}

static void test_plain(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    CHECK_INT(match_boards(m), 1);
    CHECK_STR(play(m, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"), "");
    CHECK_INT(match_status(m, NULL), STATUS_CHECKMATE);
    CHECK_STR(match_action_text(m, 6), "Qxf7#");
    char cap[2][40];
    match_captured(m, cap);
    CHECK_STR(cap[BLACK], "P");
    check_replay(v, m);
    match_free(m);

    m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    CHECK_INT(match_play_movetext(m, "1. e4 e5 2. Nf3 {a comment} Nc6 *", &e), 0);
    CHECK_INT(match_plies(m), 4);
    CHECK_INT(match_play_movetext(m, "3. Bb5 Nf9", &e), -1);
    CHECK_STR(e.where, "move 3 (Black)");
    CHECK_INT(match_plies(m), 5);
    match_free(m);
    variant_free(v);
}

static void test_potential(void)
{
    Variant *v = test_variant("potential");
    Match *m = test_match(v, NULL);
    CHECK_INT(match_boards(m), 1);
    CHECK_STR(board(m, 0),
              "++++++++/++++++++/......../......../......../......../********/********");
    CHECK_STR(sets(m, "e2"), "X X");
    CHECK_STR(play(m, "e2-e4 d7-d5"), "");
    CHECK_STR(sets(m, "e4"), "QRP QRP");
    CHECK_STR(sets(m, "d5"), "qrp qrp");
    CHECK_STR(sets(m, "a2"), "!K !K");

    /* a capture offers one action per type the captured piece may be; its owner chooses */
    MatchAction *a = malloc(sizeof *a * MATCH_MAX_ACTIONS);
    int n = match_actions(m, a, MATCH_MAX_ACTIONS);
    char victims[8] = "";
    for (int i = 0; i < n; i++)
        if (a[i].from == sq("e4") && a[i].to == sq("d5")) {
            size_t k = strlen(victims);
            victims[k] = a[i].victim;
            victims[k + 1] = '\0';
            CHECK_INT(a[i].promo, 0);
        }
    CHECK_STR(victims, "QRP");
    free(a);

    CHECK_STR(play(m, "e4:d5>QP(P) d8:d5>qr(Q)"), "");
    CHECK_STR(match_action_text(m, 2), "e4:d5>QP(P)");
    CHECK_STR(sets(m, "d5"), "qr qr");
    CHECK_STR(sets(m, "e1"), "!KQ !KQ");
    char cap[2][40];
    match_captured(m, cap);
    CHECK_STR(cap[WHITE], "Q");
    CHECK_STR(cap[BLACK], "P");
    CHECK_STR(fen(m), "xxx1xxxx/[!k][!k][!k]1[!k][!k][!k][!k]/8/3[qr]4/8/8/"
                      "[!KQ][!KQ][!KQ][!KQ]1[!KQ][!KQ][!KQ]/[!Q][!Q][!Q][!Q][!KQ][!Q][!Q][!Q] "
                      "w - 0 3 Qp");
    check_replay(v, m);

    /* the actualization: the start array and the moves as orthodox chess */
    Variant *ortho = test_variant("potential-actualized");
    char afen[128], text[512];
    Error e;
    error_clear(&e);
    CHECK_INT(match_actualize(m, ortho, afen, sizeof afen, text, sizeof text, &e), 0);
    CHECK_STR(afen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPQPPP/KPNBRBNR w kq - 0 1");
    CHECK_STR(text, "1. Qe4 d5 2. Qxd5 Qxd5");

    /* undo, redo and goto */
    CHECK(match_undo(m));
    CHECK_STR(sets(m, "d5"), "QP QP");
    CHECK(match_undo(m));
    CHECK_STR(sets(m, "e4"), "QRP QRP");
    CHECK(match_redo(m));
    CHECK_STR(sets(m, "d5"), "QP QP");
    match_goto(m, 0);
    CHECK_STR(sets(m, "e2"), "X X");
    CHECK_INT(match_plies(m), 4);
    match_goto(m, 4);
    CHECK_STR(sets(m, "d5"), "qr qr");
    /* a new action drops the redo list */
    match_goto(m, 2);
    CHECK_STR(play(m, "g1-f3"), "");
    CHECK_INT(match_plies(m), 3);
    CHECK(!match_redo(m));
    MatchAction last;
    CHECK(match_last_action(m, &last));
    CHECK_INT(last.from, sq("g1"));
    CHECK_INT(last.to, sq("f3"));

    /* a Potential FEN start */
    match_free(m);
    m = test_match(v, "xxx1xxxx/[!k][!k][!k]1[!k][!k][!k][!k]/8/3[qr]4/8/8/"
                      "[!KQ][!KQ][!KQ][!KQ]1[!KQ][!KQ][!KQ]/[!Q][!Q][!Q][!Q][!KQ][!Q][!Q][!Q] "
                      "w - 0 3 Qp");
    CHECK_STR(sets(m, "e1"), "!KQ !KQ");
    match_free(m);
    variant_free(ortho);
    variant_free(v);
}

static void test_portal(void)
{
    Variant *v = test_variant("portal");
    Match *m = test_match(v, NULL);
    CHECK_INT(match_boards(m), 2);
    CHECK_STR(board(m, 0),
              "rnbq.bnr/pppppppp/......../......../......../......../PPPPPPPP/RNBQKBNR");
    CHECK_STR(board(m, 1),
              "rnbqkbnr/pppppppp/......../......../......../......../PPPPPPPP/RNBQ.BNR");
    CHECK_INT(match_acting_board(m, WHITE), 0);
    CHECK_INT(match_acting_board(m, BLACK), 1);
    CHECK_INT(match_to_move(m), WHITE);
    uint64_t portals =
        (1ull << sq("a4")) | (1ull << sq("h4")) | (1ull << sq("a5")) | (1ull << sq("h5"));
    CHECK(match_portal_squares(m, 0) == portals);
    CHECK(match_portal_squares(m, 1) == portals);
    CHECK_STR(play(m, "A:a4"), "");
    /* Black enters on board B; White's entered move shows on A */
    CHECK_INT(match_to_move(m), BLACK);
    CHECK(!match_action_hidden(m, 0));
    CHECK_STR(board(m, 0),
              "rnbq.bnr/pppppppp/......../......../P......./......../.PPPPPPP/RNBQKBNR");
    MatchAction last;
    CHECK(match_last_action(m, &last));
    CHECK_INT(last.board, 0);
    CHECK_INT(last.to, sq("a4"));
    CHECK_STR(play(m, "B:h5 B:h4 A:a5"), "");
    CHECK_INT(match_acting_board(m, WHITE), 0);
    char texts[256];
    CHECK_INT(count_kind(m, ACTION_DECLARE, texts, sizeof texts), 1);
    CHECK_STR(texts, "A:declare");
    CHECK_STR(play(m, "A:declare B:declare"), "");
    CHECK_INT(match_acting_board(m, WHITE), 1);

    /* both must teleport: White's teleport is hidden from Black */
    CHECK_INT(match_to_move(m), WHITE);
    CHECK_INT(count_kind(m, ACTION_TELEPORT, texts, sizeof texts), 1);
    CHECK_STR(texts, "B:tp:a4-a4");
    MatchAction *a = malloc(sizeof *a * MATCH_MAX_ACTIONS);
    int n = match_actions(m, a, MATCH_MAX_ACTIONS);
    CHECK_INT(n, 1);
    CHECK_INT(a[0].kind, ACTION_TELEPORT);
    CHECK_INT(a[0].board, 1);
    CHECK_INT(a[0].from_board, 0);
    CHECK_INT(a[0].from, sq("a4"));
    CHECK_INT(a[0].to, sq("a4"));
    free(a);
    CHECK_STR(play(m, "B:tp:a4-a4"), "");
    CHECK(match_action_hidden(m, 6));
    CHECK(!match_last_action(m, &last));
    CHECK_STR(board(m, 0),
              "rnbq.bnr/.ppppppp/......../p......./P......./......../.PPPPPPP/RNBQKBNR");
    CHECK_STR(board(m, 1),
              "rnbqkbnr/ppppppp./......../.......p/.......P/......../PPPPPPP./RNBQ.BNR");
    CHECK_INT(count_kind(m, ACTION_TELEPORT, texts, sizeof texts), 1);
    CHECK_STR(texts, "A:tp:h5-h5");
    CHECK_STR(play(m, "A:tp:h5-h5"), "");
    CHECK(!match_action_hidden(m, 6));
    CHECK_STR(board(m, 0),
              "rnbq.bnr/.ppppppp/......../p......p/......../......../.PPPPPPP/RNBQKBNR");
    CHECK_STR(board(m, 1),
              "rnbqkbnr/ppppppp./......../......../P......P/......../PPPPPPP./RNBQ.BNR");
    /* the teleports of pawns reset the fifty-move count */
    CHECK_STR(fen(m), "rnbq1bnr/1ppppppp/8/p6p/8/8/1PPPPPPP/RNBQKBNR "
                      "rnbqkbnr/ppppppp1/8/8/P6P/8/PPPPPPP1/RNBQ1BNR wA KQ kq - - - 0 5");
    CHECK_INT(match_acting_board(m, WHITE), 0);
    check_replay(v, m);

    /* undo over entered actions */
    CHECK(match_undo(m));
    CHECK(match_action_hidden(m, 6));
    CHECK_INT(match_to_move(m), BLACK);
    match_goto(m, 4);
    CHECK_STR(board(m, 0),
              "rnbq.bnr/.ppppppp/......../p......./P......./......../.PPPPPPP/RNBQKBNR");
    CHECK_INT(match_acting_board(m, WHITE), 0);
    CHECK(match_redo(m));
    CHECK_INT(match_to_move(m), BLACK);
    match_goto(m, 8);
    CHECK_INT(match_plies(m), 8);
    CHECK_STR(match_action_text(m, 7), "A:tp:h5-h5");

    /* captures of both boards, counted when the turn is complete */
    match_free(m);
    m = test_match(v, NULL);
    CHECK_STR(play(m, "A:e4 B:d5 B:e4 A:d5 A:exd5"), "");
    char cap[2][40];
    match_captured(m, cap);
    CHECK_STR(cap[BLACK], "");
    CHECK_STR(play(m, "B:dxe4"), "");
    match_captured(m, cap);
    CHECK_STR(cap[BLACK], "P");
    CHECK_STR(cap[WHITE], "P");

    /* movetext with a FEN tag (when nothing is played yet) */
    match_free(m);
    m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    CHECK_INT(
        match_play_movetext(m,
                            "[FEN \"8/8/8/8/n7/8/8/4K3 4k3/8/8/8/R7/8/8/8 wA - - - - w 7 1\"]\n"
                            "Kd8 tp:a4",
                            &e),
        0);
    CHECK_STR(e.what, "");
    CHECK_STR(fen(m), "8/8/8/8/R7/8/8/4K3 3k4/8/8/8/8/8/8/8 wB - - - - - 0 2");
    match_captured(m, cap); /* the rook landed on the knight */
    CHECK_STR(cap[BLACK], "N");
    CHECK_STR(cap[WHITE], "");
    CHECK_STR(match_start_fen(m), "8/8/8/8/n7/8/8/4K3 4k3/8/8/8/R7/8/8/8 wA - - - - w 7 1");
    match_free(m);

    /* a mate on board A: White, who must teleport, has no action after Black's move (it is
     * judged when it acts) and the status says so */
    m = test_match(v, "4r3/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/8 wA - - - - w 0 1");
    GameResult r;
    CHECK_INT(match_status(m, &r), STATUS_ONGOING);
    CHECK_INT(match_play_text(m, "Kd8", &e), 0);
    CHECK_INT(match_status(m, &r), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_BLACK);
    CHECK_INT(match_check_square(m, 0), sq("e1"));
    CHECK_INT(match_check_square(m, 1), -1);
    MatchAction one;
    CHECK_INT(match_actions(m, &one, 1), 0);
    match_free(m);

    /* both players checkmated at the start of one turn: a draw */
    m = test_match(v, "4r3/8/8/8/8/8/8/4K3 4k3/8/8/8/8/8/8/4R3 wA - - - - wb 0 1");
    CHECK_INT(match_status(m, &r), STATUS_CHECKMATE);
    CHECK_INT(r, RESULT_DRAW);
    CHECK_INT(match_check_square(m, 0), sq("e1"));
    CHECK_INT(match_check_square(m, 1), sq("e8"));
    match_free(m);
    variant_free(v);
}

static void test_portal_one_set(void)
{
    Variant *v = test_variant("portal-one-set");
    Match *m = test_match(v, NULL);
    CHECK_INT(match_boards(m), 1);
    CHECK_STR(board(m, 0),
              "rnbqkbnr/pppppppp/......../......../......../......../PPPPPPPP/RNBKQBNR");
    CHECK_INT(match_acting_board(m, WHITE), 0);
    CHECK_INT(match_acting_board(m, BLACK), 1);
    CHECK_STR(play(m, "a4"), "");
    CHECK_INT(match_to_move(m), BLACK);
    CHECK_STR(board(m, 0),
              "rnbqkbnr/pppppppp/......../......../P......./......../.PPPPPPP/RNBKQBNR");
    check_replay(v, m);
    match_free(m);
    variant_free(v);
}

/* Atomic Polypiece: a piece shows the power in force, with the atoms replaced. */
static void test_atomic(void)
{
    Variant *v = test_variant("polypiece-atomic");
    Error e;
    Match *m = match_new(v, NULL, &e);
    MatchPiece mp;
    CHECK(match_piece_at(m, 0, 0, &mp)); /* a1: the rook, W0 while W is W */
    CHECK_STR(mp.power, "R");
    CHECK_INT(match_play_text(m, "e2-e3", &e), 0); /* a pawn's fmW step advances W to F */
    CHECK(match_piece_at(m, 0, 0, &mp));
    CHECK_STR(mp.power, "F0");
    CHECK(match_piece_at(m, 0, 4, &mp)); /* e1: the king, W + F with W as F */
    CHECK_STR(mp.power, "F1F");
    /* the atoms' value indices, W then N (each atom advances for both colours) */
    int atoms[2][VAR_MAX_ATOMS];
    match_atom_phases(m, atoms);
    CHECK_INT(atoms[WHITE][0], 1);
    CHECK_INT(atoms[BLACK][0], 1);
    CHECK_INT(atoms[WHITE][1], 0);
    CHECK_INT(match_play_text(m, "Ng8-f6=C", &e), 0); /* N advances to C */
    match_atom_phases(m, atoms);
    CHECK_INT(atoms[BLACK][1], 1);
    CHECK_INT(atoms[WHITE][0], 1);
    match_free(m);
    variant_free(v);
}

/* The events each action reports, the turn number and perft through the API. */
static void test_events(void)
{
    Variant *fide = test_variant("fide");
    Variant *rev = test_variant("revolving");
    Variant *pot = test_variant("potential");
    Variant *por = test_variant("portal");
    Variant *pro = test_variant("prodem");

    Match *m = test_match(fide, NULL);
    CHECK_STR(play(m, "e4 d5 exd5 Qxd5 Nc3 Qe5+"), "");
    MatchEvents ev;
    CHECK(match_action_events(m, 2, &ev));
    CHECK_INT(ev.kind, ACTION_MOVE);
    CHECK_INT(ev.colour, WHITE);
    CHECK_INT(ev.from, 28); /* e4 */
    CHECK_INT(ev.to, 35);   /* d5 */
    CHECK_INT(ev.before.letter, 'P');
    CHECK_INT(ev.ncaptures, 1);
    CHECK_INT(ev.captures[0].letter, 'P');
    CHECK_INT(ev.captures[0].colour, BLACK);
    CHECK(!ev.changed);
    CHECK(!ev.check);
    CHECK(match_action_events(m, 5, &ev));
    CHECK(ev.check);
    CHECK_INT(ev.ncaptures, 0);
    CHECK(!match_action_events(m, 6, &ev));
    CHECK_INT(match_turn(m), 4);
    match_goto(m, 1);
    CHECK_INT(match_turn(m), 1);
    CHECK(match_action_events(m, 5, &ev));    /* kept for redo */
    CHECK_INT((int)match_perft(m, 3), 13160); /* after 1. e4: perft(4) divide of e2e4 */
    match_free(m);

    m = test_match(fide, NULL);
    CHECK_STR(play(m, "f3 e5 g4 Qh4#"), "");
    CHECK(match_action_events(m, 3, &ev));
    CHECK(ev.check);
    CHECK_INT(ev.status, STATUS_CHECKMATE);
    CHECK_INT(ev.result, RESULT_BLACK);
    CHECK_INT((int)match_perft(m, 1), 0);
    match_free(m);

    m = test_match(rev, NULL);
    CHECK_STR(play(m, "Nf3(B)"), "");
    CHECK(match_action_events(m, 0, &ev));
    CHECK_INT(ev.before.letter, 'N');
    CHECK_INT(ev.after.letter, 'B');
    CHECK(ev.changed);
    match_free(m);

    m = test_match(pro, NULL);
    CHECK_INT(match_turn(m), 1);
    match_free(m);

    m = test_match(pot, NULL);
    CHECK_INT((int)match_perft(m, 1), 186);
    CHECK_INT((int)match_perft(m, 2), 32932);
    match_free(m);

    m = test_match(por, NULL);
    CHECK_INT((int)match_perft(m, 3), 8400);
    CHECK_STR(play(m, "A:e4"), "");
    CHECK(match_action_events(m, 0, &ev));
    CHECK_INT(ev.board, 0);
    CHECK_INT(ev.before.letter, 'P');
    match_free(m);

    variant_free(fide);
    variant_free(rev);
    variant_free(pot);
    variant_free(por);
    variant_free(pro);
}

/* match_captured as the events of the shown line say it: each action's capture, in order. */
static void captured_by_events(const Match *m, char out[2][40])
{
    out[0][0] = out[1][0] = '\0';
    for (int i = 0; i < match_ply(m); i++) {
        MatchEvents ev;
        for (int k = 0; match_action_events(m, i, &ev) && k < ev.ncaptures; k++) {
            int c = ev.captures[k].colour;
            size_t n = strlen(out[c]);
            if (n < 39) {
                out[c][n] = ev.captures[k].letter;
                out[c][n + 1] = '\0';
            }
        }
    }
}

/* match_captured of the shown line played afresh from the start. */
static void captured_replayed(const Match *m, char out[2][40])
{
    Match *r = test_match(match_variant(m), match_start_fen(m));
    for (int i = 0; i < match_ply(m); i++) {
        Error e;
        CHECK_INT(match_play_text(r, match_action_text(m, i), &e), 0);
    }
    match_captured(r, out);
    match_free(r);
}

static void check_captured(const Match *m)
{
    char got[2][40], want[2][40];
    match_captured(m, got);
    captured_by_events(m, want); /* every capture of every action (a Portal turn two) */
    CHECK_STR(got[WHITE], want[WHITE]);
    CHECK_STR(got[BLACK], want[BLACK]);
    if (match_boards(m) == 2 || match_portal_squares(m, 0)) {
        captured_replayed(m, want);
        CHECK_STR(got[WHITE], want[WHITE]);
        CHECK_STR(got[BLACK], want[BLACK]);
    }
}

/* The captured pieces are linked move to move (the window asks for them at every move):
 * the same answer as the events give (Portal: as the line played afresh gives) through
 * random games with undo, redo, goto and variations, and a 40,000-ply game asked 2,000
 * times in well under the time one walk of the game per question took; Portal's turns
 * that take two pieces at once, exactly. */
static void test_captured_linked(void)
{
    const char *ids[] = {"fide", "revolving", "polypiece", "portal", "portal-one-set"};
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    unsigned seed = 12345;
    for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
        Variant *v = test_variant(ids[k]);
        Match *m = test_match(v, NULL);
        for (int step = 0; step < 400; step++) {
            seed = seed * 1103515245u + 12345u;
            unsigned r = (seed >> 16) % 16;
            if (r == 0) {
                match_undo(m);
            } else if (r == 1) {
                match_redo(m);
            } else if (r == 2) {
                match_goto(m, (int)((seed >> 8) % (unsigned)(match_plies(m) + 1)));
            } else {
                /* a capture when there is one, most of the time */
                int n = match_actions(m, acts, MATCH_MAX_ACTIONS), pick = -1;
                if (n == 0)
                    break;
                for (int i = 0; i < n && pick < 0; i++) {
                    MatchPiece at;
                    if (r < 10 && acts[i].to >= 0 &&
                        match_piece_at(m, acts[i].board, acts[i].to, &at) && at.letter)
                        pick = i;
                }
                Error e;
                CHECK_INT(match_play(m, &acts[pick >= 0 ? pick : (int)(seed % (unsigned)n)], &e),
                          0);
            }
            check_captured(m);
        }
        match_free(m);
        variant_free(v);
    }
    free(acts);
    /* a long game: a few captures, then 40,000 knight moves */
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    match_set_draw_end(m, false); /* the knights repeat the position */
    CHECK_STR(play(m, "e4 d5 exd5 Qxd5 Nc3 Qa5"), "");
    Error e;
    const char *round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    const char *quick = getenv("MORPH_TEST_QUICK"); /* the sanitizer builds: a tenth */
    int plies = quick && *quick == '1' ? 4000 : 40000;
    for (int i = 0; i < plies; i++)
        CHECK_INT(match_play_text(m, round[i % 4], &e), 0);
    char cap[2][40];
    match_captured(m, cap);
    CHECK_STR(cap[WHITE], "P");
    CHECK_STR(cap[BLACK], "P");
    match_free(m);
    variant_free(v);
    /* Portal: a turn in which both take (exd5 and exd4), then two queens take, then the
     * same long game; an entered action's capture shows when its turn is complete */
    v = test_variant("portal");
    m = test_match(v, NULL);
    match_set_draw_end(m, false);
    CHECK_STR(play(m, "A:e4 B:e5 B:d4 A:d5 A:exd5 B:exd4 B:Qxd4"), "");
    MatchEvents ev; /* the turn's second action reports both captures, the first none */
    CHECK(match_action_events(m, 4, &ev));
    CHECK_INT(ev.ncaptures, 0);
    CHECK(match_action_events(m, 5, &ev));
    CHECK_INT(ev.ncaptures, 2);
    CHECK_INT(ev.captures[0].letter, 'P');
    CHECK_INT(ev.captures[1].letter, 'P');
    CHECK(ev.captures[0].colour != ev.captures[1].colour);
    match_captured(m, cap);
    CHECK_STR(cap[WHITE], "P");
    CHECK_STR(cap[BLACK], "P");
    CHECK_STR(play(m, "A:Qxd5"), "");
    match_captured(m, cap);
    CHECK_STR(cap[WHITE], "PP");
    CHECK_STR(cap[BLACK], "PP");
    const char *portal_round[] = {"A:Nf3", "B:Nf6", "B:Nf3", "A:Nf6",
                                  "A:Ng1", "B:Ng8", "B:Ng1", "A:Ng8"};
    for (int i = 0; i < plies; i++)
        CHECK_INT(match_play_text(m, portal_round[i % 8], &e), 0);
    match_captured(m, cap);
    CHECK_STR(cap[WHITE], "PP");
    CHECK_STR(cap[BLACK], "PP");
    match_free(m);
    variant_free(v);
}

/* A record's spelling of each move is kept (its own ! and ? left out) beside the notation;
 * a move played otherwise is written as its notation. */
static void test_written(void)
{
    Variant *v = test_variant("polypiece");
    Match *m = match_new(v, NULL, NULL);
    Error e;
    CHECK_INT(match_play_record(m, "1. e2e4 d7-d5! 2. Qg4?? Bc8:Q+?!", NULL, &e), 0);
    const char *written[] = {"e2e4", "d7-d5", "Qg4", "Bc8:Q+"};
    for (int i = 0; i < 4; i++)
        CHECK_STR(match_node_written(m, match_line_node(m, i)), written[i]);
    CHECK_STR(match_node_text(m, match_line_node(m, 2)), "Qd1-g4=WAND");
    CHECK_INT(match_play_text(m, "Nb1-c3", &e), 0);
    CHECK_STR(match_node_written(m, match_node(m)), match_node_text(m, match_node(m)));
    CHECK_STR(match_node_written(m, MATCH_ROOT), "");
    match_free(m);
    variant_free(v);
}

int main(void)
{
    test_written();
    test_events();
    test_atomic();
    test_plain();
    test_captured_linked();
    test_potential();
    test_portal();
    test_portal_one_set();
    return check_report("test_match");
}
