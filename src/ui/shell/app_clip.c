/* app_clip.c - the clipboard's text as the window's pastes take it (app.h). */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "morphchess/pgn.h"
#include "xclipboard.h"

char *app_clipboard(size_t *len)
{
    char *bytes = NULL;
    if (xclipboard_read(&bytes, len))
        return bytes;
    *len = 0;
    char *text = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
    if (!text)
        return NULL;
    size_t n = strlen(text); /* SDL's own memory, handed back as the caller's */
    char *copy = malloc(n + 1);
    if (copy) {
        memcpy(copy, text, n + 1);
        *len = n;
    }
    SDL_free(text);
    return copy;
}

char *app_clipboard_field(char *why, size_t n)
{
    size_t len = 0;
    char *text = app_clipboard(&len);
    Error err;
    error_clear(&err);
    why[0] = '\0';
    if (text && pgn_check_text(text, len, "the pasted text", &err) != 0) {
        char what[400];
        error_format(&err, what, sizeof what);
        snprintf(why, n, "Not pasted: %s", what);
        free(text);
        return NULL;
    }
    return text;
}

int app_clipboard_put(const char *text, char *why, size_t n)
{
    /* under X11 a text longer than the server takes in one request would fail there
     * (BadLength) after SDL said it was copied, and nothing would be on the clipboard */
    size_t len = strlen(text), most = xclipboard_copy_max();
    if (most && len > most) {
        snprintf(why, n, "Not copied: its %.1f MB are more than X11's clipboard takes (%.1f MB).",
                 (double)len / 1048576.0, (double)most / 1048576.0);
        return -1;
    }
    if (SDL_SetClipboardText(text) != 0) {
        snprintf(why, n, "Not copied: the clipboard refused it.");
        return -1;
    }
    return 0;
}
