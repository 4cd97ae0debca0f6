/* edscreen.c - keys and clicks of the editor screen turned into edits of the model. */
#include "edscreen.h"

#include <stdio.h>
#include <string.h>

#include "controller.h"

#define MAX_ROWS (2 * (VAR_MAX_TYPES + VAR_MAX_ATOMS))

static const char *const LABELS[EDSCREEN_NBUTTONS] = {
    [EDSCREEN_ADD] = "Add",          [EDSCREEN_REMOVE] = "Remove",
    [EDSCREEN_EARLIER] = "Earlier",  [EDSCREEN_LATER] = "Later",
    [EDSCREEN_START] = "Start here", [EDSCREEN_ARMIES] = "Armies",
    [EDSCREEN_COLOUR] = "Colour",    [EDSCREEN_CLEAR] = "Clear",
    [EDSCREEN_SAVE] = "Save",        [EDSCREEN_PLAY] = "Play",
    [EDSCREEN_BACK] = "Back",        [EDSCREEN_ATOMIC] = "Atomic",
    [EDSCREEN_ATOM_ADD] = "Atom +",  [EDSCREEN_ATOM_REMOVE] = "Atom -",
    [EDSCREEN_NEW] = "New",          [EDSCREEN_DUPLICATE] = "Duplicate",
    [EDSCREEN_DELETE] = "Delete",    [EDSCREEN_PLAYTEST] = "Play-test",
};

/* What each button does, shown while the pointer rests on it. */
static const char *const TIPS[EDSCREEN_NBUTTONS] = {
    [EDSCREEN_ADD] = "Add a power after the selected one (Ctrl+N)",
    [EDSCREEN_REMOVE] = "Remove the selected power (Ctrl+D)",
    [EDSCREEN_EARLIER] = "Move the selected power one place earlier (Ctrl+Left)",
    [EDSCREEN_LATER] = "Move the selected power one place later (Ctrl+Right)",
    [EDSCREEN_START] = "Make the selected power the one its colour starts with",
    [EDSCREEN_ARMIES] = "Give Black a list of its own for this type, or share White's again",
    [EDSCREEN_COLOUR] = "Show the diagram's piece as White or Black",
    [EDSCREEN_CLEAR] = "Take every blocker off the diagram",
    [EDSCREEN_SAVE] = "Save in your variants (Ctrl+S)",
    [EDSCREEN_PLAY] = "Save, then play a game of this variant yourself (Ctrl+P)",
    [EDSCREEN_BACK] = "Leave the editor; unsaved work is kept for the next visit (Esc)",
    [EDSCREEN_ATOMIC] = "The atomic form on or off: lists per Betza atom (W, F, D, N...) "
                        "instead of per type",
    [EDSCREEN_ATOM_ADD] = "Add a list for the next atom letter not listed (atomic form)",
    [EDSCREEN_ATOM_REMOVE] = "Remove the selected atom's list (atomic form)",
    [EDSCREEN_NEW] = "Start again from the shipped Polypiece lists",
    [EDSCREEN_DUPLICATE] = "Save what is shown as a new variant of your own (ID-copy)",
    [EDSCREEN_DELETE] = "Delete the open variant's file from your variants",
    [EDSCREEN_PLAYTEST] = "Save, then the computer plays it against itself and reports who wins "
                          "and which piece type is out of balance (Ctrl+Shift+P)",
};

const char *edscreen_button_label(EdScreenButton b)
{
    return b >= 0 && b < EDSCREEN_NBUTTONS && LABELS[b] ? LABELS[b] : "";
}

const char *edscreen_button_tip(EdScreenButton b)
{
    return b >= 0 && b < EDSCREEN_NBUTTONS && TIPS[b] ? TIPS[b] : "";
}

bool edscreen_button_on(const EdScreen *s, EdScreenButton b)
{
    const Editor *ed = s->ed;
    if (b == EDSCREEN_ATOMIC)
        return ed->atomic;
    if (b == EDSCREEN_ARMIES) {
        const EditorLists *l = editor_lists(s->ed, ed->sel.owner, ed->sel.index);
        return l && l->per_colour;
    }
    return false;
}

