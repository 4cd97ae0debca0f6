/* fuzz_cli.c - morphchess-cli's command-line options (cli_main) on any
 * words: the input's lines are the arguments after the program's name. Only
 * commands whose work the arguments bound are run (perft to depth 3,
 * bestmove to depth 3 or 50 ms, and moves, show, actualize, replay, validate
 * on files the input may name, never standard input); the others and larger
 * limits are left out. Standard output goes to /dev/null; the messages on
 * standard error are left for libFuzzer's -close_fd_mask=2 (scripts/fuzz.sh),
 * which keeps libFuzzer's own report and the sanitizers' on a copy of the
 * stream (a target that closed stderr itself would hide both, crashes too). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz.h"

#define MAX_ARGS 16

/* Whether the command line may run here: a bounded command, no "-" (standard
 * input) and no number over `most` for the options that set an amount. */
static bool bounded(int argc, char **argv)
{
    static const char *const ok[] = {"perft",  "moves",    "show",    "actualize",
                                     "replay", "validate", "bestmove"};
    bool known = false;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        known |= strcmp(argv[1], ok[i]) == 0;
    if (!known)
        return false;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "-") == 0 || strcmp(argv[i], "--level") == 0 ||
            strcmp(argv[i], "--threads") == 0 || strcmp(argv[i], "--hash") == 0)
            return false;
        char *end;
        long n = strtol(argv[i], &end, 10);
        if (end != argv[i] && n > 3 &&
            (strcmp(argv[1], "perft") == 0 || i == 2 || strcmp(argv[i - 1], "--depth") == 0))
            return false;
        if (strcmp(argv[i - 1], "--movetime") == 0 && (end == argv[i] || n > 50))
            return false;
    }
    return strcmp(argv[1], "bestmove") != 0 || argc > 3; /* a limit given */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool quiet;
    if (!quiet) {
        if (!freopen("/dev/null", "w", stdout))
            abort();
        quiet = true;
    }
    char *text = fuzz_text(data, size);
    char *argv[MAX_ARGS + 2] = {"morphchess-cli"};
    int argc = 1;
    for (char *p = text, *nl; p && argc <= MAX_ARGS; p = nl ? nl + 1 : NULL) {
        nl = strchr(p, '\n');
        if (nl)
            *nl = '\0';
        argv[argc++] = p;
    }
    argv[argc] = NULL;
    if (argc >= 2 && bounded(argc, argv))
        cli_main(argc, argv);
    fflush(stdout);
    free(text);
    return 0;
}
