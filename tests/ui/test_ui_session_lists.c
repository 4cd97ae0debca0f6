/* test_ui_session_lists.c - the new-game list and the settings list fed intents with no window:
 * their values both ways, the user's variants. */
#include "session_fixture.h"

/* The settings list: each pick steps one setting; Esc returns where it was opened. */
static void settings_list(void)
{
    start("fide");
    Settings before = session.settings;
    session.settings_changed = false;
    CHECK_INT(apply(simple(INTENT_SETTINGS, 0)), 1);
    CHECK_INT(session.mode, SESSION_SETTINGS);
    CHECK_INT(view.modal.kind, VIEW_MODAL_LIST);
    CHECK_STR(view.modal.title, "Settings");
    CHECK_INT(view.modal.nitems, 6);
    CHECK_STR(view.modal.items[0].title, "Theme: Classic");
    CHECK_STR(view.modal.items[1].title, "Animations: on");
    CHECK_STR(view.modal.items[2].title, "Sounds: on");
    CHECK_STR(view.modal.items[3].title, "UI scale: 100%");
    CHECK_STR(view.modal.items[4].title, "Automatic flip: off");
    CHECK_STR(view.modal.items[5].title, "Renderer: software");
    /* each names the key that changes it on the board (A is the analysis now) */
    CHECK_STR(view.modal.items[1].detail,
              "Pieces that change on a move fade into their new form (Shift+A)");
    CHECK(strstr(view.modal.items[2].detail, "(S)") != NULL);
    CHECK(strstr(view.modal.items[4].detail, "(T)") != NULL);
    CHECK(!session.settings_changed);
    apply(simple(INTENT_PICK, 0));
    CHECK_STR(view.modal.items[0].title, "Theme: Dark");
    CHECK_INT(session.settings.theme, SETTINGS_THEME_DARK);
    CHECK(session.settings_changed);
    apply(simple(INTENT_PICK, 0));
    CHECK_STR(view.modal.items[0].title, "Theme: Light");
    apply(simple(INTENT_PICK, 0));
    CHECK_STR(view.modal.items[0].title, "Theme: Classic");
    /* Enter takes the highlighted item; the highlight stays on the changed one */
    view.modal.selected = 3;
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_STR(view.modal.items[3].title, "UI scale: 125%");
    CHECK_INT(view.modal.selected, 3);
    for (int i = 0; i < 3; i++) /* 150, 175, 200 */
        apply(simple(INTENT_PICK, 3));
    CHECK_INT(session.settings.ui_scale, 200);
    apply(simple(INTENT_PICK, 3));
    CHECK_INT(session.settings.ui_scale, 75);
    apply(simple(INTENT_PICK, 3));
    CHECK_INT(session.settings.ui_scale, 100);
    apply(simple(INTENT_PICK, 2));
    CHECK(!session.settings.sounds);
    apply(simple(INTENT_PICK, 2));
    apply(simple(INTENT_PICK, 1));
    CHECK(!session.settings.animations);
    apply(simple(INTENT_PICK, 1));
    apply(simple(INTENT_PICK, 4));
    CHECK(session.settings.auto_flip);
    apply(simple(INTENT_PICK, 4));
    apply(simple(INTENT_PICK, 5));
    CHECK_INT(session.settings.renderer, SETTINGS_RENDERER_ACCELERATED);
    CHECK_STR(view.modal.items[5].title, "Renderer: accelerated");
    apply(simple(INTENT_PICK, 5));
    CHECK(memcmp(&before, &session.settings, sizeof before) == 0);
    CHECK_INT(apply(simple(INTENT_PICK, 6)), 0); /* no such item */
    /* Esc: back to the game, its moves still taken */
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
    move("e2", "e4");
    CHECK_INT(at("e4"), 'P');
    /* from the new-game list (its last entry), Esc returns to the list */
    session_show_menu(&session, &view);
    CHECK_INT(session.entries[session.nentries - 1].kind, ENTRY_SETTINGS);
    apply(simple(INTENT_PICK, session.nentries - 1));
    CHECK_INT(session.mode, SESSION_SETTINGS);
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_MENU);
    CHECK_STR(view.modal.title, "New game");
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    /* A and T are settings too */
    session.settings_changed = false;
    apply(simple(INTENT_ANIMATION, 0));
    CHECK(session.settings_changed && !session.settings.animations);
    apply(simple(INTENT_ANIMATION, 0));
    /* Ctrl+, asks for the list */
    Controller c;
    controller_init(&c, 0);
    UiEvent ev = {UI_EV_KEY, 0, 0, 0, ',', UI_MOD_CTRL, ""};
    IntentList out;
    Layout l;
    layout_compute(&l, 1280, 800, 1, 8, 8, false);
    controller_feed(&c, &l, session.sel, &ev, &out);
    CHECK_INT(out.n, 1);
    CHECK_INT(out.item[0].kind, INTENT_SETTINGS);
}

