/* session_settings.c - the settings list: theme, animations, sounds, UI scale, automatic flip,
 * renderer.
 * Picking an item steps that setting to its next value at once. */
#include <stdio.h>
#include <string.h>

#include "atomicfile.h"
#include "session_parts.h"

enum { SET_THEME, SET_ANIMATIONS, SET_SOUNDS, SET_SCALE, SET_AUTO_FLIP, SET_RENDERER, SET_COUNT };

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

/* Item i's title ("Sounds: on") and detail for the settings as they are. */
static void describe(const Settings *st, int i, ViewItem *it)
{
    static const char *const names[SET_COUNT] = {"Theme",    "Animations",     "Sounds",
                                                 "UI scale", "Automatic flip", "Renderer"};
    static const char *const details[SET_COUNT] = {
        NULL, /* per theme, below */
        "Pieces that change on a move fade into their new form",
        "A sound for moves, captures, changes, check and the end",
        "The size of the panel and its text; the boards take the rest",
        "The player to move sits at the bottom, for two players at one screen",
        NULL, /* per renderer, below */
    };
    /* the key that changes it on the board, as the controller has it */
    static const IntentKind keys[SET_COUNT] = {INTENT_NONE, INTENT_ANIMATION, INTENT_SOUNDS,
                                               INTENT_NONE, INTENT_AUTO_FLIP, INTENT_NONE};
    static const char *const renderers[SETTINGS_RENDERER_COUNT][2] = {
        {"software", "The processor draws: light on memory (applies at the next start)"},
        {"accelerated", "The graphics driver draws (OpenGL): for very large windows (applies at "
                        "the next start)"},
    };
    static const char *const themes[SETTINGS_THEME_COUNT][2] = {
        {"Classic", "Wood board, dark panel"},
        {"Dark", "Slate board, dark panel"},
        {"Light", "Green board, light panel"},
    };
    char value[16];
    const bool flags[SET_COUNT] = {false, st->animations, st->sounds, false, st->auto_flip, false};
    const char *detail = details[i];
    if (i == SET_THEME)
        snprintf(value, sizeof value, "%s", themes[st->theme][0]);
    else if (i == SET_RENDERER)
        snprintf(value, sizeof value, "%s", renderers[st->renderer][0]);
    else if (i == SET_SCALE)
        snprintf(value, sizeof value, "%d%%", st->ui_scale);
    else
        snprintf(value, sizeof value, "%s", flags[i] ? "on" : "off");
    memset(it, 0, sizeof *it);
    snprintf(it->title, sizeof it->title, "%s: %s", names[i], value);
    if (i == SET_THEME)
        detail = themes[st->theme][1];
    else if (i == SET_RENDERER)
        detail = renderers[st->renderer][1];
    const char *key = controller_key_text(keys[i], 0);
    if (key[0])
        snprintf(it->detail, sizeof it->detail, "%s (%s)", detail, key);
    else
        snprintf(it->detail, sizeof it->detail, "%s", detail);
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
    case SET_RENDERER:
        st->renderer = (SettingsRenderer)((st->renderer + 1) % SETTINGS_RENDERER_COUNT);
        break;
    default:
        return 0;
    }
    s->settings_changed = true;
    fill(s, v, i);
    return 1;
}

void session_write_settings(Session *s, View *v, const char *path)
{
    char msg[4400];
    int rc = path[0] ? settings_save(&s->settings, path, msg, (int)sizeof msg) : 0;
    if (rc == 0)
        return;
    fprintf(stderr, "morphchess: %s\n", msg);
    session_status_failure(v, rc < 0 ? "Settings not saved" : "Settings saved", path,
                           atomicfile_reason(msg, path));
}
