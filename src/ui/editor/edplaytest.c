/* edplaytest.c - the editor's play-test in words: its progress, and a report that says what
 * each figure means and which colour or piece type is out of balance (docs/editor.md). */
#include "edscreen.h"

#include "morphchess/playtest.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Appends to the status line, cut at its end. */
__attribute__((format(printf, 2, 3))) static void add(EdScreen *s, const char *fmt, ...)
{
    size_t n = strlen(s->status);
    if (n + 1 >= sizeof s->status)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->status + n, sizeof s->status - n, fmt, ap);
    va_end(ap);
}

/* The type's name in the editor ("Knight"), else its letter. */
static void type_name(const Editor *ed, char letter, char *out, size_t n)
{
    for (int t = 0; t < ed->ntypes; t++)
        if (ed->base.types[t].letter == letter) {
            snprintf(out, n, "%s", ed->base.types[t].name);
            return;
        }
    snprintf(out, n, "%c", letter);
}

static int percent(long part, long whole)
{
    return whole > 0 ? (int)((100 * part + whole / 2) / whole) : 0;
}

void edscreen_playtest_progress(EdScreen *s, const PlaytestReport *r, int games, int max_plies)
{
    long total = (long)games * max_plies, done = (long)r->games * max_plies + r->ply;
    s->progress = total > 0 ? (int)(1000 * (done < total ? done : total) / total) : 0;
    s->testing = true;
    s->status_error = false;
    s->status[0] = '\0';
    add(s, "Play-testing: game %d of %d", r->games + 1 > games ? games : r->games + 1, games);
    if (r->ply > 0)
        add(s, ", ply %d of at most %d", r->ply, max_plies);
    add(s, ". Finished so far: White won %d, Black won %d, drawn %d, unfinished %d\xe2\x80\xa6",
        r->white_wins, r->black_wins, r->draws, r->unfinished);
}

void edscreen_playtest_report(EdScreen *s, const PlaytestReport *r, int max_plies)
{
    const Editor *ed = s->ed;
    int g = r->games;
    s->testing = false;
    s->status_error = false;
    s->status[0] = '\0';
    add(s, "Play-test: the computer played %d games against itself, each stopped after %d plies.\n",
        g, max_plies);
    add(s,
        "Results: White won %d (%d%%), Black won %d (%d%%), drawn %d (%d%%), unfinished %d "
        "(%d%%: no result within %d plies). Games lasted %.0f plies on average.\n",
        r->white_wins, percent(r->white_wins, g), r->black_wins, percent(r->black_wins, g),
        r->draws, percent(r->draws, g), r->unfinished, percent(r->unfinished, g), max_plies,
        g > 0 ? (double)r->plies / g : 0.0);
    add(s, "Moves made by each type, White/Black:");
    for (int i = 0; i < r->ntypes; i++) {
        char name[VAR_NAME_MAX];
        type_name(ed, r->type[i], name, sizeof name);
        add(s, "%s %s %ld/%ld", i ? "," : "", name, r->moves[0][i], r->moves[1][i]);
    }
    add(s, ".\n");

    /* Out of balance: one side wins at least twice as often (4 decided games or more); a
     * type moved 50% more by one colour (20 moves or more); a type that never moved. */
    int found = 0;
    int most = r->white_wins > r->black_wins ? r->white_wins : r->black_wins;
    int least = r->white_wins > r->black_wins ? r->black_wins : r->white_wins;
    if (most + least >= 4 && most >= 2 * least) {
        add(s, "Out of balance: %s wins far more often (%d games to %d)",
            r->white_wins > r->black_wins ? "White" : "Black", most, least);
        found++;
    }
    for (int i = 0; i < r->ntypes; i++) {
        long w = r->moves[0][i], b = r->moves[1][i];
        long hi = w > b ? w : b, lo = w > b ? b : w;
        char name[VAR_NAME_MAX];
        type_name(ed, r->type[i], name, sizeof name);
        if (w + b >= 20 && 2 * hi >= 3 * lo) {
            add(s, "%s%s moved %ld times for White, %ld for Black",
                found ? "; " : "Out of balance: ", name, w, b);
            found++;
        } else if (w + b == 0 && g > 0) {
            add(s, "%s%s never moved", found ? "; " : "Out of balance: ", name);
            found++;
        }
    }
    if (found)
        add(s, ".");
    else
        add(s, "Nothing out of balance: neither colour wins twice as often as the other, and "
               "each type moved about as often for both.");
    if (g > 0 && 2 * r->unfinished > g)
        add(s, " Most games had no result: longer games say more (morphchess-cli playtest with "
               "--plies 300).");
}
