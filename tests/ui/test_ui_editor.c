/* test_ui_editor.c - the power-list editor's model without a window: edits, checks as typed,
 * the move diagram's square classes, saving, reloading, refused saves, duplicate and delete. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "controller.h"
#include "editor.h"
#include "edscreen.h"
#include "hostfile.h"
#include "morphchess/diagram.h"
#include "morphchess/playtest.h"
#include "scratch.h"
#include "session.h"

#define SHIPPED MORPH_SOURCE_DIR "/variants"

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* ------------------------------------------------------------------ */
/* Edits                                                                */

static int type_index(const Editor *ed, char letter)
{
    for (int t = 0; t < ed->ntypes; t++)
        if (ed->pieces[t].letter == letter)
            return t;
    return -1;
}

/* The texts of a list joined by spaces. */
static const char *texts(const Editor *ed, EditorRef ref)
{
    static char buf[EDITOR_TEXT_MAX * VAR_MAX_POWERS];
    const EditorList *l = editor_list(ed, ref);
    buf[0] = '\0';
    for (int i = 0; l && i < l->count; i++) {
        if (i)
            strcat(buf, " ");
        strcat(buf, l->entries[i].text);
    }
    return buf;
}

static void test_edits(void)
{
    Editor *ed = editor_new(NULL, NULL, NULL);
    CHECK(ed != NULL);
    if (!ed)
        return;
    CHECK_STR(ed->name, "My Polypiece");
    CHECK_INT(ed->ntypes, 6);
    int n = type_index(ed, 'N');
    CHECK_INT(n, 4);
    EditorRef white = {EDITOR_PIECE, n, WHITE}, black = {EDITOR_PIECE, n, BLACK};
    CHECK_STR(texts(ed, white), "N WD");
    CHECK(!ed->dirty);

    /* Checked as typed: the Betza reader's message and column. */
    CHECK_INT(editor_set_text(ed, white, 1, "WQX"), 1);
    const EditorEntry *e = &ed->pieces[n].list[WHITE].entries[1];
    CHECK(!e->check.ok);
    CHECK_INT(e->check.column, 3);
    CHECK_STR(e->check.message, "unknown letter 'X' at column 3");
    CHECK(ed->dirty);
    CHECK_INT(editor_set_text(ed, white, 1, "fbNa"), 1);
    CHECK_INT(e->check.column, 4);
    CHECK_STR(e->check.message, "multi-leg moves ('a' at column 4) are not supported");
    CHECK_INT(editor_set_text(ed, white, 1, ""), 1);
    CHECK_STR(e->check.message, "empty Betza string");
    CHECK_INT(e->check.column, 1);
    char longer[80];
    memset(longer, 'W', 70);
    longer[70] = '\0';
    CHECK_INT(editor_set_text(ed, white, 1, longer), 1);
    CHECK_INT(e->check.column, 65);
    CHECK_STR(e->check.message, "too long: column 65 is past the limit of 64 characters");
    CHECK_INT(editor_set_text(ed, white, 1, "WD"), 0);
    CHECK(e->check.ok);
    CHECK_INT(e->check.column, 0);
    CHECK_STR(e->check.message, "");
    CHECK_INT(editor_set_text(ed, white, 2, "W"), -1); /* no such entry */

    /* Add, reorder, remove: the start index stays on its power. */
    Error err;
    CHECK_INT(editor_insert(ed, white, 0, "C", &err), 0);
    CHECK_STR(texts(ed, white), "C N WD");
    CHECK_INT(ed->pieces[n].start_index[WHITE], 1);
    CHECK_INT(ed->pieces[n].start_index[BLACK], 1); /* one list for both colours */
    CHECK_STR(texts(ed, black), "C N WD");
    CHECK_INT(editor_move(ed, white, 0, 2, &err), 0);
    CHECK_STR(texts(ed, white), "N WD C");
    CHECK_INT(ed->pieces[n].start_index[WHITE], 0);
    CHECK_INT(editor_move(ed, white, 2, 1, &err), 0);
    CHECK_STR(texts(ed, white), "N C WD");
    CHECK_INT(editor_set_start(ed, white, 2, &err), 0);
    CHECK_INT(editor_remove(ed, white, 2, &err), 0); /* the start entry goes: the last takes it */
    CHECK_STR(texts(ed, white), "N C");
    CHECK_INT(ed->pieces[n].start_index[WHITE], 1);
    CHECK_INT(editor_remove(ed, white, 0, &err), 0);
    CHECK_STR(texts(ed, white), "C");
    CHECK_INT(ed->pieces[n].start_index[WHITE], 0);
    CHECK_INT(editor_remove(ed, white, 0, &err), -1);
    CHECK_STR(err.what, "a list needs at least one power");
    CHECK_INT(editor_move(ed, white, 0, 1, &err), -1);
    CHECK_STR(err.what, "no such entry in a power list");
    for (int i = 1; i < VAR_MAX_POWERS; i++)
        CHECK_INT(editor_insert(ed, white, i, "W", &err), 0);
    CHECK_INT(editor_insert(ed, white, 0, "F", &err), -1);
    CHECK_STR(err.what, "a list holds at most 12 powers");
    while (editor_list(ed, white)->count > 2)
        editor_remove(ed, white, 2, &err);
    CHECK_INT(editor_set_text(ed, white, 0, "N"), 0);
    CHECK_INT(editor_set_text(ed, white, 1, "WD"), 0);

    /* Different armies: Black's list of its own, each colour's start index. */
    CHECK_INT(editor_set_per_colour(ed, EDITOR_PIECE, n, true, &err), 0);
    CHECK_STR(texts(ed, black), "N WD");
    CHECK_INT(editor_set_text(ed, black, 0, "fbNF"), 0);
    CHECK_INT(editor_set_text(ed, black, 1, "fbNW"), 0);
    CHECK_INT(editor_insert(ed, black, 2, "WA", &err), 0);
    CHECK_INT(editor_set_start(ed, black, 2, &err), 0);
    CHECK_STR(texts(ed, white), "N WD");
    CHECK_STR(texts(ed, black), "fbNF fbNW WA");
    CHECK_INT(editor_insert(ed, black, 0, "K", &err), 0); /* Black's start moves, White's not */
    CHECK_INT(ed->pieces[n].start_index[BLACK], 3);
    CHECK_INT(ed->pieces[n].start_index[WHITE], 0);
    CHECK_INT(editor_remove(ed, black, 0, &err), 0);
    CHECK_INT(editor_set_start(ed, black, 5, &err), -1);
    CHECK_STR(err.what, "start index 5 is out of range: Black's list has 3 powers (0 to 2)");
    CHECK_INT(editor_set_start(ed, white, 2, &err), -1);
    CHECK_STR(err.what, "start index 2 is out of range: White's list has 2 powers (0 to 1)");

    /* A bad entry is named by the path it would have in the file. */
    CHECK_INT(editor_set_text(ed, black, 1, "fbNX"), 1);
    VariantDef *def = malloc(sizeof *def);
    CHECK_INT(editor_to_def(ed, def, &err), -1);
    CHECK_STR(err.where, "$.pieces.N.powers.black[1]");
    CHECK_STR(err.what, "unknown letter 'X' at column 4");
    CHECK_INT(editor_set_text(ed, black, 1, "fbNW"), 0);
    CHECK_INT(editor_to_def(ed, def, &err), 0);
    CHECK_INT(def->types[n].npowers[WHITE], 2);
    CHECK_INT(def->types[n].npowers[BLACK], 3);
    CHECK_STR(def->types[n].powers[BLACK][2], "WA");
    CHECK_INT(def->types[n].start_index[BLACK], 2);

    /* One list again: Black's start index cut to fit White's list. */
    CHECK_INT(editor_set_per_colour(ed, EDITOR_PIECE, n, false, &err), 0);
    CHECK_STR(texts(ed, black), "N WD");
    CHECK_INT(ed->pieces[n].start_index[BLACK], 1);

    /* Name and description. */
    CHECK_INT(editor_set_name(ed, ""), 1);
    CHECK_STR(ed->name_check.message, "a name is needed");
    CHECK_INT(editor_to_def(ed, def, &err), -1);
    CHECK_STR(err.where, "$.name");
    CHECK_STR(err.what, "a name is needed");
    CHECK_INT(editor_set_name(ed, "Tab\there"), 1);
    CHECK_STR(ed->name_check.message, "control character 0x09 at column 4 is not allowed");
    CHECK_INT(ed->name_check.column, 4);
    CHECK_INT(editor_set_name(ed, "\xc3\xa9t\xc3\xa9\nx"), 1); /* columns count characters */
    CHECK_STR(ed->name_check.message, "line break at column 4 is not allowed");
    memset(longer, 'n', 70);
    CHECK_INT(editor_set_name(ed, longer), 1);
    CHECK_STR(ed->name_check.message, "too long: 70 bytes (at most 63)");
    CHECK_INT(ed->name_check.column, 71);
    CHECK_INT(editor_set_name(ed, "Woody knights"), 0);
    CHECK_INT(editor_set_description(ed, "Knights and woody rooks."), 0);
    CHECK_INT(editor_to_def(ed, def, &err), 0);
    CHECK_STR(def->name, "Woody knights");
    CHECK_STR(def->description, "Knights and woody rooks.");

    /* The diagram of the selected entry, for the selected colour. */
    CHECK_INT(editor_select(ed, white, 1), 0);
    unsigned char cls[64];
    CHECK_INT(editor_diagram(ed, cls, &err), 0);
    char got[200];
    diagram_list(cls, DIAGRAM_BOTH, got, sizeof got);
    CHECK_STR(got, "d2 d3 b4 c4 e4 f4 d5 d6");
    CHECK_INT(editor_select(ed, white, 2), -1);
    free(def);
    editor_free(ed);
}