/* Variant files in the user data directory are listed, a broken one with its error. */
static void user_variants(void)
{
    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/variants", user_dir);
    mkdir(dir, 0755);
    Error err;
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    char *text = savegame_read_file(path, NULL, &err);
    CHECK(text != NULL);
    char *name = text ? strstr(text, "Orthodox chess") : NULL;
    if (name)
        memcpy(name, "Homemade chess", 14);
    snprintf(path, sizeof path, "%s/mine.json", dir);
    CHECK_INT(savegame_write_text(path, text ? text : "", &err), 0);
    free(text);
    snprintf(path, sizeof path, "%s/broken.json", dir);
    CHECK_INT(savegame_write_text(path, "{\"name\": ", &err), 0);
    session_show_menu(&session, &view);
    int mine = -1, broken = -1;
    for (int i = 0; i < view.modal.nitems; i++) {
        if (strstr(view.modal.items[i].title, "Homemade chess (your variant)"))
            mine = i;
        if (strstr(view.modal.items[i].title, "broken.json (cannot be read)"))
            broken = i;
    }
    CHECK(mine >= 0);
    CHECK(broken >= 0);
    if (broken >= 0) /* where in the file, as the title names the file */
        CHECK_STR(
            view.modal.items[broken].detail,
            "line 1, column 10 ($.name): invalid JSON: unexpected end of the text, expected a "
            "value");
    if (mine >= 0)
        apply(simple(INTENT_PICK, mine));
    CHECK_STR(view.panel.title, "Homemade chess");
    remove(path);
    /* a start FEN that does not read: the file, the byte's line and column, the FEN's column */
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    text = savegame_read_file(path, NULL, &err);
    char *rank = text ? strstr(text, "/pppppppp/") : NULL;
    if (rank)
        rank[5] = 'X';
    snprintf(path, sizeof path, "%s/badstart.json", dir);
    CHECK_INT(savegame_write_text(path, text ? text : "", &err), 0);
    free(text);
    session_show_menu(&session, &view);
    int bad = -1;
    for (int i = 0; i < session.nentries; i++)
        if (strcmp(session.entries[i].path, path) == 0)
            bad = i;
    CHECK(bad >= 0);
    if (bad >= 0)
        apply(simple(INTENT_PICK, bad));
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    CHECK_STR(view.modal.title, "Cannot load the variant");
    const char *at = strstr(view.modal.subtitle, "/badstart.json:");
    CHECK_STR(
        at ? at : view.modal.subtitle,
        "/badstart.json:13:26: $.start: column 14: unknown piece letter 'X' in the placement");
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_STR(view.panel.title, "Homemade chess"); /* the game on the board stays */
    remove(path);
}

/* The new-game list's values go both ways: Left and Right step the highlighted row's value
 * (the level, the clock, who plays), a right click steps it back; Home and End reach the
 * first and last rows (Up and Down move one); a user's variant without a description gets a
 * line all the same. */
