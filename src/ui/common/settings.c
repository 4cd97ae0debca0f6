/* settings.c - reading and writing the settings file, forgiving of missing and broken ones. */
#include "settings.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomicfile.h"
#include "hostfile.h"

static const char *const theme_names[SETTINGS_THEME_COUNT] = {"classic", "dark", "light"};
static const char *const renderer_names[SETTINGS_RENDERER_COUNT] = {"software", "accelerated"};

void settings_default(Settings *s)
{
    memset(s, 0, sizeof *s); /* every member set, the ones added later too */
    s->theme = SETTINGS_THEME_CLASSIC;
    s->animations = true;
    s->sounds = true;
    s->ui_scale = 100;
    s->auto_flip = false;
    s->renderer = SETTINGS_RENDERER_SOFTWARE;
    s->players = SETTINGS_PLAYERS_TWO;
    s->level = 4;
    s->clock = 0; /* no clock */
}

static const char *const players_names[SETTINGS_PLAYERS_COUNT] = {"two", "white", "black",
                                                                  "computer"};

/* lichess's presets from bullet to classical, in order of the time a game takes (½+0: its
 * half a minute a side) */
const SettingsClock settings_clocks[SETTINGS_CLOCKS] = {
    {"off", 0, 0},    {"\xc2\xbd+0", 30, 0}, {"1+0", 60, 0},   {"1+1", 60, 1},  {"2+1", 120, 1},
    {"3+0", 180, 0},  {"3+2", 180, 2},       {"5+0", 300, 0},  {"5+3", 300, 3}, {"10+0", 600, 0},
    {"10+5", 600, 5}, {"15+10", 900, 10},    {"30+0", 1800, 0}};

int settings_clock_index(const char *name)
{
    for (int i = 0; i < SETTINGS_CLOCKS; i++)
        if (strcmp(name, settings_clocks[i].name) == 0)
            return i;
    return -1;
}

void settings_clock_title(int i, char *out, size_t n)
{
    if (i <= 0 || i >= SETTINGS_CLOCKS)
        snprintf(out, n, "No clock");
    else if (settings_clocks[i].seconds < 60)
        snprintf(out, n, "Clock: %d s a side", settings_clocks[i].seconds);
    else if (settings_clocks[i].increment == 0)
        snprintf(out, n, "Clock: %d min a side", settings_clocks[i].seconds / 60);
    else
        snprintf(out, n, "Clock: %d min + %d s a move", settings_clocks[i].seconds / 60,
                 settings_clocks[i].increment);
}

/* A number at text[*i] (spaces before it skipped) into *v (at most 100000: a longer one
 * stays above every limit), its first character's column in *col and its digits' count in
 * *ndigits. -1 when no digit stands there. */
static int clock_number(const char *text, size_t *i, long *v, size_t *col, size_t *ndigits)
{
    while (text[*i] == ' ')
        (*i)++;
    *col = *i + 1;
    if (text[*i] < '0' || text[*i] > '9')
        return -1;
    *v = 0;
    size_t start = *i;
    while (text[*i] >= '0' && text[*i] <= '9') {
        *v = *v * 10 + (text[*i] - '0');
        if (*v > 100000)
            *v = 100000;
        (*i)++;
    }
    *ndigits = *i - start;
    while (text[*i] == ' ')
        (*i)++;
    return 0;
}

/* The UTF-8 character at s: its code point and length, or -1 when the bytes are not one. */
static long utf8_char(const unsigned char *s, int *len)
{
    int n = s[0] >= 0xF0 && s[0] < 0xF5 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 ? 2 : 0;
    if (n == 0 || s[0] >= 0xF5)
        return -1;
    long c = s[0] & (0x7F >> n);
    for (int k = 1; k < n; k++) {
        if ((s[k] & 0xC0) != 0x80)
            return -1;
        c = (c << 6) | (s[k] & 0x3F);
    }
    *len = n;
    return c;
}

/* What stands at text[i] for a message: 'x', "the end", a character beyond ASCII with its
 * code point ('€' (U+20AC)), a control character or a byte that is not UTF-8 by its code. */
