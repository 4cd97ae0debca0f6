/* variant_load.c - variant files: JSON text to VariantDef (with exact error positions), back to
 * JSON, and loading a file into a built Variant. The format is docs/variant-format.md. */
#include "variant.h"

#include <cjson/cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jsonloc.h"

static const char *const ROLE_NAMES[] = {"man", "king", "pawn", NULL};
static const char *const OUTCOME_NAMES[] = {"draw", "loss", "win", NULL};
static const char *const KIND_NAMES[] = {
    "none", "type-cycle", "piece-cycle", "ladder", "move-up-take-down", "potential", NULL};
static const char *const LAYOUT_NAMES[] = {"none", "two-sets", "one-set", NULL};
static const char *const COLOUR_NAMES[] = {"white", "black", NULL};
static const char ATOM_LETTERS[] = "WFDNAHCZG";

static const char *const TOP_KEYS[] = {"name",  "description", "board",  "pieces", "start",
                                       "rules", "mutation",    "portal", NULL};
static const char *const BOARD_KEYS[] = {"files", "ranks", NULL};
static const char *const PIECE_KEYS[] = {"name", "role", "powers", "start_index", NULL};
static const char *const ATOM_KEYS[] = {"powers", "start_index", NULL};
static const char *const PORTAL_KEYS[] = {"layout", NULL};
static const char *const RULE_KEYS[] = {"check",
                                        "king_capture",
                                        "castling",
                                        "en_passant",
                                        "promotion",
                                        "stalemate",
                                        "no_moves",
                                        "first_rank_double",
                                        "frozen_last_rank",
                                        "white_passes_first",
                                        "repetition",
                                        "fifty_move",
                                        "insufficient_material",
                                        NULL};

/* The table keys of each mutation kind, in table order (MutationDef.next). */
static const char *const TABLES_PIECE_CYCLE[] = {"on_move", NULL};
static const char *const TABLES_LADDER[] = {"odd", "even", NULL};
static const char *const TABLES_UP_DOWN[] = {"move", "capture", "move_no_pawn", "capture_no_pawn",
                                             NULL};
static const char *const NO_TABLES[] = {NULL};
static const char *const MUTATION_KEYS[] = {
    "kind", "atomic",  "atoms",        "on_move",         "odd", "even",
    "move", "capture", "move_no_pawn", "capture_no_pawn", NULL};

static const char *const *tables_of(MutationKind kind)
{
    switch (kind) {
    case MUT_PIECE_CYCLE:
        return TABLES_PIECE_CYCLE;
    case MUT_LADDER:
        return TABLES_LADDER;
    case MUT_UP_DOWN:
        return TABLES_UP_DOWN;
    default:
        return NO_TABLES;
    }
}

static const char *name_of(const char *const *names, int count, int value)
{
    return value >= 0 && value < count ? names[value] : "?";
}

/* ------------------------------------------------------------------ */
/* Errors that point into the text                                      */

typedef struct Ctx {
    const char *text; /* the JSON text (after a byte-order mark, if any) */
    size_t len;
    const char *name; /* file name for messages */
    const char *file; /* the name as given (may be NULL), for the id */
    Error *err;
} Ctx;

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* Writes "NAME:LINE:COL: PATH" into err->where (truncated if it must be). */
static void set_where(Error *err, const char *name, int line, int col, const char *path)
{
    int n = snprintf(err->where, sizeof err->where, "%s:%d:%d: ", name, line, col);
    if (n >= 0 && (size_t)n < sizeof err->where)
        snprintf(err->where + n, sizeof err->where - (size_t)n, "%s", path);
}

/* Fills c->err: where = "NAME:LINE:COL: PATH" for the value at path (or its
 * member name when want_key, occurrence nth; or byte char_index of its string
 * when char_index > 0; or the deepest existing ancestor). Returns -1. */
PRINTF_LIKE(6, 0)
static int vfail(const Ctx *c, const char *path, int want_key, int nth, int char_index,
                 const char *fmt, va_list ap)
{
    if (!c->err)
        return -1;
    size_t off;
    if (jsonloc_find(c->text, c->len, path, want_key, nth, &off) == 1 && char_index > 0 &&
        off < c->len && c->text[off] == '"')
        off = jsonloc_string_byte(c->text, c->len, off, char_index);
    int line, col;
    jsonloc_line_col(c->text, c->len, off, &line, &col);
    set_where(c->err, c->name, line, col, path);
    vsnprintf(c->err->what, sizeof c->err->what, fmt, ap);
    return -1;
}

/* At the value at path. */
PRINTF_LIKE(3, 4) static int fail_value(const Ctx *c, const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, path, 0, 0, 0, fmt, ap);
    va_end(ap);
    return -1;
}

/* At the member name that path ends in, occurrence nth. */
PRINTF_LIKE(4, 5)
static int fail_key(const Ctx *c, const char *path, int nth, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, path, 1, nth, 0, fmt, ap);
    va_end(ap);
    return -1;
}

/* At byte `index` (1-based) of the string at path. */
PRINTF_LIKE(4, 5)
static int fail_char(const Ctx *c, const char *path, int index, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(c, path, 0, 0, index, fmt, ap);
    va_end(ap);
    return -1;
}

/* "a string", "an array", ... for "expected X, got Y". */
static const char *describe(const cJSON *item)
{
    if (cJSON_IsString(item))
        return "a string";
    if (cJSON_IsNumber(item))
        return "a number";
    if (cJSON_IsTrue(item))
        return "true";
    if (cJSON_IsFalse(item))
        return "false";
    if (cJSON_IsNull(item))
        return "null";
    if (cJSON_IsArray(item))
        return "an array";
    return "an object";
}

/* Writes `"a", "b" or "c"` when last_sep is " or ", or `a, b, c` when it is NULL. */
static void list_names(char *buf, size_t size, const char *const *names, const char *last_sep)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; names[i] && n < size; i++) {
        const char *sep = i == 0 ? "" : (last_sep && !names[i + 1]) ? last_sep : ", ";
        int w = snprintf(buf + n, size - n, last_sep ? "%s\"%s\"" : "%s%s", sep, names[i]);
        if (w < 0)
            return;
        n += (size_t)w;
    }
}

