/* review.c - a game reviewed by the computer (morphchess/review.h): each
 * position of the line searched once, the moves marked by the expected score
 * they lost, the accuracy figures, the marks written back as NAGs and
 * [%eval] comments. */
#include "morphchess/review.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The score of a drawn end (a value no search gives). */
#define REVIEW_DRAWN (-99999)

struct Review {
    Match *copy; /* the line, replayed */
    int plies, done;
    ReviewScore *score;             /* plies + 1 positions, White's view */
    char (*best)[MATCH_TEXT_MAX];   /* the computer's choice in each */
    char (*played)[MATCH_TEXT_MAX]; /* each action as recorded */
    int *colour;                    /* who played each action */
};

Review *review_new(const Match *m, Error *err)
{
    Review *r = calloc(1, sizeof *r);
    int plies = match_plies(m);
    if (r) {
        r->plies = plies;
        r->score = calloc((size_t)plies + 1, sizeof *r->score);
        r->best = calloc((size_t)plies + 1, sizeof *r->best);
        r->played = calloc((size_t)plies + 1, sizeof *r->played);
        r->colour = calloc((size_t)plies + 1, sizeof *r->colour);
        r->copy = match_new(match_variant(m), match_start_fen(m), err);
    }
    if (!r || !r->score || !r->best || !r->played || !r->colour || !r->copy) {
        if (!r || r->copy)
            error_set(err, "", "out of memory");
        review_free(r);
        return NULL;
    }
    for (int i = 0; i < plies; i++) {
        const char *text = match_action_text(m, i);
        snprintf(r->played[i], sizeof r->played[i], "%s", text);
        r->colour[i] = match_to_move(r->copy);
        if (match_play_text(r->copy, text, err) != 0) {
            review_free(r);
            return NULL;
        }
    }
    return r;
}

void review_free(Review *r)
{
    if (!r)
        return;
    match_free(r->copy);
    free(r->score);
    free(r->best);
    free(r->played);
    free(r->colour);
    free(r);
}

int review_plies(const Review *r)
{
    return r->plies;
}

int review_done(const Review *r)
{
    return r->done;
}

/* A search's score, from the view of the player to act, as White's. */
static ReviewScore white_view(const SearchInfo *in, int to_move)
{
    ReviewScore s = {in->mate ? 0 : in->score_cp, in->mate ? in->mate_in : 0};
    if (in->mate && s.mate == 0) /* mated now: not reached, the status says so */
        s.mate = -1;
    if (to_move == BLACK) {
        s.cp = -s.cp;
        s.mate = -s.mate;
    }
    return s;
}

/* The last two iterations' reports of a search. */
typedef struct Iterations {
    SearchInfo last[2];
    int n;
} Iterations;

static void on_info(const SearchInfo *info, void *ud)
{
    Iterations *it = ud;
    if (info->line > 1)
        return;
    it->last[1] = it->last[0];
    it->last[0] = *info;
    it->n++;
}

int review_step(Review *r, Searcher *s, const SearchLimits *limits)
{
    if (r->done > r->plies)
        return r->done;
    int i = r->done;
    match_goto(r->copy, i);
    GameResult res;
    ReviewScore sc = {0, 0};
    if (match_status(r->copy, &res) != STATUS_ONGOING) {
        /* the game is over: a won position is a mate given (in 0) */
        sc.cp = res == RESULT_WHITE ? 100000 : res == RESULT_BLACK ? -100000 : REVIEW_DRAWN;
    } else {
        SearchResult *out = malloc(sizeof *out);
        Iterations it;
        memset(&it, 0, sizeof it);
        if (!out || search_run(s, r->copy, limits, on_info, &it, out) != 0) {
            free(out);
            return -1;
        }
        sc = white_view(&out->info, match_to_move(r->copy));
        /* Potential searches without quiescence: a score swings with the
         * depth's parity (who makes the last capture), so the last two
         * iterations are averaged */
        if (variant_def(match_variant(r->copy))->mutation.kind == MUT_POTENTIAL && it.n >= 2 &&
            !it.last[0].mate && !it.last[1].mate && !sc.mate) {
            int avg = (it.last[0].score_cp + it.last[1].score_cp) / 2;
            sc.cp = match_to_move(r->copy) == WHITE ? avg : -avg;
        }
        if (out->found)
            snprintf(r->best[i], sizeof r->best[i], "%s", out->text);
        free(out);
    }
    r->score[i] = sc;
    return ++r->done;
}

bool review_score(const Review *r, int ply, ReviewScore *out)
{
    if (ply < 0 || ply >= r->done)
        return false;
    *out = r->score[ply];
    return true;
}

double review_expected(int cp, int mate)
{
    if (mate)
        return mate > 0 ? 1.0 : 0.0;
    /* the logistic curve lichess fits to its games: 0 cp 50%, 100 cp 59%,
     * 300 cp 75%, 900 cp 96.5% */
    return 1.0 / (1.0 + exp(-0.00368208 * cp));
}

/* The expected score of s for colour. */
static double expected_for(ReviewScore s, int colour)
{
    double e = s.cp == REVIEW_DRAWN ? 0.5 : review_expected(s.cp, s.mate);
    return colour == WHITE ? e : 1.0 - e;
}

