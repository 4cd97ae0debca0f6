/* test_record_forms.c - every published form of a move (RULES.md 7) in every
 * mutating variant, on random games: each legal move is written in each
 * form (captured piece for the square, origin file or square, full squares,
 * result letter in either case or as =T, annotations) and read back with
 * match_play_text. A form may be refused only as ambiguous; when it is read
 * it must be that move. Each form must be read somewhere in each variant. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "morphchess/match.h"
#include "rng.h"
#include "support.h"

enum { NFORMS = 9 };

static const char *const form_names[NFORMS] = {
    "L:V(R)", "Lf:V(R)", "LFxV(R)", "Lf:VT(R)", "L:VT(R)", "F:T(r)", "LFT=R", "LT(r)?", "LT!",
};

/* What a legal action shows, for writing it. */
typedef struct Facts {
    char piece;     /* letter of the mover, 0 for a pawn (or an undecided piece) */
    char victim;    /* captured type letter, 0 */
    char result[8]; /* the resulting type (Polypiece: power; Potential: the victim's type) */
    char from[4], file[2], to[4];
} Facts;

static bool facts_of(const Match *m, const MatchAction *a, Facts *f)
{
    memset(f, 0, sizeof *f);
    MatchPiece before, after, there;
    if (a->kind != ACTION_MOVE || strncmp(a->text + (a->text[1] == ':' ? 2 : 0), "O-O", 3) == 0 ||
        !match_piece_at(m, a->from_board, a->from, &before) || !match_preview(m, a, &after))
        return false;
    bool potential = before.potential[0] != '\0';
    f->piece = before.letter == 'P' || potential ? 0 : before.letter;
    if (a->victim)
        f->victim = (char)toupper((unsigned char)a->victim);
    else if (match_piece_at(m, a->board, a->to, &there) && there.colour != before.colour)
        f->victim = there.letter;
    if (potential)
        snprintf(f->result, sizeof f->result, "%c", f->victim ? f->victim : 0);
    else if (after.power[0])
        snprintf(f->result, sizeof f->result, "%.7s", after.power);
    else
        snprintf(f->result, sizeof f->result, "%c", after.letter);
    snprintf(f->from, sizeof f->from, "%c%c", 'a' + a->from % 8, '1' + a->from / 8);
    snprintf(f->file, sizeof f->file, "%c", f->from[0]);
    snprintf(f->to, sizeof f->to, "%c%c", 'a' + a->to % 8, '1' + a->to / 8);
    return true;
}

/* Writes form k of the action; false when the form does not apply. */
static bool write_form(int k, const Facts *f, bool potential, char *out, size_t size)
{
    char L[2] = {f->piece, 0}, V[2] = {f->victim, 0}, R[12] = "", r[12] = "";
    if (f->result[0] && !potential) {
        snprintf(R, sizeof R, "(%s)", f->result);
        for (size_t i = 0; R[i]; i++)
            r[i] = (char)tolower((unsigned char)R[i]);
    } else if (f->victim) {
        snprintf(R, sizeof R, "(%c)", f->victim); /* Potential: the victim's type */
        snprintf(r, sizeof r, "(%c)", tolower((unsigned char)f->victim));
    }
    bool capture = f->victim != 0;
    switch (k) {
    case 0:
        return capture && f->piece && snprintf(out, size, "%s:%s%s", L, V, R) > 0;
    case 1:
        return capture && snprintf(out, size, "%s%s:%s%s", L, f->file, V, R) > 0;
    case 2:
        return capture && snprintf(out, size, "%s%sx%s%s", L, f->from, V, R) > 0;
    case 3:
        return capture && snprintf(out, size, "%s%s:%s%s%s", L, f->file, V, f->to, R) > 0;
    case 4:
        return capture && f->piece && snprintf(out, size, "%s:%s%s%s", L, V, f->to, R) > 0;
    case 5:
        return snprintf(out, size, "%s%s%s%s", f->from, capture ? ":" : "", f->to, r) > 0;
    case 6:
        return !potential && f->piece &&
               snprintf(out, size, "%s%s%s=%s", L, f->from, f->to, f->result) > 0;
    case 7:
        return (f->piece || !capture) && snprintf(out, size, "%s%s%s?", L, f->to, r) > 0;
    default:
        return (f->piece || !capture) && snprintf(out, size, "%s%s!", L, f->to) > 0;
    }
}

