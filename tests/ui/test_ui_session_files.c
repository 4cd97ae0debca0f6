/* test_ui_session_files.c - the session's files with no window: save and load, the game history,
 * records and comments, bad files, the offer to resume, a user folder too long. */
#include "atomicfile.h"
#include "session_fixture.h"

static void save_and_load(void)
{
    start("moveup-takedown");
    move("e2", "e4");
    CHECK_INT(at("e4"), 'N'); /* a quiet move steps the pawn up */
    move("d7", "d5");
    CHECK_INT(session_save(&session, &view, NULL), 0);
    CHECK(strncmp(view.panel.status, "Saved ", 6) == 0);
    char saved[SESSION_PATH_MAX];
    snprintf(saved, sizeof saved, "%s", session.save_path);
    /* two games saved within the same second get two files */
    start("moveup-takedown");
    move("e2", "e4");
    CHECK_INT(session_save(&session, &view, NULL), 0);
    CHECK(strcmp(session.save_path, saved) != 0);
    struct stat st;
    CHECK_INT(stat(saved, &st), 0);
    CHECK_INT(stat(session.save_path, &st), 0);
    start("fide");
    CHECK_INT(session_open_file(&session, &view, saved), 0);
    CHECK_STR(view.panel.title, "Move Up, Take Down");
    CHECK_INT(view.panel.nmoves, 2);
    CHECK_INT(at("e4"), 'N');
    /* the saved-game list shows it */
    apply(simple(INTENT_OPEN, 0));
    CHECK_INT(session.mode, SESSION_SAVES);
    int mutd = -1;
    for (int i = 0; i < view.modal.nitems; i++)
        if (session.entries[i].kind == ENTRY_SAVE && strcmp(session.entries[i].path, saved) == 0)
            mutd = i;
    CHECK(mutd >= 0);
    if (mutd >= 0) {
        CHECK_STR(view.modal.items[mutd].title, "Move Up, Take Down \xe2\x80\x94 White vs Black");
        CHECK(strncmp(view.modal.items[mutd].detail, "unfinished \xc2\xb7 saved, ", 21) == 0);
        CHECK(strstr(view.modal.items[mutd].detail, " \xc2\xb7 1 move \xc2\xb7 ") != NULL);
    }
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    /* picking it in the list opens it */
    start("fide");
    apply(simple(INTENT_OPEN, 0));
    apply(simple(INTENT_PICK, mutd));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.title, "Move Up, Take Down");
}

/* Every game has its own file: a new game never overwrites another, a game with no moves
 * makes no file, a removed game comes back with Ctrl+Z. */
