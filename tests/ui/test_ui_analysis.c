/* test_ui_analysis.c - the analysis board's state with no window: A and R through the
 * session, lines of a real search kept for their position only (stale ones are not shown
 * after a step), the bar's share and score, a real review's marks glued to the move list,
 * its graph and accuracy, a graph click's ply, and Shift+G's request. */
#include <stdio.h>
#include <string.h>

#include "analysis.h"
#include "check.h"
#include "session.h"
#include "view.h"

static View view;
static Session session;

static Intent simple(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    return it;
}

static int apply(Intent it)
{
    return session_apply(&session, &view, &it);
}

static void paste_game(const char *pgn)
{
    session_paste(&session, &view, pgn, strlen(pgn));
    CHECK_INT(session.mode, SESSION_PLAY);
}

/* A real search of the shown position, its lines handed to the state as the thread does. */
static void search_lines(int depth)
{
    Searcher *s = searcher_new(8);
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = depth;
    lim.multipv = ANALYSIS_LINES;
    SearchResult r;
    CHECK_INT(search_run(s, session.match, &lim, NULL, NULL, &r), 0);
    analysis_set_lines(&session.analysis, analysis_key(&session.analysis, session.match), r.lines,
                       r.nlines, match_to_move(session.match));
    session_refresh(&session, &view);
    searcher_free(s);
}

static void live(void)
{
    paste_game("[Event \"t\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 *\n");
    CHECK(!view.analysis.on);
    apply(simple(INTENT_ANALYSIS, 0));
    CHECK(session.analysis.on);
    CHECK(view.analysis.on);
    CHECK(!view.analysis.have); /* nothing searched yet: the bar is even, "thinking" */
    CHECK_STR(view.panel.status, "Analysis on (A): the computer's best lines of the position "
                                 "shown.");
    search_lines(4);
    CHECK(view.analysis.have);
    CHECK_INT(view.analysis.nlines, 3);
    /* White is a queen down: Black's share, a score below -5 */
    CHECK(view.analysis.share < 0.1f);
    CHECK(view.analysis.score[0] == '-');
    CHECK(view.analysis.line[0].depth == 4);
    char first[MATCH_TEXT_MAX];
    analysis_line_first(&session.analysis, 0, first, sizeof first);
    CHECK(first[0] != '\0' && strchr(view.analysis.line[0].text, ' ') != NULL);
    CHECK(strncmp(view.analysis.line[0].text, first, strlen(first)) == 0);
    /* a step back: the lines were for the other position, so they are not shown */
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK(!view.analysis.have);
    CHECK(analysis_key(&session.analysis, session.match) != session.analysis.key);
    /* and forward again: they are */
    apply(simple(INTENT_STEP_FORWARD, 0));
    CHECK(view.analysis.have);
    /* the bar's share: even 0.5, a mate all, 300 cp three quarters */
    CHECK(analysis_share((ReviewScore){0, 0}) > 0.49f &&
          analysis_share((ReviewScore){0, 0}) < 0.51f);
    CHECK(analysis_share((ReviewScore){0, 3}) > 0.999f);
    CHECK(analysis_share((ReviewScore){0, -2}) < 0.001f);
    CHECK(analysis_share((ReviewScore){300, 0}) > 0.74f &&
          analysis_share((ReviewScore){300, 0}) < 0.76f);
    apply(simple(INTENT_ANALYSIS, 0));
    CHECK(!view.analysis.on);
    CHECK_STR(view.panel.status, "Analysis off (A).");
}

/* The review of the game shown at depth, in this thread (the program's thread runs it), handed
 * to the state as the thread's result is. */
static Review *run_review(Searcher *s, int depth)
{
    Error err;
    Review *r = review_new(session.match, &err);
    SearchLimits lim;
    memset(&lim, 0, sizeof lim);
    lim.depth = depth;
    while (review_done(r) <= review_plies(r))
        CHECK(review_step(r, s, &lim) > 0);
    analysis_set_review(&session.analysis, r, session.match);
    session_refresh(&session, &view);
    return r;
}

