/* session_analysis.c - the analysis board's keys: A turns live analysis of the position
 * shown on or off, G reviews the game (or cancels the review running), Shift+G writes the
 * review's marks into the game. The program's thread does the searching (analysis.h). */
#include "session_parts.h"

int session_analysis_intent(Session *s, View *v, const Intent *it)
{
    Analysis *a = &s->analysis;
    if (!s->match || s->mode != SESSION_PLAY)
        return 0;
    if (it->kind == INTENT_ANALYSIS) {
        a->on = !a->on;
        session_set_status(v, "%s",
                           a->on
                               ? "Analysis on (A): the computer's best lines of the position shown."
                               : "Analysis off (A).");
    } else if (it->on) { /* Shift+G */
        if (a->nplies == 0 || a->review_running) {
            session_set_status(v, "%s", "No review to write yet: G reviews the game.");
        } else {
            a->review_write = true;
            session_set_status(v, "%s", "Writing the review's marks into the game\xe2\x80\xa6");
        }
    } else if (a->review_running) {
        a->review_cancel = true;
        session_set_status(v, "%s", "Review cancelled.");
    } else if (match_plies(s->match) == 0) {
        session_set_status(v, "%s", "No moves to review yet.");
    } else {
        a->review_wanted = true;
        a->review_done = 0;
        a->review_total = match_plies(s->match) + 1;
        session_set_status(v, "Reviewing the game (%d moves) \xe2\x80\x94 G cancels.",
                           match_plies(s->match));
    }
    session_refresh(s, v);
    return 1;
}