static void menu_values(void)
{
    Settings saved = session.settings;
    session.settings.level = 4;
    session.settings.clock = settings_clock_index("3+2");
    session_show_menu(&session, &view);
    int level = menu_row("Computer level");
    CHECK(level >= 0);
    view.modal.selected = level;
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_INT(session.settings.level, 3);
    CHECK_STR(view.modal.items[level].title, "Computer level: 3 of 10");
    CHECK_INT(view.modal.selected, level);
    apply(simple(INTENT_STEP_FORWARD, 0));
    apply(simple(INTENT_STEP_FORWARD, 0));
    CHECK_INT(session.settings.level, 5);
    apply(simple(INTENT_PICK_BACK, level));
    CHECK_INT(session.settings.level, 4);
    int clock = menu_row("Clock");
    CHECK(clock >= 0);
    apply(simple(INTENT_PICK_BACK, clock)); /* 3+2 back to 3+0 */
    CHECK_INT(view.modal.selected, clock);
    CHECK_STR(view.modal.items[clock].title, "Clock: 3 min a side");
    apply(simple(INTENT_STEP_BACK, 0)); /* 2+1 */
    CHECK_STR(view.modal.items[clock].title, "Clock: 2 min + 1 s a move");
    apply(simple(INTENT_STEP_BACK, 0)); /* 1+1 */
    CHECK_STR(view.modal.items[clock].title, "Clock: 1 min + 1 s a move");
    /* Home and End reach the ends; Up moves one row */
    apply(simple(INTENT_STEP_LAST, 1));
    CHECK_INT(view.modal.selected, view.modal.nitems - 1);
    apply(simple(INTENT_STEP_FIRST, 0));
    CHECK_INT(view.modal.selected, view.modal.nitems - 2);
    apply(simple(INTENT_STEP_FIRST, 1));
    CHECK_INT(view.modal.selected, 0);
    /* the wheel and the page keys (INTENT_SCROLL) scroll the list: never round from one end
     * to the other, never a row's value (the level under the pointer stays), and on the
     * board the wheel still steps through the moves (issue 47, point 9) */
    apply(simple(INTENT_SCROLL, -1));
    CHECK_INT(view.modal.selected, 0);
    view.modal.selected = level;
    apply(simple(INTENT_SCROLL, 1));
    CHECK_INT(session.settings.level, 4);
    CHECK_INT(view.modal.selected, level + 1);
    apply(simple(INTENT_SCROLL, -1));
    apply(simple(INTENT_SCROLL, -1));
    CHECK_INT(session.settings.level, 4);
    CHECK_INT(view.modal.selected, level - 1);
    apply(simple(INTENT_SCROLL, 8));
    CHECK_INT(view.modal.selected,
              level + 7 < view.modal.nitems ? level + 7 : view.modal.nitems - 1);
    apply(simple(INTENT_SCROLL, 1000));
    CHECK_INT(view.modal.selected, view.modal.nitems - 1);
    apply(simple(INTENT_SCROLL, 1));
    CHECK_INT(view.modal.selected, view.modal.nitems - 1);
    apply(simple(INTENT_SCROLL, -8));
    CHECK_INT(view.modal.selected, view.modal.nitems - 9);
    CHECK_STR(view.modal.items[clock].title, "Clock: 1 min + 1 s a move");
    /* no row's title has a double space, and every row says something under it */
    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/variants", user_dir);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/plain.json", dir);
    Error err;
    char *text = savegame_read_file(MORPH_SOURCE_DIR "/variants/fide.json", NULL, &err);
    char *desc = text ? strstr(text, "\"description\": \"") : NULL;
    if (desc) { /* the description emptied */
        desc += strlen("\"description\": \"");
        char *end = strchr(desc, '"');
        if (end)
            memmove(desc, end, strlen(end) + 1);
    }
    CHECK_INT(savegame_write_text(path, text ? text : "", &err), 0);
    free(text);
    session_show_menu(&session, &view);
    int plain = -1;
    for (int i = 0; i < view.modal.nitems; i++) {
        CHECK(strstr(view.modal.items[i].title, "  ") == NULL);
        CHECK(view.modal.items[i].detail[0] != '\0');
        if (strstr(view.modal.items[i].title, " (your variant)"))
            plain = i;
    }
    CHECK(plain >= 0);
    if (plain >= 0)
        CHECK(strstr(view.modal.items[plain].detail, "plain.json") != NULL);
    remove(path);
    session.settings = saved;
}

/* "Custom clock..." in the new-game list: a box to type any MIN+INC; a bad one says what and
 * where and stays, a good one becomes the clock of new games (shown on the clock's row, one
 * more value of its cycle) and is used by the game started next. */
