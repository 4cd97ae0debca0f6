/* portal_text.c - Portal Chess as text: its FEN and action notation. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "fen.h"
#include "notation.h"
#include "portal.h"

/* ------------------------------------------------------------------ */
/* FEN                                                                  */
/* ------------------------------------------------------------------ */

#define MAX_FIELDS 12

/* Splits text on spaces into at most MAX_FIELDS fields of buf, the 1-based column of each
 * in col; returns the count, MAX_FIELDS + 1 when there are more, or -1 when the text is
 * too long. */
static int split_fields(const char *text, char *buf, size_t size, char *fields[MAX_FIELDS],
                        int col[MAX_FIELDS])
{
    size_t n = strlen(text);
    if (n >= size)
        return -1;
    memcpy(buf, text, n + 1);
    int count = 0;
    char *s = buf;
    while (*s) {
        while (*s == ' ')
            *s++ = '\0';
        if (!*s)
            break;
        if (count == MAX_FIELDS)
            return MAX_FIELDS + 1;
        col[count] = (int)(s - buf) + 1;
        fields[count++] = s;
        while (*s && *s != ' ')
            s++;
    }
    return count;
}

/* Reads one 8x8 placement (at column col of the FEN) with fen_read and keeps the pieces
 * whose file is in [lo, hi) on q (empty). fen_read refuses a side not to move in check,
 * which Portal allows (both kings may stand in check, each on the board the
 * other player acts on), so each colour is read alone: the other colour's
 * letters become '1' (one empty square), which keeps every byte where it was. */
static int read_placement(const Variant *v, const char *text, int col, Position *q, int lo, int hi,
                          const char *name, Error *err)
{
    for (int colour = 0; colour < 2; colour++) {
        char fen[FEN_MAX];
        int n = snprintf(fen, sizeof fen, "%.200s w - - 0 1", text);
        for (int i = 0; i < n && fen[i] != ' '; i++)
            if (isalpha((unsigned char)fen[i]) &&
                (isupper((unsigned char)fen[i]) ? WHITE : BLACK) != colour)
                fen[i] = '1';
        Position r;
        Error e;
        if (fen_read(v, fen, &r, &e) != 0) {
            bool in_text = e.column > 0 && e.column <= (int)strlen(text) + 1;
            return error_set_at(err, "FEN", in_text ? col + e.column - 1 : 0, e.span, "%s: %s",
                                name, e.what);
        }
        for (int sq = 0; sq < 64; sq++)
            if (r.board[sq] != PIECE_NONE && geo_file(sq) >= lo && geo_file(sq) < hi)
                position_put(v, q, sq, r.board[sq]);
    }
    return 0;
}

static void empty_board(Position *q, const Position *like)
{
    *q = *like;
    memset(q->pieces, 0, sizeof q->pieces);
    q->occ[0] = q->occ[1] = 0;
    q->castle = 0;
    q->unmoved = 0;
    q->king_captured = 0;
    q->ep = q->ep_victim = GEO_NO_SQ;
    memset(q->board, PIECE_NONE, sizeof q->board);
}

static int read_castling(const Variant *v, const char *text, int col, Position *q, const char *name,
                         Error *err)
{
    Error e;
    if (fen_read_castling(v, text, col, q, &e) != 0)
        return error_set_at(err, "FEN", e.column, e.span, "%s: %s", name, e.what);
    return 0;
}

static int read_ep(const Variant *v, const char *text, int col, Position *q, int b,
                   const char *name, Error *err)
{
    if (strcmp(text, "-") == 0)
        return 0;
    int sq, len = (int)strlen(text);
    if (geo_parse_square(&v->geo, text, &sq) != 2 || text[2])
        return error_set_at(err, "FEN", col, len, "%s en passant: \"%s\" is not a square", name,
                            text);
    int victim = q->stm == WHITE ? sq - 8 : sq + 8;
    int origin = q->stm == WHITE ? sq + 8 : sq - 8;
    bool half_ok = v->def.portal.layout != PORTAL_ONE_SET || (geo_file(sq) < 4) == (b == 0);
    if (!half_ok || v->pawn_type < 0 || victim < 0 || victim >= 64 || origin < 0 || origin >= 64 ||
        q->board[victim] != piece_code(!q->stm, v->pawn_type) || q->board[sq] != PIECE_NONE ||
        q->board[origin] != PIECE_NONE)
        return error_set_at(err, "FEN", col, len,
                            "%s en passant: %s does not follow a pawn's double step", name, text);
    q->ep = (uint8_t)sq;
    q->ep_victim = (uint8_t)victim;
    return 0;
}

