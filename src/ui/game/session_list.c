/* session_list.c - the session's lists: new game, saved games, tutorials (their rows and
 * folders are session_state.c's, a message session_play.c's). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "history.h"
#include "hostfile.h"
#include "savegame.h"
#include "session_parts.h"
#include "thumb.h"
#include "tutorial.h"

#define RECENT_GAMES 4 /* games of the history on the new-game list */

/* The shipped variants in the order of the new-game list: each main variant before its
 * forms (sub: drawn indented under it). A file not listed follows them, by name; a listed
 * file with no place (rank -1) is not a variant to play. */
static const struct {
    const char *id;
    int rank;
    bool sub;
} SHIPPED_ORDER[] = {
    {"fide", 0, false},
    {"polypiece", 1, false},
    {"polypiece-armies", 2, true},
    {"polypiece-phased", 3, true},
    {"polypiece-atomic", 4, true},
    {"revolving", 5, false},
    {"revolving-classic", 6, true},
    {"prodem", 7, false},
    {"moveup-takedown", 8, false},
    {"potential", 9, false},
    {"potential-actualized", -1, false}, /* Potential's V view, not a game to start */
    {"portal", 10, false},
    {"portal-one-set", 11, true},
    {"portal-polypiece", 12, true},
    {"portal-revolving", 13, true},
};
#define UNLISTED_RANK 1000

/* The place of the file at path in SHIPPED_ORDER (its stem), *sub whether it is a form. */
static int shipped_rank(const char *path, bool *sub)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t len = strlen(base) - 5; /* without ".json" (list_json's names all have it) */
    for (size_t i = 0; i < sizeof SHIPPED_ORDER / sizeof SHIPPED_ORDER[0]; i++)
        if (strlen(SHIPPED_ORDER[i].id) == len && strncmp(SHIPPED_ORDER[i].id, base, len) == 0) {
            if (sub)
                *sub = SHIPPED_ORDER[i].sub;
            return SHIPPED_ORDER[i].rank;
        }
    if (sub)
        *sub = false;
    return UNLISTED_RANK;
}

static int cmp_shipped(const void *a, const void *b)
{
    const char *pa = *(char *const *)a, *pb = *(char *const *)b;
    int ra = shipped_rank(pa, NULL), rb = shipped_rank(pb, NULL);
    return ra != rb ? (ra < rb ? -1 : 1) : strcmp(pa, pb);
}

/* Tutorials in the new-game list's order, the Betza notation (which every Polypiece
 * tutorial uses) first. */
static int tutorial_rank(const char *path, bool *sub)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    if (strcmp(base, "betza.json") == 0) {
        if (sub)
            *sub = false;
        return -1;
    }
    return shipped_rank(path, sub);
}

static int cmp_tutorials(const void *a, const void *b)
{
    const char *pa = *(char *const *)a, *pb = *(char *const *)b;
    int ra = tutorial_rank(pa, NULL), rb = tutorial_rank(pb, NULL);
    return ra != rb ? (ra < rb ? -1 : 1) : strcmp(pa, pb);
}

static void add_variants(Session *s, View *v, const char *dir, bool user, VariantDef *def)
{
    char **names = NULL;
    int n = session_json_files(dir, &names);
    if (!user && n > 1)
        qsort(names, (size_t)n, sizeof *names, cmp_shipped);
    for (int i = 0; i < n; i++) {
        bool sub = false;
        if (!user && shipped_rank(names[i], &sub) < 0)
            continue;
        Error err;
        error_clear(&err);
        char *text = NULL;
        bool ok = host_read_file(names[i], HOST_CAP_VARIANT, &text, NULL, &err) == 0 &&
                  variant_parse(text, names[i], def, &err) == 0;
        free(text);
        ViewItem *it = session_list_entry(s, v, ENTRY_VARIANT, names[i]);
        if (!it)
            break;
        it->sub = sub;
        if (ok) {
            snprintf(it->title, sizeof it->title, "%s%s", def->name, user ? " (your variant)" : "");
            view_copy_text(it->detail, sizeof it->detail, def->description);
            if (!it->detail[0]) /* a user's file may have none */
                snprintf(it->detail, sizeof it->detail,
                         "%s, from %.100s (Ctrl+E edits the power lists)",
                         user ? "Your variant" : "A variant", strrchr(names[i], '/') + 1);
        } else {
            const char *base = strrchr(names[i], '/');
            snprintf(it->title, sizeof it->title, "%s (cannot be read)",
                     base ? base + 1 : names[i]);
            session_file_problem(it->detail, sizeof it->detail, &err);
        }
    }
    session_json_files_free(names, n);
}

