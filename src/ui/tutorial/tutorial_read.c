/* tutorial_read.c - reading a tutorial file (docs/tutorial-format.md): its structure checked
 * member by member, every problem placed at its line, column and JSON path; and a tutorial
 * freed, whatever made it. */
#include "course.h"
#include "datadir.h"
#include "hostfile.h"
#include "tutorial_parts.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "morphchess/json.h"

/* ---- messages --------------------------------------------------------------- */

/* The step number (1-based) a path like "$.steps[3]..." lies in, or 0. */
static int step_of_path(const char *path)
{
    if (strncmp(path, "$.steps[", 8) != 0)
        return 0;
    return atoi(path + 8) + 1;
}

/* Appends " (step N)" to err->where when path lies in a step. */
static void add_step(Error *err, const char *path)
{
    int step = step_of_path(path);
    size_t n = strlen(err->where);
    if (step > 0 && n < sizeof err->where)
        snprintf(err->where + n, sizeof err->where - n, " (step %d)", step);
}

int tutorial_fail_at(const char *name, const char *text, size_t len, const char *path, int index,
                     Error *err, const char *fmt, ...)
{
    if (!err)
        return -1;
    char what[sizeof err->what];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    JsonDoc d = {text, len, name, err, NULL};
    json_fail_char(&d, path, index, "%s", what);
    add_step(err, path);
    return -1;
}

/* ---- reading ---------------------------------------------------------------- */

/* Copies the string item into buf; error if it is not a string or too long. */
static int get_string(const Tutorial *t, const cJSON *item, const char *path, char *buf,
                      size_t size, Error *err)
{
    if (!cJSON_IsString(item))
        return FAIL(t, path, err, "expected a string, got %s", json_describe(item));
    size_t n = strlen(item->valuestring);
    if (n >= size)
        return FAIL(t, path, err, "text too long (%zu bytes, at most %zu)", n, size - 1);
    memcpy(buf, item->valuestring, n + 1);
    return 0;
}

/* Checks that no member of obj is repeated and every one is one of the names
 * in allowed (NULL-ended). */
static int check_members(const Tutorial *t, const cJSON *obj, const char *path,
                         const char *const *allowed, Error *err)
{
    int nth;
    const cJSON *dup = json_duplicate(obj, &nth);
    if (dup) {
        char p[TUTORIAL_PATH_MAX * 2];
        json_path_member(p, sizeof p, path, dup->string);
        JsonDoc d = {t->text, t->len, t->name, err, NULL};
        json_fail_key(&d, p, nth, "duplicate member \"%s\"", dup->string);
        if (err)
            add_step(err, p);
        return -1;
    }
    for (const cJSON *m = obj->child; m; m = m->next) {
        bool ok = false;
        for (int i = 0; allowed[i]; i++)
            ok = ok || strcmp(m->string, allowed[i]) == 0;
        if (!ok) {
            char p[TUTORIAL_PATH_MAX * 2];
            json_path_member(p, sizeof p, path, m->string);
            return FAIL(t, p, err, "unknown member \"%s\"", m->string);
        }
    }
    return 0;
}

int tutorial_parse_square(const char *s, TutorialSquare *out)
{
    CourseSquare q;
    if (course_parse_square(s, &q) != 0)
        return -1;
    *out = (TutorialSquare){q.board, q.sq};
    return 0;
}

static int get_square(const Tutorial *t, const cJSON *item, const char *path, TutorialSquare *out,
                      Error *err)
{
    if (!cJSON_IsString(item))
        return FAIL(t, path, err, "expected a square name, got %s", json_describe(item));
    if (tutorial_parse_square(item->valuestring, out) != 0)
        return FAIL(t, path, err,
                    "\"%s\" is not a square (a1..h8, or A:e4 / B:e4 on Portal boards)",
                    item->valuestring);
    return 0;
}

