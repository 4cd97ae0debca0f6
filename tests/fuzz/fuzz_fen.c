/* fuzz_fen.c - FEN (with every shipped variant's extension) on any text: the
 * first byte picks the variant. A position that reads must write back to a
 * FEN that reads to the same position, and its legal moves must be writable. */
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "fuzz.h"
#include "movegen.h"
#include "notation.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const Variant *v = fuzz_variant(data[0]);
    char *text = fuzz_text(data + 1, size - 1);
    Position p, q;
    Error e;
    if (fen_read(v, text, &p, &e) == 0) {
        char out[FEN_MAX];
        if (fen_write(v, &p, out, sizeof out) < 0 || fen_read(v, out, &q, &e) != 0)
            abort();
        if (q.hash != p.hash || memcmp(q.board, p.board, sizeof p.board) != 0)
            abort();
        static MoveList list;
        int n = movegen_legal(v, &p, &list);
        for (int i = 0; i < n; i++) {
            char buf[NOTATION_MAX];
            Move back;
            if (notation_write(v, &p, list.moves[i], buf, sizeof buf) < 0 ||
                notation_read(v, &p, buf, &back, &e) != 0 || back != list.moves[i])
                abort();
        }
    }
    free(text);
    return 0;
}
