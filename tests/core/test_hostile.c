/* test_hostile.c - records and saves under hostile input (issue 31): a variation tree
 * nested 40,000 deep, long games and many comments read in time that grows with the game
 * (not its square), memory in proportion to the game, move numbers at their limit written so
 * that they read back, a NUL byte refused at its place, forged saves refused. The big inputs
 * are made here, not kept as files. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* wait4: the cost of one child */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "hostfile.h"
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

/* s with its first `from` replaced by `to` (malloc'd), or NULL when it has none. */
static char *replaced(const char *s, const char *from, const char *to)
{
    const char *at = strstr(s, from);
    if (!at)
        return NULL;
    size_t head = (size_t)(at - s);
    char *text = malloc(strlen(s) - strlen(from) + strlen(to) + 1);
    memcpy(text, s, head);
    strcpy(text + head, to);
    strcat(text, at + strlen(from));
    return text;
}

/* The variant of `file` without the draws by repetition and fifty moves, so that knights
 * may go back and forth for as long as a test needs. */
static Variant *no_draws_of(const char *file)
{
    char *text = NULL;
    Error e;
    if (host_read_file(file, 1 << 20, &text, NULL, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    char *once = replaced(text, "\"repetition\": true", "\"repetition\": false");
    char *twice = once ? replaced(once, "\"fifty_move\": true", "\"fifty_move\": false") : NULL;
    Variant *v = NULL;
    if (!twice || variant_load_text(twice, "nodraws.json", &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", file, twice ? e.what : "no draw rules to turn off");
        exit(1);
    }
    free(twice);
    free(once);
    free(text);
    return v;
}

/* Orthodox chess without the draws. */
static Variant *no_draws(void)
{
    return no_draws_of("variants/fide.json");
}

/* Sizes are divided by this under the sanitizers (MORPH_TEST_QUICK set): 10, else 1. */
static int quick = 1;

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The knights' round: Nf3 Nf6 Ng1 Ng8 ... numbered, `plies` moves from ply `from` on. */
static void knights(FILE *f, int from, int plies, bool comments)
{
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int p = from; p < from + plies; p++) {
        if (p % 2 == 0)
            fprintf(f, "%d. ", p / 2 + 1);
        fprintf(f, "%s ", round[p % 4]);
        if (comments)
            fprintf(f, "{c%d} ", p);
    }
}

/* A game of `plies` knight moves; after the first, `depth` variations each nested in the
 * one before (each an alternative to the move before it, with one move more). */
static char *deep_record(int plies, int depth, bool comments)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    /* from the start: Nc3 Nc6 Nb1 Nb8 go round, and Nf3 / Nf6 are the other choices */
    static const char *const go_on[] = {"Nc3", "Nc6", "Nb1", "Nb8"};
    static const char *const leaf[] = {"Nf3", "Nf6", "Nf3", "Nf6"};
    fprintf(f, "1. Nf3 ");
    for (int d = 0; d < depth; d++) {
        fprintf(f, d % 2 ? "(%d... %s " : "(%d. %s ", d / 2 + 1, go_on[d % 4]);
        fprintf(f, (d + 1) % 2 ? "%d... %s " : "%d. %s ", (d + 1) / 2 + 1, leaf[(d + 1) % 4]);
    }
    for (int d = 0; d < depth; d++)
        fputc(')', f);
    fputc(' ', f);
    knights(f, 1, plies - 1, comments);
    fprintf(f, "*\n");
    fclose(f);
    return text;
}

static Match *replay(const Variant *v, const char *text)
{
    Match *m = test_match(v, NULL);
    MatchNotes notes;
    Error e;
    error_clear(&e);
    if (match_play_record(m, text, &notes, &e) != 0) {
        fprintf(stderr, "replay: %s: %s\n", e.where, e.what);
        CHECK(false);
    }
    return m;
}

/* 11: 40,000 nested variations are read, written as PGN and saved, and both read back to
 * the same tree (the writer kept a C stack frame per level and overflowed). */
static void test_deep_tree(void)
{
    Variant *v = no_draws();
    int depth = 40000 / quick;
    char *text = deep_record(200, depth, false);
    double t0 = cpu_seconds();
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
    double secs = cpu_seconds() - t0;
    printf("deep tree: %d levels read, written and read back twice in %.2f s of CPU\n", depth,
           secs);
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

/* CPU seconds to replay a record of `plies` knight moves (with a comment each). */
static double replay_time(const Variant *v, int plies, bool comments)
{
    char *text = deep_record(plies, 0, comments);
    double t0 = cpu_seconds();
    Match *m = replay(v, text);
    double secs = cpu_seconds() - t0;
    CHECK_INT(match_plies(m), plies);
    match_free(m);
    free(text);
    return secs;
}

/* A Portal game of `plies` knight moves, each side's knights out and back on both boards:
 * 1. A:Nf3 B:Nf6 2. B:Nf3 A:Nf6 3. A:Ng1 B:Ng8 4. B:Ng1 A:Ng8 ... */
static char *portal_knights(int plies)
{
    static const char *const round[] = {"A:Nf3", "B:Nf6", "B:Nf3", "A:Nf6",
                                        "A:Ng1", "B:Ng8", "B:Ng1", "A:Ng8"};
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    for (int p = 0; p < plies; p++) {
        if (p % 2 == 0)
            fprintf(f, "%d. ", p / 2 + 1);
        fprintf(f, "%s ", round[p % 8]);
    }
    fprintf(f, "*\n");
    fclose(f);
    return text;
}

/* CPU seconds to replay a Portal record of `plies` knight moves (the better of two runs). */
static double portal_replay_time(const Variant *v, int plies)
{
    char *text = portal_knights(plies);
    double best = 1e9;
    for (int run = 0; run < 2; run++) {
        double t0 = cpu_seconds();
        Match *m = replay(v, text);
        double secs = cpu_seconds() - t0;
        best = secs < best ? secs : best;
        CHECK_INT(match_plies(m), plies);
        match_free(m);
    }
    free(text);
    return best;
}

/* 13: four times the moves (or the comments) cost about four times the time, not sixteen:
 * the captured pieces were listed from the start at every move, and each comment searched
 * all the comments before it; in Portal each move also walked the game for the positions
 * that repeat (10,000 plies 0.65 s, 40,000 12.6 s of CPU; now 0.05-0.09 s and 0.3-0.5 s). */
static void test_linear(void)
{
    Variant *portal = no_draws_of("variants/portal.json");
    int turns = 10000 / quick;
    double few = portal_replay_time(portal, turns), many = portal_replay_time(portal, 4 * turns);
    printf("Portal moves: %d plies in %.3f s, %d in %.3f s (x%.1f)\n", turns, few, 4 * turns, many,
           many / few);
    CHECK(many < 10 * few + 0.05); /* quadratic: 16 */
    variant_free(portal);
    Variant *v = no_draws();
    for (int comments = 0; comments < 2; comments++) {
        int n = 20000 / quick;
        double small = replay_time(v, n, comments), big = replay_time(v, 4 * n, comments);
        printf("%s: %d plies in %.3f s, %d in %.3f s (x%.1f)\n",
               comments ? "a comment a move" : "moves", n, small, 4 * n, big, big / small);
        CHECK(big < 10 * small + 0.05); /* quadratic: 16 */
    }
    variant_free(v);
}

/* 13: one comment word of a megabyte is written whole, in time, and reads back the same (it
 * was cut into 63-byte words, each found by scanning the rest of the word again). */
/* CPU seconds to write the save of a match whose one comment is a word of n bytes. */
static double comment_save_time(const Variant *v, size_t n)
{
    char *text = malloc(n + 64);
    int head = snprintf(text, 64, "1. Nf3 {");
    memset(text + head, 'w', n);
    snprintf(text + head + n, 64, "} Nf6 *");
    Match *m = replay(v, text);
    double t0 = cpu_seconds();
    char *saved = save_write(m, "");
    double secs = cpu_seconds() - t0;
    CHECK(saved != NULL);
    free(saved);
    match_free(m);
    free(text);
    return secs;
}

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
    /* linear in the word's length: 16 times the length, not 256 times the time (a ratio of
     * the process's own CPU time, whatever else the machine does) */
    double small = comment_save_time(v, n / 16), big = comment_save_time(v, n);
    printf("a comment word of 64 KB saved in %.4f s of CPU, of 1 MB in %.4f s\n", small, big);
    CHECK(big < 64 * small + 0.05);
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
    char *text = variant_def(v)->portal.layout != PORTAL_NONE ? portal_knights(plies)
                                                              : deep_record(plies, 0, false);
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

/* 14: a Portal game costs what a ply needs: its action and a share of a checkpoint, not
 * two boards a ply; the whole replay (the tree's nodes and the record read too) within 300
 * bytes a ply at its peak over 40,000 plies, and four times the plies about four times the
 * memory (bytes, not time). */
static void test_portal_memory(void)
{
    if (UNDER_ASAN) {
        printf("Portal memory: not measured under AddressSanitizer\n");
        return;
    }
    Variant *v = no_draws_of("variants/portal.json");
    int plies = 10000;
    long few = replay_memory(v, plies), many = replay_memory(v, 4 * plies);
    printf("Portal memory: %d plies in %ld bytes (%ld a ply), %d in %ld (%ld a ply, x%.1f)\n",
           plies, few, few / plies, 4 * plies, many, many / (4 * plies),
           few > 0 ? (double)many / (double)few : 0.0);
    CHECK(few > 0 && many > 0 && many / (4 * plies) <= 300);
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

/* What a run of the command-line tool cost: its peak resident memory (KB) and CPU time. */
typedef struct Cost {
    long kb;
    double secs;
} Cost;

/* Runs morphchess-cli with args (its output into `out`, or /dev/null): its cost, kb -1 when
 * it failed. A child's peak counts this process's resident memory when it was forked (not
 * its peak, which a vfork or posix_spawn child would count): run while this one is small. */
static Cost cli_cost(const char *const *args, const char *out)
{
    Cost c = {-1, 0};
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
        return c;
    c.kb = u.ru_maxrss;
    c.secs = (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec / 1e6 +
             (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec / 1e6;
    return c;
}

/* Done when: a 100,000-ply record with 40,000 nested variations replays, saves and reopens
 * in seconds within 100 MB. A fifth of it here through morphchess-cli as the benchmark runs
 * it (20,000 plies, 8,000 variations): each of replay, replay --save and saved within 1,000
 * bytes a ply over the tool's own start (100 MB for the whole) and 2 s of CPU (about 0.3 s
 * each; reopening took 12.2 s for the whole before match_goto_node walked only to the
 * line), and four times the game in less than ten times the time (quadratic: 16). */
static void test_scale(void)
{
    char *json = NULL;
    Error e;
    if (host_read_file("variants/fide.json", 1 << 20, &json, NULL, &e) != 0) {
        CHECK(false);
        return;
    }
    char *once = replaced(json, "\"repetition\": true", "\"repetition\": false");
    char *rules = replaced(once, "\"fifty_move\": true", "\"fifty_move\": false");
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
    Cost base = cli_cost(runs[0], NULL);
    printf("the tool's start: %ld KB\n", base.kb);
    CHECK(base.kb > 0);
    if (!UNDER_ASAN) /* this process was small: the figures are the tool's */
        CHECK(base.kb < 16384);
    Cost cost[2][3];
    int plies = 20000 / quick;
    for (int size = 0; size < 2; size++) {
        int n = size ? plies : plies / 4;
        char *record = branching_record(n);
        f = fopen(pgn, "w");
        fputs("[Variant \"nodraws\"]\n[VariantJSON \"", f);
        for (const char *c = rules; *c; c++)
            if (*c != '\n')
                fprintf(f, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
        fprintf(f, "\"]\n\n%s", record);
        fclose(f);
        for (int s = 0; s < 3; s++) {
            cost[size][s] = cli_cost(runs[s], s == 1 ? save : NULL);
            long grown = (cost[size][s].kb - base.kb) * 1024;
            printf("%s of %d plies (%d variations): %.3f s CPU, %ld KB peak (%ld bytes a ply "
                   "over the start)\n",
                   stages[s], n, 2 * n / 5, cost[size][s].secs, cost[size][s].kb, grown / n);
            CHECK(cost[size][s].kb > 0);
            if (!UNDER_ASAN && size == 1)
                CHECK(grown / n < 1000);
        }
        free(record);
    }
    for (int s = 0; s < 3; s++)
        CHECK(cost[1][s].secs < 10 * cost[0][s].secs + 0.05);
    unlink(pgn);
    unlink(save);
    rmdir(dir);
    free(rules);
    free(once);
    free(json);
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

/* The save text with `from` replaced by `to` and its checksum made right again, so that
 * the reader's own checks are reached (malloc'd). */
static char *forge(const char *saved, const char *from, const char *to)
{
    char *text = replaced(saved, from, to);
    if (text)
        test_reseal(text);
    return text;
}

/* What save_read says of text: "where: what", or "" when it reads. */
static const char *read_error(const char *text)
{
    static char msg[2048];
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    error_clear(&e);
    msg[0] = '\0';
    if (!text)
        return "(no text)";
    if (save_read(text, strlen(text), "f.json", &v, &m, NULL, &e) != 0)
        snprintf(msg, sizeof msg, "%s: %s", e.where, e.what);
    match_free(m);
    variant_free(v);
    return msg;
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
    CHECK_STR(read_error(saved), "");
    char *early = forge(saved, "\"ended\": {\"ply\": 4", "\"ended\": {\"ply\": 1");
    CHECK_STR(read_error(early), "f.json:46:20: $.ended.ply: the game ended at ply 1, but 4 moves "
                                 "are recorded: no move follows the end");
    char *other =
        forge(saved, "\"result\": \"1-0\",\n  \"ply\"", "\"result\": \"0-1\",\n  \"ply\"");
    CHECK_STR(read_error(other),
              "f.json:6:13: $.result: the game's result is \"1-0\", not \"0-1\"");
    free(other);
    free(early);
    free(saved);
    /* a result on a game that goes on */
    match_free(m);
    m = test_match(v, NULL);
    CHECK_INT(match_play_movetext(m, "1. e4 e5", &e), 0);
    saved = save_write(m, "");
    other = forge(saved, "\"result\": \"*\"", "\"result\": \"1-0\"");
    CHECK_STR(read_error(other), "f.json:6:13: $.result: the game's result is \"*\", not \"1-0\"");
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
    test_scale(); /* first, while this process is small (cli_cost) */
    test_nul();
    test_numbers();
    test_forged();
    test_memory();
    test_portal_memory();
    test_deep_tree();
    test_linear();
    test_big_comment();
    return check_report("test_hostile");
}
