import type { ComponentType } from 'react';
import type { CigaretteRecord } from '../../../contract/cigarette-schema';

/** What the catalog shows from the cigarette feature, given by the app (features never import each other). */
export interface CatalogParts {
  /** The whole record, the same card as the search panel's. */
  RecordCard: ComponentType<{ record: CigaretteRecord }>;
  ScoreMeter: ComponentType<{ label: string; value: number }>;
  ColourSwatch: ComponentType<{ name: string | undefined }>;
}
