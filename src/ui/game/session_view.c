/* session_view.c - the session's match as the view: pieces, highlights, legend, result, turn. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "badge.h"
#include "family.h"
#include "session_parts.h"
#include "tutorial.h"

void session_view_piece(const MatchPiece *mp, ViewPiece *out)
{
    memset(out, 0, sizeof *out);
    out->type = mp->letter;
    out->colour = mp->colour == WHITE ? VIEW_WHITE : VIEW_BLACK;
    badge_text(mp->power, out->badge, VIEW_TEXT_MAX);
    view_copy_text(out->potential, VIEW_TEXT_MAX, mp->potential);
}

/* The sign of a NAG ("!" for 1, "+=" for 14), "" for one without a common sign. */
static const char *session_nag_sign(int nag)
{
    static const char *const signs[] = {
        "",  "!", "?", "!!",           "??", "!?", "?!",       "\xe2\x96\xa1", "",   "",
        "=", "=", "=", "\xe2\x88\x9e", "+=", "=+", "\xc2\xb1", "\xe2\x88\x93", "+-", "-+"};
    return nag >= 0 && nag < (int)(sizeof signs / sizeof signs[0]) ? signs[nag] : "";
}

bool session_note_part(const char **p, SessionNotePart *out)
{
    const char *s = *p;
    while (*s && *s != '{' && *s != '$')
        s++;
    if (!*s) {
        *p = s;
        return false;
    }
    if (*s == '{') {
        const char *end = strchr(s, '}');
        *out = (SessionNotePart){-1, s + 1, (int)(end ? end - s - 1 : (long)strlen(s + 1))};
        *p = end ? end + 1 : s + 1 + out->len;
    } else {
        const char *end = s + 1;
        while (isdigit((unsigned char)*end))
            end++;
        *out = (SessionNotePart){atoi(s + 1), s, (int)(end - s)};
        *p = end;
    }
    return true;
}

/* The marks a note adds to its move in the list: its NAGs' signs, then a pencil for a
 * comment ("!", "?! \u270e"). */
static void note_marks(const char *note, char *out, size_t n)
{
    size_t len = 0;
    bool comment = false;
    SessionNotePart part;
    out[0] = '\0';
    while (session_note_part(&note, &part)) {
        const char *sign = part.nag >= 0 ? session_nag_sign(part.nag) : "";
        comment |= part.nag < 0;
        if (sign[0] && len + strlen(sign) + 1 < n) {
            memcpy(out + len, sign, strlen(sign) + 1);
            len += strlen(sign);
        }
    }
    if (comment && len + 5 < n)
        snprintf(out + len, n - len, " \xe2\x9c\x8e");
}

/* Appends node as a move item of the list. */
static void push_item(const Match *m, ViewPanel *p, int node, int depth, bool numbered, bool starts)
{
    if (p->nitems >= VIEW_MAX_MOVES)
        return;
    ViewMoveItem *it = &p->items[p->nitems++];
    badge_move(m, match_node_text(m, node), match_node_colour(m, node), it->text, sizeof it->text);
    it->node = node;
    it->turn = match_node_turn(m, node);
    it->colour = (int8_t)(match_node_colour(m, node) == BLACK ? VIEW_BLACK : VIEW_WHITE);
    it->depth = (uint8_t)(depth < 255 ? depth : 255);
    it->numbered = numbered || it->colour == VIEW_WHITE;
    it->starts = starts;
    note_marks(match_node_note(m, node), it->mark, sizeof it->mark);
    int ply = match_node_ply(m, node);
    it->line = match_line_node(m, ply - 1) == node;
    if (node == match_node(m))
        p->current_item = p->nitems - 1;
}

#define ITEM_SIBLINGS_MAX 64 /* variations shown at one move */

/* The moves after node `from` along the main continuations, each followed by its
 * alternatives (one step further in), as a record writes them. */
static void fill_items_after(const Match *m, ViewPanel *p, int from, int depth, bool number)
{
    int kids[ITEM_SIBLINGS_MAX];
    int n = match_node_children(m, from, kids, ITEM_SIBLINGS_MAX);
    while (n > 0 && p->nitems < VIEW_MAX_MOVES) {
        push_item(m, p, kids[0], depth, number, false);
        number = false;
        for (int i = 1; i < n && i < ITEM_SIBLINGS_MAX; i++) {
            push_item(m, p, kids[i], depth + 1, true, true);
            fill_items_after(m, p, kids[i], depth + 1, false);
            number = true;
        }
        from = kids[0];
        n = match_node_children(m, from, kids, ITEM_SIBLINGS_MAX);
    }
}

