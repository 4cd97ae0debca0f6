/* cmd_validate.c - the validate command: a variant file read and compiled. */
#include <stdio.h>

#include "cli.h"
#include "hostfile.h"

int cmd_validate(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("validate: usage: validate FILE.json");
    Error e;
    error_clear(&e);
    Variant *v = NULL;
    if (host_load_variant(argv[0], &v, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    printf("ok %s\n", variant_def(v)->name);
    variant_free(v);
    return CLI_OK;
}
