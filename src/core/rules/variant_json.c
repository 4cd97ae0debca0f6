/* variant_json.c - a VariantDef written back as the JSON of docs/variant-format.md, laid out
 * as people write it (short arrays on one line). */
#include "variant.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textbuf.h"
#include "variant_names.h"

/* ------------------------------------------------------------------ */
/* Writing JSON                                                         */

static void put_scalar(TextBuf *b, const cJSON *v)
{
    char num[40];
    if (cJSON_IsString(v)) {
        textbuf_json_string(b, v->valuestring);
    } else if (cJSON_IsNumber(v)) {
        double d = v->valuedouble;
        if (d >= -1e9 && d <= 1e9 && (double)(long)d == d) /* a whole number */
            snprintf(num, sizeof num, "%d", (int)d);
        else
            snprintf(num, sizeof num, "%.17g", d);
        textbuf_puts(b, num);
    } else {
        textbuf_puts(b, cJSON_IsTrue(v) ? "true" : cJSON_IsFalse(v) ? "false" : "null");
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

static void put_inline(TextBuf *b, const cJSON *v)
{
    if (!is_container(v)) {
        put_scalar(b, v);
        return;
    }
    int obj = cJSON_IsObject(v);
    textbuf_puts(b, obj ? "{" : "[");
    for (const cJSON *e = v->child; e; e = e->next) {
        if (obj) {
            textbuf_json_string(b, e->string);
            textbuf_puts(b, ": ");
        }
        put_inline(b, e);
        if (e->next)
            textbuf_puts(b, ", ");
    }
    textbuf_puts(b, obj ? "}" : "]");
}

#define JSON_WIDTH 80 /* lines are broken when longer */

/* Writes v whose first line already holds `used` characters. */
static void put_pretty(TextBuf *b, const cJSON *v, int indent, size_t used)
{
    if (!is_container(v)) {
        put_scalar(b, v);
        return;
    }
    if (depth_of(v) <= 2) {
        TextBuf line = {0};
        put_inline(&line, v);
        int fits = !line.failed && used + line.n + 1 <= JSON_WIDTH;
        if (fits)
            textbuf_put(b, line.p, line.n);
        free(line.p);
        if (fits || line.failed) {
            b->failed |= line.failed;
            return;
        }
    }
    int obj = cJSON_IsObject(v);
    textbuf_puts(b, obj ? "{\n" : "[\n");
    for (const cJSON *e = v->child; e; e = e->next) {
        size_t start = b->n;
        for (int i = 0; i < indent + 2; i++)
            textbuf_puts(b, " ");
        if (obj) {
            textbuf_json_string(b, e->string);
            textbuf_puts(b, ": ");
        }
        put_pretty(b, e, indent + 2, b->n - start);
        textbuf_puts(b, e->next ? ",\n" : "\n");
    }
    for (int i = 0; i < indent; i++)
        textbuf_puts(b, " ");
    textbuf_puts(b, obj ? "}" : "]");
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
            if (!arr || !cJSON_AddItemToObject(powers, VARIANT_COLOUR_NAMES[col], arr)) {
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
            ok = cJSON_AddStringToObject(
                     p, "role", variant_name_of(VARIANT_ROLE_NAMES, 3, (int)pd->role)) != NULL;
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
    int ok = o && cJSON_AddBoolToObject(o, "check", r->check) &&
             cJSON_AddBoolToObject(o, "king_capture", r->king_capture) &&
             cJSON_AddBoolToObject(o, "castling", r->castling) &&
             cJSON_AddBoolToObject(o, "en_passant", r->en_passant) &&
             cJSON_AddStringToObject(o, "promotion", promo) &&
             cJSON_AddStringToObject(
                 o, "stalemate", variant_name_of(VARIANT_OUTCOME_NAMES, 3, (int)r->stalemate)) &&
             cJSON_AddStringToObject(o, "no_moves",
                                     variant_name_of(VARIANT_OUTCOME_NAMES, 3, (int)r->no_moves)) &&
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
    int ok = o && cJSON_AddStringToObject(o, "kind",
                                          variant_name_of(VARIANT_KIND_NAMES, 6, (int)m->kind));
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
    const char *const *tables = variant_tables_of(m->kind);
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
             cJSON_AddStringToObject(
                 portal, "layout", variant_name_of(VARIANT_LAYOUT_NAMES, 3, (int)d->portal.layout));
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
    TextBuf b = {0};
    put_pretty(&b, root, 0, 0);
    textbuf_puts(&b, "\n");
    cJSON_Delete(root);
    if (b.failed) {
        free(b.p);
        return NULL;
    }
    return b.p;
}