/* ------------------------------------------------------------------ */
/* Comparing definitions                                                */

static bool same_lists(int n1, const char (*a)[BETZA_MAX_TEXT + 1], int n2,
                       const char (*b)[BETZA_MAX_TEXT + 1])
{
    if (n1 != n2)
        return false;
    for (int i = 0; i < n1; i++)
        if (strcmp(a[i], b[i]))
            return false;
    return true;
}

/* What differs between two definitions (the id aside), or NULL. */
static const char *def_diff(const VariantDef *a, const VariantDef *b)
{
    if (strcmp(a->name, b->name) || strcmp(a->description, b->description))
        return "name or description";
    if (a->files != b->files || a->ranks != b->ranks || strcmp(a->start_fen, b->start_fen))
        return "board or start";
    if (a->ntypes != b->ntypes)
        return "type count";
    for (int t = 0; t < a->ntypes; t++) {
        const PieceDef *p = &a->types[t], *q = &b->types[t];
        if (p->letter != q->letter || strcmp(p->name, q->name) || p->role != q->role)
            return "type letter, name or role";
        for (int c = 0; c < 2; c++)
            if (!same_lists(p->npowers[c], p->powers[c], q->npowers[c], q->powers[c]) ||
                p->start_index[c] != q->start_index[c])
                return "power list or start index";
    }
    if (memcmp(&a->rules, &b->rules, sizeof a->rules))
        return "rules";
    const MutationDef *m = &a->mutation, *k = &b->mutation;
    if (m->kind != k->kind || m->atomic != k->atomic || m->natoms != k->natoms ||
        m->ntables != k->ntables || memcmp(m->next, k->next, sizeof m->next))
        return "mutation";
    for (int i = 0; i < m->natoms; i++) {
        const AtomDef *x = &m->atoms[i], *y = &k->atoms[i];
        if (x->letter != y->letter)
            return "atom letter";
        for (int c = 0; c < 2; c++)
            if (!same_lists(x->nvalues[c], x->values[c], y->nvalues[c], y->values[c]) ||
                x->start_index[c] != y->start_index[c])
                return "atom list or start index";
    }
    return a->portal.layout != b->portal.layout ? "portal" : NULL;
}

