/* match_record.c - records replayed: a movetext's start (FEN tag, first move
 * number), its moves read as people write them, and the warnings and notes
 * of the reading (a `+` or `#` that does not fit, a result the final position contradicts,
 * text after the result). */
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "match_impl.h"
#include "morphchess/gameinfo.h"
#include "movetext.h"

int match_read(const Match *m, const char *text, MatchAction *out, Error *err)
{
    if (match_status(m, NULL) != STATUS_ONGOING)
        return error_set(err, "", "the game is over");
    return match_read_action(m, text, out, false, err);
}

int match_play_text(Match *m, const char *text, Error *err)
{
    MatchAction a;
    if (match_read(m, text, &a, err) != 0)
        return -1;
    return match_play(m, &a, err);
}

/* Starts m afresh from fen (nothing played yet); on failure m is as it was. */
static int restart(Match *m, const char *fen, Error *err)
{
    void *old = m->f.fam;
    char old_start[MATCH_FEN_MAX];
    memcpy(old_start, m->f.start_fen, sizeof old_start);
    if (m->family->init(&m->f, fen, err) != 0) {
        m->f.fam = old;
        memcpy(m->f.start_fen, old_start, sizeof old_start);
        return -1;
    }
    void *fresh = m->f.fam;
    m->f.fam = old;
    m->family->destroy(&m->f);
    m->f.fam = fresh;
    m->ntexts = m->ply = 0;
    m->start_turn = m->family->turn(&m->f);
    m->start_colour = m->family->to_move(&m->f);
    match_tree_reset(m);
    return 0;
}

/* Before anything is played, a record chooses its start: its FEN tag, or
 * (plain boards, from the variant's start array) the side to move and
 * number of its first move, as in "1... e5". */
static int start_from_record(Match *m, const Movetext *mt, Error *err)
{
    const char *fen = movetext_tag(mt, "FEN");
    if (fen) /* an error in it is placed in the record (docs/fen.md) */
        return restart(m, fen, err) == 0 ? 0 : movetext_fen_error(mt, err, err);
    if (!m->family->start_from_number || mt->nmoves == 0 ||
        strcmp(m->f.start_fen, m->f.v->def.start_fen) != 0 ||
        (mt->first_number == m->family->turn(&m->f) &&
         mt->first_colour == m->family->to_move(&m->f)))
        return 0;
    Position p;
    char text[MATCH_FEN_MAX];
    if (movetext_start_position(m->f.v, mt, &p, err) != 0 ||
        fen_write(m->f.v, &p, text, sizeof text) < 0)
        return -1;
    return restart(m, text, err);
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
    if (m->ntexts == 0 && start_from_record(m, mt, err) != 0) {
        movetext_free(mt);
        return -1;
    }
    /* Numbered from the start, the text reads the same when its first move's number is the
     * start's: read again only when it is not (the numbers are then checked), a long
     * record's memory not taken twice. */
    MovetextStart count = {m->family->turn(&m->f), m->family->to_move(&m->f)};
    if (mt->first_number != count.number || mt->first_colour != count.colour) {
        movetext_free(mt);
        if (movetext_parse(text, &count, &mt, err) != 0)
            return -1;
    }
    movetext_drop_main_line(mt); /* the tree is played from mt->nodes */
    if (match_tree_play(m, mt, false, notes, err) != 0) {
        movetext_free(mt);
        return -1;
    }
    GameResult r = RESULT_NONE;
    if (mt->result[0] && strcmp(mt->result, "*") != 0 &&
        match_main_status(m, &r) != STATUS_ONGOING && strcmp(game_result_name(r), mt->result)) {
        char where[64], what[192]; /* the position's verdict stands */
        snprintf(where, sizeof where, "line %d, column %d", mt->result_line, mt->result_column);
        snprintf(what, sizeof what, "\"%s\": the final position gives %s (%s); replaced",
                 mt->result, game_result_name(r), gameinfo_end_words(match_main_status(m, NULL)));
        match_note_add(notes, true, -1, where, what);
    }
    if (mt->trailing[0]) {
        char where[64], what[192];
        snprintf(where, sizeof where, "line %d, column %d", mt->trailing_line, mt->trailing_column);
        snprintf(what, sizeof what, "text after the result ignored: \"%s\"", mt->trailing);
        match_note_add(notes, false, -1, where, what);
    }
    movetext_free(mt);
    return 0;
}

int match_play_movetext(Match *m, const char *movetext, Error *err)
{
    return match_play_record(m, movetext, NULL, err);
}
