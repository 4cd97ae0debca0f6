/* test_ui_session.c - the game behind the window, fed intents with no window: real moves of several
 * variants, choices, undo/redo, the move list and its variations. */
#include "session_fixture.h"

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
    CHECK_STR(view.panel.result, "White wins"); /* the game stays decided, looked back through */
    CHECK_STR(view.panel.turn, "Game over");
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

int main(void)
{
    if (!fixture_begin("session"))
        return 1;
    menu();
    orthodox();
    variations();
    promotion();
    polypiece();
    prodem();
    hot_seat();
    revolving();
    return fixture_end("test_ui_session");
}
