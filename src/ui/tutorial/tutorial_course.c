/* tutorial_course.c - a course lesson (src/host/course.h) shown by the tutorial player: each
 * exercise becomes a "find the move" step, and a wrong try is explained
 * from the engine's facts (tutorial_try calls course_explain). */
#include "badge.h"
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
    if (c && course_bind(c, NULL, err) != 0) { /* the validator's whole check: a broken course
                                                 is refused with its place, not half shown */
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

/* The key (course_action_key) of text played at m, taken back; -1 when it is not legal. */
static int key_after(Match *m, const char *text, char *out, size_t size)
{
    Error err;
    if (match_play_text(m, text, &err) != 0)
        return -1;
    course_action_key(m, out, size);
    match_cut(m, match_node(m), &err);
    return 0;
}

/* Keeps in t->alive the lines whose ply at t->line_ply is the action whose key is `key`. */
static unsigned lines_playing(Tutorial *t, const CourseExercise *e, const char *key)
{
    char k[1024];
    unsigned hit = 0;
    for (int i = 0; i < e->nanswers; i++) {
        const CourseLine *L = &e->answers[i];
        if ((t->alive >> i & 1u) && L->nplies > t->line_ply &&
            key_after(t->match, L->ply[t->line_ply], k, sizeof k) == 0 && strcmp(k, key) == 0)
            hit |= 1u << i;
    }
    return hit;
}

static int first_alive(const Tutorial *t, const CourseExercise *e)
{
    for (int i = 0; i < e->nanswers; i++)
        if (t->alive >> i & 1u)
            return i;
    return 0;
}

TutorialVerdict tutorial_course_move(Tutorial *t, const CourseExercise *e, const MatchAction *tried)
{
    char key[1024];
    Error err;
    if (match_play(t->match, tried, &err) != 0)
        return TUTORIAL_NOT_READY;
    course_action_key(t->match, key, sizeof key);
    match_cut(t->match, match_node(t->match), &err);
    unsigned hit = lines_playing(t, e, key);
    if (!hit)
        return TUTORIAL_NOT_READY;
    match_play(t->match, tried, &err);
    t->alive = hit;
    t->line_ply++;
    t->nwrong_marks = 0;
    bool ends = false;
    for (int i = 0; i < e->nanswers; i++)
        ends = ends || ((hit >> i & 1u) && e->answers[i].nplies == t->line_ply);
    if (ends || course_goal_met(t->course, e, t->match, NULL, 0, NULL)) {
        t->solved = true;
        snprintf(t->feedback, sizeof t->feedback, "%s",
                 t->steps[t->step].success[0] ? t->steps[t->step].success : "Right!");
        return TUTORIAL_RIGHT;
    }
    /* the program's replies of the line, until the user acts again */
    snprintf(t->feedback, sizeof t->feedback, "Right.");
    while (match_to_move(t->match) != t->user && match_status(t->match, NULL) == STATUS_ONGOING) {
        const CourseLine *L = &e->answers[first_alive(t, e)];
        if (L->nplies <= t->line_ply || match_play_text(t->match, L->ply[t->line_ply], &err) != 0)
            break;
        course_action_key(t->match, key, sizeof key);
        const char *text = match_action_text(t->match, match_ply(t->match) - 1);
        const char *who = t->user == WHITE ? "Black" : "White";
        MatchAction last;
        size_t n = strlen(t->feedback);
        if (match_last_action(t->match, &last) && last.kind == ACTION_LOST_TURN)
            snprintf(t->feedback + n, sizeof t->feedback - n,
                     " %s cannot act and loses the turn (%s).", who, text);
        else
            snprintf(t->feedback + n, sizeof t->feedback - n, " %s answers %s.", who, text);
        match_cut(t->match, match_node(t->match), &err);
        t->alive = lines_playing(t, e, key);
        match_play_text(t->match, L->ply[t->line_ply], &err);
        t->line_ply++;
    }
    size_t n = strlen(t->feedback);
    snprintf(t->feedback + n, sizeof t->feedback - n, " Your next move.");
    t->tries--; /* a right move of the line is not a try that counts against the stars */
    t->line_going = true;
    return TUTORIAL_RIGHT;
}

/* Who plays each ply of line L (replayed from the step's start). */
static void line_sides(const Tutorial *t, const CourseLine *L, int *side)
{
    Error err;
    Match *m = match_new(t->variant, t->start_fen[t->step], &err);
    for (int k = 0; k < L->nplies; k++) {
        side[k] = m ? match_to_move(m) : (t->user + k) % 2;
        if (m && match_play_text(m, L->ply[k], &err) != 0) {
            match_free(m);
            m = NULL;
        }
    }
    match_free(m);
}

int tutorial_course_left(const Tutorial *t, const CourseExercise *e)
{
    int left = 1, side[COURSE_MAX_PLIES];
    for (int i = 0; i < e->nanswers; i++) {
        const CourseLine *L = &e->answers[i];
        if (!(t->alive >> i & 1u) || L->nplies <= t->line_ply)
            continue;
        line_sides(t, L, side);
        int n = course_user_moves(L, side, t->line_ply);
        left = n > left ? n : left;
    }
    return left;
}

const char *tutorial_solution(Tutorial *t)
{
    const CourseExercise *e = t->exercise ? t->exercise[t->step] : NULL;
    if (!e || e->kind != COURSE_MOVES)
        return t->steps[t->step].answers[0].text;
    const CourseLine *L = &e->answers[first_alive(t, e)];
    int side[COURSE_MAX_PLIES];
    line_sides(t, L, side);
    size_t n = 0;
    t->solution[0] = '\0';
    for (int k = t->line_ply; k < L->nplies; k++) {
        const char *sep = k == t->line_ply ? "" : k == t->line_ply + 1 ? ", then " : ", ";
        char said[MATCH_TEXT_MAX]; /* as the move list says it */
        badge_move(t->match, L->ply[k], side[k], said, sizeof said);
        int w = snprintf(t->solution + n, sizeof t->solution - n, "%s%s%s", sep,
                         side[k] == t->user ? "" : "the reply ", said);
        if (w < 0 || (size_t)w >= sizeof t->solution - n)
            break;
        n += (size_t)w;
    }
    return t->solution;
}
