/* editor.c - the Polypiece power-list editor's model: lists, checks as typed, files. */
#include "editor.h"
#include "hostfile.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "atomicfile.h"

#define ATOM_LETTERS "WFDNAHCZG"
#define ID_STEM_MAX 40

/* The list a new editor starts with: the shipped Polypiece of RULES.md section 1. */
static const char DEFAULT_VARIANT[] =
    "{\"name\": \"My Polypiece\", \"description\": \"\", \"pieces\": {"
    "\"K\": {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\"]},"
    "\"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\", \"WAND\"]},"
    "\"R\": {\"name\": \"Rook\", \"powers\": [\"R\", \"NN\"]},"
    "\"B\": {\"name\": \"Bishop\", \"powers\": [\"B\", \"R4\"]},"
    "\"N\": {\"name\": \"Knight\", \"powers\": [\"N\", \"WD\"]},"
    "\"P\": {\"name\": \"Pawn\", \"role\": \"pawn\", \"powers\": [\"fmWfceFifmnD\"]}},"
    "\"start\": \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\","
    "\"rules\": {\"insufficient_material\": false}, \"mutation\": {\"kind\": \"type-cycle\"}}";

/* Copies src into dst (size n), cut short if long. */
static void copy_text(char *dst, size_t n, const char *src)
{
    size_t len = strlen(src);
    if (len >= n)
        len = n - 1;
    memcpy(dst, src, len);
    dst[len] = '\0';
}

static void check_ok(EditorCheck *c)
{
    c->ok = true;
    c->column = 0;
    c->message[0] = '\0';
}

static void check_betza(const char *text, EditorCheck *c)
{
    Error e;
    if (variant_check_power(text, &e) == 0) {
        check_ok(c);
        return;
    }
    c->ok = false;
    /* variant_check_power's where is "column N" */
    c->column = strncmp(e.where, "column ", 7) == 0 ? (int)strtol(e.where + 7, NULL, 10) : 0;
    copy_text(c->message, sizeof c->message, e.what);
}

/* A one-line text of at most max bytes (columns count characters, as in files). */
static void check_line(const char *text, size_t max, bool required, EditorCheck *c)
{
    check_ok(c);
    int column = 0;
    for (size_t i = 0; text[i]; i++) {
        unsigned char ch = (unsigned char)text[i];
        if ((ch & 0xC0) != 0x80)
            column++;
        if (ch == '\n' || ch == '\r') {
            c->ok = false;
            c->column = column;
            snprintf(c->message, sizeof c->message, "line break at column %d is not allowed",
                     column);
            return;
        }
        if (ch < 0x20 || ch == 0x7f) {
            c->ok = false;
            c->column = column;
            snprintf(c->message, sizeof c->message,
                     "control character 0x%02X at column %d is not allowed", ch, column);
            return;
        }
    }
    size_t len = strlen(text);
    if (required && len == 0) {
        c->ok = false;
        c->column = 1;
        snprintf(c->message, sizeof c->message, "a name is needed");
    } else if (len > max) {
        c->ok = false;
        c->column = column + 1;
        snprintf(c->message, sizeof c->message, "too long: %zu bytes (at most %zu)", len, max);
    }
}

static void set_entry(EditorEntry *e, const char *text)
{
    copy_text(e->text, sizeof e->text, text);
    check_betza(e->text, &e->check);
}

/* ------------------------------------------------------------------ */
/* Model from a definition                                              */

static void lists_from(EditorLists *l, char letter, const int n[2],
                       const char (*powers)[VAR_MAX_POWERS][BETZA_MAX_TEXT + 1], const int start[2])
{
    memset(l, 0, sizeof *l);
    l->letter = letter;
    l->per_colour = n[WHITE] != n[BLACK];
    for (int c = 0; c < 2; c++) {
        l->list[c].count = n[c];
        for (int i = 0; i < n[c]; i++) {
            set_entry(&l->list[c].entries[i], powers[c][i]);
            if (strcmp(powers[c][i], powers[WHITE][i < n[WHITE] ? i : 0]) != 0)
                l->per_colour = true;
        }
        l->start_index[c] = start[c];
    }
}