/* The file at path loads and holds the editor's definition. */
static void check_file_is(const Editor *ed, const char *path, int line)
{
    Variant *v = NULL;
    Error err;
    VariantDef *def = malloc(sizeof *def);
    CHECK_INT(editor_to_def(ed, def, &err), 0);
    if (host_load_variant(path, &v, &err) != 0) {
        fprintf(stderr, "line %d: %s %s\n", line, err.where, err.what);
        CHECK(0);
    } else {
        const char *diff = def_diff(variant_def(v), def);
        if (diff)
            fprintf(stderr, "line %d: differs in %s\n", line, diff);
        CHECK_STR(diff ? diff : "equal", "equal");
    }
    variant_free(v);
    free(def);
}

static bool exists(const char *dir, const char *file)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    return access(path, F_OK) == 0;
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

static void test_save_reload(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    Error err;
    error_clear(&err);
    CHECK_INT(editor_open(ed, "polypiece-armies", &err), 0);
    int n = type_index(ed, 'N');
    CHECK(ed->pieces[n].per_colour);
    CHECK(!ed->pieces[type_index(ed, 'Q')].per_colour);
    CHECK_STR(ed->id, ""); /* shipped: saving makes a copy */
    CHECK_STR(ed->path, SHIPPED "/polypiece-armies.json");
    CHECK(!ed->dirty);

    EditorRef black = {EDITOR_PIECE, n, BLACK};
    CHECK_INT(editor_insert(ed, black, 2, "WD", &err), 0);
    CHECK_INT(editor_set_start(ed, black, 1, &err), 0);
    CHECK_INT(editor_set_name(ed, "My Armies"), 0);
    CHECK_INT(editor_save(ed, &err), 0);
    CHECK_STR(ed->id, "my-armies");
    char want[1200];
    snprintf(want, sizeof want, "%s/my-armies.json", user);
    CHECK_STR(ed->path, want);
    CHECK(!ed->dirty);
    check_file_is(ed, want, __LINE__);

    /* Reopened by id: the same definition, and it saves in place. */
    Editor *again = editor_new(NULL, SHIPPED, user);
    CHECK_INT(editor_open(again, "my-armies", &err), 0);
    CHECK_STR(again->id, "my-armies");
    CHECK(again->pieces[n].per_colour);
    CHECK_INT(again->pieces[n].start_index[BLACK], 1);
    CHECK_INT(again->pieces[n].start_index[WHITE], 0);
    check_file_is(again, want, __LINE__);
    CHECK_INT(editor_set_description(again, "changed"), 0);
    CHECK_INT(editor_save(again, &err), 0);
    CHECK_STR(again->path, want);
    check_file_is(again, want, __LINE__);
    /* ... also by its path. */
    CHECK_INT(editor_open(ed, want, &err), 0);
    CHECK_STR(ed->id, "my-armies");
    CHECK_STR(ed->description, "changed");

    /* A new variant with a name taken gets the next free file name. */
    Editor *fresh = editor_new(NULL, SHIPPED, user);
    editor_set_name(fresh, "My Armies");
    CHECK_INT(editor_save(fresh, &err), 0);
    CHECK_STR(fresh->id, "my-armies-2");
    /* Shipped ids are not taken either. */
    editor_set_name(fresh, "Polypiece");
    fresh->id[0] = '\0';
    CHECK_INT(editor_save(fresh, &err), 0);
    CHECK_STR(fresh->id, "polypiece-2");

    /* The phased list. */
    CHECK_INT(editor_open(fresh, "polypiece-phased", &err), 0);
    CHECK(!fresh->pieces[n].per_colour);
    CHECK_INT(fresh->pieces[n].start_index[BLACK], 1);
    CHECK_INT(editor_save(fresh, &err), 0);
    CHECK_STR(fresh->id, "polypiece-chess-phased");
    check_file_is(fresh, fresh->path, __LINE__);

    /* Errors of opening are the loader's. */
    CHECK_INT(editor_open(fresh, "no-such-variant", &err), -1);
    CHECK_STR(err.where, "no-such-variant");
    CHECK_STR(err.what, "no such variant");
    CHECK_STR(fresh->id, "polypiece-chess-phased"); /* unchanged */

    char ids[8][EDITOR_ID_MAX];
    CHECK_INT(editor_list_ids(user, ids, 8), 4);
    CHECK_STR(ids[0], "my-armies");
    CHECK_STR(ids[1], "my-armies-2");
    CHECK_STR(ids[2], "polypiece-2");
    CHECK_STR(ids[3], "polypiece-chess-phased");
    editor_free(fresh);
    editor_free(again);
    editor_free(ed);
}