bool edscreen_hover(EdScreen *s, int kind, int index)
{
    int now = kind == EDSCREEN_HIT_BUTTON && index >= 0 && index < EDSCREEN_NBUTTONS ? index : -1;
    if (now == s->hover)
        return false;
    s->hover = now;
    return true;
}

int edscreen_entry_index(EditorOwner owner, int index, int colour, int pos)
{
    return ((owner * 16 + index) * 2 + colour) * 16 + pos;
}

static const char *focused(EdScreen *s);

/* Recomputes the diagram (after the model changed from outside). */
static void edscreen_refresh(EdScreen *s)
{
    focused(s); /* the cursor is drawn from the field: keep it on what is focused */
    Error err;
    error_clear(&err);
    s->diagram_error[0] = '\0';
    if (editor_diagram(s->ed, s->cls, &err) != 0) {
        memset(s->cls, 0, sizeof s->cls);
        /* a Betza error says its column already: "column 3: ... at column 3" said it twice */
        if (strncmp(err.where, "column ", 7) == 0 && strstr(err.what, "column"))
            snprintf(s->diagram_error, sizeof s->diagram_error, "%s", err.what);
        else
            error_format(&err, s->diagram_error, sizeof s->diagram_error);
    }
}

/* Reads the list of the user's variants again, ids and names (after anything that saved or
 * deleted a file: Save, Play, Play-test, Duplicate, Delete). */
static void edscreen_list_files(EdScreen *s)
{
    s->nfiles =
        s->ed->user_dir[0] ? editor_list_ids(s->ed->user_dir, s->files, EDSCREEN_MAX_FILES) : 0;
    for (int i = 0; i < s->nfiles; i++)
        editor_variant_name(s->ed->user_dir, s->files[i], s->names[i], sizeof s->names[i]);
}

void edscreen_init(EdScreen *s, Editor *ed)
{
    memset(s, 0, sizeof *s);
    s->ed = ed;
    s->field_entry = -1;
    s->shown_entry = -1;
    s->hover = -1;
    edscreen_list_files(s);
    edscreen_refresh(s);
}

static void say(EdScreen *s, bool problem, const Error *err, const char *text)
{
    s->status_error = problem;
    if (err)
        error_format(err, s->status, sizeof s->status);
    else
        snprintf(s->status, sizeof s->status, "%s", text);
}

/* The rows shown, top to bottom: each type's list (two rows for different
 * armies), then the atoms' lists in the atomic form. */
static int rows(const Editor *ed, EditorRef out[MAX_ROWS])
{
    int n = 0;
    for (int t = 0; t < ed->ntypes; t++)
        for (int c = 0; c < (ed->pieces[t].per_colour ? 2 : 1); c++)
            out[n++] = (EditorRef){EDITOR_PIECE, t, c};
    for (int a = 0; ed->atomic && a < ed->natoms; a++)
        for (int c = 0; c < (ed->atoms[a].per_colour ? 2 : 1); c++)
            out[n++] = (EditorRef){EDITOR_ATOM, a, c};
    return n;
}

static void select_entry(EdScreen *s, EditorRef ref, int pos)
{
    const EditorList *l = editor_list(s->ed, ref);
    if (!l)
        return;
    if (pos >= l->count)
        pos = l->count - 1;
    editor_select(s->ed, ref, pos < 0 ? 0 : pos);
    s->focus = EDSCREEN_FOCUS_ENTRY;
    s->field_entry = -1; /* the field starts again on the entry */
}

static void step_row(EdScreen *s, int delta)
{
    EditorRef r[MAX_ROWS];
    int n = rows(s->ed, r), at = 0;
    const EditorLists *sel = editor_lists(s->ed, s->ed->sel.owner, s->ed->sel.index);
    int colour = sel && sel->per_colour ? s->ed->sel.colour : WHITE;
    for (int i = 0; i < n; i++)
        if (r[i].owner == s->ed->sel.owner && r[i].index == s->ed->sel.index &&
            r[i].colour == colour)
            at = i;
    at = (at + delta + n) % n;
    select_entry(s, r[at], s->ed->sel_entry);
}

/* The focused text (NULL when the selected entry is gone); the field restarts when what is
 * focused changed since it was last used. */
