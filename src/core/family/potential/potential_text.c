/* potential_text.c - Potential Chess sets, moves and FEN as text. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "bits.h"
#include "fen.h"
#include "potential.h"

static const char LETTERS[] = "KQRBNP";

static char letter(int t, int colour)
{
    return colour == BLACK ? (char)tolower((unsigned char)LETTERS[t]) : LETTERS[t];
}

static int type_of_char(char c)
{
    const char *s = c ? strchr(LETTERS, toupper((unsigned char)c)) : NULL;
    return s ? (int)(s - LETTERS) : -1;
}

void potential_set_text(unsigned set, int colour, char *buf)
{
    int n = bits_count(set & POT_ALL), k = 0;
    if (n == POT_NTYPES) {
        buf[k++] = colour == BLACK ? 'x' : 'X';
    } else if (n <= POT_NTYPES - n + 1) {
        for (int t = 0; t < POT_NTYPES; t++)
            if (set & (1u << t))
                buf[k++] = letter(t, colour);
    } else {
        buf[k++] = '!';
        for (int t = 0; t < POT_NTYPES; t++)
            if (!(set & (1u << t)))
                buf[k++] = letter(t, colour);
    }
    buf[k] = '\0';
}

int potential_set_read(const char *text, unsigned *set)
{
    if (text[0] == 'X' || text[0] == 'x') {
        *set = POT_ALL;
        return 1;
    }
    int k = text[0] == '!' ? 1 : 0;
    unsigned s = 0;
    int t;
    while ((t = type_of_char(text[k])) >= 0) {
        if (s & (1u << t))
            return 0;
        s |= 1u << t;
        k++;
    }
    if (!s)
        return 0;
    *set = text[0] == '!' ? POT_ALL & ~s : s;
    return *set ? k : 0;
}

/* Appends text at buf[n] (within size), returns the new length. */
static int put(char *buf, int n, int size, const char *text)
{
    while (*text && n < size - 1)
        buf[n++] = *text++;
    return n;
}

int potential_move_write_set(const PotPos *p, PotMove m, unsigned set, char *buf, size_t size)
{
    int from = pot_move_from(m), to = pot_move_to(m), kind = pot_move_kind(m);
    int us = p->stm;
    char t[POT_TEXT_MAX];
    int n = 0, cap = (int)sizeof t;
    if (kind == POT_MOVE_CASTLE) {
        n = put(t, n, cap, to > from ? "O-O" : "O-O-O");
    } else {
        int vid = kind == POT_MOVE_EP ? p->board[p->ep_victim] : p->board[to];
        char sq[] = {(char)('a' + geo_file(from)), (char)('1' + geo_rank(from)),
                     vid == POT_NONE ? '-' : ':',  (char)('a' + geo_file(to)),
                     (char)('1' + geo_rank(to)),   '\0'};
        n = put(t, n, cap, sq);
        if (pot_move_promo(m) >= 0) {
            char promo[] = {'=', letter(pot_move_promo(m), us), '\0'};
            n = put(t, n, cap, promo);
        } else {
            char text[9];
            text[0] = '>';
            potential_set_text(set, us, text + 1);
            n = put(t, n, cap, text);
        }
        if (vid != POT_NONE) {
            char victim[] = {'(', letter(pot_move_victim(m), us), ')', '\0'};
            n = put(t, n, cap, victim);
        }
    }
    t[n] = '\0';
    if ((size_t)n + 1 > size)
        return -1;
    memcpy(buf, t, (size_t)n + 1);
    return n;
}

int potential_move_write(const Variant *v, const PotPos *p, PotMove m, char *buf, size_t size)
{
    PotPos q;
    if (potential_apply(v, p, m, &q) != 0)
        return -1;
    return potential_move_write_set(p, m, q.cur[q.board[pot_move_to(m)]], buf, size);
}

