/* test_gameinfo.c - the game beside its moves (morphchess/gameinfo.h): players, time control,
 * tags, result and how it ended; each node's clock and commands (match.h); the lichess export
 * read and written back (tags, [%clk], [%eval], 0-1), saved games of version 4 and the older
 * versions still read. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/gameinfo.h"
#include "morphchess/pgn.h"
#include "morphchess/save.h"
#include "support.h"

/* Issue 49, 2: every TimeControl form the PGN standard and lichess write is read, played as
 * far as the clock can and written back exactly; what is out of the limits is refused. */
static void test_clock_forms(void)
{
    static const struct {
        const char *text;
        long base, inc; /* what the clock plays */
    } forms[] = {{"0.5+1", 500, 1000},
                 {"0.5", 500, 0},
                 {"300+0.5", 300000, 500},
                 {"300+0", 300000, 0},
                 {"30/0.5", 500, 0},
                 {"40/5400:1800", 5400000, 0},
                 {"40/5400+30:1800+30", 5400000, 30000},
                 {"40/7200:20/3600:900", 7200000, 0},
                 {"*180", 0, 0},
                 {"-", 0, 0},
                 {"?", 0, 0},
                 {"1.25+0.125", 1250, 125}};
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        GameTimeControl c;
        char t[GAMEINFO_CLOCK_TEXT_MAX], why[160];
        CHECK_INT(gameinfo_clock_parse(forms[i].text, &c, why, sizeof why), 0);
        CHECK_INT((int)c.base_ms, (int)forms[i].base);
        CHECK_INT((int)c.increment_ms, (int)forms[i].inc);
        gameinfo_clock_text(&c, t, sizeof t);
        CHECK_STR(t, forms[i].text);
        c.text[0] = '\0'; /* made by the program: the fraction written as it is */
        gameinfo_clock_text(&c, t, sizeof t);
        if (forms[i].base > 0 && !strchr(forms[i].text, '/') && strcmp(forms[i].text, "300+0"))
            CHECK_STR(t, forms[i].text);
    }
    /* the kept text goes once the times change */
    GameTimeControl c;
    char t[GAMEINFO_CLOCK_TEXT_MAX], why[160];
    CHECK_INT(gameinfo_clock_read("40/5400:1800", &c), 0);
    c.base_ms = 600000;
    gameinfo_clock_text(&c, t, sizeof t);
    CHECK_STR(t, "600");
    static const char *const bad[][2] = {
        {"0.001+0", "a period of less than a tenth of a second"},
        {"9999999+9999999", "a time of more than seven days (604800 seconds)"},
        {"180+700000", "a time of more than seven days (604800 seconds)"},
        {"1.0005", "times are in whole milliseconds (three decimals at most)"},
        {"0/60", "a period's moves must be from 1 to 1000"},
        {"300:40/60", "only the last period may be without a move count"},
        {"*180+2", "not a PGN TimeControl (\"180+2\", \"0.5+1\", \"40/5400:1800\", \"*180\", \"-\" "
                   "or \"?\")"},
        {"3 minutes", NULL},
        {"180+", NULL},
        {"0.+1", NULL},
        {"40/5400:", NULL}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_INT(gameinfo_clock_parse(bad[i][0], &c, why, sizeof why), -1);
        if (bad[i][1])
            CHECK_STR(why, bad[i][1]);
    }
    CHECK(gameinfo_date_ok("2024.02.29", why, sizeof why));
    CHECK(gameinfo_date_ok("", why, sizeof why));
    CHECK(!gameinfo_date_ok("2026.13.45", why, sizeof why));
    CHECK_STR(why, "no such day");
    CHECK(!gameinfo_date_ok("2025.02.29", why, sizeof why));
    CHECK(!gameinfo_date_ok("2026.1.5", why, sizeof why));
    CHECK_STR(why, "not a date as YYYY.MM.DD (\"2026.11.27\")");
    CHECK(gameinfo_time_ok("23:59:59", why, sizeof why));
    CHECK(!gameinfo_time_ok("25:99:99", why, sizeof why));
    CHECK_STR(why, "no such time of day");
    CHECK(!gameinfo_time_ok("12:30", why, sizeof why));
}