void editor_load_def(Editor *ed, const VariantDef *def)
{
    ed->base = *def;
    copy_text(ed->name, sizeof ed->name, def->name);
    check_line(ed->name, VAR_NAME_MAX - 1, true, &ed->name_check);
    copy_text(ed->description, sizeof ed->description, def->description);
    check_line(ed->description, VAR_DESC_MAX - 1, false, &ed->description_check);
    ed->ntypes = def->ntypes;
    for (int t = 0; t < def->ntypes; t++) {
        const PieceDef *p = &def->types[t];
        lists_from(&ed->pieces[t], p->letter, p->npowers, p->powers, p->start_index);
    }
    ed->atomic = def->mutation.atomic;
    ed->natoms = def->mutation.natoms;
    for (int a = 0; a < def->mutation.natoms; a++) {
        const AtomDef *ad = &def->mutation.atoms[a];
        lists_from(&ed->atoms[a], ad->letter, ad->nvalues, ad->values, ad->start_index);
    }
    ed->sel = (EditorRef){EDITOR_PIECE, 0, WHITE};
    ed->sel_entry = 0;
    diagram_init(&ed->diagram, def->files, def->ranks);
    ed->id[0] = '\0';
    ed->path[0] = '\0';
    ed->dirty = false;
}

Editor *editor_new(const VariantDef *def, const char *shipped_dir, const char *user_dir)
{
    Editor *ed = calloc(1, sizeof *ed);
    if (!ed)
        return NULL;
    copy_text(ed->shipped_dir, sizeof ed->shipped_dir, shipped_dir ? shipped_dir : "");
    copy_text(ed->user_dir, sizeof ed->user_dir, user_dir ? user_dir : "");
    if (def) {
        editor_load_def(ed, def);
        return ed;
    }
    VariantDef *d = malloc(sizeof *d);
    Error e;
    if (!d || variant_parse(DEFAULT_VARIANT, "default", d, &e) != 0) { /* a fixed valid text */
        free(d);
        free(ed);
        return NULL;
    }
    editor_load_def(ed, d);
    free(d);
    return ed;
}

void editor_free(Editor *ed)
{
    free(ed);
}

/* ------------------------------------------------------------------ */
/* Lists                                                                */

EditorLists *editor_lists(Editor *ed, EditorOwner owner, int index)
{
    if (owner == EDITOR_PIECE && index >= 0 && index < ed->ntypes)
        return &ed->pieces[index];
    if (owner == EDITOR_ATOM && index >= 0 && index < ed->natoms)
        return &ed->atoms[index];
    return NULL;
}

const EditorList *editor_list(const Editor *ed, EditorRef ref)
{
    const EditorLists *l = editor_lists((Editor *)ed, ref.owner, ref.index);
    if (!l || (ref.colour != WHITE && ref.colour != BLACK))
        return NULL;
    return &l->list[l->per_colour ? ref.colour : WHITE];
}

/* The list of ref, and which colours' start indices point into it. */
static EditorList *list_of(Editor *ed, EditorRef ref, EditorLists **owner, bool affects[2])
{
    EditorLists *l = editor_lists(ed, ref.owner, ref.index);
    if (!l || (ref.colour != WHITE && ref.colour != BLACK))
        return NULL;
    *owner = l;
    affects[WHITE] = !l->per_colour || ref.colour == WHITE;
    affects[BLACK] = !l->per_colour || ref.colour == BLACK;
    return &l->list[l->per_colour ? ref.colour : WHITE];
}

static bool same_list(const Editor *ed, EditorRef a, EditorRef b)
{
    if (a.owner != b.owner || a.index != b.index)
        return false;
    const EditorLists *l = editor_lists((Editor *)ed, a.owner, a.index);
    return l && (!l->per_colour || a.colour == b.colour);
}

/* Keeps the selected entry inside its list. */
static void clamp_selection(Editor *ed)
{
    const EditorList *list = editor_list(ed, ed->sel);
    if (!list) {
        ed->sel = (EditorRef){EDITOR_PIECE, 0, WHITE};
        list = editor_list(ed, ed->sel);
    }
    if (ed->sel_entry >= list->count)
        ed->sel_entry = list->count - 1;
    if (ed->sel_entry < 0)
        ed->sel_entry = 0;
}

int editor_set_text(Editor *ed, EditorRef ref, int pos, const char *text)
{
    EditorLists *l;
    bool affects[2];
    EditorList *list = list_of(ed, ref, &l, affects);
    if (!list || pos < 0 || pos >= list->count || !text)
        return -1;
    set_entry(&list->entries[pos], text);
    ed->dirty = true;
    return list->entries[pos].check.ok ? 0 : 1;
}