static void game_history(void)
{
    int before = history_count();
    start("revolving");
    move("g1", "f3");
    CHECK_INT(history_count(), before + 1);
    char first[SESSION_PATH_MAX];
    snprintf(first, sizeof first, "%s", session.game_path);
    start("fide");
    CHECK_INT(history_count(), before + 1); /* no moves yet: no file */
    move("e2", "e4");
    CHECK_INT(history_count(), before + 2);
    CHECK(strcmp(session.game_path, first) != 0);
    apply(simple(INTENT_OPEN, 0));
    CHECK_INT(session.mode, SESSION_SAVES);
    int rev = -1;
    for (int i = 0; i < view.modal.nitems; i++)
        if (strcmp(session.entries[i].path, first) == 0)
            rev = i;
    CHECK(rev >= 0);
    if (rev >= 0) {
        CHECK_STR(view.modal.items[rev].title, "Revolving Chess \xe2\x80\x94 White vs Black");
        CHECK(strncmp(view.modal.items[rev].detail, "unfinished \xc2\xb7 ", 12) == 0);
        CHECK(strstr(view.modal.items[rev].detail, "1 move") != NULL);
        /* Delete removes it from the list, Ctrl+Z brings it back */
        view.modal.selected = rev;
        apply(simple(INTENT_REMOVE, 0));
        CHECK_INT(history_count(), before + 1);
        CHECK(strstr(view.modal.subtitle, "Ctrl+Z brings it back") != NULL);
        apply(simple(INTENT_UNDO, 0));
        CHECK_INT(history_count(), before + 2);
        CHECK_STR(session.entries[view.modal.selected].path, first);
        /* and opens where it stood */
        apply(simple(INTENT_CONFIRM, 0));
        CHECK_INT(session.mode, SESSION_PLAY);
        CHECK_INT(at("f3"), 'B'); /* the knight turned into a bishop */
        CHECK_STR(session.game_path, first);
    }
    /* special files among the games are passed over at once, never opened (no hang) */
    char fifo[SESSION_PATH_MAX + 32], saves_fifo[SESSION_PATH_MAX + 32];
    snprintf(fifo, sizeof fifo, "%s/fifo.json", session.games_dir);
    snprintf(saves_fifo, sizeof saves_fifo, "%s/saves/fifo.json", user_dir);
    char saves[SESSION_PATH_MAX + 16];
    snprintf(saves, sizeof saves, "%s/saves", user_dir);
    mkdir(saves, 0755);
    CHECK_INT(mkfifo(fifo, 0600), 0);
    CHECK_INT(mkfifo(saves_fifo, 0600), 0);
    apply(simple(INTENT_OPEN, 0));
    CHECK_INT(session.mode, SESSION_SAVES);
    for (int i = 0; i < session.nentries; i++)
        CHECK(strstr(session.entries[i].path, "fifo.json") == NULL);
    CHECK_INT(session_open_file(&session, &view, saves_fifo), -1);
    CHECK(strstr(view.modal.subtitle, "not a regular file") != NULL);
    apply(simple(INTENT_CANCEL, 0));
    unlink(fifo);
    unlink(saves_fifo);
}

/* Copy and paste: the position as FEN, the game as PGN, and both opened again; a .pgn
 * file opens too, and a record with a bad move names it and the closest legal moves. */
