/* testsync.c - the scripts' barrier (testsync.h). */
#include "testsync.h"

#include <stdio.h>
#include <stdlib.h>

void testsync_init(TestSync *t)
{
    const char *p = getenv("MORPHCHESS_SYNC_FILE");
    snprintf(t->path, sizeof t->path, "%s", p ? p : "");
    t->asked = t->told = 0;
}

bool testsync_event(TestSync *t, const SDL_Event *e)
{
    if (!t->path[0] || (e->type != SDL_KEYDOWN && e->type != SDL_KEYUP) ||
        e->key.keysym.sym != SDLK_PAUSE)
        return false;
    if (e->type == SDL_KEYDOWN && !e->key.repeat)
        t->asked++;
    return true;
}

static int points(int px, float per)
{
    return per > 0.0f ? (int)((float)px / per) : px;
}

/* "KEY TEXT" on one line of the report, a line break in the text made a space */
static void put_line(FILE *f, const char *key, const char *text)
{
    fprintf(f, "%s ", key);
    for (const char *c = text; *c; c++)
        fputc(*c == '\n' || *c == '\r' ? ' ' : *c, f);
    fputc('\n', f);
}

void testsync_idle(TestSync *t, const char *screen, const char *title, const Layout *l,
                   const DrawHits *hits, float sx, float sy, const View *v, long searches)
{
    const ViewModal *m = &v->modal;
    if (!t->path[0] || t->told == t->asked)
        return;
    /* written whole and renamed, so a reader never sees half a number */
    char tmp[1100];
    snprintf(tmp, sizeof tmp, "%s.tmp", t->path);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    fprintf(f, "sync %ld\nscreen %s\ntitle %s\nsize %d %d\nsquare %d\nflipped %d\n", t->asked,
            screen, title, points(l->width, sx), points(l->height, sy), points(l->square, sx),
            l->flipped ? 1 : 0);
    for (int b = 0; b < l->nboards; b++)
        fprintf(f, "board %d %d %d\n", b, points(l->board[b].board.x, sx),
                points(l->board[b].board.y, sy));
    fprintf(f, "panel %d %d %d %d\n", points(l->panel.x, sx), points(l->panel.y, sy),
            points(l->panel.w, sx), points(l->panel.h, sy));
    if (l->bar.w > 0)
        fprintf(f, "bar %d %d %d %d\n", points(l->bar.x, sx), points(l->bar.y, sy),
                points(l->bar.w, sx), points(l->bar.h, sy));
    for (int b = 0; b < v->nboards && b < VIEW_MAX_BOARDS; b++)
        if (v->board[b].marks)
            fprintf(f, "marks %d %016llx\n", b, (unsigned long long)v->board[b].marks);
    fprintf(f, "searches %ld\n", searches);
    put_line(f, "status", v->panel.status); /* the panel's passing message ("Copied ...") */
    if (v->help_visible)                    /* the help's first row shown (0 when all fit) */
        fprintf(f, "help %d\n", v->help_top);
    if (m->kind != VIEW_MODAL_NONE) {
        fprintf(f, "modal %d %d\n", (int)m->kind, m->selected);
        put_line(f, "modal_title", m->title); /* what a message box says, as the window does */
        put_line(f, "modal_text", m->subtitle);
        for (int i = 0; i < m->nitems; i++) {
            fprintf(f, "item %d %s\n", i, m->items[i].title);
            char key[32]; /* the line under its title (a game's clock, moves, date) */
            snprintf(key, sizeof key, "item_detail %d", i);
            put_line(f, key, m->items[i].detail);
        }
    }
    for (int i = 0; i < hits->n; i++) {
        const DrawHit *h = &hits->item[i];
        fprintf(f, "hit %d %d %d %d %d %d\n", h->kind, h->index, points(h->r.x, sx),
                points(h->r.y, sy), points(h->r.w, sx), points(h->r.h, sy));
    }
    if (fclose(f) == 0 && rename(tmp, t->path) == 0)
        t->told = t->asked;
}
