/* tutorial.h - the tutorial player model: a tutorial file's steps, the position of
 * each step through match, scripted moves, "find the move" tasks and the
 * expectations the tests check. Window-free (no SDL); docs/tutorial-format.md. */
#ifndef MORPH_TUTORIAL_H
#define MORPH_TUTORIAL_H

#include <stdbool.h>

#include "morphchess/error.h"
#include "morphchess/match.h"
#include "morphchess/variant.h"

#define TUTORIAL_TITLE_MAX 96
#define TUTORIAL_TEXT_MAX 640 /* a caption, feedback or hint */
#define TUTORIAL_MAX_STEPS 48
#define TUTORIAL_MAX_MARKS 32          /* highlights or arrows in one step */
#define TUTORIAL_MAX_MOVES 16          /* scripted moves in one step */
#define TUTORIAL_MAX_TRIES 8           /* answers, or wrong tries, in one step */
#define TUTORIAL_MAX_EXPECT 32         /* expectations in one step */
#define TUTORIAL_PATH_MAX 96           /* JSON path of an item, for messages */
#define TUTORIAL_STEP_FEN_MAX 256      /* a step's FEN as written, NUL included */
#define TUTORIAL_FILE_MAX (256 * 1024) /* bytes in a tutorial file */

/* A square of a board (board 0 unless Portal: "B:a4" is board 1). */
typedef struct TutorialSquare {
    int board;
    int sq;
} TutorialSquare;

typedef struct TutorialArrow {
    TutorialSquare from, to;
} TutorialArrow;

/* A move written in the variant's notation (any form match_play_text reads). */
typedef struct TutorialMove {
    char text[MATCH_TEXT_MAX];
    char path[TUTORIAL_PATH_MAX];
} TutorialMove;

/* A wrong try with its own feedback. */
typedef struct TutorialWrong {
    TutorialMove move;
    char feedback[TUTORIAL_TEXT_MAX];
} TutorialWrong;

typedef enum TutorialExpectKind {
    TEXPECT_TO_MOVE = 0, /* text "white" / "black" */
    TEXPECT_CHECK,       /* flag: the side to act is in check on its board */
    TEXPECT_STATUS,      /* text as game_status_name */
    TEXPECT_RESULT,      /* text as game_result_name */
    TEXPECT_FEN,         /* text: match_fen exactly */
    TEXPECT_PHASES,      /* text "000010/000010": base-36 index per type, White/Black */
    TEXPECT_PIECE,       /* square, text: letter (case = colour, "" = empty) */
    TEXPECT_POWER,       /* square, text: MatchPiece.power */
    TEXPECT_SET,         /* square, text: MatchPiece.potential */
    TEXPECT_ORIGIN,      /* square, text: MatchPiece.origin */
    TEXPECT_LEGAL,       /* text: a move that can be played */
    TEXPECT_ILLEGAL,     /* text: a move that cannot; why: the reader's reason if given */
    TEXPECT_MOVES,       /* number: count of legal actions */
    TEXPECT_LAST,        /* text: the notation of the last action played */
} TutorialExpectKind;

typedef struct TutorialExpect {
    TutorialExpectKind kind;
    TutorialSquare square;
    bool flag;
    int number;
    char text[MATCH_TEXT_MAX];
    char why[256];
    char path[TUTORIAL_PATH_MAX];
} TutorialExpect;

typedef struct TutorialStep {
    char fen[TUTORIAL_STEP_FEN_MAX]; /* as written: a FEN, "start", or "" when it continues */
    char caption[TUTORIAL_TEXT_MAX];
    int nhighlights, narrows, nplay;
    TutorialSquare highlights[TUTORIAL_MAX_MARKS];
    TutorialArrow arrows[TUTORIAL_MAX_MARKS];
    TutorialMove play[TUTORIAL_MAX_MOVES]; /* scripted, in order */
    bool task;                             /* "find the move" */
    int nanswers, nwrong, nhint_squares;
    TutorialMove answers[TUTORIAL_MAX_TRIES]; /* the first is played when found */
    TutorialWrong wrong[TUTORIAL_MAX_TRIES];  /* tries with their own feedback */
    TutorialSquare hint_squares[TUTORIAL_MAX_MARKS];
    char feedback[TUTORIAL_TEXT_MAX]; /* for any other wrong try */
    char hint[TUTORIAL_TEXT_MAX];
    char success[TUTORIAL_TEXT_MAX];
    int nexpect;
    TutorialExpect expect[TUTORIAL_MAX_EXPECT]; /* hold at the step's end */
} TutorialStep;

typedef enum TutorialVerdict {
    TUTORIAL_RIGHT = 0, /* an accepted answer: it has been played */
    TUTORIAL_WRONG,     /* a legal move that is not the answer */
    TUTORIAL_ILLEGAL,   /* not a legal move here */
    TUTORIAL_NOT_READY, /* no task, already solved, or scripted moves still to play */
} TutorialVerdict;

typedef struct Tutorial Tutorial;

/* Reads a tutorial from JSON text and checks its structure (not its moves:
 * see tutorial_bind). `name` (the file name) is used in messages. Returns a
 * new tutorial, or NULL with err filled: where = "NAME:LINE:COL: JSONPATH"
 * plus " (step N)" inside a step, what = the problem. */
Tutorial *tutorial_parse(const char *text, const char *name, Error *err);