/* Reads "phases:..." (fen.c's extension, at column col of the FEN) into phase. */
static int read_phases(const Variant *v, const char *text, int col, uint8_t phase[2][POS_PHASES],
                       Error *err)
{
    if (v->def.mutation.kind != MUT_TYPE_CYCLE || strncmp(text, "phases:", 7) != 0)
        return error_set_at(err, "FEN", col, (int)strlen(text),
                            "unexpected text at the end: \"%s\"", text);
    static const char empty[] = "8/8/8/8/8/8/8/8 w - - 0 1 ";
    char fen[FEN_MAX];
    Position r;
    snprintf(fen, sizeof fen, "%s%.200s", empty, text);
    if (fen_read(v, fen, &r, err) != 0) {
        int at = err->column - (int)(sizeof empty - 1); /* 1-based in text */
        err->column = at >= 1 ? col + at - 1 : 0;
        err->span = at >= 1 ? err->span : 0;
        return -1;
    }
    memcpy(phase, r.phase, sizeof r.phase);
    return 0;
}

static int check_pieces(const Variant *v, const PortalPos *p, Error *err)
{
    for (int c = 0; c < 2; c++) {
        int n = bits_count(p->board[0].pieces[c][v->king_type]) +
                bits_count(p->board[1].pieces[c][v->king_type]);
        if (n != 1)
            return error_set(err, "FEN", "%s has %d kings, expected 1",
                             c == WHITE ? "White" : "Black", n);
    }
    if (v->pawn_type >= 0)
        for (int b = 0; b < 2; b++) {
            Bitboard on_edge = (p->board[b].pieces[0][v->pawn_type] & fen_pawn_edge(v, WHITE)) |
                               (p->board[b].pieces[1][v->pawn_type] & fen_pawn_edge(v, BLACK));
            if (on_edge) {
                char sq[4];
                geo_square_name(bits_lsb(on_edge), sq);
                return error_set(err, "FEN", "a pawn stands on %s, on the first or last rank", sq);
            }
        }
    return 0;
}

