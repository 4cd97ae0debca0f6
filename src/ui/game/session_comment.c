/* session_comment.c - a line to type in a box: the comment of the move shown, kept as the
 * move's note (match.h "Annotations") with its NAGs, and the custom clock of new games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_parts.h"

void session_comment_free(Session *s)
{
    free(s->comment.text);
    free(s->comment.nags);
    s->comment.text = s->comment.nags = NULL;
    s->comment.size = 0;
    textfield_clear(&s->comment.field);
}

/* The box's text at least need bytes long (its text kept): 0, or -1 when out of memory. */
static int text_room(Session *s, size_t need)
{
    if (s->comment.text && s->comment.size >= need)
        return 0;
    char *bigger = realloc(s->comment.text, need);
    if (!bigger)
        return -1;
    if (!s->comment.text)
        bigger[0] = '\0';
    s->comment.text = bigger;
    s->comment.size = need;
    return 0;
}

/* A note's NAGs ("$1 $14") into the box's nags and its comments' text, joined by spaces, into
 * its text, whole however long: 0, or -1 when out of memory (nothing changed). */
static int note_split(Session *s, const char *note)
{
    size_t n = 2 * strlen(note) + 2; /* a space may join two parts written without one */
    char *nags = malloc(n);
    if (!nags || text_room(s, n) != 0) {
        free(nags);
        return -1;
    }
    free(s->comment.nags);
    s->comment.nags = nags;
    char *text = s->comment.text;
    size_t a = 0, b = 0;
    SessionNotePart part;
    nags[0] = text[0] = '\0';
    while (session_note_part(&note, &part)) {
        char *out = part.nag >= 0 ? nags : text;
        size_t *at = part.nag >= 0 ? &a : &b;
        int w = snprintf(out + *at, n - *at, "%s%.*s", *at ? " " : "", part.len, part.text);
        *at = w < 0 || *at + (size_t)w >= n ? n - 1 : *at + (size_t)w;
    }
    return 0;
}

/* "Comment on 12... Nf6", or before the first move. */
static void title_of(const Session *s, int node, char *out, size_t n)
{
    if (node == MATCH_ROOT) {
        snprintf(out, n, "Comment before the first move");
        return;
    }
    int turn = match_node_turn(s->match, node), colour = match_node_colour(s->match, node);
    snprintf(out, n, "Comment on %d%s %.60s", turn, colour == BLACK ? "..." : ".",
             match_node_text(s->match, node));
}

/* What the box's line shows of the text: all of it when it is short, else the part before
 * and around the cursor (the line draws the end of what it is given), the cursor and the
 * selection's other end counted from there. */
static void field_window(const Session *s, ViewModal *m)
{
    const char *text = s->comment.text;
    int len = (int)strlen(text), cursor = s->comment.field.cursor, anchor = s->comment.field.anchor,
        room = TEXTFIELD_MAX - 1;
    int start = 0, end = len;
    if (len > room) {
        end = cursor + 16 < len ? cursor + 16 : len;
        start = end - room > 0 ? end - room : 0;
        while (start < len && ((unsigned char)text[start] & 0xC0) == 0x80)
            start++; /* at a character */
        while (end > start && ((unsigned char)text[end] & 0xC0) == 0x80)
            end--;
    }
    snprintf(m->field, sizeof m->field, "%.*s", end - start, text + start);
    m->field_cursor = cursor - start;
    m->field_anchor = anchor < start ? 0 : anchor > end ? end - start : anchor - start;
}

/* The box as the field now stands. */
static void show(Session *s, View *v)
{
    ViewModal *m = &v->modal;
    char preedit[sizeof m->preedit];
    snprintf(preedit, sizeof preedit, "%s", m->kind == VIEW_MODAL_TEXT ? m->preedit : "");
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_TEXT;
    title_of(s, s->comment.node, m->title, sizeof m->title);
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Enter keeps it, Esc leaves it as it was; an empty line removes it.");
    field_window(s, m);
    snprintf(m->preedit, sizeof m->preedit, "%s", preedit);
    m->selected = -1;
}

bool session_comment_open(Session *s, View *v)
{
    if (!s->match || s->tutorial || s->mode != SESSION_PLAY)
        return false;
    if (note_split(s, match_node_note(s->match, match_node(s->match))) != 0) {
        session_set_status(v, "The comment cannot be edited: out of memory.");
        return true;
    }
    s->comment.node = match_node(s->match);
    textfield_reset(&s->comment.field, s->comment.text);
    session_drop_selection(s);
    s->mode = SESSION_COMMENT;
    v->modal.kind = VIEW_MODAL_NONE;
    show(s, v);
    return true;
}

static void close_box(Session *s, View *v)
{
    v->modal.kind = VIEW_MODAL_NONE;
    s->mode = SESSION_PLAY;
}

/* The note of the typed line: the NAGs, then the line as one {comment} ('}' can not be in
 * one: it becomes ')'). */
