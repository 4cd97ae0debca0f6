/* match_read.c - one move as people write it, read over any family's legal
 * actions: the family's own reader first, then any description that fits
 * exactly one legal move (piece, origin, destination or captured piece,
 * resulting type), with the closest legal moves named when none does. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "marks.h"
#include "match_impl.h"
#include "notation.h"

#define READ_LISTED 6 /* moves named in an ambiguity or a "closest" list */

/* What a written move says. */
typedef struct Desc {
    int castle;                   /* 0, 1 king side (O-O), 2 queen side (O-O-O) */
    int board;                    /* Portal "A:"/"B:", -1 when not given */
    char piece;                   /* upper-case letter of the mover, 0 */
    int from_file, from_rank, to; /* -1 when not given */
    char sep;                     /* 'x' (also ':'), '-' or 0 */
    char victim;                  /* upper-case letter of the captured piece, 0 */
    char paren[MATCH_TEXT_MAX];   /* (T): the resulting type; Potential: the victim's */
    char eq[MATCH_TEXT_MAX];      /* =T: the resulting type or promotion */
    char set[MATCH_TEXT_MAX];     /* Potential >SET */
} Desc;

/* What a legal action does, for matching. */
typedef struct Cand {
    const MatchAction *a;
    MatchPiece before; /* the mover (letter 0: none) */
    MatchPiece after;  /* the mover after the action (letter 0: unknown) */
    char victim;       /* upper-case letter of what it captures, 0 */
    bool castle;
    char core[MATCH_TEXT_MAX]; /* its notation without board prefix and marks */
} Cand;

static bool is_portal(const Match *m)
{
    return m->family->board_prefix;
}

static bool is_potential(const Match *m)
{
    return m->family->set_suffix;
}

/* A suffix word: letters and digits, and the `!` of Potential's `>!BN`. */
static bool is_word(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '!')
            return false;
    return true;
}

/* 1 for "O-O", 2 for "O-O-O" (O, o or 0), 0 otherwise. */
static int castle_side(const char *s)
{
    int parts = 0;
    for (;;) {
        if (*s != 'O' && *s != 'o' && *s != '0')
            return 0;
        parts++;
        if (*++s == '\0')
            break;
        if (*s++ != '-')
            return 0;
    }
    return parts == 2 ? 1 : parts == 3 ? 2 : 0;
}

/* Reads an origin: a file letter, a rank, both or nothing; -1 if s is more. */
static int read_origin(const Variant *v, const char *s, size_t n, Desc *d)
{
    size_t i = 0;
    if (i < n && s[i] >= 'a' && s[i] < 'a' + v->geo.files)
        d->from_file = s[i++] - 'a';
    if (i < n && isdigit((unsigned char)s[i])) {
        int r = 0;
        while (i < n && isdigit((unsigned char)s[i]) && r < 100)
            r = r * 10 + (s[i++] - '0');
        if (r < 1 || r > v->geo.ranks)
            return -1;
        d->from_rank = r - 1;
    }
    return i == n ? 0 : -1;
}

/* Reads a whole square s[0..n); -1 if it is not one. */
static int read_square(const Variant *v, const char *s, size_t n, int *sq)
{
    char b[8];
    if (n == 0 || n >= sizeof b)
        return -1;
    memcpy(b, s, n);
    b[n] = '\0';
    return geo_parse_square(&v->geo, b, sq) == (int)n ? 0 : -1;
}

/* Takes the suffix word after the last `c` of b[0..*n) into out. */
static int take_suffix(char *b, size_t *n, char c, char *out)
{
    char *at = strrchr(b, c);
    if (!at)
        return 0;
    if (!is_word(at + 1) || strlen(at + 1) >= MATCH_TEXT_MAX)
        return -1;
    snprintf(out, MATCH_TEXT_MAX, "%s", at + 1);
    *at = '\0';
    *n = (size_t)(at - b);
    return 0;
}

/* The part after a capture mark: a piece letter, a square, or both. */
static int read_target(const Variant *v, const char *s, size_t n, Desc *d)
{
    if (n && isupper((unsigned char)s[0])) {
        d->victim = s[0];
        s++;
        n--;
    }
    if (n == 0)
        return d->victim ? 0 : -1;
    return read_square(v, s, n, &d->to);
}

/* Copies text (at most as long as out) with the signs of printed records
 * made plain: the multiplication sign as x, dashes as -, figurines as
 * piece letters. */
