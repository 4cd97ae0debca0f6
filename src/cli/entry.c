/* entry.c - morphchess-cli's entry point: the commands are a library
 * (cli_main, main.c) that tests and fuzz targets link too. */
#include "cli.h"

int main(int argc, char **argv)
{
    return cli_main(argc, argv);
}
