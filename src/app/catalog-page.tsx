import { CatalogView } from '../features/catalog/catalog-view';
import { CigaretteCard } from '../features/cigarettes/cigarette-card';
import { ColourSwatch } from '../features/cigarettes/colour-swatch';
import { ScoreMeter } from '../features/cigarettes/score-meter';
import '../features/cigarettes/cigarettes.css';

const parts = { RecordCard: CigaretteCard, ScoreMeter, ColourSwatch };

/** The catalog view, given the cigarette feature's card, meter and swatch (the app composes features). */
export function CatalogPage() {
  return <CatalogView parts={parts} />;
}
