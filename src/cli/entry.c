/* entry.c - morphchess-cli's entry point: the commands are a library
 * (cli_main, main.c) that tests and fuzz targets link too. */
#include <malloc.h>

#include "cli.h"

int main(int argc, char **argv)
{
#ifdef __GLIBC__
    /* A fixed threshold: big arrays stay mapped, and a long record's arrays, grown by doubling,
     * move with mremap. glibc's own threshold rises at the first big free, after which each
     * doubling in the heap left its old copy behind (a 40,000-ply replay held a third more). */
    mallopt(M_MMAP_THRESHOLD, 1024 * 1024);
#endif
    return cli_main(argc, argv);
}
