/* notation.c - writing moves in each variant's notation and in long algebraic, and reading them. */
#include "notation.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "atomic.h"
#include "attack.h"
#include "marks.h"
#include "movegen.h"

/* A bounded text under construction; `full` records an overflow. */
typedef struct Text {
    char s[NOTATION_MAX];
    size_t n;
    bool full;
} Text;

static void put_str(Text *t, const char *s)
{
    size_t len = strlen(s);
    if (t->full || t->n + len >= sizeof t->s) {
        t->full = true;
        return;
    }
    memcpy(t->s + t->n, s, len + 1);
    t->n += len;
}

static void put_ch(Text *t, char c)
{
    char s[2] = {c, '\0'};
    put_str(t, s);
}

static void put_square(Text *t, int sq)
{
    char s[4];
    geo_square_name(sq, s);
    put_str(t, s);
}

static int text_out(const Text *t, char *buf, size_t size)
{
    if (t->full || !buf || t->n + 1 > size)
        return -1;
    memcpy(buf, t->s, t->n + 1);
    return (int)t->n;
}

static bool is_polypiece(const Variant *v)
{
    return v->def.mutation.kind == MUT_TYPE_CYCLE;
}

static const char *power_of(const Variant *v, const Position *p, int colour, int type)
{
    return v->text[type][colour][p->phase[colour][type]];
}

static bool is_atomic(const Variant *v)
{
    return is_polypiece(v) && v->def.mutation.atomic;
}

/* Whether a (type, colour)'s power can change: then `=` names the new one. */
static bool power_varies(const Variant *v, int type, int colour)
{
    if (!is_atomic(v))
        return v->def.types[type].npowers[colour] > 1;
    for (int a = 0; a < v->def.mutation.natoms; a++)
        if (v->atom_stride[type][colour][a])
            return true;
    return false;
}

/* Atomic Polypiece: the letter naming the atom list a move advances (its
 * aux), '-' for none. */
static char aux_letter(const Variant *v, int aux)
{
    return aux ? v->def.mutation.atoms[aux - 1].letter : '-';
}

/* The aux that choice letter c names: an atom with a list that changes, or
 * '-' or any other atom letter for none; -1 if c is no atom letter. */
static int aux_of_letter(const Variant *v, char c)
{
    if (c == '-')
        return 0;
    if (!strchr(ATOMIC_ATOM_LETTERS, c))
        return -1;
    for (int a = 0; a < v->def.mutation.natoms; a++)
        if (v->def.mutation.atoms[a].letter == c && variant_atom_cycles(v, a))
            return a + 1;
    return 0;
}

/* Whether another legal move differs from m only by the atom it advances. */
static bool aux_matters(const MoveList *legal, Move m)
{
    for (int i = 0; i < legal->count; i++) {
        Move o = legal->moves[i];
        if (o != m && move_with_aux(o, 0) == move_with_aux(m, 0))
            return true;
    }
    return false;
}

static char letter_of(const Variant *v, int type)
{
    return v->def.types[type].letter;
}

/* True when power is written exactly as the type's letter (`Q` for Q). */
static bool power_is_letter(const Variant *v, int type, const char *power)
{
    return power[0] == letter_of(v, type) && power[1] == '\0';
}

/* What a move does, found by making it on a copy. */
typedef struct Facts {
    Move m;
    int from, to, kind, us;
    int mover; /* type of the moving piece; -1 for a pass */
    bool capture;
    int promo;          /* promotion type, -1 */
    int result;         /* the moved piece's type afterwards; castling: the rook's */
    int rook;           /* castling: the rook's type before */
    const char *before; /* Polypiece: the mover's power now */
    const char *after;  /* Polypiece: the moved piece's (castling: king's) power afterwards */
    Position next;
} Facts;

