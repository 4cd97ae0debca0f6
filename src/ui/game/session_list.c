/* session_list.c - the session's lists (new game, saved games) and messages. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "hostfile.h"
#include "savegame.h"
#include "session_parts.h"
#include "tutorial.h"

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sorted paths of the *.json files in dir (malloc'd array of malloc'd strings). */
static int list_json(const char *dir, char ***out)
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

typedef struct Dated {
    char *name;
    struct timespec mtime;
} Dated;

static int cmp_newest(const void *a, const void *b)
{
    const Dated *x = a, *y = b;
    if (x->mtime.tv_sec != y->mtime.tv_sec)
        return x->mtime.tv_sec < y->mtime.tv_sec ? 1 : -1;
    if (x->mtime.tv_nsec != y->mtime.tv_nsec)
        return x->mtime.tv_nsec < y->mtime.tv_nsec ? 1 : -1;
    return -strcmp(x->name, y->name);
}

/* Orders paths by modification time, the newest first (by name when unreadable). */
static void sort_newest_first(char **names, int n)
{
    Dated *d = n > 1 ? malloc(sizeof *d * (size_t)n) : NULL;
    if (!d)
        return;
    for (int i = 0; i < n; i++) {
        struct stat st;
        d[i].name = names[i];
        memset(&d[i].mtime, 0, sizeof d[i].mtime);
        if (stat(names[i], &st) == 0)
            d[i].mtime = st.st_mtim;
    }
    qsort(d, (size_t)n, sizeof *d, cmp_newest);
    for (int i = 0; i < n; i++)
        names[i] = d[i].name;
    free(d);
}

static void free_list(char **names, int n)
{
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
}

static ViewItem *add_entry(Session *s, View *v, EntryKind kind, const char *path)
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

static void add_variants(Session *s, View *v, const char *dir, bool user, VariantDef *def)
{
    char **names = NULL;
    int n = list_json(dir, &names);
    for (int i = 0; i < n; i++) {
        Error err;
        error_clear(&err);
        char *text = NULL;
        bool ok = host_read_file(names[i], HOST_CAP_VARIANT, &text, NULL, &err) == 0 &&
                  variant_parse(text, names[i], def, &err) == 0;
        free(text);
        ViewItem *it = add_entry(s, v, ENTRY_VARIANT, names[i]);
        if (!it)
            break;
        if (ok) {
            snprintf(it->title, sizeof it->title, "%s%s", def->name,
                     user ? "  (your variant)" : "");
            view_copy_text(it->detail, sizeof it->detail, def->description);
        } else {
            const char *base = strrchr(names[i], '/');
            snprintf(it->title, sizeof it->title, "%s  (cannot be read)",
                     base ? base + 1 : names[i]);
            snprintf(it->detail, sizeof it->detail, "%.240s", err.what);
        }
    }
    free_list(names, n);
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

void session_show_menu(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "New game");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   s->match ? "Pick a variant (Esc returns to the game)."
                            : "Pick a variant, or press Ctrl+E to design power lists.");
    SaveInfo info;
    if (s->autosave_path[0] && savegame_info(s->autosave_path, &info) && info.moves > 0 &&
        strcmp(info.result, "*") == 0 && !s->match) {
        ViewItem *it = add_entry(s, v, ENTRY_RESUME, s->autosave_path);
        snprintf(it->title, sizeof it->title, "Resume the last game");
        snprintf(it->detail, sizeof it->detail, "%s, %d moves played, not finished", info.variant,
                 info.moves);
    }
    VariantDef *def = malloc(sizeof *def);
    if (def) {
        char dir[SESSION_PATH_MAX + 16];
        if (s->data_dir[0]) {
            snprintf(dir, sizeof dir, "%s/variants", s->data_dir);
            add_variants(s, v, dir, false, def);
        }
        if (s->user_dir[0]) {
            snprintf(dir, sizeof dir, "%s/variants", s->user_dir);
            add_variants(s, v, dir, true, def);
        }
        free(def);
    }
    if (s->user_dir[0]) {
        ViewItem *it = add_entry(s, v, ENTRY_SAVES, NULL);
        if (it) {
            snprintf(it->title, sizeof it->title, "Open a saved game\xe2\x80\xa6");
            snprintf(it->detail, sizeof it->detail, "Games saved with Ctrl+S (Ctrl+O)");
        }
    }
    if (s->data_dir[0]) {
        ViewItem *it = add_entry(s, v, ENTRY_TUTORIALS, NULL);
        if (it) {
            snprintf(it->title, sizeof it->title, "Tutorials\xe2\x80\xa6");
            snprintf(it->detail, sizeof it->detail, "Learn each variant's rules step by step (L)");
        }
    }
    ViewItem *set = add_entry(s, v, ENTRY_SETTINGS, NULL);
    if (set) {
        snprintf(set->title, sizeof set->title, "Settings\xe2\x80\xa6");
        snprintf(set->detail, sizeof set->detail,
                 "Theme, animations, sounds, UI scale, automatic flip (Ctrl+,)");
    }
    m->selected = 0;
    s->mode = SESSION_MENU;
    session_drop_selection(s);
    session_refresh(s, v);
}

