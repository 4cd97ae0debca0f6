/* tutorial_course.c - a course lesson (src/host/course.h) shown by the tutorial player: each
 * exercise played on the board becomes a "find the move" step, and a wrong try is explained
 * from the engine's facts (tutorial_try calls course_explain). */
#include "course.h"
#include "tutorial_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void square_of(CourseSquare q, TutorialSquare *out)
{
    *out = (TutorialSquare){q.board, q.sq};
}

/* Fills step s from exercise e (a moves exercise: its lines' first moves are the answers). */
static void fill_step(TutorialStep *s, const CourseExercise *e)
{
    memset(s, 0, sizeof *s);
    snprintf(s->fen, sizeof s->fen, "%s", e->fen);
    snprintf(s->caption, sizeof s->caption, "%s", e->task);
    s->task = true;
    for (int i = 0; i < e->nanswers && s->nanswers < TUTORIAL_MAX_TRIES; i++)
        snprintf(s->answers[s->nanswers++].text, MATCH_TEXT_MAX, "%s", e->answers[i].ply[0]);
    for (int i = 0; i < e->nwrong && s->nwrong < TUTORIAL_MAX_TRIES; i++) {
        TutorialWrong *w = &s->wrong[s->nwrong++];
        snprintf(w->move.text, sizeof w->move.text, "%s", e->wrong[i].move);
        snprintf(w->feedback, sizeof w->feedback, "%s", e->wrong[i].feedback);
    }
    for (int i = 0; i < e->nhint_squares && i < TUTORIAL_MAX_MARKS; i++)
        square_of(e->hint_squares[i], &s->hint_squares[s->nhint_squares++]);
    snprintf(s->hint, sizeof s->hint, "%s", e->hint);
    snprintf(s->success, sizeof s->success, "%s", e->explanation);
}

Tutorial *tutorial_from_course(const char *path, int lesson, Error *err)
{
    Course *c = course_load(path, err);
    if (!c)
        return NULL;
    if (lesson < 0 || lesson >= c->nlessons) {
        error_set(err, path, "no lesson %d (the course has %d)", lesson + 1, c->nlessons);
        course_free(c);
        return NULL;
    }
    const CourseLesson *l = &c->lessons[lesson];
    Tutorial *t = calloc(1, sizeof *t);
    int n = 0;
    for (int i = 0; i < l->nexercises; i++)
        n += l->exercises[i].kind == COURSE_MOVES;
    if (t && n > 0) {
        t->steps = calloc((size_t)n, sizeof *t->steps);
        t->exercise = calloc((size_t)n, sizeof *t->exercise);
        t->start_fen = calloc((size_t)n, sizeof *t->start_fen);
    }
    if (!t || n == 0 || !t->steps || !t->exercise || !t->start_fen) {
        error_set(err, path,
                  n == 0 ? "lesson %d has no exercise played on the board"
                         : "out of memory (lesson %d)",
                  lesson + 1);
        tutorial_free(t);
        course_free(c);
        return NULL;
    }
    t->course = c;
    t->variant = c->variant;
    snprintf(t->name, sizeof t->name, "%s", path);
    snprintf(t->title, sizeof t->title, "%.40s: %.50s", c->title, l->title);
    snprintf(t->summary, sizeof t->summary, "%s", l->intro);
    snprintf(t->variant_id, sizeof t->variant_id, "%s", c->variant_id);
    for (int i = 0; i < l->nexercises; i++) {
        const CourseExercise *e = &l->exercises[i];
        if (e->kind != COURSE_MOVES)
            continue;
        fill_step(&t->steps[t->nsteps], e);
        t->exercise[t->nsteps] = e;
        course_start_fen(c, e, t->start_fen[t->nsteps], TUTORIAL_FEN_MAX, err);
        t->nsteps++;
    }
    tutorial_goto(t, 0);
    return t;
}
