/* test_ui_tutorial.c - the tutorial player model without a window: stepping, scripted moves,
 * a task's right, wrong and illegal tries with their feedback, the hint, restart, expectation
 * failures; bad tutorial files with exact messages (tests/data/bad-tutorials/NAME.json beside
 * NAME.expected). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "hostfile.h"
#include "json_files.h"
#include "progress.h"
#include "session.h"
#include "session_parts.h"
#include "tutorial.h"

#define BAD_DIR "tests/data/bad-tutorials"

static const char *const lesson =
    "{\"format\": 1, \"title\": \"Knights\", \"variant\": \"polypiece\", \"summary\": \"S\",\n"
    " \"steps\": [\n"
    "  {\"fen\": \"start\", \"caption\": \"one\", \"highlights\": [\"b1\", \"g1\"],\n"
    "   \"arrows\": [[\"g1\", \"f3\"]], \"play\": [\"Ng1-f3=WD\", \"WDg8-g6=N\"],\n"
    "   \"expect\": {\"powers\": {\"f3\": \"N\"}, \"phases\": \"000000/000000\"}},\n"
    "  {\"fen\": \"7k/6rp/7N/8/2B5/8/8/1N2K3 w - - 0 1\", \"caption\": \"two\",\n"
    "   \"task\": {\"answers\": [\"Nb1-c3=WD\", \"Nb1-a3\"],\n"
    "            \"wrong\": [{\"move\": \"Nh6-f7\", \"feedback\": \"F1\"},\n"
    "                      {\"move\": \"Ke1-e3\", \"feedback\": \"one square only\"},\n"
    "                      {\"move\": \"Bc4xg7\", \"feedback\": \"blocked\"}],\n"
    "            \"feedback\": \"not mate\", \"hint\": \"H\", \"hint_squares\": [\"h6\"],\n"
    "            \"success\": \"mate\"},\n"
    "   \"expect\": {\"status\": \"checkmate\", \"result\": \"1-0\", \"check\": true}},\n"
    "  {\"continue\": true, \"caption\": \"three\"}\n"
    " ]\n"
    "}\n";

static void square_is(const Match *m, const char *sq, const char *power)
{
    MatchPiece pc;
    int s = (sq[1] - '1') * 8 + (sq[0] - 'a');
    CHECK(match_piece_at(m, 0, s, &pc));
    CHECK_STR(pc.power, power);
}

static void player(void)
{
    Error err;
    Tutorial *t = tutorial_parse(lesson, "lesson.json", &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK(tutorial_match(t) == NULL); /* not bound yet */
    CHECK(!tutorial_next(t));
    CHECK_INT(tutorial_bind(t, NULL, &err), 0);
    CHECK_STR(tutorial_title(t), "Knights");
    CHECK_STR(tutorial_variant_id(t), "polypiece");
    CHECK_INT(tutorial_steps(t), 3);
    CHECK_INT(tutorial_step(t), 0);

    /* step 1: marks and two scripted moves */
    const TutorialStep *s = tutorial_current(t);
    CHECK_STR(s->caption, "one");
    CHECK_INT(s->nhighlights, 2);
    CHECK_INT(s->highlights[1].sq, 6);
    CHECK_INT(s->narrows, 1);
    CHECK_INT(s->arrows[0].from.sq, 6);
    CHECK_INT(s->arrows[0].to.sq, 21);
    CHECK(!tutorial_awaits_move(t));
    CHECK_INT(tutorial_try(t, "e2e4"), TUTORIAL_NOT_READY);
    CHECK_INT(tutorial_script_left(t), 2);
    MatchAction a;
    CHECK(tutorial_play_next(t, &a));
    CHECK_INT(a.from, 6);
    CHECK_INT(a.to, 21);
    CHECK_STR(a.text, "Ng1-f3=WD");
    square_is(tutorial_match(t), "f3", "WD");
    CHECK(tutorial_play_next(t, NULL));
    CHECK(!tutorial_play_next(t, &a));
    CHECK_INT(tutorial_script_left(t), 0);
    square_is(tutorial_match(t), "f3", "N");

    /* step 2: find the move */
    CHECK(tutorial_next(t));
    CHECK_INT(tutorial_step(t), 1);
    CHECK(tutorial_awaits_move(t));
    CHECK_INT(tutorial_try(t, "Nh6-f7"), TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "F1");
    CHECK_INT(tutorial_try(t, "c4d5"), TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "not mate");
    CHECK_INT(tutorial_try(t, "e1e3"), TUTORIAL_ILLEGAL);
    CHECK_STR(tutorial_feedback(t), "one square only");
    CHECK_INT(tutorial_try(t, "c4g8"), TUTORIAL_WRONG); /* legal, not among the wrong tries */
    CHECK_INT(tutorial_try(t, "c4xg7"), TUTORIAL_ILLEGAL);
    CHECK_STR(tutorial_feedback(t), "blocked");
    CHECK_INT(tutorial_try(t, "Ka1"), TUTORIAL_ILLEGAL);
    CHECK_STR(tutorial_feedback(t), "Ka1 is not a legal move here: no legal move matches.");
    CHECK_INT(tutorial_tries(t), 6);
    CHECK(!tutorial_solved(t));
    CHECK_INT(match_ply(tutorial_match(t)), 0); /* wrong tries leave the position */
    CHECK(!tutorial_hint_shown(t));
    CHECK_STR(tutorial_hint(t), "H");
    CHECK(tutorial_hint_shown(t));
    CHECK_INT(tutorial_current(t)->hint_squares[0].sq, 47);
    CHECK_INT(tutorial_try(t, "b1a3"), TUTORIAL_RIGHT); /* the second answer, other notation */
    CHECK_STR(tutorial_feedback(t), "mate");
    CHECK(tutorial_solved(t));
    CHECK(!tutorial_awaits_move(t));
    CHECK_INT(match_status(tutorial_match(t), NULL), STATUS_CHECKMATE);
    CHECK_STR(match_action_text(tutorial_match(t), 0), "Nb1-a3=WD#");
    CHECK_INT(tutorial_try(t, "b1c3"), TUTORIAL_NOT_READY);

    /* step 3 continues from the first answer, whichever was found */
    CHECK(tutorial_next(t));
    char fen[512];
    CHECK(match_fen(tutorial_match(t), fen, sizeof fen) > 0);
    CHECK_STR(fen, "7k/6rp/7N/8/2B5/2N5/8/4K3 b - - 1 1 phases:000010/000010");
    CHECK(!tutorial_next(t));
    CHECK_INT(tutorial_step(t), 2);

    /* back resets the step: unsolved, no tries, no hint */
    CHECK(tutorial_back(t));
    CHECK(tutorial_awaits_move(t));
    CHECK_INT(tutorial_tries(t), 0);
    CHECK(!tutorial_hint_shown(t));
    CHECK_STR(tutorial_feedback(t), "");
    CHECK_STR(tutorial_hint(t), "H");
    tutorial_restart(t);
    CHECK_INT(tutorial_step(t), 0);
    CHECK_INT(tutorial_script_left(t), 2);
    CHECK(match_fen(tutorial_match(t), fen, sizeof fen) > 0);
    CHECK_STR(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 phases:000000/000000");
    CHECK(!tutorial_goto(t, 3));
    CHECK(!tutorial_goto(t, -1));
    CHECK_INT(tutorial_step(t), 0);

    /* expectations, checked without moving the shown step */
    int count = 0;
    for (int i = 0; i < 3; i++)
        CHECK_INT(tutorial_check_step(t, i, &count, &err), 0);
    CHECK_INT(count, 5);
    CHECK_INT(tutorial_step(t), 0);
    tutorial_free(t);
}

