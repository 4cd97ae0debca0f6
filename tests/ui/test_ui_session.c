/* test_ui_session.c - the game behind the window, fed intents with no window: real moves of
 * several variants, choices, undo/redo, the move list, save, load, autosave and bad files. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "history.h"
#include "hostfile.h"
#include "savegame.h"
#include "session.h"
#include "view.h"

static View view; /* large: kept off the stack */
static Session session;
static char user_dir[256];

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static char at(const char *name)
{
    const ViewSquare *s = &view.board[0].sq[sq_of(name)];
    if (!s->occupied)
        return '.';
    return s->piece.colour == VIEW_WHITE ? s->piece.type : (char)(s->piece.type + 32);
}

static Intent simple(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    return it;
}

static int apply(Intent it)
{
    return session_apply(&session, &view, &it);
}

static void select_sq(const char *from)
{
    Intent it = {INTENT_SELECT, 0, sq_of(from), -1, -1, false, 0, 0, 0};
    apply(it);
}

static void move(const char *from, const char *to)
{
    Intent it = {INTENT_MOVE, 0, sq_of(from), 0, sq_of(to), false, 0, 0, 0};
    apply(it);
}

static void start(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session.mode, SESSION_PLAY);
}

/* The shipped variant files, counted independently of the session's lookup. */
static int shipped_variants(void)
{
    DIR *d = opendir(MORPH_SOURCE_DIR "/variants");
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t len = strlen(e->d_name);
        n += len > 5 && strcmp(e->d_name + len - 5, ".json") == 0;
    }
    if (d)
        closedir(d);
    return n;
}

static void menu(void)
{
    session_show_menu(&session, &view);
    CHECK_INT(view.modal.kind, VIEW_MODAL_LIST);
    int variants = 0;
    char order[2000] = "";
    for (int i = 0; i < session.nentries; i++) {
        if (session.entries[i].kind != ENTRY_VARIANT)
            continue;
        variants++;
        CHECK(view.modal.items[i].detail[0] != '\0'); /* every variant has its description */
        size_t at = strlen(order);
        snprintf(order + at, sizeof order - at, "%s%s%s", at ? " | " : "",
                 view.modal.items[i].sub ? "  " : "", view.modal.items[i].title);
    }
    /* main variants before their forms; the actualized view of Potential is not a game */
    CHECK(shipped_variants() >= 8);
    CHECK_INT(variants, shipped_variants() - 1);
    CHECK_STR(order,
              "Orthodox chess | Polypiece Chess |   Polypiece Chess (different armies) | "
              "  Polypiece Chess (phased) |   Atomic Polypiece Chess | Revolving Chess | "
              "  Revolving Chess (classic stalemate) | Promotions and Demotions | "
              "Move Up, Take Down | Potential Chess | Portal Chess | "
              "  Portal Chess (one set) |   Portal Polypiece Chess |   Portal Revolving Chess");
    /* arrows move the highlight, Enter starts the highlighted variant */
    int first_variant = 0;
    while (session.entries[first_variant].kind != ENTRY_VARIANT)
        first_variant++;
    view.modal.selected = first_variant;
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK(session.match != NULL);
    CHECK_INT(view.modal.kind, VIEW_MODAL_NONE);
}

