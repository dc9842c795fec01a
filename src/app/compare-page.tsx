import { CigaretteNameBox } from '../features/cigarettes/cigarette-name-box';
import { ColourSwatch } from '../features/cigarettes/colour-swatch';
import { Ean13Barcode } from '../features/cigarettes/ean13-barcode';
import { ScoreMeter } from '../features/cigarettes/score-meter';
import '../features/cigarettes/cigarettes.css';
import { CompareView } from '../features/compare/compare-view';
import type { CompareParts } from '../features/compare/compare-parts';

const parts: CompareParts = { ScoreMeter, ColourSwatch, Ean13Barcode, NameBox: CigaretteNameBox };

/** The compare view, given the cigarette feature's meter, swatch, barcode and name box (the app composes features). */
export function ComparePage() {
  return <CompareView parts={parts} />;
}
