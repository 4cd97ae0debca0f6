/* editor.h - the Polypiece power-list editor's model, without a window: power lists per
 * piece type (and per colour, and per atom), their checks as typed, the live diagram, files. */
#ifndef MORPH_UI_EDITOR_H
#define MORPH_UI_EDITOR_H

#include <stdbool.h>
#include <stddef.h>

#include "morphchess/diagram.h"
#include "morphchess/error.h"
#include "morphchess/variant.h"

#define EDITOR_TEXT_MAX 128 /* a Betza field as typed; past BETZA_MAX_TEXT it is an error */
#define EDITOR_ID_MAX 48    /* file stem of a user variant, NUL included */
#define EDITOR_DIR_MAX 1024
#define EDITOR_PATH_MAX 1100

/* The verdict on a text field: ok, or the problem and its 1-based column. */
typedef struct EditorCheck {
    bool ok;
    int column;        /* 0 when ok */
    char message[200]; /* "" when ok; else e.g. "unknown letter 'X' at column 3" */
} EditorCheck;

typedef struct EditorEntry {
    char text[EDITOR_TEXT_MAX]; /* as typed, possibly invalid */
    EditorCheck check;
} EditorEntry;

typedef struct EditorList {
    int count; /* 1..VAR_MAX_POWERS */
    EditorEntry entries[VAR_MAX_POWERS];
} EditorList;

/* The power lists of one piece type or of one atom. */
typedef struct EditorLists {
    char letter;        /* piece letter ('N') or atom letter ('W') */
    bool per_colour;    /* different armies: Black's list is its own */
    EditorList list[2]; /* [WHITE] is both colours' list unless per_colour */
    int start_index[2]; /* each colour's starting place (phased) */
} EditorLists;

typedef enum EditorOwner {
    EDITOR_PIECE = 0, /* a piece type's lists */
    EDITOR_ATOM = 1,  /* an atom's lists (atomic form) */
} EditorOwner;

/* One list: whose (owner, index of the type or atom) and which colour. For
 * a list that is not per colour, BLACK means the same list as WHITE. */
typedef struct EditorRef {
    EditorOwner owner;
    int index;
    int colour;
} EditorRef;

/* The model. Heap object (editor_new/editor_free), about 200 KB. */
typedef struct Editor {
    VariantDef base; /* what the editor does not change (board, start, rules, mutation tables) */
    char name[EDITOR_TEXT_MAX];
    EditorCheck name_check;
    char description[VAR_DESC_MAX + 64];
    EditorCheck description_check;
    int ntypes;
    EditorLists pieces[VAR_MAX_TYPES];
    bool atomic; /* the atomic form: lists per atom (needs kind type-cycle) */
    int natoms;
    EditorLists atoms[VAR_MAX_ATOMS];
    /* The selected entry, shown in the diagram. */
    EditorRef sel;
    int sel_entry;
    MoveDiagram diagram;
    /* Files. */
    char shipped_dir[EDITOR_DIR_MAX]; /* the shipped variants folder ("" if unknown) */
    char user_dir[EDITOR_DIR_MAX];    /* the user's variants folder, where saves go */
    char id[EDITOR_ID_MAX];           /* file stem in user_dir; "" until saved there */
    char path[EDITOR_PATH_MAX];       /* the file opened or last saved; "" for none */
    bool dirty;                       /* changed since opened or saved */
} Editor;

/* A new editor holding def (which must be a valid definition, e.g. from
 * variant_load) with no file; NULL def gives the shipped Polypiece list of
 * RULES.md section 1. The folders are those of editor_set_dirs (may be NULL:
 * then opening by id and saving are refused). NULL on allocation failure. */
Editor *editor_new(const VariantDef *def, const char *shipped_dir, const char *user_dir);

/* Frees the editor; NULL is a no-op. */
void editor_free(Editor *ed);

/* Replaces the model by def (valid, as from variant_load), forgetting any
 * file; the selection goes to the first entry of the first type. */
void editor_load_def(Editor *ed, const VariantDef *def);

/* The list ref names, or NULL if ref is out of range. */
const EditorList *editor_list(const Editor *ed, EditorRef ref);
EditorLists *editor_lists(Editor *ed, EditorOwner owner, int index);

/* --- edits. Each returns 0, or -1 with the reason in err (may be NULL) and
 * the model unchanged. Every change sets dirty. ------------------------- */

/* Sets the text of entry pos and checks it as Betza. Returns 0 when the text
 * is valid, 1 when it was stored but is not (see the entry's check), -1 when
 * there is no such entry. */
int editor_set_text(Editor *ed, EditorRef ref, int pos, const char *text);

/* Inserts an entry with text at pos (0..count) in the list. The start index
 * keeps pointing at the same power. Refused when the list is full. */
