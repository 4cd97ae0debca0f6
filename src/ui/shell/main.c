/* main.c - morphchess: parses the command line and runs the desktop program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "app.h"
#include "platform_paths.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: morphchess [--variant ID|FILE] [--flip] [--no-animation]\n"
            "                  [--size WIDTHxHEIGHT] [SAVED-GAME.json]\n"
            "                  [--white human|computer[:LEVEL]] [--black human|computer[:LEVEL]]\n"
            "                  [--clock MIN+INC] [--name-white NAME] [--name-black NAME]\n"
            "A desktop program for chess variants whose pieces change. With no argument it\n"
            "shows the new-game list; a saved game (docs/saved-games.md) opens that game;\n"
            "--variant starts a shipped variant (e.g. fide, polypiece) or a variant file.\n"
            "--white, --black, --clock and the names start a game (of --variant, else\n"
            "orthodox chess) with those players (the computer at LEVEL 1-10, else the\n"
            "settings' level) and clock (minutes a side + seconds a move).\n"
            "Environment: MORPHCHESS_FONT (DejaVuSans.ttf or its directory),\n"
            "             MORPHCHESS_DATA_DIR (the shipped data: variants/),\n"
            "             MORPHCHESS_USER_DIR (saved games, autosave, your variants).\n");
}

/* "human", "computer" or "computer:LEVEL" into *p; false when it is none of these. */
static bool read_player(const char *arg, GamePlayer *p)
{
    memset(p, 0, sizeof *p);
    if (strcmp(arg, "human") == 0)
        return true;
    if (strncmp(arg, "computer", 8) != 0)
        return false;
    p->kind = GAME_COMPUTER;
    if (!arg[8])
        return true; /* the settings' level */
    char *end = NULL;
    long level = arg[8] == ':' ? strtol(arg + 9, &end, 10) : 0;
    p->level = (int)level;
    return end && end != arg + 9 && !*end && level >= 1 && level <= GAMEINFO_LEVEL_MAX;
}

/* "MIN+INC" or "MIN" (minutes a side, seconds added a move; "0": no clock) into *c, read as
 * the new-game list's custom clock is (settings_clock_parse); why says what is wrong. */
static bool read_clock(const char *arg, GameTimeControl *c, char *why, size_t n)
{
    int min = 0, inc = 0;
    if (strcmp(arg, "0") != 0 && settings_clock_parse(arg, &min, &inc, why, n) != 0)
        return false;
    c->base_ms = min * 60000L;
    c->increment_ms = inc * 1000L;
    return true;
}

int main(int argc, char **argv)
{
#ifdef __GLIBC__
    /* One heap for every thread: the session and the first view are made on a thread while
     * SDL_Init runs (app_load), and in an arena of that thread's own the heap pages it had
     * touched were not the ones the first frame's allocations then found (which paid their
     * faults again); the threads allocate little after the
     * start, and one heap keeps the resident memory down. */
    mallopt(M_ARENA_MAX, 1);
#endif
    AppOptions opt;
    memset(&opt, 0, sizeof opt);
    opt.width = 1280;
    opt.height = 800;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--variant") == 0 && i + 1 < argc) {
            opt.variant = argv[++i];
        } else if (strcmp(arg, "--no-animation") == 0) {
            opt.no_animation = true;
        } else if (strcmp(arg, "--flip") == 0) {
            opt.flipped = true;
        } else if (strcmp(arg, "--size") == 0 && i + 1 < argc) {
            if (sscanf(argv[++i], "%dx%d", &opt.width, &opt.height) != 2 || opt.width < 200 ||
                opt.height < 150 || opt.width > 16384 || opt.height > 16384) {
                fprintf(stderr, "morphchess: --size %s: expected WIDTHxHEIGHT, e.g. 1280x800\n",
                        argv[i]);
                return 2;
            }
            opt.size_given = true;
        } else if ((strcmp(arg, "--white") == 0 || strcmp(arg, "--black") == 0) && i + 1 < argc) {
            int c = arg[2] == 'b' ? BLACK : WHITE;
            char name[GAMEINFO_NAME_MAX];
            snprintf(name, sizeof name, "%s", opt.player[c].name);
            if (!read_player(argv[++i], &opt.player[c])) {
                fprintf(stderr,
                        "morphchess: %s %s: expected human, computer or computer:LEVEL (1-10)\n",
                        arg, argv[i]);
                return 2;
            }
            snprintf(opt.player[c].name, sizeof opt.player[c].name, "%s", name);
            opt.player_given[c] = true;
        } else if ((strcmp(arg, "--name-white") == 0 || strcmp(arg, "--name-black") == 0) &&
                   i + 1 < argc) {
            int c = arg[7] == 'b' ? BLACK : WHITE;
            if (strlen(argv[++i]) >= sizeof opt.player[c].name || strpbrk(argv[i], "\n\r\"")) {
                fprintf(stderr, "morphchess: %s: a name of at most %d bytes, on one line\n", arg,
                        (int)sizeof opt.player[c].name - 1);
                return 2;
            }
            snprintf(opt.player[c].name, sizeof opt.player[c].name, "%s", argv[i]);
            opt.name_given[c] = true;
        } else if (strcmp(arg, "--clock") == 0 && i + 1 < argc) {
            char why[160];
            if (!read_clock(argv[++i], &opt.clock, why, sizeof why)) {
                fprintf(stderr, "morphchess: --clock %s: %s (MIN+INC, e.g. 3+2, or 0: none)\n",
                        argv[i], why);
                return 2;
            }
            opt.clock_given = true;
        } else if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (arg[0] != '-' && !opt.open_path) {
            opt.open_path = arg;
        } else {
            fprintf(stderr, "morphchess: unknown option '%s'\n", arg);
            usage(stderr);
            return 2;
        }
    }
    /* The user's folder (saves, variants) and settings: a missing settings file
     * is written with the defaults, a broken one is reported and not fatal. */
    UserDir user;
    Settings settings;
    platform_paths_setup(&user, &settings, stderr);
    /* Xlib's parsed Compose table cached for the next start (a failure leaves it parsed) */
    char compose[USERDIR_PATH_MAX];
    platform_paths_compose_cache((unsigned long)geteuid(), compose, (int)sizeof compose);
    opt.settings = &settings;
    opt.settings_path = user.settings;
    App *app = malloc(sizeof *app);
    if (!app) {
        fprintf(stderr, "morphchess: out of memory\n");
        return 1;
    }
    char err[2048];
    if (app_load(app, &opt, err, sizeof err) != 0) {
        fprintf(stderr, "morphchess: %s\n", err);
        free(app);
        return 1;
    }
    int rc = app_run(app, err, sizeof err);
    if (rc != 0)
        fprintf(stderr, "morphchess: %s\n", err);
    app_unload(app);
    free(app);
    return rc == 0 ? 0 : 1;
}