int portal_fen_read(const Variant *v, const char *fen, PortalPos *out, Error *err)
{
    PortalPos start, p;
    if (portal_start(v, &start, err) != 0)
        return -1;
    if (!fen)
        return error_set(err, "FEN", "no FEN given");
    char buf[PORTAL_FEN_MAX];
    char *f[MAX_FIELDS];
    int col[MAX_FIELDS];
    int n = split_fields(fen, buf, sizeof buf, f, col), len = (int)strlen(fen);
    bool two = v->def.portal.layout == PORTAL_TWO_SETS;
    int need = two ? 10 : 7;
    if (n < 0)
        return error_set_at(err, "FEN", PORTAL_FEN_MAX, len + 1 - PORTAL_FEN_MAX,
                            "too long (at most %d characters)", PORTAL_FEN_MAX - 1);
    if (n < need) /* where the missing fields would go */
        return error_set_at(err, "FEN", len + 1, 0, "expected %d fields (%d with phases), found %d",
                            need, need + 1, n);
    if (n > need + 1) /* the first field too many */
        return error_set_at(err, "FEN", col[need + 1], len + 1 - col[need + 1],
                            "expected %d fields (%d with phases), found %s%d", need, need + 1,
                            n > MAX_FIELDS ? "more than " : "", n > MAX_FIELDS ? MAX_FIELDS : n);
    p = start;
    empty_board(&p.board[0], &start.board[0]);
    empty_board(&p.board[1], &start.board[1]);
    int i = 0;
    if (two) {
        if (read_placement(v, f[0], col[0], &p.board[0], 0, 8, "board A", err) != 0 ||
            read_placement(v, f[1], col[1], &p.board[1], 0, 8, "board B", err) != 0)
            return -1;
        i = 2;
    } else {
        if (read_placement(v, f[0], col[0], &p.board[0], 0, 4, "board", err) != 0 ||
            read_placement(v, f[0], col[0], &p.board[1], 4, 8, "board", err) != 0)
            return -1;
        i = 1;
    }
    const char *wb = f[i];
    if (strcmp(wb, "wA") != 0 && strcmp(wb, "wB") != 0)
        return error_set_at(err, "FEN", col[i], (int)strlen(wb),
                            "White's board must be \"wA\" or \"wB\", not \"%s\"", wb);
    i++;
    p.white_board = wb[1] == 'A' ? PORTAL_A : PORTAL_B;
    p.board[p.white_board].stm = WHITE;
    p.board[!p.white_board].stm = BLACK;
    if (two) {
        if (read_castling(v, f[i], col[i], &p.board[0], "board A", err) != 0 ||
            read_castling(v, f[i + 1], col[i + 1], &p.board[1], "board B", err) != 0)
            return -1;
        i += 2;
    }
    if (read_ep(v, f[i], col[i], &p.board[0], 0, "board A", err) != 0 ||
        read_ep(v, f[i + 1], col[i + 1], &p.board[1], 1, "board B", err) != 0)
        return -1;
    i += 2;
    const char *decl = f[i];
    if (strcmp(decl, "-") && strcmp(decl, "w") && strcmp(decl, "b") && strcmp(decl, "wb"))
        return error_set_at(err, "FEN", col[i], (int)strlen(decl),
                            "declarations must be -, w, b or wb, not \"%s\"", decl);
    i++;
    p.must_teleport[WHITE] = strchr(decl, 'w') != NULL;
    p.must_teleport[BLACK] = strchr(decl, 'b') != NULL;
    if (fen_read_counter(f[i], col[i], "the halfmove clock", 0, POS_COUNTER_MAX, &p.halfmove,
                         err) != 0 ||
        fen_read_counter(f[i + 1], col[i + 1], "the turn number", 1, POS_COUNTER_MAX, &p.turn,
                         err) != 0)
        return -1;
    i += 2;
    uint8_t phase[2][POS_PHASES];
    memcpy(phase, start.board[0].phase, sizeof phase);
    if (i < n && read_phases(v, f[i], col[i], phase, err) != 0)
        return -1;
    if (check_pieces(v, &p, err) != 0)
        return -1;
    for (int b = 0; b < 2; b++) {
        Position *q = &p.board[b];
        for (int sq = 0; sq < 64; sq++)
            if (q->board[sq] != PIECE_NONE && q->board[sq] == start.board[b].board[sq])
                q->unmoved |= geo_bit(sq);
        memcpy(q->phase, phase, sizeof phase);
        q->halfmove = p.halfmove;
        q->fullmove = p.turn;
        q->hash = position_hash(v, q);
    }
    p.entered = 0;
    *out = p;
    return 0;
}

/* fen_write's field `index` (0: placement) and, when phases is not NULL,
 * its trailing "phases:..." field for q. */
static void fen_fields(const Variant *v, const Position *q, char *placement, size_t size,
                       char *phases, size_t psize)
{
    char fen[FEN_MAX];
    fen_write(v, q, fen, sizeof fen);
    const char *sp = strchr(fen, ' ');
    size_t n = sp ? (size_t)(sp - fen) : strlen(fen);
    snprintf(placement, size, "%.*s", (int)n, fen);
    if (phases) {
        const char *ph = strstr(fen, " phases:");
        snprintf(phases, psize, "%s", ph ? ph : "");
    }
}

