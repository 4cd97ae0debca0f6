/* gameinfo.c - the game beside its moves (morphchess/gameinfo.h): players, time control,
 * tags, result and how it ended, read from and written into the forms PGN gives them. */
#include "morphchess/gameinfo.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "match_impl.h"

void gameinfo_init(GameInfo *g)
{
    memset(g, 0, sizeof *g);
    g->result = RESULT_NONE;
    g->end = STATUS_ONGOING;
}

const char *gameinfo_tag(const GameInfo *g, const char *name)
{
    for (int i = 0; i < g->ntags; i++)
        if (strcmp(g->tag[i].name, name) == 0)
            return g->tag[i].value;
    return NULL;
}

int gameinfo_set_tag(GameInfo *g, const char *name, const char *value)
{
    if (!name[0] || strlen(name) >= GAMEINFO_TAG_NAME_MAX ||
        (value && strlen(value) >= GAMEINFO_TAG_VALUE_MAX))
        return -1;
    int i = 0;
    while (i < g->ntags && strcmp(g->tag[i].name, name) != 0)
        i++;
    if (!value) {
        if (i < g->ntags) {
            memmove(&g->tag[i], &g->tag[i + 1], (size_t)(g->ntags - i - 1) * sizeof g->tag[0]);
            g->ntags--;
        }
        return 0;
    }
    if (i == g->ntags) {
        if (g->ntags == GAMEINFO_TAGS_MAX)
            return -1;
        g->ntags++;
        snprintf(g->tag[i].name, sizeof g->tag[i].name, "%s", name);
    }
    snprintf(g->tag[i].value, sizeof g->tag[i].value, "%s", value);
    return 0;
}

