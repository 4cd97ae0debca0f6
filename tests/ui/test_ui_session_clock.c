/* test_ui_session_clock.c - clocks and the computer player with no window: the time controls, whose
 * turn it is, the computer's moves and its clock on resuming. */
#include "session_fixture.h"

/* Clocks: 5 min + 3 s; nothing runs before the first move; the side to act is charged from
 * the host's clock; each move adds the increment; a flag fall ends the game (a draw against a
 * bare king) and the file keeps it. */
static void clocks(void)
{
    int saved = session.settings.clock;
    session.settings.clock = settings_clock_index("5+3");
    start("fide");
    CHECK(view.panel.clocks);
    CHECK_INT(view.panel.clock_running, -1);
    CHECK_INT(session_clock_tick(&session, &view, 1000), 0);
    CHECK_INT(session_clock_due(&session), -1);
    move("e2", "e4");
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 303000);
    CHECK_INT(view.panel.clock_running, VIEW_BLACK);
    CHECK_INT(session_clock_tick(&session, &view, 1000), 0); /* starts Black's clock */
    CHECK_INT(session_clock_due(&session), 1);
    CHECK_INT(session_clock_tick(&session, &view, 1500), 1); /* 5:00 to 4:59 */
    CHECK_INT(session_clock_due(&session), 501);
    CHECK_INT(session_clock_tick(&session, &view, 1900), 0); /* still 4:59 */
    CHECK_INT(session_clock_tick(&session, &view, 6000), 1);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 295000);
    CHECK_INT(session_clock_due(&session), 1);
    move("e7", "e5");
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 298000);
    CHECK_INT(view.panel.clock_running, VIEW_WHITE);
    /* looking back does not stop the clock of the side to act at the end */
    apply(simple(INTENT_STEP_FIRST, 0));
    CHECK_INT(session_clock_tick(&session, &view, 306000), 1);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 3000);
    CHECK_INT(session_clock_due(&session), 1);
    CHECK_INT(session_clock_tick(&session, &view, 309001), 1);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 0);
    CHECK_STR(view.panel.result, "Black wins");
    CHECK_STR(view.panel.result_detail, "on time");
    CHECK_STR(view.panel.status, "White's time ran out.");
    CHECK_INT(view.panel.current_move, 1); /* the board shows the end */
    CHECK_INT(view.panel.clock_running, -1);
    CHECK_INT(session_clock_tick(&session, &view, 400000), 0);
    Variant *v = NULL;
    Match *m = NULL;
    Error err;
    CHECK_INT(savegame_read(session.game_path, &v, &m, NULL, &err), 0);
    GameResult r = RESULT_NONE;
    CHECK_INT(m ? (int)match_status(m, &r) : -1, STATUS_TIME);
    CHECK_INT(r, RESULT_BLACK);
    match_free(m);
    variant_free(v);
    /* after the flag fall the game stays over: undo looks back, a move there is a variation
     * and no clock runs again */
    apply(simple(INTENT_UNDO, 0));
    CHECK_INT(match_ply(session.match), 1);
    CHECK_STR(view.panel.result, "Black wins");
    CHECK_INT(view.panel.clock_running, -1);
    move("d7", "d5");
    CHECK_INT(match_main_status(session.match, NULL), STATUS_TIME);
    CHECK_INT(match_status(session.match, NULL), STATUS_ONGOING);
    CHECK_INT(session_clock_tick(&session, &view, 500000), 0);
    CHECK_STR(view.panel.result, "Black wins");
    CHECK_STR(view.panel.result_detail, "on time");
    CHECK_STR(view.panel.score, "0-1");
    CHECK_INT(view.panel.clock_running, -1);
    /* White's time runs out, but Black has only its king: a draw */
    CHECK_INT(session_start_fen(&session, &view, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", &err), 0);
    move("a1", "a2");
    move("e8", "d8");
    CHECK_INT(session_clock_tick(&session, &view, 500000), 0);
    CHECK_INT(session_clock_tick(&session, &view, 900000), 1);
    CHECK_STR(view.panel.result, "Draw");
    CHECK_STR(view.panel.result_detail, "time ran out against a bare king");
    /* a game resumed keeps its clocks: this one is over, White's flag fallen */
    CHECK_INT(session_open_file(&session, &view, session.game_path), 0);
    CHECK(view.panel.clocks);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 0);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 303000);
    CHECK_INT(view.panel.clock_running, -1);
    CHECK_STR(view.panel.result, "Draw");
    /* a tutorial has no clock: the game's stays parked, not shown stopped beside it */
    start("fide");
    CHECK(view.panel.clocks);
    CHECK_INT(
        session_start_tutorial(&session, &view, MORPH_SOURCE_DIR "/assets/tutorials/betza.json"),
        0);
    session_refresh(&session, &view);
    CHECK(!view.panel.clocks);
    session.settings.clock = saved;
}