static void facts_of(const Variant *v, const Position *p, Move m, Facts *f)
{
    f->m = m;
    f->from = move_from(m);
    f->to = move_to(m);
    f->kind = move_kind(m);
    f->us = p->stm;
    f->next = *p;
    position_make(v, &f->next, m);
    f->mover = f->result = f->rook = f->promo = -1;
    f->capture = false;
    f->before = f->after = "";
    if (f->kind == MOVE_PASS)
        return;
    f->mover = piece_type(p->board[f->from]);
    f->capture = f->kind == MOVE_EP || (f->kind != MOVE_CASTLE && p->board[f->to] != PIECE_NONE);
    f->promo = f->kind == MOVE_PROMO ? move_new(m) : -1;
    f->before = power_of(v, p, f->us, f->mover);
    if (f->kind == MOVE_CASTLE) {
        int rf, rt;
        position_castle_rook(v, m, &rf, &rt);
        f->rook = piece_type(p->board[rf]);
        f->result = piece_type(f->next.board[rt]);
        f->after = power_of(v, &f->next, f->us, f->mover);
    } else {
        f->result = piece_type(f->next.board[f->to]);
        f->after = power_of(v, &f->next, f->us, f->result);
    }
}

static bool list_has(const MoveList *list, Move m)
{
    for (int i = 0; i < list->count; i++)
        if (list->moves[i] == m)
            return true;
    return false;
}

/* SAN without what follows the destination: piece, disambiguation, capture, square. */
static void san_core(const Variant *v, const Position *p, const MoveList *legal, const Facts *f,
                     Text *t)
{
    if (f->kind == MOVE_PASS) {
        put_str(t, "--");
        return;
    }
    if (f->kind == MOVE_CASTLE) {
        put_str(t, move_rook(f->m) > f->from ? "O-O" : "O-O-O");
        return;
    }
    bool others = false, same_file = false, same_rank = false;
    for (int i = 0; i < legal->count; i++) {
        Move o = legal->moves[i];
        int of = move_from(o);
        if (move_kind(o) == MOVE_PASS || move_kind(o) == MOVE_CASTLE || move_to(o) != f->to ||
            of == f->from || piece_type(p->board[of]) != f->mover)
            continue;
        others = true;
        same_file |= geo_file(of) == geo_file(f->from);
        same_rank |= geo_rank(of) == geo_rank(f->from);
    }
    bool file, rank;
    if (f->mover == v->pawn_type) {
        file = f->capture || others;
        rank = others && same_file;
    } else {
        put_ch(t, letter_of(v, f->mover));
        file = others && (!same_file || same_rank);
        rank = others && same_file;
    }
    char from[4];
    geo_square_name(f->from, from);
    if (file)
        put_ch(t, from[0]);
    if (rank)
        put_ch(t, from[1]);
    if (f->capture)
        put_ch(t, v->def.mutation.kind == MUT_NONE ? 'x' : ':');
    put_square(t, f->to);
}

static void san_tail(const Variant *v, const Facts *f, Text *t)
{
    int changed_from = f->kind == MOVE_CASTLE ? f->rook : f->mover;
    if (f->promo >= 0) {
        put_ch(t, '=');
        put_ch(t, letter_of(v, f->promo));
    } else if (f->kind != MOVE_PASS && f->result != changed_from) {
        put_ch(t, '(');
        put_ch(t, letter_of(v, f->result));
        put_ch(t, ')');
    }
}

/* Polypiece long algebraic without the suffix. */
static void poly_core(const Variant *v, const Facts *f, Text *t)
{
    if (f->kind == MOVE_PASS) {
        put_str(t, "--");
        return;
    }
    if (f->kind == MOVE_CASTLE) {
        put_str(t, move_rook(f->m) > f->from ? "O-O" : "O-O-O");
        return;
    }
    if (f->mover != v->pawn_type)
        put_str(t, f->before);
    put_square(t, f->from);
    put_ch(t, f->capture ? 'x' : '-');
    put_square(t, f->to);
}

static void poly_tail(const Variant *v, const Facts *f, Text *t)
{
    if (f->kind == MOVE_PASS || f->kind == MOVE_CASTLE)
        return;
    if (f->promo >= 0) {
        put_ch(t, '=');
        put_ch(t, letter_of(v, f->promo));
        if (!power_is_letter(v, f->promo, f->after)) {
            put_ch(t, '(');
            put_str(t, f->after);
            put_ch(t, ')');
        }
    } else if (power_varies(v, f->mover, f->us)) {
        put_ch(t, '=');
        put_str(t, f->after);
    }
}

/* Atomic Polypiece: `~X` names the atom list that advances (`~-` none) when
 * the same move could advance another. */
static void choice_tail(const Variant *v, const MoveList *legal, Move m, Text *t)
{
    if (is_atomic(v) && aux_matters(legal, m)) {
        put_ch(t, '~');
        put_ch(t, aux_letter(v, move_aux(m)));
    }
}

