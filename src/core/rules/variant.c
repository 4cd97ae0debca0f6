/* variant.c - compiles a VariantDef into move tables and Zobrist keys. */
#include "variant.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "atomic.h"
#include "power.h"

/* splitmix64: a fixed sequence, so keys (and so hashes) are the same on
 * every run and every machine. */
static uint64_t next_key(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void init_keys(Variant *v)
{
    uint64_t st = 0x6d6f727068636865ull; /* "morphche" */
    for (int c = 0; c < 2; c++)
        for (int t = 0; t < VAR_MAX_TYPES; t++)
            for (int s = 0; s < 64; s++)
                v->zobrist_piece[c][t][s] = next_key(&st);
    v->zobrist_side = next_key(&st);
    for (int s = 0; s < 64; s++)
        v->zobrist_castle[s] = next_key(&st);
    for (int s = 0; s < 64; s++)
        v->zobrist_ep[s] = next_key(&st);
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < VAR_MAX_TYPES + VAR_MAX_ATOMS; i++)
            for (int k = 0; k < VAR_MAX_POWERS; k++)
                v->zobrist_phase[c][i][k] = next_key(&st);
    v->zobrist_parity = next_key(&st);
}

/* Everything compiled lives in one growing array of blocks owned by the
 * variant. */
typedef struct PowerStore {
    int count, cap;
    void **items;
} PowerStore;

static void *store_alloc(PowerStore *st, size_t size)
{
    if (st->count == st->cap) {
        int cap = st->cap ? 2 * st->cap : 64;
        void **items = realloc(st->items, (size_t)cap * sizeof *items);
        if (!items)
            return NULL;
        st->items = items;
        st->cap = cap;
    }
    void *p = calloc(1, size);
    if (p)
        st->items[st->count++] = p;
    return p;
}

static Power *store_new(PowerStore *st)
{
    return store_alloc(st, sizeof(Power));
}

void variant_free(Variant *v)
{
    if (!v)
        return;
    PowerStore *st = v->tables;
    if (st) {
        for (int i = 0; i < st->count; i++)
            free(st->items[i]);
        free(st->items);
        free(st);
    }
    free(v);
}

int variant_type_of(const Variant *v, char letter)
{
    unsigned char c = (unsigned char)toupper((unsigned char)letter);
    return c < 128 ? v->type_of_letter[c] : -1;
}

const VariantDef *variant_def(const Variant *v)
{
    return &v->def;
}

int variant_check_power(const char *betza, Error *err)
{
    BetzaPiece bp;
    BetzaError be;
    if (betza_parse(betza, &bp, &be) == 0)
        return 0;
    char where[32];
    snprintf(where, sizeof where, "column %d", be.column);
    return error_set(err, where, "%s", be.message);
}

bool variant_atom_cycles(const Variant *v, int a)
{
    const AtomDef *ad = &v->def.mutation.atoms[a];
    return ad->nvalues[0] > 1 || ad->nvalues[1] > 1;
}

static bool is_atomic(const Variant *v)
{
    return v->def.mutation.kind == MUT_TYPE_CYCLE && v->def.mutation.atomic;
}

/* The atom list of a basic atom letter, or -1. */
static int atom_list(const Variant *v, char letter)
{
    for (int a = 0; a < v->def.mutation.natoms; a++)
        if (v->def.mutation.atoms[a].letter == letter)
            return a;
    return -1;
}

/* Compiles pw (and its reverse) from bp for colour c. */
static int compile_pair(Variant *v, PowerStore *st, const BetzaPiece *bp, int c, Power **out,
                        const char *where, Error *err)
{
    Power *pw = store_new(st), *rv = store_new(st);
    if (!pw || !rv)
        return error_set(err, where, "out of memory");
    char msg[128];
    if (power_compile(pw, bp, c, &v->geo, msg, sizeof msg) != 0 ||
        power_compile(rv, bp, !c, &v->geo, msg, sizeof msg) != 0)
        return error_set(err, where, "%s", msg);
    pw->rev = rv;
    rv->rev = pw;
    *out = pw;
    return 0;
}

/* Atomic Polypiece: splits pw by the atom list that makes each move. The
 * atom occurrences of bp and of the written string `orig` match one to one
 * (atomic_substitute keeps their order). */
