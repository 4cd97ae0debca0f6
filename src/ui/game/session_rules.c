/* session_rules.c - the rules card of the variant being played (R, or the Rules button),
 * built from the variant's definition so that an edited variant gets one too: the mutation
 * rule in one sentence, the special cases (no check, stalemate, the empty first turn,
 * Portal's boards and lost turn, Potential's owner choice, promotion), and each type with
 * its powers and a diagram of the power in force (morphchess/diagram.h). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "morphchess/diagram.h"
#include "session_parts.h"

/* Appends printf text and a line break to out (size). */
__attribute__((format(printf, 3, 4))) static void line(char *out, size_t size, const char *fmt, ...)
{
    size_t n = strlen(out);
    if (n + 2 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out + n, size - n, fmt, ap);
    va_end(ap);
    n = strlen(out);
    if (n + 1 < size) {
        out[n] = '\n';
        out[n + 1] = '\0';
    }
}

/* "Knight -> Bishop -> Rook -> Queen -> Knight" from a table (first type that changes). */
static void cycle_text(const VariantDef *d, int table, char *out, size_t size)
{
    out[0] = '\0';
    for (int t = 0; t < d->ntypes; t++) {
        int next = d->mutation.next[table][t];
        if (!next)
            continue;
        size_t n = strlen(out);
        char targets[64] = "";
        for (int u = 0; u < d->ntypes; u++)
            if (next & (1 << u))
                snprintf(targets + strlen(targets), sizeof targets - strlen(targets), "%s%s",
                         targets[0] ? " or " : "", d->types[u].name);
        snprintf(out + n, size - n, "%s%s \xe2\x86\x92 %s", n ? ", " : "", d->types[t].name,
                 targets);
    }
}

static void mutation_text(const VariantDef *d, char *out, size_t size)
{
    char a[400], b[400];
    switch (d->mutation.kind) {
    case MUT_NONE:
        line(out, size, "The pieces never change type.");
        break;
    case MUT_TYPE_CYCLE:
        if (d->mutation.atomic)
            line(out, size,
                 "A move advances the Betza atom that made it: every piece whose power uses "
                 "that atom, on both sides, changes with it.");
        else
            line(out, size,
                 "When a piece moves, every piece of its type, on both sides, switches to the "
                 "next power of its list.");
        break;
    case MUT_PIECE_CYCLE:
        cycle_text(d, 0, a, sizeof a);
        line(out, size, "A man that moves lands as the next type: %s. Kings and pawns stay.", a);
        break;
    case MUT_LADDER:
        cycle_text(d, 0, a, sizeof a);
        cycle_text(d, 1, b, sizeof b);
        line(out, size, "On odd turns a man that moves steps down (%s); on even turns up (%s).", a,
             b);
        break;
    case MUT_UP_DOWN:
        cycle_text(d, 0, a, sizeof a);
        cycle_text(d, 1, b, sizeof b);
        line(out, size, "A quiet move takes a man up (%s); a capture takes it down (%s).", a, b);
        break;
    case MUT_POTENTIAL:
        line(out, size,
             "No piece's type is known at first: each is a set of types that narrows with "
             "every move it makes and every move it could not have made.");
        break;
    }
}

static void special_text(const VariantDef *d, char *out, size_t size)
{
    const RulesDef *r = &d->rules;
    if (!r->check && r->king_capture)
        line(out, size, "There is no check: a king may be left attacked, and capturing it wins.");
    if (r->white_passes_first)
        line(out, size, "White does not play on turn 1: Black makes the first move.");
    if (r->check && d->portal.layout == PORTAL_NONE)
        line(out, size, "Stalemate %s.",
             r->stalemate == OUTCOME_LOSS  ? "loses for the player who cannot move"
             : r->stalemate == OUTCOME_WIN ? "wins for the player who cannot move"
                                           : "is a draw");
    if (d->mutation.kind == MUT_POTENTIAL)
        line(out, size,
             "When a piece is captured, its owner says which type it was, from its set "
             "(never the king).");
    if (d->portal.layout != PORTAL_NONE)
        line(out, size,
             "Two boards: each turn White acts on one and Black on the other, and they swap "
             "every turn. A piece on a portal square (a4, a5, h4, h5) may be declared, then "
             "teleports next turn to the same square of the other board, taking what stands "
             "there. A king is in check on a portal square whose twin holds an enemy piece. A "
             "player who declared and cannot teleport, or who has no legal action on their "
             "board and is not in check, loses the turn; a stalemate, drawn, is both players "
             "losing their turns together.");
    if (r->npromo > 0) {
        char list[64] = "";
        for (int i = 0; i < r->npromo; i++) {
            int t = -1;
            for (int u = 0; u < d->ntypes; u++)
                if (d->types[u].letter == r->promo[i])
                    t = u;
            if (t >= 0)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s",
                         i ? (i + 1 == r->npromo ? " or " : ", ") : "", d->types[t].name);
        }
        line(out, size, "A pawn on the last rank promotes to a %s.", list);
    }
}

