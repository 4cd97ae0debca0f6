/* power.c - compiles parsed Betza vectors into per-square bitboard tables. */
#include "power.h"

#include <stdio.h>
#include <string.h>

static Bitboard ray_from(const Geometry *g, int sq, int dx, int dy, int range)
{
    Bitboard bb = 0;
    int s = sq;
    for (int n = 0; range == 0 || n < range; n++) {
        s = geo_step(g, s, dx, dy);
        if (s < 0)
            break;
        bb |= geo_bit(s);
    }
    return bb;
}

static int sgn(int x)
{
    return (x > 0) - (x < 0);
}

int power_lame_path(int dx, int dy, int path[4])
{
    int ax = dx < 0 ? -dx : dx, ay = dy < 0 ? -dy : dy;
    int sx = sgn(dx), sy = sgn(dy);
    if (ax == ay || ax == 0 || ay == 0) { /* D, A (and H, G): every square between */
        int n = (ax > ay ? ax : ay) - 1, k = 0;
        for (int i = 1; i <= n && k < 2; i++, k++) {
            path[2 * k] = sx * i;
            path[2 * k + 1] = sy * i;
        }
        return k;
    }
    if (ax + ay == 3) { /* N: the orthogonal square next to the start, long way */
        path[0] = ax == 2 ? sx : 0;
        path[1] = ay == 2 ? sy : 0;
        return 1;
    }
    /* Z (3,2) and others: through the N square on the way */
    path[0] = ax > ay ? 2 * sx : sx;
    path[1] = ax > ay ? sy : 2 * sy;
    return 1;
}

/* Pairs pw's rays into lines (RayLine) where it can; the rest are single. */
static void pair_lines(Power *pw)
{
    bool used[POWER_MAX_RAYS] = {false};
    for (int i = 0; i < pw->nrays; i++) {
        const RayDir *a = &pw->rays[i];
        bool open = !(a->flags & BETZA_INITIAL) && !memcmp(a->lim, a->full, sizeof a->lim);
        for (int j = i + 1; open && !used[i] && j < pw->nrays; j++) {
            const RayDir *b = &pw->rays[j];
            if (used[j] || b->dx != -a->dx || b->dy != -a->dy || b->flags != a->flags ||
                memcmp(b->lim, b->full, sizeof b->lim))
                continue;
            RayLine *l = &pw->line[pw->nlines++];
            l->up = (uint8_t)(a->ascending ? i : j);
            l->down = (uint8_t)(a->ascending ? j : i);
            l->flags = a->flags;
            used[i] = used[j] = true;
        }
    }
    for (int i = 0; i < pw->nrays; i++)
        if (!used[i])
            pw->single[pw->nsingle++] = (uint8_t)i;
}

int power_compile(Power *out, const BetzaPiece *bp, int colour, const Geometry *g, char *err,
                  size_t errsize)
{
    memset(out, 0, sizeof *out);
    out->colour = colour;
    int sign = colour == 0 ? 1 : -1;
    for (int i = 0; i < bp->nvec; i++) {
        const BetzaVector *v = &bp->vec[i];
        int dx = v->dx * sign, dy = v->dy * sign;
        if (v->flags & BETZA_INITIAL)
            out->features |= POWER_HAS_INITIAL;
        if ((v->flags & BETZA_LAME) && v->range == 1) {
            if (out->nlame >= POWER_MAX_LAME) {
                if (err)
                    snprintf(err, errsize, "too many lame directions");
                return -1;
            }
            LameLeap *l = &out->lame[out->nlame++];
            l->flags = v->flags;
            l->atom = v->atom;
            int path[4];
            int np = power_lame_path(dx, dy, path);
            for (int sq = 0; sq < 64; sq++) {
                if (!(g->valid & geo_bit(sq)))
                    continue;
                int to = geo_step(g, sq, dx, dy);
                if (to < 0)
                    continue;
                l->to[sq] = geo_bit(to);
                for (int k = 0; k < np; k++) {
                    int b = geo_step(g, sq, path[2 * k], path[2 * k + 1]);
                    if (b >= 0)
                        l->block[sq] |= geo_bit(b);
                }
            }
            out->features |= POWER_HAS_LAME;
            if (v->flags & BETZA_CAPTURE)
                out->features |= POWER_LAME_CAP;
            continue;
        }
        if (v->flags & (BETZA_LAME | BETZA_HOP | BETZA_GRASS)) {
            if (out->nslow >= POWER_MAX_SLOW) {
                if (err)
                    snprintf(err, errsize, "too many lame or hopping directions");
                return -1;
            }
            SlowDir *s = &out->slow[out->nslow++];
            s->dx = (int8_t)dx;
            s->dy = (int8_t)dy;
            s->range = v->range;
            s->flags = v->flags;
            s->atom = v->atom;
            out->features |= POWER_HAS_SLOW;
            continue;
        }
        if (v->range == 1) {
            for (int sq = 0; sq < 64; sq++) {
                if (!(g->valid & geo_bit(sq)))
                    continue;
                int to = geo_step(g, sq, dx, dy);
                if (to < 0)
                    continue;
                Bitboard b = geo_bit(to);
                if (v->flags & BETZA_INITIAL) {
                    if (v->flags & BETZA_MOVE)
                        out->ileap_move[sq] |= b;
                    if (v->flags & BETZA_CAPTURE)
                        out->ileap_cap[sq] |= b;
                } else {
                    if (v->flags & BETZA_MOVE)
                        out->leap_move[sq] |= b;
                    if (v->flags & BETZA_CAPTURE)
                        out->leap_cap[sq] |= b;
                }
                if (v->flags & BETZA_EP) {
                    out->ep_cap[sq] |= b;
                    out->features |= POWER_HAS_EP;
                }
            }
            continue;
        }
        if (out->nrays >= POWER_MAX_RAYS) {
            if (err)
                snprintf(err, errsize, "too many rider directions");
            return -1;
        }
        RayDir *r = &out->rays[out->nrays++];
        r->dx = (int8_t)dx;
        r->dy = (int8_t)dy;
        r->flags = v->flags;
        r->atom = v->atom;
        r->ascending = (dy * 8 + dx) > 0;
        for (int sq = 0; sq < 64; sq++) {
            if (!(g->valid & geo_bit(sq)))
                continue;
            r->full[sq] = ray_from(g, sq, dx, dy, 0);
            r->lim[sq] = ray_from(g, sq, dx, dy, v->range);
        }
        out->features |= POWER_HAS_RAYS;
        if (v->flags & BETZA_CAPTURE) {
            out->features |= POWER_CAP_RAYS;
            for (int sq = 0; sq < 64; sq++)
                out->ray_cap_reach[sq] |= r->lim[sq];
        }
    }
    pair_lines(out);
    return 0;
}
