/* uci_option.c - the UCI engine's options (setoption, the list "uci"
 * prints), its variants (UCI_Variant takes a shipped id only; VariantFile a
 * path, read through the host's checks) and its move texts (castling as the
 * king's move, or with UCI_Chess960 as the king taking its rook). Option
 * names are matched without regard to case, as the UCI specification says;
 * every bad or unknown option is answered with an "info string". */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli.h"
#include "datadir.h"
#include "hostfile.h"
#include "uci_impl.h"

#define UCI_MAX_VARIANTS 128

/* UCI can write every action of v: one board, no atom choice, no sets. */
static bool uci_writable(const Variant *v)
{
    const VariantDef *d = variant_def(v);
    return d->portal.layout == PORTAL_NONE && d->mutation.kind != MUT_POTENTIAL &&
           !d->mutation.atomic;
}

/* The shipped variant id (its file stem) whose name is id in any case, into
 * out; false when none is. */
static bool shipped_id(const char *id, char out[VAR_NAME_MAX])
{
    char *ids[UCI_MAX_VARIANTS];
    int n = cli_shipped_ids(ids, UCI_MAX_VARIANTS);
    bool found = false;
    for (int i = 0; i < n; i++) {
        if (!found && strcasecmp(ids[i], id) == 0 && strlen(ids[i]) < VAR_NAME_MAX) {
            strcpy(out, ids[i]);
            found = true;
        }
        free(ids[i]);
    }
    return found;
}

/* Loads the variant file at path; NULL with err filled. */
static Variant *load(const char *path, Error *err)
{
    Variant *v = NULL;
    return host_load_variant(path, &v, err) == 0 ? v : NULL;
}

static Variant *load_shipped(const char *id, Error *err)
{
    char path[1024];
    if (datadir_variant_path(id, path, sizeof path) != 0) {
        error_set(err, id, "no such variant");
        return NULL;
    }
    return load(path, err);
}

/* " var ID" for each shipped variant UCI can write. */
static const char *variant_list(Uci *u)
{
    if (u->variant_list)
        return u->variant_list;
    char *ids[UCI_MAX_VARIANTS];
    int n = cli_shipped_ids(ids, UCI_MAX_VARIANTS);
    size_t cap = 16, used = 0;
    for (int i = 0; i < n; i++)
        cap += strlen(ids[i]) + 5;
    char *list = malloc(cap);
    if (list)
        list[0] = '\0';
    for (int i = 0; i < n; i++) {
        Error e;
        Variant *v = load_shipped(ids[i], &e);
        if (list && v && uci_writable(v))
            used += (size_t)snprintf(list + used, cap - used, " var %s", ids[i]);
        variant_free(v);
        free(ids[i]);
    }
    u->variant_list = list;
    return list ? list : "";
}

void uci_identify(Uci *u)
{
    uci_say(u, "%s\n", "id name morphchess " MORPH_VERSION);
    uci_say(u, "%s\n", "id author the morphchess authors");
    uci_say(u, "option name UCI_Variant type combo default fide%s\n", variant_list(u));
    uci_say(u, "%s\n", "option name VariantFile type string default <empty>");
    uci_say(u, "%s\n", "option name UCI_Chess960 type check default false");
    uci_say(u, "%s\n", "option name Hash type spin default 16 min 1 max 4096");
    uci_say(u, "option name Threads type spin default 1 min 1 max %d\n", HOST_SEARCH_MAX_THREADS);
    uci_say(u, "option name MultiPV type spin default 1 min 1 max %d\n", SEARCH_MAX_LINES);
    uci_say(u, "%s\n", "option name Move Overhead type spin default 30 min 0 max 5000");
    uci_say(u, "%s\n", "option name Ponder type check default false");
    uci_say(u, "%s\n", "uciok");
}

void uci_use_variant(Uci *u, Variant *v, const char *id)
{
    match_free(u->m);
    u->m = NULL;
    variant_free(u->v);
    u->v = v;
    snprintf(u->variant_id, sizeof u->variant_id, "%s", id);
    u->m = match_new(v, NULL, NULL);
    if (u->m)
        match_set_draw_end(u->m, false);
}

