/* match_store.c - what the tree of a game keeps of each action, kept small so that a long
 * game costs a few hundred bytes a ply: its notation in blocks of texts (match_store_text),
 * its MatchEvents packed into a few bytes, each text of a piece (its Betza power, its
 * Potential sets) once in the match's table of texts. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"

/* FNV-1a of s. */
static uint32_t hash_of(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* Puts text i into the open-addressed index (room for it). */
static void index_put(MatchTexts *t, int i)
{
    uint32_t mask = (uint32_t)t->slots - 1, h = hash_of(t->text[i]) & mask;
    while (t->slot[h] >= 0)
        h = (h + 1) & mask;
    t->slot[h] = i;
}

/* The number of s in t, added when new (0 is ""); -1 when out of memory. */
static int intern(MatchTexts *t, const char *s)
{
    if (!s[0])
        return 0;
    if (t->slots > 0) {
        uint32_t mask = (uint32_t)t->slots - 1;
        for (uint32_t h = hash_of(s) & mask; t->slot[h] >= 0; h = (h + 1) & mask)
            if (strcmp(t->text[t->slot[h]], s) == 0)
                return t->slot[h];
    }
    if (t->count + 1 >= UINT16_MAX)
        return -1;
    if (t->count == 0 || 2 * (t->count + 1) > t->slots) { /* grow both, index again */
        int cap = t->slots ? 2 * t->slots : 64;
        char **text = realloc(t->text, (size_t)cap * sizeof *text);
        int *slot = text ? malloc((size_t)cap * sizeof *slot) : NULL;
        if (text)
            t->text = text;
        if (!slot)
            return -1;
        free(t->slot);
        t->slot = slot;
        t->slots = cap;
        if (t->count == 0)
            t->text[t->count++] = NULL; /* number 0: "" */
        for (int i = 0; i < cap; i++)
            slot[i] = -1;
        for (int i = 1; i < t->count; i++)
            index_put(t, i);
    }
    size_t n = strlen(s);
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;
    memcpy(copy, s, n + 1);
    t->text[t->count] = copy;
    index_put(t, t->count);
    return t->count++;
}

void match_texts_free(MatchTexts *t)
{
    for (int i = 1; i < t->count; i++)
        free(t->text[i]);
    free(t->text);
    free(t->slot);
    free(t->piece);
    free(t->piece_slot);
    memset(t, 0, sizeof *t);
}

static uint32_t piece_hash(const PackedPiece *p)
{
    uint32_t h = 2166136261u;
    uint32_t parts[] = {(uint8_t)p->letter, (uint8_t)p->colour, p->power, p->potential, p->origin};
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        h = (h ^ parts[i]) * 16777619u;
    return h;
}

static bool same_packed(const PackedPiece *a, const PackedPiece *b)
{
    return a->letter == b->letter && a->colour == b->colour && a->power == b->power &&
           a->potential == b->potential && a->origin == b->origin;
}

static void piece_index_put(MatchTexts *t, int i)
{
    uint32_t mask = (uint32_t)t->piece_slots - 1, h = piece_hash(&t->piece[i]) & mask;
    while (t->piece_slot[h] >= 0)
        h = (h + 1) & mask;
    t->piece_slot[h] = i;
}

/* The number of piece p in t, added when new; -1 when out of memory. An event's pieces are
 * few in a game (a type, its power and its sets): a ply keeps two numbers, not two pieces. */
static int intern_piece(MatchTexts *t, const PackedPiece *p)
{
    if (t->piece_slots > 0) {
        uint32_t mask = (uint32_t)t->piece_slots - 1;
        for (uint32_t h = piece_hash(p) & mask; t->piece_slot[h] >= 0; h = (h + 1) & mask)
            if (same_packed(&t->piece[t->piece_slot[h]], p))
                return t->piece_slot[h];
    }
    if (t->npieces + 1 >= UINT16_MAX)
        return -1;
    if (2 * (t->npieces + 1) > t->piece_slots) { /* grow both, index again */
        int cap = t->piece_slots ? 2 * t->piece_slots : 64;
        PackedPiece *piece = realloc(t->piece, (size_t)cap * sizeof *piece);
        int *slot = piece ? malloc((size_t)cap * sizeof *slot) : NULL;
        if (piece)
            t->piece = piece;
        if (!slot)
            return -1;
        free(t->piece_slot);
        t->piece_slot = slot;
        t->piece_slots = cap;
        for (int i = 0; i < cap; i++)
            slot[i] = -1;
        for (int i = 0; i < t->npieces; i++)
            piece_index_put(t, i);
    }
    t->piece[t->npieces] = *p;
    piece_index_put(t, t->npieces);
    return t->npieces++;
}

static int pack_piece(MatchTexts *t, const MatchPiece *p, uint16_t *out)
{
    int power = intern(t, p->power), potential = intern(t, p->potential),
        origin = intern(t, p->origin);
    if (power < 0 || potential < 0 || origin < 0)
        return -1;
    PackedPiece packed = {p->letter, (int8_t)p->colour, (uint16_t)power, (uint16_t)potential,
                          (uint16_t)origin};
    int n = intern_piece(t, &packed);
    if (n < 0)
        return -1;
    *out = (uint16_t)n;
    return 0;
}

static void unpack_piece(const MatchTexts *t, uint16_t n, MatchPiece *out)
{
    const PackedPiece *p = &t->piece[n];
    memset(out, 0, sizeof *out);
    out->letter = p->letter;
    out->colour = p->colour;
    if (p->power)
        snprintf(out->power, sizeof out->power, "%s", t->text[p->power]);
    if (p->potential)
        snprintf(out->potential, sizeof out->potential, "%s", t->text[p->potential]);
    if (p->origin)
        snprintf(out->origin, sizeof out->origin, "%s", t->text[p->origin]);
}

_Static_assert(EV_CAPTURED_BLACK << (MATCH_MAX_CAPTURES - 1) <= 128 && MATCH_MAX_CAPTURES < 4,
               "the captures' count and colours fit PackedEvents.bits");

int match_events_pack(Match *m, const MatchEvents *ev, PackedEvents *out)
{
    PackedEvents p = {
        .kind = (uint8_t)ev->kind,
        .board = (int8_t)ev->board,
        .from_board = (int8_t)ev->from_board,
        .from = (int8_t)ev->from,
        .to = (int8_t)ev->to,
    };
    int n = ev->ncaptures < MATCH_MAX_CAPTURES ? ev->ncaptures : MATCH_MAX_CAPTURES;
    p.bits =
        (uint8_t)((ev->changed ? EV_CHANGED : 0) | (ev->check ? EV_CHECK : 0) | n * EV_NCAPTURES);
    for (int i = 0; i < n; i++) {
        p.captured[i] = ev->captures[i].letter;
        if (ev->captures[i].colour == BLACK)
            p.bits |= (uint8_t)(EV_CAPTURED_BLACK << i);
    }
    if (pack_piece(&m->piece_texts, &ev->before, &p.before) != 0 ||
        pack_piece(&m->piece_texts, &ev->after, &p.after) != 0)
        return -1;
    *out = p;
    return 0;
}

void match_events_unpack(const Match *m, const MatchNode *n, MatchEvents *out)
{
    const PackedEvents *p = &n->events;
    memset(out, 0, sizeof *out);
    out->kind = (ActionKind)p->kind;
    out->colour = n->colour;
    out->board = p->board;
    out->from_board = p->from_board;
    out->from = p->from;
    out->to = p->to;
    unpack_piece(&m->piece_texts, p->before, &out->before);
    unpack_piece(&m->piece_texts, p->after, &out->after);
    out->changed = p->bits & EV_CHANGED;
    out->check = p->bits & EV_CHECK;
    out->ncaptures = p->bits / EV_NCAPTURES & 3;
    for (int i = 0; i < out->ncaptures; i++)
        out->captures[i] =
            (MatchCapture){p->captured[i], p->bits & (EV_CAPTURED_BLACK << i) ? BLACK : WHITE};
    out->status = (GameStatus)n->status;
    out->result = (GameResult)n->result;
}

#define STORE_BLOCK 65536

const char *match_store_text(MatchStore *s, const char *text, const char *then)
{
    size_t n = strlen(text) + 1, more = then ? strlen(then) + 1 : 0;
    if (n + more > STORE_BLOCK)
        return NULL;
    if (s->nblocks == 0 || s->used + n + more > STORE_BLOCK) {
        char **grown = realloc(s->block, (size_t)(s->nblocks + 1) * sizeof *grown);
        if (!grown)
            return NULL;
        s->block = grown;
        if (!(s->block[s->nblocks] = malloc(STORE_BLOCK)))
            return NULL;
        s->nblocks++;
        s->used = 0;
    }
    char *copy = s->block[s->nblocks - 1] + s->used;
    memcpy(copy, text, n);
    if (then)
        memcpy(copy + n, then, more);
    s->used += n + more;
    return copy;
}

void match_store_free(MatchStore *s)
{
    for (int i = 0; i < s->nblocks; i++)
        free(s->block[i]);
    free(s->block);
    memset(s, 0, sizeof *s);
}