static int in_list(const char *const *names, const char *s)
{
    for (int i = 0; names[i]; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

/* What repeated or unexpected member names are called in messages. */
typedef enum MemberKind {
    MEMBERS_KEYS,    /* ordinary keys */
    MEMBERS_COLOURS, /* "white" and "black" */
    MEMBERS_PIECES,  /* piece letters */
    MEMBERS_ATOMS,   /* atom letters */
} MemberKind;

/* Reports the first repeated member name (at its second occurrence) and,
 * when allowed is non-NULL, the first name not in allowed. */
static int check_members(const Ctx *c, const cJSON *obj, const char *path,
                         const char *const *allowed, MemberKind kind)
{
    for (const cJSON *m = obj->child; m; m = m->next) {
        char mpath[JSONLOC_PATH_MAX];
        jsonloc_path_member(mpath, sizeof mpath, path, m->string);
        int nth = 0;
        for (const cJSON *e = obj->child; e != m; e = e->next)
            nth += strcmp(e->string, m->string) == 0;
        if (nth > 0) {
            switch (kind) {
            case MEMBERS_COLOURS:
                return fail_key(c, mpath, nth, "duplicate colour \"%s\"", m->string);
            case MEMBERS_PIECES:
                return fail_key(c, mpath, nth, "duplicate piece letter '%s'", m->string);
            case MEMBERS_ATOMS:
                return fail_key(c, mpath, nth, "duplicate atom '%s'", m->string);
            default:
                return fail_key(c, mpath, nth, "duplicate key \"%s\"", m->string);
            }
        }
    }
    if (!allowed)
        return 0;
    for (const cJSON *m = obj->child; m; m = m->next) {
        if (in_list(allowed, m->string) >= 0)
            continue;
        char mpath[JSONLOC_PATH_MAX], names[256];
        jsonloc_path_member(mpath, sizeof mpath, path, m->string);
        if (kind == MEMBERS_COLOURS)
            return fail_key(c, mpath, 0, "unknown colour \"%s\" (expected \"white\" and \"black\")",
                            m->string);
        list_names(names, sizeof names, allowed, NULL);
        return fail_key(c, mpath, 0, "unknown key \"%s\" (allowed: %s)", m->string, names);
    }
    return 0;
}

static int want_object(const Ctx *c, const cJSON *item, const char *path)
{
    if (!cJSON_IsObject(item))
        return fail_value(c, path, "expected an object, got %s", describe(item));
    return 0;
}

/* The member `key` of obj, with its path written into path_out. */
static const cJSON *member(const cJSON *obj, const char *path, const char *key, char *path_out)
{
    jsonloc_path_member(path_out, JSONLOC_PATH_MAX, path, key);
    return cJSON_GetObjectItemCaseSensitive(obj, key);
}

static int missing(const Ctx *c, const char *path, const char *key)
{
    return fail_value(c, path, "missing key \"%s\"", key);
}

enum { STR_NONEMPTY = 1, STR_ONE_LINE = 2 };

static int get_string(const Ctx *c, const cJSON *item, const char *path, char *dst, size_t size,
                      int flags)
{
    if (!cJSON_IsString(item))
        return fail_value(c, path, "expected a string, got %s", describe(item));
    const char *s = item->valuestring;
    size_t n = strlen(s);
    if ((flags & STR_NONEMPTY) && n == 0)
        return fail_value(c, path, "expected a non-empty string");
    for (size_t i = 0; (flags & STR_ONE_LINE) && i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '\n' || ch == '\r')
            return fail_char(c, path, (int)i + 1, "line break in a text that must be one line");
        if (ch < 0x20 || ch == 0x7f)
            return fail_char(c, path, (int)i + 1,
                             "control character 0x%02X in a text that must be one line", ch);
    }
    if (n >= size)
        return fail_value(c, path, "too long: %zu bytes (at most %zu)", n, size - 1);
    memcpy(dst, s, n + 1);
    return 0;
}

static int get_bool(const Ctx *c, const cJSON *item, const char *path, bool *out)
{
    if (!cJSON_IsBool(item))
        return fail_value(c, path, "expected true or false, got %s", describe(item));
    *out = cJSON_IsTrue(item) != 0;
    return 0;
}

/* Whether v is a whole number of at most 9 digits (no libm needed). */
static int is_small_integer(double v)
{
    return v >= -1e9 && v <= 1e9 && (double)(long)v == v;
}

static int get_integer(const Ctx *c, const cJSON *item, const char *path, int *out)
{
    if (!cJSON_IsNumber(item))
        return fail_value(c, path, "expected an integer, got %s", describe(item));
    double v = item->valuedouble;
    if (!is_small_integer(v))
        return fail_value(c, path, "expected an integer, got %g", v);
    *out = (int)v;
    return 0;
}

static int get_int_range(const Ctx *c, const cJSON *item, const char *path, int lo, int hi,
                         int *out)
{
    int v = 0;
    if (get_integer(c, item, path, &v) != 0)
        return -1;
    if (v < lo || v > hi)
        return fail_value(c, path, "expected an integer from %d to %d, got %d", lo, hi, v);
    *out = v;
    return 0;
}

/* One of names (a NULL-terminated list); *out is its index. */
static int get_choice(const Ctx *c, const cJSON *item, const char *path, const char *const *names,
                      int *out)
{
    char list[200];
    list_names(list, sizeof list, names, " or ");
    if (!cJSON_IsString(item))
        return fail_value(c, path, "expected %s, got %s", list, describe(item));
    int i = in_list(names, item->valuestring);
    if (i < 0)
        return fail_value(c, path, "expected %s, got \"%s\"", list, item->valuestring);
    *out = i;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Pieces and power lists                                               */

static int type_index(const VariantDef *d, char letter)
{
    for (int t = 0; t < d->ntypes; t++)
        if (d->types[t].letter == letter)
            return t;
    return -1;
}

/* Why a list may be shorter than VAR_MAX_POWERS. */
typedef enum ListLimit {
    LIMIT_FULL,      /* VAR_MAX_POWERS entries */
    LIMIT_NOT_CYCLE, /* one entry: the mutation kind is not type-cycle */
    LIMIT_ATOMIC,    /* one entry: atomic type-cycle keeps its lists per atom */
} ListLimit;

typedef struct ListRule {
    ListLimit limit;
    MutationKind kind; /* named in the LIMIT_NOT_CYCLE message */
} ListRule;

typedef char PowerList[VAR_MAX_POWERS][BETZA_MAX_TEXT + 1];

/* An array of Betza strings, each checked by betza_parse. */
static int parse_power_array(const Ctx *c, const cJSON *arr, const char *path, ListRule rule,
                             PowerList dst, int *count)
{
    int n = 0;
    for (const cJSON *e = arr->child; e; e = e->next, n++) {
        char epath[JSONLOC_PATH_MAX];
        jsonloc_path_element(epath, sizeof epath, path, n);
        if (n >= (rule.limit == LIMIT_FULL ? VAR_MAX_POWERS : 1)) {
            if (rule.limit == LIMIT_NOT_CYCLE)
                return fail_value(c, epath,
                                  "only mutation kind \"type-cycle\" uses several powers (this "
                                  "variant's kind is \"%s\")",
                                  name_of(KIND_NAMES, 6, (int)rule.kind));
            if (rule.limit == LIMIT_ATOMIC)
                return fail_value(c, epath,
                                  "with \"atomic\": true a piece has one power (the lists go in "
                                  "\"atoms\")");
            return fail_value(c, epath, "too many powers (at most %d)", VAR_MAX_POWERS);
        }
        if (!cJSON_IsString(e))
            return fail_value(c, epath, "expected a Betza string, got %s", describe(e));
        BetzaPiece bp;
        BetzaError be;
        if (betza_parse(e->valuestring, &bp, &be) != 0)
            return fail_char(c, epath, be.column, "%s", be.message);
        size_t len = strlen(e->valuestring);
        if (len > BETZA_MAX_TEXT)
            return fail_value(c, epath, "too long: %zu bytes (at most %d)", len, BETZA_MAX_TEXT);
        memcpy(dst[n], e->valuestring, len + 1);
    }
    if (n == 0)
        return fail_value(c, path, "expected at least one power");
    *count = n;
    return 0;
}

/* A power list: an array (both colours) or {"white": [...], "black": [...]}.
 * *per_colour tells which was written. */
static int parse_power_list(const Ctx *c, const cJSON *item, const char *path, ListRule rule,
                            PowerList dst[2], int count[2], bool *per_colour)
{
    if (cJSON_IsArray(item)) {
        if (parse_power_array(c, item, path, rule, dst[WHITE], &count[WHITE]) != 0)
            return -1;
        memcpy(dst[BLACK], dst[WHITE], sizeof(PowerList));
        count[BLACK] = count[WHITE];
        *per_colour = false;
        return 0;
    }
    if (!cJSON_IsObject(item))
        return fail_value(c, path,
                          "expected a list of powers (an array, or an object with \"white\" and "
                          "\"black\" arrays), got %s",
                          describe(item));
    if (check_members(c, item, path, COLOUR_NAMES, MEMBERS_COLOURS) != 0)
        return -1;
    for (int col = WHITE; col <= BLACK; col++) {
        char cpath[JSONLOC_PATH_MAX];
        const cJSON *list = member(item, path, COLOUR_NAMES[col], cpath);
        if (!list)
            return fail_value(c, path, "missing colour \"%s\"", COLOUR_NAMES[col]);
        if (!cJSON_IsArray(list))
            return fail_value(c, cpath, "expected an array of Betza strings, got %s",
                              describe(list));
        if (parse_power_array(c, list, cpath, rule, dst[col], &count[col]) != 0)
            return -1;
    }
    *per_colour = true;
    return 0;
}

static int check_start_index(const Ctx *c, const char *path, int v, int col, const int count[2],
                             bool per_colour)
{
    if (v >= 0 && v < count[col])
        return 0;
    const char *whose = !per_colour ? "the" : col == WHITE ? "White's" : "Black's";
    return fail_value(c, path, "start index %d is out of range: %s list has %d power%s (0 to %d)",
                      v, whose, count[col], count[col] == 1 ? "" : "s", count[col] - 1);
}

/* start_index: an integer (both colours) or {"white": i, "black": j}. */
static int parse_start_index(const Ctx *c, const cJSON *item, const char *path, const int count[2],
                             bool per_colour, int out[2])
{
    int v[2] = {0, 0};
    if (cJSON_IsNumber(item)) {
        if (get_integer(c, item, path, &v[WHITE]) != 0)
            return -1;
        v[BLACK] = v[WHITE];
        for (int col = WHITE; col <= BLACK; col++)
            if (check_start_index(c, path, v[col], col, count, per_colour) != 0)
                return -1;
    } else if (cJSON_IsObject(item)) {
        if (check_members(c, item, path, COLOUR_NAMES, MEMBERS_COLOURS) != 0)
            return -1;
        for (int col = WHITE; col <= BLACK; col++) {
            char cpath[JSONLOC_PATH_MAX];
            const cJSON *e = member(item, path, COLOUR_NAMES[col], cpath);
            if (!e)
                return fail_value(c, path, "missing colour \"%s\"", COLOUR_NAMES[col]);
            if (get_integer(c, e, cpath, &v[col]) != 0 ||
                check_start_index(c, cpath, v[col], col, count, per_colour) != 0)
                return -1;
        }
    } else {
        return fail_value(c, path,
                          "expected an index (an integer, or an object with \"white\" and "
                          "\"black\"), got %s",
                          describe(item));
    }
    out[WHITE] = v[WHITE];
    out[BLACK] = v[BLACK];
    return 0;
}

static int parse_piece(const Ctx *c, const cJSON *item, const char *path, ListRule rule,
                       PieceDef *pd)
{
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (want_object(c, item, path) != 0 ||
        check_members(c, item, path, PIECE_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = member(item, path, "name", p)))
        return missing(c, path, "name");
    if (get_string(c, e, p, pd->name, sizeof pd->name, STR_NONEMPTY | STR_ONE_LINE) != 0)
        return -1;
    if ((e = member(item, path, "role", p))) {
        int role;
        if (get_choice(c, e, p, ROLE_NAMES, &role) != 0)
            return -1;
        pd->role = (PieceRole)role;
    }
    if (!(e = member(item, path, "powers", p)))
        return missing(c, path, "powers");
    bool per_colour;
    if (parse_power_list(c, e, p, rule, pd->powers, pd->npowers, &per_colour) != 0)
        return -1;
    if ((e = member(item, path, "start_index", p)) &&
        parse_start_index(c, e, p, pd->npowers, per_colour, pd->start_index) != 0)
        return -1;
    return 0;
}

static int parse_pieces(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.pieces";
    if (want_object(c, item, path) != 0 || check_members(c, item, path, NULL, MEMBERS_PIECES) != 0)
        return -1;
    ListRule rule = {LIMIT_FULL, d->mutation.kind};
    if (d->mutation.kind != MUT_TYPE_CYCLE)
        rule.limit = LIMIT_NOT_CYCLE;
    else if (d->mutation.atomic)
        rule.limit = LIMIT_ATOMIC;
    int king = -1, pawn = -1, n = 0;
    for (const cJSON *m = item->child; m; m = m->next, n++) {
        char p[JSONLOC_PATH_MAX], rpath[JSONLOC_PATH_MAX];
        jsonloc_path_member(p, sizeof p, path, m->string);
        if (n >= VAR_MAX_TYPES)
            return fail_key(c, p, 0, "too many piece types (at most %d)", VAR_MAX_TYPES);
        const char *k = m->string;
        if (!(k[0] >= 'A' && k[0] <= 'Z' && k[1] == '\0'))
            return fail_key(c, p, 0, "a piece letter must be one upper-case letter A-Z, got \"%s\"",
                            k);
        PieceDef *pd = &d->types[n];
        pd->letter = k[0];
        if (parse_piece(c, m, p, rule, pd) != 0)
            return -1;
        jsonloc_path_member(rpath, sizeof rpath, p, "role");
        if (pd->role == ROLE_KING) {
            if (king >= 0)
                return fail_value(c, rpath,
                                  "only one piece type may have role \"king\" ('%c' has it)",
                                  d->types[king].letter);
            king = n;
        } else if (pd->role == ROLE_PAWN) {
            if (pawn >= 0)
                return fail_value(c, rpath,
                                  "only one piece type may have role \"pawn\" ('%c' has it)",
                                  d->types[pawn].letter);
            pawn = n;
        }
        d->ntypes = n + 1;
    }
    if (n == 0)
        return fail_value(c, path, "expected at least one piece");
    return 0;
}

/* ------------------------------------------------------------------ */
/* Letters naming piece types (promotion, mutation tables)              */

typedef enum LetterUse {
    USE_PROMOTION, /* not the king, not the pawn */
    USE_TABLE,     /* not the king */
} LetterUse;

/* Checks the letter at byte i + 1 of the string at path; returns its type. */
static int letter_type(const Ctx *c, const VariantDef *d, const char *path, const char *s, int i,
                       LetterUse use, const char *note)
{
    unsigned char ch = (unsigned char)s[i];
    if (ch <= ' ' || ch >= 0x7f) {
        fail_char(c, path, i + 1, "character 0x%02X is not a piece letter%s", ch, note);
        return -1;
    }
    int t = type_index(d, (char)ch);
    if (t < 0) {
        int upper = ch >= 'a' && ch <= 'z' && type_index(d, (char)(ch - 'a' + 'A')) >= 0;
        fail_char(c, path, i + 1, "'%c' is not a piece type of this variant%s%s", ch,
                  upper ? " (piece letters are upper case)" : "", note);
        return -1;
    }
    if (d->types[t].role == ROLE_KING) {
        if (use == USE_PROMOTION)
            fail_char(c, path, i + 1, "a pawn cannot promote to the king '%c'%s", ch, note);
        else
            fail_char(c, path, i + 1, "a piece cannot become the king '%c'", ch);
        return -1;
    }
    if (use == USE_PROMOTION && d->types[t].role == ROLE_PAWN) {
        fail_char(c, path, i + 1, "a pawn cannot promote to the pawn '%c'%s", ch, note);
        return -1;
    }
    for (int j = 0; j < i; j++)
        if (s[j] == s[i]) {
            fail_char(c, path, i + 1, "'%c' is listed twice%s", ch, note);
            return -1;
        }
    return t;
}

/* The promotion letters (given, or the defaults when item is NULL). */
static int parse_promotion(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.rules.promotion";
    char given[VAR_MAX_TYPES + 1];
    const char *s = given, *note = "";
    if (item) {
        if (!cJSON_IsString(item))
            return fail_value(c, path, "expected a string of piece letters, got %s",
                              describe(item));
        s = item->valuestring;
    } else {
        memcpy(given, d->rules.promo, (size_t)d->rules.npromo);
        given[d->rules.npromo] = '\0';
        note = " (from the default \"promotion\": \"QRBN\"; set it in \"rules\")";
    }
    int n = 0;
    char letters[VAR_MAX_TYPES];
    for (int i = 0; s[i]; i++) {
        if (letter_type(c, d, path, s, i, USE_PROMOTION, note) < 0)
            return -1;
        if (n == VAR_MAX_TYPES) /* unreachable: distinct men of at most 8 types */
            return fail_char(c, path, i + 1, "too many promotion letters");
        letters[n++] = s[i];
    }
    memcpy(d->rules.promo, letters, (size_t)n);
    d->rules.npromo = n;
    return 0;
}

/* A mutation table: {"N": "B", "R": "NB"} into masks of type indices. */
static int parse_table(const Ctx *c, const cJSON *item, const char *path, const VariantDef *d,
                       uint8_t next[VAR_MAX_TYPES])
{
    uint8_t masks[VAR_MAX_TYPES] = {0};
    if (want_object(c, item, path) != 0 || check_members(c, item, path, NULL, MEMBERS_PIECES) != 0)
        return -1;
    for (const cJSON *m = item->child; m; m = m->next) {
        char p[JSONLOC_PATH_MAX];
        jsonloc_path_member(p, sizeof p, path, m->string);
        const char *k = m->string;
        if (!(k[0] > ' ' && k[0] < 0x7f && k[1] == '\0'))
            return fail_key(c, p, 0, "expected a piece letter, got \"%s\"", k);
        int t = type_index(d, k[0]);
        if (t < 0)
            return fail_key(c, p, 0, "'%c' is not a piece type of this variant", k[0]);
        if (d->types[t].role == ROLE_KING)
            return fail_key(c, p, 0, "the king '%c' cannot change type", k[0]);
        if (!cJSON_IsString(m))
            return fail_value(c, p, "expected a string of piece letters, got %s", describe(m));
        const char *s = m->valuestring;
        if (!s[0])
            return fail_value(c, p,
                              "expected one or more piece letters (leave '%c' out to keep it "
                              "unchanged)",
                              k[0]);
        for (int i = 0; s[i]; i++) {
            int u = letter_type(c, d, p, s, i, USE_TABLE, "");
            if (u < 0)
                return -1;
            masks[t] |= (uint8_t)(1u << u);
        }
    }
    memcpy(next, masks, sizeof masks);
    return 0;
}

/* ------------------------------------------------------------------ */
/* Board, rules, mutation, portal                                       */

static int parse_board(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.board";
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (want_object(c, item, path) != 0 ||
        check_members(c, item, path, BOARD_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if ((e = member(item, path, "files", p)) &&
        get_int_range(c, e, p, 1, GEO_MAX_FILES, &d->files) != 0)
        return -1;
    if ((e = member(item, path, "ranks", p)) &&
        get_int_range(c, e, p, 1, GEO_MAX_RANKS, &d->ranks) != 0)
        return -1;
    return 0;
}

static int parse_rules(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.rules";
    RulesDef *r = &d->rules;
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (!item)
        return parse_promotion(c, NULL, d);
    if (want_object(c, item, path) != 0 ||
        check_members(c, item, path, RULE_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    struct {
        const char *key;
        bool *field;
    } flags[] = {
        {"check", &r->check},
        {"king_capture", &r->king_capture},
        {"castling", &r->castling},
        {"en_passant", &r->en_passant},
        {"first_rank_double", &r->first_rank_double},
        {"frozen_last_rank", &r->frozen_last_rank},
        {"white_passes_first", &r->white_passes_first},
        {"repetition", &r->repetition},
        {"fifty_move", &r->fifty_move},
        {"insufficient_material", &r->insufficient_material},
    };
    for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
        if ((e = member(item, path, flags[i].key, p)) && get_bool(c, e, p, flags[i].field) != 0)
            return -1;
    int o;
    if ((e = member(item, path, "stalemate", p))) {
        if (get_choice(c, e, p, OUTCOME_NAMES, &o) != 0)
            return -1;
        r->stalemate = (Outcome)o;
    }
    if ((e = member(item, path, "no_moves", p))) {
        if (get_choice(c, e, p, OUTCOME_NAMES, &o) != 0)
            return -1;
        r->no_moves = (Outcome)o;
    }
    return parse_promotion(c, cJSON_GetObjectItemCaseSensitive(item, "promotion"), d);
}

/* The kind and "atomic" of the mutation, needed before the pieces are read;
 * also rejects keys that do not belong to the kind. */
static int parse_mutation_head(const Ctx *c, const cJSON *item, MutationDef *m)
{
    const char *path = "$.mutation";
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (!item)
        return 0;
    if (want_object(c, item, path) != 0 || check_members(c, item, path, NULL, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = member(item, path, "kind", p)))
        return missing(c, path, "kind");
    int kind;
    if (get_choice(c, e, p, KIND_NAMES, &kind) != 0)
        return -1;
    m->kind = (MutationKind)kind;
    const char *const *tables = tables_of(m->kind);
    for (const cJSON *k = item->child; k; k = k->next) {
        const char *key = k->string;
        jsonloc_path_member(p, sizeof p, path, key);
        int own = strcmp(key, "kind") == 0 || in_list(tables, key) >= 0 ||
                  (m->kind == MUT_TYPE_CYCLE &&
                   (strcmp(key, "atomic") == 0 || strcmp(key, "atoms") == 0));
        if (own)
            continue;
        if (in_list(MUTATION_KEYS, key) >= 0)
            return fail_key(c, p, 0, "key \"%s\" does not apply to kind \"%s\"", key,
                            KIND_NAMES[kind]);
        char names[200] = "kind";
        if (m->kind == MUT_TYPE_CYCLE)
            snprintf(names, sizeof names, "kind, atomic, atoms");
        for (int i = 0; tables[i]; i++) {
            size_t n = strlen(names);
            snprintf(names + n, sizeof names - n, ", %s", tables[i]);
        }
        return fail_key(c, p, 0, "unknown key \"%s\" (allowed with kind \"%s\": %s)", key,
                        KIND_NAMES[kind], names);
    }
    if ((e = member(item, path, "atomic", p)) && get_bool(c, e, p, &m->atomic) != 0)
        return -1;
    if ((e = member(item, path, "atoms", p)) && !m->atomic)
        return fail_key(c, p, 0, "key \"atoms\" needs \"atomic\": true");
    return 0;
}

/* One atom's lists: a power list (an array or per-colour object, starting at
 * index 0), or the full form {"powers": ..., "start_index": ...}. */
static int parse_atom(const Ctx *c, const cJSON *item, const char *path, AtomDef *a)
{
    ListRule rule = {LIMIT_FULL, MUT_TYPE_CYCLE};
    char p[JSONLOC_PATH_MAX];
    const cJSON *list, *e;
    bool per_colour;
    if (!cJSON_IsArray(item) && !cJSON_IsObject(item))
        return fail_value(c, path,
                          "expected a list of powers, or an object with \"powers\", got %s",
                          describe(item));
    int full = cJSON_IsObject(item) && (cJSON_GetObjectItemCaseSensitive(item, "powers") ||
                                        cJSON_GetObjectItemCaseSensitive(item, "start_index"));
    if (!full)
        return parse_power_list(c, item, path, rule, a->values, a->nvalues, &per_colour);
    if (check_members(c, item, path, ATOM_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(list = member(item, path, "powers", p)))
        return missing(c, path, "powers");
    if (parse_power_list(c, list, p, rule, a->values, a->nvalues, &per_colour) != 0)
        return -1;
    if ((e = member(item, path, "start_index", p)) &&
        parse_start_index(c, e, p, a->nvalues, per_colour, a->start_index) != 0)
        return -1;
    return 0;
}

static int parse_atoms(const Ctx *c, const cJSON *item, MutationDef *m)
{
    const char *path = "$.mutation.atoms";
    if (want_object(c, item, path) != 0 || check_members(c, item, path, NULL, MEMBERS_ATOMS) != 0)
        return -1;
    int n = 0;
    for (const cJSON *e = item->child; e; e = e->next, n++) {
        char p[JSONLOC_PATH_MAX];
        jsonloc_path_member(p, sizeof p, path, e->string);
        const char *k = e->string;
        if (!(k[0] && k[1] == '\0' && strchr(ATOM_LETTERS, k[0])))
            return fail_key(c, p, 0, "expected an atom letter (W F D N A H C Z G), got \"%s\"", k);
        if (n >= VAR_MAX_ATOMS) /* unreachable while there are 9 atom letters */
            return fail_key(c, p, 0, "too many atoms (at most %d)", VAR_MAX_ATOMS);
        m->atoms[n].letter = k[0];
        if (parse_atom(c, e, p, &m->atoms[n]) != 0)
            return -1;
        m->natoms = n + 1;
    }
    return 0;
}

static int parse_mutation_body(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.mutation";
    MutationDef *m = &d->mutation;
    const char *const *tables = tables_of(m->kind);
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    m->ntables = 0;
    for (int t = 0; tables[t]; t++) {
        if (!(e = member(item, path, tables[t], p)))
            return missing(c, path, tables[t]);
        if (parse_table(c, e, p, d, m->next[t]) != 0)
            return -1;
        m->ntables = t + 1;
    }
    if (m->atomic && (e = member(item, path, "atoms", p)) && parse_atoms(c, e, m) != 0)
        return -1;
    return 0;
}

static int parse_portal(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.portal";
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (want_object(c, item, path) != 0 ||
        check_members(c, item, path, PORTAL_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    int layout = PORTAL_TWO_SETS;
    if ((e = member(item, path, "layout", p)) && get_choice(c, e, p, LAYOUT_NAMES, &layout) != 0)
        return -1;
    if (layout != PORTAL_NONE && (d->files != 8 || d->ranks != 8))
        return fail_value(c, e ? p : path, "Portal layouts need an 8x8 board (this one is %dx%d)",
                          d->files, d->ranks);
    d->portal.layout = (PortalLayout)layout;
    return 0;
}

static int parse_def(const Ctx *c, const cJSON *root, VariantDef *d)
{
    const char *path = "$";
    char p[JSONLOC_PATH_MAX];
    const cJSON *e;
    if (want_object(c, root, path) != 0 ||
        check_members(c, root, path, TOP_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = member(root, path, "name", p)))
        return missing(c, path, "name");
    if (get_string(c, e, p, d->name, sizeof d->name, STR_NONEMPTY | STR_ONE_LINE) != 0)
        return -1;
    if ((e = member(root, path, "description", p)) &&
        get_string(c, e, p, d->description, sizeof d->description, STR_ONE_LINE) != 0)
        return -1;
    if ((e = member(root, path, "board", p)) && parse_board(c, e, d) != 0)
        return -1;
    const cJSON *mutation = member(root, path, "mutation", p);
    if (parse_mutation_head(c, mutation, &d->mutation) != 0)
        return -1;
    if (!(e = member(root, path, "pieces", p)))
        return missing(c, path, "pieces");
    if (parse_pieces(c, e, d) != 0)
        return -1;
    if (!(e = member(root, path, "start", p)))
        return missing(c, path, "start");
    if (get_string(c, e, p, d->start_fen, sizeof d->start_fen, STR_NONEMPTY | STR_ONE_LINE) != 0)
        return -1;
    if (parse_rules(c, member(root, path, "rules", p), d) != 0)
        return -1;
    if (mutation && parse_mutation_body(c, mutation, d) != 0)
        return -1;
    if ((e = member(root, path, "portal", p)) && parse_portal(c, e, d) != 0)
        return -1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Public: defaults, parse, load                                        */

void variant_def_defaults(VariantDef *def)
{
    if (!def)
        return;
    memset(def, 0, sizeof *def);
    def->files = 8;
    def->ranks = 8;
    RulesDef *r = &def->rules;
    r->check = true;
    r->castling = true;
    r->en_passant = true;
    memcpy(r->promo, "QRBN", 4);
    r->npromo = 4;
    r->stalemate = OUTCOME_DRAW;
    r->no_moves = OUTCOME_LOSS;
    r->repetition = true;
    r->fifty_move = true;
    r->insufficient_material = true;
    def->mutation.kind = MUT_NONE;
    def->portal.layout = PORTAL_NONE;
}

/* The id of a file name: its last component without the extension. */
static int id_of(const char *name, char *id, size_t size, Error *err)
{
    id[0] = '\0';
    if (!name)
        return 0;
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    const char *dot = strrchr(base, '.');
    size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    if (n >= size)
        return error_set(err, name,
                         "the file name is too long for an id (at most %zu bytes "
                         "before the extension)",
                         size - 1);
    memcpy(id, base, n);
    id[n] = '\0';
    return 0;
}

/* Skips a UTF-8 byte-order mark, which some editors write. */
static void skip_bom(const char **text, size_t *len)
{
    if (*len >= 3 && memcmp(*text, "\xEF\xBB\xBF", 3) == 0) {
        *text += 3;
        *len -= 3;
    }
}

/* Reads text[0..len) (BOM already skipped) into *def; outputs untouched on failure. */
static int parse_text(const Ctx *c, VariantDef *def)
{
    JsonLocError je;
    if (jsonloc_check(c->text, c->len, &je) != 0) {
        if (c->err) {
            int line, col;
            jsonloc_line_col(c->text, c->len, je.offset, &line, &col);
            set_where(c->err, c->name, line, col, je.path);
            snprintf(c->err->what, sizeof c->err->what, "invalid JSON: %s", je.message);
        }
        return -1;
    }
    cJSON *root = cJSON_ParseWithLength(c->text, c->len);
    if (!root)
        return fail_value(c, "$", "out of memory while reading the JSON text");
    VariantDef *tmp = malloc(sizeof *tmp);
    if (!tmp) {
        cJSON_Delete(root);
        return fail_value(c, "$", "out of memory");
    }
    variant_def_defaults(tmp);
    int rc = id_of(c->file, tmp->id, sizeof tmp->id, c->err);
    if (rc == 0)
        rc = parse_def(c, root, tmp);
    if (rc == 0)
        *def = *tmp;
    free(tmp);
    cJSON_Delete(root);
    return rc;
}

int variant_parse(const char *text, const char *name, VariantDef *def, Error *err)
{
    if (!text || !def)
        return error_set(err, name, "no %s (NULL)", text ? "definition to fill" : "text");
    Ctx c = {text, strlen(text), name ? name : "(text)", name, err};
    skip_bom(&c.text, &c.len);
    return parse_text(&c, def);
}

/* Parses, builds, and maps a build error's JSON path to a file position. */
static int load_common(const char *text, size_t len, const char *name, Variant **out, Error *err)
{
    Ctx c = {text, len, name ? name : "(text)", name, err};
    skip_bom(&c.text, &c.len);
    VariantDef *def = malloc(sizeof *def);
    if (!def)
        return error_set(err, c.name, "out of memory");
    int rc = parse_text(&c, def);
    if (rc == 0) {
        Variant *v = NULL;
        Error be;
        error_clear(&be);
        rc = variant_build(def, &v, &be);
        if (rc == 0)
            *out = v;
        else if (be.where[0] == '$')
            fail_value(&c, be.where, "%s", be.what);
        else if (be.where[0])
            fail_value(&c, "$", "%s: %s", be.where, be.what);
        else
            fail_value(&c, "$", "%s", be.what);
    }
    free(def);
    return rc;
}

int variant_load_text(const char *text, const char *name, Variant **out, Error *err)
{
    if (!text || !out)
        return error_set(err, name, "no %s (NULL)", text ? "output" : "text");
    return load_common(text, strlen(text), name, out, err);
}

/* ------------------------------------------------------------------ */
/* Writing JSON                                                         */

/* A growing text; `failed` records an allocation failure. */
typedef struct Buf {
    char *p;
    size_t n, cap;
    int failed;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    if (b->n + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 1024;
        while (b->n + n + 1 > cap)
            cap *= 2;
        char *q = realloc(b->p, cap);
        if (!q) {
            b->failed = 1;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = '\0';
}

static void buf_puts(Buf *b, const char *s)
{
    buf_put(b, s, strlen(s));
}

static void put_string(Buf *b, const char *s)
{
    buf_put(b, "\"", 1);
    for (; *s; s++) {
        unsigned char ch = (unsigned char)*s;
        char esc[8];
        if (ch == '"' || ch == '\\') {
            esc[0] = '\\';
            esc[1] = (char)ch;
            buf_put(b, esc, 2);
        } else if (ch < 0x20) {
            const char *named = ch == '\n' ? "\\n" : ch == '\t' ? "\\t" : ch == '\r' ? "\\r" : NULL;
            if (named) {
                buf_puts(b, named);
            } else {
                snprintf(esc, sizeof esc, "\\u%04x", ch);
                buf_puts(b, esc);
            }
        } else {
            buf_put(b, s, 1);
        }
    }
    buf_put(b, "\"", 1);
}

static void put_scalar(Buf *b, const cJSON *v)
{
    char num[40];
    if (cJSON_IsString(v)) {
        put_string(b, v->valuestring);
    } else if (cJSON_IsNumber(v)) {
        double d = v->valuedouble;
        if (is_small_integer(d))
            snprintf(num, sizeof num, "%d", (int)d);
        else
            snprintf(num, sizeof num, "%.17g", d);
        buf_puts(b, num);
    } else {
        buf_puts(b, cJSON_IsTrue(v) ? "true" : cJSON_IsFalse(v) ? "false" : "null");
    }
}

static int is_container(const cJSON *v)
{
    return cJSON_IsArray(v) || cJSON_IsObject(v);
}

static int depth_of(const cJSON *v)
{
    int d = 0;
    if (!is_container(v))
        return 0;
    for (const cJSON *e = v->child; e; e = e->next) {
        int k = depth_of(e);
        d = k > d ? k : d;
    }
    return d + 1;
}

static void put_inline(Buf *b, const cJSON *v)
{
    if (!is_container(v)) {
        put_scalar(b, v);
        return;
    }
    int obj = cJSON_IsObject(v);
    buf_puts(b, obj ? "{" : "[");
    for (const cJSON *e = v->child; e; e = e->next) {
        if (obj) {
            put_string(b, e->string);
            buf_puts(b, ": ");
        }
        put_inline(b, e);
        if (e->next)
            buf_puts(b, ", ");
    }
    buf_puts(b, obj ? "}" : "]");
}

#define JSON_WIDTH 80 /* lines are broken when longer */

/* Writes v whose first line already holds `used` characters. */
static void put_pretty(Buf *b, const cJSON *v, int indent, size_t used)
{
    if (!is_container(v)) {
        put_scalar(b, v);
        return;
    }
    if (depth_of(v) <= 2) {
        Buf line = {0};
        put_inline(&line, v);
        int fits = !line.failed && used + line.n + 1 <= JSON_WIDTH;
        if (fits)
            buf_put(b, line.p, line.n);
        free(line.p);
        if (fits || line.failed) {
            b->failed |= line.failed;
            return;
        }
    }
    int obj = cJSON_IsObject(v);
    buf_puts(b, obj ? "{\n" : "[\n");
    for (const cJSON *e = v->child; e; e = e->next) {
        size_t start = b->n;
        for (int i = 0; i < indent + 2; i++)
            buf_puts(b, " ");
        if (obj) {
            put_string(b, e->string);
            buf_puts(b, ": ");
        }
        put_pretty(b, e, indent + 2, b->n - start);
        buf_puts(b, e->next ? ",\n" : "\n");
    }
    for (int i = 0; i < indent; i++)
        buf_puts(b, " ");
    buf_puts(b, obj ? "}" : "]");
}

static int same_lists(const PowerList a, int na, const PowerList b, int nb)
{
    if (na != nb)
        return 0;
    for (int i = 0; i < na; i++)
        if (strcmp(a[i], b[i]) != 0)
            return 0;
    return 1;
}

static cJSON *power_array(const PowerList list, int n)
{
    cJSON *arr = cJSON_CreateArray();
    for (int i = 0; arr && i < n && i < VAR_MAX_POWERS; i++) {
        cJSON *s = cJSON_CreateString(list[i]);
        if (!s || !cJSON_AddItemToArray(arr, s)) {
            cJSON_Delete(s);
            cJSON_Delete(arr);
            return NULL;
        }
    }
    return arr;
}

/* Adds "powers" (and "start_index" unless both are 0) to obj; 0 or -1. */
static int add_lists(cJSON *obj, const char *key, const PowerList lists[2], const int n[2],
                     const int start[2])
{
    cJSON *powers;
    if (same_lists(lists[WHITE], n[WHITE], lists[BLACK], n[BLACK])) {
        powers = power_array(lists[WHITE], n[WHITE]);
    } else {
        powers = cJSON_CreateObject();
        for (int col = WHITE; powers && col <= BLACK; col++) {
            cJSON *arr = power_array(lists[col], n[col]);
            if (!arr || !cJSON_AddItemToObject(powers, COLOUR_NAMES[col], arr)) {
                cJSON_Delete(arr);
                cJSON_Delete(powers);
                powers = NULL;
            }
        }
    }
    if (!powers || !cJSON_AddItemToObject(obj, key, powers)) {
        cJSON_Delete(powers);
        return -1;
    }
    if (start[WHITE] == 0 && start[BLACK] == 0)
        return 0;
    if (start[WHITE] == start[BLACK])
        return cJSON_AddNumberToObject(obj, "start_index", start[WHITE]) ? 0 : -1;
    cJSON *si = cJSON_AddObjectToObject(obj, "start_index");
    return si && cJSON_AddNumberToObject(si, "white", start[WHITE]) &&
                   cJSON_AddNumberToObject(si, "black", start[BLACK])
               ? 0
               : -1;
}

static cJSON *pieces_json(const VariantDef *d)
{
    cJSON *pieces = cJSON_CreateObject();
    for (int t = 0; pieces && t < d->ntypes && t < VAR_MAX_TYPES; t++) {
        const PieceDef *pd = &d->types[t];
        char letter[2] = {pd->letter, '\0'};
        cJSON *p = cJSON_AddObjectToObject(pieces, letter);
        int ok = p && cJSON_AddStringToObject(p, "name", pd->name);
        if (ok && pd->role != ROLE_MAN)
            ok = cJSON_AddStringToObject(p, "role", name_of(ROLE_NAMES, 3, (int)pd->role)) != NULL;
        if (!ok || add_lists(p, "powers", pd->powers, pd->npowers, pd->start_index) != 0) {
            cJSON_Delete(pieces);
            return NULL;
        }
    }
    return pieces;
}

static cJSON *rules_json(const VariantDef *d)
{
    const RulesDef *r = &d->rules;
    char promo[VAR_MAX_TYPES + 1];
    int n = r->npromo < 0 ? 0 : r->npromo > VAR_MAX_TYPES ? VAR_MAX_TYPES : r->npromo;
    memcpy(promo, r->promo, (size_t)n);
    promo[n] = '\0';
    cJSON *o = cJSON_CreateObject();
    int ok =
        o && cJSON_AddBoolToObject(o, "check", r->check) &&
        cJSON_AddBoolToObject(o, "king_capture", r->king_capture) &&
        cJSON_AddBoolToObject(o, "castling", r->castling) &&
        cJSON_AddBoolToObject(o, "en_passant", r->en_passant) &&
        cJSON_AddStringToObject(o, "promotion", promo) &&
        cJSON_AddStringToObject(o, "stalemate", name_of(OUTCOME_NAMES, 3, (int)r->stalemate)) &&
        cJSON_AddStringToObject(o, "no_moves", name_of(OUTCOME_NAMES, 3, (int)r->no_moves)) &&
        cJSON_AddBoolToObject(o, "first_rank_double", r->first_rank_double) &&
        cJSON_AddBoolToObject(o, "frozen_last_rank", r->frozen_last_rank) &&
        cJSON_AddBoolToObject(o, "white_passes_first", r->white_passes_first) &&
        cJSON_AddBoolToObject(o, "repetition", r->repetition) &&
        cJSON_AddBoolToObject(o, "fifty_move", r->fifty_move) &&
        cJSON_AddBoolToObject(o, "insufficient_material", r->insufficient_material);
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static cJSON *mutation_json(const VariantDef *d)
{
    const MutationDef *m = &d->mutation;
    cJSON *o = cJSON_CreateObject();
    int ok = o && cJSON_AddStringToObject(o, "kind", name_of(KIND_NAMES, 6, (int)m->kind));
    if (ok && m->kind == MUT_TYPE_CYCLE && m->atomic) {
        cJSON *atoms = NULL;
        ok = cJSON_AddBoolToObject(o, "atomic", true) &&
             (atoms = cJSON_AddObjectToObject(o, "atoms")) != NULL;
        for (int i = 0; ok && i < m->natoms && i < VAR_MAX_ATOMS; i++) {
            const AtomDef *a = &m->atoms[i];
            char letter[2] = {a->letter, '\0'};
            cJSON *wrap = cJSON_CreateObject();
            ok = wrap && add_lists(wrap, "powers", a->values, a->nvalues, a->start_index) == 0;
            cJSON *value = wrap;
            if (ok && !cJSON_GetObjectItemCaseSensitive(wrap, "start_index")) {
                /* the short form: the list itself */
                value = cJSON_DetachItemFromObjectCaseSensitive(wrap, "powers");
                cJSON_Delete(wrap);
                wrap = NULL;
            }
            ok = ok && cJSON_AddItemToObject(atoms, letter, value);
            if (!ok)
                cJSON_Delete(value);
        }
    }
    const char *const *tables = tables_of(m->kind);
    for (int t = 0; ok && tables[t] && t < MUT_MAX_TABLES; t++) {
        cJSON *table = cJSON_AddObjectToObject(o, tables[t]);
        ok = table != NULL;
        for (int ty = 0; ok && ty < d->ntypes && ty < VAR_MAX_TYPES; ty++) {
            char key[2] = {d->types[ty].letter, '\0'}, to[VAR_MAX_TYPES + 1];
            int n = 0;
            for (int u = 0; u < d->ntypes && u < VAR_MAX_TYPES; u++)
                if (m->next[t][ty] & (1u << u))
                    to[n++] = d->types[u].letter;
            to[n] = '\0';
            if (n > 0)
                ok = cJSON_AddStringToObject(table, key, to) != NULL;
        }
    }
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static cJSON *def_json(const VariantDef *d)
{
    cJSON *root = cJSON_CreateObject(), *board = NULL, *portal = NULL;
    int ok = root && cJSON_AddStringToObject(root, "name", d->name) &&
             cJSON_AddStringToObject(root, "description", d->description) &&
             (board = cJSON_AddObjectToObject(root, "board")) &&
             cJSON_AddNumberToObject(board, "files", d->files) &&
             cJSON_AddNumberToObject(board, "ranks", d->ranks);
    cJSON *parts[3] = {ok ? pieces_json(d) : NULL, NULL, NULL};
    ok = ok && parts[0] && cJSON_AddItemToObject(root, "pieces", parts[0]);
    if (!ok)
        cJSON_Delete(parts[0]);
    ok = ok && cJSON_AddStringToObject(root, "start", d->start_fen);
    parts[1] = ok ? rules_json(d) : NULL;
    ok = ok && parts[1] && cJSON_AddItemToObject(root, "rules", parts[1]);
    if (!ok)
        cJSON_Delete(parts[1]);
    parts[2] = ok ? mutation_json(d) : NULL;
    ok = ok && parts[2] && cJSON_AddItemToObject(root, "mutation", parts[2]);
    if (!ok)
        cJSON_Delete(parts[2]);
    if (ok && d->portal.layout != PORTAL_NONE)
        ok = (portal = cJSON_AddObjectToObject(root, "portal")) &&
             cJSON_AddStringToObject(portal, "layout",
                                     name_of(LAYOUT_NAMES, 3, (int)d->portal.layout));
    if (!ok) {
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

char *variant_to_json(const VariantDef *def)
{
    if (!def)
        return NULL;
    cJSON *root = def_json(def);
    if (!root)
        return NULL;
    Buf b = {0};
    put_pretty(&b, root, 0, 0);
    buf_puts(&b, "\n");
    cJSON_Delete(root);
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    return b.p;
}
