/* audio.h - the audio device that plays the sound effects of common/sound.h. It is opened by
 * the first sound played and closed again when idle. */
#ifndef MORPH_UI_AUDIO_H
#define MORPH_UI_AUDIO_H

#include <stdbool.h>
#include <stdint.h>

#include "sound.h"

/* Caller-owned; all zero (or audio_init) is "not opened yet". */
typedef struct Audio {
    uint32_t device; /* SDL_AudioDeviceID, 0 while closed */
    bool failed;     /* opening failed once: no sound for the rest of the run */
    int rate;        /* the device's rate, that the clips were made at */
    int16_t *clip[SOUND_KIND_COUNT];
    int length[SOUND_KIND_COUNT]; /* samples */
    uint64_t close_at;            /* SDL ticks (ms) after which an idle device is closed */
} Audio;

/* How long the device stays open after a sound ends: an open device keeps SDL's audio
 * thread awake, so an idle program closes it and is back to no work at all. */
#define AUDIO_KEEP_OPEN_MS 2000

/* Plays kind k, cutting any sound still queued. The first call opens the audio device and
 * makes the clips; if that fails, one line "morphchess: no sound: WHY" goes to stderr and
 * every later call does nothing. Never fails otherwise: a sound that cannot be queued is
 * skipped. */
void audio_play(Audio *a, SoundKind k);

/* Closes the device once it has been idle for AUDIO_KEEP_OPEN_MS (the next sound opens it
 * again). Returns the milliseconds until it should be called again, or -1 when the device
 * is closed and nothing is due. */
int audio_idle(Audio *a);

/* Closes the device (if open) and frees the clips; a is then as after audio_init. */
void audio_close(Audio *a);

#endif
