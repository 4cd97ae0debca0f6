/* match_record.c - records replayed: a movetext's start (FEN tag, first move
 * number), its moves read as people write them, and the warnings and notes
 * of the reading (a `+` or `#` that does not fit, text after the result). */
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "marks.h"
#include "match_impl.h"
#include "movetext.h"

int match_play_text(Match *m, const char *text, Error *err)
{
    if (m->ops->status(m, NULL) != STATUS_ONGOING)
        return error_set(err, "", "the game is over");
    MatchAction a;
    if (match_read_action(m, text, &a, false, err) != 0)
        return -1;
    return match_play(m, &a, err);
}

/* Starts m afresh from fen (nothing played yet); on failure m is as it was. */
static int restart(Match *m, const char *fen, Error *err)
{
    void *old = m->fam;
    char old_start[MATCH_FEN_MAX];
    memcpy(old_start, m->start_fen, sizeof old_start);
    if (m->ops->init(m, fen, err) != 0) {
        m->fam = old;
        memcpy(m->start_fen, old_start, sizeof old_start);
        return -1;
    }
    void *fresh = m->fam;
    m->fam = old;
    m->ops->destroy(m);
    m->fam = fresh;
    return 0;
}

/* Before anything is played, a record chooses its start: its FEN tag, or
 * (plain boards, from the variant's start array) the side to move and
 * number of its first move, as in "1... e5". */
static int start_from_record(Match *m, const Movetext *mt, Error *err)
{
    const char *fen = movetext_tag(mt, "FEN");
    if (fen)
        return restart(m, fen, err);
    if (m->ops != &match_plain_ops || mt->nmoves == 0 ||
        strcmp(m->start_fen, m->v->def.start_fen) != 0 ||
        (mt->first_number == m->ops->turn(m) && mt->first_colour == m->ops->to_move(m)))
        return 0;
    Position p;
    char text[MATCH_FEN_MAX];
    if (movetext_start_position(m->v, mt, &p, err) != 0 ||
        fen_write(m->v, &p, text, sizeof text) < 0)
        return -1;
    return restart(m, text, err);
}

static void add_note(MatchNotes *notes, bool warning, int ply, const char *where, const char *what)
{
    if (!notes)
        return;
    if (notes->count == MATCH_NOTES_MAX) {
        notes->dropped++;
        return;
    }
    MatchNote *n = &notes->note[notes->count++];
    n->warning = warning;
    n->ply = ply;
    snprintf(n->where, sizeof n->where, "%.63s", where);
    snprintf(n->what, sizeof n->what, "%.191s", what);
}

/* Why the mark written after the action just played does not fit the
 * position, or NULL when it does (RULES.md 7: in variants whose kings are not
 * royal `+` says that a piece attacks the king). */
static const char *mark_mismatch(const Match *m, char mark)
{
    MatchEvents ev;
    if (!mark || !match_action_events(m, m->ops->ply(m) - 1, &ev))
        return NULL;
    bool check = ev.check;
    if (!check && m->ops == &match_plain_ops && !m->v->def.rules.check)
        check = match_plain_king_attacked(m);
    if (mark == '+')
        return check ? NULL : "the move does not give check";
    if (ev.status == STATUS_CHECKMATE || ev.status == STATUS_KING_CAPTURED)
        return NULL;
    return check ? "the move gives check, not mate" : "the move does not mate";
}

int match_play_record(Match *m, const char *text, MatchNotes *notes, Error *err)
{
    if (notes)
        memset(notes, 0, sizeof *notes);
    Movetext *mt = NULL;
    /* First the tags and the first number: numbering is checked once the
     * start is known. */
    MovetextStart any = {0, WHITE};
    if (movetext_parse(text, &any, &mt, err) != 0)
        return -1;
    if (m->ops->plies(m) == 0 && start_from_record(m, mt, err) != 0) {
        movetext_free(mt);
        return -1;
    }
    movetext_free(mt);
    MovetextStart count = {m->ops->turn(m), m->ops->to_move(m)};
    if (movetext_parse(text, &count, &mt, err) != 0)
        return -1;
    const char *unit = m->ops == &match_portal_ops ? "turn" : "move";
    for (int i = 0; i < mt->nmoves; i++) {
        const MovetextMove *mv = &mt->moves[i];
        Error e;
        error_clear(&e);
        int colour = m->ops->to_move(m);
        char where[64], what[256];
        snprintf(where, sizeof where, "%s %d (%s)", unit, mv->number,
                 colour == WHITE ? "White" : "Black");
        MatchAction a;
        int rc = m->ops->status(m, NULL) != STATUS_ONGOING
                     ? error_set(&e, "", "the game is over")
                     : match_read_action(m, mv->text, &a, true, &e);
        if (rc != 0 || match_play(m, &a, &e) != 0) {
            snprintf(what, sizeof what, "\"%.40s\": %.200s", mv->text, e.what);
            error_set(err, where, "%s", what);
            movetext_free(mt);
            return -1;
        }
        char mark;
        marks_strip(mv->text, strlen(mv->text), &mark);
        const char *why = mark_mismatch(m, mark);
        if (why) {
            snprintf(what, sizeof what, "\"%.40s\": %.100s", mv->text, why);
            add_note(notes, true, m->ops->ply(m) - 1, where, what);
        }
    }
    if (mt->trailing[0]) {
        char where[64], what[192];
        snprintf(where, sizeof where, "line %d, column %d", mt->trailing_line, mt->trailing_column);
        snprintf(what, sizeof what, "text after the result ignored: \"%s\"", mt->trailing);
        add_note(notes, false, -1, where, what);
    }
    movetext_free(mt);
    return 0;
}

int match_play_movetext(Match *m, const char *movetext, Error *err)
{
    return match_play_record(m, movetext, NULL, err);
}
