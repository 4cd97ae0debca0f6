/* hostmem.h - memory made resident ahead of the work that writes it. */
#ifndef MORPH_HOST_HOSTMEM_H
#define MORPH_HOST_HOSTMEM_H

#include <stddef.h>

/* Makes the pages of the n bytes at p resident and writable, their contents unchanged: the
 * first write to a fresh page costs a fault, which in the virtual machines measured here cost
 * about 4 ms a megabyte (the window's 4 MB surface made a third of the first frame); asked
 * for as one range (Linux's MADV_POPULATE_WRITE) and then written once a page, half that.
 * Meant for a thread, ahead of the thread that will draw into the memory: the pages are
 * written with their own bytes, so the memory must not be written meanwhile. */
void host_warm_pages(void *p, size_t n);

/* How many of the pages holding the n bytes at p are resident (mincore), -1 when the system
 * cannot say; their number into *pages: for the tests and MORPHCHESS_TIMING. */
long host_resident_pages(const void *p, size_t n, long *pages);

#endif