static void orthodox(void)
{
    start("fide");
    CHECK_STR(view.panel.title, "Orthodox chess");
    CHECK_STR(view.panel.turn, "White to move");
    /* pieces that have a legal move: pawns and knights */
    CHECK(session_pickable(&session, 0) ==
          (0xFF00ull | (1ull << sq_of("b1")) | (1ull << sq_of("g1"))));
    select_sq("e2");
    CHECK(view.board[0].dots == ((1ull << sq_of("e3")) | (1ull << sq_of("e4"))));
    CHECK_INT(view.board[0].selected, sq_of("e2"));
    move("e2", "e4");
    CHECK_INT(at("e4"), 'P');
    /* played by clicks, the pawn glides from e2 to e4 (the animation is on by default) */
    CHECK(view.glide.on);
    CHECK_INT(view.glide.from, sq_of("e2"));
    CHECK_INT(view.glide.to, sq_of("e4"));
    CHECK(view.morph_t < 1.0f);
    apply(simple(INTENT_UNDO, 0));
    Intent drop = {INTENT_MOVE, 0, sq_of("e2"), 0, sq_of("e4"), true, 0, 0, 0};
    apply(drop); /* dropped on e4: it is there already */
    CHECK_INT(at("e4"), 'P');
    CHECK(!view.glide.on);
    CHECK_INT(at("e2"), '.');
    CHECK_INT(view.panel.nmoves, 1);
    CHECK_STR(view.panel.moves[0], "e4");
    CHECK_INT(view.board[0].last_from, sq_of("e2"));
    CHECK_INT(view.board[0].last_to, sq_of("e4"));
    CHECK(session_pickable(&session, 0) ==
          ((0xFFull << 48) | (1ull << sq_of("b8")) | (1ull << sq_of("g8"))));
    move("e2", "e5"); /* not Black's piece nor legal: nothing happens */
    CHECK_INT(view.panel.nmoves, 1);
    /* fool's mate, the other way round */
    move("f7", "f6");
    move("d2", "d3");
    move("g7", "g5");
    select_sq("d1");
    CHECK(view.board[0].dots & (1ull << sq_of("h5")));
    move("d1", "h5");
    CHECK_STR(view.panel.result, "White wins");
    CHECK_STR(view.panel.result_detail, "by checkmate");
    CHECK_INT(view.board[0].check, sq_of("e8"));
    CHECK_STR(view.panel.moves[4], "Qh5#");
    CHECK(session_pickable(&session, 0) == 0);
    /* Esc puts the banner away to see the final position; the panel keeps the result */
    apply(simple(INTENT_CANCEL, 0));
    CHECK(view.banner_hidden);
    CHECK_STR(view.panel.result, "White wins");
    /* undo, redo, stepping and a move-list click */
    apply(simple(INTENT_UNDO, 0));
    CHECK_STR(view.panel.result, "");
    CHECK_INT(view.panel.current_move, 3);
    CHECK_INT(view.panel.nmoves, 5);
    apply(simple(INTENT_REDO, 0));
    CHECK_STR(view.panel.result, "White wins");
    apply(simple(INTENT_GOTO, 1));
    CHECK_INT(at("e4"), 'P');
    CHECK_INT(at("f6"), '.');
    apply(simple(INTENT_STEP_FIRST, 0));
    CHECK_INT(at("e2"), 'P');
    apply(simple(INTENT_STEP_LAST, 0));
    CHECK_INT(at("h5"), 'Q');
    /* the autosave holds the game */
    Variant *v = NULL;
    Match *m = NULL;
    Error err;
    CHECK_INT(savegame_read(session.game_path, &v, &m, NULL, &err), 0);
    if (m) {
        CHECK_INT(match_plies(m), 5);
        CHECK_STR(match_action_text(m, 4), "Qh5#");
    }
    match_free(m);
    variant_free(v);
}

/* The items of the move list as "e4 e5 [c5 Nc3] Nf3" ([ ] around a variation's moves). */
static const char *items(void)
{
    static char buf[512];
    buf[0] = '\0';
    int depth = 0;
    for (int i = 0; i < view.panel.nitems; i++) {
        const ViewMoveItem *it = &view.panel.items[i];
        size_t n = strlen(buf);
        for (; depth > it->depth; depth--)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "]");
        snprintf(buf + n, sizeof buf - n, "%s%s%s", n ? " " : "", it->starts ? "[" : "", it->text);
        depth = it->depth;
    }
    size_t n = strlen(buf);
    for (; depth > 0; depth--)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "]");
    return buf;
}

/* Variations: a move at an earlier position keeps the rest; the list shows the tree; a click
 * goes to any move; Ctrl+Up promotes; Delete cuts and Ctrl+Z puts back; the file keeps it. */
