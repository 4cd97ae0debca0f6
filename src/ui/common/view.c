/* view.c - helpers that fill the plain-data view model. */
#include "view.h"

#include "layout.h"

#include <stdio.h>
#include <string.h>

void view_init(View *v, int nboards, int files, int ranks)
{
    memset(v, 0, sizeof *v);
    view_reset_game(v, nboards, files, ranks);
    v->modal.selected = -1;
    v->morph_t = 1.0f;
}

void view_reset_game(View *v, int nboards, int files, int ranks)
{
    memset(v->board, 0, sizeof v->board);
    v->nboards = ui_clamp(nboards, 1, VIEW_MAX_BOARDS);
    for (int b = 0; b < VIEW_MAX_BOARDS; b++) {
        ViewBoard *bd = &v->board[b];
        bd->files = ui_clamp(files, 1, VIEW_MAX_FILES);
        bd->ranks = ui_clamp(ranks, 1, VIEW_MAX_RANKS);
        bd->selected = bd->last_from = bd->last_to = VIEW_NO_SQ;
        bd->check = bd->hover = VIEW_NO_SQ;
    }
    v->acts_on[0] = v->acts_on[1] = -1;
    v->teleport_due[0] = v->teleport_due[1] = false;
    ViewPanel *p = &v->panel;
    char status[sizeof p->status]; /* the one line of the panel that is not the game's */
    memcpy(status, p->status, sizeof status);
    memset(p, 0, sizeof *p);
    memcpy(p->status, status, sizeof status);
    p->to_move = VIEW_WHITE;
    p->current_move = -1;
    p->current_item = -1;
    v->inspect_board = v->inspect_sq = VIEW_NO_SQ;
    v->inspect[0] = '\0';
}

void view_clear_selection(View *v)
{
    for (int b = 0; b < VIEW_MAX_BOARDS; b++) {
        ViewBoard *bd = &v->board[b];
        bd->selected = bd->hover = VIEW_NO_SQ;
        bd->dots = bd->rings = 0;
        bd->has_preview = false;
    }
}

int view_set_placement(View *v, int b, const char *placement)
{
    if (b < 0 || b >= v->nboards || !placement)
        return -1;
    ViewBoard *bd = &v->board[b];
    ViewSquare sq[VIEW_SQUARES];
    memset(sq, 0, sizeof sq);
    int rank = bd->ranks - 1, file = 0;
    for (const char *p = placement; *p && *p != ' '; p++) {
        char c = *p;
        if (c == '/') {
            if (file != bd->files || rank == 0)
                return -1;
            rank--;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > bd->files)
                return -1;
        } else if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) {
            if (file >= bd->files)
                return -1;
            ViewSquare *s = &sq[rank * 8 + file];
            s->occupied = true;
            s->piece.colour = (c >= 'a') ? VIEW_BLACK : VIEW_WHITE;
            s->piece.type = (char)(c >= 'a' ? c - 'a' + 'A' : c);
            file++;
        } else {
            return -1;
        }
    }
    if (rank != 0 || file != bd->files)
        return -1;
    memcpy(bd->sq, sq, sizeof sq);
    return 0;
}

int view_square(const View *v, int b, int file, int rank)
{
    if (b < 0 || b >= v->nboards)
        return VIEW_NO_SQ;
    const ViewBoard *bd = &v->board[b];
    if (file < 0 || rank < 0 || file >= bd->files || rank >= bd->ranks)
        return VIEW_NO_SQ;
    return rank * 8 + file;
}

void view_square_name(int sq, char *buf, int n)
{
    if (sq < 0 || sq >= VIEW_SQUARES)
        snprintf(buf, (size_t)n, "-");
    else
        snprintf(buf, (size_t)n, "%c%d", 'a' + (sq & 7), (sq >> 3) + 1);
}

void view_copy_text(char *dst, int n, const char *src)
{
    if (n <= 0)
        return;
    snprintf(dst, (size_t)n, "%s", src ? src : "");
}

int view_push_move(View *v, const char *text)
{
    ViewPanel *p = &v->panel;
    if (p->nmoves >= VIEW_MAX_MOVES)
        return -1;
    view_copy_text(p->moves[p->nmoves], VIEW_MOVE_MAX, text);
    if (p->nitems < VIEW_MAX_MOVES) { /* and on the main line of the list */
        ViewMoveItem *it = &p->items[p->nitems++];
        memset(it, 0, sizeof *it);
        view_copy_text(it->text, VIEW_MOVE_MAX, text);
        it->node = p->nmoves + 1;
        it->turn = p->nmoves / 2 + 1;
        it->colour = (int8_t)(p->nmoves % 2 ? VIEW_BLACK : VIEW_WHITE);
        it->numbered = it->colour == VIEW_WHITE || p->nmoves == 0;
        it->line = true;
    }
    p->nmoves++;
    return 0;
}
