/* course_check.c - a course checked against the engine: every exercise's position, each
 * accepted line played and its goal confirmed, every other move tried so that no unaccepted
 * move reaches the goal, and the sets a "types" question asks about. */
#include "course_parts.h"
#include "datadir.h"
#include "hostfile.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the goal --------------------------------------------------------------------- */

void course_square_text(const Course *c, CourseSquare s, char *out, size_t size)
{
    bool two = c->variant && variant_def(c->variant)->portal.layout == PORTAL_TWO_SETS;
    if (two)
        snprintf(out, size, "%c:%c%c", 'A' + s.board, 'a' + s.sq % 8, '1' + s.sq / 8);
    else
        snprintf(out, size, "%c%c", 'a' + s.sq % 8, '1' + s.sq / 8);
}

void course_type_name(const Course *c, char letter, char *out, size_t size)
{
    int t = c->variant ? variant_type_of(c->variant, (char)toupper((unsigned char)letter)) : -1;
    if (t < 0) {
        snprintf(out, size, "piece");
        return;
    }
    snprintf(out, size, "%s", variant_def(c->variant)->types[t].name);
    for (char *p = out; *p; p++)
        *p = (char)tolower((unsigned char)*p);
}

static const char *side_name(int colour)
{
    return colour == WHITE ? "White" : "Black";
}

/* Potential's set text ("QRP", "!K", "X") as its letters, upper case, in the variant's order. */
static void set_letters(const Course *c, const char *set, char letter, char *out, size_t size)
{
    const VariantDef *d = variant_def(c->variant);
    size_t k = 0;
    for (int i = 0; i < d->ntypes && k + 1 < size; i++) {
        char L = d->types[i].letter;
        bool in;
        if (!set[0])
            in = L == toupper((unsigned char)letter);
        else if (set[0] == 'X' || set[0] == 'x')
            in = true;
        else if (set[0] == '!')
            in = !strchr(set + 1, L) && !strchr(set + 1, tolower((unsigned char)L));
        else
            in = strchr(set, L) || strchr(set, tolower((unsigned char)L));
        if (in)
            out[k++] = L;
    }
    out[k] = '\0';
}

/* The letters a choice names, in the variant's order (so "PQR" equals "QRP"). */
static void sorted_letters(const Course *c, const char *letters, char *out, size_t size)
{
    const VariantDef *d = variant_def(c->variant);
    size_t k = 0;
    for (int i = 0; i < d->ntypes && k + 1 < size; i++)
        if (strchr(letters, d->types[i].letter))
            out[k++] = d->types[i].letter;
    out[k] = '\0';
}

void course_types_text(const Course *c, const char *letters, char *out, size_t size)
{
    size_t n = strlen(letters), k = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char name[40];
        course_type_name(c, letters[i], name, sizeof name);
        name[0] = (char)toupper((unsigned char)name[0]);
        const char *sep = i == 0 ? "" : i + 1 == n ? " or " : ", ";
        int w = snprintf(out + k, size - k, "%s%s", sep, name);
        if (w < 0 || (size_t)w >= size - k)
            return;
        k += (size_t)w;
    }
}