/* Takes v (owned) as the variant if UCI can write its moves. */
static void take_variant(Uci *u, Variant *v, const char *id)
{
    if (!uci_writable(v)) {
        uci_say(u,
                "info string variant %s: its moves cannot be written in UCI; variant unchanged\n",
                id);
        variant_free(v);
        return;
    }
    uci_use_variant(u, v, id);
    if (!u->m)
        uci_say(u, "%s\n", "info string out of memory");
}

/* A spin value: lo..hi (clamped, with a note), false when not a number. */
static bool spin(Uci *u, const char *name, const char *value, long lo, long hi, long *out)
{
    char *end;
    long long n = strtoll(value, &end, 10);
    if (end == value || *end) {
        uci_say(u, "info string option %s takes a number from %ld to %ld, not \"%s\"\n", name, lo,
                hi, value);
        return false;
    }
    if (n < lo || n > hi) {
        n = n < lo ? lo : hi;
        uci_say(u, "info string option %s: %s is out of range, %lld used\n", name, value, n);
    }
    *out = (long)n;
    return true;
}

/* threads - 1 helpers of u->s, in place of those it had. */
static void set_helpers(Uci *u, int threads)
{
    host_search_helpers_free(u->helpers, u->nhelpers);
    u->nhelpers = host_search_helpers(u->s, threads, u->helpers);
}

/* A new table of mb MB (and searcher) in place of u->s, its helpers made again on it; false
 * (nothing changed) when it cannot be had. */
static bool new_table(Uci *u, size_t mb)
{
    Searcher *s = searcher_new(mb);
    if (!s)
        return false;
    int threads = u->nhelpers + 1;
    set_helpers(u, 1);
    searcher_free(u->s);
    u->s = s;
    u->hash_mb = mb;
    set_helpers(u, threads);
    return true;
}

static void set_hash(Uci *u, long mb)
{
    if (!new_table(u, (size_t)mb))
        uci_say(u, "info string option Hash: %ld MB could not be had; unchanged\n", mb);
}

void uci_fresh_table(Uci *u)
{
    if (new_table(u, u->hash_mb))
        return;
    searcher_clear(u->s);
    for (int k = 0; k < u->nhelpers; k++)
        searcher_clear(u->helpers[k]);
}

static bool check(Uci *u, const char *name, const char *value, bool *out)
{
    if (strcasecmp(value, "true") == 0 || strcasecmp(value, "false") == 0) {
        *out = strcasecmp(value, "true") == 0;
        return true;
    }
    uci_say(u, "info string option %s takes true or false, not \"%s\"\n", name, value);
    return false;
}

/* Splits "name N... [value V...]" into the name and the value, each with
 * single spaces between its words and none around; false without a name. */
static bool split_option(char *args, char **name, char **value)
{
    char *n = strstr(args, "name");
    if (!n || (n != args && n[-1] != ' ' && n[-1] != '\t'))
        return false;
    n += 4;
    char *v = NULL;
    for (char *p = n; (p = strstr(p, "value")); p++)
        if ((p[-1] == ' ' || p[-1] == '\t') && (p[5] == ' ' || p[5] == '\t' || !p[5])) {
            v = p;
            break;
        }
    if (v)
        v[-1] = '\0';
    *value = v ? v + 5 : NULL;
    char **parts[2] = {name, value};
    *name = n;
    for (int i = 0; i < 2; i++) {
        char *s = *parts[i];
        if (!s)
            continue;
        char *o = s, *r = s;
        while (*r) {
            while (*r == ' ' || *r == '\t')
                r++;
            while (*r && *r != ' ' && *r != '\t')
                *o++ = *r++;
            while (*r == ' ' || *r == '\t')
                r++;
            if (*r && o != s)
                *o++ = ' ';
        }
        *o = '\0';
    }
    return **name != '\0';
}

