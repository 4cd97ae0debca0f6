/* setup.c - the set-up screen's model: a position of any family taken apart from its FEN,
 * edited square by square and field by field, composed again and checked by the engine. */
#include "setup.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "badge.h"

static const char POT_LETTERS[] = "KQRBNP";
static const char DIGITS36[] = "0123456789abcdefghijklmnopqrstuvwxyz";

static SetupFamily family_of(const Variant *v)
{
    const VariantDef *d = variant_def(v);
    if (d->portal.layout != PORTAL_NONE)
        return SETUP_PORTAL;
    if (d->mutation.kind == MUT_POTENTIAL)
        return SETUP_POTENTIAL;
    return SETUP_PLAIN;
}

static int square(int file, int rank)
{
    return rank * 8 + file;
}

/* The colour of a token: the case of its first letter; -1 for an empty square. */
static int token_colour(const char *t)
{
    for (; *t; t++)
        if (isalpha((unsigned char)*t))
            return isupper((unsigned char)*t) ? WHITE : BLACK;
    return -1;
}

/* The letter of a plain token in upper case, 0 for none. */
static char token_letter(const char *t)
{
    return isalpha((unsigned char)t[0]) ? (char)toupper((unsigned char)t[0]) : 0;
}

/* The letter of the type with role `role`, 0 when the variant has none. */
static char role_letter(const Setup *s, PieceRole role)
{
    if (s->family == SETUP_POTENTIAL)
        return role == ROLE_KING ? 'K' : role == ROLE_PAWN ? 'P' : 0;
    const VariantDef *d = variant_def(s->variant);
    for (int t = 0; t < d->ntypes; t++)
        if (d->types[t].role == role)
            return d->types[t].letter;
    return 0;
}

static void piece_token(char letter, int colour, char *buf)
{
    buf[0] = colour == WHITE ? letter : (char)tolower((unsigned char)letter);
    buf[1] = '\0';
}

/* ---- reading a FEN ---- */

/* Splits text at spaces into at most max fields (each of size SETUP_FEN_MAX); returns the
 * count, or -1 when there are more. */
static int split(const char *text, char fields[][SETUP_FEN_MAX], int max)
{
    int n = 0;
    const char *c = text;
    for (;;) {
        while (*c == ' ' || *c == '\t')
            c++;
        if (!*c || *c == '\n' || *c == '\r')
            return n;
        size_t len = strcspn(c, " \t\r\n");
        if (n == max)
            return -1;
        snprintf(fields[n++], SETUP_FEN_MAX, "%.*s", (int)len, c);
        c += len;
    }
}

/* A placement field into out (files x ranks), each piece its token. */
static int read_placement(const Setup *s, const char *text, char out[64][SETUP_TOKEN_MAX],
                          Error *err)
{
    char b[64][SETUP_TOKEN_MAX];
    memset(b, 0, sizeof b);
    int rank = s->ranks - 1, file = 0;
    for (const char *c = text; *c; c++) {
        if (*c == '/') {
            if (file != s->files || rank == 0)
                return error_set(err, "FEN", "rank %d has %d squares, expected %d", rank + 1, file,
                                 s->files);
            rank--;
            file = 0;
            continue;
        }
        if (*c >= '1' && *c <= '9') {
            file += *c - '0';
            if (file > s->files)
                return error_set(err, "FEN", "rank %d has more than %d squares", rank + 1,
                                 s->files);
            continue;
        }
        size_t len = 1;
        if (*c == '[') {
            const char *end = strchr(c, ']');
            if (!end)
                return error_set(err, "FEN", "'[' without ']' in the placement");
            len = (size_t)(end - c) + 1;
        } else if (!isalpha((unsigned char)*c)) {
            return error_set(err, "FEN", "unexpected '%c' in the placement", *c);
        }
        if (c[len] == '\'')
            len++;
        if (file >= s->files || len >= SETUP_TOKEN_MAX)
            return error_set(err, "FEN", "rank %d has more than %d squares", rank + 1, s->files);
        snprintf(b[square(file, rank)], SETUP_TOKEN_MAX, "%.*s", (int)len, c);
        file++;
        c += len - 1;
    }
    if (rank != 0 || file != s->files)
        return error_set(err, "FEN", "the placement does not fill %d ranks of %d squares", s->ranks,
                         s->files);
    memcpy(out, b, sizeof b);
    return 0;
}

