#!/usr/bin/env python3
"""make-variant-tactics.py - builds the variants' tactical suite
(tests/data/tactics-variants.txt) from the engine's own games: each game starts
from four random legal plies (seeded), then the engine plays both sides at a
low depth; every position from ply 8 is screened with two lines (--multipv 2)
at that depth, and one where the best move scores at least --gap above the
second, with the second at most +250 for the mover (or the best mates and the
second does not), and the best move is no recapture on the square of the
move before, is checked by a deep search (--deep, two lines) of the
given build and kept when it still holds. There is no outside referee for
these variants: the deep search is the engine's own.

usage: make-variant-tactics.py [--cli CLI] [--per N] [--games N] [--gap CP]
                               [--seed S] OUT VARIANT:SCREEN_DEPTH:DEEP_DEPTH...
Appends "VARIANT | FEN | MOVE | deep: MOVE SCORE / MOVE SCORE" lines to OUT
(the move in the variant's notation, as `bestmove` prints it)."""
import argparse
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tactics_lib import forced  # noqa: E402


def run(args, stdin=None):
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          timeout=900).stdout


def lines_of(out):
    """{multipv: (score, move, text)} at the last depth reported."""
    got = {}
    for line in out.splitlines():
        w = line.split()
        if not line.startswith("info") or "pv" not in w or "score" not in w:
            continue
        k = int(w[w.index("multipv") + 1]) if "multipv" in w else 1
        i = w.index("score")
        sc = int(w[i + 2])
        if w[i + 1] == "mate":
            sc = 20000 - sc if sc > 0 else -20000 - sc
        mv = w[w.index("pv") + 1]
        got[k] = (sc, mv, "%s %s %s" % (mv, w[i + 1], w[i + 2]))
    return got


def dest(move):
    """The square a move (the variant's notation) ends on, or ""."""
    sq = re.findall(r"[a-h](?:10|[1-9])", re.split(r"[=>(]", move)[0])
    return sq[-1] if sq else ""


def recapture(move, last):
    return ("x" in move or ":" in move) and dest(move) == dest(last)


def state(cli, variant, moves):
    fen, status = "", ""
    for line in run([cli, "replay", variant, "-"], " ".join(moves)).splitlines():
        k, _, rest = line.partition(" ")
        if k == "fen":
            fen = rest
        elif k == "status":
            status = rest
    return fen, status


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default="build/morphchess-cli")
    ap.add_argument("--per", type=int, default=12)
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--gap", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("out")
    ap.add_argument("specs", nargs="+")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    for spec in a.specs:
        variant, screen, deep = spec.split(":")
        kept, seen = 0, set()
        for _ in range(a.games):
            if kept >= a.per:
                break
            moves = []
            for _ in range(4):
                legal = run([a.cli, "moves", variant, "--play", " ".join(moves)]).split()
                if not legal:
                    break
                moves.append(rng.choice(legal))
            prev = ""
            while len(moves) < 120 and kept < a.per:
                fen, status = state(a.cli, variant, moves)
                if status != "ongoing" or not fen:
                    break
                # Portal Chess: within a turn the FEN holds no entered action,
                # so only a turn's first action is searched from the FEN
                whole = fen != prev
                prev = fen
                if whole:
                    out = run([a.cli, "bestmove", variant, "--fen", fen, "--depth", screen,
                               "--multipv", "2"])
                else:
                    out = run([a.cli, "bestmove", variant, "--play", " ".join(moves), "--depth",
                               screen])
                w = out.split()
                if "bestmove" not in w or w[w.index("bestmove") + 1] == "none":
                    break
                move = w[w.index("bestmove") + 1]
                lines = lines_of(out)
                if whole and len(moves) >= 8 and fen not in seen and forced(lines, a.gap) and \
                        not recapture(lines[1][1], moves[-1]):
                    seen.add(fen)
                    deep_lines = lines_of(run([a.cli, "bestmove", variant, "--fen", fen,
                                               "--depth", deep, "--multipv", "2"]))
                    if forced(deep_lines, a.gap):
                        kept += 1
                        with open(a.out, "a") as f:
                            f.write("%s | %s | %s | depth %s: %s / %s\n" % (
                                variant, fen, deep_lines[1][1], deep, deep_lines[1][2],
                                deep_lines[2][2]))
                        print("%s: kept %d" % (variant, kept), flush=True)
                moves.append(move)
        print("%s: %d positions" % (variant, kept), flush=True)


if __name__ == "__main__":
    main()
