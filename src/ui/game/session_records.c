/* session_records.c - the game as text for the clipboard (FEN, PGN), text pasted or a .pgn
 * file opened as a game (docs/pgn.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "hostfile.h"
#include "morphchess/pgn.h"
#include "savegame.h"
#include "session_parts.h"

/* Whether the variant of the game on the board is one of the shipped files. */
static bool shipped(const Session *s)
{
    const char *id = variant_def(s->variant)->id;
    if (!id[0] || !s->data_dir[0])
        return false;
    char path[SESSION_PATH_MAX + 80];
    snprintf(path, sizeof path, "%s/variants/%s.json", s->data_dir, id);
    Variant *v = NULL;
    Error err;
    if (host_load_variant(path, &v, &err) != 0)
        return false;
    char *a = variant_to_json(variant_def(v)), *b = variant_to_json(variant_def(s->variant));
    bool same = a && b && strcmp(a, b) == 0;
    free(a);
    free(b);
    variant_free(v);
    return same;
}

char *session_copy_text(Session *s, bool game)
{
    if (!s->match)
        return NULL;
    if (!game) {
        char fen[1024];
        if (match_fen(s->match, fen, sizeof fen) < 0)
            return NULL;
        size_t n = strlen(fen) + 1;
        char *out = malloc(n);
        if (out)
            memcpy(out, fen, n);
        return out;
    }
    char *out = NULL;
    Error err;
    GameInfo *g = malloc(sizeof *g);
    if (!g)
        return NULL;
    *g = s->info;
    gameinfo_set_tag(g, SESSION_CLOCK_TAG, NULL); /* the program's own, not the record's */
    gameinfo_set_tag(g, SESSION_IMPORTED_TAG, NULL);
    /* a person who gave no name is lichess's "Anonymous", not the unknown "?" of a record
     * that does not say */
    for (int c = WHITE; c <= BLACK; c++)
        if (g->player[c].kind == GAME_HUMAN && !g->player[c].name[0] &&
            !gameinfo_tag(&s->info, SESSION_IMPORTED_TAG))
            snprintf(g->player[c].name, sizeof g->player[c].name, "Anonymous");
    int rc = match_pgn_write_game(s->match, g, !shipped(s), &out, &err);
    free(g);
    return rc == 0 ? out : NULL;
}

Variant *session_copy_variant(const Session *s, Error *err)
{
    char *json = variant_to_json(variant_def(s->variant));
    Variant *v = NULL;
    if (!json) {
        error_set(err, "", "out of memory");
        return NULL;
    }
    char name[VAR_NAME_MAX + 8];
    snprintf(name, sizeof name, "%s.json", variant_def(s->variant)->id);
    if (variant_load_text(json, name, &v, err) != 0)
        v = NULL;
    free(json);
    return v;
}

/* The variant a PGN game names: its VariantJSON, its Variant tag (a shipped or user variant
 * id), else the variant on the board, else orthodox chess (what PGN means without the tag).
 * NULL with err. *how says which. */
static Variant *game_variant(const Session *s, const PgnGame *g, const char *name, const char **how,
                             Error *err)
{
    Variant *v = NULL;
    if (pgn_variant(g, name, &v, err) != 0)
        return NULL;
    if (v) {
        *how = "its own variant";
        return v;
    }
    const char *id = pgn_variant_id(pgn_tag(g, "Variant")); /* "Standard" is orthodox chess */
    bool untagged = !id || !id[0];
    if (untagged && !s->variant)
        id = "fide";
    if (id && id[0]) {
        const char *dirs[2] = {s->data_dir, s->user_dir};
        for (int i = 0; i < 2; i++) {
            char path[SESSION_PATH_MAX + 80];
            if (!dirs[i][0] || strchr(id, '/'))
                continue;
            snprintf(path, sizeof path, "%s/variants/%.60s.json", dirs[i], id);
            if (host_load_variant(path, &v, err) == 0) {
                *how = untagged ? "no Variant tag: orthodox chess" : "its Variant tag";
                return v;
            }
        }
        error_set(err, name, "unknown variant \"%.60s\" (its Variant tag)", id);
        return NULL;
    }
    *how = "the variant on the board: the text names none";
    return session_copy_variant(s, err);
}

