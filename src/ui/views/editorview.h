/* editorview.h - draws the power-list editor screen (SDL side of edscreen.h). */
#ifndef MORPH_UI_EDITORVIEW_H
#define MORPH_UI_EDITORVIEW_H

#include "draw.h"
#include "edscreen.h"
#include "pieces.h"

/* Draws the whole editor screen into a width x height window and records
 * its clickable places in d->hits (EDSCREEN_HIT_* kinds). Reads s only: the left
 * column is drawn s->scroll pixels up. Returns how far that column can scroll (0 when it
 * fits), for s->scroll_max. */
int editorview_draw(Draw *d, PieceArt *art, const EdScreen *s, int width, int height);

/* editorview_draw as a frame draws it (d->hits reset first, not NULL), s->scroll_max updated
 * and s->scroll kept within it: drawn again when the selected entry, newly selected, is out
 * of view. */
void editorview_draw_scrolled(Draw *d, PieceArt *art, EdScreen *s, int width, int height);

/* Glyphs rasterized a call of editorview_prepare at most (about 0.2 ms). */
#define EDITORVIEW_AHEAD 16

/* The editor's first frame made ahead, between frames of another screen, for a width x height
 * window: the glyphs of its titles, labels and fields at its text sizes rasterized into the
 * text atlases (letters, digits and the usual punctuation at the sizes of what is typed),
 * EDITORVIEW_AHEAD a call; then, with piece, its diagram's pieces asked of the pieces' thread
 * and their textures made (pieces_prepare) when the set keeps a free slot besides. ed: the
 * editor opened before (its diagram's size), or NULL. Returns true while glyphs remain: call
 * again soon (without waiting for an event); false once they are all made (a call then costs
 * a lookup of each; the pieces' textures are made by a later call, once reduced). */
bool editorview_prepare(Draw *d, PieceArt *art, const Editor *ed, int width, int height,
                        bool piece);

#endif
