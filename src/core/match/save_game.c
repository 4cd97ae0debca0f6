/* save_game.c - the "game" member of a saved game (docs/saved-games.md, version 4): the
 * players, the time control, the date and time, how the game ended and the record's other
 * tags, written in one fixed layout and read strictly. */
#include "save_game.h"

#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

static const char *const PLAYER_KINDS[] = {"human", "computer", NULL};

static void put_player(TextBuf *o, const char *key, const GamePlayer *p)
{
    char num[32];
    textbuf_puts(o, "    \"");
    textbuf_puts(o, key);
    textbuf_puts(o, "\": {\"name\": ");
    textbuf_json_string(o, p->name);
    textbuf_puts(o, ", \"player\": ");
    textbuf_json_string(o, PLAYER_KINDS[p->kind == GAME_COMPUTER]);
    if (p->kind == GAME_COMPUTER) {
        snprintf(num, sizeof num, ", \"level\": %d", p->level);
        textbuf_puts(o, num);
    }
    textbuf_puts(o, "},\n");
}

static void put_field(TextBuf *o, const char *key, const char *value)
{
    textbuf_puts(o, "    \"");
    textbuf_puts(o, key);
    textbuf_puts(o, "\": ");
    textbuf_json_string(o, value);
    textbuf_puts(o, ",\n");
}

void save_game_write(TextBuf *o, const GameInfo *g)
{
    char clock[GAMEINFO_CLOCK_TEXT_MAX];
    textbuf_puts(o, "  \"game\": {\n");
    put_player(o, "white", &g->player[WHITE]);
    put_player(o, "black", &g->player[BLACK]);
    gameinfo_clock_text(&g->clock, clock, sizeof clock);
    put_field(o, "clock", clock);
    put_field(o, "date", g->date);
    put_field(o, "time", g->time);
    put_field(o, "end", game_status_name(g->end));
    if (g->termination[0])
        put_field(o, "termination", g->termination);
    textbuf_puts(o, "    \"tags\": [");
    for (int i = 0; i < g->ntags; i++) {
        textbuf_puts(o, i ? ", [" : "[");
        textbuf_json_string(o, g->tag[i].name);
        textbuf_puts(o, ", ");
        textbuf_json_string(o, g->tag[i].value);
        textbuf_puts(o, "]");
    }
    textbuf_puts(o, "]\n  },\n");
}

static int read_player(const JsonDoc *d, const cJSON *game, const char *key, GamePlayer *p)
{
    static const char *const keys[] = {"name", "player", "level", NULL};
    char path[JSON_PATH_MAX], sub[JSON_PATH_MAX];
    const cJSON *o = json_member(game, "$.game", key, path);
    if (!o)
        return json_missing(d, "$.game", key);
    if (json_want_object(d, o, path) != 0 || json_members(d, o, path, keys) != 0)
        return -1;
    const cJSON *e = json_member(o, path, "name", sub);
    if (!e)
        return json_missing(d, path, "name");
    if (json_get_string(d, e, sub, p->name, sizeof p->name, JSON_ONE_LINE) != 0)
        return -1;
    int kind = 0;
    if (!(e = json_member(o, path, "player", sub)))
        return json_missing(d, path, "player");
    if (json_get_choice(d, e, sub, PLAYER_KINDS, &kind) != 0)
        return -1;
    p->kind = kind ? GAME_COMPUTER : GAME_HUMAN;
    e = json_member(o, path, "level", sub);
    if (p->kind == GAME_COMPUTER && !e)
        return json_missing(d, path, "level");
    if (p->kind == GAME_HUMAN && e)
        return json_fail(d, sub, "a person has no level");
    if (e && json_get_int(d, e, sub, 1, GAMEINFO_LEVEL_MAX, &p->level) != 0)
        return -1;
    return 0;
}

/* A string member of $.game into dst. */
static int read_text(const JsonDoc *d, const cJSON *game, const char *key, char *dst, size_t n)
{
    char path[JSON_PATH_MAX];
    const cJSON *e = json_member(game, "$.game", key, path);
    if (!e)
        return json_missing(d, "$.game", key);
    return json_get_string(d, e, path, dst, n, JSON_ONE_LINE);
}

