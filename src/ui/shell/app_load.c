/* app_load.c - the start (SDL, the window, the renderer, the fonts, the session and the first
 * view, each on its way as early as it can be) and the end of the window's life. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assetdir.h"
#include "datadir.h"
#include "editorview.h"
#include "hostclock.h"
#include "modalview.h"
#include "platform.h"
#include "startwork.h"
#include "warm.h"
#include "xerrors.h"

/* Milliseconds from app_load's beginning to performance counter t. */
static double since_start(const App *a, Uint64 t)
{
    return (double)(t - a->start.t_start) * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

static int find_assets(App *a, char *err, int errn)
{
    char exe_rel[1024] = "";
    char *base = SDL_GetBasePath();
    if (base) {
        snprintf(exe_rel, sizeof exe_rel, "%s../share/morphchess/assets", base);
        SDL_free(base);
    }
    /* beside the executable first: an installed or unpacked copy uses its own */
    const char *dirs[] = {exe_rel[0] ? exe_rel : NULL, MORPH_ASSET_SOURCE_DIR,
                          MORPH_ASSET_INSTALL_DIR};
    return assetdir_find("pieces/wK.svg", dirs, 3, a->dirs.asset_dir, (int)sizeof a->dirs.asset_dir,
                         err, errn);
}

/* The pieces at the size of one orthodox board's squares in this window (the new-game list's
 * board, or a game's), reduced by the pieces' thread while the session is made: the first
 * frame finds them made. A wrong guess (two boards, another size) costs the thread only. */
static void prefetch_board(App *a, const AppOptions *opt)
{
    int w, h;
    if (SDL_GetRendererOutputSize(a->win.renderer, &w, &h) != 0)
        return;
    Layout guess;
    layout_compute_bar(&guess, w, h, 1, 8, 8, false, opt->settings ? opt->settings->ui_scale : 100,
                       false);
    pieces_prefetch(&a->render.pieces, guess.square);
}

/* The session and the first view (session_begin), on a thread while SDL_Init runs. */
static int begin_session(void *data)
{
    App *a = data;
    return session_begin(&a->session, &a->view, &a->start.begin);
}

/* Waits for begin_session; true when it made the session. */
static bool session_joined(App *a)
{
    bool was = a->start.beginning.started;
    if (startwork_join(&a->start.beginning) == 0 && was)
        a->start.session_ready = true;
    return a->start.session_ready;
}

int app_load(App *a, const AppOptions *opt, char *err, int errn)
{
    memset(a, 0, sizeof *a);
    a->start.t_start = SDL_GetPerformanceCounter();
    const char *timing = getenv("MORPHCHESS_TIMING"); /* print the start's steps and frames */
    a->start.timing = timing && *timing && strcmp(timing, "0") != 0;
    testsync_init(&a->sync);
    /* The pieces' masters are rasterized by a thread from now on, while SDL_Init connects to
     * the display and its input method reads the locale's Compose table (a third of the
     * time to the first frame). */
    char pieces[1100];
    if (find_assets(a, err, errn) != 0)
        return -1;
    snprintf(pieces, sizeof pieces, "%s/pieces", a->dirs.asset_dir);
    if (pieces_start(&a->render.pieces, pieces, err, errn) != 0)
        return -1;
    /* The session and the first view are made on a thread too, but from the end of SDL_Init
     * on: SDL_Init may fork (D-Bus's autolaunch when no session bus is set), and a thread
     * allocating at that moment left the child of a sanitizer build's allocator waiting on
     * its lock for ever (glibc's malloc is made consistent across fork; ASan's is not). */
    if (datadir_find(a->dirs.data_dir, sizeof a->dirs.data_dir) != 0)
        a->dirs.data_dir[0] = '\0';
    if (platform_user_dir(a->dirs.user_dir, sizeof a->dirs.user_dir) != 0)
        a->dirs.user_dir[0] = '\0';
    bool game = opt->open_path || opt->variant || opt->player_given[WHITE] ||
                opt->player_given[BLACK] || opt->clock_given || opt->name_given[WHITE] ||
                opt->name_given[BLACK];
    a->start.begin =
        (SessionBegin){a->dirs.data_dir, a->dirs.user_dir, opt->settings, opt->no_animation, !game};
    xerrors_survive(); /* before SDL_Init, which keeps the handler it finds (xerrors.h) */
    /* No display: SDL 2.26 falls back to its offscreen driver, and the program would run
     * with no window to be seen; unless that driver was asked for (the tests), say so. */
    const char *asked = getenv("SDL_VIDEODRIVER");
    int init = SDL_Init(SDL_INIT_VIDEO);
    const char *driver = init == 0 ? SDL_GetCurrentVideoDriver() : NULL;
    if (init != 0 || (!(asked && *asked) && driver &&
                      (strcmp(driver, "offscreen") == 0 || strcmp(driver, "dummy") == 0))) {
        const char *display = getenv("DISPLAY"), *wayland = getenv("WAYLAND_DISPLAY");
        snprintf(err, (size_t)errn, "cannot open a window (DISPLAY %s%s%s; SDL: %s)",
                 display ? display : "not set", wayland ? ", WAYLAND_DISPLAY " : "",
                 wayland ? wayland : "", init != 0 ? SDL_GetError() : "no display found");
        pieces_unload(&a->render.pieces);
        if (session_joined(a))
            session_clear(&a->session);
        if (init == 0)
            SDL_Quit();
        return -1;
    }
    app_mark(a, "SDL_Init");
    /* the new-game list reads the variants and the history meanwhile (window-free; joined
     * once the renderer is there) */
    startwork_begin(&a->start.beginning, begin_session, a);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    bool software = !opt->settings || opt->settings->renderer == SETTINGS_RENDERER_SOFTWARE;
    if (getenv("MORPHCHESS_RENDERER")) /* for measuring: "software" or "accelerated" */
        software = strcmp(getenv("MORPHCHESS_RENDERER"), "accelerated") != 0;
    /* Software: the window's pixels go to the X server through shared memory, not through an
     * OpenGL texture, so no GL driver (with its LLVM, large) is loaded. */
    if (software)
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    int width = opt->width, height = opt->height;
    if (!opt->size_given) { /* within the screen (the UI scale scales what is inside) */
        SDL_Rect usable;
        if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
            width = width < usable.w ? width : usable.w;
            height = height < usable.h ? height : usable.h;
        }
    }
    a->win.window =
        SDL_CreateWindow("morphchess", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width,
                         height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!a->win.window) {
        snprintf(err, (size_t)errn, "cannot open a window: %s", SDL_GetError());
        goto fail;
    }
    app_mark(a, "window");
    SDL_SetWindowMinimumSize(a->win.window, 480, 360);
    SDL_StopTextInput(); /* SDL starts it with the window; only the editor's fields take text */
    a->win.renderer = SDL_CreateRenderer(
        a->win.window, -1,
        software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->win.renderer)
        a->win.renderer = SDL_CreateRenderer(a->win.window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->win.renderer) {
        snprintf(err, (size_t)errn, "cannot create a renderer: %s", SDL_GetError());
        goto fail;
    }
    app_mark(a, "renderer");
    prefetch_board(a, opt);
    /* the window shown in the theme's window colour meanwhile (joined before the first frame) */
    UiColor bg = theme_get(opt->settings ? opt->settings->theme : SETTINGS_THEME_CLASSIC)->window;
    warm_start(&a->win.warming, a->win.window, a->win.renderer, (SDL_Color){bg.r, bg.g, bg.b, 255});
    if (render_load_started(&a->render, a->win.renderer, err, errn) != 0)
        goto fail;
    a->render_loaded = true;
    app_mark(a, "fonts");
    if (!session_joined(a)) {
        snprintf(err, (size_t)errn, "out of memory");
        goto fail;
    }
    app_mark(a, "session");
    snprintf(a->dirs.settings_path, sizeof a->dirs.settings_path, "%s",
             opt->settings_path ? opt->settings_path : "");
    render_set_theme(&a->render, a->session.settings.theme);
    a->pointer.x = a->pointer.y = -1; /* (the computer and the analyst: make_engines) */
    if (opt->open_path) {
        session_open_file(&a->session, &a->view, opt->open_path);
    } else if (opt->variant || opt->player_given[WHITE] || opt->player_given[BLACK] ||
               opt->clock_given || opt->name_given[WHITE] || opt->name_given[BLACK]) {
        const char *id = opt->variant ? opt->variant : "fide";
        char path[1024];
        if (datadir_variant_path(id, path, sizeof path) != 0)
            snprintf(path, sizeof path, "%s", id);
        GameInfo *g = malloc(sizeof *g);
        if (g) {
            session_game_defaults(&a->session, g);
            for (int c = WHITE; c <= BLACK; c++) {
                char name[GAMEINFO_NAME_MAX];
                snprintf(name, sizeof name, "%s", g->player[c].name);
                if (opt->player_given[c])
                    g->player[c] = opt->player[c];
                if (opt->name_given[c])
                    snprintf(g->player[c].name, sizeof g->player[c].name, "%s",
                             opt->player[c].name);
                else
                    snprintf(g->player[c].name, sizeof g->player[c].name, "%s", name);
            }
            if (opt->clock_given)
                g->clock = opt->clock;
        }
        session_start_game(&a->session, &a->view, path, g);
        free(g);
    } /* else the new-game list, shown by begin_session */
    if (opt->flipped)
        a->view.flipped = true;
    controller_init(&a->ctl, 0);
    app_relayout(a);
    app_set_pickable(a);
    app_follow_title(a);
    app_mark(a, "first view");
    if (pieces_check(&a->render.pieces, a->win.renderer, err, errn) != 0)
        goto fail; /* (the set is unloaded: render_unload leaves it alone) */
    if (a->render.pieces.icon)
        SDL_SetWindowIcon(a->win.window, a->render.pieces.icon);
    a->render.defer_under = true; /* the first frame: no window-sized texture before it */
    pieces_prefetch(&a->render.pieces, a->layout.square); /* (no-op when guessed right) */
    if (a->view.modal.kind == VIEW_MODAL_LIST)            /* the recent games' pictures */
        pieces_prefetch(&a->render.pieces, modalview_list_square(&a->layout));
    app_mark(a, "pieces");
    warm_join(&a->win.warming);
    if (a->start.timing) {
        long resident, pages;
        warm_count(a->win.window, a->win.renderer, &resident, &pages);
        app_mark(a, "window surface warmed");
        if (a->win.warming.at)
            fprintf(stderr,
                    "morphchess: the window shown in its colour at %.1f ms (%d of %d bands)\n",
                    since_start(a, a->win.warming.at), a->win.warming.shown, WARM_BANDS);
        fprintf(stderr, "morphchess: the window's surface: %ld of %ld pages resident\n", resident,
                pages);
    }
    return 0;
fail:
    app_unload(a);
    return -1;
}

void app_unload(App *a)
{
    warm_join(&a->win.warming); /* (a start that failed after the renderer) */
    session_joined(a);
    if (a->player.ready)
        computer_quit(&a->player.computer); /* stops and joins a running search first */
    app_analysis_quit(a);
    a->player.ready = false;
    editor_free(a->editor);
    a->editor = NULL;
    if (a->start.session_ready)
        session_clear(&a->session);
    a->start.session_ready = false;
    audio_close(&a->audio);
    if (a->render_loaded)
        render_unload(&a->render);
    else
        pieces_unload(&a->render.pieces); /* started before the renderer was there */
    if (a->win.renderer)
        SDL_DestroyRenderer(a->win.renderer);
    if (a->win.window)
        SDL_DestroyWindow(a->win.window);
    SDL_Quit();
    a->render_loaded = false;
    a->win.renderer = NULL;
    a->win.window = NULL;
}
