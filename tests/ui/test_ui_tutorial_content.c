/* test_ui_tutorial_content.c - every shipped tutorial (the .json files of assets/tutorials) loads,
 * its scripted moves and answers are legal, and every expectation it states holds in the core. A
 * tutorial whose variant is not shipped yet (variants/ID.json missing) is checked for its structure
 * only and reported as SKIP. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "hostfile.h"
#include "json_files.h"
#include "tutorial.h"

#define TUTORIAL_DIR "assets/tutorials"

static int files, skipped, steps, expectations, tasks, scripted, cli_moves;
static char variants_taught[32][VAR_NAME_MAX];
static int nvariants_taught;

/* Potential and Portal Chess reach match after their engines: a tutorial of a
 * family that match does not play yet is skipped, and checked once it does.
 * Returns the family's name when match lacks it, else NULL. */
static const char *match_lacks(const char *vpath)
{
    Variant *v = NULL;
    Error err;
    if (host_load_variant(vpath, &v, &err) != 0)
        return NULL; /* reported by tutorial_bind */
    const char *lacks = NULL;
    Match *m = match_new(v, NULL, &err);
    MatchPiece pc;
    MatchAction first;
    /* Portal actions name their board ("A:e4") */
    if (variant_def(v)->portal.layout != PORTAL_NONE &&
        (!m || match_actions(m, &first, 1) < 1 || strncmp(first.text, "A:", 2) != 0))
        lacks = "Portal Chess";
    else if (variant_def(v)->mutation.kind == MUT_POTENTIAL &&
             (!m || !match_piece_at(m, 0, 4, &pc) || !pc.potential[0]))
        lacks = "Potential Chess";
    match_free(m);
    variant_free(v);
    return lacks;
}

/* A tutorial of a family match does not play yet: its moves (each run of steps from a "fen"
 * on, scripted moves and first answers) are replayed by morphchess-cli, which plays every
 * shipped variant, so they are checked already. */
static void replay_with_cli(const Tutorial *t, const char *name)
{
    int n = tutorial_steps(t);
    for (int i = 0; i < n;) {
        const TutorialStep *first = tutorial_step_at(t, i);
        static char moves[16384];
        size_t len = 0;
        moves[0] = '\0';
        int j = i;
        do {
            const TutorialStep *st = tutorial_step_at(t, j);
            for (int k = 0; k <= st->nplay && len + MATCH_TEXT_MAX + 2 < sizeof moves; k++) {
                const char *m = k < st->nplay ? st->play[k].text
                                : st->task    ? st->answers[0].text
                                              : NULL;
                if (m)
                    len += (size_t)snprintf(moves + len, sizeof moves - len, "%s ", m);
            }
            j++;
        } while (j < n && !tutorial_step_at(t, j)->fen[0]);
        char cmd[1024];
        bool start = strcmp(first->fen, "start") == 0;
        CHECK(strchr(first->fen, '\'') == NULL);
        snprintf(cmd, sizeof cmd, "'%s' replay '%s' %s%s%s - >/dev/null", MORPH_CLI,
                 tutorial_variant_id(t), start ? "" : "--fen '", start ? "" : first->fen,
                 start ? "" : "'");
        FILE *p = popen(cmd, "w");
        CHECK(p != NULL);
        if (p) {
            fputs(moves, p);
            int rc = pclose(p);
            if (rc != 0)
                fprintf(stderr, "%s: steps %d-%d: morphchess-cli replay refused \"%s\"\n", name,
                        i + 1, j, moves);
            CHECK_INT(rc, 0);
            for (const char *c = moves; *c; c++)
                cli_moves += *c == ' ';
        }
        i = j;
    }
}

/* Steps through t as a user would: every scripted move, then the first answer. */
static void walk(Tutorial *t, const char *name)
{
    tutorial_restart(t);
    for (int i = 0; i < tutorial_steps(t); i++) {
        CHECK_INT(tutorial_step(t), i);
        const TutorialStep *s = tutorial_current(t);

        MatchAction a;
        int played = 0;
        while (tutorial_play_next(t, &a))
            played++;
        CHECK_INT(played, s->nplay);
        scripted += played;
        if (s->task) {
            tasks++;
            CHECK(tutorial_awaits_move(t));
            TutorialVerdict v = tutorial_try(t, s->answers[0].text);
            if (v != TUTORIAL_RIGHT)
                fprintf(stderr, "%s: step %d: answer %s judged %d (%s)\n", name, i + 1,
                        s->answers[0].text, (int)v, tutorial_feedback(t));
            CHECK_INT(v, TUTORIAL_RIGHT);
        }
        if (i + 1 < tutorial_steps(t))
            CHECK(tutorial_next(t));
    }
    CHECK(!tutorial_next(t));
}

