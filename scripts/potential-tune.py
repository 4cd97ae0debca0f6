#!/usr/bin/env python3
"""potential-tune.py - tries weights of the Potential Chess evaluation by
self-play at a fixed number of nodes a move.

Each candidate is a set of the POT_W_* numbers of src/core/search/eval_pot.c;
the script builds morphchess-cli with them (-DPOT_W_...=N, a build directory
per candidate under build-tune/) and plays it against the build with the
current weights (scripts/potential-match.py --nodes: openings with colours
swapped, 80 plies then adjudicated by captured material). Fixed nodes make
the games the same whatever the machine's load.

usage: scripts/potential-tune.py [--games 10] [--nodes 20000] [--plies 80]
       [--base BUILD_DIR] [CANDIDATE ...]
A CANDIDATE is NAME=VALUE[,NAME=VALUE...] (e.g. POT_W_TYPES=8); without one
the built-in list below is tried. Prints each candidate's score. Run it
niced: it is a benchmark, not a test.
"""
import argparse
import os
import subprocess
import sys

CANDIDATES = [
    "POT_W_TYPES=8",
    "POT_W_REACH=5",
    "POT_W_HANG_MOVER=8,POT_W_HANG_OTHER=2",
    "POT_W_KING0=150,POT_W_KING1=60,POT_W_KING2=20",
]


def build(here, cand):
    name = cand.replace("POT_W_", "").replace("=", "").replace(",", "-").lower()
    out = os.path.join(here, "build-tune", name)
    flags = " ".join("-D" + kv for kv in cand.split(","))
    subprocess.run(["cmake", "-S", here, "-B", out, "-DCMAKE_BUILD_TYPE=Release",
                    "-DCMAKE_C_FLAGS=" + flags], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", out, "--target", "morphchess-cli", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(out, "morphchess-cli")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--plies", type=int, default=80)
    ap.add_argument("--base", default="build")
    ap.add_argument("candidates", nargs="*")
    a = ap.parse_args()
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    base = os.path.join(here, a.base, "morphchess-cli")
    for cand in a.candidates or CANDIDATES:
        cli = build(here, cand)
        out = subprocess.run([sys.executable, os.path.join(here, "scripts", "potential-match.py"),
                              cli, base, "--games", str(a.games), "--nodes", str(a.nodes),
                              "--plies", str(a.plies)], capture_output=True, text=True).stdout
        last = out.strip().splitlines()[-1] if out.strip() else "no result"
        print("%-48s %s" % (cand, last.replace("new build", "candidate")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
