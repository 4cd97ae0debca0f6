/* view.h - the window-free view model: everything the renderer draws, as plain data. */
#ifndef MORPH_UI_VIEW_H
#define MORPH_UI_VIEW_H

#include <stdbool.h>
#include <stdint.h>

/* Squares are numbered rank * 8 + file on every board (stride 8 whatever the
 * width), as in src/core/board/geo.h, so an adapter copies square numbers and
 * 64-bit square masks across unchanged. Rank 0 is White's first rank. */
#define VIEW_MAX_BOARDS 2
#define VIEW_MAX_FILES 8
#define VIEW_MAX_RANKS 8
#define VIEW_SQUARES 64
#define VIEW_NO_SQ (-1)

#define VIEW_TEXT_MAX 72   /* a Betza string (64) or a potential set, with the NUL */
#define VIEW_LINE_MAX 128  /* one line of panel text */
#define VIEW_MOVE_MAX 40   /* one ply of the move list */
#define VIEW_MAX_MOVES 600 /* plies kept in the move list */
#define VIEW_MAX_CAPTURED 32
#define VIEW_MAX_LEGEND 8
#define VIEW_MAX_POWERS 12
#define VIEW_MAX_CHANGES 4
#define VIEW_MAX_ARROWS 16    /* a tutorial step's arrows on one board */
#define VIEW_MAX_SHAPES 32    /* the player's arrows and circles on one board */
#define VIEW_CAPTION_MAX 1400 /* a tutorial step's caption and the feedback on a try */

enum { VIEW_WHITE = 0, VIEW_BLACK = 1 };

/* One piece as shown. `type` is an upper-case letter; K Q R B N P are drawn
 * with the piece set, any other letter as a disc carrying the letter. */
typedef struct ViewPiece {
    char type;
    int colour;                    /* VIEW_WHITE or VIEW_BLACK */
    char badge[VIEW_TEXT_MAX];     /* current power (Betza), "" for none */
    char potential[VIEW_TEXT_MAX]; /* current potential set, "" for none */
} ViewPiece;

typedef struct ViewSquare {
    bool occupied;
    ViewPiece piece; /* meaningful only when occupied */
} ViewSquare;

/* One board with its highlights. Masks are bit (rank * 8 + file). */
typedef struct ViewBoard {
    int files, ranks;          /* 1..8 each */
    char title[VIEW_LINE_MAX]; /* "Board A"; "" draws no title */
    int split_file;            /* > 0: a wall between file split_file-1 and split_file */
    ViewSquare sq[VIEW_SQUARES];
    uint64_t portals;       /* portal squares, marked on the board */
    uint64_t teleports;     /* Portal: pieces on portals that a declared teleport may move */
    int selected;           /* square of the picked-up piece, or VIEW_NO_SQ */
    int last_from, last_to; /* last move on this board, or VIEW_NO_SQ */
    int check;              /* square of a king in check, or VIEW_NO_SQ */
    int hover;              /* drop target under the pointer, or VIEW_NO_SQ */
    uint64_t dots;          /* legal moves to empty squares */
    uint64_t rings;         /* legal captures */
    bool has_preview;       /* the held piece would change: preview drawn on `hover` */
    ViewPiece preview;      /* what it becomes there */
    uint64_t marks;         /* squares a tutorial step or a hint points at */
    uint64_t wrong_marks;   /* squares the explanation of a wrong try points at */
    int narrows;            /* a tutorial step's arrows, from -> to on this board */
    int arrow_from[VIEW_MAX_ARROWS], arrow_to[VIEW_MAX_ARROWS];
    /* The player's arrows (from -> to) and circles (from == to) on the position shown, as
     * the record keeps them ([%cal Ge2e4], [%csl Gd4]); colour 'G', 'R', 'B' or 'Y'. */
    int nshapes;
    struct {
        int from, to;
        char colour;
    } shape[VIEW_MAX_SHAPES];
} ViewBoard;

/* A piece being dragged: drawn centred on (x, y), its square left empty. */
typedef struct ViewDrag {
    bool active;
    int board, sq;
    int x, y; /* pixels */
} ViewDrag;

/* One row of the power legend: a type's cyclic power list. */
typedef struct ViewLegendRow {
    char type;   /* upper-case letter */
    int colours; /* bit 0: White uses this list, bit 1: Black does */
    int npowers;
    char powers[VIEW_MAX_POWERS][VIEW_TEXT_MAX];
    int current[2]; /* per colour: index of the power in force, -1 if not this row's */
} ViewLegendRow;

