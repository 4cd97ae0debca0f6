/* cli.h - shared pieces of morphchess-cli's commands. */
#ifndef MORPH_CLI_H
#define MORPH_CLI_H

#include "game.h"
#include "variant.h"

enum { CLI_OK = 0, CLI_BAD_INPUT = 1, CLI_USAGE = 2 };

/* Loads a variant named by id or path; prints "error: ..." and returns NULL
 * on failure. */
Variant *cli_load_variant(const char *arg);

/* Reads the start position: fen if non-NULL, else the variant's start.
 * Prints the error and returns -1 on failure. */
int cli_start_position(const Variant *v, const char *fen, Position *out);

/* Prints "error: " and the error. */
void cli_print_error(const Error *e);

/* Prints a usage message for cmd to stderr and returns CLI_USAGE. */
int cli_usage(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Reads a whole file ("-" is standard input) into a malloc'd string. */
char *cli_read_file(const char *path, Error *err);

/* A game from fen (NULL: the variant's start, or the text's [FEN] tag)
 * with the movetext `text` played; prints the error and returns NULL if a
 * move is unreadable or illegal. Caller frees with game_free. */
Game *cli_game_from_text(const Variant *v, const char *fen, const char *text);

int cmd_perft(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_moves(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_soak(int argc, char **argv);
int cmd_actualize(int argc, char **argv);

/* Potential Chess (cli_potential.c): runs command cmd (moves, show, replay,
 * perft, actualize) of the Potential variant v (borrowed, already loaded:
 * every command loads its variant once) with the command's arguments;
 * movetext is replay's text, already read (NULL for the other commands).
 * Returns the exit status. */
int cli_potential_command(const char *cmd, const Variant *v, int argc, char **argv,
                          const char *movetext);

/* Prints the Potential Chess timings of bench. */
int cli_potential_bench(void);

#endif