static void clock_what(const char *text, size_t i, char *out, size_t n)
{
    const unsigned char *s = (const unsigned char *)text + i;
    int len = 0;
    long c = s[0] >= 0x80 ? utf8_char(s, &len) : -1;
    if (!s[0])
        snprintf(out, n, "the end");
    else if (s[0] < 0x20 || s[0] == 0x7f)
        snprintf(out, n, "the control character U+%04X", s[0]);
    else if (s[0] < 0x80)
        snprintf(out, n, "'%c'", s[0]);
    else if (c < 0)
        snprintf(out, n, "the byte 0x%02X (not UTF-8)", s[0]);
    else
        snprintf(out, n, "'%.*s' (U+%04lX)", len, (const char *)s, c);
}

/* The message for what stands at text[i] where a number was wanted (whose: "the minutes a
 * side come first"): a full-width digit (U+FF10 to U+FF19, as Japanese and Chinese input
 * methods type them) is named as such, with the digit to type instead. */
static void clock_not_digit(const char *text, size_t i, const char *whose, char *why, size_t n)
{
    const unsigned char *s = (const unsigned char *)text + i;
    int len = 0;
    long c = s[0] >= 0x80 ? utf8_char(s, &len) : -1;
    char what[48];
    if (c >= 0xFF10 && c <= 0xFF19) {
        snprintf(why, n, "'%.*s' is a full-width digit (U+%04lX): type %c instead: %s", len,
                 (const char *)s, c, (char)('0' + (c - 0xFF10)), whose);
        return;
    }
    clock_what(text, i, what, sizeof what);
    snprintf(why, n, "%s, as a number: %s is not one", whose, what);
}

/* A number as typed, for a message ("12345678901234567890 minutes": a long one is not
 * shown as the value it was read to); the first 24 digits and "..." when longer. */
static void clock_digits(const char *text, size_t col, size_t ndigits, char *out, size_t n)
{
    snprintf(out, n, "%.*s%s", (int)(ndigits > 24 ? 24 : ndigits), text + col - 1,
             ndigits > 24 ? "\xe2\x80\xa6" : "");
}

int settings_clock_parse(const char *text, int *minutes, int *increment, char *why, size_t n)
{
    size_t i = 0, col, ndigits, inc_digits = 0;
    long min = 0, inc = 0;
    char what[40];
    while (text[i] == ' ')
        i++;
    if (!text[i]) {
        snprintf(why, n, "type the minutes a side, '+' and the seconds added a move: 7+5");
        return -1;
    }
    /* said in a player's words, by what the number is for: the field is one short line */
    if (clock_number(text, &i, &min, &col, &ndigits) != 0) {
        clock_not_digit(text, i, "the minutes a side come first", why, n);
        return -1;
    }
    size_t min_col = col, min_digits = ndigits;
    bool plus = text[i] == '+';
    if (plus) {
        i++;
        if (clock_number(text, &i, &inc, &col, &inc_digits) != 0) {
            if (!text[i])
                snprintf(why, n, "the seconds added a move are missing after the '+'");
            else
                clock_not_digit(text, i, "the seconds added a move come after the '+'", why, n);
            return -1;
        }
    }
    if (text[i]) {
        clock_what(text, i, what, sizeof what);
        snprintf(why, n, "%s after the %s: %s", what, plus ? "seconds" : "minutes",
                 plus ? "nothing more may follow" : "only '+' and the seconds a move may follow");
        return -1;
    }
    char digits[40];
    if (min < 1 || min > SETTINGS_CLOCK_MINUTES_MAX) {
        clock_digits(text, min_col, min_digits, digits, sizeof digits);
        snprintf(why, n, "%s minutes a side: a clock has 1 to %d", digits,
                 SETTINGS_CLOCK_MINUTES_MAX);
        return -1;
    }
    if (inc > SETTINGS_CLOCK_INCREMENT_MAX) {
        clock_digits(text, col, inc_digits, digits, sizeof digits);
        snprintf(why, n, "%s seconds added a move: at most %d", digits,
                 SETTINGS_CLOCK_INCREMENT_MAX);
        return -1;
    }
    *minutes = (int)min;
    *increment = (int)inc;
    return 0;
}

