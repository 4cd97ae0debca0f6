/* test_ui_badge.c - power badges as short as they can be said, and no badge on a pawn that
 * moves as it always does (atomic Polypiece: badges were "F0F0" and every pawn carried
 * "fmWfceFifmnD"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "badge.h"
#include "check.h"
#include "session_parts.h"
#include "view.h"

static const char *short_of(const char *power)
{
    static char out[64];
    badge_text(power, out, sizeof out);
    return out;
}

static const char *badge_at(const View *v, const char *sq)
{
    const ViewSquare *s = &v->board[0].sq[(sq[1] - '1') * 8 + (sq[0] - 'a')];
    return s->occupied ? s->piece.badge : "(empty)";
}

int main(void)
{
    CHECK_STR(short_of("F0F0"), "B");
    CHECK_STR(short_of("F0"), "B");
    CHECK_STR(short_of("W0"), "R");
    CHECK_STR(short_of("F0W0"), "Q");
    CHECK_STR(short_of("W0F0W0"), "Q");
    CHECK_STR(short_of("F1F"), "F");
    CHECK_STR(short_of("WF"), "K");
    CHECK_STR(short_of("WAND"), "WAND");
    CHECK_STR(short_of("NN"), "NN"); /* the nightrider, not a knight said twice */
    CHECK_STR(short_of("NNNN"), "NN");
    CHECK_STR(short_of("FF"), "B");
    CHECK_STR(short_of("WWFF"), "Q");
    CHECK_STR(short_of("fmFfceFifmnD"), "fmFfceFifmnD");
    CHECK_STR(short_of("mW[R-4]"), "mW[R-4]"); /* not taken apart: as it is */
    CHECK_STR(short_of(""), "");
    char out[64];
    badge_changed("fmFfceFifmnD", "fmWfceFifmnD", out, sizeof out);
    CHECK_STR(out, "fmF");
    badge_changed("fmWfceFifmnD", "fmWfceFifmnD", out, sizeof out);
    CHECK_STR(out, "");
    badge_changed("fmCfceFifmnD", "fmNfceFifmnD", out, sizeof out);
    CHECK_STR(out, "fmC");
    badge_changed("fmFfceF[R-4]", "fmWfceFifmnD", out, sizeof out); /* not taken apart */
    CHECK_STR(out, "fmFfceF[R-4]");
    /* the move list's form of atomic Polypiece moves */
    static const char *const pawn = "fmWfceFifmnD";
    static const char *const notation[][2] = {
        {"e7-e5=fmWfceFifmnD", "e7-e5"},     /* a pawn as always: no power */
        {"a7-a6=fmFfceFifmnD", "a7-a6=fmF"}, /* only what changed */
        {"d4xe5=fmFfceFifmnD+", "d4xe5=fmF+"},
        {"Ke8-e7=F1F", "Ke8-e7=F"},
        {"Cb8-a5=N", "Cb8-a5=N"},
        {"F0F0d1-h5=W0F0#", "Bd1-h5=Q#"},
        {"e7-e8=F0F0", "e7-e8=B"},      /* a promotion: the new piece's power, not a pawn's */
        {"F1Fe2-d3=K~W", "Fe2-d3=K~W"}, /* the atom the mover chose to advance */
        {"O-O", "O-O"},
        {"Nc3", "Nc3"},
        {"e2-e4=", "e2-e4"},
    };
    for (size_t i = 0; i < sizeof notation / sizeof notation[0]; i++) {
        badge_notation(notation[i][0], pawn, out, sizeof out);
        CHECK_STR(out, notation[i][1]);
    }
    char tiny[3];
    badge_text("WAND", tiny, sizeof tiny);
    CHECK_STR(tiny, "WA");

    /* in the game: atomic Polypiece at the start, and after a king's move turns W into F */
    Session s;
    View v;
    char user[64];
    snprintf(user, sizeof user, "/tmp/morph-badge-%ld", (long)getpid());
    mkdir(user, 0755);
    CHECK_INT(session_init(&s, MORPH_SOURCE_DIR, user), 0);
    view_init(&v, 1, 8, 8);
    CHECK_INT(session_start_variant(&s, &v, MORPH_SOURCE_DIR "/variants/polypiece-atomic.json"), 0);
    CHECK_STR(badge_at(&v, "e2"), ""); /* the pawns carry no badge */
    CHECK_STR(badge_at(&v, "d1"), "Q");
    CHECK_INT(session_play_text(&s, &v, "e2-e4"), 0);
    CHECK_INT(session_play_text(&s, &v, "e7-e5"), 0);
    CHECK_INT(session_play_text(&s, &v, "Ke1-e2"), 0);
    session_refresh(&s, &v);
    CHECK_STR(badge_at(&v, "d1"), "B");               /* the queen, W0F0 while W is F: F0F0 */
    CHECK_STR(badge_at(&v, "a1"), "B");               /* the rook, F0 */
    CHECK_STR(badge_at(&v, "e2"), "F");               /* the king, F1F */
    CHECK_STR(badge_at(&v, "d2"), "fmF");             /* a pawn: only its changed step */
    CHECK_STR(badge_at(&v, "e5"), "fmF");             /* both colours' pawns */
    CHECK_INT(session_play_text(&s, &v, "a7-a5"), 0); /* the double step: D, which stays */
    CHECK_INT(session_play_text(&s, &v, "F1Fe2-d3=K~W"), 0); /* a diagonal step: W (as F) chosen */
    session_refresh(&s, &v);
    CHECK_INT(v.panel.nmoves, 5);
    CHECK_STR(v.panel.moves[0], "e2-e4");
    CHECK_STR(v.panel.moves[2], "Ke1-e2=F");
    CHECK_STR(v.panel.moves[3], "a7-a5=fmF"); /* W is F: the pawn's single step is fmF */
    CHECK_STR(v.panel.moves[4], "Fe2-d3=K~W");
    CHECK_INT(v.panel.nitems, 5);
    CHECK_STR(v.panel.items[3].text, "a7-a5=fmF");
    CHECK_STR(match_action_text(s.match, 3), "a7-a5=fmFfceFifmnD"); /* the record's form */
    /* the analysis' lines and the sentences that name a move say it as the list does */
    badge_line(s.match, "h7-h6=fmWfceFifmnD Kd3-e3=F1F a5-a4=fmFfceFifmnD", BLACK, out, sizeof out);
    CHECK_STR(out, "h7-h6 Kd3-e3=F a5-a4=fmF");
    session_goto_item(&s, &v, 3);
    session_cut(&s, &v);
    CHECK_STR(v.panel.status, "Deleted a7-a5=fmF and the 1 move after it (Ctrl+Z puts them back).");
    session_uncut(&s, &v);
    CHECK_STR(v.panel.status, "a7-a5=fmF is back.");
    CHECK_INT(session_start_variant(&s, &v, MORPH_SOURCE_DIR "/variants/fide.json"), 0);
    badge_line(s.match, "e2-e4=fmWfceFifmnD Ke8-e7=F1F", WHITE, out, sizeof out);
    CHECK_STR(out, "e2-e4=fmWfceFifmnD Ke8-e7=F1F"); /* no other variant's text is changed */
    session_clear(&s);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", user);
    return check_report("test_ui_badge");
}