int editor_insert(Editor *ed, EditorRef ref, int pos, const char *text, Error *err)
{
    EditorLists *l;
    bool affects[2];
    EditorList *list = list_of(ed, ref, &l, affects);
    if (!list || pos < 0 || pos > list->count || !text)
        return error_set(err, "", "no such place in a power list");
    if (list->count >= VAR_MAX_POWERS)
        return error_set(err, "", "a list holds at most %d powers", VAR_MAX_POWERS);
    memmove(&list->entries[pos + 1], &list->entries[pos],
            (size_t)(list->count - pos) * sizeof list->entries[0]);
    set_entry(&list->entries[pos], text);
    list->count++;
    for (int c = 0; c < 2; c++)
        if (affects[c] && l->start_index[c] >= pos)
            l->start_index[c]++;
    if (same_list(ed, ed->sel, ref) && ed->sel_entry >= pos)
        ed->sel_entry++;
    ed->dirty = true;
    return 0;
}

int editor_remove(Editor *ed, EditorRef ref, int pos, Error *err)
{
    EditorLists *l;
    bool affects[2];
    EditorList *list = list_of(ed, ref, &l, affects);
    if (!list || pos < 0 || pos >= list->count)
        return error_set(err, "", "no such entry in a power list");
    if (list->count == 1)
        return error_set(err, "", "a list needs at least one power");
    memmove(&list->entries[pos], &list->entries[pos + 1],
            (size_t)(list->count - pos - 1) * sizeof list->entries[0]);
    list->count--;
    memset(&list->entries[list->count], 0, sizeof list->entries[0]);
    for (int c = 0; c < 2; c++) {
        if (!affects[c])
            continue;
        if (l->start_index[c] > pos)
            l->start_index[c]--;
        if (l->start_index[c] >= list->count)
            l->start_index[c] = list->count - 1;
    }
    if (same_list(ed, ed->sel, ref) && ed->sel_entry > pos)
        ed->sel_entry--;
    clamp_selection(ed);
    ed->dirty = true;
    return 0;
}

/* Where index i goes when the entry at from moves to to. */
static int moved_index(int i, int from, int to)
{
    if (i == from)
        return to;
    if (from < i && i <= to)
        return i - 1;
    if (to <= i && i < from)
        return i + 1;
    return i;
}

int editor_move(Editor *ed, EditorRef ref, int from, int to, Error *err)
{
    EditorLists *l;
    bool affects[2];
    EditorList *list = list_of(ed, ref, &l, affects);
    if (!list || from < 0 || from >= list->count || to < 0 || to >= list->count)
        return error_set(err, "", "no such entry in a power list");
    EditorEntry moving = list->entries[from];
    if (from < to)
        memmove(&list->entries[from], &list->entries[from + 1],
                (size_t)(to - from) * sizeof moving);
    else
        memmove(&list->entries[to + 1], &list->entries[to], (size_t)(from - to) * sizeof moving);
    list->entries[to] = moving;
    for (int c = 0; c < 2; c++)
        if (affects[c])
            l->start_index[c] = moved_index(l->start_index[c], from, to);
    if (same_list(ed, ed->sel, ref))
        ed->sel_entry = moved_index(ed->sel_entry, from, to);
    ed->dirty = true;
    return 0;
}

int editor_set_start(Editor *ed, EditorRef ref, int start, Error *err)
{
    EditorLists *l;
    bool affects[2];
    EditorList *list = list_of(ed, ref, &l, affects);
    if (!list)
        return error_set(err, "", "no such power list");
    if (start < 0 || start >= list->count)
        return error_set(err, "",
                         "start index %d is out of range: %s list has %d power%s (0 to %d)", start,
                         !l->per_colour        ? "the"
                         : ref.colour == WHITE ? "White's"
                                               : "Black's",
                         list->count, list->count == 1 ? "" : "s", list->count - 1);
    l->start_index[ref.colour] = start;
    ed->dirty = true;
    return 0;
}

int editor_set_per_colour(Editor *ed, EditorOwner owner, int index, bool on, Error *err)
{
    EditorLists *l = editor_lists(ed, owner, index);
    if (!l)
        return error_set(err, "", "no such power list");
    if (l->per_colour == on)
        return 0;
    l->per_colour = on;
    if (on) {
        l->list[BLACK] = l->list[WHITE];
    } else if (l->start_index[BLACK] >= l->list[WHITE].count) {
        l->start_index[BLACK] = l->list[WHITE].count - 1;
    }
    clamp_selection(ed);
    ed->dirty = true;
    return 0;
}

