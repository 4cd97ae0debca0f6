/* test_cli_errors.c - the command line's words for a FEN that does not read (cli_fen_error):
 * what `soak` prints when a position's FEN does not read back and the UCI front end's
 * `position fen` says, with the reader's column (docs/fen.md). */
#include <stdio.h>

#include "check.h"
#include "cli.h"

static void fen_error(const Variant *v, const char *fen, const char *want)
{
    Error e;
    error_clear(&e);
    Match *m = match_new(v, fen, &e);
    CHECK(m == NULL);
    match_free(m);
    char text[400];
    cli_fen_error(&e, text, sizeof text);
    CHECK_STR(text, want);
}

int main(void)
{
    Variant *v = cli_load_variant("fide");
    CHECK(v != NULL);
    if (!v)
        return check_report("test_cli_errors");
    fen_error(v, "rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
              "bad FEN: column 14: unknown piece letter 'X' in the placement");
    fen_error(v, "8/8/8/8/8/8/8/4K3 w - - 0 1", "bad FEN: Black has no king");
    variant_free(v);
    Variant *p = cli_load_variant("portal");
    if (p)
        fen_error(p, "4k3/8/8/8/8/8/8/8 8/8/8/8/8/8/8/4K3 wA",
                  "bad FEN: column 39: expected 10 fields (11 with phases), found 3");
    variant_free(p);
    return check_report("test_cli_errors");
}
