/* test_variant_load.c - the variant file loader: variants/fide.json field by field, round
 * trips through variant_to_json, positions in messages, and the exact message for every
 * broken file in tests/data/bad-variants/ (NAME.json beside NAME.expected). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "hostfile.h"
#include "jsonloc.h"
#include "variant.h"

#define BAD_DIR "tests/data/bad-variants"

/* Reads a whole file (NUL-terminated, malloc'd); NULL if it cannot. */
static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1024, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        if (n + 1 == cap) {
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        if (got == 0)
            break;
        n += got;
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

/* "where: what" of e, in a buffer that lives as long as the caller's statement. */
typedef struct Msg {
    char text[600];
} Msg;

static Msg message(const Error *e)
{
    Msg m;
    error_format(e, m.text, sizeof m.text);
    return m;
}

/* The first field where a and b differ, or NULL when equal. */
static const char *def_difference(const VariantDef *a, const VariantDef *b)
{
    if (strcmp(a->id, b->id) || strcmp(a->name, b->name) || strcmp(a->description, b->description))
        return "id, name or description";
    if (a->files != b->files || a->ranks != b->ranks)
        return "board";
    if (a->ntypes != b->ntypes)
        return "ntypes";
    for (int t = 0; t < a->ntypes; t++) {
        const PieceDef *p = &a->types[t], *q = &b->types[t];
        if (p->letter != q->letter || strcmp(p->name, q->name) || p->role != q->role)
            return "piece letter, name or role";
        for (int c = 0; c < 2; c++) {
            if (p->npowers[c] != q->npowers[c] || p->start_index[c] != q->start_index[c])
                return "piece list length or start index";
            for (int i = 0; i < p->npowers[c]; i++)
                if (strcmp(p->powers[c][i], q->powers[c][i]))
                    return "piece power";
        }
    }
    if (strcmp(a->start_fen, b->start_fen))
        return "start";
    const RulesDef *r = &a->rules, *s = &b->rules;
    if (r->check != s->check || r->king_capture != s->king_capture || r->castling != s->castling ||
        r->en_passant != s->en_passant || r->stalemate != s->stalemate ||
        r->no_moves != s->no_moves || r->first_rank_double != s->first_rank_double ||
        r->frozen_last_rank != s->frozen_last_rank ||
        r->white_passes_first != s->white_passes_first || r->repetition != s->repetition ||
        r->fifty_move != s->fifty_move || r->insufficient_material != s->insufficient_material)
        return "rule switch";
    if (r->npromo != s->npromo || memcmp(r->promo, s->promo, (size_t)r->npromo))
        return "promotion";
    const MutationDef *m = &a->mutation, *n = &b->mutation;
    if (m->kind != n->kind || m->atomic != n->atomic || m->natoms != n->natoms ||
        m->ntables != n->ntables)
        return "mutation kind, atomic, natoms or ntables";
    for (int i = 0; i < m->natoms; i++) {
        const AtomDef *x = &m->atoms[i], *y = &n->atoms[i];
        if (x->letter != y->letter)
            return "atom letter";
        for (int c = 0; c < 2; c++) {
            if (x->nvalues[c] != y->nvalues[c] || x->start_index[c] != y->start_index[c])
                return "atom list length or start index";
            for (int k = 0; k < x->nvalues[c]; k++)
                if (strcmp(x->values[c][k], y->values[c][k]))
                    return "atom value";
        }
    }
    if (memcmp(m->next, n->next, sizeof m->next))
        return "mutation tables";
    if (a->portal.layout != b->portal.layout)
        return "portal";
    return NULL;
}

/* parse(to_json(def)) == def, and the text is stable on a second trip. */
static void check_round_trip(const VariantDef *def, const char *name)
{
    char *json = variant_to_json(def);
    CHECK(json != NULL);
    if (!json)
        return;
    VariantDef back;
    Error e;
    error_clear(&e);
    int rc = variant_parse(json, name, &back, &e);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "round trip of %s: %s\n%s", name, message(&e).text, json);
    } else {
        const char *diff = def_difference(def, &back);
        CHECK_STR(diff ? diff : "equal", "equal");
        char *again = variant_to_json(&back);
        CHECK(again != NULL);
        if (again)
            CHECK_STR(again, json);
        free(again);
    }
    free(json);
}