/* Against the computer: whose turn it is, its moves and hints played in, its pieces not the
 * person's to pick up, undo taking back its reply, the choices of who plays and the level,
 * and Potential's owner choice handed to it. */
static void computer_players(void)
{
    Settings keep = session.settings;
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("fide");
    CHECK(!session_is_computer(&session, WHITE) && session_is_computer(&session, BLACK));
    CHECK(!session_computer_turn(&session));
    move("e2", "e4");
    CHECK(session_computer_turn(&session));
    /* Black's pieces are the computer's; White's may be picked up for a premove */
    CHECK((session_pickable(&session, 0) >> sq_of("e7") & 1) == 0);
    CHECK((session_pickable(&session, 0) >> sq_of("d2") & 1) == 1);
    CHECK_INT(session_play_computer(&session, &view, "Zz9"), 0);
    CHECK_INT(session_play_computer(&session, &view, "e5"), 1);
    CHECK(!session_computer_turn(&session));
    CHECK_INT(at("e5"), 'p');
    move("g1", "f3");
    CHECK_INT(session_play_computer(&session, &view, "Nc6"), 1);
    apply(simple(INTENT_STEP_BACK, 0)); /* looking back: the computer waits */
    CHECK(!session_computer_turn(&session));
    apply(simple(INTENT_STEP_LAST, 0));
    /* a hint: an arrow and its notation */
    CHECK_INT(session_show_hint(&session, &view, "Bb5"), 1);
    CHECK_INT(view.board[0].narrows, 1);
    CHECK_INT(view.board[0].arrow_from[0], sq_of("f1"));
    CHECK_INT(view.board[0].arrow_to[0], sq_of("b5"));
    CHECK_STR(view.panel.status, "Hint: Bb5");
    /* Ctrl+Z takes back the computer's reply and the person's move */
    apply(simple(INTENT_UNDO, 0));
    CHECK_INT(match_ply(session.match), 2);
    CHECK_INT(view.board[0].narrows, 0); /* the hint went with its position */
    CHECK(!session_computer_turn(&session));
    apply(simple(INTENT_UNDO, 0));
    CHECK_INT(match_ply(session.match), 0);
    CHECK(!session_computer_turn(&session)); /* moves to redo: it waits for the person */
    /* the computer against itself: every turn is its own */
    session.settings.players = SETTINGS_PLAYERS_COMPUTER;
    start("fide");
    CHECK(session_computer_turn(&session));
    CHECK_INT(session_play_computer(&session, &view, "d4"), 1);
    CHECK(session_computer_turn(&session));
    /* the new-game list: who plays and the level, each picked to step */
    session.settings.players = SETTINGS_PLAYERS_TWO;
    session.settings.level = 10;
    session_show_menu(&session, &view);
    int who = -1, level = -1;
    for (int i = 0; i < session.nentries; i++) {
        if (session.entries[i].kind == ENTRY_PLAYERS)
            who = i;
        if (session.entries[i].kind == ENTRY_LEVEL)
            level = i;
    }
    CHECK(who >= 0 && level >= 0);
    if (who >= 0 && level >= 0) {
        CHECK_STR(view.modal.items[who].title, "Players: Two players at this screen");
        CHECK_STR(view.modal.items[level].title, "Computer level: 10 of 10");
        session.settings_changed = false;
        apply(simple(INTENT_PICK, who));
        CHECK_INT(session.settings.players, SETTINGS_PLAYERS_WHITE);
        CHECK(session.settings_changed);
        CHECK_STR(view.modal.items[who].title, "Players: You play White against the computer");
        CHECK_INT(view.modal.selected, who);
        apply(simple(INTENT_PICK, level));
        CHECK_INT(session.settings.level, 1);
    }
    apply(simple(INTENT_CANCEL, 0));
    /* Potential: a person captures the computer's piece, whose owner says what it was */
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("potential");
    move("e2", "e4");
    CHECK_INT(session_play_computer(&session, &view, action_text("d7", "d5")), 1);
    move("e4", "d5");
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK(session_computer_chooses(&session));
    session.info.player[BLACK].kind = GAME_HUMAN;
    CHECK(!session_computer_chooses(&session)); /* two people: Black is asked */
    session.info.player[BLACK].kind = GAME_COMPUTER;
    apply(simple(INTENT_PICK, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    /* the computer takes a person's piece: the person says what it was (issue 47, 2) */
    const char *take = ""; /* a capture of the pawn on d5, as the computer's search chose it */
    for (int i = 0; i < session.nactions && !take[0]; i++)
        if (session.actions[i].victim && session.actions[i].to == sq_of("d5"))
            take = session.actions[i].text;
    CHECK(take[0] != '\0');
    int plies = match_plies(session.match);
    CHECK_INT(session_play_computer(&session, &view, take), 1);
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_STR(view.modal.title, "White, what was your piece?");
    CHECK(view.modal.nitems > 1);
    CHECK(!session_computer_chooses(&session));
    CHECK(!session_computer_turn(&session));
    CHECK_INT(match_plies(session.match), plies); /* not played before the owner says */
    apply(simple(INTENT_PICK, 1));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(match_plies(session.match), plies + 1);
    MatchEvents ev;
    CHECK(match_action_events(session.match, plies, &ev) && ev.ncaptures == 1 &&
          ev.captures[0].letter == view.modal.items[1].piece);
    session.settings = keep;
}

/* A game against the computer with a 3+2 clock, left in the middle and resumed from the
 * history: the computer plays its side at its level again, both clocks where they stood; a
 * person playing Black sits at the bottom. */
static void resume_computer_clock(void)
{
    Settings keep = session.settings;
    session.settings.clock = settings_clock_index("3+2");
    session.settings.players = SETTINGS_PLAYERS_BLACK;
    session.settings.level = 3;
    start("fide");
    CHECK(view.flipped);
    CHECK(session_computer_turn(&session));
    CHECK_INT(session_play_computer(&session, &view, "e4"), 1);
    CHECK_INT(session_clock_tick(&session, &view, 10000), 0);
    CHECK_INT(session_clock_tick(&session, &view, 17500), 1); /* Black thinks 7.5 s */
    move("e7", "e5");
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 174500);
    CHECK_INT(session_play_computer(&session, &view, "Nf3"), 1);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 184000);
    char path[SESSION_PATH_MAX];
    snprintf(path, sizeof path, "%s", session.game_path);
    session.settings = keep; /* the settings changed meanwhile: the game keeps its own */
    session_show_menu(&session, &view);
    /* the recent games tell who played, the clock, how far */
    CHECK_STR(view.modal.items[0].title, "Orthodox chess \xe2\x80\x94 Computer, level 3 vs You");
    CHECK(strncmp(view.modal.items[0].detail, "unfinished \xc2\xb7 3+2 \xc2\xb7 ", 19) == 0);
    CHECK(strstr(view.modal.items[0].detail, " \xc2\xb7 2 moves") != NULL);
    /* and its last position, the person's Black at the bottom */
    const ViewThumb *pic = &view.modal.items[0].thumb;
    CHECK(pic->nboards == 1 && pic->files == 8 && pic->ranks == 8 && pic->flipped);
    CHECK_INT(pic->type[0][sq_of("e4")], 'P');
    CHECK_INT(pic->type[0][sq_of("e5")], 'P');
    CHECK_INT(pic->colour[0][sq_of("e5")], VIEW_BLACK);
    CHECK_INT(pic->type[0][sq_of("f3")], 'N');
    CHECK_INT(pic->type[0][sq_of("g1")], 0);
    CHECK_INT(session_open_file(&session, &view, path), 0);
    CHECK(session_is_computer(&session, WHITE) && !session_is_computer(&session, BLACK));
    CHECK_INT(session_computer_level(&session, WHITE), 3);
    CHECK(view.flipped);
    CHECK_STR(view.panel.player[VIEW_WHITE], "Computer, level 3");
    CHECK_STR(view.panel.player[VIEW_BLACK], "You");
    CHECK(view.panel.clocks);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 184000);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 174500);
    CHECK_INT(view.panel.clock_running, VIEW_BLACK);
    CHECK(!session_computer_turn(&session));
    move("b8", "c6");
    CHECK(session_computer_turn(&session)); /* it answers again */
    /* O: the computer declines a draw; R asks, Play on is highlighted, "I resign" ends it */
    apply(simple(INTENT_DRAW, 0));
    CHECK_STR(view.panel.status, "The computer declines the draw: it plays on.");
    apply(simple(INTENT_RESIGN, 0));
    CHECK_INT(session.mode, SESSION_CONFIRM);
    CHECK_INT(view.modal.nitems, 2);
    CHECK_STR(view.modal.items[0].title, "I resign");
    CHECK_INT(view.modal.selected, 1);
    apply(simple(INTENT_CONFIRM, 0)); /* Play on */
    CHECK_INT(match_status(session.match, NULL), STATUS_ONGOING);
    apply(simple(INTENT_RESIGN, 0));
    apply(simple(INTENT_PICK, 0));
    CHECK_INT(match_status(session.match, NULL), STATUS_RESIGNATION);
    CHECK_STR(view.panel.result, "White wins");
    CHECK_STR(view.panel.result_detail, "Black resigned");
    CHECK_STR(view.panel.score, "1-0");
    CHECK(!session_computer_turn(&session));
    CHECK_INT(view.panel.clock_running, -1);
    /* M: a rematch, same players and clock, colours swapped */
    apply(simple(INTENT_REMATCH, 0));
    CHECK_INT(match_plies(session.match), 0);
    CHECK(!session_is_computer(&session, WHITE) && session_is_computer(&session, BLACK));
    CHECK_INT(session_computer_level(&session, BLACK), 3);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 180000);
    CHECK(!view.flipped);
    /* Portal: a person playing Black sees both boards from Black's side */
    session.settings.players = SETTINGS_PLAYERS_BLACK;
    start("portal");
    CHECK_INT(view.nboards, 2);
    CHECK(view.flipped);
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("portal");
    CHECK(!view.flipped);
    session.settings = keep;
    /* two people: the other player accepts the draw offered */
    start("fide");
    move("e2", "e4");
    apply(simple(INTENT_DRAW, 0));
    CHECK_STR(view.modal.subtitle, "Black offers a draw. White, do you accept?");
    apply(simple(INTENT_PICK, 0));
    CHECK_INT(match_status(session.match, NULL), STATUS_AGREEMENT);
    CHECK_STR(view.panel.score, "\xc2\xbd-\xc2\xbd");
    apply(simple(INTENT_RESIGN, 0));
    CHECK_STR(view.panel.status, "The game is over: nothing to resign.");
    /* issue 47: named players are named, not "White offers..." */
    start("fide");
    snprintf(session.info.player[WHITE].name, sizeof session.info.player[WHITE].name, "Anna");
    snprintf(session.info.player[BLACK].name, sizeof session.info.player[BLACK].name, "Boris");
    move("e2", "e4");
    apply(simple(INTENT_DRAW, 0));
    CHECK_STR(view.modal.subtitle, "Boris offers a draw. Anna, do you accept?");
    CHECK_STR(view.modal.items[0].title, "Anna accepts: the game is drawn");
    CHECK_STR(view.modal.items[1].title, "Anna declines: play on");
    apply(simple(INTENT_PICK, 1));
    apply(simple(INTENT_RESIGN, 0));
    CHECK_STR(view.modal.items[0].title, "Boris resigns"); /* the side to move first */
    CHECK_STR(view.modal.items[0].detail, "Anna wins");
    apply(simple(INTENT_PICK, 0));
    CHECK_STR(view.panel.status, "Boris resigned. M: a rematch.");
}

