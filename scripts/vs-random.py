#!/usr/bin/env python3
"""vs-random.py - the computer (morphchess-cli bestmove) against a uniformly
random mover (a random line of `morphchess-cli moves`) in one variant, both
colours. Every move the computer chooses is checked against `moves` (an
illegal one is counted and loses). Prints one line per game and a summary
"VARIANT: W won, D drawn, L lost, I illegal of G".

usage: vs-random.py CLI VARIANT GAMES [MOVETIME_MS] [MAX_PLIES] [SEED]"""
import random
import subprocess
import sys


def run(cli, *args, stdin=None):
    return subprocess.run([cli, *args], input=stdin, capture_output=True, text=True).stdout


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    cli, variant, games = sys.argv[1], sys.argv[2], int(sys.argv[3])
    movetime = sys.argv[4] if len(sys.argv) > 4 else "50"
    max_plies = int(sys.argv[5]) if len(sys.argv) > 5 else 200
    rng = random.Random(int(sys.argv[6]) if len(sys.argv) > 6 else 1)
    won = drawn = lost = illegal = 0
    for g in range(games):
        me = "white" if g % 2 == 0 else "black"
        played = []
        result = "*"
        for ply in range(max_plies):
            text = " ".join(played)
            shown = run(cli, "show", variant, "--play", text).split("\n")
            lines = {l.split(" ", 1)[0]: l.split(" ", 1)[-1] for l in shown if l}
            result = lines.get("result", "*")
            if lines.get("status") != "ongoing":
                break
            legal = [l for l in run(cli, "moves", variant, "--play", text).split("\n") if l]
            mover = "white" if any(l.startswith("White to ") for l in shown) else "black"
            if mover == me:
                out = run(cli, "bestmove", variant, "--play", text, "--movetime", movetime)
                best = out.strip().split("\n")[-1].split(" ", 1)[1]
                if best not in legal:
                    illegal += 1
                    result = "0-1" if me == "white" else "1-0"
                    break
                played.append(best)
            else:
                played.append(rng.choice(legal))
        mine = "1-0" if me == "white" else "0-1"
        theirs = "0-1" if me == "white" else "1-0"
        won += result == mine
        lost += result == theirs
        drawn += result not in (mine, theirs)
        print("%s game %d: computer %s, %d plies, %s" % (variant, g + 1, me, len(played), result),
              flush=True)
    print("%s: %d won, %d drawn, %d lost, %d illegal of %d" % (variant, won, drawn, lost, illegal,
                                                             games))


if __name__ == "__main__":
    main()
