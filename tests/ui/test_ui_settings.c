/* test_ui_settings.c - settings file: defaults, round trip, exact messages; atomic writes. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomicfile.h"
#include "check.h"
#include "scratch.h"
#include "settings.h"

static char scratch[256];

static void put(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static int entries(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return -1;
    for (struct dirent *e; (e = readdir(d));)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0)
            n++;
    closedir(d);
    return n;
}

static void defaults_and_missing(void)
{
    Settings s;
    char msg[256] = "x", path[512];
    snprintf(path, sizeof path, "%s/none.conf", scratch);
    memset(&s, 0x5a, sizeof s); /* whatever was there: every member gets its default */
    s.ui_scale = 7;
    CHECK_INT(settings_load(&s, path, msg, sizeof msg), SETTINGS_MISSING);
    CHECK_STR(msg, "");
    CHECK_INT(s.theme, SETTINGS_THEME_CLASSIC);
    CHECK(s.animations && s.sounds && !s.auto_flip);
    CHECK_INT(s.ui_scale, 100);
    CHECK_INT(s.clock, 0);
    CHECK_INT(s.level, 4);
    char text[512];
    CHECK_INT(settings_format(&s, text, sizeof text), (long long)strlen(text));
    CHECK_STR(text, "# morphchess settings: \"key = value\" lines; see morphchess(6).\n"
                    "theme = classic\n"
                    "animations = on\n"
                    "sounds = on\n"
                    "ui_scale = 100\n"
                    "auto_flip = off\n"
                    "renderer = software\n"
                    "players = two\n"
                    "level = 4\n"
                    "clock = off\n");
    CHECK_INT(s.renderer, SETTINGS_RENDERER_SOFTWARE); /* the default: light on memory */
    CHECK_INT(settings_format(&s, text, 20), -1);
}

static void round_trip(void)
{
    Settings s, r;
    char msg[256], path[512];
    snprintf(path, sizeof path, "%s/round.conf", scratch);
    settings_default(&s);
    s.theme = SETTINGS_THEME_LIGHT;
    s.animations = false;
    s.sounds = false;
    s.ui_scale = 175;
    s.auto_flip = true;
    s.players = SETTINGS_PLAYERS_BLACK;
    s.level = 9;
    s.renderer = SETTINGS_RENDERER_ACCELERATED;
    s.clock = settings_clock_index("5+3");
    CHECK_INT(settings_save(&s, path, msg, sizeof msg), 0);
    CHECK_INT(settings_load(&r, path, msg, sizeof msg), SETTINGS_OK);
    CHECK_STR(msg, "");
    CHECK_INT(r.players, SETTINGS_PLAYERS_BLACK);
    CHECK_INT(r.level, 9);
    CHECK_INT(r.theme, SETTINGS_THEME_LIGHT);
    CHECK(!r.animations && !r.sounds && r.auto_flip);
    CHECK_INT(r.ui_scale, 175);
    CHECK_INT(r.renderer, SETTINGS_RENDERER_ACCELERATED);
    CHECK_INT(r.clock, settings_clock_index("5+3"));
    CHECK_STR(settings_clocks[r.clock].name, "5+3");
    char title[64];
    settings_clock_title(r.clock, title, sizeof title);
    CHECK_STR(title, "Clock: 5 min + 3 s a move");
    settings_clock_title(SETTINGS_CLOCKS - 1, title, sizeof title);
    CHECK_STR(title, "Clock: 30 min a side");
    /* lichess's short presets are there, in order of a game's length */
    const char *want[] = {"off", "\xc2\xbd+0", "1+0", "1+1", "2+1", "3+0", "3+2", "5+0"};
    for (int i = 0; i < 8; i++)
        CHECK_STR(settings_clocks[i].name, want[i]);
    CHECK_INT(settings_clock_index("7+7"), -1);
    settings_clock_title(0, title, sizeof title);
    CHECK_STR(title, "No clock");
    struct stat st;
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == (0644 & ~(unsigned)umask(022)));
}

