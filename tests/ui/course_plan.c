/* course_plan.c - what the Xvfb course runs click next (tests/ui/e2e_courses_xvfb.sh,
 * scripts/courses-xvfb.sh): the next exercise the session offers (session_next_exercise, from
 * the progress in the user folder), a wrong move to try first and the accepted answer, as
 * squares. One line on standard output:
 *   moves FILE#L.E BOARD WRONG_FROM WRONG_TO WRONG_CHOICE  FROM_BOARD FROM BOARD TO CHOICE  [...]
 *   types FILE#L.E RIGHT WRONG          (choice numbers, 0-based)
 *   done                                (every exercise solved)
 * After the wrong move, one group of five per move of the user in the first accepted line
 * (the program plays the replies between them). Squares are 0..63 (a1 = 0), boards 0 or 1;
 * WRONG_FROM -1 when no wrong move has squares (one without twins is preferred); FROM and TO -1 for
 * an action without squares (Portal's declaration: the key D); CHOICE is the action's place among
 * the actions with the same squares (-1: the only one). usage: morphui-course-plan DATA_DIR
 * USER_DIR morphui-course-plan --all-but COURSE:L.E DATA_DIR USER_DIR The second form writes a
 * progress file in which every exercise of the shipped courses is solved (3 stars) but the one
 * named, so that it is the next (a test reaches it at once). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "course.h"
#include "progress.h"
#include "session.h"
#include "session_parts.h"

static bool same_squares(const MatchAction *a, const MatchAction *b)
{
    return a->board == b->board && a->from_board == b->from_board && a->from == b->from &&
           a->to == b->to;
}

/* The place of the action whose key (course_action_key) is `want` in list (n actions at m),
 * or -1; *choice gets its place among the actions with the same squares (-1: the only one). */
static int find_action(Match *m, const MatchAction *list, int n, const char *want, int *choice)
{
    char got[1024];
    Error err;
    int answer = -1;
    for (int i = 0; i < n && answer < 0; i++) {
        if (match_play(m, &list[i], &err) != 0)
            continue;
        course_action_key(m, got, sizeof got);
        match_cut(m, match_node(m), &err);
        if (strcmp(got, want) == 0)
            answer = i;
    }
    *choice = -1;
    if (answer >= 0) {
        int k = 0, twins = 0;
        for (int i = 0; i < n; i++) {
            if (!same_squares(&list[i], &list[answer]))
                continue;
            twins++;
            if (i < answer)
                k++;
        }
        *choice = twins > 1 ? k : -1;
    }
    return answer;
}

/* A wrong first move with squares (the answers' keys in ok), one without twins if there is
 * one; -1 when none. *choice gets its place among its twins (-1: it has none). */
static int find_wrong(Match *m, const MatchAction *list, int n, char (*ok)[1024], int nok,
                      int *choice)
{
    char got[1024];
    Error err;
    int best = -1;
    *choice = -1;
    for (int i = 0; i < n; i++) {
        if (list[i].kind != ACTION_MOVE || list[i].from < 0 || list[i].to < 0 ||
            match_play(m, &list[i], &err) != 0)
            continue;
        course_action_key(m, got, sizeof got);
        match_cut(m, match_node(m), &err);
        bool accepted = false;
        for (int k = 0; k < nok; k++)
            accepted = accepted || strcmp(got, ok[k]) == 0;
        int twins = 0, place = 0;
        for (int k = 0; k < n; k++) {
            twins += same_squares(&list[k], &list[i]);
            place += k < i && same_squares(&list[k], &list[i]);
        }
        if (accepted || (best >= 0 && twins > 1))
            continue;
        best = i;
        *choice = twins > 1 ? place : -1;
        if (twins == 1)
            break;
    }
    return best;
}

static int plan_moves(const Course *c, const CourseExercise *e, const char *where)
{
    char fen[1024], want[1024];
    Error err;
    if (course_start_fen(c, e, fen, sizeof fen, &err) != 0)
        return 1;
    Match *m = match_new(c->variant, fen, &err);
    MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
    char(*ok)[1024] = calloc(COURSE_MAX_ANSWERS, sizeof *ok);
    if (!m || !list || !ok) {
        match_free(m);
        free(list);
        free(ok);
        return 1;
    }
    /* the results of the accepted first moves, and a wrong one */
    int nok = 0;
    for (int i = 0; i < e->nanswers; i++) {
        if (match_play_text(m, e->answers[i].ply[0], &err) == 0) {
            course_action_key(m, ok[nok++], sizeof ok[0]);
            match_cut(m, match_node(m), &err);
        }
    }
    int n = match_actions(m, list, MATCH_MAX_ACTIONS);
    int wchoice, wrong = find_wrong(m, list, n, ok, nok, &wchoice);
    char out[1024];
    int len = snprintf(out, sizeof out, "moves %s %d %d %d %d", where,
                       wrong >= 0 ? list[wrong].from_board : 0, wrong >= 0 ? list[wrong].from : -1,
                       wrong >= 0 ? list[wrong].to : -1, wchoice);
    /* the user's moves of the first line, the program's replies played between them */
    const CourseLine *L = &e->answers[0];
    int user = match_to_move(m), rc = 0;
    for (int k = 0; k < L->nplies && rc == 0; k++) {
        if (match_to_move(m) == user) {
            int choice;
            if (match_play_text(m, L->ply[k], &err) != 0) {
                rc = 1;
                break;
            }
            course_action_key(m, want, sizeof want);
            match_cut(m, match_node(m), &err);
            n = match_actions(m, list, MATCH_MAX_ACTIONS);
            int a = find_action(m, list, n, want, &choice);
            if (a < 0) {
                rc = 1;
                break;
            }
            len += snprintf(out + len, sizeof out - (size_t)len, "  %d %d %d %d %d",
                            list[a].from_board, list[a].from, list[a].board, list[a].to, choice);
        }
        if (match_play_text(m, L->ply[k], &err) != 0)
            rc = 1;
    }
    if (rc)
        printf("error %s: the answer is not among the actions\n", where);
    else
        printf("%s\n", out);
    free(ok);
    free(list);
    match_free(m);
    return rc;
}

/* Every exercise solved but `keep` ("portal:3.4"). */
static int all_but(const char *keep, const char *data, const char *user)
{
    char dir[1024], path[1100], key[PROGRESS_KEY_MAX];
    char **names = NULL;
    snprintf(dir, sizeof dir, "%s/assets/courses", data);
    int n = session_json_files(dir, &names);
    Progress *p = calloc(1, sizeof *p);
    for (int i = 0; p && i < n; i++) {
        Error err;
        Course *c = course_parse_file(names[i], &err);
        for (int l = 0; c && l < c->nlessons; l++) {
            for (int e = 0; e < c->lessons[l].nexercises; e++) {
                snprintf(key, sizeof key, "%s:%d.%d", c->id, l + 1, e + 1);
                if (strcmp(key, keep) != 0)
                    progress_set(p, c->id, l, e, 3);
            }
        }
        course_free(c);
    }
    session_json_files_free(names, n);
    snprintf(path, sizeof path, "%s/courses-progress.json", user);
    Error err;
    int rc = p && progress_save(p, path, &err) == 0 ? 0 : 1;
    free(p);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "--all-but") == 0)
        return all_but(argv[2], argv[3], argv[4]);
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