/* A note as it reads: "$1 {best by test}" -> "! best by test" (the common NAGs as their
 * signs, others as $N), into out (size n). */
static void note_plain(const char *note, char *out, size_t n)
{
    size_t len = 0;
    SessionNotePart part;
    out[0] = '\0';
    while (len + 1 < n && session_note_part(&note, &part)) {
        const char *sign = part.nag >= 0 ? session_nag_sign(part.nag) : "";
        int w = sign[0]
                    ? snprintf(out + len, n - len, "%s%s", len ? " " : "", sign)
                    : snprintf(out + len, n - len, "%s%.*s", len ? " " : "", part.len, part.text);
        len = w < 0 ? len : len + (size_t)w < n ? len + (size_t)w : n - 1;
    }
}

static void fill_move_items(const Match *m, ViewPanel *p)
{
    p->nitems = 0;
    p->current_item = -1;
    fill_items_after(m, p, MATCH_ROOT, 0, true);
}

/* "White to move on board A, in check", and the action Enter makes when there is one
 * without squares beside the moves (Portal's declaration: ", or Enter: declare"). */
static void turn_line(const Session *s, int stm, int nb, bool check, int others, ViewPanel *p)
{
    char board[16] = "", extra[MATCH_TEXT_MAX + 32] = "", line[sizeof board + sizeof extra + 48];
    if (nb > 1)
        snprintf(board, sizeof board, " on board %c", 'A' + match_acting_board(s->match, stm));
    const char *text = "";
    for (int i = 0; i < s->nactions && !text[0]; i++)
        if (session_squareless(&s->actions[i]))
            text = s->actions[i].kind == ACTION_PASS ? "pass" : s->actions[i].text;
    if (others == 1) /* the action's own text, without the board it is entered on */
        snprintf(extra, sizeof extra, ", or Enter: %s",
                 strchr(text, ':') && nb > 1 ? strchr(text, ':') + 1 : text);
    else if (others > 1)
        snprintf(extra, sizeof extra, ", or Enter: %d other actions", others);
    snprintf(line, sizeof line, "%s to move%s%s%s", session_colour_name(stm), board,
             check ? ", in check" : "", extra);
    view_copy_text(p->turn, sizeof p->turn, line);
}

static void fill_result(const Session *s, ViewPanel *p)
{
    GameResult r = RESULT_NONE;
    GameStatus st = match_status(s->match, &r);
    if (st == STATUS_ONGOING && session_decided(s)) /* it stays over, looked back through */
        st = match_main_status(s->match, &r);
    p->result[0] = p->result_detail[0] = p->score[0] = '\0';
    if (st == STATUS_ONGOING)
        return;
    view_copy_text(p->score, sizeof p->score,
                   r == RESULT_WHITE   ? "1-0"
                   : r == RESULT_BLACK ? "0-1"
                                       : "\xc2\xbd-\xc2\xbd");
    const char *who = r == RESULT_WHITE ? "White wins" : r == RESULT_BLACK ? "Black wins" : "Draw";
    view_copy_text(p->result, sizeof p->result, who);
    const char *detail = "";
    switch (st) {
    case STATUS_CHECKMATE:
        detail = "by checkmate";
        break;
    case STATUS_STALEMATE:
        detail = r == RESULT_DRAW ? "by stalemate" : "by stalemate (the stalemated side loses)";
        break;
    case STATUS_KING_CAPTURED:
        detail = "the king was captured";
        break;
    case STATUS_REPETITION:
        detail = "by threefold repetition";
        break;
    case STATUS_FIFTY_MOVE:
        detail = "by the fifty-move rule";
        break;
    case STATUS_INSUFFICIENT:
        detail = "by insufficient material";
        break;
    case STATUS_NO_MOVES:
        detail = "the side to move has no move";
        break;
    case STATUS_TIME:
        detail = r == RESULT_DRAW ? "time ran out against a bare king" : "on time";
        break;
    case STATUS_RESIGNATION:
        detail = r == RESULT_WHITE ? "Black resigned" : "White resigned";
        break;
    case STATUS_AGREEMENT:
        detail = "by agreement";
        break;
    case STATUS_ADJUDICATION:
        detail = "by adjudication";
        break;
    default:
        break;
    }
    view_copy_text(p->result_detail, sizeof p->result_detail, detail);
}

