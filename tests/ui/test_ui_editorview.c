/* test_ui_editorview.c - the power-list editor screen as drawn (software renderer, goldens
 * in tests/ui/golden): the diagram's coordinates, "Your variants" with the open one marked,
 * the Atomic switch drawn pressed with its atom rows, a button's tip, a play-test's bar; and
 * its frames. */
#include "check.h"
#include "controller.h"
#include "editorview.h"
#include "edscreen.h"
#include "golden_canvas.h"
#include "morphchess/playtest.h"
#include "scratch.h"
#include "theme.h"

static bool near(Uint32 px, UiColor c)
{
    Uint32 want = ((Uint32)c.r << 16) | ((Uint32)c.g << 8) | c.b;
    return channel_diff(px, want) <= 8;
}

/* The first hit of kind (and index, or any when index < 0) drawn on c; false when none. */
static bool find_hit(const Canvas *c, int kind, int index, UiRect *out)
{
    for (int i = 0; i < c->render.hits.n; i++) {
        const DrawHit *h = &c->render.hits.item[i];
        if (h->kind == kind && (index < 0 || h->index == index)) {
            *out = h->r;
            return true;
        }
    }
    return false;
}

static void frame(Canvas *c, EdScreen *s)
{
    render_editor_frame(&c->render, s, c->surf->w, c->surf->h);
    SDL_RenderPresent(c->r);
}

/* A canvas of w x h in the classic theme; false (checked, closed) when it cannot be made. */
static bool open_classic(Canvas *c, int w, int h)
{
    if (!canvas_open(c, w, h)) {
        CHECK(!"canvas");
        return false;
    }
    render_set_theme(&c->render, SETTINGS_THEME_CLASSIC);
    return true;
}

static void editor_screen(const char *user)
{
    Editor *ed = editor_new(NULL, NULL, user);
    EdScreen *s = malloc(sizeof *s);
    CHECK(ed && s);
    if (!ed || !s) {
        editor_free(ed);
        free(s);
        return;
    }
    Error err;
    /* two user variants; the second is the open one */
    editor_set_name(ed, "Woody knights");
    CHECK_INT(editor_save(ed, &err), 0);
    editor_load_def(ed, &ed->base);
    editor_set_name(ed, "My Polypiece");
    CHECK_INT(editor_save(ed, &err), 0);
    edscreen_init(s, ed);
    CHECK_INT(s->nfiles, 2);
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);

    Canvas c;
    if (!open_classic(&c, 1280, 800))
        goto done;
    /* Atomic: off, then on (pressed, atom rows, a line that says what it is) */
    frame(&c, s);
    UiRect atomic = {0, 0, 1, 1}, file0 = atomic, file1 = atomic;
    CHECK(find_hit(&c, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, &atomic));
    CHECK(near(pixel(c.surf, atomic.x + 3, atomic.y + atomic.h / 2), th->chip));
    CHECK(find_hit(&c, EDSCREEN_HIT_FILE, 0, &file0)); /* "Your variants": both files */
    CHECK(find_hit(&c, EDSCREEN_HIT_FILE, 1, &file1));
    CHECK_STR(s->files[0], "my-polypiece");
    CHECK_STR(s->names[0], "My Polypiece"); /* chips by the name inside, not the file's id */
    CHECK_STR(s->names[1], "Woody knights");
    CHECK(near(pixel(c.surf, file0.x + 3, file0.y + file0.h / 2), th->accent)); /* the open one */
    CHECK(near(pixel(c.surf, file1.x + 3, file1.y + file1.h / 2), th->chip));
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK(ed->atomic);
    CHECK_INT(ed->natoms, 4); /* W F D N: the atoms of K Q R B N and the orthodox pawn */
    frame(&c, s);
    CHECK(find_hit(&c, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, &atomic));
    CHECK(near(pixel(c.surf, atomic.x + 3, atomic.y + atomic.h / 2), th->accent));
    /* the pointer on Play-test: its tip */
    UiRect test = {0, 0, 1, 1};
    CHECK(find_hit(&c, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAYTEST, &test));
    CHECK(edscreen_hover(s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAYTEST));
    CHECK(!edscreen_hover(s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAYTEST));
    frame(&c, s);
    check_golden("editor_atomic_1280x800", &c, 1280, 800);
    CHECK(edscreen_hover(s, -1, -1));
    canvas_close(&c);

    /* 800x600: a play-test under way (its bar) and the diagram's coordinates */
    if (!open_classic(&c, 800, 600))
        goto done;
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK(!ed->atomic);
    PlaytestReport r;
    memset(&r, 0, sizeof r);
    r.games = 5;
    r.ply = 50;
    edscreen_playtest_progress(s, &r, 20, 100);
    frame(&c, s);
    check_golden("editor_playtest_800x600", &c, 800, 600);
