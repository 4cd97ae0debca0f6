/* sound.h - the program's sound effects: clips synthesized in code, which one a move earns,
 * and the audio device that plays them.
 *
 * Two halves, one prefix (like session.c and sessionview.c): soundsynth.c is window-free
 * (the clips as PCM, the choice of clip for a move) and is tested without a device;
 * sound.c opens the SDL audio device and plays. This header names no SDL type. */
#ifndef MORPH_UI_SOUND_H
#define MORPH_UI_SOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "view.h"

typedef enum SoundKind {
    SOUND_MOVE = 0,  /* a soft wooden click */
    SOUND_CAPTURE,   /* a sharper double knock */
    SOUND_CHECK,     /* two rising tones */
    SOUND_MUTATION,  /* a chime: a piece changed type or power on the move */
    SOUND_GAME_OVER, /* a short falling phrase */
    SOUND_KIND_COUNT
} SoundKind;

#define SOUND_RATE 44100    /* the rate asked of the device */
#define SOUND_RATE_MIN 8000 /* rates sound_synth accepts */
#define SOUND_RATE_MAX 192000

/* ---- synthesis (soundsynth.c, no SDL) ------------------------------------- */

/* The name of a kind ("move", "capture", "check", "mutation", "game over"); "?" if out of
 * range. */
const char *sound_name(SoundKind k);

/* The length of kind k's clip in samples at rate Hz, or -1 if k or the rate is out of
 * range. */
int sound_length(SoundKind k, int rate);

/* Writes kind k's clip as mono signed 16-bit PCM at rate Hz into out (max_samples long).
 * The clip starts and ends at zero, peaks at no more than half of full scale, and is the
 * same on every call. Returns the number of samples written (sound_length), or -1 with out
 * untouched if k or the rate is out of range or out is too short. */
int sound_synth(SoundKind k, int rate, int16_t *out, int max_samples);

/* The sound a move earns, from the view before it was played and the view after: game over
 * if the move ended the game, else check if a king is in check, else mutation if a piece
 * changed (after->nmorphs), else capture if a piece left the boards, else move. */
SoundKind sound_for_move(const View *before, const View *after);

/* ---- the device (sound.c, SDL) ---------------------------------------------- */

/* Caller-owned; all zero (or sound_init) is "not opened yet". */
typedef struct Sound {
    uint32_t device; /* SDL_AudioDeviceID, 0 while closed */
    bool failed;     /* opening failed once: no sound for the rest of the run */
    int rate;        /* the device's rate, that the clips were made at */
    int16_t *clip[SOUND_KIND_COUNT];
    int length[SOUND_KIND_COUNT]; /* samples */
    uint64_t close_at;            /* SDL ticks (ms) after which an idle device is closed */
} Sound;

/* How long the device stays open after a sound ends: an open device keeps SDL's audio
 * thread awake, so an idle program closes it and is back to no work at all. */
#define SOUND_KEEP_OPEN_MS 2000

void sound_init(Sound *s);

/* Plays kind k, cutting any sound still queued. The first call opens the audio device and
 * makes the clips; if that fails, one line "morphchess: no sound: WHY" goes to stderr and
 * every later call does nothing. Never fails otherwise: a sound that cannot be queued is
 * skipped. */
void sound_play(Sound *s, SoundKind k);

/* Closes the device once it has been idle for SOUND_KEEP_OPEN_MS (the next sound opens it
 * again). Returns the milliseconds until it should be called again, or -1 when the device
 * is closed and nothing is due. */
int sound_idle(Sound *s);

/* Closes the device (if open) and frees the clips; s is then as after sound_init. */
void sound_close(Sound *s);

#endif
