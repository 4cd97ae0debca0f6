/* test_uci_position_work.c - a UCI "position" line's moves cost one generation of the legal
 * moves a ply (issue 49, 7): the work is counted, not timed. Each move was read, written,
 * checked and its position's status taken with a generation of its own (nine a ply); the game
 * now keeps the legal moves of its position, made once when the move before is played. The
 * link sends the core's calls of the move generator through this test's wrappers
 * (CMakeLists.txt: -Wl,--wrap); a generator's calls inside its own file are not counted, so
 * each count is one whole generation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "movegen.h"
#include "uci_impl.h"

static unsigned long long generations;

int __real_movegen_legal(const Variant *v, const Position *p, MoveList *out);
int __real_movegen_count(const Variant *v, const Position *p);
bool __real_movegen_is_legal(const Variant *v, const Position *p, Move m);
int __wrap_movegen_legal(const Variant *v, const Position *p, MoveList *out);
int __wrap_movegen_count(const Variant *v, const Position *p);
bool __wrap_movegen_is_legal(const Variant *v, const Position *p, Move m);

int __wrap_movegen_legal(const Variant *v, const Position *p, MoveList *out)
{
    generations++;
    return __real_movegen_legal(v, p, out);
}

int __wrap_movegen_count(const Variant *v, const Position *p)
{
    generations++;
    return __real_movegen_count(v, p);
}

bool __wrap_movegen_is_legal(const Variant *v, const Position *p, Move m)
{
    generations++;
    return __real_movegen_is_legal(v, p, m);
}

/* "position startpos moves" and `plies` knight moves out and back (g1f3 g8f6 f3g1 f6g8 ...),
 * then `last` when not NULL. */
static char *knights_line(int plies, const char *last)
{
    static const char *const round[4] = {"g1f3", "g8f6", "f3g1", "f6g8"};
    size_t size = 32 + (size_t)plies * 5 + (last ? strlen(last) + 1 : 0);
    char *line = malloc(size);
    if (!line)
        return NULL;
    size_t n = (size_t)snprintf(line, size, "position startpos moves");
    for (int i = 0; i < plies; i++)
        n += (size_t)snprintf(line + n, size - n, " %s", round[i % 4]);
    if (last)
        snprintf(line + n, size - n, " %s", last);
    return line;
}

/* What the engine wrote to out since it was rewound, as a string (static). */
static const char *said(FILE *out)
{
    static char text[4096];
    fflush(out);
    long end = ftell(out);
    rewind(out);
    size_t n = fread(text, 1, sizeof text - 1, out);
    text[n] = '\0';
    fseek(out, end, SEEK_SET);
    return text;
}

int main(void)
{
    FILE *out = tmpfile();
    CHECK(out != NULL);
    Uci *u = uci_new(out, 1);
    CHECK(u != NULL);
    if (!out || !u)
        return check_report("test_uci_position_work");
    /* past one of the engine's new starts (at 8,192 plies the line's last 1,024 are played
     * again on a fresh match): 10,000 plies, a multiple of 4, the knights home again */
    int plies = 10000;
    char *line = knights_line(plies, NULL);
    CHECK(line != NULL);
    generations = 0;
    uci_command(u, line);
    unsigned long long spent = generations;
    printf("a position line of %d plies: %llu generations of the legal moves (%.2f a ply)\n", plies,
           spent, (double)spent / plies);
    CHECK(spent >= (unsigned long long)plies);        /* the counting sees the generations */
    CHECK(spent <= 2ull * (unsigned long long)plies); /* one a ply, and the new starts' plies */
    char fen[256];
    CHECK(match_fen(u->m, fen, sizeof fen) > 0);
    CHECK_STR(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 10000 5001");
    CHECK(strstr(said(out), "illegal") == NULL);
    free(line);

    /* an illegal move is still refused after the legal ones before it, in the same words */
    line = knights_line(6, "e1e2");
    uci_command(u, line);
    CHECK(strstr(said(out),
                 "info string position: illegal move e1e2; the moves before it are played\n") !=
          NULL);
    CHECK(match_fen(u->m, fen, sizeof fen) > 0);
    CHECK_STR(fen, "rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 6 4");
    free(line);
    uci_free(u);
    fclose(out);
    return check_report("test_uci_position_work");
}
