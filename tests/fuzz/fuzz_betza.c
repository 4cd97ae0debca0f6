/* fuzz_betza.c - the Betza reader on any text: success or an error with a
 * column inside the text (or just past it), never a crash. */
#include <stdlib.h>
#include <string.h>

#include "betza.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    static BetzaPiece piece;
    BetzaError err;
    if (betza_parse(text, &piece, &err) != 0) {
        size_t len = strlen(text);
        if (!err.message[0] || err.column < 1 || (size_t)err.column > len + 1)
            abort();
    } else if (piece.nvec < 0 || piece.nvec > BETZA_MAX_VECTORS) {
        abort();
    }
    free(text);
    return 0;
}