/* Opens game k (from 1) of the PGN text as a new game; the message on failure names
 * `name`. */
static int open_pgn(Session *s, View *v, const char *text, const char *name, int k)
{
    Error err;
    error_clear(&err);
    char msg[900];
    int n = pgn_count(text);
    PgnGame *g = n > 0 ? pgn_game(text, k, &err) : NULL;
    if (!g) {
        if (n <= 0)
            error_set(&err, name, "no game in the text");
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot read the game", msg);
        return -1;
    }
    const char *how = "";
    Variant *var = game_variant(s, g, name, &how, &err);
    Match *m = var ? match_new(var, NULL, &err) : NULL;
    MatchNotes notes;
    notes.count = 0;
    if (m && match_play_record(m, pgn_text(g), &notes, &err) != 0) {
        char where[600];
        error_format(&err, where, sizeof where);
        snprintf(msg, sizeof msg, "%.60s: %.700s", name, where);
        match_free(m);
        variant_free(var);
        pgn_free(g);
        session_show_message(s, v, "Cannot replay the game", msg);
        return -1;
    }
    if (!m) {
        error_format(&err, msg, sizeof msg);
        variant_free(var);
        pgn_free(g);
        session_show_message(s, v, "Cannot read the game", msg);
        return -1;
    }
    GameInfo info; /* its players, clock, tags and result: a 0-1 ends the game */
    pgn_game_info(g, &info);
    Error end;
    gameinfo_apply(&info, m, &end);
    gameinfo_from_match(&info, m);
    gameinfo_set_tag(&info, SESSION_IMPORTED_TAG, "1"); /* a record, not a game played here */
    pgn_free(g);
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, &info);
    if (n > 1)
        session_set_status(v, "Opened game %d of %d from %.60s (%.60s).", k, n, name, how);
    else if (notes.count > 0)
        session_set_status(v, "Opened %.60s (%.60s); %d note%s: %.80s", name, how, notes.count,
                           notes.count == 1 ? "" : "s", notes.note[0].what);
    else
        session_set_status(v, "Opened %.60s (%.60s).", name, how);
    return 0;
}

/* A record of several games: which one? A list like lichess's import of a study's chapters,
 * each game by its players, result, event and date, the one on the board selected; Esc keeps
 * it. The text is kept (s->record) for the pick. */
static void pick_list(Session *s, View *v, const char *text, const char *name, int shown)
{
    if (text != s->record) {
        size_t len = strlen(text) + 1;
        char *copy = malloc(len);
        if (!copy)
            return;
        memcpy(copy, text, len);
        free(s->record);
        s->record = copy;
    }
    snprintf(s->record_name, sizeof s->record_name, "%s", name);
    int n = pgn_count(s->record);
    ViewModal *m = session_open_list(s, v, "Which game?");
    snprintf(m->subtitle, sizeof m->subtitle,
             "%.60s holds %d games: Return opens the one picked, Esc keeps game %d.", name, n,
             shown);
    for (int k = 1; k <= n && s->nentries < VIEW_MAX_ITEMS; k++) {
        Error err;
        PgnGame *g = pgn_game(s->record, k, &err);
        SessionEntry *e = &s->entries[s->nentries++];
        e->kind = ENTRY_RECORD_GAME;
        snprintf(e->path, sizeof e->path, "%d", k);
        ViewItem *it = &m->items[m->nitems++];
        memset(it, 0, sizeof *it);
        const char *w = g ? pgn_tag(g, "White") : NULL, *b = g ? pgn_tag(g, "Black") : NULL;
        const char *r = g ? pgn_tag(g, "Result") : NULL, *ev = g ? pgn_tag(g, "Event") : NULL;
        const char *d = g ? pgn_tag(g, "Date") : NULL;
        char title[2 * VIEW_LINE_MAX];
        snprintf(title, sizeof title, "%d. %.60s \xe2\x80\x94 %.60s", k, w && *w ? w : "?",
                 b && *b ? b : "?");
        view_copy_text(it->title, sizeof it->title, title);
        char detail[3 * VIEW_LINE_MAX];
        snprintf(detail, sizeof detail, "%s%s%.100s%s%.20s",
                 !g                               ? "cannot be read"
                 : r && strcmp(r, "1/2-1/2") == 0 ? "\xc2\xbd-\xc2\xbd"
                 : r                              ? r
                                                  : "*",
                 ev && *ev && strcmp(ev, "?") ? " \xc2\xb7 " : "", ev && strcmp(ev, "?") ? ev : "",
                 d && *d && !strchr(d, '?') ? " \xc2\xb7 " : "", d && !strchr(d, '?') ? d : "");
        view_copy_text(it->detail, sizeof it->detail, detail);
        pgn_free(g);
    }
    m->selected = shown - 1 < m->nitems ? shown - 1 : 0;
    s->mode = SESSION_CONFIRM;
    session_refresh(s, v);
}

