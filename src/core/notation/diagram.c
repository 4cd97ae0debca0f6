/* diagram.c - a move diagram (morphchess/diagram.h), computed by the engine's move generation. */
#include "morphchess/diagram.h"

#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "position.h"
#include "variant.h"

enum { PIECE_TYPE = 0, BLOCKER_TYPE = 1 };

static int clamp_size(int n)
{
    return n < 1 ? 1 : n > 8 ? 8 : n;
}

static bool on_board(const MoveDiagram *d, int sq)
{
    return sq >= 0 && sq < 64 && geo_file(sq) < d->files && geo_rank(sq) < d->ranks;
}

void diagram_init(MoveDiagram *d, int files, int ranks)
{
    d->files = clamp_size(files);
    d->ranks = clamp_size(ranks);
    d->square = geo_square((d->files - 1) / 2, (d->ranks - 1) / 2);
    d->colour = WHITE;
    d->unmoved = true;
    d->blockers = 0;
}

int diagram_place(MoveDiagram *d, int sq)
{
    if (!on_board(d, sq))
        return -1;
    d->square = sq;
    d->blockers &= ~geo_bit(sq);
    return 0;
}

int diagram_toggle_blocker(MoveDiagram *d, int sq)
{
    if (!on_board(d, sq) || sq == d->square)
        return -1;
    d->blockers ^= geo_bit(sq);
    return (d->blockers & geo_bit(sq)) != 0;
}

/* A variant of two men on an empty board: the diagram's piece (type 0, with
 * the one power) and the blockers (type 1). No king, no check, no promotion. */
static int build_variant(const MoveDiagram *d, const char *betza, Variant **out, Error *err)
{
    VariantDef def;
    variant_def_defaults(&def);
    def.files = d->files;
    def.ranks = d->ranks;
    def.rules.check = false;
    def.rules.castling = false;
    def.rules.en_passant = false;
    def.rules.npromo = 0;
    def.ntypes = 2;
    const char *texts[2] = {betza, "W"};
    const char letters[2] = {'X', 'O'};
    for (int t = 0; t < 2; t++) {
        PieceDef *pd = &def.types[t];
        pd->letter = letters[t];
        snprintf(pd->name, sizeof pd->name, "%s", t == PIECE_TYPE ? "Piece" : "Blocker");
        for (int c = 0; c < 2; c++) {
            pd->npowers[c] = 1;
            snprintf(pd->powers[c][0], sizeof pd->powers[c][0], "%s", texts[t]);
        }
    }
    /* The empty board in FEN: one digit per rank. */
    char *f = def.start_fen;
    for (int r = 0; r < d->ranks; r++) {
        *f++ = (char)('0' + d->files);
        *f++ = r + 1 < d->ranks ? '/' : ' ';
    }
    snprintf(f, sizeof def.start_fen - (size_t)(f - def.start_fen), "w - - 0 1");
    Error be;
    if (variant_build(&def, out, &be) != 0)
        return error_set(err, "", "%s", be.what);
    return 0;
}

int diagram_classify(const MoveDiagram *d, const char *betza, unsigned char cls[64], Error *err)
{
    if (variant_check_power(betza, err) != 0)
        return -1;
    if (!on_board(d, d->square) || (d->colour != WHITE && d->colour != BLACK))
        return error_set(err, "", "the piece is not on the board");
    Variant *v;
    if (build_variant(d, betza, &v, err) != 0)
        return -1;
    Position p;
    Error fe;
    if (fen_read(v, v->def.start_fen, &p, &fe) != 0) { /* an empty board always reads */
        variant_free(v);
        return error_set(err, "", "%s", fe.what);
    }
    int enemy = !d->colour;
    position_put(v, &p, d->square, piece_code(d->colour, PIECE_TYPE));
    p.unmoved = d->unmoved ? geo_bit(d->square) : 0;
    Bitboard blockers = d->blockers & v->geo.valid & ~geo_bit(d->square);
    for (Bitboard b = blockers; b; b &= b - 1)
        position_put(v, &p, __builtin_ctzll(b), piece_code(enemy, BLOCKER_TYPE));

    Bitboard reach = movegen_targets(v, &p, d->square);
    Bitboard moves = reach & ~blockers;
    Bitboard captures = reach & blockers;
    /* An empty square is a capture square when an enemy put there could be taken. */
    Bitboard empty = v->geo.valid & ~blockers & ~geo_bit(d->square);
    for (Bitboard b = empty; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        Position q = p;
        position_put(v, &q, sq, piece_code(enemy, BLOCKER_TYPE));
        if (movegen_targets(v, &q, d->square) & geo_bit(sq))
            captures |= geo_bit(sq);
    }
    variant_free(v);
    for (int sq = 0; sq < 64; sq++)
        cls[sq] = (unsigned char)(((moves >> sq) & 1 ? DIAGRAM_MOVE : 0) |
                                  ((captures >> sq) & 1 ? DIAGRAM_CAPTURE : 0));
    return 0;
}

void diagram_list(const unsigned char cls[64], DiagramClass which, char *buf, size_t n)
{
    if (n == 0)
        return;
    buf[0] = '\0';
    size_t len = 0;
    for (int sq = 0; sq < 64; sq++) {
        if (cls[sq] != which)
            continue;
        char name[4];
        geo_square_name(sq, name);
        int w = snprintf(buf + len, n - len, "%s%s", len ? " " : "", name);
        if (w < 0 || (size_t)w >= n - len) {
            buf[len] = '\0'; /* whole names only */
            return;
        }
        len += (size_t)w;
    }
}
