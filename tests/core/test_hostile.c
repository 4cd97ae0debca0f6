/* test_hostile.c - records and saves under hostile input (issue 31): a variation tree
 * nested 40,000 deep, a comment word of a megabyte, memory in proportion to the game, move
 * numbers at their limit written so that they read back, a NUL byte refused at its place,
 * forged saves refused. The big inputs are made here (tests/support/longrec.c), not kept as
 * files; the time they take, and that it grows with the game and not its square, is
 * tests/core/bench_linear.c's (scripts/bench-records.sh). */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* wait4: the cost of one child */
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "longrec.h"
#include "morphchess/match.h"
#include "morphchess/pgn.h"
#include "morphchess/save.h"
#include "support.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif

/* Sizes are divided by this under the sanitizers (MORPH_TEST_QUICK set): 10, else 1. */
static int quick = 1;

/* Orthodox chess without the draws. */
static Variant *no_draws(void)
{
    return longrec_no_draws_of("variants/fide.json");
}

/* A new match of v with `text` played; a record that does not read fails the test. */
static Match *replay(const Variant *v, const char *text)
{
    Match *m = longrec_replay(v, text);
    CHECK(m != NULL);
    return m ? m : test_match(v, NULL);
}

/* 11: 40,000 nested variations are read, written as PGN and saved, and both read back to
 * the same tree (the writer kept a C stack frame per level and overflowed). */
static void test_deep_tree(void)
{
    Variant *v = no_draws();
    int depth = 40000 / quick;
    char *text = longrec_knights(200, depth, false);
    Match *m = replay(v, text);
    CHECK_INT(match_plies(m), 200);
    CHECK(match_has_variations(m));
    char *pgn = NULL;
    Error e;
    error_clear(&e);
    CHECK_INT(match_pgn_write(m, NULL, &pgn, &e), 0);
    Match *back = replay(v, pgn ? pgn : "");
    char *again = NULL;
    CHECK_INT(match_pgn_write(back, NULL, &again, &e), 0);
    CHECK(pgn && again && strcmp(pgn, again) == 0);
    char *saved = save_write(m, "");
    CHECK(saved != NULL);
    Variant *v2 = NULL;
    Match *m2 = NULL;
    if (saved && save_read(saved, strlen(saved), "deep.json", &v2, &m2, NULL, &e) != 0)
        fprintf(stderr, "%s: %s\n", e.where, e.what);
    CHECK(m2 != NULL);
    char *third = m2 ? save_write(m2, "") : NULL;
    CHECK(third && saved && strcmp(third, saved) == 0);
    printf("deep tree: %d levels read, written and read back twice\n", depth);
    free(third);
    match_free(m2);
    variant_free(v2);
    free(saved);
    free(again);
    free(pgn);
    match_free(back);
    match_free(m);
    free(text);
    variant_free(v);
}

/* 13: one comment word of a megabyte is written whole and reads back the same (it was cut
 * into 63-byte words, each found by scanning the rest of the word again; the time it takes,
 * linear in the word's length, is tests/core/bench_linear.c's). */
static void test_big_comment(void)
{
    Variant *v = no_draws();
    size_t n = 1 << 20;
    char *text = malloc(n + 64);
    int head = snprintf(text, 64, "1. Nf3 {");
    memset(text + head, 'w', n);
    snprintf(text + head + n, 64, "} Nf6 *");
    Match *m = replay(v, text);
    char *saved = save_write(m, "");
    Variant *v2 = NULL;
    Match *m2 = NULL;
    Error e;
    CHECK_INT(saved ? save_read(saved, strlen(saved), "big.json", &v2, &m2, NULL, &e) : -1, 0);
    if (m2) {
        const char *note = match_node_note(m2, match_line_node(m2, 0));
        CHECK_INT(strlen(note), n + 2);
        CHECK(strchr(note, ' ') == NULL);
    }
    match_free(m2);
    variant_free(v2);
    free(saved);
    match_free(m);
    free(text);
    variant_free(v);
}

/* The peak resident memory, in bytes, of a child that replays `plies` knight moves (its
 * growth over the child's start). */
