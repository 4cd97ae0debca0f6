/* fixture.c - the views drawn by the golden-image tests and the render benchmark. */
#include "fixture.h"

#include "session.h"
#include "thumb.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sq(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static void set_badge(View *v, int b, const char *square, const char *badge)
{
    view_copy_text(v->board[b].sq[sq(square)].piece.badge, VIEW_TEXT_MAX, badge);
}

static void set_potential(View *v, const char *square, char type, const char *set)
{
    ViewPiece *p = &v->board[0].sq[sq(square)].piece;
    p->type = type;
    view_copy_text(p->potential, VIEW_TEXT_MAX, set);
}

static void legend_row(View *v, char type, int colours, const char *const *powers, int n, int cw,
                       int cb)
{
    ViewLegendRow *r = &v->panel.legend[v->panel.nlegend++];
    r->type = type;
    r->colours = colours;
    r->npowers = n;
    for (int i = 0; i < n; i++)
        view_copy_text(r->powers[i], VIEW_TEXT_MAX, powers[i]);
    r->current[0] = cw;
    r->current[1] = cb;
}

void fixture_showcase(View *v)
{
    static const char *const moves[] = {
        "e2-e4",   "e7-e5",     "Ng1-f3=WD", "WDb8-c6=N", "Bf1-c4=R4",   "Ng8-f6=WD",
        "d2-d3",   "R4f8-c5=B", "WDf3xe5=N", "Nc6xe5=WD", "Qd1-h5=WAND", "WDf6xh5=N",
        "Bc4xf7+", "Ke8-e7",    "Bc1-g5",    "h7-h6",     "WANDg5xf6",   "g7xf6",
        "O-O",     "d7-d6",     "Nb1-c3",    "c7-c6",
    };
    view_init(v, 1, 8, 8);
    view_set_placement(v, 0, "r1bq3r/pp2k1p1/2pp1p1p/2b1n2n/4P3/2NP4/PPP2PPP/R4RK1");
    view_copy_text(v->panel.title, VIEW_LINE_MAX, "Polypiece Chess");
    view_copy_text(v->panel.turn, VIEW_LINE_MAX, "White to move");
    v->panel.to_move = VIEW_WHITE;
    set_badge(v, 0, "c3", "WD");
    set_badge(v, 0, "e5", "NN");
    set_badge(v, 0, "h5", "NN");
    set_badge(v, 0, "c5", "B");
    set_badge(v, 0, "c8", "B");
    set_badge(v, 0, "d8", "WAND");
    set_badge(v, 0, "a1", "NN");
    set_badge(v, 0, "f1", "NN");
    set_badge(v, 0, "a8", "NN");
    set_badge(v, 0, "h8", "NN");
    set_badge(v, 0, "e4", "fmWfceFifmnD");
    /* a Potential-style undecided piece and a decided one, and a fairy token */
    set_potential(v, "a7", '?', "!kn");
    set_potential(v, "h2", '?', "QRP");
    set_potential(v, "b7", 'P', "p");
    /* the pointer rests on h2: its sets in full */
    v->inspect_board = 0;
    v->inspect_sq = sq("h2");
    view_copy_text(v->inspect, (int)sizeof v->inspect,
                   "White piece  \xc2\xb7  set now: QRP  \xc2\xb7  origin: !BN");
    v->board[0].sq[sq("a2")].piece.type = 'A';
    ViewBoard *bd = &v->board[0];
    bd->selected = sq("c3");
    bd->dots = (1ull << sq("b5")) | (1ull << sq("d5")) | (1ull << sq("e2")) | (1ull << sq("b1")) |
               (1ull << sq("d1")) | (1ull << sq("c4"));
    bd->rings = 1ull << sq("c6");
    bd->last_from = sq("c7");
    bd->last_to = sq("c6");
    bd->check = sq("e7");
    bd->hover = sq("d5");
    static const char *const k[] = {"K"}, *const q[] = {"Q", "WAND"}, *const r[] = {"R", "NN"},
                             *const b[] = {"B", "R4"}, *const n[] = {"N", "WD"},
                             *const p[] = {"fmWfceFifmnD"}, *const nb[] = {"N", "WD", "fNsW", "NN"};
    legend_row(v, 'K', 3, k, 1, 0, 0);
    legend_row(v, 'Q', 3, q, 2, 1, 1);
    legend_row(v, 'R', 3, r, 2, 1, 1);
    legend_row(v, 'B', 3, b, 2, 1, 0);
    legend_row(v, 'N', 1, n, 2, 1, -1);
    legend_row(v, 'N', 2, nb, 4, -1, 3);
    legend_row(v, 'P', 3, p, 1, 0, 0);
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
        view_push_move(v, moves[i]);
    v->panel.current_move = v->panel.current_item = v->panel.nmoves - 1;
    snprintf(v->panel.captured[VIEW_BLACK], VIEW_MAX_CAPTURED + 1, "PNQB");
    snprintf(v->panel.captured[VIEW_WHITE], VIEW_MAX_CAPTURED + 1, "NQBP");
    view_copy_text(v->panel.status, VIEW_LINE_MAX, "Loaded polypiece.json");
}

