/* course_read.c - reading a course file (docs/tutorial-format.md, "Courses"): its structure
 * checked member by member, every problem placed at its line, column and JSON path, with the
 * lesson and exercise it lies in. */
#include "course.h"
#include "course_parts.h"
#include "datadir.h"
#include "hostfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

/* ---- values ------------------------------------------------------------------ */

typedef struct Reader {
    Course *c;
    JsonDoc doc;
    Error *err;
} Reader;

static int text_at(Reader *r, const cJSON *obj, const char *base, const char *key, char *dst,
                   size_t size, bool required)
{
    char p[JSON_PATH_MAX];
    const cJSON *item = json_member(obj, base, key, p);
    if (!item) {
        if (required)
            return json_missing(&r->doc, base, key);
        dst[0] = '\0';
        return 0;
    }
    return json_get_string(&r->doc, item, p, dst, size, required ? JSON_NONEMPTY : 0);
}

int course_parse_square(const char *s, CourseSquare *out)
{
    int board = 0;
    if ((s[0] == 'A' || s[0] == 'B') && s[1] == ':') {
        board = s[0] - 'A';
        s += 2;
    }
    if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' || s[2] != '\0')
        return -1;
    out->board = board;
    out->sq = (s[1] - '1') * 8 + (s[0] - 'a');
    return 0;
}

static int square_value(Reader *r, const cJSON *item, const char *path, CourseSquare *out)
{
    if (!cJSON_IsString(item))
        return course_fail(r->c, path, r->err, "expected a square, got %s", json_describe(item));
    if (course_parse_square(item->valuestring, out) != 0)
        return course_fail(r->c, path, r->err,
                           "\"%s\" is not a square (a1..h8, or A:e4 / B:e4 on Portal boards)",
                           item->valuestring);
    return 0;
}

/* A square given as a member name ("f3": ...) at path. */
static int square_key(Reader *r, const cJSON *m, const char *path, CourseSquare *out)
{
    if (course_parse_square(m->string, out) != 0)
        return course_fail(r->c, path, r->err,
                           "\"%s\" is not a square (a1..h8, or A:e4 / B:e4 on Portal boards)",
                           m->string);
    return 0;
}

/* A move text (non-empty, one line, fits MATCH_TEXT_MAX). */
static int move_value(Reader *r, const cJSON *item, const char *path, char *dst)
{
    if (!cJSON_IsString(item))
        return course_fail(r->c, path, r->err, "expected a move, got %s", json_describe(item));
    return json_get_string(&r->doc, item, path, dst, MATCH_TEXT_MAX, JSON_NONEMPTY | JSON_ONE_LINE);
}

/* ---- an exercise -------------------------------------------------------------- */

static int read_line(Reader *r, const cJSON *item, const char *path, CourseLine *out)
{
    snprintf(out->path, sizeof out->path, "%s", path);
    if (cJSON_IsString(item)) {
        out->nplies = 1;
        return move_value(r, item, path, out->ply[0]);
    }
    if (!cJSON_IsArray(item) || !item->child)
        return course_fail(r->c, path, r->err,
                           "expected a move or a line of moves ([\"Ng1-f3\", \"Kh8-g8\", ...]), "
                           "got %s",
                           cJSON_IsArray(item) ? "an empty array" : json_describe(item));
    int n = 0;
    for (const cJSON *m = item->child; m; m = m->next, n++) {
        char p[JSON_PATH_MAX];
        json_path_element(p, sizeof p, path, n);
        if (n >= COURSE_MAX_PLIES)
            return course_fail(r->c, p, r->err, "too many moves in a line (at most %d)",
                               COURSE_MAX_PLIES);
        if (move_value(r, m, p, out->ply[n]) != 0)
            return -1;
    }
    out->nplies = n; /* whose each move is, and that the user's ends it: course_bind */
    return 0;
}

static const char *const GOAL_KEYS[] = {"status", "check", "pieces", "powers", "sets", NULL};