static void write_core(const Variant *v, const Position *p, const MoveList *legal, const Facts *f,
                       Text *t)
{
    if (is_polypiece(v))
        poly_core(v, f, t);
    else
        san_core(v, p, legal, f, t);
}

int notation_write(const Variant *v, const Position *p, Move m, char *buf, size_t size)
{
    return notation_write_legal(v, p, NULL, m, buf, size);
}

int notation_write_legal(const Variant *v, const Position *p, const MoveList *legal, Move m,
                         char *buf, size_t size)
{
    MoveList made;
    if (!legal) {
        movegen_legal(v, p, &made);
        legal = &made;
    }
    if (!list_has(legal, m))
        return -1;
    Facts f;
    facts_of(v, p, m, &f);
    Text t = {.n = 0};
    write_core(v, p, legal, &f, &t);
    if (is_polypiece(v))
        poly_tail(v, &f, &t);
    else
        san_tail(v, &f, &t);
    choice_tail(v, legal, m, &t);
    if (v->def.rules.check && position_in_check(v, &f.next, !f.us)) {
        MoveList replies;
        put_ch(&t, movegen_legal(v, &f.next, &replies) == 0 ? '#' : '+');
    }
    return text_out(&t, buf, size);
}

/* Where LAN puts a castling king: on its destination, unless it stays there or a king's
 * move goes there too (Chess960: Kg1 and O-O from f1); then on its rook (`f1h1`). */
static int lan_castle_to(const MoveList *legal, Move m)
{
    int from = move_from(m), to = move_to(m);
    bool twin = from == to;
    for (int i = 0; i < legal->count; i++)
        twin |= legal->moves[i] != m && move_from(legal->moves[i]) == from &&
                move_to(legal->moves[i]) == to;
    return twin ? move_rook(m) : to;
}

int notation_write_lan(const Variant *v, const Position *p, Move m, char *buf, size_t size)
{
    MoveList legal;
    movegen_legal(v, p, &legal);
    if (!list_has(&legal, m))
        return -1;
    Text t = {.n = 0};
    int kind = move_kind(m);
    if (kind == MOVE_PASS) {
        put_str(&t, "--");
        return text_out(&t, buf, size);
    }
    put_square(&t, move_from(m));
    if (kind == MOVE_CASTLE) {
        put_square(&t, lan_castle_to(&legal, m));
        return text_out(&t, buf, size);
    }
    /* A pawn whose power moves diagonally may step onto the en-passant
     * square or capture there: the capture is then marked. */
    bool twin = false;
    for (int i = 0; i < legal.count; i++)
        twin |= move_from(legal.moves[i]) == move_from(m) &&
                move_to(legal.moves[i]) == move_to(m) &&
                (move_kind(legal.moves[i]) == MOVE_EP) != (kind == MOVE_EP);
    if (twin && kind == MOVE_EP)
        put_ch(&t, 'x');
    put_square(&t, move_to(m));
    if (kind == MOVE_PROMO) {
        put_ch(&t, (char)tolower((unsigned char)letter_of(v, move_new(m))));
    } else if (is_atomic(v)) {
        /* the result's type never depends on the atom */
    } else {
        int same = 0;
        for (int i = 0; i < legal.count; i++)
            if (move_from(legal.moves[i]) == move_from(m) &&
                move_to(legal.moves[i]) == move_to(m) && move_kind(legal.moves[i]) != MOVE_CASTLE)
                same++;
        if (same > 1) {
            Facts f;
            facts_of(v, p, m, &f);
            put_ch(&t, '(');
            put_ch(&t, (char)tolower((unsigned char)letter_of(v, f.result)));
            put_ch(&t, ')');
        }
    }
    choice_tail(v, &legal, m, &t);
    return text_out(&t, buf, size);
}

/* ---- reading ------------------------------------------------------------ */

/* Legal moves with one from and to square: promotions or mutation choices,
 * times the atom lists that may advance. */
#define NOTATION_MAX_CAND 48

typedef enum Form { FORM_MOVE, FORM_SHORT, FORM_LONG, FORM_PASS } Form;

