/* test_ui_hostile.c - the game behind the window when files, folders and the clipboard turn
 * hostile (issue 31): a write that fails says the system's reason in full and warns before
 * quitting, a game file name of 255 bytes is written, a folder of games that cannot be
 * written still lists and opens them, a settings file that cannot be read is kept as a copy
 * before it is replaced, and a paste with a NUL byte or none says so, as does a record or a
 * variant file holding one (issue 49). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "savegame.h"
#include "scratch.h"
#include "session.h"
#include "settings.h"
#include "view.h"

static View view; /* large: kept off the stack */
static char scratch[256];

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static void move(Session *s, const char *from, const char *to)
{
    Intent it = {INTENT_MOVE, 0, sq_of(from), 0, sq_of(to), false, 0, 0, 0};
    session_apply(s, &view, &it);
}

static void start(Session *s, const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    CHECK_INT(session_start_variant(s, &view, path), 0);
}

/* 17, 18: the game's file cannot be written (its folder became a file): the status line gives
 * the system's reason whole, however long the folder's path; quitting warns once. */
static void failed_write(void)
{
    char dir[600];
    snprintf(dir, sizeof dir,
             "%s/a-user-folder-whose-name-is-long-enough-to-fill-the-status-"
             "line-with-its-path-alone-and-more",
             scratch);
    CHECK_INT(mkdir(dir, 0755), 0);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, dir), 0);
    start(&s, "fide");
    move(&s, "e2", "e4");
    CHECK(s.game_path[0] != '\0');
    CHECK(session_may_quit(&s, &view)); /* written: nothing to warn of */
    char games[700], moved[720];
    snprintf(games, sizeof games, "%s/games", dir);
    snprintf(moved, sizeof moved, "%s/games-moved", dir);
    CHECK_INT(rename(games, moved), 0);
    FILE *f = fopen(games, "w");
    if (f)
        fclose(f);
    move(&s, "e7", "e5");
    CHECK(strncmp(view.panel.status, "The game could not be written: ", 31) == 0);
    CHECK(strstr(view.panel.status, "Not a directory (\xe2\x80\xa6") != NULL);
    size_t n = strlen(view.panel.status);
    CHECK(n > 5 && strcmp(view.panel.status + n - 6, ".json)") == 0);
    CHECK(!session_may_quit(&s, &view));
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    CHECK_STR(view.modal.subtitle, "Its last moves could not be written to its file:\n\n"
                                   "cannot create a temporary file: Not a directory\n\n"
                                   "Ctrl+S saves it as another file; Ctrl+Q again quits without "
                                   "it.");
    CHECK(session_may_quit(&s, &view)); /* the second time it goes */
    session_clear(&s);
}

/* 17: a game saved under a name of 255 bytes, the longest a folder takes (the temporary
 * file's name beside it was 11 bytes too long). */
static void long_name(void)
{
    char path[700], name[256];
    memset(name, 'g', 255 - 5);
    memcpy(name + 250, ".json", 6);
    snprintf(path, sizeof path, "%s/%s", scratch, name);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    start(&s, "fide");
    move(&s, "d2", "d4");
    CHECK_INT(session_save(&s, &view, path), 0);
    struct stat st;
    CHECK(stat(path, &st) == 0 && st.st_size > 100);
    move(&s, "d7", "d5");
    CHECK_INT(session_save(&s, &view, NULL), 0); /* and written there again */
    Variant *v = NULL;
    Match *m = NULL;
    Error e;
    CHECK_INT(savegame_read(path, &v, &m, NULL, &e), 0);
    CHECK_INT(m ? match_plies(m) : 0, 2);
    match_free(m);
    variant_free(v);
    session_clear(&s);
}

/* 19: games/ that cannot be written (here its .removed cannot be made) still lists its games,
 * and opens them; nothing is written there. */
