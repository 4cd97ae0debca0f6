/* test_ui_textfield.c - typing in the editor as in any desktop program, without a window: any
 * character, the cursor, Shift selection, Home/End, Delete, undo, copy/cut/paste, a refused
 * power kept as typed and shown at its column, any printable name with a safe file name. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "controller.h"
#include "editor.h"
#include "edscreen.h"
#include "scratch.h"
#include "textfield.h"

#define SHIPPED MORPH_SOURCE_DIR "/variants"

static void test_field(void)
{
    TextField f;
    char text[16] = "ab";
    textfield_reset(&f, text);
    CHECK_INT(f.cursor, 2);
    CHECK(textfield_insert(&f, text, sizeof text, "(\xc3\xa9)")); /* ( é ) */
    CHECK_STR(text, "ab(\xc3\xa9)");
    /* Left steps over the whole two-byte character. */
    CHECK_INT(textfield_key(&f, text, sizeof text, UI_KEY_LEFT, 0), TEXTFIELD_MOVED);
    CHECK_INT(textfield_key(&f, text, sizeof text, UI_KEY_LEFT, 0), TEXTFIELD_MOVED);
    CHECK_INT(f.cursor, 3);
    CHECK_INT(textfield_key(&f, text, sizeof text, UI_KEY_DELETE, 0), TEXTFIELD_CHANGED);
    CHECK_STR(text, "ab()");
    /* Home, Shift+Right twice selects "ab"; typing replaces it. */
    textfield_key(&f, text, sizeof text, UI_KEY_HOME, 0);
    textfield_key(&f, text, sizeof text, UI_KEY_RIGHT, UI_MOD_SHIFT);
    textfield_key(&f, text, sizeof text, UI_KEY_RIGHT, UI_MOD_SHIFT);
    char sel[8];
    textfield_selection(&f, text, sel, sizeof sel);
    CHECK_STR(sel, "ab");
    textfield_insert(&f, text, sizeof text, "[-]");
    CHECK_STR(text, "[-]()");
    CHECK_INT(f.cursor, 3);
    /* Undo goes back one edit at a time, cursor included. */
    CHECK_INT(textfield_key(&f, text, sizeof text, 'z', UI_MOD_CTRL), TEXTFIELD_CHANGED);
    CHECK_STR(text, "ab()");
    CHECK_INT(textfield_key(&f, text, sizeof text, 'z', UI_MOD_CTRL), TEXTFIELD_CHANGED);
    CHECK_STR(text, "ab(\xc3\xa9)");
    textfield_key(&f, text, sizeof text, 'z', UI_MOD_CTRL);
    CHECK_STR(text, "ab");
    CHECK_INT(textfield_key(&f, text, sizeof text, 'z', UI_MOD_CTRL), TEXTFIELD_IGNORED);
    /* End, Backspace; Ctrl+A then Ctrl+X empties; line breaks typed become spaces. */
    textfield_key(&f, text, sizeof text, UI_KEY_END, 0);
    textfield_key(&f, text, sizeof text, UI_KEY_BACKSPACE, 0);
    CHECK_STR(text, "a");
    textfield_key(&f, text, sizeof text, 'a', UI_MOD_CTRL);
    CHECK_INT(textfield_key(&f, text, sizeof text, 'x', UI_MOD_CTRL), TEXTFIELD_CHANGED);
    CHECK_STR(text, "");
    textfield_insert(&f, text, sizeof text, "x\ny\x01");
    CHECK_STR(text, "x y");
    /* What does not fit is cut at a character boundary. */
    textfield_insert(&f, text, sizeof text, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9");
    CHECK_STR(text, "x y\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9");
    CHECK(!textfield_insert(&f, text, sizeof text, "\xc3\xa9"));
    CHECK_INT((int)strlen(text), 15);
}

/* The screen: a power the reader refuses stays as typed, with its column, and is not saved. */
/* A field of a grown buffer (the comment box): any length inserted whole, undo back whole. */
static void test_long_field(void)
{
    TextField f;
    memset(&f, 0, sizeof f);
    size_t size = 8;
    char *text = malloc(size), big[3000];
    CHECK(text != NULL);
    strcpy(text, "ab");
    textfield_reset(&f, text);
    memset(big, 'x', sizeof big - 1);
    big[sizeof big - 1] = '\0';
    big[1000] = 'y';
    CHECK_INT(textfield_grow(&f, &text, &size, big), 0);
    CHECK(size >= 3002);
    CHECK(textfield_insert(&f, text, size, big));
    CHECK_INT((int)strlen(text), 3001);
    CHECK_INT(f.cursor, 3001);
    CHECK_INT(text[1002], 'y');
    for (int i = 0; i < TEXTFIELD_UNDO + 2; i++) { /* long states pushed out of undo: freed */
        CHECK_INT(textfield_grow(&f, &text, &size, "z"), 0);
        CHECK(textfield_insert(&f, text, size, "z"));
    }
    CHECK_INT(textfield_key(&f, text, size, 'a', UI_MOD_CTRL), TEXTFIELD_MOVED);
    CHECK_INT(textfield_key(&f, text, size, UI_KEY_DELETE, 0), TEXTFIELD_CHANGED);
    CHECK_STR(text, "");
    CHECK_INT(textfield_key(&f, text, size, 'z', UI_MOD_CTRL), TEXTFIELD_CHANGED);
    CHECK_INT((int)strlen(text), 3001 + TEXTFIELD_UNDO + 2);
    CHECK_INT(text[1002], 'y');
    char *sel = malloc(size);
    CHECK_INT(textfield_key(&f, text, size, 'a', UI_MOD_CTRL), TEXTFIELD_MOVED);
    textfield_selection(&f, text, sel, size);
    CHECK_STR(sel, text);
    free(sel);
    textfield_clear(&f);
    free(text);
}