void session_show_saves(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "Saved games");
    char dir[SESSION_PATH_MAX + 16];
    snprintf(dir, sizeof dir, "%s/saves", s->user_dir);
    snprintf(m->subtitle, sizeof m->subtitle, "In %.200s", dir);
    char **names = NULL;
    int n = s->user_dir[0] ? list_json(dir, &names) : 0;
    sort_newest_first(names, n);
    for (int i = 0; i < n; i++) {
        ViewItem *it = add_entry(s, v, ENTRY_SAVE, names[i]);
        if (!it)
            break;
        const char *base = strrchr(names[i], '/');
        view_copy_text(it->title, sizeof it->title, base ? base + 1 : names[i]);
        SaveInfo info;
        if (savegame_info(names[i], &info))
            snprintf(it->detail, sizeof it->detail, "%s, %d moves, %s", info.variant, info.moves,
                     strcmp(info.result, "*") == 0 ? "not finished" : info.result);
        else
            snprintf(it->detail, sizeof it->detail, "not a readable saved game");
    }
    if (n > 0)
        free_list(names, n);
    if (m->nitems == 0)
        snprintf(m->subtitle, sizeof m->subtitle,
                 "No saved games yet in %.200s (Ctrl+S saves one). Esc returns.", dir);
    m->selected = m->nitems ? 0 : -1;
    s->mode = SESSION_SAVES;
    session_drop_selection(s);
    session_refresh(s, v);
}

void session_show_message(Session *s, View *v, const char *title, const char *text)
{
    SessionMode back = s->mode == SESSION_MESSAGE ? s->back : s->mode;
    if (back == SESSION_CHOICE)
        back = SESSION_PLAY;
    ViewModal saved_list = v->modal;
    (void)saved_list;
    ViewModal *m = &v->modal;
    memset(m, 0, sizeof *m);
    m->kind = VIEW_MODAL_MESSAGE;
    view_copy_text(m->title, sizeof m->title, title);
    view_copy_text(m->subtitle, sizeof m->subtitle, text);
    m->selected = -1;
    s->back = back;
    s->mode = SESSION_MESSAGE;
    session_refresh(s, v);
}

void session_close_modal(Session *s, View *v)
{
    v->modal.kind = VIEW_MODAL_NONE;
    v->modal.nitems = 0;
    s->mode = SESSION_PLAY;
    session_refresh(s, v);
}

void session_show_tutorials(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "Tutorials");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Each variant's rules in a few steps (Esc goes back).");
    char dir[SESSION_PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/assets/tutorials", s->data_dir);
    char **names = NULL;
    int n = s->data_dir[0] ? list_json(dir, &names) : 0;
    for (int i = 0; i < n; i++) {
        Error err;
        Tutorial *t = tutorial_parse_file(names[i], &err);
        ViewItem *it = add_entry(s, v, ENTRY_TUTORIAL, names[i]);
        if (it && t) {
            view_copy_text(it->title, sizeof it->title, tutorial_title(t));
            view_copy_text(it->detail, sizeof it->detail, tutorial_summary(t));
        } else if (it) {
            snprintf(it->title, sizeof it->title, "%.100s  (cannot be read)", names[i]);
            snprintf(it->detail, sizeof it->detail, "%.240s", err.what);
        }
        tutorial_free(t);
    }
    if (n > 0)
        free_list(names, n);
    if (m->nitems == 0)
        snprintf(m->subtitle, sizeof m->subtitle, "No tutorials found in %.200s.", dir);
    m->selected = m->nitems ? 0 : -1;
    s->mode = SESSION_TUTORIALS;
    session_drop_selection(s);
    session_refresh(s, v);
}

bool session_find_tutorial(const Session *s, const char *id, char *out, size_t size)
{
    if (!s->data_dir[0])
        return false;
    char dir[SESSION_PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/assets/tutorials", s->data_dir);
    char **names = NULL;
    int n = list_json(dir, &names);
    size_t idlen = strlen(id);
    bool found = false;
    for (int i = 0; i < n; i++) {
        Error err;
        Tutorial *t = tutorial_parse_file(names[i], &err);
        bool same = t && strcmp(tutorial_variant_id(t), id) == 0;
        tutorial_free(t);
        const char *base = strrchr(names[i], '/');
        base = base ? base + 1 : names[i];
        bool own = strncmp(base, id, idlen) == 0 && strcmp(base + idlen, ".json") == 0;
        if (same && (!found || own)) {
            snprintf(out, size, "%s", names[i]);
            found = true;
        }
    }
    if (n > 0)
        free_list(names, n);
    return found;
}
