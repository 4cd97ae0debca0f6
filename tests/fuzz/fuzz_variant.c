/* fuzz_variant.c - the variant loader on any text; what loads must write back
 * to JSON that loads again to the same definition. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    Variant *v = NULL;
    Error e;
    if (variant_load_text(text, "fuzz.json", &v, &e) == 0) {
        char *json = variant_to_json(&v->def);
        if (!json)
            abort();
        VariantDef *again = calloc(1, sizeof *again);
        if (!again || variant_parse(json, "again.json", again, &e) != 0)
            abort(); /* the writer's output must read back */
        free(again);
        free(json);
        variant_free(v);
    } else if (!e.what[0]) {
        abort(); /* a refusal always says why */
    }
    free(text);
    return 0;
}
