/* cmd_validate.c - the validate command: check a variant file. */
#include <stdio.h>

#include "hostfile.h"
#include "cli.h"

int cmd_validate(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("validate: usage: validate FILE.json");
    Variant *v = NULL;
    Error e;
    error_clear(&e);
    if (host_load_variant(argv[0], &v, &e) != 0) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    printf("ok %s\n", v->def.name);
    variant_free(v);
    return CLI_OK;
}
