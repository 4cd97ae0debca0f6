/* test_ui_analyst.c - the analysis board's thread (src/ui/workers/analyst.c) without a window: a
 * step through a long Polypiece game hands the position over without building anything in
 * the window's thread (building Polypiece's variant takes ~10 ms of processor time, which held
 * each step's frame: issue 35), the worker's lines come for the last position asked, the
 * caller may free its game at once, a review runs on the worker's own copy, and quitting
 * while a search runs ends the thread. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analyst.h"
#include "check.h"
#include "hostclock.h"

/* The text of file path (malloc'd), NULL when it cannot be read. */
static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *t = calloc(1, 1 << 20);
    size_t n = t ? fread(t, 1, (1 << 20) - 1, f) : 0;
    fclose(f);
    if (t)
        t[n] = '\0';
    return t;
}

/* The Polypiece game of the review's data, its first `plies` actions played (all when < 0). */
static Match *polypiece_game(Variant **vout, int plies)
{
    Error err;
    char *def = read_text(MORPH_SOURCE_DIR "/variants/polypiece.json");
    char *moves = read_text(MORPH_SOURCE_DIR "/tests/data/review/polypiece-60.txt");
    Variant *v = NULL;
    Match *m = NULL;
    if (def && variant_load_text(def, "polypiece.json", &v, &err) == 0)
        m = match_new(v, NULL, &err);
    for (char *tok = moves && m ? strtok(moves, " \t\r\n") : NULL; tok && plies != 0;
         tok = strtok(NULL, " \t\r\n"), plies--)
        if (match_play_text(m, tok, &err) != 0) {
            fprintf(stderr, "%s: %s\n", tok, err.what);
            CHECK(!"the game's action plays");
        }
    free(def);
    free(moves);
    *vout = v;
    return m;
}

/* Polls a until pred(report) or ms pass; true when it came. */
static bool poll_until(Analyst *a, AnalystReport *rep,
                       bool (*pred)(const AnalystReport *, uint64_t), uint64_t arg, int ms)
{
    Uint64 end = SDL_GetTicks64() + (Uint64)ms;
    while (SDL_GetTicks64() < end) {
        SDL_FlushEvent(SDL_USEREVENT); /* the worker's wake-ups */
        if (analyst_poll(a, rep) && pred(rep, arg))
            return true;
        SDL_Delay(2);
    }
    return false;
}

static bool lines_of(const AnalystReport *rep, uint64_t key)
{
    return rep->key == key && rep->nlines > 0;
}

static bool review_end(const AnalystReport *rep, uint64_t unused)
{
    (void)unused;
    return rep->finished != NULL || rep->failed;
}

/* Steps back through the last actions of a 60-action game with analysis on: each request
 * costs the window's thread well under a millisecond of processor time (a copy of texts),
 * however long the game and whatever the worker is doing. */
static void steps(Analyst *an)
{
    Variant *v;
    Match *m = polypiece_game(&v, -1);
    CHECK(m != NULL);
    if (!m)
        return;
    CHECK_INT(match_plies(m), 60);
    double least = 1e9, most = 0;
    for (int k = 0; k < 6; k++) {
        match_goto(m, 60 - k);
        double c0 = host_thread_cpu_ms();
        CHECK(analyst_live(an, m, (uint64_t)k + 1, 3));
        double cpu = host_thread_cpu_ms() - c0;
        least = cpu < least ? cpu : least;
        most = cpu > most ? cpu : most;
        SDL_Delay(3); /* the worker takes the job and builds or searches meanwhile */
    }
    printf("analyst_live at plies 60..55: %.3f to %.3f ms of the caller's processor time\n", least,
           most);
    /* the least of six: a preemption cannot add to processor time, and a build (~10 ms) in
     * the caller's thread would be in every one */
    CHECK(least < 2.0);
    /* the caller's game and variant go at once: the worker has its own */
    match_free(m);
    variant_free(v);
    AnalystReport rep;
    CHECK(poll_until(an, &rep, lines_of, 6, 60000)); /* the last position's lines */
    CHECK(rep.key == 6 && rep.nlines >= 1 && rep.lines[0].pv[0] != '\0');
}

/* G: the review of a game's line on the worker's own copy, the caller's game freed at once. */
static void review(Analyst *an)
{
    Variant *v;
    Match *m = polypiece_game(&v, 4);
    CHECK(m != NULL);
    if (!m)
        return;
    CHECK(analyst_review(an, m, 5));
    match_free(m);
    variant_free(v);
    AnalystReport rep;
    CHECK(poll_until(an, &rep, review_end, 0, 120000));
    CHECK(!rep.failed);
    CHECK(rep.finished != NULL);
    if (rep.finished) {
        CHECK_INT(review_plies(rep.finished), 4);
        CHECK_INT(rep.done, 5);
        review_free(rep.finished);
        variant_free(rep.finished_variant);
    }
}

int main(void)
{
    if (SDL_Init(SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    Analyst an;
    CHECK(analyst_init(&an));
    steps(&an);
    review(&an);
    /* quitting with a search running: the thread ends, nothing is left behind */
    Variant *v;
    Match *m = polypiece_game(&v, 10);
    CHECK(m && analyst_live(&an, m, 99, 3));
    SDL_Delay(50);
    Uint64 t0 = SDL_GetTicks64();
    analyst_quit(&an);
    CHECK(SDL_GetTicks64() - t0 < 60000); /* a hang, not a speed: the thread ends */
    CHECK(an.thread == NULL);
    match_free(m);
    variant_free(v);
    SDL_Quit();
    return check_report("test_ui_analyst");
}