bool course_goal_met(const Course *c, const CourseExercise *e, const Match *m, char *why,
                     size_t size, CourseSquare *at)
{
    if (at)
        *at = (CourseSquare){0, -1};
    for (int i = 0; i < e->ngoals; i++) {
        const CourseGoal *g = &e->goals[i];
        char sq[8], name[40], got[BETZA_MAX_TEXT + MATCH_TEXT_MAX];
        MatchPiece pc;
        GameResult result;
        course_square_text(c, g->square, sq, sizeof sq);
        int side = match_to_move(m);
        switch (g->kind) {
        case CGOAL_STATUS: {
            GameStatus st = match_status(m, &result);
            if (strcmp(game_status_name(st), g->text) == 0)
                continue;
            MatchAction reply;
            if (why && st == STATUS_STALEMATE)
                snprintf(why, size, "That is stalemate: %s cannot move but is not in check.",
                         side_name(side));
            else if (why && st == STATUS_ONGOING && match_actions(m, &reply, 1) >= 1)
                snprintf(why, size, "That is not %s: %s can still play %s.", g->text,
                         side_name(side), reply.text);
            else if (why)
                snprintf(why, size, "That is not %s: the game goes on.", g->text);
            if (at)
                at->sq = match_check_square(m, match_acting_board(m, side));
            return false;
        }
        case CGOAL_CHECK: {
            bool check = match_check_square(m, match_acting_board(m, side)) >= 0;
            if (check == g->flag)
                continue;
            if (why)
                snprintf(why, size, "%s", g->flag ? "That gives no check." : "That gives check.");
            return false;
        }
        case CGOAL_PIECE:
        case CGOAL_POWER:
        case CGOAL_SET: {
            bool here = match_piece_at(m, g->square.board, g->square.sq, &pc);
            if (at)
                *at = g->square;
            if (g->kind == CGOAL_PIECE) {
                char want = g->text[0];
                char have = !here                ? 0
                            : pc.colour == WHITE ? pc.letter
                                                 : (char)tolower((unsigned char)pc.letter);
                if (want == have)
                    continue;
                if (why && !want) {
                    course_type_name(c, have, name, sizeof name);
                    snprintf(why, size, "The %s %s on %s is still there.",
                             pc.colour == WHITE ? "white" : "black", name, sq);
                } else if (why) {
                    char wname[40];
                    course_type_name(c, want, wname, sizeof wname);
                    if (!here) {
                        snprintf(why, size, "No %s stands on %s.", wname, sq);
                    } else {
                        course_type_name(c, have, name, sizeof name);
                        snprintf(why, size, "The piece on %s is a %s %s, not a %s %s.", sq,
                                 pc.colour == WHITE ? "white" : "black", name,
                                 isupper((unsigned char)want) ? "white" : "black", wname);
                    }
                }
                return false;
            }
            snprintf(got, sizeof got, "%s",
                     !here                    ? ""
                     : g->kind == CGOAL_POWER ? pc.power
                                              : pc.potential);
            if (here && strcmp(got, g->text) == 0)
                continue;
            if (why && !here)
                snprintf(why, size, "%s is empty.", sq);
            else if (why && g->kind == CGOAL_POWER) {
                course_type_name(c, pc.letter, name, sizeof name);
                snprintf(why, size, "The %s on %s moves as %s, not %s.", name, sq, got, g->text);
            } else if (why) {
                snprintf(why, size, "The piece on %s can still be %s, not only %s.", sq, got,
                         g->text);
            }
            return false;
        }
        }
    }
    if (why && size)
        why[0] = '\0';
    return true;
}

/* ---- playing on a scratch match ------------------------------------------------------ */

/* Plays a on m; the node to undo it with (unplay), or -1 when it cannot be played. */
static int play(Match *m, const MatchAction *a)
{
    Error e;
    if (match_play(m, a, &e) != 0)
        return -1;
    return match_node(m);
}

static void unplay(Match *m, int node)
{
    Error e;
    match_cut(m, node, &e);
}

static MatchAction *actions_of(const Match *m, int *n)
{
    MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
    *n = list ? match_actions(m, list, MATCH_MAX_ACTIONS) : 0;
    return list;
}

bool course_replies_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves)
{
    if (match_status(m, NULL) != STATUS_ONGOING)
        return false;
    if (match_to_move(m) == user)
        return course_forced(c, e, m, user, moves);
    int nr;
    MatchAction *replies = actions_of(m, &nr);
    bool all = nr > 0;
    for (int j = 0; j < nr && all; j++) {
        int rn = play(m, &replies[j]);
        if (rn < 0)
            continue;
        all = course_replies_forced(c, e, m, user, moves);
        unplay(m, rn);
    }
    free(replies);
    return all;
}

bool course_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves)
{
    int n;
    MatchAction *mine = actions_of(m, &n);
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
        int node = play(m, &mine[i]);
        if (node < 0)
            continue;
        found = course_goal_met(c, e, m, NULL, 0, NULL) ||
                (moves > 1 && course_replies_forced(c, e, m, user, moves - 1));
        unplay(m, node);
    }
    free(mine);
    return found;
}

