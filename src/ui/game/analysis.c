/* analysis.c - the analysis board's state (analysis.h): the lines of the shown position
 * and the review of the game, turned into what the screen draws. */
#include "analysis.h"

#include "badge.h"
#include "morphchess/gameinfo.h"

#include <stdio.h>
#include <string.h>

void analysis_begin(Analysis *a, unsigned game)
{
    bool cancel = a->review_running || a->review_cancel;
    memset(a, 0, sizeof *a);
    a->game = game;
    a->review_cancel = cancel;
}

uint64_t analysis_key(const Analysis *a, const Match *m)
{
    if (!m || match_status(m, NULL) != STATUS_ONGOING)
        return 0; /* nothing to search: analysis_refresh shows the result */
    /* the game's serial as well as the match: a new game's match may reuse the old one's
     * memory, and its first positions have the same nodes and plies */
    uint64_t k = ((uint64_t)(uintptr_t)m + ((uint64_t)a->game << 32)) * 0x9e3779b97f4a7c15ull;
    k ^= (uint64_t)match_node(m) * 0xbf58476d1ce4e5b9ull;
    k ^= (uint64_t)match_ply(m) << 40 ^ (uint64_t)match_plies(m) << 20;
    return k ? k : 1;
}

float analysis_share(ReviewScore s)
{
    return (float)review_expected(s.cp, s.mate);
}

void analysis_set_lines(Analysis *a, uint64_t key, const SearchInfo *lines, int n, int to_move)
{
    if (n > VIEW_ANALYSIS_LINES)
        n = VIEW_ANALYSIS_LINES;
    a->key = key;
    a->nlines = n;
    for (int i = 0; i < n; i++) {
        const SearchInfo *in = &lines[i];
        ReviewScore s = {in->mate ? 0 : in->score_cp, in->mate ? in->mate_in : 0};
        if (to_move == BLACK) {
            s.cp = -s.cp;
            s.mate = -s.mate;
        }
        a->line[i].score = s;
        a->line[i].depth = in->depth;
        snprintf(a->line[i].pv, sizeof a->line[i].pv, "%s", in->pv);
    }
}

void analysis_set_review(Analysis *a, const Review *r, const Match *m)
{
    int n = review_plies(r);
    if (n > VIEW_MAX_MOVES)
        n = VIEW_MAX_MOVES;
    a->nplies = n;
    for (int i = 0; i <= n; i++)
        if (!review_score(r, i, &a->score[i]))
            a->score[i] = (ReviewScore){0, 0};
    for (int i = 0; i < n; i++) {
        ReviewMove mv;
        a->mark[i] = review_move(r, i, &mv) ? (int8_t)mv.mark : -1;
        a->node[i] = match_line_node(m, i);
    }
    for (int c = 0; c < 2; c++)
        a->accuracy[c] = review_accuracy(r, c, a->marks[c]);
}

/* "White 87.5 · 1 ?! · 2 ??" */
static void accuracy_text(const Analysis *a, int c, char *out, size_t n)
{
    static const char *const side[2] = {"White", "Black"};
    if (a->accuracy[c] < 0) {
        snprintf(out, n, "%s \xe2\x80\x94", side[c]);
        return;
    }
    size_t used = (size_t)snprintf(out, n, "%s %.1f%%", side[c], a->accuracy[c]);
    for (int k = REVIEW_INACCURACY; k < REVIEW_MARKS && used < n; k++)
        if (a->marks[c][k])
            used += (size_t)snprintf(out + used, n - used, "  %d %s", a->marks[c][k],
                                     review_mark_sign((ReviewMark)k));
}

/* Whether m's current line still begins with the reviewed actions. */
static bool review_fits(const Analysis *a, const Match *m)
{
    if (a->nplies == 0 || match_plies(m) < a->nplies)
        return false;
    for (int i = 0; i < a->nplies; i++)
        if (match_line_node(m, i) != a->node[i])
            return false;
    return true;
}

