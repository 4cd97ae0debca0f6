/* fuzz_tutorial.c - tutorial files on any text: refused with a message, or
 * loaded and then stepped through end to end (checks, a wrong try, the hint,
 * back and restart) without a crash or a leak. */
#include <stdlib.h>

#include "fuzz.h"
#include "tutorial.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Error e;
    e.what[0] = '\0';
    Tutorial *t = tutorial_parse(text, "fuzz.json", &e);
    if (!t) {
        if (!e.what[0])
            abort(); /* a refusal says why */
    } else if (tutorial_bind(t, NULL, &e) == 0) {
        int n = tutorial_steps(t);
        for (int i = 0; i < n; i++) {
            tutorial_check_step(t, i, NULL, &e);
            tutorial_goto(t, i);
            MatchAction a;
            while (tutorial_play_next(t, &a))
                ;
            tutorial_try(t, "Zz9");
            tutorial_hint(t);
        }
        tutorial_back(t);
        tutorial_restart(t);
    }
    tutorial_free(t);
    free(text);
    return 0;
}