static void test_fields(void)
{
    GameInfo g;
    gameinfo_init(&g);
    CHECK_INT(g.player[WHITE].kind, GAME_HUMAN);
    CHECK_INT(g.clock.base_ms, 0);
    CHECK_INT(gameinfo_set_tag(&g, "Event", "Club"), 0);
    CHECK_INT(gameinfo_set_tag(&g, "Site", "Here"), 0);
    CHECK_INT(gameinfo_set_tag(&g, "Event", "Match"), 0);
    CHECK_INT(g.ntags, 2);
    CHECK_STR(g.tag[0].value, "Match");
    CHECK_INT(gameinfo_set_tag(&g, "Event", NULL), 0);
    CHECK_STR(g.tag[0].name, "Site");
    CHECK(gameinfo_tag(&g, "Event") == NULL);
    CHECK(gameinfo_tag_is_field("TimeControl"));
    CHECK(!gameinfo_tag_is_field("Event"));

    GameTimeControl c;
    char t[32];
    CHECK_INT(gameinfo_clock_read("180+2", &c), 0);
    CHECK_INT((int)c.base_ms, 180000);
    CHECK_INT((int)c.increment_ms, 2000);
    gameinfo_clock_text(&c, t, sizeof t);
    CHECK_STR(t, "180+2");
    CHECK_INT(gameinfo_clock_read("40/7200:3600", &c), 0);
    CHECK_INT((int)c.base_ms, 7200000);
    CHECK_INT(gameinfo_clock_read("-", &c), 0);
    CHECK_INT((int)c.base_ms, 0);
    gameinfo_clock_text(&c, t, sizeof t);
    CHECK_STR(t, "-");
    CHECK_INT(gameinfo_clock_read("3 minutes", &c), -1);
    test_clock_forms();

    match_clock_text(177000, t, sizeof t);
    CHECK_STR(t, "0:02:57");
    match_clock_text(7300, t, sizeof t);
    CHECK_STR(t, "0:00:07.3");
    match_clock_text(3723000, t, sizeof t);
    CHECK_STR(t, "1:02:03");
    CHECK_INT((int)match_clock_read("0:02:57"), 177000);
    CHECK_INT((int)match_clock_read("2:57"), 177000);
    CHECK_INT((int)match_clock_read("0:00:07.3"), 7300);
    CHECK_INT((int)match_clock_read("0:61:00"), -1);
    CHECK_INT((int)match_clock_read("soon"), -1);

    GamePlayer p;
    gameinfo_player_read("morphchess level 5", &p);
    CHECK_INT(p.kind, GAME_COMPUTER);
    CHECK_INT(p.level, 5);
    gameinfo_player_name(&p, t, sizeof t);
    CHECK_STR(t, "morphchess level 5");
    gameinfo_player_read("Anna", &p);
    CHECK_INT(p.kind, GAME_HUMAN);
    CHECK_STR(p.name, "Anna");
    gameinfo_player_read("?", &p);
    CHECK_STR(p.name, "");
    CHECK_STR(gameinfo_end_words(STATUS_AGREEMENT), "agreement");
    CHECK_STR(gameinfo_termination(STATUS_TIME), "time forfeit");
    CHECK_STR(gameinfo_termination(STATUS_RESIGNATION), "normal");
}