int editor_set_name(Editor *ed, const char *text)
{
    copy_text(ed->name, sizeof ed->name, text ? text : "");
    check_line(ed->name, VAR_NAME_MAX - 1, true, &ed->name_check);
    ed->dirty = true;
    return ed->name_check.ok ? 0 : 1;
}

int editor_set_description(Editor *ed, const char *text)
{
    copy_text(ed->description, sizeof ed->description, text ? text : "");
    check_line(ed->description, VAR_DESC_MAX - 1, false, &ed->description_check);
    ed->dirty = true;
    return ed->description_check.ok ? 0 : 1;
}

int editor_set_atomic(Editor *ed, bool on, Error *err)
{
    if (on && ed->base.mutation.kind != MUT_TYPE_CYCLE)
        return error_set(err, "", "the atomic form needs the mutation kind \"type-cycle\"");
    ed->atomic = on;
    if (!on && ed->sel.owner == EDITOR_ATOM)
        ed->sel = (EditorRef){EDITOR_PIECE, 0, WHITE};
    clamp_selection(ed);
    ed->dirty = true;
    return 0;
}

int editor_add_atom(Editor *ed, char letter, Error *err)
{
    if (!ed->atomic)
        return error_set(err, "", "atom lists belong to the atomic form: switch it on first");
    if (letter == '\0' || !strchr(ATOM_LETTERS, letter))
        return error_set(err, "",
                         "'%c' is not an atom letter (W F D N A H C Z G; write C for L, Z for J)",
                         letter ? letter : '?');
    for (int a = 0; a < ed->natoms; a++)
        if (ed->atoms[a].letter == letter)
            return error_set(err, "", "atom '%c' already has a list", letter);
    if (ed->natoms >= VAR_MAX_ATOMS)
        return error_set(err, "", "at most %d atom lists", VAR_MAX_ATOMS);
    EditorLists *l = &ed->atoms[ed->natoms];
    memset(l, 0, sizeof *l);
    l->letter = letter;
    l->list[WHITE].count = 1;
    char text[2] = {letter, '\0'};
    set_entry(&l->list[WHITE].entries[0], text);
    l->list[BLACK] = l->list[WHITE];
    ed->dirty = true;
    return ed->natoms++;
}

int editor_remove_atom(Editor *ed, int index, Error *err)
{
    if (index < 0 || index >= ed->natoms)
        return error_set(err, "", "no such atom list");
    memmove(&ed->atoms[index], &ed->atoms[index + 1],
            (size_t)(ed->natoms - index - 1) * sizeof ed->atoms[0]);
    ed->natoms--;
    if (ed->sel.owner == EDITOR_ATOM) {
        if (ed->sel.index == index)
            ed->sel = (EditorRef){EDITOR_PIECE, 0, WHITE};
        else if (ed->sel.index > index)
            ed->sel.index--;
    }
    clamp_selection(ed);
    ed->dirty = true;
    return 0;
}

int editor_select(Editor *ed, EditorRef ref, int pos)
{
    const EditorList *list = editor_list(ed, ref);
    if (!list || pos < 0 || pos >= list->count)
        return -1;
    ed->sel = ref;
    ed->sel_entry = pos;
    ed->diagram.colour = ref.colour;
    return 0;
}

int editor_diagram(const Editor *ed, unsigned char cls[64], Error *err)
{
    const EditorList *list = editor_list(ed, ed->sel);
    if (!list || ed->sel_entry < 0 || ed->sel_entry >= list->count)
        return error_set(err, "", "no entry is selected");
    return diagram_classify(&ed->diagram, list->entries[ed->sel_entry].text, cls, err);
}

/* ------------------------------------------------------------------ */
/* The definition                                                       */

/* The JSON path of entry i as variant_to_json writes the list. */
static void entry_path(EditorOwner owner, const EditorLists *l, int colour, int i, char *buf,
                       size_t n)
{
    const char *col = !l->per_colour ? "" : colour == WHITE ? ".white" : ".black";
    if (owner == EDITOR_PIECE)
        snprintf(buf, n, "$.pieces.%c.powers%s[%d]", l->letter, col, i);
    else
        snprintf(buf, n, "$.mutation.atoms.%c%s%s[%d]", l->letter,
                 l->start_index[WHITE] || l->start_index[BLACK] ? ".powers" : "", col, i);
}