static void variations(void)
{
    start("fide");
    move("e2", "e4");
    move("e7", "e5");
    move("g1", "f3");
    apply(simple(INTENT_STEP_BACK, 0));
    apply(simple(INTENT_STEP_BACK, 0));
    move("c7", "c5");
    CHECK_STR(items(), "e4 e5 [c5] Nf3");
    CHECK_INT(view.panel.current_item, 2);
    CHECK_STR(view.panel.status,
              "A variation; the game's e5 is kept (Ctrl+\xe2\x86\x91 makes this the main line).");
    CHECK_INT(view.panel.nmoves, 2); /* the current line: e4 c5 */
    move("b1", "c3");
    CHECK_STR(items(), "e4 e5 [c5 Nc3] Nf3");
    CHECK(!view.panel.items[1].numbered && view.panel.items[3].numbered);
    CHECK(view.panel.items[2].numbered && view.panel.items[2].starts);
    /* a click on Nf3 shows it: its line is the current one again */
    apply(simple(INTENT_GOTO_MOVE, 4));
    CHECK_INT(view.panel.current_item, 4);
    CHECK_INT(at("f3"), 'N');
    CHECK_INT(at("e5"), 'p');
    CHECK(view.panel.items[1].line && !view.panel.items[2].line);
    /* the variation promoted */
    apply(simple(INTENT_GOTO_MOVE, 3));
    CHECK_INT(at("c3"), 'N');
    apply(simple(INTENT_PROMOTE, 0));
    CHECK_STR(items(), "e4 c5 [e5 Nf3] Nc3");
    CHECK_STR(view.panel.status, "Nc3 is on the main line now.");
    /* the file holds the tree and the line shown */
    Variant *v = NULL;
    Match *m = NULL;
    Error err;
    CHECK_INT(savegame_read(session.game_path, &v, &m, NULL, &err), 0);
    if (m) {
        CHECK(match_has_variations(m));
        CHECK_INT(match_plies(m), 3);
        CHECK_STR(match_action_text(m, 1), "c5");
    }
    match_free(m);
    variant_free(v);
    /* Delete takes c5 and Nc3 out; Ctrl+Z puts them back */
    apply(simple(INTENT_GOTO_MOVE, 1));
    apply(simple(INTENT_REMOVE, 0));
    CHECK_STR(items(), "e4 e5 Nf3");
    CHECK_STR(view.panel.status, "Deleted c5 and the 1 move after it (Ctrl+Z puts them back).");
    CHECK_INT(view.panel.current_item, 0);
    apply(simple(INTENT_UNDO, 0));
    CHECK_STR(items(), "e4 c5 [e5 Nf3] Nc3");
    CHECK_INT(view.panel.current_item, 1);
    /* a second Ctrl+Z steps back as usual */
    apply(simple(INTENT_UNDO, 0));
    CHECK_INT(view.panel.current_item, 0);
}

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
    session.settings.clock = saved;
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
}