/* A screen that hides the board covers the game (issue 45, docs/screens.md): the clocks stand
 * still behind the new-game list, the settings, a tutorial and the program's own screens
 * (the editor, the set-up screen: session.covered), and a status line says so when the game
 * is shown again; help over the board leaves the clock running. A tutorial shows nobody's
 * players. */
static void covered(void)
{
    Settings keep = session.settings;
    session.settings.clock = settings_clock_index("5+3");
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    session.settings.level = 3;
    start("fide");
    move("e2", "e4");
    CHECK_INT(session_clock_tick(&session, &view, 1000), 0); /* Black's clock starts */
    CHECK_INT(session_clock_tick(&session, &view, 2000), 1);
    CHECK_INT(session.clock.ms[BLACK], 299000);
    /* six minutes behind the new-game list: no flag falls, no time goes */
    apply(simple(INTENT_NEW_GAME, 0));
    CHECK(session_covered(&session));
    CHECK(!session_computer_turn(&session));
    CHECK_INT(session_clock_tick(&session, &view, 362000), 0);
    CHECK_INT(session_clock_due(&session), -1);
    CHECK_INT(session.clock.ms[BLACK], 299000);
    CHECK_INT(match_status(session.match, NULL), STATUS_ONGOING);
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(session_clock_tick(&session, &view, 363000), 1);
    CHECK_STR(view.panel.status,
              "The clocks stood still while the game was hidden; Black's runs again.");
    CHECK_INT(session.clock.ms[BLACK], 299000);
    CHECK_INT(session_clock_tick(&session, &view, 364000), 1);
    CHECK_INT(session.clock.ms[BLACK], 298000);
    /* the settings list, then the editor or the set-up screen (the program's own) */
    apply(simple(INTENT_SETTINGS, 0));
    CHECK_INT(session_clock_tick(&session, &view, 400000), 0);
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session_clock_tick(&session, &view, 401000), 1);
    CHECK_INT(session.clock.ms[BLACK], 298000);
    session.covered = true;
    CHECK(session_covered(&session));
    CHECK_INT(session_clock_tick(&session, &view, 500000), 0);
    session.covered = false;
    CHECK_INT(session_clock_tick(&session, &view, 501000), 1);
    CHECK_INT(session_clock_tick(&session, &view, 502000), 1);
    CHECK_INT(session.clock.ms[BLACK], 297000);
    /* help over the board does not cover it: the clock runs on */
    apply(simple(INTENT_HELP, 1));
    CHECK(!session_covered(&session));
    CHECK_INT(session_clock_tick(&session, &view, 503000), 1);
    CHECK_INT(session.clock.ms[BLACK], 296000);
    apply(simple(INTENT_HELP, 0));
    /* the tutorials list, and a tutorial opened from it: the clock parked, no players */
    apply(simple(INTENT_LEARN, 0));
    CHECK_INT(session.mode, SESSION_TUTORIALS);
    CHECK(session_covered(&session));
    CHECK_INT(session_clock_tick(&session, &view, 700000), 0);
    CHECK_INT(
        session_start_tutorial(&session, &view, MORPH_SOURCE_DIR "/assets/tutorials/betza.json"),
        0);
    CHECK(session.tutorial != NULL);
    CHECK_STR(view.panel.player[VIEW_WHITE], "");
    CHECK_STR(view.panel.player[VIEW_BLACK], "");
    CHECK(!view.panel.clocks);
    CHECK_INT(session_clock_tick(&session, &view, 800000), 0);
    apply(simple(INTENT_CANCEL, 0)); /* Esc: back to the list, and again to the game */
    apply(simple(INTENT_CANCEL, 0));
    CHECK(session.tutorial == NULL);
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_STR(view.panel.player[VIEW_WHITE], "You");
    CHECK_STR(view.panel.player[VIEW_BLACK], "Computer, level 3");
    session_clock_tick(&session, &view, 801000);
    CHECK_INT(session_clock_tick(&session, &view, 802000), 1);
    CHECK_INT(session.clock.ms[BLACK], 295000);
    session.settings = keep;
}