/* The square of colour's king on its first rank of board b, SETUP_NO_SQ for none. */
static int first_rank_king(const Setup *s, int b, int colour)
{
    char king = role_letter(s, ROLE_KING);
    int rank = colour == WHITE ? 0 : s->ranks - 1;
    for (int f = 0; f < s->files && king; f++) {
        const char *t = s->sq[b][square(f, rank)];
        if (token_letter(t) == king && token_colour(t) == colour)
            return square(f, rank);
    }
    return SETUP_NO_SQ;
}

/* colour's rooks on the rank of its king on k, on the king side (higher files) or not. */
static uint64_t side_rooks(const Setup *s, int b, int colour, int k, bool kingside)
{
    uint64_t out = 0;
    for (int f = 0; f < s->files; f++) {
        int sq = square(f, k / 8);
        const char *t = s->sq[b][sq];
        if ((kingside ? f > k % 8 : f < k % 8) && token_letter(t) == 'R' &&
            token_colour(t) == colour)
            out |= (uint64_t)1 << sq;
    }
    return out;
}

static int outermost(uint64_t rooks, bool kingside)
{
    int sq = -1;
    for (int i = 0; i < 64; i++)
        if ((rooks >> i) & 1) {
            if (kingside || sq < 0)
                sq = i;
        }
    return sq;
}

static void read_castling(Setup *s, int b, const char *text)
{
    s->castle[b] = 0;
    for (const char *c = strcmp(text, "-") == 0 ? "" : text; *c; c++) {
        int colour = isupper((unsigned char)*c) ? WHITE : BLACK;
        char l = (char)toupper((unsigned char)*c);
        int k = first_rank_king(s, b, colour), r = -1;
        if (k < 0)
            continue;
        if (l == 'K' || l == 'Q')
            r = outermost(side_rooks(s, b, colour, k, l == 'K'), l == 'K');
        else if (l >= 'A' && l < 'A' + s->files)
            r = square(l - 'A', k / 8);
        if (r >= 0)
            s->castle[b] |= (uint64_t)1 << r;
    }
}

static int read_square(const Setup *s, const char *text)
{
    if (strlen(text) != 2 || text[0] < 'a' || text[0] >= 'a' + s->files || text[1] < '1' ||
        text[1] >= '1' + s->ranks)
        return SETUP_NO_SQ;
    return square(text[0] - 'a', text[1] - '1');
}

static int read_counter(const char *text, long lo, long *out)
{
    long v = 0;
    if (!*text)
        return -1;
    for (const char *c = text; *c; c++) {
        if (!isdigit((unsigned char)*c))
            return -1;
        v = v * 10 + (*c - '0');
        if (v > 2147483647L)
            return -1;
    }
    *out = v < lo ? lo : v;
    return 0;
}

static void default_phases(Setup *s)
{
    const VariantDef *d = variant_def(s->variant);
    s->nphases = 0;
    if (d->mutation.kind != MUT_TYPE_CYCLE)
        return;
    s->nphases = d->mutation.atomic ? d->mutation.natoms : d->ntypes;
    for (int c = 0; c < 2; c++)
        for (int i = 0; i < s->nphases; i++)
            s->phase[c][i] = d->mutation.atomic ? d->mutation.atoms[i].start_index[c]
                                                : d->types[i].start_index[c];
}

static int phase_limit(const Setup *s, int colour, int i)
{
    const VariantDef *d = variant_def(s->variant);
    int n = d->mutation.atomic ? d->mutation.atoms[i].nvalues[colour] : d->types[i].npowers[colour];
    return n > 0 ? n : 1;
}

static int read_phases(Setup *s, const char *text, Error *err)
{
    if (s->nphases == 0 || strncmp(text, "phases:", 7) != 0)
        return error_set(err, "FEN", "unexpected text at the end: \"%s\"", text);
    const char *d = text + 7;
    int phase[2][SETUP_MAX_PHASES];
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < s->nphases; i++, d++) {
            const char *p = *d ? strchr(DIGITS36, tolower((unsigned char)*d)) : NULL;
            if (!p)
                return error_set(err, "FEN", "phases: expected %d digits per colour", s->nphases);
            phase[c][i] = (int)(p - DIGITS36);
        }
        if (c == 0 && *d++ != '/')
            return error_set(err, "FEN", "phases: expected '/'");
    }
    memcpy(s->phase, phase, sizeof phase);
    return 0;
}