static void promotion(void)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/fide.json", MORPH_SOURCE_DIR);
    Variant *v = NULL;
    Error err;
    CHECK_INT(host_load_variant(path, &v, &err), 0);
    Match *m = match_new(v, "7k/P7/8/8/8/8/8/K7 w - - 0 1", &err);
    CHECK(m != NULL);
    char *text = m ? savegame_text(m) : NULL;
    match_free(m);
    variant_free(v);
    CHECK(text != NULL);
    char file[400];
    snprintf(file, sizeof file, "%s/promo.json", user_dir);
    CHECK_INT(savegame_write_text(file, text ? text : "", &err), 0);
    free(text);
    CHECK_INT(session_open_file(&session, &view, file), 0);
    move("a7", "a8");
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_INT(view.modal.kind, VIEW_MODAL_CHOICE);
    CHECK_INT(view.modal.nitems, 4);
    int knight = -1;
    for (int i = 0; i < view.modal.nitems; i++)
        if (view.modal.items[i].piece == 'N')
            knight = i;
    CHECK(knight >= 0);
    apply(simple(INTENT_PICK, knight));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(at("a8"), 'N');
    CHECK_STR(view.panel.moves[0], "a8=N");
    /* Esc on a choice takes the move back */
    apply(simple(INTENT_UNDO, 0));
    move("a7", "a8");
    apply(simple(INTENT_CANCEL, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
    CHECK_INT(at("a7"), 'P');
}

static void polypiece(void)
{
    start("polypiece");
    CHECK(view.panel.nlegend > 0);
    const ViewLegendRow *knights = NULL;
    for (int i = 0; i < view.panel.nlegend; i++)
        if (view.panel.legend[i].type == 'N')
            knights = &view.panel.legend[i];
    CHECK(knights != NULL);
    if (knights) {
        CHECK_INT(knights->current[0], 0);
    }
    CHECK_STR(view.board[0].sq[sq_of("g1")].piece.badge, knights ? knights->powers[0] : "");
    /* hovering a destination previews what the knight becomes */
    select_sq("g1");
    Intent hover = {INTENT_HOVER, 0, sq_of("f3"), -1, -1, false, 0, 0, 0};
    apply(hover);
    CHECK(view.board[0].has_preview);
    if (knights)
        CHECK_STR(view.board[0].preview.badge, knights->powers[1]);
    move("g1", "f3");
    CHECK_INT(at("f3"), 'N');
    if (knights) {
        CHECK_INT(view.panel.legend[knights - view.panel.legend].current[0], 1);
        CHECK_STR(view.board[0].sq[sq_of("b1")].piece.badge, knights->powers[1]);
        CHECK_STR(view.board[0].sq[sq_of("b8")].piece.badge, knights->powers[1]);
    }
    /* every knight changed: the mover and the three others animate */
    CHECK_INT(view.nmorphs, 4);
    CHECK(view.morph_t < 1.0f);
}

/* Hot-seat: T turns the board to the player to move after every move; A switches the
 * change animation. */
static void hot_seat(void)
{
    start("revolving");
    apply(simple(INTENT_AUTO_FLIP, 0));
    CHECK(!view.flipped);
    move("e2", "e4");
    CHECK(view.flipped);
    move("e7", "e5");
    CHECK(!view.flipped);
    apply(simple(INTENT_AUTO_FLIP, 0));
    move("g1", "f3");
    CHECK(!view.flipped);
    CHECK(view.nmorphs == 1 && view.morph_t < 1.0f);
    apply(simple(INTENT_ANIMATION, 0));
    move("b8", "c6");
    CHECK_INT(view.nmorphs, 1); /* still told (the sounds use it), but still: not drawn */
    CHECK(view.morph_t >= 1.0f);
    apply(simple(INTENT_ANIMATION, 0));
}

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

static void prodem(void)
{
    start("prodem");
    /* White's empty first turn is played at once */
    CHECK_INT(view.panel.nmoves, 1);
    CHECK_STR(view.panel.moves[0], "--");
    CHECK_INT(view.panel.to_move, VIEW_BLACK);
    CHECK(view.panel.nchanges == 2);
    CHECK_INT(view.panel.change_now, 0); /* turn 1 is odd: the line going down */
    move("g8", "f6");
    CHECK_INT(view.panel.nmoves, 2);
    CHECK_INT(view.panel.to_move, VIEW_WHITE);
    CHECK_INT(at("f6"), 'p');            /* turn 1 is odd: the knight fell to a pawn */
    CHECK_INT(view.panel.change_now, 1); /* turn 2 is even: up */
    /* back at the start, Enter plays the pass again: the game's own next action, so the
     * rest of the game stays */
    apply(simple(INTENT_STEP_FIRST, 0));
    CHECK_STR(view.panel.turn, "White: passes (press Enter)");
    apply(simple(INTENT_CONFIRM, 0));
    CHECK_INT(view.panel.nmoves, 2);
    CHECK_INT(view.panel.current_move, 0);
    CHECK_INT(view.panel.to_move, VIEW_BLACK);
}

static void revolving(void)
{
    start("revolving");
    CHECK(view.panel.nchanges == 1);
    move("g1", "f3");
    CHECK_INT(at("f3"), 'B'); /* a moved knight turns into a bishop */
    CHECK_INT(view.nmorphs, 1);
    /* castling turns the rook into a queen: both the king's move and the rook's change show */
    static const char *const moves[] = {"a6", "e3", "a5", "Bc4", "a4", NULL};
    for (int i = 0; moves[i]; i++)
        CHECK_INT(session_play_text(&session, &view, moves[i]), 0);
    move("e1", "g1");
    CHECK_INT(at("f1"), 'Q');
    CHECK_INT(at("g1"), 'K');
    bool rook = false;
    for (int i = 0; i < view.nmorphs; i++)
        rook = rook || (view.morphs[i].sq == sq_of("f1") && view.morphs[i].old.type == 'R');
    CHECK(rook);
}

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
    if (broken >= 0)
        CHECK(view.modal.items[broken].detail[0] != '\0');
    if (mine >= 0)
        apply(simple(INTENT_PICK, mine));
    CHECK_STR(view.panel.title, "Homemade chess");
    remove(path);
}

