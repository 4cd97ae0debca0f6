/* tutorial.c - the tutorial player model: reading tutorial files, stepping, tasks, expectations. */
#include "hostfile.h"
#include "tutorial.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "datadir.h"
#include "morphchess/json.h"

/* Room for the FEN of any family (Portal's two boards, Potential's sets). */
#define TUTORIAL_FEN_MAX 1024

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

struct Tutorial {
    char name[256]; /* file name for messages */
    char *text;     /* the JSON text, kept to map paths to lines */
    size_t len;
    char title[TUTORIAL_TITLE_MAX];
    char summary[TUTORIAL_TEXT_MAX];
    char variant_id[VAR_NAME_MAX];
    int nsteps;
    TutorialStep *steps;
    char (*start_fen)[TUTORIAL_FEN_MAX]; /* per step, once bound */
    const Variant *variant;
    Variant *owned_variant;
    Match *match; /* the shown step */
    int step;
    int played; /* scripted moves of the shown step played */
    bool solved, hint_shown;
    int tries;
    char feedback[TUTORIAL_TEXT_MAX];
};

/* ---- messages --------------------------------------------------------------- */

/* The step number (1-based) a path like "$.steps[3]..." lies in, or 0. */
static int step_of_path(const char *path)
{
    if (strncmp(path, "$.steps[", 8) != 0)
        return 0;
    return atoi(path + 8) + 1;
}

/* Fills err: where = "NAME:LINE:COL: PATH (step N)", what = the message. Returns -1. */
PRINTF_LIKE(6, 7)
static int fail_at(const char *name, const char *text, size_t len, const char *path, Error *err,
                   const char *fmt, ...)
{
    if (!err)
        return -1;
    va_list ap;
    va_start(ap, fmt);
    json_verror_at(err, text, len, name, path, fmt, ap);
    va_end(ap);
    int step = step_of_path(path);
    size_t n = strlen(err->where);
    if (step > 0 && n < sizeof err->where)
        snprintf(err->where + n, sizeof err->where - n, " (step %d)", step);
    return -1;
}

#define FAIL(t, path, err, ...) fail_at((t)->name, (t)->text, (t)->len, path, err, __VA_ARGS__)

/* ---- reading ---------------------------------------------------------------- */

static const char *describe(const cJSON *item)
{
    if (cJSON_IsString(item))
        return "a string";
    if (cJSON_IsNumber(item))
        return "a number";
    if (cJSON_IsBool(item))
        return "a boolean";
    if (cJSON_IsNull(item))
        return "null";
    if (cJSON_IsArray(item))
        return "an array";
    return "an object";
}

/* Copies the string item into buf; error if it is not a string or too long. */
static int get_string(const Tutorial *t, const cJSON *item, const char *path, char *buf,
                      size_t size, Error *err)
{
    if (!cJSON_IsString(item))
        return FAIL(t, path, err, "expected a string, got %s", describe(item));
    size_t n = strlen(item->valuestring);
    if (n >= size)
        return FAIL(t, path, err, "text too long (%zu bytes, at most %zu)", n, size - 1);
    memcpy(buf, item->valuestring, n + 1);
    return 0;
}