int setup_load_fen(Setup *s, const char *fen, Error *err)
{
    char f[12][SETUP_FEN_MAX];
    Setup t = *s;
    int n = split(fen ? fen : "", f, 12);
    if (n <= 0)
        return error_set(err, "FEN", "%s", n < 0 ? "too many fields" : "empty FEN");
    t.castle[0] = t.castle[1] = 0;
    t.ep[0] = t.ep[1] = SETUP_NO_SQ;
    t.declared = 0;
    t.halfmove = 0;
    t.fullmove = 1;
    t.to_move = WHITE;
    t.white_board = 0;
    default_phases(&t);
    int i = 0;
    if (t.family == SETUP_PORTAL) {
        int need = t.one_set ? 7 : 10;
        if (n < need || n > need + 1)
            return error_set(err, "FEN", "expected %d fields (%d with phases), found %d", need,
                             need + 1, n);
        memset(t.sq, 0, sizeof t.sq);
        for (int b = 0; b < t.nboards; b++)
            if (read_placement(&t, f[i++], t.sq[b], err) != 0)
                return -1;
        if (strcmp(f[i], "wA") != 0 && strcmp(f[i], "wB") != 0)
            return error_set(err, "FEN", "White's board must be \"wA\" or \"wB\"");
        t.white_board = f[i++][1] == 'B';
        if (!t.one_set) {
            read_castling(&t, 0, f[i++]);
            read_castling(&t, 1, f[i++]);
        }
        t.ep[0] = read_square(&t, f[i++]);
        t.ep[1] = read_square(&t, f[i++]);
        t.declared = (strchr(f[i], 'w') ? 1 : 0) | (strchr(f[i], 'b') ? 2 : 0);
        i++;
        if (read_counter(f[i++], 0, &t.halfmove) != 0 || read_counter(f[i++], 1, &t.fullmove) != 0)
            return error_set(err, "FEN", "the counters must be numbers");
        if (i < n && read_phases(&t, f[i], err) != 0)
            return -1;
    } else {
        memset(t.sq, 0, sizeof t.sq);
        if (read_placement(&t, f[i++], t.sq[0], err) != 0)
            return -1;
        if (i < n)
            t.to_move = strcmp(f[i++], "b") == 0 ? BLACK : WHITE;
        if (t.family == SETUP_PLAIN && i < n)
            read_castling(&t, 0, f[i++]);
        if (i < n)
            t.ep[0] = read_square(&t, f[i++]);
        if (i < n && read_counter(f[i++], 0, &t.halfmove) != 0)
            return error_set(err, "FEN", "the halfmove clock must be a number");
        if (i < n && read_counter(f[i++], 1, &t.fullmove) != 0)
            return error_set(err, "FEN", "the move number must be a number");
        if (t.family == SETUP_PLAIN && i < n && read_phases(&t, f[i], err) != 0)
            return -1;
        /* Potential's captured pieces: kept while they still complete the board to 16 a
         * side, else composed from the board (setup_pot_captured) */
        t.pot_captured[0] = '\0';
        if (t.family == SETUP_POTENTIAL && i < n && strcmp(f[i], "-") != 0)
            snprintf(t.pot_captured, sizeof t.pot_captured, "%.39s", f[i]);
    }
    *s = t;
    return 0;
}

/* ---- the palette ---- */

static void add_palette(Setup *s, char letter, int colour)
{
    if (s->npalette >= SETUP_MAX_PALETTE)
        return;
    SetupPiece *p = &s->palette[s->npalette++];
    piece_token(letter, colour, p->token);
    p->letter = letter;
    p->colour = colour;
}

static void fill_palette(Setup *s)
{
    const VariantDef *d = variant_def(s->variant);
    s->npalette = 0;
    for (int c = WHITE; c <= BLACK; c++) {
        if (s->family == SETUP_POTENTIAL) {
            add_palette(s, 'X', c);
            for (int t = 0; t < SETUP_POT_TYPES; t++)
                add_palette(s, POT_LETTERS[t], c);
        } else {
            for (int t = 0; t < d->ntypes; t++)
                add_palette(s, d->types[t].letter, c);
        }
    }
}