void settings_clock_of(const Settings *s, int *seconds, int *increment)
{
    *seconds = *increment = 0;
    if (s->clock == SETTINGS_CLOCK_CUSTOM && s->custom_minutes > 0) {
        *seconds = s->custom_minutes * 60;
        *increment = s->custom_increment;
    } else if (s->clock > 0 && s->clock < SETTINGS_CLOCKS) {
        *seconds = settings_clocks[s->clock].seconds;
        *increment = settings_clocks[s->clock].increment;
    }
}

void settings_set_custom_clock(Settings *s, int minutes, int increment)
{
    for (int i = 1; i < SETTINGS_CLOCKS; i++)
        if (settings_clocks[i].seconds == minutes * 60 &&
            settings_clocks[i].increment == increment) {
            s->clock = i; /* a preset's: one row of the cycle, not two alike */
            return;
        }
    s->custom_minutes = minutes;
    s->custom_increment = increment;
    s->clock = SETTINGS_CLOCK_CUSTOM;
}

void settings_clock_describe(const Settings *s, char *out, size_t n)
{
    if (s->clock != SETTINGS_CLOCK_CUSTOM || s->custom_minutes <= 0)
        settings_clock_title(s->clock, out, n);
    else if (s->custom_increment == 0)
        snprintf(out, n, "Clock: %d min a side (custom)", s->custom_minutes);
    else
        snprintf(out, n, "Clock: %d min + %d s a move (custom)", s->custom_minutes,
                 s->custom_increment);
}

/* "two", "white", "black", "computer"; and what the new-game list says. */
static const char *settings_players_name(SettingsPlayers p)
{
    return (unsigned)p < SETTINGS_PLAYERS_COUNT ? players_names[p] : "two";
}

const char *settings_players_title(SettingsPlayers p)
{
    static const char *const titles[SETTINGS_PLAYERS_COUNT] = {
        "Two players at this screen", "You play White against the computer",
        "You play Black against the computer", "The computer plays both sides"};
    return (unsigned)p < SETTINGS_PLAYERS_COUNT ? titles[p] : titles[0];
}

/* The name of a theme ("classic", "dark", "light"). */
static const char *settings_theme_name(SettingsTheme t)
{
    return (unsigned)t < SETTINGS_THEME_COUNT ? theme_names[t] : "classic";
}

/* The name of a renderer ("software", "accelerated"). */
static const char *settings_renderer_name(SettingsRenderer r)
{
    return (unsigned)r < SETTINGS_RENDERER_COUNT ? renderer_names[r] : "software";
}

/* Appends one formatted line to the message buffer; once it is full, the
 * rest is dropped (the text already there ends cleanly). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
note(char *msg, int msgn, const char *fmt, ...)
{
    size_t used = strlen(msg);
    if (used + 1 >= (size_t)msgn)
        return;
    if (used > 0) {
        msg[used++] = '\n';
        msg[used] = '\0';
    }
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + used, (size_t)msgn - used, fmt, ap);
    va_end(ap);
}

static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    size_t n = strlen(p);
    while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r' || p[n - 1] == '\n'))
        p[--n] = '\0';
    return p;
}

static int parse_bool(const char *v, bool *out)
{
    static const char *const yes[] = {"on", "true", "yes", "1"};
    static const char *const no[] = {"off", "false", "no", "0"};
    for (int i = 0; i < 4; i++) {
        if (strcmp(v, yes[i]) == 0) {
            *out = true;
            return 0;
        }
        if (strcmp(v, no[i]) == 0) {
            *out = false;
            return 0;
        }
    }
    return -1;
}

/* The index of value among the n names, -1 when it is none of them. */
static int name_index(const char *value, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(value, names[i]) == 0)
            return i;
    return -1;
}

