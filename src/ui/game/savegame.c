/* savegame.c - saved games as files: the engine writes and reads the text (morphchess/save.h);
 * this writes it atomically and reads it through the host's safe reader. */
#include "savegame.h"

#include <stdlib.h>
#include <string.h>

#include "atomicfile.h"
#include "hostfile.h"

char *savegame_text(const Match *m)
{
    return save_write(m, NULL);
}

int savegame_write_text(const char *path, const char *text, Error *err)
{
    /* one crash-safe writer for saves, settings and user variants */
    char msg[sizeof err->what];
    if (atomicfile_write(path, text, strlen(text), msg, (int)sizeof msg) != 0)
        return error_set(err, path, "%s", atomicfile_reason(msg, path));
    return 0;
}

int savegame_write(const char *path, const Match *m, const GameInfo *info, const char *created,
                   Error *err)
{
    char *text = save_write_game(m, info, created);
    if (!text)
        return error_set(err, path, "out of memory");
    int rc = savegame_write_text(path, text, err);
    free(text);
    return rc;
}

char *savegame_read_file(const char *path, size_t *len, Error *err)
{
    char *text = NULL;
    if (host_read_file(path, HOST_CAP_SAVE, &text, len, err) != 0)
        return NULL;
    return text;
}

int savegame_parse(const char *text, const char *name, Variant **v, Match **m, Error *err)
{
    if (!text)
        return error_set(err, name ? name : "(text)", "no text (NULL)");
    return save_read(text, strlen(text), name, v, m, NULL, err);
}

int savegame_read(const char *path, Variant **v, Match **m, SaveSummary *sum, Error *err)
{
    size_t len = 0;
    char *text = savegame_read_file(path, &len, err);
    if (!text)
        return -1;
    int rc = save_read(text, len, path, v, m, sum, err);
    free(text);
    return rc;
}

bool savegame_info(const char *path, SaveSummary *out, Error *err)
{
    memset(out, 0, sizeof *out);
    size_t len = 0;
    char *text = savegame_read_file(path, &len, err);
    if (!text)
        return false;
    int rc = save_summary(text, len, path, out, err);
    free(text);
    return rc == 0;
}
