import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OfflineCatalog } from '../parts';
import { createCatalog } from './catalog';
import { CatalogFileError, parseCatalogCsv, parseCatalogJson } from './parse-catalog';

/** The bundled sample: real, widely sold products with only the figures we could source. */
export const SAMPLE_CATALOG_FILE = fileURLToPath(new URL('../../data/catalog.csv', import.meta.url));
export const SAMPLE_CATALOG_VERSION = 'sample-2026-11';

/**
 * Loads and validates a catalog file (.csv or .json; the bundled sample when none
 * is given). Throws CatalogFileError naming the file, row and field on a bad row. `browseCacheMb`:
 * the memory for browse results kept for paging (browse.ts).
 */
export async function loadCatalog(
  file: string = SAMPLE_CATALOG_FILE,
  browseCacheMb?: number,
): Promise<OfflineCatalog> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogFileError(
      `${file}: cannot read the catalog file (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const json = extname(file).toLowerCase() === '.json';
  const records = json ? parseCatalogJson(text, file) : parseCatalogCsv(text, file);
  if (records.length === 0) throw new CatalogFileError(`${file}: the catalog has no products`);
  const label = file === SAMPLE_CATALOG_FILE ? SAMPLE_CATALOG_VERSION : basename(file);
  return createCatalog(records, { catalog: `${label} (${records.length} products)` }, browseCacheMb);
}
