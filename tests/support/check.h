/* check.h - the tiny assertion kit of the test programs: each failure prints
 * file:line and what differed; main returns check_report(). */
#ifndef MORPH_CHECK_H
#define MORPH_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        check_count++;                                                                             \
        if (!(cond)) {                                                                             \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);               \
        }                                                                                          \
    } while (0)

#define CHECK_INT(actual, expected)                                                                \
    do {                                                                                           \
        long long check_a_ = (long long)(actual), check_e_ = (long long)(expected);                \
        check_count++;                                                                             \
        if (check_a_ != check_e_) {                                                                \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #actual,     \
                    check_a_, check_e_);                                                           \
        }                                                                                          \
    } while (0)

#define CHECK_STR(actual, expected)                                                                \
    do {                                                                                           \
        const char *check_a_ = (actual), *check_e_ = (expected);                                   \
        check_count++;                                                                             \
        if (!check_a_ || strcmp(check_a_, check_e_) != 0) {                                        \
            check_failures++;                                                                      \
            fprintf(stderr, "%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__, #actual, \
                    check_a_ ? check_a_ : "(null)", check_e_);                                     \
        }                                                                                          \
    } while (0)

static inline int check_report(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
    return check_failures ? 1 : 0;
}

#endif