/* Checks that every member of obj is one of the names in allowed (NULL-ended). */
static int check_members(const Tutorial *t, const cJSON *obj, const char *path,
                         const char *const *allowed, Error *err)
{
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

/* Reads "e4" or "A:e4" / "B:e4". */
static int parse_square(const char *s, TutorialSquare *out)
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

static int get_square(const Tutorial *t, const cJSON *item, const char *path, TutorialSquare *out,
                      Error *err)
{
    if (!cJSON_IsString(item))
        return FAIL(t, path, err, "expected a square name, got %s", describe(item));
    if (parse_square(item->valuestring, out) != 0)
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
        return FAIL(t, path, err, "expected an array of squares, got %s", describe(arr));
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
        return FAIL(t, path, err, "expected an array of moves, got %s", describe(arr));
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
        return FAIL(t, path, err, "expected an array of [from, to] pairs, got %s", describe(arr));
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
        return FAIL(t, path, err, "expected an object, got %s", describe(obj));
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
                        describe(wrong));
        int i = 0;
        for (const cJSON *e = wrong->child; e; e = e->next, i++) {
            static const char *const wallowed[] = {"move", "feedback", NULL};
            char q[TUTORIAL_PATH_MAX], r[TUTORIAL_PATH_MAX];
            json_path_element(q, sizeof q, p, i);
            if (i >= TUTORIAL_MAX_TRIES)
                return FAIL(t, q, err, "too many wrong tries (at most %d)", TUTORIAL_MAX_TRIES);
            if (!cJSON_IsObject(e))
                return FAIL(t, q, err, "expected an object {\"move\", \"feedback\"}, got %s",
                            describe(e));
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
                    describe(obj));
    for (const cJSON *m = obj->child; m; m = m->next) {
        char p[TUTORIAL_PATH_MAX];
        json_path_member(p, sizeof p, path, m->string);
        TutorialExpect *e = new_expect(t, s, p, kind, err);
        if (!e)
            return -1;
        if (parse_square(m->string, &e->square) != 0)
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
        return FAIL(t, path, err, "expected an object, got %s", describe(obj));
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
                return FAIL(t, p, err, "expected true or false, got %s", describe(m));
            e->flag = cJSON_IsTrue(m);
        } else if (strcmp(m->string, "moves") == 0) {
            TutorialExpect *e = new_expect(t, s, p, TEXPECT_MOVES, err);
            if (!e)
                return -1;
            if (!cJSON_IsNumber(m) || m->valuedouble < 0 || m->valuedouble != (int)m->valuedouble)
                return FAIL(t, p, err, "expected a count of legal moves, got %s", describe(m));
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
                return FAIL(t, p, err, "expected an array of moves, got %s", describe(m));
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
                                describe(x));
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
        return FAIL(t, path, err, "expected a step object, got %s", describe(obj));
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
        return FAIL(t, "$", err, "expected an object, got %s", describe(root));
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
    const cJSON *steps = cJSON_GetObjectItemCaseSensitive(root, "steps");
    if (!steps)
        return FAIL(t, "$", err, "missing \"steps\"");
    if (!cJSON_IsArray(steps))
        return FAIL(t, "$.steps", err, "expected an array of steps, got %s", describe(steps));
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
        if (c[1] && parse_square(name, &s) == 0 &&
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

/* Plays step i's scripted moves and first answer from start on a new match;
 * checks the answers and wrong tries. NULL with err filled. */
static Match *run_step(const Tutorial *t, int i, const char *start, Error *err)
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
        FAIL(t, p, err, "%s%s%s", e.where, e.where[0] ? ": " : "", e.what);
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
        if (datadir_variant_path(t->variant_id, path, sizeof path) != 0)
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
        Match *m = run_step(t, i, starts[i], err);
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

/* Reads a whole file of at most TUTORIAL_FILE_MAX bytes; NULL with err filled. */
static char *read_file(const char *path, Error *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        error_set(err, path, "cannot open the file: %s", strerror(errno));
        return NULL;
    }
    char *buf = malloc(TUTORIAL_FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, TUTORIAL_FILE_MAX + 1, f) : 0;
    bool bad = ferror(f) != 0;
    fclose(f);
    if (!buf) {
        error_set(err, path, "out of memory");
        return NULL;
    }
    if (bad || n > TUTORIAL_FILE_MAX) {
        free(buf);
        if (bad)
            error_set(err, path, "cannot read the file");
        else
            error_set(err, path, "the file is larger than %d bytes", TUTORIAL_FILE_MAX);
        return NULL;
    }
    buf[n] = '\0';
    return buf;
}

Tutorial *tutorial_parse_file(const char *path, Error *err)
{
    if (!path) {
        error_set(err, "", "no file name (NULL)");
        return NULL;
    }
    char *text = read_file(path, err);
    if (!text)
        return NULL;
    Tutorial *t = tutorial_parse(text, path, err);
    free(text);
    return t;
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

void tutorial_free(Tutorial *t)
{
    if (!t)
        return;
    match_free(t->match);
    variant_free(t->owned_variant);
    free(t->start_fen);
    free(t->steps);
    free(t->text);
    free(t);
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
    t->tries = 0;
    t->feedback[0] = '\0';
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

TutorialVerdict tutorial_try(Tutorial *t, const char *move)
{
    if (!tutorial_awaits_move(t) || !move)
        return TUTORIAL_NOT_READY;
    const TutorialStep *s = &t->steps[t->step];
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
    for (int k = 0; k < s->nanswers; k++) {
        if (probe(t->match, s->answers[k].text, &a, &e) == 0 && same_action(&a, &tried)) {
            match_redo(t->match); /* the undone probe of this answer */
            t->solved = true;
            snprintf(t->feedback, sizeof t->feedback, "%s", s->success[0] ? s->success : "Right!");
            return TUTORIAL_RIGHT;
        }
    }
    for (int k = 0; k < s->nwrong; k++) {
        if (probe(t->match, s->wrong[k].move.text, &a, &e) == 0 && same_action(&a, &tried)) {
            snprintf(t->feedback, sizeof t->feedback, "%s", s->wrong[k].feedback);
            return TUTORIAL_WRONG;
        }
    }
    snprintf(t->feedback, sizeof t->feedback, "%s",
             s->feedback[0] ? s->feedback : "Not this one. Try again, or ask for a hint.");
    return TUTORIAL_WRONG;
}

const char *tutorial_hint(Tutorial *t)
{
    t->hint_shown = true;
    const TutorialStep *s = &t->steps[t->step];
    return s->hint[0] ? s->hint : "Look at the highlighted squares.";
}

/* ---- expectations --------------------------------------------------------------- */

static void phases_text(const Match *m, char *buf, size_t size)
{
    int phase[2][VAR_MAX_TYPES];
    match_phases(m, phase);
    int n = variant_def(match_variant(m))->ntypes;
    size_t k = 0;
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < n && k + 2 < size; i++)
            buf[k++] = "0123456789abcdefghijklmnopqrstuvwxyz"[phase[c][i] % 36];
        if (c == 0 && k + 2 < size)
            buf[k++] = '/';
    }
    buf[k] = '\0';
}

static void square_text(TutorialSquare s, int boards, char *buf, size_t size)
{
    if (boards > 1)
        snprintf(buf, size, "%c:%c%c", 'A' + s.board, 'a' + s.sq % 8, '1' + s.sq / 8);
    else
        snprintf(buf, size, "%c%c", 'a' + s.sq % 8, '1' + s.sq / 8);
}

/* Checks one expectation at m (which may be played on and restored). */
static int check_one(const Tutorial *t, Match *m, const TutorialExpect *x, Error *err)
{
    char got[TUTORIAL_FEN_MAX] = "", sq[8];
    MatchPiece pc;
    GameResult result;
    Error e;
    square_text(x->square, match_boards(m), sq, sizeof sq);
    switch (x->kind) {
    case TEXPECT_TO_MOVE:
        snprintf(got, sizeof got, "%s", match_to_move(m) == WHITE ? "white" : "black");
        break;
    case TEXPECT_CHECK: {
        int side = match_to_move(m);
        bool check = match_check_square(m, match_acting_board(m, side)) >= 0;
        if (check != x->flag)
            return FAIL(t, x->path, err, "expected %s, but the side to move is %sin check",
                        x->flag ? "check" : "no check", check ? "" : "not ");
        return 0;
    }
    case TEXPECT_STATUS:
        snprintf(got, sizeof got, "%s", game_status_name(match_status(m, &result)));
        break;
    case TEXPECT_RESULT:
        match_status(m, &result);
        snprintf(got, sizeof got, "%s", game_result_name(result));
        break;
    case TEXPECT_FEN:
        match_fen(m, got, sizeof got);
        break;
    case TEXPECT_PHASES:
        phases_text(m, got, sizeof got);
        break;
    case TEXPECT_PIECE:
    case TEXPECT_POWER:
    case TEXPECT_SET:
    case TEXPECT_ORIGIN:
        if (!match_piece_at(m, x->square.board, x->square.sq, &pc)) {
            if (x->kind == TEXPECT_PIECE && !x->text[0])
                return 0;
            return FAIL(t, x->path, err, "expected \"%s\" on %s, but the square is empty", x->text,
                        sq);
        }
        if (x->kind == TEXPECT_PIECE)
            snprintf(got, sizeof got, "%c",
                     pc.colour == WHITE ? pc.letter : (char)tolower((unsigned char)pc.letter));
        else
            snprintf(got, sizeof got, "%s",
                     x->kind == TEXPECT_POWER ? pc.power
                     : x->kind == TEXPECT_SET ? pc.potential
                                              : pc.origin);
        break;
    case TEXPECT_LEGAL:
        if (match_play_text(m, x->text, &e) != 0)
            return FAIL(t, x->path, err, "expected \"%s\" to be legal: %s", x->text, e.what);
        match_undo(m);
        return 0;
    case TEXPECT_ILLEGAL:
        if (match_play_text(m, x->text, &e) == 0) {
            match_undo(m);
            return FAIL(t, x->path, err, "expected \"%s\" to be illegal, but it can be played",
                        x->text);
        }
        if (x->why[0] && strcmp(x->why, e.what) != 0)
            return FAIL(t, x->path, err, "\"%s\" is illegal because \"%s\", not \"%s\"", x->text,
                        e.what, x->why);
        return 0;
    case TEXPECT_MOVES: {
        MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
        if (!list)
            return FAIL(t, x->path, err, "out of memory");
        int n = match_actions(m, list, MATCH_MAX_ACTIONS);
        free(list);
        if (n != x->number)
            return FAIL(t, x->path, err, "expected %d legal moves, found %d", x->number, n);
        return 0;
    }
    case TEXPECT_LAST:
        if (match_ply(m) > 0)
            snprintf(got, sizeof got, "%s", match_action_text(m, match_ply(m) - 1));
        break;
    }
    if (strcmp(got, x->text) != 0) {
        if (x->kind >= TEXPECT_PIECE && x->kind <= TEXPECT_ORIGIN)
            return FAIL(t, x->path, err, "expected \"%s\" on %s, found \"%s\"", x->text, sq, got);
        return FAIL(t, x->path, err, "expected \"%s\", found \"%s\"", x->text, got);
    }
    return 0;
}

int tutorial_check_step(const Tutorial *t, int i, int *count, Error *err)
{
    if (!t->start_fen || i < 0 || i >= t->nsteps)
        return error_set(err, t->name, "no step %d (or the tutorial is not bound)", i + 1);
    Match *m = run_step(t, i, t->start_fen[i], err);
    if (!m)
        return -1;
    const TutorialStep *s = &t->steps[i];
    for (int k = 0; k < s->nexpect; k++) {
        if (check_one(t, m, &s->expect[k], err) != 0) {
            match_free(m);
            return -1;
        }
        if (count)
            (*count)++;
    }
    match_free(m);
    return 0;
}
