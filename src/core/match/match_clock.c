/* match_clock.c - the clocks and commands a record keeps per node of the game's tree
 * (match.h "Clocks and commands"): [%clk h:mm:ss] read into the node's clock, other [%...]
 * commands kept as written, both taken out of the comments they came in and written back
 * before the node's note. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match_impl.h"
#include "textbuf.h"

static bool node_ok(const Match *m, int node)
{
    return m->nnodes > 0 && node >= 0 && node < m->nnodes;
}

long match_node_clock(const Match *m, int node)
{
    return node_ok(m, node) ? m->nodes[node].clock : -1;
}

int match_set_node_clock(Match *m, int node, long ms, Error *err)
{
    if (!node_ok(m, node))
        return error_set(err, "", "no node %d", node);
    m->nodes[node].clock = ms < 0 ? -1 : ms;
    return 0;
}

const char *match_node_commands(const Match *m, int node)
{
    return node_ok(m, node) && m->nodes[node].commands ? m->nodes[node].commands : "";
}

void match_clock_text(long ms, char *out, size_t n)
{
    if (ms < 0)
        ms = 0;
    long tenths = ms / 100, s = tenths / 10;
    if (tenths % 10)
        snprintf(out, n, "%ld:%02ld:%02ld.%ld", s / 3600, s / 60 % 60, s % 60, tenths % 10);
    else
        snprintf(out, n, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
}

long match_clock_read(const char *text)
{
    long part[3] = {0, 0, 0}, ms = 0;
    int nparts = 0;
    const char *p = text;
    while (nparts < 3) {
        if (!isdigit((unsigned char)*p))
            return -1;
        long v = 0;
        for (int digits = 0; isdigit((unsigned char)*p); p++, digits++) {
            if (digits >= 6)
                return -1;
            v = v * 10 + (*p - '0');
        }
        part[nparts++] = v;
        if (*p != ':')
            break;
        p++;
    }
    if (nparts < 2 || part[nparts - 1] >= 60 || (nparts == 3 && part[1] >= 60))
        return -1;
    if (*p == '.') {
        long scale = 100;
        for (p++; isdigit((unsigned char)*p); p++, scale /= 10)
            ms += (*p - '0') * scale;
    }
    if (*p)
        return -1;
    long s = nparts == 3 ? part[0] * 3600 + part[1] * 60 + part[2] : part[0] * 60 + part[1];
    return s * 1000 + ms;
}

/* The command [%name ...] in cmds: its start and length, or NULL. */
static const char *find_command(const char *cmds, const char *name, size_t *len)
{
    size_t n = strlen(name);
    for (const char *p = cmds ? strstr(cmds, "[%") : NULL; p; p = strstr(p + 1, "[%")) {
        if (strncmp(p + 2, name, n) == 0 && (p[2 + n] == ' ' || p[2 + n] == ']')) {
            const char *end = strchr(p, ']');
            *len = end ? (size_t)(end - p + 1) : strlen(p);
            return p;
        }
    }
    return NULL;
}

bool match_node_command(const Match *m, int node, const char *name, char *out, size_t n)
{
    size_t len;
    const char *c = node_ok(m, node) ? find_command(m->nodes[node].commands, name, &len) : NULL;
    if (!c)
        return false;
    const char *args = c + 2 + strlen(name);
    size_t alen = len - (size_t)(args - c) - 1;
    while (alen > 0 && *args == ' ')
        args++, alen--;
    while (alen > 0 && args[alen - 1] == ' ')
        alen--;
    snprintf(out, n, "%.*s", (int)alen, args);
    return true;
}

