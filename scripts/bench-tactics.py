#!/usr/bin/env python3
"""bench-tactics.py - solved counts of the tactical suites (not a timed test).

Orthodox suite (tests/data/tactics-fide.epd): each engine, one thread, gets
each position alone ("ucinewgame", "position fen", "go movetime T" or "go
nodes N") and solves it when its bestmove is one of the position's bm moves;
printed for morphchess and Stockfish at each limit.
Variant suite (tests/data/tactics-variants.txt: "VARIANT | FEN | MOVE[ MOVE]
| note" lines): `morphchess-cli bestmove VARIANT --fen FEN` at each limit,
solved when its move is one of the listed (the variant's notation).

usage: bench-tactics.py [--cli BUILD/morphchess-cli] [--sf CMD | --no-sf]
                        [--times 100,500] [--nodes N,...] [--epd FILE]
                        [--variants FILE | --no-variants] [--limit N] [--verbose]
--nodes: fixed node counts instead of times (the same on any machine load;
Stockfish counts nodes its own way, so its figures are left out).
--limit N: the first N positions of each suite only (the test suite's run of
the script). --verbose: each position's move, unsolved ones marked.
Prints the load average before and after: figures from a loaded machine are
lower for both engines."""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from tactics_lib import UCI  # noqa: E402


def read_epd(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            w = line.split()
            fen = " ".join(w[:4]) + " 0 1"
            ops = " ".join(w[4:])
            bm = ops.split("bm ", 1)[1].split(";")[0].split()
            ident = ops.split('id "', 1)[1].split('"')[0] if 'id "' in ops else fen
            out.append((ident, fen, bm))
    return out


def read_variants(path):
    out = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|")]
            out.append((parts[0], parts[1], parts[2].split(), parts[3] if len(parts) > 3 else ""))
    return out


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def run_epd(name, cmd, suite, go, verbose, opts):
    e = UCI(cmd, opts)
    solved = 0
    for ident, fen, bm in suite:
        got = e.best(fen, go)
        ok = got in bm
        solved += ok
        if verbose:
            print("  %-10s %s %-6s %s" % (ident, " " if ok else "x", got, " ".join(bm)), flush=True)
    e.quit()
    print("%-12s %-18s solved %3d / %d" % (name, go[3:], solved, len(suite)), flush=True)
    return solved


def run_variants(cli, suite, limit, verbose):
    solved = 0
    fams = {}
    for variant, fen, bm, _ in suite:
        out = subprocess.run([cli, "bestmove", variant, "--fen", fen] + limit,
                             capture_output=True, text=True, timeout=600).stdout.split()
        got = out[out.index("bestmove") + 1] if "bestmove" in out else "(none)"
        ok = got in bm
        solved += ok
        fam = fams.setdefault(variant, [0, 0])
        fam[0] += ok
        fam[1] += 1
        if verbose:
            print("  %-18s %s %-10s %s" % (variant, " " if ok else "x", got, " ".join(bm)), flush=True)
    by = ", ".join("%s %d/%d" % (v, a, b) for v, (a, b) in sorted(fams.items()))
    print("%-12s %-18s solved %3d / %d (%s)" % ("morphchess", limit[0][2:] + " " + limit[1], solved,
                                               len(suite), by), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=os.path.join(HERE, "..", "build", "morphchess-cli"))
    ap.add_argument("--sf", default="/usr/games/stockfish")
    ap.add_argument("--no-sf", action="store_true")
    ap.add_argument("--times", default="100,500")
    ap.add_argument("--nodes", default="")
    ap.add_argument("--epd", default=os.path.join(HERE, "..", "tests", "data", "tactics-fide.epd"))
    ap.add_argument("--variants",
                    default=os.path.join(HERE, "..", "tests", "data", "tactics-variants.txt"))
    ap.add_argument("--no-variants", action="store_true")
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    print("load average: %s" % loadavg(), flush=True)
    suite = read_epd(a.epd)
    if a.limit:
        suite = suite[:a.limit]
    if a.nodes:
        limits = [("go nodes %s" % n, ["--nodes", n]) for n in a.nodes.split(",")]
    else:
        limits = [("go movetime %s" % t, ["--movetime", t]) for t in a.times.split(",")]
    for go, _ in limits:
        run_epd("morphchess", a.cli + " uci", suite, go, a.verbose, [("Hash", 16)])
        if not a.no_sf and not a.nodes and os.path.exists(a.sf.split()[0]):
            run_epd("stockfish", a.sf, suite, go, a.verbose, [("Threads", 1), ("Hash", 16)])
    if not a.no_variants and os.path.exists(a.variants):
        vs = read_variants(a.variants)
        if a.limit:
            vs = vs[:a.limit]
        for _, limit in limits:
            run_variants(a.cli, vs, limit, a.verbose)
    print("load average: %s" % loadavg(), flush=True)


if __name__ == "__main__":
    main()
