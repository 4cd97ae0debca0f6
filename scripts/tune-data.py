#!/usr/bin/env python3
"""tune-data.py - positions for tuning the evaluation's weights (morph-tune):
plays games of morphchess-cli uci against Stockfish with UCI_LimitStrength
(each side a short search, from uci-match.py's openings and three random
plies, alternating colours) and
writes every position of them that is not in check, from the eighth ply on,
with Stockfish's unlimited score of it at a fixed depth (centipawns, White's
view; a mate is +-2000) and the game's result (1, 0.5 or 0 for White).

usage: tune-data.py [--seed S] [--nodes N] [--elo E] [--depth D]
                    ENGINE_CMD STOCKFISH GAMES OUT
(defaults: seed 1, our search "go nodes 6000", Stockfish UCI_Elo 2000 at
"go movetime 10", labels at depth 9). OUT gets lines FEN<TAB>CP<TAB>RESULT,
appended, so that several runs (two at once, other seeds) make one file."""
import importlib.util
import os
import random
import sys

_spec = importlib.util.spec_from_file_location(
    "uci_match", os.path.join(os.path.dirname(os.path.abspath(__file__)), "uci-match.py"))
um = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(um)


def label(sf, fen, depth):
    sf.send("position fen " + fen)
    sf.send("go depth %d" % depth)
    score = None
    for line in sf.until("bestmove"):
        words = line.split()
        if "score" in words:
            i = words.index("score")
            kind, val = words[i + 1], int(words[i + 2])
            score = val if kind == "cp" else (2000 if val > 0 else -2000)
    if score is None:
        return None
    return score if fen.split()[1] == "w" else -score


def game(ours, sf, ref, rng, ours_white, nodes):
    moves = rng.choice(um.OPENINGS).split()
    for _ in range(3):  # and three random plies, so that no two games are alike
        legal, _, _ = um.referee_state(ref, moves)
        moves.append(rng.choice(sorted(legal)))
    for e in (ours, sf):
        e.send("ucinewgame")
        e.ready()
    fens, seen = [], {}
    while True:
        legal, fen, check = um.referee_state(ref, moves)
        key = " ".join(fen.split()[:4])
        seen[key] = seen.get(key, 0) + 1
        white = fen.split()[1] == "w"
        if not legal:
            return fens, (0.5 if not check else 0.0 if white else 1.0)
        if seen[key] >= 3 or int(fen.split()[4]) >= 100 or um.bare(fen) or len(moves) > 300:
            return fens, 0.5
        if not check:
            fens.append(fen)
        e = ours if white == ours_white else sf
        e.send("position startpos moves " + " ".join(moves))
        e.send(("go nodes %d" % nodes) if e is ours else "go movetime 10")
        best = e.until("bestmove")[-1].split()[1]
        if best not in legal:
            sys.exit("illegal move %s in %s" % (best, fen))
        moves.append(best)


def main():
    args, opts = sys.argv[1:], {"--seed": 1, "--nodes": 6000, "--elo": 2000, "--depth": 9}
    while args and args[0] in opts and len(args) > 1:
        opts[args[0]] = int(args[1])
        args = args[2:]
    if len(args) != 4:
        sys.exit(__doc__)
    cmd, sfpath, games, out = args[0], args[1], int(args[2]), args[3]
    ours, sf, ref, judge = um.Engine(cmd), um.Engine(sfpath), um.Engine(sfpath), um.Engine(sfpath)
    for e in (ours, sf, ref, judge):
        e.send("uci")
        e.until("uciok")
    sf.send("setoption name UCI_LimitStrength value true")
    sf.send("setoption name UCI_Elo value %d" % opts["--elo"])
    for e in (sf, judge):
        e.send("setoption name Threads value 1")
    rng = random.Random(opts["--seed"])
    total = 0
    with open(out, "a") as f:
        for g in range(games):
            fens, result = game(ours, sf, ref, rng, g % 2 == 0, opts["--nodes"])
            judge.send("ucinewgame")
            for fen in fens:
                cp = label(judge, fen, opts["--depth"])
                if cp is not None:
                    f.write("%s\t%d\t%g\n" % (fen, cp, result))
            f.flush()
            total += len(fens)
            print("game %d: %d positions, result %g (%d in all)" % (g + 1, len(fens), result, total),
                  flush=True)
    for e in (ours, sf, ref, judge):
        e.quit()


if __name__ == "__main__":
    main()
