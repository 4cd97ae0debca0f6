/* xerrors.h - X errors of the clipboard and of a window gone do not end the program. */
#ifndef MORPH_UI_XERRORS_H
#define MORPH_UI_XERRORS_H

/* Call once, before SDL_Init. When SDL's X11 driver may be used (DISPLAY set, SDL_VIDEODRIVER
 * unset or naming x11), an X error about a window that no longer exists (BadWindow) or a
 * request longer than the server takes (BadLength) is written to stderr and the program goes
 * on, at any point of its life up to SDL_Quit's last XCloseDisplay; any other error goes to
 * Xlib's default handler, which ends the program. Such a window is another program's (a
 * clipboard requestor that quit before the answer came) or this one's as it goes (a wakeup
 * SDL's event queue sent it reaching the server after it); such a request SDL's, a copied
 * text over the server's bound (app_clipboard_put refuses the game's). Does nothing
 * otherwise. */
void xerrors_survive(void);

#endif
