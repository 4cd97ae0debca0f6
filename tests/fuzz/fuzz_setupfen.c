/* fuzz_setupfen.c - the set-up screen's model (src/ui/setup) driven by any bytes: the first
 * picks a shipped variant, the rest are edits (pieces of the palette put, moved and taken
 * off, castling rights, en passant, Polypiece phases, Potential sets, the side and counters,
 * or a FEN typed in). After them the FEN it composes must fit, be read by the engine or be
 * refused with a message, and (when read) load back into the screen and compose the same
 * text. Never a crash. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "setup.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const Variant *v = fuzz_variant(data[0]);
    static Setup s; /* large: kept off the stack */
    Error e;
    e.what[0] = '\0';
    if (setup_init(&s, v, NULL, &e) != 0)
        abort(); /* every shipped variant has a start */
    for (size_t i = 1; i + 2 < size; i += 3) {
        int op = data[i] % 11, a = data[i + 1], b = data[i + 2], board = a >> 7;
        switch (op) {
        case 0:
            if (s.npalette > 0)
                setup_put(&s, board, a & 63, s.palette[b % s.npalette].token);
            break;
        case 1:
            setup_put(&s, board, a & 63, NULL);
            break;
        case 2:
            setup_move(&s, board, a & 63, b >> 7, b & 63);
            break;
        case 3:
            setup_toggle_castling(&s, board, a & 63);
            break;
        case 4:
            setup_cycle_ep(&s, board);
            break;
        case 5:
            setup_step_phase(&s, a & 1, b % SETUP_MAX_PHASES, (a >> 1 & 1) ? 1 : -1);
            break;
        case 6:
            setup_pot_toggle(&s, a & 63, b % (SETUP_POT_TYPES + 2));
            break;
        case 7:
            s.to_move = a & 1;
            s.white_board = b & 1;
            break;
        case 8:
            s.halfmove = (long)(a * 1000003L * b) - 5;
            s.fullmove = (long)(b * 7919L * a) - 3;
            break;
        case 9: { /* a FEN typed in: the next bytes, up to a NUL or the end */
            size_t n = strnlen((const char *)data + i + 1, size - i - 1);
            char *fen = fuzz_text(data + i + 1, n);
            Error fe;
            fe.what[0] = '\0';
            if (setup_load_fen(&s, fen, &fe) != 0 && !fe.what[0])
                abort();
            free(fen);
            i += n;
            break;
        }
        default:
            if (a & 1)
                setup_clear_board(&s);
            else
                setup_start_position(&s);
        }
    }
    bool ok = setup_check(&s);
    if (strlen(s.fen) + 1 >= sizeof s.fen || (!ok && !s.status[0]))
        abort();
    if (ok) {
        Match *m = match_new(v, s.fen, &e);
        if (!m)
            abort(); /* setup_check said the engine reads it */
        match_free(m);
        static Setup back;
        char fen[SETUP_FEN_MAX];
        memcpy(fen, s.fen, sizeof fen);
        if (setup_init(&back, v, fen, &e) != 0 || !back.ok || strcmp(back.fen, fen) != 0)
            abort(); /* what the screen composes loads back the same */
    }
    return 0;
}
