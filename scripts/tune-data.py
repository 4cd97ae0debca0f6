#!/usr/bin/env python3
"""tune-data.py - positions for fitting the evaluation (morph-tune, and
scripts/fit-pst.py for the placement and mobility tables): plays games and
writes every position of them that is not in check with Stockfish's
unlimited score of it at a fixed depth (centipawns, White's view; a mate is
+-2000) and the game's result (1, 0.5 or 0 for White).

usage: tune-data.py [--seed S] [--nodes N] [--elo E] [--depth D]
                    [--book FILE --first I --last J] [--self]
                    ENGINE_CMD STOCKFISH GAMES OUT
By default each game is morphchess-cli uci ("go nodes N", 6000) against
Stockfish with UCI_LimitStrength (UCI_Elo E, 2000, "go movetime 10"), from
uci-match.py's openings and three random plies, colours alternating, and
its positions from the eighth ply on are labelled at depth D (9). --self:
morphchess against itself at 800, 1500 or 3000 nodes a move (drawn at
random), one move in 25 a random legal one, every position after the
opening labelled. --book: the openings are lines I to J-1 of FILE (as
scripts/make-book.py writes them), in turn, each followed by 0 to 3 random
plies. OUT gets lines FEN<TAB>CP<TAB>RESULT, appended, so that several runs
(two at once, other seeds or book lines) make one file. The placement
tables were fitted to `--self --depth 8 --book BOOK` runs (docs/search.md)."""
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


def game(ours, sf, ref, rng, opening, random_plies, ours_white, nodes, self_play):
    moves = list(opening)
    for _ in range(random_plies):  # so that no two games are alike
        legal, _, _ = um.referee_state(ref, moves)
        if not legal:
            break
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
        if not check and (self_play or len(moves) >= 8):
            fens.append(fen)
        if self_play and rng.random() < 0.04:
            moves.append(rng.choice(sorted(legal)))
            continue
        e = ours if self_play or white == ours_white else sf
        e.send("position startpos moves " + " ".join(moves))
        if e is sf:
            e.send("go movetime 10")
        else:
            e.send("go nodes %d" % (rng.choice((800, 1500, 3000)) if self_play else nodes))
        best = e.until("bestmove")[-1].split()[1]
        if best not in legal:
            sys.exit("illegal move %s in %s" % (best, fen))
        moves.append(best)


def main():
    args = sys.argv[1:]
    opts = {"--seed": 1, "--nodes": 6000, "--elo": 2000, "--depth": 9, "--first": 0,
            "--last": 0}
    book, self_play = None, False
    while args:
        if args[0] == "--self":
            self_play = True
            args = args[1:]
        elif args[0] == "--book" and len(args) > 1:
            with open(args[1]) as f:
                book = [l.split() for l in f if l.strip()]
            args = args[2:]
        elif args[0] in opts and len(args) > 1:
            opts[args[0]] = int(args[1])
            args = args[2:]
        else:
            break
    if len(args) != 4:
        sys.exit(__doc__)
    cmd, sfpath, games, out = args[0], args[1], int(args[2]), args[3]
    if book is not None:
        book = book[opts["--first"]:opts["--last"] or len(book)]
        if not book:
            sys.exit("tune-data.py: no openings in the book's lines asked for")
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
            if book is not None:
                opening, plies = book[g % len(book)], rng.randint(0, 3)
            else:
                opening, plies = rng.choice(um.OPENINGS).split(), 3
            fens, result = game(ours, sf, ref, rng, opening, plies, g % 2 == 0, opts["--nodes"],
                                self_play)
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
