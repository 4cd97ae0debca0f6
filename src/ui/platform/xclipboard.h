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

/* Under SDL's X11 driver, the longest text SDL_SetClipboardText can hand over: SDL puts the
 * text in a window property in one request, and a longer one than the X server takes (16 MB
 * with BIG-REQUESTS) fails with BadLength, the clipboard holding nothing. 0 when no bound is
 * known: another video driver, no libX11 loaded, no display. */
size_t xclipboard_copy_max(void);

#endif