/* An array of squares into out[max]; *n gets the count. */
static int get_squares(const Tutorial *t, const cJSON *arr, const char *path, TutorialSquare *out,
                       int max, int *n, Error *err)
{
    if (!cJSON_IsArray(arr))
        return FAIL(t, path, err, "expected an array of squares, got %s", json_describe(arr));
    int i = 0;
    for (const cJSON *e = arr->child; e; e = e->next, i++) {
        char p[TUTORIAL_PATH_MAX];
        json_path_element(p, sizeof p, path, i);
        if (i >= max)
            return FAIL(t, p, err, "too many squares (at most %d)", max);
        if (get_square(t, e, p, &out[i], err) != 0)
            return -1;
    }
    *n = i;
    return 0;
}

/* An array of move texts (or one string) into out[max]. */
static int get_moves(const Tutorial *t, const cJSON *arr, const char *path, TutorialMove *out,
                     int max, int *n, Error *err)
{
    if (cJSON_IsString(arr)) {
        snprintf(out[0].path, sizeof out[0].path, "%s", path);
        *n = 1;
        return get_string(t, arr, path, out[0].text, sizeof out[0].text, err);
    }
    if (!cJSON_IsArray(arr))
        return FAIL(t, path, err, "expected an array of moves, got %s", json_describe(arr));
    int i = 0;
    for (const cJSON *e = arr->child; e; e = e->next, i++) {
        char p[TUTORIAL_PATH_MAX];
        json_path_element(p, sizeof p, path, i);
        if (i >= max)
            return FAIL(t, p, err, "too many moves (at most %d)", max);
        snprintf(out[i].path, sizeof out[i].path, "%s", p);
        if (get_string(t, e, p, out[i].text, sizeof out[i].text, err) != 0)
            return -1;
    }
    *n = i;
    return 0;
}

static int parse_arrows(const Tutorial *t, const cJSON *arr, const char *path, TutorialStep *s,
                        Error *err)
{
    if (!cJSON_IsArray(arr))
        return FAIL(t, path, err, "expected an array of [from, to] pairs, got %s",
                    json_describe(arr));
    int i = 0;
    for (const cJSON *e = arr->child; e; e = e->next, i++) {
        char p[TUTORIAL_PATH_MAX], q[TUTORIAL_PATH_MAX];
        json_path_element(p, sizeof p, path, i);
        if (i >= TUTORIAL_MAX_MARKS)
            return FAIL(t, p, err, "too many arrows (at most %d)", TUTORIAL_MAX_MARKS);
        if (!cJSON_IsArray(e) || cJSON_GetArraySize(e) != 2)
            return FAIL(t, p, err, "expected a pair of squares [\"g1\", \"f3\"]");
        json_path_element(q, sizeof q, p, 0);
        if (get_square(t, e->child, q, &s->arrows[i].from, err) != 0)
            return -1;
        json_path_element(q, sizeof q, p, 1);
        if (get_square(t, e->child->next, q, &s->arrows[i].to, err) != 0)
            return -1;
    }
    s->narrows = i;
    return 0;
}

