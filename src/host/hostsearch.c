/* hostsearch.c - the search on several threads (hostsearch.h), with POSIX
 * threads. */
#include "hostsearch.h"

#include <pthread.h>

enum { MAX_HELPERS = HOST_SEARCH_MAX_THREADS - 1 };

typedef struct Helper {
    Searcher *s;
    const Match *m;
    const SearchLimits *limits;
} Helper;

int host_search_helpers(Searcher *main, int threads, Searcher **out)
{
    int n = 0;
    while (n < threads - 1 && n < MAX_HELPERS && (out[n] = searcher_new_helper(main)))
        n++;
    return n;
}

void host_search_helpers_free(Searcher **helpers, int n)
{
    for (int i = 0; i < n; i++)
        searcher_free(helpers[i]);
}

static void *help(void *arg)
{
    Helper *h = arg;
    search_help(h->s, h->m, h->limits);
    return NULL;
}

int host_search_run(Searcher *main, Searcher *const *helpers, int nhelpers, const Match *m,
                    const SearchLimits *limits, SearchInfoFn cb, void *ud, SearchResult *out)
{
    pthread_t threads[MAX_HELPERS];
    Helper args[MAX_HELPERS];
    bool started[MAX_HELPERS] = {false};
    if (nhelpers > MAX_HELPERS)
        nhelpers = MAX_HELPERS;
    for (int i = 0; i < nhelpers; i++) {
        if (!helpers[i])
            continue;
        args[i] = (Helper){helpers[i], m, limits};
        searcher_arm(helpers[i]);
        started[i] = pthread_create(&threads[i], NULL, help, &args[i]) == 0;
    }
    int rc = search_run(main, m, limits, cb, ud, out);
    for (int i = 0; i < nhelpers; i++)
        if (started[i])
            searcher_stop(helpers[i]);
    for (int i = 0; i < nhelpers; i++)
        if (started[i])
            pthread_join(threads[i], NULL);
    return rc;
}
