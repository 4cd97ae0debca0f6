/* tutorial_parts.h - what the tutorial's files share (tutorial.c: binding, stepping and
 * tries; tutorial_read.c: reading the file; tutorial_check.c: expectations). Not for other
 * modules: they use tutorial.h. */
#ifndef MORPH_UI_TUTORIAL_PARTS_H
#define MORPH_UI_TUTORIAL_PARTS_H

#include <stdbool.h>
#include <stddef.h>

#include "course.h"
#include "tutorial.h"

/* Room for the FEN of any family (Portal's two boards, Potential's sets). */
#define TUTORIAL_FEN_MAX 1024

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

struct Tutorial {
    char name[256]; /* file name for messages */
    char *text;     /* the JSON text, kept to map paths to lines */
    size_t len;
    char title[TUTORIAL_TITLE_MAX];
    char summary[TUTORIAL_TEXT_MAX];
    char variant_id[VAR_NAME_MAX];
    int nsteps;
    TutorialStep *steps;
    char (*start_fen)[TUTORIAL_FEN_MAX]; /* per step, once bound */
    const Variant *variant;
    Variant *owned_variant;
    Match *match; /* the shown step */
    int step;
    int played; /* scripted moves of the shown step played */
    bool solved, hint_shown;
    int tries;
    char feedback[TUTORIAL_TEXT_MAX];
    /* A course lesson shown as a tutorial (tutorial_from_course): the course (owned; its
     * variant is the one bound) and each step's exercise, whose goal explains a wrong try. */
    struct Course *course;
    const struct CourseExercise **exercise;
    int lesson;          /* the course's lesson shown (0-based) */
    int *exercise_index; /* each step's exercise in the lesson */
    bool solution_shown; /* H a second time: the answer shown */
    int nwrong_marks;    /* squares the explanation of the last wrong try points at */
    TutorialSquare wrong_marks[COURSE_MAX_MARKS];
    /* An exercise answered by a line (the user's moves, the program's replies between): the
     * plies of it played, the accepted lines still followed (bits), the user's colour, and
     * whether the last try was a right move with more to come. */
    int line_ply;
    unsigned alive;
    int user;
    bool line_going;
    char solution[TUTORIAL_TEXT_MAX]; /* tutorial_solution's text */
};

/* Fills err (may be NULL) for the value at JSON path in the tutorial's text, or its string's
 * decoded byte `index` (1-based; 0: the value): where = "NAME:LINE:COL: PATH", with
 * " (step N)" inside a step, what = the message. Returns -1. */
PRINTF_LIKE(7, 8)
int tutorial_fail_at(const char *name, const char *text, size_t len, const char *path, int index,
                     Error *err, const char *fmt, ...);

#define FAIL(t, path, err, ...)                                                                    \
    tutorial_fail_at((t)->name, (t)->text, (t)->len, path, 0, err, __VA_ARGS__)
/* FAIL at the byte `index` of the string at path (a FEN's column in a step's "fen"). */
#define FAIL_BYTE(t, path, index, err, ...)                                                        \
    tutorial_fail_at((t)->name, (t)->text, (t)->len, path, index, err, __VA_ARGS__)

/* Reads "e4" or "A:e4" / "B:e4" into *out; -1 if s is not a square. */
int tutorial_parse_square(const char *s, TutorialSquare *out);

/* Plays step i's scripted moves and first answer from the FEN start on a new match of
 * t's variant, checking its answers and wrong tries. The match (caller frees), or NULL
 * with err naming the place in the file. */
Match *tutorial_run_step(const Tutorial *t, int i, const char *start, Error *err);

/* A move tried in a course's moves exercise (tutorial_course.c): when it is the next move of
 * an accepted line it is played, then the program's replies of that line; TUTORIAL_RIGHT
 * (solved when the line ends), or TUTORIAL_NOT_READY when it is no line's move. */
TutorialVerdict tutorial_course_move(Tutorial *t, const CourseExercise *e,
                                     const MatchAction *tried);

/* The user's moves left in the longest line still followed, the next one counted. */
int tutorial_course_left(const Tutorial *t, const CourseExercise *e);

/* A types question's answer (tutorial_course.c); tutorial_try passes it on. */
TutorialVerdict tutorial_course_answer(Tutorial *t, const CourseExercise *e, const char *move);

#endif