static void review(void)
{
    paste_game("[Event \"t\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 4. d4 Ng6 *\n");
    /* Shift+G before a review: nothing to write */
    apply(simple(INTENT_REVIEW, 1));
    CHECK(!session.analysis.review_write);
    CHECK_STR(view.panel.status, "No review to write yet: G reviews the game.");
    apply(simple(INTENT_REVIEW, 0));
    CHECK(session.analysis.review_wanted);
    CHECK_INT(session.analysis.review_total, 9);
    /* the program's thread runs it; here the same review in this thread */
    session.analysis.review_wanted = false;
    session.analysis.review_running = true;
    apply(simple(INTENT_REVIEW, 0)); /* G again: cancel */
    CHECK(session.analysis.review_cancel);
    session.analysis.review_cancel = false;
    session.analysis.review_running = false;
    Error err;
    Searcher *s = searcher_new(8);
    Review *r = run_review(s, 5);
    const ViewAnalysis *va = &view.analysis;
    CHECK(va->review);
    CHECK_INT(va->nplies, 8);
    CHECK_INT(va->current, 8);
    CHECK_INT(va->mark[4], REVIEW_BLUNDER); /* 3. Qxe5+ */
    CHECK(va->graph[4] > 0.3f && va->graph[5] < 0.1f);
    /* the mark in the move list, on the item of 3. Qxe5+ */
    bool found = false;
    for (int i = 0; i < view.panel.nitems; i++)
        if (strcmp(view.panel.items[i].text, "Qxe5+") == 0) {
            CHECK_STR(view.panel.items[i].mark, "??");
            found = true;
        }
    CHECK(found);
    CHECK(strncmp(va->accuracy[0], "White ", 6) == 0 && strstr(va->accuracy[0], "1 ??"));
    CHECK(strstr(va->accuracy[1], "??") == NULL);
    /* a click on the graph: the nearest point */
    CHECK_INT(analysis_graph_ply(&session.analysis, 0, 161), 0);
    CHECK_INT(analysis_graph_ply(&session.analysis, 80, 161), 4);
    CHECK_INT(analysis_graph_ply(&session.analysis, 160, 161), 8);
    /* stepping moves the graph's marker; another game drops the review */
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK_INT(view.analysis.current, 7);
    apply(simple(INTENT_REVIEW, 1)); /* Shift+G: the app writes the marks */
    CHECK(session.analysis.review_write);
    CHECK_INT(review_annotate(r, session.match, &err), 0);
    CHECK_STR(match_node_note(session.match, match_line_node(session.match, 4)), "$4");
    char eval[32];
    CHECK(match_node_command(session.match, match_line_node(session.match, 4), "eval", eval,
                             sizeof eval));
    CHECK(eval[0] == '-');
    paste_game("[Event \"t\"]\n\n1. d4 d5 *\n");
    CHECK(!view.analysis.review);
    searcher_free(s);
    review_free(r);
}

/* A Portal game's review: each move of the list carries its own mark once (a turn's two
 * actions, both boards), nothing more ("A:Qxb7???" was shown). */
static void review_portal(void)
{
    paste_game("[Variant \"portal\"]\n\n1. A:e4 B:e5 2. B:e4 A:e5 3. A:g3 B:d5 4. B:exd5 A:d5 "
               "5. A:exd5 B:Qxd5 6. B:c4 A:Qxd5 7. A:Nf3 B:Qd8 8. B:b4 A:Qxf3 9. A:Qxf3 B:Bxb4 "
               "10. B:Bb2 A:Bb4 11. A:Qxb7 B:Nf6 *\n");
    Searcher *s = searcher_new(8);
    Review *r = run_review(s, 2);
    session_refresh(&session, &view);
    int marked = 0;
    for (int i = 0; i < view.panel.nitems; i++) {
        const ViewMoveItem *it = &view.panel.items[i];
        int ply = match_node_ply(session.match, it->node);
        ReviewMove mv;
        CHECK(review_move(r, ply - 1, &mv));
        CHECK_STR(it->text, mv.text);
        CHECK_STR(it->mark, review_mark_sign(mv.mark));
        marked += it->mark[0] != '\0';
    }
    CHECK(marked > 0);
    searcher_free(s);
    review_free(r);
}