void fixture_portal(View *v)
{
    view_init(v, 2, 8, 8);
    view_set_placement(v, 0, "rnbq1bnr/pppp1ppp/8/P3p3/8/8/1PPPPPPP/RNBQKBNR");
    view_set_placement(v, 1, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQ1BNR");
    for (int b = 0; b < 2; b++) {
        v->board[b].portals =
            (1ull << sq("a4")) | (1ull << sq("a5")) | (1ull << sq("h4")) | (1ull << sq("h5"));
        snprintf(v->board[b].title, VIEW_LINE_MAX, "Board %c", 'A' + b);
    }
    v->board[0].last_from = sq("a4");
    v->board[0].last_to = sq("a5");
    v->board[1].last_from = sq("d7");
    v->board[1].last_to = sq("d5");
    v->board[1].check = sq("e8");
    v->acts_on[VIEW_WHITE] = 1;
    v->acts_on[VIEW_BLACK] = 0;
    view_copy_text(v->panel.title, VIEW_LINE_MAX, "Portal Chess");
    view_copy_text(v->panel.turn, VIEW_LINE_MAX, "White to move on board B");
    v->panel.to_move = VIEW_WHITE;
    view_push_move(v, "A: a2-a4");
    view_push_move(v, "B: e7-e5");
    view_push_move(v, "B: e2-e4");
    view_push_move(v, "A: e7-e5");
    view_push_move(v, "A: a4-a5");
    view_push_move(v, "B: d7-d5");
    v->panel.current_move = v->panel.current_item = 5;
    view_copy_text(v->panel.result, VIEW_LINE_MAX, "Draw");
    view_copy_text(v->panel.result_detail, VIEW_LINE_MAX, "both kings checkmated in one turn");
    v->panel.to_move = -1;
}

void fixture_help(View *v)
{
    view_init(v, 1, 8, 8);
    view_set_placement(v, 0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    v->flipped = true;
    view_copy_text(v->panel.title, VIEW_LINE_MAX, "Orthodox chess");
    view_copy_text(v->panel.turn, VIEW_LINE_MAX, "White to move");
    v->help_visible = true;
}

size_t fixture_read(const char *name, char *text, size_t size)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", MORPH_SOURCE_DIR, name);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(text, 1, size - 1, f) : 0;
    if (f)
        fclose(f);
    text[n] = '\0';
    return n;
}

static Session session; /* large: kept off the stack */

/* A fresh game of a shipped variant with the given moves played, no change animation. */
static void game(View *v, const char *id, const char *const *moves)
{
    char path[1024];
    session_clear(&session);
    memset(v, 0, sizeof *v);
    if (session_init(&session, MORPH_SOURCE_DIR, NULL) != 0)
        abort();
    session.settings.animations = false;
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    if (session_start_variant(&session, v, path) != 0)
        abort();
    for (int i = 0; moves && moves[i]; i++)
        if (session_play_text(&session, v, moves[i]) != 0) {
            fprintf(stderr, "fixture %s: %s\n", id, v->panel.status);
            abort();
        }
}

static void intent(View *v, IntentKind kind, const char *from, const char *to)
{
    Intent it = {kind, 0, from ? sq(from) : -1, 0, to ? sq(to) : -1, false, 0, 0, 0};
    session_apply(&session, v, &it);
}

void fixture_game_polypiece(View *v)
{
    static const char *const moves[] = {"Ng1-f3", "e7-e5", NULL};
    game(v, "polypiece-armies", moves);
    intent(v, INTENT_SELECT, "b1", NULL);
    Intent hover = {INTENT_HOVER, 0, sq("d3"), -1, -1, false, 0, 0, 0};
    session_apply(&session, v, &hover);
}

void fixture_game_prodem(View *v)
{
    static const char *const moves[] = {"e5", NULL}; /* White's pass is played at the start */
    game(v, "prodem", moves);
    intent(v, INTENT_MOVE, "e2", "e4");
}

void fixture_game_mate(View *v)
{
    static const char *const moves[] = {"f3", "e5", "g4", "Qh4#", NULL};
    game(v, "fide", moves);
}

void fixture_game_variations(View *v)
{
    static const char *const moves[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", NULL};
    game(v, "fide", moves);
    /* two alternatives at Black's first move, one with a variation inside it, and one at
     * White's third */
    Intent back = {INTENT_GOTO, -1, -1, -1, -1, false, 1, 0, 0};
    session_apply(&session, v, &back);
    static const char *const sicilian[] = {"c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", NULL};
    for (int i = 0; sicilian[i]; i++)
        session_play_text(&session, v, sicilian[i]);
    back.on = 2;
    session_apply(&session, v, &back);
    session_play_text(&session, v, "Nc3");
    session_play_text(&session, v, "Nc6");
    back.on = 1;
    session_apply(&session, v, &back);
    session_play_text(&session, v, "e6");
    Intent main_line = {INTENT_GOTO_MOVE, -1, -1, -1, -1, false, 0, 0, 0};
    for (int i = 0; i < v->panel.nitems; i++)
        if (strcmp(v->panel.items[i].text, "Bb5") == 0)
            main_line.on = i;
    session_apply(&session, v, &main_line);
    session_play_text(&session, v, "Nf6");
    back.on = 4;
    session_apply(&session, v, &back);
    session_play_text(&session, v, "Bc4");
    /* clocks: White's 3:03, Black's 9.4 s and running */
    v->panel.clocks = true;
    v->panel.clock_ms[VIEW_WHITE] = 183000;
    v->panel.clock_ms[VIEW_BLACK] = 9400;
    v->panel.clock_running = VIEW_BLACK;
}

void fixture_newgame(View *v, const char *behind)
{
    game(v, behind, NULL);
    session_show_menu(&session, v);
}

/* The game lists as All games (Ctrl+O) shows them: each game with the picture of its last
 * position (a board, Portal's two, Black at the bottom for the person who played Black
 * against the computer, Potential's unknown types), a PGN file with none. */
void fixture_games(View *v)
{
    static const struct {
        const char *title, *detail, *fen;
        bool flipped;
    } games[] = {
        {"Orthodox chess \xe2\x80\x94 Computer, level 5 vs You",
         "unfinished \xc2\xb7 3+2 \xc2\xb7 2026-11-27 18:02 \xc2\xb7 4 moves",
         "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", true},
        {"Portal Chess \xe2\x80\x94 White vs Black",
         "0-1, checkmate \xc2\xb7 2026-11-27 17:40 \xc2\xb7 12 moves",
         "rnbq1bnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR "
         "rnbqkbnr/ppp2ppp/8/3pp3/8/8/PPPPPPPP/RNBQ1BNR wA KQ kq - - - 0 3",
         false},
        {"Potential Chess \xe2\x80\x94 You vs Computer, level 3",
         "\xc2\xbd-\xc2\xbd, agreement \xc2\xb7 2026-11-26 21:15 \xc2\xb7 2 moves",
         "xxxxxxxx/xxxx1xxx/8/4x3/4X3/8/XXXX1XXX/XXXXXXXX w - e6 0 2 -", false},
        {"Portal Chess (one set) \xe2\x80\x94 White vs Black",
         "1-0, time \xc2\xb7 1+0 \xc2\xb7 2026-11-26 20:01 \xc2\xb7 1 move",
         "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR wB - - - 0 2", false},
        {"lichess-export.pgn", "A game record (PGN); Return opens its first game", NULL, false},
    };
    fixture_showcase(v);
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_LIST;
    view_copy_text(m->title, sizeof m->title, "Games");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Return opens a game, Delete removes it from the list (Ctrl+Z brings it "
                   "back), Esc returns.");
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        ViewItem *it = &m->items[m->nitems++];
        view_copy_text(it->title, sizeof it->title, games[i].title);
        view_copy_text(it->detail, sizeof it->detail, games[i].detail);
        thumb_read(&it->thumb, games[i].fen, games[i].flipped);
    }
    m->selected = 1;
}

void fixture_analysis(View *v, const char *id, bool reviewing)
{
    game(v, id, NULL);
    char name[256], text[4096];
    snprintf(name, sizeof name, "tests/data/review/%s-game.txt", id);
    fixture_read(name, text, sizeof text);
    for (char *w = strtok(text, " \n"); w; w = strtok(NULL, " \n"))
        if (session_play_text(&session, v, w) != 0) {
            fprintf(stderr, "fixture %s: %s: %s\n", id, w, v->panel.status);
            abort();
        }
    Analysis *a = &session.analysis;
    int plies = match_plies(session.match);
    for (int i = 0; i < plies && i < VIEW_MAX_MOVES; i++) {
        /* a slow rise for White, a blunder by each side, a mistake and an inaccuracy */
        int cp = 20 + i * 12 + (i >= plies / 3 ? -420 : 0) + (i >= plies / 2 ? 760 : 0);
        a->score[i + 1] = (ReviewScore){i % 7 == 3 ? cp - 150 : cp, 0};
        a->node[i] = match_line_node(session.match, i);
        a->mark[i] = (int8_t)(i == plies / 3 - 1 || i == plies / 2 - 1 ? REVIEW_BLUNDER
                              : i == plies / 4                         ? REVIEW_MISTAKE
                              : i % 7 == 2                             ? REVIEW_INACCURACY
                              : i % 3 == 0                             ? REVIEW_BEST
                                                                       : REVIEW_GOOD);
        a->marks[i % 2][a->mark[i]]++;
    }
    a->score[0] = (ReviewScore){25, 0};
    a->nplies = plies < VIEW_MAX_MOVES ? plies : VIEW_MAX_MOVES;
    a->accuracy[0] = 87.4;
    a->accuracy[1] = 79.1;
    Intent back = {INTENT_GOTO, -1, -1, -1, -1, false, plies - 3, 0, 0};
    session_apply(&session, v, &back);
    Intent on = {INTENT_ANALYSIS, -1, -1, -1, -1, false, 0, 0, 0};
    session_apply(&session, v, &on);
    a->key = analysis_key(&session.analysis, session.match);
    /* lines a search gave at that position once (the fixture runs none) */
    static const char *const pv[][4] = {
        {"polypiece", "Rh8-h6=NN+ Kf2-g1 NNa8-b6=R Be4-f3=R4 Rh6-g6",
         "Ra8-d8=NN Kf2-g1 e7-e6 Be4-f3=R4 NNd8-d7=R", "Ra8-b8=NN Kf2-g1 e7-e6 NNh1-b4=R d6-d5"},
        {"portal", "B:Nc6 B:a3 A:Bxh1 A:c3 B:Bg4 B:Qa4", "B:O-O B:a3 A:Bxh1 A:c3 B:Ba5 B:c5",
         "B:Ba5 B:Nc3 A:Bxh1 A:Nc3 B:Nfd7 B:Bb4"},
        {"potential", "e4:h1>b(p) c3-c4>P g7-g5>p d2-e3>K", "g7-g5>p d2-e3>K e4:h1>b(p) c3-c4>P",
         "e4-d5>b a2-a3>P g7-g5>p d2-c2>K"},
    };
    static const int cp[3] = {413, 398, 372};
    int k = 0;
    while (k < 2 && strcmp(pv[k][0], id) != 0)
        k++;
    a->nlines = 3;
    for (int i = 0; i < 3; i++) {
        snprintf(a->line[i].pv, sizeof a->line[i].pv, "%s", pv[k][i + 1]);
        a->line[i].score = (ReviewScore){cp[i], 0};
        a->line[i].depth = 14;
    }
    if (reviewing) {
        a->review_running = true;
        a->review_done = plies / 2;
        a->review_total = plies + 1;
    }
    analysis_refresh(a, session.match, v);
}

void fixture_game_potential(View *v)
{
    game(v, "potential", NULL);
    char text[4096];
    size_t n = fixture_read("tests/data/potential-v-game.txt", text, sizeof text);
    if (session_paste(&session, v, text, n) != 0) {
        fprintf(stderr, "fixture potential: %s\n", v->panel.status);
        abort();
    }
}

void fixture_apply(View *v, IntentKind kind, int on)
{
    Intent it = {kind, -1, -1, -1, -1, false, on, 0, 0};
    session_apply(&session, v, &it);
}

void fixture_release(void)
{
    session_clear(&session);
}