static int read_tags(const JsonDoc *d, const cJSON *game, GameInfo *g)
{
    char path[JSON_PATH_MAX], at[JSON_PATH_MAX];
    const cJSON *tags = json_member(game, "$.game", "tags", path);
    if (!tags)
        return json_missing(d, "$.game", "tags");
    if (!cJSON_IsArray(tags))
        return json_fail(d, path, "expected an array of [name, value], got %s",
                         json_describe(tags));
    int i = 0;
    const cJSON *t;
    cJSON_ArrayForEach(t, tags)
    {
        json_path_element(at, sizeof at, path, i++);
        const cJSON *name = cJSON_GetArrayItem(t, 0), *value = cJSON_GetArrayItem(t, 1);
        if (!cJSON_IsArray(t) || cJSON_GetArraySize(t) != 2 || !cJSON_IsString(name) ||
            !cJSON_IsString(value))
            return json_fail(d, at, "expected [name, value], got %s", json_describe(t));
        const char *n = name->valuestring;
        if (!n[0] || strspn(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_") !=
                         strlen(n))
            return json_fail(d, at, "bad tag name \"%.40s\"", n);
        if (gameinfo_tag_is_field(n) || gameinfo_tag(g, n))
            return json_fail(d, at, "tag %.40s %s", n,
                             gameinfo_tag(g, n) ? "is given twice" : "is not one of the others");
        if (strpbrk(value->valuestring, "\n\r") || gameinfo_set_tag(g, n, value->valuestring) != 0)
            return json_fail(d, at, "tag %.40s: too long, or too many tags (at most %d)", n,
                             GAMEINFO_TAGS_MAX);
    }
    return 0;
}

int save_game_read(const JsonDoc *d, const cJSON *game, GameInfo *g)
{
    static const char *const keys[] = {"white", "black",       "clock", "date", "time",
                                       "end",   "termination", "tags",  NULL};
    const char *ends[STATUS_ADJUDICATION + 2]; /* the names game_status_name gives */
    for (int i = 0; i <= STATUS_ADJUDICATION; i++)
        ends[i] = game_status_name((GameStatus)i);
    ends[STATUS_ADJUDICATION + 1] = NULL;
    gameinfo_init(g);
    if (json_want_object(d, game, "$.game") != 0 || json_members(d, game, "$.game", keys) != 0)
        return -1;
    char clock[GAMEINFO_CLOCK_TEXT_MAX], path[JSON_PATH_MAX], why[160];
    if (read_player(d, game, "white", &g->player[WHITE]) != 0 ||
        read_player(d, game, "black", &g->player[BLACK]) != 0 ||
        read_text(d, game, "clock", clock, sizeof clock) != 0 ||
        read_text(d, game, "date", g->date, sizeof g->date) != 0 ||
        read_text(d, game, "time", g->time, sizeof g->time) != 0)
        return -1;
    if (gameinfo_clock_parse(clock, &g->clock, why, sizeof why) != 0)
        return json_fail(d, "$.game.clock", "\"%.40s\": %s", clock, why);
    if (!gameinfo_date_ok(g->date, why, sizeof why))
        return json_fail(d, "$.game.date", "\"%.40s\": %s", g->date, why);
    if (!gameinfo_time_ok(g->time, why, sizeof why))
        return json_fail(d, "$.game.time", "\"%.40s\": %s", g->time, why);
    const cJSON *e = json_member(game, "$.game", "end", path);
    if (!e)
        return json_missing(d, "$.game", "end");
    int end = 0;
    if (json_get_choice(d, e, path, ends, &end) != 0)
        return -1;
    g->end = (GameStatus)end;
    /* the record's own spelling of its Termination tag, when it had one */
    if (cJSON_GetObjectItemCaseSensitive(game, "termination")) {
        char t[GAMEINFO_NAME_MAX];
        if (read_text(d, game, "termination", t, sizeof t) != 0)
            return -1;
        gameinfo_termination_keep(g, t);
        if (strcmp(g->termination, t) != 0)
            return json_fail(d, "$.game.termination", "not a PGN tag's value: \"%.40s\"", t);
    }
    return read_tags(d, game, g);
}