static long replay_memory(const Variant *v, int plies)
{
    char *text = variant_def(v)->portal.layout != PORTAL_NONE ? longrec_portal_knights(plies)
                                                              : longrec_knights(plies, 0, false);
    int pipefd[2];
    if (pipe(pipefd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        struct rusage u;
        getrusage(RUSAGE_SELF, &u);
        long before = u.ru_maxrss;
        Match *m = replay(v, text);
        getrusage(RUSAGE_SELF, &u);
        long grown = (u.ru_maxrss - before) * 1024L;
        if (write(pipefd[1], &grown, sizeof grown) != (ssize_t)sizeof grown)
            _exit(1);
        match_free(m);
        _exit(0);
    }
    long grown = -1;
    close(pipefd[1]);
    if (read(pipefd[0], &grown, sizeof grown) != (ssize_t)sizeof grown)
        grown = -1;
    close(pipefd[0]);
    waitpid(pid, NULL, 0);
    free(text);
    return grown;
}

/* 14: a long record costs a few hundred bytes a ply, not 700 bytes a token of its text
 * held whole, and more beside for every move (events with their texts). */
static void test_memory(void)
{
    if (UNDER_ASAN) {
        printf("memory: not measured under AddressSanitizer\n");
        return;
    }
    Variant *v = no_draws();
    int plies = 60000;
    long grown = replay_memory(v, plies);
    printf("memory: %d plies replayed in %ld bytes (%ld a ply)\n", plies, grown, grown / plies);
    CHECK(grown > 0 && grown / plies < 800);
    variant_free(v);
}

/* 14: a Portal game costs what a ply needs: its action (a word) and a share of a
 * checkpoint, not two boards a ply; the whole replay (the tree's node of 80 bytes and the
 * record read too) within 200 bytes a ply at its peak over 40,000 plies (issue 46; it was 262
 * with a node of 120 bytes, a ply of 20 and the record read twice), and four times the plies
 * about four times the memory (bytes, not time). */
static void test_portal_memory(void)
{
    if (UNDER_ASAN) {
        printf("Portal memory: not measured under AddressSanitizer\n");
        return;
    }
    Variant *v = longrec_no_draws_of("variants/portal.json");
    int plies = 10000;
    long few = replay_memory(v, plies), many = replay_memory(v, 4 * plies);
    printf("Portal memory: %d plies in %ld bytes (%ld a ply), %d in %ld (%ld a ply, x%.1f)\n",
           plies, few, few / plies, 4 * plies, many, many / (4 * plies),
           few > 0 ? (double)many / (double)few : 0.0);
    CHECK(few > 0 && many > 0 && many / (4 * plies) <= 200);
    CHECK(many < 6 * few); /* linear: 4 */
    variant_free(v);
}

/* The record of scripts/bench-records.sh: `plies` knight moves, and at every fifth ply a
 * side line of two moves with another nested in it (2 * plies / 5 variations). */
static char *branching_record(int plies)
{
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    static const char *const side[] = {"Nc3", "Nc6", "Nc3", "Nc6"};
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    for (int p = 0; p < plies; p++) {
        int q = p + 1;
        fprintf(f, p % 2 ? "%d... %s " : "%d. %s ", p / 2 + 1, round[p % 4]);
        if (p % 5 == 0 && q < plies) {
            char reply[16];
            snprintf(reply, sizeof reply, q % 2 ? "%d..." : "%d.", q / 2 + 1);
            fprintf(f, p % 2 ? "(%d... %s " : "(%d. %s ", p / 2 + 1, side[p % 4]);
            fprintf(f, "%s %s (%s %s)) ", reply, q % 2 ? "Na6" : "Na3", reply, q % 2 ? "a6" : "a3");
        }
    }
    fprintf(f, "*\n");
    fclose(f);
    return text;
}

/* Runs morphchess-cli with args (its output into `out`, or /dev/null): its peak resident
 * memory in KB, -1 when it failed. A child's peak counts this process's resident memory when
 * it was forked (not its peak, which a vfork or posix_spawn child would count): run while
 * this one is small. */
static long cli_peak_kb(const char *const *args, const char *out)
{
    char *argv[8] = {MORPH_CLI};
    for (int i = 0; args[i] && i < 6; i++)
        argv[i + 1] = (char *)args[i];
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        int fd = open(out ? out : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0 || dup2(fd, 1) < 0)
            _exit(127);
        execv(MORPH_CLI, argv);
        _exit(127);
    }
    int status = 0;
    struct rusage u;
    if (pid < 0 || wait4(pid, &status, 0, &u) != pid || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
        return -1;
    return u.ru_maxrss;
}

/* Done when: a 100,000-ply record with 40,000 nested variations replays, saves and reopens
 * within 100 MB. A fifth of it here through morphchess-cli as the benchmark runs it (20,000
 * plies, 8,000 variations): each of replay, replay --save and saved reads the whole tree
 * within 1,000 bytes a ply over the tool's own start (scripts/bench-records.sh prints the
 * time of the whole). */
static void test_scale(void)
{
    char *rules = longrec_no_draws_json("variants/fide.json");
    char dir[] = "/tmp/morph-scale-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char pgn[64], save[64];
    snprintf(pgn, sizeof pgn, "%s/long.pgn", dir);
    snprintf(save, sizeof save, "%s/long.json", dir);
    static const char *const stages[] = {"replay", "replay --save", "saved"};
    const char *const runs[3][4] = {
        {"replay", pgn, NULL}, {"replay", pgn, "--save", NULL}, {"saved", save, NULL}};
    /* the tool's own start: a record of one move */
    FILE *f = fopen(pgn, "w");
    fprintf(f, "1. Nf3 *\n");
    fclose(f);
    long base = cli_peak_kb(runs[0], NULL);
    printf("the tool's start: %ld KB\n", base);
    CHECK(base > 0);
    if (!UNDER_ASAN) /* this process was small: the figures are the tool's */
        CHECK(base < 16384);
    int n = 20000 / quick;
    char *record = branching_record(n);
    f = fopen(pgn, "w");
    fputs("[Variant \"nodraws\"]\n[VariantJSON \"", f);
    for (const char *c = rules; *c; c++)
        if (*c != '\n')
            fprintf(f, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
    fprintf(f, "\"]\n\n%s", record);
    fclose(f);
    for (int s = 0; s < 3; s++) {
        long kb = cli_peak_kb(runs[s], s == 1 ? save : NULL);
        long grown = (kb - base) * 1024;
        printf("%s of %d plies (%d variations): %ld KB peak (%ld bytes a ply over the start)\n",
               stages[s], n, 2 * n / 5, kb, grown / n);
        CHECK(kb > 0);
        if (!UNDER_ASAN)
            CHECK(grown / n < 1000);
    }
    free(record);
    unlink(pgn);
    unlink(save);
    rmdir(dir);
    free(rules);
}

/* Writes text to path; false when it could not. */
static bool write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    bool ok = f && fputs(text, f) >= 0;
    return f && fclose(f) == 0 && ok;
}

/* 14, through the tool: `morphchess-cli replay` of a 40,000-ply Portal game peaks within 200
 * bytes a ply over its start (an empty record), the record's text and its reading included
 * (issue 46; it was 239: the file's text kept through the replay, and the heap's holes once
 * glibc's threshold for mapped allocations had risen). */
static void test_portal_tool(void)
{
    char dir[] = "/tmp/morph-portal-XXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char json[64], record[64];
    snprintf(json, sizeof json, "%s/portal.json", dir);
    snprintf(record, sizeof record, "%s/game.txt", dir);
    char *rules = longrec_no_draws_json("variants/portal.json");
    int plies = 40000;
    char *game = longrec_portal_knights(plies);
    const char *const args[] = {"replay", json, record, NULL};
    CHECK(write_text(json, rules) && write_text(record, "*\n"));
    long base = cli_peak_kb(args, NULL);
    CHECK(write_text(record, game));
    long kb = cli_peak_kb(args, NULL);
    long grown = (kb - base) * 1024;
    printf("Portal replay by the tool: %d plies, %ld KB peak (%ld bytes a ply over its start)\n",
           plies, kb, grown / plies);
    CHECK(base > 0 && kb > 0);
    if (!UNDER_ASAN)
        CHECK(grown / plies <= 200);
    unlink(json);
    unlink(record);
    rmdir(dir);
    free(game);
    free(rules);
}

/* 15: move numbers at the greatest a record reads (2^31 - 1) stay there in what is written,
 * with variations, so that PGN and saves read back (the writer went on to -2147483648). */
static void test_numbers(void)
{
    Variant *v = test_variant("fide");
    const char *fen = "r3k3/8/8/8/8/8/8/4K2R w - - 0 2147483646";
    Match *m = test_match(v, fen);
    Error e;
    error_clear(&e);
    const char *moves = "2147483646. Ke2 Ke7 2147483647. Kd3 (2147483647. Kf3 Kf7) "
                        "2147483647... Kd7 2147483647. Kc3 Kc7 *";
    MatchNotes notes;
    CHECK_INT(match_play_record(m, moves, &notes, &e), 0);
    CHECK_INT(match_plies(m), 6);
    char *pgn = NULL;
    CHECK_INT(match_pgn_write(m, NULL, &pgn, &e), 0);
    CHECK(pgn && strstr(pgn, "-2147483648") == NULL);
    CHECK(pgn && strstr(pgn, "\n2147483647. Kc3 Kc7 *") != NULL);
    Match *back = test_match(v, NULL);
    if (pgn && match_play_record(back, pgn, &notes, &e) != 0)
        fprintf(stderr, "%s: %s\n%s\n", e.where, e.what, pgn);
    CHECK_INT(match_plies(back), 6);
    char *saved = save_write(m, "");
    Variant *v2 = NULL;
    Match *m2 = NULL;
    if (save_read(saved, strlen(saved), "n.json", &v2, &m2, NULL, &e) != 0)
        fprintf(stderr, "%s: %s\n", e.where, e.what);
    CHECK(m2 && match_has_variations(m2));
    match_free(m2);
    variant_free(v2);
    free(saved);
    match_free(back);
    free(pgn);
    match_free(m);
    variant_free(v);
}

/* 16: a NUL byte is an error at its place, not the end of the text. */
static void test_nul(void)
{
    Error e;
    error_clear(&e);
    const char text[] = "[Variant \"revolving\"]\n\n1. e4\0 e5 *\n";
    CHECK_INT(pgn_check_text(text, sizeof text - 1, "g.pgn", &e), -1);
    CHECK_STR(e.where, "g.pgn:3:6");
    CHECK_STR(e.what, "a NUL byte: this is not a text (the rest would be lost)");
    CHECK_INT(pgn_check_text("\0[Variant", 9, NULL, &e), -1);
    CHECK_STR(e.where, "line 1, column 1");
    CHECK_INT(pgn_check_text(text, 25, "g.pgn", &e), 0);
}

/* 20: a save must agree with its own game: its end by time at the end of its moves, its
 * result the game's. */
static void test_forged(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    error_clear(&e);
    CHECK_INT(match_play_movetext(m, "1. e4 e5 2. Nf3 Nc6", &e), 0);
    CHECK_INT(match_end(m, STATUS_TIME, RESULT_WHITE, &e), 0);
    char *saved = save_write(m, "");
    CHECK_STR(test_save_error(saved), "");
    char *early = test_forge_save(saved, "\"ended\": {\"ply\": 4", "\"ended\": {\"ply\": 1");
    CHECK_STR(test_save_error(early),
              "f.json:46:20: $.ended.ply: the game ended at ply 1, but 4 moves "
              "are recorded: no move follows the end");
    char *other = test_forge_save(saved, "\"result\": \"1-0\",\n  \"ply\"",
                                  "\"result\": \"0-1\",\n  \"ply\"");
    CHECK_STR(test_save_error(other),
              "f.json:6:13: $.result: the game's result is \"1-0\", not \"0-1\"");
    free(other);
    free(early);
    free(saved);
    /* a result on a game that goes on */
    match_free(m);
    m = test_match(v, NULL);
    CHECK_INT(match_play_movetext(m, "1. e4 e5", &e), 0);
    saved = save_write(m, "");
    other = test_forge_save(saved, "\"result\": \"*\"", "\"result\": \"1-0\"");
    CHECK_STR(test_save_error(other),
              "f.json:6:13: $.result: the game's result is \"*\", not \"1-0\"");
    /* the end can only be the end of the line: moves after it could not be saved */
    match_goto(m, 1);
    CHECK_INT(match_end(m, STATUS_TIME, RESULT_BLACK, &e), -1);
    CHECK_STR(e.what, "not the end of the game's line");
    free(other);
    free(saved);
    match_free(m);
    variant_free(v);
}

int main(void)
{
    const char *q = getenv("MORPH_TEST_QUICK");
    quick = q && q[0] && strcmp(q, "0") != 0 ? 10 : 1;
    test_scale(); /* first, while this process is small (cli_peak_kb) */
    test_portal_tool();
    test_nul();
    test_numbers();
    test_forged();
    test_memory();
    test_portal_memory();
    test_deep_tree();
    test_big_comment();
    return check_report("test_hostile");
}
