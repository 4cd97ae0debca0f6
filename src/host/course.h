/* course.h - a course of graded exercises for one variant (docs/tutorial-format.md, "Courses"):
 * lessons of exercises solved on the board, each checked against the engine. Read by the CLI
 * (`validate COURSE.json`) and the desktop program, so it sits in the host layer: it reads
 * the course file and the shipped variant it names; the rules are the engine's (match.h). */
#ifndef MORPH_HOST_COURSE_H
#define MORPH_HOST_COURSE_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/error.h"
#include "morphchess/json.h"
#include "morphchess/match.h"
#include "morphchess/variant.h"

#define COURSE_TITLE_MAX 96
#define COURSE_TEXT_MAX 640
#define COURSE_ID_MAX 64
#define COURSE_FEN_MAX 256
#define COURSE_MAX_LESSONS 16
#define COURSE_MAX_EXERCISES 16 /* in one lesson */
#define COURSE_MAX_ANSWERS 16   /* accepted lines of one exercise */
#define COURSE_MAX_PLIES 7      /* in one line: the user's moves and the replies between */
#define COURSE_MAX_GOALS 16
#define COURSE_MAX_WRONG 6
#define COURSE_MAX_OPTIONS 6 /* a "types" question's choices */
#define COURSE_MAX_MARKS 8
#define COURSE_CAP_FILE (1L << 20)

typedef struct CourseSquare {
    int board, sq;
} CourseSquare;

typedef enum CourseGoalKind {
    CGOAL_STATUS = 0, /* text: game_status_name after the line */
    CGOAL_CHECK,      /* flag: the side to act is in check */
    CGOAL_PIECE,      /* square, text: letter (case = colour), "" = empty */
    CGOAL_POWER,      /* square, text: the piece's current Betza power */
    CGOAL_SET,        /* square, text: Potential: the piece's current set */
} CourseGoalKind;

typedef struct CourseGoal {
    CourseGoalKind kind;
    CourseSquare square;
    bool flag;
    char text[MATCH_TEXT_MAX];
    char path[JSON_PATH_MAX];
} CourseGoal;

/* One accepted answer: the user's moves with the replies between them, in order
 * (plies 0, 2, 4... are the user's, 1, 3... the program's). */
typedef struct CourseLine {
    int nplies;
    char ply[COURSE_MAX_PLIES][MATCH_TEXT_MAX];
    char path[JSON_PATH_MAX];
} CourseLine;

typedef struct CourseWrong {
    char move[MATCH_TEXT_MAX];
    char feedback[COURSE_TEXT_MAX];
    char path[JSON_PATH_MAX];
} CourseWrong;

typedef enum CourseKind {
    COURSE_MOVES = 0, /* play a move (or a line) that reaches the goal */
    COURSE_TYPES,     /* which types can the piece on a square still be: pick the right set */
} CourseKind;

typedef struct CourseExercise {
    CourseKind kind;
    char path[JSON_PATH_MAX]; /* "$.lessons[1].exercises[3]" */
    char fen[COURSE_FEN_MAX]; /* as written: a FEN or "start" */
    char task[COURSE_TEXT_MAX];
    char hint[COURSE_TEXT_MAX];
    char explanation[COURSE_TEXT_MAX]; /* shown once solved: why it works */
    int nhint_squares;
    CourseSquare hint_squares[COURSE_MAX_MARKS];
    int nanswers, ngoals, nwrong;
    CourseLine answers[COURSE_MAX_ANSWERS];
    CourseGoal goals[COURSE_MAX_GOALS];
    CourseWrong wrong[COURSE_MAX_WRONG];
    /* COURSE_TYPES: the square asked about, the choices (sets of type letters, upper case,
     * in the order K Q R B N P) and which of them is right. */
    CourseSquare square;
    int noptions, right;
    char options[COURSE_MAX_OPTIONS][16];
} CourseExercise;

typedef struct CourseLesson {
    char title[COURSE_TITLE_MAX];
    char intro[COURSE_TEXT_MAX];
    char tutorial[COURSE_ID_MAX];  /* a tutorial shown first ("" none): assets/tutorials/ID */
    char practice[COURSE_FEN_MAX]; /* a position to practise from against the computer, "" */
    int level;                     /* the computer's level for it (1..) */
    char path[JSON_PATH_MAX];
    int nexercises;
    CourseExercise *exercises;
} CourseLesson;