/* A review belongs to its game (issue 45): reviewed, then Ctrl+N and another game of as many
 * moves, the panel shows no review, no graph to click, no lines of the old game; a review
 * still running when the game changes is cancelled. */
static void review_stays_with_its_game(void)
{
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/fide.json"), 0);
    paste_game("[Event \"t\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Qxe5+ Nxe5 4. d4 Ng6 *\n");
    Searcher *s = searcher_new(8);
    Review *r = run_review(s, 3);
    CHECK(view.analysis.review);
    apply(simple(INTENT_ANALYSIS, 0));
    search_lines(2);
    CHECK(view.analysis.have);
    apply(simple(INTENT_NEW_GAME, 0));
    CHECK_INT(session.mode, SESSION_MENU);
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/fide.json"), 0);
    static const char *const moves[] = {"d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7"};
    for (int i = 0; i < 8; i++)
        CHECK_INT(session_play_text(&session, &view, moves[i]), 0);
    session_refresh(&session, &view);
    CHECK(!view.analysis.review);
    CHECK(!view.analysis.on);
    CHECK(!view.analysis.have);
    CHECK_INT(view.analysis.nplies, 0);
    CHECK_INT(analysis_graph_ply(&session.analysis, 80, 161), -1); /* nothing to click */
    CHECK_INT(view.panel.items[4].mark[0], '\0');                  /* no old mark glued to 3. Nc3 */
    /* G in this game, then another game while it runs: the app is told to stop it */
    apply(simple(INTENT_REVIEW, 0));
    session.analysis.review_wanted = false;
    session.analysis.review_running = true; /* as the app's thread would have it */
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/fide.json"), 0);
    CHECK(session.analysis.review_cancel);
    CHECK(!session.analysis.review_running);
    session.analysis.review_cancel = false;
    searcher_free(s);
    review_free(r);
}

/* Analysis of a position the game is over at (issue 47, 8): mate and stalemate show the
 * result in the bar and the lines, and nothing is searched (the key is 0); one move earlier
 * the search is wanted again. */
static void over_shown(void)
{
    CHECK_INT(session_start_variant(&session, &view, MORPH_SOURCE_DIR "/variants/fide.json"), 0);
    paste_game("[Event \"t\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
    apply(simple(INTENT_ANALYSIS, 0));
    CHECK(view.analysis.on);
    CHECK(view.analysis.have);
    CHECK(view.analysis.share < 0.001f);
    CHECK_STR(view.analysis.score, "0-1");
    CHECK_INT(view.analysis.nlines, 1);
    CHECK_STR(view.analysis.line[0].text, "Checkmate \xc2\xb7 Black wins");
    CHECK_INT(view.analysis.line[0].depth, 0);
    CHECK(analysis_key(&session.analysis, session.match) == 0); /* no search */
    apply(simple(INTENT_STEP_BACK, 0));
    CHECK(analysis_key(&session.analysis, session.match) != 0);
    CHECK(!view.analysis.have); /* thinking: a search is wanted */
    paste_game("[FEN \"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\"]\n\n*\n");
    apply(simple(INTENT_ANALYSIS, 0));
    CHECK(view.analysis.have);
    CHECK(view.analysis.share > 0.49f && view.analysis.share < 0.51f);
    CHECK_STR(view.analysis.line[0].text, "Stalemate \xc2\xb7 draw");
    CHECK(analysis_key(&session.analysis, session.match) == 0);
}

int main(void)
{
    if (session_init(&session, MORPH_SOURCE_DIR, "") != 0)
        return 1;
    live();
    review();
    review_portal();
    review_stays_with_its_game();
    over_shown();
    session_clear(&session);
    return check_report("test_ui_analysis");
}