/* What a move's text asks for. */
typedef struct MoveSpec {
    int from, to;
    int castle; /* 0 none, 1 king side, 2 queen side */
    char sep;   /* '-', ':' or 0 when not given */
    int promo;  /* -1 none */
    bool has_set;
    unsigned set;
    int victim; /* -1 not given */
} MoveSpec;

static int parse_spec(const Variant *v, const char *text, MoveSpec *s)
{
    memset(s, 0, sizeof *s);
    s->from = s->to = -1;
    s->promo = s->victim = -1;
    char buf[POT_TEXT_MAX];
    size_t len = strlen(text);
    if (len >= sizeof buf)
        return -1;
    memcpy(buf, text, len + 1);
    if (len > 4 && strcmp(buf + len - 4, "e.p.") == 0)
        buf[len -= 4] = '\0';
    while (len > 0 && strchr("+#!? ", buf[len - 1]))
        buf[--len] = '\0';
    if (strcmp(buf, "O-O") == 0 || strcmp(buf, "0-0") == 0) {
        s->castle = 1;
        return 0;
    }
    if (strcmp(buf, "O-O-O") == 0 || strcmp(buf, "0-0-0") == 0) {
        s->castle = 2;
        return 0;
    }
    const char *c = buf;
    int k = geo_parse_square(&v->geo, c, &s->from);
    if (!k)
        return -1;
    c += k;
    if (*c == '-' || *c == ':' || *c == 'x') {
        s->sep = *c == '-' ? '-' : ':';
        c++;
    }
    if (!(k = geo_parse_square(&v->geo, c, &s->to)))
        return -1;
    c += k;
    if (*c == '=') {
        if ((s->promo = type_of_char(c[1])) < 0)
            return -1;
        c += 2;
    }
    if (*c == '>') {
        if (!(k = potential_set_read(c + 1, &s->set)))
            return -1;
        s->has_set = true;
        c += 1 + k;
    }
    if (*c == '(') {
        if ((s->victim = type_of_char(c[1])) < 0 || c[2] != ')')
            return -1;
        c += 3;
    }
    return *c ? -1 : 0;
}

static bool is_capture(PotMove m)
{
    return pot_move_victim(m) >= 0;
}

int potential_move_read(const Variant *v, const PotPos *p, const char *text, PotMove *out,
                        Error *err)
{
    MoveSpec s;
    if (parse_spec(v, text, &s) != 0)
        return error_set(err, "", "not a move");
    PotMoveList list;
    if (potential_legal(v, p, &list) == 0)
        return error_set(err, "", "no legal moves: the game is over");
    int us = p->stm;
    if (s.castle) {
        s.from = geo_square(4, us == WHITE ? 0 : 7);
        s.to = s.from + (s.castle == 1 ? 2 : -2);
    } else {
        int id = p->board[s.from];
        char name[4];
        geo_square_name(s.from, name);
        if (id == POT_NONE)
            return error_set(err, "", "no piece on %s", name);
        if (pot_colour(id) != us)
            return error_set(err, "", "the piece on %s is %s's", name,
                             us == WHITE ? "Black" : "White");
    }
    PotMove cand[POT_NTYPES * POT_NTYPES];
    int n = 0;
    bool any_square = false;
    for (int i = 0; i < list.count; i++) {
        PotMove m = list.moves[i];
        if (pot_move_from(m) != s.from || pot_move_to(m) != s.to)
            continue;
        any_square = true;
        if ((s.castle != 0) != (pot_move_kind(m) == POT_MOVE_CASTLE))
            continue;
        if ((s.sep == '-' && is_capture(m)) || (s.sep == ':' && !is_capture(m)))
            continue;
        if (s.victim >= 0 && pot_move_victim(m) != s.victim)
            continue;
        if (s.promo >= 0 && pot_move_promo(m) != s.promo)
            continue;
        if (n < (int)(sizeof cand / sizeof cand[0]))
            cand[n++] = m;
    }
    if (n == 0)
        return error_set(err, "", any_square ? "no legal move matches" : "illegal move");
    /* without `=`, "not a pawn" is meant when it is possible */
    if (s.promo < 0 && n > 1) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (pot_move_promo(cand[i]) < 0)
                cand[k++] = cand[i];
        if (k > 0)
            n = k;
    }
    if (n > 1) {
        char msg[128];
        int len = snprintf(msg, sizeof msg, "needs a choice:");
        for (int i = 0; i < n && len < (int)sizeof msg - 8; i++) {
            int pr = pot_move_promo(cand[i]), vt = pot_move_victim(cand[i]);
            len += snprintf(msg + len, sizeof msg - (size_t)len, "%s", i ? "," : "");
            if (pr >= 0)
                len += snprintf(msg + len, sizeof msg - (size_t)len, " =%c", letter(pr, us));
            if (vt >= 0)
                len += snprintf(msg + len, sizeof msg - (size_t)len, " (%c)", letter(vt, us));
        }
        return error_set(err, "", "%s", msg);
    }
    if (s.has_set && s.promo < 0) {
        PotPos q;
        potential_apply(v, p, cand[0], &q);
        unsigned got = q.cur[q.board[s.to]];
        if (got != s.set) {
            char a[8], b[8];
            potential_set_text(got, us, a);
            potential_set_text(s.set, us, b);
            return error_set(err, "", "the piece becomes %s, not >%s", a, b);
        }
    }
    *out = cand[0];
    return 0;
}