typedef struct Course {
    char name[256]; /* file name, for messages */
    char *text;     /* the JSON text, kept to place errors */
    size_t len;
    char id[COURSE_ID_MAX]; /* the file's stem: the key of its progress */
    char title[COURSE_TITLE_MAX];
    char summary[COURSE_TEXT_MAX];
    char variant_id[COURSE_ID_MAX];
    int nlessons;
    CourseLesson lessons[COURSE_MAX_LESSONS];
    Variant *variant; /* once bound (owned unless borrowed) */
    bool owns_variant;
} Course;

/* Reads a course from JSON text and checks its structure (not its moves: course_bind).
 * name (the file's path) is used in messages and gives the course's id (its stem). A new
 * course, or NULL with err: where = "NAME:LINE:COL: PATH", what = the problem. */
Course *course_parse(const char *text, size_t len, const char *name, Error *err);

/* course_parse of the file at path. */
Course *course_parse_file(const char *path, Error *err);

/* Attaches the variant: v (borrowed, must outlive c) or, when NULL, the shipped variant the
 * course names (owned). Then checks every exercise through the engine: its position, that
 * every move of every line is legal, that each accepted line reaches the goal, that no other
 * legal move reaches it unless it is accepted too (at the last move of a line; at an earlier
 * move, that no other move forces the goal in the moves left), that each wrong try does not
 * reach it, and a "types" question's choices against the piece's set. Errors name the place
 * and the exercise: "x.json:12:20: $.lessons[0].exercises[2].answers[0] (lesson 1, exercise
 * 3): ...". 0 or -1. */
int course_bind(Course *c, const Variant *v, Error *err);

/* Only attaches the shipped variant the course names and reads every exercise's position
 * (for a player of a course that the tests validate: opening it stays quick). 0 or -1. */
int course_attach(Course *c, Error *err);

/* course_parse_file, then course_bind(NULL). */
Course *course_load(const char *path, Error *err);

void course_free(Course *c);

/* Whether the file at path is a JSON object with "lessons" (a course, not a variant). */
bool course_file_is_course(const char *path);

/* Exercises in all. */
int course_exercises(const Course *c);

/* The start FEN of exercise e (its "start" resolved). 0 or -1 with err. */
int course_start_fen(const Course *c, const CourseExercise *e, char *buf, size_t size, Error *err);

/* Whether the goal of e holds at m; when not and why is not NULL, a sentence on what differs
 * in the variant's terms ("the piece on f3 moves as N, not WD") and the square it is about in
 * *at (board, sq; sq -1 when none). */
bool course_goal_met(const Course *c, const CourseExercise *e, const Match *m, char *why,
                     size_t size, CourseSquare *at);

/* Why the move `a` (legal, not accepted) played at m does not solve e, in the variant's own
 * terms, from the engine's facts: what the move changed (a switch of a whole type or atom, a
 * step up the ladder, a narrowed set), then which part of the goal fails, or with `left` > 1
 * (the user's moves left in the line, this one counted) a reply after which the goal cannot
 * be forced any more. Squares to mark go into marks (up to max; *nmarks gets the count). m
 * is unchanged. The moves are named as name says them (the screen's form: the UI's move list
 * shortens atomic Polypiece's powers), or by their record's text when name is NULL. */
typedef void (*CourseMoveName)(const Match *m, const char *text, int colour, char *out,
                               size_t size);
void course_explain(const Course *c, const CourseExercise *e, const Match *m, const MatchAction *a,
                    int left, CourseMoveName name, char *out, size_t size, CourseSquare *marks,
                    int max, int *nmarks);

/* Why a move from `from` to `to` is not legal at m, in the variant's terms: what the piece
 * there moves as now ("that knight moves as WD now: every knight switched when one moved"). */
void course_explain_illegal(const Course *c, const Match *m, CourseSquare from, CourseSquare to,
                            char *out, size_t size);

/* "Queen, Rook or Pawn" for the letters "QRP" (names from the variant). */
void course_types_text(const Course *c, const char *letters, char *out, size_t size);

/* Reads "e4" or "A:e4" / "B:e4" (Portal's boards) into *out; -1 if s is not a square. */
int course_parse_square(const char *s, CourseSquare *out);

/* What tells the action just played at m from the others of its position: the FEN after it
 * and its notation (in Portal Chess a turn's first action is not in the FEN yet). */
void course_action_key(const Match *m, char *out, size_t size);

/* The user's moves in line L from ply k on, side[j] being the colour that plays ply j (side[0]
 * the user's: in Portal Chess the opponent may act twice in a row). */
int course_user_moves(const CourseLine *L, const int *side, int k);

/* Names a square as the notation does ("e4", or "A:e4" on two boards). */
void course_square_text(const Course *c, CourseSquare s, char *out, size_t size);

#endif