void setup_shape(Setup *s, const Variant *v)
{
    memset(s, 0, sizeof *s);
    const VariantDef *d = variant_def(v);
    s->variant = v;
    s->family = family_of(v);
    s->one_set = d->portal.layout == PORTAL_ONE_SET;
    s->nboards = d->portal.layout == PORTAL_TWO_SETS ? 2 : 1;
    s->files = s->family == SETUP_PLAIN ? d->files : 8;
    s->ranks = s->family == SETUP_PLAIN ? d->ranks : 8;
    fill_palette(s);
}

int setup_init(Setup *s, const Variant *v, const char *fen, Error *err)
{
    setup_shape(s, v);
    s->ep[0] = s->ep[1] = SETUP_NO_SQ;
    s->fullmove = 1;
    default_phases(s);
    Match *m = match_new(v, NULL, err);
    if (!m)
        return -1;
    int rc = match_fen(m, s->start_fen, sizeof s->start_fen);
    match_free(m);
    if (rc < 0)
        return error_set(err, "FEN", "the start position does not fit");
    if (setup_load_fen(s, s->start_fen, err) != 0)
        return -1;
    memcpy(s->start, s->sq, sizeof s->sq);
    rc = fen ? setup_load_fen(s, fen, err) : 0;
    setup_check(s);
    return rc;
}

void setup_clear_board(Setup *s)
{
    memset(s->sq, 0, sizeof s->sq);
    s->castle[0] = s->castle[1] = 0;
    s->ep[0] = s->ep[1] = SETUP_NO_SQ;
    s->declared = 0;
}

void setup_start_position(Setup *s)
{
    Error err;
    setup_load_fen(s, s->start_fen, &err);
}

void setup_put(Setup *s, int board, int sq, const char *token)
{
    if (!setup_valid_square(s, board, sq))
        return;
    char t[SETUP_TOKEN_MAX] = "";
    snprintf(t, sizeof t, "%s", token ? token : "");
    SetupPot p;
    if (s->family == SETUP_POTENTIAL && t[0] && setup_pot_read(t, &p))
        setup_pot_write(&p, sq, t, sizeof t); /* a moved mark only where it is written */
    memcpy(s->sq[board][sq], t, sizeof t);
}

void setup_move(Setup *s, int board, int from, int to_board, int to)
{
    if (!setup_valid_square(s, board, from) || !setup_valid_square(s, to_board, to) ||
        (board == to_board && from == to))
        return;
    char t[SETUP_TOKEN_MAX];
    memcpy(t, s->sq[board][from], sizeof t);
    s->sq[board][from][0] = '\0';
    setup_put(s, to_board, to, t);
}

/* The side that moves on board b: to_move, or in Portal the colour acting on that board. */
static int setup_side_on(const Setup *s, int b)
{
    if (s->family == SETUP_PORTAL)
        return b == s->white_board ? WHITE : BLACK;
    return s->to_move;
}

/* ---- castling ---- */

uint64_t setup_castling_offered(const Setup *s, int b)
{
    const VariantDef *d = variant_def(s->variant);
    uint64_t out = 0;
    char king = role_letter(s, ROLE_KING);
    if (!d->rules.castling || s->family == SETUP_POTENTIAL || s->one_set || !king ||
        b >= s->nboards)
        return 0;
    for (int c = WHITE; c <= BLACK; c++) {
        int rank = c == WHITE ? 0 : s->ranks - 1, k = SETUP_NO_SQ;
        for (int f = 0; f < s->files; f++) {
            const char *t = s->start[b][square(f, rank)];
            if (token_letter(t) == king && token_colour(t) == c)
                k = square(f, rank);
        }
        if (k == SETUP_NO_SQ || strcmp(s->sq[b][k], s->start[b][k]) != 0)
            continue;
        for (int f = 0; f < s->files; f++) {
            int r = square(f, rank);
            const char *t = s->start[b][r];
            if (token_letter(t) == 'R' && token_colour(t) == c && strcmp(s->sq[b][r], t) == 0)
                out |= (uint64_t)1 << r;
        }
    }
    return out;
}

void setup_toggle_castling(Setup *s, int b, int sq)
{
    if (b < 0 || b >= s->nboards || sq < 0 || sq >= 64)
        return;
    uint64_t bit = (uint64_t)1 << sq;
    if (!(setup_castling_offered(s, b) & bit))
        return;
    s->castle[b] ^= bit;
}