/* ---- FEN ---- */

static bool home_ranks(int colour, int sq)
{
    int rel = colour == WHITE ? geo_rank(sq) : 7 - geo_rank(sq);
    return rel <= 1;
}

int potential_fen_write(const PotPos *p, char *buf, size_t size)
{
    char t[POT_FEN_MAX];
    size_t n = 0;
    for (int r = 7; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            int s = geo_square(f, r), id = p->board[s];
            if (id == POT_NONE) {
                empty++;
                continue;
            }
            if (empty)
                t[n++] = (char)('0' + empty);
            empty = 0;
            int c = pot_colour(id);
            unsigned cur = p->cur[id], org = p->org[id];
            char set[8];
            if (cur != org) {
                n += (size_t)snprintf(t + n, sizeof t - n, "[%c/%c]", letter(bits_lsb(cur), c),
                                      letter(bits_lsb(org), c));
            } else if (bits_count(cur) == 1 || cur == POT_ALL) {
                potential_set_text(cur, c, set);
                t[n++] = set[0];
            } else {
                potential_set_text(cur, c, set);
                n += (size_t)snprintf(t + n, sizeof t - n, "[%s]", set);
            }
            if (((p->moved >> id) & 1) && home_ranks(c, s))
                t[n++] = '\'';
        }
        if (empty)
            t[n++] = (char)('0' + empty);
        if (r)
            t[n++] = '/';
    }
    char ep[4] = "-";
    if (p->ep < 64)
        geo_square_name(p->ep, ep);
    n += (size_t)snprintf(t + n, sizeof t - n, " %c %s %" PRIu32 " %" PRIu32 " ",
                          p->stm == WHITE ? 'w' : 'b', ep, p->halfmove, p->fullmove);
    size_t before = n;
    for (int id = 0; id < POT_PIECES; id++)
        if (p->sq[id] == POT_NONE)
            t[n++] = letter(bits_lsb(p->org[id]), pot_colour(id));
    if (n == before)
        t[n++] = '-';
    t[n] = '\0';
    if (n + 1 > size)
        return -1;
    memcpy(buf, t, n + 1);
    return (int)n;
}

static const char *side_name(int colour)
{
    return colour == WHITE ? "White" : "Black";
}

/* The set of a piece token "[SET]" or "[T/P]" at c (c[0] is '['), the token at column col
 * of the FEN: its colour and sets; returns the bytes used, or -1 with err at the byte. */