done:
    canvas_close(&c);
    free(s);
    editor_free(ed);
}

/* The height of the name field's chip as drawn: the row height, which follows the text size. */
static int name_row(Canvas *c, EdScreen *s)
{
    frame(c, s);
    UiRect r = {0, 0, 0, 0};
    CHECK(find_hit(c, EDSCREEN_HIT_NAME, -1, &r));
    return r.h;
}

/* Issue 47, point 10: the atomic form switched on and off keeps the text size (room is kept
 * for its rows; what still does not fit scrolls), the button's tip goes with the click that
 * moved the buttons, a save by Play-test lists the variant at once by its name, and a bad
 * entry being typed stands in the theme's error colour, not dark red on the accent. */
static void editor_steady(const char *user)
{
    Editor *ed = editor_new(NULL, NULL, user);
    EdScreen *s = malloc(sizeof *s);
    CHECK(ed && s);
    if (!ed || !s) {
        editor_free(ed);
        free(s);
        return;
    }
    editor_set_name(ed, "Steady knights");
    edscreen_init(s, ed);
    int before = s->nfiles;
    static const int sizes[][2] = {{1280, 560}, {800, 600}};
    for (int i = 0; i < 2; i++) {
        Canvas c;
        if (!open_classic(&c, sizes[i][0], sizes[i][1]))
            break;
        int off = name_row(&c, s);
        CHECK(edscreen_hover(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC));
        edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
        CHECK(ed->atomic);
        CHECK_INT(s->hover, -1); /* no tip left over the buttons that moved */
        CHECK_INT(name_row(&c, s), off);
        edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
        CHECK(!ed->atomic);
        CHECK_INT(name_row(&c, s), off);
        canvas_close(&c);
    }

    /* Play-test saves: the variant is among "Your variants" at once, by its name */
    CHECK_INT(edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAYTEST, UI_BUTTON_LEFT),
              EDSCREEN_PLAYTEST_FILE);
    CHECK_INT(s->nfiles, before + 1);
    int found = 0;
    for (int i = 0; i < s->nfiles; i++)
        found += strcmp(s->names[i], "Steady knights") == 0;
    CHECK_INT(found, 1);

    /* a bad entry, selected: the error colour's fill, the window's ink */
    const Theme *th = theme_get(SETTINGS_THEME_CLASSIC);
    edscreen_text(s, "X");
    Canvas c;
    if (open_classic(&c, 1280, 800)) {
        frame(&c, s);
        UiRect e = {0, 0, 1, 1};
        CHECK(
            find_hit(&c, EDSCREEN_HIT_ENTRY, edscreen_entry_index(EDITOR_PIECE, 0, WHITE, 0), &e));
        CHECK(near(pixel(c.surf, e.x + 3, e.y + e.h / 2), th->error_text));
        canvas_close(&c);
    }
    free(s);
    editor_free(ed);
}

int main(void)
{
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    char user[256];
    if (scratch_make(user, sizeof user, "editorview") != 0)
        return 1;
    editor_screen(user);
    editor_steady(user);
    scratch_remove(user);
    SDL_Quit();
    return check_report("test_ui_editorview");
}
