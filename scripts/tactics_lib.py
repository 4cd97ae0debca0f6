"""tactics_lib.py - what the tactical-suite scripts share (bench-tactics.py, make-tactics.py,
make-variant-tactics.py): a UCI engine driven through a pipe, and when a position's best move
is forced."""
import subprocess


class UCI:
    def __init__(self, cmd, opts=()):
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        for k, v in opts:
            self.send("setoption name %s value %s" % (k, v))
        self.send("isready")
        self.until("readyok")

    def send(self, s):
        self.p.stdin.write(s + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        out = []
        for line in self.p.stdout:
            line = line.rstrip("\n")
            out.append(line)
            if line.startswith(prefix):
                return out
        raise RuntimeError("engine quit")

    def best(self, fen, go):
        self.send("ucinewgame")
        self.send("position fen " + fen)
        self.send("isready")
        self.until("readyok")
        self.send(go)
        words = self.until("bestmove")[-1].split()
        return words[1] if len(words) > 1 else "(none)"

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(5)
        except Exception:
            self.p.kill()


def forced(lines, gap):
    """True when line 1 (score, move, text) stands `gap` centipawns or a mate clear of line 2."""
    if 1 not in lines or 2 not in lines:
        return False
    b, s = lines[1][0], lines[2][0]
    if b >= 19000:
        return s < 19000
    return b - s >= gap and s <= 250
