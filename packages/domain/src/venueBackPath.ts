/**
 * Where a venue sends the member back to (spec §2), in a module of its own: the back-from-a-game entry, which must
 * stay a few hundred bytes to paint first (app/src/paintPlaceLeft.ts), reads it without the whole route list.
 */
export const venueBackPath = '/app/venueBack';