static int split_parts(Variant *v, PowerStore *st, const BetzaPiece *orig, const BetzaPiece *bp,
                       int c, Power *pw, const char *where, Error *err)
{
    uint8_t aux_of[BETZA_MAX_ATOMS];
    unsigned used = 0;
    for (int k = 0; k < orig->natoms; k++) {
        int a = atom_list(v, orig->atoms[k].letter);
        aux_of[k] = (uint8_t)((a >= 0 && variant_atom_cycles(v, a)) ? a + 1 : 0);
        used |= 1u << aux_of[k];
    }
    pw->features |= POWER_PARTS;
    if (!(used & (used - 1))) {
        pw->nparts = 1;
        pw->part[0] = pw;
        pw->part_aux[0] = (uint8_t)__builtin_ctz(used ? used : 1);
        return 0;
    }
    for (int aux = 0; aux < POWER_MAX_PARTS; aux++) {
        if (!(used & (1u << aux)))
            continue;
        BetzaPiece *sub = store_alloc(st, sizeof *sub);
        Power *part = store_new(st);
        if (!sub || !part)
            return error_set(err, where, "out of memory");
        for (int i = 0; i < bp->nvec; i++)
            if (aux_of[bp->vec[i].atom] == aux)
                sub->vec[sub->nvec++] = bp->vec[i];
        char msg[128];
        if (power_compile(part, sub, c, &v->geo, msg, sizeof msg) != 0)
            return error_set(err, where, "%s", msg);
        pw->part[pw->nparts] = part;
        pw->part_aux[pw->nparts++] = (uint8_t)aux;
    }
    return 0;
}

/* Every value of an atom list must be one basic atom letter. */
static int check_atom_values(const Variant *v, Error *err)
{
    const MutationDef *md = &v->def.mutation;
    for (int a = 0; a < md->natoms; a++) {
        const AtomDef *ad = &md->atoms[a];
        for (int c = 0; c < 2; c++) {
            for (int k = 0; k < ad->nvalues[c]; k++) {
                const char *val = ad->values[c][k];
                if (val[0] && !val[1] && strchr(ATOMIC_ATOM_LETTERS, val[0]))
                    continue;
                /* Black's list is only named when it differs from White's */
                bool same = ad->nvalues[0] == ad->nvalues[1] &&
                            memcmp(ad->values[0], ad->values[1], sizeof ad->values[0]) == 0;
                char where[96];
                snprintf(where, sizeof where, "$.mutation.atoms.%c%s[%d]", ad->letter,
                         same ? "" : (c == WHITE ? ".white" : ".black"), k);
                return error_set(err, where,
                                 "an atom's value is one atom letter (W F D N A H C Z G), "
                                 "not \"%s\"",
                                 val);
            }
        }
    }
    return 0;
}

/* Atomic Polypiece: one compiled power per combination of the values of the
 * cycling atom lists that type t uses, for colour c. */
static int compile_atomic(Variant *v, PowerStore *st, int t, int c, Error *err)
{
    const VariantDef *d = &v->def;
    const MutationDef *md = &d->mutation;
    const char *text = d->types[t].powers[c][0];
    char where[96];
    snprintf(where, sizeof where, "$.pieces.%c.powers[0]", d->types[t].letter);
    BetzaPiece orig;
    BetzaError be;
    if (betza_parse(text, &orig, &be) != 0)
        return error_set(err, where, "%s", be.message);
    int lists[VAR_MAX_ATOMS], nl = 0, combos = 1;
    for (int a = 0; a < md->natoms; a++) {
        bool uses = false;
        for (int k = 0; k < orig.natoms; k++)
            uses |= orig.atoms[k].letter == md->atoms[a].letter;
        if (!uses || md->atoms[a].nvalues[c] <= 1)
            continue;
        v->atom_stride[t][c][a] = (uint8_t)combos;
        combos *= md->atoms[a].nvalues[c];
        lists[nl++] = a;
        if (combos > VAR_MAX_COMBOS)
            return error_set(err, where,
                             "'%s' uses atom lists with more than %d combinations of values", text,
                             VAR_MAX_COMBOS);
    }
    for (int k = 0; k < combos; k++) {
        char as[26] = {0};
        for (int a = 0; a < md->natoms; a++)
            as[md->atoms[a].letter - 'A'] = md->atoms[a].values[c][0][0];
        for (int i = 0, rest = k; i < nl; i++) {
            const AtomDef *ad = &md->atoms[lists[i]];
            as[ad->letter - 'A'] = ad->values[c][rest % ad->nvalues[c]][0];
            rest /= ad->nvalues[c];
        }
        char *sub = store_alloc(st, BETZA_MAX_TEXT + 1);
        if (!sub)
            return error_set(err, where, "out of memory");
        BetzaPiece bp;
        if (atomic_substitute(text, as, sub, BETZA_MAX_TEXT + 1) < 0)
            return error_set(err, where,
                             "'%s' with its atoms replaced is longer than %d characters", text,
                             BETZA_MAX_TEXT);
        if (betza_parse(sub, &bp, &be) != 0) {
            char with[64] = "";
            size_t w = 0;
            for (int a = 0; a < 26 && w + 8 < sizeof with; a++)
                if (as[a] && as[a] != 'A' + a)
                    w += (size_t)snprintf(with + w, sizeof with - w, "%s%c as %c", w ? ", " : "",
                                          'A' + a, as[a]);
            return error_set(err, where, "'%s' with %s reads '%s': %s", text, with, sub,
                             be.message);
        }
        if (bp.natoms != orig.natoms) /* atomic_substitute keeps the atoms one to one */
            return error_set(err, where, "'%s' reads as '%s' with a different number of atoms",
                             text, sub);
        Power *pw;
        if (compile_pair(v, st, &bp, c, &pw, where, err) != 0 ||
            split_parts(v, st, &orig, &bp, c, pw, where, err) != 0)
            return -1;
        v->powers[t][c][k] = pw;
        v->text[t][c][k] = sub;
    }
    return 0;
}