static void plain_signs(const char *text, char *out)
{
    static const struct {
        const char *sign;
        char plain;
    } signs[] = {{"\u00d7", 'x'}, {"\u2013", '-'}, {"\u2014", '-'}, {"\u2212", '-'},
                 {"\u2654", 'K'}, {"\u2655", 'Q'}, {"\u2656", 'R'}, {"\u2657", 'B'},
                 {"\u2658", 'N'}, {"\u2659", 'P'}, {"\u265a", 'K'}, {"\u265b", 'Q'},
                 {"\u265c", 'R'}, {"\u265d", 'B'}, {"\u265e", 'N'}, {"\u265f", 'P'}};
    size_t k = 0, nsigns = sizeof signs / sizeof signs[0];
    while (*text) {
        size_t i = 0;
        while (i < nsigns && strncmp(text, signs[i].sign, strlen(signs[i].sign)) != 0)
            i++;
        if (i < nsigns) {
            out[k++] = signs[i].plain;
            text += strlen(signs[i].sign);
        } else {
            out[k++] = *text++;
        }
    }
    out[k] = '\0';
}

/* Splits a written move into a Desc; -1 if it describes no move. With
 * board_prefix, Portal's "A:"/"B:" names the board. */
static int desc_parse(const Match *m, const char *text, bool board_prefix, Desc *d)
{
    const Variant *v = m->f.v;
    memset(d, 0, sizeof *d);
    d->board = d->from_file = d->from_rank = d->to = -1;
    char plain[NOTATION_MAX], b[NOTATION_MAX];
    if (strlen(text) >= sizeof plain)
        return -1;
    plain_signs(text, plain);
    int len = marks_bare(plain, b, sizeof b);
    if (len < 0)
        return -1;
    size_t n = (size_t)len;
    if (board_prefix && is_portal(m) && n > 2 && (b[0] == 'A' || b[0] == 'B') && b[1] == ':') {
        d->board = b[0] - 'A';
        memmove(b, b + 2, n - 1);
        n -= 2;
    }
    if (n && b[n - 1] == ')') {
        b[--n] = '\0';
        if (take_suffix(b, &n, '(', d->paren) != 0 || !d->paren[0])
            return -1;
    }
    if ((is_potential(m) && take_suffix(b, &n, '>', d->set) != 0) ||
        take_suffix(b, &n, '=', d->eq) != 0)
        return -1;
    if ((d->castle = castle_side(b)) != 0)
        return 0;
    size_t i = 0;
    if (isupper((unsigned char)b[0]))
        d->piece = b[i++];
    const char *sep = strpbrk(b + i, "x:-");
    if (sep) {
        d->sep = *sep == '-' ? '-' : 'x';
        size_t at = (size_t)(sep - b);
        if (read_origin(v, b + i, at - i, d) != 0 || read_target(v, sep + 1, n - at - 1, d) != 0)
            return -1;
        return d->sep == '-' && d->victim ? -1 : 0;
    }
    /* no capture mark: [origin]square[promotion letter] */
    if (!d->eq[0] && n >= i + 3 && isalpha((unsigned char)b[n - 1]) &&
        read_square(v, b + n - 3, 2, &d->to) == 0) {
        d->eq[0] = b[--n];
        b[n] = '\0';
    }
    for (size_t at = i; at < n; at++)
        if (read_square(v, b + at, n - at, &d->to) == 0)
            return read_origin(v, b + i, at - i, d);
    return -1;
}

/* Whether a set text ("X", "QRP", "!bn") holds letter L (any case). */
static bool set_has(const char *set, char L)
{
    L = (char)toupper((unsigned char)L);
    if (set[0] == 'X' || set[0] == 'x')
        return true;
    bool not = set[0] == '!';
    bool in = false;
    for (const char *s = set + not ; *s; s++)
        in |= toupper((unsigned char)*s) == L;
    return in != not ;
}

static bool may_be(const MatchPiece *p, char L)
{
    if (!p->letter)
        return false;
    return p->potential[0] ? set_has(p->potential, L) : p->letter == L;
}

/* Whether `word` names a suffix of the notation core: after `=`, `>` or
 * inside parentheses (any case). */
static bool core_has_word(const char *core, const char *word)
{
    size_t n = strlen(word);
    for (const char *s = core; *s; s++) {
        if (*s != '=' && *s != '(' && *s != '>')
            continue;
        const char *w = s + 1;
        size_t k = 0;
        while (w[k] && w[k] != ')' && w[k] != '(' && w[k] != '=' && w[k] != '>')
            k++;
        bool same = k == n;
        for (size_t i = 0; same && i < n; i++)
            same = toupper((unsigned char)w[i]) == toupper((unsigned char)word[i]);
        if (same)
            return true;
    }
    return false;
}

