/* fuzz_settings.c - the settings file reader on any text: every value in range, the
 * messages printable, and what is written back reads back the same; never a crash. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Settings s, again;
    char msg[1024];
    settings_parse(&s, (const char *)data, size, "fuzz.conf", msg, (int)sizeof msg);
    if (s.ui_scale < 50 || s.ui_scale > 300)
        abort();
    for (const char *p = msg; *p; p++)
        if ((unsigned char)*p < 0x20 && *p != '\n' && *p != '\t')
            abort();
    char text[512];
    int len = settings_format(&s, text, (int)sizeof text);
    if (len < 0 ||
        settings_parse(&again, text, (size_t)len, "again.conf", msg, (int)sizeof msg) !=
            SETTINGS_OK ||
        s.theme != again.theme || s.animations != again.animations || s.sounds != again.sounds ||
        s.ui_scale != again.ui_scale || s.auto_flip != again.auto_flip ||
        s.players != again.players || s.level != again.level)
        abort();
    return 0;
}
