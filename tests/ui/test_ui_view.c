/* test_ui_view.c - view-model helpers, and font lookup (the game itself: test_ui_session.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "fontfind.h"
#include "thumb.h"
#include "view.h"

static View view; /* large: kept off the stack */

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static char at(const View *v, int b, const char *name)
{
    const ViewSquare *s = &v->board[b].sq[sq_of(name)];
    if (!s->occupied)
        return '.';
    return s->piece.colour == VIEW_WHITE ? s->piece.type : (char)(s->piece.type + 32);
}

static void placement(void)
{
    view_init(&view, 1, 8, 8);
    CHECK_INT(view_set_placement(&view, 0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"), 0);
    CHECK_INT(at(&view, 0, "e1"), 'K');
    CHECK_INT(at(&view, 0, "d8"), 'q');
    CHECK_INT(at(&view, 0, "e4"), '.');
    CHECK_INT(at(&view, 0, "h7"), 'p');
    CHECK_INT(view.board[0].selected, VIEW_NO_SQ);
    CHECK_INT(view.acts_on[0], -1);
    /* bad texts leave the board as it was */
    CHECK_INT(view_set_placement(&view, 0, "8/8/8/8/8/8/8"), -1);   /* 7 ranks */
    CHECK_INT(view_set_placement(&view, 0, "9/8/8/8/8/8/8/8"), -1); /* '9' */
    CHECK_INT(view_set_placement(&view, 0, "ppppppppp/8/8/8/8/8/8/8"), -1);
    CHECK_INT(view_set_placement(&view, 0, "7/8/8/8/8/8/8/8"), -1); /* short rank */
    CHECK_INT(view_set_placement(&view, 0, "8/8/8/8/8/8/8/7#"), -1);
    CHECK_INT(view_set_placement(&view, 1, "8/8/8/8/8/8/8/8"), -1); /* no board B */
    CHECK_INT(at(&view, 0, "e1"), 'K');
    /* a FEN's later fields are ignored; smaller boards work */
    CHECK_INT(view_set_placement(&view, 0, "8/8/8/8/8/8/8/4K3 w - - 0 1"), 0);
    CHECK_INT(at(&view, 0, "e1"), 'K');
    CHECK_INT(at(&view, 0, "d8"), '.');
    view_init(&view, 1, 4, 8);
    CHECK_INT(view_set_placement(&view, 0, "rnbq/pppp/4/4/4/4/PPPP/RNBK"), 0);
    CHECK_INT(at(&view, 0, "d1"), 'K');
    char name[8];
    view_square_name(28, name, sizeof name);
    CHECK_STR(name, "e4");
    view_square_name(-1, name, sizeof name);
    CHECK_STR(name, "-");
    CHECK_INT(view_square(&view, 0, 3, 7), 59);
    CHECK_INT(view_square(&view, 0, 4, 0), VIEW_NO_SQ); /* file e on a 4-file board */
}

static void write_file(const char *path)
{
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("not really a font", f);
        fclose(f);
    }
}

static void font_lookup(void)
{
    char dir[] = "/tmp/morphui_fontXXXXXX";
    CHECK(mkdtemp(dir) != NULL);
    char a[256], b[256], file[300], out[512], err[1024];
    snprintf(a, sizeof a, "%s/a", dir);
    snprintf(b, sizeof b, "%s/b", dir);
    mkdir(a, 0700);
    mkdir(b, 0700);
    snprintf(file, sizeof file, "%s/DejaVuSans.ttf", b);
    write_file(file);
    const char *dirs[] = {"/nonexistent/fonts", a, b};

    CHECK_INT(fontfind_locate(NULL, dirs, 3, "DejaVuSans.ttf", out, sizeof out, err, sizeof err),
              0);
    CHECK_STR(out, file);
    CHECK_INT(fontfind_locate("", dirs, 3, "DejaVuSans.ttf", out, sizeof out, err, sizeof err), 0);
    CHECK_STR(out, file);
    /* the override wins: a file, or a directory holding the file */
    snprintf(out, sizeof out, "untouched");
    CHECK_INT(fontfind_locate(file, dirs, 1, "DejaVuSans.ttf", out, sizeof out, err, sizeof err),
              0);
    CHECK_STR(out, file);
    CHECK_INT(fontfind_locate(b, dirs, 1, "DejaVuSans.ttf", out, sizeof out, err, sizeof err), 0);
    CHECK_STR(out, file);
    /* a wrong override is an error, not a silent fallback */
    snprintf(out, sizeof out, "untouched");
    CHECK_INT(fontfind_locate("/nonexistent/x.ttf", dirs, 3, "DejaVuSans.ttf", out, sizeof out, err,
                              sizeof err),
              -1);
    CHECK_STR(err, "MORPHCHESS_FONT=/nonexistent/x.ttf: no such readable font file");
    CHECK_STR(out, "untouched");
    CHECK_INT(fontfind_locate(a, dirs, 3, "DejaVuSans.ttf", out, sizeof out, err, sizeof err), -1);
    char expect[1024];
    snprintf(expect, sizeof expect,
             "MORPHCHESS_FONT=%s: no readable DejaVuSans.ttf in that directory", a);
    CHECK_STR(err, expect);
    /* nothing found: the message names every place tried */
    CHECK_INT(fontfind_locate(NULL, dirs, 2, "DejaVuSans.ttf", out, sizeof out, err, sizeof err),
              -1);
    snprintf(expect, sizeof expect,
             "font DejaVuSans.ttf not found (install fonts-dejavu-core, or set MORPHCHESS_FONT to "
             "the file); looked in: /nonexistent/fonts %s",
             a);
    CHECK_STR(err, expect);
    /* the bold face beside the regular one */
    CHECK_INT(fontfind_sibling(file, "DejaVuSans-Bold.ttf", out, sizeof out), -1);
    snprintf(expect, sizeof expect, "%s/DejaVuSans-Bold.ttf", b);
    write_file(expect);
    CHECK_INT(fontfind_sibling(file, "DejaVuSans-Bold.ttf", out, sizeof out), 0);
    CHECK_STR(out, expect);
    unlink(expect);
    unlink(file);
    rmdir(a);
    rmdir(b);
    rmdir(dir);
}

/* A new picture of the game empties the game's part and keeps the user's. */
static void reset_game(void)
{
    view_init(&view, 1, 8, 8);
    CHECK_INT(view_set_placement(&view, 0, "8/8/8/8/8/8/8/4K3"), 0);
    view.board[0].dots = 1;
    view.board[0].last_to = 4;
    view_copy_text(view.panel.title, VIEW_LINE_MAX, "Orthodox chess");
    view_copy_text(view.panel.status, VIEW_LINE_MAX, "Saved game.json");
    view_push_move(&view, "e4");
    view.flipped = view.help_visible = view.banner_hidden = true;
    view.drag.active = true;
    view.modal.kind = VIEW_MODAL_MESSAGE;
    view.nmorphs = 1;
    view.morph_t = 0.5f;
    view_copy_text(view.inspect, (int)sizeof view.inspect, "set now: QR");
    view_reset_game(&view, 2, 4, 9);
    CHECK_INT(view.nboards, 2);
    CHECK_INT(view.board[1].files, 4);
    CHECK_INT(view.board[1].ranks, 8); /* clamped */
    CHECK_INT(at(&view, 0, "e1"), '.');
    CHECK(view.board[0].dots == 0);
    CHECK_INT(view.board[0].last_to, VIEW_NO_SQ);
    CHECK_STR(view.panel.title, "");
    CHECK_INT(view.panel.nmoves, 0);
    CHECK_INT(view.panel.current_move, -1);
    CHECK_STR(view.inspect, "");
    CHECK_STR(view.panel.status, "Saved game.json");
    CHECK(view.flipped && view.help_visible && view.banner_hidden && view.drag.active);
    CHECK_INT(view.modal.kind, VIEW_MODAL_MESSAGE);
    CHECK(view.nmorphs == 1 && view.morph_t == 0.5f);
}

/* What a picture shows of square name on board b: the letter (lower case Black), '.' empty. */
static char thumb_at(const ViewThumb *t, int b, const char *name)
{
    char c = t->type[b][sq_of(name)];
    if (!c)
        return '.';
    return t->colour[b][sq_of(name)] == VIEW_BLACK && c != '?' ? (char)(c + 32) : c;
}

/* The game lists' pictures read the FEN of every family. */
static void thumbs(void)
{
    ViewThumb t;
    CHECK(thumb_read(&t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", false));
    CHECK(t.nboards == 1 && t.files == 8 && t.ranks == 8 && t.split_file == 0 && !t.flipped);
    CHECK_INT(thumb_at(&t, 0, "e4"), 'P');
    CHECK_INT(thumb_at(&t, 0, "e2"), '.');
    CHECK_INT(thumb_at(&t, 0, "d8"), 'q');
    CHECK_INT(thumb_at(&t, 0, "a1"), 'R');
    CHECK(thumb_read(&t, "rnbq/pppp/4/4/4/4/PPPP/RNBK w - - 0 1 phases:0000/0000", true));
    CHECK(t.files == 4 && t.ranks == 8 && t.flipped);
    CHECK_INT(thumb_at(&t, 0, "d1"), 'K');
    /* Portal, two sets: two placements */
    CHECK(thumb_read(&t,
                     "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 0 1",
                     false));
    CHECK(t.nboards == 2 && t.files == 8 && t.split_file == 0);
    CHECK_INT(thumb_at(&t, 0, "e8"), '.');
    CHECK_INT(thumb_at(&t, 0, "e1"), 'K');
    CHECK_INT(thumb_at(&t, 1, "e8"), 'k');
    CHECK_INT(thumb_at(&t, 1, "e1"), '.');
    /* Portal, one set: one board split between d and e */
    CHECK(thumb_read(&t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR wB - - - 0 1", false));
    CHECK(t.nboards == 1 && t.split_file == 4);
    CHECK_INT(thumb_at(&t, 0, "d1"), 'K');
    /* Potential: sets, promoted pieces, moved marks */
    CHECK(thumb_read(&t, "xxxxxxxx/xx[!kn]'xxxxx/8/8/3[N/P]4/8/XXXXXXXX/XXX[Q]X'XXX w - 0 1 Pp",
                     false));
    CHECK_INT(thumb_at(&t, 0, "a8"), '?');
    CHECK_INT(t.colour[0][sq_of("a8")], VIEW_BLACK);
    CHECK_INT(thumb_at(&t, 0, "c7"), '?');
    CHECK_INT(thumb_at(&t, 0, "d7"), '?');
    CHECK_INT(thumb_at(&t, 0, "d4"), 'N');
    CHECK_INT(thumb_at(&t, 0, "d1"), 'Q');
    CHECK_INT(thumb_at(&t, 0, "e1"), '?');
    CHECK_INT(t.colour[0][sq_of("e1")], VIEW_WHITE);
    CHECK_INT(thumb_at(&t, 0, "h1"), '?');
    /* nothing to show: no picture */
    const char *bad[] = {NULL,
                         "",
                         "8/8/8/8/8/8/8/7",
                         "ppppppppp/8/8/8/8/8/8/8",
                         "8/8/8/8/8/8/8/8/8",
                         "8/8/8/8/8/8/8/7#",
                         "8/8/8/8/8/8/8/3[QR"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(!thumb_read(&t, bad[i], false));
        CHECK_INT(t.nboards, 0);
    }
    /* a second field that is not a placement of the same board is not a board B */
    CHECK(thumb_read(&t, "8/8/8/8/8/8/8/K7 4/4 w", false));
    CHECK_INT(t.nboards, 1);
}

int main(void)
{
    placement();
    thumbs();
    reset_game();
    font_lookup();
    return check_report("test_ui_view");
}
