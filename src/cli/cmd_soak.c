/* cmd_soak.c - the soak command: random legal play in every shipped variant
 * of every family, through the match API. After every action it checks that
 * undo and redo restore the exact position, that every legal action's
 * notation reads back to the same action, and that the FEN round-trips; at
 * random points it saves the game as a record, reloads it and plays on from
 * the reloaded match. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#define SOAK_FEN_MAX 1024
#define SOAK_NOTATION_SAMPLE 12 /* actions whose notation is read back, per position */

typedef struct Soak {
    uint64_t rng;
    long games, moves, checks, failures, reloads;
    const char *id;
    const Variant *v;
    MatchAction *list; /* MATCH_MAX_ACTIONS */
} Soak;

static uint64_t next_random(Soak *s)
{
    /* xorshift64*: reproducible from the seed on every machine */
    s->rng ^= s->rng >> 12;
    s->rng ^= s->rng << 25;
    s->rng ^= s->rng >> 27;
    return s->rng * 2685821657736338717ull;
}

static void fail(Soak *s, const Match *m, const char *what, const char *detail)
{
    char fen[SOAK_FEN_MAX] = "?";
    match_fen(m, fen, sizeof fen);
    printf("FAIL %s after %d actions at %s: %s %s\n", s->id, match_ply(m), fen, what, detail);
    s->failures++;
}

static void fen_of(const Match *m, char fen[SOAK_FEN_MAX])
{
    if (match_fen(m, fen, SOAK_FEN_MAX) < 0)
        fen[0] = '\0';
}

/* Legal actions written in the variant's notation must read back to an
 * action that leads to the same position: all of them when there are few,
 * else a random sample (Potential Chess has hundreds in a position). */
static void check_notation(Soak *s, Match *m, int n)
{
    int tries = n <= SOAK_NOTATION_SAMPLE ? n : SOAK_NOTATION_SAMPLE;
    for (int k = 0; k < tries; k++) {
        int i = n <= SOAK_NOTATION_SAMPLE ? k : (int)(next_random(s) % (uint64_t)n);
        const MatchAction *a = &s->list[i];
        char by_action[SOAK_FEN_MAX], by_text[SOAK_FEN_MAX];
        Error e;
        if (match_play(m, a, &e) != 0) {
            fail(s, m, "a legal action was refused:", a->text);
            continue;
        }
        fen_of(m, by_action);
        match_undo(m);
        if (match_play_text(m, a->text, &e) != 0) {
            fail(s, m, "notation does not read back:", a->text);
            continue;
        }
        fen_of(m, by_text);
        match_undo(m);
        if (strcmp(by_action, by_text) != 0)
            fail(s, m, "notation reads back as another action:", a->text);
        s->checks++;
    }
}

/* The FEN of the shown position starts a match with the same FEN and, when
 * the same player is to enter, the same legal actions (a Portal FEN is the
 * start of a turn: an action entered first in the turn is not part of it). */
static void check_fen(Soak *s, const Match *m, int n)
{
    char fen[SOAK_FEN_MAX], again[SOAK_FEN_MAX];
    fen_of(m, fen);
    Error e;
    Match *q = match_new(s->v, fen, &e);
    if (!q) {
        char what[sizeof e.what + 40];
        cli_fen_error(&e, what, sizeof what);
        fail(s, m, "the FEN does not read back:", what);
        return;
    }
    fen_of(q, again);
    if (strcmp(fen, again) != 0)
        fail(s, m, "the FEN reads back as", again);
    MatchAction *other = malloc(sizeof *other * MATCH_MAX_ACTIONS);
    if (other && match_to_move(q) == match_to_move(m) &&
        match_actions(q, other, MATCH_MAX_ACTIONS) != n)
        fail(s, m, "the FEN's position has another number of actions", "");
    free(other);
    match_free(q);
    s->checks++;
}

/* Saves the game as a record (start FEN and the actions' notation), loads it
 * into a new match and returns that one (the old one is freed); on a
 * failure, the old one. */