int session_open_record_game(Session *s, View *v, int k)
{
    if (!s->record || k < 1)
        return -1;
    char name[SESSION_PATH_MAX];
    snprintf(name, sizeof name, "%s", s->record_name);
    return open_pgn(s, v, s->record, name, k);
}

/* Opens game 1 of a record, and when it holds more, the list to pick another. */
static int open_record(Session *s, View *v, const char *text, const char *name)
{
    int rc = open_pgn(s, v, text, name, 1);
    if (rc == 0 && pgn_count(text) > 1)
        pick_list(s, v, text, name, 1);
    return rc;
}

/* Whether text reads as a FEN of the variant on the board: the new game, or -1 with err. */
static int open_fen(Session *s, View *v, const char *text, Error *err)
{
    Match *probe = match_new(s->variant, text, err);
    if (!probe)
        return -1;
    match_free(probe);
    Variant *var = session_copy_variant(s, err);
    Match *m = var ? match_new(var, text, err) : NULL;
    if (!m) {
        variant_free(var);
        return -1;
    }
    session_new_game(s, v, var, m, NULL, NULL, NULL);
    session_set_status(v, "Pasted a position of %.80s.", variant_def(var)->name);
    return 0;
}

int session_start_fen(Session *s, View *v, const char *fen, Error *err)
{
    if (!s->variant)
        return error_set(err, "", "no game on the board to take the variant from");
    Variant *var = session_copy_variant(s, err);
    Match *m = var ? match_new(var, fen, err) : NULL;
    if (!m) {
        variant_free(var);
        return -1;
    }
    session_new_game(s, v, var, m, NULL, NULL, NULL);
    session_set_status(v, "A game of %.80s from the position set up.", variant_def(var)->name);
    return 0;
}

/* Whether a line is meant as a FEN: its first word holds a '/' between ranks, which no word
 * of a movetext holds but the result 1/2-1/2. */
static bool fen_like(const char *line)
{
    size_t w = strcspn(line, " \t");
    return memchr(line, '/', w) != NULL && !(w == 7 && strncmp(line, "1/2-1/2", 7) == 0);
}