/* Writes lists into count/texts/start (arrays cleared first); -1 on a bad entry. */
static int lists_to(EditorOwner owner, const EditorLists *l, int n[2],
                    char (*texts)[VAR_MAX_POWERS][BETZA_MAX_TEXT + 1], int start[2], Error *err)
{
    memset(texts, 0, 2 * sizeof texts[0]);
    for (int c = 0; c < 2; c++) {
        const EditorList *list = &l->list[l->per_colour ? c : WHITE];
        for (int i = 0; i < list->count; i++) {
            const EditorEntry *e = &list->entries[i];
            if (!e->check.ok) {
                char where[96];
                entry_path(owner, l, c, i, where, sizeof where);
                return error_set(err, where, "%s", e->check.message);
            }
            copy_text(texts[c][i], sizeof texts[c][i], e->text);
        }
        n[c] = list->count;
        start[c] = l->start_index[c];
    }
    return 0;
}

int editor_to_def(const Editor *ed, VariantDef *out, Error *err)
{
    VariantDef *d = malloc(sizeof *d);
    if (!d)
        return error_set(err, "$", "out of memory");
    *d = ed->base;
    int rc = -1;
    if (!ed->name_check.ok) {
        error_set(err, "$.name", "%s", ed->name_check.message);
        goto done;
    }
    if (!ed->description_check.ok) {
        error_set(err, "$.description", "%s", ed->description_check.message);
        goto done;
    }
    memset(d->name, 0, sizeof d->name);
    copy_text(d->name, sizeof d->name, ed->name);
    memset(d->description, 0, sizeof d->description);
    copy_text(d->description, sizeof d->description, ed->description);
    for (int t = 0; t < ed->ntypes; t++) {
        PieceDef *p = &d->types[t];
        if (lists_to(EDITOR_PIECE, &ed->pieces[t], p->npowers, p->powers, p->start_index, err) != 0)
            goto done;
    }
    MutationDef *m = &d->mutation;
    m->atomic = ed->atomic;
    m->natoms = ed->atomic ? ed->natoms : 0;
    memset(m->atoms, 0, sizeof m->atoms);
    for (int a = 0; a < m->natoms; a++) {
        AtomDef *ad = &m->atoms[a];
        ad->letter = ed->atoms[a].letter;
        if (lists_to(EDITOR_ATOM, &ed->atoms[a], ad->nvalues, ad->values, ad->start_index, err) !=
            0)
            goto done;
    }
    *out = *d;
    rc = 0;
done:
    free(d);
    return rc;
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

static int join(char *buf, size_t n, const char *dir, const char *id)
{
    size_t len = strlen(dir);
    const char *sep = len && dir[len - 1] == '/' ? "" : "/";
    int w = snprintf(buf, n, "%s%s%s.json", dir, sep, id);
    return w < 0 || (size_t)w >= n ? -1 : 0;
}

static bool id_taken(const Editor *ed, const char *id)
{
    const char *dirs[2] = {ed->user_dir, ed->shipped_dir};
    for (int i = 0; i < 2; i++) {
        char path[EDITOR_PATH_MAX];
        if (dirs[i][0] && join(path, sizeof path, dirs[i], id) == 0 && access(path, F_OK) == 0)
            return true;
    }
    return false;
}

/* stem, then stem-2, stem-3, ...: the first free in both folders. */
static int fresh_id(const Editor *ed, const char *stem, char *id, size_t n, Error *err)
{
    char base[ID_STEM_MAX + 1];
    copy_text(base, sizeof base, stem);
    for (int k = 1; k < 1000; k++) {
        if (k == 1)
            snprintf(id, n, "%s", base);
        else
            snprintf(id, n, "%s-%d", base, k);
        if (!id_taken(ed, id))
            return 0;
    }
    return error_set(err, ed->user_dir, "no free file name for \"%s\"", base);
}

void editor_id_from_name(const char *name, char *id, size_t n)
{
    size_t len = 0, cap = n - 1 < ID_STEM_MAX ? n - 1 : ID_STEM_MAX;
    bool dash = false;
    for (const char *s = name; *s && len < cap; s++) {
        char ch = *s;
        if (ch >= 'A' && ch <= 'Z')
            ch = (char)(ch - 'A' + 'a');
        if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) {
            if (dash && len > 0 && len + 1 < cap)
                id[len++] = '-';
            dash = false;
            id[len++] = ch;
        } else {
            dash = true;
        }
    }
    id[len] = '\0';
    if (len == 0)
        copy_text(id, n, "variant");
}

