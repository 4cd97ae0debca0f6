/* test_ui_sound.c - the synthesized clips (length, level, envelope, sameness) and the sound a
 * move earns, from hand-made events and on real moves through the session. No audio device. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hostfile.h"
#include "savegame.h"
#include "scratch.h"
#include "session.h"
#include "sound.h"
#include "view.h"

#define FULL 32767
#define MAX_CLIP 20000 /* samples at 44100 Hz: more than the longest clip */

static int16_t clip[SOUND_KIND_COUNT][MAX_CLIP];
static int length[SOUND_KIND_COUNT];

static int peak_of(const int16_t *x, int from, int to)
{
    int p = 0;
    for (int i = from; i < to; i++)
        p = abs(x[i]) > p ? abs(x[i]) : p;
    return p;
}

/* Each clip: its exact length, a level well below full scale yet audible, silence at both
 * ends (the envelopes), and the same samples every time. */
static void clips(void)
{
    static const int want[SOUND_KIND_COUNT] = {
        [SOUND_MOVE] = 3969,      /* 90 ms */
        [SOUND_CAPTURE] = 6615,   /* 150 ms */
        [SOUND_CHECK] = 14112,    /* 320 ms */
        [SOUND_MUTATION] = 15876, /* 360 ms */
        [SOUND_GAME_OVER] = 17640 /* 400 ms */
    };
    static int16_t again[MAX_CLIP];
    for (int k = 0; k < SOUND_KIND_COUNT; k++) {
        int n = sound_length((SoundKind)k, 44100);
        CHECK_INT(n, want[k]);
        CHECK(n >= 44100 * 60 / 1000 && n <= 44100 * 400 / 1000);
        length[k] = sound_synth((SoundKind)k, 44100, clip[k], MAX_CLIP);
        CHECK_INT(length[k], n);
        if (length[k] != n || n < 100)
            continue;
        int peak = peak_of(clip[k], 0, n);
        CHECK(peak <= FULL / 2);
        CHECK(peak >= FULL / 5); /* not silent */
        CHECK_INT(clip[k][0], 0);
        CHECK_INT(clip[k][n - 1], 0);
        CHECK(peak_of(clip[k], 0, 10) < FULL / 50);      /* fades in */
        CHECK(peak_of(clip[k], n - 10, n) < FULL / 200); /* and out */
        int zeros = 0;
        for (int i = 0; i < n; i++)
            zeros += clip[k][i] == 0;
        CHECK(zeros < n / 4); /* sound throughout, not a blip and silence */
        CHECK_INT(sound_synth((SoundKind)k, 44100, again, MAX_CLIP), n);
        CHECK(memcmp(again, clip[k], sizeof again[0] * (size_t)n) == 0);
        printf("%-9s %5d samples, %3d ms, peak %.2f\n", sound_name((SoundKind)k), n,
               n * 1000 / 44100, (double)peak / FULL);
    }
    /* every kind sounds different from every other */
    for (int a = 0; a < SOUND_KIND_COUNT; a++) {
        for (int b = a + 1; b < SOUND_KIND_COUNT; b++) {
            int n = length[a] < length[b] ? length[a] : length[b], differ = 0;
            for (int i = 0; i < n; i++)
                differ += abs(clip[a][i] - clip[b][i]) > FULL / 100;
            CHECK(n > 0 && differ > n / 4);
        }
    }
    /* the length follows the rate; bad requests write nothing */
    CHECK_INT(sound_length(SOUND_MOVE, 48000), 4320);
    CHECK_INT(sound_length(SOUND_MOVE, 100), -1);
    CHECK_INT(sound_length(SOUND_KIND_COUNT, 44100), -1);
    CHECK_STR(sound_name(SOUND_GAME_OVER), "game over");
    CHECK_STR(sound_name(SOUND_KIND_COUNT), "?");
    again[0] = 1234;
    CHECK_INT(sound_synth(SOUND_MOVE, 44100, again, want[SOUND_MOVE] - 1), -1);
    CHECK_INT(sound_synth(SOUND_MOVE, 1000000, again, MAX_CLIP), -1);
    CHECK_INT(again[0], 1234);
}

/* The priority: game over, check, a changed piece, a capture, a plain move. */
static void priority(void)
{
    MatchEvents ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = ACTION_MOVE;
    ev.ncaptures = 1;
    ev.captures[0] = (MatchCapture){'P', BLACK};
    ev.check = true;
    ev.status = STATUS_CHECKMATE;
    ev.result = RESULT_WHITE;
    CHECK_INT(sound_for_action(&ev, true, true), SOUND_GAME_OVER);
    ev.status = STATUS_REPETITION; /* any end: a draw too */
    CHECK_INT(sound_for_action(&ev, false, false), SOUND_GAME_OVER);
    ev.status = STATUS_ONGOING;
    CHECK_INT(sound_for_action(&ev, true, true), SOUND_CHECK);
    ev.check = false;
    CHECK_INT(sound_for_action(&ev, true, true), SOUND_MUTATION);
    CHECK_INT(sound_for_action(&ev, false, false), SOUND_CAPTURE);
    ev.ncaptures = 0; /* a piece gone with no letter in the captured list: still taken */
    CHECK_INT(sound_for_action(&ev, false, true), SOUND_CAPTURE);
    CHECK_INT(sound_for_action(&ev, false, false), SOUND_MOVE);
}

