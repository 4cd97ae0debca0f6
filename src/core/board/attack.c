/* attack.c - move and capture targets of compiled powers, including slow moves; the pieces
 * that attack a square, and check. */
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

/* Who attacks a square, and check: here, beside the targets they ask, so that position.c
 * (below) does not call back into this file. */
static Bitboard slow_attackers(const Variant *v, const Position *p, int sq, int by, int t,
                               const Power *pw, Bitboard occ)
{
    Bitboard found = 0;
    Bitboard init = attack_initial_mask(v, p, by, t);
    for (Bitboard bb = p->pieces[by][t] & occ; bb;) {
        int s = bits_pop(&bb);
        /* the target counts as occupied: "could capture there" */
        if (attack_captures(v, pw, s, occ | geo_bit(sq), (init & geo_bit(s)) != 0) & geo_bit(sq))
            found |= geo_bit(s);
    }
    return found;
}

/* The squares from which rev's capturing rides reach sq (those of the
 * pieces `mine` of type t at least). */
static Bitboard ray_attackers(const Variant *v, const Position *p, int sq, int by, int t,
                              const Power *rv, Bitboard occ, Bitboard mine)
{
    Bitboard a = 0;
    for (int i = 0; i < rv->nlines; i++)
        if (rv->line[i].flags & BETZA_CAPTURE)
            a |= attack_line(rv, &rv->line[i], sq, occ);
    for (int i = 0; i < rv->nsingle; i++) {
        const RayDir *r = &rv->rays[rv->single[i]];
        if (!(r->flags & BETZA_CAPTURE) || !(r->lim[sq] & mine))
            continue;
        Bitboard ra = attack_ray(r, sq, occ);
        if (r->flags & BETZA_INITIAL)
            ra &= attack_initial_mask(v, p, by, t);
        a |= ra;
    }
    return a;
}

Bitboard position_attackers(const Variant *v, const Position *p, int sq, int by, Bitboard occ)
{
    Bitboard att = 0;
    for (int t = 0; t < v->def.ntypes; t++) {
        Bitboard mine = p->pieces[by][t] & occ;
        if (!mine)
            continue;
        const Power *pw = position_power(v, p, by, t);
        if (pw->features & (POWER_HAS_SLOW | POWER_LAME_CAP)) {
            att |= slow_attackers(v, p, sq, by, t, pw, occ);
            continue;
        }
        const Power *rv = pw->rev;
        Bitboard a = rv->leap_cap[sq];
        if (rv->features & POWER_HAS_INITIAL)
            a |= rv->ileap_cap[sq] & attack_initial_mask(v, p, by, t);
        if (rv->ray_cap_reach[sq] & mine)
            a |= ray_attackers(v, p, sq, by, t, rv, occ, mine);
        att |= a & mine;
    }
    return att;
}

bool position_in_check(const Variant *v, const Position *p, int colour)
{
    if (!v->def.rules.check)
        return false;
    int k = position_king(v, p, colour);
    if (k < 0)
        return false;
    return position_attackers(v, p, k, !colour, p->occ[0] | p->occ[1]) != 0;
}
