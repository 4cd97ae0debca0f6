/* course_plan.c - what the Xvfb course runs click next (tests/ui/e2e_courses_xvfb.sh,
 * scripts/courses-xvfb.sh): the next exercise the session offers (session_next_exercise, from
 * the progress in the user folder), a wrong move to try first and the accepted answer, as
 * squares. One line on standard output:
 *   moves FILE#L.E BOARD WRONG_FROM WRONG_TO BOARD ANSWER_FROM ANSWER_TO CHOICE
 *   types FILE#L.E RIGHT WRONG          (choice numbers, 0-based)
 *   done                                (every exercise solved)
 * Squares are 0..63 (a1 = 0), boards 0 or 1; WRONG_FROM -1 when no wrong move has squares;
 * CHOICE is the answer's place among the actions with the same squares (-1: the only one).
 * usage: morphui-course-plan DATA_DIR USER_DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "course.h"
#include "session.h"
#include "session_parts.h"

static bool same_squares(const MatchAction *a, const MatchAction *b)
{
    return a->board == b->board && a->from_board == b->from_board && a->from == b->from &&
           a->to == b->to;
}

static int plan_moves(const Course *c, const CourseExercise *e, const char *where)
{
    char fen[1024], want[1024], got[1024];
    Error err;
    if (course_start_fen(c, e, fen, sizeof fen, &err) != 0)
        return 1;
    Match *m = match_new(c->variant, fen, &err);
    MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
    if (!m || !list) {
        match_free(m);
        free(list);
        return 1;
    }
    int n = match_actions(m, list, MATCH_MAX_ACTIONS), answer = -1, wrong = -1;
    /* the results of the accepted first moves */
    char(*ok)[1024] = calloc(COURSE_MAX_ANSWERS, sizeof *ok);
    int nok = 0;
    for (int i = 0; ok && i < e->nanswers; i++) {
        if (match_play_text(m, e->answers[i].ply[0], &err) == 0) {
            course_action_key(m, ok[nok++], sizeof ok[0]);
            match_cut(m, match_node(m), &err);
        }
    }
    snprintf(want, sizeof want, "%s", nok ? ok[0] : "");
    for (int i = 0; i < n; i++) {
        if (match_play(m, &list[i], &err) != 0)
            continue;
        course_action_key(m, got, sizeof got);
        match_cut(m, match_node(m), &err);
        bool accepted = false;
        for (int k = 0; k < nok; k++)
            accepted = accepted || strcmp(got, ok[k]) == 0;
        int twins = 0;
        for (int k = 0; k < n; k++)
            twins += same_squares(&list[k], &list[i]);
        if (answer < 0 && strcmp(got, want) == 0)
            answer = i;
        if (wrong < 0 && !accepted && twins == 1 && list[i].from >= 0 && list[i].to >= 0 &&
            list[i].kind == ACTION_MOVE)
            wrong = i;
    }
    int choice = -1;
    if (answer >= 0) {
        int k = 0, twins = 0;
        for (int i = 0; i < n; i++) {
            if (!same_squares(&list[i], &list[answer]))
                continue;
            twins++;
            if (i < answer)
                k++;
        }
        choice = twins > 1 ? k : -1;
    }
    if (answer < 0)
        printf("error %s: the answer is not among the actions\n", where);
    else
        printf("moves %s %d %d %d %d %d %d %d\n", where, wrong >= 0 ? list[wrong].from_board : 0,
               wrong >= 0 ? list[wrong].from : -1, wrong >= 0 ? list[wrong].to : -1,
               list[answer].from_board, list[answer].from, list[answer].to, choice);
    free(ok);
    free(list);
    match_free(m);
    return answer < 0;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: morphui-course-plan DATA_DIR USER_DIR\n");
        return 2;
    }
    Session *s = calloc(1, sizeof *s);
    if (!s || session_init(s, argv[1], argv[2]) != 0)
        return 1;
    char next[SESSION_PATH_MAX], title[256];
    if (!session_next_exercise(s, next, sizeof next, title, sizeof title)) {
        printf("done\n");
        session_clear(s);
        free(s);
        return 0;
    }
    session_clear(s);
    free(s);
    char file[SESSION_PATH_MAX];
    int lesson = 1, ex = 1;
    char *hash = strrchr(next, '#');
    snprintf(file, sizeof file, "%.*s", (int)(hash - next), next);
    sscanf(hash + 1, "%d.%d", &lesson, &ex);
    Error err;
    Course *c = course_parse_file(file, &err);
    if (c && course_attach(c, &err) != 0) {
        course_free(c);
        c = NULL;
    }
    if (!c) {
        printf("error %s: %s: %s\n", next, err.where, err.what);
        return 1;
    }
    const CourseExercise *e = &c->lessons[lesson - 1].exercises[ex - 1];
    int rc = 0;
    if (e->kind == COURSE_TYPES)
        printf("types %s %d %d\n", next, e->right, e->right == 0 ? 1 : 0);
    else
        rc = plan_moves(c, e, next);
    course_free(c);
    return rc;
}
