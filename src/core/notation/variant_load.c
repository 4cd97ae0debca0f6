/* variant_load.c - variant files: JSON text to VariantDef (with exact error positions) and to
 * a built Variant. The format is docs/variant-format.md; variant_json.c writes it back. */
#include "variant.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "morphchess/json.h"
#include "variant_load.h"
#include "variant_names.h"

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

static const char *const MUTATION_KEYS[] = {
    "kind", "atomic",  "atoms",        "on_move",         "odd", "even",
    "move", "capture", "move_no_pawn", "capture_no_pawn", NULL};

/* ------------------------------------------------------------------ */
/* Member names                                                         */

/* Reading goes through morphchess/json.h; a JsonDoc is the text being read. */
typedef JsonDoc Ctx;

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
    char mpath[JSON_PATH_MAX];
    int nth;
    const cJSON *dup = json_duplicate(obj, &nth);
    if (dup) {
        json_path_member(mpath, sizeof mpath, path, dup->string);
        switch (kind) {
        case MEMBERS_COLOURS:
            return json_fail_key(c, mpath, nth, "duplicate colour \"%s\"", dup->string);
        case MEMBERS_PIECES:
            return json_fail_key(c, mpath, nth, "duplicate piece letter '%s'", dup->string);
        case MEMBERS_ATOMS:
            return json_fail_key(c, mpath, nth, "duplicate atom '%s'", dup->string);
        default:
            break;
        }
    }
    if (kind != MEMBERS_COLOURS || !allowed)
        return json_members(c, obj, path, allowed);
    for (const cJSON *m = obj->child; m; m = m->next) {
        if (strcmp(m->string, "white") != 0 && strcmp(m->string, "black") != 0) {
            json_path_member(mpath, sizeof mpath, path, m->string);
            return json_fail_key(
                c, mpath, 0, "unknown colour \"%s\" (expected \"white\" and \"black\")", m->string);
        }
    }
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