static int read_set(const char *c, int col, int *colour, unsigned *cur, unsigned *org, Error *err)
{
    int k = 1, t;
    bool not = c[k] == '!';
    unsigned s = 0;
    *colour = -1;
    if (c[k] == 'X' || c[k] == 'x') {
        s = POT_ALL;
        *colour = c[k++] == 'x' ? BLACK : WHITE;
    } else {
        for (k += not ; (t = type_of_char(c[k])) >= 0; k++) {
            int case_of = islower((unsigned char)c[k]) ? BLACK : WHITE;
            if (*colour >= 0 && case_of != *colour)
                return error_set_at(err, "FEN", col + k, 1, "'%c' is %s's in a set of %s's pieces",
                                    c[k], side_name(case_of), side_name(*colour));
            if (s & (1u << t))
                return error_set_at(err, "FEN", col + k, 1, "'%c' twice in a set", c[k]);
            *colour = case_of;
            s |= 1u << t;
        }
        if (not &&s == POT_ALL)
            return error_set_at(err, "FEN", col, k + (c[k] == ']'),
                                "the set leaves out every piece");
    }
    if (!s && c[k] == ']')
        return error_set_at(err, "FEN", col, k + 1, "an empty set");
    if (!s || (c[k] != ']' && c[k] != '/'))
        return !c[k] || c[k] == ' '
                   ? error_set_at(err, "FEN", col, k, "the set has no closing ']'")
                   : error_set_at(err, "FEN", col + k, 1,
                                  "'%c' is not a piece letter of a set (K, Q, R, B, N, P; X "
                                  "alone)",
                                  c[k]);
    *cur = *org = not ? POT_ALL & ~s : s;
    if (c[k] == '/') { /* a promoted pawn: its one type now, then P */
        if (bits_count(*cur) != 1 || (*cur & ((1u << POT_K) | (1u << POT_P))))
            return error_set_at(err, "FEN", col, k + 1,
                                "a promoted pawn ('[Q/P]') is one type other than K or P");
        if (type_of_char(c[k + 1]) != POT_P)
            return error_set_at(err, "FEN", col + k + 1, c[k + 1] ? 1 : 0,
                                "expected P after '/' (a promoted pawn, '[Q/P]')");
        *org = 1u << POT_P;
        k += 2;
    }
    if (c[k] != ']')
        return error_set_at(err, "FEN", col, k, "the set has no closing ']'");
    return k + 1;
}

/* One piece token of the placement at c, column col of the FEN: its colour and sets;
 * returns the bytes used, or -1 with err filled. */
static int read_piece(const char *c, int col, int *colour, unsigned *cur, unsigned *org, Error *err)
{
    if (c[0] == '[')
        return read_set(c, col, colour, cur, org, err);
    int t = type_of_char(c[0]);
    if (c[0] == 'X' || c[0] == 'x')
        *cur = POT_ALL;
    else if (t >= 0)
        *cur = 1u << t;
    else
        return error_set_at(err, "FEN", col, 1, "unknown piece letter '%c' in the placement", c[0]);
    *colour = islower((unsigned char)c[0]) ? BLACK : WHITE;
    *org = *cur;
    return 1;
}

/* The next word of *s (after any white space) into buf of size bytes: its length, 0 at
 * the end of the text, -1 when it does not fit. */
static int next_word(const char **s, char *buf, size_t size)
{
    const char *c = *s;
    while (isspace((unsigned char)*c))
        c++;
    size_t n = 0;
    while (c[n] && !isspace((unsigned char)c[n]))
        n++;
    if (n >= size)
        return -1;
    memcpy(buf, c, n);
    buf[n] = '\0';
    *s = c + n;
    return (int)n;
}