static void broken_lines(void)
{
    Settings s;
    char msg[4096], path[512], want[4096];
    snprintf(path, sizeof path, "%s/broken.conf", scratch);
    put(path, "theme = dark\n"
              "colour = red\n"
              "ui_scale = 900\n"
              "  animations=off  \r\n"
              "garbage line\n"
              "sounds = maybe\n"
              "auto_flip = yes\n"
              "# ui_scale = 60\n"
              "\n"
              "ui_scale = 125%\n"
              "theme = \x01neon\n"
              "clock = 7:7\n");
    CHECK_INT(settings_load(&s, path, msg, sizeof msg), SETTINGS_BROKEN);
    CHECK_INT(s.theme, SETTINGS_THEME_DARK);
    CHECK(!s.animations);
    CHECK(s.sounds);
    CHECK(s.auto_flip);
    CHECK_INT(s.ui_scale, 125);
    snprintf(want, sizeof want,
             "%s:2: unknown setting \"colour\" (ignored)\n"
             "%s:3: ui_scale: \"900\" is not a percentage from 50 to 300 (default kept)\n"
             "%s:5: expected \"key = value\" (ignored)\n"
             "%s:6: sounds: \"maybe\" is not on or off (default kept)\n"
             "%s:11: theme: \"?neon\" is not classic, dark or light (default kept)\n"
             "%s:12: clock: \"7:7\" is not off or minutes+seconds from 1+0 to 600+600 "
             "(default kept)",
             path, path, path, path, path, path);
    CHECK_STR(msg, want);

    /* a small message buffer: cut short, never overrun */
    char small[24];
    memset(small, 'Z', sizeof small);
    CHECK_INT(settings_load(&s, path, small, 20), SETTINGS_BROKEN);
    CHECK_INT((long long)strlen(small), 19);
    CHECK(small[20] == 'Z');

    /* a line longer than any setting, then a good one */
    char longline[601];
    memset(longline, 'x', 590);
    memcpy(longline + 590, "\nsounds=0\n", 11);
    put(path, longline);
    CHECK_INT(settings_load(&s, path, msg, sizeof msg), SETTINGS_BROKEN);
    snprintf(want, sizeof want, "%s:1: line too long (ignored)", path);
    CHECK_STR(msg, want);
    CHECK(!s.sounds);

    /* a folder where the file should be: defaults and a message */
    CHECK_INT(settings_load(&s, scratch, msg, sizeof msg), SETTINGS_BROKEN);
    snprintf(want, sizeof want, "%s: not a regular file (defaults used)", scratch);
    CHECK_STR(msg, want);
    CHECK_INT(s.ui_scale, 100);

    /* a FIFO, or a link to /dev/zero: refused at once, never read (no hang) */
    char special[600];
    snprintf(special, sizeof special, "%s/fifo.conf", scratch);
    CHECK_INT(mkfifo(special, 0600), 0);
    CHECK_INT(settings_load(&s, special, msg, sizeof msg), SETTINGS_BROKEN);
    snprintf(want, sizeof want, "%s: not a regular file (defaults used)", special);
    CHECK_STR(msg, want);
    unlink(special);
    snprintf(special, sizeof special, "%s/zero.conf", scratch);
    CHECK_INT(symlink("/dev/zero", special), 0);
    CHECK_INT(settings_load(&s, special, msg, sizeof msg), SETTINGS_BROKEN);
    snprintf(want, sizeof want, "%s: not a regular file (defaults used)", special);
    CHECK_STR(msg, want);
    unlink(special);

    /* a link to a regular file is read, and saving writes through it: the link stays */
    char target[600], err[600];
    snprintf(target, sizeof target, "%s/real-settings.conf", scratch);
    snprintf(special, sizeof special, "%s/linked.conf", scratch);
    put(target, "ui_scale = 150\n");
    CHECK_INT(symlink(target, special), 0);
    CHECK_INT(settings_load(&s, special, msg, sizeof msg), SETTINGS_OK);
    CHECK_INT(s.ui_scale, 150);
    s.ui_scale = 175;
    CHECK_INT(settings_save(&s, special, err, sizeof err), 0);
    struct stat st;
    CHECK_INT(lstat(special, &st), 0);
    CHECK(S_ISLNK(st.st_mode));
    Settings again;
    CHECK_INT(settings_load(&again, target, msg, sizeof msg), SETTINGS_OK);
    CHECK_INT(again.ui_scale, 175);
    unlink(special);
    unlink(target);
}

