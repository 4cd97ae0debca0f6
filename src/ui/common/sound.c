/* sound.c - the sound effects made in code (struck partials and knocks of filtered
 * noise, no sample files), and the choice of effect for a move. Window-free. */
#include <math.h>
#include <string.h>

#include "sound.h"

#define PI 3.14159265358979323846

/* A struck partial: a sine of freq Hz from t0 seconds that rises over `attack` seconds and
 * dies away with time constant `decay`. */
typedef struct Partial {
    double t0, freq, amp, attack, decay;
} Partial;

/* A knock: a burst of low-passed noise (wood on wood), dying away with time constant
 * `decay`. */
typedef struct Knock {
    double t0, amp, decay, cutoff;
} Knock;

#define MAX_PARTIALS 12
#define MAX_KNOCKS 2

typedef struct Recipe {
    const char *name;
    int ms;                        /* length */
    double peak;                   /* the loudest sample, as a fraction of full scale */
    double fade_ms;                /* the raised-cosine fade that brings the end to zero */
    Partial partial[MAX_PARTIALS]; /* up to the first with no frequency */
    Knock knock[MAX_KNOCKS];       /* up to the first with no amplitude */
} Recipe;

/* Notes (Hz) of the tuned clips. */
#define C4 261.63
#define C5 523.25
#define E5 659.26
#define G5 783.99
#define A5 880.00
#define C6 1046.50
#define D6 1174.66
#define E6 1318.51
#define G6 1567.98

/* Low partials with short decays read as wood; the tuned clips keep to a few harmonics below
 * 5 kHz, so nothing is shrill, and every level is far below full scale. */
static const Recipe recipes[SOUND_KIND_COUNT] = {
    [SOUND_MOVE] = {.name = "move",
                    .ms = 90,
                    .peak = 0.30,
                    .fade_ms = 12.0,
                    .partial = {{0, 380, 1.00, 0.0008, 0.018},
                                {0, 1020, 0.45, 0.0005, 0.010},
                                {0, 2350, 0.10, 0.0004, 0.005}},
                    .knock = {{0, 0.50, 0.004, 2500}}},
    /* a second, softer knock: the taken piece knocked aside */
    [SOUND_CAPTURE] = {.name = "capture",
                       .ms = 150,
                       .peak = 0.42,
                       .fade_ms = 15.0,
                       .partial = {{0, 520, 1.00, 0.0006, 0.022},
                                   {0, 1340, 0.60, 0.0004, 0.012},
                                   {0, 2900, 0.20, 0.0003, 0.006},
                                   {0.045, 610, 0.55, 0.0006, 0.016},
                                   {0.045, 1580, 0.30, 0.0004, 0.009}},
                       .knock = {{0, 0.90, 0.005, 4000}, {0.045, 0.45, 0.004, 3000}}},
    [SOUND_CHECK] = {.name = "check",
                     .ms = 320,
                     .peak = 0.36,
                     .fade_ms = 30.0,
                     .partial = {{0, A5, 1.00, 0.004, 0.070},
                                 {0, 2 * A5, 0.22, 0.004, 0.040},
                                 {0, 3 * A5, 0.06, 0.004, 0.025},
                                 {0.110, D6, 1.00, 0.004, 0.090},
                                 {0.110, 2 * D6, 0.20, 0.004, 0.050},
                                 {0.110, 3 * D6, 0.05, 0.004, 0.030}}},
    [SOUND_MUTATION] = {.name = "mutation",
                        .ms = 360,
                        .peak = 0.34,
                        .fade_ms = 40.0,
                        .partial = {{0, C6, 0.80, 0.003, 0.140},
                                    {0, 2 * C6, 0.22, 0.002, 0.070},
                                    {0, 3 * C6, 0.06, 0.002, 0.040},
                                    {0.055, E6, 0.90, 0.003, 0.140},
                                    {0.055, 2 * E6, 0.20, 0.002, 0.070},
                                    {0.055, 3 * E6, 0.05, 0.002, 0.040},
                                    {0.110, G6, 1.00, 0.003, 0.120},
                                    {0.110, 2 * G6, 0.18, 0.002, 0.060},
                                    {0.110, G6 + 2.0, 0.30, 0.003, 0.120}}}, /* a slow beat */
    [SOUND_GAME_OVER] = {.name = "game over",
                         .ms = 400,
                         .peak = 0.40,
                         .fade_ms = 60.0,
                         .partial = {{0, G5, 1.00, 0.003, 0.110},
                                     {0, 2 * G5, 0.15, 0.002, 0.050},
                                     {0, 3.93 * G5, 0.10, 0.001, 0.015}, /* a mallet's overtone */
                                     {0.100, E5, 1.00, 0.003, 0.110},
                                     {0.100, 2 * E5, 0.15, 0.002, 0.050},
                                     {0.100, 3.93 * E5, 0.10, 0.001, 0.015},
                                     {0.200, C5, 1.00, 0.003, 0.110},
                                     {0.200, 2 * C5, 0.15, 0.002, 0.050},
                                     {0.200, 3.93 * C5, 0.10, 0.001, 0.015},
                                     {0.200, C4, 0.45, 0.006, 0.120}}},
};

