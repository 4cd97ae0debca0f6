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
    memset(t, 0, sizeof *t);
}

static int pack_piece(MatchTexts *t, const MatchPiece *p, PackedPiece *out)
{
    int power = intern(t, p->power), potential = intern(t, p->potential),
        origin = intern(t, p->origin);
    if (power < 0 || potential < 0 || origin < 0)
        return -1;
    *out = (PackedPiece){p->letter, (int8_t)p->colour, (uint16_t)power, (uint16_t)potential,
                         (uint16_t)origin};
    return 0;
}

static void unpack_piece(const MatchTexts *t, const PackedPiece *p, MatchPiece *out)
{
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

int match_events_pack(Match *m, const MatchEvents *ev, PackedEvents *out)
{
    PackedEvents p = {
        .kind = (uint8_t)ev->kind,
        .colour = (int8_t)ev->colour,
        .board = (int8_t)ev->board,
        .from_board = (int8_t)ev->from_board,
        .from = (int16_t)ev->from,
        .to = (int16_t)ev->to,
        .changed = ev->changed,
        .captured = ev->captured,
        .captured_colour = (int8_t)ev->captured_colour,
        .check = ev->check,
        .status = (uint8_t)ev->status,
        .result = (uint8_t)ev->result,
    };
    if (pack_piece(&m->piece_texts, &ev->before, &p.before) != 0 ||
        pack_piece(&m->piece_texts, &ev->after, &p.after) != 0)
        return -1;
    *out = p;
    return 0;
}

void match_events_unpack(const Match *m, const PackedEvents *p, MatchEvents *out)
{
    memset(out, 0, sizeof *out);
    out->kind = (ActionKind)p->kind;
    out->colour = p->colour;
    out->board = p->board;
    out->from_board = p->from_board;
    out->from = p->from;
    out->to = p->to;
    unpack_piece(&m->piece_texts, &p->before, &out->before);
    unpack_piece(&m->piece_texts, &p->after, &out->after);
    out->changed = p->changed;
    out->captured = p->captured;
    out->captured_colour = p->captured_colour;
    out->check = p->check;
    out->status = (GameStatus)p->status;
    out->result = (GameResult)p->result;
}

#define STORE_BLOCK 65536

const char *match_store_text(MatchStore *s, const char *text)
{
    size_t n = strlen(text) + 1;
    if (n > STORE_BLOCK)
        return NULL;
    if (s->nblocks == 0 || s->used + n > STORE_BLOCK) {
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
    s->used += n;
    return copy;
}

void match_store_free(MatchStore *s)
{
    for (int i = 0; i < s->nblocks; i++)
        free(s->block[i]);
    free(s->block);
    memset(s, 0, sizeof *s);
}
