/* xclipboard.h - the clipboard's text with its length, as X11 holds it. */
#ifndef MORPH_UI_XCLIPBOARD_H
#define MORPH_UI_XCLIPBOARD_H

#include <stddef.h>

/* Under SDL's X11 driver (after SDL_Init), the CLIPBOARD selection's text (UTF8_STRING) read
 * whole, with its length: a NUL byte in it is kept, where SDL_GetClipboardText's C string
 * ends at it. Returns 1 with *bytes (free(), NUL-terminated past *len) and *len; 0 when it is
 * not read this way and SDL's text is to be used: another video driver, no libX11 loaded, no
 * owner, the owner refusing UTF8_STRING or not answering within a few seconds, a text over
 * 256 MB. A big text the owner sends in parts (INCR) is read part by part. */
int xclipboard_read(char **bytes, size_t *len);

#endif
