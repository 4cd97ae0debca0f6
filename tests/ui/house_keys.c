/* house_keys.c - the keys from one source: the F1 help's table (src/ui/common/keyhelp.c)
 * against the README's key table, the man page's KEYS section and the words the settings
 * and status lines use for a key (controller_key_text). A key the help names and a document
 * lacks, or a key a document names that the help does not, fails with the file and line.
 *
 * A key is "Ctrl+", "Shift+" or "Alt+" before a letter, F1-F12, a named key (Enter, Esc,
 * Delete, Home, End, arrows as glyphs or words) or Ctrl+,. A cell is cut at "/", ", ", ";"
 * and parentheses; a piece whose every word is a key gives those keys, any other piece
 * ("Click a piece", "mouse wheel") is a mouse action and gives none, but for Right-drag, named
 * as a key so that the lists cannot drop the marks' row. The help's second
 * column adds the modified keys it names ("Shift+G writes its marks").
 * usage: house_keys README.md morphchess.6 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "controller.h"
#include "keyhelp.h"

enum { MAX_KEYS = 128, KEY_LEN = 32, LINE_LEN = 1024 };

typedef struct KeySet {
    int n;
    char key[MAX_KEYS][KEY_LEN];
    int line[MAX_KEYS]; /* where each was first named (a row of the help, a line of a file) */
} KeySet;

static int failures;

static bool has(const KeySet *s, const char *k)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->key[i], k) == 0)
            return true;
    return false;
}

static void add(KeySet *s, const char *k, int line)
{
    if (has(s, k))
        return;
    if (s->n == MAX_KEYS || strlen(k) >= KEY_LEN) {
        fprintf(stderr, "house_keys: more than %d keys, or a key longer than %d bytes: %s\n",
                MAX_KEYS, KEY_LEN - 1, k);
        failures++;
        return;
    }
    snprintf(s->key[s->n], KEY_LEN, "%s", k);
    s->line[s->n++] = line;
}

/* A key's name without its modifiers. */
static bool is_key(const char *w)
{
    static const char *const named[] = {"Enter", "Esc", "Delete", "Home", "End",       "Left",
                                        "Right", "Up",  "Down",   "Tab",  "Right-drag"};
    bool modified = false;
    for (;;) {
        size_t n = strncmp(w, "Ctrl+", 5) == 0    ? 5
                   : strncmp(w, "Shift+", 6) == 0 ? 6
                   : strncmp(w, "Alt+", 4) == 0   ? 4
                                                  : 0;
        if (n == 0 || w[n] == '\0')
            break;
        w += n;
        modified = true;
    }
    if (w[0] >= 'A' && w[0] <= 'Z' && w[1] == '\0')
        return true;
    if (w[0] == 'F' && w[1] >= '1' && w[1] <= '9' &&
        (w[2] == '\0' || (w[1] == '1' && w[2] >= '0' && w[2] <= '2' && w[3] == '\0')))
        return true;
    if (modified && strcmp(w, ",") == 0)
        return true;
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
        if (strcmp(w, named[i]) == 0)
            return true;
    return false;
}

/* text with the arrows' glyphs written as words, into out (size bytes). */
static void arrows_as_words(const char *text, char *out, size_t size)
{
    static const char *const glyph[][2] = {{"\xe2\x86\x90", "Left"},
                                           {"\xe2\x86\x92", "Right"},
                                           {"\xe2\x86\x91", "Up"},
                                           {"\xe2\x86\x93", "Down"}};
    size_t o = 0;
    while (*text && o + 8 < size) {
        size_t g = 0;
        while (g < 4 && strncmp(text, glyph[g][0], 3) != 0)
            g++;
        if (g < 4) {
            o += (size_t)snprintf(out + o, size - o, "%s", glyph[g][1]);
            text += 3;
        } else {
            out[o++] = *text++;
        }
    }
    out[o] = '\0';
}

/* The keys of one piece of a cell (see the top): all its words when each is a key; with
 * only_modified, its words that are modified keys. */
static void piece_keys(char *piece, KeySet *s, int line, bool only_modified)
{
    char *words[32];
    int n = 0;
    bool all = true;
    for (char *w = strtok(piece, " \t"); w && n < 32; w = strtok(NULL, " \t")) {
        words[n++] = w;
        all = all && is_key(w);
    }
    for (int i = 0; i < n; i++)
        if (only_modified ? is_key(words[i]) && strchr(words[i], '+') && words[i][1] : all)
            add(s, words[i], line);
}