/* The placement field at the start of fen into the pieces by square; *end after it. */
static int read_placement(const char *fen, const char **end, uint8_t cur_at[64], uint8_t org_at[64],
                          uint8_t colour_at[64], uint8_t moved_at[64], Bitboard *placed,
                          int count[2], Error *err)
{
    const char *c = fen, *rank_at = fen;
    int rank = 7, file = 0;
    for (; *c && *c != ' '; c++) {
        int col = (int)(c - fen) + 1;
        if (*c == '/') {
            if (file != 8)
                return error_set_at(err, "FEN", c > rank_at ? (int)(rank_at - fen) + 1 : col,
                                    c > rank_at ? (int)(c - rank_at) : 1,
                                    "rank %d has %d squares, expected 8", rank + 1, file);
            if (rank == 0)
                return error_set_at(err, "FEN", col, (int)strcspn(c, " "),
                                    "more than 8 ranks in the placement");
            rank--;
            file = 0;
            rank_at = c + 1;
        } else if (*c >= '1' && *c <= '8') {
            file += *c - '0';
            if (file > 8)
                return error_set_at(err, "FEN", col, 1, "rank %d has more than 8 squares",
                                    rank + 1);
        } else {
            int colour = WHITE;
            unsigned cur = 0, org = 0;
            int k = read_piece(c, col, &colour, &cur, &org, err);
            if (k < 0)
                return -1;
            if (file >= 8)
                return error_set_at(err, "FEN", col, k, "rank %d has more than 8 squares",
                                    rank + 1);
            if (count[colour]++ == 16)
                return error_set_at(err, "FEN", col, k, "%s has more than 16 pieces",
                                    side_name(colour));
            int s = geo_square(file++, rank);
            *placed |= geo_bit(s);
            cur_at[s] = (uint8_t)cur;
            org_at[s] = (uint8_t)org;
            colour_at[s] = (uint8_t)colour;
            c += k - 1;
            if (c[1] == '\'') {
                c++;
                moved_at[s] = 1;
            } else if (!home_ranks(colour, s)) {
                moved_at[s] = 1;
            }
        }
    }
    *end = c;
    int len = (int)(c - fen);
    if (rank != 0)
        return error_set_at(err, "FEN", 1, len, "the placement has %d ranks, expected 8", 8 - rank);
    if (file != 8)
        return error_set_at(err, "FEN", (int)(rank_at - fen) + 1, (int)(c - rank_at),
                            "rank 1 has %d squares, expected 8", file);
    return 0;
}

/* The en-passant field ep (at column col) for p, its side to move and pieces set. */
static int read_ep(const char *ep, int col, PotPos *p, Error *err)
{
    p->ep = p->ep_victim = GEO_NO_SQ;
    if (strcmp(ep, "-") == 0)
        return 0;
    int len = (int)strlen(ep);
    Geometry g;
    geo_init(&g, 8, 8, 1);
    int s;
    if (geo_parse_square(&g, ep, &s) != 2 || ep[2])
        return error_set_at(err, "FEN", col, len, "bad en-passant square \"%s\"", ep);
    int victim = s + (p->stm == WHITE ? -8 : 8),
        id = victim >= 0 && victim < 64 ? p->board[victim] : POT_NONE;
    int rel = p->stm == WHITE ? 7 - geo_rank(s) : geo_rank(s); /* from the mover's side */
    if (rel != 1 && rel != 2)
        id = POT_NONE;
    if (id == POT_NONE || pot_colour(id) == p->stm || !(p->cur[id] & (1u << POT_P)) ||
        p->board[s] != POT_NONE)
        return error_set_at(err, "FEN", col, len,
                            "en-passant square %s does not follow a two-square advance of a "
                            "possible pawn",
                            ep);
    p->ep = (uint8_t)s;
    p->ep_victim = (uint8_t)victim;
    return 0;
}

