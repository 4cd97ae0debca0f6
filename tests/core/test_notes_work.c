/* test_notes_work.c - many notes on one move cost work in proportion to their number (issue
 * 49, 5): the work is counted, not timed. The link wraps the C library's string and memory
 * functions the reader uses (CMakeLists.txt: -Wl,--wrap), and each wrapper adds the bytes its
 * call goes over (realloc: the bytes it is asked for); sixteen times the notes must ask about
 * sixteen times that work, not 256 (each note once measured the whole note again, grew it by
 * its own length and searched it to its end). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "longrec.h"
#include "morphchess/match.h"
#include "support.h"

static unsigned long long work;

size_t __real_strlen(const char *s);
char *__real_strstr(const char *h, const char *n);
char *__real_strchr(const char *s, int c);
void *__real_memchr(const void *s, int c, size_t n);
void *__real_realloc(void *p, size_t n);
size_t __wrap_strlen(const char *s);
char *__wrap_strstr(const char *h, const char *n);
char *__wrap_strchr(const char *s, int c);
void *__wrap_memchr(const void *s, int c, size_t n);
void *__wrap_realloc(void *p, size_t n);

size_t __wrap_strlen(const char *s)
{
    size_t n = __real_strlen(s);
    work += n;
    return n;
}

char *__wrap_strstr(const char *h, const char *n)
{
    char *r = __real_strstr(h, n);
    work += r ? (size_t)(r - h) : __real_strlen(h);
    return r;
}

char *__wrap_strchr(const char *s, int c)
{
    char *r = __real_strchr(s, c);
    work += r ? (size_t)(r - s) : __real_strlen(s);
    return r;
}

void *__wrap_memchr(const void *s, int c, size_t n)
{
    void *r = __real_memchr(s, c, n);
    work += r ? (size_t)((const char *)r - (const char *)s) : n;
    return r;
}

void *__wrap_realloc(void *p, size_t n)
{
    work += n;
    return __real_realloc(p, n);
}

/* The work of replaying longrec_notes(n, nags, true); checks that the move keeps every note,
 * in order, and every command. */
static unsigned long long notes_work(const Variant *v, int n, bool nags)
{
    char *text = longrec_notes(n, nags, true);
    Match *m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    work = 0;
    int rc = match_play_record(m, text, NULL, &e);
    unsigned long long spent = work;
    CHECK_INT(rc, 0);
    CHECK_INT(match_plies(m), 2);
    int node = match_line_node(m, 0);
    const char *note = match_node_note(m, node);
    int count = 0;
    for (const char *p = note; (p = strchr(p, nags ? '$' : '{')) != NULL; p++)
        count++;
    CHECK_INT(count, n);
    char last[32];
    snprintf(last, sizeof last, nags ? " $%d" : " {c%d}", nags ? (n - 1) % 200 : n - 1);
    size_t len = strlen(note), k = strlen(last);
    CHECK(len > k && strcmp(note + len - k, last) == 0);
    if (!nags) {
        const char *cmds = match_node_commands(m, node);
        CHECK(strncmp(cmds, "[%eval 0.0] [%eval 0.1]", 23) == 0);
        CHECK_INT((int)strlen(cmds), n * 12 - 1);
    }
    match_free(m);
    free(text);
    return spent;
}

int main(void)
{
    Variant *v = test_variant("fide");
    for (int nags = 0; nags < 2; nags++) {
        int n = 6250;
        unsigned long long small = notes_work(v, n, nags), big = notes_work(v, 16 * n, nags);
        printf("%s on one move: %d ask %llu bytes of work, %d ask %llu (x%.1f)\n",
               nags ? "NAGs" : "comments", n, small, 16 * n, big, (double)big / (double)small);
        CHECK(small > 0 && big < 32 * small); /* linear: about 16; quadratic: 256 */
    }
    variant_free(v);
    return check_report("test_notes_work");
}
