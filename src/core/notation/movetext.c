/* movetext.c - splitting PGN-like movetext into tags and numbered moves, and replaying it. */
#include "movetext.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "marks.h"

#define MOVETEXT_MAX_NUMBER ((int)POS_COUNTER_MAX) /* as fen_read's move number */

/* A reading position in the text. */
typedef struct Cursor {
    const char *s;
    int line, column;
} Cursor;

static void step(Cursor *c)
{
    if (*c->s == '\n') {
        c->line++;
        c->column = 1;
    } else {
        c->column++;
    }
    c->s++;
}

static int fail_at(Error *err, int line, int column, const char *what)
{
    char where[64];
    snprintf(where, sizeof where, "line %d, column %d", line, column);
    return error_set(err, where, "%s", what);
}

/* The parser's state besides the result it builds. */
typedef struct Parser {
    Movetext *mt;
    int cap_moves, cap_nodes, cap_tags, cap_notes;
    MovetextNote pending; /* annotations that opened a variation, for its first move */
    int last;             /* index in nodes of the last move of the line being read, -1: none yet */
    int depth;            /* variations open */
    struct Open {
        int last, number, colour, line, column;
        int opened_at; /* the line's last move when it opened; -2 once it has a move */
    } * open; /* the line each open variation left, and where it opened (cap_open of them) */
    int cap_open;
    int number, colour; /* the next move's */
    bool numbered;      /* numbering fixed (start, FEN tag or first number) */
    bool in_moves;      /* a move-section token has been seen */
    bool over;          /* a result has been read */
    const MovetextStart *start;
    Error *err;
} Parser;

static char *copy_text(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

void movetext_drop_main_line(Movetext *mt)
{
    free(mt->moves);
    mt->moves = NULL;
    mt->nmoves = 0;
}

void movetext_drop_moves(Movetext *mt)
{
    for (int i = 0; i < mt->nnotes; i++)
        free(mt->notes[i].text);
    free(mt->notes);
    free(mt->moves);
    free(mt->nodes);
    free(mt->pool);
    mt->notes = NULL;
    mt->moves = mt->nodes = NULL;
    mt->pool = NULL;
    mt->nnotes = mt->nmoves = mt->nnodes = 0;
    mt->pool_used = mt->pool_size = 0;
    mt->first_note = -1;
}

void movetext_free(Movetext *mt)
{
    if (!mt)
        return;
    for (int i = 0; i < mt->ntags; i++) {
        free(mt->tags[i].name);
        free(mt->tags[i].value);
    }
    free(mt->tags);
    free(mt->fen_raw);
    movetext_drop_moves(mt);
    free(mt);
}

const char *movetext_note(const Movetext *mt, int node)
{
    int i = node < 0 ? mt->first_note : node < mt->nnodes ? mt->nodes[node].note : -1;
    return i >= 0 ? mt->notes[i].text : NULL;
}

const char *movetext_tag(const Movetext *mt, const char *name)
{
    for (int i = 0; i < mt->ntags; i++)
        if (strcmp(mt->tags[i].name, name) == 0)
            return mt->tags[i].value;
    return NULL;
}

/* Reads a move number made of digits only; -1 if it is not one or is past
 * MOVETEXT_MAX_NUMBER. */
static int read_number(const char *s, size_t n)
{
    if (n == 0)
        return -1;
    long long x = 0;
    for (size_t i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i]))
            return -1;
        x = x * 10 + (s[i] - '0');
        if (x > MOVETEXT_MAX_NUMBER)
            return -1;
    }
    return (int)x;
}

