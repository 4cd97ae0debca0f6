/* test_json.c - the public JSON locator (morphchess/json.h): the strict check's first error
 * with its line, column and path, errors placed at a path, and path building. */
#include <string.h>

#include "check.h"
#include "morphchess/json.h"

static const char TEXT[] = "{\n"
                           "  \"name\": \"x\",\n"
                           "  \"steps\": [\n"
                           "    {\"fen\": 3},\n"
                           "    {\"a b\": true}\n"
                           "  ]\n"
                           "}\n";

static void check_text(void)
{
    Error e;
    error_clear(&e);
    CHECK_INT(json_check(TEXT, strlen(TEXT), "t.json", &e), 0);
    CHECK_STR(e.where, "");
    const char *bad = "{\n  \"a\": [1, 2,]\n}";
    CHECK_INT(json_check(bad, strlen(bad), "bad.json", &e), -1);
    CHECK_STR(e.where, "bad.json:2:13: $.a"); /* at the comma */
    CHECK_STR(e.what, "invalid JSON: trailing comma before ']'");
    CHECK_INT(json_check(bad, strlen(bad), "bad.json", NULL), -1); /* no record: still -1 */
}

static void errors_at(void)
{
    Error e;
    size_t n = strlen(TEXT);
    CHECK_INT(json_error_at(&e, TEXT, n, "t.json", "$.steps[0].fen", "expected %s", "a string"),
              -1);
    CHECK_STR(e.where, "t.json:4:13: $.steps[0].fen");
    CHECK_STR(e.what, "expected a string");
    /* a missing member: at its deepest existing ancestor */
    json_error_at(&e, TEXT, n, "t.json", "$.steps[1].caption", "missing");
    CHECK_STR(e.where, "t.json:5:5: $.steps[1].caption");
    /* no text: 1:1 */
    json_error_at(&e, NULL, 0, "t.json", "$", "out of memory");
    CHECK_STR(e.where, "t.json:1:1: $");
    CHECK_INT(json_error_at(NULL, TEXT, n, "t.json", "$", "x"), -1);
    int line, col;
    json_locate(TEXT, n, "$.name", &line, &col);
    CHECK_INT(line, 2);
    CHECK_INT(col, 11);
}

static void paths(void)
{
    char p[JSON_PATH_MAX], q[JSON_PATH_MAX];
    json_path_member(p, sizeof p, "$", "steps");
    json_path_element(q, sizeof q, p, 1);
    CHECK_STR(q, "$.steps[1]");
    json_path_member(p, sizeof p, q, "a b");
    CHECK_STR(p, "$.steps[1][\"a b\"]");
    Error e;
    json_error_at(&e, TEXT, strlen(TEXT), "t.json", p, "unknown member");
    CHECK_STR(e.where, "t.json:5:13: $.steps[1][\"a b\"]"); /* its value */
}

int main(void)
{
    check_text();
    errors_at();
    paths();
    return check_report("test_json");
}
