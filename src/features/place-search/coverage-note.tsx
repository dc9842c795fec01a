import type { z } from 'zod/mini';
import type { placeCoverageSchema } from '../../../contract/place-schema';
import { usePlaceSearchT } from './use-place-search-t';

/** Under an empty result: what the offline names hold, and, where no extract covers the map, which region to import, and where an operator reads how (the map's own note names the same section). */
export function CoverageNote({ coverage }: { coverage: z.infer<typeof placeCoverageSchema> }) {
  const t = usePlaceSearchT();
  const importHint = !coverage.street_data && coverage.province;
  return (
    <p className="place-search-note">
      {t('place.search.covers')}
      {importHint && ` ${t('place.search.importRegion', { region: coverage.province })}`}
      {!coverage.street_data && ` ${t('place.search.operatorDocs')}`}
    </p>
  );
}
