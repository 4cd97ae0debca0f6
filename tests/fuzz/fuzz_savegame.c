/* fuzz_savegame.c - saved games (morphchess/save.h) on any text: either the game loads and
 * is written back to the very same text, or it is refused with a message; recovery of a
 * refused text either gives a playable game or says why not; never a crash or a leak.
 *
 * A mutation almost always breaks a checksum, and the reader then stops at it. So that
 * mutations reach the strict reader behind the checksums, the harness first seals most
 * inputs again (those whose size is not a multiple of 7): where the text keeps the layout
 * save_write gives, it writes the head, each move's chain and the whole-text checksum that
 * its content gives. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "morphchess/save.h"

/* The offset of the first line of t (n bytes) that starts with prefix, past it; 0: none. */
static size_t line_after(const char *t, size_t n, const char *prefix)
{
    size_t k = strlen(prefix);
    for (size_t i = 0; i + k <= n; i++)
        if ((i == 0 || t[i - 1] == '\n') && memcmp(t + i, prefix, k) == 0)
            return i + k;
    return 0;
}

/* The end of the JSON string starting at t[i] ('"'), past its closing quote; 0: none. */
static size_t string_end(const char *t, size_t n, size_t i)
{
    if (i >= n || t[i] != '"')
        return 0;
    for (i++; i < n; i++) {
        if (t[i] == '\\')
            i++;
        else if (t[i] == '"')
            return i + 1;
    }
    return 0;
}

/* The end of the JSON object or array at t[i], by brackets outside strings; 0: none. */
static size_t value_end(const char *t, size_t n, size_t i)
{
    int depth = 0;
    for (; i < n; i++) {
        if (t[i] == '"') {
            i = string_end(t, n, i);
            if (!i)
                return 0;
            i--;
        } else if (t[i] == '{' || t[i] == '[') {
            depth++;
        } else if ((t[i] == '}' || t[i] == ']') && --depth == 0) {
            return i + 1;
        }
    }
    return 0;
}

/* Writes crc as 8 hex digits at t[i] when they fit before n. */
static void put_crc(char *t, size_t n, size_t i, uint32_t crc)
{
    static const char hex[] = "0123456789abcdef";
    for (int k = 0; k < 8 && i + (size_t)k < n; k++)
        t[i + (size_t)k] = hex[(crc >> (28 - 4 * k)) & 15];
}

/* The head, the moves' chain and the whole-text checksum of t made right again, as far as
 * the text keeps save_write's layout. */
static void reseal(char *t, size_t n)
{
    size_t id = line_after(t, n, "  \"variant_id\": "), start = line_after(t, n, "  \"start\": ");
    size_t var = line_after(t, n, "  \"variant\": "), head = line_after(t, n, "  \"head\": \"");
    size_t id_end = id ? string_end(t, n, id) : 0, start_end = start ? string_end(t, n, start) : 0;
    size_t var_end = var ? value_end(t, n, var) : 0;
    if (id_end && start_end && var_end && head && head + 8 <= n) {
        uint32_t chain = save_crc32(0, t + id + 1, id_end - id - 2);
        chain = save_crc32(chain, "\n", 1);
        chain = save_crc32(chain, t + start + 1, start_end - start - 2);
        chain = save_crc32(chain, "\n", 1);
        chain = save_crc32(chain, t + var, var_end - var);
        put_crc(t, n, head, chain);
        /* each move line: `    ["TEXT", "CHAIN"]` */
        for (size_t i = line_after(t, n, "  \"moves\": ["); i && i < n;) {
            while (i < n && (t[i] == '\n' || t[i] == ' ' || t[i] == ','))
                i++;
            size_t end = i + 1 < n && t[i] == '[' ? string_end(t, n, i + 1) : 0;
            if (!end || end + 4 + 8 > n || memcmp(t + end, ", \"", 3) != 0)
                break;
            chain = save_crc32(chain, t + i + 2, end - i - 3);
            put_crc(t, n, end + 3, chain);
            i = end + 3 + 8 + 2;
        }
    }
    size_t sum = line_after(t, n, "  \"checksum\": \"crc32:");
    if (sum)
        put_crc(t, n, sum, save_crc32(0, t, sum - strlen("  \"checksum\": \"crc32:") + 2));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size ? size : 1);
    if (!text)
        abort();
    if (size)
        memcpy(text, data, size);
    if (size % 7 != 0)
        reseal(text, size);
    Variant *v = NULL;
    Match *m = NULL;
    SaveSummary sum;
    Error e;
    e.what[0] = '\0';
    if (save_read(text, size, "fuzz.json", &v, &m, &sum, &e) == 0) {
        char *again = save_write(m, sum.created);
        if (!again)
            abort();
        Variant *v2 = NULL;
        Match *m2 = NULL;
        if (save_read(again, strlen(again), "again.json", &v2, &m2, NULL, &e) != 0)
            abort(); /* what the program writes must read back */
        char *third = save_write(m2, sum.created);
        if (!third || strcmp(again, third) != 0)
            abort();
        free(third);
        match_free(m2);
        variant_free(v2);
        free(again);
        match_free(m);
        variant_free(v);
        free(text);
        return 0;
    }
    if (!e.what[0])
        abort();
    e.what[0] = '\0';
    int n = save_recover(text, size, "fuzz.json", &v, &m, &e);
    if (n >= 0) {
        if (match_plies(m) != n)
            abort();
        match_free(m);
        variant_free(v);
    } else if (!e.what[0]) {
        abort();
    }
    free(text);
    return 0;
}
