/* course_explain.c - why a try does not solve an exercise, in the variant's own terms, from
 * the engine's facts: what the move changed (a whole type switched, a man stepped up or down,
 * a set narrowed), what it took, then which part of the goal fails and which reply stops it. */
#include "course_parts.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends printf text to out (size), keeping it NUL-terminated. */
COURSE_PRINTF(3, 4)
static void add(char *out, size_t size, const char *fmt, ...)
{
    size_t n = strlen(out);
    if (n + 1 >= size)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out + n, size - n, fmt, ap);
    va_end(ap);
}

static void mark(CourseSquare *marks, int max, int *n, int board, int sq)
{
    if (sq < 0 || *n >= max)
        return;
    for (int i = 0; i < *n; i++)
        if (marks[i].board == board && marks[i].sq == sq)
            return;
    marks[(*n)++] = (CourseSquare){board, sq};
}

/* Atomic Polypiece: the atom that switched, then every type whose power changed with it. */
static void atoms_changed(const Course *c, const Match *before, const Match *after, char *out,
                          size_t size)
{
    const VariantDef *d = variant_def(c->variant);
    int was[2][VAR_MAX_ATOMS], now[2][VAR_MAX_ATOMS];
    match_atom_phases(before, was);
    match_atom_phases(after, now);
    for (int i = 0; i < d->mutation.natoms; i++) {
        const AtomDef *A = &d->mutation.atoms[i];
        if (was[WHITE][i] == now[WHITE][i] && was[BLACK][i] == now[BLACK][i])
            continue;
        int side = was[WHITE][i] != now[WHITE][i] ? WHITE : BLACK;
        add(out, size,
            "The move was made with the %c atom, so %c is %s now for every piece "
            "that uses it",
            A->letter, A->letter, A->values[side][now[side][i]]);
        const char *sep = ": ";
        for (int t = 0; t < d->ntypes; t++) {
            const char *p0 = match_power(before, side, t), *p1 = match_power(after, side, t);
            if (strcmp(p0, p1) == 0)
                continue;
            char name[40];
            course_type_name(c, d->types[t].letter, name, sizeof name);
            add(out, size, "%severy %s %s %s", sep, name, sep[0] == ':' ? "moves as" : "as", p1);
            sep = ", ";
        }
        add(out, size, ". ");
    }
}

/* The sentence on what the moved piece became (ev: the events of the move just played). */
static void what_changed(const Course *c, const Match *before, const Match *after,
                         const MatchEvents *ev, char *out, size_t size)
{
    const VariantDef *d = variant_def(c->variant);
    char was[40], now[40], to[8];
    course_type_name(c, ev->before.letter, was, sizeof was);
    course_type_name(c, ev->after.letter, now, sizeof now);
    course_square_text(c, (CourseSquare){ev->board, ev->to}, to, sizeof to);
    if (d->mutation.kind == MUT_TYPE_CYCLE && d->mutation.atomic) {
        atoms_changed(c, before, after, out, size);
        return;
    }
    if (d->mutation.kind == MUT_TYPE_CYCLE) {
        /* a whole type switches: name every type whose power changed, for each side */
        for (int t = 0; t < d->ntypes; t++) {
            const char *w = match_power(before, WHITE, t), *b = match_power(before, BLACK, t);
            const char *w2 = match_power(after, WHITE, t), *b2 = match_power(after, BLACK, t);
            bool cw = strcmp(w, w2) != 0, cb = strcmp(b, b2) != 0;
            if (!cw && !cb)
                continue;
            char name[40];
            course_type_name(c, d->types[t].letter, name, sizeof name);
            if (cw && cb && strcmp(w2, b2) == 0)
                add(out, size,
                    "Every %s, White's and Black's, now moves as %s: the type switched. ", name,
                    w2);
            else
                add(out, size, "Every %s %s switched to %s. ", cw ? "white" : "black", name,
                    cw ? w2 : b2);
        }
        return;
    }
    if (!ev->changed)
        return;
    if (ev->before.letter != ev->after.letter) {
        const char *how = d->mutation.kind == MUT_LADDER || d->mutation.kind == MUT_UP_DOWN
                              ? (ev->ncaptures ? "stepped down" : "stepped up")
                              : "turned";
        if (d->mutation.kind == MUT_LADDER)
            how = match_turn(before) % 2 == 0 ? "stepped up (an even turn)"
                                              : "stepped down (an odd turn)";
        add(out, size, "The %s %s to a %s on %s. ", was, how, now, to);
    } else if (strcmp(ev->before.potential, ev->after.potential) != 0) {
        add(out, size, "The piece's set narrowed from %s to %s on %s. ", ev->before.potential,
            ev->after.potential, to);
    } else if (strcmp(ev->before.power, ev->after.power) != 0) {
        add(out, size, "The %s now moves as %s. ", now, ev->after.power);
    }
}

