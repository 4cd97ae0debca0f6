/* progress.c - the courses' stars in the user data folder: read strictly (a damaged file is
 * reported, never half read), written at once. */
#include "progress.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "atomicfile.h"
#include "hostfile.h"
#include "morphchess/json.h"

int progress_stars(int tries, bool hint, bool solution)
{
    if (solution)
        return 1;
    if (tries <= 1 && !hint)
        return 3;
    return tries <= 2 ? 2 : 1;
}

static void key_of(char *out, const char *course, int lesson, int exercise)
{
    snprintf(out, PROGRESS_KEY_MAX, "%.50s:%d.%d", course, (lesson + 1) % 1000,
             (exercise + 1) % 1000);
}

int progress_get(const Progress *p, const char *course, int lesson, int exercise)
{
    char key[PROGRESS_KEY_MAX];
    key_of(key, course, lesson, exercise);
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->item[i].key, key) == 0)
            return p->item[i].stars;
    return 0;
}

void progress_set(Progress *p, const char *course, int lesson, int exercise, int stars)
{
    char key[PROGRESS_KEY_MAX];
    key_of(key, course, lesson, exercise);
    for (int i = 0; i < p->n; i++) {
        if (strcmp(p->item[i].key, key) == 0) {
            if (stars > p->item[i].stars)
                p->item[i].stars = stars;
            return;
        }
    }
    if (p->n >= PROGRESS_MAX)
        return;
    snprintf(p->item[p->n].key, PROGRESS_KEY_MAX, "%s", key);
    p->item[p->n++].stars = stars;
}

int progress_load(Progress *p, const char *path, Error *err)
{
    p->n = 0;
    char *text;
    size_t len;
    struct stat st;
    if (lstat(path, &st) != 0 && errno == ENOENT)
        return 0; /* nothing solved yet; anything else there is read (and refused) safely */
    if (host_read_file(path, HOST_CAP_SETTINGS, &text, &len, err) != 0)
        return -1;
    int rc = json_check(text, len, path, err);
    cJSON *root = rc == 0 ? cJSON_ParseWithLength(text, len) : NULL;
    JsonDoc d = {text, len, path, err, NULL};
    static const char *const keys[] = {"format", "stars", NULL};
    char pp[JSON_PATH_MAX];
    const cJSON *stars = NULL;
    if (rc == 0 &&
        (!root || json_want_object(&d, root, "$") != 0 || json_members(&d, root, "$", keys) != 0))
        rc = -1;
    if (rc == 0 && !(stars = json_member(root, "$", "stars", pp)))
        rc = json_missing(&d, "$", "stars");
    if (rc == 0 && json_want_object(&d, stars, pp) != 0)
        rc = -1;
    for (const cJSON *s = rc == 0 ? stars->child : NULL; s && rc == 0; s = s->next) {
        char q[JSON_PATH_MAX];
        int n;
        json_path_member(q, sizeof q, pp, s->string);
        if (json_get_int(&d, s, q, 1, 3, &n) != 0 || strlen(s->string) >= PROGRESS_KEY_MAX ||
            p->n >= PROGRESS_MAX) {
            if (strlen(s->string) >= PROGRESS_KEY_MAX || p->n >= PROGRESS_MAX)
                json_fail(&d, q, "too long a name, or too many exercises");
            rc = -1;
            break;
        }
        snprintf(p->item[p->n].key, PROGRESS_KEY_MAX, "%s", s->string);
        p->item[p->n++].stars = n;
    }
    if (rc != 0)
        p->n = 0;
    cJSON_Delete(root);
    free(text);
    return rc;
}

int progress_save(const Progress *p, const char *path, Error *err)
{
    cJSON *root = cJSON_CreateObject();
    cJSON *stars = cJSON_CreateObject();
    cJSON_AddNumberToObject(root, "format", 1);
    cJSON_AddItemToObject(root, "stars", stars);
    for (int i = 0; i < p->n; i++)
        cJSON_AddNumberToObject(stars, p->item[i].key, p->item[i].stars);
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text)
        return error_set(err, path, "out of memory");
    char msg[512];
    int rc = atomicfile_write(path, text, strlen(text), msg, sizeof msg);
    free(text);
    if (rc != 0)
        return error_set(err, path, "%s", msg);
    return 0;
}
