/* progress.h - the stars earned in the courses (docs/tutorial-format.md, "Progress"): one
 * number per exercise, 1 to 3, kept in the user data folder as courses-progress.json and
 * written whole and at once (atomicfile). Window-free. */
#ifndef MORPH_UI_PROGRESS_H
#define MORPH_UI_PROGRESS_H

#include <stdbool.h>

#include "morphchess/error.h"

#define PROGRESS_MAX 2048 /* exercises remembered */
#define PROGRESS_KEY_MAX 80

typedef struct Progress {
    int n;
    struct {
        char key[PROGRESS_KEY_MAX]; /* "COURSE:LESSON.EXERCISE", 1-based: "polypiece:1.3" */
        int stars;
    } item[PROGRESS_MAX];
} Progress;

/* Stars for a solved exercise: 3 at the first try without a hint, 2 with one wrong try or a
 * hint, 1 otherwise or when the solution was shown. */
int progress_stars(int tries, bool hint, bool solution);

/* Reads path into p. A missing file is no progress (0). A damaged one leaves p empty and
 * returns -1 with err naming the file, the place and the problem. */
int progress_load(Progress *p, const char *path, Error *err);

/* Writes p to path at once (a temporary file renamed over it). 0, or -1 with err. */
int progress_save(const Progress *p, const char *path, Error *err);

/* The stars of an exercise (0-based lesson and exercise), 0 when not solved yet. */
int progress_get(const Progress *p, const char *course, int lesson, int exercise);

/* Records stars for an exercise, keeping the best of old and new. */
void progress_set(Progress *p, const char *course, int lesson, int exercise, int stars);

#endif
