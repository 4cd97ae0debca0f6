/* test_fen_errors.c - every family's FEN reader gives the place of each error it finds: the
 * 1-based byte column and span in Error, and "FEN: column N: ..." in the formatted message
 * (docs/fen.md "Errors"). Through the public API (match_new), as the CLI and the set-up
 * screen's FEN field read a FEN. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "hostfile.h"
#include "morphchess/match.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
#define POT_TAIL "pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1 -"
#define BOARD_A "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
#define BOARD_B "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR"
#define ONE_SET "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR"

typedef struct BadFen {
    const char *variant, *fen;
    int column;        /* 0: the position as a whole, no one place */
    const char *bytes; /* what [column, column + span) holds: "" at the end of the text */
    const char *message;
} BadFen;

static const BadFen bad[] = {
    /* orthodox: every field */
    {"fide", START "/8 w KQkq - 0 1", 44, "/8",
     "FEN: column 44: more than 8 ranks in the placement"},
    {"fide", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", 1,
     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP", "FEN: column 1: the placement has 7 ranks, expected 8"},
    {"fide", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 10, "ppppppp",
     "FEN: column 10: rank 7 has 7 squares, expected 8"},
    {"fide", "rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 19, "/",
     "FEN: column 19: rank 6 has 0 squares, expected 8"},
    {"fide", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 19, "9",
     "FEN: column 19: rank 6 has more than 8 squares"},
    {"fide", START "R w - - 0 1", 44, "R", "FEN: column 44: rank 1 has more than 8 squares"},
    {"fide", "rnbqkbnr/pppppppp/8/0/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 21, "0",
     "FEN: column 21: '0' is not a square count in the placement"},
    {"fide", "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 14, "X",
     "FEN: column 14: unknown piece letter 'X' in the placement"},
    {"fide", START "  white KQkq - 0 1", 46, "white",
     "FEN: column 46: side to move must be 'w' or 'b', not \"white\""},
    {"fide", START " w KQkz - 0 1", 50, "z", "FEN: column 50: unknown castling letter 'z'"},
    {"fide", "4k3/8/8/8/8/8/8/RR2K3 w AB - 0 1", 26, "B",
     "FEN: column 26: castling rights 'A' and 'B' name two White rooks on the queen side"},
    {"fide", START " w KQkq e9 0 1", 52, "e9",
     "FEN: column 52: en-passant square \"e9\" is not a square"},
    {"fide", START " w KQkq e6 0 1", 52, "e6",
     "FEN: column 52: en-passant square e6 does not follow a pawn's double step"},
    {"fide", START " w KQkq - x 1", 54, "x",
     "FEN: column 54: the halfmove clock must be a number from 0 to 2147483647, not \"x\""},
    {"fide", START " w KQkq - 0 0", 56, "0",
     "FEN: column 56: the move number must be a number from 1 to 2147483647, not \"0\""},
    {"fide", START " w KQkq - 0 1 extra  more ", 58, "extra  more",
     "FEN: column 58: unexpected text at the end: \"extra  more\""},
    {"fide", "8/8/8/8/8/8/8/4K3 w - - 0 1", 0, "", "FEN: Black has no king"},
    /* Polypiece: the phases */
    {"polypiece", START " w KQkq - 0 1 phase:000000/000000", 58, "phase:000000/000000",
     "FEN: column 58: expected \"phases:\" after the move number, not \"phase:000000/000000\""},
    {"polypiece", START " w KQkq - 0 1 phases:00000/000000", 70, "/",
     "FEN: column 70: phases: expected 6 digits per colour in \"00000/000000\""},
    {"polypiece", START " w KQkq - 0 1 phases:000000-000000", 71, "-",
     "FEN: column 71: phases: expected '/' between White's and Black's indices"},
    {"polypiece", START " w KQkq - 0 1 phases:0000z0/000000", 69, "z",
     "FEN: column 69: phases: index 35 is past the end of White's list for Knight"},
    {"polypiece", START " w KQkq - 0 1 phases:000000/00000", 77, "",
     "FEN: column 77: phases: expected 6 digits per colour in \"000000/00000\""},
    {"polypiece", START " w KQkq - 0 1 phases:000000/000000x", 78, "x",
     "FEN: column 78: phases: unexpected \"x\""},
    {"polypiece-atomic", START " w KQkq - 0 1 phases:0/00", 66, "/",
     "FEN: column 66: phases: expected 2 digits per colour in \"0/00\""},
    /* Potential: the sets, the captured pieces */
    {"potential", "[!k?]nbqkbnr/" POT_TAIL, 4, "?",
     "FEN: column 4: '?' is not a piece letter of a set (K, Q, R, B, N, P; X alone)"},
    {"potential", "[Kq]nbqkbnr/" POT_TAIL, 3, "q",
     "FEN: column 3: 'q' is Black's in a set of White's pieces"},
    {"potential", "[qq]nbqkbnr/" POT_TAIL, 3, "q", "FEN: column 3: 'q' twice in a set"},
    {"potential", "[QR/P]nbqkbnr/" POT_TAIL, 1, "[QR/",
     "FEN: column 1: a promoted pawn ('[Q/P]') is one type other than K or P"},
    {"potential", "[q/n]nbqkbnr/" POT_TAIL, 4, "n",
     "FEN: column 4: expected P after '/' (a promoted pawn, '[Q/P]')"},
    {"potential", "[qr nbqkbnr/" POT_TAIL, 1, "[qr", "FEN: column 1: the set has no closing ']'"},
    {"potential", "[]nbqkbnr/" POT_TAIL, 1, "[]", "FEN: column 1: an empty set"},
    {"potential", "[!kqrbnp]nbqkbnr/" POT_TAIL, 1, "[!kqrbnp]",
     "FEN: column 1: the set leaves out every piece"},
    {"potential", "znbqkbnr/" POT_TAIL, 1, "z",
     "FEN: column 1: unknown piece letter 'z' in the placement"},
    {"potential", START "/8 w - 0 1 -", 44, "/8",
     "FEN: column 44: more than 8 ranks in the placement"},
    {"potential", "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1 -", 19, "7",
     "FEN: column 19: rank 6 has 7 squares, expected 8"},
    {"potential", START "P w - 0 1 -", 44, "P", "FEN: column 44: rank 1 has more than 8 squares"},
    {"potential", START " x - 0 1 -", 45, "x",
     "FEN: column 45: side to move must be 'w' or 'b', not \"x\""},
    {"potential", START " w e3 0 1 -", 47, "e3",
     "FEN: column 47: en-passant square e3 does not follow a two-square advance of a possible "
     "pawn"},
    {"potential", START " w - 0 0 -", 51, "0",
     "FEN: column 51: the move number must be a number from 1 to 2147483647, not \"0\""},
    {"potential", START " w - 0 1", 52, "",
     "FEN: column 52: expected: placement, side, en passant, halfmove, fullmove, captured "
     "pieces"},
    {"potential", START " w - 0 1 - x", 55, "x",
     "FEN: column 55: unexpected text at the end: \"x\""},
    {"potential", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - 0 1 K", 53, "K",
     "FEN: column 53: bad captured piece 'K'"},
    {"potential", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - 0 1 RR", 54, "R",
     "FEN: column 54: White has more than 16 pieces"},
    {"potential", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - 0 1 -", 53, "-",
     "FEN: column 53: White has 15 pieces with the captured ones, expected 16"},
    /* Portal: two boards, then one board of two halves */
    {"portal", BOARD_A " rnbqkbnr/ppXppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 0 1", 56, "X",
     "FEN: column 56: board B: unknown piece letter 'X' in the placement"},
    {"portal", BOARD_A " " BOARD_B " wC KQ kq - - - 0 1", 89, "wC",
     "FEN: column 89: White's board must be \"wA\" or \"wB\", not \"wC\""},
    {"portal", BOARD_A " " BOARD_B " wA KZ kq - - - 0 1", 93, "Z",
     "FEN: column 93: board A: unknown castling letter 'Z'"},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq z9 - - 0 1", 98, "z9",
     "FEN: column 98: board A en passant: \"z9\" is not a square"},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - e6 - 0 1", 100, "e6",
     "FEN: column 100: board B en passant: e6 does not follow a pawn's double step"},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - - x 0 1", 102, "x",
     "FEN: column 102: declarations must be -, w, b or wb, not \"x\""},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - - - 0 0", 106, "0",
     "FEN: column 106: the turn number must be a number from 1 to 2147483647, not \"0\""},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - - - 0", 105, "",
     "FEN: column 105: expected 10 fields (11 with phases), found 9"},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - - - 0 1 foo", 108, "foo",
     "FEN: column 108: unexpected text at the end: \"foo\""},
    {"portal", BOARD_A " " BOARD_B " wA KQ kq - - - 0 1 phases:0 foo", 117, "foo",
     "FEN: column 117: expected 10 fields (11 with phases), found 12"},
    {"portal", "8/8/8/8/8/8/8/4K3 8/8/8/8/8/8/8/8 wA - - - - - 0 1", 0, "",
     "FEN: Black has 0 kings, expected 1"},
    {"portal-polypiece", BOARD_A " " BOARD_B " wA KQ kq - - - 0 1 phases:000000/00000x", 127, "x",
     "FEN: column 127: phases: index 33 is past the end of Black's list for Pawn"},
    {"portal-one-set", ONE_SET "/8 wA - - - 0 1", 44, "/8",
     "FEN: column 44: board: more than 8 ranks in the placement"},
    {"portal-one-set", ONE_SET " wA - e6 - 0 1", 50, "e6",
     "FEN: column 50: board B en passant: e6 does not follow a pawn's double step"},
    {"portal-one-set", ONE_SET " wA - - - 0", 55, "",
     "FEN: column 55: expected 7 fields (8 with phases), found 6"},
};