/* The row of the open list for the game file path, or -1. */
static int row_of(const char *path)
{
    for (int i = 0; i < session.nentries; i++)
        if (strcmp(session.entries[i].path, path) == 0)
            return i;
    return -1;
}

/* A decided game stays decided (issue 47, 1): White's flag falls, Ctrl+Z, a variation played,
 * Ctrl+N: the list, the file and its PGN read 0-1 on time with the main line; resumed, no
 * clock runs and the result stays; the variation is analysis, never the main line. */
static void decided_stays(void)
{
    Settings keep = session.settings;
    session.settings.clock = settings_clock_index("1+0");
    session.settings.players = SETTINGS_PLAYERS_TWO;
    start("fide");
    move("e2", "e4");
    move("e7", "e5");
    move("g1", "f3");
    move("b8", "c6");
    CHECK_INT(session_clock_tick(&session, &view, 1000), 0);
    CHECK_INT(session_clock_tick(&session, &view, 61001), 1);
    CHECK_STR(view.panel.score, "0-1");
    apply(simple(INTENT_UNDO, 0));
    CHECK_INT(match_ply(session.match), 3);
    move("d7", "d6");
    move("d2", "d4");
    CHECK_STR(items(), "e4 e5 Nf3 Nc6 [d6 d4]");
    CHECK_STR(view.panel.status, "");
    CHECK_STR(view.panel.score, "0-1");
    CHECK_INT(view.panel.clock_running, -1);
    apply(simple(INTENT_PROMOTE, 0)); /* Ctrl+Up: the main line stays */
    CHECK_STR(view.panel.status,
              "The game was decided: its main line stays, variations are analysis.");
    CHECK_STR(items(), "e4 e5 Nf3 Nc6 [d6 d4]");
    char path[SESSION_PATH_MAX];
    snprintf(path, sizeof path, "%s", session.game_path);
    apply(simple(INTENT_NEW_GAME, 0));
    int row = row_of(path);
    CHECK(row >= 0);
    if (row >= 0)
        CHECK(strncmp(view.modal.items[row].detail, "0-1, time \xc2\xb7 1+0", 14) == 0);
    /* the file: 0-1 on time, its main line the current one */
    Variant *var = NULL;
    Match *m = NULL;
    SaveSummary sum;
    Error err;
    CHECK_INT(savegame_read(path, &var, &m, &sum, &err), 0);
    CHECK_STR(sum.result, "0-1");
    CHECK_INT(sum.moves, 4);
    GameResult r = RESULT_NONE;
    CHECK_INT(m ? (int)match_main_status(m, &r) : -1, STATUS_TIME);
    CHECK_INT(r, RESULT_BLACK);
    match_free(m);
    variant_free(var);
    /* resumed: decided, no clock, 0-1 forty seconds later */
    CHECK_INT(session_open_file(&session, &view, path), 0);
    CHECK_STR(view.panel.score, "0-1");
    CHECK_STR(view.panel.result_detail, "on time");
    CHECK_INT(match_plies(session.match), 4);
    CHECK_INT(view.panel.clock_running, -1);
    CHECK_INT(session_clock_tick(&session, &view, 100000), 0);
    CHECK_INT(session_clock_tick(&session, &view, 140000), 0);
    CHECK_STR(view.panel.score, "0-1");
    char *pgn = session_copy_text(&session, true);
    CHECK(pgn && strstr(pgn, "[Result \"0-1\"]") && strstr(pgn, "[Termination \"time forfeit\"]"));
    /* the variation is analysis: no [%clk], no clock ran for it */
    CHECK(pgn && strstr(pgn, "2... Nc6 {[%clk 0:01:00]} (2... d6 3. d4) "));
    CHECK(pgn && strstr(pgn, ") 0-1"));
    free(pgn);
    session.settings = keep;
}