int course_user_moves(const CourseLine *L, const int *side, int k)
{
    int n = 0;
    for (int j = k; j < L->nplies; j++)
        n += side[j] == side[0];
    return n;
}

bool course_after_forced(const Course *c, const CourseExercise *e, Match *m, int user, int moves)
{
    return course_goal_met(c, e, m, NULL, 0, NULL) ||
           (moves > 1 && course_replies_forced(c, e, m, user, moves - 1));
}

/* ---- binding -------------------------------------------------------------------------- */

/* course_fail with a FEN's error me: "FEN: column N: what" (docs/fen.md); written is whether
 * the string at path is that FEN as written, so the place is the byte the reader names. */
static int fen_fail(const Course *c, const char *path, bool written, Error *err, const Error *me)
{
    char what[sizeof me->what + 24];
    error_format_what(me, what, sizeof what);
    return course_fail_char(c, path, written ? me->column : 0, err, "FEN: %s", what);
}

int course_start_fen(const Course *c, const CourseExercise *e, char *buf, size_t size, Error *err)
{
    if (strcmp(e->fen, "start") != 0) {
        snprintf(buf, size, "%s", e->fen);
        return 0;
    }
    Match *m = match_new(c->variant, NULL, err);
    if (!m)
        return -1;
    snprintf(buf, size, "%s", match_start_fen(m));
    match_free(m);
    return 0;
}

void course_action_key(const Match *m, char *out, size_t size)
{
    /* the FEN, and the action as the engine writes it: in Portal Chess a turn's first action
     * is not in the FEN yet */
    match_fen(m, out, size);
    size_t n = strlen(out);
    if (match_ply(m) > 0 && n + 1 < size)
        snprintf(out + n, size - n, " %s", match_action_text(m, match_ply(m) - 1));
}

/* The key (course_action_key) after playing text at m (undone again), or -1 when it is not
 * legal. */
static int fen_after(Match *m, const char *text, char *fen, size_t size, Error *e)
{
    if (match_play_text(m, text, e) != 0)
        return -1;
    course_action_key(m, fen, size);
    unplay(m, match_node(m));
    return 0;
}

/* Checks that no legal move at m (the user to act, before ply k of line L) reaches the goal,
 * or forces it in the moves left, unless an accepted line with the same beginning plays it.
 * side[j] is who plays ply j of L. */
static int check_alternatives(const Course *c, const CourseExercise *e, const CourseLine *L, int k,
                              const int *side, Match *m, Error *err)
{
    enum { FEN = 1024 };
    char(*ok)[FEN] = malloc(COURSE_MAX_ANSWERS * sizeof *ok);
    int nok = 0, n = 0, rc = 0;
    MatchAction *list = actions_of(m, &n);
    if (!ok || !list) {
        free(ok);
        free(list);
        return course_fail(c, L->path, err, "out of memory");
    }
    for (int i = 0; i < e->nanswers; i++) {
        const CourseLine *o = &e->answers[i];
        bool same = o->nplies > k;
        for (int j = 0; j < k && same; j++)
            same = strcmp(o->ply[j], L->ply[j]) == 0;
        Error ig;
        if (same && fen_after(m, o->ply[k], ok[nok], FEN, &ig) == 0)
            nok++;
    }
    int left = course_user_moves(L, side, k);
    for (int i = 0; i < n && rc == 0; i++) {
        int node = play(m, &list[i]);
        if (node < 0)
            continue;
        char fen[FEN];
        course_action_key(m, fen, sizeof fen);
        bool accepted = false;
        for (int j = 0; j < nok && !accepted; j++)
            accepted = strcmp(fen, ok[j]) == 0;
        bool reaches = !accepted && course_after_forced(c, e, m, side[0], left);
        unplay(m, node);
        if (reaches)
            rc = course_fail(c, L->path, err,
                             "%s also reaches the goal%s: accept it too or change the position",
                             list[i].text, left > 1 ? " in the moves left" : "");
    }
    free(ok);
    free(list);
    return rc;
}

