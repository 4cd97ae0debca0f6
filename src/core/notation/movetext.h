/* movetext.h - PGN-like movetext split into tags and numbered move tokens, and replayed. */
#ifndef MORPH_MOVETEXT_H
#define MORPH_MOVETEXT_H

#include "notation.h"

/* One move token, verbatim, with its place in the game and in the text. */
typedef struct MovetextMove {
    const char *text; /* at most NOTATION_MAX - 1 bytes, in the Movetext's own pool */
    int number;       /* move number (1, 2, ...) */
    int colour;       /* WHITE or BLACK */
    int line, column; /* where the token starts, both from 1 */
    int parent;       /* the index in nodes of the move it follows, -1 for the start */
    int depth;        /* 0 on the main line, 1 in a variation, 2 in one inside it, ... */
    int note;         /* the index in notes of its note, -1: none */
} MovetextMove;

typedef struct MovetextTag {
    char *name;  /* owned */
    char *value; /* owned, escapes (\" and \\) resolved */
} MovetextTag;

/* The annotations a record gives after a move: its NAGs and comments as PGN writes them,
 * in the order of the text ("$1 {the best move}"; a `;` comment becomes {...}). */
typedef struct MovetextNote {
    int node;        /* the index in nodes of the move it follows; -1: before the first move */
    char *text;      /* owned */
    size_t len, cap; /* text's length and allocation: each annotation is appended in its own
                        length, however many a move has */
} MovetextNote;

/* A parsed movetext; owns its arrays (see movetext_free). */
typedef struct Movetext {
    int ntags;
    MovetextTag *tags;
    int nmoves;
    MovetextMove *moves; /* the main line */
    int nnodes;
    MovetextMove *nodes; /* every move, variations' too, in the order of the text */
    int nnotes;
    MovetextNote *notes;            /* at most one a node (movetext_note finds it) */
    int first_number, first_colour; /* of the first move (even when there is none) */
    char result[8];                 /* "1-0", "0-1", "1/2-1/2", "*", or "" if none */
    int result_line, result_column; /* where the result stands in the text */
    int first_note;                 /* the index in notes of the note before the first move, -1 */
    char *pool;                     /* the moves' texts, NUL-terminated one after another */
    size_t pool_used, pool_size;
    char trailing[48]; /* the start of text after the result (ignored), "" if none */
    int trailing_line, trailing_column;
    /* the first FEN tag's place, for an error in its value (movetext_fen_error): its line, the
     * columns of its '[' and of its value's first byte, and the value as written (owned) */
    int fen_line, fen_tag_column, fen_value_column;
    char *fen_raw;
} Movetext;

/* How numbering starts, when the caller knows the start position. */
typedef struct MovetextStart {
    int number; /* the start position's move number; 0: the first move number
                   written fixes it, whatever the FEN tag says */
    int colour; /* its side to move */
} MovetextStart;

/* Splits text into tags and moves and numbers the moves. The text holds, in
 * any spacing: tag pairs `[Name "value"]` (before the first move only),
 * `{comments}`, `;` comments to the end of the line, lines starting with `%`,
 * (comments and NAGs kept in notes: those after a move are its note, those that
 * open a variation go to its first move, those before the first move to -1),
 * variations `( ... )` (kept in nodes, may nest; an alternative to the move
 * before the `(`, numbered as it; a result inside one is ignored), move numbers `12.` and `12...`
 * (also glued to the move: `12.e4`), as published records write them
 * (`12`, `12:`, `12:Nf3`), NAGs `$1`, stand-alone `!`/`?` annotations, a
 * result `1-0`, `0-1`, `1/2-1/2` or `*`, and move tokens, kept verbatim for
 * notation_read (`...` alone is a move token: a turn with no move). Parsing stops at the first text
 * after the result other than comments and variations: that text is ignored
 * and its start kept in trailing (with its line and column) for a note.
 *
 * Numbering starts from *start when given; else from the FEN tag's side to
 * move and move number; else from a move number before the first move
 * (`1...` means Black moves first); else White's move 1. A move number in
 * the text must agree with the count (`12.` before White's 12th move,
 * `12...` before Black's), except that one before the first move sets the
 * count when neither start nor a FEN tag does. A number without dots (`12`,
 * `12:`) names the move pair: it must be the current number, either side.
 *
 * On success returns 0 and *out is a new Movetext (free it with
 * movetext_free). On failure returns -1, *out is untouched, err->where is
 * "line L, column C" and err->what one of: unterminated comment,
 * unterminated tag, bad tag: expected [Name "value"], tag after the moves,
 * unterminated variation, unexpected ')', move number "3." out of sequence:
 * expected "2.", token too long: "...", bad move number in the FEN tag:
 * "...", out of memory. */
int movetext_parse(const char *text, const MovetextStart *start, Movetext **out, Error *err);

/* The note of node (-1: before the first move), or NULL. */
const char *movetext_note(const Movetext *mt, int node);

/* Frees the moves and notes of mt, keeping its tags, result and numbering (what a reader of
 * the tags alone needs: the memory of a long game is not held twice). */
void movetext_drop_moves(Movetext *mt);

/* Frees the main line's copy of its moves (mt->moves; nmoves becomes 0): a reader of
 * mt->nodes alone holds the record in less. */
void movetext_drop_main_line(Movetext *mt);

/* Frees mt and everything it owns; NULL is a no-op. */
void movetext_free(Movetext *mt);

/* The value of tag `name` (case-sensitive, the first if repeated), or NULL.
 * The pointer lives as long as mt. */
const char *movetext_tag(const Movetext *mt, const char *name);

/* Fills err for the error fen of a family's reader given mt's FEN tag (fen may be err):
 * where "line L, column C", the line of the tag and the column of the byte fen->column of its
 * value (escapes counted as written; one past the value: its closing quote), or of the tag's
 * '[' for an error of the position as a whole (no column); what "FEN tag: " and fen's what
 * (docs/fen.md). Returns -1, as error_set. */
int movetext_fen_error(const Movetext *mt, const Error *fen, Error *err);

/* The position a parsed movetext starts from when the caller gives none:
 * its FEN tag, else the variant's start array with the side to move and
 * move number of a leading `N.`/`N...`. Returns 0, or -1 with err filled
 * (a bad FEN tag as movetext_fen_error); *out is untouched on failure. */
int movetext_start_position(const Variant *v, const Movetext *mt, Position *out, Error *err);

/* Plays the moves of text (parsed as movetext_parse) with notation_read.
 * The start is *start when given (the text's FEN tag is then ignored), else
 * the FEN tag, else the variant's start array (with the side to move and
 * move number of a leading `N.`/`N...`). On success returns 0, stores the
 * final position in *end, the first moves (up to max, when moves is not
 * NULL) in moves[] and their number in *count (end and count may be NULL).
 * More than max moves is an error when moves is not NULL. On failure
 * returns -1, leaves end, moves and count untouched, and fills err: for a
 * move that cannot be played err->where is "move N (White)" or
 * "move N (Black)" and err->what is "\"TEXT\": reason" with notation_read's
 * reason; for bad text the movetext_parse errors; a bad FEN tag as
 * movetext_fen_error. */
int movetext_play(const Variant *v, const Position *start, const char *text, Position *end,
                  Move *moves, int max, int *count, Error *err);

#endif
