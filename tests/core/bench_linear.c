/* bench_linear.c - that the cost of long records grows with the record, not its square: each
 * case timed at a size and four (or sixteen) times that size, in the process's own CPU time,
 * the ratio printed with the target (a quadratic cost gives the square of the size's ratio).
 * A benchmark, not a test: scripts/bench-records.sh runs it; the suite's tests check what
 * these records read as (tests/core/test_hostile.c, test_match.c). Exit status 1 when a ratio
 * misses its target. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fen.h"
#include "game.h"
#include "longrec.h"
#include "morphchess/match.h"
#include "morphchess/save.h"
#include "notation.h"
#include "potential.h"
#include "support.h"

static int missed;

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Prints one case's two figures and their ratio against the target. */
static void report(const char *what, const char *small, double a, const char *big, double b,
                   double target)
{
    double ratio = a > 0 ? b / a : 0;
    bool ok = b < target * a + 0.05;
    printf("%-34s %s %.3f s, %s %.3f s: x%.1f (target under x%.0f)%s\n", what, small, a, big, b,
           ratio, target, ok ? "" : "  MISSED");
    missed += !ok;
}

/* CPU seconds to replay `text` in v (the better of two runs). */
static double replay_time(const Variant *v, const char *text)
{
    double best = 1e9;
    for (int run = 0; run < 2; run++) {
        double t0 = cpu_seconds();
        Match *m = longrec_replay(v, text);
        double secs = cpu_seconds() - t0;
        if (!m)
            exit(1);
        best = secs < best ? secs : best;
        match_free(m);
    }
    return best;
}

/* Portal moves: each move once walked the game for the positions that repeat. */
static void portal_moves(void)
{
    Variant *v = longrec_no_draws_of("variants/portal.json");
    char *few = longrec_portal_knights(10000), *many = longrec_portal_knights(40000);
    report("Portal moves", "10,000 plies", replay_time(v, few), "40,000", replay_time(v, many), 10);
    free(many);
    free(few);
    variant_free(v);
}

/* Moves, and a comment a move: each comment once searched all the comments before it. */
static void moves_and_comments(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    for (int comments = 0; comments < 2; comments++) {
        char *few = longrec_knights(20000, 0, comments),
             *many = longrec_knights(80000, 0, comments);
        report(comments ? "a comment a move" : "moves", "20,000 plies", replay_time(v, few),
               "80,000", replay_time(v, many), 10);
        free(many);
        free(few);
    }
    variant_free(v);
}

/* CPU seconds to write the save of a match whose one comment is a word of n bytes. */
static double comment_save_time(const Variant *v, size_t n)
{
    char *text = malloc(n + 64);
    int head = snprintf(text, 64, "1. Nf3 {");
    memset(text + head, 'w', n);
    snprintf(text + head + n, 64, "} Nf6 *");
    Match *m = longrec_replay(v, text);
    if (!m)
        exit(1);
    double t0 = cpu_seconds();
    char *saved = save_write(m, "");
    double secs = cpu_seconds() - t0;
    free(saved);
    match_free(m);
    free(text);
    return secs;
}

/* One comment word: it was cut into 63-byte words, each found by scanning the rest again. */
static void comment_word(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    size_t n = 1 << 20;
    report("a comment word, saved", "64 KB", comment_save_time(v, n / 16), "1 MB",
           comment_save_time(v, n), 64);
    variant_free(v);
}

/* Many notes on one move (issue 49): each measured the note again, and searched it to its end. */
static void notes_on_one_move(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    for (int nags = 0; nags < 2; nags++) {
        char *few = longrec_notes(25000, nags, false), *many = longrec_notes(400000, nags, false);
        report(nags ? "NAGs on one move" : "comments on one move", "25,000", replay_time(v, few),
               "400,000", replay_time(v, many), 64);
        free(many);
        free(few);
    }
    variant_free(v);
}

/* CPU seconds to ask a game's captured pieces 2,000 times. */
static double captured_time(const Variant *v, const char *text)
{
    Match *m = longrec_replay(v, text);
    if (!m)
        exit(1);
    char cap[2][40];
    double t0 = cpu_seconds();
    for (int i = 0; i < 2000; i++)
        match_captured(m, cap);
    double secs = cpu_seconds() - t0;
    match_free(m);
    return secs;
}

/* The captured pieces were found by a walk of the game each time they were asked. */
static void captured(void)
{
    Variant *v = longrec_no_draws_of("variants/fide.json");
    char *few = longrec_knights(2500, 0, false), *many = longrec_knights(40000, 0, false);
    report("captured pieces, asked 2,000 times", "2,500 plies", captured_time(v, few), "40,000",
           captured_time(v, many), 4);
    free(many);
    free(few);
    variant_free(v);
    v = longrec_no_draws_of("variants/portal.json");
    few = longrec_portal_knights(2500);
    many = longrec_portal_knights(40000);
    report("Portal's captured pieces", "2,500 plies", captured_time(v, few), "40,000",
           captured_time(v, many), 4);
    free(many);
    free(few);
    variant_free(v);
}

