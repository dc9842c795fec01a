import type { CigaretteRecord } from '../contract/cigarette-schema';

// Apart from cigarette-schema.ts, which loads before the map (bundle budget).
/** Price of one cigarette: the pack price over the cigarettes in it. */
export function pricePerCigarette(record: CigaretteRecord): number | undefined {
  const { single_price: price, pieces_per_pack: pieces } = record;
  return price !== undefined && pieces !== undefined && pieces > 0 ? price / pieces : undefined;
}