/* One move of the move list. */
typedef struct ViewMoveItem {
    char text[VIEW_MOVE_MAX];
    int node;      /* its node in the match's tree */
    int turn;      /* the turn it was played in (its move number) */
    int8_t colour; /* VIEW_WHITE or VIEW_BLACK: who played it */
    uint8_t depth; /* 0 on the main line, 1 in a variation, 2 in one inside that, ... */
    bool numbered; /* written with its number (a White move, or the first of a run) */
    bool starts;   /* the first move of a variation */
    bool line;     /* on the current line (the one the boards step through) */
    char
        mark[16]; /* its note's NAGs as signs, and a pencil when it has a comment: "!", " â" */
} ViewMoveItem;

typedef struct ViewPanel {
    char title[VIEW_LINE_MAX]; /* variant name */
    char turn[VIEW_LINE_MAX];  /* "White to move on board A" */
    int to_move;               /* VIEW_WHITE, VIEW_BLACK, or -1 when the game is over */
    /* Plies in order, White's first in each pair (an adapter writes "--" for
     * a skipped move, e.g. White's empty first turn in ProDem). */
    int nmoves;
    char moves[VIEW_MAX_MOVES][VIEW_MOVE_MAX];
    int current_move; /* index of the ply the boards show, -1 for the start */
    /* The move list as the panel shows it: the game's tree (match.h "Variations") in the
     * order a record writes it, the main line (depth 0) in numbered pairs, each variation
     * after the move it is an alternative to, one step further in. */
    int nitems;
    ViewMoveItem items[VIEW_MAX_MOVES];
    int current_item; /* the item of the position the boards show, -1 for the start */
    /* Who plays each side (White's, Black's), shown beside its clock: "You", "Computer,
     * level 5", a record's name; "" for an unnamed person of two at one screen. */
    char player[2][VIEW_LINE_MAX];
    /* The game's result at the end of the move list ("1-0", "0-1", "\xc2\xbd-\xc2\xbd") and how it
     * ended ("White resigned"); "" while it goes on. */
    char score[16];
    /* The clocks: time left for White and Black, and whose runs (-1: none). */
    bool clocks;
    long clock_ms[2];
    int clock_running;
    /* Letters of the pieces of each colour that have been captured. */
    char captured[2][VIEW_MAX_CAPTURED + 1];
    char result[VIEW_LINE_MAX];        /* "" while the game goes on, else "White wins" */
    char result_detail[VIEW_LINE_MAX]; /* "by checkmate" */
    int nlegend;
    ViewLegendRow legend[VIEW_MAX_LEGEND];
    /* How pieces change type (Revolving, ProDem, Move Up Take Down), one line per table. */
    int nchanges;
    char changes[VIEW_MAX_CHANGES][VIEW_LINE_MAX];
    int change_now; /* the line in force for the next move, -1 when it depends on the move */
    char changes_title[VIEW_LINE_MAX]; /* heading of those lines, "" for "HOW PIECES CHANGE" */
    char status[VIEW_LINE_MAX];        /* a transient message ("Saved game.gam"), may be "" */
    /* The record's annotation of the shown position's move (match_node_note) as it reads:
     * NAGs as signs, comments without braces ("! best by test"); "" for none. */
    char note[VIEW_CAPTION_MAX];
    /* A tutorial (src/ui/tutorial.h): the step's caption, "" outside a tutorial, and the
     * feedback on the last try or the hint, "" for none. */
    char caption[VIEW_CAPTION_MAX];
    char caption_heading[16]; /* the caption's heading: "" is "TUTORIAL" (a course: "EXERCISE") */
    char feedback[VIEW_CAPTION_MAX];
} ViewPanel;

/* A piece that changed on the last move: drawn as a crossfade from `old` while morph_t < 1
 * (with the animation off the list is still filled, and morph_t is 1). */
#define VIEW_MAX_MORPHS 32
#define VIEW_GLIDE_SHARE 0.5f /* of the animation: the glide of the moved piece */
typedef struct ViewMorph {
    int board, sq;
    ViewPiece old;
} ViewMorph;

/* A modal box over the boards: a list to pick from (new game, saved games),
 * a choice (promotion, ladder), or a message. */