int editor_insert(Editor *ed, EditorRef ref, int pos, const char *text, Error *err);

/* Removes entry pos. The start index keeps pointing at the same power, or at
 * the one that takes its place. Refused for the last entry of a list. */
int editor_remove(Editor *ed, EditorRef ref, int pos, Error *err);

/* Moves entry from to place to (both 0..count-1); the others shift. The
 * start index follows its power. */
int editor_move(Editor *ed, EditorRef ref, int from, int to, Error *err);

/* Sets the start index of ref's colour (0..count-1 of that colour's list). */
int editor_set_start(Editor *ed, EditorRef ref, int start, Error *err);

/* Gives Black a list of its own (a copy of White's) or takes it away (Black
 * then uses White's list; Black's start index is cut to fit). */
int editor_set_per_colour(Editor *ed, EditorOwner owner, int index, bool on, Error *err);

/* Sets the variant's name (1 to 63 bytes, one line) or description (at most
 * 511 bytes, one line). The text is stored either way; returns 0 when valid,
 * 1 when not (see name_check / description_check). */
int editor_set_name(Editor *ed, const char *text);
int editor_set_description(Editor *ed, const char *text);

/* Switches the atomic form on or off. Refused unless the mutation kind is
 * "type-cycle". */
int editor_set_atomic(Editor *ed, bool on, Error *err);

/* Adds an atom list for letter (W F D N A H C Z G), starting as [letter];
 * refused for another letter or one already listed. Returns its index. */
int editor_add_atom(Editor *ed, char letter, Error *err);

/* Removes atom list index (the atom then keeps its own value). */
int editor_remove_atom(Editor *ed, int index, Error *err);

/* Selects an entry for the diagram; the diagram's colour follows ref's. */
int editor_select(Editor *ed, EditorRef ref, int pos);

/* The diagram of the selected entry (diagram_classify on its text). */
int editor_diagram(const Editor *ed, unsigned char cls[64], Error *err);

/* --- the whole model and files ----------------------------------------- */

/* Builds the definition the editor holds into *out. Returns 0, or -1 with
 * the first problem in err: err->where the JSON path of the field in the
 * file it would write ("$.pieces.N.powers[1]", "$.name"), err->what the
 * message ("unknown letter 'X' at column 3"). *out is untouched on failure. */
int editor_to_def(const Editor *ed, VariantDef *out, Error *err);

/* Saves into the user's folder as ID.json (ID: the editor's id, or when it
 * has none a new one made from the name, see docs/editor.md), after the text
 * has passed the same loader as shipped files (variant_load_text): a save
 * that would give an invalid file is refused with the loader's message
 * ("ID.json:LINE:COL: PATH" in err->where) and nothing is written. The file
 * is written atomically. On success the editor's id and path are the file's
 * and dirty is false. */
int editor_save(Editor *ed, Error *err);

/* "Play it now": saves when there are unsaved changes or no file in the
 * user's folder, then writes the path of the saved file (for the new-game
 * screen) into path (size n). */
int editor_play(Editor *ed, char *path, size_t n, Error *err);

/* Opens a variant file by path (or a plain id: the user's folder first, then
 * the shipped one) through variant_load; on failure the model is unchanged
 * and err holds the loader's message. A user's file is saved back in place;
 * a shipped one has no user id, so saving it makes a copy. */
int editor_open(Editor *ed, const char *what, Error *err);

/* Opens `what` as editor_open, then makes it a new user variant: a fresh id
 * (the source's id + "-copy", then "-copy-2", ...), " (copy)" added to the
 * name (cut to fit), and saves it. */
int editor_duplicate(Editor *ed, const char *what, Error *err);

/* Saves what the editor holds (unsaved edits included) as a new user
 * variant: id <id>-copy (the open variant's id, else one made from the name;
 * then -copy-2, ...), " (copy)" added to the name (cut to fit). On failure
 * the model keeps its name and id. */
int editor_save_copy(Editor *ed, Error *err);

/* Deletes the user's variant file ID.json (never a shipped file). If it is
 * the open file, the model stays, unsaved and without a file. */
int editor_delete(Editor *ed, const char *id, Error *err);

/* The ids (file stems of *.json) in folder dir, sorted, at most max; returns
 * how many, 0 if the folder cannot be read. */
int editor_list_ids(const char *dir, char (*ids)[EDITOR_ID_MAX], int max);

/* The name inside the variant file dir/id.json (its "name"), or id itself when the file
 * cannot be read or has none: what a person calls the variant. name gets at most n bytes. */
void editor_variant_name(const char *dir, const char *id, char *name, size_t n);

/* The file stem made from a variant name: lower-case ASCII letters and
 * digits, every other run of characters one '-', none at the ends, at most 40
 * characters; "variant" when nothing is left. */
void editor_id_from_name(const char *name, char *id, size_t n);

#endif