static void test_defaults(void)
{
    VariantDef d;
    memset(&d, 0x5a, sizeof d);
    variant_def_defaults(&d);
    CHECK_INT(d.files, 8);
    CHECK_INT(d.ranks, 8);
    CHECK_INT(d.ntypes, 0);
    CHECK_STR(d.name, "");
    CHECK(d.rules.check && d.rules.castling && d.rules.en_passant);
    CHECK(!d.rules.king_capture && !d.rules.first_rank_double && !d.rules.frozen_last_rank);
    CHECK(!d.rules.white_passes_first);
    CHECK(d.rules.repetition && d.rules.fifty_move && d.rules.insufficient_material);
    CHECK_INT(d.rules.npromo, 4);
    CHECK(memcmp(d.rules.promo, "QRBN", 4) == 0);
    CHECK_INT(d.rules.stalemate, OUTCOME_DRAW);
    CHECK_INT(d.rules.no_moves, OUTCOME_LOSS);
    CHECK_INT(d.mutation.kind, MUT_NONE);
    CHECK_INT(d.mutation.ntables, 0);
    CHECK_INT(d.portal.layout, PORTAL_NONE);
    variant_def_defaults(NULL); /* a no-op */

    /* Omitted keys take these defaults; the id is the file stem. */
    const char *minimal = "{\"name\": \"Kings\", \"pieces\": {\"K\": {\"name\": \"King\", "
                          "\"role\": \"king\", \"powers\": [\"K\"]}}, \"start\": "
                          "\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", \"rules\": {\"promotion\": \"\"}}";
    Error e;
    error_clear(&e);
    CHECK_INT(variant_parse(minimal, "some/dir/kings.v1.json", &d, &e), 0);
    CHECK_STR(d.id, "kings.v1");
    CHECK_STR(d.description, "");
    CHECK_INT(d.files, 8);
    CHECK_INT(d.rules.npromo, 0);
    CHECK(d.rules.check && d.rules.castling);
    CHECK_INT(d.types[0].npowers[WHITE], 1);
    CHECK_INT(d.types[0].npowers[BLACK], 1);
    CHECK_STR(d.types[0].powers[BLACK][0], "K");
    CHECK_INT(d.types[0].start_index[BLACK], 0);
    CHECK_INT(variant_parse(minimal, NULL, &d, &e), 0);
    CHECK_STR(d.id, "");
}

