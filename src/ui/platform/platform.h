/* platform.h - the one place where SDL events become the program's own UiEvent. */
#ifndef MORPH_UI_PLATFORM_H
#define MORPH_UI_PLATFORM_H

#include <SDL.h>
#include <stdbool.h>

#include "controller.h"

/* Translates e into *out; pointer positions and sizes are multiplied by
 * (sx, sy) to turn window points into drawable pixels (HiDPI). Returns true
 * when the event matters to the program: *out then holds it, or has kind
 * UI_EV_NONE for a window event that only asks for a redraw. Returns false
 * for events the program ignores. */
bool platform_translate(const SDL_Event *e, float sx, float sy, UiEvent *out);

/* The user data directory (saved games, autosave, user variants): $MORPHCHESS_USER_DIR
 * when set, else SDL's per-user preference path for morphchess (created).
 * Writes it without a trailing slash into buf; returns 0, or -1 with buf "". */
int platform_user_dir(char *buf, size_t size);

#endif
