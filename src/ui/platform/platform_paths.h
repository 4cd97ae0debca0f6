/* platform_paths.h - the user's data folder from SDL's preference path, by the XDG rules. */
#ifndef MORPH_UI_PLATFORM_PATHS_H
#define MORPH_UI_PLATFORM_PATHS_H

#include <stdio.h>

#include "settings.h"
#include "userdir.h"

#define PLATFORM_PATHS_ENV "MORPHCHESS_USER_DIR"
#define PLATFORM_COMPOSE_ENV "XCOMPOSECACHE"

/* The user's data folder of morphchess: $MORPHCHESS_USER_DIR when set and
 * not empty (created if missing); else from SDL_GetPrefPath (which creates
 * it): on Linux "$XDG_DATA_HOME/morphchess/", or
 * "$HOME/.local/share/morphchess/" when XDG_DATA_HOME is unset, empty or
 * relative (SDL 2 would use an empty or relative value as it is, and make
 * "/morphchess/" or a folder below the working directory). Needs no
 * SDL_Init. Writes the path, ending in '/', into out (size n); returns 0, or
 * -1 with a message in err (size errn). */
int platform_paths_user_dir(char *out, int n, char *err, int errn);

/* At start-up: finds and prepares the user's folder (*u), reads the settings
 * (*s) and writes a file of defaults when there is none. Problems are told on
 * log, one line each, and never stop the program: *s then holds the
 * defaults for what could not be read. Returns 0, or -1 when there is no
 * usable user folder (nothing is saved then; *u is empty strings). */
int platform_paths_setup(UserDir *u, Settings *s, FILE *log);

/* Xlib's input method (opened by SDL_Init, so that dead keys and Compose sequences type in the
 * text fields) parses the locale's Compose table (a large part of the start),
 * unless it finds the table parsed before: libX11 maps a per-user cache from the folder
 * $XCOMPOSECACHE, else ~/.compose-cache, only when that folder exists, is the user's and is
 * writable by nobody else, and writes it there after a parse (again when older than a day);
 * never for root. Unless the user chose a cache (XCOMPOSECACHE set, or a ~/.compose-cache
 * folder) or euid is 0, points XCOMPOSECACHE at the program's own folder,
 * "$XDG_CACHE_HOME/morphchess/compose" ("$HOME/.cache/..." when XDG_CACHE_HOME is unset, empty
 * or relative), made where missing and kept 0700: the first start writes the cache, the next
 * ones map it. Writes the folder into dir (size n; "" when none). Returns 1 when it set
 * XCOMPOSECACHE, 0 when it left it alone, -1 when the folder cannot be made (nothing set).
 * Call before SDL_Init and before any thread starts (it sets the environment). */
int platform_paths_compose_cache(unsigned long euid, char *dir, int n);

#endif
