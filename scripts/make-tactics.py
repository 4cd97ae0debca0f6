#!/usr/bin/env python3
"""make-tactics.py - builds the orthodox tactical suite (tests/data/tactics-fide.epd)
from played games: every position of the games is screened by Stockfish at a
low depth with two lines (MultiPV 2), and a position where one move is clearly
better than every other is verified at depth 22 (or --depth) with two lines, at most --per-game (6) a
game, the games in a fixed shuffled order.
A position is kept when, at the deep search, the best move scores at least
--gap centipawns above the second (a mate counts 20000 less its length), the
second scores at most +250 for the mover (only the best move wins or holds),
the best and second are not both mates, and the best move is not a recapture
on the square of the move before (forced, but no test of a search).

usage: make-tactics.py [--depth D] [--screen D] [--gap CP] [--max N] [--per-game N]
                       [--sf CMD]
                       OUT.epd LOG...
LOG: the output of scripts/uci-match.py (its "game N: ... plies: MOVES" lines).
Lines are appended to OUT.epd as they are verified (a run may be stopped and
started again: the positions already in OUT are skipped). Each line:
    FEN4 bm MOVE[ MOVE]; c0 "sf d22: MOVE SCORE / MOVE SCORE"; id "fide-NNN";
with moves in UCI notation (e2e4, e7e8q)."""
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tactics_lib import UCI, forced  # noqa: E402


def score_of(words):
    i = words.index("score")
    kind, val = words[i + 1], int(words[i + 2])
    if kind == "mate":
        return (20000 - val) if val > 0 else (-20000 - val)
    return val


def lines_at(out):
    """{multipv: (score, first move, text)} of the last depth reported."""
    best = {}
    for line in out:
        w = line.split()
        if not line.startswith("info") or "pv" not in w or "score" not in w:
            continue
        if "lowerbound" in w or "upperbound" in w:
            continue
        k = int(w[w.index("multipv") + 1]) if "multipv" in w else 1
        pv = w[w.index("pv") + 1]
        i = w.index("score")
        best[k] = (score_of(w), pv, "%s %s %s" % (pv, w[i + 1], w[i + 2]))
    return best


def analyse(sf, fen, depth):
    sf.send("ucinewgame")
    sf.send("position fen " + fen)
    sf.send("go depth %d" % depth)
    return lines_at(sf.until("bestmove"))


def fen_after(ref, moves):
    ref.send("position startpos moves " + " ".join(moves))
    ref.send("d")
    out = ref.until("Checkers")
    fen = next(l[5:] for l in out if l.startswith("Fen: "))
    return " ".join(fen.split()[:4])


def main():
    args = sys.argv[1:]
    depth, screen, gap, most, sfcmd = 22, 10, 150, 150, "/usr/games/stockfish"
    per_game = 6
    while args and args[0].startswith("--"):
        opt, val, args = args[0], args[1], args[2:]
        if opt == "--depth":
            depth = int(val)
        elif opt == "--screen":
            screen = int(val)
        elif opt == "--gap":
            gap = int(val)
        elif opt == "--max":
            most = int(val)
        elif opt == "--per-game":
            per_game = int(val)
        elif opt == "--sf":
            sfcmd = val
        else:
            sys.exit(__doc__)
    if len(args) < 2:
        sys.exit(__doc__)
    out_path, logs = args[0], args[1:]
    have = set()
    if os.path.exists(out_path):
        with open(out_path) as f:
            have = {" ".join(l.split()[:4]) for l in f if l.strip() and not l.startswith("#")}
    games = []
    for path in logs:
        with open(path) as f:
            for line in f:
                m = re.search(r"plies: (.*)\)$", line.strip())
                if m:
                    games.append(m.group(1).split())
    ref = UCI(sfcmd)
    sf = UCI(sfcmd, [("MultiPV", 2), ("Hash", 64), ("Threads", 1)])
    kept = len([1 for _ in open(out_path)]) if os.path.exists(out_path) else 0
    rng = random.Random(1)
    rng.shuffle(games)
    for moves in games:
        if kept >= most:
            break
        cands = []
        for ply in range(8, len(moves)):
            fen = fen_after(ref, moves[:ply])
            if fen in have:
                continue
            lines = analyse(sf, fen, screen)
            if forced(lines, gap) and lines[1][1][2:4] != moves[ply - 1][2:4]:
                cands.append(fen)
                have.add(fen)
        rng.shuffle(cands)
        print("screened a game: %d candidates" % len(cands), file=sys.stderr, flush=True)
        for fen in cands[:per_game]:
            if kept >= most:
                break
            lines = analyse(sf, fen, depth)
            if not forced(lines, gap):
                print("not forced at depth %d: %s" % (depth, fen), file=sys.stderr, flush=True)
                continue
            kept += 1
            with open(out_path, "a") as f:
                f.write('%s bm %s; c0 "sf d%d: %s / %s"; id "fide-%03d";\n' % (
                    fen, lines[1][1], depth, lines[1][2], lines[2][2], kept))
            print("kept %d: %s" % (kept, fen), file=sys.stderr, flush=True)
    sf.quit()
    ref.quit()


if __name__ == "__main__":
    main()
