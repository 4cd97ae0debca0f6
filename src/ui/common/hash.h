/* hash.h - a hash of bytes for the caches' keys (the scene under a box, the pictures of
 * positions, the panel's actualization): whether what they were made from changed. */
#ifndef MORPH_UI_HASH_H
#define MORPH_UI_HASH_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define UI_HASH_START 14695981039346656037ul

/* A hash of n bytes at p, continuing h (UI_HASH_START to begin): eight bytes at a time, each
 * word mixed into every bit (the view under a box is 160 KB: a byte at a time cost a box's
 * every frame a million instructions). */
static inline unsigned long ui_hash(unsigned long h, const void *p, size_t n)
{
    const unsigned char *b = p;
    uint64_t x = h;
    for (; n >= 8; n -= 8, b += 8) {
        uint64_t w;
        memcpy(&w, b, sizeof w);
        x = (x ^ w) * 0x9E3779B97F4A7C15u;
        x ^= x >> 32;
    }
    for (; n > 0; n--, b++)
        x = (x ^ *b) * 1099511628211u;
    return (unsigned long)(x ^ (x >> 29));
}

#endif