void uci_set_option(Uci *u, const char *args)
{
    char *copy = strdup(args), *name, *value;
    if (!copy)
        return;
    if (!split_option(copy, &name, &value)) {
        uci_say(u, "%s\n", "info string setoption: expected \"name NAME [value VALUE]\"");
        free(copy);
        return;
    }
    const char *val = value ? value : "";
    long n;
    bool b;
    if (strcasecmp(name, "UCI_Variant") == 0) {
        char id[VAR_NAME_MAX];
        Error e;
        Variant *v;
        if (!shipped_id(val, id))
            uci_say(u,
                    "info string option UCI_Variant: no shipped variant \"%s\" (a path goes in "
                    "option VariantFile); variant unchanged\n",
                    val);
        else if (!(v = load_shipped(id, &e)))
            uci_say(u, "info string option UCI_Variant: %s: %s\n", id, e.what);
        else
            take_variant(u, v, id);
    } else if (strcasecmp(name, "VariantFile") == 0) {
        Error e;
        error_clear(&e);
        Variant *v = *val && strcmp(val, "<empty>") != 0 ? load(val, &e) : NULL;
        if (!*val || strcmp(val, "<empty>") == 0)
            uci_say(u, "%s\n", "info string option VariantFile: no file given; variant unchanged");
        else if (!v)
            uci_say(u, "info string option VariantFile: %s%s%s; variant unchanged\n", e.where,
                    e.where[0] ? ": " : "", e.what);
        else
            take_variant(u, v, variant_def(v)->id);
    } else if (strcasecmp(name, "Hash") == 0) {
        if (spin(u, "Hash", val, 1, 4096, &n))
            set_hash(u, n);
    } else if (strcasecmp(name, "Threads") == 0) {
        if (spin(u, "Threads", val, 1, HOST_SEARCH_MAX_THREADS, &n))
            set_helpers(u, (int)n);
    } else if (strcasecmp(name, "Move Overhead") == 0) {
        if (spin(u, "Move Overhead", val, 0, 5000, &n))
            u->overhead_ms = n;
    } else if (strcasecmp(name, "UCI_Chess960") == 0) {
        if (check(u, "UCI_Chess960", val, &b))
            u->chess960 = b;
    } else if (strcasecmp(name, "Ponder") == 0) {
        if (check(u, "Ponder", val, &b)) /* "go ponder" works either way */
            u->ponder = b;
    } else if (strcasecmp(name, "MultiPV") == 0) {
        if (spin(u, "MultiPV", val, 1, SEARCH_MAX_LINES, &n))
            u->multipv = (int)n;
    } else {
        uci_say(u, "info string unknown option \"%s\" ignored\n", name);
    }
    free(copy);
}

/* ---- move texts ----------------------------------------------------------- */

static void square(int sq, char *out)
{
    out[0] = (char)('a' + sq % 8);
    out[1] = (char)('1' + sq / 8);
}

/* The square of the rook a castling a of m moves: the rook its right names
 * (a file letter, or K / Q for the outermost one on that side), -1 if none. */
static int castle_rook(const Match *m, const MatchAction *a)
{
    bool king_side = strncmp(a->text, "O-O-O", 5) != 0;
    int colour = match_to_move(m), rank = a->from / 8, kf = a->from % 8;
    char fen[1024];
    if (match_fen(m, fen, sizeof fen) < 0)
        return -1;
    const char *f = strchr(fen, ' ');
    f = f ? strchr(f + 1, ' ') : NULL; /* the castling field */
    if (!f)
        return -1;
    int want = -2; /* -2: none; -1: the outermost; else a file */
    for (f++; *f && *f != ' '; f++) {
        char c = *f;
        if ((colour == WHITE) != (c >= 'A' && c <= 'Z'))
            continue;
        char l = (char)tolower((unsigned char)c);
        if (l == (king_side ? 'k' : 'q'))
            want = -1;
        else if (l >= 'a' && l <= 'h' && (king_side ? l - 'a' > kf : l - 'a' < kf))
            want = l - 'a';
    }
    if (want >= 0)
        return rank * 8 + want;
    if (want == -2)
        return -1;
    for (int i = 0; i < 8; i++) {
        int file = king_side ? 7 - i : i;
        MatchPiece p;
        if (file != kf && match_piece_at(m, 0, rank * 8 + file, &p) && p.letter == 'R' &&
            p.colour == colour)
            return rank * 8 + file;
    }
    return -1;
}

void uci_move_text(const Uci *u, const Match *m, const MatchAction *a, char out[UCI_MOVE_TEXT])
{
    if (a->kind != ACTION_MOVE) {
        strcpy(out, "0000");
        return;
    }
    int to = a->to;
    if (u->chess960 && strncmp(a->text, "O-O", 3) == 0) {
        int rook = castle_rook(m, a);
        to = rook >= 0 ? rook : to;
    }
    square(a->from, out);
    square(to, out + 2);
    int n = 4;
    if (a->choice[0] && !a->choice[1])
        out[n++] = (char)tolower((unsigned char)a->choice[0]);
    out[n] = '\0';
}