static void test_atoms(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    Error err;
    CHECK_INT(editor_add_atom(ed, 'W', &err), -1);
    CHECK_STR(err.what, "atom lists belong to the atomic form: switch it on first");
    CHECK_INT(editor_set_atomic(ed, true, &err), 0);
    CHECK_INT(editor_add_atom(ed, 'W', &err), 0);
    CHECK_INT(editor_add_atom(ed, 'N', &err), 1);
    CHECK_INT(editor_add_atom(ed, 'W', &err), -1);
    CHECK_STR(err.what, "atom 'W' already has a list");
    CHECK_INT(editor_add_atom(ed, 'L', &err), -1);
    CHECK_STR(err.what, "'L' is not an atom letter (W F D N A H C Z G; write C for L, Z for J)");
    EditorRef w = {EDITOR_ATOM, 0, WHITE}, nb = {EDITOR_ATOM, 1, BLACK};
    CHECK_INT(editor_insert(ed, w, 1, "F", &err), 0);
    CHECK_INT(editor_set_start(ed, w, 1, &err), 0);
    CHECK_INT(editor_set_per_colour(ed, EDITOR_ATOM, 1, true, &err), 0);
    CHECK_INT(editor_insert(ed, nb, 0, "C", &err), 0);
    CHECK_STR(texts(ed, nb), "C N");
    CHECK_INT(ed->atoms[1].start_index[BLACK], 1); /* still on N: the file's full form */
    CHECK_INT(editor_set_text(ed, nb, 0, "Cx"), 1);
    VariantDef *def = malloc(sizeof *def);
    CHECK_INT(editor_to_def(ed, def, &err), -1);
    CHECK_STR(err.where, "$.mutation.atoms.N.powers.black[0]");
    CHECK_STR(err.what, "unknown letter 'x' at column 2");
    CHECK_INT(editor_set_text(ed, nb, 0, "C"), 0);

    /* The atomic form keeps one power per type: the loader refuses the file. */
    CHECK_INT(editor_set_name(ed, "Atomic try"), 0);
    CHECK_INT(editor_save(ed, &err), -1);
    CHECK_STR(err.where, "atomic-try.json:7:44: $.pieces.Q.powers[1]");
    CHECK_STR(err.what, "with \"atomic\": true a piece has one power (the lists go in \"atoms\")");
    CHECK(!exists(user, "atomic-try.json"));
    CHECK_STR(ed->id, "");
    CHECK(ed->dirty);
    for (int t = 0; t < ed->ntypes; t++) {
        EditorRef r = {EDITOR_PIECE, t, WHITE};
        while (editor_list(ed, r)->count > 1)
            CHECK_INT(editor_remove(ed, r, 1, &err), 0);
    }
    error_clear(&err);
    CHECK_INT(editor_save(ed, &err), 0);
    if (err.where[0])
        fprintf(stderr, "%s %s\n", err.where, err.what);
    CHECK_STR(ed->id, "atomic-try");
    check_file_is(ed, ed->path, __LINE__);

    Editor *back = editor_new(NULL, SHIPPED, user);
    CHECK_INT(editor_open(back, "atomic-try", &err), 0);
    CHECK(back->atomic);
    CHECK_INT(back->natoms, 2);
    CHECK_STR(texts(back, w), "W F");
    CHECK_INT(back->atoms[0].start_index[WHITE], 1);
    CHECK(back->atoms[1].per_colour);
    CHECK_STR(texts(back, nb), "C N");
    check_file_is(back, ed->path, __LINE__);

    CHECK_INT(editor_remove_atom(back, 0, &err), 0);
    CHECK_INT(back->natoms, 1);
    CHECK_INT(back->atoms[0].letter, 'N');
    CHECK_INT(editor_set_atomic(back, false, &err), 0);
    CHECK_INT(editor_to_def(back, def, &err), 0);
    CHECK(!def->mutation.atomic);
    CHECK_INT(def->mutation.natoms, 0);

    /* The shipped atomic variant: its atom lists, and a copy that reads back the same. */
    CHECK_INT(editor_open(back, "polypiece-atomic", &err), 0);
    CHECK(back->atomic);
    CHECK_INT(back->natoms, 2);
    CHECK_STR(texts(back, (EditorRef){EDITOR_ATOM, 0, WHITE}), "W F");
    CHECK_STR(texts(back, (EditorRef){EDITOR_ATOM, 1, BLACK}), "N C");
    CHECK_INT(editor_save(back, &err), 0);
    CHECK_STR(back->id, "atomic-polypiece-chess");
    check_file_is(back, back->path, __LINE__);

    /* Only type-cycle variants have the atomic form. */
    CHECK_INT(editor_open(back, "fide", &err), 0);
    CHECK_INT(editor_set_atomic(back, true, &err), -1);
    CHECK_STR(err.what, "the atomic form needs the mutation kind \"type-cycle\"");
    free(def);
    editor_free(back);
    editor_free(ed);
}