bool review_move(const Review *r, int i, ReviewMove *out)
{
    if (i < 0 || i >= r->plies || i + 1 >= r->done)
        return false;
    memset(out, 0, sizeof *out);
    snprintf(out->text, sizeof out->text, "%s", r->played[i]);
    snprintf(out->best, sizeof out->best, "%s", r->best[i]);
    out->colour = r->colour[i];
    out->before = r->score[i];
    out->after = r->score[i + 1];
    double loss = expected_for(out->before, out->colour) - expected_for(out->after, out->colour);
    out->loss = loss > 0 ? loss : 0;
    /* lichess's accuracy of a move from the win percentage it lost */
    double acc = 103.1668 * exp(-0.04354 * out->loss * 100.0) - 3.1669;
    out->accuracy = acc > 100 ? 100 : acc < 0 ? 0 : acc;
    if (strcmp(out->text, out->best) == 0)
        out->mark = REVIEW_BEST;
    else if (out->loss >= 0.15)
        out->mark = REVIEW_BLUNDER;
    else if (out->loss >= 0.10)
        out->mark = REVIEW_MISTAKE;
    else if (out->loss >= 0.05)
        out->mark = REVIEW_INACCURACY;
    else
        out->mark = REVIEW_GOOD;
    return true;
}

double review_accuracy(const Review *r, int colour, int marks[REVIEW_MARKS])
{
    double sum = 0;
    int n = 0;
    if (marks)
        memset(marks, 0, sizeof *marks * REVIEW_MARKS);
    ReviewMove mv;
    for (int i = 0; review_move(r, i, &mv); i++) {
        if (mv.colour != colour)
            continue;
        sum += mv.accuracy;
        n++;
        if (marks)
            marks[mv.mark]++;
    }
    return n ? sum / n : -1;
}

const char *review_mark_sign(ReviewMark mark)
{
    static const char *const signs[REVIEW_MARKS] = {"", "", "?!", "?", "??"};
    return mark >= 0 && mark < REVIEW_MARKS ? signs[mark] : "";
}

const char *review_mark_name(ReviewMark mark)
{
    static const char *const names[REVIEW_MARKS] = {"best", "good", "inaccuracy", "mistake",
                                                    "blunder"};
    return mark >= 0 && mark < REVIEW_MARKS ? names[mark] : "";
}

/* Whether s is the end of the game (review_step's score of a result). */
static bool is_over(ReviewScore s)
{
    return !s.mate && (s.cp >= 100000 || s.cp <= -100000 || s.cp == REVIEW_DRAWN);
}

void review_score_text(ReviewScore s, bool pgn, char *buf, size_t size)
{
    int cp = s.cp < 0 ? -s.cp : s.cp, mate = s.mate < 0 ? -s.mate : s.mate;
    if (is_over(s))
        snprintf(buf, size, "%s",
                 s.cp > 0                           ? "1-0"
                 : s.cp < 0 && s.cp != REVIEW_DRAWN ? "0-1"
                                                    : "1/2");
    else if (s.mate)
        snprintf(buf, size, pgn ? "#%s%d" : "%sM%d", s.mate < 0 ? "-" : "", mate);
    else
        snprintf(buf, size, "%s%d.%02d", s.cp < 0 ? "-" : pgn ? "" : "+", cp / 100, cp % 100);
}

/* Whether a note token is of a kind the review writes: a move's mark (the
 * NAGs $1..$6: ! ? !! ?? !? ?!) or an [%eval] comment. */
static bool review_token(const char *tok, size_t n)
{
    if (n == 2 && tok[0] == '$' && tok[1] >= '1' && tok[1] <= '6')
        return true;
    return n > 7 && strncmp(tok, "{[%eval", 7) == 0 && tok[n - 1] == '}' &&
           memchr(tok, ']', n) == tok + n - 2;
}

/* note with mv's mark's NAG first and the older marks (and an [%eval]
 * comment of a record read before commands were kept) left out, into buf. */
static void compose(const char *note, const ReviewMove *mv, char *buf, size_t size)
{
    static const int nag[REVIEW_MARKS] = {0, 0, 6, 2, 4};
    size_t used = 0;
    buf[0] = '\0';
    if (nag[mv->mark])
        used = (size_t)snprintf(buf, size, "$%d", nag[mv->mark]);
    const char *p = note;
    while (*p && used + 1 < size) {
        while (*p == ' ')
            p++;
        const char *start = p;
        if (*p == '{') {
            const char *end = strchr(p, '}');
            p = end ? end + 1 : p + strlen(p);
        } else {
            while (*p && *p != ' ')
                p++;
        }
        size_t n = (size_t)(p - start);
        if (n == 0 || review_token(start, n))
            continue;
        if (used + n + 2 >= size)
            break;
        if (used)
            buf[used++] = ' ';
        memcpy(buf + used, start, n);
        used += n;
        buf[used] = '\0';
    }
}

int review_annotate(const Review *r, Match *m, Error *err)
{
    if (match_plies(m) < r->plies)
        return error_set(err, "", "the game has %d actions, the review %d", match_plies(m),
                         r->plies);
    ReviewMove mv;
    for (int i = 0; review_move(r, i, &mv); i++) {
        if (strcmp(match_action_text(m, i), mv.text) != 0)
            return error_set(err, "", "move %d is %s in the game, %s in the review", i + 1,
                             match_action_text(m, i), mv.text);
        int node = match_line_node(m, i);
        const char *old = match_node_note(m, node);
        size_t size = strlen(old) + 64;
        char *note = malloc(size);
        if (!note)
            return error_set(err, "", "out of memory");
        compose(old, &mv, note, size);
        int rc = match_set_note(m, node, note, err);
        free(note);
        /* the evaluation after the move as the record's [%eval] command
         * (none after the last move of a finished game) */
        char eval[24];
        review_score_text(mv.after, true, eval, sizeof eval);
        if (rc == 0)
            rc = match_set_node_command(m, node, "eval", is_over(mv.after) ? NULL : eval, err);
        if (rc != 0)
            return -1;
    }
    return 0;
}
