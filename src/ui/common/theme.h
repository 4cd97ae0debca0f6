/* theme.h - the colours of the program: one table per theme of the settings. */
#ifndef MORPH_UI_THEME_H
#define MORPH_UI_THEME_H

#include <stdint.h>

#include "settings.h"

/* A colour, 8 bits per channel; a is the opacity (255 opaque). */
typedef struct UiColor {
    uint8_t r, g, b, a;
} UiColor;

typedef struct Theme {
    /* window and panel */
    UiColor window, panel, panel_edge;
    UiColor text, text_dim, error_text;
    UiColor accent, accent_text; /* the accent, and text drawn on it */
    UiColor row_highlight;
    UiColor chip, chip_text;
    /* board */
    UiColor frame, frame_edge, coord;
    UiColor light, dark; /* squares */
    UiColor last_move, selected, move_mark, hover, check, portal, wall;
    UiColor wrong; /* the squares of a wrong try's explanation (a hint's are the accent) */
    /* pieces drawn as tokens, badges and overlays (the same in every theme:
     * a piece looks alike wherever it is shown) */
    UiColor ivory, ink, ebony, ebony_line;
    UiColor badge, badge_edge, badge_text;
    UiColor set, set_text;
    /* overlays */
    UiColor shade, banner;
} Theme;

/* The colours of theme t (SETTINGS_THEME_CLASSIC for a value out of range):
 * a table that lives as long as the program. */
const Theme *theme_get(SettingsTheme t);

#endif