/* The parts of a move text. */
typedef struct Spec {
    Form form;
    char prefix[BETZA_MAX_TEXT + 1]; /* piece letter or Polypiece power; "" if none */
    int from_file, from_rank, to;    /* -1 when not given */
    char promo;                      /* promotion letter (`e8Q`, `e7e8q`, `e8=Q`), 0 */
    bool has_eq, has_paren;          /* Polypiece `=...` and `(...)` suffixes */
    char choice;                     /* atomic Polypiece `~X`: X, or 0 */
    char sep;                        /* '-', 'x' or ':' between the squares, or 0 */
    char eq[BETZA_MAX_TEXT + 1];
    char paren[BETZA_MAX_TEXT + 1];
} Spec;

static bool one_of(char c, const char *set)
{
    return c != '\0' && strchr(set, c) != NULL;
}

static bool is_word(const char *s, size_t n)
{
    if (n == 0 || n > BETZA_MAX_TEXT)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]))
            return false;
    return true;
}

/* "O-O" (o or 0 for the letters) has 2 parts, "O-O-O" 3; 0 if neither. */
static int castle_parts(const char *s)
{
    int parts = 0;
    for (;;) {
        if (!one_of(*s, "Oo0"))
            return 0;
        parts++;
        s++;
        if (*s == '\0')
            break;
        if (*s != '-')
            return 0;
        s++;
    }
    return parts == 2 || parts == 3 ? parts : 0;
}

/* Splits text into a Spec; -1 if it is no move notation. */
static int parse_spec(const Variant *v, const char *text, Spec *s)
{
    memset(s, 0, sizeof *s);
    s->from_file = s->from_rank = s->to = -1;
    char b[2 * NOTATION_MAX];
    int bare = marks_bare(text, b, sizeof b);
    if (bare <= 0)
        return -1;
    size_t n = (size_t)bare;
    if (strcmp(b, "--") == 0) {
        s->form = FORM_PASS;
        return 0;
    }
    if (n >= 3 && b[n - 2] == '~') {
        if (!is_atomic(v))
            return -1;
        s->choice = b[n - 1];
        n -= 2;
        b[n] = '\0';
    }
    if (b[n - 1] == ')') {
        char *open = strrchr(b, '(');
        if (!open)
            return -1;
        size_t len = (size_t)(b + n - 1 - (open + 1));
        if (!is_word(open + 1, len))
            return -1;
        memcpy(s->paren, open + 1, len);
        s->has_paren = true;
        *open = '\0';
        n = (size_t)(open - b);
    }
    char *eq = strrchr(b, '=');
    if (eq) {
        size_t len = n - (size_t)(eq + 1 - b);
        if (!is_word(eq + 1, len))
            return -1;
        memcpy(s->eq, eq + 1, len);
        s->has_eq = true;
        *eq = '\0';
        n = (size_t)(eq - b);
    }
    bool poly = is_polypiece(v);
    if (!poly) {
        /* outside Polypiece `=X` is a promotion and `(X)` a type letter */
        if ((s->has_eq && s->eq[1]) || (s->has_paren && s->paren[1]))
            return -1;
        if (s->has_eq) {
            s->promo = s->eq[0];
            s->has_eq = false;
        }
    }
    int parts = castle_parts(b);
    if (parts) {
        s->form = parts == 2 ? FORM_SHORT : FORM_LONG;
        return 0;
    }
    int sq;
    if (!s->has_eq && !s->promo && n >= 3 && isalpha((unsigned char)b[n - 1]) &&
        geo_parse_square(&v->geo, b + n - 3, &sq) == 2) {
        s->promo = b[--n];
        b[n] = '\0';
    }
    if (s->promo && !isalpha((unsigned char)s->promo))
        return -1;
    if (n < 2 || geo_parse_square(&v->geo, b + n - 2, &s->to) != 2)
        return -1;
    n -= 2;
    char sep = 0;
    if (n && one_of(b[n - 1], "-x:"))
        sep = b[--n];
    if (n && b[n - 1] >= '1' && b[n - 1] < '1' + v->geo.ranks)
        s->from_rank = b[--n] - '1';
    if (n && b[n - 1] >= 'a' && b[n - 1] < 'a' + v->geo.files)
        s->from_file = b[--n] - 'a';
    if (sep == '-' && (s->from_file < 0 || s->from_rank < 0))
        return -1;
    s->sep = sep;
    if (n == 0)
        return 0;
    if (!is_word(b, n) || (!poly && (n != 1 || !isupper((unsigned char)b[0]))))
        return -1;
    memcpy(s->prefix, b, n);
    return 0;
}

