/* keyhelp.h - the keys and mouse actions the F1 help lists: the one table that the README's
 * key table and the man page's KEYS are checked against (tests/ui/house_keys.c). */
#ifndef MORPH_UI_KEYHELP_H
#define MORPH_UI_KEYHELP_H

/* One row of the help: the keys or the mouse action ("Ctrl+Z  /  Ctrl+Y", "F1") and what
 * they do. Keys are named as the help shows them: "Ctrl+", "Shift+", arrows as glyphs. */
typedef struct KeyHelp {
    const char *keys;
    const char *what;
} KeyHelp;

/* The rows in the order the help shows them, and how many. */
extern const KeyHelp keyhelp_rows[];
extern const int keyhelp_count;

#endif