static int read_goal(Reader *r, const cJSON *goal, const char *path, CourseExercise *e)
{
    if (json_want_object(&r->doc, goal, path) != 0 || json_members(&r->doc, goal, path, GOAL_KEYS))
        return -1;
    if (!goal->child)
        return course_fail(r->c, path, r->err, "the goal is empty: say what must hold");
    for (const cJSON *g = goal->child; g; g = g->next) {
        char p[JSON_PATH_MAX];
        json_path_member(p, sizeof p, path, g->string);
        int kind = json_name_index(GOAL_KEYS, g->string);
        if (kind <= 1) {
            if (e->ngoals >= COURSE_MAX_GOALS)
                return course_fail(r->c, p, r->err, "too many goals (at most %d)",
                                   COURSE_MAX_GOALS);
            CourseGoal *x = &e->goals[e->ngoals++];
            memset(x, 0, sizeof *x);
            snprintf(x->path, sizeof x->path, "%s", p);
            if (kind == 0) {
                static const char *const st[] = {"checkmate", "stalemate", "king-captured",
                                                 "ongoing",   "no-moves",  NULL};
                int i;
                if (json_get_choice(&r->doc, g, p, st, &i) != 0)
                    return -1;
                x->kind = CGOAL_STATUS;
                snprintf(x->text, sizeof x->text, "%s", st[i]);
            } else {
                x->kind = CGOAL_CHECK;
                if (json_get_bool(&r->doc, g, p, &x->flag) != 0)
                    return -1;
            }
            continue;
        }
        if (json_want_object(&r->doc, g, p) != 0 || json_members(&r->doc, g, p, NULL) != 0)
            return -1;
        for (const cJSON *s = g->child; s; s = s->next) {
            char q[JSON_PATH_MAX];
            json_path_member(q, sizeof q, p, s->string);
            if (e->ngoals >= COURSE_MAX_GOALS)
                return course_fail(r->c, q, r->err, "too many goals (at most %d)",
                                   COURSE_MAX_GOALS);
            CourseGoal *x = &e->goals[e->ngoals++];
            memset(x, 0, sizeof *x);
            snprintf(x->path, sizeof x->path, "%s", q);
            x->kind = kind == 2 ? CGOAL_PIECE : kind == 3 ? CGOAL_POWER : CGOAL_SET;
            if (square_key(r, s, q, &x->square) != 0)
                return -1;
            if (!cJSON_IsString(s))
                return course_fail(r->c, q, r->err, "expected a string, got %s", json_describe(s));
            if (json_get_string(&r->doc, s, q, x->text, sizeof x->text, JSON_ONE_LINE) != 0)
                return -1;
            if (x->kind == CGOAL_PIECE && strlen(x->text) > 1)
                return course_fail(r->c, q, r->err,
                                   "expected one piece letter (upper case White, lower case "
                                   "Black) or \"\" for an empty square, got \"%s\"",
                                   x->text);
        }
    }
    return 0;
}

/* The letters of a set of types, upper case, each once: "QRP". */
static int read_types(Reader *r, const cJSON *item, const char *path, char *out, size_t size)
{
    char raw[64];
    if (json_get_string(&r->doc, item, path, raw, sizeof raw, JSON_NONEMPTY | JSON_ONE_LINE) != 0)
        return -1;
    size_t k = 0;
    for (const char *s = raw; *s; s++) {
        if (*s < 'A' || *s > 'Z' || strchr(raw, *s) != s || k + 1 >= size)
            return course_fail(r->c, path, r->err,
                               "expected type letters, upper case, each once (\"QRP\"), got "
                               "\"%s\"",
                               raw);
        out[k++] = *s;
    }
    out[k] = '\0';
    return 0;
}

static const char *const EX_KEYS[] = {"fen",    "task",         "answers",     "goal",
                                      "hint",   "hint_squares", "explanation", "wrong",
                                      "square", "choices",      "answer",      NULL};