void analysis_refresh(const Analysis *a, const Match *m, View *v)
{
    ViewAnalysis *va = &v->analysis;
    memset(va, 0, sizeof *va);
    va->current = -1;
    if (!m)
        return;
    va->on = a->on;
    GameResult r = RESULT_NONE;
    GameStatus st = match_status(m, &r);
    if (a->on && st != STATUS_ONGOING) { /* mate, stalemate, an end: the result, no search */
        static const char *const scores[] = {"*", "1-0", "0-1", "\xc2\xbd-\xc2\xbd"};
        static const char *const who[] = {"", "White wins", "Black wins", "draw"};
        va->have = true;
        va->share = r == RESULT_WHITE ? 1.0f : r == RESULT_BLACK ? 0.0f : 0.5f;
        snprintf(va->score, sizeof va->score, "%s", scores[r & 3]);
        va->nlines = 1;
        snprintf(va->line[0].score, sizeof va->line[0].score, "%s", scores[r & 3]);
        const char *how = gameinfo_end_words(st);
        snprintf(va->line[0].text, sizeof va->line[0].text, "%c%s \xc2\xb7 %s",
                 how[0] >= 'a' && how[0] <= 'z' ? how[0] - 32 : how[0], how[0] ? how + 1 : "",
                 who[r & 3]);
        va->line[0].depth = 0;
    } else if (a->on && a->key == analysis_key(a, m) && a->nlines > 0) {
        va->have = true;
        va->share = analysis_share(a->line[0].score);
        review_score_text(a->line[0].score, false, va->score, sizeof va->score);
        va->nlines = a->nlines;
        for (int i = 0; i < a->nlines; i++) {
            review_score_text(a->line[i].score, false, va->line[i].score, sizeof va->line[i].score);
            badge_line(m, a->line[i].pv, match_to_move(m), va->line[i].text,
                       sizeof va->line[i].text);
            va->line[i].depth = a->line[i].depth;
        }
    }
    va->reviewing = a->review_running;
    va->progress = a->review_done;
    va->total = a->review_total;
    if (!review_fits(a, m))
        return;
    va->review = true;
    va->nplies = a->nplies;
    for (int i = 0; i <= a->nplies; i++)
        va->graph[i] = analysis_share(a->score[i]);
    memcpy(va->mark, a->mark, sizeof *va->mark * (size_t)a->nplies);
    int ply = match_ply(m);
    va->current = ply <= a->nplies && (ply == 0 || match_line_node(m, ply - 1) == a->node[ply - 1])
                      ? ply
                      : -1;
    for (int c = 0; c < 2; c++)
        accuracy_text(a, c, va->accuracy[c], sizeof va->accuracy[c]);
    /* the marks in the move list, before the note's own */
    ViewPanel *p = &v->panel;
    for (int i = 0; i < p->nitems; i++) {
        ViewMoveItem *it = &p->items[i];
        for (int k = 0; k < a->nplies; k++) {
            if (a->node[k] != it->node || a->mark[k] < REVIEW_INACCURACY)
                continue;
            char mark[sizeof it->mark];
            snprintf(mark, sizeof mark, "%s%s", review_mark_sign((ReviewMark)a->mark[k]),
                     it->mark[0] == '?' || it->mark[0] == '!' ? "" : it->mark);
            memcpy(it->mark, mark, sizeof mark);
            break;
        }
    }
}

void analysis_line_first(const Analysis *a, int i, char *out, size_t n)
{
    out[0] = '\0';
    if (i < 0 || i >= a->nlines)
        return;
    const char *pv = a->line[i].pv;
    size_t k = strcspn(pv, " ");
    if (k >= n)
        k = n - 1;
    memcpy(out, pv, k);
    out[k] = '\0';
}

int analysis_graph_ply(const Analysis *a, int x, int w)
{
    if (a->nplies == 0 || w <= 1)
        return -1;
    int ply = (x * a->nplies + (w - 1) / 2) / (w - 1);
    return ply < 0 ? 0 : ply > a->nplies ? a->nplies : ply;
}