/* The new-game list's values go both ways: Left and Right step the highlighted row's value
 * (the level, the clock, who plays), a right click steps it back; Home and End reach the
 * first and last rows (Up and Down move one); a user's variant without a description gets a
 * line all the same. */
static int menu_row(const char *prefix)
{
    for (int i = 0; i < view.modal.nitems; i++)
        if (strncmp(view.modal.items[i].title, prefix, strlen(prefix)) == 0)
            return i;
    return -1;
}

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

/* Starting a new game over one with unsaved moves keeps the old one in the saved games. */
/* The number of game files in the history folder. */
static int history_count(void)
{
    char **names = NULL;
    int n = history_list(session.games_dir, &names);
    history_free(names, n);
    return n;
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

/* session_paste of a C string. */
static int paste(const char *text)
{
    return session_paste(&session, &view, text, strlen(text));
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
    free(fen);
    free(pgn);
    /* a pasted record is listed with its players, result, clock and its own date */
    CHECK_INT(paste("[Variant \"Standard\"]\n[Date \"2026.11.20\"]\n[White \"anna_k\"]\n[Black "
                    "\"BorisS\"]\n"
                    "[TimeControl \"180+2\"]\n[Result \"0-1\"]\n\n"
                    "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:59]} 0-1\n"),
              0);
    session_show_menu(&session, &view); /* (kept in the history as it is pasted) */
    CHECK_STR(view.modal.items[0].title, "Orthodox chess \xe2\x80\x94 anna_k vs BorisS");
    CHECK_STR(view.modal.items[0].detail,
              "0-1, resignation \xc2\xb7 3+2 \xc2\xb7 2026-11-20 \xc2\xb7 1 move");
    apply(simple(INTENT_CANCEL, 0));

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

/* The legal action from -> to of the shown position (its notation), or "". */
static const char *action_text(const char *from, const char *to)
{
    for (int i = 0; i < session.nactions; i++)
        if (session.actions[i].from == sq_of(from) && session.actions[i].to == sq_of(to))
            return session.actions[i].text;
    return "";
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
    CHECK(session_pickable(&session, 0) == 0); /* Black's pieces are the computer's */
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
    session.settings = keep;
    apply(simple(INTENT_PICK, 0));
    CHECK_INT(session.mode, SESSION_PLAY);
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

int main(void)
{
    snprintf(user_dir, sizeof user_dir, "/tmp/morph-session-test-%ld", (long)getpid());
    mkdir(user_dir, 0755);
    if (session_init(&session, MORPH_SOURCE_DIR, user_dir) != 0)
        return 1;
    menu();
    orthodox();
    variations();
    clocks();
    promotion();
    polypiece();
    prodem();
    hot_seat();
    settings_list();
    revolving();
    save_and_load();
    user_variants();
    menu_values();
    game_history();
    records();
    comments();
    bad_files();
    resume_offer();
    computer_players();
    resume_computer_clock();
    long_user_dir();
    session_clear(&session);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", user_dir);
    return check_report("test_ui_session");
}