/* Every key of a cell of a table (see the top) into s. */
static void cell_keys(const char *cell, KeySet *s, int line, bool only_modified)
{
    char text[LINE_LEN], piece[LINE_LEN];
    arrows_as_words(cell, text, sizeof text);
    size_t start = 0;
    for (size_t i = 0;; i++) {
        char c = text[i];
        /* a comma cuts unless it is the key of Ctrl+, */
        bool cut = c == '\0' || c == '/' || c == '(' || c == ')' || c == ';' ||
                   (c == ',' && !(i > 0 && text[i - 1] == '+'));
        if (!cut)
            continue;
        snprintf(piece, sizeof piece, "%.*s", (int)(i - start), text + start);
        piece_keys(piece, s, line, only_modified);
        start = i + 1;
        if (c == '\0')
            break;
    }
}

/* Drops each "<kbd>", "</kbd>", backquote and asterisk of a Markdown cell, in place. */
static void markdown_plain(char *s)
{
    char *o = s;
    while (*s) {
        if (strncmp(s, "<kbd>", 5) == 0)
            s += 5;
        else if (strncmp(s, "</kbd>", 6) == 0)
            s += 6;
        else if (*s == '`' || *s == '*')
            s++;
        else
            *o++ = *s++;
    }
    *o = '\0';
}

/* The first column of the table under the README's "## Keys" heading (its header row and
 * the row of dashes skipped). False when there is no such table. */
static bool readme_keys(const char *path, KeySet *s)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot be read\n", path);
        return false;
    }
    char line[LINE_LEN];
    int no = 0, rows = 0;
    bool in = false;
    while (fgets(line, sizeof line, f)) {
        no++;
        if (strncmp(line, "## ", 3) == 0) {
            in = strncmp(line, "## Keys", 7) == 0;
            continue;
        }
        if (!in || line[0] != '|') {
            if (in && rows > 0)
                in = false; /* the table has ended */
            continue;
        }
        if (rows++ < 2) /* the header and the dashes */
            continue;
        char *end = strchr(line + 1, '|');
        if (!end)
            continue;
        *end = '\0';
        markdown_plain(line + 1);
        cell_keys(line + 1, s, no, false);
    }
    fclose(f);
    if (rows < 3)
        fprintf(stderr, "%s: no table of keys under a \"## Keys\" heading\n", path);
    return rows >= 3;
}

/* A line of roff as it reads: a font macro's arguments joined (.B, .I with spaces; .BR,
 * .RB, .BI, .IB, .IR, .RI without), font escapes dropped, "\-" as "-". */
static void roff_plain(const char *line, char *out, size_t size)
{
    char text[LINE_LEN];
    size_t o = 0;
    if (line[0] == '.') {
        const char *p = line + 1;
        bool spaced = (p[0] == 'B' || p[0] == 'I') && (p[1] == ' ' || p[1] == '\n');
        while (*p && *p != ' ' && *p != '\n')
            p++;
        bool first = true;
        while (*p && o + 1 < sizeof text) {
            while (*p == ' ')
                p++;
            if (*p == '\0' || *p == '\n')
                break;
            if (spaced && !first)
                text[o++] = ' ';
            first = false;
            char quote = *p == '"' ? *p++ : ' ';
            while (*p && *p != '\n' && *p != quote && o + 1 < sizeof text)
                text[o++] = *p++;
            if (*p == '"')
                p++;
        }
    } else {
        while (*line && *line != '\n' && o + 1 < sizeof text)
            text[o++] = *line++;
    }
    text[o] = '\0';
    o = 0;
    for (const char *p = text; *p && o + 1 < size; p++) {
        if (p[0] == '\\' && p[1] == 'f' && p[2]) /* \fB \fR \fI \fP */
            p += 2;
        else if (p[0] == '\\' && (p[1] == '-' || p[1] == '&'))
            out[o++] = *++p == '-' ? '-' : ' ';
        else
            out[o++] = *p;
    }
    out[o] = '\0';
}

