/* main.c - morphchess-cli: the command-line front of the rules engine: its usage, and
 * cli_main, which runs one command (entry.c calls it); what the commands share is
 * common.c's. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

#ifndef MORPH_VERSION
#define MORPH_VERSION "0"
#endif

static const char usage_text[] =
    "usage: morphchess-cli COMMAND [ARGS]\n"
    "\n"
    "commands:\n"
    "  perft VARIANT DEPTH [--fen FEN] [--divide]   count move paths; last line \"nodes N\"\n"
    "  moves VARIANT [--fen FEN] [--play MOVETEXT]  legal moves, one per line, sorted\n"
    "  replay VARIANT [--fen FEN] [--game N] [--pgn | --save] [FILE|-]\n"
    "                                               apply a record (movetext or PGN, game N);\n"
    "                                               print fen, status, result, or --pgn the game,\n"
    "                                               --save it as a saved game (for `saved`)\n"
    "  replay FILE.pgn [--game N] [--pgn | --save]  the same, the variant from the game's tags\n"
    "  review VARIANT [--fen FEN] [--game N] [--movetime MS | --depth N] [--pgn] [FILE|-]\n"
    "                                               the computer's review of a record: each\n"
    "                                               move marked ?! ? ?? with the evaluation\n"
    "                                               before and after, accuracy; --pgn the game\n"
    "                                               annotated (NAGs, [%eval])\n"
    "  review FILE.pgn [--game N] ...               the same, the variant from the game's tags\n"
    "  validate FILE.json                           check a variant file or a course\n"
    "  saved FILE.json [--recover]                  read a saved game strictly (or recover it)\n"
    "  playtest VARIANT [--games N] [--plies N] [--depth N]\n"
    "                                               the computer against itself: results,\n"
    "                                               length, moves of each type\n"
    "  show VARIANT [--fen FEN] [--play MOVETEXT]   a text diagram of the position\n"
    "  actualize VARIANT [--fen FEN] [--play MOVETEXT]\n"
    "                                               Potential Chess as orthodox: start FEN, moves\n"
    "  bestmove VARIANT [--fen FEN] [--play MOVETEXT] [--movetime MS | --depth N | --level N]\n"
    "           [--nodes N] [--hash MB] [--threads N] [--multipv N] [--seed N] [--owner]\n"
    "                                               the computer's move: \"info ...\" lines, then\n"
    "                                               \"bestmove MOVE\" (or \"bestmove none\");\n"
    "                                               --owner: Potential, the last move of --play\n"
    "                                               a capture, the captured piece's owner's\n"
    "                                               choice: \"owner MOVE(T)\"\n"
    "  uci                                          a UCI engine on standard input and output\n"
    "  bench [potential]                            perft speed; Potential Chess timings\n"
    "  soak [--games N] [--plies N] [--seed N]      random play in every shipped variant,\n"
    "                                               checking undo, notation and FEN\n"
    "  --version, --help\n"
    "\n"
    "VARIANT is a shipped id (a file stem in variants/) or a path to a .json file.\n"
    "Exit status: 0 ok, 1 bad input, 2 usage.\n";

int cli_main(int argc, char **argv)
{
    if (argc < 2)
        return cli_usage("no command given");
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(usage_text, stdout);
        return CLI_OK;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("morphchess-cli %s\n", MORPH_VERSION);
        return CLI_OK;
    }
    static const struct {
        const char *name;
        int (*run)(int, char **);
    } commands[] = {
        {"perft", cmd_perft},       {"bench", cmd_bench},         {"moves", cmd_moves},
        {"show", cmd_show},         {"replay", cmd_replay},       {"review", cmd_review},
        {"validate", cmd_validate}, {"actualize", cmd_actualize}, {"soak", cmd_soak},
        {"saved", cmd_saved},       {"bestmove", cmd_bestmove},   {"uci", cmd_uci},
        {"playtest", cmd_playtest}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(cmd, commands[i].name) == 0)
            return commands[i].run(argc - 2, argv + 2);
    return cli_usage("unknown command \"%s\"", cmd);
}
