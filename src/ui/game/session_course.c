/* session_course.c - the courses in the session: the course map (each lesson with the stars
 * earned, at the head of the tutorials list), the next unsolved exercise, the stars of a
 * solved one kept in the user folder (progress.h) and the panel of an exercise (the game
 * against the computer a finished lesson offers is session_tutorial.c's). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "course.h"
#include "family.h"
#include "progress.h"
#include "session_parts.h"
#include "tutorial.h"

#define STAR "\xe2\x98\x85"   /* ★ */
#define HOLLOW "\xe2\x98\x86" /* ☆ */

/* The shipped courses in teaching order; any other course file follows by name. */
static const char *const ORDER[] = {"fide",
                                    "betza",
                                    "polypiece",
                                    "polypiece-phased",
                                    "polypiece-armies",
                                    "polypiece-atomic",
                                    "revolving",
                                    "prodem",
                                    "moveup-takedown",
                                    "potential",
                                    "portal",
                                    NULL};

/* printf into dst (n bytes), cut at a character boundary (view_copy_text). */
__attribute__((format(printf, 3, 4))) static void put(char *dst, size_t n, const char *fmt, ...)
{
    char tmp[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    view_copy_text(dst, n, tmp);
}

/* text cut to at most max bytes (a lesson's intro in the course map): after its last whole
 * sentence that ends in the second half of it, else at a space with an ellipsis. */
static void clip_words(char *dst, size_t n, const char *text, size_t max)
{
    size_t len = strlen(text), cut = max;
    if (len <= max) {
        snprintf(dst, n, "%s", text);
        return;
    }
    while (cut > max / 2 && !(text[cut - 1] == '.' && text[cut] == ' '))
        cut--;
    if (cut > max / 2) {
        snprintf(dst, n, "%.*s", (int)cut, text);
        return;
    }
    for (cut = max; cut > 0 && text[cut] != ' ';)
        cut--;
    while (cut > 0 && (text[cut - 1] == ',' || text[cut - 1] == ':' || text[cut - 1] == ' '))
        cut--;
    snprintf(dst, n, "%.*s\xe2\x80\xa6", (int)(cut ? cut : max), text);
}

static int rank_of(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (int i = 0; ORDER[i]; i++) {
        size_t n = strlen(ORDER[i]);
        if (strncmp(base, ORDER[i], n) == 0 && strcmp(base + n, ".json") == 0)
            return i;
    }
    return 100;
}

static int cmp_courses(const void *a, const void *b)
{
    const char *pa = *(const char *const *)a, *pb = *(const char *const *)b;
    int ra = rank_of(pa), rb = rank_of(pb);
    return ra != rb ? ra - rb : strcmp(pa, pb);
}

/* The course files, in teaching order. */
static int course_files(const Session *s, char ***names)
{
    char dir[SESSION_PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/assets/courses", s->data_dir);
    int n = s->data_dir[0] ? session_json_files(dir, names) : 0;
    if (n > 1)
        qsort(*names, (size_t)n, sizeof **names, cmp_courses);
    return n;
}

static void progress_path(const Session *s, char *out, size_t n)
{
    snprintf(out, n, "%.900s/courses-progress.json", s->user_dir);
}

/* The progress kept; a damaged file gives its message in why (else "") and no progress. */
static void load_progress(const Session *s, Progress *p, char *why, size_t n)
{
    char path[SESSION_PATH_MAX];
    Error err;
    why[0] = '\0';
    p->n = 0;
    if (!s->user_dir[0])
        return;
    progress_path(s, path, sizeof path);
    if (progress_load(p, path, &err) != 0)
        error_format(&err, why, n);
}

void session_add_courses(Session *s, View *v)
{
    Progress *p = malloc(sizeof *p);
    char **names = NULL, why[600];
    if (!p)
        return;
    load_progress(s, p, why, sizeof why);
    if (why[0])
        put(v->modal.subtitle, sizeof v->modal.subtitle,
            "The progress file cannot be read (%.300s); solved exercises start afresh.", why);
    char next[SESSION_PATH_MAX], title[VIEW_LINE_MAX];
    if (session_next_exercise(s, next, sizeof next, title, sizeof title)) {
        ViewItem *it = session_list_entry(s, v, ENTRY_TUTORIAL, next);
        if (it) {
            put(it->title, sizeof it->title, "Continue: %.200s", title);
            put(it->detail, sizeof it->detail, "The next exercise not solved yet (Return)");
        }
    }
    int n = course_files(s, &names);
    for (int i = 0; i < n; i++) {
        Error err;
        Course *c = course_parse_file(names[i], &err);
        for (int l = 0; c && l < c->nlessons; l++) {
            const CourseLesson *L = &c->lessons[l];
            char path[SESSION_PATH_MAX];
            snprintf(path, sizeof path, "%.1000s#%d", names[i], l + 1);
            ViewItem *it = session_list_entry(s, v, ENTRY_TUTORIAL, path);
            if (!it)
                break;
            it->sub = l > 0;
            int solved = 0, stars = 0;
            for (int e = 0; e < L->nexercises; e++) {
                int k = progress_get(p, c->id, l, e);
                solved += k > 0;
                stars += k;
            }
            put(it->title, sizeof it->title, "%.60s \xc2\xb7 %d. %.100s", c->title, l + 1,
                L->title);
            char intro[160];
            clip_words(intro, sizeof intro, L->intro, 150);
            put(it->detail, sizeof it->detail, "%d of %d solved, %d of %d stars %s %s", solved,
                L->nexercises, stars, 3 * L->nexercises, solved == L->nexercises ? STAR : HOLLOW,
                intro);
        }
        if (!c) {
            ViewItem *it = session_list_entry(s, v, ENTRY_TUTORIALS, NULL);
            if (it) {
                put(it->title, sizeof it->title, "%.100s  (cannot be read)", names[i]);
                session_file_problem(it->detail, sizeof it->detail, &err);
            }
        }
        course_free(c);
    }
    session_json_files_free(names, n);
    free(p);
}

bool session_next_exercise(const Session *s, char *out, size_t n, char *title, size_t tn)
{
    Progress *p = malloc(sizeof *p);
    char **names = NULL, why[600];
    if (!p)
        return false;
    load_progress(s, p, why, sizeof why);
    int nf = course_files(s, &names);
    bool found = false;
    for (int i = 0; i < nf && !found; i++) {
        Error err;
        Course *c = course_parse_file(names[i], &err);
        for (int l = 0; c && l < c->nlessons && !found; l++) {
            for (int e = 0; e < c->lessons[l].nexercises && !found; e++) {
                if (progress_get(p, c->id, l, e) > 0)
                    continue;
                snprintf(out, n, "%.1000s#%d.%d", names[i], l + 1, e + 1);
                snprintf(title, tn, "%.60s \xc2\xb7 %.80s, exercise %d", c->title,
                         c->lessons[l].title, e + 1);
                found = true;
            }
        }
        course_free(c);
    }
    session_json_files_free(names, nf);
    free(p);
    return found;
}

void session_course_solved(Session *s, View *v)
{
    const char *id;
    int lesson, ex, stars = tutorial_stars(s->tutorial);
    if (!s->user_dir[0] || stars == 0 || !tutorial_course_step(s->tutorial, &id, &lesson, &ex))
        return;
    Progress *p = malloc(sizeof *p);
    if (!p)
        return;
    char path[SESSION_PATH_MAX], why[600];
    progress_path(s, path, sizeof path);
    load_progress(s, p, why, sizeof why);
    if (why[0]) { /* kept aside for the user to look at; the progress starts afresh */
        char aside[SESSION_PATH_MAX + 8];
        snprintf(aside, sizeof aside, "%s.bad", path);
        rename(path, aside);
        session_set_status(v, "The progress file could not be read; it is kept as %.200s.", aside);
    }
    progress_set(p, id, lesson, ex, stars);
    Error err;
    if (progress_save(p, path, &err) != 0)
        session_set_status(v, "Progress not saved: %.200s", err.what);
    free(p);
}

/* The lesson the tutorial shows, or NULL. */
const CourseLesson *session_course_lesson(const Session *s, const Course **course)
{
    const char *id;
    int lesson, ex;
    if (!s->tutorial || !tutorial_course_step(s->tutorial, &id, &lesson, &ex))
        return NULL;
    *course = tutorial_course(s->tutorial);
    return &(*course)->lessons[lesson];
}

void session_fill_course(const Session *s, View *v)
{
    const Tutorial *t = s->tutorial;
    const Course *c;
    const CourseLesson *L = session_course_lesson(s, &c);
    if (!L)
        return;
    ViewPanel *p = &v->panel;
    snprintf(p->caption_heading, sizeof p->caption_heading, "EXERCISE");
    snprintf(p->turn, sizeof p->turn, "Exercise %d of %d", tutorial_step(t) + 1, tutorial_steps(t));
    TutorialSquare marks[COURSE_MAX_MARKS];
    int n = tutorial_wrong_marks(t, marks, COURSE_MAX_MARKS);
    for (int i = 0; i < n; i++)
        if (marks[i].board < v->nboards)
            v->board[marks[i].board].wrong_marks |= 1ull << marks[i].sq;
    const TutorialStep *st = tutorial_current(t);
    char more[VIEW_CAPTION_MAX];
    if (tutorial_solved(t)) {
        int stars = tutorial_stars(t);
        bool last = tutorial_step(t) + 1 >= tutorial_steps(t);
        snprintf(more, sizeof more, "%s%s%s  %s\n%s", stars > 0 ? STAR : HOLLOW,
                 stars > 1 ? STAR : HOLLOW, stars > 2 ? STAR : HOLLOW, st->success,
                 !last ? "\xe2\x86\x92 or Return: the next exercise."
                 : L->practice[0]
                     ? "Lesson done. Return: practise this against the computer; Esc: the "
                       "course map."
                     : "Lesson done. Esc: the course map.");
    } else if (tutorial_solution_shown(t)) {
        snprintf(more, sizeof more, "%s\nThe solution: %s.", tutorial_feedback(t),
                 tutorial_solution(s->tutorial));
    } else if (tutorial_line_going(t)) {
        snprintf(more, sizeof more, "%s%s", tutorial_feedback(t),
                 tutorial_hint_shown(t) ? "" : " H for a hint.");
    } else if (tutorial_hint_shown(t)) {
        snprintf(more, sizeof more, "%s%sHint: %s\n(H again shows the solution.)",
                 tutorial_feedback(t), tutorial_feedback(t)[0] ? "\n" : "", st->hint);
    } else if (tutorial_tries(t) > 0) {
        snprintf(more, sizeof more, "%s\nTry again; H for a hint.", tutorial_feedback(t));
    } else {
        snprintf(more, sizeof more, "Your move. H for a hint.");
    }
    view_copy_text(p->feedback, sizeof p->feedback, more);
}

void session_course_question(Session *s, View *v)
{
    const Tutorial *t = s->tutorial;
    if (!t || !tutorial_question(t, 0) || tutorial_solved(t))
        return;
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_CHOICE;
    view_copy_text(m->title, sizeof m->title, "Which types?");
    view_copy_text(m->subtitle, sizeof m->subtitle, tutorial_current(t)->caption);
    char *nl = strchr(m->subtitle, '\n'); /* the task without the numbered choices */
    if (nl)
        *nl = '\0';
    s->nchoices = 0;
    for (int i = 0; tutorial_question(t, i) && s->nchoices < SESSION_MAX_CHOICES; i++) {
        MatchAction *a = &s->choices[s->nchoices++];
        memset(a, 0, sizeof *a);
        a->kind = ACTION_PASS;
        a->from = a->to = -1;
        snprintf(a->text, sizeof a->text, "%s", tutorial_question(t, i));
        ViewItem *it = &m->items[m->nitems++];
        char names[256];
        course_types_text(tutorial_course(t), a->text, names, sizeof names);
        put(it->title, sizeof it->title, "%d. %s", i + 1, names);
        put(it->detail, sizeof it->detail, "the set %s", a->text);
    }
    m->selected = 0;
    s->choice_stage = CHOICE_ANY;
    s->mode = SESSION_CHOICE;
}
