/* fen.c - reading and writing FEN. */
#include "fen.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "attack.h"
#include "bits.h"
#include "power.h"

static const char *skip_spaces(const char *s)
{
    while (*s == ' ')
        s++;
    return s;
}

/* Copies the next space-separated field of *s into buf; returns its length,
 * 0 at the end of the text, -1 if too long. */
static int next_field(const char **s, char *buf, size_t size)
{
    const char *p = skip_spaces(*s);
    size_t n = 0;
    while (p[n] && p[n] != ' ')
        n++;
    if (n >= size)
        return -1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    *s = p + n;
    return (int)n;
}

/* Reads the placement field text, which starts at column `col` of the FEN (1-based). */
static int read_placement(const Variant *v, const char *text, int col, Position *p, Error *err)
{
    const Geometry *g = &v->geo;
    int rank = g->ranks - 1, file = 0, len = (int)strlen(text);
    int rank_at = 0; /* where the rank being read starts in text */
    for (int i = 0; i < len; i++) {
        char c = text[i];
        if (c == '/') {
            if (file != g->files) /* the rank: its text, or the '/' when it has none */
                return error_set_at(
                    err, "FEN", col + (i > rank_at ? rank_at : i), i > rank_at ? i - rank_at : 1,
                    "rank %d has %d squares, expected %d", rank + 1, file, g->files);
            if (rank == 0)
                return error_set_at(err, "FEN", col + i, len - i,
                                    "more than %d ranks in the placement", g->ranks);
            rank--;
            file = 0;
            rank_at = i + 1;
        } else if (isdigit((unsigned char)c)) {
            int n = c - '0';
            if (n == 0)
                return error_set_at(err, "FEN", col + i, 1,
                                    "'0' is not a square count in the placement");
            file += n;
            if (file > g->files)
                return error_set_at(err, "FEN", col + i, 1, "rank %d has more than %d squares",
                                    rank + 1, g->files);
        } else {
            int t = variant_type_of(v, c);
            if (t < 0 || !isalpha((unsigned char)c))
                return error_set_at(err, "FEN", col + i, 1,
                                    "unknown piece letter '%c' in the placement", c);
            if (file >= g->files)
                return error_set_at(err, "FEN", col + i, 1, "rank %d has more than %d squares",
                                    rank + 1, g->files);
            int colour = isupper((unsigned char)c) ? WHITE : BLACK;
            position_put(v, p, geo_square(file, rank), piece_code(colour, t));
            file++;
        }
    }
    if (file != g->files)
        return error_set_at(err, "FEN", col + rank_at, len - rank_at,
                            "rank %d has %d squares, expected %d", rank + 1, file, g->files);
    if (rank != 0)
        return error_set_at(err, "FEN", col, len, "the placement has %d ranks, expected %d",
                            g->ranks - rank, g->ranks);
    return 0;
}

/* colour's rooks on the rank of its king on ksq, on the king side (higher files) or
 * the queen side. */
static Bitboard side_rooks(const Variant *v, const Position *p, int colour, int ksq, bool kingside)
{
    int rt = variant_type_of(v, 'R');
    if (rt < 0)
        return 0;
    Bitboard out = 0;
    for (int f = 0; f < v->geo.files; f++)
        if (kingside ? f > geo_file(ksq) : f < geo_file(ksq))
            out |= geo_bit(geo_square(f, geo_rank(ksq)));
    return out & p->pieces[colour][rt];
}

/* The rook that K or Q names: the outermost on that side. */
static int outermost(Bitboard rooks, bool kingside)
{
    return kingside ? bits_msb(rooks) : bits_lsb(rooks);
}

