/* cmd_validate.c - the validate command: a variant file read and compiled, or a course file
 * (docs/tutorial-format.md, "Courses") read and every exercise checked against the engine. */
#include <stdio.h>

#include "cli.h"
#include "course.h"
#include "hostfile.h"

static int validate_course(const char *path)
{
    Error e;
    error_clear(&e);
    Course *c = course_load(path, &e);
    if (!c) {
        cli_print_error(&e);
        return CLI_BAD_INPUT;
    }
    printf("ok %s: %d lessons, %d exercises (%s)\n", c->title, c->nlessons, course_exercises(c),
           c->variant_id);
    course_free(c);
    return CLI_OK;
}

int cmd_validate(int argc, char **argv)
{
    if (argc != 1)
        return cli_usage("validate: usage: validate FILE.json (a variant or a course)");
    if (course_file_is_course(argv[0]))
        return validate_course(argv[0]);
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
