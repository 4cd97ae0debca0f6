/* fontfind.h - locating the DejaVu Sans font files without SDL. */
#ifndef MORPH_UI_FONTFIND_H
#define MORPH_UI_FONTFIND_H

#define FONTFIND_ENV "MORPHCHESS_FONT"
#define FONTFIND_FILE "DejaVuSans.ttf"
#define FONTFIND_BOLD_FILE "DejaVuSans-Bold.ttf"

/* Finds the font: `override` (a file, or a directory holding `file`) when
 * not NULL or empty, else the first of dirs[0..ndirs) holding `file`. On
 * success writes the path into out (size n) and returns 0. An override that
 * names nothing readable is an error, not a fallback: returns -1 with a
 * message in err (size errn) naming it; so does finding nothing, naming every
 * place tried. Outputs are written only on their outcome. */
int fontfind_locate(const char *override, const char *const *dirs, int ndirs, const char *file,
                    char *out, int n, char *err, int errn);

/* The same with the override from $MORPHCHESS_FONT and the usual font
 * directories (Debian's /usr/share/fonts/truetype/dejavu first). */
int fontfind_default(const char *file, char *out, int n, char *err, int errn);

/* Writes into out (size n) the sibling of `path` called `file` (e.g. the
 * bold face next to the regular one); returns 0 if it is readable, else -1. */
int fontfind_sibling(const char *path, const char *file, char *out, int n);

#endif
