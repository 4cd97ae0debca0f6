/* session_state.c - what every part of the session shares, below them all: the status line,
 * the selection, a game dropped and the next one's state started afresh, the questions about
 * the game's main line each part asks, and a list's rows and folders. It calls no other part
 * of the session (tests/ui/layering_ui.sh: no circle of calls). */
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_state.h"
#include "tutorial.h"

void session_set_status(View *v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->panel.status, sizeof v->panel.status, fmt, ap);
    va_end(ap);
}

void session_status_failure(View *v, const char *lead, const char *where, const char *what)
{
    char *out = v->panel.status;
    size_t size = sizeof v->panel.status;
    const char *tail = strrchr(what, ':');
    if (strlen(lead) + 2 + strlen(what) >= size && tail && tail[1] == ' ')
        what = tail + 2; /* the system's reason, whole */
    int n = snprintf(out, size, "%s: %s", lead, what);
    size_t used = n > 0 && (size_t)n < size ? (size_t)n : size - 1;
    size_t room = size - 1 - used, len = strlen(where);
    if (!where[0] || room < 12)
        return;
    if (len + 3 <= room) {
        snprintf(out + used, size - used, " (%s)", where);
        return;
    }
    const char *end = where + len - (room - 6); /* " (" + "\xe2\x80\xa6" + ")" */
    while (((unsigned char)*end & 0xC0) == 0x80)
        end++; /* not inside a character */
    snprintf(out + used, size - used, " (\xe2\x80\xa6%s)", end);
}

void session_drop_selection(Session *s)
{
    s->sel.sq = -1;
    s->hover_board = s->hover_sq = -1;
}

void session_game_fresh(Session *s)
{
    s->game_serial++;
    analysis_begin(&s->analysis, s->game_serial);
    s->sel.board = s->sel.sq = -1;
    s->hover_board = s->hover_sq = -1;
    s->point_board = s->point_sq = -1;
    s->hint_ply = -1;
    s->cut_node = -1;
    s->nchoices = 0;
    s->choice_stage = 0;
    s->banner_hidden = false;
    s->actual.panel_key = 0;
}

void session_drop_game(Session *s)
{
    if (s->tutorial) { /* its match and variant are the tutorial's */
        s->match = NULL;
        s->variant = NULL;
        tutorial_free(s->tutorial);
        s->tutorial = NULL;
    }
    match_free(s->match);
    variant_free(s->variant);
    s->match = NULL;
    s->variant = NULL;
    s->nactions = 0;
    s->clock.on = false;
    session_game_fresh(s);
}

void session_forget_parked(Session *s)
{
    match_free(s->parked.match);
    variant_free(s->parked.variant);
    s->parked.match = NULL;
    s->parked.variant = NULL;
}

const char *session_colour_name(int c)
{
    return c == WHITE ? "White" : "Black";
}

bool session_decided(const Session *s)
{
    if (!s->match || s->tutorial)
        return false;
    return match_main_status(s->match, NULL) != STATUS_ONGOING;
}

bool session_main_node(const Match *m, int node)
{
    for (int parent; node != MATCH_ROOT && (parent = match_node_parent(m, node)) >= 0;
         node = parent) {
        int first = -1;
        if (match_node_children(m, parent, &first, 1) < 1 || first != node)
            return false;
    }
    return node == MATCH_ROOT;
}

bool session_main_line_current(Session *s, int *leaf, int *shown)
{
    Match *m = s->match;
    int n = match_plies(m);
    if (!session_decided(s) || (n > 0 && session_main_node(m, match_line_node(m, n - 1))))
        return false;
    *leaf = n > 0 ? match_line_node(m, n - 1) : MATCH_ROOT;
    *shown = match_ply(m);
    int end = MATCH_ROOT, next; /* the main line's last node: not on the current line */
    while (match_node_children(m, end, &next, 1) > 0)
        end = next;
    Error err;
    if (match_goto_node(m, end, &err) != 0)
        return false;
    return true;
}

void session_line_back(Session *s, int leaf, int shown)
{
    Error err;
    if (match_goto_node(s->match, leaf, &err) == 0)
        match_goto(s->match, shown);
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted paths of the *.json files in dir (malloc'd array of malloc'd strings). */
int session_json_files(const char *dir, char ***out)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0, cap = 0;
    char **names = NULL;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 6 || strcmp(e->d_name + len - 5, ".json") != 0 || e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            char **nn = realloc(names, sizeof *nn * (size_t)cap);
            if (!nn)
                break;
            names = nn;
        }
        size_t size = strlen(dir) + len + 2;
        names[n] = malloc(size);
        if (!names[n])
            break;
        snprintf(names[n], size, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    if (n > 1)
        qsort(names, (size_t)n, sizeof *names, cmp_names);
    *out = names;
    return n;
}

void session_file_problem(char *out, size_t size, const Error *err)
{
    char what[sizeof err->what + 32];
    error_format_what(err, what, sizeof what);
    /* the last ":L:C: " of where: a file name may hold colons, the JSON path does not */
    const char *path = NULL;
    int line = 0, col = 0;
    for (const char *p = strchr(err->where, ':'); p; p = strchr(p + 1, ':')) {
        int l, c, n = 0;
        if (sscanf(p, ":%d:%d: %n", &l, &c, &n) == 2 && n > 0)
            path = p + n, line = l, col = c;
    }
    if (!path) {
        error_format(err, out, size);
        return;
    }
    bool named = path[0] && strcmp(path, "$") != 0; /* "$", the whole file, says nothing */
    snprintf(out, size, "line %d, column %d%s%.120s%s: %s", line, col, named ? " (" : "",
             named ? path : "", named ? ")" : "", what);
}

void session_json_files_free(char **names, int n)
{
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

ViewItem *session_list_entry(Session *s, View *v, EntryKind kind, const char *path)
{
    if (s->nentries >= VIEW_MAX_ITEMS)
        return NULL;
    SessionEntry *e = &s->entries[s->nentries++];
    e->kind = kind;
    snprintf(e->path, sizeof e->path, "%s", path ? path : "");
    ViewItem *it = &v->modal.items[v->modal.nitems++];
    memset(it, 0, sizeof *it);
    return it;
}

ViewModal *session_open_list(Session *s, View *v, const char *title)
{
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    s->nentries = 0;
    m->kind = VIEW_MODAL_LIST;
    view_copy_text(m->title, sizeof m->title, title);
    return m;
}
