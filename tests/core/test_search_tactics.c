/* test_search_tactics.c - forcing lines at a fixed depth: a sacrifice that
 * checks, a quiet move that mates, and a mate at the end of quiescence, in
 * orthodox chess and in each family (positions of the tactical suites,
 * tests/data/tactics-fide.epd and tactics-variants.txt). A fixed depth makes
 * the answer the same on any machine; no time is measured. */
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "morphchess/search.h"
#include "support.h"

typedef struct Case {
    const char *variant;
    const char *fen;
    int depth;
    const char *best; /* the move as the match writes it */
    int mate_in;      /* > 0: the score must be this mate; 0: not checked */
} Case;

static const Case cases[] = {
    /* the issue's two: a queen's sacrifice that checks (Qxf1+ Kxf1 Nd2+
     * wins back more), and a quiet queen move that mates in two; before,
     * the first was pruned as a losing capture and the second found only
     * at depth 16 */
    {"fide", "3rr1k1/ppp2ppp/8/5Q2/4n3/1B5R/PPP1qPP1/5RK1 b - - 0 1", 12, "Qxf1+", 0},
    {"fide", "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", 14, "Qg6", 2},
    /* a mate in three that starts with a quiet bishop move */
    {"fide", "4Rbk1/5p1p/4p1p1/8/1r6/4B1P1/5P1P/2R3K1 w - - 0 1", 11, "Bh6", 3},
    /* Polypiece: the wazir-dabbaba mates as it becomes a knight */
    {"polypiece", "8/p2k4/1pQ5/6B1/4N2P/P1PP4/8/3K4 w - - 7 59 phases:011110/011110", 5,
     "WDe4-e5=N#", 1},
    /* Revolving: a capture that checks, mate in two */
    {"revolving", "5Nk1/8/4bB2/1p2PP2/p6p/P2P4/Q2Q2P1/6K1 w - - 1 35", 6, "N:e6(B)+", 2},
    /* Potential: the bishop-or-king piece mates */
    {"potential", "[kp]1[kp]2p2/2p'5/p7/1P6/K3b3/2q5/P7/P7 b - 2 33 NPRPBPPNPRQBppnrnbppr", 3,
     "e4-c2>b", 1},
    /* ProDem: the king is captured next */
    {"prodem", "rn5r/7p/8/2p1B1q1/pPk2pP1/Q7/3R4/4KQ2 w - - 0 27", 5, "Q:c4(R)", 1},
};

int main(void)
{
    Searcher *s = searcher_new(16);
    CHECK(s != NULL);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const Case *c = &cases[i];
        Variant *v = test_variant(c->variant);
        Match *m = v ? match_new(v, c->fen, NULL) : NULL;
        CHECK(m != NULL);
        if (!m) {
            variant_free(v);
            continue;
        }
        SearchLimits l;
        memset(&l, 0, sizeof l);
        l.depth = c->depth;
        SearchResult r;
        searcher_clear(s);
        CHECK_INT(search_run(s, m, &l, NULL, NULL, &r), 0);
        printf("%s depth %d: %s (%s%d) %s\n", c->variant, c->depth, r.text,
               r.info.mate ? "mate " : "cp ", r.info.mate ? r.info.mate_in : r.info.score_cp,
               r.info.pv);
        CHECK_STR(r.text, c->best);
        if (c->mate_in > 0)
            CHECK(r.info.mate && r.info.mate_in == c->mate_in);
        match_free(m);
        variant_free(v);
    }
    searcher_free(s);
    return check_report("test_search_tactics");
}