/* Attaches the variant the tutorial names: v (borrowed, must outlive t), or
 * when v is NULL the shipped variant of that id (owned by t). Plays every
 * step's scripted moves and tries every answer and wrong try through the
 * core, so an illegal scripted move or a bad FEN is reported here with its
 * place; then shows step 1. Returns 0, or -1 with err filled and t
 * unchanged (unbound, or still bound as before). */
int tutorial_bind(Tutorial *t, const Variant *v, Error *err);

/* tutorial_parse of the file at path (err->where is the path when the file
 * cannot be read). */
Tutorial *tutorial_parse_file(const char *path, Error *err);

/* tutorial_parse_file, then tutorial_bind(NULL). NULL with err filled on
 * failure. */
Tutorial *tutorial_load(const char *path, Error *err);

/* A lesson of the course file at path (docs/tutorial-format.md, "Courses"), read and checked
 * whole as `morphchess-cli validate` checks it (course_bind: a broken course is refused with
 * the place of its first problem, naming the exercise), shown
 * as a tutorial: one step per exercise (its task the caption, its explanation the success
 * text; a types question's choices numbered in the caption), a wrong move explained from the
 * engine's facts by course_explain. lesson is 0-based. NULL with err. */
Tutorial *tutorial_from_course(const char *path, int lesson, Error *err);

/* Frees t (and its match and owned variant); NULL is a no-op. */
void tutorial_free(Tutorial *t);

const char *tutorial_title(const Tutorial *t);
const char *tutorial_summary(const Tutorial *t);
const char *tutorial_variant_id(const Tutorial *t);

/* The variant bound (NULL before tutorial_bind). */
const Variant *tutorial_variant(const Tutorial *t);

int tutorial_steps(const Tutorial *t);
const TutorialStep *tutorial_step_at(const Tutorial *t, int i);

/* The shown step (0-based), its data, and the match showing its position
 * (NULL before tutorial_bind). */
int tutorial_step(const Tutorial *t);
const TutorialStep *tutorial_current(const Tutorial *t);
const Match *tutorial_match(const Tutorial *t);

/* Shows step i from its start (scripted moves not yet played, task
 * unsolved). False (nothing changes) if i is out of range or t is unbound. */
bool tutorial_goto(Tutorial *t, int i);
bool tutorial_next(Tutorial *t);
bool tutorial_back(Tutorial *t);
void tutorial_restart(Tutorial *t);

/* Scripted moves of the shown step not played yet. */
int tutorial_script_left(const Tutorial *t);

/* Plays the next scripted move; *out (may be NULL) gets the action for the
 * animation. False when none is left. */
bool tutorial_play_next(Tutorial *t, MatchAction *out);

/* The shown step asks for a move and it is not found yet. */
bool tutorial_awaits_move(const Tutorial *t);
bool tutorial_solved(const Tutorial *t);
int tutorial_tries(const Tutorial *t);

/* Judges a user's move (any notation match reads; the UI may pass
 * MatchAction.text or plain "d2f3"). A right answer is played; in a course's line the
 * program's reply too (TUTORIAL_RIGHT, not solved until the line ends). The feedback
 * for the verdict is then tutorial_feedback(). */
TutorialVerdict tutorial_try(Tutorial *t, const char *move);

/* A course's step: H a second time showed the solution (tutorial_solution, as
 * tutorial_hint returns it then). */
bool tutorial_solution_shown(const Tutorial *t);

/* The solution of the shown step from where it stands: its first answer, or in a line the
 * next move of the first line still followed and the rest of it ("Qb1-h7+, then Kg8-f8,
 * Qh7-h8#"). */
const char *tutorial_solution(Tutorial *t);

/* A course's exercise answered by a line: the last try was its next move, played with the
 * program's reply, and the line goes on (the user's next move is awaited). */
bool tutorial_line_going(const Tutorial *t);

/* The squares the explanation of the last wrong try points at (the move's, the goal's),
 * at most max into out; their number. 0 after a right answer or a new step. */
int tutorial_wrong_marks(const Tutorial *t, TutorialSquare *out, int max);

/* For a course lesson (tutorial_from_course): the course id (its file stem), the lesson and
 * the shown step's exercise (0-based); false for a plain tutorial. */
bool tutorial_course_step(const Tutorial *t, const char **course, int *lesson, int *exercise);

/* A course's types question at the shown step: its choice i (type letters, "QRP"), NULL past
 * the last or for any other step. tutorial_try with the letters answers it. */
const char *tutorial_question(const Tutorial *t, int i);

/* The course a lesson comes from (NULL for a plain tutorial); owned by t. */
const struct Course *tutorial_course(const Tutorial *t);

/* The stars the shown step earned (progress_stars of its tries, hint and solution), 0 while
 * it is not solved. */
int tutorial_stars(const Tutorial *t);

/* Feedback on the last try (or "" before any). */
const char *tutorial_feedback(const Tutorial *t);

/* The hint of the shown step (a default text when it has none); afterwards
 * tutorial_hint_shown is true, and the renderer marks the hint squares. */
const char *tutorial_hint(Tutorial *t);
bool tutorial_hint_shown(const Tutorial *t);

/* Checks step i's expectations at its end position (after its scripted moves
 * and its first answer), on a scratch match; the shown step is not changed.
 * Adds the number checked to *count (may be NULL). Returns 0, or -1 with err
 * naming the expectation's place and what differed. */
int tutorial_check_step(const Tutorial *t, int i, int *count, Error *err);

#endif
