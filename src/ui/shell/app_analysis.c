/* app_analysis.c - the analysis board in the program: the session's analysis state
 * (src/ui/game/analysis.h) drives the analyst's thread (analyst.h): live analysis follows
 * the position shown, G runs the review, Shift+G writes its marks into the game; the
 * analyst's lines and progress come back into the state and onto the screen. */
#include <stdio.h>

#include "app.h"
#include "draw.h"

/* The position to analyse: the game's shown position while analysis is on and nothing
 * else has the board (0: none). */
static uint64_t wanted_key(const App *a)
{
    const Session *s = &a->session;
    if (!s->analysis.on || !s->match || s->mode != SESSION_PLAY || app_covered(a) ||
        s->analysis.review_running)
        return 0;
    return analysis_key(&s->analysis, s->match);
}

/* The lines of a position are shown again at most every ANALYSIS_FRAME_MS (the first at
 * once): the first iterations of a search end a few milliseconds apart, and a frame for each
 * would only take the window's time (and a core from the search). */
#define ANALYSIS_FRAME_MS 50

/* Milliseconds since performance counter t0. */
static double since_ms(Uint64 t0)
{
    return (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
           (double)SDL_GetPerformanceFrequency();
}

static void take_review(App *a, Review *r, Variant *v)
{
    Session *s = &a->session;
    review_free(a->analysis.review);
    variant_free(a->analysis.review_variant);
    a->analysis.review = r;
    a->analysis.review_variant = v;
    analysis_set_review(&s->analysis, r, s->match);
    s->analysis.review_running = false;
    if (a->start.timing)
        fprintf(stderr, "morphchess: review done, %d positions in %.0f ms\n", review_plies(r) + 1,
                since_ms(a->analysis.review_start));
    snprintf(a->view.panel.status, sizeof a->view.panel.status,
             "Review done: White %.0f%%, Black "
             "%.0f%%. Shift+G writes the marks into the game.",
             s->analysis.accuracy[0] < 0 ? 0 : s->analysis.accuracy[0],
             s->analysis.accuracy[1] < 0 ? 0 : s->analysis.accuracy[1]);
}

/* Shift+G: the review's marks as NAGs and [%eval] in the game. */
static void write_review(App *a)
{
    Session *s = &a->session;
    s->analysis.review_write = false;
    Error err;
    if (!a->analysis.review || review_annotate(a->analysis.review, s->match, &err) != 0) {
        snprintf(a->view.panel.status, sizeof a->view.panel.status,
                 "The marks cannot be written: %.80s",
                 a->analysis.review ? err.what : "the game changed since its review");
        return;
    }
    s->dirty = true;
    snprintf(a->view.panel.status, sizeof a->view.panel.status, "%s",
             "The review's marks are in the game (NAGs and [%eval]): save or copy it to keep "
             "them.");
}

int app_analysis_due(const App *a)
{
    const Analysis *an = &a->session.analysis;
    if (a->analysis.live_pending)
        return 0; /* the search to begin once the frame asking for it is shown */
    if (!a->analysis.key || an->key != a->analysis.key || an->nlines <= 0 || an->review_running)
        return -1; /* no lines of this position shown yet: the first come at once */
    double left = ANALYSIS_FRAME_MS - since_ms(a->analysis.lines_shown);
    return left > 0 ? (int)left + 1 : -1;
}

bool app_analysis_tick(App *a)
{
    Session *s = &a->session;
    Analysis *an = &s->analysis;
    bool dirty = false;
    if (an->review_wanted) {
        an->review_wanted = false;
        if (s->match && analyst_review(&a->analysis.analyst, s->match, ANALYSIS_REVIEW_MS)) {
            an->review_running = true;
            a->analysis.key = 0;
            a->analysis.review_start = SDL_GetPerformanceCounter();
        } else {
            snprintf(a->view.panel.status, sizeof a->view.panel.status, "%s",
                     "The review cannot start (out of memory).");
        }
        dirty = true;
    }
    if (an->review_cancel) {
        an->review_cancel = false;
        an->review_running = false;
        analyst_idle(&a->analysis.analyst);
        dirty = true;
    }
    if (an->review_write) {
        write_review(a);
        dirty = true;
    }
    uint64_t key = wanted_key(a);
    if (key && key != a->analysis.key && key != a->analysis.live_pending) {
        /* the old search stopped now, the new one begun once this position's first frame is
         * shown: begun at once, its start took a core from the frame and the X server */
        if (a->analysis.key)
            analyst_idle(&a->analysis.analyst);
        a->analysis.key = 0;
        a->analysis.live_pending = key;
        a->analysis.live_asked = a->frames;
        if (a->start.timing)
            fprintf(stderr, "morphchess: analysis asked after frame %ld\n", a->frames);
        dirty = true; /* the old lines go */
    } else if (key && key == a->analysis.live_pending && a->frames > a->analysis.live_asked) {
        a->analysis.live_pending = 0;
        if (analyst_live(&a->analysis.analyst, s->match, key, ANALYSIS_LINES))
            a->analysis.key = key;
        if (a->start.timing)
            fprintf(stderr, "morphchess: analysis search begun after frame %ld\n", a->frames);
    } else if (!key && (a->analysis.key || a->analysis.live_pending)) {
        if (a->analysis.key)
            analyst_idle(&a->analysis.analyst);
        a->analysis.key = a->analysis.live_pending = 0;
    }
    AnalystReport rep;
    if (app_analysis_due(a) < 0 && analyst_poll(&a->analysis.analyst, &rep)) {
        if (rep.nlines > 0 && rep.key == a->analysis.key) {
            analysis_set_lines(an, rep.key, rep.lines, rep.nlines, rep.to_move);
            a->analysis.lines_shown = SDL_GetPerformanceCounter();
        }
        if (an->review_running) {
            if (a->start.timing && rep.done != an->review_done)
                fprintf(stderr, "morphchess: review progress %d / %d at %.0f ms\n", rep.done,
                        rep.total, since_ms(a->analysis.review_start));
            an->review_done = rep.done;
            an->review_total = rep.total;
        }
        if (rep.finished)
            take_review(a, rep.finished, rep.finished_variant);
        if (rep.failed && an->review_running) {
            an->review_running = false;
            snprintf(a->view.panel.status, sizeof a->view.panel.status, "%s",
                     "The review cannot start (out of memory).");
        }
        if (a->start.timing && rep.first_ms >= 0 && rep.nlines > 0 &&
            rep.key != a->analysis.timed_key) {
            a->analysis.timed_key = rep.key; /* once a request */
            fprintf(stderr, "morphchess: analysis lines %.1f ms after the request\n", rep.first_ms);
        }
        dirty = true;
    }
    if (dirty)
        analysis_refresh(an, s->match, &a->view);
    return dirty;
}

bool app_analysis_click(App *a, int kind, int index)
{
    Session *s = &a->session;
    if (kind == DRAW_HIT_LINE) {
        char first[MATCH_TEXT_MAX];
        analysis_line_first(&s->analysis, index, first, sizeof first);
        if (first[0] && session_play_computer(s, &a->view, first))
            session_refresh(s, &a->view);
        return true;
    }
    if (kind == DRAW_HIT_GRAPH) {
        Intent it = {INTENT_GOTO, -1, -1, -1, -1, false, index, 0, 0};
        session_apply(s, &a->view, &it);
        return true;
    }
    return false;
}

void app_analysis_quit(App *a)
{
    analyst_quit(&a->analysis.analyst);
    review_free(a->analysis.review);
    variant_free(a->analysis.review_variant);
    a->analysis.review = NULL;
    a->analysis.review_variant = NULL;
}
