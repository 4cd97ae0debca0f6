/* sound.h - the program's sound effects: clips synthesized in code, and which one a move
 * earns. Window-free, tested without a device; the device that plays them is
 * src/ui/platform/audio.h. */
#ifndef MORPH_UI_SOUND_H
#define MORPH_UI_SOUND_H

#include <stdbool.h>
#include <stdint.h>

#include "morphchess/match.h"

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

/* The sound an action earns, from the events the engine kept of it (match_action_events):
 * game over if it ended the game, else check if it gives check, else mutation if a piece
 * changed with it (`changed`), else capture if it took a piece (ev->ncaptures, or `left`: a
 * piece left the boards), else move. */
SoundKind sound_for_action(const MatchEvents *ev, bool changed, bool left);

#endif
