/* assetdir.h - finding the installed or source-tree assets directory without SDL. */
#ifndef MORPH_UI_ASSETDIR_H
#define MORPH_UI_ASSETDIR_H

#define ASSETDIR_ENV "MORPHCHESS_ASSETS"

/* Finds the directory holding `probe` (e.g. "pieces/wK.svg"): $MORPHCHESS_ASSETS
 * if set (an error if it lacks probe), else each of dirs[0..ndirs) in turn.
 * Writes the directory into out (size n) and returns 0, or returns -1 with a
 * message naming the places tried in err (size errn). */
int assetdir_find(const char *probe, const char *const *dirs, int ndirs, char *out, int n,
                  char *err, int errn);

#endif