/* Betza step 5 speaks of the twenty squares WAND reaches from d4: it marks them, and the
 * queen's square. */
static void betza_wand(void)
{
    Error err;
    Tutorial *t = tutorial_parse_file(TUTORIAL_DIR "/betza.json", &err);
    CHECK(t != NULL);
    if (!t)
        return;
    CHECK_INT(tutorial_bind(t, NULL, &err), 0);
    CHECK(tutorial_goto(t, 4));
    const TutorialStep *s = tutorial_current(t);
    uint64_t marked = 0, reach = 1ull << 27; /* d4 */
    for (int i = 0; i < s->nhighlights; i++)
        marked |= 1ull << s->highlights[i].sq;
    static MatchAction acts[MATCH_MAX_ACTIONS];
    int n = match_actions(tutorial_match(t), acts, MATCH_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (acts[i].from == 27)
            reach |= 1ull << acts[i].to;
    CHECK_INT(__builtin_popcountll(reach), 21);
    CHECK(marked == reach);
    tutorial_free(t);
}

static void check_file(const char *file)
{
    char name[300];
    snprintf(name, sizeof name, "assets/tutorials/%s", file);
    Error err;
    error_clear(&err);
    Tutorial *t = tutorial_parse_file(name, &err);
    if (!t) {
        fprintf(stderr, "%s: %s\n", err.where, err.what);
        CHECK(t != NULL);
        return;
    }
    files++;
    const char *id = tutorial_variant_id(t);
    if (nvariants_taught < 32)
        snprintf(variants_taught[nvariants_taught++], VAR_NAME_MAX, "%s", id);
    char vpath[1024];
    snprintf(vpath, sizeof vpath, "variants/%s.json", id);
    if (access(vpath, F_OK) != 0) {
        printf("SKIP %s: variants/%s.json not shipped yet\n", id, id);
        skipped++;
        tutorial_free(t);
        return;
    }
    const char *missing = match_lacks(vpath);
    if (missing) {
        replay_with_cli(t, name);
        printf("SKIP %s: match does not play %s yet (its moves replayed by morphchess-cli)\n", id,
               missing);
        skipped++;
        tutorial_free(t);
        return;
    }
    if (tutorial_bind(t, NULL, &err) != 0) {
        fprintf(stderr, "%s: %s\n", err.where, err.what);
        CHECK(!"tutorial binds");
        tutorial_free(t);
        return;
    }
    int count = 0;
    for (int i = 0; i < tutorial_steps(t); i++) {
        if (tutorial_check_step(t, i, &count, &err) != 0) {
            fprintf(stderr, "%s: %s\n", err.where, err.what);
            CHECK(!"expectation holds");
        }
    }
    expectations += count;
    steps += tutorial_steps(t);
    walk(t, name);
    printf("ok %s (%s): %d steps, %d expectations\n", name, id, tutorial_steps(t), count);
    tutorial_free(t);
}

static bool taught(const char *id)
{
    for (int i = 0; i < nvariants_taught; i++)
        if (strcmp(variants_taught[i], id) == 0)
            return true;
    return false;
}

int main(void)
{
    if (chdir(MORPH_SOURCE_DIR) != 0) { /* so that messages name assets/tutorials/... */
        perror(MORPH_SOURCE_DIR);
        return 1;
    }
    char *names[64];
    int n = json_files(TUTORIAL_DIR, names, 64);
    CHECK(n > 0);
    for (int i = 0; i < n; i++) {
        check_file(names[i]);
        free(names[i]);
    }
    betza_wand();
    /* at least one tutorial per variant family */
    static const char *const needed[] = {"polypiece",       "revolving", "prodem",
                                         "moveup-takedown", "potential", "portal"};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++) {
        if (!taught(needed[i]))
            fprintf(stderr, "no tutorial for %s\n", needed[i]);
        CHECK(taught(needed[i]));
    }
    printf("%d tutorials (%d skipped), %d steps, %d scripted moves, %d tasks, %d expectations "
           "checked; %d moves of skipped tutorials replayed by the CLI\n",
           files, skipped, steps, scripted, tasks, expectations, cli_moves);
    return check_report("test_ui_tutorial_content");
}
