/* hostsearch.h - the search on several threads: search_run on the main
 * searcher in the calling thread, and search_help on each helper (sharing the
 * main searcher's table) in a thread of its own, stopped when the main search
 * ends. */
#ifndef MORPH_HOSTSEARCH_H
#define MORPH_HOSTSEARCH_H

#include "morphchess/search.h"

#define HOST_SEARCH_MAX_THREADS 16 /* the main search and its helpers */

/* threads - 1 helpers of main (at most HOST_SEARCH_MAX_THREADS - 1) into
 * out; fewer when memory runs out. Returns how many were made. */
int host_search_helpers(Searcher *main, int threads, Searcher **out);

/* Frees n helpers (before their main searcher). */
void host_search_helpers_free(Searcher **helpers, int n);

/* search_run(main, m, limits, cb, ud, out) with nhelpers helpers (made by
 * host_search_helpers or searcher_new_helper) searching beside it; a helper
 * whose thread cannot be started is left out. searcher_stop(main) stops
 * them all. */
int host_search_run(Searcher *main, Searcher *const *helpers, int nhelpers, const Match *m,
                    const SearchLimits *limits, SearchInfoFn cb, void *ud, SearchResult *out);

#endif