static const char *focused(EdScreen *s)
{
    Editor *ed = s->ed;
    const char *now = NULL;
    if (s->focus == EDSCREEN_FOCUS_NAME) {
        now = ed->name;
    } else if (s->focus == EDSCREEN_FOCUS_DESCRIPTION) {
        now = ed->description;
    } else {
        const EditorList *l = editor_list(ed, ed->sel);
        if (l)
            now = l->entries[ed->sel_entry].text;
    }
    bool same = s->field_focus == s->focus;
    if (same && s->focus == EDSCREEN_FOCUS_ENTRY)
        same = s->field_ref.owner == ed->sel.owner && s->field_ref.index == ed->sel.index &&
               s->field_ref.colour == ed->sel.colour && s->field_entry == ed->sel_entry;
    if (!same && now) {
        textfield_reset(&s->field, now);
        s->field_focus = s->focus;
        s->field_ref = ed->sel;
        s->field_entry = ed->sel_entry;
    }
    return now;
}

/* Stores the edited text into the focused field of the model. */
static void store(EdScreen *s, const char *text)
{
    Editor *ed = s->ed;
    if (s->focus == EDSCREEN_FOCUS_NAME)
        editor_set_name(ed, text);
    else if (s->focus == EDSCREEN_FOCUS_DESCRIPTION)
        editor_set_description(ed, text);
    else
        editor_set_text(ed, ed->sel, ed->sel_entry, text);
}

/* The room of the focused field, NUL included. */
static size_t room(const EdScreen *s)
{
    if (s->focus == EDSCREEN_FOCUS_NAME)
        return sizeof s->ed->name;
    if (s->focus == EDSCREEN_FOCUS_DESCRIPTION)
        return sizeof s->ed->description;
    return EDITOR_TEXT_MAX;
}

EdScreenAction edscreen_text(EdScreen *s, const char *utf8)
{
    char text[TEXTFIELD_MAX];
    const char *now = focused(s);
    if (!now)
        return EDSCREEN_STAY;
    snprintf(text, sizeof text, "%s", now);
    s->preedit[0] = '\0';
    if (textfield_insert(&s->field, text, room(s), utf8)) {
        store(s, text);
        edscreen_refresh(s);
    }
    return EDSCREEN_STAY;
}

void edscreen_preedit(EdScreen *s, const char *utf8)
{
    snprintf(s->preedit, sizeof s->preedit, "%s", utf8);
}

/* A key of the focused field; true when the field used it. */
static bool field_key(EdScreen *s, int key, int mods)
{
    char text[TEXTFIELD_MAX];
    const char *now = focused(s);
    if (!now)
        return false;
    snprintf(text, sizeof text, "%s", now);
    TextFieldResult r = textfield_key(&s->field, text, room(s), key, mods);
    if (r == TEXTFIELD_CHANGED) {
        store(s, text);
        edscreen_refresh(s);
    }
    return r != TEXTFIELD_IGNORED;
}

/* The atoms a Betza string uses, as flags by index in ATOMS (K and Q are W and F, R is W,
 * B is F, L is C and J is Z). */
static const char ATOMS[] = "WFDNAHCZG";

static void atoms_used(const char *betza, bool used[sizeof ATOMS - 1])
{
    for (const char *c = betza; *c; c++) {
        const char *as = *c == 'K' || *c == 'Q' ? "WF"
                         : *c == 'R'            ? "W"
                         : *c == 'B'            ? "F"
                         : *c == 'L'            ? "C"
                         : *c == 'J'            ? "Z"
                         : strchr(ATOMS, *c)    ? (char[]){*c, '\0'}
                                                : "";
        for (; *as; as++)
            used[strchr(ATOMS, *as) - ATOMS] = true;
    }
}

/* The atoms the types' start powers use, as flags by index in ATOMS. */
static void start_atoms(const Editor *ed, bool used[sizeof ATOMS - 1])
{
    for (int t = 0; t < ed->ntypes; t++)
        for (int c = WHITE; c <= BLACK; c++) {
            const EditorLists *l = &ed->pieces[t];
            const EditorList *list = &l->list[l->per_colour ? c : WHITE];
            atoms_used(list->entries[l->start_index[c] % list->count].text, used);
        }
}

