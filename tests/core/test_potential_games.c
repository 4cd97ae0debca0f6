/* test_potential_games.c - random Potential Chess games: every state consistent, notation
 * and FEN round trips, and each game's actualization replays as a legal orthodox game. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bits.h"
#include "check.h"
#include "fen.h"
#include "hostfile.h"
#include "movetext.h"
#include "potential.h"
#include "rng.h"

static bool state_ok(const Variant *v, const PotPos *p)
{
    bool ok = true;
    int kings[2] = {0, 0};
    for (int id = 0; id < POT_PIECES; id++) {
        unsigned cur = p->cur[id], org = p->org[id];
        if (!cur || !org)
            ok = false;
        if (cur != org &&
            (org != 1u << POT_P || bits_count(cur) != 1 || (cur & ((1u << POT_K) | (1u << POT_P)))))
            ok = false;
        if (p->sq[id] == POT_NONE) {
            if (bits_count(cur) != 1 || (cur & (1u << POT_K)))
                ok = false;
        } else {
            if (p->board[p->sq[id]] != id)
                ok = false;
            if (cur & (1u << POT_K))
                kings[pot_colour(id)]++;
        }
    }
    for (int s = 0; s < 64; s++)
        if (p->board[s] != POT_NONE && p->sq[p->board[s]] != s)
            ok = false;
    if (!kings[0] || !kings[1])
        ok = false;
    /* the filtering is exact, so filtering again changes nothing */
    PotPos q = *p;
    if (!potential_filter_pos(&q) || memcmp(q.cur, p->cur, sizeof q.cur) != 0 ||
        memcmp(q.org, p->org, sizeof q.org) != 0)
        ok = false;
    /* the side that just moved left no possible king attacked */
    Bitboard att = potential_attacks(v, p, p->stm);
    for (int id = !p->stm * 16; id < !p->stm * 16 + 16; id++)
        if (p->sq[id] != POT_NONE && (p->cur[id] & (1u << POT_K)) && (att & geo_bit(p->sq[id])))
            ok = false;
    if (p->hash != potential_hash(p))
        ok = false;
    return ok;
}

static bool fen_round_trip(const PotPos *p)
{
    char a[POT_FEN_MAX], b[POT_FEN_MAX];
    PotPos q;
    Error e;
    error_clear(&e);
    if (potential_fen_write(p, a, sizeof a) < 0 || potential_fen_read(a, &q, &e) != 0 ||
        potential_fen_write(&q, b, sizeof b) < 0) {
        fprintf(stderr, "FEN %s: %s\n", a, e.what);
        return false;
    }
    return strcmp(a, b) == 0 && q.hash == p->hash;
}

/* The orthodox replay of the actualization; the end position must hold the
 * same pieces, each of a type its potential set allows. */
static bool actualization_replays(const Variant *v, const Variant *ortho, const PotGame *g)
{
    char fen[POT_FEN_MAX];
    size_t size = 64 + (size_t)g->count * 16;
    char *text = malloc(size);
    Error e;
    error_clear(&e);
    bool ok = text && potential_actualize(v, g, ortho, fen, sizeof fen, text, size, &e) == 0;
    Position start, end;
    int count = -1;
    if (ok)
        ok = fen_read(ortho, fen, &start, &e) == 0 &&
             movetext_play(ortho, &start, text, &end, NULL, 0, &count, &e) == 0 &&
             count == g->count;
    if (ok) {
        const PotPos *p = potential_game_pos(g);
        for (int s = 0; s < 64 && ok; s++) {
            int id = p->board[s], code = end.board[s];
            if ((id == POT_NONE) != (code == PIECE_NONE))
                ok = false;
            else if (id != POT_NONE) {
                int t = variant_type_of(v, v->def.types[piece_type(code)].letter);
                char letter = v->def.types[piece_type(code)].letter;
                (void)t;
                int pt = (int)(strchr("KQRBNP", letter) - "KQRBNP");
                if (piece_colour(code) != pot_colour(id) || !(p->cur[id] & (1u << pt)))
                    ok = false;
            }
        }
    }
    if (!ok) {
        fprintf(stderr, "actualization: %s %s\n", e.where, e.what);
        if (e.what[0] == '\0' || strncmp(e.where, "actualize", 9) != 0)
            fprintf(stderr, "  start %s\n  %s\n", fen, text ? text : "");
        fprintf(stderr, "  potential game:");
        for (int i = 0; i < g->count; i++) {
            char mv[POT_TEXT_MAX];
            potential_move_write(v, &g->positions[i], g->moves[i], mv, sizeof mv);
            fprintf(stderr, " %s", mv);
        }
        fprintf(stderr, "\n");
    }
    free(text);
    return ok;
}