/* Fills a list item for the saved game at path: the variant, when, how far, the result.
 * Returns true when it is a readable game that is unfinished and has moves (one reading of
 * the file serves both). */
/* ms as seconds, without the fraction's trailing zeros: "2", "0.5", "0.125". */
static void clock_seconds(long ms, char *out, size_t n)
{
    if (ms % 1000 == 0) {
        snprintf(out, n, "%ld", ms / 1000);
        return;
    }
    snprintf(out, n, "%ld.%03ld", ms / 1000, ms % 1000);
    for (size_t end = strlen(out); end > 0 && out[end - 1] == '0'; end--)
        out[end - 1] = '\0';
}

/* A clock's time a side as lichess writes it: minutes, quarters as ¼ ½ ¾ ("½", "1½"), any
 * other time in seconds ("20s", "0.5s"). */
static void clock_minutes(long ms, char *out, size_t n)
{
    static const char *const quarter[] = {"", "\xc2\xbc", "\xc2\xbd", "\xc2\xbe"};
    if (ms % 15000 == 0) {
        long whole = ms / 60000;
        const char *part = quarter[ms % 60000 / 15000];
        if (whole > 0 || !part[0])
            snprintf(out, n, "%ld%s", whole, part);
        else
            snprintf(out, n, "%s", part);
        return;
    }
    char s[24];
    clock_seconds(ms, s, sizeof s);
    snprintf(out, n, "%ss", s);
}