static void atomic_writes(void)
{
    char dir[512], path[600], err[600], text[64], want[800];
    snprintf(dir, sizeof dir, "%s/atomic", scratch);
    CHECK_INT(mkdir(dir, 0700), 0);
    snprintf(path, sizeof path, "%s/file.txt", dir);
    CHECK_INT(atomicfile_write(path, "first version\n", 14, err, sizeof err), 0);
    CHECK_INT(atomicfile_write(path, "second\n", 7, err, sizeof err), 0);
    scratch_read(path, text, sizeof text);
    CHECK_STR(text, "second\n");
    CHECK_INT(entries(dir), 1); /* no temporary file left */
    CHECK_INT(atomicfile_write(path, NULL, 0, err, sizeof err), 0);
    scratch_read(path, text, sizeof text);
    CHECK_STR(text, "");

    /* into a folder that does not exist */
    snprintf(path, sizeof path, "%s/missing/file.txt", dir);
    CHECK_INT(atomicfile_write(path, "x", 1, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: cannot create a temporary file: No such file or directory",
             path);
    CHECK_STR(err, want);

    /* over a folder: the rename fails, the folder stays, the temp file goes */
    snprintf(path, sizeof path, "%s/sub", dir);
    CHECK_INT(mkdir(path, 0700), 0);
    CHECK_INT(atomicfile_write(path, "x", 1, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: cannot rename the temporary file: Is a directory", path);
    CHECK_STR(err, want);
    struct stat st;
    CHECK(stat(path, &st) == 0 && S_ISDIR(st.st_mode));
    CHECK_INT(entries(dir), 2);
}

/* A custom clock: typed "MIN+INC" read with exact, located messages; kept in the file as
 * "clock = 7+5" (and "custom_clock" while a preset is chosen); new games get it. */
static void custom_clock(void)
{
    int min = -1, inc = -1;
    char why[200];
    CHECK_INT(settings_clock_parse("7+5", &min, &inc, why, sizeof why), 0);
    CHECK_INT(min, 7);
    CHECK_INT(inc, 5);
    CHECK_INT(settings_clock_parse(" 90 ", &min, &inc, why, sizeof why), 0);
    CHECK(min == 90 && inc == 0);
    CHECK_INT(settings_clock_parse("15 + 10", &min, &inc, why, sizeof why), 0);
    CHECK(min == 15 && inc == 10);
    static const struct {
        const char *text, *why;
    } bad[] = {
        {"", "type the minutes a side, '+' and the seconds added a move: 7+5"},
        {"x+5", "the minutes a side come first, as a number: 'x' is not one"},
        {"7+x", "the seconds added a move come after the '+', as a number: 'x' is not one"},
        {"7+", "the seconds added a move are missing after the '+'"},
        {"7:30", "':' after the minutes: only '+' and the seconds a move may follow"},
        {"7+5+1", "'+' after the seconds: nothing more may follow"},
        {"0+5", "0 minutes a side: a clock has 1 to 600"},
        {"601", "601 minutes a side: a clock has 1 to 600"},
        {"10+999", "999 seconds added a move: at most 600"},
        /* issue 49: a long number was read as "999999 minutes"; a full-width digit was "a
         * character other than a digit" */
        {"12345678901234567890", "12345678901234567890 minutes a side: a clock has 1 to 600"},
        {"1+123456789012345678901234567890",
         "123456789012345678901234\xe2\x80\xa6 seconds added a move: at most 600"},
        {"\xef\xbc\x97+5", "'\xef\xbc\x97' is a full-width digit (U+FF17): type 7 instead: the "
                           "minutes a side come first"},
        {"7+\xef\xbc\x95", "'\xef\xbc\x95' is a full-width digit (U+FF15): type 5 instead: the "
                           "seconds added a move come after the '+'"},
        {"\xe2\x82\xac", "the minutes a side come first, as a number: '\xe2\x82\xac' (U+20AC) is "
                         "not one"},
        {"\xff", "the minutes a side come first, as a number: the byte 0xFF (not UTF-8) is not "
                 "one"},
        {"7\x01", "the control character U+0001 after the minutes: only '+' and the seconds a "
                  "move may follow"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        min = inc = -1;
        CHECK_INT(settings_clock_parse(bad[i].text, &min, &inc, why, sizeof why), -1);
        CHECK_STR(why, bad[i].why);
        CHECK(min == -1 && inc == -1); /* untouched */
    }
    Settings s, r;
    char msg[256], text[600], title[80];
    settings_default(&s);
    s.clock = SETTINGS_CLOCK_CUSTOM;
    s.custom_minutes = 7;
    s.custom_increment = 5;
    settings_clock_describe(&s, title, sizeof title);
    CHECK_STR(title, "Clock: 7 min + 5 s a move (custom)");
    settings_clock_of(&s, &min, &inc);
    CHECK(min == 7 * 60 && inc == 5);
    CHECK(settings_format(&s, text, sizeof text) > 0);
    CHECK(strstr(text, "clock = 7+5\ncustom_clock = 7+5\n") != NULL);
    CHECK_INT(settings_parse(&r, text, strlen(text), "t.conf", msg, sizeof msg), SETTINGS_OK);
    CHECK(r.clock == SETTINGS_CLOCK_CUSTOM && r.custom_minutes == 7 && r.custom_increment == 5);
    s.clock = settings_clock_index("3+2"); /* a preset chosen: the custom one is remembered */
    CHECK(settings_format(&s, text, sizeof text) > 0);
    CHECK(strstr(text, "clock = 3+2\ncustom_clock = 7+5\n") != NULL);
    CHECK_INT(settings_parse(&r, text, strlen(text), "t.conf", msg, sizeof msg), SETTINGS_OK);
    CHECK(r.clock == settings_clock_index("3+2") && r.custom_minutes == 7);
    settings_clock_of(&r, &min, &inc);
    CHECK(min == 3 * 60 && inc == 2);
    /* ½+0 is read and written by its name, 30 s a side; a custom clock that is a preset is
     * the preset */
    s.clock = settings_clock_index("\xc2\xbd+0");
    CHECK(s.clock > 0);
    CHECK(settings_format(&s, text, sizeof text) > 0);
    CHECK_INT(settings_parse(&r, text, strlen(text), "t.conf", msg, sizeof msg), SETTINGS_OK);
    settings_clock_of(&r, &min, &inc);
    CHECK(min == 30 && inc == 0);
    settings_clock_title(r.clock, title, sizeof title);
    CHECK_STR(title, "Clock: 30 s a side");
    settings_set_custom_clock(&r, 10, 5);
    CHECK_INT(r.clock, settings_clock_index("10+5"));
    const char *odd = "clock = 45+15\nlevel = 2\nclock = 7:30\n";
    CHECK_INT(settings_parse(&r, odd, strlen(odd), "t.conf", msg, sizeof msg), SETTINGS_BROKEN);
    CHECK_STR(msg, "t.conf:3: clock: \"7:30\" is not off or minutes+seconds from 1+0 to 600+600 "
                   "(default kept)");
    CHECK(r.clock == SETTINGS_CLOCK_CUSTOM && r.custom_minutes == 45 && r.custom_increment == 15);
}

int main(void)
{
    if (scratch_make(scratch, sizeof scratch, "settings") != 0)
        return 1;
    defaults_and_missing();
    round_trip();
    broken_lines();
    atomic_writes();
    custom_clock();
    scratch_remove(scratch);
    return check_report("test_ui_settings");
}