int editor_save(Editor *ed, Error *err)
{
    if (!ed->user_dir[0])
        return error_set(err, "", "there is no user folder to save in");
    VariantDef *def = malloc(sizeof *def);
    char *json = NULL;
    Variant *v = NULL;
    int rc = -1;
    if (!def)
        return error_set(err, "", "out of memory");
    if (editor_to_def(ed, def, err) != 0)
        goto done;
    char id[EDITOR_ID_MAX], file[EDITOR_ID_MAX + 8], path[EDITOR_PATH_MAX];
    if (ed->id[0]) {
        copy_text(id, sizeof id, ed->id);
    } else {
        char stem[EDITOR_ID_MAX];
        editor_id_from_name(ed->name, stem, sizeof stem);
        if (fresh_id(ed, stem, id, sizeof id, err) != 0)
            goto done;
    }
    snprintf(file, sizeof file, "%s.json", id);
    if (join(path, sizeof path, ed->user_dir, id) != 0) {
        error_set(err, ed->user_dir, "the folder's name is too long");
        goto done;
    }
    copy_text(def->id, sizeof def->id, id);
    if (!(json = variant_to_json(def))) {
        error_set(err, "", "out of memory");
        goto done;
    }
    /* The same loader as shipped files: what it refuses is not written. */
    if (variant_load_text(json, file, &v, err) != 0)
        goto done;
    char msg[300];
    if (mkdir(ed->user_dir, 0700) != 0 && errno != EEXIST) { /* made when first needed */
        error_set(err, ed->user_dir, "cannot make the folder: %s", strerror(errno));
        goto done;
    }
    if (atomicfile_write(path, json, strlen(json), msg, (int)sizeof msg) != 0) {
        error_set(err, "", "%s", msg);
        goto done;
    }
    copy_text(ed->id, sizeof ed->id, id);
    copy_text(ed->path, sizeof ed->path, path);
    ed->base.id[0] = '\0';
    copy_text(ed->base.id, sizeof ed->base.id, id);
    ed->dirty = false;
    rc = 0;
done:
    variant_free(v);
    free(json);
    free(def);
    return rc;
}

int editor_play(Editor *ed, char *path, size_t n, Error *err)
{
    if ((ed->dirty || !ed->id[0]) && editor_save(ed, err) != 0)
        return -1;
    if (strlen(ed->path) >= n)
        return error_set(err, ed->path, "the path is too long");
    copy_text(path, n, ed->path);
    return 0;
}

/* A plain id: no folder part, no extension, not empty, not hidden. */
static bool plain_id(const char *what)
{
    return what[0] && what[0] != '.' && !strchr(what, '/') && strlen(what) < EDITOR_ID_MAX &&
           !(strlen(what) > 5 && strcmp(what + strlen(what) - 5, ".json") == 0);
}

/* The file `what` names, and the user id when it is in the user's folder. */
static int resolve(const Editor *ed, const char *what, char *path, size_t n, char *id, Error *err)
{
    id[0] = '\0';
    if (plain_id(what)) {
        if (ed->user_dir[0] && join(path, n, ed->user_dir, what) == 0 && access(path, F_OK) == 0) {
            copy_text(id, EDITOR_ID_MAX, what);
            return 0;
        }
        if (ed->shipped_dir[0] && join(path, n, ed->shipped_dir, what) == 0 &&
            access(path, F_OK) == 0)
            return 0;
        return error_set(err, what, "no such variant");
    }
    copy_text(path, n, what);
    /* In the user's folder: the same folder and a .json name. */
    const char *slash = strrchr(what, '/');
    size_t dlen = strlen(ed->user_dir);
    while (dlen > 1 && ed->user_dir[dlen - 1] == '/')
        dlen--;
    if (slash && ed->user_dir[0] && (size_t)(slash - what) == dlen &&
        strncmp(what, ed->user_dir, dlen) == 0) {
        size_t len = strlen(slash + 1);
        if (len > 5 && len - 5 < EDITOR_ID_MAX && strcmp(slash + 1 + len - 5, ".json") == 0) {
            memcpy(id, slash + 1, len - 5);
            id[len - 5] = '\0';
        }
    }
    return 0;
}