/* Whether an earlier line of e begins as line i does up to ply k (its alternatives there
 * are checked already). */
static bool checked_before(const CourseExercise *e, int i, int k)
{
    for (int j = 0; j < i; j++) {
        bool same = e->answers[j].nplies > k;
        for (int q = 0; q < k && same; q++)
            same = strcmp(e->answers[j].ply[q], e->answers[i].ply[q]) == 0;
        if (same)
            return true;
    }
    return false;
}

static int check_line(const Course *c, const CourseExercise *e, int i, const char *fen, Error *err)
{
    const CourseLine *L = &e->answers[i];
    Error me;
    Match *m = match_new(c->variant, fen, &me);
    if (!m)
        return fen_fail(c, L->path, false, err, &me);
    int rc = 0, side[COURSE_MAX_PLIES];
    /* first the line itself, then (again from the start) the other moves at each of the
     * user's turns, so that a wrong answer is reported as such */
    for (int pass = 0; pass < 2 && rc == 0; pass++) {
        for (int k = 0; k < L->nplies && rc == 0; k++) {
            char p[JSON_PATH_MAX];
            snprintf(p, sizeof p, "%s", L->path);
            if (L->nplies > 1)
                json_path_element(p, sizeof p, L->path, k);
            if (pass == 1 && side[k] == side[0] && !checked_before(e, i, k) &&
                (rc = check_alternatives(c, e, L, k, side, m, err)) != 0)
                break;
            if (pass == 1) {
                match_play_text(m, L->ply[k], &me);
                continue;
            }
            side[k] = match_to_move(m);
            if (match_status(m, NULL) != STATUS_ONGOING)
                rc = course_fail(c, p, err, "\"%s\" cannot be played: the game is over", L->ply[k]);
            else if (match_play_text(m, L->ply[k], &me) != 0)
                rc = course_fail(c, p, err, "\"%s\" cannot be played: %s", L->ply[k], me.what);
            else if (k + 1 < L->nplies && course_goal_met(c, e, m, NULL, 0, NULL))
                rc = course_fail(c, p, err,
                                 "the goal is reached already after \"%s\": end the line there",
                                 L->ply[k]);
        }
        char why[COURSE_TEXT_MAX];
        if (pass == 0 && rc == 0 && side[L->nplies - 1] != side[0])
            rc = course_fail(c, L->path, err,
                             "the line ends with the reply \"%s\": end it with your move",
                             L->ply[L->nplies - 1]);
        if (pass == 0 && rc == 0 && !course_goal_met(c, e, m, why, sizeof why, NULL))
            rc = course_fail(c, L->path, err, "the answer does not reach the goal: %s", why);
        match_goto(m, 0);
    }
    match_free(m);
    return rc;
}

