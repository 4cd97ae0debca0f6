#!/usr/bin/env python3
"""make_pieces.py - writes the twelve morphchess piece SVGs (wK.svg ... bP.svg) in this directory.

The art is drawn here as plain coordinates on a 45x45 grid; the SVGs it writes
are what the program reads. Run it after changing a shape: python3 make_pieces.py
"""
import os

INK = "#1d1a17"          # outline of the white pieces
IVORY = "#fbf7ec"        # body of the white pieces
EBONY = "#2b2723"        # body of the black pieces
EBONY_EDGE = "#0c0a09"   # outline of the black pieces
HIGHLIGHT = "#ece6d6"    # inner details of the black pieces
W = 1.5                  # outline width


def rrect(x1, y1, x2, y2, r):
    """A rounded rectangle as a path."""
    return (f"M {x1 + r:g} {y1:g} H {x2 - r:g} Q {x2:g} {y1:g} {x2:g} {y1 + r:g} "
            f"V {y2 - r:g} Q {x2:g} {y2:g} {x2 - r:g} {y2:g} H {x1 + r:g} "
            f"Q {x1:g} {y2:g} {x1:g} {y2 - r:g} V {y1 + r:g} Q {x1:g} {y1:g} {x1 + r:g} {y1:g} Z")


def circle(cx, cy, r):
    return ("circle", cx, cy, r)


def plinth(x1, x2, y1=35.0, y2=39.5):
    """The foot every piece stands on: a slab with a bevelled top edge."""
    return (f"M {x1 + 1.5:g} {y1:g} H {x2 - 1.5:g} C {x2 - 0.6:g} {y1:g} {x2:g} {y1 + 0.8:g} {x2:g} {y1 + 1.8:g} "
            f"V {y2 - 1.2:g} Q {x2:g} {y2:g} {x2 - 1.2:g} {y2:g} H {x1 + 1.2:g} Q {x1:g} {y2:g} {x1:g} {y2 - 1.2:g} "
            f"V {y1 + 1.8:g} C {x1:g} {y1 + 0.8:g} {x1 + 0.6:g} {y1:g} {x1 + 1.5:g} {y1:g} Z")


def skirt(bx1, bx2, tx1, tx2, y_bottom, y_top):
    """A concave flare from a narrow top (tx1..tx2 at y_top) to a wide bottom."""
    h = y_bottom - y_top
    return (f"M {bx1:g} {y_bottom:g} C {bx1 + 1.2:g} {y_bottom - h * 0.55:g} {tx1 - 1.5:g} {y_top + h * 0.15:g} {tx1:g} {y_top:g} "
            f"H {tx2:g} C {tx2 + 1.5:g} {y_top + h * 0.15:g} {bx2 - 1.2:g} {y_bottom - h * 0.55:g} {bx2:g} {y_bottom:g} Z")


# Each piece: a list of filled parts (drawn in order, each outlined), a list of
# detail strokes drawn in the outline colour on White and in HIGHLIGHT on
# Black, and extra strokes only Black needs (edges that vanish dark on dark).
PIECES = {}

PIECES["P"] = dict(
    parts=[
        skirt(13, 32, 18.8, 26.2, 35.2, 29.4),
        plinth(11, 34),
        "M 19.4 28 C 20 26.6 20.2 25.2 20.1 23.2 H 24.9 C 24.8 25.2 25 26.6 25.6 28 Z",
        rrect(15.4, 26.4, 29.6, 29.8, 1.6),
        circle(22.5, 18.4, 5.9),
    ],
    details=[],
    black=["M 13 37 H 32", "M 17.2 28.1 H 27.8", "M 19.2 15.6 Q 20.4 13.8 22.5 13.5"],
)

PIECES["R"] = dict(
    parts=[
        plinth(9.5, 35.5),
        rrect(11.5, 31.8, 33.5, 35.4, 1.2),
        "M 13.8 32 L 15.2 16.8 H 29.8 L 31.2 32 Z",
        ("M 11.2 15.2 V 8.2 Q 11.2 7.5 11.9 7.5 H 15.6 Q 16.3 7.5 16.3 8.2 V 10.6 H 19.8 V 8.2 "
         "Q 19.8 7.5 20.5 7.5 H 24.5 Q 25.2 7.5 25.2 8.2 V 10.6 H 28.7 V 8.2 Q 28.7 7.5 29.4 7.5 "
         "H 33.1 Q 33.8 7.5 33.8 8.2 V 15.2 Z"),
        rrect(12.2, 14.2, 32.8, 17.6, 1.2),
    ],
    details=[],
    black=["M 11.5 37 H 33.5", "M 13.5 33.6 H 31.5", "M 14 15.9 H 31", "M 13 12.8 H 32"],
)

PIECES["B"] = dict(
    parts=[
        plinth(10.5, 34.5),
        skirt(13.8, 31.2, 19.2, 25.8, 35.2, 30.8),
        rrect(16.2, 28.4, 28.8, 31.4, 1.4),
        ("M 22.5 9.6 C 16.6 13.4 14.6 19.2 15.7 24.4 C 16.2 26.8 17.3 28.2 18.6 28.9 "
         "H 26.4 C 27.7 28.2 28.8 26.8 29.3 24.4 C 30.4 19.2 28.4 13.4 22.5 9.6 Z"),
        circle(22.5, 7.9, 2.3),
    ],
    details=["M 25.4 14.2 L 21.2 19.8", "M 16.9 25.4 Q 22.5 27.6 28.1 25.4"],
    black=["M 12.5 37 H 32.5", "M 18 29.9 H 27"],
)