int main(void)
{
    const char *loaded = "";
    Variant *v = NULL;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const BadFen *b = &bad[i];
        Error e;
        if (strcmp(b->variant, loaded) != 0) {
            char path[96];
            snprintf(path, sizeof path, "variants/%s.json", b->variant);
            variant_free(v);
            if (host_load_variant(path, &v, &e) != 0) {
                fprintf(stderr, "%s: %s\n", e.where, e.what);
                return 1;
            }
            loaded = b->variant;
        }
        error_clear(&e);
        Match *m = match_new(v, b->fen, &e);
        CHECK(m == NULL);
        match_free(m);
        char message[600];
        error_format(&e, message, sizeof message);
        if (strcmp(message, b->message) != 0 || e.column != b->column)
            fprintf(stderr, "%s \"%s\":\n", b->variant, b->fen);
        CHECK_STR(message, b->message);
        CHECK_INT(e.column, b->column);
        CHECK_INT(e.span, (int)strlen(b->bytes));
        if (b->column > 0) { /* the bytes named, inside the text (or just after it) */
            CHECK(b->column - 1 + e.span <= (int)strlen(b->fen));
            CHECK(strncmp(b->fen + b->column - 1, b->bytes, strlen(b->bytes)) == 0);
        }
    }
    variant_free(v);
    /* an error with no place keeps the plain form; error_set clears a place set before */
    Error e;
    error_set_at(&e, "FEN", 3, 1, "x");
    error_set(&e, "FEN", "White has no king");
    char message[300];
    error_format(&e, message, sizeof message);
    CHECK_STR(message, "FEN: White has no king");
    CHECK(e.column == 0 && e.span == 0);
    error_set_at(&e, "", 7, 2, "bad");
    error_format(&e, message, sizeof message);
    CHECK_STR(message, "column 7: bad");
    error_set_at(&e, "FEN", 12, 1, "'x' is wrong");
    error_format_what(&e, message, sizeof message); /* the what alone, for its own where */
    CHECK_STR(message, "column 12: 'x' is wrong");
    return check_report("test_fen_errors");
}