static void test_screen_typing(const char *user)
{
    Editor *ed = editor_new(NULL, SHIPPED, user);
    EdScreen s;
    edscreen_init(&s, ed);
    /* The King's list, its first entry K: select all and type a power with brackets. */
    const EditorEntry *e = &ed->pieces[0].list[WHITE].entries[0];
    CHECK_STR(e->text, "K");
    CHECK_INT(s.field.cursor, 1); /* drawn at the end of the selected entry from the start */
    edscreen_click(&s, EDSCREEN_HIT_NAME, 0, UI_BUTTON_LEFT);
    CHECK_INT(s.field.cursor, (int)strlen(ed->name));
    edscreen_key(&s, UI_KEY_ESCAPE, 0);
    CHECK_INT(s.field.cursor, 1);
    edscreen_key(&s, 'a', UI_MOD_CTRL);
    edscreen_text(&s, "mW[R-4]");
    CHECK_STR(e->text, "mW[R-4]");
    CHECK(!e->check.ok);
    CHECK_INT(e->check.column, 3);
    CHECK_INT(edscreen_key(&s, 's', UI_MOD_CTRL), EDSCREEN_STAY);
    CHECK(s.status_error);
    CHECK(strstr(s.status, "$.pieces.K.powers[0]") != NULL);
    CHECK_STR(e->text, "mW[R-4]"); /* never altered */
    CHECK_STR(ed->path, "");
    /* Cursor keys inside the entry: Home, Shift+End selects, Ctrl+C copies, Ctrl+V pastes. */
    edscreen_key(&s, UI_KEY_HOME, 0);
    CHECK_INT(ed->sel_entry, 0); /* Home stays in the entry */
    edscreen_key(&s, UI_KEY_RIGHT, 0);
    edscreen_key(&s, UI_KEY_RIGHT, 0);
    edscreen_key(&s, UI_KEY_END, UI_MOD_SHIFT);
    CHECK_INT(edscreen_key(&s, 'c', UI_MOD_CTRL), EDSCREEN_COPY);
    CHECK_STR(s.clip, "[R-4]");
    CHECK_INT(edscreen_key(&s, 'x', UI_MOD_CTRL), EDSCREEN_COPY);
    CHECK_STR(e->text, "mW");
    CHECK(e->check.ok);
    CHECK_INT(edscreen_key(&s, 'v', UI_MOD_CTRL), EDSCREEN_PASTE);
    edscreen_text(&s, s.clip); /* what the app does with the clipboard */
    CHECK_STR(e->text, "mW[R-4]");
    edscreen_key(&s, 'z', UI_MOD_CTRL);
    CHECK_STR(e->text, "mW");
    edscreen_key(&s, 'z', UI_MOD_CTRL);
    CHECK_STR(e->text, "mW[R-4]");
    edscreen_key(&s, 'a', UI_MOD_CTRL);
    edscreen_text(&s, "K");
    CHECK(e->check.ok);
    /* Left at the start of an entry and Right at its end step between entries. */
    for (int i = 0; i < 4; i++)
        edscreen_key(&s, UI_KEY_DOWN, 0); /* the Knight: N WD */
    CHECK_INT(ed->sel.index, 4);
    edscreen_key(&s, UI_KEY_RIGHT, 0);
    CHECK_INT(ed->sel_entry, 1);
    edscreen_key(&s, UI_KEY_LEFT, 0); /* inside WD */
    CHECK_INT(ed->sel_entry, 1);
    edscreen_text(&s, "-");
    CHECK_STR(ed->pieces[4].list[WHITE].entries[1].text, "W-D");
    edscreen_key(&s, UI_KEY_BACKSPACE, 0);
    edscreen_key(&s, UI_KEY_HOME, 0);
    edscreen_key(&s, UI_KEY_LEFT, 0);
    CHECK_INT(ed->sel_entry, 0);
    /* Any printable name; the file name made from it stays in the folder. */
    edscreen_click(&s, EDSCREEN_HIT_NAME, 0, UI_BUTTON_LEFT);
    edscreen_key(&s, 'a', UI_MOD_CTRL);
    edscreen_text(&s, "../Caf\xc3\xa9 [test] (v2) /etc");
    CHECK_STR(ed->name, "../Caf\xc3\xa9 [test] (v2) /etc");
    CHECK(ed->name_check.ok);
    edscreen_preedit(&s, "\xe3\x81\x8b"); /* an input method composing */
    CHECK_STR(s.preedit, "\xe3\x81\x8b");
    edscreen_text(&s, "!");
    CHECK_STR(s.preedit, "");
    CHECK_INT(edscreen_key(&s, 's', UI_MOD_CTRL), EDSCREEN_STAY);
    CHECK(!s.status_error);
    CHECK_STR(ed->id, "caf-test-v2-etc");
    char want[400];
    snprintf(want, sizeof want, "%s/caf-test-v2-etc.json", user);
    CHECK_STR(ed->path, want);
    Editor *again = editor_new(NULL, SHIPPED, user);
    Error err;
    CHECK_INT(editor_open(again, want, &err), 0);
    CHECK_STR(again->name, "../Caf\xc3\xa9 [test] (v2) /etc!");
    editor_free(again);
    editor_free(ed);
}

int main(void)
{
    test_field();
    test_long_field();
    char user[256];
    if (scratch_make(user, sizeof user, "textfield") != 0)
        return 1;
    test_screen_typing(user);
    scratch_remove(user);
    return check_report("test_ui_textfield");
}