const char *sound_name(SoundKind k)
{
    return (int)k >= 0 && k < SOUND_KIND_COUNT ? recipes[k].name : "?";
}

int sound_length(SoundKind k, int rate)
{
    if ((int)k < 0 || k >= SOUND_KIND_COUNT || rate < SOUND_RATE_MIN || rate > SOUND_RATE_MAX)
        return -1;
    return (int)((long)recipes[k].ms * rate / 1000);
}

/* The noise of the knocks: a fixed-seed xorshift, so every clip is the same. */
static double noise(uint32_t *state)
{
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *state = x;
    return (double)x / 2147483648.0 - 1.0;
}

/* What a clip carries from one sample to the next: the noise and its filters. */
typedef struct Voice {
    uint32_t seed;
    double low1[MAX_KNOCKS], low2[MAX_KNOCKS]; /* two one-pole low-pass stages per knock */
} Voice;

static void voice_start(Voice *v)
{
    memset(v, 0, sizeof *v);
    v->seed = 0x9E3779B9u;
}

/* Sample i of the clip, not yet scaled: sample 0, 1, 2 ... in turn from voice_start. */
static double sample(const Recipe *r, Voice *v, int i, int rate)
{
    double t = (double)i / rate, y = 0.0;
    for (int p = 0; p < MAX_PARTIALS && r->partial[p].freq > 0; p++) {
        const Partial *q = &r->partial[p];
        double dt = t - q->t0;
        if (dt < 0)
            continue;
        double env = (1.0 - exp(-dt / q->attack)) * exp(-dt / q->decay);
        y += q->amp * env * sin(2.0 * PI * q->freq * dt);
    }
    for (int k = 0; k < MAX_KNOCKS && r->knock[k].amp > 0; k++) {
        const Knock *q = &r->knock[k];
        double a = 1.0 - exp(-2.0 * PI * q->cutoff / rate), x = noise(&v->seed);
        v->low1[k] += a * (x - v->low1[k]);
        v->low2[k] += a * (v->low1[k] - v->low2[k]);
        double dt = t - q->t0;
        if (dt >= 0)
            y += q->amp * (1.0 - exp(-dt / 0.0004)) * exp(-dt / q->decay) * v->low2[k];
    }
    return y;
}

/* The fade-in of the first millisecond and the fade-out of the last fade_ms: raised cosines
 * that are 0 at the first and the last sample. */
static double edges(const Recipe *r, int i, int n, int rate)
{
    int in = rate / 1000, out = (int)(r->fade_ms * rate / 1000.0);
    double g = 1.0;
    if (i < in)
        g *= 0.5 - 0.5 * cos(PI * i / in);
    if (n - 1 - i < out)
        g *= 0.5 - 0.5 * cos(PI * (n - 1 - i) / out);
    return g;
}

int sound_synth(SoundKind k, int rate, int16_t *out, int max_samples)
{
    int n = sound_length(k, rate);
    if (n < 0 || !out || max_samples < n)
        return -1;
    const Recipe *r = &recipes[k];
    Voice v;
    voice_start(&v); /* twice: to find the peak, then to write at the level wanted */
    double peak = 0.0;
    for (int i = 0; i < n; i++) {
        double y = fabs(sample(r, &v, i, rate) * edges(r, i, n, rate));
        if (y > peak)
            peak = y;
    }
    double scale = peak > 0.0 ? r->peak * 32767.0 / peak : 0.0;
    voice_start(&v);
    for (int i = 0; i < n; i++) {
        double y = floor(sample(r, &v, i, rate) * edges(r, i, n, rate) * scale + 0.5);
        out[i] = (int16_t)(y > 32767.0 ? 32767.0 : y < -32768.0 ? -32768.0 : y);
    }
    return n;
}

/* ---- which sound a move earns ----------------------------------------------- */

SoundKind sound_for_action(const MatchEvents *ev, bool changed, bool left)
{
    if (ev->status != STATUS_ONGOING)
        return SOUND_GAME_OVER;
    if (ev->check)
        return SOUND_CHECK;
    if (changed)
        return SOUND_MUTATION;
    if (ev->ncaptures > 0 || left)
        return SOUND_CAPTURE;
    return SOUND_MOVE;
}
