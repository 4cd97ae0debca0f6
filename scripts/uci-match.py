#!/usr/bin/env python3
"""uci-match.py - a small match runner: morphchess-cli uci against Stockfish
(UCI_LimitStrength, UCI_Elo) at a fixed time a move, alternating colours
over fixed openings. A second, unlimited Stockfish referees: its `go perft 1`
lists the legal moves and `d` gives the FEN and the checkers, from which the
end of the game (mate, stalemate, repetition, fifty moves, bare material) is
decided here. An illegal or null move, or no answer within 10 s past the
time allowed, forfeits the game; with --clock a side whose clock runs out
loses on time. The forfeits and the time losses are counted apart.

usage: uci-match.py [--ref STOCKFISH] [--random-openings SEED] [--nodes N]
                    [--opponent-nodes N] [--clock BASE+INC] [--opponent-overhead MS] [--threads N] [--book FILE]
                    ENGINE_CMD OPPONENT_CMD ELO GAMES [MOVETIME_MS]
OPPONENT_CMD is Stockfish, or any UCI engine (e.g. an older morphchess-cli:
"/tmp/morph-old-cli uci"; it then ignores UCI_Elo). --ref names the
Stockfish that referees (default: OPPONENT_CMD). --random-openings: each
pair of games (both colours) starts from 6 random legal plies drawn with
that seed instead of the fixed openings, so that deterministic engines do
not replay the same 16 games. --nodes: "go nodes N" instead of movetime.
--opponent-nodes: the opponent's own "go nodes N" (with --nodes: a budget
for each side, measures that the machine's load does not touch); ELO 0
leaves the opponent at full strength (no UCI_LimitStrength).
--clock: real clocks instead of movetime, BASE seconds and INC seconds a move
("10+0.1"): "go wtime btime winc binc", each side's thinking time measured
here from "go" to "bestmove" (as a GUI does) and taken from its clock.
--opponent-overhead: the opponent's option Move Overhead (Stockfish keeps 10
ms by default, and flags on a loaded machine).
--threads: ENGINE_CMD's option Threads (the opponent keeps one).
--book: each pair of games starts from the next line of FILE (moves in UCI
notation, as scripts/make-book.py writes them), in order, wrapping round.
prints one line per game and a last line "score W/G (P%)", then the
wins, draws and losses."""
import queue
import random
import subprocess
import sys
import threading
import time

OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6",
    "d2d4 d7d5 c2c4 e7e6",
    "e2e4 c7c5 g1f3 d7d6",
    "d2d4 g8f6 c2c4 g7g6",
    "e2e4 e7e6 d2d4 d7d5",
    "c2c4 e7e5 b1c3 g8f6",
    "e2e4 c7c6 d2d4 d7d5",
    "g1f3 d7d5 g2g3 g8f6",
]


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

        self.lines = queue.Queue()
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.p.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix, timeout=None):
        """The lines up to one starting with prefix; None after timeout seconds."""
        lines = []
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=None if end is None else
                                      max(0.0, end - time.monotonic()))
            except queue.Empty:
                return None
            if line is None:
                raise RuntimeError("engine quit")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send("isready")
        self.until("readyok")

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def referee_state(ref, moves):
    ref.send("position startpos moves " + " ".join(moves))
    ref.send("go perft 1")
    lines = ref.until("Nodes searched")
    legal = {l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes")}
    ref.send("d")
    out = ref.until("Checkers")
    fen = next(l[5:] for l in out if l.startswith("Fen: "))
    checkers = out[-1][len("Checkers:"):].strip()
    return legal, fen, checkers != ""


def bare(fen):
    """FIDE's dead positions that are easy to see: K v K, K + minor v K, and
    kings with bishops all on one colour of square."""
    rows = fen.split()[0].split("/")
    pieces = []
    for r, row in enumerate(rows):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
                continue
            if c not in "kK":
                pieces.append((c, (f + r) % 2))
            f += 1
    if not pieces:
        return True
    if len(pieces) == 1 and pieces[0][0] in "nNbB":
        return True
    return all(c in "bB" for c, _ in pieces) and len({sq for _, sq in pieces}) == 1


def random_opening(ref, rng, plies=6):
    moves = []
    for _ in range(plies):
        legal, _, _ = referee_state(ref, moves)
        if not legal:
            break
        moves.append(rng.choice(sorted(legal)))
    return " ".join(moves)


def play(ours, sf, ref, opening, ours_white, movetime):
    moves = opening.split()
    seen = {}
    for e in (ours, sf):
        e.send("ucinewgame")
        e.ready()
    clocks = [CLOCK[0], CLOCK[0]] if CLOCK else None
    result = play_moves(ours, sf, ref, moves, seen, ours_white, movetime, clocks)
    return result[0], "%s, %d plies: %s" % (result[1], len(moves), " ".join(moves))


def name(e, ours):
    return "morphchess" if e is ours else "stockfish"


def play_moves(ours, sf, ref, moves, seen, ours_white, movetime, clocks):
    while True:
        legal, fen, check = referee_state(ref, moves)
        key = " ".join(fen.split()[:4])
        seen[key] = seen.get(key, 0) + 1
        white_to_move = fen.split()[1] == "w"
        if not legal:
            if not check:
                return 0.5, "stalemate"
            return (0.0 if white_to_move == ours_white else 1.0), "checkmate"
        if seen[key] >= 3:
            return 0.5, "repetition"
        if int(fen.split()[4]) >= 100:
            return 0.5, "fifty-move"
        if bare(fen):
            return 0.5, "material"
        if len(moves) > 400:
            return 0.5, "length"
        e = ours if white_to_move == ours_white else sf
        lose = 0.0 if e is ours else 1.0
        e.send("position startpos moves " + " ".join(moves))
        side = 0 if white_to_move else 1
        if clocks:
            e.send("go wtime %d btime %d winc %d binc %d" % (clocks[0], clocks[1], CLOCK[1], CLOCK[1]))
            allowed = clocks[side] / 1000.0
        elif e is sf and OPP_NODES[0]:
            e.send("go nodes %d" % OPP_NODES[0])
            allowed = 60.0
        else:
            e.send(GO % movetime)
            allowed = movetime / 1000.0 if GO.startswith("go movetime") else 60.0
        t0 = time.monotonic()
        out = e.until("bestmove", allowed + 10.0)
        used = int((time.monotonic() - t0) * 1000)
        STATS[name(e, ours)].append(used)
        if out is None:
            return lose, "forfeit: no answer from %s within %d ms" % (name(e, ours), used)
        if clocks:
            clocks[side] -= used
            if clocks[side] < 0:
                return lose, "time loss: %s used %d ms, %d over its clock" % (
                    name(e, ours), used, -clocks[side])
            clocks[side] += CLOCK[1]
        words = out[-1].split()
        best = words[1] if len(words) > 1 else "(none)"
        if best not in legal:
            return lose, "forfeit: %s move %s by %s" % (
                "null" if best in ("0000", "(none)") else "illegal", best, name(e, ours))
        moves.append(best)


GO = "go movetime %d"
CLOCK = None  # (base ms, increment ms) with --clock
OPP_NODES = [0]  # the opponent's own node budget (--opponent-nodes)
STATS = {"morphchess": [], "stockfish": []}  # each move's thinking time (ms)
LOSSES = {"forfeit": {"morphchess": 0, "stockfish": 0},
          "time loss": {"morphchess": 0, "stockfish": 0}}


def main():
    global GO, CLOCK
    args, refpath, seed, nodes, threads = sys.argv[1:], None, None, 0, 1
    overhead = None
    book = OPENINGS
    while args and args[0].startswith("--"):
        if len(args) < 2:
            sys.exit(__doc__)
        if args[0] == "--ref":
            refpath = args[1]
        elif args[0] == "--random-openings":
            seed = int(args[1])
        elif args[0] == "--nodes":
            nodes = int(args[1])
        elif args[0] == "--opponent-nodes":
            OPP_NODES[0] = int(args[1])
        elif args[0] == "--clock":
            base, _, inc = args[1].partition("+")
            CLOCK = (int(float(base) * 1000), int(float(inc or 0) * 1000))
        elif args[0] == "--opponent-overhead":
            overhead = int(args[1])
        elif args[0] == "--threads":
            threads = int(args[1])
        elif args[0] == "--book":
            with open(args[1]) as f:
                book = [l.strip() for l in f if l.strip()]
            if not book:
                sys.exit("%s: no openings" % args[1])
        else:
            sys.exit(__doc__)
        args = args[2:]
    if len(args) < 4:
        sys.exit(__doc__)
    cmd, sfpath, elo, games = args[0], args[1], int(args[2]), int(args[3])
    movetime = int(args[4]) if len(args) > 4 else 100
    if nodes:
        GO, movetime = "go nodes %d", nodes
    ours, sf, ref = Engine(cmd), Engine(sfpath), Engine(refpath or sfpath)
    for e in (ours, sf, ref):
        e.send("uci")
        e.until("uciok")
    if threads > 1:
        ours.send("setoption name Threads value %d" % threads)
    if elo > 0:
        sf.send("setoption name UCI_LimitStrength value true")
        sf.send("setoption name UCI_Elo value %d" % elo)
    sf.send("setoption name Threads value 1")
    if overhead is not None:
        sf.send("setoption name Move Overhead value %d" % overhead)
    total = 0.0
    wdl = [0, 0, 0]
    rng = random.Random(seed)
    for g in range(games):
        if seed is None:
            opening = book[(g // 2) % len(book)]
        elif g % 2 == 0:
            opening = random_opening(ref, rng)
        white = g % 2 == 0
        score, why = play(ours, sf, ref, opening, white, movetime)
        total += score
        wdl[0 if score == 1 else 1 if score == 0.5 else 2] += 1
        print("game %d: morphchess %s, opening %s: %s (%s)" % (
            g + 1, "white" if white else "black", opening, score, why), flush=True)
        for why_kind in ("forfeit", "time loss"):
            if why.find(why_kind + ":") >= 0:
                who = "morphchess" if why.find(why_kind + ": no answer from morphchess") >= 0 or \
                    "by morphchess" in why or "time loss: morphchess" in why else "stockfish"
                LOSSES[why_kind][who] += 1
    control = "%s+%s s clocks" % (CLOCK[0] / 1000.0, CLOCK[1] / 1000.0) if CLOCK else \
        "%d nodes a move" % nodes if nodes else "%d ms a move" % movetime
    if OPP_NODES[0]:
        control += ", the opponent %d nodes" % OPP_NODES[0]
    # two standard errors of the mean score, draws counted
    mean = total / games
    var = (wdl[0] * (1 - mean) ** 2 + wdl[1] * (0.5 - mean) ** 2 + wdl[2] * mean ** 2) / games
    print("score %.1f/%d (%.0f%% +- %.0f%%) vs Stockfish UCI_Elo %d at %s" % (
        total, games, 100.0 * mean, 200.0 * (var / games) ** 0.5, elo, control))
    print("W/D/L %d/%d/%d" % tuple(wdl))
    for kind, label in (("forfeit", "forfeits"), ("time loss", "time losses")):
        print("%s: morphchess %d, stockfish %d" % (
            label, LOSSES[kind]["morphchess"], LOSSES[kind]["stockfish"]))
    for who, used in STATS.items():
        if used:
            print("%s: %d moves, thinking time mean %.0f ms, longest %d ms" % (
                who, len(used), sum(used) / len(used), max(used)))
    for e in (ours, sf, ref):
        e.quit()


if __name__ == "__main__":
    main()