/* Takebacks against the computer erase (issue 47, 4): after Ctrl+Z the same move again gets
 * the computer's answer anew (its old reply is gone), and a different move replaces the line
 * taken back rather than making it a variation. */
static void takeback_erases(void)
{
    Settings keep = session.settings;
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    session.settings.clock = 0;
    start("fide");
    move("e2", "e4");
    CHECK_INT(session_play_computer(&session, &view, "Nc6"), 1);
    move("g1", "f3");
    CHECK_INT(session_play_computer(&session, &view, "e5"), 1);
    apply(simple(INTENT_UNDO, 0)); /* Nf3 and the reply taken back */
    CHECK_INT(match_ply(session.match), 2);
    CHECK(!session_computer_turn(&session));
    move("g1", "f3");
    CHECK_INT(match_plies(session.match), 3);
    CHECK_INT(match_ply(session.match), 3);
    CHECK(session_computer_turn(&session)); /* it answers again */
    CHECK_STR(items(), "e4 Nc6 Nf3");
    CHECK_INT(session_play_computer(&session, &view, "d6"), 1);
    apply(simple(INTENT_UNDO, 0));
    move("d2", "d4"); /* another move: it replaces the line taken back */
    CHECK_STR(items(), "e4 Nc6 d4");
    CHECK(!match_has_variations(session.match));
    CHECK(session_computer_turn(&session));
    CHECK_STR(view.panel.status, "");
    /* two people: a move from an earlier position is still a variation */
    session.settings.players = SETTINGS_PLAYERS_TWO;
    start("fide");
    move("e2", "e4");
    move("e7", "e5");
    apply(simple(INTENT_UNDO, 0));
    move("c7", "c5");
    CHECK_STR(items(), "e4 e5 [c5]");
    session.settings = keep;
}

