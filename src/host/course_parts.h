/* course_parts.h - what the course's files share (course_fail.c: placing a problem;
 * course_read.c: reading the file;
 * course_check.c: the engine's checks; course_explain.c: the words for a wrong try). Not for
 * other modules: they use course.h. */
#ifndef MORPH_HOST_COURSE_PARTS_H
#define MORPH_HOST_COURSE_PARTS_H

#include "course.h"

#if defined(__GNUC__)
#define COURSE_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define COURSE_PRINTF(f, a)
#endif

/* Fills err (may be NULL) for the value at path in c's text: where = "NAME:LINE:COL: PATH",
 * with " (lesson L, exercise E)" inside an exercise. Returns -1. */
int course_fail(const Course *c, const char *path, Error *err, const char *fmt, ...)
    COURSE_PRINTF(4, 5);

/* Appends " (lesson L, exercise E)" to err->where when the JSON path in it lies in one. */
void course_name_exercise(Error *err);

/* course_fail at the decoded byte `index` (1-based) of the string at path: the byte a FEN's
 * reader names in an exercise's "fen" (0: the value, as course_fail). */
int course_fail_char(const Course *c, const char *path, int index, Error *err, const char *fmt, ...)
    COURSE_PRINTF(5, 6);

/* The type's name in lower case ("knight") for the letter, or "piece". */
void course_type_name(const Course *c, char letter, char *out, size_t size);

/* Whether the user (colour `user`, to act at m) can force e's goal from m within `moves` of
 * their moves, whatever the opponent does between them. m is unchanged. */
bool course_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves);

/* After one of the user's moves at m: whether every way the opponent can go on (the
 * opponent's actions until the user acts again: in Portal Chess two may follow each other)
 * leaves the goal forced within `moves` more of the user's moves. m is unchanged. */
bool course_replies_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves);

/* After one of the user's moves at m (the opponent to act, or the goal met): whether the goal
 * holds, or is forced within `moves` of the user's moves counting the one just played. */
bool course_after_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves);

#endif
