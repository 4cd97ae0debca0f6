/* fieldview.c - an editable line of text drawn as it is being typed: its visible end, the
 * selection, an input method's composition and the cursor (the editor's fields, the
 * comment box). */
#include "fieldview.h"

#include <stdio.h>
#include <string.h>

/* The end of `now` (with "..." when cut) that fits in max_w pixels at px into out (size n);
 * returns how many bytes of now were cut from the start. */
size_t fieldview_fit(Draw *d, const char *now, int px, int max_w, char *out, size_t n)
{
    size_t len = strlen(now), skip = 0;
    for (;;) {
        snprintf(out, n, "%s%s", skip ? "..." : "", now + skip);
        int tw = 0, th = 0;
        text_measure(d->text, out, px, false, &tw, &th);
        if (tw + px <= max_w || skip >= len)
            return skip;
        skip++;
        while (skip < len && ((unsigned char)now[skip] & 0xC0) == 0x80)
            skip++;
    }
}

/* The width of the first `bytes` bytes of s at px. */
int fieldview_prefix_width(Draw *d, const char *s, int bytes, int px)
{
    char buf[TEXTFIELD_MAX + 80];
    int tw = 0, th = 0;
    if (bytes <= 0)
        return 0;
    snprintf(buf, sizeof buf, "%.*s", bytes, s);
    text_measure(d->text, buf, px, false, &tw, &th);
    return tw;
}

/* The focused field drawn in box r as shown (shown: now from byte skip, after "..." when
 * skip > 0): the selection inverted, an input method's composition underlined at the
 * cursor, and the cursor as a bar. */
void fieldview_draw_editing(Draw *d, const TextField *f, const char *preedit, const char *now,
                            size_t skip, UiRect r, int px)
{
    int a, b, lead = skip ? 3 : 0, x0 = r.x + px / 2, h = r.h - 8;
    textfield_range(f, now, &a, &b);
    char shown[TEXTFIELD_MAX + 80];
    snprintf(shown, sizeof shown, "%s%s", skip ? "..." : "", now + skip);
    int sa = a < (int)skip ? lead : a - (int)skip + lead;
    int sb = b < (int)skip ? lead : b - (int)skip + lead;
    int cur = f->cursor == a ? sa : sb;
    int xa = x0 + fieldview_prefix_width(d, shown, sa, px),
        xb = x0 + fieldview_prefix_width(d, shown, sb, px);
    if (sb > sa) {
        char sel[TEXTFIELD_MAX];
        snprintf(sel, sizeof sel, "%.*s", sb - sa, shown + sa);
        draw_fill(d, (UiRect){xa, r.y + 4, xb - xa, h}, d->theme->chip);
        draw_text_in(d, sel, px, false, d->theme->chip_text, (UiRect){xa, r.y, xb - xa, r.h},
                     DRAW_LEFT);
    }
    int xc = x0 + fieldview_prefix_width(d, shown, cur, px);
    if (preedit[0]) {
        int tw = 0, th = 0;
        text_measure(d->text, preedit, px, false, &tw, &th);
        draw_fill(d, (UiRect){xc, r.y + 2, tw + 2, r.h - 4}, d->theme->chip);
        draw_text_in(d, preedit, px, false, d->theme->chip_text, (UiRect){xc + 1, r.y, tw, r.h},
                     DRAW_LEFT);
        draw_fill(d, (UiRect){xc, r.y + r.h - 5, tw + 2, 2}, d->theme->chip_text);
        xc += tw + 2;
    }
    draw_fill(d, (UiRect){xc, r.y + 4, px / 10 + 1, h}, d->theme->accent_text);
}