/* Side to move and move number from a FEN's second and sixth fields. */
static int fen_numbering(const char *fen, int *number, int *colour)
{
    char field[6][32];
    int nf = 0;
    const char *s = fen;
    while (*s && nf < 6) {
        while (*s == ' ')
            s++;
        size_t n = 0;
        while (s[n] && s[n] != ' ')
            n++;
        if (n == 0)
            break;
        if (n >= sizeof field[0])
            n = sizeof field[0] - 1;
        memcpy(field[nf], s, n);
        field[nf++][n] = '\0';
        while (*s && *s != ' ')
            s++;
    }
    int side = WHITE, num = 1;
    if (nf > 1) {
        if (strcmp(field[1], "w") != 0 && strcmp(field[1], "b") != 0)
            return -1;
        side = field[1][0] == 'b' ? BLACK : WHITE;
    }
    if (nf > 5) {
        num = read_number(field[5], strlen(field[5]));
        if (num < 1 || num > MOVETEXT_MAX_NUMBER)
            return -1;
    }
    *number = num;
    *colour = side;
    return 0;
}

/* Called at the first token of the move section: fixes the numbering from
 * the caller's start or the FEN tag when there is one. */
static int enter_moves(Parser *ps)
{
    if (ps->in_moves)
        return 0;
    ps->in_moves = true;
    if (ps->start && ps->start->number == 0)
        return 0; /* the first move number fixes it */
    if (ps->start) {
        ps->number = ps->start->number;
        ps->colour = ps->start->colour;
        ps->numbered = true;
        return 0;
    }
    const char *fen = movetext_tag(ps->mt, "FEN");
    if (fen) {
        if (fen_numbering(fen, &ps->number, &ps->colour) != 0) {
            char what[200];
            snprintf(what, sizeof what, "bad move number in the FEN tag: \"%.120s\"", fen);
            return fail_at(ps->err, ps->mt->fen_line, ps->mt->fen_tag_column, what);
        }
        ps->numbered = true;
    }
    return 0;
}

static const char *number_text(int number, int colour, char *buf, size_t size)
{
    snprintf(buf, size, "%d%s", number, colour == WHITE ? "." : "...");
    return buf;
}

/* A move number: digits and `.` or `...`, or (a move pair, as published
 * records write it) digits alone or with `:`. */
static int take_number(Parser *ps, const char *tok, size_t n, int line, int column)
{
    size_t digits = 0;
    while (digits < n && isdigit((unsigned char)tok[digits]))
        digits++;
    size_t dots = n - digits;
    bool pair = dots == 0 || tok[digits] == ':';
    int number = read_number(tok, digits);
    char what[200];
    if (number < 1 || number > MOVETEXT_MAX_NUMBER || (!pair && dots != 1 && dots != 3)) {
        snprintf(what, sizeof what, "bad move number \"%.*s\"", (int)n, tok);
        return fail_at(ps->err, line, column, what);
    }
    int colour = pair ? ps->colour : dots == 1 ? WHITE : BLACK;
    if (!ps->numbered && ps->mt->nmoves == 0) {
        ps->number = number;
        ps->colour = pair ? WHITE : colour;
        ps->numbered = true;
        return 0;
    }
    if (number != ps->number || colour != ps->colour) {
        char expected[32];
        snprintf(what, sizeof what, "move number \"%.*s\" out of sequence: expected \"%s\"", (int)n,
                 tok, number_text(ps->number, ps->colour, expected, sizeof expected));
        return fail_at(ps->err, line, column, what);
    }
    return 0;
}

static int skip_variation(Parser *ps, Cursor *c);

/* Appends m to (*arr)[*n], growing it; -1 when out of memory. */
static int append_move(MovetextMove **arr, int *n, int *cap, const MovetextMove *m)
{
    if (*n == *cap) {
        int grown_cap = *cap ? 2 * *cap : 64;
        MovetextMove *grown = realloc(*arr, (size_t)grown_cap * sizeof *grown);
        if (!grown)
            return -1;
        *arr = grown;
        *cap = grown_cap;
    }
    (*arr)[(*n)++] = *m;
    return 0;
}

/* Appends text (n bytes) to note with a space between, growing it geometrically; -1 when out
 * of memory. */
static int note_append(MovetextNote *note, const char *text, size_t n)
{
    size_t need = note->len + (note->len > 0) + n + 1;
    if (need > note->cap) {
        size_t cap = note->cap ? note->cap : 32;
        while (cap < need)
            cap *= 2;
        char *grown = realloc(note->text, cap);
        if (!grown)
            return -1;
        note->text = grown;
        note->cap = cap;
    }
    if (note->len)
        note->text[note->len++] = ' ';
    memcpy(note->text + note->len, text, n);
    note->len += n;
    note->text[note->len] = '\0';
    return 0;
}