/* The rules card (View.rules) of the variant on the board, filled from its definition and the
 * match (the powers in force). */
static void session_fill_rules(const Session *s, View *v)
{
    ViewRules *R = &v->rules;
    if (!s->variant)
        return;
    const VariantDef *d = variant_def(s->variant);
    snprintf(R->title, sizeof R->title, "%.100s: the rules", d->name);
    R->text[0] = '\0';
    mutation_text(d, R->text, sizeof R->text);
    special_text(d, R->text, sizeof R->text);
    MoveDiagram dg;
    diagram_init(&dg, d->files, d->ranks);
    R->files = dg.files;
    R->ranks = dg.ranks;
    R->square = dg.square;
    int colour = s->match ? match_to_move(s->match) : WHITE;
    R->ntypes = 0;
    for (int t = 0; t < d->ntypes && R->ntypes < VIEW_RULES_TYPES; t++) {
        const PieceDef *p = &d->types[t];
        ViewRulesType *rt = &R->type[R->ntypes++];
        rt->letter = p->letter;
        snprintf(rt->name, sizeof rt->name, "%s", p->name);
        const char *now = s->match ? match_power(s->match, colour, t) : p->powers[WHITE][0];
        rt->powers[0] = '\0';
        for (int c = 0; c < 2; c++) {
            bool same = c == 1 && p->npowers[0] == p->npowers[1];
            for (int i = 0; same && i < p->npowers[0]; i++)
                same = strcmp(p->powers[0][i], p->powers[1][i]) == 0;
            if (same)
                break;
            size_t n = strlen(rt->powers);
            snprintf(rt->powers + n, sizeof rt->powers - n, "%s", c ? "; Black " : "");
            for (int i = 0; i < p->npowers[c]; i++) {
                n = strlen(rt->powers);
                snprintf(rt->powers + n, sizeof rt->powers - n, "%s%s", i ? ", " : "",
                         p->powers[c][i]);
            }
        }
        if (p->npowers[0] > 1 || p->npowers[1] > 1) {
            size_t n = strlen(rt->powers);
            snprintf(rt->powers + n, sizeof rt->powers - n, " (now %s)", now);
        }
        dg.colour = WHITE;
        dg.unmoved = p->role == ROLE_PAWN;
        /* the power in force, and for a list the next one too */
        const char *shown[2] = {now[0] ? now : p->powers[WHITE][0], NULL};
        int k = 0;
        for (int i = 0; i < p->npowers[colour]; i++)
            if (strcmp(p->powers[colour][i], shown[0]) == 0)
                k = i;
        if (p->npowers[colour] > 1)
            shown[1] = p->powers[colour][(k + 1) % p->npowers[colour]];
        rt->ndiagrams = 0;
        for (int i = 0; i < 2 && shown[i]; i++) {
            Error err;
            int j = rt->ndiagrams;
            if (diagram_classify(&dg, shown[i], rt->cls[j], &err) != 0)
                continue;
            snprintf(rt->label[j], sizeof rt->label[j], "%s%s", shown[i], i ? " next" : "");
            rt->ndiagrams++;
        }
    }
}

int session_toggle_rules(Session *s, View *v)
{
    if (v->rules.visible || !s->variant) {
        v->rules.visible = false;
        return 1;
    }
    session_fill_rules(s, v);
    v->rules.visible = true;
    return 1;
}

int session_rules_apply(Session *s, View *v, const Intent *it)
{
    (void)s;
    if (!v->rules.visible || it->kind == INTENT_RESIZE || it->kind == INTENT_HOVER ||
        it->kind == INTENT_QUIT || it->kind == INTENT_HELP)
        return -1;
    v->rules.visible = false;
    return 1;
}