static Match *reload(Soak *s, Match *m)
{
    size_t size = 256 + (size_t)match_plies(m) * (MATCH_TEXT_MAX + 1);
    char *record = malloc(size);
    if (!record)
        return m;
    size_t n = 0;
    for (int i = 0; i < match_ply(m); i++)
        n += (size_t)snprintf(record + n, size - n, "%s ", match_action_text(m, i));
    Error e;
    error_clear(&e);
    Match *q = match_new(s->v, match_start_fen(m), &e);
    if (!q || match_play_movetext(q, record, &e) != 0) {
        char what[sizeof e.where + sizeof e.what + 40];
        if (q)
            error_format(&e, what, sizeof what); /* "move 14 (Black): ..." */
        else
            cli_fen_error(&e, what, sizeof what);
        fail(s, m, "the saved record does not load:", what);
        match_free(q);
        free(record);
        return m;
    }
    free(record);
    char a[SOAK_FEN_MAX], b[SOAK_FEN_MAX];
    fen_of(m, a);
    fen_of(q, b);
    s->checks++;
    if (strcmp(a, b) != 0 || match_status(m, NULL) != match_status(q, NULL)) {
        fail(s, m, "the reloaded game differs:", b);
        match_free(q);
        return m;
    }
    s->reloads++;
    match_free(m);
    return q;
}

static void play_game(Soak *s, int max_plies)
{
    Error e;
    Match *m = match_new(s->v, NULL, &e);
    if (!m) {
        char what[sizeof e.what + 40];
        cli_fen_error(&e, what, sizeof what);
        printf("FAIL %s: the start: %s\n", s->id, what);
        s->failures++;
        return;
    }
    for (int ply = 0; ply < max_plies && match_status(m, NULL) == STATUS_ONGOING; ply++) {
        int n = match_actions(m, s->list, MATCH_MAX_ACTIONS);
        if (n == 0)
            break;
        check_notation(s, m, n);
        check_fen(s, m, n);
        char before[SOAK_FEN_MAX], after[SOAK_FEN_MAX], now[SOAK_FEN_MAX];
        fen_of(m, before);
        const MatchAction *a = &s->list[next_random(s) % (uint64_t)n];
        if (match_play(m, a, &e) != 0) {
            fail(s, m, "a legal action was refused:", a->text);
            break;
        }
        fen_of(m, after);
        if (!match_undo(m) || (fen_of(m, now), strcmp(now, before) != 0))
            fail(s, m, "undo does not restore the position", "");
        if (!match_redo(m) || (fen_of(m, now), strcmp(now, after) != 0))
            fail(s, m, "redo does not restore the position", "");
        s->checks += 2;
        s->moves++;
        if (next_random(s) % 40 == 0)
            m = reload(s, m);
    }
    s->games++;
    match_free(m);
}

int cmd_soak(int argc, char **argv)
{
    long games = 20;
    int plies = 200;
    uint64_t seed = 1;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--games") == 0 && i + 1 < argc)
            games = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--plies") == 0 && i + 1 < argc)
            plies = (int)strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else
            return cli_usage("soak: usage: soak [--games N] [--plies N] [--seed N]");
    }
    if (games < 1 || plies < 1)
        return cli_usage("soak: --games and --plies must be positive");
    char *ids[128];
    int n = cli_shipped_ids(ids, 128);
    if (n < 0)
        return CLI_BAD_INPUT;
    Soak total = {0};
    clock_t t0 = clock();
    MatchAction *list = malloc(sizeof *list * MATCH_MAX_ACTIONS);
    if (!list) {
        cli_error("out of memory");
        return CLI_BAD_INPUT;
    }
    for (int i = 0; i < n; i++) {
        Variant *v = cli_load_variant(ids[i]);
        if (!v) {
            total.failures++;
            continue;
        }
        Soak s = {seed * 0x9E3779B97F4A7C15ull + (uint64_t)i + 1, 0, 0, 0, 0, 0, ids[i], v, list};
        for (long k = 0; k < games; k++)
            play_game(&s, plies);
        printf("%-20s %6ld games %8ld moves %10ld checks %4ld reloads %ld failures\n", ids[i],
               s.games, s.moves, s.checks, s.reloads, s.failures);
        total.games += s.games;
        total.moves += s.moves;
        total.checks += s.checks;
        total.failures += s.failures;
        variant_free(v);
    }
    for (int i = 0; i < n; i++)
        free(ids[i]);
    free(list);
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    printf("total %ld games, %ld moves, %ld checks, %ld failures in %.1f s\n", total.games,
           total.moves, total.checks, total.failures, secs);
    return total.failures ? CLI_BAD_INPUT : CLI_OK;
}