static int read_moves_part(Reader *r, const cJSON *obj, const char *path, CourseExercise *e)
{
    char p[JSON_PATH_MAX];
    const cJSON *answers = json_member(obj, path, "answers", p);
    if (!answers)
        return json_missing(&r->doc, path, "answers");
    if (!cJSON_IsArray(answers) || !answers->child)
        return course_fail(r->c, p, r->err, "expected a non-empty array of answers, got %s",
                           cJSON_IsArray(answers) ? "an empty array" : json_describe(answers));
    for (const cJSON *a = answers->child; a; a = a->next) {
        char q[JSON_PATH_MAX];
        json_path_element(q, sizeof q, p, e->nanswers);
        if (e->nanswers >= COURSE_MAX_ANSWERS)
            return course_fail(r->c, q, r->err, "too many answers (at most %d)",
                               COURSE_MAX_ANSWERS);
        if (read_line(r, a, q, &e->answers[e->nanswers++]) != 0)
            return -1;
    }
    const cJSON *goal = json_member(obj, path, "goal", p);
    if (!goal)
        return json_missing(&r->doc, path, "goal");
    if (read_goal(r, goal, p, e) != 0)
        return -1;
    const cJSON *wrong = json_member(obj, path, "wrong", p);
    if (!wrong)
        return 0;
    if (!cJSON_IsArray(wrong))
        return course_fail(r->c, p, r->err, "expected an array, got %s", json_describe(wrong));
    for (const cJSON *w = wrong->child; w; w = w->next) {
        char q[JSON_PATH_MAX], m[JSON_PATH_MAX];
        json_path_element(q, sizeof q, p, e->nwrong);
        if (e->nwrong >= COURSE_MAX_WRONG)
            return course_fail(r->c, q, r->err, "too many wrong tries (at most %d)",
                               COURSE_MAX_WRONG);
        static const char *const keys[] = {"move", "feedback", NULL};
        CourseWrong *x = &e->wrong[e->nwrong++];
        snprintf(x->path, sizeof x->path, "%s", q);
        if (json_want_object(&r->doc, w, q) != 0 || json_members(&r->doc, w, q, keys) != 0)
            return -1;
        const cJSON *mv = json_member(w, q, "move", m);
        if (!mv)
            return json_missing(&r->doc, q, "move");
        if (move_value(r, mv, m, x->move) != 0 ||
            text_at(r, w, q, "feedback", x->feedback, sizeof x->feedback, true) != 0)
            return -1;
        snprintf(x->path, sizeof x->path, "%s", m);
    }
    return 0;
}

static int read_types_part(Reader *r, const cJSON *obj, const char *path, CourseExercise *e)
{
    char p[JSON_PATH_MAX], answer[16];
    const cJSON *sq = json_member(obj, path, "square", p);
    if (!sq)
        return json_missing(&r->doc, path, "square");
    if (square_value(r, sq, p, &e->square) != 0)
        return -1;
    const cJSON *choices = json_member(obj, path, "choices", p);
    if (!cJSON_IsArray(choices) || !choices->child || !choices->child->next)
        return course_fail(r->c, p, r->err,
                           "expected two to %d choices, each a set of type letters",
                           COURSE_MAX_OPTIONS);
    for (const cJSON *ch = choices->child; ch; ch = ch->next) {
        char q[JSON_PATH_MAX];
        json_path_element(q, sizeof q, p, e->noptions);
        if (e->noptions >= COURSE_MAX_OPTIONS)
            return course_fail(r->c, q, r->err, "too many choices (at most %d)",
                               COURSE_MAX_OPTIONS);
        if (read_types(r, ch, q, e->options[e->noptions], sizeof e->options[0]) != 0)
            return -1;
        for (int i = 0; i < e->noptions; i++)
            if (strcmp(e->options[i], e->options[e->noptions]) == 0)
                return course_fail(r->c, q, r->err, "the choice \"%s\" is given twice",
                                   e->options[i]);
        e->noptions++;
    }
    const cJSON *a = json_member(obj, path, "answer", p);
    if (!a)
        return json_missing(&r->doc, path, "answer");
    if (read_types(r, a, p, answer, sizeof answer) != 0)
        return -1;
    e->right = -1;
    for (int i = 0; i < e->noptions; i++)
        if (strcmp(e->options[i], answer) == 0)
            e->right = i;
    if (e->right < 0)
        return course_fail(r->c, p, r->err, "the answer \"%s\" is not among the choices", answer);
    return 0;
}