static bool full_from(const Spec *s)
{
    return s->from_file >= 0 && s->from_rank >= 0;
}

static bool prefix_matches(const Variant *v, const Position *p, const Spec *s, int type)
{
    if (!s->prefix[1] && s->prefix[0] == letter_of(v, type))
        return true;
    return is_polypiece(v) && strcmp(s->prefix, power_of(v, p, p->stm, type)) == 0;
}

/* Whether m fits the text's piece, squares and castling side (not its suffixes). */
static bool base_match(const Variant *v, const Position *p, const Spec *s, Move m)
{
    int kind = move_kind(m), from = move_from(m);
    switch (s->form) {
    case FORM_PASS:
        return kind == MOVE_PASS;
    case FORM_SHORT:
        return kind == MOVE_CASTLE && move_rook(m) > from;
    case FORM_LONG:
        return kind == MOVE_CASTLE && move_rook(m) < from;
    case FORM_MOVE:
        break;
    }
    /* castling as the king's move, or (full squares) the king taking its rook */
    bool to_rook = kind == MOVE_CASTLE && full_from(s) && move_rook(m) == s->to;
    if (kind == MOVE_PASS || (move_to(m) != s->to && !to_rook))
        return false;
    if ((s->from_file >= 0 && geo_file(from) != s->from_file) ||
        (s->from_rank >= 0 && geo_rank(from) != s->from_rank))
        return false;
    int type = piece_type(p->board[from]);
    if (s->prefix[0])
        return prefix_matches(v, p, s, type);
    return full_from(s) || type == v->pawn_type;
}

/* Why no legal move fits the text. */
static int explain_no_match(const Variant *v, const Position *p, const Spec *s,
                            const MoveList *legal, Error *err)
{
    if (legal->count == 1 && move_kind(legal->moves[0]) == MOVE_PASS)
        return error_set(err, "", "the only move is --");
    if (s->form != FORM_MOVE)
        return error_set(err, "", "illegal move");
    if (full_from(s)) {
        int from = geo_square(s->from_file, s->from_rank);
        char name[4];
        geo_square_name(from, name);
        int code = p->board[from];
        if (code == PIECE_NONE)
            return error_set(err, "", "no piece on %s", name);
        if (piece_colour(code) != p->stm)
            return error_set(err, "", "the piece on %s is %s's", name,
                             piece_colour(code) == WHITE ? "White" : "Black");
        int type = piece_type(code);
        const char *power = power_of(v, p, p->stm, type);
        /* in Polypiece the power explains more than the letter, which may fit */
        if (s->prefix[0] && is_polypiece(v) && strcmp(s->prefix, power) != 0)
            return error_set(err, "", "the piece on %s moves as %s, not %s", name, power,
                             s->prefix);
        if (s->prefix[0] && !prefix_matches(v, p, s, type))
            return error_set(err, "", "the piece on %s is %c, not %s", name, letter_of(v, type),
                             s->prefix);
    } else if (s->prefix[0]) {
        bool known = false;
        for (int t = 0; t < v->def.ntypes; t++)
            known |= prefix_matches(v, p, s, t);
        if (!known)
            return error_set(err, "", "unknown piece '%s'", s->prefix);
    }
    MoveList pseudo;
    movegen_pseudo(v, p, &pseudo);
    for (int i = 0; i < pseudo.count; i++)
        if (base_match(v, p, s, pseudo.moves[i]))
            return error_set(err, "", "illegal move: the king would be in check");
    return error_set(err, "", full_from(s) ? "illegal move" : "no legal move matches");
}

/* Joins items[0..n) as "A", "A or B", "A, B or C" into out. */
static void join_or(char items[][BETZA_MAX_TEXT + 4], int n, Text *out)
{
    for (int i = 0; i < n; i++) {
        if (i > 0)
            put_str(out, i == n - 1 ? " or " : ", ");
        put_str(out, items[i]);
    }
}

/* Adds item to the first n of items unless it is there; returns the new n. */
static int add_unique(char items[][BETZA_MAX_TEXT + 4], int n, const char *item)
{
    for (int i = 0; i < n; i++)
        if (strcmp(items[i], item) == 0)
            return n;
    snprintf(items[n], sizeof items[n], "%s", item);
    return n + 1;
}