void setup_castling_text(const Setup *s, int b, char *buf, size_t size)
{
    char out[40];
    size_t n = 0;
    uint64_t rights = s->castle[b] & setup_castling_offered(s, b);
    for (int c = WHITE; c <= BLACK; c++) {
        int rank = c == WHITE ? 0 : s->ranks - 1, k = first_rank_king(s, b, c);
        for (int f = s->files - 1; f >= 0; f--) {
            int sq = square(f, rank);
            if (!((rights >> sq) & 1) || token_colour(s->sq[b][sq]) != c)
                continue;
            char l = (char)('A' + f);
            if (k >= 0 && sq != k && outermost(side_rooks(s, b, c, k, sq > k), sq > k) == sq)
                l = sq > k ? 'K' : 'Q';
            out[n++] = c == WHITE ? l : (char)tolower((unsigned char)l);
        }
    }
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
    snprintf(buf, size, "%s", out);
}

/* ---- en passant ---- */

static bool may_be_pawn(const Setup *s, const char *t, int colour)
{
    if (token_colour(t) != colour)
        return false;
    if (s->family == SETUP_POTENTIAL) {
        SetupPot p;
        return setup_pot_read(t, &p) && (p.set & (1u << SETUP_POT_P));
    }
    char pawn = role_letter(s, ROLE_PAWN);
    return pawn && token_letter(t) == pawn;
}

int setup_ep_candidates(const Setup *s, int b, int out[8])
{
    const VariantDef *d = variant_def(s->variant);
    if (b < 0 || b >= (s->one_set ? 2 : s->nboards) ||
        (s->family != SETUP_POTENTIAL && !d->rules.en_passant) || s->ranks < 4)
        return 0;
    int board = s->one_set ? 0 : b, stm = setup_side_on(s, b), n = 0;
    int lo = s->one_set ? (b == 0 ? 0 : 4) : 0, hi = s->one_set ? (b == 0 ? 4 : 8) : s->files;
    for (int f = lo; f < hi; f++) {
        int sq = square(f, stm == WHITE ? s->ranks - 3 : 2);
        int victim = stm == WHITE ? sq - 8 : sq + 8, origin = stm == WHITE ? sq + 8 : sq - 8;
        if (!s->sq[board][sq][0] && !s->sq[board][origin][0] &&
            may_be_pawn(s, s->sq[board][victim], !stm))
            out[n++] = sq;
    }
    return n;
}

/* The en-passant square of board b if the placement still allows it, else none. */
static int ep_now(const Setup *s, int b)
{
    int c[8], n = setup_ep_candidates(s, b, c);
    for (int i = 0; i < n; i++)
        if (c[i] == s->ep[b])
            return c[i];
    return SETUP_NO_SQ;
}

void setup_cycle_ep(Setup *s, int b)
{
    int c[8], n = setup_ep_candidates(s, b, c);
    if (b < 0 || b > 1)
        return;
    int now = ep_now(s, b), next = n > 0 ? c[0] : SETUP_NO_SQ;
    for (int i = 0; i < n; i++)
        if (c[i] == now)
            next = i + 1 < n ? c[i + 1] : SETUP_NO_SQ;
    s->ep[b] = next;
}

/* ---- phases ---- */

void setup_step_phase(Setup *s, int colour, int i, int delta)
{
    if (i < 0 || i >= s->nphases || colour < 0 || colour > 1)
        return;
    int n = phase_limit(s, colour, i);
    s->phase[colour][i] = ((s->phase[colour][i] + delta) % n + n) % n;
}

char setup_phase_letter(const Setup *s, int i)
{
    const VariantDef *d = variant_def(s->variant);
    if (i < 0 || i >= s->nphases)
        return '?';
    return d->mutation.atomic ? d->mutation.atoms[i].letter : d->types[i].letter;
}

const char *setup_phase_power(const Setup *s, int colour, int i)
{
    const VariantDef *d = variant_def(s->variant);
    if (i < 0 || i >= s->nphases)
        return "";
    int k = s->phase[colour][i] % phase_limit(s, colour, i);
    return d->mutation.atomic ? d->mutation.atoms[i].values[colour][k]
                              : d->types[i].powers[colour][k];
}

/* ---- composing and checking ---- */