/* The tag of each .TP of the man page's KEYS section (the line after it). */
static bool man_keys(const char *path, KeySet *s)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot be read\n", path);
        return false;
    }
    char line[LINE_LEN], plain[LINE_LEN];
    int no = 0, tags = 0;
    bool in = false, tag_next = false;
    while (fgets(line, sizeof line, f)) {
        no++;
        if (strncmp(line, ".SH", 3) == 0) {
            in = strstr(line, "KEYS") != NULL;
            continue;
        }
        if (!in)
            continue;
        if (strncmp(line, ".TP", 3) == 0) {
            tag_next = true;
            continue;
        }
        if (tag_next) {
            roff_plain(line, plain, sizeof plain);
            cell_keys(plain, s, no, false);
            tags++;
        }
        tag_next = false;
    }
    fclose(f);
    if (tags == 0)
        fprintf(stderr, "%s: no .SH KEYS section with .TP entries\n", path);
    return tags > 0;
}

/* Each key of have missing from want, said with where have names it. */
static void missing(const KeySet *have, const char *have_name, const KeySet *want,
                    const char *want_name, bool have_is_help)
{
    for (int i = 0; i < have->n; i++) {
        if (has(want, have->key[i]))
            continue;
        failures++;
        if (have_is_help)
            fprintf(stderr,
                    "src/ui/common/keyhelp.c: the F1 help names %s (row %d, \"%s\"); %s does "
                    "not\n",
                    have->key[i], have->line[i] + 1, keyhelp_rows[have->line[i]].keys, want_name);
        else
            fprintf(stderr, "%s:%d: names %s; %s does not\n", have_name, have->line[i],
                    have->key[i], want_name);
    }
}

/* The reading of a cell on cases of each kind, so that a reading that finds nothing cannot
 * make every list agree. */
static void self_check(void)
{
    static const struct {
        const char *cell;
        bool what;
        const char *keys; /* the keys found, in order, each followed by a space */
    } cases[] = {
        {"Right click, Esc", false, "Esc "},
        {"Right-drag  /  right click", false, "Right-drag "},
        {"A move at an earlier position", false, ""},
        {"Ctrl+\xe2\x86\x91  /  Delete", false, "Ctrl+Up Delete "},
        {"Home / End (\xe2\x86\x91 / \xe2\x86\x93)", false, "Home End Up Down "},
        {"Ctrl+,", false, "Ctrl+, "},
        {"\xe2\x86\x90  \xe2\x86\x92, mouse wheel", false, "Left Right "},
        {"review the game (G again cancels); Shift+G writes its marks", true, "Shift+G "},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        static KeySet s;
        char got[256] = "";
        s.n = 0;
        cell_keys(cases[i].cell, &s, 0, cases[i].what);
        for (int k = 0; k < s.n; k++)
            snprintf(got + strlen(got), sizeof got - strlen(got), "%s ", s.key[k]);
        if (strcmp(got, cases[i].keys) != 0) {
            failures++;
            fprintf(stderr, "%s:%d: the cell \"%s\" reads as \"%s\", not \"%s\"\n", __FILE__,
                    __LINE__, cases[i].cell, got, cases[i].keys);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: house_keys README.md morphchess.6\n");
        return 2;
    }
    static KeySet help, readme, man, hints;
    self_check();
    for (int i = 0; i < keyhelp_count; i++) {
        cell_keys(keyhelp_rows[i].keys, &help, i, false);
        cell_keys(keyhelp_rows[i].what, &help, i, true);
    }
    /* the settings' and status lines' words for a key */
    for (int k = INTENT_NONE; k <= INTENT_SCROLL; k++)
        for (int on = 0; on <= 1; on++) {
            const char *t = controller_key_text((IntentKind)k, on);
            if (t[0])
                add(&hints, t, k);
        }
    if (!readme_keys(argv[1], &readme) || !man_keys(argv[2], &man))
        return 1;
    missing(&help, "", &readme, argv[1], true);
    missing(&help, "", &man, argv[2], true);
    missing(&readme, argv[1], &help, "the F1 help (src/ui/common/keyhelp.c)", false);
    missing(&man, argv[2], &help, "the F1 help (src/ui/common/keyhelp.c)", false);
    for (int i = 0; i < hints.n; i++)
        if (!has(&help, hints.key[i])) {
            failures++;
            fprintf(stderr,
                    "src/ui/common/controller.c: controller_key_text says %s (the settings' "
                    "hints), the F1 help does not\n",
                    hints.key[i]);
        }
    if (failures) {
        fprintf(stderr, "house_keys: %d disagreement(s)\n", failures);
        return 1;
    }
    printf("house_keys: %d keys in the F1 help; %s's table (%d), %s's KEYS (%d) and the %d "
           "key words of the settings agree\n",
           help.n, argv[1], readme.n, argv[2], man.n, hints.n);
    return 0;
}