/* A failed expectation names its place and what differed. */
static void expect_fails(const char *expect, const char *message)
{
    char text[1024];
    snprintf(text, sizeof text,
             "{\"format\": 1, \"title\": \"T\", \"variant\": \"polypiece\", \"summary\": \"S\",\n"
             " \"steps\": [{\"fen\": \"start\", \"caption\": \"c\", \"play\": [\"Ng1-f3=WD\"],\n"
             "  \"expect\": %s}]}\n",
             expect);
    Error err;
    error_clear(&err);
    Tutorial *t = tutorial_parse(text, "x.json", &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK_INT(tutorial_bind(t, NULL, &err), 0);
    CHECK_INT(tutorial_check_step(t, 0, NULL, &err), -1);
    char got[600];
    error_format(&err, got, sizeof got);
    CHECK_STR(got, message);
    tutorial_free(t);
}

static void expectations(void)
{
    expect_fails("{\"powers\": {\"f3\": \"N\"}}",
                 "x.json:3:31: $.steps[0].expect.powers.f3 (step 1): expected \"N\" on f3, "
                 "found \"WD\"");
    expect_fails("{\"to_move\": \"white\"}",
                 "x.json:3:25: $.steps[0].expect.to_move (step 1): expected \"white\", found "
                 "\"black\"");
    expect_fails("{\"pieces\": {\"g1\": \"N\"}}",
                 "x.json:3:31: $.steps[0].expect.pieces.g1 (step 1): expected \"N\" on g1, but "
                 "the square is empty");
    expect_fails("{\"check\": true}",
                 "x.json:3:23: $.steps[0].expect.check (step 1): expected check, but the side "
                 "to move is not in check");
    expect_fails("{\"moves\": 3}",
                 "x.json:3:23: $.steps[0].expect.moves (step 1): expected 3 legal moves, found 18");
    expect_fails("{\"legal\": [\"g8-f6\"]}",
                 "x.json:3:24: $.steps[0].expect.legal[0] (step 1): expected \"g8-f6\" to be "
                 "legal: illegal move");
    expect_fails("{\"illegal\": [\"WDg8-g6\"]}",
                 "x.json:3:26: $.steps[0].expect.illegal[0] (step 1): expected \"WDg8-g6\" to be "
                 "illegal, but it can be played");
    expect_fails("{\"illegal\": [{\"move\": \"g8-f6\", \"why\": \"no\"}]}",
                 "x.json:3:26: $.steps[0].expect.illegal[0] (step 1): \"g8-f6\" is illegal "
                 "because \"illegal move\", not \"no\"");
    expect_fails("{\"phases\": \"000000/000000\"}",
                 "x.json:3:24: $.steps[0].expect.phases (step 1): expected \"000000/000000\", "
                 "found \"000010/000010\"");
}

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = malloc(4096);
    size_t n = buf ? fread(buf, 1, 4095, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

/* Every bad file fails to load with exactly the message beside it. */
static void bad_files(void)
{
    char *names[64];
    int n = json_files(BAD_DIR, names, 64);
    CHECK(n > 0);
    CHECK(n >= 10);
    for (int i = 0; i < n; i++) {
        char path[512], expected_path[512];
        snprintf(path, sizeof path, "%s/%s", BAD_DIR, names[i]);
        snprintf(expected_path, sizeof expected_path, "%s/%.*s.expected", BAD_DIR,
                 (int)strlen(names[i]) - 5, names[i]);
        char *expected = read_text(expected_path);
        CHECK(expected != NULL);
        Error err;
        error_clear(&err);
        Tutorial *t = tutorial_load(path, &err);
        CHECK(t == NULL);
        tutorial_free(t);
        char got[600];
        error_format(&err, got, sizeof got);
        if (expected) {
            expected[strcspn(expected, "\n")] = '\0';
            if (strcmp(got, expected) != 0)
                fprintf(stderr, "%s:\n  got      %s\n  expected %s\n", names[i], got, expected);
            CHECK_STR(got, expected);
        }
        free(expected);
        free(names[i]);
    }
}

static void misc(void)
{
    Error err;
    error_clear(&err);
    CHECK(tutorial_load("tests/data/bad-tutorials/none.json", &err) == NULL);
    CHECK_STR(err.where, "tests/data/bad-tutorials/none.json");
    CHECK_STR(err.what, "cannot open the file: No such file or directory");
    CHECK(tutorial_parse(NULL, "n.json", &err) == NULL);
    CHECK_STR(err.what, "no text (NULL)");
    tutorial_free(NULL);
    /* binding to a variant other than the one named */
    Variant *v = NULL;
    CHECK_INT(host_load_variant("variants/revolving.json", &v, &err), 0);
    Tutorial *t = tutorial_parse(lesson, "lesson.json", &err);
    CHECK(t != NULL);
    if (t && v) {
        CHECK_INT(tutorial_bind(t, v, &err), -1);
        CHECK_STR(err.what, "the tutorial is for \"polypiece\", not \"revolving\"");
        CHECK(tutorial_match(t) == NULL);
    }
    tutorial_free(t);
    variant_free(v);
}

static View view; /* large: kept off the stack */
static Session session;

static int apply(int kind, int from, int to)
{
    Intent it = {(IntentKind)kind, 0, from, 0, to, false, 0, 0, 0};
    return session_apply(&session, &view, &it);
}

static bool has_prefix(const char *s, const char *prefix)
{
    bool ok = strncmp(s, prefix, strlen(prefix)) == 0;
    if (!ok)
        fprintf(stderr, "\"%s\" does not start with \"%s\"\n", s, prefix);
    return ok;
}

/* The tutorial in the program's session, without a window: the list, stepping, a task. */
static void session_flow(void)
{
    Session *s = &session;
    View *v = &view;
    CHECK_INT(session_init(s, ".", NULL), 0);
    session_show_menu(s, v);
    CHECK(s->nentries > 0);
    CHECK_INT(s->entries[s->nentries - 1].kind, ENTRY_SETTINGS);
    CHECK_INT(s->entries[s->nentries - 2].kind, ENTRY_TUTORIALS);
    CHECK_INT(s->entries[s->nentries - 3].kind, ENTRY_TUTORIAL); /* "Continue learning" */
    CHECK_STR(s->entries[s->nentries - 3].path, "./assets/courses/fide.json#1.1");
    Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, s->nentries - 2, 0, 0};
    CHECK_INT(session_apply(s, v, &pick), 1);
    CHECK_INT(s->mode, SESSION_TUTORIALS);
    CHECK_STR(v->modal.title, "Courses and tutorials");
    /* the courses first: "Continue" (the next exercise), each course's lessons, then the
     * tutorials */
    CHECK_STR(v->modal.items[0].title, "Continue: Chess basics \xc2\xb7 The pieces, exercise 1");
    CHECK_STR(s->entries[0].path, "./assets/courses/fide.json#1.1");
    CHECK_STR(v->modal.items[1].title, "Chess basics \xc2\xb7 1. The pieces");
    CHECK(has_prefix(v->modal.items[1].detail, "0 of 9 solved, 0 of 27 stars"));
    /* a long intro is cut after a whole sentence, not inside a word */
    CHECK_STR(v->modal.items[4].title, "Betza notation \xc2\xb7 1. Atoms");
    CHECK(strstr(v->modal.items[4].detail, "A: a leap of two diagonally.") != NULL);
    CHECK(strstr(v->modal.items[4].detail, "diagonally. N") == NULL);
    int k = v->modal.nitems - 9; /* the first tutorial */
    int poly = -1;
    for (int i = 0; i < s->nentries; i++)
        if (strcmp(s->entries[i].path, "./assets/tutorials/polypiece.json") == 0)
            poly = i;
    CHECK(poly >= 0);
    CHECK_STR(v->modal.items[poly].title, "Polypiece Chess: one move changes a whole type");
    /* in the new-game list's order, Betza first, each form indented under its variant */
    static const char *const order[] = {
        "betza",     "polypiece", "polypiece-armies", "polypiece-phased",
        "revolving", "prodem",    "moveup-takedown",  "potential",
        "portal"};
    CHECK_INT(k, 22);
    for (int i = 0; i < 9 && k + i < v->modal.nitems; i++) {
        char want[96];
        snprintf(want, sizeof want, "./assets/tutorials/%s.json", order[i]);
        CHECK_STR(s->entries[k + i].path, want);
        CHECK(v->modal.items[k + i].sub == (i == 2 || i == 3));
    }
    pick.on = poly;
    CHECK_INT(session_apply(s, v, &pick), 1);
    CHECK(s->tutorial != NULL);
    if (!s->tutorial)
        return;
    CHECK_INT(s->mode, SESSION_PLAY);
    CHECK_INT(v->modal.kind, VIEW_MODAL_NONE);
    CHECK_STR(v->panel.turn, "Step 1 of 6");
    CHECK(has_prefix(v->panel.caption, "The usual array"));
    CHECK(v->board[0].marks == ((1ull << 1) | (1ull << 6) | (1ull << 57) | (1ull << 62)));
    CHECK_STR(v->board[0].sq[6].piece.badge, "N");
    CHECK(session_pickable(s, 0) == 0); /* no task: the board takes no move */

    CHECK_INT(apply(INTENT_STEP_FORWARD, -1, -1), 1);
    CHECK_STR(v->panel.turn, "Step 2 of 6");
    CHECK(has_prefix(v->panel.feedback, "Press"));
    CHECK(!v->board[0].sq[21].occupied);
    long played = s->played;
    CHECK_INT(apply(INTENT_STEP_FORWARD, -1, -1), 1); /* the scripted Ng1-f3=WD */
    CHECK_INT(s->played, played + 1);                 /* a move played: the app sounds it */
    CHECK_STR(v->panel.turn, "Step 2 of 6");
    CHECK(v->board[0].sq[21].occupied);
    CHECK_STR(v->board[0].sq[21].piece.badge, "WD");
    CHECK_STR(v->board[0].sq[57].piece.badge, "WD");
    CHECK_INT(v->board[0].last_to, 21);
    CHECK(v->nmorphs >= 4); /* the mover and the three other knights change */
    CHECK(v->morph_t < 1.0f);
    CHECK_INT(apply(INTENT_STEP_BACK, -1, -1), 1); /* back to step 1 */
    CHECK_STR(v->panel.turn, "Step 1 of 6");
    CHECK_INT(s->played, played + 1); /* stepping back plays nothing */
    for (int i = 0; i < 5; i++)
        apply(INTENT_STEP_FORWARD, -1, -1);
    CHECK_STR(v->panel.turn, "Step 4 of 6");
    CHECK_INT(v->board[0].narrows, 1);
    CHECK_INT(v->board[0].arrow_from[0], 20);
    CHECK_INT(v->board[0].arrow_to[0], 4);
    CHECK_INT(apply(INTENT_STEP_FORWARD, -1, -1), 1);
    CHECK_STR(v->panel.turn, "Step 5 of 6");
    CHECK(has_prefix(v->panel.feedback, "Your move"));
    CHECK((session_pickable(s, 0) >> 7) & 1u); /* the rook on h1 */
    CHECK_INT(apply(INTENT_MOVE, 7, 63), 1);   /* Rh1-h8: a wrong try */
    CHECK(has_prefix(v->panel.feedback, "On h8 the rook is a nightrider"));
    CHECK(!v->board[0].sq[63].occupied);
    CHECK_INT(apply(INTENT_HINT, -1, -1), 1);
    CHECK(strstr(v->panel.feedback, "Hint: A nightrider on h2") != NULL);
    CHECK((v->board[0].marks >> 30) & 1u);   /* g4, a hint square */
    CHECK_INT(apply(INTENT_MOVE, 7, 15), 1); /* Rh1-h2=NN+: right */
    CHECK(has_prefix(v->panel.feedback, "Right: the rook lands"));
    CHECK_STR(v->board[0].sq[15].piece.badge, "NN");
    CHECK(session_pickable(s, 0) == 0);
    CHECK_INT(apply(INTENT_STEP_FIRST, -1, -1), 1);
    CHECK_STR(v->panel.turn, "Step 1 of 6");
    CHECK_INT(apply(INTENT_CANCEL, -1, -1), 1); /* Esc: back to the list it came from */
    CHECK(s->tutorial == NULL);
    CHECK_INT(s->mode, SESSION_TUTORIALS);
    CHECK_STR(v->modal.title, "Courses and tutorials");
    CHECK_INT(apply(INTENT_CANCEL, -1, -1), 1); /* no game: the new-game list */
    CHECK_INT(s->mode, SESSION_MENU);
    CHECK_STR(v->panel.caption, "");

    /* from a game, L opens the tutorial of its variant */
    s->settings.clock = settings_clock_index("3+2"); /* the clocks survive the tutorial */
    CHECK_INT(session_start_variant(s, v, "./variants/revolving.json"), 0);
    CHECK_INT(apply(INTENT_MOVE, 12, 28), 1); /* e2-e4 */
    CHECK_INT(v->panel.clock_ms[VIEW_WHITE], 182000);
    v->flipped = true;
    CHECK_INT(apply(INTENT_LEARN, -1, -1), 1);
    CHECK(s->tutorial != NULL);
    CHECK_STR(v->panel.title, "Revolving Chess: the piece that moves changes");
    apply(INTENT_STEP_FORWARD, -1, -1);
    /* Esc goes back to the game as it was: the move played, the board turned */
    CHECK_INT(apply(INTENT_CANCEL, -1, -1), 1);
    CHECK(s->tutorial == NULL);
    CHECK_INT(s->mode, SESSION_PLAY);
    CHECK_INT(v->modal.kind, VIEW_MODAL_NONE);
    CHECK_STR(v->panel.title, "Revolving Chess");
    CHECK(s->match != NULL && match_plies(s->match) == 1);
    CHECK(v->board[0].sq[28].occupied);
    CHECK(v->flipped);
    CHECK(v->panel.clocks);
    CHECK_INT(v->panel.clock_ms[VIEW_WHITE], 182000);
    CHECK_INT(v->panel.clock_running, VIEW_BLACK);
    /* L, the tutorials list, a tutorial picked there: Esc shows the list over the game */
    CHECK_INT(apply(INTENT_LEARN, -1, -1), 1);
    CHECK_INT(apply(INTENT_CANCEL, -1, -1), 1);
    CHECK_INT(s->mode, SESSION_PLAY);
    CHECK(s->match != NULL && match_plies(s->match) == 1);
    /* the file named after the variant first (betza.json is a Polypiece tutorial too) */
    CHECK_INT(session_start_variant(s, v, "./variants/polypiece.json"), 0);
    CHECK_INT(apply(INTENT_LEARN, -1, -1), 1);
    CHECK_STR(v->panel.title, "Polypiece Chess: one move changes a whole type");
    session_clear(s);
}

/* A course lesson played as a tutorial: a wrong move explained from the engine's facts, the
 * right one accepted with the exercise's explanation. */
static void course_lesson(void)
{
    Error err;
    Tutorial *t = tutorial_from_course("assets/courses/polypiece.json", 0, &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK_INT(tutorial_steps(t), 5);
    CHECK(tutorial_try(t, "e2-e4") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "e2-e4: The knight on b8 moves as N, not WD.");
    CHECK(tutorial_goto(t, 2));
    CHECK(tutorial_try(t, "Bc4-d5") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "Bc4-d5=R4: Every bishop, White's and Black's, now moves as "
                                    "R4: the type switched. That is not checkmate: Black can "
                                    "still play Rg7-g1=NN.");
    CHECK(tutorial_try(t, "Nb1-c3") == TUTORIAL_RIGHT);
    CHECK(tutorial_solved(t));
    tutorial_free(t);
    /* 2.2: the block escapes the check too, but gives the knight away */
    t = tutorial_from_course("assets/courses/polypiece.json", 1, &err);
    CHECK(t != NULL && tutorial_goto(t, 1));
    if (!t)
        return;
    CHECK(tutorial_try(t, "Ne8-d6") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "The knight blocks the check, but the nightrider simply "
                                    "takes it: NNb5xd6=R.");
    CHECK(tutorial_try(t, "NNg8-e4") == TUTORIAL_RIGHT);
    tutorial_free(t);
    CHECK(tutorial_from_course("assets/courses/polypiece.json", 7, &err) == NULL);
    CHECK_STR(err.what, "no lesson 8 (the course has 2)");
}

/* The courses in the session: a types question answered from the choice list (wrong, then
 * right), its stars kept in the user folder and found again by a new session, which offers the
 * next exercise; a damaged progress file gets a message, not a crash. */
static void course_session(void)
{
    char dir[] = "/tmp/morph-course-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    Session *s = &session;
    View *v = &view;
    CHECK_INT(session_init(s, ".", dir), 0);
    CHECK_INT(session_start_tutorial(s, v, "./assets/courses/potential.json#1.2"), 0);
    CHECK_INT(s->mode, SESSION_CHOICE);
    CHECK_INT(s->nchoices, 4);
    CHECK_STR(v->modal.items[0].title, "1. Queen, Rook or Pawn");
    Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, 1, 0, 0}; /* QR: wrong */
    CHECK_INT(session_apply(s, v, &pick), 1);
    CHECK_INT(s->mode, SESSION_PLAY);
    CHECK(strstr(v->panel.feedback, "Not quite: nothing yet rules out a Pawn on d4.") != NULL);
    CHECK(v->board[0].wrong_marks == 1ull << 27); /* d4: the wrong try's mark, not a hint's */
    CHECK(v->board[0].marks == 0);
    CHECK_INT(apply(INTENT_CONFIRM, -1, -1), 1); /* the choices again */
    CHECK_INT(s->mode, SESSION_CHOICE);
    pick.on = 0;
    CHECK_INT(session_apply(s, v, &pick), 1);
    CHECK(tutorial_solved(s->tutorial));
    CHECK(has_prefix(v->panel.feedback, "\xe2\x98\x85\xe2\x98\x85\xe2\x98\x86")); /* 2 stars */
    session_clear(s);

    /* a new session: the progress is there, and the next exercise skips the solved one */
    CHECK_INT(session_init(s, ".", dir), 0);
    char next[SESSION_PATH_MAX], title[256];
    CHECK(session_next_exercise(s, next, sizeof next, title, sizeof title));
    CHECK_STR(next, "./assets/courses/fide.json#1.1");
    Progress *p = malloc(sizeof *p);
    char path[SESSION_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/courses-progress.json", dir);
    Error err;
    CHECK_INT(progress_load(p, path, &err), 0);
    CHECK_INT(progress_get(p, "potential", 0, 1), 2);
    CHECK_INT(progress_get(p, "potential", 0, 0), 0);
    session_clear(s);

    /* damaged: a message in the list, and the next solve starts afresh (the file kept aside) */
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("{\"format\": 1, \"stars\": {\"fide:1.1\": 7}}", f);
        fclose(f);
    }
    CHECK_INT(progress_load(p, path, &err), -1);
    CHECK(strstr(err.where, "courses-progress.json:1:37: $.stars[\"fide:1.1\"]") != NULL);
    CHECK_STR(err.what, "expected an integer from 1 to 3, got 7");
    CHECK_INT(session_init(s, ".", dir), 0);
    session_show_tutorials(s, v);
    CHECK(has_prefix(v->modal.subtitle, "The progress file cannot be read ("));
    session_clear(s);
    free(p);
    char aside[SESSION_PATH_MAX + 40];
    snprintf(aside, sizeof aside, "%s.bad", path);
    remove(aside);
    remove(path);
}

/* Issue 47: the courses' "Continue" moves on once its exercise is solved: picked from the
 * list, solved, Esc back to the list, it offers the next exercise (and the list's own rows
 * count the solved one). */
static void course_continue(void)
{
    char dir[] = "/tmp/morph-continue-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    Session *s = &session;
    View *v = &view;
    CHECK_INT(session_init(s, ".", dir), 0);
    session_show_tutorials(s, v);
    CHECK_STR(v->modal.items[0].title, "Continue: Chess basics \xc2\xb7 The pieces, exercise 1");
    Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, 0, 0, 0};
    CHECK_INT(session_apply(s, v, &pick), 1);
    CHECK(s->tutorial != NULL);
    for (int i = 0; i < 4 && s->tutorial && !tutorial_awaits_move(s->tutorial); i++)
        apply(INTENT_STEP_FORWARD, -1, -1);
    CHECK_INT(apply(INTENT_MOVE, 3, 4 * 8 + 3), 1); /* Rd1xd5 */
    CHECK(s->tutorial && tutorial_solved(s->tutorial));
    apply(INTENT_STEP_FORWARD, -1, -1); /* on to exercise 2, then the map */
    apply(INTENT_CANCEL, -1, -1);       /* Esc: the course map */
    CHECK_STR(v->modal.items[0].title, "Continue: Chess basics \xc2\xb7 The pieces, exercise 2");
    session_clear(s);
    char path[SESSION_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/courses-progress.json", dir);
    remove(path);
    rmdir(dir);
}

/* Exercises answered by a line: a right move is played with the program's reply (a lost turn
 * in Portal Chess named so) and the exercise goes on; a wrong second move is explained; H
 * twice gives the rest of the line; the stars count the wrong tries only. A wrong move in
 * atomic Polypiece names the atom that switched. */
static void course_lines(void)
{
    Error err;
    Tutorial *t = tutorial_from_course("assets/courses/fide.json", 2, &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK(tutorial_goto(t, 7));
    CHECK(tutorial_try(t, "Kc6-c7") == TUTORIAL_RIGHT);
    CHECK(!tutorial_solved(t));
    CHECK(tutorial_line_going(t));
    CHECK_STR(tutorial_feedback(t), "Right. Black answers Ka7. Your next move.");
    CHECK(tutorial_try(t, "Rd1-d8") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t), "Rd8: That is not checkmate: Black can still play Ka6.");
    CHECK(!tutorial_line_going(t));
    tutorial_hint(t);
    CHECK_STR(tutorial_hint(t), "Rd1-a1#");
    CHECK(tutorial_try(t, "Rd1-a1") == TUTORIAL_RIGHT);
    CHECK(tutorial_solved(t));
    CHECK_INT(tutorial_stars(t), 1);
    CHECK(tutorial_goto(t, 7)); /* again, without a hint: one wrong first move, 2 stars */
    CHECK(tutorial_try(t, "Rd1-d7") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t),
              "Rd7: Black answers Kb8, and the goal is out of reach in the moves left.");
    CHECK_STR(tutorial_solution(t), "Kc6-b6, then the reply Ka8-b8, Rd1-d8#");
    CHECK(tutorial_try(t, "Kc6-b6") == TUTORIAL_RIGHT);
    CHECK(tutorial_try(t, "Rd1-d8") == TUTORIAL_RIGHT);
    CHECK_INT(tutorial_stars(t), 2);
    tutorial_free(t);

    t = tutorial_from_course("assets/courses/portal.json", 2, &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK(tutorial_goto(t, 3));
    CHECK(tutorial_try(t, "A:declare") == TUTORIAL_RIGHT);
    CHECK_STR(tutorial_feedback(t), "Right. Black cannot act and loses the turn (B:--). Black "
                                    "cannot act and loses the turn (A:--). Your next move.");
    CHECK(tutorial_try(t, "B:tp:Rh4-h4") == TUTORIAL_RIGHT);
    CHECK(tutorial_solved(t));
    CHECK_INT(match_status(tutorial_match(t), NULL), STATUS_CHECKMATE);
    CHECK_INT(tutorial_stars(t), 3);
    tutorial_free(t);

    t = tutorial_from_course("assets/courses/polypiece-atomic.json", 0, &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK(tutorial_goto(t, 2));
    CHECK(tutorial_try(t, "Ra1-a3") == TUTORIAL_WRONG);
    CHECK_STR(tutorial_feedback(t),
              "Ra1-a3=B: The move was made with the W atom, so W is F now for every piece that "
              "uses it: every king moves as F1F, every queen as F0F0, every rook as F0, every "
              "pawn as fmFfceFifmnD. That gives no check.");
    CHECK(tutorial_goto(t, 3)); /* the solution said as the move list says it */
    tutorial_hint(t);
    CHECK_STR(tutorial_hint(t), "Fe1-d2=K~W+"); /* the course gives F1Fe1-d2=K~W+ */
    CHECK(tutorial_goto(t, 3)); /* the same squares, the other atom: not the answer */
    CHECK(tutorial_try(t, "F1Fe1-d2=F1F~-") == TUTORIAL_WRONG);
    CHECK(tutorial_try(t, "F1Fe1-d2=K~W") == TUTORIAL_RIGHT);
    tutorial_free(t);
}

/* A broken course file is refused when a lesson of it is opened, with the validator's
 * located message; a line played through the session shows the reply on the panel. */
static void course_checked_on_open(void)
{
    Session *s = &session;
    View *v = &view;
    CHECK_INT(session_init(s, ".", NULL), 0);
    CHECK_INT(session_start_tutorial(s, v, "./tests/data/bad-courses/answer-misses-goal.json#1.2"),
              -1);
    CHECK_STR(v->modal.title, "Cannot open the lesson");
    CHECK(has_prefix(v->modal.subtitle,
                     "./tests/data/bad-courses/answer-misses-goal.json:13:90: "
                     "$.lessons[0].exercises[1].answers[0] (lesson 1, exercise 2): the answer "
                     "does not reach the goal: That is not checkmate: Black can still play Kf8."));
    CHECK(s->tutorial == NULL);
    CHECK_INT(session_start_tutorial(s, v, "./assets/courses/portal.json#3.1"), 0);
    CHECK_INT(apply(INTENT_DECLARE, -1, -1), 1);
    CHECK(has_prefix(v->panel.feedback, "Right. Black answers B:Kd8. Black cannot act and loses "
                                        "the turn (A:--). Your next move. H for a hint."));
    Intent tp = {INTENT_MOVE, 0, 24, 1, 24, false, 0, 0, 0}; /* A:a4 to B:a4 */
    CHECK_INT(session_apply(s, v, &tp), 1);
    CHECK(tutorial_solved(s->tutorial));
    session_clear(s);
}

/* The rules card (R): built from the variant's definition, the powers in force after a
 * move, the mutation rule and special cases in words; any key puts it away. */
static void rules_card(void)
{
    Session *s = &session;
    View *v = &view;
    CHECK_INT(session_init(s, ".", NULL), 0);
    CHECK_INT(session_start_variant(s, v, "./variants/polypiece.json"), 0);
    CHECK_INT(apply(INTENT_MOVE, 6, 21), 1); /* Ng1-f3=WD */
    CHECK_INT(apply(INTENT_RULES, -1, -1), 1);
    const ViewRules *R = &v->rules;
    CHECK(R->visible);
    CHECK_STR(R->title, "Polypiece Chess: the rules");
    CHECK(has_prefix(R->text, "When a piece moves, every piece of its type, on both sides, "
                              "switches to the next power of its list.\nStalemate is a draw.\n"));
    CHECK_INT(R->ntypes, 6);
    CHECK_STR(R->type[4].name, "Knight");
    CHECK_STR(R->type[4].powers, "N, WD (now WD)");
    CHECK_INT(R->type[4].ndiagrams, 2);
    CHECK_STR(R->type[4].label[1], "N next");
    CHECK_INT(R->type[4].cls[0][27 + 16], 3); /* a WD on d4 goes to d6 (the D leap) */
    CHECK_INT(R->type[4].cls[1][27 + 17], 3); /* an N to e6 */
    Intent esc = {INTENT_CANCEL, -1, -1, -1, -1, false, 0, 0, 0}; /* as its screen takes it */
    CHECK_INT(session_rules_apply(s, v, &esc), 1);
    CHECK(!R->visible);
    CHECK_INT(session_rules_apply(s, v, &esc), -1); /* no card: the intent goes on */
    CHECK_INT(session_start_variant(s, v, "./variants/prodem.json"), 0);
    CHECK_INT(apply(INTENT_RULES, -1, -1), 1);
    CHECK(
        has_prefix(R->text, "On odd turns a man that moves steps down (Queen \xe2\x86\x92 Rook, "));
    CHECK(strstr(R->text,
                 "There is no check: a king may be left attacked, and capturing it wins.") != NULL);
    CHECK(strstr(R->text, "White does not play on turn 1") != NULL);
    CHECK_INT(apply(INTENT_RULES, -1, -1), 1);
    CHECK(!R->visible);
    /* Portal: no plain stalemate, the lost turn instead */
    CHECK_INT(session_start_variant(s, v, "./variants/portal.json"), 0);
    CHECK_INT(apply(INTENT_RULES, -1, -1), 1);
    CHECK(strstr(R->text, "Stalemate") == NULL);
    CHECK(strstr(R->text, "has no legal action on their board and is not in check, loses the "
                          "turn; a stalemate, drawn, is both players losing their turns "
                          "together.") != NULL);
    CHECK_INT(apply(INTENT_RULES, -1, -1), 1);
    session_clear(s);
}

int main(void)
{
    if (chdir(MORPH_SOURCE_DIR) != 0) {
        perror(MORPH_SOURCE_DIR);
        return 1;
    }
    player();
    expectations();
    bad_files();
    misc();
    session_flow();
    course_lesson();
    course_session();
    course_continue();
    course_lines();
    course_checked_on_open();
    rules_card();
    return check_report("test_ui_tutorial");
}