/* Looking back through a finished game keeps the game's panel (issue 47, 6): the result row,
 * no side to move (so Rematch, not Resign and Draw), and the clocks of the ply shown. */
static void lookback_panel(void)
{
    Settings keep = session.settings;
    session.settings.clock = settings_clock_index("3+2");
    session.settings.players = SETTINGS_PLAYERS_TWO;
    start("fide");
    move("e2", "e4"); /* White 3:02 */
    session_clock_tick(&session, &view, 1000);
    session_clock_tick(&session, &view, 11000);
    move("e7", "e5"); /* Black 2:50 + 2 */
    session_clock_tick(&session, &view, 21000);
    move("g1", "f3"); /* White 2:52 + 2 */
    session_clock_tick(&session, &view, 26000);
    apply(simple(INTENT_RESIGN, 0));
    CHECK_STR(view.modal.items[0].title, "Black resigns");
    apply(simple(INTENT_PICK, 0));
    CHECK_STR(view.panel.result, "White wins");
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 174000);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 167000);
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_STR(view.panel.result, "White wins");
    CHECK_STR(view.panel.result_detail, "Black resigned");
    CHECK_STR(view.panel.turn, "Game over");
    CHECK_INT(view.panel.to_move, -1);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 182000);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 172000);
    CHECK_INT(view.panel.clock_running, -1);
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 182000);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 180000);
    apply(simple(INTENT_STEP_FIRST, 0));
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 180000);
    CHECK_STR(view.panel.result, "White wins");
    apply(simple(INTENT_RESIGN, 0)); /* over: nothing to resign, a rematch is offered */
    CHECK_STR(view.panel.status, "The game is over: nothing to resign.");
    apply(simple(INTENT_STEP_LAST, 0));
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 174000);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 167000);
    session.settings = keep;
}

/* Clocks kept exactly across quit and resume (issue 47, 7): Ctrl+Q in a live clocked game
 * asks first; quit at Black's 4:02 and resumed, 4:02; resigned at 3:44, reopened at 3:44;
 * left for the new-game list and resumed from it, the time thought is kept too. */