static int read_exercise(Reader *r, const cJSON *obj, const char *path, CourseExercise *e)
{
    memset(e, 0, sizeof *e);
    snprintf(e->path, sizeof e->path, "%s", path);
    if (json_want_object(&r->doc, obj, path) != 0 || json_members(&r->doc, obj, path, EX_KEYS) != 0)
        return -1;
    if (text_at(r, obj, path, "fen", e->fen, sizeof e->fen, true) != 0 ||
        text_at(r, obj, path, "task", e->task, sizeof e->task, true) != 0 ||
        text_at(r, obj, path, "hint", e->hint, sizeof e->hint, true) != 0 ||
        text_at(r, obj, path, "explanation", e->explanation, sizeof e->explanation, true) != 0)
        return -1;
    char p[JSON_PATH_MAX];
    const cJSON *hs = json_member(obj, path, "hint_squares", p);
    if (hs) {
        if (!cJSON_IsArray(hs))
            return course_fail(r->c, p, r->err, "expected an array of squares, got %s",
                               json_describe(hs));
        for (const cJSON *s = hs->child; s; s = s->next) {
            char q[JSON_PATH_MAX];
            json_path_element(q, sizeof q, p, e->nhint_squares);
            if (e->nhint_squares >= COURSE_MAX_MARKS)
                return course_fail(r->c, q, r->err, "too many squares (at most %d)",
                                   COURSE_MAX_MARKS);
            if (square_value(r, s, q, &e->hint_squares[e->nhint_squares++]) != 0)
                return -1;
        }
    }
    bool moves = cJSON_GetObjectItemCaseSensitive(obj, "answers") != NULL;
    bool types = cJSON_GetObjectItemCaseSensitive(obj, "choices") != NULL;
    if (moves == types)
        return course_fail(r->c, path, r->err,
                           "an exercise has either \"answers\" and \"goal\" (moves to play) or "
                           "\"square\", \"choices\" and \"answer\" (a types question)");
    e->kind = moves ? COURSE_MOVES : COURSE_TYPES;
    static const char *const only_moves[] = {"goal", "wrong", NULL};
    static const char *const only_types[] = {"square", "answer", NULL};
    const char *const *foreign = moves ? only_types : only_moves;
    for (int i = 0; foreign[i]; i++) {
        if (json_member(obj, path, foreign[i], p))
            return course_fail(r->c, p, r->err, "\"%s\" does not belong to %s", foreign[i],
                               moves ? "a moves exercise" : "a types question");
    }
    return moves ? read_moves_part(r, obj, path, e) : read_types_part(r, obj, path, e);
}

/* ---- the document ------------------------------------------------------------- */

static int read_lesson(Reader *r, const cJSON *obj, const char *path, CourseLesson *l)
{
    static const char *const keys[] = {"title", "intro",     "tutorial", "practice",
                                       "level", "exercises", NULL};
    snprintf(l->path, sizeof l->path, "%s", path);
    if (json_want_object(&r->doc, obj, path) != 0 || json_members(&r->doc, obj, path, keys) != 0)
        return -1;
    if (text_at(r, obj, path, "title", l->title, sizeof l->title, true) != 0 ||
        text_at(r, obj, path, "intro", l->intro, sizeof l->intro, true) != 0 ||
        text_at(r, obj, path, "tutorial", l->tutorial, sizeof l->tutorial, false) != 0 ||
        text_at(r, obj, path, "practice", l->practice, sizeof l->practice, false) != 0)
        return -1;
    char p[JSON_PATH_MAX];
    const cJSON *lv = json_member(obj, path, "level", p);
    l->level = 1;
    if (lv && json_get_int(&r->doc, lv, p, 1, 10, &l->level) != 0)
        return -1;
    const cJSON *ex = json_member(obj, path, "exercises", p);
    if (!ex)
        return json_missing(&r->doc, path, "exercises");
    int n = cJSON_IsArray(ex) ? cJSON_GetArraySize(ex) : 0;
    if (n < 1 || n > COURSE_MAX_EXERCISES)
        return course_fail(r->c, p, r->err, "expected 1 to %d exercises, got %s",
                           COURSE_MAX_EXERCISES,
                           cJSON_IsArray(ex) ? "another number" : json_describe(ex));
    l->exercises = calloc((size_t)n, sizeof *l->exercises);
    if (!l->exercises)
        return course_fail(r->c, p, r->err, "out of memory");
    for (const cJSON *e = ex->child; e; e = e->next, l->nexercises++) {
        char q[JSON_PATH_MAX];
        json_path_element(q, sizeof q, p, l->nexercises);
        if (read_exercise(r, e, q, &l->exercises[l->nexercises]) != 0)
            return -1;
    }
    return 0;
}

