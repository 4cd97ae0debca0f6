/* test_repetition.c - the repetition check is a count of position keys (base/keycount.c),
 * kept as moves are played and taken back: asking the status of a game costs the same after
 * 40,000 plies as after 10,000, in the plain family (Game) and in Potential (PotGame).
 * Portal's is test_hostile's test_linear. By the ratio of CPU time over many questions, not
 * by a time: a walk of the game's positions at each question (the plain family walked those
 * since the last capture or pawn move, Potential the whole game) costs about four times more
 * at four times the plies. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "fen.h"
#include "game.h"
#include "hostfile.h"
#include "notation.h"
#include "potential.h"
#include "support.h"

/* Sizes are divided by this under the sanitizers (MORPH_TEST_QUICK set): 10, else 1. */
static int quick = 1;

/* The questions asked at each game's end, and the runs of them (the best is kept). */
#define QUESTIONS 2000
#define RUNS 3

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The variant `id` without the fifty-move draw (which would end the game before the
 * repetition is asked); repetition stays. */
static Variant *without_fifty(const char *id)
{
    char path[256], *text = NULL;
    snprintf(path, sizeof path, "variants/%s.json", id);
    Error e;
    if (host_read_file(path, 1 << 20, &text, NULL, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        exit(1);
    }
    const char *from = "\"fifty_move\": true", *to = "\"fifty_move\": false";
    char *at = strstr(text, from);
    Variant *v = NULL;
    if (at) {
        memmove(at + strlen(to), at + strlen(from), strlen(at + strlen(from)) + 1);
        memcpy(at, to, strlen(to));
    }
    if (!at || variant_load_text(text, path, &v, &e) != 0) {
        fprintf(stderr, "%s: %s\n", path, at ? e.what : "no fifty-move rule to turn off");
        exit(1);
    }
    free(text);
    return v;
}

/* The better of RUNS times of QUESTIONS calls of ask(game). */
static double ask_time(void (*ask)(const Variant *, const void *), const Variant *v,
                       const void *game)
{
    double best = 1e9;
    for (int run = 0; run < RUNS; run++) {
        double t0 = cpu_seconds();
        for (int i = 0; i < QUESTIONS; i++)
            ask(v, game);
        double t = cpu_seconds() - t0;
        best = t < best ? t : best;
    }
    return best;
}

static void ask_plain(const Variant *v, const void *game)
{
    (void)v;
    CHECK_INT(game_status(game, NULL), STATUS_ONGOING);
}

static void ask_potential(const Variant *v, const void *game)
{
    CHECK_INT(potential_game_status(v, game, NULL, NULL), POT_ONGOING);
}

/* The knights' round (Nf3 Nf6 Ng1 Ng8) `plies` times from the start, then Nh3, a position
 * not seen before: a walk would go back over every ply (no capture, no pawn move). */
static double plain_time(const Variant *v, int plies)
{
    Position p;
    Error e;
    CHECK_INT(fen_read(v, v->def.start_fen, &p, &e), 0);
    Game *g = game_new(v, &p);
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    Move m[4];
    for (int i = 0; i < 4; i++) {
        CHECK_INT(notation_read(v, game_position(g), round[i], &m[i], &e), 0);
        CHECK_INT(game_play(g, m[i]), 0);
    }
    for (int i = 4; i < plies; i++)
        CHECK_INT(game_push(g, m[i % 4]), 0);
    Move fresh;
    CHECK_INT(notation_read(v, game_position(g), "Nh3", &fresh, &e), 0);
    CHECK_INT(game_play(g, fresh), 0);
    double t = ask_time(ask_plain, v, g);
    game_free(g);
    return t;
}

/* Potential's round of the knights (a1-b3 h8-g6 b3-a1 g6-h8, their sets known after the
 * first), then b1-c3. */
static double potential_time(const Variant *v, int plies)
{
    PotPos p;
    potential_start(&p);
    PotGame *g = potential_game_new(&p);
    static const char *const round[] = {"a1-b3", "h8-g6", "b3-a1", "g6-h8"};
    Error e;
    PotMove m[4];
    for (int i = 0; i < 8; i++) { /* the second round's moves are every round's after it */
        CHECK_INT(potential_move_read(v, potential_game_pos(g), round[i % 4], &m[i % 4], &e), 0);
        CHECK_INT(potential_game_play(v, g, m[i % 4]), 0);
    }
    for (int i = 8; i < plies; i++)
        CHECK_INT(potential_game_play(v, g, m[i % 4]), 0);
    PotMove fresh;
    CHECK_INT(potential_move_read(v, potential_game_pos(g), "b1-c3", &fresh, &e), 0);
    CHECK_INT(potential_game_play(v, g, fresh), 0);
    double t = ask_time(ask_potential, v, g);
    potential_game_free(g);
    return t;
}

static void test_constant(const char *id, double (*timed)(const Variant *, int))
{
    Variant *v = without_fifty(id);
    int plies = 10000 / quick;
    double few = timed(v, plies), many = timed(v, 4 * plies);
    printf("%s: status after %d plies %.1f us, after %d %.1f us (x%.2f)\n", id, plies,
           few * 1e6 / QUESTIONS, 4 * plies, many * 1e6 / QUESTIONS, many / few);
    CHECK(many < 2 * few + 0.002); /* a walk of the game: 4 */
    variant_free(v);
}

int main(void)
{
    const char *q = getenv("MORPH_TEST_QUICK");
    quick = q && q[0] && strcmp(q, "0") != 0 ? 10 : 1;
    test_constant("fide", plain_time);
    test_constant("potential", potential_time);
    return check_report("test_repetition");
}
