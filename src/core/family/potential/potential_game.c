/* potential_game.c - Potential Chess games: history, status, movetext, and replay as orthodox
 * chess. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "movetext.h"
#include "notation.h"
#include "potential.h"

PotGame *potential_game_new(const PotPos *start)
{
    PotGame *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->cap = 64;
    g->moves = malloc(sizeof *g->moves * (size_t)g->cap);
    g->positions = malloc(sizeof *g->positions * (size_t)(g->cap + 1));
    if (!g->moves || !g->positions) {
        potential_game_free(g);
        return NULL;
    }
    g->positions[0] = *start;
    if (keycount_add(&g->seen, start->hash, 1) != 0) {
        potential_game_free(g);
        return NULL;
    }
    return g;
}

void potential_game_free(PotGame *g)
{
    if (!g)
        return;
    free(g->moves);
    free(g->positions);
    keycount_free(&g->seen);
    free(g);
}

const PotPos *potential_game_pos(const PotGame *g)
{
    return &g->positions[g->count];
}

/* The draws that need no move list: repetition and the fifty-move rule. */
static PotStatus draw_status(const Variant *v, const PotGame *g)
{
    const PotPos *p = potential_game_pos(g);
    if (v->def.rules.repetition) {
        if (keycount_get(&g->seen, p->hash) >= 3)
            return POT_REPETITION;
    }
    if (v->def.rules.fifty_move && p->halfmove >= 100)
        return POT_FIFTY_MOVE;
    return POT_ONGOING;
}

static PotStatus status_of(const Variant *v, const PotGame *g, int *winner)
{
    const PotPos *p = potential_game_pos(g);
    *winner = -1;
    if (!potential_has_legal(v, p)) {
        if (potential_in_check(v, p, p->stm)) {
            *winner = !p->stm;
            return POT_CHECKMATE;
        }
        return POT_STALEMATE;
    }
    return draw_status(v, g);
}

PotStatus potential_game_status(const Variant *v, const PotGame *g, const char **status,
                                const char **result)
{
    int winner;
    PotStatus s = status_of(v, g, &winner);
    static const GameStatus names[] = {STATUS_ONGOING, STATUS_CHECKMATE, STATUS_STALEMATE,
                                       STATUS_REPETITION, STATUS_FIFTY_MOVE};
    if (status)
        *status = game_status_name(names[s]);
    if (result)
        *result = game_result_name(s == POT_ONGOING  ? RESULT_NONE
                                   : winner == WHITE ? RESULT_WHITE
                                   : winner == BLACK ? RESULT_BLACK
                                                     : RESULT_DRAW);
    return s;
}

int potential_game_play(const Variant *v, PotGame *g, PotMove m)
{
    /* the draw rules are the caller's to apply (match_set_draw_end) */
    PotPos next;
    if (!potential_is_legal(v, potential_game_pos(g), m) ||
        potential_apply(v, potential_game_pos(g), m, &next) != 0)
        return -1;
    if (g->count == g->cap) {
        int cap = g->cap * 2;
        PotMove *mv = realloc(g->moves, sizeof *mv * (size_t)cap);
        if (!mv)
            return -1;
        g->moves = mv;
        PotPos *ps = realloc(g->positions, sizeof *ps * (size_t)(cap + 1));
        if (!ps)
            return -1;
        g->positions = ps;
        g->cap = cap;
    }
    if (keycount_add(&g->seen, next.hash, 1) != 0)
        return -1;
    g->moves[g->count++] = m;
    g->positions[g->count] = next;
    return 0;
}

bool potential_game_take_back(PotGame *g)
{
    if (g->count == 0)
        return false;
    keycount_add(&g->seen, potential_game_pos(g)->hash, -1); /* counted: no allocation */
    g->count--;
    return true;
}