/* Whether the resulting type or power `word` fits the candidate. */
static bool result_fits(const Cand *c, const char *word)
{
    /* where powers change (Polypiece) the suffix names the power, not the type */
    if (!word[1] && c->after.letter && !c->after.power[0] &&
        toupper((unsigned char)word[0]) == c->after.letter)
        return true;
    if (c->after.power[0]) {
        bool same = strlen(c->after.power) == strlen(word);
        for (size_t i = 0; same && word[i]; i++)
            same = toupper((unsigned char)word[i]) == toupper((unsigned char)c->after.power[i]);
        if (same)
            return true;
    }
    return core_has_word(c->core, word);
}

static void cand_fill(const Match *m, const MatchAction *a, Cand *c)
{
    memset(c, 0, sizeof *c);
    c->a = a;
    const char *t = a->text;
    if (is_portal(m) && (t[0] == 'A' || t[0] == 'B') && t[1] == ':')
        t += 2;
    snprintf(c->core, sizeof c->core, "%s", t);
    size_t n = strlen(c->core);
    while (n && (c->core[n - 1] == '+' || c->core[n - 1] == '#'))
        c->core[--n] = '\0';
    c->castle = strncmp(c->core, "O-O", 3) == 0;
    if (a->kind != ACTION_MOVE || a->from < 0)
        return;
    match_piece_at(m, a->from_board, a->from, &c->before);
    if (!match_preview(m, a, &c->after))
        c->after.letter = 0;
    MatchPiece there;
    if (a->victim)
        c->victim = (char)toupper((unsigned char)a->victim);
    else if (c->castle)
        c->victim = 0;
    else if (match_piece_at(m, a->board, a->to, &there))
        c->victim = there.colour != c->before.colour ? there.letter : 0;
    else if (c->before.letter == 'P' && geo_file(a->from) != geo_file(a->to))
        c->victim = 'P'; /* en passant */
}

static bool piece_fits(const Desc *d, const Cand *c)
{
    if (d->piece)
        return may_be(&c->before, d->piece);
    return (d->from_file >= 0 && d->from_rank >= 0) || may_be(&c->before, 'P');
}

static bool fits(const Match *m, const Desc *d, const Cand *c)
{
    const MatchAction *a = c->a;
    if (a->kind != ACTION_MOVE || (d->board >= 0 && a->board != d->board))
        return false;
    if (d->castle) {
        if (!c->castle || (d->castle == 2) != (strncmp(c->core, "O-O-O", 5) == 0))
            return false;
    } else {
        if (!piece_fits(d, c) || (d->to >= 0 && a->to != d->to) ||
            (d->from_file >= 0 && geo_file(a->from) != d->from_file) ||
            (d->from_rank >= 0 && geo_rank(a->from) != d->from_rank))
            return false;
        if ((d->victim && c->victim != d->victim) || (d->sep == 'x' && !c->victim) ||
            (d->sep == '-' && c->victim))
            return false;
    }
    if (is_potential(m)) {
        if (d->paren[0] && (d->paren[1] || toupper((unsigned char)d->paren[0]) != c->victim))
            return false;
        if (d->eq[0] && (d->eq[1] || toupper((unsigned char)d->eq[0]) != a->promo))
            return false;
        return !d->set[0] || core_has_word(c->core, d->set);
    }
    return (!d->paren[0] || result_fits(c, d->paren)) && (!d->eq[0] || result_fits(c, d->eq));
}

/* Appends ", A, B" style items: the notation of cands[idx[0..n)]. */
static void list_moves(char *out, size_t size, const Cand *cands, const int *idx, int n)
{
    size_t len = strlen(out);
    for (int i = 0; i < n && i < READ_LISTED && len < size; i++) {
        int k = snprintf(out + len, size - len, "%s%s", i ? ", " : "", cands[idx[i]].a->text);
        len += k > 0 ? (size_t)k : 0;
    }
    if (n > READ_LISTED && len < size)
        snprintf(out + len, size - len, ", ...");
}

/* How close a legal move comes to what was written: 2 for the same
 * destination, 2 for the same captured piece, then 1 for the same piece and
 * 1 for the same origin. */
static int closeness(const Desc *d, const Cand *c)
{
    if (c->a->kind != ACTION_MOVE)
        return 0;
    int s = 0, from = c->a->from;
    if (d->to >= 0 && c->a->to == d->to)
        s += 2;
    if (d->victim && c->victim == d->victim)
        s += 2;
    if (!s)
        return 0;
    bool origin = d->from_file >= 0 || d->from_rank >= 0;
    if (d->piece ? may_be(&c->before, d->piece) : !origin && may_be(&c->before, 'P'))
        s++;
    if (origin && (d->from_file < 0 || geo_file(from) == d->from_file) &&
        (d->from_rank < 0 || geo_rank(from) == d->from_rank))
        s++;
    return s;
}

