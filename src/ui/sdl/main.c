/* main.c - morphchess: parses the command line and runs the desktop program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "platform_paths.h"

static void usage(FILE *f)
{
    fprintf(f, "usage: morphchess [--variant ID|FILE] [--flip] [--no-animation]\n"
               "                  [--size WIDTHxHEIGHT] [SAVED-GAME.json]\n"
               "A desktop program for chess variants whose pieces change. With no argument it\n"
               "shows the new-game list; a saved game (docs/saved-games.md) opens that game;\n"
               "--variant starts a shipped variant (e.g. fide, polypiece) or a variant file.\n"
               "Environment: MORPHCHESS_FONT (DejaVuSans.ttf or its directory),\n"
               "             MORPHCHESS_DATA_DIR (the shipped data: variants/),\n"
               "             MORPHCHESS_USER_DIR (saved games, autosave, your variants).\n");
}

int main(int argc, char **argv)
{
    AppOptions opt = {NULL, NULL, 1280, 800, false, false, false, NULL, NULL};
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