/* The repetition check (issue 46): a count of position keys (base/keycount.c), kept as moves
 * are played and taken back, where the plain family walked the positions since the last
 * capture or pawn move and Potential the whole game at each question. 20,000 questions at the
 * end of a game of knights' rounds then a position not seen before (a walk goes back over
 * every ply), in each family without the fifty-move draw (it would end the game unasked). */
#define QUESTIONS 20000

/* The variant `file` without the fifty-move draw; repetition stays. */
static Variant *without_fifty(const char *file)
{
    char *text = test_read_text(file);
    Error e;
    char *off = test_replaced(text, "\"fifty_move\": true", "\"fifty_move\": false");
    Variant *v = NULL;
    if (!off || variant_load_text(off, file, &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", file, off ? e.what : "no fifty-move rule to turn off");
        exit(1);
    }
    free(off);
    free(text);
    return v;
}

/* Exits the benchmark when a move of its game does not play. */
static void must(int rc, const char *what)
{
    if (rc != 0) {
        fprintf(stderr, "repetition: %s does not play\n", what);
        exit(1);
    }
}

/* CPU seconds of QUESTIONS statuses of a plain game of the knights' round (Nf3 Nf6 Ng1 Ng8)
 * `plies` times, then Nh3. */
static double plain_status_time(const Variant *v, int plies)
{
    Position p;
    Error e;
    must(fen_read(v, v->def.start_fen, &p, &e), "the start");
    Game *g = game_new(v, &p);
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    Move m[4], fresh;
    for (int i = 0; i < 4; i++) {
        must(notation_read(v, game_position(g), round[i], &m[i], &e), round[i]);
        must(game_play(g, m[i]), round[i]);
    }
    for (int i = 4; i < plies; i++)
        must(game_push(g, m[i % 4]), round[i % 4]);
    must(notation_read(v, game_position(g), "Nh3", &fresh, &e) || game_play(g, fresh), "Nh3");
    int ongoing = 0;
    double t0 = cpu_seconds();
    for (int i = 0; i < QUESTIONS; i++)
        ongoing += game_status(g, NULL) == STATUS_ONGOING;
    double secs = cpu_seconds() - t0;
    must(ongoing != QUESTIONS, "the status");
    game_free(g);
    return secs;
}

/* The same of a Potential game: a1-b3 h8-g6 b3-a1 g6-h8 (the sets known after the first
 * round), then b1-c3. */
static double potential_status_time(const Variant *v, int plies)
{
    PotPos p;
    potential_start(&p);
    PotGame *g = potential_game_new(&p);
    static const char *const round[] = {"a1-b3", "h8-g6", "b3-a1", "g6-h8"};
    Error e;
    PotMove m[4], fresh;
    for (int i = 0; i < 8; i++) { /* the second round's moves are every round's after it */
        must(potential_move_read(v, potential_game_pos(g), round[i % 4], &m[i % 4], &e),
             round[i % 4]);
        must(potential_game_play(v, g, m[i % 4]), round[i % 4]);
    }
    for (int i = 8; i < plies; i++)
        must(potential_game_play(v, g, m[i % 4]), round[i % 4]);
    must(potential_move_read(v, potential_game_pos(g), "b1-c3", &fresh, &e) ||
             potential_game_play(v, g, fresh),
         "b1-c3");
    int ongoing = 0;
    double t0 = cpu_seconds();
    for (int i = 0; i < QUESTIONS; i++)
        ongoing += potential_game_status(v, g, NULL, NULL) == POT_ONGOING;
    double secs = cpu_seconds() - t0;
    must(ongoing != QUESTIONS, "the status");
    potential_game_free(g);
    return secs;
}

static void repetition(void)
{
    Variant *v = without_fifty("variants/fide.json");
    report("repetition, plain, 20,000 statuses", "10,000 plies", plain_status_time(v, 10000),
           "40,000", plain_status_time(v, 40000), 2);
    variant_free(v);
    v = without_fifty("variants/potential.json");
    report("repetition, Potential", "10,000 plies", potential_status_time(v, 10000), "40,000",
           potential_status_time(v, 40000), 2);
    variant_free(v);
}

int main(void)
{
    printf("CPU time of long records (a quadratic cost gives the square of the size ratio)\n");
    portal_moves();
    moves_and_comments();
    comment_word();
    notes_on_one_move();
    captured();
    repetition();
    return missed ? 1 : 0;
}