static void test_end_and_commands(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    CHECK_INT(match_play_movetext(m, "1. e4 e5", &e), 0);
    CHECK_INT(match_end(m, STATUS_AGREEMENT, RESULT_WHITE, &e), -1);
    CHECK_INT(match_end(m, STATUS_RESIGNATION, RESULT_DRAW, &e), -1);
    CHECK_INT(match_end(m, STATUS_RESIGNATION, RESULT_BLACK, &e), 0);
    GameResult r;
    CHECK_INT(match_status(m, &r), STATUS_RESIGNATION);
    CHECK_INT(r, RESULT_BLACK);
    CHECK_STR(game_status_name(STATUS_RESIGNATION), "resignation");
    match_undo(m); /* the end belongs to its position */
    CHECK_INT(match_status(m, NULL), STATUS_ONGOING);

    int node = match_line_node(m, 0);
    CHECK_INT((int)match_node_clock(m, node), -1);
    CHECK_INT(match_set_node_clock(m, node, 61500, &e), 0);
    CHECK_INT((int)match_node_clock(m, node), 61500);
    CHECK_INT(match_set_node_command(m, node, "eval", "0.25", &e), 0);
    CHECK_INT(match_set_node_command(m, node, "emt", "0:00:03", &e), 0);
    CHECK_INT(match_set_node_command(m, node, "eval", "0.5", &e), 0);
    CHECK_STR(match_node_commands(m, node), "[%emt 0:00:03] [%eval 0.5]");
    char args[32];
    CHECK(match_node_command(m, node, "eval", args, sizeof args));
    CHECK_STR(args, "0.5");
    CHECK(!match_node_command(m, node, "csl", args, sizeof args));
    CHECK_INT(match_set_node_command(m, node, "eval", "]", &e), -1);
    CHECK_INT(match_set_node_command(m, node, "emt", NULL, &e), 0);
    CHECK_STR(match_node_commands(m, node), "[%eval 0.5]");
    char *text = NULL;
    CHECK_INT(match_pgn_write(m, NULL, &text, &e), 0);
    CHECK(text && strstr(text, "1. e4 {[%eval 0.5] [%clk 0:01:01.5]} 1... e5 0-1\n"));
    free(text);
    /* a move's NAG right after it, before the comment of its clock, then its own comment */
    CHECK_INT(match_set_note(m, node, "{good} $1", &e), 0);
    CHECK_INT(match_set_note(m, match_line_node(m, 1), "{fine} $2 $14", &e), 0);
    CHECK_INT(match_pgn_write(m, NULL, &text, &e), 0);
    CHECK(text && strstr(text, "1. e4 $1 {[%eval 0.5] [%clk 0:01:01.5]} {good} 1... e5 $2 $14 "
                               "{fine} 0-1\n"));
    free(text);
    match_free(m);
    variant_free(v);
}

/* The lichess export: its tags, clocks, evaluations, NAGs and comments, and 0-1 by
 * resignation, read and written back unchanged in meaning. */