/* ---- real moves through the session, as the app sees them ------------------- */

static View view;
static Session session;
static char dir[256];

static int sq_of(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

static void apply(IntentKind k, int on)
{
    Intent it = {k, -1, -1, -1, -1, false, on, 0, 0};
    session_apply(&session, &view, &it);
}

/* Plays from-to as a click would and returns the sound it earns (what the app plays); the
 * session must count one move played, as the app checks before sounding. */
static SoundKind move(const char *from, const char *to)
{
    long played = session.played;
    Intent it = {INTENT_MOVE, 0, sq_of(from), 0, sq_of(to), false, 0, 0, 0};
    session_apply(&session, &view, &it);
    CHECK_INT(session.played, played + 1);
    return session.played_sound;
}

static void start(const char *id)
{
    char path[512];
    snprintf(path, sizeof path, "%s/variants/%s.json", MORPH_SOURCE_DIR, id);
    CHECK_INT(session_start_variant(&session, &view, path), 0);
}

static void orthodox(void)
{
    start("fide");
    long played = session.played;
    CHECK_INT(move("e2", "e4"), SOUND_MOVE);
    CHECK_INT(move("d7", "d5"), SOUND_MOVE);
    CHECK_INT(move("e4", "d5"), SOUND_CAPTURE);
    CHECK_INT(move("d8", "d5"), SOUND_CAPTURE);
    CHECK_INT(move("b1", "c3"), SOUND_MOVE);
    CHECK_INT(move("d5", "e5"), SOUND_CHECK); /* Qe5+ */
    CHECK_INT(move("f1", "e2"), SOUND_MOVE);
    /* undo, redo and stepping through the moves play nothing */
    played = session.played;
    apply(INTENT_UNDO, 0);
    apply(INTENT_REDO, 0);
    apply(INTENT_STEP_FIRST, 0);
    apply(INTENT_STEP_LAST, 0);
    apply(INTENT_GOTO, 3);
    apply(INTENT_STEP_FORWARD, 0);
    CHECK_INT(session.played, played);
    /* an illegal move is no move */
    apply(INTENT_STEP_LAST, 0);
    Intent bad = {INTENT_MOVE, 0, sq_of("a7"), 0, sq_of("a3"), false, 0, 0, 0};
    session_apply(&session, &view, &bad);
    CHECK_INT(session.played, played);

    start("fide"); /* the fool's mate: mate is check too, but the game is over */
    CHECK_INT(move("f2", "f3"), SOUND_MOVE);
    CHECK_INT(move("e7", "e5"), SOUND_MOVE);
    CHECK_INT(move("g2", "g4"), SOUND_MOVE);
    CHECK_INT(move("d8", "h4"), SOUND_GAME_OVER);
}

/* A piece that changes on the move chimes, with the animation on or off. */
static void mutation(void)
{
    start("revolving");
    CHECK_INT(move("g1", "f3"), SOUND_MUTATION); /* the knight turns into a bishop */
    session.settings.animations = false;
    CHECK_INT(move("b8", "c6"), SOUND_MUTATION);
    CHECK(view.morph_t >= 1.0f); /* told, not drawn */
    CHECK_INT(move("e2", "e4"), SOUND_MOVE);
    session.settings.animations = true;
}

/* A promotion chosen in the choice box is a change of type, sounded when the choice is made. */
static void promotion(void)
{
    Variant *var = NULL;
    Error err;
    CHECK_INT(host_load_variant(MORPH_SOURCE_DIR "/variants/fide.json", &var, &err), 0);
    Match *m = var ? match_new(var, "7k/P7/8/8/8/8/7p/K7 w - - 0 1", &err) : NULL;
    char *text = m ? savegame_text(m) : NULL;
    match_free(m);
    variant_free(var);
    char file[400];
    snprintf(file, sizeof file, "%s/promo.json", dir);
    CHECK_INT(savegame_write_text(file, text ? text : "", &err), 0);
    free(text);
    CHECK_INT(session_open_file(&session, &view, file), 0);
    long played = session.played;
    Intent it = {INTENT_MOVE, 0, sq_of("a7"), 0, sq_of("a8"), false, 0, 0, 0};
    session_apply(&session, &view, &it);
    CHECK_INT(session.mode, SESSION_CHOICE);
    CHECK_INT(session.played, played); /* not yet */
    int knight = 0;                    /* not the queen, whose check would sound instead */
    for (int i = 0; i < view.modal.nitems; i++)
        knight = view.modal.items[i].piece == 'N' ? i : knight;
    apply(INTENT_PICK, knight);
    CHECK_INT(view.board[0].sq[sq_of("a8")].piece.type, 'N');
    CHECK_INT(session.played, played + 1);
    CHECK_INT(session.played_sound, SOUND_MUTATION);
    CHECK_INT(view.nmorphs, 1); /* the pawn that became a knight */
    CHECK_INT(view.morphs[0].sq, sq_of("a8"));
    CHECK_INT(view.morphs[0].old.type, 'P');
}

int main(void)
{
    clips();
    priority();
    if (scratch_make(dir, sizeof dir, "sound") != 0)
        return 1;
    if (session_init(&session, MORPH_SOURCE_DIR, dir) != 0)
        return 1;
    orthodox();
    mutation();
    promotion();
    session_clear(&session);
    scratch_remove(dir);
    return check_report("test_ui_sound");
}