static size_t put_placement(const Setup *s, int b, char *out, size_t size)
{
    size_t n = 0;
    for (int r = s->ranks - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < s->files; f++) {
            const char *t = s->sq[b][square(f, r)];
            if (!t[0]) {
                empty++;
                continue;
            }
            if (empty)
                n += (size_t)snprintf(out + n, size - n, "%d", empty);
            empty = 0;
            n += (size_t)snprintf(out + n, size - n, "%s", t);
            if (n >= size)
                return size - 1;
        }
        if (empty)
            n += (size_t)snprintf(out + n, size - n, "%d", empty);
        if (r && n + 1 < size)
            out[n++] = '/';
        if (n >= size)
            return size - 1;
    }
    out[n] = '\0';
    return n;
}

static void square_name(int sq, char *buf)
{
    if (sq < 0) {
        buf[0] = '-';
        buf[1] = '\0';
        return;
    }
    buf[0] = (char)('a' + sq % 8);
    buf[1] = (char)('1' + sq / 8);
    buf[2] = '\0';
}

static void phases_text(const Setup *s, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    if (s->nphases == 0 || size < 2 * (size_t)s->nphases + 10)
        return;
    n += (size_t)snprintf(buf, size, " phases:");
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < s->nphases; i++)
            buf[n++] = DIGITS36[s->phase[c][i] % 36];
        if (c == 0)
            buf[n++] = '/';
    }
    buf[n] = '\0';
}

void setup_compose(const Setup *s, char *buf, size_t size)
{
    char place[2][300], cast[2][24], ep[2][4], phases[2 * SETUP_MAX_PHASES + 16];
    for (int b = 0; b < s->nboards; b++) {
        put_placement(s, b, place[b], sizeof place[b]);
        setup_castling_text(s, b, cast[b], sizeof cast[b]);
    }
    for (int b = 0; b < 2; b++)
        square_name(ep_now(s, b), ep[b]);
    phases_text(s, phases, sizeof phases);
    if (s->family == SETUP_PORTAL) {
        const char *decl = s->declared == 3   ? "wb"
                           : s->declared == 1 ? "w"
                           : s->declared == 2 ? "b"
                                              : "-";
        if (s->one_set)
            snprintf(buf, size, "%s w%c %s %s %s %ld %ld%s", place[0], s->white_board ? 'B' : 'A',
                     ep[0], ep[1], decl, s->halfmove, s->fullmove, phases);
        else
            snprintf(buf, size, "%s %s w%c %s %s %s %s %s %ld %ld%s", place[0], place[1],
                     s->white_board ? 'B' : 'A', cast[0], cast[1], ep[0], ep[1], decl, s->halfmove,
                     s->fullmove, phases);
    } else if (s->family == SETUP_POTENTIAL) {
        char captured[40];
        setup_pot_captured(s, captured, sizeof captured);
        snprintf(buf, size, "%s %c %s %ld %ld %s", place[0], s->to_move == WHITE ? 'w' : 'b', ep[0],
                 s->halfmove, s->fullmove, captured);
    } else {
        snprintf(buf, size, "%s %c %s %s %ld %ld%s", place[0], s->to_move == WHITE ? 'w' : 'b',
                 cast[0], ep[0], s->halfmove, s->fullmove, phases);
    }
}

bool setup_check(Setup *s)
{
    setup_compose(s, s->fen, sizeof s->fen);
    Error err;
    error_clear(&err);
    Match *m = match_new(s->variant, s->fen, &err);
    memset(s->badge, 0, sizeof s->badge);
    if (!m) {
        error_format(&err, s->status, sizeof s->status);
        s->ok = false;
        return false;
    }
    for (int b = 0; b < s->nboards; b++)
        for (int sq = 0; sq < 64; sq++) {
            MatchPiece mp;
            if (s->sq[b][sq][0] && match_piece_at(m, b, sq, &mp))
                badge_piece(m, &mp, s->badge[b][sq], sizeof s->badge[b][sq]);
        }
    GameResult res;
    GameStatus st = match_status(m, &res);
    int who = match_to_move(m);
    if (st != STATUS_ONGOING)
        snprintf(s->status, sizeof s->status, "A legal position, but the game is over: %s.",
                 game_status_name(st));
    else if (s->family == SETUP_PORTAL)
        snprintf(s->status, sizeof s->status, "A legal position: %s enters first, on board %c.",
                 who == WHITE ? "White" : "Black", 'A' + match_acting_board(m, who));
    else
        snprintf(s->status, sizeof s->status, "A legal position: %s to move.",
                 who == WHITE ? "White" : "Black");
    match_free(m);
    s->ok = true;
    return true;
}