/* The note of node (-1: before the first move), made when it has none. */
static MovetextNote *note_of(Parser *ps, int node)
{
    Movetext *mt = ps->mt;
    int *index = node < 0 ? &mt->first_note : &mt->nodes[node].note;
    if (*index >= 0)
        return &mt->notes[*index];
    if (mt->nnotes == ps->cap_notes) {
        int cap = ps->cap_notes ? 2 * ps->cap_notes : 16;
        MovetextNote *grown = realloc(mt->notes, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        mt->notes = grown;
        ps->cap_notes = cap;
    }
    mt->notes[mt->nnotes] = (MovetextNote){node, NULL, 0, 0};
    *index = mt->nnotes;
    return &mt->notes[mt->nnotes++];
}

/* The annotations that opened a variation go to its first move, node (or, when the variation
 * closes with none, to the move it followed). */
static int flush_pending(Parser *ps, int node, int line, int column)
{
    if (!ps->pending.text)
        return 0;
    MovetextNote *note = note_of(ps, node);
    int rc = !note || note_append(note, ps->pending.text, ps->pending.len) != 0
                 ? fail_at(ps->err, line, column, "out of memory")
                 : 0;
    free(ps->pending.text);
    ps->pending = (MovetextNote){-1, NULL, 0, 0};
    return rc;
}

/* Keeps an annotation (a NAG, or a comment already in braces): after the last move read,
 * or for the first move of a variation that it opens. */
static int add_note(Parser *ps, const char *text, size_t n, int line, int column)
{
    bool opening = ps->depth > 0 && ps->last == ps->open[ps->depth - 1].opened_at;
    MovetextNote *note = opening ? &ps->pending : note_of(ps, ps->last);
    if (!note || note_append(note, text, n) != 0)
        return fail_at(ps->err, line, column, "out of memory");
    return 0;
}

static int add_move(Parser *ps, const char *tok, size_t n, int line, int column)
{
    Movetext *mt = ps->mt;
    MovetextMove m;
    if (n >= NOTATION_MAX) {
        char what[200];
        snprintf(what, sizeof what, "token too long: \"%.40s...\"", tok);
        return fail_at(ps->err, line, column, what);
    }
    if (mt->pool_used + n + 1 > mt->pool_size) /* (the pool holds the whole text) */
        return fail_at(ps->err, line, column, "out of memory");
    char *copy = mt->pool + mt->pool_used;
    memcpy(copy, tok, n);
    copy[n] = '\0';
    mt->pool_used += n + 1;
    m.text = copy;
    m.note = -1;
    m.number = ps->number;
    m.colour = ps->colour;
    m.line = line;
    m.column = column;
    m.parent = ps->last;
    m.depth = ps->depth;
    if (append_move(&mt->nodes, &mt->nnodes, &ps->cap_nodes, &m) != 0 ||
        (ps->depth == 0 && append_move(&mt->moves, &mt->nmoves, &ps->cap_moves, &m) != 0))
        return fail_at(ps->err, line, column, "out of memory");
    ps->last = mt->nnodes - 1;
    if (ps->depth > 0)
        ps->open[ps->depth - 1].opened_at = -2; /* the variation has a move now */
    if (flush_pending(ps, ps->last, line, column) != 0)
        return -1;
    int nag = marks_nag(tok, n); /* "e4!?" keeps its marks as $5 */
    if (nag) {
        char text[8];
        int len = snprintf(text, sizeof text, "$%d", nag);
        if (add_note(ps, text, (size_t)len, line, column) != 0)
            return -1;
    }
    if (ps->colour == BLACK && ps->number < MOVETEXT_MAX_NUMBER)
        ps->number++; /* as position_make counts */
    ps->colour = !ps->colour;
    return 0;
}

/* `(`: a variation, an alternative to the last move read, opens; c is on it.
 * One before any move has nothing to replace and is skipped. */
static int open_variation(Parser *ps, Cursor *c)
{
    if (ps->last < 0)
        return skip_variation(ps, c);
    if (ps->depth == ps->cap_open) {
        int cap = ps->cap_open ? 2 * ps->cap_open : 8;
        struct Open *grown = realloc(ps->open, (size_t)cap * sizeof *grown);
        if (!grown)
            return fail_at(ps->err, c->line, c->column, "out of memory");
        ps->open = grown;
        ps->cap_open = cap;
    }
    const MovetextMove *replaced = &ps->mt->nodes[ps->last];
    ps->open[ps->depth].last = ps->last;
    ps->open[ps->depth].number = ps->number;
    ps->open[ps->depth].colour = ps->colour;
    ps->open[ps->depth].line = c->line;
    ps->open[ps->depth].column = c->column;
    ps->open[ps->depth].opened_at = replaced->parent;
    ps->depth++;
    ps->last = replaced->parent;
    ps->number = replaced->number;
    ps->colour = replaced->colour;
    step(c);
    return 0;
}

/* `)`: the innermost variation closes and its line goes on; c is on it. */
static int close_variation(Parser *ps, Cursor *c)
{
    if (ps->depth == 0)
        return fail_at(ps->err, c->line, c->column, "unexpected ')'");
    ps->depth--;
    ps->last = ps->open[ps->depth].last;
    if (flush_pending(ps, ps->last, c->line, c->column) != 0) /* a variation of comments only */
        return -1;
    ps->number = ps->open[ps->depth].number;
    ps->colour = ps->open[ps->depth].colour;
    step(c);
    return 0;
}

/* [Name "value"]; c is on the '['. */
static int read_tag(Parser *ps, Cursor *c)
{
    int line = c->line, column = c->column;
    const char *bad = "bad tag: expected [Name \"value\"]";
    if (ps->in_moves)
        return fail_at(ps->err, line, column, "tag after the moves");
    step(c);
    while (*c->s == ' ' || *c->s == '\t')
        step(c);
    const char *name = c->s;
    while (isalnum((unsigned char)*c->s) || *c->s == '_')
        step(c);
    size_t name_len = (size_t)(c->s - name);
    while (*c->s == ' ' || *c->s == '\t')
        step(c);
    if (name_len == 0 || *c->s != '"')
        return fail_at(ps->err, line, column, *c->s ? bad : "unterminated tag");
    step(c);
    const char *value = c->s;
    int value_column = c->column;
    size_t raw = 0;
    while (*c->s && *c->s != '"' && *c->s != '\n') {
        if (*c->s == '\\' && (c->s[1] == '"' || c->s[1] == '\\'))
            step(c);
        step(c);
        raw++;
    }
    if (*c->s != '"')
        return fail_at(ps->err, line, column, *c->s ? bad : "unterminated tag");
    size_t value_len = (size_t)(c->s - value);
    step(c);
    while (*c->s == ' ' || *c->s == '\t')
        step(c);
    if (*c->s != ']')
        return fail_at(ps->err, line, column, *c->s ? bad : "unterminated tag");
    step(c);

    Movetext *mt = ps->mt;
    if (mt->ntags == ps->cap_tags) {
        int cap = ps->cap_tags ? 2 * ps->cap_tags : 8;
        MovetextTag *grown = realloc(mt->tags, (size_t)cap * sizeof *grown);
        if (!grown)
            return fail_at(ps->err, line, column, "out of memory");
        mt->tags = grown;
        ps->cap_tags = cap;
    }
    char *n = copy_text(name, name_len);
    char *v = malloc(raw + 1);
    if (!n || !v) {
        free(n);
        free(v);
        return fail_at(ps->err, line, column, "out of memory");
    }
    size_t k = 0;
    for (size_t i = 0; i < value_len; i++) {
        if (value[i] == '\\' && i + 1 < value_len && (value[i + 1] == '"' || value[i + 1] == '\\'))
            i++;
        v[k++] = value[i];
    }
    v[k] = '\0';
    if (strcmp(n, "FEN") == 0 && !movetext_tag(mt, "FEN")) {
        mt->fen_raw = copy_text(value, value_len);
        if (!mt->fen_raw) {
            free(n);
            free(v);
            return fail_at(ps->err, line, column, "out of memory");
        }
        mt->fen_line = line;
        mt->fen_tag_column = column;
        mt->fen_value_column = value_column;
    }
    mt->tags[mt->ntags].name = n;
    mt->tags[mt->ntags].value = v;
    mt->ntags++;
    return 0;
}

/* Skips {comment}; c is on the '{'. */
static int skip_brace(Parser *ps, Cursor *c)
{
    int line = c->line, column = c->column;
    while (*c->s && *c->s != '}')
        step(c);
    if (!*c->s)
        return fail_at(ps->err, line, column, "unterminated comment");
    step(c);
    return 0;
}

static void skip_line(Cursor *c)
{
    while (*c->s && *c->s != '\n')
        step(c);
}

/* A comment, `{...}` (c on the '{') or `;` to the end of the line (c on the ';'), kept as
 * "{text}" with its runs of white space made one space; an empty one is dropped. */
static int read_comment(Parser *ps, Cursor *c)
{
    int line = c->line, column = c->column;
    bool brace = *c->s == '{';
    step(c);
    const char *from = c->s;
    while (*c->s && (brace ? *c->s != '}' : *c->s != '\n'))
        step(c);
    if (brace && !*c->s)
        return fail_at(ps->err, line, column, "unterminated comment");
    size_t len = (size_t)(c->s - from), n = 0;
    if (brace)
        step(c);
    char *text = malloc(len + 3);
    if (!text)
        return fail_at(ps->err, line, column, "out of memory");
    text[n++] = '{';
    for (size_t i = 0; i < len; i++) {
        bool space = isspace((unsigned char)from[i]);
        if (space && (n == 1 || text[n - 1] == ' '))
            continue;
        text[n++] = space ? ' ' : from[i];
    }
    while (n > 1 && text[n - 1] == ' ')
        n--;
    text[n++] = '}';
    int rc = n > 2 ? add_note(ps, text, n, line, column) : 0;
    free(text);
    return rc;
}

/* Skips a variation with what it nests; c is on the '('. */
static int skip_variation(Parser *ps, Cursor *c)
{
    int line = c->line, column = c->column;
    int depth = 0;
    do {
        if (!*c->s)
            return fail_at(ps->err, line, column, "unterminated variation");
        if (*c->s == '{') {
            if (skip_brace(ps, c) != 0)
                return -1;
            continue;
        }
        if (*c->s == ';') {
            skip_line(c);
            continue;
        }
        if (*c->s == '(')
            depth++;
        else if (*c->s == ')')
            depth--;
        step(c);
    } while (depth > 0);
    return 0;
}

static bool one_of(char ch, const char *set)
{
    return ch != '\0' && strchr(set, ch) != NULL;
}

/* Keeps the start of the text after the result (to the end of its line). */
static void keep_trailing(Movetext *mt, const Cursor *c)
{
    size_t n = 0;
    while (c->s[n] && c->s[n] != '\n' && c->s[n] != '\r' && n + 1 < sizeof mt->trailing)
        n++;
    memcpy(mt->trailing, c->s, n);
    mt->trailing[n] = '\0';
    mt->trailing_line = c->line;
    mt->trailing_column = c->column;
}

static bool one_of_stop(char ch)
{
    return ch == '{' || ch == ';' || ch == '$' || ch == '[';
}

/* The result tok names ("1-0", "0-1", "1/2-1/2", "*"; also written with an
 * en dash and ½ as printed), or NULL. */
static const char *result_of(const char *tok, size_t n)
{
    static const char *const results[][2] = {{"1-0", "1-0"},
                                             {"0-1", "0-1"},
                                             {"1/2-1/2", "1/2-1/2"},
                                             {"*", "*"},
                                             {"1\u20130", "1-0"},
                                             {"0\u20131", "0-1"},
                                             {"\u00bd-\u00bd", "1/2-1/2"},
                                             {"\u00bd\u2013\u00bd", "1/2-1/2"}};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
        if (strlen(results[i][0]) == n && memcmp(tok, results[i][0], n) == 0)
            return results[i][1];
    return NULL;
}

static bool is_annotation(const char *tok, size_t n)
{
    if (n == 4 && memcmp(tok, "e.p.", 4) == 0)
        return true;
    for (size_t i = 0; i < n; i++)
        if (tok[i] != '!' && tok[i] != '?')
            return false;
    return true;
}

/* A word of movetext: a move number (digits and dots), or everything up to
 * space, a comment, a NAG or a ')' that closes nothing inside the word. */
static int read_word(Parser *ps, Cursor *c)
{
    int line = c->line, column = c->column;
    const char *tok = c->s;
    size_t n = 0;
    while (isdigit((unsigned char)tok[n]))
        n++;
    /* `12.`, `12...`, `12:` (glued to the move or not) and `12` alone */
    bool number = n > 0 && (tok[n] == '.' || tok[n] == ':' || tok[n] == '\0' ||
                            isspace((unsigned char)tok[n]) || one_of_stop(tok[n]));
    if (number && tok[n] == ':') {
        n++;
    } else if (number) {
        while (tok[n] == '.')
            n++;
    } else {
        int depth = 0;
        for (n = 0; tok[n] && !isspace((unsigned char)tok[n]) && !one_of_stop(tok[n]); n++) {
            if (tok[n] == '(')
                depth++;
            else if (tok[n] == ')' && depth-- == 0)
                break;
        }
    }
    for (size_t i = 0; i < n; i++)
        step(c);
    if (enter_moves(ps) != 0)
        return -1;
    if (number)
        return take_number(ps, tok, n, line, column);
    const char *result = result_of(tok, n);
    if (result) {
        if (ps->depth == 0) {
            snprintf(ps->mt->result, sizeof ps->mt->result, "%s", result);
            ps->mt->result_line = line;
            ps->mt->result_column = column;
            ps->over = true;
        }
        return 0;
    }
    if (is_annotation(tok, n))
        return 0;
    return add_move(ps, tok, n, line, column);
}

int movetext_parse(const char *text, const MovetextStart *start, Movetext **out, Error *err)
{
    Movetext *mt = calloc(1, sizeof *mt);
    Cursor c = {.s = text ? text : "", .line = 1, .column = 1};
    /* every move is a part of the text followed by a byte that is not (or by its end) */
    size_t size = strlen(c.s) + 1;
    if (mt)
        mt->pool = malloc(size);
    if (!mt || !mt->pool) {
        free(mt);
        return error_set(err, "", "out of memory");
    }
    mt->pool_size = size;
    mt->first_note = -1;
    Parser ps = {.mt = mt, .number = 1, .colour = WHITE, .start = start, .err = err, .last = -1};
    if (strncmp(c.s, "\xEF\xBB\xBF", 3) == 0)
        c.s += 3; /* a UTF-8 byte order mark, as some programs write */
    int rc = 0;
    while (rc == 0 && *c.s) {
        char ch = *c.s;
        if (ps.over && ps.depth == 0 && !isspace((unsigned char)ch) && !one_of(ch, "{;(") &&
            !(ch == '%' && c.column == 1)) {
            keep_trailing(mt, &c);
            break;
        }
        if (isspace((unsigned char)ch)) {
            step(&c);
        } else if (ch == '%' && c.column == 1) {
            skip_line(&c);
        } else if (ch == ';' || ch == '{') {
            rc = read_comment(&ps, &c);
        } else if (ch == '[') {
            rc = read_tag(&ps, &c);
        } else if (ch == '(') {
            rc = enter_moves(&ps);
            if (rc == 0)
                rc = open_variation(&ps, &c);
        } else if (ch == ')') {
            rc = close_variation(&ps, &c);
        } else if (ch == '$') {
            int line = c.line, column = c.column;
            const char *nag = c.s;
            step(&c);
            if (!isdigit((unsigned char)*c.s))
                rc = fail_at(err, line, column, "bad NAG: expected $ and a number");
            while (isdigit((unsigned char)*c.s))
                step(&c);
            if (rc == 0)
                rc = add_note(&ps, nag, (size_t)(c.s - nag), line, column);
        } else {
            rc = read_word(&ps, &c);
        }
    }
    if (rc == 0)
        rc = enter_moves(&ps);
    if (rc == 0 && ps.depth > 0)
        rc = fail_at(err, ps.open[0].line, ps.open[0].column, "unterminated variation");
    free(ps.open);
    free(ps.pending.text);
    if (rc != 0) {
        movetext_free(mt);
        return -1;
    }
    if (mt->nmoves > 0) {
        mt->first_number = mt->moves[0].number;
        mt->first_colour = mt->moves[0].colour;
    } else {
        mt->first_number = ps.number;
        mt->first_colour = ps.colour;
    }
    *out = mt;
    return 0;
}

int movetext_fen_error(const Movetext *mt, const Error *fen, Error *err)
{
    int column = mt->fen_tag_column;
    if (fen->column > 0 && mt->fen_raw) { /* the byte as written: an escape is two */
        const char *r = mt->fen_raw;
        size_t i = 0;
        for (int k = 1; k < fen->column && r[i]; k++)
            i += r[i] == '\\' && (r[i + 1] == '"' || r[i + 1] == '\\') ? 2 : 1;
        column = mt->fen_value_column + (int)i;
    }
    char where[64], what[sizeof fen->what];
    snprintf(where, sizeof where, "line %d, column %d", mt->fen_line, column);
    snprintf(what, sizeof what, "%s", fen->what);
    return error_set(err, where, "FEN tag: %s", what);
}

int movetext_start_position(const Variant *v, const Movetext *mt, Position *out, Error *err)
{
    Position pos;
    Error e;
    if (movetext_tag(mt, "FEN")) {
        if (fen_read(v, movetext_tag(mt, "FEN"), &pos, &e) != 0)
            return movetext_fen_error(mt, &e, err);
    } else {
        if (fen_read(v, v->def.start_fen, &pos, &e) != 0)
            return error_set(err, "the variant's start", "%s", e.what);
        if (pos.stm != mt->first_colour || pos.fullmove != (uint32_t)mt->first_number) {
            pos.stm = (uint8_t)mt->first_colour;
            pos.fullmove = (uint32_t)mt->first_number;
            pos.hash = position_hash(v, &pos);
        }
    }
    *out = pos;
    return 0;
}

int movetext_play(const Variant *v, const Position *start, const char *text, Position *end,
                  Move *moves, int max, int *count, Error *err)
{
    MovetextStart st;
    if (start) {
        st.number = (int)start->fullmove;
        st.colour = start->stm;
    }
    Movetext *mt;
    if (movetext_parse(text, start ? &st : NULL, &mt, err) != 0)
        return -1;
    int rc = -1;
    Move *played = NULL;
    Position pos;
    Error e;
    if (start)
        pos = *start;
    else if (movetext_start_position(v, mt, &pos, err) != 0)
        goto done;
    if (moves && mt->nmoves > max) {
        error_set(err, "", "%d moves, more than the %d that fit", mt->nmoves, max);
        goto done;
    }
    played = malloc((size_t)(mt->nmoves ? mt->nmoves : 1) * sizeof *played);
    if (!played) {
        error_set(err, "", "out of memory");
        goto done;
    }
    for (int i = 0; i < mt->nmoves; i++) {
        const MovetextMove *mm = &mt->moves[i];
        if (notation_read(v, &pos, mm->text, &played[i], &e) != 0) {
            char where[64];
            snprintf(where, sizeof where, "move %d (%s)", mm->number,
                     mm->colour == WHITE ? "White" : "Black");
            error_set(err, where, "\"%s\": %s", mm->text, e.what);
            goto done;
        }
        position_make(v, &pos, played[i]);
    }
    if (end)
        *end = pos;
    if (moves && mt->nmoves)
        memcpy(moves, played, (size_t)mt->nmoves * sizeof *moves);
    if (count)
        *count = mt->nmoves;
    rc = 0;
done:
    free(played);
    movetext_free(mt);
    return rc;
}