static void exact_clocks(void)
{
    Settings keep = session.settings;
    session.settings.clock = settings_clock_index("5+3");
    session.settings.players = SETTINGS_PLAYERS_TWO;
    start("fide");
    move("e2", "e4");
    move("e7", "e5");
    move("g1", "f3"); /* Black to think from 5:03 */
    session_clock_tick(&session, &view, 1000);
    session_clock_tick(&session, &view, 62000); /* 4:02 */
    CHECK_INT(session.clock.ms[BLACK], 242000);
    CHECK(!session_may_quit(&session, &view)); /* asked first */
    CHECK_INT(session.mode, SESSION_MESSAGE);
    CHECK_STR(view.modal.title, "Quit during the game?");
    CHECK(session_may_quit(&session, &view)); /* again: it quits, the game written */
    char path[SESSION_PATH_MAX];
    snprintf(path, sizeof path, "%s", session.game_path);
    start("fide"); /* (another session would start here) */
    CHECK_INT(session_open_file(&session, &view, path), 0);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 242000);
    CHECK_INT(view.panel.clock_ms[VIEW_WHITE], 306000);
    CHECK_INT(view.panel.clock_running, VIEW_BLACK);
    char *pgn = session_copy_text(&session, true);
    CHECK(pgn && !strstr(pgn, "MorphchessClock"));
    free(pgn);
    /* behind the new-game list and back through it: the time thought is kept */
    session_clock_tick(&session, &view, 100000);
    session_clock_tick(&session, &view, 118000); /* 3:44 */
    apply(simple(INTENT_NEW_GAME, 0));
    session_clock_tick(&session, &view, 119000); /* covered: the game is written */
    CHECK_INT(session_open_file(&session, &view, path), 0);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 224000);
    /* resigned at 3:44, reopened at 3:44 */
    session_clock_tick(&session, &view, 130000);
    apply(simple(INTENT_RESIGN, 0));
    apply(simple(INTENT_PICK, 0)); /* Black resigns */
    CHECK_STR(view.panel.result_detail, "Black resigned");
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 224000);
    CHECK(session_may_quit(&session, &view)); /* over: nothing to ask */
    CHECK_INT(session_open_file(&session, &view, path), 0);
    CHECK_INT(view.panel.clock_ms[VIEW_BLACK], 224000);
    CHECK_INT(view.panel.clock_running, -1);
    session.settings = keep;
}

/* The computer's thinking line (depth, score, expected replies) is not shown to the person
 * playing it (issue 47, 8); the computer against itself is watched with it. */
static void thinking_hidden(void)
{
    Settings keep = session.settings;
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("fide");
    move("e2", "e4");
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.depth = 7;
    info.score_cp = 35;
    snprintf(info.pv, sizeof info.pv, "%s", "e5 Nf3 Nc6");
    CHECK_INT(session_computer_thinking(&session, &view, &info), 1);
    CHECK_STR(view.panel.status, "Computer thinking\xe2\x80\xa6");
    CHECK_INT(session_computer_thinking(&session, &view, &info), 0); /* nothing new */
    session.settings.players = SETTINGS_PLAYERS_COMPUTER;
    start("fide");
    CHECK_INT(session_computer_thinking(&session, &view, &info), 1);
    CHECK_STR(view.panel.status, "Computer thinking\xe2\x80\xa6 depth 7, +0.35: e5 Nf3 Nc6");
    session.settings = keep;
}

/* Issue 47, point 12: premoves as on lichess: a move made while the computer thinks waits,
 * its squares marked, and is played at once after the computer's move when it is legal then;
 * one that is not is dropped with a word; a right click cancels one. */
static void premoves(void)
{
    Settings keep = session.settings;
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("fide");
    move("e2", "e4");
    CHECK(session_computer_turn(&session));
    move("d2", "d4"); /* a premove */
    const char *said = "Premove d2-d4: played after the computer's move if it is legal then (a "
                       "right click cancels it).";
    CHECK_STR(view.panel.status, said);
    /* the computer's thinking does not cover it */
    SearchInfo info;
    memset(&info, 0, sizeof info);
    info.depth = 5;
    CHECK_INT(session_computer_thinking(&session, &view, &info), 0);
    CHECK_STR(view.panel.status, said);
    CHECK_INT(at("d4"), '.');
    CHECK_INT(match_plies(session.match), 1);
    CHECK((view.board[0].marks >> sq_of("d2") & 1) && (view.board[0].marks >> sq_of("d4") & 1));
    CHECK_INT(session_play_computer(&session, &view, "e5"), 1);
    CHECK_INT(match_plies(session.match), 3); /* e5, and d4 at once */
    CHECK_INT(at("d4"), 'P');
    CHECK(session_computer_turn(&session));
    move("e4", "e5"); /* not legal after ...Nc6: e5 holds Black's pawn */
    CHECK_INT(session_play_computer(&session, &view, "Nc6"), 1);
    CHECK_INT(match_plies(session.match), 4);
    CHECK_STR(view.panel.status, "The premove was not legal after the computer's move.");
    move("g1", "f3");
    CHECK(session_computer_turn(&session));
    move("f1", "c4");
    Intent right = {INTENT_MARK, 0, sq_of("a1"), 0, sq_of("a1"), false, 0, 0, 0};
    apply(right); /* a right click: the premove goes */
    CHECK_STR(view.panel.status, "Premove cancelled.");
    CHECK_INT(view.board[0].nshapes, 0);
    CHECK_INT(session_play_computer(&session, &view, "Nf6"), 1);
    CHECK_INT(match_plies(session.match), 6);
    CHECK_INT(at("c4"), '.');
    session.settings = keep;
}

