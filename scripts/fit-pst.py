#!/usr/bin/env python3
"""fit-pst.py - fits the placement tables of the orthodox men
(src/core/search/pst.c: eval.h's eval_pst_default) to scored positions.

usage: fit-pst.py DUMP [--lambda L] [--holdout F] [--write PST_C]
                  [--weights EVAL_H]

DUMP is what `morph-tune DATA --dump` prints: for each position of the data
(scripts/tune-data.py's lines: FEN, Stockfish's score, result) the target
S(score x ln 10 / 400), the evaluation of its quiet leaf from White's view
with the tables in force, the leaf's game phase (0 .. 256) and its FEN.
The tables are a residual on top of that evaluation: the fit finds the
entries w that minimise
    mean (S(k x (eval + X w)) - target)^2 + L x |w|^2
by L-BFGS (k fitted to the evaluation alone first; X holds, for each man
of a class on its square, folded to the files a-d and seen from its own
side, the phase's share of the middlegame or the endgame, signed by
colour). The entries found are added to the tables in PST_C (so that a fit
on a dump made with tables in force refines them). The last F (0.1) of the
positions are held out and their error printed, before and after.
Positions where a side has no pawn are left out (the evaluation scales
them).

--weights: the dump is `morph-tune --grad`'s, each line also holding the
change of the evaluation by a unit of each weight of EVAL_H's EVAL_WEIGHTS.
The weights not in HELD are fitted with the tables, in steps of an eighth
of each, with the same penalty, and printed as lines of that list.

Needs numpy and scipy (Debian's python3-numpy and python3-scipy)."""
import re
import sys

import numpy as np
from scipy.optimize import minimize
from scipy.sparse import csr_matrix, hstack

# held: the material's weights and a cap, and those the tables stand in for
# (a pawn's advance, a passed pawn's rank, the king's and men's squares),
# which apply to every variant while the tables apply to orthodox men only
HELD = {"mat_base", "mat_reach", "reach_d3", "reach_d4", "reach_far", "piece_eg_pct", "pawn_eg",
        "king_units_cap", "centre_mg", "centre_eg", "pawn_centre_mg", "pawn_centre_eg", "adv2",
        "adv3", "adv4", "adv5", "adv6", "king_home", "king_rank", "king_centre_file",
        "king_corner", "king_centre_eg", "develop", "rider7_mg", "rider7_eg"}
HELD |= {"passed%d_%s" % (r, p) for r in range(1, 7) for p in ("mg", "eg")}

CLASSES = "PNBRQK"
NCOL = len(CLASSES) * 2 * 32


