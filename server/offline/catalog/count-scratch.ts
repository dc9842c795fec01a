import type { BrowseFacet } from '../../../contract/cigarette-browse-schema';
import type { FacetIndex } from './browse-index';
import { COMBINED_FACETS, type ComboIndex } from './combo-index';
import type { Tally } from './tally';

/**
 * The buffers a count works in, made once and shared by every call (calls are synchronous). A count
 * sets what its filters need through the methods here and tallies into the counts; `reset()`, in
 * the count's `finally`, puts each buffer back as the next count expects to find it, whether the
 * count finished or threw. The passing records' marks (`hitWords`) are the place set's, which
 * clears them by its own turns (place-set.ts).
 */
export class CountScratch {
  /**
   * What the tally's loops read and write (tally.ts). A plain object: its loops run twice as fast
   * over one as over this class's instance (measured on the bench's catalog).
   */
  readonly tally: Tally;
  /** Per facet of COMBINED_FACETS, each value's count among the combinations passing the other filters. */
  readonly smallCounts: Int32Array[];
  /** 1 for the records a text matches, while a count checks them per record. */
  readonly inText: Uint8Array;
  private brandsPassed = false;
  private combosFailed = false;
  private textMarked: Int32Array | undefined;

  constructor(
    private readonly combos: ComboIndex,
    facets: Record<BrowseFacet, FacetIndex>,
    place: Int32Array,
    hitWords: Int32Array,
  ) {
    const size = facets.brand.of.length;
    const brands = facets.brand.values.length + 1;
    this.tally = {
      comboOf: combos.of,
      brandOf: facets.brand.of,
      place,
      comboFails: new Int32Array(combos.count),
      brandPasses: new Uint8Array(brands).fill(1),
      comboCounts: new Int32Array(combos.count),
      brandCounts: new Int32Array(brands),
      hitWords,
      passing: new Int32Array(size),
    };
    this.smallCounts = COMBINED_FACETS.map((facet) => new Int32Array(facets[facet].values.length));
    this.inText = new Uint8Array(size);
  }

  /** Lets only the brands `accepted` has a 1 for through (brand + 1 in the tally: 0 is no brand). */
  passBrands(accepted: Uint8Array) {
    this.brandsPassed = true;
    this.tally.brandPasses[0] = 0;
    this.tally.brandPasses.set(accepted, 1);
  }

  /** Per combination, which small facets' filters (`accepted`, per facet of COMBINED_FACETS) it fails, one bit a facet. */
  failCombos(accepted: readonly (Uint8Array | undefined)[]) {
    this.combosFailed = true;
    const { count, valueOf } = this.combos;
    const { comboFails } = this.tally;
    for (let c = 0; c < count; c++) {
      let fails = 0;
      for (let k = 0; k < accepted.length; k++) {
        const values = accepted[k];
        if (values && !values[valueOf[k]![c]!]) fails |= 1 << k;
      }
      comboFails[c] = fails;
    }
  }

  /** Marks the records a text matches in `inText`. */
  markText(ids: Int32Array) {
    this.textMarked = ids;
    for (const id of ids) this.inText[id] = 1;
  }

  reset() {
    const { comboCounts, brandCounts, brandPasses, comboFails } = this.tally;
    comboCounts.fill(0);
    brandCounts.fill(0);
    for (const counts of this.smallCounts) counts.fill(0);
    if (this.brandsPassed) brandPasses.fill(1);
    if (this.combosFailed) comboFails.fill(0);
    if (this.textMarked) for (const id of this.textMarked) this.inText[id] = 0;
    this.brandsPassed = this.combosFailed = false;
    this.textMarked = undefined;
  }
}