/* Who plays each side: a record's name, "Computer, level N", "You" against the computer. */
static void fill_players(const Session *s, ViewPanel *p)
{
    if (s->tutorial) { /* a tutorial or a course exercise: nobody's game */
        p->player[WHITE][0] = p->player[BLACK][0] = '\0';
        return;
    }
    bool one_computer = session_is_computer(s, WHITE) != session_is_computer(s, BLACK);
    for (int c = WHITE; c <= BLACK; c++) {
        const GamePlayer *pl = &s->info.player[c];
        char line[VIEW_LINE_MAX];
        if (pl->kind == GAME_COMPUTER)
            snprintf(line, sizeof line, "%.60s%sComputer, level %d", pl->name,
                     pl->name[0] ? " \xc2\xb7 " : "", session_computer_level(s, c));
        else if (pl->name[0])
            snprintf(line, sizeof line, "%.100s", pl->name);
        else
            snprintf(line, sizeof line, "%s", one_computer ? "You" : "");
        /* a record's rating after the name, as lichess shows it ("Carlsen 2830"); "-" or "?"
         * is a player without one */
        const char *elo = gameinfo_tag(&s->info, c == WHITE ? "WhiteElo" : "BlackElo");
        if (line[0] && elo && elo[0] >= '1' && elo[0] <= '9' && strlen(elo) <= 5) {
            size_t at = strlen(line);
            snprintf(line + at, sizeof line - at, " %s", elo);
        }
        view_copy_text(p->player[c], sizeof p->player[c], line);
    }
}

static void fill_legend(const Session *s, ViewPanel *p)
{
    const VariantDef *d = variant_def(s->variant);
    int phase[2][VAR_MAX_TYPES];
    match_phases(s->match, phase);
    p->nlegend = 0;
    for (int t = 0; t < d->ntypes; t++) {
        const PieceDef *pd = &d->types[t];
        bool same = pd->npowers[0] == pd->npowers[1];
        for (int k = 0; same && k < pd->npowers[0]; k++)
            same = strcmp(pd->powers[0][k], pd->powers[1][k]) == 0;
        if (same && pd->npowers[0] <= 1)
            continue;
        for (int c = 0; c < (same ? 1 : 2); c++) {
            if (p->nlegend >= VIEW_MAX_LEGEND)
                return;
            ViewLegendRow *row = &p->legend[p->nlegend++];
            memset(row, 0, sizeof *row);
            row->type = pd->letter;
            row->colours = same ? 3 : 1 << c;
            row->npowers = pd->npowers[c] < VIEW_MAX_POWERS ? pd->npowers[c] : VIEW_MAX_POWERS;
            for (int k = 0; k < row->npowers; k++)
                view_copy_text(row->powers[k], VIEW_TEXT_MAX, pd->powers[c][k]);
            row->current[0] = (row->colours & 1) ? phase[WHITE][t] : -1;
            row->current[1] = (row->colours & 2) ? phase[BLACK][t] : -1;
        }
    }
}

/* Atomic Polypiece: each atom's cycle, its value now marked ("W: [W] > F"; with different
 * armies, a line per colour). */
static void atom_lines(const Session *s, ViewPanel *p)
{
    const MutationDef *mu = &variant_def(s->variant)->mutation;
    int phase[2][VAR_MAX_ATOMS];
    match_atom_phases(s->match, phase);
    view_copy_text(p->changes_title, sizeof p->changes_title, "ATOMS (IN [ ] NOW)");
    for (int a = 0; a < mu->natoms && a < VAR_MAX_ATOMS; a++) {
        const AtomDef *at = &mu->atoms[a];
        bool same = at->nvalues[0] == at->nvalues[1] && phase[0][a] == phase[1][a];
        for (int k = 0; k < at->nvalues[0] && same; k++)
            same = strcmp(at->values[0][k], at->values[1][k]) == 0;
        for (int c = 0; c < (same ? 1 : 2) && p->nchanges < VIEW_MAX_CHANGES; c++) {
            char *line = p->changes[p->nchanges++];
            int n = snprintf(line, VIEW_LINE_MAX, "%s%c:",
                             same ? ""
                             : c  ? "Black "
                                  : "White ",
                             at->letter);
            for (int k = 0; k < at->nvalues[c] && n > 0 && n < VIEW_LINE_MAX; k++) {
                bool now = k == phase[c][a];
                n += snprintf(line + n, (size_t)(VIEW_LINE_MAX - n), "%s%s%s%s",
                              k ? " \xe2\x86\x92 " : " ", now ? "[" : "", at->values[c][k],
                              now ? "]" : "");
            }
        }
    }
}