#define VIEW_MAX_ITEMS 40
typedef enum ViewModalKind {
    VIEW_MODAL_NONE = 0,
    VIEW_MODAL_LIST,
    VIEW_MODAL_CHOICE,
    VIEW_MODAL_MESSAGE,
    VIEW_MODAL_TEXT, /* a line of text to type (the comment of a move): field, below */
} ViewModalKind;

/* A small picture of a position (a game's last position in the game lists, thumb.h): the
 * pieces of one or two boards, squares numbered rank * 8 + file as on the boards. */
typedef struct ViewThumb {
    int nboards;                              /* 0: no picture; 1 or 2 */
    int files, ranks;                         /* of each board, 1..8 */
    int split_file;                           /* > 0: a wall before this file (Portal, one set) */
    bool flipped;                             /* Black's side at the bottom */
    char type[VIEW_MAX_BOARDS][VIEW_SQUARES]; /* upper-case letter, '?' a type not known yet
                                                 (Potential), '\0' empty */
    unsigned char colour[VIEW_MAX_BOARDS][VIEW_SQUARES]; /* VIEW_WHITE or VIEW_BLACK */
    uint64_t marked; /* squares of board 0 tinted as the last move (bit rank * 8 + file) */
} ViewThumb;

typedef struct ViewItem {
    char title[VIEW_LINE_MAX];
    char detail[2 * VIEW_LINE_MAX];
    char piece; /* a piece letter drawn beside the title, or '\0' */
    int colour;
    bool sub;        /* a form of the item above it (drawn indented) */
    ViewThumb thumb; /* a list's picture of the item's position (nboards 0: none) */
} ViewItem;

/* A game to step through in a box (Potential's V, session_actual.c): its moves in SAN, the
 * ply shown (0: the start) and the FEN of that position; the move list's first row as the
 * wheel left it (top), unless follow: then the list keeps the current move in its middle. */
#define VIEW_SAN_MAX 16
#define VIEW_COPY_MAX 9000 /* VIEW_MAX_MOVES plies of SAN with their numbers, and the tags */
typedef struct ViewGame {
    bool on;
    int nplies, ply;
    int first_turn;   /* the move number of the first ply */
    bool black_first; /* the first ply is Black's (the row starts "1...") */
    char san[VIEW_MAX_MOVES][VIEW_SAN_MAX];
    char fen[2 * VIEW_LINE_MAX];
    int top;
    bool follow;
} ViewGame;

typedef struct ViewModal {
    ViewModalKind kind;
    char title[VIEW_LINE_MAX];
    char subtitle[2 * VIEW_LINE_MAX];
    int nitems;
    ViewItem items[VIEW_MAX_ITEMS];
    int selected; /* highlighted item, -1 none */
    /* VIEW_MODAL_TEXT: what is typed, the cursor and the other end of the selection (byte
     * offsets), and an input method's composition in progress ("" none) */
    char field[VIEW_CAPTION_MAX];
    int field_cursor, field_anchor;
    char preedit[32];
    bool subtitle_error; /* the subtitle says what is wrong (drawn in the error colour) */
    bool centred;        /* over the middle of the window, never beside the board */
    /* A message with a board (Potential's V): the position shown (its last move marked);
     * copy, what Ctrl+C or the box's Copy button copies ("" none), and copied once it has
     * been; game, the moves to step through. */
    ViewThumb board;
    char copy[VIEW_COPY_MAX];
    bool copied;
    ViewGame game;
} ViewModal;

/* The rules card of the variant played (R, or the Rules button; session_rules.c): its
 * mutation rule and special cases in words, and each type with its powers and a small
 * diagram of where the power it moves with now goes from the middle of an empty board. */
#define VIEW_RULES_TYPES 8
typedef struct ViewRulesType {
    char letter;
    char name[32];
    char powers[160];  /* "N, WD (now WD)" */
    int ndiagrams;     /* 1, or 2 for a type with several powers: the one in force, the next */
    char label[2][72]; /* the power and "next" */
    unsigned char cls[2][64]; /* DiagramClass per square */
} ViewRulesType;

typedef struct ViewRules {
    bool visible;
    char title[VIEW_LINE_MAX];
    char text[VIEW_CAPTION_MAX]; /* sentences, one per line */
    int files, ranks, square;    /* the diagrams' board and the piece's square */
    int ntypes;
    ViewRulesType type[VIEW_RULES_TYPES];
} ViewRules;