static void test_refused(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    Error err;
    /* Orthodox chess has no power lists: a second power makes an invalid file. */
    CHECK_INT(editor_open(ed, "fide", &err), 0);
    EditorRef n = {EDITOR_PIECE, type_index(ed, 'N'), WHITE};
    CHECK_INT(editor_insert(ed, n, 1, "WD", &err), 0);
    CHECK_INT(editor_save(ed, &err), -1);
    CHECK_STR(err.where, "orthodox-chess.json:10:45: $.pieces.N.powers[1]");
    CHECK_STR(err.what, "only mutation kind \"type-cycle\" uses several powers (this variant's "
                        "kind is \"none\")");
    CHECK(!exists(user, "orthodox-chess.json"));

    /* A bad entry or name is refused before anything is written. */
    CHECK_INT(editor_remove(ed, n, 1, &err), 0);
    CHECK_INT(editor_set_text(ed, n, 0, "N0X"), 1);
    CHECK_INT(editor_save(ed, &err), -1);
    CHECK_STR(err.where, "$.pieces.N.powers[0]");
    CHECK_STR(err.what, "unknown letter 'X' at column 3");
    CHECK_INT(editor_set_text(ed, n, 0, "N"), 0);
    CHECK_INT(editor_set_name(ed, ""), 1);
    CHECK_INT(editor_save(ed, &err), -1);
    CHECK_STR(err.where, "$.name");
    CHECK(!exists(user, "orthodox-chess.json"));
    CHECK(!exists(user, "variant.json"));

    /* No user folder: nothing can be saved. */
    Editor *homeless = editor_new(NULL, SHIPPED, NULL);
    CHECK_INT(editor_save(homeless, &err), -1);
    CHECK_STR(err.what, "there is no user folder to save in");
    editor_free(homeless);
    editor_free(ed);
}

static void test_duplicate_delete_play(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    Error err;
    CHECK_INT(editor_duplicate(ed, "polypiece", &err), 0);
    CHECK_STR(ed->id, "polypiece-copy");
    CHECK_STR(ed->name, "Polypiece Chess (copy)");
    CHECK(exists(user, "polypiece-copy.json"));
    CHECK(!ed->dirty);
    check_file_is(ed, ed->path, __LINE__);
    CHECK_INT(editor_duplicate(ed, "polypiece", &err), 0);
    CHECK_STR(ed->id, "polypiece-copy-2");
    /* A user's file duplicates too. */
    CHECK_INT(editor_duplicate(ed, "polypiece-copy", &err), 0);
    CHECK_STR(ed->id, "polypiece-copy-copy");
    CHECK_STR(ed->name, "Polypiece Chess (copy) (copy)");

    /* Delete: the open file goes, the model stays as an unsaved variant. */
    CHECK_INT(editor_delete(ed, "polypiece-copy-copy", &err), 0);
    CHECK(!exists(user, "polypiece-copy-copy.json"));
    CHECK_STR(ed->id, "");
    CHECK_STR(ed->path, "");
    CHECK(ed->dirty);
    CHECK_INT(editor_delete(ed, "polypiece-copy-2", &err), 0);
    CHECK(!exists(user, "polypiece-copy-2.json"));
    CHECK(exists(user, "polypiece-copy.json"));
    CHECK_INT(editor_delete(ed, "polypiece-copy-2", &err), -1);
    CHECK_STR(err.what, "cannot delete the file: No such file or directory");
    CHECK_INT(editor_delete(ed, "../variants/fide", &err), -1);
    CHECK_STR(err.what, "not the id of a user variant");
    CHECK_INT(editor_delete(ed, "fide.json", &err), -1);

    /* Play it now: an edit, then the path of the saved file, which starts a game. */
    CHECK_INT(editor_open(ed, "polypiece-copy", &err), 0);
    EditorRef knights = {EDITOR_PIECE, type_index(ed, 'N'), WHITE};
    CHECK_INT(editor_set_text(ed, knights, 0, "NW"), 0);
    char path[1200];
    CHECK_INT(editor_play(ed, path, sizeof path, &err), 0);
    CHECK_STR(path, ed->path);
    CHECK(!ed->dirty);
    Variant *v = NULL;
    CHECK_INT(host_load_variant(path, &v, &err), 0);
    if (v) {
        CHECK_STR(variant_def(v)->types[knights.index].powers[WHITE][0], "NW");
        Match *m = match_new(v, NULL, &err);
        MatchAction *list = malloc(MATCH_MAX_ACTIONS * sizeof *list);
        CHECK(m && list);
        /* 16 pawn moves, and NW knights: 4 leaps (the W steps are blocked). */
        if (m && list)
            CHECK_INT(match_actions(m, list, MATCH_MAX_ACTIONS), 20);
        free(list);
        match_free(m);
    }
    variant_free(v);
    /* Nothing changed: play gives the same file without writing. */
    CHECK_INT(editor_play(ed, path, sizeof path, &err), 0);
    CHECK_INT(editor_play(ed, path, 4, &err), -1);
    editor_free(ed);
}

