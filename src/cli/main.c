/* main.c - morphchess-cli: the command-line front of the rules engine: what
 * the commands share, and cli_main, which runs one (entry.c calls it). */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "datadir.h"
#include "hostfile.h"
#include "morphchess/pgn.h"

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

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    fputs("error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void cli_print_error(const Error *e)
{
    char buf[600];
    error_format(e, buf, sizeof buf);
    cli_error("%s", buf);
}

void cli_fen_error(const Error *e, char *buf, size_t size)
{
    char what[sizeof e->what + 24];
    error_format_what(e, what, sizeof what);
    snprintf(buf, size, "bad FEN: %s", what);
}

int cli_usage(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("morphchess-cli: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\n(see morphchess-cli --help)\n", stderr);
    va_end(ap);
    return CLI_USAGE;
}

Variant *cli_load_variant(const char *arg)
{
    char path[1024];
    Error e;
    error_clear(&e);
    if (datadir_variant_path(arg, path, sizeof path) != 0) {
        error_set(&e, arg, "no such variant (not a shipped id, and not a .json path)");
        cli_print_error(&e);
        return NULL;
    }
    Variant *v = NULL;
    if (host_load_variant(path, &v, &e) != 0) {
        cli_print_error(&e);
        return NULL;
    }
    return v;
}

char *cli_read_file(const char *path, Error *err)
{
    char *text = NULL;
    size_t len = 0;
    bool in = strcmp(path, "-") == 0;
    /* a NUL byte is refused at its place by the host's reader */
    int rc = in ? host_read_fd(0, "standard input", HOST_CAP_RECORD, &text, &len, err)
                : host_read_file(path, HOST_CAP_RECORD, &text, &len, err);
    return rc == 0 ? text : NULL;
}

void cli_print_position(const Match *m)
{
    char fen[1024];
    match_fen(m, fen, sizeof fen);
    GameResult res;
    GameStatus st = match_status(m, &res);
    printf("fen %s\nstatus %s\nresult %s\n", fen, game_status_name(st), game_result_name(res));
}

void cli_print_notes(const MatchNotes *notes)
{
    for (int i = 0; i < notes->count; i++) {
        const MatchNote *n = &notes->note[i];
        if (n->warning)
            fprintf(stderr, "warning: %s %s\n", n->where, n->what);
        else
            fprintf(stderr, "note: %s: %s\n", n->where, n->what);
    }
    if (notes->dropped)
        fprintf(stderr, "note: %d more warnings not shown\n", notes->dropped);
}

Match *cli_match(const Variant *v, const char *fen, const char *text)
{
    Error e;
    error_clear(&e);
    Match *m = match_new(v, fen, &e);
    if (!m) {
        cli_print_error(&e);
        return NULL;
    }
    MatchNotes notes;
    int rc = text ? match_play_record(m, text, &notes, &e) : 0;
    if (text)
        cli_print_notes(&notes);
    if (rc != 0) {
        cli_print_error(&e);
        match_free(m);
        return NULL;
    }
    return m;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int cli_shipped_ids(char **ids, int max)
{
    char dir[1024], path[1200];
    if (datadir_find(dir, sizeof dir) != 0) {
        cli_error("no data folder with variants/ found");
        return -1;
    }
    snprintf(path, sizeof path, "%s/variants", dir);
    DIR *d = opendir(path);
    if (!d) {
        cli_error("%s: cannot open", path);
        return -1;
    }
    int n = 0;
    struct dirent *ent;
    while ((ent = readdir(d)) && n < max) {
        size_t len = strlen(ent->d_name);
        if (len > 5 && strcmp(ent->d_name + len - 5, ".json") == 0) {
            ids[n] = strdup(ent->d_name);
            if (ids[n])
                ids[n++][len - 5] = '\0';
        }
    }
    closedir(d);
    qsort(ids, (size_t)n, sizeof ids[0], cmp_str);
    return n;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

void cli_sort_texts(char *texts, int n, size_t size)
{
    if (n > 1)
        qsort(texts, (size_t)n, size, cmp_text);
}

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
