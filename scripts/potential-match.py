#!/usr/bin/env python3
"""potential-match.py - two morphchess-cli builds play Potential Chess.

Each game starts from one of ten two-ply openings (or, with --random-plies,
from random quiet plies); each opening is played twice, the builds swapping
colours. A move is asked of the build to move with `bestmove potential
--play GAME --movetime MS`; when it is a capture whose captured piece's
owner chooses the type, the owner's build is asked (`bestmove --owner`,
the same limit) and its answer is played. A game ends by mate, stalemate
or a draw rule (as `replay potential` reports), or at --plies, where a
side ahead by at least 3 points of captured material (P 1, N 3, B 3, R 5,
Q 9, read from the FEN's captured field) wins and otherwise it is a draw.

usage: scripts/potential-match.py NEW_CLI OLD_CLI [--games 20] [--movetime 1000]
       [--nodes N] [--plies 100] [--random-plies N --seed S] [--mover-chooses]
--nodes N: each move searched to about N nodes instead of for a time (the
self-play of scripts/potential-tune.py: the same on any machine load).
--random-plies N: each pair of games starts from N random quiet plies
(drawn with --seed from the legal actions that capture nothing) instead of
the ten openings: two deterministic builds at a fixed number of nodes
otherwise shuffle the same pieces from the same quiet openings until the
position repeats, so every game is a draw whatever the builds.
--mover-chooses: a capture's type is the one the mover's search printed
(its guess of the owner's answer: the way of the first matches).
Prints one line per game and the NEW build's score. Run it niced: it is a
benchmark, not a test.
"""
import argparse
import random
import subprocess
import sys

OPENINGS = [
    "1. e2-e4 e7-e5", "1. d2-d4 d7-d5", "1. c2-c4 c7-c5", "1. g1-f3 g8-f6",
    "1. b2-b3 b7-b6", "1. e2-e3 d7-d6", "1. f2-f4 f7-f5", "1. g2-g3 g7-g6",
    "1. b1-c3 b8-c6", "1. h2-h3 a7-a6",
]
VALUES = {"P": 1, "N": 3, "B": 3, "R": 5, "Q": 9}


def run(args, stdin=None):
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          timeout=600).stdout


def movetext(moves):
    out = []
    for i, m in enumerate(moves):
        if i % 2 == 0:
            out.append("%d." % (i // 2 + 1))
        out.append(m)
    return " ".join(out)


def status(cli, moves):
    """(status, result, fen) of the game so far."""
    got = {}
    text = run([cli, "replay", "potential", "-"], movetext(moves))
    for line in text.splitlines():
        key, _, rest = line.partition(" ")
        got[key] = rest
    return got.get("status", "?"), got.get("result", "*"), got.get("fen", "")


def material(fen):
    """White's captured-material lead: Black's losses minus White's."""
    caps = fen.split()[-1] if fen else "-"
    lead = 0
    for c in caps:
        if c.upper() in VALUES:
            lead += VALUES[c.upper()] * (1 if c.islower() else -1)
    return lead


def random_opening(cli, rng, plies):
    """plies random actions that capture nothing, as movetext."""
    moves = []
    for _ in range(plies):
        acts = run([cli, "moves", "potential", "--play", movetext(moves)]).split()
        quiet = [m for m in acts if ":" not in m]
        if not quiet:
            break
        moves.append(rng.choice(quiet))
    return movetext(moves)


def play(new, old, opening, new_white, limit, plies, owner_chooses=True):
    moves = [m for m in opening.split() if not m.endswith(".")]
    while len(moves) < plies:
        white_to_move = len(moves) % 2 == 0
        cli = new if white_to_move == new_white else old
        out = run([cli, "bestmove", "potential", "--play", movetext(moves)] + limit)
        best = [l.split()[1] for l in out.splitlines() if l.startswith("bestmove ")]
        if not best or best[0] in ("none", "--"):
            break
        move = best[0]
        if owner_chooses and "(" in move:
            # the captured piece's owner says what it was
            owner = old if cli == new else new
            got = run([owner, "bestmove", "potential", "--play", movetext(moves + [move]),
                       "--owner"] + limit)
            said = [l.split()[1] for l in got.splitlines() if l.startswith("owner ")]
            if said:
                move = said[0]
        moves.append(move)
        st, res, _ = status(new, moves)
        if st not in ("ongoing", "?"):
            return res, st, moves
    st, res, fen = status(new, moves)
    if st not in ("ongoing", "?"):
        return res, st, moves
    lead = material(fen)
    if lead >= 3:
        return "1-0", "adjudicated (material %+d)" % lead, moves
    if lead <= -3:
        return "0-1", "adjudicated (material %+d)" % lead, moves
    return "1/2-1/2", "adjudicated (material %+d)" % lead, moves


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--movetime", type=int, default=1000)
    ap.add_argument("--nodes", type=int, default=0)
    ap.add_argument("--plies", type=int, default=100)
    ap.add_argument("--random-plies", type=int, default=0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--mover-chooses", action="store_true")
    a = ap.parse_args()
    limit = ["--nodes", str(a.nodes)] if a.nodes else ["--movetime", str(a.movetime)]
    rng = random.Random(a.seed)
    score = 0.0
    wdl = [0, 0, 0]
    opening = ""
    for g in range(a.games):
        if g % 2 == 0:
            opening = (random_opening(a.new, rng, a.random_plies) if a.random_plies
                       else OPENINGS[(g // 2) % len(OPENINGS)])
        new_white = g % 2 == 0
        res, how, moves = play(a.new, a.old, opening, new_white, limit, a.plies,
                               not a.mover_chooses)
        pts = {"1-0": 1.0, "0-1": 0.0}.get(res, 0.5)
        if not new_white:
            pts = 1.0 - pts
        score += pts
        wdl[0 if pts == 1.0 else 1 if pts == 0.5 else 2] += 1
        print("game %2d  %-16s new %s  %-8s %s, %d plies  (new %.1f / %d)" %
              (g + 1, opening, "White" if new_white else "Black", res, how, len(moves),
               score, g + 1), flush=True)
        print("  " + movetext(moves), flush=True)
    print("new build: %.1f / %d (%.0f%%, W/D/L %d/%d/%d)" %
          (score, a.games, 100.0 * score / a.games, wdl[0], wdl[1], wdl[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
