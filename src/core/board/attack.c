/* attack.c - move and capture targets of compiled powers, including slow moves. */
#include "attack.h"

static void slow_targets(const Variant *v, const Power *pw, int sq, Bitboard occ, bool initial,
                         Bitboard *moves, Bitboard *caps)
{
    for (int i = 0; i < pw->nslow; i++) {
        const SlowDir *d = &pw->slow[i];
        if ((d->flags & BETZA_INITIAL) && !initial)
            continue;
        int s = sq;
        if (d->flags & (BETZA_HOP | BETZA_GRASS)) {
            bool screened = false;
            for (int n = 0; d->range == 0 || n < d->range; n++) {
                s = geo_step(&v->geo, s, d->dx, d->dy);
                if (s < 0)
                    break;
                bool full = (occ & geo_bit(s)) != 0;
                if (!screened) {
                    if (full)
                        screened = true;
                    if (full && (d->flags & BETZA_GRASS)) {
                        int t = geo_step(&v->geo, s, d->dx, d->dy);
                        if (t >= 0) {
                            if (!(occ & geo_bit(t)) && (d->flags & BETZA_MOVE))
                                *moves |= geo_bit(t);
                            if ((occ & geo_bit(t)) && (d->flags & BETZA_CAPTURE))
                                *caps |= geo_bit(t);
                        }
                        break;
                    }
                    continue;
                }
                if (!full) {
                    if (d->flags & BETZA_MOVE)
                        *moves |= geo_bit(s);
                } else {
                    if (d->flags & BETZA_CAPTURE)
                        *caps |= geo_bit(s);
                    break;
                }
            }
            continue;
        }
        /* lame rider: each step is a lame leap */
        int path[4];
        int np = power_lame_path(d->dx, d->dy, path);
        for (int n = 0; d->range == 0 || n < d->range; n++) {
            bool blocked = false;
            for (int k = 0; k < np; k++) {
                int b = geo_step(&v->geo, s, path[2 * k], path[2 * k + 1]);
                if (b >= 0 && (occ & geo_bit(b)))
                    blocked = true;
            }
            if (blocked)
                break;
            s = geo_step(&v->geo, s, d->dx, d->dy);
            if (s < 0)
                break;
            if (!(occ & geo_bit(s))) {
                if (d->flags & BETZA_MOVE)
                    *moves |= geo_bit(s);
            } else {
                if (d->flags & BETZA_CAPTURE)
                    *caps |= geo_bit(s);
                break;
            }
        }
    }
}

void attack_rides(const Variant *v, const Power *pw, int sq, Bitboard occ, bool initial,
                  Bitboard *moves, Bitboard *captures)
{
    Bitboard mv = *moves, cp = *captures;
    for (int i = 0; i < pw->nlines; i++) {
        const RayLine *l = &pw->line[i];
        Bitboard a = attack_line(pw, l, sq, occ);
        if (l->flags & BETZA_MOVE)
            mv |= a;
        if (l->flags & BETZA_CAPTURE)
            cp |= a;
    }
    for (int i = 0; i < pw->nsingle; i++) {
        const RayDir *r = &pw->rays[pw->single[i]];
        if ((r->flags & BETZA_INITIAL) && !initial)
            continue;
        Bitboard a = attack_ray(r, sq, occ);
        if (r->flags & BETZA_MOVE)
            mv |= a;
        if (r->flags & BETZA_CAPTURE)
            cp |= a;
    }
    for (int i = 0; i < pw->nlame; i++) {
        const LameLeap *l = &pw->lame[i];
        if ((l->flags & BETZA_INITIAL) && !initial)
            continue;
        if (!l->to[sq] || (l->block[sq] & occ))
            continue;
        if (l->flags & BETZA_MOVE)
            mv |= l->to[sq];
        if (l->flags & BETZA_CAPTURE)
            cp |= l->to[sq];
    }
    if (pw->nslow)
        slow_targets(v, pw, sq, occ, initial, &mv, &cp);
    *moves = mv;
    *captures = cp;
}

Bitboard attack_captures(const Variant *v, const Power *pw, int sq, Bitboard occ, bool initial)
{
    Bitboard mv, cp;
    attack_targets(v, pw, sq, occ, occ, initial, &mv, &cp);
    return cp;
}
