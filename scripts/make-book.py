#!/usr/bin/env python3
"""make-book.py - writes balanced openings for uci-match.py --book: each
line is PLIES moves from the start (UCI notation), each move drawn at random
from Stockfish's best MULTIPV moves at a shallow depth, kept only when
Stockfish's score of the final position at depth 12 is within MAX_CP of
level, so that a pair of games (both colours) from it tests play rather than
the opening's luck. Lines are distinct.

usage: make-book.py [--seed N] [--plies N] [--multipv N] [--max-cp N]
                    STOCKFISH COUNT > BOOK"""
import random
import subprocess
import sys


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine quit")
            lines.append(line.rstrip("\n"))
            if lines[-1].startswith(prefix):
                return lines


def scores(sf, moves, depth, multipv):
    """{move: centipawns for the side to move} of the best multipv moves."""
    sf.send("setoption name MultiPV value %d" % multipv)
    sf.send("position startpos moves " + " ".join(moves))
    sf.send("go depth %d" % depth)
    best = {}
    for line in sf.until("bestmove"):
        w = line.split()
        if "multipv" not in w or " pv " not in line:
            continue
        if "mate" in w:
            cp = 30000 if int(w[w.index("mate") + 1]) > 0 else -30000
        else:
            cp = int(w[w.index("cp") + 1])
        if int(w[w.index("depth") + 1]) == depth:
            best[w[w.index("pv") + 1]] = cp
    return best


def main():
    args, seed, plies, multipv, max_cp = sys.argv[1:], 1, 8, 5, 50
    while args and args[0].startswith("--"):
        if len(args) < 2:
            sys.exit(__doc__)
        val = int(args[1])
        if args[0] == "--seed":
            seed = val
        elif args[0] == "--plies":
            plies = val
        elif args[0] == "--multipv":
            multipv = val
        elif args[0] == "--max-cp":
            max_cp = val
        else:
            sys.exit(__doc__)
        args = args[2:]
    if len(args) != 2:
        sys.exit(__doc__)
    sf, count = Engine(args[0]), int(args[1])
    sf.send("uci")
    sf.until("uciok")
    rng, seen = random.Random(seed), set()
    while len(seen) < count:
        moves = []
        for _ in range(plies):
            best = scores(sf, moves, 6, multipv)
            top = max(best.values()) if best else 0
            good = sorted(m for m, cp in best.items() if cp >= top - 60)
            if not good:
                break
            moves.append(rng.choice(good))
        line = " ".join(moves)
        if len(moves) < plies or line in seen:
            continue
        final = scores(sf, moves, 12, 1)
        if final and abs(next(iter(final.values()))) <= max_cp:
            seen.add(line)
            print(line, flush=True)
    sf.send("quit")


if __name__ == "__main__":
    main()
