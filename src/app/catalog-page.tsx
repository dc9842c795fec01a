import { CatalogView } from '../features/catalog/catalog-view';
import { CigaretteCard } from '../features/cigarettes/cigarette-card';
import { ColourSwatch } from '../features/cigarettes/colour-swatch';
import { ScoreMeter } from '../features/cigarettes/score-meter';
import '../features/cigarettes/cigarettes.css';
import { useT } from '../i18n/use-t';

const parts = { RecordCard: CigaretteCard, ScoreMeter, ColourSwatch };

/** The catalog view, given the cigarette feature's card, meter and swatch (the app composes features). */
export function CatalogPage() {
  const t = useT();
  return (
    <section className="catalog-region" aria-label={t('app.catalog')}>
      <CatalogView parts={parts} />
    </section>
  );
}
