/* cli_portal.h - the moves, show, replay and perft commands for Portal variants. */
#ifndef MORPH_CLI_PORTAL_H
#define MORPH_CLI_PORTAL_H

#include "variant.h"

/* Each borrows v (a Portal variant); fen is a Portal FEN or NULL (the text's
 * FEN tag, else the start); play/text is movetext of actions. They print
 * errors as "error: ..." and return CLI_OK or CLI_BAD_INPUT. */
int portal_cli_moves(const Variant *v, const char *fen, const char *play);
int portal_cli_show(const Variant *v, const char *fen, const char *play);
int portal_cli_replay(const Variant *v, const char *fen, const char *text);
int portal_cli_perft(const Variant *v, const char *fen, int depth, int divide);

#endif
