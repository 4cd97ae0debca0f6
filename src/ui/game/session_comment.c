/* session_comment.c - a line to type in a box: the comment of the move shown, kept as the
 * move's note (match.h "Annotations") with its NAGs, and the custom clock of new games. */
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "session_parts.h"

/* A note's NAGs ("$1 $14") into nags and its comments' text, joined by spaces, into text. */
static void note_split(const char *note, char *nags, size_t nn, char *text, size_t tn)
{
    size_t a = 0, b = 0;
    SessionNotePart part;
    nags[0] = text[0] = '\0';
    while (session_note_part(&note, &part)) {
        char *out = part.nag >= 0 ? nags : text;
        size_t *at = part.nag >= 0 ? &a : &b, n = part.nag >= 0 ? nn : tn;
        int w = snprintf(out + *at, n - *at, "%s%.*s", *at ? " " : "", part.len, part.text);
        *at = w < 0 || *at + (size_t)w >= n ? n - 1 : *at + (size_t)w;
    }
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
    view_copy_text(m->field, sizeof m->field, s->comment.text);
    m->field_cursor = s->comment.field.cursor;
    m->field_anchor = s->comment.field.anchor;
    snprintf(m->preedit, sizeof m->preedit, "%s", preedit);
    m->selected = -1;
}

bool session_comment_open(Session *s, View *v)
{
    if (!s->match || s->tutorial || s->mode != SESSION_PLAY)
        return false;
    s->comment.node = match_node(s->match);
    note_split(match_node_note(s->match, s->comment.node), s->comment.nags, sizeof s->comment.nags,
               s->comment.text, sizeof s->comment.text);
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
    char note[sizeof s->comment.nags + TEXTFIELD_MAX + 4], line[TEXTFIELD_MAX];
    snprintf(line, sizeof line, "%s", s->comment.text);
    for (char *p = line; *p; p++)
        if (*p == '}')
            *p = ')';
    size_t n = strlen(line);
    while (n > 0 && line[n - 1] == ' ')
        line[--n] = '\0';
    const char *text = line + strspn(line, " ");
    snprintf(note, sizeof note, "%s%s%s%s%s", s->comment.nags,
             s->comment.nags[0] && text[0] ? " " : "", text[0] ? "{" : "", text,
             text[0] ? "}" : "");
    Error err;
    error_clear(&err);
    close_box(s, v);
    if (match_set_note(s->match, s->comment.node, note, &err) != 0) {
        session_set_status(v, "The comment was not kept: %.150s", err.what);
        session_refresh(s, v);
        return;
    }
    session_position_changed(s, v, true); /* shown, and the game saved with it */
    session_set_status(v, text[0] ? "Comment kept." : "Comment removed.");
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
    view_copy_text(m->field, sizeof m->field, s->comment.text);
    m->field_cursor = s->comment.field.cursor;
    m->field_anchor = s->comment.field.anchor;
    snprintf(m->preedit, sizeof m->preedit, "%s", preedit);
    m->selected = -1;
}

bool session_clockbox_open(Session *s, View *v)
{
    if (s->mode != SESSION_MENU)
        return false;
    const Settings *st = &s->settings;
    if (st->custom_minutes > 0)
        snprintf(s->comment.text, sizeof s->comment.text, "%d+%d", st->custom_minutes,
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
        s->settings.custom_minutes = min;
        s->settings.custom_increment = inc;
        s->settings.clock = SETTINGS_CLOCK_CUSTOM;
        s->settings_changed = true; /* the program saves the settings */
        back_to_list(s, v);
        return true;
    }
    if (textfield_key(&s->comment.field, s->comment.text, sizeof s->comment.text, key, mods) ==
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
    if (textfield_key(&s->comment.field, s->comment.text, sizeof s->comment.text, key, mods) ==
        TEXTFIELD_IGNORED)
        return false;
    show(s, v);
    return true;
}

bool session_comment_text(Session *s, View *v, const char *text)
{
    if (s->mode != SESSION_COMMENT && s->mode != SESSION_CLOCK_TEXT)
        return false;
    textfield_insert(&s->comment.field, s->comment.text, sizeof s->comment.text, text);
    v->modal.preedit[0] = '\0';
    if (s->mode == SESSION_CLOCK_TEXT)
        show_clock(s, v, "");
    else
        show(s, v);
    return true;
}

void session_comment_preedit(Session *s, View *v, const char *text)
{
    if ((s->mode == SESSION_COMMENT || s->mode == SESSION_CLOCK_TEXT) &&
        v->modal.kind == VIEW_MODAL_TEXT)
        snprintf(v->modal.preedit, sizeof v->modal.preedit, "%s", text);
}
