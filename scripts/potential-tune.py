#!/usr/bin/env python3
"""potential-tune.py - tries weights of the Potential Chess evaluation by
self-play at a fixed number of nodes a move.

Each candidate is a set of the POT_W_* numbers of src/core/search/eval_pot.c;
the script builds morphchess-cli with them (-DPOT_W_...=N, a build directory
per candidate under build-tune/) and plays it against the build with the
current weights (scripts/potential-match.py --nodes: random quiet openings,
each played with colours swapped, the captured piece's owner choosing its
type, 80 plies then adjudicated by captured material). Fixed nodes make the
games the same whatever the machine's load.

Before a candidate plays, the script checks that its weights reach the
engine: the same three positions searched to depth 3 must give a different
score or node count than the base build (a candidate that searches exactly
as the base is reported, not played). The first tuning (four candidates,
ten games each from the ten fixed two-ply openings) scored each exactly
5 / 10: every game was drawn by repetition, both builds shuffling the same
pieces, whatever the weights; the random openings give decided games.

usage: scripts/potential-tune.py [--games 20] [--nodes 10000] [--plies 80]
       [--random-plies 6] [--seed 1] [--base BUILD_DIR]
       [--build-only | --no-build] [CANDIDATE ...]
A CANDIDATE is NAME=VALUE[,NAME=VALUE...] (e.g. POT_W_TYPES=8); without one
the built-in list below is tried. Prints each candidate's score (each game
in build-tune/NAME.log). Run it niced: it is a benchmark, not a test.
"""
import argparse
import os
import subprocess
import sys

CANDIDATES = [
    "POT_W_TYPES=8",
    "POT_W_TYPES=2",
    "POT_W_REACH=5",
    "POT_W_HANG_MOVER=8,POT_W_HANG_OTHER=2",
    "POT_W_KING0=150,POT_W_KING1=60,POT_W_KING2=20",
    "POT_W_CENTRE=4",
]


# positions where every POT_W_* weight counts: the start, a middle game with
# narrowed sets and captures, one with a king's squares few
PROBES = [
    "",
    "1. e2-e4 d7-d5 2. e4:d5>QP(P) d8:d5>qr(p) 3. g1-f3>N b8-c6>n",
    "1. d2-d4 e7-e5 2. d4:e5>QP(P) f8-c5>qb 3. c1-f4>QB d8-h4>qb 4. g2-g3>QRP",
]


def name_of(cand):
    return cand.replace("POT_W_", "").replace("=", "").replace(",", "-").lower()


def probe(cli):
    """The depth-3 searches of PROBES: scores and node counts."""
    out = []
    for moves in PROBES:
        args = [cli, "bestmove", "potential", "--depth", "3"]
        if moves:
            args += ["--play", moves]
        text = subprocess.run(args, capture_output=True, text=True).stdout
        out += [" ".join(l.split()[:8]) for l in text.splitlines() if l.startswith("info depth")]
    return out


def build(here, cand):
    out = os.path.join(here, "build-tune", name_of(cand))
    flags = " ".join("-D" + kv for kv in cand.split(","))
    subprocess.run(["cmake", "-S", here, "-B", out, "-DCMAKE_BUILD_TYPE=Release",
                    "-DCMAKE_C_FLAGS=" + flags], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", out, "--target", "morphchess-cli", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(out, "morphchess-cli")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--plies", type=int, default=80)
    ap.add_argument("--random-plies", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--base", default="build")
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--no-build", action="store_true", help="play the builds made before")
    ap.add_argument("candidates", nargs="*")
    a = ap.parse_args()
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    base = os.path.join(here, a.base, "morphchess-cli")
    base_probe = probe(base)
    clis = [(cand, os.path.join(here, "build-tune", name_of(cand), "morphchess-cli")
             if a.no_build else build(here, cand)) for cand in a.candidates or CANDIDATES]
    if a.build_only:
        return 0
    for cand, cli in clis:
        if probe(cli) == base_probe:
            print("%-48s weights not applied: searches exactly as the base" % cand, flush=True)
            continue
        out = subprocess.run([sys.executable, os.path.join(here, "scripts", "potential-match.py"),
                              cli, base, "--games", str(a.games), "--nodes", str(a.nodes),
                              "--plies", str(a.plies), "--random-plies", str(a.random_plies),
                              "--seed", str(a.seed)], capture_output=True, text=True).stdout
        with open(os.path.join(here, "build-tune", name_of(cand) + ".log"), "w") as log:
            log.write(out)
        last = out.strip().splitlines()[-1] if out.strip() else "no result"
        print("%-48s %s" % (cand, last.replace("new build", "candidate")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