def features(fen, phase):
    """(columns, values) of the leaf's men, or None when a side has no pawn."""
    board = fen.split()[0]
    if "P" not in board or "p" not in board:
        return None
    men = []
    for r, row in enumerate(board.split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
                continue
            white = ch.isupper()
            rank = 7 - r
            rel = rank if white else 7 - rank
            half = rel * 4 + (f if f < 4 else 7 - f)
            men.append((CLASSES.index(ch.upper()), half, 1 if white else -1))
            f += 1
    cols, vals = [], []
    for cls, half, sign in men:
        cols += [(cls * 2) * 32 + half, (cls * 2 + 1) * 32 + half]
        vals += [sign * phase / 256, sign * (256 - phase) / 256]
    return cols, vals


def weight_list(path):
    """[(name, default)] of EVAL_H's EVAL_WEIGHTS."""
    text = open(path).read()
    text = text[text.index("#define EVAL_WEIGHTS"):]
    text = text[:text.index("/* clang-format on */")]
    return [(n, int(d)) for n, d in re.findall(r"X\((\w+), (-?\d+)\)", text)]


def load(path, weights=None):
    rows, cols, vals, ev, tg, grads = [], [], [], [], [], []
    for line in open(path):
        parts = line.split(None, 3)  # target, eval, phase, FEN [| gradients]
        if len(parts) != 4 or not re.match(r"^[01]\.\d+$", parts[0]):
            continue
        fen, _, grad = parts[3].partition(" | ")
        ft = features(fen, int(parts[2]))
        if ft is None:
            continue
        i = len(ev)
        rows += [i] * len(ft[0])
        cols += ft[0]
        vals += ft[1]
        ev.append(float(parts[1]))
        tg.append(float(parts[0]))
        if weights:
            grads.append([float(x) for x in grad.split()])
    x = csr_matrix((vals, (rows, cols)), shape=(len(ev), NCOL))
    if weights:  # a column per free weight, by steps of an eighth of it
        g = np.array(grads)
        free = [k for k, (name, _) in enumerate(weights) if name not in HELD]
        steps = np.array([max(4, abs(weights[k][1]) // 8) for k in free], dtype=float)
        x = hstack([x, csr_matrix(g[:, free] * steps)]).tocsr()
        return x, np.array(ev), np.array(tg), (free, steps)
    return x, np.array(ev), np.array(tg), None


def sig(z):
    return 1 / (1 + np.exp(-z))


def fit_k(ev, tg):
    lo, hi, g = 0.0005, 0.02, (5 ** 0.5 - 1) / 2
    err = lambda k: np.mean((sig(k * ev) - tg) ** 2)
    for _ in range(40):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if err(a) < err(b):
            hi = b
        else:
            lo = a
    return (lo + hi) / 2


def read_tables(path):
    """The tables in PST_C (zeros where it has none yet) and its text."""
    text = open(path).read()
    start = text.index("= {", text.index("eval_pst_default[")) + 2
    body = re.sub(r"/\*.*?\*/", "", text[start:text.index("};", start)], flags=re.S)
    nums = [int(n) for n in re.findall(r"-?\d+", body)]
    return np.array(nums if len(nums) == NCOL else [0] * NCOL, dtype=float), text


def write_tables(path, text, w):
    w = np.rint(w).astype(int)
    out = ["{"]
    for c, name in enumerate(CLASSES):
        out.append("    /* %s */ {" % name)
        for phase in range(2):
            what = "middlegame" if phase == 0 else "endgame"
            out.append("        { /* %s: ranks 1 to 8 from the owner's side, "
                       "files a (h) to d (e) */" % what)
            t = w[(c * 2 + phase) * 32:(c * 2 + phase + 1) * 32]
            for r in range(8):
                out.append("            " + " ".join("%4d," % n for n in t[r * 4:r * 4 + 4]))
            out.append("        },")
        out.append("    },")
    out.append("}")
    start = text.index("= {", text.index("eval_pst_default[")) + 2
    text = text[:start] + "\n".join(out) + text[text.index("};", start) + 1:]
    open(path, "w").write(text)


def main():
    args = sys.argv[1:]
    opts = {"--lambda": "1e-8", "--holdout": "0.1", "--write": "", "--weights": ""}
    rest = []
    while args:
        if args[0] in opts and len(args) > 1:
            opts[args[0]] = args[1]
            args = args[2:]
        else:
            rest.append(args.pop(0))
    if len(rest) != 1:
        sys.exit(__doc__)
    weights = weight_list(opts["--weights"]) if opts["--weights"] else None
    x, ev, tg, free = load(rest[0], weights)
    n = len(ev)
    cut = int(n * (1 - float(opts["--holdout"])))
    xa, eva, tga, xb, evb, tgb = x[:cut], ev[:cut], tg[:cut], x[cut:], ev[cut:], tg[cut:]
    k = fit_k(eva, tga)
    lam = float(opts["--lambda"])

    def loss(w):
        z = k * (eva + xa @ w)
        s = sig(z)
        d = s - tga
        grad = xa.T @ (2 * d * s * (1 - s) * k) / len(tga) + 2 * lam * w
        return 1e6 * (np.mean(d * d) + lam * w @ w), 1e6 * grad  # scaled for L-BFGS' tolerances

    res = minimize(loss, np.zeros(x.shape[1]), jac=True, method="L-BFGS-B",
                   options={"maxiter": 5000, "ftol": 1e-12, "gtol": 1e-9})
    w = res.x
    err = lambda xx, e, t, ww: np.mean((sig(k * (e + xx @ ww)) - t) ** 2)
    print("%d positions (%d held out), k %.5f" % (n, n - cut, k))
    print("fitted:   error %.6f -> %.6f" % (err(xa, eva, tga, 0 * w), err(xa, eva, tga, w)))
    if n > cut:
        print("held out: error %.6f -> %.6f" % (err(xb, evb, tgb, 0 * w), err(xb, evb, tgb, w)))
    for c in range(len(CLASSES)):
        for phase in range(2):
            t = np.rint(w[(c * 2 + phase) * 32:(c * 2 + phase + 1) * 32]).astype(int)
            print("%s %s" % (CLASSES[c], "mg" if phase == 0 else "eg"))
            for r in range(7, -1, -1):
                print("   " + " ".join("%4d" % v for v in t[r * 4:r * 4 + 4]))
    if free:
        for k, step, u in zip(free[0], free[1], w[NCOL:]):
            name, default = weights[k]
            new = int(round(default + u * step))
            print("X(%s, %d)%s" % (name, new, "  was %d" % default if new != default else ""))
    if opts["--write"]:
        old, text = read_tables(opts["--write"])
        write_tables(opts["--write"], text, old + w[:NCOL])


if __name__ == "__main__":
    main()