/* The text that names what a candidate becomes, for messages: a type letter,
 * or a Polypiece promotion's power. */
static void becomes_text(const Variant *v, const Facts *f, bool power, char *buf, size_t size)
{
    if (power)
        snprintf(buf, size, "%s", f->after);
    else
        snprintf(buf, size, "%c", letter_of(v, f->result));
}

static bool promo_matches(const Variant *v, const Facts *f, const char *given)
{
    if (!given[1] && toupper((unsigned char)given[0]) == letter_of(v, f->promo))
        return true;
    return is_polypiece(v) && strcmp(given, f->after) == 0;
}

/* `power`: a Polypiece promotion, where (X) may be the new power; `strict`:
 * the type is named already (`=Q(WAND)`), so (X) is the power only. */
static bool paren_matches(const Variant *v, const Facts *f, const char *given, bool power,
                          bool strict)
{
    if (!strict && !given[1] && toupper((unsigned char)given[0]) == letter_of(v, f->result))
        return true;
    return power && strcmp(given, f->after) == 0;
}

/* Narrows candidates c[0..*n) (one from and to square) by the suffixes. */
static int choose(const Variant *v, const Spec *s, Facts *c, int *n, Error *err)
{
    bool promo = c[0].promo >= 0, poly = is_polypiece(v);
    const char *who = c[0].kind == MOVE_CASTLE ? "rook" : "piece";
    char given[BETZA_MAX_TEXT + 1] = "";
    if (s->promo)
        given[0] = s->promo;
    else if (s->has_eq && promo)
        snprintf(given, sizeof given, "%s", s->eq);
    if (given[0]) {
        if (!promo)
            return error_set(err, "", "not a promotion");
        int k = 0;
        for (int i = 0; i < *n; i++)
            if (promo_matches(v, &c[i], given))
                c[k++] = c[i];
        if (k == 0) {
            if (!given[1])
                given[0] = (char)toupper((unsigned char)given[0]);
            return error_set(err, "", "cannot promote to %s", given);
        }
        *n = k;
    }
    char items[NOTATION_MAX_CAND][BETZA_MAX_TEXT + 4];
    if (poly && s->has_eq && !promo) {
        int k = 0, ni = 0;
        for (int i = 0; i < *n; i++) {
            ni = add_unique(items, ni, c[i].after);
            if (strcmp(s->eq, c[i].after) == 0)
                c[k++] = c[i];
        }
        if (k == 0) {
            /* `e2-e4=Q`: a pawn's =X that is not its power reads as a promotion */
            if (c[0].mover == v->pawn_type && !is_atomic(v))
                return error_set(err, "", "not a promotion");
            Text list = {.n = 0};
            join_or(items, ni, &list);
            return error_set(err, "", "the %s becomes %s, not =%s",
                             c[0].kind == MOVE_CASTLE ? "king" : "piece", list.s, s->eq);
        }
        *n = k;
    }
    if (s->choice) {
        int aux = aux_of_letter(v, s->choice);
        int k = 0;
        for (int i = 0; i < *n; i++)
            if (move_aux(c[i].m) == aux)
                c[k++] = c[i];
        if (aux < 0 || k == 0)
            return error_set(err, "", "the move cannot advance ~%c", s->choice);
        *n = k;
    }
    if (s->has_paren) {
        bool power = poly && promo;
        int k = 0, ni = 0;
        for (int i = 0; i < *n; i++) {
            char it[BETZA_MAX_TEXT + 4];
            becomes_text(v, &c[i], power && given[0], it, sizeof it);
            ni = add_unique(items, ni, it);
            if (paren_matches(v, &c[i], s->paren, power, power && given[0]))
                c[k++] = c[i];
        }
        if (k == 0) {
            Text list = {.n = 0};
            join_or(items, ni, &list);
            return error_set(err, "", "the %s becomes %s, not (%s)", who, list.s, s->paren);
        }
        *n = k;
    }
    if (*n > 1) {
        int ni = 0;
        bool by_aux = true; /* the candidates differ only by the atom that advances */
        for (int i = 1; i < *n; i++)
            by_aux &= move_with_aux(c[i].m, 0) == move_with_aux(c[0].m, 0);
        for (int i = 0; i < *n; i++) {
            char it[BETZA_MAX_TEXT + 4];
            if (by_aux)
                snprintf(it, sizeof it, "~%c", aux_letter(v, move_aux(c[i].m)));
            else if (promo)
                snprintf(it, sizeof it, "=%c", letter_of(v, c[i].promo));
            else
                snprintf(it, sizeof it, "(%c)", letter_of(v, c[i].result));
            ni = add_unique(items, ni, it);
        }
        Text list = {.n = 0};
        join_or(items, ni, &list);
        return error_set(err, "", "needs a choice: %s", list.s);
    }
    return 0;
}