static bool describe_game(ViewItem *it, const char *path, bool saved)
{
    SaveSummary sum;
    Error err;
    error_clear(&err);
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".pgn") == 0) {
        snprintf(it->title, sizeof it->title, "%.100s", base);
        snprintf(
            it->detail, sizeof it->detail,
            "A game record (PGN); Return opens it (a list to pick from when it holds several)");
        return false;
    }
    if (!savegame_info(path, &sum, &err)) {
        snprintf(it->title, sizeof it->title, "%.100s  (damaged)", base);
        char problem[sizeof it->detail];
        session_file_problem(problem, sizeof problem, &err);
        snprintf(it->detail, sizeof it->detail, "%.200s \xe2\x80\x94 Return recovers what it can",
                 problem);
        return false;
    }
    bool open = strcmp(sum.result, "*") == 0;
    /* who played, the result and how it ended, when, how long: games told apart at a glance */
    char who[2][GAMEINFO_NAME_MAX + 24], result[64];
    const GameInfo *g = &sum.info;
    bool one = (g->player[WHITE].kind == GAME_COMPUTER) != (g->player[BLACK].kind == GAME_COMPUTER);
    for (int c = WHITE; c <= BLACK; c++) {
        const GamePlayer *p = &g->player[c];
        if (p->name[0])
            snprintf(who[c], sizeof who[c], "%s", p->name);
        else if (p->kind == GAME_COMPUTER)
            snprintf(who[c], sizeof who[c], "Computer, level %d", p->level);
        else
            snprintf(who[c], sizeof who[c], "%s", one ? "You" : c == WHITE ? "White" : "Black");
    }
    /* the last position, the person against the computer at the bottom as on the board */
    thumb_read(&it->thumb, sum.last, one && g->player[WHITE].kind == GAME_COMPUTER);
    const char *how = gameinfo_end_words(g->end);
    if (open)
        snprintf(result, sizeof result, "unfinished");
    else
        snprintf(result, sizeof result, "%s%s%s",
                 strcmp(sum.result, "1/2-1/2") == 0 ? "\xc2\xbd-\xc2\xbd" : sum.result,
                 how[0] ? ", " : "", how);
    char line[3 * VIEW_LINE_MAX];
    const GamePlayer *pw = &g->player[WHITE], *pb = &g->player[BLACK];
    if (pw->kind == GAME_COMPUTER && pb->kind == GAME_COMPUTER && !pw->name[0] && !pb->name[0] &&
        pw->level == pb->level) /* the computer against itself: said once */
        snprintf(line, sizeof line, "%.60s \xe2\x80\x94 Computer vs Computer, level %d",
                 sum.variant, pw->level);
    else
        snprintf(line, sizeof line, "%.60s \xe2\x80\x94 %.70s vs %.70s", sum.variant, who[0],
                 who[1]);
    view_copy_text(it->title, sizeof it->title, line);
    char clock[48] = "";
    if (g->clock.base_ms > 0) {
        char minutes[24], seconds[24];
        clock_minutes(g->clock.base_ms, minutes, sizeof minutes);
        clock_seconds(g->clock.increment_ms, seconds, sizeof seconds);
        snprintf(clock, sizeof clock, "%s+%s \xc2\xb7 ", minutes, seconds);
    }
    /* a record pasted or opened: told apart from the games played here, never resumed as one */
    bool imported = gameinfo_tag(g, SESSION_IMPORTED_TAG) != NULL;
    /* when it was played: the game's own date and time (a pasted record's), else when it
     * began here */
    char when[SAVE_STAMP_MAX + 8];
    snprintf(when, sizeof when, "%.24s", sum.created[0] ? sum.created : "earlier");
    if (strlen(g->date) == 10 && !strchr(g->date, '?')) {
        snprintf(when, sizeof when, "%.4s-%.2s-%.2s%s%.5s", g->date, g->date + 5, g->date + 8,
                 g->time[0] ? " " : "", g->time);
    }
    snprintf(it->detail, sizeof it->detail, "%s%s \xc2\xb7 %s%s%.40s \xc2\xb7 %d move%s%s%.100s",
             imported ? "imported record \xc2\xb7 " : "", result, clock, saved ? "saved, " : "",
             when, (sum.moves + 1) / 2, (sum.moves + 1) / 2 == 1 ? "" : "s",
             saved ? " \xc2\xb7 " : "", saved ? base : "");
    return open && sum.moves > 0 && !imported;
}

/* Adds up to max games of the history, newest first; the index of the first unfinished one
 * (-1: none). */
static int add_recent_games(Session *s, View *v, int max)
{
    if (!s->games_dir[0])
        return -1;
    char **names = NULL;
    int n = history_list(s->games_dir, &names), pick = -1;
    for (int i = 0; i < n && i < max; i++) {
        ViewItem *it = session_list_entry(s, v, ENTRY_GAME, names[i]);
        if (!it)
            break;
        if (describe_game(it, names[i], false) && pick < 0)
            pick = s->nentries - 1;
    }
    history_free(names, n);
    return pick;
}

/* The list just filled is shown as mode, row selected highlighted, over the game (no piece
 * held). */
static void list_shown(Session *s, View *v, SessionMode mode, int selected)
{
    v->modal.selected = selected;
    s->mode = mode;
    session_drop_selection(s);
    session_refresh(s, v);
}

