/* pot_reference.h - the first Potential Chess move generator (slow and
 * plain), the reference tests/core/test_potential_fast.c compares the
 * engine's with. */
#ifndef MORPH_POT_REFERENCE_H
#define MORPH_POT_REFERENCE_H

#include "potential.h"

int ref_pot_legal(const Variant *v, const PotPos *p, PotMoveList *out);
/* As potential_apply, without the key (out->hash is left as p's). */
int ref_pot_apply(const Variant *v, const PotPos *p, PotMove m, PotPos *out);
bool ref_pot_in_check(const Variant *v, const PotPos *p, int colour);
uint64_t ref_pot_attacks(const Variant *v, const PotPos *p, int by);
uint64_t ref_pot_type_attacks(const Variant *v, int t, int colour, int sq, uint64_t occ);

#endif