static void custom_clock(void)
{
    Settings saved = session.settings;
    session.settings.clock = 0;
    session.settings.custom_minutes = 0;
    session.settings_changed = false;
    session_show_menu(&session, &view);
    int row = menu_row("Custom clock");
    CHECK(row >= 0);
    apply(simple(INTENT_PICK, row));
    CHECK_INT(session.mode, SESSION_CLOCK_TEXT);
    CHECK_INT(view.modal.kind, VIEW_MODAL_TEXT);
    CHECK_STR(view.modal.title, "Custom clock: minutes a side + seconds a move");
    session_comment_text(&session, &view, "7+x");
    CHECK_STR(view.modal.field, "7+x");
    session_comment_key(&session, &view, UI_KEY_RETURN, 0);
    CHECK_INT(session.mode, SESSION_CLOCK_TEXT); /* stays, with the error */
    CHECK(view.modal.subtitle_error);
    CHECK_STR(view.modal.subtitle, /* words a player reads, no "column 3:" */
              "the seconds added a move come after the '+', as a number: 'x' is not one");
    CHECK(!session.settings_changed);
    session_comment_key(&session, &view, UI_KEY_BACKSPACE, 0);
    session_comment_text(&session, &view, "5");
    session_comment_key(&session, &view, UI_KEY_RETURN, 0);
    CHECK_INT(session.mode, SESSION_MENU);
    CHECK(session.settings_changed);
    session.settings_changed = false;
    int clock = menu_row("Clock");
    CHECK_INT(view.modal.selected, clock);
    CHECK_STR(view.modal.items[clock].title, "Clock: 7 min + 5 s a move (custom)");
    /* the custom clock is one more value of the row: after 30+0, before "No clock" */
    apply(simple(INTENT_STEP_FORWARD, 0));
    CHECK_STR(view.modal.items[clock].title, "No clock");
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_STR(view.modal.items[clock].title, "Clock: 7 min + 5 s a move (custom)");
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_STR(view.modal.items[clock].title, "Clock: 30 min a side");
    apply(simple(INTENT_STEP_FORWARD, 0));
    /* the box opens on the custom clock, all of it selected; Esc leaves it as it was */
    apply(simple(INTENT_PICK, menu_row("Custom clock")));
    CHECK_STR(view.modal.field, "7+5");
    CHECK(view.modal.field_anchor == 0 && view.modal.field_cursor == 3);
    session_comment_text(&session, &view, "1+0");
    session_comment_key(&session, &view, UI_KEY_ESCAPE, 0);
    CHECK_INT(session.mode, SESSION_MENU);
    CHECK_INT(session.settings.custom_minutes, 7);
    /* a new game gets it */
    GameInfo g;
    session_game_defaults(&session, &g);
    CHECK_INT((int)g.clock.base_ms, 7 * 60000);
    CHECK_INT((int)g.clock.increment_ms, 5000);
    /* issue 47: lichess's ½+0 after "No clock"; a custom clock equal to a preset is that
     * preset, not a second "5+3" beside it */
    session.settings.clock = 0;
    session_show_menu(&session, &view);
    view.modal.selected = clock;
    apply(simple(INTENT_STEP_FORWARD, 0));
    CHECK_STR(view.modal.items[clock].title, "Clock: 30 s a side");
    session_game_defaults(&session, &g);
    CHECK_INT((int)g.clock.base_ms, 30000);
    CHECK_INT((int)g.clock.increment_ms, 0);
    session.settings.custom_minutes = 0;
    apply(simple(INTENT_PICK, menu_row("Custom clock")));
    session_comment_text(&session, &view, "5+3");
    session_comment_key(&session, &view, UI_KEY_RETURN, 0);
    CHECK_INT(session.mode, SESSION_MENU);
    CHECK_INT(session.settings.clock, settings_clock_index("5+3"));
    CHECK_INT(session.settings.custom_minutes, 0);
    CHECK_STR(view.modal.items[clock].title, "Clock: 5 min + 3 s a move");
    int seen = 0; /* the whole cycle: 5+3 once */
    for (int k = 0; k < SETTINGS_CLOCKS + 1; k++) {
        apply(simple(INTENT_STEP_FORWARD, 0));
        seen += strncmp(view.modal.items[clock].title, "Clock: 5 min + 3 s", 18) == 0;
    }
    CHECK_INT(seen, 1);
    session.settings = saved;
}

/* A damaged saved game in the games list: the line says where the file is damaged (its name
 * is the title). */
static void damaged_game(void)
{
    char dir[400], path[500];
    snprintf(dir, sizeof dir, "%s/saves", user_dir);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/2026-11-28-broken.json", dir);
    Error err;
    CHECK_INT(savegame_write_text(
                  path, "{\"format\": \"morphchess-game\",\n  \"version\": \"three\"}", &err),
              0);
    session_show_menu(&session, &view);
    apply(simple(INTENT_PICK, menu_row("All games")));
    CHECK_STR(view.modal.title, "Games");
    int broken = -1;
    for (int i = 0; i < view.modal.nitems; i++)
        if (strcmp(view.modal.items[i].title, "2026-11-28-broken.json  (damaged)") == 0)
            broken = i;
    CHECK(broken >= 0);
    if (broken >= 0)
        CHECK_STR(view.modal.items[broken].detail,
                  "line 2, column 14 ($.version): expected an integer, got a string \xe2\x80\x94 "
                  "Return recovers what it can");
    remove(path);
}

int main(void)
{
    if (!fixture_begin("session_lists"))
        return 1;
    settings_list();
    user_variants();
    menu_values();
    custom_clock();
    damaged_game();
    return fixture_end("test_ui_session_lists");
}
