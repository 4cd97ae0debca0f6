/* tutorial_course.c - a course lesson (src/host/course.h) shown by the tutorial player: each
 * exercise becomes a "find the move" step, and a wrong try is explained
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

/* Fills step s from exercise e: a moves exercise's answers are its lines' first moves; a
 * types question's is the right choice's letters (tutorial_try judges it). */
static void fill_step(const Course *c, TutorialStep *s, const CourseExercise *e)
{
    memset(s, 0, sizeof *s);
    snprintf(s->fen, sizeof s->fen, "%s", e->fen);
    snprintf(s->caption, sizeof s->caption, "%s", e->task);
    s->task = true;
    if (e->kind == COURSE_TYPES) {
        size_t n = strlen(s->caption);
        for (int i = 0; i < e->noptions; i++) {
            char names[128];
            course_types_text(c, e->options[i], names, sizeof names);
            snprintf(s->caption + n, sizeof s->caption - n, "\n%d: %s", i + 1, names);
            n = strlen(s->caption);
        }
        snprintf(s->answers[s->nanswers++].text, MATCH_TEXT_MAX, "%s", e->options[e->right]);
    }
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
    Course *c = course_parse_file(path, err);
    if (c && course_attach(c, err) != 0) {
        course_free(c);
        c = NULL;
    }
    if (!c)
        return NULL;
    if (lesson < 0 || lesson >= c->nlessons) {
        error_set(err, path, "no lesson %d (the course has %d)", lesson + 1, c->nlessons);
        course_free(c);
        return NULL;
    }
    const CourseLesson *l = &c->lessons[lesson];
    Tutorial *t = calloc(1, sizeof *t);
    int n = l->nexercises;
    if (t && n > 0) {
        t->steps = calloc((size_t)n, sizeof *t->steps);
        t->exercise = calloc((size_t)n, sizeof *t->exercise);
        t->exercise_index = calloc((size_t)n, sizeof *t->exercise_index);
        t->start_fen = calloc((size_t)n, sizeof *t->start_fen);
    }
    if (!t || n == 0 || !t->steps || !t->exercise || !t->exercise_index || !t->start_fen) {
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
    t->lesson = lesson;
    snprintf(t->name, sizeof t->name, "%s", path);
    snprintf(t->title, sizeof t->title, "%.40s: %.50s", c->title, l->title);
    snprintf(t->summary, sizeof t->summary, "%s", l->intro);
    snprintf(t->variant_id, sizeof t->variant_id, "%s", c->variant_id);
    for (int i = 0; i < l->nexercises; i++) {
        const CourseExercise *e = &l->exercises[i];
        fill_step(c, &t->steps[t->nsteps], e);
        t->exercise[t->nsteps] = e;
        t->exercise_index[t->nsteps] = i;
        course_start_fen(c, e, t->start_fen[t->nsteps], TUTORIAL_FEN_MAX, err);
        t->nsteps++;
    }
    tutorial_goto(t, 0);
    return t;
}

/* The answer to a types question: letters (the choice picked). Right: solved, with the
 * explanation; wrong: the first type the engine's set has and the choice lacks, or the
 * other way round. */
TutorialVerdict tutorial_course_answer(Tutorial *t, const CourseExercise *e, const char *move)
{
    const TutorialStep *s = &t->steps[t->step];
    t->tries++;
    if (strcmp(move, e->options[e->right]) == 0) {
        t->solved = true;
        t->nwrong_marks = 0;
        snprintf(t->feedback, sizeof t->feedback, "%s", s->success);
        return TUTORIAL_RIGHT;
    }
    const char *right = e->options[e->right];
    char sq[8], name[64];
    course_square_text(t->course, e->square, sq, sizeof sq);
    t->wrong_marks[0] = (TutorialSquare){e->square.board, e->square.sq};
    t->nwrong_marks = 1;
    for (const char *p = move; *p; p++) {
        if (!strchr(right, *p)) {
            char one[2] = {*p, 0};
            course_types_text(t->course, one, name, sizeof name);
            snprintf(t->feedback, sizeof t->feedback,
                     "Not quite: the piece on %s can no longer be a %s.", sq, name);
            return TUTORIAL_WRONG;
        }
    }
    for (const char *p = right; *p; p++) {
        if (!strchr(move, *p)) {
            char one[2] = {*p, 0};
            course_types_text(t->course, one, name, sizeof name);
            snprintf(t->feedback, sizeof t->feedback,
                     "Not quite: nothing yet rules out a %s on %s.", name, sq);
            return TUTORIAL_WRONG;
        }
    }
    snprintf(t->feedback, sizeof t->feedback, "Not this one.");
    return TUTORIAL_WRONG;
}
