/* app.h - the desktop program: one window, its event loop, and the one App struct. */
#ifndef MORPH_UI_APP_H
#define MORPH_UI_APP_H

#include <SDL.h>
#include <stdbool.h>

#include "analyst.h"
#include "audio.h"
#include "computer.h"
#include "controller.h"
#include "edscreen.h"
#include "layout.h"
#include "render.h"
#include "session.h"
#include "setscreen.h"
#include "settings.h"
#include "startwork.h"
#include "testsync.h"
#include "view.h"
#include "warm.h"

#define APP_PLAYTEST_GAMES 20  /* the editor's Play-test: games of the computer against itself */
#define APP_PLAYTEST_PLIES 100 /* each stopped after this many actions */

typedef struct AppOptions {
    const char *open_path; /* a saved game to open, or NULL */
    const char *variant;   /* a variant id or file to start at once, or NULL (the new-game list) */
    int width, height;     /* initial window size in points */
    bool size_given;       /* --size: exactly that size; else the settings' UI scale enlarges it
                              (within the screen) */
    bool flipped;
    bool no_animation;
    /* --white, --black, --clock, --name-white, --name-black: a game of the variant (else
     * orthodox chess) with these players and clock; what is not given comes from the
     * settings. */
    bool player_given[2], name_given[2], clock_given;
    GamePlayer player[2];
    GameTimeControl clock;
    /* The user's settings (settings.h) as read at start, and the file changes to
     * them are written to ("" : not saved). NULL settings: the defaults. */
    const struct Settings *settings;
    const char *settings_path;
} AppOptions;

#define APP_ANIMATION_MS 320.0 /* length of the change animation */

typedef struct App App;

/* A screen of the window (docs/screens.md): whether it covers the game under it, what it does
 * with one event (true when the picture changed), how it draws its frame, and what it makes
 * ready between frames while it is shown, for the screens it may open next (NULL: nothing).
 * A box of the session's (a list, a dialog, the text box, V, the rules card, the help) says
 * whether the session still shows it (shown); the editor and the set-up screen close
 * themselves (shown NULL). The window shows a stack of them: the game at the bottom, the
 * others over it; the top one takes the events and draws. While a screen that covers is in
 * the stack, the game's clocks stand still and the computer waits (session_covered). */
typedef struct Screen {
    const char *name; /* as the scripts' barrier reports it (testsync.h) */
    bool covers;
    bool (*event)(App *a, const UiEvent *ev);
    void (*frame)(App *a);
    void (*prepare)(App *a);
    bool (*shown)(const App *a);
} Screen;

#define APP_MAX_SCREENS 8

/* The window and its scale. */
typedef struct AppWindow {
    SDL_Window *window;
    SDL_Renderer *renderer;
    Warm warming;    /* the window's surface made resident and shown in its colour (warm.h) */
    char title[128]; /* of the window */
    float sx, sy;    /* drawable pixels per window point */
} AppWindow;

/* The folders the program reads and writes ("": none). */
typedef struct AppFolders {
    char asset_dir[1024];     /* the pieces' art and the fonts */
    char data_dir[1024];      /* the shipped data */
    char user_dir[1024];      /* the user's */
    char settings_path[1024]; /* "" when there is no user folder; the settings in force are
                                 session.settings */
} AppFolders;

/* The start (app_load.c): the session made on a thread while SDL connects to the display,
 * the engines made after the first frame, and the start's timing. */
typedef struct AppStart {
    SessionBegin begin;  /* what begin_session makes the session from */
    StartWork beginning; /* begin_session's thread, during app_load */
    bool session_ready;  /* the session was made (session_clear it) */
    bool engines_made;   /* computer_init and analyst_init called: after the first frame */
    bool timing;         /* MORPHCHESS_TIMING: the start's steps and each frame's time on stderr */
    Uint64 t_start;      /* performance counter at app_load */
} AppStart;

/* The computer player's background search. */
typedef struct AppComputer {
    Computer computer;
    bool ready;           /* computer_init succeeded */
    Uint64 shown;         /* when the thinking line was last updated (performance counter) */
    SessionSearch search; /* the position its move's search is for (session_search_due) */
} AppComputer;