static int check_exercise(const Course *c, const CourseExercise *e, Error *err)
{
    char fen[1024], p[JSON_PATH_MAX];
    Error me;
    json_path_member(p, sizeof p, e->path, "fen");
    if (course_start_fen(c, e, fen, sizeof fen, &me) != 0)
        return fen_fail(c, p, false, err, &me);
    Match *m = match_new(c->variant, fen, &me);
    if (!m)
        return fen_fail(c, p, strcmp(e->fen, "start") != 0, err, &me);
    int rc = 0;
    if (match_status(m, NULL) != STATUS_ONGOING)
        rc = course_fail(c, p, err, "the game is over in this position");
    if (rc == 0 && e->kind == COURSE_TYPES) {
        MatchPiece pc;
        char have[16], want[16], sq[8];
        course_square_text(c, e->square, sq, sizeof sq);
        json_path_member(p, sizeof p, e->path, "square");
        if (!match_piece_at(m, e->square.board, e->square.sq, &pc)) {
            rc = course_fail(c, p, err, "%s is empty", sq);
        } else {
            set_letters(c, pc.potential, pc.letter, have, sizeof have);
            for (int i = 0; i < e->noptions && rc == 0; i++) {
                sorted_letters(c, e->options[i], want, sizeof want);
                bool same = strcmp(have, want) == 0;
                char q[JSON_PATH_MAX], r[JSON_PATH_MAX];
                json_path_member(r, sizeof r, e->path, "choices");
                json_path_element(q, sizeof q, r, i);
                if (strlen(want) != strlen(e->options[i]))
                    rc = course_fail(c, q, err, "\"%s\" names a type the variant does not have",
                                     e->options[i]);
                else if (same != (i == e->right))
                    rc = course_fail(c, i == e->right ? e->path : q, err,
                                     "the piece on %s can be \"%s\": the %s", sq, have,
                                     same ? "answer must be that choice" : "answer is not right");
            }
        }
    }
    if (rc == 0 && e->kind == COURSE_MOVES && course_goal_met(c, e, m, NULL, 0, NULL)) {
        json_path_member(p, sizeof p, e->path, "goal");
        rc = course_fail(c, p, err, "the goal holds before any move");
    }
    for (int i = 0; i < e->nanswers && rc == 0; i++)
        rc = check_line(c, e, i, fen, err);
    for (int i = 0; i < e->nwrong && rc == 0; i++) {
        const CourseWrong *w = &e->wrong[i];
        if (match_play_text(m, w->move, &me) != 0)
            continue; /* an illegal try: its feedback says why */
        if (course_goal_met(c, e, m, NULL, 0, NULL) && e->answers[0].nplies == 1)
            rc = course_fail(c, w->path, err, "the wrong try \"%s\" reaches the goal", w->move);
        unplay(m, match_node(m));
    }
    match_free(m);
    return rc;
}

/* Attaches v, or the shipped variant (owned) when v is NULL. 0 or -1. */
static int attach(Course *c, const Variant *v, Error *err)
{
    Variant *owned = NULL;
    if (!v) {
        char path[1024];
        Error e;
        if (datadir_shipped_variant(c->variant_id, path, sizeof path) != 0)
            return course_fail(c, "$.variant", err, "no shipped variant \"%s\"", c->variant_id);
        if (host_load_variant(path, &owned, &e) != 0)
            return course_fail(c, "$.variant", err, "the variant does not load: %s: %s", e.where,
                               e.what);
        v = owned;
    } else if (strcmp(variant_def(v)->id, c->variant_id) != 0) {
        return course_fail(c, "$.variant", err, "the course is for \"%s\", not \"%s\"",
                           c->variant_id, variant_def(v)->id);
    }
    if (c->owns_variant)
        variant_free(c->variant);
    c->variant = (Variant *)v;
    c->owns_variant = owned != NULL;
    return 0;
}

int course_attach(Course *c, Error *err)
{
    if (attach(c, NULL, err) != 0)
        return -1;
    for (int i = 0; i < c->nlessons; i++) {
        for (int j = 0; j < c->lessons[i].nexercises; j++) {
            const CourseExercise *e = &c->lessons[i].exercises[j];
            char fen[1024], p[JSON_PATH_MAX];
            Error me;
            Match *m = course_start_fen(c, e, fen, sizeof fen, &me) == 0
                           ? match_new(c->variant, fen, &me)
                           : NULL;
            json_path_member(p, sizeof p, e->path, "fen");
            if (!m)
                return fen_fail(c, p, strcmp(e->fen, "start") != 0, err, &me);
            match_free(m);
        }
    }
    return 0;
}

int course_bind(Course *c, const Variant *v, Error *err)
{
    if (attach(c, v, err) != 0)
        return -1;
    for (int i = 0; i < c->nlessons; i++) {
        const CourseLesson *l = &c->lessons[i];
        if (l->practice[0] && strcmp(l->practice, "start") != 0) {
            Error me;
            Match *m = match_new(c->variant, l->practice, &me);
            char p[JSON_PATH_MAX];
            json_path_member(p, sizeof p, l->path, "practice");
            if (!m)
                return fen_fail(c, p, true, err, &me);
            match_free(m);
        }
        for (int j = 0; j < l->nexercises; j++)
            if (check_exercise(c, &l->exercises[j], err) != 0)
                return -1;
    }
    return 0;
}