void session_show_menu(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "New game");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   s->match ? "Pick a variant (Esc returns to the game)."
                            : "Pick a variant, or press Ctrl+E to design power lists.");
    if (s->history_error[0])
        snprintf(m->subtitle, sizeof m->subtitle, "Games are not kept: %.200s", s->history_error);
    int pick = add_recent_games(s, v, RECENT_GAMES);
    ViewItem *who = session_list_entry(s, v, ENTRY_PLAYERS, NULL);
    if (who) {
        snprintf(who->title, sizeof who->title, "Players: %s",
                 settings_players_title(s->settings.players));
        snprintf(who->detail, sizeof who->detail,
                 "Two players, you against the computer with White or Black, or the computer "
                 "against itself (\xe2\x86\x90 \xe2\x86\x92 or a click changes it)");
    }
    ViewItem *level = session_list_entry(s, v, ENTRY_LEVEL, NULL);
    if (level) {
        snprintf(level->title, sizeof level->title, "Computer level: %d of %d", s->settings.level,
                 SETTINGS_LEVEL_MAX);
        snprintf(
            level->detail, sizeof level->detail,
            "1 a beginner can win, 10 the computer's full strength (\xe2\x86\x90 \xe2\x86\x92, "
            "or a left or right click)");
    }
    ViewItem *clock = session_list_entry(s, v, ENTRY_CLOCK, NULL);
    if (clock) {
        settings_clock_describe(&s->settings, clock->title, sizeof clock->title);
        snprintf(clock->detail, sizeof clock->detail,
                 "Minutes a side + seconds added after each move, from \xc2\xbd+0 to 30+0 "
                 "(\xe2\x86\x90 \xe2\x86\x92, or a left or right click)");
    }
    ViewItem *custom = session_list_entry(s, v, ENTRY_CUSTOM_CLOCK, NULL);
    if (custom) {
        snprintf(custom->title, sizeof custom->title, "Custom clock\xe2\x80\xa6");
        snprintf(custom->detail, sizeof custom->detail,
                 "Type any minutes a side + seconds a move, e.g. 7+5 or 90+30");
    }
    VariantDef *def = malloc(sizeof *def);
    if (def) {
        char dir[SESSION_PATH_MAX + 16];
        if (s->data_dir[0]) {
            snprintf(dir, sizeof dir, "%s/variants", s->data_dir);
            add_variants(s, v, dir, false, def);
        }
        if (s->user_dir[0]) {
            snprintf(dir, sizeof dir, "%s/variants", s->user_dir);
            add_variants(s, v, dir, true, def);
        }
        free(def);
    }
    if (s->match && !s->tutorial) {
        ViewItem *it = session_list_entry(s, v, ENTRY_SETUP, NULL);
        if (it) {
            snprintf(it->title, sizeof it->title, "Set up a position\xe2\x80\xa6");
            snprintf(it->detail, sizeof it->detail,
                     "A position of %.80s to play from: pieces, side to move, castling... (P)",
                     variant_def(s->variant)->name);
        }
    }
    if (s->user_dir[0]) {
        ViewItem *it = session_list_entry(s, v, ENTRY_SAVES, NULL);
        if (it) {
            snprintf(it->title, sizeof it->title, "All games\xe2\x80\xa6");
            snprintf(it->detail, sizeof it->detail,
                     "Every game played here, and the games saved with Ctrl+S (Ctrl+O)");
        }
    }
    if (s->data_dir[0]) {
        char next[SESSION_PATH_MAX], name[VIEW_LINE_MAX];
        ViewItem *it;
        if (session_next_exercise(s, next, sizeof next, name, sizeof name) &&
            (it = session_list_entry(s, v, ENTRY_TUTORIAL, next))) {
            char line[2 * VIEW_LINE_MAX];
            snprintf(line, sizeof line, "Continue learning: %s", name);
            view_copy_text(it->title, sizeof it->title, line);
            snprintf(it->detail, sizeof it->detail,
                     "The next exercise of the courses not solved yet");
        }
        it = session_list_entry(s, v, ENTRY_TUTORIALS, NULL);
        if (it) {
            snprintf(it->title, sizeof it->title, "Courses and tutorials\xe2\x80\xa6");
            snprintf(it->detail, sizeof it->detail,
                     "Learn each variant by doing: exercises, stars, the rules step by step (L)");
        }
    }
    ViewItem *set = session_list_entry(s, v, ENTRY_SETTINGS, NULL);
    if (set) {
        snprintf(set->title, sizeof set->title, "Settings\xe2\x80\xa6");
        snprintf(set->detail, sizeof set->detail,
                 "Theme, animations, sounds, UI scale, automatic flip (Ctrl+,)");
    }
    list_shown(s, v, SESSION_MENU, pick >= 0 ? pick : 0);
}

