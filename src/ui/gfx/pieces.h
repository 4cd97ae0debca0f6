/* pieces.h - the SVG piece set: read once, rasterized per size, textures cached. */
#ifndef MORPH_UI_PIECES_H
#define MORPH_UI_PIECES_H

#include <SDL.h>
#include <stdbool.h>
#include <stddef.h>

#define PIECES_TYPES "KQRBNP"
#define PIECES_NTYPES 6
#define PIECES_SLOTS 6    /* sizes kept at once: board, drag, panel icons, legend... */
#define PIECES_MASTER 192 /* the size of the masters smaller sizes are scaled down from */
#define PIECES_ICON 64    /* the window's icon: the white knight, this size */
#define PIECES_BATCHES 2  /* sizes the thread reduces the set to at once */

typedef struct PieceSlot {
    int size;           /* 0: free */
    unsigned long used; /* clock of the last request, for eviction */
    SDL_Texture *tex[2][PIECES_NTYPES];
} PieceSlot;

/* The set at one size, reduced by the thread piece by piece, each taken once by
 * pieces_surface (states and surfaces under PieceArt.lock). */
typedef struct PieceBatch {
    int size;           /* 0: none */
    unsigned long born; /* for reuse: the oldest goes */
    Uint8 state[2][PIECES_NTYPES];
    SDL_Surface *surf[2][PIECES_NTYPES]; /* done, not yet taken */
} PieceBatch;

/* Rasterizing an SVG costs a parse and a scan conversion at each new size (the first frame
 * of a board). The set is rasterized once, at
 * PIECES_MASTER, by a thread started with pieces_start (the program starts it before
 * SDL_Init, whose input method reads the Compose table meanwhile); each smaller size is an
 * area-weighted reduction of those masters (much cheaper), and a larger
 * one is rasterized from the SVG. The thread then stays, waiting, to reduce the set to the
 * sizes asked for: a new size's pieces are shared between it and the drawing, and a size
 * known before the first frame (pieces_prefetch) is ready when the frame asks. */
typedef struct PieceArt {
    SDL_Renderer *renderer; /* not owned */
    SDL_Thread *thread;     /* the masters, then batches; NULL: none */
    SDL_mutex *lock;        /* for the thread's results and the batches */
    SDL_cond *cond;         /* signalled when one changes */
    bool ready, quit;       /* the masters made; the thread to end */
    PieceBatch batch[PIECES_BATCHES];
    long reduced_there;                    /* pieces the thread reduced (under the lock) */
    SDL_Surface *master[2][PIECES_NTYPES]; /* ARGB8888, PIECES_MASTER square, owned */
    SDL_Surface *icon;                     /* PIECES_ICON square, owned; NULL when none */
    char dir[1024];                        /* where the SVGs were read, for messages */
    char *svg[2][PIECES_NTYPES];           /* file contents, owned */
    size_t len[2][PIECES_NTYPES];
    PieceSlot slot[PIECES_SLOTS];
    unsigned long clock;
    long rasterized;   /* textures made so far (tests check that a frame makes none) */
    long made_here;    /* masters the caller's thread rasterized (none when the thread made them) */
    long reduced_here; /* sizes of a piece the caller's thread reduced (pieces_surface) */
} PieceArt;

/* Reads dir/wK.svg ... dir/bP.svg for drawing with renderer r, and rasterizes the masters.
 * Returns 0, or -1 with a message naming the file in err (size errn); on failure nothing
 * stays allocated. Pair with pieces_unload. pieces_start then pieces_check is the same in
 * two steps. */
int pieces_load(PieceArt *a, SDL_Renderer *r, const char *dir, char *err, int errn);

/* The first half of pieces_load: reads the SVGs and starts the thread that rasterizes the
 * masters (and the icon); needs no renderer, nor SDL_Init. The set must not move while the
 * thread runs. -1 with a message when a file cannot be read. */
int pieces_start(PieceArt *a, const char *dir, char *err, int errn);

/* The second half: waits for the masters, gives the set its renderer, and fails (-1, a
 * message naming the SVG, the set unloaded) when a piece does not rasterize. */
int pieces_check(PieceArt *a, SDL_Renderer *r, char *err, int errn);

/* Asks the thread to reduce the set to size (<= PIECES_MASTER) before it is drawn: a
 * window's first frame finds its pieces made. Does not wait; no-op without a thread. */
void pieces_prefetch(PieceArt *a, int size);

/* Makes the set's textures at size ahead of a frame that will need them, without waiting
 * and without reducing a piece here: asks the thread for the size (pieces_prefetch) the
 * first time, and once it has reduced every piece makes their textures (cheap). True when
 * all twelve textures are made; call again until then. False without a thread. */
bool pieces_prepare(PieceArt *a, int size);

/* Whether the set's textures at size can be made without putting away another size's (size
 * has its slot, or more than spare slots are free): a size made ahead, on a guess, should not
 * cost the sizes in use their textures (and with spare 1, leaves the next screen's own size a
 * place too). */
bool pieces_room(const PieceArt *a, int size, int spare);

/* How many pieces the thread has reduced so far (tests). */
long pieces_reduced_there(PieceArt *a);

/* Ends the thread, frees the textures and the SVG texts; a zeroed or unloaded set is a
 * no-op. */
void pieces_unload(PieceArt *a);

/* The texture of a piece (type one of PIECES_TYPES, colour 0 White / 1
 * Black) size x size pixels, rasterized from the SVG the first time that size
 * is asked for and cached (the least recently used size is dropped when all
 * slots are taken). NULL for another type, a size < 1, or when SDL fails.
 * The texture belongs to the set. */
SDL_Texture *pieces_texture(PieceArt *a, char type, int colour, int size);

/* One piece size x size as pieces_texture draws it, as a new ARGB8888 surface (caller frees):
 * reduced from the master (waiting for the masters' thread) when size <= PIECES_MASTER,
 * else rasterized. NULL on failure. */
SDL_Surface *pieces_surface(PieceArt *a, char type, int colour, int size);

#endif
