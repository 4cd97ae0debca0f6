/* audio.c - the audio device: opened on the first sound played, fed the clips of common/sound.c
 * through SDL's queue. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "audio.h"

_Static_assert(sizeof(SDL_AudioDeviceID) == sizeof(uint32_t), "Audio.device holds the id");

/* The device's buffer: about 12 ms at 44100 Hz, so a click follows the move promptly. */
#define DEVICE_SAMPLES 512

static void audio_init(Audio *s)
{
    memset(s, 0, sizeof *s);
}

static void free_clips(Audio *s)
{
    for (int k = 0; k < SOUND_KIND_COUNT; k++) {
        free(s->clip[k]);
        s->clip[k] = NULL;
    }
}

/* Makes every clip at s->rate (again only when the rate changed). Returns 0, or -1 (out of
 * memory) with the clips made so far left for audio_close. */
static int make_clips(Audio *s, int rate)
{
    if (s->clip[0] && rate == s->rate)
        return 0;
    free_clips(s);
    s->rate = rate;
    for (int k = 0; k < SOUND_KIND_COUNT; k++) {
        int n = sound_length((SoundKind)k, s->rate);
        s->clip[k] = n > 0 ? malloc(sizeof *s->clip[k] * (size_t)n) : NULL;
        if (!s->clip[k])
            return -1;
        s->length[k] = sound_synth((SoundKind)k, s->rate, s->clip[k], n);
    }
    return 0;
}

/* Opens the default device as mono signed 16-bit at the rate it likes (SDL converts the rest)
 * and makes the clips at that rate. Returns 0, or -1 with the reason in why (size n) and
 * nothing left open. */
static int open_device(Audio *s, char *why, size_t n)
{
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        snprintf(why, n, "%s", SDL_GetError());
        return -1;
    }
    SDL_AudioSpec want, have;
    SDL_zero(want);
    want.freq = SOUND_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = DEVICE_SAMPLES;
    SDL_AudioDeviceID dev =
        SDL_OpenAudioDevice(NULL, 0, &want, &have, SDL_AUDIO_ALLOW_FREQUENCY_CHANGE);
    if (dev == 0) {
        snprintf(why, n, "%s", SDL_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return -1;
    }
    s->device = dev;
    if (have.freq < SOUND_RATE_MIN || have.freq > SOUND_RATE_MAX) {
        snprintf(why, n, "the device's rate %d Hz is not usable", have.freq);
        audio_close(s);
        return -1;
    }
    if (make_clips(s, have.freq) != 0) {
        snprintf(why, n, "out of memory");
        audio_close(s);
        return -1;
    }
    SDL_PauseAudioDevice(dev, 0); /* plays silence while nothing is queued */
    return 0;
}

void audio_play(Audio *s, SoundKind k)
{
    if ((int)k < 0 || k >= SOUND_KIND_COUNT || s->failed)
        return;
    if (!s->device) {
        char why[256];
        if (open_device(s, why, sizeof why) != 0) {
            fprintf(stderr, "morphchess: no sound: %s\n", why);
            s->failed = true; /* not tried again on every move */
            return;
        }
    }
    SDL_ClearQueuedAudio(s->device); /* a new sound cuts the old one: they never pile up */
    SDL_QueueAudio(s->device, s->clip[k], (Uint32)(sizeof *s->clip[k] * (size_t)s->length[k]));
    s->close_at =
        SDL_GetTicks64() + (uint64_t)s->length[k] * 1000u / (uint64_t)s->rate + AUDIO_KEEP_OPEN_MS;
}

static void close_device(Audio *s)
{
    if (s->device) {
        SDL_CloseAudioDevice(s->device);
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        s->device = 0;
    }
}

int audio_idle(Audio *s)
{
    if (!s->device)
        return -1;
    uint64_t now = SDL_GetTicks64();
    if (now < s->close_at)
        return (int)(s->close_at - now);
    if (SDL_GetQueuedAudioSize(s->device) > 0)
        return 100;
    close_device(s);
    return -1;
}

void audio_close(Audio *s)
{
    close_device(s);
    free_clips(s);
    audio_init(s);
}