/* One search a computer turn (issue 47): what the person clicks while the computer thinks (a
 * piece of theirs picked up and put down, a premove, an arrow, a circle that takes the
 * premove back, the board turned, the help) leaves its search running; a takeback, looking
 * back or a new game stops it, and the next turn asks for one search again. */
static void one_search_a_turn(void)
{
    Settings keep = session.settings;
    session.settings.players = SETTINGS_PLAYERS_WHITE;
    start("fide");
    SessionSearch q;
    memset(&q, 0, sizeof q);
    bool busy = false;                              /* the worker, as the app's loop runs it */
    CHECK(!session_search_due(&session, &q, busy)); /* the person's turn */
    move("e2", "e4");
    CHECK(session_search_due(&session, &q, busy));
    busy = true;
    Intent clicks[] = {
        {INTENT_SELECT, 0, sq_of("d2"), -1, -1, false, 0, 0, 0},
        {INTENT_HOVER, 0, sq_of("d4"), -1, -1, false, 0, 0, 0},
        {INTENT_DESELECT, -1, -1, -1, -1, false, 0, 0, 0},
        {INTENT_SELECT, 0, sq_of("e7"), -1, -1, false, 0, 0, 0}, /* the computer's piece */
        {INTENT_SELECT, 0, sq_of("d2"), -1, -1, false, 0, 0, 0},
        {INTENT_MOVE, 0, sq_of("d2"), 0, sq_of("d4"), false, 0, 0, 0}, /* a premove */
        {INTENT_MARK, 0, sq_of("g1"), 0, sq_of("f3"), false, CONTROLLER_MARK_GREEN, 0, 0},
        {INTENT_MARK, 0, sq_of("e5"), 0, sq_of("e5"), false, CONTROLLER_MARK_RED, 0, 0},
        {INTENT_MOVE, 0, sq_of("g1"), 0, sq_of("f3"), true, 0, 0, 0}, /* dragged */
        {INTENT_FLIP, -1, -1, -1, -1, false, 0, 0, 0},
        {INTENT_FLIP, -1, -1, -1, -1, false, 0, 0, 0},
        {INTENT_HELP, -1, -1, -1, -1, false, 1, 0, 0},
        {INTENT_HELP, -1, -1, -1, -1, false, 0, 0, 0},
        {INTENT_MOVE, 0, sq_of("d2"), 0, sq_of("d4"), false, 0, 0, 0},
    };
    for (size_t i = 0; i < sizeof clicks / sizeof clicks[0]; i++) {
        apply(clicks[i]);
        CHECK(!session_search_stale(&session, &q, busy));
        CHECK(!session_search_due(&session, &q, busy));
    }
    CHECK_INT(q.started, 1);
    CHECK(session_computer_turn(&session));
    /* its move lands (the worker done): the premove is played, and the next turn is searched
     * once */
    busy = false;
    CHECK_INT(session_play_computer(&session, &view, "e5"), 1);
    CHECK_STR(items(), "e4 e5 d4");
    CHECK(!session_search_stale(&session, &q, busy));
    CHECK(session_search_due(&session, &q, busy));
    busy = true;
    select_sq("g1");
    CHECK(!session_search_stale(&session, &q, busy));
    CHECK_INT(q.started, 2);
    /* a takeback changes the position: its search stops, and the move played then is
     * searched afresh, though the game is as long as before */
    apply(simple(INTENT_UNDO, 0));
    CHECK(session_search_stale(&session, &q, busy));
    busy = false;
    CHECK(!session_search_due(&session, &q, busy));
    move("c2", "c4");
    CHECK_INT(match_plies(session.match), 3);
    CHECK(session_search_due(&session, &q, busy));
    busy = true;
    /* looking back stops it (the computer waits), so does a new game */
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK(session_search_stale(&session, &q, busy));
    busy = false;
    CHECK(!session_search_due(&session, &q, busy));
    apply(simple(INTENT_STEP_LAST, 0));
    CHECK(session_search_due(&session, &q, busy));
    busy = true;
    start("fide");
    CHECK(session_search_stale(&session, &q, busy));
    CHECK_INT(q.started, 4);
    session.settings = keep;
}

int main(void)
{
    if (!fixture_begin("session_clock"))
        return 1;
    clocks();
    computer_players();
    premoves();
    one_search_a_turn();
    resume_computer_clock();
    covered();
    decided_stays();
    takeback_erases();
    lookback_panel();
    exact_clocks();
    thinking_hidden();
    return fixture_end("test_ui_session_clock");
}
