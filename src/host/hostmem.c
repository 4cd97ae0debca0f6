/* hostmem.c - memory made resident ahead (hostmem.h). */
#define _DEFAULT_SOURCE /* madvise, mincore */
#include "hostmem.h"

#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; older kernels refuse it, and the loop does all */
#endif

/* The whole pages holding the n bytes at p: their start and length. */
static size_t page_span(const void *p, size_t n, uintptr_t *start)
{
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t size = page > 0 ? (uintptr_t)page : 4096u;
    *start = (uintptr_t)p & ~(size - 1);
    uintptr_t end = ((uintptr_t)p + n + size - 1) & ~(size - 1);
    return (size_t)(end - *start);
}

void host_warm_pages(void *p, size_t n)
{
    if (!p || n == 0)
        return;
    uintptr_t start;
    size_t span = page_span(p, n, &start);
    (void)madvise((void *)start, span, MADV_POPULATE_WRITE); /* (a refusal changes nothing) */
    long page = sysconf(_SC_PAGESIZE);
    size_t step = page > 0 ? (size_t)page : 4096u;
    volatile unsigned char *b = p;
    for (size_t at = 0; at < n; at += step)
        b[at] = b[at]; /* the page's first write, where the cost is */
    b[n - 1] = b[n - 1];
}

long host_resident_pages(const void *p, size_t n, long *npages)
{
    uintptr_t start;
    size_t span = page_span(p, n, &start);
    long page = sysconf(_SC_PAGESIZE);
    size_t pages = span / (page > 0 ? (size_t)page : 4096u);
    *npages = (long)pages;
    unsigned char *vec = malloc(pages ? pages : 1);
    if (!vec)
        return -1;
    long resident = -1;
    if (mincore((void *)start, span, vec) == 0) {
        resident = 0;
        for (size_t i = 0; i < pages; i++)
            resident += vec[i] & 1;
    }
    free(vec);
    return resident;
}