/* An array of Betza strings, each checked by betza_parse. */
static int parse_power_array(const Ctx *c, const cJSON *arr, const char *path, ListRule rule,
                             PowerList dst, int *count)
{
    int n = 0;
    for (const cJSON *e = arr->child; e; e = e->next, n++) {
        char epath[JSON_PATH_MAX];
        json_path_element(epath, sizeof epath, path, n);
        if (n >= (rule.limit == LIMIT_FULL ? VAR_MAX_POWERS : 1)) {
            if (rule.limit == LIMIT_NOT_CYCLE)
                return json_fail(c, epath,
                                 "only mutation kind \"type-cycle\" uses several powers (this "
                                 "variant's kind is \"%s\")",
                                 variant_name_of(VARIANT_KIND_NAMES, 6, (int)rule.kind));
            if (rule.limit == LIMIT_ATOMIC)
                return json_fail(c, epath,
                                 "with \"atomic\": true a piece has one power (the lists go in "
                                 "\"atoms\")");
            return json_fail(c, epath, "too many powers (at most %d)", VAR_MAX_POWERS);
        }
        if (!cJSON_IsString(e))
            return json_fail(c, epath, "expected a Betza string, got %s", json_describe(e));
        BetzaPiece bp;
        BetzaError be;
        if (betza_parse(e->valuestring, &bp, &be) != 0)
            return json_fail_char(c, epath, be.column, "%s", be.message);
        size_t len = strlen(e->valuestring);
        if (len > BETZA_MAX_TEXT)
            return json_fail(c, epath, "too long: %zu bytes (at most %d)", len, BETZA_MAX_TEXT);
        memcpy(dst[n], e->valuestring, len + 1);
    }
    if (n == 0)
        return json_fail(c, path, "expected at least one power");
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
        return json_fail(c, path,
                         "expected a list of powers (an array, or an object with \"white\" and "
                         "\"black\" arrays), got %s",
                         json_describe(item));
    if (check_members(c, item, path, VARIANT_COLOUR_NAMES, MEMBERS_COLOURS) != 0)
        return -1;
    for (int col = WHITE; col <= BLACK; col++) {
        char cpath[JSON_PATH_MAX];
        const cJSON *list = json_member(item, path, VARIANT_COLOUR_NAMES[col], cpath);
        if (!list)
            return json_fail(c, path, "missing colour \"%s\"", VARIANT_COLOUR_NAMES[col]);
        if (!cJSON_IsArray(list))
            return json_fail(c, cpath, "expected an array of Betza strings, got %s",
                             json_describe(list));
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
    return json_fail(c, path, "start index %d is out of range: %s list has %d power%s (0 to %d)", v,
                     whose, count[col], count[col] == 1 ? "" : "s", count[col] - 1);
}

/* start_index: an integer (both colours) or {"white": i, "black": j}. */
static int parse_start_index(const Ctx *c, const cJSON *item, const char *path, const int count[2],
                             bool per_colour, int out[2])
{
    int v[2] = {0, 0};
    if (cJSON_IsNumber(item)) {
        if (json_get_int(c, item, path, -1000000000, 1000000000, &v[WHITE]) != 0)
            return -1;
        v[BLACK] = v[WHITE];
        for (int col = WHITE; col <= BLACK; col++)
            if (check_start_index(c, path, v[col], col, count, per_colour) != 0)
                return -1;
    } else if (cJSON_IsObject(item)) {
        if (check_members(c, item, path, VARIANT_COLOUR_NAMES, MEMBERS_COLOURS) != 0)
            return -1;
        for (int col = WHITE; col <= BLACK; col++) {
            char cpath[JSON_PATH_MAX];
            const cJSON *e = json_member(item, path, VARIANT_COLOUR_NAMES[col], cpath);
            if (!e)
                return json_fail(c, path, "missing colour \"%s\"", VARIANT_COLOUR_NAMES[col]);
            if (json_get_int(c, e, cpath, -1000000000, 1000000000, &v[col]) != 0 ||
                check_start_index(c, cpath, v[col], col, count, per_colour) != 0)
                return -1;
        }
    } else {
        return json_fail(c, path,
                         "expected an index (an integer, or an object with \"white\" and "
                         "\"black\"), got %s",
                         json_describe(item));
    }
    out[WHITE] = v[WHITE];
    out[BLACK] = v[BLACK];
    return 0;
}

static int parse_piece(const Ctx *c, const cJSON *item, const char *path, ListRule rule,
                       PieceDef *pd)
{
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, PIECE_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = json_member(item, path, "name", p)))
        return json_missing(c, path, "name");
    if (json_get_string(c, e, p, pd->name, sizeof pd->name, JSON_NONEMPTY | JSON_ONE_LINE) != 0)
        return -1;
    if ((e = json_member(item, path, "role", p))) {
        int role;
        if (json_get_choice(c, e, p, VARIANT_ROLE_NAMES, &role) != 0)
            return -1;
        pd->role = (PieceRole)role;
    }
    if (!(e = json_member(item, path, "powers", p)))
        return json_missing(c, path, "powers");
    bool per_colour;
    if (parse_power_list(c, e, p, rule, pd->powers, pd->npowers, &per_colour) != 0)
        return -1;
    if ((e = json_member(item, path, "start_index", p)) &&
        parse_start_index(c, e, p, pd->npowers, per_colour, pd->start_index) != 0)
        return -1;
    return 0;
}

