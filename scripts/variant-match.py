#!/usr/bin/env python3
"""variant-match.py - two morphchess-cli builds play a shipped variant (any
but Potential Chess, whose owner's choices scripts/potential-match.py plays).

Each pair of games starts from --random-plies (4) random legal actions drawn
with --seed, the builds swapping colours. The build whose colour acts is
asked `bestmove VARIANT --play GAME --movetime MS`; `replay VARIANT` says
whether the game is over. A position seen three times (the FEN's placement,
side and rights) is a draw, and so is a game that reaches --plies (200).
An answer that is no legal action, or none, loses the game.

usage: scripts/variant-match.py NEW_CLI OLD_CLI VARIANT [--games 20]
       [--movetime 100 | --nodes N] [--plies 200] [--random-plies 4] [--seed 1]
--nodes N: each move searched to about N nodes instead of for a time (the
same on any machine load: on a loaded machine a process started for each
move spends much of a short movetime starting).
Prints one line per game and NEW's score with its error margin (two
standard errors of the mean score, the draws counted)."""
import argparse
import math
import random
import re
import subprocess
import sys


def run(args, stdin=None):
    return subprocess.run(args, input=stdin, capture_output=True, text=True,
                          timeout=600).stdout


def state(cli, variant, moves):
    got = {}
    for line in run([cli, "replay", variant, "-"], " ".join(moves)).splitlines():
        key, _, rest = line.partition(" ")
        got[key] = rest
    return got.get("status", "?"), got.get("result", "*"), got.get("fen", "")


def white_acts(fen, legal):
    """Whether White acts: the FEN's side field; in Portal Chess ("wA": White
    acts on board A this turn, Black on the other) the board of the legal
    actions ("A:e4") says which of the two enters now."""
    for w in fen.split()[1:]:
        m = re.match(r"^([wb])([AB]?)$", w)
        if m:
            if not m.group(2) or not legal:
                return m.group(1) == "w"
            boards = [x[0] for x in legal if x[1:2] == ":"]
            board = max(set(boards), key=boards.count) if boards else m.group(2)
            return (m.group(1) == "w") == (board == m.group(2))
    return True


def play(new, old, variant, opening, new_white, limit, plies):
    moves = list(opening)
    seen = {}
    while len(moves) < plies:
        st, res, fen = state(new, variant, moves)
        if st != "ongoing":
            return res, st, moves
        key = " ".join(fen.split()[:-2])
        seen[key] = seen.get(key, 0) + 1
        if seen[key] >= 3:
            return "1/2-1/2", "repetition", moves
        legal = run([new, "moves", variant, "--play", " ".join(moves)]).split()
        white = white_acts(fen, legal)
        cli = new if white == new_white else old
        out = run([cli, "bestmove", variant, "--play", " ".join(moves)] + limit)
        best = [l.split()[1] for l in out.splitlines() if l.startswith("bestmove ")]
        if not best or best[0] not in set(legal):
            lose = "0-1" if white else "1-0"
            return lose, "forfeit by %s: %s" % ("new" if cli == new else "old",
                                              best[0] if best else "no answer"), moves
        moves.append(best[0])
    return "1/2-1/2", "length", moves


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("new")
    ap.add_argument("old")
    ap.add_argument("variant")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--nodes", type=int, default=0)
    ap.add_argument("--plies", type=int, default=200)
    ap.add_argument("--random-plies", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    limit = ["--nodes", str(a.nodes)] if a.nodes else ["--movetime", str(a.movetime)]
    rng = random.Random(a.seed)
    scores = []
    opening = []
    for g in range(a.games):
        if g % 2 == 0:
            opening = []
            for _ in range(a.random_plies):
                legal = run([a.new, "moves", a.variant, "--play", " ".join(opening)]).split()
                if not legal:
                    break
                opening.append(rng.choice(legal))
        new_white = g % 2 == 0
        res, how, moves = play(a.new, a.old, a.variant, opening, new_white, limit, a.plies)
        pts = {"1-0": 1.0, "0-1": 0.0}.get(res, 0.5)
        if not new_white:
            pts = 1.0 - pts
        scores.append(pts)
        print("game %2d new %s %-8s %s, %d plies (new %.1f / %d): %s" % (
            g + 1, "White" if new_white else "Black", res, how, len(moves), sum(scores),
            g + 1, " ".join(moves)), flush=True)
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in scores) / (n - 1)) if n > 1 else 0.0
    wdl = (scores.count(1.0), scores.count(0.5), scores.count(0.0))
    print("%s: new build %.1f / %d (%.0f%% +- %.0f%%, W/D/L %d/%d/%d)" % (
        a.variant, sum(scores), n, 100 * mean, 200 * sd / math.sqrt(n), *wdl))
    return 0


if __name__ == "__main__":
    sys.exit(main())