int fen_read_castling(const Variant *v, const char *text, int col, Position *p, Error *err)
{
    Bitboard rights = 0, unmoved = 0;
    char given[2][2] = {{0, 0}, {0, 0}}; /* [colour][king side]: the letter that gave it */
    for (const char *c = strcmp(text, "-") == 0 ? "" : text; *c; c++) {
        int at = col + (int)(c - text); /* the letter's column */
        int colour = isupper((unsigned char)*c) ? WHITE : BLACK;
        const char *side = colour == WHITE ? "White" : "Black";
        int rank = colour == WHITE ? 0 : v->geo.ranks - 1;
        int k = position_king(v, p, colour);
        char l = (char)toupper((unsigned char)*c);
        bool corner = l == 'K' || l == 'Q';
        if (!corner && !(l >= 'A' && l < 'A' + v->geo.files))
            return error_set_at(err, "FEN", at, 1, "unknown castling letter '%c'", *c);
        if (!v->def.rules.castling)
            return error_set_at(err, "FEN", at, 1,
                                "castling right '%c' in a variant without castling", *c);
        if (k < 0 || geo_rank(k) != rank)
            return error_set_at(err, "FEN", at, 1,
                                "castling right '%c' without a %s king on its first rank", *c,
                                side);
        char name[4];
        int rsq;
        if (corner) {
            Bitboard rooks = side_rooks(v, p, colour, k, l == 'K');
            geo_square_name(k, name);
            if (!rooks)
                return error_set_at(err, "FEN", at, 1,
                                    "castling right '%c' without a %s rook on the %s side of %s",
                                    *c, side, l == 'K' ? "king" : "queen", name);
            rsq = outermost(rooks, l == 'K');
        } else {
            rsq = geo_square(l - 'A', rank);
            geo_square_name(rsq, name);
            if (!((side_rooks(v, p, colour, k, true) | side_rooks(v, p, colour, k, false)) &
                  geo_bit(rsq)))
                return error_set_at(err, "FEN", at, 1,
                                    "castling right '%c' without a %s rook on %s", *c, side, name);
        }
        bool kingside = rsq > k;
        char *first = &given[colour][kingside];
        if (*first && !(rights & geo_bit(rsq)))
            return error_set_at(err, "FEN", at, 1,
                                "castling rights '%c' and '%c' name two %s rooks on the %s side",
                                *first, *c, side, kingside ? "king" : "queen");
        *first = *c;
        rights |= geo_bit(rsq);
        unmoved |= geo_bit(k) | geo_bit(rsq);
    }
    p->castle = rights;
    p->unmoved |= unmoved;
    return 0;
}

int fen_write_castling(const Variant *v, const Position *p, char *buf, size_t size)
{
    char out[2 * GEO_MAX_FILES + 2];
    size_t n = 0;
    for (int c = 0; c < 2; c++) {
        int k = position_king(v, p, c);
        int rank = c == WHITE ? 0 : v->geo.ranks - 1;
        /* the king side before the queen side: from the h-file to the a-file */
        for (int f = v->geo.files - 1; f >= 0; f--) {
            int sq = geo_square(f, rank);
            if (!(p->castle & p->occ[c] & geo_bit(sq)))
                continue;
            char l = (char)('A' + f);
            if (k >= 0 && geo_rank(k) == rank && sq != k) {
                Bitboard rooks = side_rooks(v, p, c, k, sq > k);
                if ((rooks & geo_bit(sq)) && outermost(rooks, sq > k) == sq)
                    l = sq > k ? 'K' : 'Q';
            }
            out[n++] = c == WHITE ? l : (char)tolower((unsigned char)l);
        }
    }
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
    if (n + 1 > size)
        return -1;
    memcpy(buf, out, n + 1);
    return (int)n;
}

int fen_read_counter(const char *text, int col, const char *what, uint32_t lo, uint32_t hi,
                     uint32_t *out, Error *err)
{
    uint64_t n = 0;
    const char *c = text;
    /* digits only, and no wrap however many */
    for (; isdigit((unsigned char)*c) && n <= hi; c++)
        n = n * 10 + (uint64_t)(*c - '0');
    if (!*text || *c || n < lo || n > hi)
        return error_set_at(err, "FEN", col, (int)strlen(text),
                            "%s must be a number from %" PRIu32 " to %" PRIu32 ", not \"%s\"", what,
                            lo, hi, text);
    *out = (uint32_t)n;
    return 0;
}