int portal_fen_write(const Variant *v, const PortalPos *p, char *buf, size_t size)
{
    char out[PORTAL_FEN_MAX];
    char pa[80], pb[80] = "", ca[2 * GEO_MAX_FILES + 2], cb[2 * GEO_MAX_FILES + 2], ea[4] = "-",
                 eb[4] = "-", decl[4] = "-";
    char phases[2 * POS_PHASES + 16];
    bool two = v->def.portal.layout == PORTAL_TWO_SETS;
    if (two) {
        fen_fields(v, &p->board[0], pa, sizeof pa, phases, sizeof phases);
        fen_fields(v, &p->board[1], pb, sizeof pb, NULL, 0);
    } else {
        Position whole = p->board[0];
        for (Bitboard bb = p->board[1].occ[0] | p->board[1].occ[1]; bb;) {
            int sq = bits_pop(&bb);
            position_remove(v, &whole, sq);
            position_put(v, &whole, sq, p->board[1].board[sq]);
        }
        fen_fields(v, &whole, pa, sizeof pa, phases, sizeof phases);
    }
    if (fen_write_castling(v, &p->board[0], ca, sizeof ca) < 0 ||
        fen_write_castling(v, &p->board[1], cb, sizeof cb) < 0)
        return -1;
    if (p->board[0].ep != GEO_NO_SQ)
        geo_square_name(p->board[0].ep, ea);
    if (p->board[1].ep != GEO_NO_SQ)
        geo_square_name(p->board[1].ep, eb);
    if (p->must_teleport[WHITE] || p->must_teleport[BLACK])
        snprintf(decl, sizeof decl, "%s%s", p->must_teleport[WHITE] ? "w" : "",
                 p->must_teleport[BLACK] ? "b" : "");
    int len;
    if (two)
        len = snprintf(out, sizeof out, "%s %s w%c %s %s %s %s %s %" PRIu32 " %" PRIu32 "%s", pa,
                       pb, p->white_board == PORTAL_A ? 'A' : 'B', ca, cb, ea, eb, decl,
                       p->halfmove, p->turn, phases);
    else
        len = snprintf(out, sizeof out, "%s w%c %s %s %s %" PRIu32 " %" PRIu32 "%s", pa,
                       p->white_board == PORTAL_A ? 'A' : 'B', ea, eb, decl, p->halfmove, p->turn,
                       phases);
    if (len < 0 || (size_t)len >= size)
        return -1;
    memcpy(buf, out, (size_t)len + 1);
    return len;
}

/* ------------------------------------------------------------------ */
/* Actions                                                              */
/* ------------------------------------------------------------------ */

int portal_action_write(const Variant *v, const PortalPos *p, const PortalAction *a, char *buf,
                        size_t size)
{
    char out[NOTATION_MAX + 8];
    char body[NOTATION_MAX];
    switch (a->kind) {
    case PORTAL_MOVE: {
        if (notation_write(v, &p->board[a->board], a->move, body, sizeof body) < 0)
            return -1;
        /* the base variant's check marks say nothing about portal check */
        size_t n = strlen(body);
        while (n && (body[n - 1] == '+' || body[n - 1] == '#'))
            body[--n] = '\0';
        break;
    }
    case PORTAL_DECLARE:
        snprintf(body, sizeof body, "declare");
        break;
    case PORTAL_LOST_TURN:
        snprintf(body, sizeof body, "--");
        break;
    case PORTAL_TELEPORT: {
        Position w[2];
        portal_view(v, p, w);
        int code = w[!a->board].board[a->from];
        char from[4], to[4], letter[2] = "";
        if (code != PIECE_NONE && piece_type(code) != v->pawn_type)
            letter[0] = v->def.types[piece_type(code)].letter;
        geo_square_name(a->from, from);
        geo_square_name(a->to, to);
        snprintf(body, sizeof body, "tp:%s%s-%s", letter, from, to);
        break;
    }
    default:
        return -1;
    }
    int len = snprintf(out, sizeof out, "%c:%s", a->board == PORTAL_A ? 'A' : 'B', body);
    if (len < 0 || (size_t)len >= size)
        return -1;
    memcpy(buf, out, (size_t)len + 1);
    return len;
}