static void read_only_games(void)
{
    char dir[600], games[700], path[800];
    snprintf(dir, sizeof dir, "%s/readonly", scratch);
    snprintf(games, sizeof games, "%s/games", dir);
    CHECK_INT(mkdir(dir, 0755), 0);
    CHECK_INT(mkdir(games, 0755), 0);
    snprintf(path, sizeof path, "%s/.removed", games);
    FILE *f = fopen(path, "w"); /* a file where the folder should be */
    if (f)
        fclose(f);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0); /* a game to find there */
    start(&s, "revolving");
    move(&s, "e2", "e4");
    snprintf(path, sizeof path, "%s/20260101-120000-revolving.json", games);
    CHECK_INT(session_save(&s, &view, path), 0);
    session_clear(&s);

    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, dir), 0);
    CHECK(s.history_readonly);
    CHECK_STR(s.games_dir, games);
    session_show_menu(&s, &view);
    CHECK(strncmp(view.modal.subtitle, "Games are not kept: not a folder", 32) == 0);
    int found = -1;
    for (int i = 0; i < s.nentries; i++)
        if (strcmp(s.entries[i].path, path) == 0)
            found = i;
    CHECK(found >= 0);
    if (found >= 0) {
        Intent pick = {INTENT_PICK, -1, -1, -1, -1, false, found, 0, 0};
        session_apply(&s, &view, &pick);
        CHECK_INT(s.mode, SESSION_PLAY);
        CHECK_STR(view.panel.title, "Revolving Chess");
        CHECK_INT(view.panel.nmoves, 1);
    }
    session_clear(&s);
}

/* 21: a settings file that cannot be read as settings (here 1 MB) is kept as a copy before
 * the first change replaces it, and the status line says where. */
static void broken_settings(void)
{
    char path[600], copy[700];
    snprintf(path, sizeof path, "%s/settings.conf", scratch);
    snprintf(copy, sizeof copy, "%s.broken", path);
    FILE *f = fopen(path, "w");
    for (int i = 0; f && i < 1 << 20; i++)
        fputc(i % 64 == 63 ? '\n' : '#', f);
    if (f)
        fclose(f);
    Settings st;
    char msg[600];
    CHECK_INT(settings_load(&st, path, msg, sizeof msg), SETTINGS_BROKEN);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    s.settings.sounds = false;
    session_write_settings(&s, &view, path);
    CHECK(strncmp(view.panel.status,
                  "Settings saved: the old file could not be read: kept as settings.conf.broken (",
                  78) == 0);
    struct stat sb;
    CHECK(stat(copy, &sb) == 0 && sb.st_size == 1 << 20);
    CHECK_INT(settings_load(&st, path, msg, sizeof msg), SETTINGS_OK);
    CHECK(!st.sounds);
    view.panel.status[0] = '\0';
    s.settings.sounds = true; /* a good file is replaced without a copy */
    session_write_settings(&s, &view, path);
    CHECK_STR(view.panel.status, "");
    snprintf(copy, sizeof copy, "%s.broken-2", path);
    CHECK(stat(copy, &sb) != 0);
    session_clear(&s);
}

/* 18: a settings file that cannot be written says so in the status line, with the system's
 * reason (it went only to standard error). */
static void settings_unwritten(void)
{
    char dir[600], path[700];
    snprintf(dir, sizeof dir, "%s/not-a-folder", scratch);
    snprintf(path, sizeof path, "%s/settings.conf", dir);
    FILE *f = fopen(dir, "w"); /* a file where the settings' folder should be */
    if (f)
        fclose(f);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    view.panel.status[0] = '\0';
    s.settings.sounds = false;
    session_write_settings(&s, &view, path);
    char want[900];
    snprintf(want, sizeof want,
             "Settings not saved: cannot create a temporary file: Not a directory (%s)", path);
    CHECK_STR(view.panel.status, want);
    session_clear(&s);
    unlink(dir);
}

/* 13: a pasted game of 40,000 plies opens in a moment (the captured pieces were listed from
 * the start at every move: a minute's freeze for 100,000 plies, 8.9 s of replay for 40,000). */
