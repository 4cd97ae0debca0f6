/* session_game.c - the game beside its moves on the board (morphchess/gameinfo.h): a new
 * game's players and clock from the settings, and whether it was decided off the board. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "session_parts.h"

void session_game_defaults(const Session *s, GameInfo *g)
{
    gameinfo_init(g);
    const Settings *st = &s->settings;
    bool computer[2] = {
        st->players == SETTINGS_PLAYERS_BLACK || st->players == SETTINGS_PLAYERS_COMPUTER,
        st->players == SETTINGS_PLAYERS_WHITE || st->players == SETTINGS_PLAYERS_COMPUTER};
    for (int c = WHITE; c <= BLACK; c++) {
        g->player[c].kind = computer[c] ? GAME_COMPUTER : GAME_HUMAN;
        g->player[c].level = computer[c] ? st->level : 0;
    }
    int i = st->clock > 0 && st->clock < SETTINGS_CLOCKS ? st->clock : 0;
    g->clock.base_ms = settings_clocks[i].minutes * 60000L;
    g->clock.increment_ms = settings_clocks[i].increment * 1000L;
    time_t now = time(NULL);
    struct tm tmv;
    if (localtime_r(&now, &tmv)) {
        strftime(g->date, sizeof g->date, "%Y.%m.%d", &tmv);
        strftime(g->time, sizeof g->time, "%H:%M:%S", &tmv);
    }
    gameinfo_set_tag(g, "Site", "morphchess");
}

int session_start_game(Session *s, View *v, const char *path, const GameInfo *info)
{
    Variant *var = NULL;
    Match *m = NULL;
    if (session_load_variant(s, v, path, &var, &m) != 0)
        return -1;
    session_new_game_info(s, v, var, m, NULL, NULL, NULL, info);
    return 0;
}

bool session_decided(const Session *s)
{
    if (!s->match || s->tutorial)
        return false;
    GameStatus st = match_main_status(s->match, NULL);
    return st == STATUS_TIME || st == STATUS_RESIGNATION || st == STATUS_AGREEMENT ||
           st == STATUS_ADJUDICATION;
}