/* The type changes of the Revolving, ProDem and Move Up Take Down tables, one line each (and
 * atomic Polypiece's atoms). */
static void fill_changes(const Session *s, ViewPanel *p)
{
    const VariantDef *d = variant_def(s->variant);
    const MutationDef *mu = &d->mutation;
    static const char *const ladder[] = {"Odd turns (down)", "Even turns (up)"};
    static const char *const updown[] = {"Quiet move", "Capture", "Quiet, no pawns",
                                         "Capture, no pawns"};
    p->nchanges = 0;
    p->change_now = -1;
    if (mu->kind == MUT_LADDER) { /* table 0 on odd turns, 1 on even ones */
        p->change_now = match_turn(s->match) % 2 ? 0 : 1;
    } else if (mu->kind == MUT_PIECE_CYCLE) {
        p->change_now = 0;
    }
    if (mu->kind == MUT_TYPE_CYCLE && mu->atomic) {
        atom_lines(s, p);
        return;
    }
    if (mu->kind != MUT_PIECE_CYCLE && mu->kind != MUT_LADDER && mu->kind != MUT_UP_DOWN)
        return;
    for (int t = 0; t < mu->ntables && t < MUT_MAX_TABLES && p->nchanges < VIEW_MAX_CHANGES; t++) {
        char *line = p->changes[p->nchanges++];
        const char *label = mu->kind == MUT_LADDER    ? ladder[t & 1]
                            : mu->kind == MUT_UP_DOWN ? updown[t]
                                                      : "A moved man";
        int n = snprintf(line, VIEW_LINE_MAX, "%s:", label);
        for (int ty = 0; ty < d->ntypes && n > 0 && n < VIEW_LINE_MAX; ty++) {
            uint8_t next = mu->next[t][ty];
            if (!next)
                continue;
            n += snprintf(line + n, (size_t)(VIEW_LINE_MAX - n), " %c\xe2\x86\x92",
                          d->types[ty].letter);
            for (int k = 0; k < d->ntypes && n < VIEW_LINE_MAX; k++)
                if (next & (1u << k))
                    n += snprintf(line + n, (size_t)(VIEW_LINE_MAX - n), "%s%c",
                                  (next & ((1u << k) - 1)) ? "/" : "", d->types[k].letter);
        }
    }
}

/* An action played without a square to click: a pass, a Portal declaration or a lost turn. */
bool session_squareless(const MatchAction *a)
{
    return a->kind == ACTION_PASS || a->kind == ACTION_DECLARE || a->kind == ACTION_LOST_TURN ||
           a->from < 0 || a->to < 0;
}

static int session_count_squareless(const Session *s)
{
    int n = 0;
    for (int i = 0; i < s->nactions; i++)
        n += session_squareless(&s->actions[i]);
    return n;
}

bool session_action_matches(const MatchAction *a, int board, int from, int to_board, int to)
{
    return !session_squareless(a) && a->from_board == board && a->from == from &&
           a->board == to_board && a->to == to;
}

void session_fill_selection(Session *s, View *v)
{
    view_clear_selection(v);
    /* the sets by the pointer are those of the piece there now: none while one is held,
     * another after a move or undo under the pointer */
    session_inspect(s, v, s->point_board, s->point_sq);
    if (s->sel.sq < 0 || s->mode != SESSION_PLAY)
        return;
    ViewBoard *bd = &v->board[s->sel.board];
    bd->selected = s->sel.sq;
    bool preview_done = false;
    for (int i = 0; i < s->nactions; i++) {
        const MatchAction *a = &s->actions[i];
        if (session_squareless(a) || a->from_board != s->sel.board || a->from != s->sel.sq ||
            a->to < 0 || a->board < 0 || a->board >= v->nboards)
            continue;
        ViewBoard *tb = &v->board[a->board];
        if (tb->sq[a->to].occupied && a->to != a->from)
            tb->rings |= 1ull << a->to;
        else
            tb->dots |= 1ull << a->to;
        if (!preview_done && a->board == s->hover_board && a->to == s->hover_sq) {
            MatchPiece mp;
            preview_done = true;
            if (match_preview(s->match, a, &mp)) {
                ViewPiece after;
                session_view_piece(&mp, &after);
                const ViewPiece *now = &bd->sq[s->sel.sq].piece;
                if (after.type != now->type || strcmp(after.badge, now->badge) != 0 ||
                    strcmp(after.potential, now->potential) != 0) {
                    tb->has_preview = true;
                    tb->preview = after;
                }
            }
        }
    }
    if (s->hover_board >= 0 && s->hover_board < v->nboards)
        v->board[s->hover_board].hover = s->hover_sq;
}