/* Applies one "key = value" pair; returns NULL, or what is wrong with it. */
static const char *apply(Settings *s, const char *key, const char *value)
{
    bool *flag = NULL;
    int i;
    if (strcmp(key, "theme") == 0) {
        if ((i = name_index(value, theme_names, SETTINGS_THEME_COUNT)) < 0)
            return "is not classic, dark or light";
        s->theme = (SettingsTheme)i;
        return NULL;
    }
    if (strcmp(key, "renderer") == 0) {
        if ((i = name_index(value, renderer_names, SETTINGS_RENDERER_COUNT)) < 0)
            return "is not software or accelerated";
        s->renderer = (SettingsRenderer)i;
        return NULL;
    }
    if (strcmp(key, "players") == 0) {
        if ((i = name_index(value, players_names, SETTINGS_PLAYERS_COUNT)) < 0)
            return "is not two, white, black or computer";
        s->players = (SettingsPlayers)i;
        return NULL;
    }
    if (strcmp(key, "clock") == 0 || strcmp(key, "custom_clock") == 0) {
        bool custom = strcmp(key, "custom_clock") == 0;
        int min, inc;
        char why[160];
        if (!custom && (i = settings_clock_index(value)) >= 0) {
            s->clock = i;
            return NULL;
        }
        if (settings_clock_parse(value, &min, &inc, why, sizeof why) != 0)
            return custom ? "is not minutes+seconds from 1+0 to 600+600"
                          : "is not off or minutes+seconds from 1+0 to 600+600";
        int was = s->clock;
        settings_set_custom_clock(s, min, inc);
        if (custom) /* remembered for the cycle, not chosen */
            s->clock = was;
        return NULL;
    }
    if (strcmp(key, "level") == 0) {
        char *end;
        errno = 0;
        long v = strtol(value, &end, 10);
        if (end == value || *end != '\0' || errno != 0 || v < SETTINGS_LEVEL_MIN ||
            v > SETTINGS_LEVEL_MAX)
            return "is not a level from 1 to 10";
        s->level = (int)v;
        return NULL;
    }
    if (strcmp(key, "ui_scale") == 0) {
        char *end;
        errno = 0;
        long v = strtol(value, &end, 10);
        if (end == value || (*end != '\0' && strcmp(end, "%") != 0) || errno != 0 ||
            v < SETTINGS_SCALE_MIN || v > SETTINGS_SCALE_MAX)
            return "is not a percentage from 50 to 300";
        s->ui_scale = (int)v;
        return NULL;
    }
    if (strcmp(key, "animations") == 0)
        flag = &s->animations;
    else if (strcmp(key, "sounds") == 0)
        flag = &s->sounds;
    else if (strcmp(key, "auto_flip") == 0)
        flag = &s->auto_flip;
    else
        return "";
    return parse_bool(value, flag) == 0 ? NULL : "is not on or off";
}

SettingsStatus settings_parse(Settings *s, const char *text, size_t len, const char *path,
                              char *msg, int msgn)
{
    settings_default(s);
    msg[0] = '\0';
    SettingsStatus status = SETTINGS_OK;
    int lineno = 0;
    size_t pos = 0;
    while (pos < len) {
        lineno++;
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        size_t n = end - pos;
        const char *src = text + pos;
        pos = end < len ? end + 1 : end;
        char line[256];
        if (n >= sizeof line) {
            note(msg, msgn, "%s:%d: line too long (ignored)", path, lineno);
            status = SETTINGS_BROKEN;
            continue;
        }
        memcpy(line, src, n);
        if (n > 0 && line[n - 1] == '\r') /* a CRLF line end */
            n--;
        line[n] = '\0';
        for (size_t i = 0; i < n; i++) /* keep the messages printable */
            if ((unsigned char)line[i] < 0x20 && line[i] != '\t')
                line[i] = '?';
        char *p = trim(line);
        if (*p == '\0' || *p == '#')
            continue;
        char *eq = strchr(p, '=');
        if (!eq) {
            note(msg, msgn, "%s:%d: expected \"key = value\" (ignored)", path, lineno);
            status = SETTINGS_BROKEN;
            continue;
        }
        *eq = '\0';
        char *key = trim(p), *value = trim(eq + 1);
        const char *why = apply(s, key, value);
        if (why && !*why) {
            note(msg, msgn, "%s:%d: unknown setting \"%.40s\" (ignored)", path, lineno, key);
            status = SETTINGS_BROKEN;
        } else if (why) {
            note(msg, msgn, "%s:%d: %s: \"%.40s\" %s (default kept)", path, lineno, key, value,
                 why);
            status = SETTINGS_BROKEN;
        }
    }
    return status;
}