/* Live analysis and the game's review (A, G): app_analysis.c. */
typedef struct AppAnalysis {
    Analyst analyst;
    uint64_t key;    /* the position the analyst was last given (0: none) */
    uint64_t logged; /* the last position whose first lines were logged (timing) */
    /* a position to analyse once a frame after frame live_asked is shown (0: none) */
    uint64_t live_pending;
    long live_asked;
    Review *review; /* the last review finished, for Shift+G (owned, with its variant) */
    Variant *review_variant;
    Uint64 review_start; /* performance counter when the review running began (timing) */
    uint64_t timed_key;  /* the analysis request whose first lines were timed (timing) */
    Uint64 lines_shown;  /* performance counter when analysis lines were last taken */
} AppAnalysis;

/* What the game's screen makes ready between its frames for the screens it opens (its
 * Screen's prepare). */
typedef struct AppAhead {
    /* Potential's V: its board's square size in the layout actual_for, and whether its
     * pieces are made at that size */
    Layout actual_for;
    int actual_square;
    bool actual_ready;
    /* The set-up screen's pieces (app_setup_prepare): its board's square and its palette's
     * cell for the variant setup_of in a window setup_w x setup_h, each made */
    const Variant *setup_of;
    int setup_w, setup_h, setup_size[2];
    bool setup_ready[2];
} AppAhead;

/* The whole state of the program (kept on the heap by main: View and Session are large).
 * The only mutable state of the UI lives here. */
struct App {
    AppWindow win;
    Render render;
    bool render_loaded;
    View view;
    Layout layout;
    Controller ctl;
    Session session;
    AppFolders dirs;
    AppStart start;
    bool quit;
    AppComputer player;
    AppAnalysis analysis;
    /* The pointer's last position (x < 0: none seen yet). Hovering moves a list's highlight
     * only when the pointer really moves: the first position a new window reports (the
     * pointer resting wherever it was) leaves the keyboard's highlight alone. */
    struct {
        int x, y;
    } pointer;
    struct { /* the change animation running since start (performance counter) */
        bool on;
        Uint64 start;
    } anim;
    long frames;    /* frames presented */
    Audio audio;    /* the audio device, opened by the first sound played */
    Editor *editor; /* the power-list editor (Ctrl+E), NULL until first opened */
    EdScreen edscreen;
    SetupScreen setscreen; /* the position set-up screen (P), on the game's variant */
    struct {               /* the screens shown, bottom to top (at[0] the game's, from app_run) */
        const Screen *at[APP_MAX_SCREENS];
        int n;
        int taking; /* the one taking the event now (app_below) */
    } stack;
    AppAhead ahead;
    /* The screen's clickable places changed with the last event (the set-up screen opened,
     * a piece put): the events queued behind it wait for the frame that records them. */
    bool hits_due;
    TestSync sync; /* the scripts' barrier (MORPHCHESS_SYNC_FILE) */
};

/* Starts SDL, opens the resizable window, loads the resources and sets up
 * the first screen (a saved game, a variant, or the new-game list). Returns
 * 0, or -1 with a message in err (size errn); on failure everything acquired
 * is released. Pair with app_unload. */
int app_load(App *a, const AppOptions *opt, char *err, int errn);

/* Runs until the window is closed or Ctrl+Q: sleeps in SDL_WaitEvent (with a
 * short timeout only while an animation runs), and draws only after events
 * that change what is shown. Returns 0, or -1 with a message in err if
 * drawing resources cannot be rebuilt. */
int app_run(App *a, char *err, int errn);

/* Releases everything app_load acquired, in reverse order. */
void app_unload(App *a);

/* With MORPHCHESS_TIMING set: prints how long after app_load began a step of the start
 * ended (app_load.c), and the main thread's processor time. */
void app_mark(const App *a, const char *step);

/* The analysis board (app_analysis.c): follows the session's analysis state (starts,
 * restarts and stops the analyst's work) and hands the analyst's lines and progress to it;
 * true when the screen changed. app_analysis_click: a click on an analysis line (play its
 * first move) or on the review's graph (show that position); true when it was one. */