int match_set_node_command(Match *m, int node, const char *name, const char *args, Error *err)
{
    if (match_tree_root(m) != 0) /* a game with no move yet: the start's node made now */
        return error_set(err, "", "out of memory");
    if (!node_ok(m, node))
        return error_set(err, "", "no node %d", node);
    if (!name[0] || strlen(name) > 16 ||
        strspn(name, "abcdefghijklmnopqrstuvwxyz"
                     "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") != strlen(name))
        return error_set(err, "", "bad command name \"%.20s\"", name);
    if (args && strpbrk(args, "]\r\n{}"))
        return error_set(err, "", "bad arguments of %%%s: \"%.40s\"", name, args);
    if (strcmp(name, "clk") == 0) {
        long ms = args && args[0] ? match_clock_read(args) : -1;
        if (args && args[0] && ms < 0)
            return error_set(err, "", "not a clock: \"%.40s\"", args);
        m->nodes[node].clock = ms;
        return 0;
    }
    MatchNode *nd = &m->nodes[node];
    TextBuf b = {0};
    const char *old = nd->commands ? nd->commands : "";
    size_t len = 0;
    const char *at = find_command(old, name, &len);
    if (at) { /* the others, in their order */
        textbuf_put(&b, old, (size_t)(at - old));
        const char *rest = at + len;
        rest += strspn(rest, " ");
        textbuf_puts(&b, rest);
    } else {
        textbuf_puts(&b, old);
    }
    while (b.n > 0 && b.p[b.n - 1] == ' ')
        b.p[--b.n] = '\0';
    if (args && args[0]) {
        textbuf_puts(&b, b.n ? " [%" : "[%");
        textbuf_puts(&b, name);
        textbuf_puts(&b, " ");
        textbuf_puts(&b, args);
        textbuf_puts(&b, "]");
    }
    if (b.failed) {
        free(b.p);
        return error_set(err, "", "out of memory");
    }
    free(nd->commands);
    nd->commands = b.n ? b.p : NULL;
    if (!b.n)
        free(b.p);
    return 0;
}

/* Appends text[0..n) to b with runs of spaces made single, none at either end of what b
 * holds from `from` on. */
static void put_spaced(TextBuf *b, size_t from, const char *text, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = text[i] == '\n' || text[i] == '\t' || text[i] == '\r' ? ' ' : text[i];
        if (c == ' ' && (b->n == from || b->p[b->n - 1] == ' '))
            continue;
        textbuf_put(b, &c, 1);
    }
}

/* The first "[%" in [from, to), NULL when none: the search stays in its comment, so a note of
 * many comments is read once. */
static const char *command_in(const char *from, const char *to)
{
    for (const char *p = from; (p = memchr(p, '[', (size_t)(to - p))) != NULL; p++)
        if (p + 1 < to && p[1] == '%')
            return p;
    return NULL;
}

