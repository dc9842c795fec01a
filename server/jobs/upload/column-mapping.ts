import type { z } from 'zod/mini';
import { combinedColumn, detectColumns, detectNameColumn } from '../../../common/column-detect';
import type { jobSubmitParamsSchema } from '../../../contract/job-schema';
import type { ColumnMapping } from '../../../common/read-point';
import { uploadError } from './upload-error';

export type JobSubmitParams = z.infer<typeof jobSubmitParamsSchema>;

/** Which columns a job reads: a points job's coordinates, or a names job's product names. */
export type JobMapping = { kind: 'points'; columns: ColumnMapping } | { kind: 'names'; column: number };

/** How many data rows the detection looks at (as the batch view's reader). */
export const DETECT_SAMPLE_ROWS = 20;

const conflict = () =>
  uploadError(
    'refused',
    'mapping_conflict',
    'name either the coordinate columns (lat and lng, or location) or the name column, as kind says, not both',
  );

/** The column a parameter names by its header text (exactly, else ignoring case and blanks around it). */
function columnOf(header: readonly string[], param: string, name: string): number {
  const exact = header.indexOf(name);
  if (exact >= 0) return exact;
  const wanted = name.trim().toLowerCase();
  const loose = header.findIndex((title) => title.trim().toLowerCase() === wanted);
  if (loose >= 0) return loose;
  throw uploadError(
    'refused',
    'column_not_found',
    `${param}=${name} names a column the file does not have (its columns: ${header.slice(0, 30).join(', ')})`,
    { param, column: name },
  );
}

/** The mapping the parameters name, or else the one the header (and the first rows) suggest. */
export function jobMapping(
  header: readonly string[],
  sample: readonly (readonly string[])[],
  params: JobSubmitParams,
): JobMapping {
  const { lat, lng, location, name } = params;
  const pointsNamed = lat !== undefined || lng !== undefined || location !== undefined;
  if (pointsNamed && name !== undefined) throw conflict();
  const kind = params.kind ?? (pointsNamed ? 'points' : name !== undefined ? 'names' : undefined);
  if ((kind === 'points' && name !== undefined) || (kind === 'names' && pointsNamed)) throw conflict();

  if (location !== undefined) {
    if (lat !== undefined || lng !== undefined) throw conflict();
    const column = columnOf(header, 'location', location);
    const order = params.location_order;
    const columns: ColumnMapping = order
      ? { kind: 'combined', column, ...(order === 'lng,lat' && { lngFirst: true }) }
      : combinedColumn(column, sample.slice(0, DETECT_SAMPLE_ROWS));
    return { kind: 'points', columns };
  }
  if (lat !== undefined || lng !== undefined) {
    if (lat === undefined || lng === undefined)
      throw uploadError(
        'refused',
        'column_pair_incomplete',
        'name both lat and lng (or one location column)',
        {
          param: lat === undefined ? 'lat' : 'lng',
        },
      );
    const columns = {
      kind: 'pair',
      lat: columnOf(header, 'lat', lat),
      lng: columnOf(header, 'lng', lng),
    } as const;
    return { kind: 'points', columns };
  }
  if (name !== undefined) return { kind: 'names', column: columnOf(header, 'name', name) };

  const detected = kind === 'names' ? undefined : detectColumns(header, sample.slice(0, DETECT_SAMPLE_ROWS));
  if (detected) return { kind: 'points', columns: detected };
  const nameColumn = kind === 'points' ? undefined : detectNameColumn(header);
  if (nameColumn !== undefined) return { kind: 'names', column: nameColumn };
  const wanted =
    kind === 'points'
      ? 'coordinate columns'
      : kind === 'names'
        ? 'name column'
        : 'coordinate or name columns';
  throw uploadError(
    'unreadable',
    'columns_not_detected',
    `found no ${wanted} in the header (${header.slice(0, 30).join(', ')}): name them with lat and lng, location or name`,
    { kind: kind ?? '' },
  );
}