static int parse_pieces(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.pieces";
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, NULL, MEMBERS_PIECES) != 0)
        return -1;
    ListRule rule = {LIMIT_FULL, d->mutation.kind};
    if (d->mutation.kind != MUT_TYPE_CYCLE)
        rule.limit = LIMIT_NOT_CYCLE;
    else if (d->mutation.atomic)
        rule.limit = LIMIT_ATOMIC;
    int king = -1, pawn = -1, n = 0;
    for (const cJSON *m = item->child; m; m = m->next, n++) {
        char p[JSON_PATH_MAX], rpath[JSON_PATH_MAX];
        json_path_member(p, sizeof p, path, m->string);
        if (n >= VAR_MAX_TYPES)
            return json_fail_key(c, p, 0, "too many piece types (at most %d)", VAR_MAX_TYPES);
        const char *k = m->string;
        if (!(k[0] >= 'A' && k[0] <= 'Z' && k[1] == '\0'))
            return json_fail_key(c, p, 0,
                                 "a piece letter must be one upper-case letter A-Z, got \"%s\"", k);
        PieceDef *pd = &d->types[n];
        pd->letter = k[0];
        if (parse_piece(c, m, p, rule, pd) != 0)
            return -1;
        json_path_member(rpath, sizeof rpath, p, "role");
        if (pd->role == ROLE_KING) {
            if (king >= 0)
                return json_fail(c, rpath,
                                 "only one piece type may have role \"king\" ('%c' has it)",
                                 d->types[king].letter);
            king = n;
        } else if (pd->role == ROLE_PAWN) {
            if (pawn >= 0)
                return json_fail(c, rpath,
                                 "only one piece type may have role \"pawn\" ('%c' has it)",
                                 d->types[pawn].letter);
            pawn = n;
        }
        d->ntypes = n + 1;
    }
    if (n == 0)
        return json_fail(c, path, "expected at least one piece");
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
        json_fail_char(c, path, i + 1, "character 0x%02X is not a piece letter%s", ch, note);
        return -1;
    }
    int t = type_index(d, (char)ch);
    if (t < 0) {
        int upper = ch >= 'a' && ch <= 'z' && type_index(d, (char)(ch - 'a' + 'A')) >= 0;
        json_fail_char(c, path, i + 1, "'%c' is not a piece type of this variant%s%s", ch,
                       upper ? " (piece letters are upper case)" : "", note);
        return -1;
    }
    if (d->types[t].role == ROLE_KING) {
        if (use == USE_PROMOTION)
            json_fail_char(c, path, i + 1, "a pawn cannot promote to the king '%c'%s", ch, note);
        else
            json_fail_char(c, path, i + 1, "a piece cannot become the king '%c'", ch);
        return -1;
    }
    if (use == USE_PROMOTION && d->types[t].role == ROLE_PAWN) {
        json_fail_char(c, path, i + 1, "a pawn cannot promote to the pawn '%c'%s", ch, note);
        return -1;
    }
    for (int j = 0; j < i; j++)
        if (s[j] == s[i]) {
            json_fail_char(c, path, i + 1, "'%c' is listed twice%s", ch, note);
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
            return json_fail(c, path, "expected a string of piece letters, got %s",
                             json_describe(item));
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
            return json_fail_char(c, path, i + 1, "too many promotion letters");
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
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, NULL, MEMBERS_PIECES) != 0)
        return -1;
    for (const cJSON *m = item->child; m; m = m->next) {
        char p[JSON_PATH_MAX];
        json_path_member(p, sizeof p, path, m->string);
        const char *k = m->string;
        if (!(k[0] > ' ' && k[0] < 0x7f && k[1] == '\0'))
            return json_fail_key(c, p, 0, "expected a piece letter, got \"%s\"", k);
        int t = type_index(d, k[0]);
        if (t < 0)
            return json_fail_key(c, p, 0, "'%c' is not a piece type of this variant", k[0]);
        if (d->types[t].role == ROLE_KING)
            return json_fail_key(c, p, 0, "the king '%c' cannot change type", k[0]);
        if (!cJSON_IsString(m))
            return json_fail(c, p, "expected a string of piece letters, got %s", json_describe(m));
        const char *s = m->valuestring;
        if (!s[0])
            return json_fail(c, p,
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
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, BOARD_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if ((e = json_member(item, path, "files", p)) &&
        json_get_int(c, e, p, 1, GEO_MAX_FILES, &d->files) != 0)
        return -1;
    if ((e = json_member(item, path, "ranks", p)) &&
        json_get_int(c, e, p, 1, GEO_MAX_RANKS, &d->ranks) != 0)
        return -1;
    return 0;
}

static int parse_rules(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.rules";
    RulesDef *r = &d->rules;
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (!item)
        return parse_promotion(c, NULL, d);
    if (json_want_object(c, item, path) != 0 ||
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
        if ((e = json_member(item, path, flags[i].key, p)) &&
            json_get_bool(c, e, p, flags[i].field) != 0)
            return -1;
    int o;
    if ((e = json_member(item, path, "stalemate", p))) {
        if (json_get_choice(c, e, p, VARIANT_OUTCOME_NAMES, &o) != 0)
            return -1;
        r->stalemate = (Outcome)o;
    }
    if ((e = json_member(item, path, "no_moves", p))) {
        if (json_get_choice(c, e, p, VARIANT_OUTCOME_NAMES, &o) != 0)
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
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (!item)
        return 0;
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, NULL, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = json_member(item, path, "kind", p)))
        return json_missing(c, path, "kind");
    int kind;
    if (json_get_choice(c, e, p, VARIANT_KIND_NAMES, &kind) != 0)
        return -1;
    m->kind = (MutationKind)kind;
    const char *const *tables = variant_tables_of(m->kind);
    for (const cJSON *k = item->child; k; k = k->next) {
        const char *key = k->string;
        json_path_member(p, sizeof p, path, key);
        int own = strcmp(key, "kind") == 0 || json_name_index(tables, key) >= 0 ||
                  (m->kind == MUT_TYPE_CYCLE &&
                   (strcmp(key, "atomic") == 0 || strcmp(key, "atoms") == 0));
        if (own)
            continue;
        if (json_name_index(MUTATION_KEYS, key) >= 0)
            return json_fail_key(c, p, 0, "key \"%s\" does not apply to kind \"%s\"", key,
                                 VARIANT_KIND_NAMES[kind]);
        char names[200] = "kind";
        if (m->kind == MUT_TYPE_CYCLE)
            snprintf(names, sizeof names, "kind, atomic, atoms");
        for (int i = 0; tables[i]; i++) {
            size_t n = strlen(names);
            snprintf(names + n, sizeof names - n, ", %s", tables[i]);
        }
        return json_fail_key(c, p, 0, "unknown key \"%s\" (allowed with kind \"%s\": %s)", key,
                             VARIANT_KIND_NAMES[kind], names);
    }
    if ((e = json_member(item, path, "atomic", p)) && json_get_bool(c, e, p, &m->atomic) != 0)
        return -1;
    if ((e = json_member(item, path, "atoms", p)) && !m->atomic)
        return json_fail_key(c, p, 0, "key \"atoms\" needs \"atomic\": true");
    return 0;
}

/* One atom's lists: a power list (an array or per-colour object, starting at
 * index 0), or the full form {"powers": ..., "start_index": ...}. */
static int parse_atom(const Ctx *c, const cJSON *item, const char *path, AtomDef *a)
{
    ListRule rule = {LIMIT_FULL, MUT_TYPE_CYCLE};
    char p[JSON_PATH_MAX];
    const cJSON *list, *e;
    bool per_colour;
    if (!cJSON_IsArray(item) && !cJSON_IsObject(item))
        return json_fail(c, path, "expected a list of powers, or an object with \"powers\", got %s",
                         json_describe(item));
    int full = cJSON_IsObject(item) && (cJSON_GetObjectItemCaseSensitive(item, "powers") ||
                                        cJSON_GetObjectItemCaseSensitive(item, "start_index"));
    if (!full)
        return parse_power_list(c, item, path, rule, a->values, a->nvalues, &per_colour);
    if (check_members(c, item, path, ATOM_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(list = json_member(item, path, "powers", p)))
        return json_missing(c, path, "powers");
    if (parse_power_list(c, list, p, rule, a->values, a->nvalues, &per_colour) != 0)
        return -1;
    if ((e = json_member(item, path, "start_index", p)) &&
        parse_start_index(c, e, p, a->nvalues, per_colour, a->start_index) != 0)
        return -1;
    return 0;
}

static int parse_atoms(const Ctx *c, const cJSON *item, MutationDef *m)
{
    const char *path = "$.mutation.atoms";
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, NULL, MEMBERS_ATOMS) != 0)
        return -1;
    int n = 0;
    for (const cJSON *e = item->child; e; e = e->next, n++) {
        char p[JSON_PATH_MAX];
        json_path_member(p, sizeof p, path, e->string);
        const char *k = e->string;
        if (!(k[0] && k[1] == '\0' && strchr(VARIANT_ATOM_LETTERS, k[0])))
            return json_fail_key(c, p, 0, "expected an atom letter (W F D N A H C Z G), got \"%s\"",
                                 k);
        if (n >= VAR_MAX_ATOMS) /* unreachable while there are 9 atom letters */
            return json_fail_key(c, p, 0, "too many atoms (at most %d)", VAR_MAX_ATOMS);
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
    const char *const *tables = variant_tables_of(m->kind);
    char p[JSON_PATH_MAX];
    const cJSON *e;
    m->ntables = 0;
    for (int t = 0; tables[t]; t++) {
        if (!(e = json_member(item, path, tables[t], p)))
            return json_missing(c, path, tables[t]);
        if (parse_table(c, e, p, d, m->next[t]) != 0)
            return -1;
        m->ntables = t + 1;
    }
    if (m->atomic && (e = json_member(item, path, "atoms", p)) && parse_atoms(c, e, m) != 0)
        return -1;
    return 0;
}

static int parse_portal(const Ctx *c, const cJSON *item, VariantDef *d)
{
    const char *path = "$.portal";
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (json_want_object(c, item, path) != 0 ||
        check_members(c, item, path, PORTAL_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    int layout = PORTAL_TWO_SETS;
    if ((e = json_member(item, path, "layout", p)) &&
        json_get_choice(c, e, p, VARIANT_LAYOUT_NAMES, &layout) != 0)
        return -1;
    if (layout != PORTAL_NONE && (d->files != 8 || d->ranks != 8))
        return json_fail(c, e ? p : path, "Portal layouts need an 8x8 board (this one is %dx%d)",
                         d->files, d->ranks);
    d->portal.layout = (PortalLayout)layout;
    return 0;
}

static int parse_def(const Ctx *c, const cJSON *root, VariantDef *d)
{
    const char *path = "$";
    char p[JSON_PATH_MAX];
    const cJSON *e;
    if (json_want_object(c, root, path) != 0 ||
        check_members(c, root, path, TOP_KEYS, MEMBERS_KEYS) != 0)
        return -1;
    if (!(e = json_member(root, path, "name", p)))
        return json_missing(c, path, "name");
    if (json_get_string(c, e, p, d->name, sizeof d->name, JSON_NONEMPTY | JSON_ONE_LINE) != 0)
        return -1;
    if ((e = json_member(root, path, "description", p)) &&
        json_get_string(c, e, p, d->description, sizeof d->description, JSON_ONE_LINE) != 0)
        return -1;
    if ((e = json_member(root, path, "board", p)) && parse_board(c, e, d) != 0)
        return -1;
    const cJSON *mutation = json_member(root, path, "mutation", p);
    if (parse_mutation_head(c, mutation, &d->mutation) != 0)
        return -1;
    if (!(e = json_member(root, path, "pieces", p)))
        return json_missing(c, path, "pieces");
    if (parse_pieces(c, e, d) != 0)
        return -1;
    if (!(e = json_member(root, path, "start", p)))
        return json_missing(c, path, "start");
    if (json_get_string(c, e, p, d->start_fen, sizeof d->start_fen,
                        JSON_NONEMPTY | JSON_ONE_LINE) != 0)
        return -1;
    if (parse_rules(c, json_member(root, path, "rules", p), d) != 0)
        return -1;
    if (mutation && parse_mutation_body(c, mutation, d) != 0)
        return -1;
    if ((e = json_member(root, path, "portal", p)) && parse_portal(c, e, d) != 0)
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

/* Reads c's text (BOM already skipped) into *def, its id from the file name
 * `file` (may be NULL); outputs untouched on failure. */
static int parse_text(const Ctx *c, const char *file, VariantDef *def)
{
    if (json_check(c->text, c->len, c->name, c->err) != 0)
        return -1;
    cJSON *root = cJSON_ParseWithLength(c->text, c->len);
    if (!root)
        return json_fail(c, "$", "out of memory while reading the JSON text");
    VariantDef *tmp = malloc(sizeof *tmp);
    if (!tmp) {
        cJSON_Delete(root);
        return json_fail(c, "$", "out of memory");
    }
    variant_def_defaults(tmp);
    int rc = id_of(file, tmp->id, sizeof tmp->id, c->err);
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
    Ctx c = {text, strlen(text), name ? name : "(text)", err, NULL};
    skip_bom(&c.text, &c.len);
    return parse_text(&c, name, def);
}

int variant_build_in(const JsonDoc *c, const VariantDef *def, Variant **out)
{
    Variant *v = NULL;
    Error be;
    error_clear(&be);
    if (variant_build(def, &v, &be) == 0) {
        *out = v;
        return 0;
    }
    if (be.where[0] == '$' && be.column > 0) /* at the byte of the string (a FEN's column) */
        return json_fail_char(c, be.where, be.column, "column %d: %s", be.column, be.what);
    if (be.where[0] == '$')
        return json_fail(c, be.where, "%s", be.what);
    if (be.where[0])
        return json_fail(c, "$", "%s: %s", be.where, be.what);
    return json_fail(c, "$", "%s", be.what);
}

/* Parses, builds, and maps a build error's JSON path to a file position. */
static int load_common(const char *text, size_t len, const char *name, Variant **out, Error *err)
{
    Ctx c = {text, len, name ? name : "(text)", err, NULL};
    skip_bom(&c.text, &c.len);
    VariantDef *def = malloc(sizeof *def);
    if (!def)
        return error_set(err, c.name, "out of memory");
    int rc = parse_text(&c, name, def);
    if (rc == 0)
        rc = variant_build_in(&c, def, out);
    free(def);
    return rc;
}

int variant_load_node(const JsonDoc *doc, const cJSON *node, const char *id, Variant **out)
{
    VariantDef *def = malloc(sizeof *def);
    if (!def)
        return json_fail(doc, "$", "out of memory");
    variant_def_defaults(def);
    int rc = 0;
    if (id && strlen(id) >= sizeof def->id)
        rc = json_fail(doc, "$", "variant id too long");
    else if (id)
        snprintf(def->id, sizeof def->id, "%s", id);
    if (rc == 0)
        rc = parse_def(doc, node, def);
    if (rc == 0)
        rc = variant_build_in(doc, def, out);
    free(def);
    return rc;
}

int variant_load_text(const char *text, const char *name, Variant **out, Error *err)
{
    if (!text || !out)
        return error_set(err, name, "no %s (NULL)", text ? "output" : "text");
    return load_common(text, strlen(text), name, out, err);
}