PIECES["N"] = dict(
    parts=[
        plinth(9.5, 35.5),
        ("M 14.2 35.2 C 14.8 31.2 17.6 28.6 19.9 26.8 C 20.8 26 20.6 24.9 19.6 24.6 "
         "C 17.4 24.9 15.4 25.6 13.4 26.7 C 12 27.4 10.9 27.1 10.2 26 "
         "C 9.3 24.8 8.6 23.6 8.6 22.2 C 8.8 20.6 10.3 18.9 11.6 17.4 "
         "C 13.8 14.8 15.8 12.2 18.2 10.4 C 19.2 9.6 19.8 8.6 20.2 7.2 "
         "C 20.5 6.2 21.2 4.9 22.2 4.6 C 22.9 5.6 23 6.8 23.4 7.9 "
         "C 24.2 6.6 25.2 5.6 26.4 5.3 C 26.6 6.6 26.3 7.8 26.2 8.9 "
         "C 31 10.6 34.6 15.4 35.4 21.6 C 36 26.8 35.2 31.4 33.6 35.2 Z"),
    ],
    details=["M 10.6 24.9 C 11.6 24.3 12.6 24.2 13.4 24.6",
             "M 21.2 16.4 C 22.2 18.6 21.8 21.4 19.9 23.6",
             "M 26.2 9.8 C 30.2 12.2 32.4 16.6 32.9 21.6 C 33.3 25.8 32.7 29.8 31.4 33.4"],
    dots=[(17.6, 14.6, 1.25), (11.3, 21.3, 0.75)],
    black=["M 11.5 37 H 33.5"],
)

PIECES["Q"] = dict(
    parts=[
        plinth(9.5, 35.5),
        skirt(12.6, 32.4, 17.4, 27.6, 35.2, 30.8),
        rrect(14.6, 28.3, 30.4, 31.4, 1.4),
        ("M 16.8 28.8 C 16.4 24.4 14.2 19.2 10.2 12.4 L 15.6 18.2 L 16.4 9.8 L 20.2 17.4 "
         "L 22.5 7.9 L 24.8 17.4 L 28.6 9.8 L 29.4 18.2 L 34.8 12.4 "
         "C 30.8 19.2 28.6 24.4 28.2 28.8 Z"),
        circle(10.2, 11.2, 2.0),
        circle(16.4, 8.4, 2.0),
        circle(22.5, 6.3, 2.1),
        circle(28.6, 8.4, 2.0),
        circle(34.8, 11.2, 2.0),
    ],
    details=["M 16.3 24.6 Q 22.5 26.8 28.7 24.6"],
    black=["M 11.5 37 H 33.5", "M 16.5 29.8 H 28.5"],
)

PIECES["K"] = dict(
    parts=[
        plinth(9.5, 35.5),
        skirt(12.6, 32.4, 17.4, 27.6, 35.2, 30.8),
        rrect(14.6, 28.3, 30.4, 31.4, 1.4),
        "M 16.8 28.8 C 16.4 24.6 14.6 20.8 12.8 17.6 H 32.2 C 30.4 20.8 28.6 24.6 28.2 28.8 Z",
        "M 13.8 16.2 C 14.2 12.4 18 10.4 22.5 10.4 C 27 10.4 30.8 12.4 31.2 16.2 Z",
        rrect(12.2, 15.4, 32.8, 18.6, 1.3),
        ("M 21.3 10.8 V 7.2 H 18.9 V 4.9 H 21.3 V 2.4 H 23.7 V 4.9 H 26.1 V 7.2 H 23.7 V 10.8 Z"),
    ],
    details=["M 16.3 24.6 Q 22.5 26.8 28.7 24.6"],
    black=["M 11.5 37 H 33.5", "M 16.5 29.8 H 28.5", "M 14.2 17 H 30.8"],
)


def part_svg(part, fill, stroke):
    common = f'fill="{fill}" stroke="{stroke}" stroke-width="{W}" stroke-linejoin="round"'
    if isinstance(part, tuple) and part[0] == "circle":
        _, cx, cy, r = part
        return f'  <circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" {common}/>'
    return f'  <path d="{part}" {common}/>'


def piece_svg(letter, black):
    p = PIECES[letter]
    fill, stroke = (EBONY, EBONY_EDGE) if black else (IVORY, INK)
    detail = HIGHLIGHT if black else INK
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<svg xmlns="http://www.w3.org/2000/svg" width="45" height="45" viewBox="1.4 0.5 42.2 42.2">']
    for part in p["parts"]:
        lines.append(part_svg(part, fill, stroke))
    strokes = p["details"] + (p["black"] if black else [])
    for d in strokes:
        lines.append(f'  <path d="{d}" fill="none" stroke="{detail}" stroke-width="1.1" '
                     f'stroke-linecap="round" stroke-linejoin="round"/>')
    for (cx, cy, r) in p.get("dots", []):
        lines.append(f'  <circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{detail}"/>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for letter in "KQRBNP":
        for colour, black in (("w", False), ("b", True)):
            with open(os.path.join(here, f"{colour}{letter}.svg"), "w") as f:
                f.write(piece_svg(letter, black))


if __name__ == "__main__":
    main()