static int parse_task(const Tutorial *t, const cJSON *obj, const char *path, TutorialStep *s,
                      Error *err)
{
    static const char *const allowed[] = {"answers",      "wrong",   "feedback", "hint",
                                          "hint_squares", "success", NULL};
    char p[TUTORIAL_PATH_MAX];
    if (!cJSON_IsObject(obj))
        return FAIL(t, path, err, "expected an object, got %s", json_describe(obj));
    if (check_members(t, obj, path, allowed, err) != 0)
        return -1;
    s->task = true;
    const cJSON *answers = cJSON_GetObjectItemCaseSensitive(obj, "answers");
    if (!answers)
        return FAIL(t, path, err, "a task needs \"answers\" (the moves accepted)");
    json_path_member(p, sizeof p, path, "answers");
    if (get_moves(t, answers, p, s->answers, TUTORIAL_MAX_TRIES, &s->nanswers, err) != 0)
        return -1;
    if (s->nanswers == 0)
        return FAIL(t, p, err, "a task needs at least one answer");
    const cJSON *wrong = cJSON_GetObjectItemCaseSensitive(obj, "wrong");
    if (wrong) {
        json_path_member(p, sizeof p, path, "wrong");
        if (!cJSON_IsArray(wrong))
            return FAIL(t, p, err, "expected an array of {\"move\", \"feedback\"}, got %s",
                        json_describe(wrong));
        int i = 0;
        for (const cJSON *e = wrong->child; e; e = e->next, i++) {
            static const char *const wallowed[] = {"move", "feedback", NULL};
            char q[TUTORIAL_PATH_MAX], r[TUTORIAL_PATH_MAX];
            json_path_element(q, sizeof q, p, i);
            if (i >= TUTORIAL_MAX_TRIES)
                return FAIL(t, q, err, "too many wrong tries (at most %d)", TUTORIAL_MAX_TRIES);
            if (!cJSON_IsObject(e))
                return FAIL(t, q, err, "expected an object {\"move\", \"feedback\"}, got %s",
                            json_describe(e));
            if (check_members(t, e, q, wallowed, err) != 0)
                return -1;
            const cJSON *mv = cJSON_GetObjectItemCaseSensitive(e, "move");
            const cJSON *fb = cJSON_GetObjectItemCaseSensitive(e, "feedback");
            if (!mv || !fb)
                return FAIL(t, q, err, "a wrong try needs \"move\" and \"feedback\"");
            json_path_member(r, sizeof r, q, "move");
            snprintf(s->wrong[i].move.path, sizeof s->wrong[i].move.path, "%s", r);
            if (get_string(t, mv, r, s->wrong[i].move.text, sizeof s->wrong[i].move.text, err) != 0)
                return -1;
            json_path_member(r, sizeof r, q, "feedback");
            if (get_string(t, fb, r, s->wrong[i].feedback, sizeof s->wrong[i].feedback, err) != 0)
                return -1;
        }
        s->nwrong = i;
    }
    static const char *const texts[] = {"feedback", "hint", "success"};
    char *dest[] = {s->feedback, s->hint, s->success};
    for (int k = 0; k < 3; k++) {
        const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, texts[k]);
        json_path_member(p, sizeof p, path, texts[k]);
        if (item && get_string(t, item, p, dest[k], TUTORIAL_TEXT_MAX, err) != 0)
            return -1;
    }
    const cJSON *hs = cJSON_GetObjectItemCaseSensitive(obj, "hint_squares");
    json_path_member(p, sizeof p, path, "hint_squares");
    if (hs && get_squares(t, hs, p, s->hint_squares, TUTORIAL_MAX_MARKS, &s->nhint_squares, err))
        return -1;
    return 0;
}

static TutorialExpect *new_expect(const Tutorial *t, TutorialStep *s, const char *path,
                                  TutorialExpectKind kind, Error *err)
{
    if (s->nexpect >= TUTORIAL_MAX_EXPECT) {
        FAIL(t, path, err, "too many expectations in one step (at most %d)", TUTORIAL_MAX_EXPECT);
        return NULL;
    }
    TutorialExpect *e = &s->expect[s->nexpect++];
    memset(e, 0, sizeof *e);
    e->kind = kind;
    snprintf(e->path, sizeof e->path, "%s", path);
    return e;
}

/* "pieces", "powers", "sets", "origins": objects from square to text. */
static int parse_square_map(const Tutorial *t, const cJSON *obj, const char *path,
                            TutorialExpectKind kind, TutorialStep *s, Error *err)
{
    if (!cJSON_IsObject(obj))
        return FAIL(t, path, err, "expected an object from squares to texts, got %s",
                    json_describe(obj));
    for (const cJSON *m = obj->child; m; m = m->next) {
        char p[TUTORIAL_PATH_MAX];
        json_path_member(p, sizeof p, path, m->string);
        TutorialExpect *e = new_expect(t, s, p, kind, err);
        if (!e)
            return -1;
        if (tutorial_parse_square(m->string, &e->square) != 0)
            return FAIL(t, p, err, "\"%s\" is not a square", m->string);
        if (get_string(t, m, p, e->text, sizeof e->text, err) != 0)
            return -1;
        if (kind == TEXPECT_PIECE && strlen(e->text) > 1)
            return FAIL(t, p, err,
                        "expected one piece letter (upper case White, lower case "
                        "Black) or \"\" for an empty square, got \"%s\"",
                        e->text);
    }
    return 0;
}