static int compile_powers(Variant *v, PowerStore *st, Error *err)
{
    const VariantDef *d = &v->def;
    if (is_atomic(v)) {
        if (check_atom_values(v, err) != 0)
            return -1;
        for (int t = 0; t < d->ntypes; t++)
            for (int c = 0; c < 2; c++)
                if (compile_atomic(v, st, t, c, err) != 0)
                    return -1;
        return 0;
    }
    for (int t = 0; t < d->ntypes; t++) {
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < d->types[t].npowers[c]; i++) {
                char where[96];
                snprintf(where, sizeof where, "$.pieces.%c.powers[%d]", d->types[t].letter, i);
                BetzaPiece bp;
                BetzaError be;
                if (betza_parse(d->types[t].powers[c][i], &bp, &be) != 0)
                    return error_set(err, where, "%s", be.message);
                Power *pw;
                if (compile_pair(v, st, &bp, c, &pw, where, err) != 0)
                    return -1;
                v->powers[t][c][i] = pw;
                v->text[t][c][i] = d->types[t].powers[c][i];
            }
        }
    }
    return 0;
}

int variant_compile(const VariantDef *def, Variant **out, Error *err)
{
    *out = NULL;
    Variant *v = calloc(1, sizeof *v);
    PowerStore *st = calloc(1, sizeof *st);
    if (!v || !st) {
        free(v);
        free(st);
        return error_set(err, "$", "out of memory");
    }
    v->tables = st;
    v->def = *def;
    if (geo_init(&v->geo, def->files, def->ranks, def->portal.layout == PORTAL_TWO_SETS ? 2 : 1) !=
        0) {
        variant_free(v);
        return error_set(err, "$.board", "board size %dx%d is out of range (1 to 8 each)",
                         def->files, def->ranks);
    }
    if (def->portal.layout == PORTAL_ONE_SET)
        geo_split_files(&v->geo, def->files / 2);
    memset(v->type_of_letter, -1, sizeof v->type_of_letter);
    v->king_type = v->pawn_type = -1;
    for (int t = 0; t < def->ntypes; t++) {
        unsigned char l = (unsigned char)toupper((unsigned char)def->types[t].letter);
        v->type_of_letter[l & 127] = (int8_t)t;
        if (def->types[t].role == ROLE_KING)
            v->king_type = t;
        if (def->types[t].role == ROLE_PAWN)
            v->pawn_type = t;
    }
    init_keys(v);
    if (compile_powers(v, st, err) != 0) {
        variant_free(v);
        return -1;
    }
    for (int i = 0; i < def->rules.npromo; i++) {
        if (variant_type_of(v, def->rules.promo[i]) < 0) {
            variant_free(v);
            return error_set(err, "$.rules.promotion", "'%c' is not a piece type of this variant",
                             def->rules.promo[i]);
        }
    }
    *out = v;
    return 0;
}