void session_show_saves(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "Games");
    snprintf(m->subtitle, sizeof m->subtitle,
             "Return opens a game, Delete removes it from the list (Ctrl+Z brings it back), Esc "
             "returns.");
    add_recent_games(s, v, VIEW_MAX_ITEMS);
    char dir[SESSION_PATH_MAX + 16];
    snprintf(dir, sizeof dir, "%s/saves", s->user_dir);
    char **names = NULL;
    int n = s->user_dir[0] ? history_list(dir, &names) : 0;
    for (int i = 0; i < n; i++) {
        ViewItem *it = session_list_entry(s, v, ENTRY_SAVE, names[i]);
        if (!it)
            break;
        describe_game(it, names[i], true);
    }
    history_free(names, n);
    if (m->nitems == 0)
        snprintf(m->subtitle, sizeof m->subtitle, "No games yet. Esc returns.");
    list_shown(s, v, SESSION_SAVES, m->nitems ? 0 : -1);
}

void session_show_tutorials(Session *s, View *v)
{
    ViewModal *m = session_open_list(s, v, "Courses and tutorials");
    view_copy_text(m->subtitle, sizeof m->subtitle,
                   "Exercises with stars for each lesson, then each variant's rules in a few "
                   "steps (Esc goes back).");
    session_add_courses(s, v);
    char dir[SESSION_PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/assets/tutorials", s->data_dir);
    char **names = NULL;
    int n = s->data_dir[0] ? session_json_files(dir, &names) : 0;
    if (n > 1)
        qsort(names, (size_t)n, sizeof names[0], cmp_tutorials);
    for (int i = 0; i < n; i++) {
        Error err;
        Tutorial *t = tutorial_parse_file(names[i], &err);
        ViewItem *it = session_list_entry(s, v, ENTRY_TUTORIAL, names[i]);
        bool sub = false;
        tutorial_rank(names[i], &sub);
        if (it)
            it->sub = sub;
        if (it && t) {
            view_copy_text(it->title, sizeof it->title, tutorial_title(t));
            view_copy_text(it->detail, sizeof it->detail, tutorial_summary(t));
        } else if (it) {
            snprintf(it->title, sizeof it->title, "%.100s  (cannot be read)", names[i]);
            session_file_problem(it->detail, sizeof it->detail, &err);
        }
        tutorial_free(t);
    }
    if (n > 0)
        session_json_files_free(names, n);
    if (m->nitems == 0)
        snprintf(m->subtitle, sizeof m->subtitle, "No tutorials found in %.200s.", dir);
    list_shown(s, v, SESSION_TUTORIALS, m->nitems ? 0 : -1);
}

int session_list_scroll(Session *s, View *v, const Intent *it)
{
    ViewModal *m = &v->modal;
    if (s->mode == SESSION_PLAY || m->kind != VIEW_MODAL_LIST || session_actual_shown(s, v))
        return -1; /* no list to scroll (session_apply steps the moves) */
    if (m->nitems <= 0)
        return 0;
    int to = m->selected + it->on;
    m->selected = to < 0 ? 0 : to >= m->nitems ? m->nitems - 1 : to;
    return 1;
}

bool session_find_tutorial(const Session *s, const char *id, char *out, size_t size)
{
    if (!s->data_dir[0])
        return false;
    char dir[SESSION_PATH_MAX + 32];
    snprintf(dir, sizeof dir, "%s/assets/tutorials", s->data_dir);
    char **names = NULL;
    int n = session_json_files(dir, &names);
    size_t idlen = strlen(id);
    bool found = false;
    for (int i = 0; i < n; i++) {
        Error err;
        Tutorial *t = tutorial_parse_file(names[i], &err);
        bool same = t && strcmp(tutorial_variant_id(t), id) == 0;
        tutorial_free(t);
        const char *base = strrchr(names[i], '/');
        base = base ? base + 1 : names[i];
        bool own = strncmp(base, id, idlen) == 0 && strcmp(base + idlen, ".json") == 0;
        if (same && (!found || own)) {
            snprintf(out, size, "%s", names[i]);
            found = true;
        }
    }
    if (n > 0)
        session_json_files_free(names, n);
    return found;
}
