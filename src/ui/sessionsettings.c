/* sessionsettings.c - the settings list: theme, animations, sounds, UI scale, automatic flip.
 * Picking an item steps that setting to its next value at once. */
#include <stdio.h>
#include <string.h>

#include "session_parts.h"

enum { SET_THEME, SET_ANIMATIONS, SET_SOUNDS, SET_SCALE, SET_AUTO_FLIP, SET_COUNT };

/* The UI scales the list steps through (the settings file may hold any of 50..300). */
static const int scales[] = {75, 100, 125, 150, 175, 200};
enum { NSCALES = sizeof scales / sizeof scales[0] };

static int next_scale(int now)
{
    for (int i = 0; i < NSCALES; i++)
        if (scales[i] > now)
            return scales[i];
    return scales[0];
}

static const char *on_off(bool on)
{
    return on ? "on" : "off";
}

/* Item i's title and detail for the settings as they are. */
static void describe(const Settings *st, int i, ViewItem *it)
{
    static const char *const theme_titles[SETTINGS_THEME_COUNT] = {"Classic", "Dark", "Light"};
    static const char *const theme_details[SETTINGS_THEME_COUNT] = {
        "Wood board, dark panel",
        "Slate board, dark panel",
        "Green board, light panel",
    };
    memset(it, 0, sizeof *it);
    switch (i) {
    case SET_THEME:
        snprintf(it->title, sizeof it->title, "Theme: %s", theme_titles[st->theme]);
        snprintf(it->detail, sizeof it->detail, "%s", theme_details[st->theme]);
        break;
    case SET_ANIMATIONS:
        snprintf(it->title, sizeof it->title, "Animations: %s", on_off(st->animations));
        snprintf(it->detail, sizeof it->detail,
                 "Pieces that change on a move fade into their "
                 "new form (A)");
        break;
    case SET_SOUNDS:
        snprintf(it->title, sizeof it->title, "Sounds: %s", on_off(st->sounds));
        snprintf(it->detail, sizeof it->detail,
                 "A sound for moves, captures, changes, check and "
                 "the end (S)");
        break;
    case SET_SCALE:
        snprintf(it->title, sizeof it->title, "UI scale: %d%%", st->ui_scale);
        snprintf(it->detail, sizeof it->detail,
                 "The size of the panel and its text; the boards "
                 "take the rest");
        break;
    default:
        snprintf(it->title, sizeof it->title, "Automatic flip: %s", on_off(st->auto_flip));
        snprintf(it->detail, sizeof it->detail,
                 "The player to move sits at the bottom, for "
                 "two players at one screen (T)");
        break;
    }
}

static void fill(const Session *s, View *v, int selected)
{
    ViewModal *m = &v->modal;
    for (int i = 0; i < SET_COUNT; i++)
        describe(&s->settings, i, &m->items[i]);
    m->nitems = SET_COUNT;
    m->selected = selected;
}

void session_show_settings(Session *s, View *v)
{
    if (s->mode != SESSION_SETTINGS)
        s->back = s->mode;
    ViewModal *m = session_open_list(s, v, "Settings");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Click a setting, or press Enter, to change it. Changes are saved at once.");
    s->mode = SESSION_SETTINGS;
    session_drop_selection(s);
    fill(s, v, 0);
}

int session_settings_pick(Session *s, View *v, int i)
{
    Settings *st = &s->settings;
    switch (i) {
    case SET_THEME:
        st->theme = (SettingsTheme)((st->theme + 1) % SETTINGS_THEME_COUNT);
        break;
    case SET_ANIMATIONS:
        st->animations = !st->animations;
        break;
    case SET_SOUNDS:
        st->sounds = !st->sounds;
        break;
    case SET_SCALE:
        st->ui_scale = next_scale(st->ui_scale);
        break;
    case SET_AUTO_FLIP:
        st->auto_flip = !st->auto_flip;
        if (st->auto_flip && s->match)
            v->flipped = match_to_move(s->match) == BLACK;
        break;
    default:
        return 0;
    }
    s->settings_changed = true;
    fill(s, v, i);
    return 1;
}