static int parse_expect(const Tutorial *t, const cJSON *obj, const char *path, TutorialStep *s,
                        Error *err)
{
    static const char *const allowed[] = {"to_move", "check",   "status", "result", "fen",
                                          "phases",  "pieces",  "powers", "sets",   "origins",
                                          "legal",   "illegal", "moves",  "last",   NULL};
    if (!cJSON_IsObject(obj))
        return FAIL(t, path, err, "expected an object, got %s", json_describe(obj));
    if (check_members(t, obj, path, allowed, err) != 0)
        return -1;
    static const struct {
        const char *key;
        TutorialExpectKind kind;
    } texts[] = {{"to_move", TEXPECT_TO_MOVE}, {"status", TEXPECT_STATUS},
                 {"result", TEXPECT_RESULT},   {"fen", TEXPECT_FEN},
                 {"phases", TEXPECT_PHASES},   {"last", TEXPECT_LAST}};
    for (const cJSON *m = obj->child; m; m = m->next) {
        char p[TUTORIAL_PATH_MAX];
        json_path_member(p, sizeof p, path, m->string);
        bool done = false;
        for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
            if (strcmp(m->string, texts[k].key) != 0)
                continue;
            TutorialExpect *e = new_expect(t, s, p, texts[k].kind, err);
            if (!e || get_string(t, m, p, e->text, sizeof e->text, err) != 0)
                return -1;
            if (e->kind == TEXPECT_TO_MOVE && strcmp(e->text, "white") != 0 &&
                strcmp(e->text, "black") != 0)
                return FAIL(t, p, err, "expected \"white\" or \"black\", got \"%s\"", e->text);
            done = true;
        }
        if (done)
            continue;
        if (strcmp(m->string, "check") == 0) {
            TutorialExpect *e = new_expect(t, s, p, TEXPECT_CHECK, err);
            if (!e)
                return -1;
            if (!cJSON_IsBool(m))
                return FAIL(t, p, err, "expected true or false, got %s", json_describe(m));
            e->flag = cJSON_IsTrue(m);
        } else if (strcmp(m->string, "moves") == 0) {
            TutorialExpect *e = new_expect(t, s, p, TEXPECT_MOVES, err);
            if (!e)
                return -1;
            if (!cJSON_IsNumber(m) || m->valuedouble < 0 || m->valuedouble != (int)m->valuedouble)
                return FAIL(t, p, err, "expected a count of legal moves, got %s", json_describe(m));
            e->number = m->valueint;
        } else if (strcmp(m->string, "pieces") == 0) {
            if (parse_square_map(t, m, p, TEXPECT_PIECE, s, err) != 0)
                return -1;
        } else if (strcmp(m->string, "powers") == 0) {
            if (parse_square_map(t, m, p, TEXPECT_POWER, s, err) != 0)
                return -1;
        } else if (strcmp(m->string, "sets") == 0) {
            if (parse_square_map(t, m, p, TEXPECT_SET, s, err) != 0)
                return -1;
        } else if (strcmp(m->string, "origins") == 0) {
            if (parse_square_map(t, m, p, TEXPECT_ORIGIN, s, err) != 0)
                return -1;
        } else { /* "legal" or "illegal": arrays of moves or {"move", "why"} */
            bool legal = strcmp(m->string, "legal") == 0;
            if (!cJSON_IsArray(m))
                return FAIL(t, p, err, "expected an array of moves, got %s", json_describe(m));
            int i = 0;
            for (const cJSON *x = m->child; x; x = x->next, i++) {
                char q[TUTORIAL_PATH_MAX], r[TUTORIAL_PATH_MAX];
                json_path_element(q, sizeof q, p, i);
                TutorialExpect *e =
                    new_expect(t, s, q, legal ? TEXPECT_LEGAL : TEXPECT_ILLEGAL, err);
                if (!e)
                    return -1;
                if (cJSON_IsString(x) || legal) {
                    if (get_string(t, x, q, e->text, sizeof e->text, err) != 0)
                        return -1;
                    continue;
                }
                static const char *const iallowed[] = {"move", "why", NULL};
                if (!cJSON_IsObject(x))
                    return FAIL(t, q, err, "expected a move or {\"move\", \"why\"}, got %s",
                                json_describe(x));
                if (check_members(t, x, q, iallowed, err) != 0)
                    return -1;
                const cJSON *mv = cJSON_GetObjectItemCaseSensitive(x, "move");
                const cJSON *why = cJSON_GetObjectItemCaseSensitive(x, "why");
                if (!mv)
                    return FAIL(t, q, err, "missing \"move\"");
                json_path_member(r, sizeof r, q, "move");
                if (get_string(t, mv, r, e->text, sizeof e->text, err) != 0)
                    return -1;
                json_path_member(r, sizeof r, q, "why");
                if (why && get_string(t, why, r, e->why, sizeof e->why, err) != 0)
                    return -1;
            }
        }
    }
    return 0;
}

