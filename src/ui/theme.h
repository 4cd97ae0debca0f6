/* theme.h - the colours of the program: one table per theme of the settings. */
#ifndef MORPH_UI_THEME_H
#define MORPH_UI_THEME_H

#include <SDL.h>

#include "settings.h"

typedef struct Theme {
    /* window and panel */
    SDL_Color window, panel, panel_edge;
    SDL_Color text, text_dim, error_text;
    SDL_Color accent, accent_text; /* the accent, and text drawn on it */
    SDL_Color row_highlight;
    SDL_Color chip, chip_text;
    /* board */
    SDL_Color frame, frame_edge, coord;
    SDL_Color light, dark; /* squares */
    SDL_Color last_move, selected, move_mark, hover, check, portal, wall;
    /* pieces drawn as tokens, badges and overlays (the same in every theme:
     * a piece looks alike wherever it is shown) */
    SDL_Color ivory, ink, ebony, ebony_line;
    SDL_Color badge, badge_edge, badge_text;
    SDL_Color set, set_text;
    /* overlays */
    SDL_Color shade, banner;
} Theme;

/* The colours of theme t (SETTINGS_THEME_CLASSIC for a value out of range):
 * a table that lives as long as the program. */
const Theme *theme_get(SettingsTheme t);

#endif