int session_paste(Session *s, View *v, const char *text, size_t len)
{
    if (!text || len == 0) { /* X11's text is read whole to 256 MB (xclipboard.c), else SDL's */
        session_set_status(v, "%s",
                           "Nothing to paste: the clipboard gave no text (none held, its owner "
                           "silent for 5 s, or over 256 MB under X11).");
        return -1;
    }
    Error err;
    error_clear(&err);
    if (pgn_check_text(text, len, "the pasted text", &err) != 0) {
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot read the game", msg);
        return -1;
    }
    /* its len bytes (no NUL among them: checked above) made a C string: the
     * clipboard's text ends in a NUL, a caller's bytes need not */
    char *copy = malloc(len + 1);
    if (!copy) {
        session_show_message(s, v, "Cannot read the game", "the pasted text: out of memory");
        return -1;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    const char *at = copy;
    while (*at == ' ' || *at == '\n' || *at == '\r' || *at == '\t')
        at++;
    char line[1024];
    size_t n = strcspn(at, "\r\n");
    int rc = 1;
    if (s->match && n < sizeof line) {
        memcpy(line, at, n);
        line[n] = '\0';
        while (n > 0 && line[n - 1] == ' ')
            line[--n] = '\0';
        if (at[strspn(at + n, " \r\n\t") + n] == '\0') {
            if (open_fen(s, v, line, &err) == 0) {
                rc = 0;
            } else if (fen_like(line)) { /* the reader's words and column, not a PGN's */
                char what[600], msg[800];
                error_format(&err, what, sizeof what);
                snprintf(msg, sizeof msg, "the pasted text, read as a position of %.80s: %.600s",
                         variant_def(s->variant)->name, what);
                session_show_message(s, v, "Cannot read the position", msg);
                rc = -1;
            }
        }
    }
    if (rc > 0)
        rc = open_record(s, v, at, "the pasted text");
    free(copy);
    return rc;
}

int session_open_pgn(Session *s, View *v, const char *path)
{
    char *text = NULL;
    Error err;
    error_clear(&err);
    if (host_read_file(path, HOST_CAP_RECORD, &text, NULL, &err) != 0) {
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot open the game", msg);
        return -1;
    }
    const char *base = strrchr(path, '/');
    int rc = open_record(s, v, text, base ? base + 1 : path);
    free(text);
    return rc;
}

/* Whether path is a file of the games folder. */
static bool in_history(const Session *s, const char *path)
{
    size_t n = strlen(s->games_dir);
    return n > 0 && strncmp(path, s->games_dir, n) == 0 && path[n] == '/' &&
           !strchr(path + n + 1, '/');
}

/* A damaged saved game: what can be recovered goes on in a new history file. */
static int open_recovered(Session *s, View *v, const char *path, const Error *why)
{
    char problem[600], msg[900];
    error_format(why, problem, sizeof problem);
    size_t len = 0;
    Error err;
    error_clear(&err);
    char *text = savegame_read_file(path, &len, &err);
    Variant *var = NULL;
    Match *m = NULL;
    GameInfo info; /* the players, clock and tags when they read; the end when all moves do */
    int n = text ? save_recover_game(text, len, path, &var, &m, &info, &err) : -1;
    free(text);
    if (n < 0) {
        snprintf(msg, sizeof msg,
                 "%.500s\n\nNothing could be recovered (%.200s). The file is left as it is.",
                 problem, err.what);
        session_show_message(s, v, "Cannot open the saved game", msg);
        return -1;
    }
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, &info);
    session_autosave(s, v); /* the recovered game in a file of its own, the damaged one untouched */
    snprintf(msg, sizeof msg,
             "%.500s\n\nThe file is damaged. The first %d move%s were recovered and go on as a "
             "new game; the damaged file is left as it is.",
             problem, n, n == 1 ? "" : "s");
    session_show_message(s, v, "Saved game recovered", msg);
    return 0;
}

int session_open_file(Session *s, View *v, const char *path)
{
    size_t len = strlen(path);
    if (len > 4 && strcmp(path + len - 4, ".pgn") == 0)
        return session_open_pgn(s, v, path);
    Variant *var = NULL;
    Match *m = NULL;
    SaveSummary sum;
    Error err;
    error_clear(&err);
    if (savegame_read(path, &var, &m, &sum, &err) != 0) {
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return open_recovered(s, v, path, &err);
        char msg[600];
        error_format(&err, msg, sizeof msg);
        session_show_message(s, v, "Cannot open the saved game", msg);
        return -1;
    }
    bool own = in_history(s, path);
    session_new_game_info(s, v, var, m, own ? NULL : path, own ? path : NULL, sum.created,
                          &sum.info);
    const char *base = strrchr(path, '/');
    if (own)
        session_set_status(v, "Resumed the game of %s.", sum.created[0] ? sum.created : "earlier");
    else
        session_set_status(v, "Opened %s", base ? base + 1 : path);
    return 0;
}
