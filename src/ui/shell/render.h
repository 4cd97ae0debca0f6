/* render.h - draws a View laid out by a Layout: the only entry point to the drawing code. */
#ifndef MORPH_UI_RENDER_H
#define MORPH_UI_RENDER_H

#include <SDL.h>

#include "boardview.h"
#include "draw.h"
#include "editorview.h"
#include "layout.h"
#include "pieces.h"
#include "setupview.h"
#include "shade.h"
#include "shapes.h"
#include "text.h"
#include "thumbview.h"
#include "view.h"

typedef struct Render {
    SDL_Renderer *sdl; /* not owned */
    PieceArt pieces;
    TextCache text;
    Shapes shapes;
    DrawHits hits;      /* clickable places of the last frame */
    ThumbCache thumbs;  /* the game lists' pictures of positions */
    const Theme *theme; /* the colours: classic after render_load */
    /* The window background with the boards' frames, squares, coordinates and the
     * pieces that stand still, drawn again whole only when the layout changes (layer_key)
     * and otherwise only in the squares whose piece or marks changed (layer_squares): a
     * render target; NULL when the renderer has none (then drawn every frame). */
    SDL_Texture *layer;
    Uint32 target_format; /* of layer and under: the window's (render_load), or ARGB8888 */
    bool layer_ok;
    int layer_key[BOARDVIEW_KEY_SIZE];
    uint64_t layer_squares[BOARDVIEW_SQUARE_KEYS]; /* what each square of it shows */
    long layer_full, layer_partial; /* how often it was drawn whole, and square by square */
    /* Under a list, a message or the help: the whole window as it stands, shaded, drawn
     * again only when the view or the layout under the box changes (moving through a list
     * then copies it and draws the box). Its clickable places are kept with it. */
    SDL_Texture *under;
    bool under_ok;
    bool under_layer;      /* `under` holds the board layer's pixels, handed over with it */
    long under_over_layer; /* scenes under a box drawn over those pixels (tests) */
    unsigned long under_key;
    int under_hits;
    /* The part of `under` left unshaded because the box covered it when it was drawn (none:
     * w 0); the box's cover is kept with a key of the box and the layout. */
    UiRect hole, cover;
    bool cover_ok;
    unsigned long cover_key;
    long drawn;  /* screens drawn (render_frame, render_editor_frame, render_setup_frame) */
    long shaded; /* pixels shaded so far (tests: a list's first frame leaves its box alone) */
    Shade shade; /* how (the software renderer's shade by a table) */
    /* Set by the program for its first frame: a box's scene is drawn straight into the window
     * (no window-sized texture made before the frame is shown); `deferred` says the cache is
     * to be made by render_after_present. */
    bool defer_under, deferred;
} Render;

/* Loads what drawing needs for renderer sdl (a window's, or a software
 * renderer on a surface): the piece SVGs from piece_dir and the font. Returns
 * 0, or -1 with a message in err (size errn); nothing stays loaded on
 * failure. Pair with render_unload. */
int render_load(Render *r, SDL_Renderer *sdl, const char *piece_dir, char *err, int errn);

/* render_load with r->pieces already started (pieces_start, its thread perhaps running):
 * the rest of r is set up (the font loaded) and the set is given renderer sdl; pieces_check
 * is left to the caller. On failure the set is unloaded too. */
int render_load_started(Render *r, SDL_Renderer *sdl, char *err, int errn);

/* Frees every texture and font; an unloaded Render is a no-op. */
void render_unload(Render *r);

/* Draws the whole window: boards, panel, banner, help. Does not present.
 * Reads v and l only; textures are made only for what was not drawn in
 * recent frames (new text, a new square size). */
void render_frame(Render *r, const View *v, const Layout *l);

/* After a frame is presented: makes the cache of the scene under a box that the frame drew
 * straight into the window (defer_under), so that the next frames copy it. The frame's
 * clickable places are kept. */
void render_after_present(Render *r, const View *v, const Layout *l);

/* Draws with the colours of theme t from the next frame on. */
void render_set_theme(Render *r, SettingsTheme t);

/* Makes the window-sized caches, and V's kept board, in format: the window's own when it has
 * no alpha (X11's RGB888, found by render_load for a window), so that copying them into it is
 * a copy of rows; a renderer on a surface (tests) says its surface's. */
void render_window_format(Render *r, Uint32 format);

/* Forgets the cached board layer (its pixels are lost on SDL_RENDER_TARGETS_RESET). */
void render_invalidate(Render *r);

/* Textures made so far (pieces, text, shapes and the lists' pictures): a frame that repeats the
 * previous one leaves it unchanged. */
long render_rasterized(const Render *r);

/* What the last frame drew at (x, y) that can be clicked: *kind DRAW_HIT_ITEM
 * (an item of the open list or choice) or DRAW_HIT_MOVE (a ply of the move
 * list), *index which one. False when nothing. */
bool render_hit(const Render *r, int x, int y, int *kind, int *index);

/* The same for one kind of hit, under any other (draw_hits_find_kind). */
bool render_hit_kind(const Render *r, int x, int y, int kind, int *index);

/* A whole frame of the power-list editor (hits of r reset first), s->scroll_max updated and
 * s->scroll kept within it. Does not present. */
void render_editor_frame(Render *r, EdScreen *s, int width, int height);

/* A whole frame of the set-up screen in a width x height window (hits of r reset first).
 * Does not present. */
void render_setup_frame(Render *r, const SetupScreen *s, int width, int height);

#endif