static void records(void)
{
    start("polypiece");
    move("g1", "f3");
    move("e7", "e5");
    char *fen = session_copy_text(&session, false);
    char *pgn = session_copy_text(&session, true);
    CHECK(fen && pgn);
    if (!fen || !pgn)
        return;
    CHECK_STR(fen, "rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq e6 0 2 "
                   "phases:000010/000010");
    CHECK(strstr(pgn, "[Variant \"polypiece\"]") != NULL);
    CHECK(strstr(pgn, "1. Ng1-f3=WD e7-e5") != NULL);
    CHECK(strstr(pgn, "VariantJSON") == NULL); /* a shipped variant is named, not embedded */
    /* two people who gave no names: lichess's "Anonymous", not "?" */
    CHECK(strstr(pgn, "[White \"Anonymous\"]\n[Black \"Anonymous\"]\n") != NULL);
    /* the FEN pasted: a new game from that position */
    start("polypiece");
    CHECK_INT(session_paste(&session, &view, fen, strlen(fen)), 0);
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(at("f3"), 'N');
    CHECK_INT(view.panel.nmoves, 0);
    CHECK(strncmp(view.panel.status, "Pasted a position of Polypiece Chess", 36) == 0);
    /* the PGN pasted over another variant's game: its Variant tag decides */
    start("fide");
    CHECK_INT(session_paste(&session, &view, pgn, strlen(pgn)), 0);
    CHECK_STR(view.panel.title, "Polypiece Chess");
    CHECK_INT(view.panel.nmoves, 2);
    CHECK_INT(at("e5"), 'p');
    /* a .pgn file: listed with the games, opened like one */
    char path[SESSION_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/saves/record.pgn", user_dir);
    Error err;
    CHECK_INT(savegame_write_text(path, pgn, &err), 0);
    start("fide");
    apply(simple(INTENT_OPEN, 0));
    int found = -1;
    for (int i = 0; i < session.nentries; i++)
        if (strcmp(session.entries[i].path, path) == 0)
            found = i;
    CHECK(found >= 0);
    if (found >= 0) {
        CHECK_STR(view.modal.items[found].title, "record.pgn");
        apply(simple(INTENT_PICK, found));
        CHECK_INT(session.mode, SESSION_PLAY);
        CHECK_STR(view.panel.title, "Polypiece Chess");
        CHECK_INT(view.panel.nmoves, 2);
    }
    unlink(path);
    /* a bad move: the message names it and the closest legal moves */
    CHECK_INT(paste("[Variant \"fide\"]\n1. e4 e5 2. Nf4 *\n"), -1);
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    CHECK(strstr(view.modal.subtitle, "move 2 (White)") != NULL);
    CHECK(strstr(view.modal.subtitle, "\"Nf4\"") != NULL);
    CHECK(strstr(view.modal.subtitle, "closest") != NULL);
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_STR(view.panel.title, "Polypiece Chess"); /* the game on the board stays */
    /* a FEN that does not read: the reader's words and column (as the set-up screen and the
     * command line say them), not a PGN's */
    static const struct {
        const char *text, *what;
    } fens[] = {
        {"rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 phases:000000/000000\n",
         "FEN: column 14: unknown piece letter 'X' in the placement"},
        {"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", /* (the line's spaces off) */
         "FEN: column 56: the move number must be a number from 1 to 2147483647, not \"0\""},
        {"8/8/8/8/8/8/8/4K3 w - - 0 1 phases:000000/000000", "FEN: Black has no king"},
    };
    for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++) {
        CHECK_INT(paste(fens[i].text), -1);
        CHECK_STR(view.modal.title, "Cannot read the position");
        char want[300];
        snprintf(want, sizeof want, "the pasted text, read as a position of Polypiece Chess: %s",
                 fens[i].what);
        CHECK_STR(view.modal.subtitle, want);
        apply(simple(INTENT_CONFIRM, 0));
        CHECK_STR(view.panel.title, "Polypiece Chess");
    }
    free(fen);
    free(pgn);
    /* a pasted record is listed with its players, result, clock and its own date (first,
     * though the game left on the board was written within the same clock tick) */
    CHECK_INT(paste("[Variant \"Standard\"]\n[Date \"2026.11.20\"]\n[White \"anna_k\"]\n[Black "
                    "\"BorisS\"]\n[WhiteElo \"1850\"]\n[BlackElo \"-\"]\n"
                    "[TimeControl \"180+2\"]\n[Result \"0-1\"]\n\n"
                    "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:59]} 0-1\n"),
              0);
    /* its ratings beside the names, as lichess shows them ("-": none) */
    CHECK_STR(view.panel.player[VIEW_WHITE], "anna_k 1850");
    CHECK_STR(view.panel.player[VIEW_BLACK], "BorisS");
    session_show_menu(&session, &view); /* kept in the history, marked as a record */
    CHECK_STR(view.modal.items[0].title, "Orthodox chess \xe2\x80\x94 anna_k vs BorisS");
    CHECK_STR(view.modal.items[0].detail, "imported record \xc2\xb7 0-1, resignation \xc2\xb7 3+2 "
                                          "\xc2\xb7 2026-11-20 \xc2\xb7 1 move");
    apply(simple(INTENT_CANCEL, 0));
    /* clocks of any time as lichess writes them: quarters of a minute, seconds, fractions of a
     * second kept (issue 49: 90+0.5 was "1+0") */
    static const struct {
        const char *control, *shown;
    } clocks[] = {{"90+0.5", "1\xc2\xbd+0.5"}, {"45", "\xc2\xbe+0"}, {"30+1", "\xc2\xbd+1"},
                  {"20+0.125", "20s+0.125"},   {"0.5+1", "0.5s+1"},  {"600+5", "10+5"}};
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        char record[160], want[120];
        snprintf(record, sizeof record,
                 "[White \"A\"]\n[Black \"B\"]\n[TimeControl \"%s\"]\n[Result \"1-0\"]\n\n"
                 "1. e4 e5 1-0\n",
                 clocks[i].control);
        CHECK_INT(paste(record), 0);
        session_show_menu(&session, &view);
        snprintf(want, sizeof want,
                 "imported record \xc2\xb7 1-0, resignation \xc2\xb7 %s \xc2\xb7 ",
                 clocks[i].shown);
        const char *got = view.modal.items[0].detail; /* then the date and the moves */
        CHECK_STR(strncmp(got, want, strlen(want)) == 0 ? want : got, want);
        apply(simple(INTENT_CANCEL, 0));
    }
    /* a record of two games: game 1 on the board and a list to pick the other (issue 47) */
    const char *two = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n"
                      "[Event \"Club\"]\n[White \"Carol\"]\n[Black \"Dave\"]\n[Result "
                      "\"1/2-1/2\"]\n\n1. d4 d5 2. c4 1/2-1/2\n";
    CHECK_INT(paste(two), 0);
    CHECK_INT(session.mode, SESSION_CONFIRM);
    CHECK_STR(view.modal.title, "Which game?");
    CHECK_INT(view.modal.nitems, 2);
    CHECK_INT(view.modal.selected, 0);
    CHECK_STR(view.modal.items[1].title, "2. Carol \xe2\x80\x94 Dave");
    CHECK_STR(view.modal.items[1].detail, "\xc2\xbd-\xc2\xbd \xc2\xb7 Club");
    CHECK_STR(view.panel.player[VIEW_WHITE], "Anna");
    apply(simple(INTENT_PICK, 1));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.player[VIEW_WHITE], "Carol");
    CHECK_INT(view.panel.nmoves, 3);
    CHECK(strncmp(view.panel.status, "Opened game 2 of 2", 18) == 0);
    CHECK_INT(paste(two), 0);
    apply(simple(INTENT_CANCEL, 0)); /* Esc keeps game 1 */
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.player[VIEW_WHITE], "Anna");
    /* the mark is the program's own: not in the PGN copied */
    char *again = session_copy_text(&session, true);
    CHECK(again && !strstr(again, "Morphchess"));
    free(again);
    /* a record that names no variant, pasted over a game: read as the variant on the board */
    CHECK_INT(paste("1. e4 e5 *"), 0);
    CHECK_STR(view.panel.status,
              "Opened the pasted text (the variant on the board: the text names none).");

    /* an annotated record without a Variant tag, with no game on the board: orthodox chess
     * (what PGN means), and the comment of the move shown under the move list */
    Session fresh;
    View fv;
    CHECK_INT(session_init(&fresh, MORPH_SOURCE_DIR, user_dir), 0);
    view_init(&fv, 1, 8, 8);
    CHECK_INT(session_paste(&fresh, &fv, "{Start} 1. e4 $1 {best by test} e5 $6 *", 39), 0);
    CHECK_STR(fv.panel.title, "Orthodox chess");
    CHECK(strstr(fv.panel.status, "no Variant tag: orthodox chess") != NULL);
    CHECK_STR(fv.panel.note, "?!");
    CHECK_STR(fv.panel.items[0].mark, "! \xe2\x9c\x8e"); /* the list: signs, a pencil */
    CHECK_STR(fv.panel.items[1].mark, "?!");
    Intent back = simple(INTENT_STEP_BACK, 0);
    session_apply(&fresh, &fv, &back);
    CHECK_STR(fv.panel.note, "! best by test");
    session_apply(&fresh, &fv, &back);
    CHECK_STR(fv.panel.note, "Start");
    /* kept when the game is saved and copied */
    char *copied = session_copy_text(&fresh, true);
    CHECK(copied && strstr(copied, "{Start} 1. e4 $1 {best by test} 1... e5 $6 *") != NULL);
    free(copied);
    session_clear(&fresh);
}

