/* settings.h - the user settings (theme, animations, sounds, UI scale, flip) and their file. */
#ifndef MORPH_UI_SETTINGS_H
#define MORPH_UI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum SettingsTheme {
    SETTINGS_THEME_CLASSIC, /* the default: wood board, dark panel */
    SETTINGS_THEME_DARK,
    SETTINGS_THEME_LIGHT,
    SETTINGS_THEME_COUNT
} SettingsTheme;

/* Who plays: two people at one screen, one person against the computer (with White or
 * Black), or the computer against itself. */
typedef enum SettingsPlayers {
    SETTINGS_PLAYERS_TWO,      /* "two": both sides are people */
    SETTINGS_PLAYERS_WHITE,    /* "white": you play White against the computer */
    SETTINGS_PLAYERS_BLACK,    /* "black": you play Black against the computer */
    SETTINGS_PLAYERS_COMPUTER, /* "computer": the computer plays both sides */
    SETTINGS_PLAYERS_COUNT
} SettingsPlayers;

#define SETTINGS_LEVEL_MIN 1 /* the computer's level: 1 a beginner can win, 10 full strength */
#define SETTINGS_LEVEL_MAX 10

/* How the window is drawn. Software: the CPU draws into the window's shared memory (no
 * OpenGL driver loaded: a quarter of the memory, and the first window sooner); accelerated:
 * through the GPU's driver (OpenGL), for very large windows. Applies at the next start. */
typedef enum SettingsRenderer {
    SETTINGS_RENDERER_SOFTWARE, /* the default */
    SETTINGS_RENDERER_ACCELERATED,
    SETTINGS_RENDERER_COUNT
} SettingsRenderer;

#define SETTINGS_SCALE_MIN 50 /* UI scale limits, in percent */
#define SETTINGS_SCALE_MAX 300

/* The clocks of new games: off, or minutes for each side plus seconds added after each
 * move (settings_clocks[i]; index 0 is off). */
typedef struct SettingsClock {
    const char *name;       /* "off", "5+3": minutes + seconds of increment ("½+0": 30 s) */
    int seconds, increment; /* a side's time at the start, and added after each move */
} SettingsClock;
#define SETTINGS_CLOCKS 13
extern const SettingsClock settings_clocks[SETTINGS_CLOCKS];

/* Settings.clock of the custom clock (Settings.custom_minutes + custom_increment), after the
 * presets in the new-game list's cycle. */
#define SETTINGS_CLOCK_CUSTOM SETTINGS_CLOCKS
#define SETTINGS_CLOCK_MINUTES_MAX 600   /* a custom clock: 1 to 600 minutes a side, */
#define SETTINGS_CLOCK_INCREMENT_MAX 600 /* 0 to 600 seconds added a move */

/* The index of the clock named name ("5+3") in settings_clocks; -1 when none is. */
int settings_clock_index(const char *name);

/* What the new-game list says of clock i: "No clock", "Clock: 5 min + 3 s a move". */
void settings_clock_title(int i, char *out, size_t n);

/* Reads a clock typed as "MIN+INC" or "MIN" (minutes a side, seconds added after each move;
 * spaces around the numbers and the '+' allowed): 0 with *minutes (1..600) and *increment
 * (0..600), or -1 with what is wrong, in words a player reads, in why (size n), e.g.
 * "the seconds added a move come after the '+', as a number: 'x' is not one (7+5)". */
int settings_clock_parse(const char *text, int *minutes, int *increment, char *why, size_t n);

typedef struct Settings {
    SettingsTheme theme;
    bool animations; /* pieces glide to their squares */
    bool sounds;
    int ui_scale;   /* percent of the normal size, SETTINGS_SCALE_MIN..MAX */
    bool auto_flip; /* turn the board towards the side to move */
    SettingsPlayers players;
    int level; /* SETTINGS_LEVEL_MIN..MAX */
    SettingsRenderer renderer;
    int clock; /* index in settings_clocks (0 off), or SETTINGS_CLOCK_CUSTOM */
    /* The custom clock typed in the new-game list ("clock = 7+5" or "custom_clock = 7+5" in
     * the file): minutes a side (0: none set yet) and seconds added a move. */
    int custom_minutes, custom_increment;
} Settings;

/* The clock new games get: seconds a side (0: none) and seconds added a move. */
void settings_clock_of(const Settings *s, int *seconds, int *increment);

/* Makes minutes+increment the clock of new games: the preset that is the same clock when
 * there is one (a custom 5+3 is the preset 5+3, not a second row beside it), else the
 * custom clock. */
void settings_set_custom_clock(Settings *s, int minutes, int increment);

/* What the new-game list says of the clock s gives new games: settings_clock_title, and for
 * the custom clock "Clock: 7 min + 5 s a move (custom)". */
void settings_clock_describe(const Settings *s, char *out, size_t n);

typedef enum SettingsStatus {
    SETTINGS_OK,      /* read, every line good */
    SETTINGS_MISSING, /* no such file: *s holds the defaults */
    SETTINGS_BROKEN   /* unreadable, or some lines ignored: see the message */
} SettingsStatus;

/* The defaults: classic theme, animations and sounds on, 100%, no automatic flip, the
 * software renderer, two players, level 4, no clock. */
void settings_default(Settings *s);

const char *settings_players_title(SettingsPlayers p);

/* Reads the settings file at path: lines "key = value", '#' comments and
 * blank lines. *s gets the defaults first, then each good line (the last of
 * a repeated key wins). Never fails: a missing file gives the defaults and
 * SETTINGS_MISSING; an unreadable file, an unknown key, a bad value or a line
 * that is not "key = value" is left out and described, one per line, as
 * "PATH:LINE: what (default kept)" in msg (size msgn; cut short if long),
 * and SETTINGS_BROKEN is returned. msg is "" otherwise. */
SettingsStatus settings_load(Settings *s, const char *path, char *msg, int msgn);

/* The same for the text of a settings file (len bytes, NUL not needed), path
 * naming it in messages. Never SETTINGS_MISSING. */
SettingsStatus settings_parse(Settings *s, const char *text, size_t len, const char *path,
                              char *msg, int msgn);

/* Writes *s as the text of a settings file into buf (size n). Returns the
 * length, or -1 if it does not fit. */
int settings_format(const Settings *s, char *buf, int n);

/* Saves *s to path atomically (atomicfile_write). A file already there that
 * does not read cleanly as settings (settings_load: SETTINGS_BROKEN, a file
 * too big or with lines it ignores) is first kept as PATH.broken (PATH.broken-2,
 * ... when taken): the user's text is never lost without a copy. Returns 0;
 * 1 when it kept such a copy (err then says where); or -1 with a message in
 * err (size errn), the old file then untouched. */
int settings_save(const Settings *s, const char *path, char *err, int errn);

#endif