static int read_course(Reader *r, const cJSON *root)
{
    static const char *const keys[] = {"format", "title", "variant", "summary", "lessons", NULL};
    Course *c = r->c;
    if (json_want_object(&r->doc, root, "$") != 0 || json_members(&r->doc, root, "$", keys) != 0)
        return -1;
    char p[JSON_PATH_MAX];
    const cJSON *f = json_member(root, "$", "format", p);
    int format;
    if (!f)
        return json_missing(&r->doc, "$", "format");
    if (json_get_int(&r->doc, f, p, 1, 1, &format) != 0)
        return -1;
    if (text_at(r, root, "$", "title", c->title, sizeof c->title, true) != 0 ||
        text_at(r, root, "$", "variant", c->variant_id, sizeof c->variant_id, true) != 0 ||
        text_at(r, root, "$", "summary", c->summary, sizeof c->summary, true) != 0)
        return -1;
    if (!datadir_variant_name(c->variant_id)) /* a name of the variants folder, never a path */
        return json_fail(&r->doc, "$.variant",
                         "\"%.60s\" is not a variant's name (its file's name in the variants "
                         "folder without \".json\", e.g. \"fide\")",
                         c->variant_id);
    const cJSON *ls = json_member(root, "$", "lessons", p);
    if (!ls)
        return json_missing(&r->doc, "$", "lessons");
    int n = cJSON_IsArray(ls) ? cJSON_GetArraySize(ls) : 0;
    if (n < 1 || n > COURSE_MAX_LESSONS)
        return course_fail(c, p, r->err, "expected 1 to %d lessons", COURSE_MAX_LESSONS);
    for (const cJSON *l = ls->child; l; l = l->next) {
        char q[JSON_PATH_MAX];
        json_path_element(q, sizeof q, p, c->nlessons);
        if (read_lesson(r, l, q, &c->lessons[c->nlessons++]) != 0)
            return -1;
    }
    return 0;
}

Course *course_parse(const char *text, size_t len, const char *name, Error *err)
{
    if (json_check(text, len, name, err) != 0)
        return NULL;
    Course *c = calloc(1, sizeof *c);
    if (!c) {
        error_set(err, name, "out of memory");
        return NULL;
    }
    snprintf(c->name, sizeof c->name, "%s", name);
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    snprintf(c->id, sizeof c->id, "%s", base);
    char *dot = strrchr(c->id, '.');
    if (dot)
        *dot = '\0';
    c->text = malloc(len + 1);
    if (!c->text) {
        free(c);
        error_set(err, name, "out of memory");
        return NULL;
    }
    memcpy(c->text, text, len);
    c->text[len] = '\0';
    c->len = len;
    cJSON *root = cJSON_ParseWithLength(c->text, len);
    Reader r = {c, {c->text, c->len, c->name, err, NULL}, err};
    if (!root || read_course(&r, root) != 0) {
        if (!root)
            error_set(err, name, "invalid JSON");
        else if (err)
            course_name_exercise(err);
        cJSON_Delete(root);
        course_free(c);
        return NULL;
    }
    cJSON_Delete(root);
    return c;
}

Course *course_parse_file(const char *path, Error *err)
{
    char *text;
    size_t len;
    if (host_read_file(path, COURSE_CAP_FILE, &text, &len, err) != 0)
        return NULL;
    Course *c = course_parse(text, len, path, err);
    free(text);
    return c;
}

Course *course_load(const char *path, Error *err)
{
    Course *c = course_parse_file(path, err);
    if (c && course_bind(c, NULL, err) != 0) {
        course_free(c);
        return NULL;
    }
    return c;
}

void course_free(Course *c)
{
    if (!c)
        return;
    for (int i = 0; i < c->nlessons; i++)
        free(c->lessons[i].exercises);
    if (c->owns_variant)
        variant_free(c->variant);
    free(c->text);
    free(c);
}

int course_exercises(const Course *c)
{
    int n = 0;
    for (int i = 0; i < c->nlessons; i++)
        n += c->lessons[i].nexercises;
    return n;
}

bool course_file_is_course(const char *path)
{
    char *text;
    size_t len;
    Error err;
    if (host_read_file(path, COURSE_CAP_FILE, &text, &len, &err) != 0)
        return false;
    cJSON *root = cJSON_ParseWithLength(text, len);
    bool yes = cJSON_IsObject(root) && cJSON_GetObjectItemCaseSensitive(root, "lessons");
    cJSON_Delete(root);
    free(text);
    return yes;
}