static const char digits36[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* Number of phase digits per colour: one per type, or (atomic) one per atom
 * list, in the order of the variant file (a type's power then follows from
 * the atoms). */
static int phase_count(const Variant *v)
{
    return v->def.mutation.atomic ? v->def.mutation.natoms : v->def.ntypes;
}

/* Where digit i is kept in Position.phase[colour]. */
static int phase_slot(const Variant *v, int i)
{
    return v->def.mutation.atomic ? VAR_MAX_TYPES + i : i;
}

static int phase_limit(const Variant *v, int colour, int i)
{
    if (!v->def.mutation.atomic)
        return v->def.types[i].npowers[colour];
    return v->def.mutation.atoms[i].nvalues[colour];
}

static void phase_name(const Variant *v, int i, char *buf, size_t size)
{
    if (!v->def.mutation.atomic)
        snprintf(buf, size, "%s", v->def.types[i].name);
    else
        snprintf(buf, size, "atom %c", v->def.mutation.atoms[i].letter);
}

/* The Polypiece extension "phases:WWWWWW/BBBBBB": each colour's current
 * index per type (atomic Polypiece: per atom list instead), one base-36 digit
 * each. The field starts at column col of the FEN. */
static int read_phases(const Variant *v, const char *field, int col, Position *p, Error *err)
{
    int len = (int)strlen(field);
    if (strncmp(field, "phases:", 7) != 0)
        return error_set_at(err, "FEN", col, len,
                            "expected \"phases:\" after the move number, not \"%s\"", field);
    int n = phase_count(v);
    const char *d = field + 7;
    for (int c = 0; c < 2; c++) {
        for (int i = 0; i < n; i++, d++) {
            int at = col + (int)(d - field);
            const char *pos = *d ? strchr(digits36, tolower((unsigned char)*d)) : NULL;
            if (!pos)
                return error_set_at(err, "FEN", at, *d ? 1 : 0,
                                    "phases: expected %d digits per colour in \"%s\"", n,
                                    field + 7);
            int val = (int)(pos - digits36);
            if (val >= phase_limit(v, c, i)) {
                char name[48];
                phase_name(v, i, name, sizeof name);
                return error_set_at(err, "FEN", at, 1,
                                    "phases: index %d is past the end of %s's list for %s", val,
                                    c == WHITE ? "White" : "Black", name);
            }
            p->phase[c][phase_slot(v, i)] = (uint8_t)val;
        }
        if (c == 0 && *d++ != '/')
            return error_set_at(err, "FEN", col + (int)(d - 1 - field), d[-1] ? 1 : 0,
                                "phases: expected '/' between White's and Black's indices");
    }
    if (*d)
        return error_set_at(err, "FEN", col + (int)(d - field), (int)strlen(d),
                            "phases: unexpected \"%s\"", d);
    return 0;
}

/* Whether power p (compiled for colour) has a move towards colour's first
 * rank from some square. */
static bool moves_back(const Power *p, int colour)
{
    int back = colour == WHITE ? -1 : 1; /* Black's vectors are turned already */
    for (int i = 0; i < p->nrays; i++)
        if (p->rays[i].dy * back > 0)
            return true;
    for (int i = 0; i < p->nslow; i++)
        if (p->slow[i].dy * back > 0)
            return true;
    for (int s = 0; s < 64; s++) {
        Bitboard behind = colour == WHITE ? (((Bitboard)1 << (s / 8 * 8)) - 1)
                          : s / 8 == 7    ? 0
                                          : ~(Bitboard)0 << ((s / 8 + 1) * 8);
        Bitboard to =
            p->leap_move[s] | p->leap_cap[s] | p->ileap_move[s] | p->ileap_cap[s] | p->ep_cap[s];
        for (int i = 0; i < p->nlame; i++)
            to |= p->lame[i].to[s];
        if (to & behind)
            return true;
    }
    return false;
}

Bitboard fen_pawn_edge(const Variant *v, int colour)
{
    if (v->pawn_type < 0)
        return 0;
    Bitboard rank1 = 0xff, top = (Bitboard)0xff << (8 * (v->geo.ranks - 1));
    Bitboard first = colour == WHITE ? rank1 : top, last = colour == WHITE ? top : rank1;
    bool back = v->def.rules.first_rank_double;
    for (int i = 0; i < VAR_MAX_COMBOS && !back; i++)
        back = v->powers[v->pawn_type][colour][i] &&
               moves_back(v->powers[v->pawn_type][colour][i], colour);
    return back ? last : first | last;
}

static int check_sanity(const Variant *v, const Position *p, Error *err)
{
    if (v->king_type >= 0) {
        for (int c = 0; c < 2; c++) {
            int n = bits_count(p->pieces[c][v->king_type]);
            const char *side = c == WHITE ? "White" : "Black";
            if (n > 1)
                return error_set(err, "FEN", "%s has %d kings", side, n);
            if (n == 0 && !v->def.rules.king_capture && v->def.portal.layout == PORTAL_NONE)
                return error_set(err, "FEN", "%s has no king", side);
        }
    }
    if (v->pawn_type >= 0 && v->def.rules.npromo > 0) {
        Bitboard on_edge = ((p->pieces[WHITE][v->pawn_type] & fen_pawn_edge(v, WHITE)) |
                            (p->pieces[BLACK][v->pawn_type] & fen_pawn_edge(v, BLACK))) &
                           v->geo.valid;
        if (on_edge) {
            char sq[4];
            geo_square_name(bits_lsb(on_edge), sq);
            return error_set(err, "FEN", "a pawn stands on %s, on the first or last rank", sq);
        }
    }
    if (position_in_check(v, p, !p->stm))
        return error_set(err, "FEN", "the side not to move (%s) is in check",
                         p->stm == WHITE ? "Black" : "White");
    return 0;
}

/* The 1-based column in fen of the field next_field has just read (n bytes, s after it),
 * or, when n < 0, of the one too long to read. */
static int field_col(const char *fen, const char *s, int n)
{
    return n < 0 ? (int)(skip_spaces(s) - fen) + 1 : (int)(s - fen) - n + 1;
}

/* The en-passant field (at column col) for p, whose side to move is set. */
static int read_ep(const Variant *v, const char *field, int col, Position *p, Error *err)
{
    if (strcmp(field, "-") == 0)
        return 0;
    int sq, len = (int)strlen(field);
    if (geo_parse_square(&v->geo, field, &sq) != 2 || field[2])
        return error_set_at(err, "FEN", col, len, "en-passant square \"%s\" is not a square",
                            field);
    int victim = p->stm == WHITE ? sq - 8 : sq + 8;
    int origin = p->stm == WHITE ? sq + 8 : sq - 8;
    int code = victim >= 0 && victim < 64 ? p->board[victim] : PIECE_NONE;
    if (v->pawn_type < 0 || code == PIECE_NONE || piece_colour(code) == p->stm ||
        piece_type(code) != v->pawn_type || p->board[sq] != PIECE_NONE || origin < 0 ||
        origin >= 64 || p->board[origin] != PIECE_NONE)
        return error_set_at(err, "FEN", col, len,
                            "en-passant square %s does not follow a pawn's double step", field);
    p->ep = (uint8_t)sq;
    p->ep_victim = (uint8_t)victim;
    return 0;
}

int fen_read(const Variant *v, const char *fen, Position *out, Error *err)
{
    if (!fen)
        return error_set(err, "FEN", "no FEN given");
    Position p;
    memset(&p, 0, sizeof p);
    p.ep = p.ep_victim = GEO_NO_SQ;
    p.fullmove = 1;
    const char *s = fen;
    char field[FEN_MAX];
    int n = next_field(&s, field, sizeof field);
    if (n <= 0)
        return n < 0 ? error_set_at(err, "FEN", field_col(fen, s, n), (int)strlen(skip_spaces(s)),
                                    "the placement is too long")
                     : error_set(err, "FEN", "empty FEN");
    if (read_placement(v, field, field_col(fen, s, n), &p, err) != 0)
        return -1;
    n = next_field(&s, field, sizeof field);
    if (n > 0) {
        if (strcmp(field, "w") == 0)
            p.stm = WHITE;
        else if (strcmp(field, "b") == 0)
            p.stm = BLACK;
        else
            return error_set_at(err, "FEN", field_col(fen, s, n), n,
                                "side to move must be 'w' or 'b', not \"%s\"", field);
    }
    if (n > 0 && (n = next_field(&s, field, sizeof field)) > 0 &&
        fen_read_castling(v, field, field_col(fen, s, n), &p, err) != 0)
        return -1;
    if (n > 0 && (n = next_field(&s, field, sizeof field)) > 0 &&
        read_ep(v, field, field_col(fen, s, n), &p, err) != 0)
        return -1;
    if (n > 0 && (n = next_field(&s, field, sizeof field)) > 0 &&
        fen_read_counter(field, field_col(fen, s, n), "the halfmove clock", 0, POS_COUNTER_MAX,
                         &p.halfmove, err) != 0)
        return -1;
    if (n > 0 && (n = next_field(&s, field, sizeof field)) > 0 &&
        fen_read_counter(field, field_col(fen, s, n), "the move number", 1, POS_COUNTER_MAX,
                         &p.fullmove, err) != 0)
        return -1;
    for (int t = 0; t < v->def.ntypes; t++)
        for (int c = 0; c < 2; c++)
            p.phase[c][t] = (uint8_t)v->def.types[t].start_index[c];
    if (v->def.mutation.atomic)
        for (int a = 0; a < v->def.mutation.natoms; a++)
            for (int c = 0; c < 2; c++)
                p.phase[c][VAR_MAX_TYPES + a] = (uint8_t)v->def.mutation.atoms[a].start_index[c];
    if (n > 0 && v->def.mutation.kind == MUT_TYPE_CYCLE &&
        (n = next_field(&s, field, sizeof field)) > 0 &&
        read_phases(v, field, field_col(fen, s, n), &p, err) != 0)
        return -1;
    position_sync_atoms(v, &p);
    if (n < 0)
        return error_set_at(err, "FEN", field_col(fen, s, n), (int)strcspn(skip_spaces(s), " "),
                            "a field is too long (at most %d characters)", FEN_MAX - 1);
    const char *rest = skip_spaces(s);
    int rest_len = (int)strlen(rest);
    while (rest_len > 0 && rest[rest_len - 1] == ' ')
        rest_len--;
    if (rest_len > 0)
        return error_set_at(err, "FEN", (int)(rest - fen) + 1, rest_len,
                            "unexpected text at the end: \"%.*s\"", rest_len, rest);

    for (int sq = 0; sq < 64; sq++)
        if (p.board[sq] != PIECE_NONE && p.board[sq] == v->start_board[sq])
            p.unmoved |= geo_bit(sq);
    if (v->king_type >= 0 && v->def.rules.king_capture)
        for (int c = 0; c < 2; c++)
            if (!p.pieces[c][v->king_type] && p.pieces[!c][v->king_type])
                p.king_captured = (uint8_t)(1 + c);
    if (check_sanity(v, &p, err) != 0)
        return -1;
    p.hash = position_hash(v, &p);
    *out = p;
    return 0;
}

int fen_write(const Variant *v, const Position *p, char *buf, size_t size)
{
    char out[FEN_MAX];
    size_t n = 0;
    for (int r = v->geo.ranks - 1; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < v->geo.files; f++) {
            int code = p->board[geo_square(f, r)];
            if (code == PIECE_NONE) {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty);
            empty = 0;
            char l = v->def.types[piece_type(code)].letter;
            out[n++] = piece_colour(code) == WHITE ? l : (char)tolower((unsigned char)l);
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (r)
            out[n++] = '/';
    }
    out[n++] = ' ';
    out[n++] = p->stm == WHITE ? 'w' : 'b';
    out[n++] = ' ';
    int nc = fen_write_castling(v, p, out + n, sizeof out - n);
    if (nc < 0)
        return -1;
    n += (size_t)nc;
    char ep[4] = "-";
    if (p->ep != GEO_NO_SQ)
        geo_square_name(p->ep, ep);
    char phases[2 * POS_PHASES + 16] = "";
    if (v->def.mutation.kind == MUT_TYPE_CYCLE) {
        size_t k = 0;
        phases[k++] = ' ';
        memcpy(phases + k, "phases:", 7);
        k += 7;
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < phase_count(v); i++)
                phases[k++] = digits36[p->phase[c][phase_slot(v, i)] % 36];
            if (c == 0)
                phases[k++] = '/';
        }
        phases[k] = '\0';
    }
    int len = snprintf(buf, size, "%s %s %" PRIu32 " %" PRIu32 "%s", out, ep, p->halfmove,
                       p->fullmove, phases);
    if (len < 0 || (size_t)len >= size)
        return -1;
    return len;
}