static void test_lichess(void)
{
    char *text = test_read_text("tests/data/records/lichess-export.pgn");
    Error e;
    PgnGame *g = pgn_game(text, 1, &e);
    CHECK(g != NULL);
    if (!g)
        return;
    CHECK_STR(pgn_variant_id(pgn_tag(g, "Variant")), "fide");
    GameInfo info;
    pgn_game_info(g, &info);
    CHECK_STR(info.player[WHITE].name, "anna_k");
    CHECK_STR(info.player[BLACK].name, "BorisS");
    CHECK_STR(info.date, "2026.11.20");
    CHECK_INT((int)info.clock.base_ms, 180000);
    CHECK_INT((int)info.clock.increment_ms, 2000);
    CHECK_INT(info.result, RESULT_BLACK);
    CHECK_STR(gameinfo_tag(&info, "Event"), "Rated Blitz game");
    CHECK_STR(gameinfo_tag(&info, "WhiteElo"), "1712");
    CHECK(gameinfo_tag(&info, "Variant") == NULL);
    CHECK_STR(info.tag[0].name, "Event");
    CHECK_STR(info.tag[1].name, "Site");

    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    CHECK_INT(match_play_record(m, pgn_text(g), NULL, &e), 0);
    CHECK_INT(gameinfo_apply(&info, m, &e), 0);
    gameinfo_from_match(&info, m);
    CHECK_INT(info.end, STATUS_RESIGNATION);
    CHECK_INT(match_status(m, NULL), STATUS_RESIGNATION);
    int first = match_line_node(m, 0), nc3 = match_line_node(m, 6);
    CHECK_INT((int)match_node_clock(m, first), 180000);
    CHECK_INT((int)match_node_clock(m, match_line_node(m, 15)), 165000);
    CHECK_STR(match_node_commands(m, first), "[%eval 0.17]");
    CHECK_STR(match_node_note(m, first), "");
    CHECK_STR(match_node_note(m, nc3), "$6 {Inaccuracy. c3 was best.}");
    CHECK_INT((int)gameinfo_clock_at(&info, m, 16, WHITE), 150000);
    CHECK_INT((int)gameinfo_clock_at(&info, m, 16, BLACK), 165000);
    CHECK_INT((int)gameinfo_clock_at(&info, m, 0, BLACK), 180000);

    char *out = NULL;
    CHECK_INT(match_pgn_write_game(m, &info, false, &out, &e), 0);
    CHECK(out && strstr(out, "[White \"anna_k\"]\n[Black \"BorisS\"]\n[Result \"0-1\"]\n"
                             "[TimeControl \"180+2\"]\n[Termination \"Normal\"]\n"
                             "[UTCDate \"2026.11.20\"]\n"));
    CHECK(out && !strstr(out, "[Variant"));
    /* the record's spelling of its Termination, kept through a save; an end it does not say
     * any more is written as ours */
    CHECK_STR(info.termination, "Normal");
    char *saved = save_write_game(m, &info, "2026-11-27 16:03");
    CHECK(saved && strstr(saved, "\"end\": \"resignation\",\n    \"termination\": \"Normal\",\n"));
    Variant *v3 = NULL;
    Match *m3 = NULL;
    SaveSummary sum;
    CHECK_INT(saved ? save_read(saved, strlen(saved), "l.json", &v3, &m3, &sum, &e) : -1, 0);
    if (m3)
        CHECK_STR(sum.info.termination, "Normal");
    match_free(m3);
    variant_free(v3);
    free(saved);
    GameInfo timed = info;
    timed.end = STATUS_TIME;
    CHECK_STR(gameinfo_termination_text(&timed), "time forfeit");
    snprintf(timed.termination, sizeof timed.termination, "Time forfeit");
    CHECK_STR(gameinfo_termination_text(&timed), "Time forfeit");
    CHECK(out && strstr(out, "1. e4 {[%eval 0.17] [%clk 0:03:00]} 1... e5"));
    CHECK(out && strstr(out, "Qxg5 {[%eval\n-2.2] [%clk 0:02:45]} 0-1\n"));
    /* the NAG right after its move, as lichess writes it, the comments after */
    CHECK(out &&
          strstr(out, "4. Nc3 $6\n{[%eval -0.3] [%clk 0:02:51]} {Inaccuracy. c3 was best.}"));
    /* read back: the same game */
    PgnGame *g2 = out ? pgn_game(out, 1, &e) : NULL;
    Match *m2 = test_match(v, NULL);
    GameInfo info2;
    if (g2) {
        pgn_game_info(g2, &info2);
        CHECK_INT(match_play_record(m2, pgn_text(g2), NULL, &e), 0);
        CHECK_INT(gameinfo_apply(&info2, m2, &e), 0);
        CHECK_INT(match_status(m2, NULL), STATUS_RESIGNATION);
        CHECK_INT(info2.ntags, info.ntags);
        CHECK_INT((int)match_node_clock(m2, match_line_node(m2, 6)), 171000);
        CHECK_STR(match_node_note(m2, match_line_node(m2, 6)), "$6 {Inaccuracy. c3 was best.}");
    }
    CHECK(g2 != NULL);
    pgn_free(g2);
    match_free(m2);
    free(out);
    pgn_free(g);
    match_free(m);
    variant_free(v);
    free(text);
}