static void long_paste(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    FILE *f = fopen(path, "r");
    char *json = calloc(1, 1 << 16);
    if (f) {
        CHECK(fread(json, 1, (1 << 16) - 1, f) > 0);
        fclose(f);
    }
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    /* orthodox chess without the draws, so that the knights may go round for long */
    fputs("[Variant \"nodraws\"]\n[VariantJSON \"", out);
    static const char *const draws[] = {"\"repetition\": true", "\"fifty_move\": true"};
    for (const char *c = json; *c; c++) {
        bool draw = false;
        for (int k = 0; k < 2 && !draw; k++)
            if (strncmp(c, draws[k], strlen(draws[k])) == 0) {
                fprintf(out, "\\\"%s\\\": false", k ? "fifty_move" : "repetition");
                c += strlen(draws[k]) - 1;
                draw = true;
            }
        if (!draw && *c != '\n')
            fprintf(out, *c == '"' || *c == '\\' ? "\\%c" : "%c", *c);
    }
    fputs("\"]\n\n", out);
    static const char *const round[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    const char *quick = getenv("MORPH_TEST_QUICK"); /* the sanitizer builds: a tenth */
    int plies = quick && quick[0] && strcmp(quick, "0") != 0 ? 4000 : 40000;
    for (int p = 0; p < plies; p++) {
        if (p % 2 == 0)
            fprintf(out, "%d. ", p / 2 + 1);
        fprintf(out, "%s ", round[p % 4]);
    }
    fputs("*\n", out);
    fclose(out);
    free(json);
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    start(&s, "fide");
    CHECK_INT(session_paste(&s, &view, text, strlen(text)), 0);
    CHECK_INT(match_plies(s.match), plies);
    session_clear(&s);
    free(text);
}

/* 16, 18: a paste with a NUL byte is refused at its place; no text says why it may be. */
static void pastes(void)
{
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    start(&s, "fide");
    const char text[] = "[Variant \"revolving\"]\n\0 1. e4 d5 *";
    CHECK_INT(session_paste(&s, &view, text, sizeof text - 1), -1);
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    CHECK_STR(view.modal.subtitle,
              "the pasted text:2:1: a NUL byte: this is not a text (the rest would be lost)");
    view.modal.kind = VIEW_MODAL_NONE;
    s.mode = SESSION_PLAY;
    CHECK_INT(session_paste(&s, &view, "", 0), -1);
    CHECK_STR(view.panel.status, "Nothing to paste: the clipboard gave no text (none held, its "
                                 "owner silent for 5 s, or over 256 MB under X11).");
    /* its len bytes and no more: what follows them (here "XYZ", in a fuzzer's
     * buffer nothing at all) is not read as part of the FEN */
    const char fen[] = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1XYZ";
    view.panel.status[0] = '\0';
    CHECK_INT(session_paste(&s, &view, fen, sizeof fen - 4), 0);
    CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
    session_clear(&s);
}

/* Issue 49, point 4: a record or a variant file with a NUL byte is refused at its place, as
 * the command line refuses it (it opened as the 2 plies before the NUL, without a word). */
static void nul_files(void)
{
    Session s;
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, scratch), 0);
    start(&s, "fide");
    char path[400];
    snprintf(path, sizeof path, "%s/nul.pgn", scratch);
    static const char record[] = "1. e4 e5 \0 2. Nf3 Nc6 *\n";
    FILE *f = fopen(path, "wb");
    CHECK(f != NULL);
    fwrite(record, 1, sizeof record - 1, f);
    fclose(f);
    CHECK_INT(session_open_pgn(&s, &view, path), -1);
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    char want[600];
    snprintf(want, sizeof want, "%s:1:10: a NUL byte: this is not a text (the rest would be lost)",
             path);
    CHECK_STR(view.modal.subtitle, want);
    view.modal.kind = VIEW_MODAL_NONE;
    s.mode = SESSION_PLAY;
    snprintf(path, sizeof path, "%s/nul-variant.json", scratch);
    f = fopen(path, "wb");
    CHECK(f != NULL);
    fputs("{\"id\": \"x\"}\n", f);
    fwrite("\0garbage", 1, 8, f);
    fclose(f);
    CHECK(session_start_variant(&s, &view, path) != 0);
    snprintf(want, sizeof want, "%s:2:1: a NUL byte: this is not a text (the rest would be lost)",
             path);
    CHECK_STR(view.modal.subtitle, want);
    session_clear(&s);
}

int main(void)
{
    if (scratch_make(scratch, sizeof scratch, "hostile") != 0)
        return 1;
    view_init(&view, 1, 8, 8);
    failed_write();
    long_name();
    read_only_games();
    broken_settings();
    settings_unwritten();
    pastes();
    nul_files();
    long_paste();
    scratch_remove(scratch);
    return check_report("test_ui_hostile");
}