/* The editor screen's controller: keys and clicks become edits. */
static void test_screen(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    EdScreen s;
    edscreen_init(&s, ed);
    char got[200];
    diagram_list(s.cls, DIAGRAM_BOTH, got, sizeof got); /* the King's K on d4 */
    CHECK_STR(got, "c3 d3 e3 c4 e4 c5 d5 e5");
    /* Down to the Knight, right to WD, erase it and type fX: the check says where. */
    for (int i = 0; i < 4; i++)
        CHECK_INT(edscreen_key(&s, UI_KEY_DOWN, 0), EDSCREEN_STAY);
    edscreen_key(&s, UI_KEY_RIGHT, 0);
    CHECK_INT(ed->sel.index, 4);
    CHECK_INT(ed->sel_entry, 1);
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_text(&s, "f");
    edscreen_text(&s, "X");
    const EditorEntry *e = &ed->pieces[4].list[WHITE].entries[1];
    CHECK_STR(e->text, "fX");
    CHECK_INT(e->check.column, 2);
    CHECK_STR(s.diagram_error, "unknown letter 'X' at column 2"); /* the column said once */
    CHECK_INT(edscreen_key(&s, 's', UI_MOD_CTRL), EDSCREEN_STAY); /* refused */
    CHECK(s.status_error);
    CHECK_STR(s.status, "$.pieces.N.powers[1]: unknown letter 'X' at column 2");
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_text(&s, "N");
    CHECK_STR(e->text, "fN");
    CHECK_STR(s.diagram_error, "");
    diagram_list(s.cls, DIAGRAM_BOTH, got, sizeof got);
    CHECK_STR(got, "c6 e6");
    /* A right click puts a blocker; a click moves the piece. */
    CHECK_INT(edscreen_click(&s, EDSCREEN_HIT_SQUARE, sq_of("c6"), UI_BUTTON_RIGHT), EDSCREEN_STAY);
    diagram_list(s.cls, DIAGRAM_BOTH, got, sizeof got);
    CHECK_STR(got, "e6");
    edscreen_click(&s, EDSCREEN_HIT_SQUARE, sq_of("a1"), UI_BUTTON_LEFT);
    diagram_list(s.cls, DIAGRAM_BOTH, got, sizeof got);
    CHECK_STR(got, "b3");
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_COLOUR, UI_BUTTON_LEFT); /* Black: none */
    diagram_list(s.cls, DIAGRAM_BOTH, got, sizeof got);
    CHECK_STR(got, "");
    /* Buttons: add after, move earlier, start here, different armies. */
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ADD, UI_BUTTON_LEFT);
    CHECK_STR(texts(ed, (EditorRef){EDITOR_PIECE, 4, WHITE}), "N fN fN");
    CHECK_INT(ed->sel_entry, 2);
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_text(&s, "C");
    edscreen_key(&s, UI_KEY_LEFT, UI_MOD_CTRL);
    CHECK_STR(texts(ed, (EditorRef){EDITOR_PIECE, 4, WHITE}), "N C fN");
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_START, UI_BUTTON_LEFT);
    CHECK_INT(ed->pieces[4].start_index[WHITE], 1);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ARMIES, UI_BUTTON_LEFT);
    CHECK(ed->pieces[4].per_colour);
    edscreen_click(&s, EDSCREEN_HIT_ENTRY, edscreen_entry_index(EDITOR_PIECE, 4, BLACK, 0),
                   UI_BUTTON_LEFT);
    CHECK_INT(ed->sel.colour, BLACK);
    edscreen_key(&s, 'd', UI_MOD_CTRL); /* remove Black's N */
    CHECK_STR(texts(ed, (EditorRef){EDITOR_PIECE, 4, BLACK}), "C fN");
    /* The name field, then save and play. */
    edscreen_click(&s, EDSCREEN_HIT_NAME, 0, UI_BUTTON_LEFT);
    for (int i = 0; i < 9; i++)
        edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_text(&s, "W");
    edscreen_text(&s, " ");
    edscreen_text(&s, "2");
    CHECK_STR(ed->name, "My W 2");
    CHECK_INT(edscreen_key(&s, UI_KEY_ESCAPE, 0), EDSCREEN_STAY); /* leaves the field */
    CHECK_INT(edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_SAVE, UI_BUTTON_LEFT),
              EDSCREEN_STAY);
    CHECK_STR(s.status, "Saved my-w-2.json");
    CHECK(!s.status_error);
    check_file_is(ed, ed->path, __LINE__);
    CHECK_INT(edscreen_key(&s, 'p', UI_MOD_CTRL), EDSCREEN_PLAY_FILE);
    CHECK_STR(s.play_path, ed->path);
    /* Play-test (the button, or Ctrl+Shift+P): saved, then reported in the status line */
    s.play_path[0] = '\0';
    CHECK_INT(edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAYTEST, UI_BUTTON_LEFT),
              EDSCREEN_PLAYTEST_FILE);
    CHECK_STR(s.play_path, ed->path);
    CHECK_STR(s.status, "Play-testing my-w-2\xe2\x80\xa6");
    CHECK_INT(edscreen_key(&s, 'p', UI_MOD_CTRL | UI_MOD_SHIFT), EDSCREEN_PLAYTEST_FILE);
    PlaytestReport r;
    memset(&r, 0, sizeof r);
    r.games = 20;
    r.white_wins = 9;
    r.black_wins = 6;
    r.draws = 4;
    r.unfinished = 1;
    r.plies = 1700;
    r.ntypes = 3;
    r.type[0] = 'K';
    r.type[1] = 'N';
    r.type[2] = 'P';
    r.moves[0][0] = 0;
    r.moves[1][0] = 0;
    r.moves[0][1] = 120;
    r.moves[1][1] = 70;
    r.moves[0][2] = 300;
    r.moves[1][2] = 280;
    /* progress: the game and ply under way, and how far for the bar */
    r.ply = 40;
    r.games = 3;
    edscreen_playtest_progress(&s, &r, 20, 100);
    CHECK(s.testing);
    CHECK_INT(s.progress, 170); /* (3 x 100 + 40) of 20 x 100 plies */
    CHECK_STR(s.status, "Play-testing: game 4 of 20, ply 40 of at most 100. Finished so far: "
                        "White won 9, Black won 6, drawn 4, unfinished 1\xe2\x80\xa6");
    r.ply = 0;
    r.games = 20;
    /* the report: each figure said, the types in the variant's order, what is out of balance */
    edscreen_playtest_report(&s, &r, 100);
    CHECK(!s.testing);
    CHECK_STR(s.status,
              "Play-test: the computer played 20 games against itself, each stopped after 100 "
              "plies.\nResults: White won 9 (45%), Black won 6 (30%), drawn 4 (20%), unfinished 1 "
              "(5%: no result within 100 plies). Games lasted 85 plies on average.\nMoves made by "
              "each type, White/Black: King 0/0, Knight 120/70, Pawn 300/280.\nOut of balance: "
              "King never moved; Knight moved 120 times for White, 70 for Black.");
    r.moves[1][1] = 110;
    r.moves[0][0] = r.moves[1][0] = 5;
    r.white_wins = 2;
    r.black_wins = 1;
    r.unfinished = 13;
    edscreen_playtest_report(&s, &r, 100);
    CHECK(strstr(s.status, "\nNothing out of balance: neither colour wins twice as often as the "
                           "other, and each type moved about as often for both. Most games had "
                           "no result: longer games say more (morphchess-cli playtest with "
                           "--plies 300).") != NULL);
    r.white_wins = 9;
    r.black_wins = 3;
    edscreen_playtest_report(&s, &r, 100);
    CHECK(strstr(s.status, "\nOut of balance: White wins far more often (9 games to 3).") != NULL);
    CHECK_INT(edscreen_key(&s, UI_KEY_ESCAPE, 0), EDSCREEN_LEAVE);

    /* The description field. */
    edscreen_click(&s, EDSCREEN_HIT_DESCRIPTION, 0, UI_BUTTON_LEFT);
    CHECK_INT(s.focus, EDSCREEN_FOCUS_DESCRIPTION);
    edscreen_text(&s, "Ok");
    CHECK_STR(ed->description, "Ok");
    edscreen_key(&s, UI_KEY_ESCAPE, 0);

    /* The user's variants are offered; duplicate, open, delete. */
    int at = -1;
    for (int i = 0; i < s.nfiles; i++)
        if (strcmp(s.files[i], "my-w-2") == 0)
            at = i;
    CHECK(at >= 0);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_DUPLICATE, UI_BUTTON_LEFT);
    CHECK_STR(s.status, "Saved a copy as my-w-2-copy.json");
    CHECK_STR(ed->id, "my-w-2-copy");
    CHECK_STR(ed->description, "Ok"); /* the copy holds the unsaved edits */
    CHECK_STR(ed->name, "My W 2 (copy)");
    CHECK(!ed->dirty);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_DELETE, UI_BUTTON_LEFT);
    CHECK_STR(s.status, "Deleted my-w-2-copy.json");
    CHECK(!exists(user, "my-w-2-copy.json"));
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_DELETE, UI_BUTTON_LEFT);
    CHECK(s.status_error);
    CHECK_STR(s.status, "this variant has no file of its own");
    for (int i = 0; i < s.nfiles; i++)
        if (strcmp(s.files[i], "my-w-2") == 0)
            at = i;
    edscreen_click(&s, EDSCREEN_HIT_FILE, at, UI_BUTTON_LEFT);
    CHECK_STR(s.status, "Opened my-w-2.json");
    CHECK_STR(ed->name, "My W 2");

    /* The atomic form: switch, add atom lists, remove the selected one. */
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOM_ADD, UI_BUTTON_LEFT);
    CHECK(s.status_error);
    CHECK_STR(s.status, "atom lists belong to the atomic form: switch it on first");
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK(ed->atomic);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOM_ADD, UI_BUTTON_LEFT);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOM_ADD, UI_BUTTON_LEFT);
    char letters[8] = "";
    for (int a = 0; a < ed->natoms && a < 7; a++)
        letters[a] = ed->atoms[a].letter;
    CHECK_STR(
        letters,
        "WFDCNA"); /* the atoms the start powers use (this list has a camel), then two added */
    CHECK_INT(ed->sel.owner, EDITOR_ATOM);
    CHECK_INT(ed->sel.index, 5);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOM_REMOVE, UI_BUTTON_LEFT);
    CHECK_INT(ed->natoms, 5);
    CHECK_INT(ed->sel.owner, EDITOR_PIECE);
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOM_REMOVE, UI_BUTTON_LEFT);
    CHECK_STR(s.status, "select an entry of an atom's list first");
    edscreen_click(&s, EDSCREEN_HIT_BUTTON, EDSCREEN_NEW, UI_BUTTON_LEFT);
    CHECK_STR(ed->name, "My Polypiece");
    CHECK(!ed->atomic);
    CHECK_STR(ed->id, "");
    for (int b = 0; b < EDSCREEN_NBUTTONS; b++) /* every button has a label */
        CHECK(edscreen_button_label((EdScreenButton)b)[0] != '\0');
    CHECK_STR(edscreen_button_label(EDSCREEN_DELETE), "Delete");
    editor_free(ed);
}