int potential_game_play_text(const Variant *v, PotGame *g, const char *text, Error *err)
{
    const PotPos *p = potential_game_pos(g);
    MovetextStart st = {(int)p->fullmove, p->stm};
    Movetext *mt = NULL;
    if (movetext_parse(text, &st, &mt, err) != 0)
        return -1;
    for (int i = 0; i < mt->nmoves; i++) {
        const MovetextMove *mm = &mt->moves[i];
        char where[64];
        snprintf(where, sizeof where, "move %d (%s)", mm->number,
                 mm->colour == WHITE ? "White" : "Black");
        PotMove m;
        Error e;
        error_clear(&e);
        if (draw_status(v, g) != POT_ONGOING) {
            error_set(err, where, "\"%s\": the game is over", mm->text);
            movetext_free(mt);
            return -1;
        }
        if (potential_move_read(v, potential_game_pos(g), mm->text, &m, &e) != 0 ||
            potential_game_play(v, g, m) != 0) {
            error_set(err, where, "\"%s\": %s", mm->text, e.what[0] ? e.what : "out of memory");
            movetext_free(mt);
            return -1;
        }
    }
    movetext_free(mt);
    return 0;
}

/* The orthodox home type of a start square (prefers an orthodox-looking array). */
static int home_type(int sq)
{
    static const int back[8] = {POT_R, POT_N, POT_B, POT_Q, POT_K, POT_B, POT_N, POT_R};
    int r = sq >> 3;
    return (r == 0 || r == 7) ? back[sq & 7] : POT_P;
}

/* The orthodox legal move of op that is potential move m (with the actual types). */
static Move ortho_move(const Variant *ortho, const Position *op, PotMove m)
{
    MoveList list;
    movegen_legal(ortho, op, &list);
    int from = pot_move_from(m), to = pot_move_to(m), kind = pot_move_kind(m);
    int promo = pot_move_promo(m);
    int want_promo = promo < 0 ? -1 : variant_type_of(ortho, "KQRBNP"[promo]);
    for (int i = 0; i < list.count; i++) {
        Move om = list.moves[i];
        if (move_from(om) != from || move_to(om) != to)
            continue;
        if ((move_kind(om) == MOVE_CASTLE) != (kind == POT_MOVE_CASTLE))
            continue;
        if ((move_kind(om) == MOVE_EP) != (kind == POT_MOVE_EP))
            continue;
        if (move_kind(om) == MOVE_PROMO ? move_new(om) != want_promo : want_promo >= 0)
            continue;
        return om;
    }
    return MOVE_NONE;
}

static int append(char *text, size_t size, size_t *len, const char *s)
{
    size_t n = strlen(s);
    if (*len + n + 1 > size)
        return -1;
    memcpy(text + *len, s, n + 1);
    *len += n;
    return 0;
}

/* An assignment of the final origin sets in which the start array is a
 * legal orthodox position: the side not to move has its king unattacked.
 * (RULES.md 5 judges king safety only after a side's own move, so before
 * Black's first move any Black piece may still be the king; here the king
 * is placed where no actual White piece attacks it.) */
static bool legal_start_assignment(const Variant *v, const PotPos *start, const PotPos *end,
                                   const int8_t *prefer, int8_t *actual)
{
    int side = !start->stm;
    uint64_t occ = 0;
    for (int s = 0; s < 64; s++)
        if (start->board[s] != POT_NONE)
            occ |= (uint64_t)1 << s;
    for (int pass = 0; pass < 2; pass++) {
        for (int k = side * 16; k < side * 16 + 16; k++) {
            /* the preferred king first, then every other candidate */
            if (!(end->org[k] & (1u << POT_K)) || start->sq[k] == POT_NONE ||
                (prefer[k] == POT_K) != (pass == 0))
                continue;
            PotPos fin = *end;
            fin.org[k] = 1u << POT_K;
            uint64_t target = (uint64_t)1 << start->sq[k];
            bool possible = true;
            for (int j = !side * 16; j < !side * 16 + 16 && possible; j++) {
                int s = start->sq[j];
                if (s == POT_NONE)
                    continue;
                if (start->cur[j] != start->org[j]) { /* promoted before the start */
                    int t = __builtin_ctz(start->cur[j]);
                    possible = !(potential_type_attacks(v, t, !side, s, occ) & target);
                    continue;
                }
                for (int t = 0; t < POT_NTYPES; t++)
                    if ((fin.org[j] & (1u << t)) &&
                        (potential_type_attacks(v, t, !side, s, occ) & target))
                        fin.org[j] &= (uint8_t) ~(1u << t);
            }
            if (possible && potential_assign(&fin, prefer, actual))
                return true;
        }
    }
    return false;
}