/* The analysis board (src/ui/game/analysis.h): the evaluation bar and the best lines of
 * the shown position, and the review of the game (its graph, progress, accuracy). */
#define VIEW_ANALYSIS_LINES 5
typedef struct ViewAnalysis {
    bool on;        /* live analysis: the bar and the lines are drawn */
    bool have;      /* an evaluation of the shown position has come */
    float share;    /* White's share of the bar, 0..1 */
    char score[16]; /* "+0.45", "M3", "-M2" */
    int nlines;
    struct {
        char score[16];
        char text[VIEW_LINE_MAX]; /* the line in the variant's notation */
        int depth;
    } line[VIEW_ANALYSIS_LINES];
    bool review;    /* a review to show: the graph and the accuracy */
    bool reviewing; /* one runs: its progress (positions done of total) */
    int progress, total;
    int nplies;                      /* the reviewed actions */
    float graph[VIEW_MAX_MOVES + 1]; /* White's share after 0..nplies actions */
    int8_t mark[VIEW_MAX_MOVES];     /* each action's ReviewMark (-1 unknown) */
    int current;                     /* the shown ply on the graph, -1 off the line */
    char accuracy[2][VIEW_LINE_MAX]; /* "White 87.5 · 1 ?! · 1 ??" */
} ViewAnalysis;

typedef struct View {
    int nboards; /* 1 or 2 */
    ViewBoard board[VIEW_MAX_BOARDS];
    bool flipped;         /* Black at the bottom */
    int acts_on[2];       /* per colour: the board that player acts on now, -1 for none */
    bool teleport_due[2]; /* Portal, per colour: it declared, so it teleports now */
    ViewDrag drag;
    ViewPanel panel;
    ViewAnalysis analysis;
    bool help_visible;
    int help_top; /* the help's first row shown when not all fit (helpview.c) */
    ViewRules rules;
    bool banner_hidden; /* the result stays in the panel only (Esc) */
    /* A piece's sets in full (Potential Chess), shown by its square while the
     * pointer rests on it: "" for none. */
    int inspect_board, inspect_sq;
    char inspect[2 * VIEW_LINE_MAX];
    ViewModal modal;
    int nmorphs;
    ViewMorph morphs[VIEW_MAX_MORPHS];
    float morph_t; /* 0..1 through the change animation; 1 when still */
    /* The piece of the last move, played by clicks: it glides from `from` to `to` on board
     * `board` during the first VIEW_GLIDE_SHARE of the animation (160 ms), then changes. */
    struct {
        bool on;
        int board, from, to;
    } glide;
} View;

/* Sets v to an empty view with nboards boards of files x ranks (clamped to
 * 1..8, boards to 1..2): no pieces, no highlights, acts_on -1, to_move White. */
void view_init(View *v, int nboards, int files, int ranks);

/* Empties what v shows of a game, for a new picture of nboards boards of files x
 * ranks (clamped as view_init): the boards (pieces, highlights, marks), acts_on, the
 * inspected piece and the panel, except its status line. What the user set up or has
 * under way stays: flip, help, the banner put away, the drag, the open modal, the
 * change animation. */
void view_reset_game(View *v, int nboards, int files, int ranks);

/* Removes the per-move highlights of every board (selection, dots, rings,
 * hover, preview); keeps last move, check, portals and the drag. */
void view_clear_selection(View *v);

/* Places the pieces of a FEN placement field ("rnbqkbnr/pppppppp/8/...",
 * rank 8 first; upper case White) on board b; other squares become empty.
 * Returns 0, or -1 (board unchanged) if the text does not fit the board or
 * holds a character other than a letter, a digit 1-8 or '/'. */
int view_set_placement(View *v, int b, const char *placement);

/* Square number of (file, rank), VIEW_NO_SQ when outside board b. */
int view_square(const View *v, int b, int file, int rank);

/* Writes the square's name ("e4") into buf of size n (n >= 3). */
void view_square_name(int sq, char *buf, int n);

/* Copies src into dst of size n, truncating; dst is always terminated. */
void view_copy_text(char *dst, int n, const char *src);

/* Appends a ply text to the move list (moves, and items as the main line: White first);
 * returns 0, or -1 when full. */
int view_push_move(View *v, const char *text);

#endif
