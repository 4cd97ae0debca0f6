/* tutorial.c - the tutorial player model: binding a tutorial to its variant (every move played
 * through the core), a course's lesson made a tutorial (each exercise a "find the move"
 * step), stepping, scripted moves and "find the move" tasks. */
#include "hostfile.h"
#include "tutorial_parts.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "badge.h"
#include "course.h"
#include "datadir.h"
#include "morphchess/json.h"
#include "progress.h"

/* ---- binding: every move through the core ------------------------------------ */

static bool same_action(const MatchAction *a, const MatchAction *b)
{
    return a->kind == b->kind && a->board == b->board && a->from_board == b->from_board &&
           a->from == b->from && a->to == b->to && strcmp(a->choice, b->choice) == 0;
}

/* Plays text on m and takes it back; *out gets the action. 0, or -1 with why. */
static int probe(Match *m, const char *text, MatchAction *out, Error *why)
{
    if (match_play_text(m, text, why) != 0)
        return -1;
    match_last_action(m, out);
    match_undo(m);
    return 0;
}

/* The first two square names in a move text, for wrong tries that are not legal. */
static bool text_squares(const char *text, int *from, int *to)
{
    int found[2], n = 0;
    for (const char *c = text; *c && n < 2; c++) {
        TutorialSquare s;
        char name[3] = {c[0], c[1], '\0'};
        /* not inside a word ("fbNWg8" is fine: a lower-case letter before a square is only
         * the capture mark x) */
        if (c[1] && tutorial_parse_square(name, &s) == 0 &&
            (c == text || !islower((unsigned char)c[-1]) || c[-1] == 'x')) {
            found[n++] = s.sq;
            c++;
        }
    }
    if (n < 2)
        return false;
    *from = found[0];
    *to = found[1];
    return true;
}

static Match *new_match(const Tutorial *t, const char *fen, Error *err)
{
    return match_new(t->variant, fen, err);
}

Match *tutorial_run_step(const Tutorial *t, int i, const char *start, Error *err)
{
    const TutorialStep *s = &t->steps[i];
    char path[TUTORIAL_PATH_MAX];
    Error e;
    error_clear(&e);
    Match *m = new_match(t, start, &e);
    if (!m) {
        json_path_element(path, sizeof path, "$.steps", i);
        char p[TUTORIAL_PATH_MAX];
        json_path_member(p, sizeof p, path, s->fen[0] ? "fen" : "continue");
        char what[sizeof e.where + sizeof e.what + 32];
        error_format(&e, what, sizeof what); /* "FEN: column N: ...", at that byte if written */
        bool written = s->fen[0] && strcmp(s->fen, "start") != 0 && strcmp(s->fen, start) == 0;
        FAIL_BYTE(t, p, written ? e.column : 0, err, "%s", what);
        return NULL;
    }
    for (int k = 0; k < s->nplay; k++) {
        if (match_play_text(m, s->play[k].text, &e) != 0) {
            FAIL(t, s->play[k].path, err, "\"%s\" cannot be played: %s", s->play[k].text, e.what);
            match_free(m);
            return NULL;
        }
    }
    if (!s->task)
        return m;
    MatchAction answer[TUTORIAL_MAX_TRIES], a;
    for (int k = 0; k < s->nanswers; k++) {
        if (probe(m, s->answers[k].text, &answer[k], &e) != 0) {
            FAIL(t, s->answers[k].path, err, "the answer \"%s\" is not legal: %s",
                 s->answers[k].text, e.what);
            match_free(m);
            return NULL;
        }
    }
    for (int k = 0; k < s->nwrong; k++) {
        const TutorialMove *w = &s->wrong[k].move;
        int from, to;
        if (probe(m, w->text, &a, &e) == 0) {
            for (int j = 0; j < s->nanswers; j++) {
                if (same_action(&a, &answer[j])) {
                    FAIL(t, w->path, err, "the wrong try \"%s\" is the answer \"%s\"", w->text,
                         s->answers[j].text);
                    match_free(m);
                    return NULL;
                }
            }
        } else if (!text_squares(w->text, &from, &to)) {
            FAIL(t, w->path, err,
                 "the wrong try \"%s\" is not legal (%s); write it with both squares "
                 "(\"Nd2-f3\") so a try can be matched to it",
                 w->text, e.what);
            match_free(m);
            return NULL;
        }
    }
    match_play_text(m, s->answers[0].text, &e);
    return m;
}

