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

/* ms as seconds, with the fraction it has ("180", "0.5", "1.25"), appended to out. */
static void put_seconds(long ms, char *out, size_t n)
{
    size_t k = strlen(out);
    if (ms % 1000 == 0) {
        snprintf(out + k, n - k, "%ld", ms / 1000);
        return;
    }
    char frac[8];
    snprintf(frac, sizeof frac, "%03ld", ms % 1000);
    for (int i = 2; i > 0 && frac[i] == '0'; i--)
        frac[i] = '\0';
    snprintf(out + k, n - k, "%ld.%s", ms / 1000, frac);
}

void gameinfo_clock_text(const GameTimeControl *c, char *out, size_t n)
{
    GameTimeControl t;
    if (c->text[0] && gameinfo_clock_read(c->text, &t) == 0 && t.base_ms == c->base_ms &&
        t.increment_ms == c->increment_ms) {
        snprintf(out, n, "%s", c->text);
        return;
    }
    if (n == 0)
        return;
    out[0] = '\0';
    if (c->base_ms <= 0) {
        snprintf(out, n, "-");
        return;
    }
    put_seconds(c->base_ms, out, n);
    if (c->increment_ms > 0) {
        size_t k = strlen(out);
        snprintf(out + k, n - k, "+");
        put_seconds(c->increment_ms, out, n);
    }
}

/* Says in why (may be NULL) what is wrong; -1. */
static int fail_why(char *why, size_t n, const char *what)
{
    if (why && n)
        snprintf(why, n, "%s", what);
    return -1;
}

/* A time written as seconds at *p ("180", "0.5", "1.25") in milliseconds: -1 when there is
 * none, -2 when it has more than three decimals, -3 when it exceeds GAMEINFO_CLOCK_MS_MAX. */
static long seconds_ms(const char **p)
{
    if (!isdigit((unsigned char)**p))
        return -1;
    long long ms = 0;
    for (; isdigit((unsigned char)**p); (*p)++)
        if ((ms = ms * 10 + (**p - '0')) > GAMEINFO_CLOCK_MS_MAX)
            ms = GAMEINFO_CLOCK_MS_MAX + 1; /* too long, however many digits follow */
    ms *= 1000;
    if (**p == '.') {
        (*p)++;
        if (!isdigit((unsigned char)**p))
            return -1;
        int decimals = 0;
        for (long scale = 100; isdigit((unsigned char)**p); (*p)++, scale /= 10)
            if (++decimals > 3)
                return -2;
            else
                ms += (**p - '0') * scale;
    }
    return ms > GAMEINFO_CLOCK_MS_MAX ? -3 : (long)ms;
}

int gameinfo_clock_parse(const char *text, GameTimeControl *out, char *why, size_t n)
{
    static const char FORMS[] = "not a PGN TimeControl (\"180+2\", \"0.5+1\", \"40/5400:1800\", "
                                "\"*180\", \"-\" or \"?\")";
    GameTimeControl c;
    memset(&c, 0, sizeof c);
    size_t len = strlen(text);
    if (len >= sizeof c.text)
        return fail_why(why, n, "longer than 63 bytes");
    memcpy(c.text, text, len + 1);
    if (strcmp(text, "-") == 0 || strcmp(text, "?") == 0 || !text[0]) {
        *out = c;
        return 0;
    }
    const char *p = text;
    for (int field = 0;; field++) {
        bool sandglass = *p == '*';
        long moves = 0;
        if (sandglass) {
            p++;
        } else {
            const char *q = p;
            while (isdigit((unsigned char)*q))
                q++;
            if (*q == '/' && q > p) { /* moves/seconds */
                for (; p < q; p++)
                    if ((moves = moves * 10 + (*p - '0')) > GAMEINFO_CLOCK_MOVES_MAX)
                        moves = GAMEINFO_CLOCK_MOVES_MAX + 1;
                p++;
                if (moves < 1 || moves > GAMEINFO_CLOCK_MOVES_MAX)
                    return fail_why(why, n, "a period's moves must be from 1 to 1000");
            }
        }
        long base = seconds_ms(&p), inc = 0;
        if (base >= 0 && *p == '+' && !sandglass) {
            p++;
            inc = seconds_ms(&p);
        }
        if (base == -2 || inc == -2)
            return fail_why(why, n, "times are in whole milliseconds (three decimals at most)");
        if (base == -3 || inc == -3)
            return fail_why(why, n, "a time of more than seven days (604800 seconds)");
        if (base == -1 || inc == -1 || (*p && *p != ':'))
            return fail_why(why, n, FORMS);
        if (base < GAMEINFO_CLOCK_MS_MIN)
            return fail_why(why, n, "a period of less than a tenth of a second");
        if (field == 0 && !sandglass) {
            c.base_ms = base;
            c.increment_ms = inc;
        }
        if (!*p)
            break;
        if (moves == 0) /* a period without a move count never ends */
            return fail_why(why, n, "only the last period may be without a move count");
        p++;
    }
    *out = c;
    return 0;
}

int gameinfo_clock_read(const char *text, GameTimeControl *out)
{
    return gameinfo_clock_parse(text, out, NULL, 0);
}

/* The number of the `digits` digits at p, -1 when they are not all digits. */
static int number_at(const char *p, int digits)
{
    int v = 0;
    for (int i = 0; i < digits; i++)
        if (!isdigit((unsigned char)p[i]))
            return -1;
        else
            v = v * 10 + (p[i] - '0');
    return v;
}

bool gameinfo_date_ok(const char *text, char *why, size_t n)
{
    static const int days[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (!text[0])
        return true;
    int y = number_at(text, 4), m = -1, d = -1;
    if (y >= 0 && text[4] == '.' && (m = number_at(text + 5, 2)) >= 0 && text[7] == '.')
        d = number_at(text + 8, 2);
    if (d < 0 || text[10])
        return fail_why(why, n, "not a date as YYYY.MM.DD (\"2026.11.27\")") == 0;
    bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (m < 1 || m > 12 || d < 1 || d > days[m - 1] || (m == 2 && d == 29 && !leap))
        return fail_why(why, n, "no such day") == 0;
    return true;
}

bool gameinfo_time_ok(const char *text, char *why, size_t n)
{
    if (!text[0])
        return true;
    int h = number_at(text, 2), m = -1, s = -1;
    if (h >= 0 && text[2] == ':' && (m = number_at(text + 3, 2)) >= 0 && text[5] == ':')
        s = number_at(text + 6, 2);
    if (s < 0 || text[8])
        return fail_why(why, n, "not a time as HH:MM:SS (\"16:03:21\")") == 0;
    if (h > 23 || m > 59 || s > 59)
        return fail_why(why, n, "no such time of day") == 0;
    return true;
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
