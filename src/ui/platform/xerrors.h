/* xerrors.h - X errors of the clipboard do not end the program. */
#ifndef MORPH_UI_XERRORS_H
#define MORPH_UI_XERRORS_H

/* Under SDL's X11 driver (call after SDL_Init), an X error about a window that no longer
 * exists (BadWindow) or a request longer than the server takes (BadLength) is written to
 * stderr and the program goes on; any other error goes to the handler that was there before
 * (SDL's, then Xlib's, which ends the program). Such a window is another program's: a
 * clipboard requestor that quit before the answer came; such a request SDL's, a copied text
 * over the server's bound (app_clipboard_put refuses the game's). Does nothing under other
 * video drivers. */
void xerrors_survive(void);

#endif