/* Finds the first legal action of `kind` matching from/to (-1: any). */
static const PortalAction *find_action(const PortalList *l, int kind, int from, int to)
{
    for (int i = 0; i < l->count; i++) {
        const PortalAction *a = &l->actions[i];
        if (a->kind == kind && (from < 0 || a->from == from) && (to < 0 || a->to == to))
            return a;
    }
    return NULL;
}

static int read_teleport(const Variant *v, const PortalPos *p, const PortalList *l, const char *s,
                         PortalAction *out, Error *err)
{
    int me = portal_to_enter(p);
    if (!p->must_teleport[me])
        return error_set(err, "", "no teleport: %s did not declare on the previous turn",
                         me == WHITE ? "White" : "Black");
    if (isupper((unsigned char)*s))
        s++; /* the piece letter, checked through the square */
    int from = -1, to = -1;
    int k = geo_parse_square(&v->geo, s, &from);
    if (k == 0)
        return error_set(err, "", "not a teleport: expected tp:a4 or tp:a4-a4");
    s += k;
    if (*s == '-' || *s == 'x' || *s == ':') {
        s++;
        k = geo_parse_square(&v->geo, s, &to);
        if (k == 0)
            return error_set(err, "", "not a teleport: expected tp:a4 or tp:a4-a4");
        s += k;
    }
    if (*s)
        return error_set(err, "", "not a teleport: unexpected \"%s\"", s);
    const PortalAction *a = find_action(l, PORTAL_TELEPORT, from, to);
    if (!a)
        return error_set(err, "", "illegal teleport");
    *out = *a;
    return 0;
}

int portal_action_read(const Variant *v, const PortalPos *p, const char *text, PortalAction *out,
                       Error *err)
{
    PortalList l;
    if (portal_legal(v, p, &l) == 0)
        return error_set(err, "", "no legal actions: the game is over");
    int me = portal_to_enter(p);
    int b = portal_board_of(p, me);
    const char *s = text;
    if ((s[0] == 'A' || s[0] == 'B') && s[1] == ':') {
        if (s[0] - 'A' != b)
            return error_set(err, "", "%s acts on board %c, not %c",
                             me == WHITE ? "White" : "Black", 'A' + b, s[0]);
        s += 2;
    }
    const PortalAction *a = NULL;
    if (strcmp(s, "declare") == 0) {
        a = find_action(&l, PORTAL_DECLARE, -1, -1);
        if (!a)
            return error_set(err, "", "cannot declare: %s",
                             p->must_teleport[me] ? "a teleport is due"
                                                  : "no own piece on a portal square, or in check");
    } else if (strcmp(s, "--") == 0 || strcmp(s, "lost") == 0) {
        a = find_action(&l, PORTAL_LOST_TURN, -1, -1);
        if (!a)
            return error_set(err, "",
                             p->must_teleport[me] ? "a teleport is possible"
                                                  : "no lost turn: a legal action is possible");
    } else if (strncmp(s, "tp:", 3) == 0) {
        return read_teleport(v, p, &l, s + 3, out, err);
    } else {
        if (p->must_teleport[me])
            return error_set(err, "", "%s must teleport (declared on the previous turn)",
                             me == WHITE ? "White" : "Black");
        if (find_action(&l, PORTAL_LOST_TURN, -1, -1))
            return error_set(err, "", "%s has no legal action on board %c: the turn is lost",
                             me == WHITE ? "White" : "Black", 'A' + b);
        Move m;
        if (notation_read(v, &p->board[b], s, &m, err) != 0)
            return -1;
        for (int i = 0; i < l.count && !a; i++)
            if (l.actions[i].kind == PORTAL_MOVE && l.actions[i].move == m)
                a = &l.actions[i];
        if (!a)
            return error_set(err, "", "illegal move: the king would be in portal check");
    }
    *out = *a;
    return 0;
}