static void test_fide(void)
{
    char *text = read_text("variants/fide.json");
    CHECK(text != NULL);
    if (!text)
        return;
    VariantDef d;
    Error e;
    error_clear(&e);
    int rc = variant_parse(text, "variants/fide.json", &d, &e);
    CHECK_INT(rc, 0);
    if (rc != 0) {
        fprintf(stderr, "%s\n", message(&e).text);
        free(text);
        return;
    }
    CHECK_STR(d.id, "fide");
    CHECK_STR(d.name, "Orthodox chess");
    CHECK(d.description[0] != '\0' && strchr(d.description, '\n') == NULL);
    CHECK_INT(d.files, 8);
    CHECK_INT(d.ranks, 8);
    CHECK_INT(d.ntypes, 6);
    const char *letters = "KQRBNP", *powers[] = {"K", "Q", "R", "B", "N", "fmWfceFifmnD"};
    const char *names[] = {"King", "Queen", "Rook", "Bishop", "Knight", "Pawn"};
    const PieceRole roles[] = {ROLE_KING, ROLE_MAN, ROLE_MAN, ROLE_MAN, ROLE_MAN, ROLE_PAWN};
    for (int t = 0; t < 6; t++) {
        CHECK_INT(d.types[t].letter, letters[t]);
        CHECK_STR(d.types[t].name, names[t]);
        CHECK_INT(d.types[t].role, roles[t]);
        for (int c = 0; c < 2; c++) {
            CHECK_INT(d.types[t].npowers[c], 1);
            CHECK_STR(d.types[t].powers[c][0], powers[t]);
            CHECK_INT(d.types[t].start_index[c], 0);
        }
    }
    CHECK_STR(d.start_fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(d.rules.check && d.rules.castling && d.rules.en_passant && !d.rules.king_capture);
    CHECK_INT(d.rules.npromo, 4);
    CHECK(memcmp(d.rules.promo, "QRBN", 4) == 0);
    CHECK_INT(d.rules.stalemate, OUTCOME_DRAW);
    CHECK(!d.rules.first_rank_double && !d.rules.frozen_last_rank && !d.rules.white_passes_first);
    CHECK(d.rules.repetition && d.rules.fifty_move && d.rules.insufficient_material);
    CHECK_INT(d.mutation.kind, MUT_NONE);
    CHECK_INT(d.mutation.ntables, 0);
    CHECK_INT(d.portal.layout, PORTAL_NONE);

    /* The shipped file is exactly what the writer produces from it. */
    char *json = variant_to_json(&d);
    CHECK(json != NULL);
    if (json)
        CHECK_STR(json, text);
    free(json);
    check_round_trip(&d, "fide.json");

    /* The whole load: read, parse, build. */
    Variant *v = NULL;
    rc = host_load_variant("variants/fide.json", &v, &e);
    CHECK_INT(rc, 0);
    if (rc == 0) {
        const char *diff = def_difference(&v->def, &d);
        CHECK_STR(diff ? diff : "equal", "equal");
        CHECK_INT(v->king_type, 0);
        CHECK_INT(v->pawn_type, 5);
    } else {
        fprintf(stderr, "%s\n", message(&e).text);
    }
    variant_free(v);
    free(text);
}

/* Files that use every part of the format, each read and written back. */
static void test_round_trips(void)
{
    static const char *const sources[] = {
        /* per-colour lists, phases, the other outcomes, a portal */
        "{\"name\": \"Phased armies\", \"description\": \"Back\\\\slash, \\\"quotes\\\", \\u00e9\","
        " \"pieces\": {\"K\": {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\"]},"
        " \"N\": {\"name\": \"Knight\", \"powers\": {\"white\": [\"N\", \"WD\"], \"black\":"
        " [\"WD\", \"N\", \"R4\"]}, \"start_index\": {\"white\": 1, \"black\": 2}},"
        " \"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\", \"WAND\"], \"start_index\": 1},"
        " \"P\": {\"name\": \"Pawn\", \"role\": \"pawn\", \"powers\": [\"fmWfceFifmnD\"]}},"
        " \"start\": \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", \"rules\": {\"promotion\": \"QN\","
        " \"stalemate\": \"loss\", \"no_moves\": \"win\", \"check\": false, \"king_capture\":"
        " true, \"castling\": false, \"en_passant\": false, \"repetition\": false,"
        " \"fifty_move\": false, \"insufficient_material\": false}, \"mutation\": {\"kind\":"
        " \"type-cycle\"}, \"portal\": {\"layout\": \"one-set\"}}",
        /* atomic Polypiece: short and full atom forms */
        "{\"name\": \"Atomic\", \"board\": {\"files\": 6, \"ranks\": 7}, \"pieces\": {\"K\":"
        " {\"name\": \"King\", \"role\": \"king\", \"powers\": [\"K\"]}, \"N\": {\"name\":"
        " \"Knight\", \"powers\": [\"NW\"]}}, \"start\": \"k5/6/6/6/6/6/5K w - - 0 1\","
        " \"rules\": {\"promotion\": \"\"}, \"mutation\": {\"kind\": \"type-cycle\", \"atomic\":"
        " true, \"atoms\": {\"W\": [\"W\", \"F\"], \"N\": {\"white\": [\"N\"], \"black\": [\"C\","
        " \"Z\"]}, \"D\": {\"powers\": [\"D\", \"A\", \"H\"], \"start_index\": {\"white\": 2,"
        " \"black\": 0}}}}}",
        /* ProDem */
        "{\"name\": \"Ladder\", \"pieces\": {\"K\": {\"name\": \"King\", \"role\": \"king\","
        " \"powers\": [\"K\"]}, \"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\"]}, \"R\":"
        " {\"name\": \"Rook\", \"powers\": [\"R\"]}, \"B\": {\"name\": \"Bishop\", \"powers\":"
        " [\"B\"]}, \"N\": {\"name\": \"Knight\", \"powers\": [\"N\"]}, \"P\": {\"name\":"
        " \"Pawn\", \"role\": \"pawn\", \"powers\": [\"fmWfcFifmnD\"]}}, \"start\":"
        " \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", \"rules\": {\"check\": false, \"king_capture\":"
        " true, \"castling\": false, \"en_passant\": false, \"promotion\": \"\","
        " \"first_rank_double\": true, \"frozen_last_rank\": true, \"white_passes_first\":"
        " true}, \"mutation\": {\"kind\": \"ladder\", \"odd\": {\"Q\": \"R\", \"R\": \"BN\","
        " \"N\": \"P\", \"B\": \"P\"}, \"even\": {\"P\": \"NB\", \"N\": \"R\", \"B\": \"R\","
        " \"R\": \"Q\"}}}",
        /* Move Up Take Down */
        "{\"name\": \"Up and down\", \"pieces\": {\"K\": {\"name\": \"King\", \"role\":"
        " \"king\", \"powers\": [\"K\"]}, \"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\"]},"
        " \"R\": {\"name\": \"Rook\", \"powers\": [\"R\"]}, \"B\": {\"name\": \"Bishop\","
        " \"powers\": [\"B\"]}, \"N\": {\"name\": \"Knight\", \"powers\": [\"N\"]}, \"P\":"
        " {\"name\": \"Pawn\", \"role\": \"pawn\", \"powers\": [\"fmWfcF\"]}}, \"start\":"
        " \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", \"rules\": {\"promotion\": \"\"}, \"mutation\":"
        " {\"kind\": \"move-up-take-down\", \"move\": {\"P\": \"N\", \"N\": \"B\", \"B\": \"R\","
        " \"R\": \"Q\", \"Q\": \"P\"}, \"capture\": {\"P\": \"Q\", \"Q\": \"R\", \"R\": \"B\","
        " \"B\": \"N\", \"N\": \"P\"}, \"move_no_pawn\": {\"N\": \"B\", \"B\": \"R\", \"R\":"
        " \"Q\", \"Q\": \"N\"}, \"capture_no_pawn\": {\"N\": \"Q\", \"Q\": \"R\", \"R\": \"B\","
        " \"B\": \"N\"}}}",
        /* Revolving, Potential */
        "{\"name\": \"Revolving\", \"pieces\": {\"K\": {\"name\": \"King\", \"role\": \"king\","
        " \"powers\": [\"K\"]}, \"Q\": {\"name\": \"Queen\", \"powers\": [\"Q\"]}, \"R\":"
        " {\"name\": \"Rook\", \"powers\": [\"R\"]}}, \"start\": \"4k3/8/8/8/8/8/8/4K3 w - - 0"
        " 1\", \"rules\": {\"promotion\": \"QR\"}, \"mutation\": {\"kind\": \"piece-cycle\","
        " \"on_move\": {\"R\": \"Q\", \"Q\": \"R\"}}, \"portal\": {}}",
        "{\"name\": \"Potential\", \"pieces\": {\"K\": {\"name\": \"King\", \"role\": \"king\","
        " \"powers\": [\"K\"]}}, \"start\": \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\", \"rules\":"
        " {\"promotion\": \"\"}, \"mutation\": {\"kind\": \"potential\"}}",
    };
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) {
        VariantDef d;
        Error e;
        error_clear(&e);
        int rc = variant_parse(sources[i], "round-trip.json", &d, &e);
        CHECK_INT(rc, 0);
        if (rc != 0) {
            fprintf(stderr, "source %zu: %s\n", i, message(&e).text);
            continue;
        }
        check_round_trip(&d, "round-trip.json");
        if (i == 0) {
            CHECK_INT(d.types[1].npowers[WHITE], 2);
            CHECK_INT(d.types[1].npowers[BLACK], 3);
            CHECK_STR(d.types[1].powers[BLACK][2], "R4");
            CHECK_INT(d.types[1].start_index[WHITE], 1);
            CHECK_INT(d.types[1].start_index[BLACK], 2);
            CHECK_INT(d.types[2].start_index[BLACK], 1);
            CHECK_STR(d.description, "Back\\slash, \"quotes\", \xc3\xa9");
            CHECK_INT(d.rules.stalemate, OUTCOME_LOSS);
            CHECK_INT(d.rules.no_moves, OUTCOME_WIN);
            CHECK_INT(d.portal.layout, PORTAL_ONE_SET);
        } else if (i == 1) {
            CHECK_INT(d.files, 6);
            CHECK_INT(d.ranks, 7);
            CHECK(d.mutation.atomic);
            CHECK_INT(d.mutation.natoms, 3);
            CHECK_INT(d.mutation.atoms[1].letter, 'N');
            CHECK_INT(d.mutation.atoms[1].nvalues[BLACK], 2);
            CHECK_STR(d.mutation.atoms[1].values[BLACK][1], "Z");
            CHECK_INT(d.mutation.atoms[2].start_index[WHITE], 2);
        } else if (i == 2) {
            /* K Q R B N P = 0..5; "BN" and "NB" are the same choice */
            CHECK_INT(d.mutation.kind, MUT_LADDER);
            CHECK_INT(d.mutation.ntables, 2);
            CHECK_INT(d.mutation.next[0][2], (1 << 3) | (1 << 4));
            CHECK_INT(d.mutation.next[1][5], (1 << 3) | (1 << 4));
            CHECK_INT(d.mutation.next[0][5], 0);
            CHECK_INT(d.mutation.next[1][1], 0);
            CHECK_INT(d.mutation.next[0][0], 0);
            CHECK(d.rules.white_passes_first && d.rules.frozen_last_rank);
        } else if (i == 3) {
            CHECK_INT(d.mutation.ntables, 4);
            CHECK_INT(d.mutation.next[2][4], 1 << 3);
            CHECK_INT(d.mutation.next[3][4], 1 << 1);
        } else if (i == 4) {
            CHECK_INT(d.mutation.kind, MUT_PIECE_CYCLE);
            CHECK_INT(d.mutation.ntables, 1);
            CHECK_INT(d.mutation.next[0][2], 1 << 1);
            CHECK_INT(d.portal.layout, PORTAL_TWO_SETS); /* the default layout */
        } else {
            CHECK_INT(d.mutation.kind, MUT_POTENTIAL);
        }
    }

    /* A definition built in code, not read: the writer alone must express it. */
    VariantDef d;
    variant_def_defaults(&d);
    snprintf(d.id, sizeof d.id, "built");
    snprintf(d.name, sizeof d.name, "Built \\ in \"code\"");
    d.ntypes = 2;
    d.types[0].letter = 'K';
    d.types[0].role = ROLE_KING;
    snprintf(d.types[0].name, sizeof d.types[0].name, "King");
    d.types[0].npowers[WHITE] = d.types[0].npowers[BLACK] = 1;
    snprintf(d.types[0].powers[WHITE][0], sizeof d.types[0].powers[0][0], "K");
    snprintf(d.types[0].powers[BLACK][0], sizeof d.types[0].powers[0][0], "K");
    d.types[1].letter = 'A';
    snprintf(d.types[1].name, sizeof d.types[1].name, "Archer");
    d.types[1].npowers[WHITE] = VAR_MAX_POWERS;
    d.types[1].npowers[BLACK] = 1;
    for (int i = 0; i < VAR_MAX_POWERS; i++)
        snprintf(d.types[1].powers[WHITE][i], sizeof d.types[1].powers[0][0], "R%d", i + 1);
    snprintf(d.types[1].powers[BLACK][0], sizeof d.types[1].powers[0][0], "ffN");
    d.types[1].start_index[WHITE] = VAR_MAX_POWERS - 1;
    snprintf(d.start_fen, sizeof d.start_fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    d.rules.npromo = 1;
    d.rules.promo[0] = 'A';
    d.mutation.kind = MUT_TYPE_CYCLE;
    check_round_trip(&d, "built.json");
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Each NAME.json in BAD_DIR fails with the line of NAME.expected. build-*.json files pass
 * variant_parse and fail in variant_build, reported at their file position by variant_load. */
static void test_bad_files(void)
{
    DIR *dir = opendir(BAD_DIR);
    CHECK(dir != NULL);
    if (!dir)
        return;
    char *names[256];
    int count = 0;
    struct dirent *ent;
    while ((ent = readdir(dir)) != NULL && count < 256) {
        size_t n = strlen(ent->d_name);
        if (n > 5 && strcmp(ent->d_name + n - 5, ".json") == 0) {
            names[count] = malloc(n + 1);
            if (names[count])
                memcpy(names[count++], ent->d_name, n + 1);
        }
    }
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_names);
    CHECK(count >= 30);
    for (int i = 0; i < count; i++) {
        char path[512], expected_path[512];
        snprintf(path, sizeof path, "%s/%s", BAD_DIR, names[i]);
        snprintf(expected_path, sizeof expected_path, "%s/%.*s.expected", BAD_DIR,
                 (int)strlen(names[i]) - 5, names[i]);
        char *text = read_text(path), *expected = read_text(expected_path);
        CHECK(text != NULL);
        CHECK(expected != NULL);
        if (!text || !expected) {
            fprintf(stderr, "cannot read %s or %s\n", path, expected_path);
            free(text);
            free(expected);
            continue;
        }
        expected[strcspn(expected, "\n")] = '\0';
        int build_error = strncmp(names[i], "build-", 6) == 0;

        VariantDef d, before;
        memset(&d, 0xa5, sizeof d);
        before = d;
        Error e;
        error_clear(&e);
        int rc = variant_parse(text, path, &d, &e);
        if (build_error) {
            CHECK_INT(rc, 0);
        } else {
            CHECK_INT(rc, -1);
            CHECK_STR(message(&e).text, expected);
            CHECK(memcmp(&d, &before, sizeof d) == 0); /* untouched on failure */
        }

        Variant *const marker = (Variant *)(void *)&before, *v = marker; /* must stay */
        error_clear(&e);
        rc = host_load_variant(path, &v, &e);
        CHECK_INT(rc, -1);
        CHECK(v == marker);
        CHECK_STR(message(&e).text, expected);
        free(text);
        free(expected);
    }
    for (int i = 0; i < count; i++)
        free(names[i]);
}

static void test_messages(void)
{
    Error e;
    Variant *v = NULL;
    VariantDef d;

    error_clear(&e);
    CHECK_INT(host_load_variant("tests/data/no-such-variant.json", &v, &e), -1);
    CHECK_STR(e.where, "tests/data/no-such-variant.json");
    CHECK_STR(e.what, "cannot open the file: No such file or directory");
    CHECK(v == NULL);

    error_clear(&e);
    CHECK_INT(host_load_variant("tests/data", &v, &e), -1);
    CHECK_STR(message(&e).text, "tests/data: not a regular file");

    /* A build error (in the start position) shown at the value it comes from. */
    const char *bad_start = "{\n  \"name\": \"x\",\n  \"pieces\": {\"K\": {\"name\": \"King\","
                            " \"role\": \"king\", \"powers\": [\"K\"]}},\n  \"rules\":"
                            " {\"promotion\": \"\"},\n  \"start\": \"4k3/8/8/8/8/8/8/4X3 w - - 0"
                            " 1\"\n}\n";
    error_clear(&e);
    CHECK_INT(variant_parse(bad_start, "mem.json", &d, &e), 0);
    CHECK_INT(variant_load_text(bad_start, "mem.json", &v, &e), -1);
    CHECK_STR(e.where, "mem.json:5:30: $.start"); /* the byte the FEN's reader names */
    CHECK_STR(e.what, "column 18: unknown piece letter 'X' in the placement");
    CHECK(v == NULL);
    char escaped[400]; /* a JSON escape before it: the line's column counts it as written */
    snprintf(escaped, sizeof escaped, "%.*s\\u0034%s", (int)(strstr(bad_start, "4k3") - bad_start),
             bad_start, strstr(bad_start, "4k3") + 1);
    error_clear(&e);
    CHECK_INT(variant_load_text(escaped, "mem.json", &v, &e), -1);
    CHECK_STR(message(&e).text,
              "mem.json:5:35: $.start: column 18: unknown piece letter 'X' in the placement");
    CHECK(v == NULL);

    /* Byte-order mark skipped, CRLF lines, columns in characters (UTF-8). */
    const char *bom = "\xEF\xBB\xBF{\r\n  \"name\": \"\xC3\xA9t\xC3\xA9\", \"start\": 5\r\n}";
    error_clear(&e);
    CHECK_INT(variant_parse(bom, "bom.json", &d, &e), -1);
    CHECK_STR(message(&e).text, "bom.json:1:1: $: missing key \"pieces\"");
    const char *utf8 = "{\"name\": \"\xC3\xA9t\xC3\xA9\",\r\n \"pieces\": 5, \"start\": \"\"}";
    error_clear(&e);
    CHECK_INT(variant_parse(utf8, "u.json", &d, &e), -1);
    CHECK_STR(message(&e).text, "u.json:2:12: $.pieces: expected an object, got a number");
    const char *after_utf8 = "{\"name\": \"\xC3\xA9t\xC3\xA9\", \"pieces\": 5}";
    error_clear(&e);
    CHECK_INT(variant_parse(after_utf8, "u.json", &d, &e), -1);
    CHECK_STR(message(&e).text, "u.json:1:27: $.pieces: expected an object, got a number");

    /* Strict JSON: what cJSON alone would let through. */
    const char *lenient[][2] = {
        {"{\"name\": 01}", "j.json:1:10: $.name: invalid JSON: leading zeros are not allowed in "
                           "a number"},
        {"{\"name\": 1.}", "j.json:1:12: $.name: invalid JSON: expected a digit after '.'"},
        {"{\"name\": \"a\\u0000b\"}",
         "j.json:1:12: $.name: invalid JSON: invalid \\u escape (4 hex digits, not \\u0000, "
         "surrogates paired)"},
        {"{\"name\": \"a\\qb\"}", "j.json:1:12: $.name: invalid JSON: invalid escape '\\q' in a "
                                  "string"},
        {"{\"name\": \"\xC3\"}", "j.json:1:11: $.name: invalid JSON: invalid UTF-8 byte 0xC3"},
        {"{\"a\": [1 2]}", "j.json:1:10: $.a: invalid JSON: missing ',' between elements"},
        {"{\"a\": [1,]}", "j.json:1:9: $.a: invalid JSON: trailing comma before ']'"},
        {"{\"a\" 1}", "j.json:1:6: $.a: invalid JSON: expected ':' after the member name"},
        {"{} x", "j.json:1:4: $: invalid JSON: unexpected text after the end of the JSON value"},
        {"{'a': 1}", "j.json:1:2: $: invalid JSON: expected a member name in double quotes"},
        {"{\"a\": [", "j.json:1:8: $.a[0]: invalid JSON: unexpected end of the text, expected a "
                      "value"},
    };
    for (size_t i = 0; i < sizeof lenient / sizeof lenient[0]; i++) {
        error_clear(&e);
        CHECK_INT(variant_parse(lenient[i][0], "j.json", &d, &e), -1);
        CHECK_STR(message(&e).text, lenient[i][1]);
    }
    char deep[200];
    memset(deep, '[', 70);
    deep[70] = '\0';
    error_clear(&e);
    CHECK_INT(variant_parse(deep, "deep.json", &d, &e), -1);
    CHECK_STR(e.what, "invalid JSON: nesting deeper than 64 levels");

    /* NULL arguments are errors, not crashes. */
    error_clear(&e);
    CHECK_INT(variant_parse(NULL, "x.json", &d, &e), -1);
    CHECK_STR(message(&e).text, "x.json: no text (NULL)");
    CHECK_INT(host_load_variant(NULL, &v, &e), -1);
    CHECK_INT(variant_load_text(NULL, "x", &v, NULL), -1);
    CHECK(variant_to_json(NULL) == NULL);
}

static void test_jsonloc(void)
{
    const char *t = "{\"a b\": {\"x\": [10, {\"y\\\"z\": 2}]},\n \"k\": 1, \"k\": \"s\\u00e9X\"}";
    size_t len = strlen(t), off;
    char path[JSONLOC_PATH_MAX];

    CHECK_INT(jsonloc_check(t, len, NULL), 0);
    jsonloc_path_member(path, sizeof path, "$", "a b");
    CHECK_STR(path, "$[\"a b\"]");
    jsonloc_path_member(path, sizeof path, "$[\"a b\"].x", "y\"z");
    CHECK_STR(path, "$[\"a b\"].x[\"y\\\"z\"]");
    jsonloc_path_element(path, sizeof path, "$.x", 12);
    CHECK_STR(path, "$.x[12]");

    CHECK_INT(jsonloc_find(t, len, "$[\"a b\"].x[1][\"y\\\"z\"]", 0, 0, &off), 1);
    CHECK_INT(t[off], '2');
    CHECK_INT(jsonloc_find(t, len, "$[\"a b\"].x[0]", 0, 0, &off), 1);
    CHECK_INT(t[off], '1');
    CHECK_INT(jsonloc_find(t, len, "$.k", 1, 1, &off), 1); /* the second "k" */
    CHECK_INT(t[off + 1], 'k');
    CHECK_INT(jsonloc_find(t, len, "$.k", 0, 1, &off), 1);
    CHECK_INT(t[off], '"');
    CHECK_INT(jsonloc_string_byte(t, len, off, 1), off + 1);
    CHECK_INT(t[jsonloc_string_byte(t, len, off, 3)], '\\'); /* the escape making byte 2-3 */
    CHECK_INT(t[jsonloc_string_byte(t, len, off, 4)], 'X');
    CHECK_INT(t[jsonloc_string_byte(t, len, off, 9)], '"'); /* past the end: closing quote */
    int line, col;
    jsonloc_line_col(t, len, off, &line, &col);
    CHECK_INT(line, 2);
    CHECK_INT(col, 15);

    /* Missing parts fall back to the deepest existing ancestor. */
    CHECK_INT(jsonloc_find(t, len, "$[\"a b\"].x[7]", 0, 0, &off), 0);
    CHECK_INT(t[off], '[');
    CHECK_INT(jsonloc_find(t, len, "$.nothing.deeper", 0, 0, &off), 0);
    CHECK_INT(off, 0);
    CHECK_INT(jsonloc_find(t, len, "$.k.x", 0, 0, &off), 0);
    CHECK_INT(t[off], '1');
    CHECK_INT(jsonloc_find(t, len, "not a path", 0, 0, &off), -1);
    CHECK_INT(off, 0);
}

int main(void)
{
    test_defaults();
    test_fide();
    test_round_trips();
    test_bad_files();
    test_messages();
    test_jsonloc();
    return check_report("test_variant_load");
}