int potential_actualize(const Variant *v, const PotGame *g, const Variant *ortho, char *fen,
                        size_t fen_size, char *text, size_t text_size, Error *err)
{
    const PotPos *end = potential_game_pos(g), *start = &g->positions[0];
    int8_t prefer[POT_PIECES], actual[POT_PIECES];
    for (int id = 0; id < POT_PIECES; id++)
        prefer[id] = (int8_t)(start->sq[id] == POT_NONE ? -1 : home_type(start->sq[id]));
    if (!legal_start_assignment(v, start, end, prefer, actual))
        return error_set(err, "actualize",
                         "no start array fits the sets and leaves the king "
                         "of the side not to move unattacked");
    /* the start array as an orthodox FEN */
    char placement[FEN_MAX];
    size_t n = 0;
    for (int r = 7; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 8; f++) {
            int id = start->board[r * 8 + f];
            if (id == POT_NONE) {
                empty++;
                continue;
            }
            if (empty)
                placement[n++] = (char)('0' + empty);
            empty = 0;
            int t = start->cur[id] != start->org[id] ? __builtin_ctz(start->cur[id]) : actual[id];
            char c = "KQRBNP"[t];
            placement[n++] = pot_colour(id) == BLACK ? (char)(c - 'A' + 'a') : c;
        }
        if (empty)
            placement[n++] = (char)('0' + empty);
        if (r)
            placement[n++] = '/';
    }
    placement[n] = '\0';
    char castle[5] = "";
    int nc = 0;
    for (int c = 0; c < 2; c++) {
        int e = c == WHITE ? 4 : 60, k = start->board[e];
        if (k == POT_NONE || ((start->moved >> k) & 1) || actual[k] != POT_K)
            continue;
        for (int side = 0; side < 2; side++) {
            int r = start->board[side == 0 ? e + 3 : e - 4];
            if (r != POT_NONE && !((start->moved >> r) & 1) && pot_colour(r) == c &&
                start->cur[r] == start->org[r] && actual[r] == POT_R)
                castle[nc++] = "KQkq"[c * 2 + side];
        }
    }
    castle[nc] = '\0';
    char ep[4] = "-";
    if (start->ep < 64 && actual[start->board[start->ep_victim]] == POT_P)
        geo_square_name(start->ep, ep);
    char ofen[FEN_MAX + 64];
    snprintf(ofen, sizeof ofen, "%s %c %s %s %" PRIu32 " %" PRIu32, placement,
             start->stm == WHITE ? 'w' : 'b', nc ? castle : "-", ep, start->halfmove,
             start->fullmove);
    Position op;
    if (fen_read(ortho, ofen, &op, err) != 0) {
        char what[sizeof err->what];
        snprintf(what, sizeof what, "%s", err->what);
        return error_set(err, "actualize", "%s: %s", ofen, what);
    }
    if (strlen(ofen) + 1 > fen_size)
        return error_set(err, "actualize", "the FEN does not fit");
    size_t len = 0;
    text[0] = '\0';
    for (int i = 0; i < g->count; i++) {
        Move om = ortho_move(ortho, &op, g->moves[i]);
        char san[NOTATION_MAX], num[32];
        if (om == MOVE_NONE || notation_write(ortho, &op, om, san, sizeof san) < 0)
            return error_set(err, "actualize", "move %d does not replay as orthodox chess", i + 1);
        num[0] = '\0';
        if (op.stm == WHITE)
            snprintf(num, sizeof num, "%s%" PRIu32 ". ", i ? " " : "", op.fullmove);
        else if (i == 0)
            snprintf(num, sizeof num, "%" PRIu32 "... ", op.fullmove);
        else
            snprintf(num, sizeof num, " ");
        if (append(text, text_size, &len, num) != 0 || append(text, text_size, &len, san) != 0)
            return error_set(err, "actualize", "the movetext does not fit");
        position_make(ortho, &op, om);
    }
    memcpy(fen, ofen, strlen(ofen) + 1);
    return 0;
}