int edscreen_atomic_rows(const EdScreen *s)
{
    const Editor *ed = s->ed;
    if (ed->base.mutation.kind != MUT_TYPE_CYCLE)
        return 0;
    int n = 0;
    for (int a = 0; a < ed->natoms; a++)
        n += ed->atoms[a].per_colour ? 2 : 1;
    if (ed->natoms > 0)
        return n;
    bool used[sizeof ATOMS - 1] = {false};
    start_atoms(ed, used);
    for (int a = 0; a < (int)sizeof ATOMS - 1; a++)
        n += used[a];
    return n;
}

/* The atomic form switched: on a form without atom lists, one for each atom the types' start
 * powers use; the status line says what the form is and what it asks of the lists. */
static void atomic_said(EdScreen *s)
{
    Editor *ed = s->ed;
    s->status_error = false;
    if (!ed->atomic) {
        snprintf(s->status, sizeof s->status,
                 "Atomic form off: a move advances its piece type's list again. The atom lists "
                 "are kept for Atomic on, not saved.");
        return;
    }
    if (ed->natoms == 0) {
        bool used[sizeof ATOMS - 1] = {false};
        start_atoms(ed, used);
        for (int a = 0; a < (int)sizeof ATOMS - 1; a++)
            if (used[a])
                editor_add_atom(ed, ATOMS[a], NULL);
    }
    int n = snprintf(s->status, sizeof s->status,
                     "Atomic form on: a move advances the list of the Betza atom that made it, "
                     "for every piece using that atom (the rows Atom");
    for (int a = 0; a < ed->natoms && n > 0 && (size_t)n < sizeof s->status; a++)
        n += snprintf(s->status + n, sizeof s->status - (size_t)n, "%s %c", a ? "," : "",
                      ed->atoms[a].letter);
    n += snprintf(s->status + n, sizeof s->status - (size_t)n, "%s).",
                  ed->natoms ? "" : " + adds one");
    int more = 0;
    for (int t = 0; t < ed->ntypes && n > 0 && (size_t)n < sizeof s->status; t++) {
        const EditorLists *l = &ed->pieces[t];
        if (l->list[WHITE].count > 1 || (l->per_colour && l->list[BLACK].count > 1))
            n += snprintf(s->status + n, sizeof s->status - (size_t)n, "%s %s",
                          more++ ? "," : " Each type has one power in this form; more than one:",
                          ed->base.types[t].name);
    }
    if (more && n > 0 && (size_t)n < sizeof s->status)
        snprintf(s->status + n, sizeof s->status - (size_t)n, " (Remove the others to save).");
}

