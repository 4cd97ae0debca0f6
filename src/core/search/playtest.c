/* playtest.c - a variant played by the computer against itself (morphchess/playtest.h). */
#include "morphchess/playtest.h"

#include <string.h>

/* The index of letter in r's table, added when new ('*' pools the overflow). */
static int type_slot(PlaytestReport *r, char letter)
{
    for (int i = 0; i < r->ntypes; i++)
        if (r->type[i] == letter)
            return i;
    if (r->ntypes < PLAYTEST_TYPES - 1 || (r->ntypes < PLAYTEST_TYPES && letter == '*')) {
        r->type[r->ntypes] = letter;
        return r->ntypes++;
    }
    return type_slot(r, '*');
}

typedef bool (*Progress)(const PlaytestReport *so_far, void *ud);

/* One game into r; 0 or -1 with err; 1 when progress asked to stop. */
static int play_one(Searcher *s, const Variant *v, int max_plies, const SearchLimits *limits,
                    Progress progress, void *ud, PlaytestReport *r, Error *err)
{
    Match *m = match_new(v, NULL, err);
    if (!m)
        return -1;
    GameResult result = RESULT_NONE;
    int plies = 0;
    bool stop = false;
    while (plies < max_plies && match_status(m, &result) == STATUS_ONGOING) {
        SearchResult best;
        if (search_run(s, m, limits, NULL, NULL, &best) != 0) {
            match_free(m);
            return error_set(err, "", "out of memory");
        }
        if (!best.found || match_play(m, &best.best, err) != 0)
            break;
        MatchEvents ev;
        if (match_action_events(m, match_ply(m) - 1, &ev) && ev.before.letter &&
            (ev.colour == WHITE || ev.colour == BLACK))
            r->moves[ev.colour][type_slot(r, ev.before.letter)]++;
        plies++;
        r->plies++;
        r->ply = plies;
        if (progress && plies % PLAYTEST_PROGRESS_PLIES == 0 && !progress(r, ud)) {
            stop = true; /* this game is counted as it stands (unfinished when still going) */
            break;
        }
    }
    GameStatus status = match_status(m, &result);
    r->games++;
    r->ply = 0;
    if (status == STATUS_ONGOING)
        r->unfinished++;
    else if (result == RESULT_WHITE)
        r->white_wins++;
    else if (result == RESULT_BLACK)
        r->black_wins++;
    else
        r->draws++;
    match_free(m);
    return stop ? 1 : 0;
}

int playtest_run(const Variant *v, int games, int max_plies, const SearchLimits *limits,
                 bool (*progress)(const PlaytestReport *so_far, void *ud), void *ud,
                 PlaytestReport *out, Error *err)
{
    memset(out, 0, sizeof *out);
    /* the variant's types first, in its order, so that every report lists them alike */
    const VariantDef *def = variant_def(v);
    for (int t = 0; t < def->ntypes && out->ntypes < PLAYTEST_TYPES - 1; t++)
        type_slot(out, def->types[t].letter);
    Searcher *s = searcher_new(8);
    if (!s)
        return error_set(err, "", "out of memory");
    int rc = 0;
    for (int g = 0; g < games && rc == 0; g++) {
        SearchLimits l = *limits;
        l.seed = limits->seed * 1000003u + (uint64_t)g + 1;
        if (l.noise_cp == 0)
            l.noise_cp = 15; /* games that differ, still sound */
        searcher_clear(s);
        rc = play_one(s, v, max_plies, &l, progress, ud, out, err);
        if (rc == 0 && progress && !progress(out, ud))
            break;
    }
    if (rc > 0) /* stopped by progress within a game */
        rc = 0;
    searcher_free(s);
    return rc;
}
