/* common.c - what morphchess-cli's commands share (cli.h): error and usage messages, a
 * variant or a record read from its argument, a match set up, a position printed, sorted
 * lists. Below the commands: it calls none of them. */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "datadir.h"
#include "hostfile.h"
#include "morphchess/pgn.h"

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