int match_node_take_note(Match *m, int node, const char *note, Error *err)
{
    TextBuf rest = {0}, cmds = {0};
    long clock = -1;
    const char *p = note;
    while (*p) {
        const char *open = strchr(p, '{');
        const char *close = open ? strchr(open, '}') : NULL;
        if (!open || !close) {
            textbuf_puts(&rest, p);
            break;
        }
        textbuf_put(&rest, p, (size_t)(open - p));
        size_t start = rest.n;
        textbuf_puts(&rest, "{");
        const char *q = open + 1;
        while (q < close) {
            const char *c = command_in(q, close);
            const char *end = c ? memchr(c, ']', (size_t)(close - c)) : NULL;
            if (!end) {
                put_spaced(&rest, start + 1, q, (size_t)(close - q));
                break;
            }
            put_spaced(&rest, start + 1, q, (size_t)(c - q));
            char name[24], args[256];
            size_t nl =
                strspn(c + 2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
            const char *a = c + 2 + nl;
            a += strspn(a, " \t\r\n");
            size_t al = (size_t)(end - a);
            while (al > 0 && strchr(" \t\r\n", a[al - 1]))
                al--;
            snprintf(name, sizeof name, "%.*s", (int)(nl < 23 ? nl : 23), c + 2);
            snprintf(args, sizeof args, "%.*s", (int)(al < 255 ? al : 255), a);
            long ms = strcmp(name, "clk") == 0 ? match_clock_read(args) : -1;
            if (ms >= 0) {
                clock = ms;
            } else { /* kept as written, spaces made single */
                textbuf_puts(&cmds, cmds.n ? " " : "");
                put_spaced(&cmds, cmds.n, c, (size_t)(end - c + 1));
            }
            q = end + 1;
        }
        while (rest.n > start + 1 && rest.p[rest.n - 1] == ' ')
            rest.p[--rest.n] = '\0';
        if (rest.n == start + 1) { /* nothing but commands: the comment goes */
            rest.n = start;
            if (rest.p)
                rest.p[rest.n] = '\0';
        } else {
            textbuf_puts(&rest, "}");
        }
        p = close + 1;
    }
    /* the rest's spaces made single, none at the ends */
    TextBuf clean = {0};
    put_spaced(&clean, 0, rest.p ? rest.p : "", rest.n);
    while (clean.n > 0 && clean.p[clean.n - 1] == ' ')
        clean.p[--clean.n] = '\0';
    int rc = 0;
    if (rest.failed || cmds.failed || clean.failed)
        rc = error_set(err, "", "out of memory");
    else
        rc = match_set_note(m, node, clean.p ? clean.p : "", err);
    if (rc == 0) {
        MatchNode *nd = &m->nodes[node];
        nd->clock = clock;
        free(nd->commands);
        nd->commands = cmds.n ? cmds.p : NULL;
        cmds.p = NULL;
    }
    free(rest.p);
    free(cmds.p);
    free(clean.p);
    return rc;
}

/* Puts note's parts of one kind, NAGs ('$') or {comments} ('{'), each after a space but the
 * first when `first`; returns whether the text is still empty. */
static bool put_parts(TextBuf *b, const char *note, char kind, bool first)
{
    for (const char *p = note; p && *p;) {
        size_t n = *p == '{' ? strcspn(p, "}") + 1 : strcspn(p, " ");
        if (*p == kind) {
            if (!first)
                textbuf_puts(b, " ");
            textbuf_put(b, p, n);
            first = false;
        }
        p += n;
        p += strspn(p, " ");
    }
    return first;
}

bool match_node_written_note(const Match *m, int node, const char **note, char **buf)
{
    *buf = NULL;
    *note = NULL;
    if (!node_ok(m, node))
        return true;
    const MatchNode *nd = &m->nodes[node];
    const char *nag = nd->note ? strchr(nd->note, '$') : NULL,
               *brace = nd->note ? strchr(nd->note, '{') : NULL;
    if (!nd->commands && nd->clock < 0 && !(nag && brace && brace < nag)) {
        *note = nd->note; /* as it stands: nothing to put before its NAGs */
        return true;
    }
    /* a move's NAGs stand right after it (PGN 8.2.4), before the comments: the one of its
     * commands and clock first, then the note's own */
    TextBuf b = {0};
    bool first = put_parts(&b, nd->note, '$', true);
    if (nd->commands || nd->clock >= 0) {
        textbuf_puts(&b, first ? "{" : " {");
        first = false;
        if (nd->commands)
            textbuf_puts(&b, nd->commands);
        if (nd->clock >= 0) {
            char t[32];
            match_clock_text(nd->clock, t, sizeof t);
            textbuf_puts(&b, nd->commands ? " [%clk " : "[%clk ");
            textbuf_puts(&b, t);
            textbuf_puts(&b, "]");
        }
        textbuf_puts(&b, "}");
    }
    put_parts(&b, nd->note, '{', first);
    if (b.failed) {
        free(b.p);
        return false;
    }
    *buf = b.p;
    *note = b.p;
    return true;
}

bool match_has_commands(const Match *m)
{
    for (int i = 0; i < m->nnodes; i++)
        if ((m->nodes[i].commands || m->nodes[i].clock >= 0) && !match_node_cut(m, i))
            return true;
    return false;
}
