/* fieldview.h - an editable line of text (textfield.h) drawn as it is being typed. */
#ifndef MORPH_UI_FIELDVIEW_H
#define MORPH_UI_FIELDVIEW_H

#include <stddef.h>

#include "draw.h"
#include "textfield.h"

/* The end of `now` (with "..." when cut) that fits in max_w pixels at px into out (size n);
 * returns how many bytes of now were cut from the start. */
size_t fieldview_fit(Draw *d, const char *now, int px, int max_w, char *out, size_t n);

/* The width of the first `bytes` bytes of s at px. */
int fieldview_prefix_width(Draw *d, const char *s, int bytes, int px);

/* The focused field f drawn in box r as shown (now from byte skip, after "..." when
 * skip > 0): the selection inverted, the input method's composition `preedit` underlined at
 * the cursor, and the cursor as a bar. */
void fieldview_draw_editing(Draw *d, const TextField *f, const char *preedit, const char *now,
                            size_t skip, UiRect r, int px);

#endif
