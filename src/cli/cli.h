/* cli.h - what morphchess-cli's commands share: loading a variant, reading a
 * record, starting a match, printing errors. Every command uses only the
 * engine's public API (the morphchess/ headers) and the host layer. */
#ifndef MORPH_CLI_H
#define MORPH_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "morphchess/match.h"
#include "morphchess/pgn.h"
#include "morphchess/search.h"
#include "morphchess/variant.h"

enum { CLI_OK = 0, CLI_BAD_INPUT = 1, CLI_USAGE = 2 };

/* Loads a variant named by id or path; prints "error: ..." and returns NULL
 * on failure. */
Variant *cli_load_variant(const char *arg);

/* Prints "error: " and the error on standard error (after what standard output holds, so
 * that the two read in order when joined). */
void cli_print_error(const Error *e);

/* The same with a printf-style message. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Writes a FEN reader's error as the command line and the UCI front end say it:
 * "bad FEN: column 14: unknown piece letter 'X' in the placement", "bad FEN: White has no
 * king" (no column: an error of the position as a whole). */
void cli_fen_error(const Error *e, char *buf, size_t size);

/* Prints a usage message for cmd to stderr and returns CLI_USAGE. */
int cli_usage(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* Reads a whole record file ("-" is standard input) into a malloc'd string;
 * only regular files and pipes, at most HOST_CAP_RECORD bytes; a NUL byte is an error at its
 * place (pgn_check_text). */
char *cli_read_file(const char *path, Error *err);

/* Prints the lines "fen ...", "status ..." and "result ..." of the shown
 * position. */
void cli_print_position(const Match *m);

/* Prints the warnings and notes of a record's reading on stderr:
 * "warning: move 12 (White) \"Nd6+\": the move does not give check",
 * "note: line 9, column 5: text after the result ignored: \"...\"". */
void cli_print_notes(const MatchNotes *notes);

/* A match of v from fen (NULL: the variant's start, or the text's [FEN] tag)
 * with the movetext `text` (may be NULL) played; prints its warnings and notes
 * (cli_print_notes), and the error and returns
 * NULL if the FEN or a move is bad. Caller frees with match_free. */
Match *cli_match(const Variant *v, const char *fen, const char *text);

/* The ids of the shipped variants (file stems in the data folder's
 * variants/), sorted, malloc'd each (caller frees); at most max. Prints the
 * error and returns -1 when there is no data folder. */
int cli_shipped_ids(char **ids, int max);

/* Sorts n strings of `size` bytes each in place (byte order). */
void cli_sort_texts(char *texts, int n, size_t size);

/* Prints a search report as an "info" line: the bestmove form (depth,
 * score, nodes, nps, pv in the variant's notation), or with uci the UCI form
 * (with seldepth and time, pv as from-to squares). */
void cli_print_info(const SearchInfo *info, bool uci, FILE *out);

/* Runs the command line argv[1..argc-1] (argv[0]: the program); returns the
 * exit status. */
int cli_main(int argc, char **argv);

/* A record read as `replay` reads it: the game (a PGN's, else NULL), its
 * variant and the match with its moves played. */
typedef struct CliRecord {
    Variant *v;
    Match *m;
    PgnGame *g;
    GameInfo info; /* the game's players, clock, result and tags */
    bool embed;    /* the variant is not shipped: written PGN embeds its JSON */
} CliRecord;

/* The record of `file` ("-": standard input), game number `game` of a PGN
 * text (0: the first), played in `variant` (NULL: the game's tags say,
 * else orthodox chess) from fen (NULL: the start or the [FEN] tag). Returns
 * CLI_OK, or CLI_BAD_INPUT with the error printed (*out then empty). Close
 * with cli_record_close. */
int cli_record_open(const char *variant, const char *fen, const char *file, int game,
                    CliRecord *out);
void cli_record_close(CliRecord *r);

/* The positional arguments VARIANT [FILE] of replay and review: a lone
 * FILE.pgn names the file (the variant from its tags); no file is "-".
 * false when neither is given. */
bool cli_record_args(const char **variant, const char **file);

/* Writes the match as PGN with the game's own players, clock, result and
 * tags (but those that name its variant and start: the match's own are
 * written); embed: the variant's JSON as a tag. CLI_OK or CLI_BAD_INPUT. */
int cli_print_pgn(const Match *m, const GameInfo *info, bool embed);

/* An option's number lo..hi into *out: 0, or -1 after the usage message
 * "CMD: OPT must be a number from LO to HI, not \"ARG\"". */
int cli_number(const char *cmd, const char *opt, const char *arg, long lo, long hi, long *out);

int cmd_review(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_bestmove(int argc, char **argv);
int cmd_uci(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_moves(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_validate(int argc, char **argv);
int cmd_soak(int argc, char **argv);
int cmd_actualize(int argc, char **argv);
int cmd_saved(int argc, char **argv);
int cmd_playtest(int argc, char **argv);

#endif