/* A saved variant is in the new-game list, and the session starts a game of it. */
static void test_new_game_list(void)
{
    char base[256], user[300];
    if (scratch_make(base, sizeof base, "editor-list") != 0)
        return;
    snprintf(user, sizeof user, "%s/variants", base); /* made by the first save */
    Editor *ed = editor_new(NULL, SHIPPED, user);
    editor_set_name(ed, "Listed idea");
    editor_set_description(ed, "Knights as camels.");
    EditorRef n = {EDITOR_PIECE, type_index(ed, 'N'), WHITE};
    editor_set_text(ed, n, 0, "C");
    char path[1200];
    Error err;
    CHECK_INT(editor_play(ed, path, sizeof path, &err), 0);
    Session *ses = malloc(sizeof *ses);
    View *view = malloc(sizeof *view);
    CHECK_INT(session_init(ses, MORPH_SOURCE_DIR, base), 0);
    view_init(view, 1, 8, 8);
    session_show_menu(ses, view);
    int found = -1;
    for (int i = 0; i < view->modal.nitems; i++)
        if (strcmp(view->modal.items[i].title, "Listed idea (your variant)") == 0)
            found = i;
    CHECK(found >= 0);
    if (found >= 0) {
        CHECK_STR(view->modal.items[found].detail, "Knights as camels.");
        CHECK_STR(ses->entries[found].path, path);
    }
    CHECK_INT(session_start_variant(ses, view, path), 0);
    CHECK_STR(view->panel.title, "Listed idea");
    session_clear(ses);
    free(ses);
    free(view);
    editor_free(ed);
    scratch_remove(base);
}