/* A copy of m up to its current action (a FEN would lose a Portal turn's first action). */
static Match *copy_match(const Match *m)
{
    Error err;
    Match *k = match_new(match_variant(m), match_start_fen(m), &err);
    for (int i = 0; k && i < match_ply(m); i++) {
        if (match_play_text(k, match_action_text(m, i), &err) != 0) {
            match_free(k);
            return NULL;
        }
    }
    return k;
}

/* The text of a move colour plays at m as name says it (NULL: the record's). */
static void name_move(CourseMoveName name, const Match *m, const char *text, int colour, char *out,
                      size_t size)
{
    if (name)
        name(m, text, colour, out, size);
    else
        snprintf(out, size, "%s", text);
}

void course_explain(const Course *c, const CourseExercise *e, const Match *m, const MatchAction *a,
                    int left, CourseMoveName name, char *out, size_t size, CourseSquare *marks,
                    int max, int *nmarks)
{
    *nmarks = 0;
    out[0] = '\0';
    Error err;
    Match *before = copy_match(m);
    Match *after = copy_match(m);
    int user = match_to_move(m);
    if (!before || !after || match_play(after, a, &err) != 0) {
        snprintf(out, size, "Not this one. Try again, or ask for a hint.");
        match_free(before);
        match_free(after);
        return;
    }
    MatchEvents ev;
    match_action_events(after, match_ply(after) - 1, &ev);
    mark(marks, max, nmarks, ev.from_board, ev.from);
    mark(marks, max, nmarks, ev.board, ev.to);
    char said[MATCH_TEXT_MAX];
    name_move(name, before, a->text, user, said, sizeof said);
    add(out, size, "%s: ", said);
    what_changed(c, before, after, &ev, out, size);
    for (int i = 0; i < ev.ncaptures; i++) { /* (Portal: the turn's other action took too) */
        char taken[40], sq[8];
        course_type_name(c, ev.captures[i].letter, taken, sizeof taken);
        course_square_text(c, (CourseSquare){ev.board, ev.to}, sq, sizeof sq);
        if (ev.captures[i].colour != ev.colour)
            add(out, size, "It takes the %s on %s. ", taken, sq);
        else
            add(out, size, "The %s is taken. ", taken);
    }
    char why[COURSE_TEXT_MAX];
    CourseSquare at;
    bool met = course_goal_met(c, e, after, why, sizeof why, &at);
    if (left > 1 && !met) {
        /* a line: name a reply after which the goal is out of reach */
        MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
        int n = list ? match_actions(after, list, MATCH_MAX_ACTIONS) : 0;
        for (int i = 0; i < n; i++) {
            if (match_play(after, &list[i], &err) != 0)
                continue;
            bool forced = course_replies_forced(c, e, after, user, left - 1);
            match_undo(after);
            if (!forced) {
                name_move(name, after, list[i].text, !user, said, sizeof said);
                add(out, size, "%s answers %s, and the goal is out of reach in the moves left.",
                    user == WHITE ? "Black" : "White", said);
                mark(marks, max, nmarks, list[i].board, list[i].to);
                break;
            }
        }
        free(list);
    } else if (!met) {
        add(out, size, "%s", why);
        if (at.sq >= 0)
            mark(marks, max, nmarks, at.board, at.sq);
    } else {
        add(out, size, "That reaches the goal too, but it is not the move this exercise teaches.");
    }
    match_free(before);
    match_free(after);
}

void course_explain_illegal(const Course *c, const Match *m, CourseSquare from, CourseSquare to,
                            char *out, size_t size)
{
    MatchPiece pc;
    char f[8], t[8], name[40];
    course_square_text(c, from, f, sizeof f);
    course_square_text(c, to, t, sizeof t);
    out[0] = '\0';
    if (!match_piece_at(m, from.board, from.sq, &pc)) {
        snprintf(out, size, "%s is empty.", f);
        return;
    }
    course_type_name(c, pc.letter, name, sizeof name);
    if (pc.potential[0]) {
        char letters[64];
        course_types_text(c, pc.potential[0] == '!' || pc.potential[0] == 'X' ? "" : pc.potential,
                          letters, sizeof letters);
        add(out, size, "The piece on %s can still be %s: none of them goes from %s to %s here.", f,
            letters[0] ? letters : pc.potential, f, t);
        return;
    }
    if (pc.power[0])
        add(out, size, "That %s moves as %s now, so it cannot go from %s to %s.", name, pc.power, f,
            t);
    else
        add(out, size, "The %s on %s cannot go to %s.", name, f, t);
    const VariantDef *d = variant_def(c->variant);
    if (d->mutation.kind == MUT_TYPE_CYCLE && pc.power[0])
        add(out, size, " (Every %s switches power whenever one of them moves.)", name);
}