static void keep(Session *s, View *v)
{
    size_t n = strlen(s->comment.text), nn = strlen(s->comment.nags);
    char *line = malloc(n + 1), *note = malloc(nn + n + 5);
    if (!line || !note) {
        free(line);
        free(note);
        show(s, v); /* the box stays, with what was typed */
        view_copy_text(v->modal.subtitle, sizeof v->modal.subtitle,
                       "Out of memory: the comment is not kept yet (Enter tries again).");
        v->modal.subtitle_error = true;
        return;
    }
    memcpy(line, s->comment.text, n + 1);
    for (char *p = line; *p; p++)
        if (*p == '}')
            *p = ')';
    while (n > 0 && line[n - 1] == ' ')
        line[--n] = '\0';
    const char *text = line + strspn(line, " ");
    snprintf(note, nn + n + 5, "%s%s%s%s%s", s->comment.nags,
             s->comment.nags[0] && text[0] ? " " : "", text[0] ? "{" : "", text,
             text[0] ? "}" : "");
    Error err;
    error_clear(&err);
    close_box(s, v);
    bool kept = text[0] != '\0';
    int rc = match_set_note(s->match, s->comment.node, note, &err);
    free(note);
    free(line);
    if (rc != 0) {
        session_set_status(v, "The comment was not kept: %.150s", err.what);
        session_refresh(s, v);
        return;
    }
    session_position_changed(s, v, true); /* shown, and the game saved with it */
    session_set_status(v, kept ? "Comment kept." : "Comment removed.");
}

/* The custom clock's box as the field now stands; why: what is wrong with the clock typed
 * ("" for none yet). */
static void show_clock(Session *s, View *v, const char *why)
{
    ViewModal *m = &v->modal;
    char preedit[sizeof m->preedit];
    snprintf(preedit, sizeof preedit, "%s", m->kind == VIEW_MODAL_TEXT ? m->preedit : "");
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_TEXT;
    view_copy_text(m->title, sizeof m->title, "Custom clock: minutes a side + seconds a move");
    m->centred = true; /* where the new-game list stood */
    if (why[0]) {
        snprintf(m->subtitle, sizeof m->subtitle, "%.200s", why);
        m->subtitle_error = true;
    } else {
        view_copy_text(m->subtitle, sizeof m->subtitle,
                       "For example 7+5: 7 minutes each, 5 seconds added after each move; 90 "
                       "alone is 90+0. Enter keeps it for new games, Esc goes back.");
    }
    field_window(s, m);
    snprintf(m->preedit, sizeof m->preedit, "%s", preedit);
    m->selected = -1;
}

bool session_clockbox_open(Session *s, View *v)
{
    if (s->mode != SESSION_MENU)
        return false;
    const Settings *st = &s->settings;
    if (text_room(s, 32) != 0)
        return false;
    if (st->custom_minutes > 0)
        snprintf(s->comment.text, s->comment.size, "%d+%d", st->custom_minutes,
                 st->custom_increment);
    else
        s->comment.text[0] = '\0';
    textfield_reset(&s->comment.field, s->comment.text);
    s->comment.field.anchor = 0; /* all of it selected: typing replaces it */
    s->mode = SESSION_CLOCK_TEXT;
    v->modal.kind = VIEW_MODAL_NONE;
    show_clock(s, v, "");
    return true;
}

/* The new-game list again, on the clock's row. */
static void back_to_list(Session *s, View *v)
{
    session_show_menu(s, v);
    for (int i = 0; i < s->nentries; i++)
        if (s->entries[i].kind == ENTRY_CLOCK)
            v->modal.selected = i;
}

static bool clock_key(Session *s, View *v, int key, int mods)
{
    if (key == UI_KEY_ESCAPE) {
        back_to_list(s, v);
        return true;
    }
    if (key == UI_KEY_RETURN) {
        int min, inc;
        char why[200];
        if (settings_clock_parse(s->comment.text, &min, &inc, why, sizeof why) != 0) {
            show_clock(s, v, why);
            return true;
        }
        settings_set_custom_clock(&s->settings, min, inc);
        s->settings_changed = true; /* the program saves the settings */
        back_to_list(s, v);
        return true;
    }
    if (textfield_key(&s->comment.field, s->comment.text, s->comment.size, key, mods) ==
        TEXTFIELD_IGNORED)
        return false;
    show_clock(s, v, "");
    return true;
}

bool session_comment_key(Session *s, View *v, int key, int mods)
{
    if (s->mode == SESSION_CLOCK_TEXT)
        return clock_key(s, v, key, mods);
    if (s->mode != SESSION_COMMENT)
        return false;
    if (key == UI_KEY_ESCAPE) {
        close_box(s, v);
        session_refresh(s, v);
        return true;
    }
    if (key == UI_KEY_RETURN) {
        keep(s, v);
        return true;
    }
    if (textfield_key(&s->comment.field, s->comment.text, s->comment.size, key, mods) ==
        TEXTFIELD_IGNORED)
        return false;
    show(s, v);
    return true;
}

bool session_comment_text(Session *s, View *v, const char *text)
{
    if (s->mode != SESSION_COMMENT && s->mode != SESSION_CLOCK_TEXT)
        return false;
    bool fits = textfield_grow(&s->comment.field, &s->comment.text, &s->comment.size, text) == 0;
    if (fits)
        textfield_insert(&s->comment.field, s->comment.text, s->comment.size, text);
    v->modal.preedit[0] = '\0';
    if (s->mode == SESSION_CLOCK_TEXT)
        show_clock(s, v, fits ? "" : "Out of memory: nothing was added.");
    else
        show(s, v);
    if (!fits && s->mode == SESSION_COMMENT) {
        view_copy_text(v->modal.subtitle, sizeof v->modal.subtitle,
                       "Out of memory: nothing was added; the comment is as it was.");
        v->modal.subtitle_error = true;
    }
    return true;
}

void session_comment_preedit(Session *s, View *v, const char *text)
{
    if ((s->mode == SESSION_COMMENT || s->mode == SESSION_CLOCK_TEXT) &&
        v->modal.kind == VIEW_MODAL_TEXT)
        snprintf(v->modal.preedit, sizeof v->modal.preedit, "%s", text);
}