/* C: the comment of the move shown, typed in a box; Enter keeps it with the move's NAGs and
 * saves the game, Esc leaves it as it was, an empty line removes it. */
static void comments(void)
{
    start("fide");
    move("e2", "e4");
    int e4 = match_node(session.match);
    Error none;
    CHECK_INT(match_set_note(session.match, e4, "$1 {old words}", &none), 0);
    CHECK_INT(apply(simple(INTENT_COMMENT, 0)), 1);
    CHECK_INT(session.mode, SESSION_COMMENT);
    CHECK_INT(view.modal.kind, VIEW_MODAL_TEXT);
    CHECK_STR(view.modal.title, "Comment on 1. e4");
    CHECK_STR(view.modal.field, "old words");
    CHECK_INT(view.modal.field_cursor, 9);
    CHECK_INT(apply(simple(INTENT_FLIP, 0)), 0); /* the board takes nothing meanwhile */
    CHECK(session_comment_key(&session, &view, 'a', UI_MOD_CTRL)); /* select all, retype */
    CHECK(session_comment_text(&session, &view, "The king's pawn}"));
    CHECK_STR(view.modal.field, "The king's pawn}");
    CHECK(session_comment_key(&session, &view, UI_KEY_BACKSPACE, 0));
    CHECK(session_comment_key(&session, &view, UI_KEY_RETURN, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
    CHECK_STR(match_node_note(session.match, e4), "$1 {The king's pawn}");
    CHECK_STR(view.panel.note, "! The king's pawn");
    CHECK_STR(view.panel.status, "Comment kept.");
    char *saved = NULL;
    size_t len = 0;
    Error err;
    CHECK_INT(host_read_file(session.game_path, 1 << 20, &saved, &len, &err), 0);
    CHECK(saved && strstr(saved, "1. e4 $1 {The king's pawn}") != NULL);
    free(saved);
    /* Esc: as it was; a '}' typed becomes ')'; an empty line keeps only the NAG */
    apply(simple(INTENT_COMMENT, 0));
    session_comment_text(&session, &view, " and more");
    session_comment_key(&session, &view, UI_KEY_ESCAPE, 0);
    CHECK_STR(match_node_note(session.match, e4), "$1 {The king's pawn}");
    apply(simple(INTENT_COMMENT, 0));
    session_comment_key(&session, &view, 'a', UI_MOD_CTRL);
    session_comment_key(&session, &view, UI_KEY_DELETE, 0);
    session_comment_key(&session, &view, UI_KEY_RETURN, 0);
    CHECK_STR(match_node_note(session.match, e4), "$1");
    CHECK_STR(view.panel.status, "Comment removed.");
    /* before the first move */
    apply(simple(INTENT_STEP_FIRST, 0));
    apply(simple(INTENT_COMMENT, 0));
    CHECK_STR(view.modal.title, "Comment before the first move");
    session_comment_text(&session, &view, "a } brace");
    session_comment_key(&session, &view, UI_KEY_RETURN, 0);
    CHECK_STR(match_node_note(session.match, MATCH_ROOT), "{a ) brace}");
}

/* Issue 49, point 1: a comment of any length (the box kept 639 bytes and said "Comment
 * kept.") and any number of NAGs (64 bytes of them) is edited and kept whole; undo brings a
 * long text back whole. */
static void long_comments(void)
{
    start("fide");
    move("e2", "e4");
    int e4 = match_node(session.match);
    char *words = malloc(8000), *note = malloc(9000), *want = malloc(9000);
    CHECK(words && note && want);
    size_t n = 0;
    for (int i = 0; i < 300; i++)
        n += (size_t)sprintf(words + n, "%sword%d", i ? " " : "", i);
    char nags[200] = "";
    for (int i = 1; i <= 40; i++)
        snprintf(nags + strlen(nags), sizeof nags - strlen(nags), "%s$%d", i > 1 ? " " : "", i);
    snprintf(note, 9000, "%s {%s}", nags, words);
    Error none;
    CHECK_INT(match_set_note(session.match, e4, note, &none), 0);
    CHECK_INT(apply(simple(INTENT_COMMENT, 0)), 1);
    CHECK_INT(session.mode, SESSION_COMMENT);
    /* the box's line shows the part around the cursor (at the end), the cursor on it */
    size_t shown = strlen(view.modal.field);
    CHECK(shown > 0 && shown < n);
    CHECK_STR(view.modal.field, words + n - shown);
    CHECK_INT(view.modal.field_cursor, (int)shown);
    CHECK(session_comment_key(&session, &view, UI_KEY_RETURN, 0));
    CHECK_STR(view.panel.status, "Comment kept.");
    CHECK_STR(match_node_note(session.match, e4), note);
    char *saved = NULL;
    size_t len = 0;
    Error err;
    CHECK_INT(host_read_file(session.game_path, 1 << 20, &saved, &len, &err), 0);
    CHECK(saved && strstr(saved, "word299}") != NULL && strstr(saved, "$40 {word0 ") != NULL);
    free(saved);
    /* typed at the end and pasted at the start, long: all of it kept */
    apply(simple(INTENT_COMMENT, 0));
    CHECK(session_comment_text(&session, &view, " and the last word"));
    CHECK(session_comment_key(&session, &view, UI_KEY_HOME, 0));
    CHECK(session_comment_text(&session, &view, words));
    CHECK(session_comment_text(&session, &view, " "));
    CHECK_INT(view.modal.field_cursor, (int)strlen(view.modal.field) - 16);
    CHECK(session_comment_key(&session, &view, UI_KEY_RETURN, 0));
    snprintf(want, 9000, "%s {%s %s and the last word}", nags, words, words);
    CHECK_STR(match_node_note(session.match, e4), want);
    /* all of it selected and deleted, then undone: back whole */
    apply(simple(INTENT_COMMENT, 0));
    CHECK(session_comment_key(&session, &view, 'a', UI_MOD_CTRL));
    CHECK(session_comment_key(&session, &view, UI_KEY_DELETE, 0));
    CHECK_STR(view.modal.field, "");
    CHECK(session_comment_key(&session, &view, 'z', UI_MOD_CTRL));
    CHECK(session_comment_key(&session, &view, UI_KEY_RETURN, 0));
    CHECK_STR(match_node_note(session.match, e4), want);
    free(words);
    free(note);
    free(want);
}

static void bad_files(void)
{
    static const char *const bad[] = {
        "{ not json",
        "{\"format\": \"something else\"}",
        "{\"format\": \"morphchess-game\", \"version\": 1, \"variant\": {\"name\": 3}, \"moves\": "
        "[]}",
        NULL,
    };
    start("fide");
    move("e2", "e4");
    char file[400];
    snprintf(file, sizeof file, "%s/bad.json", user_dir);
    for (int i = 0; bad[i]; i++) {
        FILE *f = fopen(file, "w");
        fputs(bad[i], f);
        fclose(f);
        CHECK_INT(session_open_file(&session, &view, file), -1);
        CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
        CHECK(strstr(view.modal.subtitle, "bad.json") != NULL);
        apply(simple(INTENT_CONFIRM, 0));
        CHECK_INT(session.mode, SESSION_PLAY);
        CHECK_INT(at("e4"), 'P'); /* the game on the board stays */
    }
    /* an illegal move in a record names the move, at its line and column in the file */
    Error err;
#define ILLEGAL_FMT                                                                                \
    "{\n  \"format\": \"morphchess-game\",\n  \"version\": 1,\n  \"moves\": [\"e4\", \"e5\",\n"    \
    "            \"Ke3\"],\n  \"variant\": %s\n}\n"
    char vpath[512];
    snprintf(vpath, sizeof vpath, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    char *vtext = savegame_read_file(vpath, NULL, &err);
    CHECK(vtext != NULL);
    size_t n = strlen(ILLEGAL_FMT) + (vtext ? strlen(vtext) : 0) + 1;
    char *text = malloc(n);
    snprintf(text, n, ILLEGAL_FMT, vtext ? vtext : "{}");
    Variant *v = NULL;
    Match *m = NULL;
    CHECK_INT(savegame_parse(text, "x.json", &v, &m, &err), -1);
    CHECK_STR(err.where, "x.json:5:13: $.moves[2]");
    CHECK_STR(err.what, "move 2 (White) \"Ke3\": no legal move matches");
    /* a bad power in the variant: placed in the file, below $.variant */
    char *knight = text ? strstr(text, "[\"N\"]") : NULL;
    CHECK(knight != NULL);
    if (knight) {
        memmove(knight + 4, knight + 3, strlen(knight + 3) + 1); /* ["N"] -> ["NX"] */
        knight[3] = 'X';
        int line = 1, col = 1;
        for (const char *c = text; c < knight + 1; c++, col++)
            if (*c == '\n')
                line++, col = 0;
        char want[64];
        snprintf(want, sizeof want, "x.json:%d:%d: $.variant.pieces.N.powers[0]", line,
                 col + 2); /* at the letter X itself */
        CHECK_INT(savegame_parse(text, "x.json", &v, &m, &err), -1);
        CHECK_STR(err.where, want);
        CHECK_STR(err.what, "unknown letter 'X' at column 2");
    }
    /* not JSON: the first problem with its place */
    CHECK_INT(savegame_parse("{\"format\": \"morphchess-game\",}", "y.json", &v, &m, &err), -1);
    CHECK_STR(err.where, "y.json:1:29: $"); /* the comma */
    CHECK_STR(err.what, "invalid JSON: trailing comma before '}'");
    CHECK_INT(savegame_parse("{\"format\": \"game\"}", "z.json", &v, &m, &err), -1);
    CHECK_STR(err.where, "z.json:1:12: $.format");
    CHECK_STR(err.what, "not a morphchess saved game (expected \"morphchess-game\")");
    free(text);
    free(vtext);
    /* a missing file */
    CHECK_INT(session_open_file(&session, &view, "/nonexistent/game.json"), -1);
    CHECK(strstr(view.modal.subtitle, "/nonexistent/game.json") != NULL);
    apply(simple(INTENT_CANCEL, 0));
}

/* After a restart, the most recent unfinished game is highlighted: Return resumes it. */
static void resume_offer(void)
{
    start("fide");
    move("e2", "e4");
    Session *fresh = &session;
    session_clear(fresh);
    CHECK_INT(session_init(&session, MORPH_SOURCE_DIR, user_dir), 0);
    session_show_menu(&session, &view);
    CHECK_INT(session.entries[0].kind, ENTRY_GAME);
    CHECK_INT(view.modal.selected, 0);
    CHECK(strstr(view.modal.items[0].title, "Orthodox chess") != NULL);
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(at("e4"), 'P');
    CHECK_INT(view.panel.nmoves, 1);
}

/* A user directory path too long for the history is refused with a message, never shortened
 * into another folder. */
static void long_user_dir(void)
{
    char dir[1000];
    memset(dir, 'a', sizeof dir - 1);
    dir[0] = '/';
    dir[sizeof dir - 1] = '\0';
    Session s2;
    CHECK_INT(session_init(&s2, MORPH_SOURCE_DIR, dir), 0);
    CHECK_STR(s2.games_dir, "");
    CHECK(strncmp(s2.history_error,
                  "path too long (999 bytes, at most 900): games cannot be kept there (/aaa",
                  72) == 0);
    View v2;
    memset(&v2, 0, sizeof v2);
    session_show_menu(&s2, &v2);
    CHECK(strncmp(v2.modal.subtitle, "Games are not kept: path too long", 33) == 0);
    session_clear(&s2);
}

/* Files written one right after the other are listed newest first, however soon the second
 * came: each write gives its file the time to the nanosecond (the kernel's stamp moves by
 * ticks of about 4 ms, and two games of one tick were listed by name). */
static void same_tick(void)
{
    char dir[600], path[2][700], err[800];
    snprintf(dir, sizeof dir, "%s/same-tick", user_dir);
    CHECK_INT(mkdir(dir, 0755), 0);
    for (int k = 0; k < 2; k++)
        snprintf(path[k], sizeof path[k], "%s/2026112%d-120000-fide.json", dir, k);
    for (int round = 0; round < 50; round++) {
        int last = round % 2; /* b then a, a then b, ... */
        CHECK_INT(atomicfile_write(path[1 - last], "{}", 2, err, (int)sizeof err), 0);
        CHECK_INT(atomicfile_write(path[last], "{}", 2, err, (int)sizeof err), 0);
        char **names = NULL;
        int n = history_list(dir, &names);
        CHECK_INT(n, 2);
        if (n == 2)
            CHECK_STR(names[0], path[last]);
        history_free(names, n);
    }
    for (int k = 0; k < 2; k++)
        unlink(path[k]);
    rmdir(dir);
}

static void mark(int from, int to, int colour)
{
    Intent it = {INTENT_MARK, 0, from, 0, to, false, colour, 0, 0};
    CHECK_INT(apply(it), 1);
}

/* Issue 47, point 12: arrows and circles drawn on the position shown are its move's [%cal]
 * and [%csl], as lichess keeps them: shown on the board, toggled off by the same one, a
 * colour changed by the same squares in another, saved with the game, copied in its PGN and
 * read back from a pasted one. */
static void marks(void)
{
    start("fide");
    move("e2", "e4");
    int e2 = sq_of("e2"), e4 = sq_of("e4"), d4 = sq_of("d4"), d5 = sq_of("d5");
    mark(e2, e4, CONTROLLER_MARK_GREEN);
    mark(d4, d4, CONTROLLER_MARK_RED);
    mark(d5, d5, CONTROLLER_MARK_GREEN);
    CHECK_INT(view.board[0].nshapes, 3);
    char args[64];
    CHECK(match_node_command(session.match, match_node(session.match), "cal", args, sizeof args));
    CHECK_STR(args, "Ge2e4");
    CHECK(match_node_command(session.match, match_node(session.match), "csl", args, sizeof args));
    CHECK_STR(args, "Rd4,Gd5");
    mark(d5, d5, CONTROLLER_MARK_GREEN); /* the same again: off */
    mark(d4, d4, CONTROLLER_MARK_BLUE);  /* another colour: changed */
    CHECK(match_node_command(session.match, match_node(session.match), "csl", args, sizeof args));
    CHECK_STR(args, "Bd4");
    CHECK_INT(view.board[0].nshapes, 2);
    char *pgn = session_copy_text(&session, true);
    CHECK(pgn && strstr(pgn, "1. e4 {[%cal Ge2e4] [%csl Bd4]} *") != NULL);
    apply(simple(INTENT_STEP_BACK, 0)); /* another position: its own (none) */
    CHECK_INT(view.board[0].nshapes, 0);
    /* read back from the PGN pasted: shown on that move */
    start("fide");
    CHECK_INT(pgn ? paste(pgn) : -1, 0);
    CHECK_INT(view.board[0].nshapes, 2);
    CHECK_INT(view.board[0].shape[0].from, d4);
    CHECK_INT(view.board[0].shape[0].colour, 'B');
    CHECK_INT(view.board[0].shape[1].from, e2);
    CHECK_INT(view.board[0].shape[1].to, e4);
    free(pgn);
    /* at the start, before any move: kept on the game's first node */
    start("fide");
    mark(sq_of("g1"), sq_of("f3"), CONTROLLER_MARK_YELLOW);
    CHECK_INT(view.board[0].nshapes, 1);
    CHECK_INT(view.board[0].shape[0].colour, 'Y');
}

int main(void)
{
    if (!fixture_begin("session_files"))
        return 1;
    save_and_load();
    game_history();
    records();
    same_tick();
    comments();
    long_comments();
    marks();
    bad_files();
    resume_offer();
    long_user_dir();
    return fixture_end("test_ui_session_files");
}