int editor_open(Editor *ed, const char *what, Error *err)
{
    char path[EDITOR_PATH_MAX], id[EDITOR_ID_MAX];
    if (!what)
        return error_set(err, "", "no variant named");
    if (resolve(ed, what, path, sizeof path, id, err) != 0)
        return -1;
    Variant *v;
    if (host_load_variant(path, &v, err) != 0)
        return -1;
    editor_load_def(ed, variant_def(v));
    variant_free(v);
    copy_text(ed->path, sizeof ed->path, path);
    copy_text(ed->id, sizeof ed->id, id);
    return 0;
}

int editor_save_copy(Editor *ed, Error *err)
{
    if (!ed->user_dir[0])
        return error_set(err, "", "there is no user folder to save in");
    char stem[EDITOR_ID_MAX], id[EDITOR_ID_MAX];
    if (ed->base.id[0])
        copy_text(stem, ID_STEM_MAX - 5 + 1, ed->base.id);
    else
        editor_id_from_name(ed->name, stem, ID_STEM_MAX - 5 + 1);
    size_t len = strlen(stem);
    snprintf(stem + len, sizeof stem - len, "-copy");
    if (fresh_id(ed, stem, id, sizeof id, err) != 0)
        return -1;
    /* " (copy)" after the name, cut (at a character boundary) to fit. */
    static const char suffix[] = " (copy)";
    char name[VAR_NAME_MAX];
    size_t keep = strlen(ed->name);
    if (keep > sizeof name - sizeof suffix)
        keep = sizeof name - sizeof suffix;
    while (keep > 0 && ((unsigned char)ed->name[keep] & 0xC0) == 0x80)
        keep--;
    snprintf(name, sizeof name, "%.*s%s", (int)keep, ed->name, suffix);
    char old_name[EDITOR_TEXT_MAX], old_id[EDITOR_ID_MAX];
    copy_text(old_name, sizeof old_name, ed->name);
    copy_text(old_id, sizeof old_id, ed->id);
    editor_set_name(ed, name);
    copy_text(ed->id, sizeof ed->id, id);
    if (editor_save(ed, err) != 0) { /* the model stays as it was */
        editor_set_name(ed, old_name);
        copy_text(ed->id, sizeof ed->id, old_id);
        return -1;
    }
    return 0;
}

int editor_duplicate(Editor *ed, const char *what, Error *err)
{
    if (!ed->user_dir[0])
        return error_set(err, "", "there is no user folder to save in");
    if (editor_open(ed, what, err) != 0)
        return -1;
    return editor_save_copy(ed, err);
}

int editor_delete(Editor *ed, const char *id, Error *err)
{
    char path[EDITOR_PATH_MAX];
    if (!id || !plain_id(id))
        return error_set(err, id ? id : "", "not the id of a user variant");
    if (!ed->user_dir[0] || join(path, sizeof path, ed->user_dir, id) != 0)
        return error_set(err, id, "there is no user folder");
    if (unlink(path) != 0)
        return error_set(err, path, "cannot delete the file: %s", strerror(errno));
    if (strcmp(ed->path, path) == 0) {
        ed->path[0] = '\0';
        ed->id[0] = '\0';
        ed->dirty = true;
    }
    return 0;
}

static int compare_ids(const void *a, const void *b)
{
    return strcmp(a, b);
}

void editor_variant_name(const char *dir, const char *id, char *name, size_t n)
{
    char path[EDITOR_PATH_MAX], *text = NULL;
    VariantDef *def = malloc(sizeof *def);
    Error err;
    error_clear(&err);
    bool ok = def && join(path, sizeof path, dir, id) == 0 &&
              host_read_file(path, HOST_CAP_VARIANT, &text, NULL, &err) == 0 &&
              variant_parse(text, path, def, &err) == 0 && def->name[0];
    copy_text(name, n, ok ? def->name : id);
    free(text);
    free(def);
}

int editor_list_ids(const char *dir, char (*ids)[EDITOR_ID_MAX], int max)
{
    DIR *d = dir ? opendir(dir) : NULL;
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while (n < max && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len <= 5 || len - 5 >= EDITOR_ID_MAX ||
            strcmp(e->d_name + len - 5, ".json") != 0)
            continue;
        memcpy(ids[n], e->d_name, len - 5);
        ids[n][len - 5] = '\0';
        n++;
    }
    closedir(d);
    qsort(ids, (size_t)n, sizeof ids[0], compare_ids);
    return n;
}