static int parse_step(const Tutorial *t, const cJSON *obj, int index, TutorialStep *s, Error *err)
{
    static const char *const allowed[] = {"fen",  "continue", "caption", "highlights", "arrows",
                                          "play", "task",     "expect",  NULL};
    char path[TUTORIAL_PATH_MAX], p[TUTORIAL_PATH_MAX];
    json_path_element(path, sizeof path, "$.steps", index);
    if (!cJSON_IsObject(obj))
        return FAIL(t, path, err, "expected a step object, got %s", json_describe(obj));
    if (check_members(t, obj, path, allowed, err) != 0)
        return -1;
    const cJSON *fen = cJSON_GetObjectItemCaseSensitive(obj, "fen");
    const cJSON *cont = cJSON_GetObjectItemCaseSensitive(obj, "continue");
    if (cont && !cJSON_IsTrue(cont)) {
        json_path_member(p, sizeof p, path, "continue");
        return FAIL(t, p, err, "\"continue\" can only be true");
    }
    if (fen && cont)
        return FAIL(t, path, err, "give either \"fen\" or \"continue\", not both");
    if (!fen && !cont)
        return FAIL(t, path, err,
                    "a step needs \"fen\" (a FEN or \"start\") or \"continue\": true");
    if (cont && index == 0) {
        json_path_member(p, sizeof p, path, "continue");
        return FAIL(t, p, err, "the first step has nothing to continue from: give \"fen\"");
    }
    json_path_member(p, sizeof p, path, "fen");
    if (fen && get_string(t, fen, p, s->fen, sizeof s->fen, err) != 0)
        return -1;
    const cJSON *caption = cJSON_GetObjectItemCaseSensitive(obj, "caption");
    json_path_member(p, sizeof p, path, "caption");
    if (!caption)
        return FAIL(t, path, err, "a step needs a \"caption\"");
    if (get_string(t, caption, p, s->caption, sizeof s->caption, err) != 0)
        return -1;
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, "highlights");
    json_path_member(p, sizeof p, path, "highlights");
    if (item && get_squares(t, item, p, s->highlights, TUTORIAL_MAX_MARKS, &s->nhighlights, err))
        return -1;
    item = cJSON_GetObjectItemCaseSensitive(obj, "arrows");
    json_path_member(p, sizeof p, path, "arrows");
    if (item && parse_arrows(t, item, p, s, err) != 0)
        return -1;
    item = cJSON_GetObjectItemCaseSensitive(obj, "play");
    json_path_member(p, sizeof p, path, "play");
    if (item && get_moves(t, item, p, s->play, TUTORIAL_MAX_MOVES, &s->nplay, err) != 0)
        return -1;
    item = cJSON_GetObjectItemCaseSensitive(obj, "task");
    json_path_member(p, sizeof p, path, "task");
    if (item && parse_task(t, item, p, s, err) != 0)
        return -1;
    item = cJSON_GetObjectItemCaseSensitive(obj, "expect");
    json_path_member(p, sizeof p, path, "expect");
    if (item && parse_expect(t, item, p, s, err) != 0)
        return -1;
    return 0;
}

