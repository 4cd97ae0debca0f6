#!/bin/bash
# e2e_variations_xvfb.sh - variations in the real window: a move played at an earlier position
# starts a variation and the game's file keeps both lines; a click in the move list goes back
# to the main line; Ctrl+Up promotes the variation; Delete cuts the move shown and Ctrl+Z puts
# it back. The file is read with morphchess-cli saved after each step.
# usage: e2e_variations_xvfb.sh path/to/morphchess path/to/morphchess-cli
#        (exit 77 = skipped: a tool is missing)
set -u
bin=$1
cli=$2
. "$(dirname "$0")/xvfb_lib.sh"
xvfb_setup

xvfb_launch "$bin" --variant fide
click_sq 4 1
click_sq 4 3 # 1. e4
click_sq 4 6
click_sq 4 4 # 1... e5
click_sq 6 0
click_sq 5 2 # 2. Nf3
game_says "moves: 3"
keys Left Left # back to the position after 1. e4
click_sq 2 6
click_sq 2 4 # 1... c5: a variation
game_says "tree: 1. e4 e5 (1... c5) 2. Nf3 *"
game_says "moves: 2"
click_sq 1 0
click_sq 2 2 # 2. Nc3, in the variation
game_says "tree: 1. e4 e5 (1... c5 2. Nc3) 2. Nf3 *"

# the move list's cells, in the order of the tree (0 1. e4, 1 1... e5, 2 1... c5, 3 2. Nc3 on
# the variation's row, 4 2. Nf3): a click on e5 shows the main line
click_hit "$HIT_MOVE" 1
game_says "fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
game_says "moves: 3"
# back in the variation, promoted
keys Right # (stepping is not written to the file)
click_hit "$HIT_MOVE" 2 # "1... c5" on the variation's row
game_says "ply: 2"
game_says "fen: rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"
keys ctrl+Up
game_says "tree: 1. e4 c5 (1... e5 2. Nf3) 2. Nc3 *"
# Delete cuts c5 and Nc3; Ctrl+Z puts them back
keys Delete
game_says "moves: 3"
game_says "ply: 1"
"$cli" saved "$(game_file)" | grep -q '^tree:' && fail "variations left after Delete"
keys ctrl+z
game_says "tree: 1. e4 c5 (1... e5 2. Nf3) 2. Nc3 *"
game_says "ply: 2"
xvfb_quit
echo "e2e_variations: ok (a variation kept in the file, a move-list click, promote, delete, undo)"