bool app_analysis_tick(App *a);
/* Milliseconds until the analyst's newer lines of the shown position are taken (they are
 * taken at most every 50 ms), -1 when they are taken at once; 0 while a search waits to
 * begin (after the frame that shows its position). */
int app_analysis_due(const App *a);
bool app_analysis_click(App *a, int kind, int index);
void app_analysis_quit(App *a);

/* What the app's files share (app_follow.c): app_relayout lays the window out again (its size,
 * the view's boards, the UI scale); app_follow_view only when the view's boards or flip no
 * longer match the layout; app_set_pickable hands the controller the squares whose pieces
 * may be picked up; app_follow_title names the game in the window's title. */
void app_relayout(App *a);
void app_follow_view(App *a);
void app_set_pickable(App *a);
void app_follow_title(App *a);

/* The stack of screens (app_follow.c): the top one, one opened over it (nothing when the
 * stack is full), the top one closed (never the game's), and whether a screen covers the
 * game. */
const Screen *app_top(const App *a);
void app_push(App *a, const Screen *s);
void app_pop(App *a);
bool app_covered(const App *a);

/* app_event: one event to the top screen; app_below: to the screen under the one taking it
 * (a box passes on what it does not take). True when the picture changed. */
bool app_event(App *a, const UiEvent *ev);
bool app_below(App *a, const UiEvent *ev);

/* The pointer moved to ev's place (App.pointer); true when it is the first place seen. */
bool app_pointer(App *a, const UiEvent *ev);

/* The session's boxes as screens (app_boxes.c). app_follow_boxes: after an event, the boxes
 * on top of the stack are those the session shows now, in their order (the help over the
 * rules card over V over the text box over a dialog over a list); nothing changes while the
 * editor or the set-up screen is on top. app_apply: an
 * intent to the session, and what follows it (the move's sound, the settings kept, the layout
 * and title followed, the set-up screen opened); app_intents: a list of them, the window's
 * own (quit, resize, copy, paste, a hint searched) done here; true when the picture changed.
 * app_copy: Ctrl+C (the position, or with game the PGN; a box's own text) to the clipboard.
 * app_cancel_hint: a key or a click drops a hint being looked for (the computer's own move is
 * kept searching: it is dropped only when its position is gone). */
void app_follow_boxes(App *a);
bool app_apply(App *a, const Intent *it);
bool app_intents(App *a, const IntentList *out);
void app_copy(App *a, bool game);
void app_cancel_hint(App *a, const UiEvent *ev);

/* The clipboard (app_clip.c). app_clipboard: its text (free()) and length, X11's bytes
 * when they can be had (a NUL byte among them kept, for the reader to refuse at its place),
 * else SDL's; NULL when it holds none. app_clipboard_field: the text for a typing field,
 * which holds no NUL: NULL with why ("Not pasted: the pasted text:1:4: a NUL byte: ...") when
 * the clipboard's text has one, NULL with why "" when it holds none. */
char *app_clipboard(size_t *len);
char *app_clipboard_field(char *why, size_t n);
/* text put on the clipboard: 0, or -1 with why ("Not copied: ...") when it cannot be. */
int app_clipboard_put(const char *text, char *why, size_t n);

/* The screens over the game (app_screens.c). app_editor_open: the power-list editor on the
 * Polypiece game being played (its file when it can be found by id), else on a new list;
 * unsaved work from before is kept. app_setup_open: the set-up screen on the position of the
 * game on the board (a status line says why not without one). Their events do not draw: a
 * change of the set-up screen's clickable places sets hits_due, and the next frame records
 * them before the next event is taken. */
void app_editor_open(App *a);
void app_setup_open(App *a);

/* While a game is shown, between frames: the set-up screen's piece sizes (its board's
 * squares, its palette's cells: known from the layout and the variant alone) asked of the
 * pieces' thread one after the other, and their textures made, so that P's first frame
 * finds them. */
void app_setup_prepare(App *a);

#endif