/* A pawn whose power moves diagonally may both step onto the en-passant
 * square and capture there: a capture mark picks the capture, none (or '-')
 * the step, as notation_write_lan writes them. */
static void keep_ep_twin(const Spec *s, MoveList *cand)
{
    int ep = 0;
    for (int i = 0; i < cand->count; i++)
        ep += move_kind(cand->moves[i]) == MOVE_EP;
    if (ep == 0 || ep == cand->count)
        return;
    bool want_ep = s->sep == 'x' || s->sep == ':';
    int k = 0;
    for (int i = 0; i < cand->count; i++)
        if ((move_kind(cand->moves[i]) == MOVE_EP) == want_ep)
            cand->moves[k++] = cand->moves[i];
    cand->count = k;
}

/* A king's move and a castling that take the king to the same square (Chess960: Kg1
 * and O-O from f1): the squares name the king's move, as notation_write_lan writes
 * them (the castling is O-O, or the king taking its rook). */
static void drop_castle_twin(MoveList *cand)
{
    int castles = 0;
    for (int i = 0; i < cand->count; i++)
        castles += move_kind(cand->moves[i]) == MOVE_CASTLE;
    if (castles == 0 || castles == cand->count)
        return;
    int k = 0;
    for (int i = 0; i < cand->count; i++)
        if (move_kind(cand->moves[i]) != MOVE_CASTLE)
            cand->moves[k++] = cand->moves[i];
    cand->count = k;
}

int notation_read(const Variant *v, const Position *p, const char *text, Move *out, Error *err)
{
    return notation_read_legal(v, p, NULL, text, out, err);
}

int notation_read_legal(const Variant *v, const Position *p, const MoveList *legal,
                        const char *text, Move *out, Error *err)
{
    Spec s;
    if (!text || parse_spec(v, text, &s) != 0)
        return error_set(err, "", "not a move");
    if (!is_polypiece(v) && s.prefix[0] && variant_type_of(v, s.prefix[0]) < 0)
        return error_set(err, "", "unknown piece '%s'", s.prefix);
    MoveList made;
    if (!legal) {
        movegen_legal(v, p, &made);
        legal = &made;
    }
    if (legal->count == 0)
        return error_set(err, "", "no legal moves: the game is over");
    MoveList cand;
    cand.count = 0; /* not the whole 4 KB list cleared each move */
    for (int i = 0; i < legal->count; i++)
        if (base_match(v, p, &s, legal->moves[i]))
            cand.moves[cand.count++] = legal->moves[i];
    if (cand.count == 0)
        return explain_no_match(v, p, &s, legal, err);
    keep_ep_twin(&s, &cand);
    drop_castle_twin(&cand);

    int from = move_from(cand.moves[0]);
    bool ambiguous = false;
    for (int i = 1; i < cand.count; i++)
        ambiguous |= move_from(cand.moves[i]) != from;
    if (ambiguous) {
        Text list = {.n = 0};
        Bitboard listed = 0;
        for (int i = 0; i < cand.count; i++) {
            int f = move_from(cand.moves[i]);
            if (listed & geo_bit(f))
                continue;
            listed |= geo_bit(f);
            Facts fa;
            facts_of(v, p, cand.moves[i], &fa);
            if (list.n)
                put_str(&list, ", ");
            write_core(v, p, legal, &fa, &list);
        }
        return error_set(err, "", "ambiguous: %s", list.s);
    }

    /* one from and to square: what is left differs by promotion or mutation choice */
    Facts c[NOTATION_MAX_CAND];
    int n = cand.count < NOTATION_MAX_CAND ? cand.count : NOTATION_MAX_CAND;
    for (int i = 0; i < n; i++)
        facts_of(v, p, cand.moves[i], &c[i]);
    if (choose(v, &s, c, &n, err) != 0)
        return -1;
    *out = c[0].m;
    return 0;
}
