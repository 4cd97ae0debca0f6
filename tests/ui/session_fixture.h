/* session_fixture.h - what the session tests share (tests/ui/test_ui_session*.c): one
 * session and view, a user folder under /tmp, and helpers that name squares, feed intents and
 * read the view back. */
#ifndef MORPH_TEST_SESSION_FIXTURE_H
#define MORPH_TEST_SESSION_FIXTURE_H

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "history.h"
#include "hostfile.h"
#include "savegame.h"
#include "session.h"
#include "view.h"

static View view; /* large: kept off the stack */
static Session session;
static char user_dir[256];

static inline int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static inline char at(const char *name)
{
    const ViewSquare *s = &view.board[0].sq[sq_of(name)];
    if (!s->occupied)
        return '.';
    return s->piece.colour == VIEW_WHITE ? s->piece.type : (char)(s->piece.type + 32);
}

static inline Intent simple(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    return it;
}

static inline int apply(Intent it)
{
    return session_apply(&session, &view, &it);
}

static inline void select_sq(const char *from)
{
    Intent it = {INTENT_SELECT, 0, sq_of(from), -1, -1, false, 0, 0, 0};
    apply(it);
}

static inline void move(const char *from, const char *to)
{
    Intent it = {INTENT_MOVE, 0, sq_of(from), 0, sq_of(to), false, 0, 0, 0};
    apply(it);
}

static inline void start(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
    CHECK_INT(session.mode, SESSION_PLAY);
}

/* The shipped variant files, counted independently of the session's lookup. */
static inline int shipped_variants(void)
{
    DIR *d = opendir(MORPH_SOURCE_DIR "/variants");
    int n = 0;
    struct dirent *e;
    while (d && (e = readdir(d))) {
        size_t len = strlen(e->d_name);
        n += len > 5 && strcmp(e->d_name + len - 5, ".json") == 0;
    }
    if (d)
        closedir(d);
    return n;
}

/* The items of the move list as "e4 e5 [c5 Nc3] Nf3" ([ ] around a variation's moves). */
static inline const char *items(void)
{
    static char buf[512];
    buf[0] = '\0';
    int depth = 0;
    for (int i = 0; i < view.panel.nitems; i++) {
        const ViewMoveItem *it = &view.panel.items[i];
        size_t n = strlen(buf);
        for (; depth > it->depth; depth--)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "]");
        snprintf(buf + n, sizeof buf - n, "%s%s%s", n ? " " : "", it->starts ? "[" : "", it->text);
        depth = it->depth;
    }
    size_t n = strlen(buf);
    for (; depth > 0; depth--)
        n += (size_t)snprintf(buf + n, sizeof buf - n, "]");
    return buf;
}

/* The index of the list row whose title starts with prefix, or -1. */
static inline int menu_row(const char *prefix)
{
    for (int i = 0; i < view.modal.nitems; i++)
        if (strncmp(view.modal.items[i].title, prefix, strlen(prefix)) == 0)
            return i;
    return -1;
}

/* The number of game files in the history folder. */
static inline int history_count(void)
{
    char **names = NULL;
    int n = history_list(session.games_dir, &names);
    history_free(names, n);
    return n;
}

/* session_paste of a C string. */
static inline int paste(const char *text)
{
    return session_paste(&session, &view, text, strlen(text));
}

/* The legal action from -> to of the shown position (its notation), or "". */
static inline const char *action_text(const char *from, const char *to)
{
    for (int i = 0; i < session.nactions; i++)
        if (session.actions[i].from == sq_of(from) && session.actions[i].to == sq_of(to))
            return session.actions[i].text;
    return "";
}

/* Makes the user folder and the session; false when the session cannot start. */
static inline bool fixture_begin(const char *name)
{
    snprintf(user_dir, sizeof user_dir, "/tmp/morph-%s-%ld", name, (long)getpid());
    mkdir(user_dir, 0755);
    return session_init(&session, MORPH_SOURCE_DIR, user_dir) == 0;
}

/* Ends the session, removes the user folder; the checks' report. */
static inline int fixture_end(const char *name)
{
    session_clear(&session);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", user_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", user_dir);
    return check_report(name);
}

#endif