static void test_ids(void)
{
    char id[EDITOR_ID_MAX];
    editor_id_from_name("Polypiece Chess (copy)", id, sizeof id);
    CHECK_STR(id, "polypiece-chess-copy");
    editor_id_from_name("  !!", id, sizeof id);
    CHECK_STR(id, "variant");
    editor_id_from_name("\xc3\x89t\xc3\xa9 2", id, sizeof id);
    CHECK_STR(id, "t-2");
    editor_id_from_name("A very long name that goes on and on and on past forty", id, sizeof id);
    CHECK_STR(id, "a-very-long-name-that-goes-on-and-on-and");
}

/* The Atomic button says what it did: on, atom lists for the atoms the types use and which
 * types have more than the one power the form allows; off, that the lists are kept; the tips
 * tell Play from Play-test. */
static void test_atomic_button(void)
{
    Editor *ed = editor_new(NULL, NULL, NULL);
    EdScreen *s = malloc(sizeof *s);
    CHECK(ed && s);
    if (!ed || !s) {
        editor_free(ed);
        free(s);
        return;
    }
    edscreen_init(s, ed);
    CHECK(!edscreen_button_on(s, EDSCREEN_ATOMIC));
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK(ed->atomic && edscreen_button_on(s, EDSCREEN_ATOMIC));
    CHECK(!s->status_error);
    CHECK_STR(s->status, "Atomic form on: a move advances the list of the Betza atom that made "
                         "it, for every piece using that atom (the rows Atom W, F, D, N). Each "
                         "type has one power in this form; more than one: Queen, Rook, Bishop, "
                         "Knight (Remove the others to save).");
    CHECK_INT(ed->natoms, 4);
    CHECK_INT(ed->atoms[3].letter, 'N');
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK(!ed->atomic && !edscreen_button_on(s, EDSCREEN_ATOMIC));
    CHECK_STR(s->status, "Atomic form off: a move advances its piece type's list again. The "
                         "atom lists are kept for Atomic on, not saved.");
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ATOMIC, UI_BUTTON_LEFT);
    CHECK_INT(ed->natoms, 4); /* kept, not added twice */
    /* Armies shows its state too */
    CHECK(!edscreen_button_on(s, EDSCREEN_ARMIES));
    edscreen_click(s, EDSCREEN_HIT_BUTTON, EDSCREEN_ARMIES, UI_BUTTON_LEFT);
    CHECK(edscreen_button_on(s, EDSCREEN_ARMIES));
    /* the tips */
    CHECK_STR(edscreen_button_tip(EDSCREEN_PLAY),
              "Save, then play a game of this variant yourself (Ctrl+P)");
    CHECK_STR(edscreen_button_tip(EDSCREEN_PLAYTEST),
              "Save, then the computer plays it against itself and reports who wins and which "
              "piece type is out of balance (Ctrl+Shift+P)");
    for (int b = 0; b < EDSCREEN_NBUTTONS; b++)
        CHECK(edscreen_button_tip((EdScreenButton)b)[0] != '\0');
    CHECK_INT(s->hover, -1);
    CHECK(edscreen_hover(s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAY));
    CHECK_INT(s->hover, EDSCREEN_PLAY);
    CHECK(!edscreen_hover(s, EDSCREEN_HIT_BUTTON, EDSCREEN_PLAY));
    CHECK(edscreen_hover(s, EDSCREEN_HIT_SQUARE, 3)); /* off the buttons: no tip */
    CHECK_INT(s->hover, -1);
    free(s);
    editor_free(ed);
}

int main(void)
{
    test_edits();
    test_ids();
    test_new_game_list();
    test_atomic_button();
    char user[256];
    if (scratch_make(user, sizeof user, "editor") != 0)
        return 1;
    test_save_reload(user);
    test_atoms(user);
    test_refused(user);
    test_duplicate_delete_play(user);
    test_screen(user);
    scratch_remove(user);
    return check_report("test_ui_editor");
}