int potential_fen_read(const char *fen, PotPos *out, Error *err)
{
    PotPos p;
    memset(&p, 0, sizeof p);
    memset(p.board, POT_NONE, sizeof p.board);
    memset(p.sq, POT_NONE, sizeof p.sq);
    /* the pieces by square first: ids follow the squares a1..h8 per colour */
    uint8_t cur_at[64] = {0}, org_at[64] = {0}, colour_at[64], moved_at[64] = {0};
    Bitboard placed = 0;
    int count[2] = {0, 0};
    const char *c = fen;
    if (read_placement(fen, &c, cur_at, org_at, colour_at, moved_at, &placed, count, err) != 0)
        return -1;
    int next_id[2] = {0, 16};
    for (Bitboard b = placed; b;) {
        int s = bits_pop(&b), id = next_id[colour_at[s]]++;
        p.board[s] = (uint8_t)id;
        p.sq[id] = (uint8_t)s;
        p.cur[id] = cur_at[s];
        p.org[id] = org_at[s];
        if (moved_at[s])
            p.moved |= (uint32_t)1 << id;
    }
    enum { SIDE, EP, HALF, FULL, CAPTURED, WORDS };
    char word[WORDS + 1][POT_FEN_MAX];
    int col[WORDS + 1], len = (int)strlen(fen);
    for (int k = 0; k <= WORDS; k++) {
        const char *at = c;
        while (isspace((unsigned char)*at))
            at++;
        col[k] = (int)(at - fen) + 1;
        int n = next_word(&c, word[k], sizeof word[k]);
        if (n < 0)
            return error_set_at(err, "FEN", col[k], len + 1 - col[k],
                                "a field is too long (at most %d characters)", POT_FEN_MAX - 1);
        if (k < WORDS && n == 0)
            return error_set_at(err, "FEN", len + 1, 0,
                                "expected: placement, side, en passant, halfmove, "
                                "fullmove, captured pieces");
        if (k == WORDS && n > 0)
            return error_set_at(err, "FEN", col[k], len + 1 - col[k],
                                "unexpected text at the end: \"%s\"", word[k]);
    }
    if (strcmp(word[SIDE], "w") != 0 && strcmp(word[SIDE], "b") != 0)
        return error_set_at(err, "FEN", col[SIDE], (int)strlen(word[SIDE]),
                            "side to move must be 'w' or 'b', not \"%s\"", word[SIDE]);
    if (fen_read_counter(word[HALF], col[HALF], "the halfmove clock", 0, POS_COUNTER_MAX,
                         &p.halfmove, err) != 0 ||
        fen_read_counter(word[FULL], col[FULL], "the move number", 1, POS_COUNTER_MAX, &p.fullmove,
                         err) != 0)
        return -1;
    p.stm = word[SIDE][0] == 'w' ? WHITE : BLACK;
    const char *captured = word[CAPTURED];
    for (const char *k = captured; *k && strcmp(captured, "-") != 0; k++) {
        int t = type_of_char(*k), colour = islower((unsigned char)*k) ? BLACK : WHITE;
        int at = col[CAPTURED] + (int)(k - captured);
        if (t < 0 || t == POT_K)
            return error_set_at(err, "FEN", at, 1, "bad captured piece '%c'", *k);
        if (count[colour]++ == 16)
            return error_set_at(err, "FEN", at, 1, "%s has more than 16 pieces", side_name(colour));
        int id = next_id[colour]++;
        p.cur[id] = p.org[id] = (uint8_t)(1u << t);
    }
    for (int colour = 0; colour < 2; colour++)
        if (count[colour] != 16)
            return error_set_at(err, "FEN", col[CAPTURED], (int)strlen(captured),
                                "%s has %d pieces with the captured ones, expected 16",
                                side_name(colour), count[colour]);
    if (read_ep(word[EP], col[EP], &p, err) != 0)
        return -1;
    if (!potential_filter_pos(&p))
        return error_set(err, "FEN",
                         "the sets admit no start array of 1 K, 1 Q, 2 R, 2 B, "
                         "2 N and 8 P for each side");
    p.hash = potential_hash(&p);
    *out = p;
    return 0;
}