static int parse_root(Tutorial *t, const cJSON *root, Error *err)
{
    static const char *const allowed[] = {"format", "title", "variant", "summary", "steps", NULL};
    if (!cJSON_IsObject(root))
        return FAIL(t, "$", err, "expected an object, got %s", json_describe(root));
    if (check_members(t, root, "$", allowed, err) != 0)
        return -1;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!format)
        return FAIL(t, "$", err, "missing \"format\": 1");
    if (!cJSON_IsNumber(format) || format->valuedouble != 1)
        return FAIL(t, "$.format", err, "unknown format (this program reads format 1)");
    static const char *const keys[] = {"title", "variant", "summary"};
    char *dest[] = {t->title, t->variant_id, t->summary};
    size_t sizes[] = {sizeof t->title, sizeof t->variant_id, sizeof t->summary};
    for (int k = 0; k < 3; k++) {
        char p[TUTORIAL_PATH_MAX];
        json_path_member(p, sizeof p, "$", keys[k]);
        const cJSON *item = cJSON_GetObjectItemCaseSensitive(root, keys[k]);
        if (!item)
            return FAIL(t, "$", err, "missing \"%s\"", keys[k]);
        if (get_string(t, item, p, dest[k], sizes[k], err) != 0)
            return -1;
    }
    if (!datadir_variant_name(t->variant_id)) /* a name of the variants folder, never a path */
        return FAIL(t, "$.variant", err,
                    "\"%.60s\" is not a variant's name (its file's name in the variants folder "
                    "without \".json\", e.g. \"fide\")",
                    t->variant_id);
    const cJSON *steps = cJSON_GetObjectItemCaseSensitive(root, "steps");
    if (!steps)
        return FAIL(t, "$", err, "missing \"steps\"");
    if (!cJSON_IsArray(steps))
        return FAIL(t, "$.steps", err, "expected an array of steps, got %s", json_describe(steps));
    int n = cJSON_GetArraySize(steps);
    if (n == 0)
        return FAIL(t, "$.steps", err, "a tutorial needs at least one step");
    if (n > TUTORIAL_MAX_STEPS)
        return FAIL(t, "$.steps", err, "too many steps (%d, at most %d)", n, TUTORIAL_MAX_STEPS);
    t->steps = calloc((size_t)n, sizeof *t->steps);
    if (!t->steps)
        return FAIL(t, "$", err, "out of memory");
    t->nsteps = n;
    int i = 0;
    for (const cJSON *s = steps->child; s; s = s->next, i++)
        if (parse_step(t, s, i, &t->steps[i], err) != 0)
            return -1;
    return 0;
}

Tutorial *tutorial_parse(const char *text, const char *name, Error *err)
{
    if (!name)
        name = "(text)";
    if (!text) {
        error_set(err, name, "no text (NULL)");
        return NULL;
    }
    Tutorial *t = calloc(1, sizeof *t);
    if (!t) {
        error_set(err, name, "out of memory");
        return NULL;
    }
    snprintf(t->name, sizeof t->name, "%s", name);
    t->len = strlen(text);
    t->text = malloc(t->len + 1);
    if (!t->text) {
        free(t);
        error_set(err, name, "out of memory");
        return NULL;
    }
    memcpy(t->text, text, t->len + 1);
    if (json_check(t->text, t->len, name, err) != 0) {
        tutorial_free(t);
        return NULL;
    }
    cJSON *root = cJSON_ParseWithLength(t->text, t->len);
    int rc = root ? parse_root(t, root, err) : FAIL(t, "$", err, "out of memory");
    cJSON_Delete(root);
    if (rc != 0) {
        tutorial_free(t);
        return NULL;
    }
    return t;
}

Tutorial *tutorial_parse_file(const char *path, Error *err)
{
    if (!path) {
        error_set(err, "", "no file name (NULL)");
        return NULL;
    }
    char *text = NULL;
    if (host_read_file(path, TUTORIAL_FILE_MAX, &text, NULL, err) != 0)
        return NULL;
    Tutorial *t = tutorial_parse(text, path, err);
    free(text);
    return t;
}

void tutorial_free(Tutorial *t)
{
    if (!t)
        return;
    match_free(t->match);
    variant_free(t->owned_variant);
    course_free(t->course);
    free(t->exercise);
    free(t->exercise_index);
    free(t->start_fen);
    free(t->steps);
    free(t->text);
    free(t);
}