SettingsStatus settings_load(Settings *s, const char *path, char *msg, int msgn)
{
    settings_default(s);
    msg[0] = '\0';
    struct stat st;
    if (lstat(path, &st) != 0 && errno == ENOENT)
        return SETTINGS_MISSING;
    char *text = NULL;
    size_t len = 0;
    Error err;
    error_clear(&err);
    if (host_read_file(path, HOST_CAP_SETTINGS, &text, &len, &err) != 0) {
        char m[600];
        error_format(&err, m, sizeof m);
        note(msg, msgn, "%s (defaults used)", m);
        return SETTINGS_BROKEN;
    }
    SettingsStatus status = settings_parse(s, text, len, path, msg, msgn);
    free(text);
    return status;
}

int settings_format(const Settings *s, char *buf, int n)
{
    char clock[32], custom[48] = "";
    if (s->clock == SETTINGS_CLOCK_CUSTOM && s->custom_minutes > 0)
        snprintf(clock, sizeof clock, "%d+%d", s->custom_minutes, s->custom_increment);
    else
        snprintf(clock, sizeof clock, "%s",
                 settings_clocks[s->clock >= 0 && s->clock < SETTINGS_CLOCKS ? s->clock : 0].name);
    if (s->custom_minutes > 0) /* kept while a preset is chosen */
        snprintf(custom, sizeof custom, "custom_clock = %d+%d\n", s->custom_minutes,
                 s->custom_increment);
    int len = snprintf(buf, (size_t)n,
                       "# morphchess settings: \"key = value\" lines; see morphchess(6).\n"
                       "theme = %s\n"
                       "animations = %s\n"
                       "sounds = %s\n"
                       "ui_scale = %d\n"
                       "auto_flip = %s\n"
                       "renderer = %s\n"
                       "players = %s\n"
                       "level = %d\n"
                       "clock = %s\n%s",
                       settings_theme_name(s->theme), s->animations ? "on" : "off",
                       s->sounds ? "on" : "off", s->ui_scale, s->auto_flip ? "on" : "off",
                       settings_renderer_name(s->renderer), settings_players_name(s->players),
                       s->level, clock, custom);
    return (len < 0 || len >= n) ? -1 : len;
}

/* Keeps the file at path as PATH.broken (or -2, -3, ...) when it is there and does not read
 * cleanly as settings: 1 (err says where), 0 when there is nothing to keep, -1 with err. */
static int keep_broken(const char *path, char *err, int errn)
{
    Settings old;
    char msg[256];
    if (settings_load(&old, path, msg, (int)sizeof msg) != SETTINGS_BROKEN)
        return 0;
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
        return 0; /* (not a file: atomicfile_write says why) */
    char copy[4200];
    for (int i = 1; i < 100; i++) {
        char suffix[16] = "";
        if (i > 1)
            snprintf(suffix, sizeof suffix, "-%d", i);
        if (snprintf(copy, sizeof copy, "%s.broken%s", path, suffix) >= (int)sizeof copy)
            break;
        /* a hard link (to a link's target): never over another copy */
        if (linkat(AT_FDCWD, path, AT_FDCWD, copy, AT_SYMLINK_FOLLOW) == 0) {
            const char *base = strrchr(copy, '/');
            snprintf(err, (size_t)errn, "%s: the old file could not be read: kept as %s", path,
                     base ? base + 1 : copy);
            return 1;
        }
        if (errno != EEXIST)
            break;
    }
    snprintf(err, (size_t)errn,
             "%s: could not be read as settings and no copy could be made "
             "(%s): not replaced",
             path, strerror(errno));
    return -1;
}

int settings_save(const Settings *s, const char *path, char *err, int errn)
{
    char text[512];
    int len = settings_format(s, text, (int)sizeof text);
    if (len < 0) {
        snprintf(err, (size_t)errn, "%s: settings too long", path);
        return -1;
    }
    int kept = keep_broken(path, err, errn);
    if (kept < 0)
        return -1;
    if (atomicfile_write(path, text, (size_t)len, err, errn) != 0)
        return -1;
    return kept;
}