int tutorial_bind(Tutorial *t, const Variant *v, Error *err)
{
    if (!t)
        return error_set(err, "", "no tutorial (NULL)");
    Variant *owned = NULL;
    if (!v) {
        char path[1024];
        Error e;
        if (datadir_shipped_variant(t->variant_id, path, sizeof path) != 0)
            return FAIL(t, "$.variant", err, "no shipped variant \"%s\"", t->variant_id);
        if (host_load_variant(path, &owned, &e) != 0)
            return FAIL(t, "$.variant", err, "the variant does not load: %s: %s", e.where, e.what);
        v = owned;
    } else if (strcmp(variant_def(v)->id, t->variant_id) != 0) {
        return FAIL(t, "$.variant", err, "the tutorial is for \"%s\", not \"%s\"", t->variant_id,
                    variant_def(v)->id);
    }
    char(*starts)[TUTORIAL_FEN_MAX] = calloc((size_t)t->nsteps, sizeof *starts);
    if (!starts) {
        variant_free(owned);
        return FAIL(t, "$", err, "out of memory");
    }
    const Variant *old = t->variant;
    t->variant = v;
    for (int i = 0; i < t->nsteps; i++) {
        const TutorialStep *s = &t->steps[i];
        if (strcmp(s->fen, "start") == 0) {
            /* the family's own start (Portal's two boards, Potential's sets) */
            Match *sm = match_new(v, NULL, err);
            if (!sm) {
                t->variant = old;
                free(starts);
                variant_free(owned);
                return -1;
            }
            snprintf(starts[i], TUTORIAL_FEN_MAX, "%s", match_start_fen(sm));
            match_free(sm);
        } else if (s->fen[0]) {
            snprintf(starts[i], TUTORIAL_FEN_MAX, "%s", s->fen);
        }
        Match *m = tutorial_run_step(t, i, starts[i], err);
        if (!m) {
            t->variant = old;
            free(starts);
            variant_free(owned);
            return -1;
        }
        if (i + 1 < t->nsteps && !t->steps[i + 1].fen[0] &&
            match_fen(m, starts[i + 1], TUTORIAL_FEN_MAX) < 0) {
            match_free(m);
            t->variant = old;
            free(starts);
            variant_free(owned);
            return FAIL(t, "$.steps", err, "the FEN of step %d does not fit", i + 1);
        }
        match_free(m);
    }
    match_free(t->match);
    t->match = NULL;
    variant_free(t->owned_variant);
    free(t->start_fen);
    t->owned_variant = owned;
    t->start_fen = starts;
    tutorial_goto(t, 0);
    return 0;
}

Tutorial *tutorial_load(const char *path, Error *err)
{
    Tutorial *t = tutorial_parse_file(path, err);
    if (t && tutorial_bind(t, NULL, err) != 0) {
        tutorial_free(t);
        return NULL;
    }
    return t;
}

/* ---- stepping ----------------------------------------------------------------- */

const char *tutorial_title(const Tutorial *t)
{
    return t->title;
}
const char *tutorial_summary(const Tutorial *t)
{
    return t->summary;
}
const char *tutorial_variant_id(const Tutorial *t)
{
    return t->variant_id;
}
const Variant *tutorial_variant(const Tutorial *t)
{
    return t->start_fen ? t->variant : NULL;
}
int tutorial_steps(const Tutorial *t)
{
    return t->nsteps;
}
int tutorial_step(const Tutorial *t)
{
    return t->step;
}
const Match *tutorial_match(const Tutorial *t)
{
    return t->match;
}

const TutorialStep *tutorial_step_at(const Tutorial *t, int i)
{
    return i >= 0 && i < t->nsteps ? &t->steps[i] : NULL;
}

const TutorialStep *tutorial_current(const Tutorial *t)
{
    return &t->steps[t->step];
}

bool tutorial_goto(Tutorial *t, int i)
{
    if (!t->start_fen || i < 0 || i >= t->nsteps)
        return false;
    Match *m = new_match(t, t->start_fen[i], NULL);
    if (!m) /* only memory: every start was played through at bind */
        return false;
    match_free(t->match);
    t->match = m;
    t->step = i;
    t->played = 0;
    t->solved = false;
    t->hint_shown = false;
    t->solution_shown = false;
    t->nwrong_marks = 0;
    t->tries = 0;
    t->feedback[0] = '\0';
    t->line_ply = 0;
    t->alive = ~0u;
    t->user = match_to_move(m);
    t->line_going = false;
    return true;
}

bool tutorial_next(Tutorial *t)
{
    return tutorial_goto(t, t->step + 1);
}
bool tutorial_back(Tutorial *t)
{
    return tutorial_goto(t, t->step - 1);
}
void tutorial_restart(Tutorial *t)
{
    tutorial_goto(t, 0);
}

int tutorial_script_left(const Tutorial *t)
{
    return t->match ? t->steps[t->step].nplay - t->played : 0;
}

bool tutorial_play_next(Tutorial *t, MatchAction *out)
{
    if (tutorial_script_left(t) <= 0)
        return false;
    if (match_play_text(t->match, t->steps[t->step].play[t->played].text, NULL) != 0)
        return false;
    t->played++;
    if (out)
        match_last_action(t->match, out);
    return true;
}

bool tutorial_awaits_move(const Tutorial *t)
{
    return t->match && t->steps[t->step].task && !t->solved && tutorial_script_left(t) == 0;
}

bool tutorial_solved(const Tutorial *t)
{
    return t->solved;
}
int tutorial_tries(const Tutorial *t)
{
    return t->tries;
}
const char *tutorial_feedback(const Tutorial *t)
{
    return t->feedback;
}
bool tutorial_hint_shown(const Tutorial *t)
{
    return t->hint_shown;
}

