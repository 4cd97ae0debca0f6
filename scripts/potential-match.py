#!/usr/bin/env python3
"""potential-match.py - two morphchess-cli builds play Potential Chess.

Each game starts from one of ten two-ply openings; each opening is played
twice, the builds swapping colours. A move is asked of the build to move
with `bestmove potential --play GAME --movetime MS`; a capture is played
with the captured type the mover's search printed (its search takes the
owner's choice as the mover's worst, so it is the owner's answer as the
mover sees it). A game ends by mate, stalemate or a draw rule (as
`replay potential` reports), or at --plies, where a side ahead by at least
3 points of captured material (P 1, N 3, B 3, R 5, Q 9, read from the FEN's
captured field) wins and otherwise it is a draw.

usage: scripts/potential-match.py NEW_CLI OLD_CLI [--games 20] [--movetime 1000]
       [--nodes N] [--plies 100]
--nodes N: each move searched to about N nodes instead of for a time (the
self-play of scripts/potential-tune.py: the same on any machine load).
Prints one line per game and the NEW build's score. Run it niced: it is a
benchmark, not a test.
"""
import argparse
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


def play(new, old, opening, new_white, limit, plies):
    moves = opening.replace("1. ", "").split()
    while len(moves) < plies:
        white_to_move = len(moves) % 2 == 0
        cli = new if white_to_move == new_white else old
        out = run([cli, "bestmove", "potential", "--play", movetext(moves)] + limit)
        best = [l.split()[1] for l in out.splitlines() if l.startswith("bestmove ")]
        if not best or best[0] in ("none", "--"):
            break
        moves.append(best[0])
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
    a = ap.parse_args()
    limit = ["--nodes", str(a.nodes)] if a.nodes else ["--movetime", str(a.movetime)]
    score = 0.0
    for g in range(a.games):
        opening = OPENINGS[(g // 2) % len(OPENINGS)]
        new_white = g % 2 == 0
        res, how, moves = play(a.new, a.old, opening, new_white, limit, a.plies)
        pts = {"1-0": 1.0, "0-1": 0.0}.get(res, 0.5)
        if not new_white:
            pts = 1.0 - pts
        score += pts
        print("game %2d  %-16s new %s  %-8s %s, %d plies  (new %.1f / %d)" %
              (g + 1, opening, "White" if new_white else "Black", res, how, len(moves),
               score, g + 1), flush=True)
        print("  " + movetext(moves), flush=True)
    print("new build: %.1f / %d (%.0f%%)" % (score, a.games, 100.0 * score / a.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
