/* tutorial_course.c - a course exercise (src/host/course.h) in the tutorial player: its
 * answers judged, and a wrong try explained from the engine's facts (tutorial_try calls
 * course_explain). A lesson becomes a tutorial in tutorial.c (tutorial_from_course). */
#include "badge.h"
#include "course.h"
#include "tutorial_parts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
