/* platform.c - SDL event -> UiEvent (keys, mouse, window size, quit). */
#include "platform.h"
#include "platform_paths.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int mods_of(Uint16 m)
{
    int mods = 0;
    if (m & KMOD_SHIFT)
        mods |= UI_MOD_SHIFT;
    if (m & (KMOD_CTRL | KMOD_GUI)) /* Cmd on macOS plays Ctrl's part */
        mods |= UI_MOD_CTRL;
    if (m & KMOD_ALT)
        mods |= UI_MOD_ALT;
    return mods;
}

static int key_of(SDL_Keycode k)
{
    if ((k >= SDLK_a && k <= SDLK_z) || (k >= SDLK_0 && k <= SDLK_9))
        return (int)k; /* SDL keycodes of letters and digits are their ASCII */
    switch (k) {
    case SDLK_ESCAPE:
        return UI_KEY_ESCAPE;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
        return UI_KEY_RETURN;
    case SDLK_LEFT:
        return UI_KEY_LEFT;
    case SDLK_RIGHT:
        return UI_KEY_RIGHT;
    case SDLK_UP:
        return UI_KEY_UP;
    case SDLK_DOWN:
        return UI_KEY_DOWN;
    case SDLK_HOME:
        return UI_KEY_HOME;
    case SDLK_END:
        return UI_KEY_END;
    case SDLK_PAGEUP:
        return UI_KEY_PAGE_UP;
    case SDLK_PAGEDOWN:
        return UI_KEY_PAGE_DOWN;
    case SDLK_F1:
        return UI_KEY_F1;
    case SDLK_BACKSPACE:
        return UI_KEY_BACKSPACE;
    case SDLK_DELETE:
        return UI_KEY_DELETE;
    case SDLK_SPACE:
        return UI_KEY_SPACE;
    case SDLK_COMMA:
        return ',';
    default:
        return UI_KEY_OTHER;
    }
}

static int button_of(Uint8 b)
{
    switch (b) {
    case SDL_BUTTON_LEFT:
        return UI_BUTTON_LEFT;
    case SDL_BUTTON_MIDDLE:
        return UI_BUTTON_MIDDLE;
    case SDL_BUTTON_RIGHT:
        return UI_BUTTON_RIGHT;
    default:
        return 0;
    }
}

bool platform_translate(const SDL_Event *e, float sx, float sy, UiEvent *out)
{
    memset(out, 0, sizeof *out);
    switch (e->type) {
    case SDL_QUIT:
        out->kind = UI_EV_QUIT;
        return true;
    case SDL_KEYDOWN:
        out->kind = UI_EV_KEY;
        out->key = key_of(e->key.keysym.sym);
        out->mods = mods_of(e->key.keysym.mod);
        return true;
    case SDL_TEXTINPUT:
        out->kind = UI_EV_TEXT;
        snprintf(out->text, sizeof out->text, "%s", e->text.text);
        return true;
    case SDL_TEXTEDITING:
        out->kind = UI_EV_TEXT_EDIT;
        snprintf(out->text, sizeof out->text, "%s", e->edit.text);
        return true;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        out->kind = e->type == SDL_MOUSEBUTTONDOWN ? UI_EV_MOUSE_DOWN : UI_EV_MOUSE_UP;
        out->button = button_of(e->button.button);
        out->mods = mods_of(SDL_GetModState()); /* Shift, Alt: the colour of a mark drawn */
        out->x = (int)((float)e->button.x * sx);
        out->y = (int)((float)e->button.y * sy);
        return out->button != 0;
    case SDL_MOUSEMOTION:
        out->kind = UI_EV_MOUSE_MOVE;
        out->x = (int)((float)e->motion.x * sx);
        out->y = (int)((float)e->motion.y * sy);
        return true;
    case SDL_MOUSEWHEEL:
        if (e->wheel.y == 0)
            return false;
        out->kind = UI_EV_WHEEL;
        out->y = e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y : e->wheel.y;
        return true;
    case SDL_WINDOWEVENT:
        switch (e->window.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            out->kind = UI_EV_RESIZE;
            out->x = (int)((float)e->window.data1 * sx);
            out->y = (int)((float)e->window.data2 * sy);
            return true;
        case SDL_WINDOWEVENT_EXPOSED:
        case SDL_WINDOWEVENT_SHOWN:
        case SDL_WINDOWEVENT_RESTORED:
        case SDL_WINDOWEVENT_MAXIMIZED:
            out->kind = UI_EV_NONE; /* just draw again */
            return true;
        default:
            return false;
        }
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        out->kind = UI_EV_NONE;
        return true;
    default:
        return false;
    }
}

int platform_user_dir(char *buf, size_t size)
{
    /* One lookup for the whole program: platform_paths.c applies the XDG
     * rules (an empty or relative XDG_DATA_HOME is ignored) and the
     * MORPHCHESS_USER_DIR override. */
    char dir[1024], err[256];
    if (platform_paths_user_dir(dir, (int)sizeof dir, err, (int)sizeof err) != 0) {
        if (size)
            buf[0] = '\0';
        return -1;
    }
    size_t n = strlen(dir);
    if (n > 1 && dir[n - 1] == '/')
        dir[n - 1] = '\0';
    snprintf(buf, size, "%s", dir);
    return 0;
}