/* Version 4: the game saved whole and read back; the older versions still read. */
static void test_saves(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    CHECK_INT(match_play_movetext(m, "1. e4 e5 2. Nf3", &e), 0);
    CHECK_INT(match_set_node_clock(m, match_line_node(m, 0), 181000, &e), 0);
    CHECK_INT(match_set_node_clock(m, match_line_node(m, 1), 175400, &e), 0);
    CHECK_INT(match_end(m, STATUS_RESIGNATION, RESULT_WHITE, &e), 0);
    match_undo(m);
    GameInfo g;
    gameinfo_init(&g);
    snprintf(g.player[WHITE].name, sizeof g.player[WHITE].name, "Anna");
    g.player[BLACK].kind = GAME_COMPUTER;
    g.player[BLACK].level = 5;
    g.clock.base_ms = 180000;
    g.clock.increment_ms = 2000;
    snprintf(g.date, sizeof g.date, "2026.11.27");
    snprintf(g.time, sizeof g.time, "16:03:21");
    gameinfo_set_tag(&g, "Event", "Casual \"game\"");
    char *text = save_write_game(m, &g, "2026-11-27 16:03");
    CHECK(text && strstr(text, "\"version\": 4,"));
    CHECK(text && strstr(text, "    \"black\": {\"name\": \"\", \"player\": \"computer\", "
                               "\"level\": 5},\n"));
    Variant *v2 = NULL;
    Match *m2 = NULL;
    SaveSummary sum;
    CHECK_INT(text ? save_read(text, strlen(text), "g.json", &v2, &m2, &sum, &e) : -1, 0);
    if (m2) {
        CHECK_STR(sum.info.player[WHITE].name, "Anna");
        CHECK_INT(sum.info.player[BLACK].kind, GAME_COMPUTER);
        CHECK_INT(sum.info.player[BLACK].level, 5);
        CHECK_INT((int)sum.info.clock.increment_ms, 2000);
        CHECK_STR(sum.info.time, "16:03:21");
        CHECK_STR(gameinfo_tag(&sum.info, "Event"), "Casual \"game\"");
        CHECK_INT(sum.info.end, STATUS_RESIGNATION);
        CHECK_INT(sum.info.result, RESULT_WHITE);
        CHECK_STR(sum.last, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
        CHECK_INT(match_ply(m2), 2);
        CHECK_INT((int)match_node_clock(m2, match_line_node(m2, 1)), 175400);
        match_redo(m2);
        CHECK_INT(match_status(m2, NULL), STATUS_RESIGNATION);
    }
    SaveSummary quick;
    CHECK_INT(text ? save_summary(text, strlen(text), "g.json", &quick, &e) : -1, 0);
    CHECK_INT(quick.info.player[BLACK].level, 5);
    CHECK_INT(quick.info.end, STATUS_RESIGNATION);
    /* strict: a person with a level, an unknown end */
    char *bad = text ? malloc(strlen(text) + 1) : NULL;
    if (bad) {
        strcpy(bad, text);
        char *at = strstr(bad, "\"end\": \"resignation\"");
        memcpy(at, "\"end\": \"resignatiom\"", 20);
        Variant *v3 = NULL;
        Match *m3 = NULL;
        CHECK_INT(save_read(bad, strlen(bad), "g.json", &v3, &m3, NULL, &e), -1);
        CHECK(strstr(e.what, "checksum") != NULL); /* damage shows first */
        free(bad);
    }
    free(text);
    match_free(m2);
    variant_free(v2);

    /* older files: two people, no clock; version 3's end by time */
    static const char *const old[] = {"tests/data/saves/v2-fide.json",
                                      "tests/data/saves/v3-fide-time.json"};
    for (int i = 0; i < 2; i++) {
        char *t = test_read_text(old[i]);
        v2 = NULL;
        m2 = NULL;
        CHECK_INT(save_read(t, strlen(t), old[i], &v2, &m2, &sum, &e), 0);
        CHECK_INT(sum.info.player[WHITE].kind, GAME_HUMAN);
        CHECK_INT((int)sum.info.clock.base_ms, 0);
        CHECK_INT(match_plies(m2), 5);
        CHECK_INT(sum.info.end, i ? STATUS_TIME : STATUS_ONGOING);
        CHECK_INT(sum.info.result, i ? RESULT_WHITE : RESULT_NONE);
        match_free(m2);
        variant_free(v2);
        free(t);
    }
    match_free(m);
    variant_free(v);
}

/* Issue 49, 6: a save of the newest format whose checksums are right but whose game
 * contradicts itself (its end, its clock, its date or time) is refused at the place. */
static void test_forged_games(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    CHECK_INT(match_play_movetext(m, "1. e4 e5 2. Nf3", &e), 0);
    CHECK_INT(match_end(m, STATUS_RESIGNATION, RESULT_WHITE, &e), 0);
    GameInfo g;
    gameinfo_init(&g);
    CHECK_INT(gameinfo_clock_read("0.5+1", &g.clock), 0);
    snprintf(g.date, sizeof g.date, "2026.11.27");
    snprintf(g.time, sizeof g.time, "16:03:21");
    char *text = save_write_game(m, &g, "2026-11-27 16:03");
    CHECK_STR(test_save_error(text), "");
    SaveSummary sum;
    Variant *v2 = NULL;
    Match *m2 = NULL;
    CHECK_INT(text ? save_read(text, strlen(text), "f.json", &v2, &m2, &sum, &e) : -1, 0);
    CHECK_STR(sum.info.clock.text, "0.5+1");
    CHECK_INT((int)sum.info.clock.base_ms, 500);
    match_free(m2);
    variant_free(v2);
    static const char *const forged[][3] = {
        {"\"end\": \"resignation\"", "\"end\": \"stalemate\"",
         "f.json:13:12: $.game.end: the game's end is \"resignation\", not \"stalemate\""},
        {"\"end\": \"resignation\"", "\"end\": \"adjudication\"",
         "f.json:13:12: $.game.end: the game's end is \"resignation\", not \"adjudication\""},
        {"\"clock\": \"0.5+1\"", "\"clock\": \"0.001+0\"",
         "f.json:10:14: $.game.clock: \"0.001+0\": a period of less than a tenth of a second"},
        {"\"clock\": \"0.5+1\"", "\"clock\": \"9999999+9999999\"",
         "f.json:10:14: $.game.clock: \"9999999+9999999\": a time of more than seven days "
         "(604800 seconds)"},
        {"\"clock\": \"0.5+1\"", "\"clock\": \"0+1\"",
         "f.json:10:14: $.game.clock: \"0+1\": a period of less than a tenth of a second"},
        {"\"date\": \"2026.11.27\"", "\"date\": \"2026.13.45\"",
         "f.json:11:13: $.game.date: \"2026.13.45\": no such day"},
        {"\"time\": \"16:03:21\"", "\"time\": \"25:99:99\"",
         "f.json:12:13: $.game.time: \"25:99:99\": no such time of day"},
    };
    for (size_t i = 0; i < sizeof forged / sizeof forged[0]; i++) {
        char *t = text ? test_forge_save(text, forged[i][0], forged[i][1]) : NULL;
        CHECK_STR(test_save_error(t), forged[i][2]);
        free(t);
    }
    free(text);
    /* a game that goes on, listed as over */
    match_free(m);
    m = test_match(v, NULL);
    CHECK_INT(match_play_movetext(m, "1. e4 e5", &e), 0);
    g.end = STATUS_TIME; /* a stale end is not written: the game goes on */
    text = save_write_game(m, &g, "");
    CHECK_STR(test_save_error(text), "");
    char *t = text ? test_forge_save(text, "\"end\": \"ongoing\"", "\"end\": \"checkmate\"") : NULL;
    CHECK_STR(test_save_error(t), "f.json:13:12: $.game.end: the game's end is \"ongoing\", not "
                                  "\"checkmate\"");
    free(t);
    free(text);
    match_free(m);
    variant_free(v);
}

/* Issue 49, 8: a save cut short recovers its moves and the game beside them: the players,
 * clock, date and tags, and how it ended when every move is recovered. */
static void test_recovered(void)
{
    Variant *v = test_variant("fide");
    Match *m = test_match(v, NULL);
    Error e;
    CHECK_INT(match_play_movetext(m, "1. e4 e5 2. Nf3", &e), 0);
    CHECK_INT(match_end(m, STATUS_RESIGNATION, RESULT_WHITE, &e), 0);
    GameInfo g;
    gameinfo_init(&g);
    CHECK_INT(gameinfo_clock_read("0.5+1", &g.clock), 0);
    snprintf(g.player[WHITE].name, sizeof g.player[WHITE].name, "Anna");
    snprintf(g.date, sizeof g.date, "2026.11.27");
    char *text = save_write_game(m, &g, "");
    for (int cut = 0; text && cut < 2; cut++) {
        char *at = strstr(text, cut ? "    [\"e5\"" : "  \"ended\"");
        CHECK(at != NULL);
        size_t len = at ? (size_t)(at - text) : 0;
        Variant *rv = NULL;
        Match *rm = NULL;
        GameInfo info;
        CHECK_INT(save_recover_game(text, len, "cut.json", &rv, &rm, &info, &e), cut ? 1 : 3);
        CHECK_STR(info.player[WHITE].name, "Anna");
        CHECK_STR(info.clock.text, "0.5+1");
        CHECK_STR(info.date, "2026.11.27");
        CHECK_INT(info.end, cut ? STATUS_ONGOING : STATUS_RESIGNATION);
        CHECK_INT(info.result, cut ? RESULT_NONE : RESULT_WHITE);
        if (rm)
            CHECK_INT(match_status(rm, NULL), cut ? STATUS_ONGOING : STATUS_RESIGNATION);
        match_free(rm);
        variant_free(rv);
    }
    free(text);
    match_free(m);
    variant_free(v);
}

int main(void)
{
    test_fields();
    test_end_and_commands();
    test_lichess();
    test_saves();
    test_forged_games();
    test_recovered();
    return check_report("test_gameinfo");
}