void session_refresh(Session *s, View *v)
{
    if (!s->match) {
        view_reset_game(v, 1, 8, 8);
        view_set_placement(v, 0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        view_copy_text(v->panel.title, sizeof v->panel.title, "morphchess");
        v->panel.to_move = -1;
    } else {
        const VariantDef *d = variant_def(s->variant);
        int nb = match_boards(s->match);
        view_reset_game(v, nb, d->files, d->ranks);
        for (int b = 0; b < v->nboards; b++) {
            ViewBoard *bd = &v->board[b];
            for (int sq = 0; sq < VIEW_SQUARES; sq++) {
                MatchPiece mp;
                if (match_piece_at(s->match, b, sq, &mp)) {
                    bd->sq[sq].occupied = true;
                    session_view_piece(&mp, &bd->sq[sq].piece);
                    badge_piece(s->match, &mp, bd->sq[sq].piece.badge,
                                sizeof bd->sq[sq].piece.badge);
                }
            }
            bd->check = match_check_square(s->match, b);
            if (nb > 1)
                snprintf(bd->title, sizeof bd->title, "Board %c", 'A' + b);
        }
        session_fill_marks(s, v);
        if (s->hint_ply == match_ply(s->match) && s->hint_board >= 0 &&
            s->hint_board < v->nboards && s->hint_from >= 0 && s->hint_to >= 0) {
            ViewBoard *hb = &v->board[s->hint_board];
            hb->arrow_from[0] = s->hint_from;
            hb->arrow_to[0] = s->hint_to;
            hb->narrows = 1;
        }
        MatchAction last;
        if (match_last_action(s->match, &last) && last.from >= 0 && last.board >= 0 &&
            last.board < v->nboards) {
            v->board[last.board].last_to = last.to;
            if (last.from_board == last.board)
                v->board[last.board].last_from = last.from;
        }
        ViewPanel *p = &v->panel;
        view_copy_text(p->title, sizeof p->title, d->name);
        int n = match_plies(s->match);
        for (int i = 0; i < n; i++) {
            char text[VIEW_MOVE_MAX];
            MatchEvents ev;
            int colour = match_action_events(s->match, i, &ev) ? ev.colour : WHITE;
            badge_move(s->match, match_action_text(s->match, i), colour, text, sizeof text);
            view_push_move(v, text);
        }
        p->current_move = match_ply(s->match) - 1;
        fill_move_items(s->match, p);
        note_plain(match_node_note(s->match, match_node(s->match)), p->note, sizeof p->note);
        session_clock_view(s, v);
        char cap[2][40];
        match_captured(s->match, cap);
        for (int c = 0; c < 2; c++)
            view_copy_text(p->captured[c], sizeof p->captured[c], cap[c]);
        fill_result(s, p);
        fill_players(s, p);
        fill_legend(s, p);
        fill_changes(s, p);
        int stm = match_to_move(s->match);
        if (nb > 1) {
            v->acts_on[WHITE] = match_acting_board(s->match, WHITE);
            v->acts_on[BLACK] = match_acting_board(s->match, BLACK);
        }
        if (p->result[0]) {
            p->to_move = -1;
            snprintf(p->turn, sizeof p->turn, "Game over");
        } else {
            p->to_move = stm == WHITE ? VIEW_WHITE : VIEW_BLACK;
            bool check = false;
            for (int b = 0; b < nb; b++)
                check = check || v->board[b].check >= 0;
            int others = session_count_squareless(s);
            if (others == s->nactions && others == 1)
                snprintf(p->turn, sizeof p->turn, "%s: %s (press Enter)", session_colour_name(stm),
                         s->actions[0].kind == ACTION_PASS ? "passes" : s->actions[0].text);
            else
                turn_line(s, stm, nb, check, others, p);
            family_turn(s, p);
        }
    }
    family_refresh(s, v);
    analysis_refresh(&s->analysis, s->match, v);
    v->banner_hidden = s->banner_hidden;
    if (s->tutorial)
        session_fill_tutorial(s, v);
    session_fill_selection(s, v);
}

int session_inspect(Session *s, View *v, int board, int sq)
{
    char text[sizeof v->inspect] = "";
    MatchPiece mp;
    if (s->mode == SESSION_PLAY && s->match && s->sel.sq < 0 && sq >= 0 &&
        match_piece_at(s->match, board, sq, &mp) && mp.potential[0])
        snprintf(text, sizeof text, "%s piece  \xc2\xb7  set now: %s  \xc2\xb7  origin: %s",
                 session_colour_name(mp.colour), mp.potential, mp.origin[0] ? mp.origin : "?");
    if (strcmp(text, v->inspect) == 0 &&
        (!text[0] || (v->inspect_board == board && v->inspect_sq == sq)))
        return 0;
    view_copy_text(v->inspect, sizeof v->inspect, text);
    v->inspect_board = board;
    v->inspect_sq = sq;
    return 1;
}

uint64_t session_pickable(const Session *s, int b)
{
    if (s->mode != SESSION_PLAY || !s->match || (s->tutorial && !tutorial_awaits_move(s->tutorial)))
        return 0;
    if (session_computer_turn(s)) { /* the person's own pieces: a premove */
        uint64_t own = 0;
        int mover = match_to_move(s->match);
        for (int sq = 0; b == 0 && match_boards(s->match) == 1 && sq < 64; sq++) {
            MatchPiece mp;
            if (match_piece_at(s->match, 0, sq, &mp) && mp.colour != mover)
                own |= 1ull << sq;
        }
        return own;
    }
    uint64_t mask = 0;
    for (int i = 0; i < s->nactions; i++) {
        const MatchAction *a = &s->actions[i];
        if (!session_squareless(a) && a->from_board == b && a->from < 64)
            mask |= 1ull << a->from;
    }
    return mask;
}

static void mark(View *v, TutorialSquare q)
{
    if (q.board >= 0 && q.board < v->nboards && q.sq >= 0 && q.sq < VIEW_SQUARES)
        v->board[q.board].marks |= 1ull << q.sq;
}

void session_fill_tutorial(const Session *s, View *v)
{
    const Tutorial *t = s->tutorial;
    const TutorialStep *st = tutorial_current(t);
    ViewPanel *p = &v->panel;
    view_copy_text(p->title, sizeof p->title, tutorial_title(t));
    p->caption_heading[0] = '\0';
    snprintf(p->turn, sizeof p->turn, "Step %d of %d", tutorial_step(t) + 1, tutorial_steps(t));
    view_copy_text(p->caption, sizeof p->caption, st->caption);
    for (int i = 0; i < st->nhighlights; i++)
        mark(v, st->highlights[i]);
    for (int i = 0; i < st->narrows; i++) {
        const TutorialArrow *a = &st->arrows[i];
        if (a->from.board != a->to.board || a->from.board >= v->nboards)
            continue; /* an arrow through a portal: both ends are marked instead */
        ViewBoard *bd = &v->board[a->from.board];
        if (bd->narrows < VIEW_MAX_ARROWS) {
            bd->arrow_from[bd->narrows] = a->from.sq;
            bd->arrow_to[bd->narrows++] = a->to.sq;
        }
    }
    for (int i = 0; i < st->narrows; i++)
        if (st->arrows[i].from.board != st->arrows[i].to.board) {
            mark(v, st->arrows[i].from);
            mark(v, st->arrows[i].to);
        }
    const char *next = tutorial_script_left(t) > 0 ? "Press \xe2\x86\x92 to see the move."
                       : tutorial_awaits_move(t)   ? "Your move (H for a hint)."
                       : tutorial_step(t) + 1 < tutorial_steps(t)
                           ? "\xe2\x86\x92 next step, \xe2\x86\x90 back."
                           : "The end: Home starts again, Esc leaves.";
    if (tutorial_hint_shown(t)) {
        for (int i = 0; i < st->nhint_squares; i++)
            mark(v, st->hint_squares[i]);
        snprintf(p->feedback, sizeof p->feedback, "%.640s%sHint: %.640s", tutorial_feedback(t),
                 tutorial_feedback(t)[0] ? "\n" : "",
                 st->hint[0] ? st->hint : "look at the marked squares.");
    } else {
        snprintf(p->feedback, sizeof p->feedback, "%.640s%s%s", tutorial_feedback(t),
                 tutorial_feedback(t)[0] ? "\n" : "", next);
    }
    session_fill_course(s, v); /* a course's exercise: its own words */
}
