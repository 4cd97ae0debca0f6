/* test_diagram.c - the move diagram (morphchess/diagram.h): the square classes of a Betza power
 * on an empty board with blockers, for both colours, and its errors. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "morphchess/diagram.h"
#include "morphchess/variant.h"

typedef struct Expect {
    const char *move, *capture, *both;
} Expect;

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* Classifies betza for the piece of d and compares the three sets. */
static void check_diagram(const MoveDiagram *d, const char *betza, Expect want, int line)
{
    unsigned char cls[64];
    Error e;
    error_clear(&e);
    if (diagram_classify(d, betza, cls, &e) != 0) {
        fprintf(stderr, "line %d: %s: %s %s\n", line, betza, e.where, e.what);
        CHECK(0);
        return;
    }
    char got[300];
    diagram_list(cls, DIAGRAM_MOVE, got, sizeof got);
    if (strcmp(got, want.move))
        fprintf(stderr, "line %d: %s move\n", line, betza);
    CHECK_STR(got, want.move);
    diagram_list(cls, DIAGRAM_CAPTURE, got, sizeof got);
    if (strcmp(got, want.capture))
        fprintf(stderr, "line %d: %s capture\n", line, betza);
    CHECK_STR(got, want.capture);
    diagram_list(cls, DIAGRAM_BOTH, got, sizeof got);
    if (strcmp(got, want.both))
        fprintf(stderr, "line %d: %s both\n", line, betza);
    CHECK_STR(got, want.both);
}

static MoveDiagram diagram_at(const char *square, int colour, const char *blockers)
{
    MoveDiagram d;
    diagram_init(&d, 8, 8);
    CHECK_INT(diagram_place(&d, sq_of(square)), 0);
    d.colour = colour;
    for (const char *b = blockers; *b; b += b[2] ? 3 : 2)
        CHECK_INT(diagram_toggle_blocker(&d, sq_of(b)), 1);
    return d;
}

static void test_diagram(void)
{
    MoveDiagram d;
    diagram_init(&d, 8, 8);
    CHECK_INT(d.square, sq_of("d4"));
    CHECK_INT(d.colour, WHITE);

    /* mWcF: W squares move only, F squares capture only. */
    check_diagram(&d, "mWcF", (Expect){"d3 c4 e4 d5", "c3 e3 c5 e5", ""}, __LINE__);
    /* Blockers on d5 and e5: a leaper is not blocked; d5 cannot be entered
     * (move only, occupied), e5 can be taken. */
    d = diagram_at("d4", WHITE, "d5 e5");
    check_diagram(&d, "mWcF", (Expect){"d3 c4 e4", "c3 e3 c5 e5", ""}, __LINE__);

    d = diagram_at("d4", WHITE, "");
    check_diagram(&d, "fbNW", (Expect){"", "", "c2 e2 d3 c4 e4 d5 c6 e6"}, __LINE__);
    d.colour = BLACK; /* symmetric: the same squares */
    check_diagram(&d, "fbNW", (Expect){"", "", "c2 e2 d3 c4 e4 d5 c6 e6"}, __LINE__);

    /* R4 with a blocker on d6: d5 either, d6 a capture, d7 and d8 out of reach. */
    d = diagram_at("d4", WHITE, "d6");
    check_diagram(&d, "R4", (Expect){"", "d6", "d1 d2 d3 a4 b4 c4 e4 f4 g4 h4 d5"}, __LINE__);

    /* Black's vectors turned by 180 degrees. */
    d = diagram_at("e5", WHITE, "");
    check_diagram(&d, "fmWfcF", (Expect){"e6", "d6 f6", ""}, __LINE__);
    d.colour = BLACK;
    check_diagram(&d, "fmWfcF", (Expect){"e4", "d4 f4", ""}, __LINE__);
    d = diagram_at("d4", WHITE, "");
    check_diagram(&d, "frN", (Expect){"", "", "f5"}, __LINE__);
    check_diagram(&d, "fsW", (Expect){"", "", "c4 e4 d5"}, __LINE__);
    d.colour = BLACK;
    check_diagram(&d, "frN", (Expect){"", "", "b3"}, __LINE__);
    check_diagram(&d, "fsW", (Expect){"", "", "d3 c4 e4"}, __LINE__);

    /* The orthodox pawn: unmoved, moved, and blocked by a piece on e3. */
    d = diagram_at("e2", WHITE, "");
    check_diagram(&d, "fmWfceFifmnD", (Expect){"e3 e4", "d3 f3", ""}, __LINE__);
    d.unmoved = false;
    check_diagram(&d, "fmWfceFifmnD", (Expect){"e3", "d3 f3", ""}, __LINE__);
    d = diagram_at("e2", WHITE, "e3");
    check_diagram(&d, "fmWfceFifmnD", (Expect){"", "d3 f3", ""}, __LINE__);
    d = diagram_at("e7", BLACK, "");
    check_diagram(&d, "fmWfceFifmnD", (Expect){"e5 e6", "d6 f6", ""}, __LINE__);

    /* A cannon on a1 with a screen on a4. */
    d = diagram_at("a1", WHITE, "a4");
    check_diagram(&d, "pR", (Expect){"", "", "a5 a6 a7 a8"}, __LINE__);

    /* A 5x5 board: the rook stays on it. */
    diagram_init(&d, 5, 5);
    CHECK_INT(d.square, sq_of("c3"));
    check_diagram(&d, "R", (Expect){"", "", "c1 c2 a3 b3 d3 e3 c4 c5"}, __LINE__);
    CHECK_INT(diagram_place(&d, sq_of("f1")), -1);
    CHECK_INT(diagram_toggle_blocker(&d, sq_of("c3")), -1); /* the piece's square */

    /* Placing the piece on a blocker takes the blocker away. */
    d = diagram_at("d4", WHITE, "e5");
    CHECK_INT(diagram_place(&d, sq_of("e5")), 0);
    CHECK(d.blockers == 0);
    CHECK_INT(diagram_toggle_blocker(&d, sq_of("a1")), 1);
    CHECK_INT(diagram_toggle_blocker(&d, sq_of("a1")), 0);

    /* A bad string: the Betza reader's message and column; cls untouched. */
    unsigned char cls[64];
    memset(cls, 7, sizeof cls);
    Error e;
    CHECK_INT(diagram_classify(&d, "WQX", cls, &e), -1);
    CHECK_STR(e.where, "column 3");
    CHECK_STR(e.what, "unknown letter 'X' at column 3");
    CHECK_INT(cls[0], 7);

    char buf[8];
    memset(cls, DIAGRAM_BOTH, sizeof cls);
    diagram_list(cls, DIAGRAM_BOTH, buf, sizeof buf); /* cut at whole names */
    CHECK_STR(buf, "a1 b1");
}

int main(void)
{
    test_diagram();
    return check_report("test_diagram");
}
