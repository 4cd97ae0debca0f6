/* keyhelp.c - the rows of the F1 help (keyhelp.h). */
#include "keyhelp.h"

const KeyHelp keyhelp_rows[] = {
    {"Click a piece, then a square", "move it"},
    {"Drag a piece to a square", "move it"},
    {"Right click, Esc", "put the piece back"},
    {"Enter", "choose; play a forced pass or lost turn"},
    {"Click a move in the list", "show that position (of any variation)"},
    {"A move at an earlier position", "starts a variation; the game is kept"},
    {"Ctrl+\xe2\x86\x91  /  Delete", "promote the variation / delete the move shown on"},
    {"F", "flip the board"},
    {"T", "automatic flip for hot-seat play"},
    {"A", "analysis of the position shown on / off (bar, best lines)"},
    {"G", "review the game (G again cancels); Shift+G writes its marks"},
    {"Shift+A", "change animation on / off"},
    {"S", "sounds on / off"},
    {"D", "Portal: declare a teleport"},
    {"V", "Potential: view the game as orthodox chess; copy its PGN"},
    {"C", "comment the move shown (kept in saves and PGN)"},
    {"H / L", "a hint (an arrow) / the courses and tutorials"},
    {"R", "the rules card of the variant played"},
    {"Ctrl+R  /  O  /  M", "resign / offer a draw / rematch, colours swapped"},
    {"Ctrl+E", "the power-list editor"},
    {"P", "set up a position (drag pieces from a palette)"},
    {"Ctrl+,", "settings: theme, animations, sounds, UI scale, flip"},
    {"\xe2\x86\x90  \xe2\x86\x92, mouse wheel", "step through the moves"},
    {"Home / End (\xe2\x86\x91 / \xe2\x86\x93)", "first / last position"},
    {"Ctrl+Z  /  Ctrl+Y", "undo / redo"},
    {"Ctrl+N", "new game"},
    {"Ctrl+S  /  Ctrl+O", "save / all games (Delete removes one, Ctrl+Z restores)"},
    {"Ctrl+C  /  Ctrl+Shift+C", "copy the position (FEN) / the game (PGN)"},
    {"Ctrl+V", "open a pasted FEN or PGN"},
    {"Esc", "close a list or a message; hide the result banner"},
    {"F1", "show or hide this help"},
    {"Ctrl+Q", "quit"},
};

const int keyhelp_count = (int)(sizeof keyhelp_rows / sizeof keyhelp_rows[0]);