/* The error for a text no legal move fits: the family's reason (or "no legal
 * move matches" for forms only this reader knows), then the closest moves. */
static int no_fit(const Desc *d, const Cand *cands, int n, const char *reason, bool closest,
                  Error *err)
{
    char what[sizeof err->what];
    snprintf(what, sizeof what, "%s",
             strcmp(reason, "not a move") == 0 ? "no legal move matches" : reason);
    int best = 2, idx[READ_LISTED + 1], k = 0;
    for (int i = 0; closest && i < n; i++) {
        int s = closeness(d, &cands[i]);
        if (s > best) {
            best = s;
            k = 0;
        }
        if (s == best && k <= READ_LISTED)
            idx[k++] = i;
    }
    if (k > 0) {
        size_t len = strlen(what);
        snprintf(what + len, sizeof what - len, "; closest: ");
        list_moves(what, sizeof what, cands, idx, k);
    }
    return error_set(err, "", "%s", what);
}

/* ProDem's empty turn, when it is the legal action; else the family's error. */
static int pass(const Match *m, const char *why, MatchAction *out, Error *err)
{
    MatchAction a[2];
    if (m->family->actions(&m->f, a, 2) == 1 && a[0].kind == ACTION_PASS) {
        *out = a[0];
        return 0;
    }
    return error_set(err, "", "%s", why);
}

/* The legal moves that fit d: their number, the first READ_LISTED + 1 of
 * them by index in idx. */
static int fitting(const Match *m, const Desc *d, const Cand *cands, int n, int *idx)
{
    int k = 0;
    for (int i = 0; i < n; i++)
        if (fits(m, d, &cands[i]) && k++ <= READ_LISTED)
            idx[k - 1] = i;
    /* Potential: without `=`, "not a pawn" is meant when it is possible */
    if (k > 1 && k <= READ_LISTED && is_potential(m) && !d->eq[0]) {
        int kept = 0;
        for (int i = 0; i < k; i++)
            if (cands[idx[i]].a->promo == 0 || cands[idx[i]].a->promo == '-')
                idx[kept++] = idx[i];
        if (kept == 1)
            k = 1;
    }
    return k;
}

int match_read_action(const Match *m, const char *text, MatchAction *out, bool closest, Error *err)
{
    Error strict;
    error_clear(&strict);
    if (m->family->read(&m->f, text, out, &strict) == 0)
        return 0;
    if (strcmp(text, "...") == 0) /* an empty turn written as in a column */
        return pass(m, strict.what, out, err);
    /* in Portal Chess "B:" is board B or a bishop that captures */
    Desc d, bishop;
    bool read = desc_parse(m, text, true, &d) == 0;
    bool other = is_portal(m) && strchr("AB", text[0]) && text[1] == ':' &&
                 desc_parse(m, text, false, &bishop) == 0;
    if (!read && !other)
        return error_set(err, "", "%s", strict.what);
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    Cand *cands = malloc(sizeof *cands * MATCH_MAX_ACTIONS);
    if (!acts || !cands) {
        free(acts);
        free(cands);
        return error_set(err, "", "out of memory");
    }
    int n = m->family->actions(&m->f, acts, MATCH_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        cand_fill(m, &acts[i], &cands[i]);
    int idx[READ_LISTED + 1], k = read ? fitting(m, &d, cands, n, idx) : 0;
    if (k == 0 && other) {
        int alt[READ_LISTED + 1], ka = fitting(m, &bishop, cands, n, alt);
        if (ka > 0 || !read) {
            d = bishop;
            k = ka;
            memcpy(idx, alt, sizeof idx);
            snprintf(strict.what, sizeof strict.what, "not a move");
        }
    }
    int rc = 0;
    if (k == 1) {
        *out = acts[idx[0]];
    } else if (k > 1 && strcmp(strict.what, "not a move") != 0) {
        rc = error_set(err, "", "%s", strict.what); /* the family's "needs a choice: ..." */
    } else if (k > 1) {
        char what[sizeof err->what] = "ambiguous: ";
        list_moves(what, sizeof what, cands, idx, k);
        rc = error_set(err, "", "%s", what);
    } else {
        rc = no_fit(&d, cands, n, strict.what, closest, err);
    }
    free(acts);
    free(cands);
    return rc;
}