static EdScreenAction press(EdScreen *s, EdScreenButton b)
{
    Editor *ed = s->ed;
    Error err;
    error_clear(&err);
    EditorRef ref = ed->sel;
    int pos = ed->sel_entry, rc = 0;
    s->field_entry = -1; /* a button may change the focused text: its cursor starts again */
    EditorLists *l = editor_lists(ed, ref.owner, ref.index);
    const EditorList *list = editor_list(ed, ref);
    switch (b) {
    case EDSCREEN_ADD:
        rc = editor_insert(ed, ref, pos + 1, list ? list->entries[pos].text : "W", &err);
        if (rc == 0)
            select_entry(s, ref, pos + 1);
        break;
    case EDSCREEN_REMOVE:
        rc = editor_remove(ed, ref, pos, &err);
        break;
    case EDSCREEN_EARLIER:
    case EDSCREEN_LATER: {
        int to = pos + (b == EDSCREEN_LATER ? 1 : -1);
        if (list && to >= 0 && to < list->count)
            rc = editor_move(ed, ref, pos, to, &err);
        break;
    }
    case EDSCREEN_START:
        rc = editor_set_start(ed, ref, pos, &err);
        break;
    case EDSCREEN_ARMIES:
        if (l)
            rc = editor_set_per_colour(ed, ref.owner, ref.index, !l->per_colour, &err);
        break;
    case EDSCREEN_COLOUR:
        ed->diagram.colour = !ed->diagram.colour;
        break;
    case EDSCREEN_CLEAR:
        ed->diagram.blockers = 0;
        break;
    case EDSCREEN_SAVE:
        if (editor_save(ed, &err) != 0) {
            say(s, true, &err, NULL);
            return EDSCREEN_STAY;
        }
        say(s, false, NULL, "");
        snprintf(s->status, sizeof s->status, "Saved %s.json", ed->id);
        edscreen_list_files(s);
        return EDSCREEN_STAY;
    case EDSCREEN_PLAY:
        if (editor_play(ed, s->play_path, sizeof s->play_path, &err) != 0) {
            say(s, true, &err, NULL);
            return EDSCREEN_STAY;
        }
        edscreen_list_files(s); /* saved: listed when the editor is shown again */
        return EDSCREEN_PLAY_FILE;
    case EDSCREEN_PLAYTEST:
        if (editor_play(ed, s->play_path, sizeof s->play_path, &err) != 0) {
            say(s, true, &err, NULL);
            return EDSCREEN_STAY;
        }
        edscreen_list_files(s);
        say(s, false, NULL, "");
        snprintf(s->status, sizeof s->status, "Play-testing %s\xe2\x80\xa6", ed->id);
        return EDSCREEN_PLAYTEST_FILE;
    case EDSCREEN_BACK:
        return EDSCREEN_LEAVE;
    case EDSCREEN_ATOMIC:
        rc = editor_set_atomic(ed, !ed->atomic, &err);
        if (rc == 0) {
            atomic_said(s);
            edscreen_refresh(s);
            return EDSCREEN_STAY;
        }
        break;
    case EDSCREEN_ATOM_ADD: {
        char next = '\0';
        for (const char *c = ATOMS; *c && !next; c++) {
            next = *c;
            for (int a = 0; a < ed->natoms; a++)
                if (ed->atoms[a].letter == *c)
                    next = '\0';
        }
        int at = editor_add_atom(ed, next, &err);
        rc = at < 0 ? -1 : 0;
        if (at >= 0)
            select_entry(s, (EditorRef){EDITOR_ATOM, at, WHITE}, 0);
        break;
    }
    case EDSCREEN_ATOM_REMOVE:
        if (ref.owner != EDITOR_ATOM)
            rc = error_set(&err, "", "select an entry of an atom's list first");
        else
            rc = editor_remove_atom(ed, ref.index, &err);
        break;
    case EDSCREEN_NEW: {
        Editor *fresh = editor_new(NULL, ed->shipped_dir, ed->user_dir);
        if (!fresh) {
            rc = error_set(&err, "", "out of memory");
            break;
        }
        editor_load_def(ed, &fresh->base);
        editor_free(fresh);
        s->text_px = 0; /* another variant: its text size chosen again */
        break;
    }
    case EDSCREEN_DUPLICATE:
    case EDSCREEN_DELETE: {
        char what[EDITOR_PATH_MAX];
        snprintf(what, sizeof what, "%s", ed->id);
        if (b == EDSCREEN_DUPLICATE)
            rc = editor_save_copy(ed, &err);
        else if (!what[0])
            rc = error_set(&err, "", "this variant has no file of its own");
        else
            rc = editor_delete(ed, what, &err);
        if (rc == 0) {
            edscreen_list_files(s);
            snprintf(s->status, sizeof s->status, "%s %.200s.json",
                     b == EDSCREEN_DELETE ? "Deleted" : "Saved a copy as",
                     b == EDSCREEN_DELETE ? what : ed->id);
            s->status_error = false;
            edscreen_refresh(s);
            return EDSCREEN_STAY;
        }
        break;
    }
    default:
        return EDSCREEN_STAY;
    }
    if (rc != 0)
        say(s, true, &err, NULL);
    else
        s->status[0] = '\0';
    edscreen_refresh(s);
    return EDSCREEN_STAY;
}

