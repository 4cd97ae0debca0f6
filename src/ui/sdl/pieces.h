/* pieces.h - the SVG piece set: read once, rasterized per size, textures cached. */
#ifndef MORPH_UI_PIECES_H
#define MORPH_UI_PIECES_H

#include <SDL.h>
#include <stddef.h>

#define PIECES_TYPES "KQRBNP"
#define PIECES_NTYPES 6
#define PIECES_SLOTS 6 /* sizes kept at once: board, drag, panel icons, legend... */

typedef struct PieceSlot {
    int size;           /* 0: free */
    unsigned long used; /* clock of the last request, for eviction */
    SDL_Texture *tex[2][PIECES_NTYPES];
} PieceSlot;

typedef struct PieceArt {
    SDL_Renderer *renderer;      /* not owned */
    char *svg[2][PIECES_NTYPES]; /* file contents, owned */
    size_t len[2][PIECES_NTYPES];
    PieceSlot slot[PIECES_SLOTS];
    unsigned long clock;
    long rasterized; /* textures made so far (tests check that a frame makes none) */
} PieceArt;

/* Reads dir/wK.svg ... dir/bP.svg for drawing with renderer r. Returns 0, or
 * -1 with a message naming the file in err (size errn); on failure nothing
 * stays allocated. Pair with pieces_unload. */
int pieces_load(PieceArt *a, SDL_Renderer *r, const char *dir, char *err, int errn);

/* Frees the textures and the SVG texts; a zeroed or unloaded set is a no-op. */
void pieces_unload(PieceArt *a);

/* The texture of a piece (type one of PIECES_TYPES, colour 0 White / 1
 * Black) size x size pixels, rasterized from the SVG the first time that size
 * is asked for and cached (the least recently used size is dropped when all
 * slots are taken). NULL for another type, a size < 1, or when SDL fails.
 * The texture belongs to the set. */
SDL_Texture *pieces_texture(PieceArt *a, char type, int colour, int size);

/* Rasterizes one piece into a new ARGB surface (caller frees), NULL on failure. */
SDL_Surface *pieces_rasterize(const PieceArt *a, char type, int colour, int size);

#endif
