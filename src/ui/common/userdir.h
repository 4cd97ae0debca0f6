/* userdir.h - the user's data folder and what is kept there (saves, variants, settings). */
#ifndef MORPH_UI_USERDIR_H
#define MORPH_UI_USERDIR_H

#define USERDIR_PATH_MAX 1024

/* The user's folder of morphchess ("~/.local/share/morphchess/" by the XDG
 * rules) and the places inside it. Every path is absolute when base was. */
typedef struct UserDir {
    char base[USERDIR_PATH_MAX];     /* ends with '/' */
    char saves[USERDIR_PATH_MAX];    /* saved games: base + "saves/" */
    char variants[USERDIR_PATH_MAX]; /* the user's own variant files: base + "variants/" */
    char settings[USERDIR_PATH_MAX]; /* the settings file: base + "settings.conf" */
} UserDir;

/* The XDG data home by the XDG Base Directory rules: xdg (the value of
 * $XDG_DATA_HOME, or NULL when unset) if it is an absolute path; otherwise,
 * also when it is set but empty or relative, home + "/.local/share". Writes
 * it into out (size n) without a trailing '/'; returns 0, or -1 when home is
 * needed but NULL or not absolute, or the result does not fit. */
int userdir_xdg_data_home(const char *xdg, const char *home, char *out, int n);

/* The XDG cache home by the same rules: xdg (the value of $XDG_CACHE_HOME) if absolute, else
 * home + "/.cache". */
int userdir_xdg_cache_home(const char *xdg, const char *home, char *out, int n);

/* Creates dir and the folders above it where missing (0700); 0, or -1 with errno. */
int userdir_make_folders(const char *dir);

/* Fills *u from base (with or without a trailing '/') and creates base,
 * saves/ and variants/ where missing (folders 0700: they are the user's).
 * Returns 0, or -1 with a message naming the folder in err (size errn). */
int userdir_init(UserDir *u, const char *base, char *err, int errn);

#endif
