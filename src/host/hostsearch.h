/* hostsearch.h - the search on several threads: search_run on the main
 * searcher in the calling thread, and search_help on each helper (sharing the
 * main searcher's table) in a thread of its own, stopped when the main search
 * ends. */
#ifndef MORPH_HOSTSEARCH_H
#define MORPH_HOSTSEARCH_H

#include "morphchess/search.h"

/* search_run(main, m, limits, cb, ud, out) with nhelpers helpers (made by
 * searcher_new_helper(main)) searching beside it; a helper whose thread
 * cannot be started is left out. searcher_stop(main) stops them all. */
int host_search_run(Searcher *main, Searcher *const *helpers, int nhelpers, const Match *m,
                    const SearchLimits *limits, SearchInfoFn cb, void *ud, SearchResult *out);

#endif