bool gameinfo_tag_is_field(const char *name)
{
    static const char *const names[] = {"White",       "Black",       "Date",       "Time",
                                        "Result",      "Variant",     "SetUp",      "FEN",
                                        "VariantJSON", "TimeControl", "Termination"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

void gameinfo_from_match(GameInfo *g, const Match *m)
{
    GameResult r = RESULT_NONE;
    GameStatus st = match_main_status(m, &r);
    if (st != STATUS_ONGOING) {
        g->end = st;
        g->result = r;
    }
}

/* The node at the end of m's main line. */
static int main_end(const Match *m)
{
    int n = MATCH_ROOT;
    while (m->nnodes > 0 && m->nodes[n].child >= 0)
        n = m->nodes[n].child;
    return n;
}

int gameinfo_apply(const GameInfo *g, Match *m, Error *err)
{
    if (g->result == RESULT_NONE)
        return 0;
    int shown = match_node(m), end = main_end(m);
    if (match_goto_node(m, end, err) != 0)
        return -1;
    int rc = 0;
    if (match_status(m, NULL) == STATUS_ONGOING) {
        GameStatus why = g->end;
        if (why != STATUS_TIME && why != STATUS_ADJUDICATION && why != STATUS_RESIGNATION &&
            why != STATUS_AGREEMENT)
            why = g->result == RESULT_DRAW ? STATUS_AGREEMENT : STATUS_RESIGNATION;
        if (why == STATUS_RESIGNATION && g->result == RESULT_DRAW)
            why = STATUS_AGREEMENT;
        if (why == STATUS_AGREEMENT && g->result != RESULT_DRAW)
            why = STATUS_RESIGNATION;
        rc = match_end(m, why, g->result, err);
    }
    Error e;
    if (match_node(m) != shown)
        match_goto_node(m, shown, &e);
    return rc;
}

void gameinfo_clock_text(const GameTimeControl *c, char *out, size_t n)
{
    if (c->base_ms <= 0)
        snprintf(out, n, "-");
    else if (c->increment_ms > 0)
        snprintf(out, n, "%ld+%ld", c->base_ms / 1000, c->increment_ms / 1000);
    else
        snprintf(out, n, "%ld", c->base_ms / 1000);
}

/* Seconds at *p (a whole number, or with a fraction); -1 when none. */
static long seconds_ms(const char **p)
{
    if (!isdigit((unsigned char)**p))
        return -1;
    long ms = 0;
    for (int digits = 0; isdigit((unsigned char)**p); (*p)++)
        if (++digits > 7)
            return -1;
        else
            ms = ms * 10 + (**p - '0');
    ms *= 1000;
    if (**p == '.') {
        long scale = 100;
        for ((*p)++; isdigit((unsigned char)**p); (*p)++, scale /= 10)
            ms += (**p - '0') * scale;
    }
    return ms;
}

int gameinfo_clock_read(const char *text, GameTimeControl *out)
{
    GameTimeControl c = {0, 0};
    if (strcmp(text, "-") == 0 || strcmp(text, "?") == 0 || !text[0]) {
        *out = c;
        return 0;
    }
    const char *p = text;
    const char *slash = strchr(p, '/');
    if (slash) { /* moves/seconds: the period's seconds */
        for (const char *q = p; q < slash; q++)
            if (!isdigit((unsigned char)*q))
                return -1;
        p = slash + 1;
    }
    if ((c.base_ms = seconds_ms(&p)) <= 0)
        return -1;
    if (*p == '+') {
        p++;
        if ((c.increment_ms = seconds_ms(&p)) < 0)
            return -1;
    }
    if (*p && *p != ':')
        return -1;
    *out = c;
    return 0;
}

#define COMPUTER_PREFIX "morphchess level "

void gameinfo_player_name(const GamePlayer *p, char *out, size_t n)
{
    if (p->name[0])
        snprintf(out, n, "%s", p->name);
    else if (p->kind == GAME_COMPUTER)
        snprintf(out, n, COMPUTER_PREFIX "%d", p->level);
    else
        snprintf(out, n, "%s", "");
}

void gameinfo_player_read(const char *name, GamePlayer *out)
{
    memset(out, 0, sizeof *out);
    size_t k = strlen(COMPUTER_PREFIX);
    if (strncmp(name, COMPUTER_PREFIX, k) == 0 && isdigit((unsigned char)name[k])) {
        int level = atoi(name + k);
        if (level >= 1 && level <= GAMEINFO_LEVEL_MAX &&
            strspn(name + k, "0123456789") == strlen(name + k)) {
            out->kind = GAME_COMPUTER;
            out->level = level;
            return;
        }
    }
    if (strcmp(name, "?") != 0)
        snprintf(out->name, sizeof out->name, "%s", name);
}

const char *gameinfo_end_words(GameStatus s)
{
    switch (s) {
    case STATUS_CHECKMATE:
        return "checkmate";
    case STATUS_STALEMATE:
        return "stalemate";
    case STATUS_KING_CAPTURED:
        return "king captured";
    case STATUS_REPETITION:
        return "repetition";
    case STATUS_FIFTY_MOVE:
        return "fifty moves";
    case STATUS_INSUFFICIENT:
        return "insufficient material";
    case STATUS_NO_MOVES:
        return "no moves";
    case STATUS_TIME:
        return "time";
    case STATUS_RESIGNATION:
        return "resignation";
    case STATUS_AGREEMENT:
        return "agreement";
    case STATUS_ADJUDICATION:
        return "adjudication";
    default:
        return "";
    }
}

const char *gameinfo_termination(GameStatus s)
{
    return s == STATUS_ONGOING        ? NULL
           : s == STATUS_TIME         ? "time forfeit"
           : s == STATUS_ADJUDICATION ? "adjudication"
                                      : "normal";
}

GameStatus gameinfo_termination_read(const char *text)
{
    static const char *const adjudicated[] = {"adjudication", "abandoned", "rules infraction",
                                              "emergency"};
    if (!text)
        return STATUS_ONGOING;
    if (strcasecmp(text, "time forfeit") == 0)
        return STATUS_TIME;
    for (size_t i = 0; i < sizeof adjudicated / sizeof adjudicated[0]; i++)
        if (strcasecmp(text, adjudicated[i]) == 0)
            return STATUS_ADJUDICATION;
    return STATUS_ONGOING;
}

const char *gameinfo_termination_text(const GameInfo *g)
{
    const char *ours = gameinfo_termination(g->end);
    if (ours && g->termination[0] &&
        gameinfo_termination_read(g->termination) == gameinfo_termination_read(ours))
        return g->termination;
    return ours;
}

void gameinfo_termination_keep(GameInfo *g, const char *text)
{
    bool fits = text && strlen(text) < sizeof g->termination && !strpbrk(text, "\n\r\"\\");
    snprintf(g->termination, sizeof g->termination, "%s", fits ? text : "");
}

long gameinfo_clock_at(const GameInfo *g, const Match *m, int ply, int colour)
{
    if (g->clock.base_ms <= 0)
        return -1;
    int plies = match_plies(m);
    for (int i = (ply < plies ? ply : plies) - 1; i >= 0; i--) {
        int node = match_line_node(m, i);
        if (match_node_colour(m, node) == colour) {
            long ms = match_node_clock(m, node);
            if (ms >= 0)
                return ms;
        }
    }
    return g->clock.base_ms;
}