int main(void)
{
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    Variant *v = NULL, *ortho = NULL;
    Error e;
    error_clear(&e);
    if (host_load_variant("variants/potential.json", &v, &e) != 0 ||
        host_load_variant("variants/potential-actualized.json", &ortho, &e) != 0) {
        fprintf(stderr, "%s: %s\n", e.where, e.what);
        return 1;
    }
    Rng r = {0x5eed5eed12345ull};
    int games = quick ? 20 : 300, max_plies = 60;
    int ended = 0, captures = 0, promotions = 0, castlings = 0, en_passants = 0, plies = 0;
    PotMoveList list;
    for (int gi = 0; gi < games; gi++) {
        PotPos start;
        potential_start(&start);
        PotGame *g = potential_game_new(&start);
        if (!g)
            return 1;
        /* some games open where en passant or castling is at hand */
        static const char *const openings[] = {
            "1. e2-e4 h7-h6 2. e4-e5 d7-d5",
            "1. g1-h3 a7-a6 2. g2-g3 b7-b6 3. f1-g2 c7-c6",
            "1. h2-h3 d7-d5 2. h3-h4 d5-d4 3. e2-e4",
        };
        bool ok = gi % 3 != 0 || potential_game_play_text(v, g, openings[gi / 3 % 3], &e) == 0;
        for (int ply = 0; ply < max_plies && ok; ply++) {
            const PotPos *p = potential_game_pos(g);
            int n = potential_legal(v, p, &list);
            if (n == 0) {
                ended++;
                break;
            }
            PotMove m = list.moves[rng_next(&r, (unsigned)n)];
            /* castling, en passant and promotions are rare at random: favour them */
            int special[POT_MAX_MOVES], ns = 0;
            for (int i = 0; i < n; i++)
                if (pot_move_kind(list.moves[i]) != POT_MOVE_NORMAL ||
                    pot_move_promo(list.moves[i]) >= 0)
                    special[ns++] = i;
            if (ns && rng_next(&r, 2))
                m = list.moves[special[rng_next(&r, (unsigned)ns)]];
            /* the notation names exactly this move */
            char text[POT_TEXT_MAX];
            PotMove back = 0;
            ok = potential_move_write(v, p, m, text, sizeof text) > 0 &&
                 potential_move_read(v, p, text, &back, &e) == 0 && back == m;
            if (!ok)
                fprintf(stderr, "game %d ply %d: \"%s\" reads back as another move (%s)\n", gi, ply,
                        text, e.what);
            captures += pot_move_victim(m) >= 0;
            promotions += pot_move_promo(m) >= 0;
            castlings += pot_move_kind(m) == POT_MOVE_CASTLE;
            en_passants += pot_move_kind(m) == POT_MOVE_EP;
            if (ok && potential_game_play(v, g, m) != 0) {
                /* refused only when drawn by repetition or the fifty-move rule */
                ok = potential_game_status(v, g, NULL, NULL) >= POT_REPETITION;
                ended++;
                break;
            }
            ok = ok && state_ok(v, potential_game_pos(g));
            if (ok && ply % 8 == 0)
                ok = fen_round_trip(potential_game_pos(g));
            if (!ok)
                fprintf(stderr, "game %d ply %d: inconsistent after %s\n", gi, ply, text);
            plies++;
        }
        CHECK(ok);
        CHECK(actualization_replays(v, ortho, g));
        potential_game_free(g);
    }
    printf("%d games, %d plies, %d ended; %d captures, %d promotions, %d castlings, %d en "
           "passant\n",
           games, plies, ended, captures, promotions, castlings, en_passants);
    CHECK(captures > 0);
    CHECK(quick || (castlings > 0 && en_passants > 0 && promotions > 0));
    variant_free(v);
    variant_free(ortho);
    return check_report("test_potential_games");
}