static bool refused_as_ambiguous(const char *why)
{
    return strncmp(why, "ambiguous: ", 11) == 0 || strncmp(why, "needs a choice", 14) == 0;
}

/* Plays `games` random games of `plies` in variant id, writing every
 * `stride`-th legal move in each form of `expect`. */
static void test_variant_forms(const char *id, int games, int plies, int stride,
                               const bool expect[NFORMS])
{
    Variant *v = test_variant(id);
    Rng rng = {0x2545f4914f6cdd1du};
    int read[NFORMS] = {0};
    MatchAction *acts = malloc(sizeof *acts * MATCH_MAX_ACTIONS);
    for (int g = 0; g < games; g++) {
        Error e;
        Match *m = match_new(v, NULL, &e);
        for (int ply = 0; ply < plies; ply++) {
            int n = match_actions(m, acts, MATCH_MAX_ACTIONS);
            if (n == 0)
                break;
            for (int i = (int)rng_next(&rng, (unsigned)stride); i < n; i += stride) {
                Facts f;
                if (!facts_of(m, &acts[i], &f))
                    continue;
                char want[1024], got[1024], text[64];
                CHECK_INT(match_play(m, &acts[i], &e), 0);
                match_fen(m, want, sizeof want);
                match_undo(m);
                for (int k = 0; k < NFORMS; k++) {
                    if (!expect[k] ||
                        !write_form(k, &f, strcmp(id, "potential") == 0, text, sizeof text))
                        continue;
                    error_clear(&e);
                    if (match_play_text(m, text, &e) != 0) {
                        if (!refused_as_ambiguous(e.what))
                            fprintf(stderr, "%s: %s (%s) refused: %s\n", id, text, acts[i].text,
                                    e.what);
                        CHECK(refused_as_ambiguous(e.what));
                        continue;
                    }
                    match_fen(m, got, sizeof got);
                    match_undo(m);
                    if (strcmp(got, want) != 0)
                        fprintf(stderr, "%s: %s read as another move than %s\n", id, text,
                                acts[i].text);
                    CHECK_STR(got, want);
                    read[k]++;
                }
            }
            CHECK_INT(match_play(m, &acts[rng_next(&rng, (unsigned)n)], &e), 0);
        }
        match_free(m);
    }
    for (int k = 0; k < NFORMS; k++) {
        if (expect[k] && read[k] == 0)
            fprintf(stderr, "%s: form %s never read\n", id, form_names[k]);
        CHECK(!expect[k] || read[k] > 0);
    }
    free(acts);
    variant_free(v);
}

int main(void)
{
    const bool all[NFORMS] = {1, 1, 1, 1, 1, 1, 1, 1, 1};
    /* Potential: pieces have no letter, so only the forms with the origin square */
    const bool squares[NFORMS] = {0, 0, 1, 0, 0, 1, 0, 0, 0};
    bool quick = getenv("MORPH_TEST_QUICK") != NULL;
    int games = quick ? 1 : 3, plies = quick ? 16 : 60;
    test_variant_forms("polypiece", games, plies, 1, all);
    test_variant_forms("revolving", games, plies, 1, all);
    test_variant_forms("prodem", games, plies, 1, all);
    test_variant_forms("moveup-takedown", games, plies, 1, all);
    test_variant_forms("potential", 1, plies, 12, squares);
    test_variant_forms("portal-revolving", games, plies, 1, all);
    test_variant_forms("portal-polypiece", games, plies, 1, all);
    return check_report("test_record_forms");
}