EdScreenAction edscreen_key(EdScreen *s, int key, int mods)
{
    Editor *ed = s->ed;
    bool ctrl = (mods & UI_MOD_CTRL) != 0, shift = (mods & UI_MOD_SHIFT) != 0;
    if (ctrl) {
        switch (key) {
        case 's':
            return press(s, EDSCREEN_SAVE);
        case 'p':
            return press(s, shift ? EDSCREEN_PLAYTEST : EDSCREEN_PLAY);
        case 'n':
            return press(s, EDSCREEN_ADD);
        case 'd':
            return press(s, EDSCREEN_REMOVE);
        case UI_KEY_LEFT:
            return press(s, EDSCREEN_EARLIER);
        case UI_KEY_RIGHT:
            return press(s, EDSCREEN_LATER);
        case 'c':
        case 'x': {
            const char *now = focused(s);
            if (!now)
                return EDSCREEN_STAY;
            textfield_selection(&s->field, now, s->clip, sizeof s->clip);
            if (!s->clip[0])
                return EDSCREEN_STAY;
            if (key == 'x')
                field_key(s, key, mods);
            return EDSCREEN_COPY;
        }
        case 'v':
            return EDSCREEN_PASTE;
        default:
            field_key(s, key, mods); /* Ctrl+A, Ctrl+Z */
            return EDSCREEN_STAY;
        }
    }
    switch (key) {
    case UI_KEY_ESCAPE:
        if (s->focus != EDSCREEN_FOCUS_ENTRY) {
            s->focus = EDSCREEN_FOCUS_ENTRY;
            edscreen_refresh(s);
            return EDSCREEN_STAY;
        }
        return EDSCREEN_LEAVE;
    case UI_KEY_UP:
    case UI_KEY_DOWN:
        step_row(s, key == UI_KEY_UP ? -1 : 1);
        break;
    case UI_KEY_LEFT:
    case UI_KEY_RIGHT: {
        /* In an entry, past its first or last character: the previous or next entry. */
        const char *now = focused(s);
        int a, b;
        if (now)
            textfield_range(&s->field, now, &a, &b);
        bool edge = now && a == b && (key == UI_KEY_LEFT ? a == 0 : (size_t)a == strlen(now));
        if (s->focus != EDSCREEN_FOCUS_ENTRY || shift || !edge) {
            field_key(s, key, mods);
            return EDSCREEN_STAY;
        }
        const EditorList *l = editor_list(ed, ed->sel);
        int pos = ed->sel_entry + (key == UI_KEY_LEFT ? -1 : 1);
        if (l && pos >= 0 && pos < l->count) {
            select_entry(s, ed->sel, pos);
            focused(s);
            if (key == UI_KEY_LEFT) /* keep stepping left with the cursor at the start */
                s->field.cursor = s->field.anchor = 0;
        }
        break;
    }
    default:
        field_key(s, key, mods);
        return EDSCREEN_STAY;
    }
    edscreen_refresh(s);
    return EDSCREEN_STAY;
}

void edscreen_scroll(EdScreen *s, int pixels)
{
    s->scroll += pixels;
    if (s->scroll > s->scroll_max)
        s->scroll = s->scroll_max;
    if (s->scroll < 0)
        s->scroll = 0;
}

EdScreenAction edscreen_click(EdScreen *s, int kind, int index, int button)
{
    Editor *ed = s->ed;
    switch (kind) {
    case EDSCREEN_HIT_ENTRY: {
        int pos = index % 16, colour = (index / 16) % 2, list = index / 32;
        EditorRef ref = {(EditorOwner)(list / 16), list % 16, colour};
        select_entry(s, ref, pos);
        break;
    }
    case EDSCREEN_HIT_SQUARE:
        if (button == UI_BUTTON_RIGHT)
            diagram_toggle_blocker(&ed->diagram, index);
        else
            diagram_place(&ed->diagram, index);
        break;
    case EDSCREEN_HIT_BUTTON:
        s->hover = -1; /* the tip goes: the press may move the buttons (Atomic's rows) */
        return press(s, (EdScreenButton)index);
    case EDSCREEN_HIT_NAME:
        s->focus = EDSCREEN_FOCUS_NAME;
        break;
    case EDSCREEN_HIT_DESCRIPTION:
        s->focus = EDSCREEN_FOCUS_DESCRIPTION;
        break;
    case EDSCREEN_HIT_FILE: {
        Error err;
        error_clear(&err);
        if (index < 0 || index >= s->nfiles)
            return EDSCREEN_STAY;
        if (editor_open(ed, s->files[index], &err) != 0) {
            say(s, true, &err, NULL);
            return EDSCREEN_STAY;
        }
        s->focus = EDSCREEN_FOCUS_ENTRY;
        s->text_px = 0;
        snprintf(s->status, sizeof s->status, "Opened %s.json", ed->id);
        s->status_error = false;
        break;
    }
    default:
        return EDSCREEN_STAY;
    }
    edscreen_refresh(s);
    return EDSCREEN_STAY;
}
