/* piece_sheet.c - renders the twelve pieces at several sizes to a PNG, for looking at the art. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>

#include "pieces.h"

int main(int argc, char **argv)
{
    const char *out = argc > 1 ? argv[1] : "pieces.png";
    const char *dir = argc > 2 ? argv[2] : MORPH_SOURCE_DIR "/assets/pieces";
    static const int sizes[] = {24, 32, 48, 64, 128};
    enum { NSIZES = 5 };
    int width = 0, height = 16;
    for (int i = 0; i < NSIZES; i++) {
        if (12 * (sizes[i] + 8) + 16 > width)
            width = 12 * (sizes[i] + 8) + 16;
        height += sizes[i] + 16;
    }
    if (SDL_Init(0) != 0)
        return 1;
    SDL_Surface *surf =
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    PieceArt art;
    char err[512];
    if (!r || pieces_load(&art, r, dir, err, sizeof err) != 0) {
        fprintf(stderr, "piece_sheet: %s\n", r ? err : SDL_GetError());
        return 1;
    }
    SDL_SetRenderDrawColor(r, 0x30, 0x2e, 0x2b, 255);
    SDL_RenderClear(r);
    int y = 8;
    for (int i = 0; i < NSIZES; i++) {
        int s = sizes[i], x = 8;
        for (int k = 0; k < 12; k++) {
            int colour = k / 6;
            char type = PIECES_TYPES[k % 6];
            SDL_Rect sq = {x - 4, y - 4, s + 8, s + 8};
            if ((k + i) % 2)
                SDL_SetRenderDrawColor(r, 0xb5, 0x88, 0x63, 255);
            else
                SDL_SetRenderDrawColor(r, 0xf0, 0xd9, 0xb5, 255);
            SDL_RenderFillRect(r, &sq);
            SDL_Rect dst = {x, y, s, s};
            SDL_RenderCopy(r, pieces_texture(&art, type, colour, s), NULL, &dst);
            x += s + 8;
        }
        y += s + 16;
    }
    SDL_RenderPresent(r);
    int rc = IMG_SavePNG(surf, out) == 0 ? 0 : 1;
    pieces_unload(&art);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    SDL_Quit();
    printf("%s: %dx%d\n", out, width, height);
    return rc;
}