bool tutorial_solution_shown(const Tutorial *t)
{
    return t->solution_shown;
}

int tutorial_wrong_marks(const Tutorial *t, TutorialSquare *out, int max)
{
    int n = t->nwrong_marks < max ? t->nwrong_marks : max;
    for (int i = 0; i < n; i++)
        out[i] = t->wrong_marks[i];
    return n;
}

bool tutorial_course_step(const Tutorial *t, const char **course, int *lesson, int *exercise)
{
    if (!t->course || !t->exercise_index)
        return false;
    *course = t->course->id;
    *lesson = t->lesson;
    *exercise = t->exercise_index[t->step];
    return true;
}

const struct Course *tutorial_course(const Tutorial *t)
{
    return t->course;
}

const char *tutorial_question(const Tutorial *t, int i)
{
    const CourseExercise *e = t->exercise ? t->exercise[t->step] : NULL;
    if (!e || e->kind != COURSE_TYPES || i < 0 || i >= e->noptions)
        return NULL;
    return e->options[i];
}

bool tutorial_line_going(const Tutorial *t)
{
    return t->line_going && !t->solved;
}

int tutorial_stars(const Tutorial *t)
{
    if (!t->solved)
        return 0;
    return progress_stars(t->tries, t->hint_shown, t->solution_shown);
}

TutorialVerdict tutorial_try(Tutorial *t, const char *move)
{
    if (!tutorial_awaits_move(t) || !move)
        return TUTORIAL_NOT_READY;
    const TutorialStep *s = &t->steps[t->step];
    const CourseExercise *ex = t->exercise ? t->exercise[t->step] : NULL;
    if (ex && ex->kind == COURSE_TYPES) {
        if (strspn(move, "KQRBNP") == strlen(move) && move[0])
            return tutorial_course_answer(t, ex, move);
        t->tries++;
        snprintf(t->feedback, sizeof t->feedback,
                 "This one is answered by picking a set of types from the list (Return opens "
                 "it).");
        return TUTORIAL_WRONG;
    }
    MatchAction tried, a;
    Error e;
    t->tries++;
    if (probe(t->match, move, &tried, &e) != 0) {
        int from, to, wf, wt;
        bool squares = text_squares(move, &from, &to);
        for (int k = 0; squares && k < s->nwrong; k++) {
            if (text_squares(s->wrong[k].move.text, &wf, &wt) && wf == from && wt == to) {
                snprintf(t->feedback, sizeof t->feedback, "%s", s->wrong[k].feedback);
                return TUTORIAL_ILLEGAL;
            }
        }
        snprintf(t->feedback, sizeof t->feedback, "%s is not a legal move here: %s.", move, e.what);
        return TUTORIAL_ILLEGAL;
    }
    t->line_going = false;
    if (ex) { /* a course: the answer may be a line */
        TutorialVerdict v = tutorial_course_move(t, ex, &tried);
        if (v == TUTORIAL_RIGHT)
            return v;
    }
    for (int k = 0; k < s->nanswers && !ex; k++) {
        if (probe(t->match, s->answers[k].text, &a, &e) == 0 && same_action(&a, &tried)) {
            match_redo(t->match); /* the undone probe of this answer */
            t->solved = true;
            t->nwrong_marks = 0;
            snprintf(t->feedback, sizeof t->feedback, "%s", s->success[0] ? s->success : "Right!");
            return TUTORIAL_RIGHT;
        }
    }
    for (int k = 0; k < s->nwrong && t->line_ply == 0; k++) {
        if (probe(t->match, s->wrong[k].move.text, &a, &e) == 0 && same_action(&a, &tried)) {
            snprintf(t->feedback, sizeof t->feedback, "%s", s->wrong[k].feedback);
            return TUTORIAL_WRONG;
        }
    }
    if (ex) { /* the engine says why */
        CourseSquare marks[COURSE_MAX_MARKS];
        int n;
        course_explain(t->course, ex, t->match, &tried, tutorial_course_left(t, ex), badge_move,
                       t->feedback, sizeof t->feedback, marks, COURSE_MAX_MARKS, &n);
        for (int k = 0; k < n; k++)
            t->wrong_marks[k] = (TutorialSquare){marks[k].board, marks[k].sq};
        t->nwrong_marks = n;
        return TUTORIAL_WRONG;
    }
    snprintf(t->feedback, sizeof t->feedback, "%s",
             s->feedback[0] ? s->feedback : "Not this one. Try again, or ask for a hint.");
    return TUTORIAL_WRONG;
}

const char *tutorial_hint(Tutorial *t)
{
    if (t->hint_shown && t->course && t->exercise && t->exercise[t->step]) {
        /* asked again in a course: the solution */
        t->solution_shown = true;
        return tutorial_solution(t);
    }
    t->hint_shown = true;
    const TutorialStep *s = &t->steps[t->step];
    return s->hint[0] ? s->hint : "Look at the highlighted squares.";
}

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
